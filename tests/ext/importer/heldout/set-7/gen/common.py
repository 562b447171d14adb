"""Shared helpers of the set-7 generator: truth rows, number parsing, printing HTML to PDF with chromium."""
import os, re, subprocess, tempfile

ROWS = []      # truth rows
EXCLUDED = []  # printed things a careful person would not enter
DOCS = {}      # file name -> layout description

def num(s):
    """'14,2' -> 14.2, '298' -> 298."""
    s = s.strip().replace(",", ".")
    v = float(s)
    return int(v) if re.fullmatch(r"-?\d+", s) else v

def parse_value(printed):
    """A printed value -> (value, comparator). Qualitative text stays a string."""
    p = printed.strip()
    m = re.fullmatch(r"([<>]=?)\s*(\d+(?:[.,]\d+)?)", p)
    if m:
        return num(m.group(2)), m.group(1)
    if re.fullmatch(r"-?\d+(?:[.,]\d+)?", p):
        return num(p), None
    return p, None

def parse_range(printed):
    """'a - b' -> (a, b, None); '< x' -> (None, x, None); '> x' -> (x, None, None); text -> ref_text."""
    if printed is None or printed.strip() in ("", "-", "—"):
        return None, None, None
    p = printed.strip()
    m = re.fullmatch(r"(\d+(?:[.,]\d+)?)\s*[-–]\s*(\d+(?:[.,]\d+)?)", p)
    if m:
        return num(m.group(1)), num(m.group(2)), None
    m = re.fullmatch(r"(<=?|≤)\s*(\d+(?:[.,]\d+)?)", p)
    if m:
        return None, num(m.group(2)), None
    m = re.fullmatch(r"(>=?|≥)\s*(\d+(?:[.,]\d+)?)", p)
    if m:
        return num(m.group(2)), None, None
    return None, None, p

def add(doc, label, code, date, value_printed, unit, range_printed, abnormal, printed, *, panel="blood",
        ref=None, in_dictionary=True, alt_codes=None, new_label=None, note=None):
    """One truth row. ref=(low, high, text) overrides the parsed range (age bands)."""
    value, comparator = parse_value(value_printed)
    low, high, text = ref if ref is not None else parse_range(range_printed)
    row = {"doc": doc, "label_as_printed": label, "code": code}
    if alt_codes:
        row["alt_codes"] = alt_codes
    row.update({"in_dictionary": in_dictionary, "date": date, "value": value, "comparator": comparator,
                "unit": unit or None, "ref_low": low, "ref_high": high, "ref_text": text,
                "range_printed": range_printed or None, "abnormal": abnormal, "panel": panel, "printed": printed})
    if new_label:
        row["new_label"] = new_label
    if note:
        row["note"] = note
    ROWS.append(row)

def exclude(doc, label, printed, why, tolerated=None):
    e = {"doc": doc, "label_as_printed": label, "printed": printed, "why": why}
    if tolerated:
        e["tolerated"] = tolerated
    EXCLUDED.append(e)

HERE = os.path.dirname(os.path.abspath(__file__))
HTML_DIR = tempfile.mkdtemp(prefix="set7-html-")  # the HTML is an intermediate: printed, not kept
DOCS_DIR = os.path.join(os.path.dirname(HERE), "docs")

def print_pdf(html_name, pdf_name):
    """Prints gen/html/<html_name> to docs/<pdf_name> with headless chromium (no header/footer)."""
    src = os.path.join(HTML_DIR, html_name)
    out = os.path.join(DOCS_DIR, pdf_name)
    profile = tempfile.mkdtemp()
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={profile}", f"--print-to-pdf={out}", "--no-pdf-header-footer",
                    f"file://{src}"], check=True, capture_output=True, timeout=180)
    subprocess.run(["rm", "-rf", profile])

def write_html(name, text):
    with open(os.path.join(HTML_DIR, name), "w", encoding="utf-8") as f:
        f.write(text)

def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
