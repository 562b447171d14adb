"""Shared helpers of set-15's generator: truth rows built from the same lists the pages print,
range parsing, and the Chromium PDF rendering."""
import os
import re
import subprocess
import tempfile

ROWS = []


def num(s):
    """A printed number as a float: decimal comma or point, apostrophe / space thousands."""
    s = s.strip().replace("'", "").replace("\u2009", "").replace(" ", "").replace(",", ".")
    return float(s)


def parse_range(rp):
    """(ref_low, ref_high, ref_text) of a printed reference."""
    if rp is None or rp.strip() == "":
        return None, None, None
    s = rp.strip()
    m = re.fullmatch(r"([0-9'.,]+)\s*(?:-|–|—|až|bis|do)\s*([0-9'.,]+)(?:\s*\S+)?", s)
    if m:
        return num(m.group(1)), num(m.group(2)), None
    m = re.fullmatch(r"(?:Zielwert\s*|target\s*)?(?:<|≤|do|bis|unter)\s*([0-9'.,]+)(?:\s*\S+)?", s)
    if m:
        return None, num(m.group(1)), None
    m = re.fullmatch(r"(?:>|≥|über|powyżej)\s*([0-9'.,]+)(?:\s*\S+)?", s)
    if m:
        return num(m.group(1)), None, None
    return None, None, s


def row(doc, label, code, date, printed_value, unit, rng=None, *, abnormal=False, panel="blood",
        value=None, comparator=None, in_dict=True, new_label=None, printed=None, note=None):
    """Adds a truth row; printed_value is the text on the page ('< 3', '12,4', 'ujemny')."""
    pv = printed_value.strip()
    if value is None:
        m = re.fullmatch(r"([<>]=?|≤|≥)\s*([0-9'.,]+)", pv)
        if m:
            comparator, value = m.group(1), num(m.group(2))
        elif re.fullmatch(r"-?[0-9][0-9'., ]*", pv):
            value = num(pv)
        else:
            value = pv
    lo, hi, text = parse_range(rng)
    r = {
        "doc": doc,
        "label_as_printed": label,
        "code": code,
        "in_dictionary": in_dict,
        "date": date,
        "value": value,
        "comparator": comparator,
        "unit": unit,
        "ref_low": lo,
        "ref_high": hi,
        "ref_text": text,
        "range_printed": rng,
        "abnormal": abnormal,
        "panel": panel,
        "printed": printed or [x for x in [label, printed_value, unit, rng] if x],
    }
    if not in_dict:
        r["new_label"] = new_label or label
    if note:
        r["note"] = note
    ROWS.append(r)
    return r


def render(html, pdf_path, html_dir):
    """Writes the HTML beside the generator and prints it to PDF with headless Chromium."""
    os.makedirs(html_dir, exist_ok=True)
    name = os.path.splitext(os.path.basename(pdf_path))[0] + ".html"
    hp = os.path.join(html_dir, name)
    with open(hp, "w", encoding="utf-8") as f:
        f.write(html)
    prof = tempfile.mkdtemp(prefix="chr-", dir="/tmp/blind15")
    subprocess.run([
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "--no-pdf-header-footer",
        "file://" + os.path.abspath(hp),
    ], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["rm", "-rf", prof])


def page(body, css="", size="A4", margin="16mm 14mm 18mm 14mm", font="'DejaVu Sans', Arial, sans-serif",
         fs="9.5pt"):
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page {{ size: {size}; margin: {margin}; }}
body {{ font-family: {font}; font-size: {fs}; color: #111; }}
table {{ border-collapse: collapse; }}
thead {{ display: table-header-group; }}
tr {{ page-break-inside: avoid; }}
{css}
</style></head><body>{body}</body></html>"""
