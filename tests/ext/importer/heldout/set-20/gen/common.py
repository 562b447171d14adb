"""Shared pieces of the set-20 generators: truth rows, exclusions, identity strings, rendering.

Each document module builds its page from one list of rows, so the page and the truth come from the same
data. t(...) is a row a careful person enters; X(...) a printed row that is not a result; P(...) an earlier
result printed for comparison (excluded, tolerated under its own date).
"""

import html as _html
import os
import re
import subprocess
import tempfile

ROWS = []
EXCLUDED = []
DOCS = {}
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


def t(code, value, low=None, high=None, comp=None, unit=None, abn=False, panel="blood", new=None,
      alt=None, ref_text=None):
    return dict(code=code, value=value, ref_low=low, ref_high=high, comparator=comp, unit=unit,
                abnormal=abn, panel=panel, new_label=new, alt=alt, ref_text=ref_text)


class X:
    def __init__(self, why):
        self.why = why


class P:
    """An earlier result printed for comparison: tolerated when stored exactly under its own date."""

    def __init__(self, code, date, value, unit, comp=None):
        self.tol = {"code": code, "date": date, "value": value, "comparator": comp, "unit": unit}


def ident(**kw):
    for k, v in kw.items():
        for s in v:
            if s not in IDENTITY[k]:
                IDENTITY[k].append(s)


def add_row(doc, date, label, printed, tr):
    """printed: [label, value, flag, unit, range] as on the page."""
    if isinstance(tr, X):
        EXCLUDED.append({"doc": doc, "label_as_printed": plain(label),
                         "printed": " | ".join(plain(c) for c in printed[1:] if c), "why": tr.why})
        return
    if isinstance(tr, P):
        EXCLUDED.append({"doc": doc, "label_as_printed": plain(label),
                         "printed": "previous result " + " ".join(plain(c) for c in printed[1:] if c),
                         "why": f"an earlier result printed for comparison, with its own date ({tr.tol['date']})",
                         "tolerated": tr.tol})
        return
    row = {
        "doc": doc, "label_as_printed": plain(label), "code": tr["code"],
        "in_dictionary": tr["new_label"] is None, "date": date, "value": tr["value"],
        "comparator": tr["comparator"], "unit": tr["unit"], "ref_low": tr["ref_low"],
        "ref_high": tr["ref_high"], "ref_text": tr["ref_text"], "range_printed": plain(printed[4]) or None,
        "abnormal": tr["abnormal"], "panel": tr["panel"], "printed": [plain(c) for c in printed],
    }
    if tr["new_label"]:
        row["new_label"] = tr["new_label"]
    if tr["alt"]:
        row["alt_codes"] = tr["alt"]
    ROWS.append(row)


def render(name, html_text, out_dir, html_dir):
    with open(os.path.join(html_dir, name + ".html"), "w", encoding="utf-8") as f:
        f.write(html_text)
    pdf = os.path.join(out_dir, name + ".pdf")
    with tempfile.TemporaryDirectory() as prof:
        subprocess.run([
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--user-data-dir={prof}", f"--print-to-pdf={pdf}", "--no-pdf-header-footer",
            "file://" + os.path.abspath(os.path.join(html_dir, name + ".html")),
        ], check=True, capture_output=True, timeout=120)
    return pdf
