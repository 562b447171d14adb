"""Shared helpers for set-5's document generators: a truth row built from what the document prints."""
import re

ROWS = []      # truth rows of every document, in order
EXCLUDED = []  # printed things a careful person would not enter


def num(s):
    return float(s.replace(",", ".").replace("\u2212", "-"))


def R(doc, label, code, vprint, unit, rprint, lo=None, hi=None, abn=False, date=None,
      indict=True, panel="blood", rtext=None, printed=None, alt=None):
    """One truth row; the value, comparator come from the printed value string."""
    comp = None
    m = re.match(r"^\s*([<>]=?|≤|≥)\s*([0-9.,]+)\s*$", vprint)
    if m:
        comp = {"≤": "<=", "≥": ">="}.get(m.group(1), m.group(1))
        value = num(m.group(2))
    elif re.match(r"^-?[0-9]+([.,][0-9]+)?$", vprint.strip()):
        value = num(vprint.strip())
    else:
        value = vprint.strip()
    row = {
        "doc": doc, "label_as_printed": label, "code": code, "in_dictionary": indict,
        "date": date, "value": value, "comparator": comp, "unit": unit,
        "ref_low": lo, "ref_high": hi, "ref_text": rtext, "range_printed": rprint,
        "abnormal": abn, "panel": panel, "printed": printed or [],
    }
    if alt:
        row["alt_codes"] = alt
    ROWS.append(row)
    return row


def X(doc, label, printed, why):
    EXCLUDED.append({"doc": doc, "label_as_printed": label, "printed": printed, "why": why})


def esc(s):
    return (s or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def paged(body, foot):
    """The body inside a one-cell table whose footer row Chromium repeats at the bottom of every page."""
    return ("<table style='width:100%;border-collapse:collapse'><tfoot style='display:table-footer-group'><tr><td style='border:none;padding:0'>"
            f"<div style='font-size:7pt;border-top:1px solid #999;margin-top:6px'>{foot}</div></td></tr></tfoot>"
            f"<tbody><tr><td style='border:none;padding:0'>{body}</td></tr></tbody></table>")
