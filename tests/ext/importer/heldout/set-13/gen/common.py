"""Shared pieces of the set-13 generators: a document's truth rows, exclusions and identity strings.

Each document module builds its HTML from one list of row tuples, so the page and the truth come from the
same data. A tuple is (label, printed value, flag, printed unit, printed range, truth) where truth is a
dict made by t() for a row a careful person enters, or an X(...) for a printed row that is not a result.
"""

import html as _html
import re

ROWS = []
EXCLUDED = []
DOCS = {}
IDENTITY = {
    "patient_name": [],
    "national_id": [],
    "birth_date": [],
    "address": [],
    "doctor": [],
    "order_numbers": [],
    "phone": [],
    "pesel": [],
}


def esc(s):
    return _html.escape(str(s))


def plain(s):
    """A cell's HTML as text: line breaks as ' / ', tags dropped, entities read."""
    s = re.sub(r"<br\s*/?>", " / ", str(s))
    s = re.sub(r"<[^>]+>", "", s).replace("&nbsp;", " ")
    return " ".join(_html.unescape(s).split())


def t(code, value, unit=None, low=None, high=None, comp=None, ref_text=None, abn=False, panel="blood",
      new_label=None, alt=None, unit_printed=True, note=None):
    """A truth row. unit=None means: the unit printed in the unit cell (the first one of a dual pair)."""
    return dict(code=code, value=value, unit=unit, ref_low=low, ref_high=high, comparator=comp,
                ref_text=ref_text, abnormal=abn, panel=panel, new_label=new_label, alt=alt, note=note,
                unit_printed=unit_printed)


class X:
    """A printed row that is not a result (pending, cancelled, haemolysed, see comment, the same result again)."""

    def __init__(self, why, tolerated=None):
        self.why = why
        self.tolerated = tolerated


def add_identity(**kw):
    for k, v in kw.items():
        for s in v:
            if s not in IDENTITY[k]:
                IDENTITY[k].append(s)


def record(doc, date, rows, section_of=None):
    """Adds the truth rows and exclusions of one document's row tuples."""
    n = 0
    for row in rows:
        if isinstance(row, str):
            continue  # a section heading
        label, pv, flag, unit, pr, tr = row[:6]
        if tr is None:
            continue
        if isinstance(tr, X):
            e = {"doc": doc, "label_as_printed": plain(label), "printed": " | ".join(plain(c) for c in (pv, unit, pr) if c),
                 "why": tr.why}
            if tr.tolerated:
                e["tolerated"] = tr.tolerated
            EXCLUDED.append(e)
            continue
        unit_t = tr["unit"] if tr["unit"] is not None else (unit or None)
        r = {
            "doc": doc,
            "label_as_printed": plain(label),
            "code": tr["code"],
            "in_dictionary": tr["new_label"] is None,
            "date": date,
            "value": tr["value"],
            "comparator": tr["comparator"],
            "unit": unit_t,
            "ref_low": tr["ref_low"],
            "ref_high": tr["ref_high"],
            "ref_text": tr["ref_text"],
            "range_printed": plain(pr) or None,
            "abnormal": tr["abnormal"],
            "panel": tr["panel"],
            "printed": [plain(c) for c in (label, pv, flag, unit, pr) if c],
        }
        if tr["new_label"]:
            r["new_label"] = tr["new_label"]
        if tr["alt"]:
            r["alt_codes"] = tr["alt"]
        if tr["note"]:
            r["note"] = tr["note"]
        ROWS.append(r)
        n += 1
    return n


def page(title, css, body):
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{esc(title)}</title>
<style>
@page {{ size: A4; margin: 12mm 12mm 14mm 12mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #111; }}
table {{ border-collapse: collapse; }}
{css}
</style></head><body>
{body}
</body></html>
"""
