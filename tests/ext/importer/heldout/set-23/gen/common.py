"""Shared helpers of set-23's generator: rows that carry both what is printed and the truth."""
import hashlib, os, re, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
HTML = os.path.join(HERE, "html")
DOCS = os.path.join(SET, "docs")

NUM = re.compile(r"^([<>]=?|≤|≥)?\s*(-?\d+(?:[.,]\d+)?)$")


def num(s):
    return float(s.replace(",", ".").replace("\u2212", "-"))


def parse_value(v):
    m = NUM.match(v.strip())
    if not m:
        return v.strip(), None
    comp = {"≤": "<=", "≥": ">="}.get(m.group(1), m.group(1))
    return num(m.group(2)), comp


RANGE = re.compile(r"^(-?\d+(?:[.,]\d+)?)\s*[-–—]\s*(-?\d+(?:[.,]\d+)?)$")
UPPER = re.compile(r"^(?:<|≤|<=)\s*(\d+(?:[.,]\d+)?)$")
LOWER = re.compile(r"^(?:>|≥|>=)\s*(\d+(?:[.,]\d+)?)$")


def parse_range(r):
    r = r.strip()
    if not r:
        return None, None, None
    m = RANGE.match(r)
    if m:
        return num(m.group(1)), num(m.group(2)), None
    m = UPPER.match(r)
    if m:
        return None, num(m.group(1)), None
    m = LOWER.match(r)
    if m:
        return num(m.group(1)), None, None
    return None, None, r


class R:
    """One printed result row and its truth."""

    def __init__(self, label, val, unit, rng, code, flag="", panel="blood", new_label=None,
                 alt=None, date=None, extra=None):
        self.label, self.val, self.unit, self.rng, self.code = label, val, unit, rng, code
        self.flag, self.panel, self.new_label, self.alt, self.date = flag, panel, new_label, alt, date
        self.extra = extra or []

    def truth(self, doc, date):
        value, comp = parse_value(self.val)
        lo, hi, text = parse_range(self.rng)
        row = {
            "doc": doc,
            "label_as_printed": self.label,
            "code": self.code,
            "in_dictionary": self.new_label is None,
            "date": self.date or date,
            "value": value,
            "comparator": comp,
            "unit": self.unit or None,
            "ref_low": lo,
            "ref_high": hi,
            "ref_text": text,
            "range_printed": self.rng or None,
            "abnormal": (bool(self.flag) if self.rng else None),
            "panel": self.panel,
            "printed": [x for x in [self.label, self.val, self.flag, self.unit, self.rng] + self.extra if x],
        }
        if self.new_label:
            row["new_label"] = self.new_label
        if self.alt:
            row["alt_codes"] = self.alt
        return row


def chromium_pdf(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="b23-chrome-")
    subprocess.run([
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "--no-pdf-header-footer",
        "file://" + html_path,
    ], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["rm", "-rf", prof])


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
