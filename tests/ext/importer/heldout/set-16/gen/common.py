"""Shared pieces of the set-16 generators: truth rows, exclusions, identity strings, rendering.

Each document module builds its HTML from one list of row tuples, so the page and the truth come from the
same data. A row tuple is (label, printed value, unit, printed range, flag, truth) where truth is t(...)
for a row a careful person enters, X(...) for a printed row that is not a result, or None.
"""

import html as _html
import os
import re
import subprocess
import tempfile

ROWS = []
EXCLUDED = []
IDENTITY = {
    "patient_name": [], "national_id": [], "birth_date": [], "address": [], "phone": [],
    "doctor": [], "order_numbers": [], "lab_staff": [],
}


def esc(s):
    return _html.escape(str(s))


def plain(s):
    s = re.sub(r"<br\s*/?>", " ", str(s))
    s = re.sub(r"<[^>]+>", "", s).replace("&nbsp;", " ")
    return " ".join(_html.unescape(s).split())


def t(code, value, low=None, high=None, comp=None, unit=None, ref_text=None, abn=False, panel="blood",
      new_label=None, alt=None):
    return dict(code=code, value=value, ref_low=low, ref_high=high, comparator=comp, unit=unit,
                ref_text=ref_text, abnormal=abn, panel=panel, new_label=new_label, alt=alt)


class X:
    def __init__(self, why):
        self.why = why


def ident(**kw):
    for k, v in kw.items():
        for s in v:
            if s not in IDENTITY[k]:
                IDENTITY[k].append(s)


def record(doc, date, rows):
    n = 0
    for row in rows:
        if isinstance(row, str):
            continue
        label, pv, unit, pr, flag, tr = row[:6]
        if tr is None:
            continue
        if isinstance(tr, X):
            EXCLUDED.append({"doc": doc, "label_as_printed": plain(label),
                             "printed": " | ".join(plain(c) for c in (pv, unit, pr) if c), "why": tr.why})
            continue
        r = {
            "doc": doc, "label_as_printed": plain(label), "code": tr["code"],
            "in_dictionary": tr["new_label"] is None, "date": date, "value": tr["value"],
            "comparator": tr["comparator"], "unit": tr["unit"] if tr["unit"] is not None else (plain(unit) or None),
            "ref_low": tr["ref_low"], "ref_high": tr["ref_high"], "ref_text": tr["ref_text"],
            "range_printed": plain(pr) or None, "abnormal": tr["abnormal"], "panel": tr["panel"],
            "printed": [plain(label), plain(pv), plain(flag), plain(unit), plain(pr)],
        }
        if tr["new_label"]:
            r["new_label"] = tr["new_label"]
        if tr["alt"]:
            r["alt_codes"] = tr["alt"]
        ROWS.append(r)
        n += 1
    return n


def render(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="chr-")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "--no-pdf-header-footer",
                    "file://" + os.path.abspath(html_path)], check=True, capture_output=True)
    subprocess.run(["rm", "-rf", prof])


def barcode(code, h=34):
    """A fake Code-128-looking bar pattern drawn with divs (decoration only)."""
    bars = []
    for i, ch in enumerate(code):
        v = ord(ch)
        for k in range(3):
            w = 1 + ((v >> k) & 1) + ((v >> (k + 3)) & 1)
            bars.append(f'<span style="display:inline-block;width:{w}px;height:{h}px;background:#000;margin-right:{1 + (v + k) % 2}px"></span>')
    return '<div style="white-space:nowrap;line-height:0">' + "".join(bars) + "</div>"
