# Shared helpers of set-21's generator: rows -> truth rows, numbers as printed -> numbers, HTML -> PDF.
import hashlib
import os
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
HTML = os.path.join(HERE, "html")


def num(s):
    """'6,8' -> 6.8; '1 234,5' -> 1234.5; '< 5,0' -> 5.0"""
    s = s.replace("\u00a0", "").replace(" ", "").lstrip("<>≤≥=").replace(",", ".")
    return float(s)


def parse_range(r):
    """A plain printed range -> (lo, hi); None when the shape needs an explicit reading."""
    t = r.strip().replace("\u2013", "-").replace("\u2014", "-")
    m = re.fullmatch(r"(\d[\d,.]*)\s*-\s*(\d[\d,.]*)", t)
    if m:
        return num(m.group(1)), num(m.group(2))
    m = re.fullmatch(r"(<|≤|do|bis|до)\s*(\d[\d,.]*)", t)
    if m:
        return None, num(m.group(2))
    m = re.fullmatch(r"(>|≥)\s*(\d[\d,.]*)", t)
    if m:
        return num(m.group(2)), None
    return "?"


class R:
    """One printed result row. val is the printed value (with comparator); rng the printed range."""

    def __init__(self, label, code, val, unit, rng="", lo="auto", hi="auto", ref_text=None, flag="",
                 alt=None, new_label=None, panel="blood", note=None, prev=None, comment=None, abnormal=None):
        self.label, self.code, self.val, self.unit, self.rng = label, code, val, unit, rng
        self.ref_text, self.flag, self.alt, self.new_label = ref_text, flag, alt, new_label
        self.panel, self.note, self.prev, self.comment = panel, note, prev, comment
        if lo == "auto" and hi == "auto":
            if ref_text is not None or rng == "":
                lo, hi = None, None
            else:
                p = parse_range(rng)
                if p == "?":
                    raise ValueError(f"range needs an explicit reading: {label} {rng!r}")
                lo, hi = p
        self.lo, self.hi = lo, hi
        self.abnormal = abnormal if abnormal is not None else (bool(flag) if (lo is not None or hi is not None or ref_text) else None)

    def value(self):
        v = self.val.strip()
        m = re.fullmatch(r"(<|>|≤|≥)\s*(\d[\d,.\s]*)", v)
        if m:
            return num(m.group(2)), {"≤": "<=", "≥": ">="}.get(m.group(1), m.group(1))
        if re.fullmatch(r"-?\d[\d\s]*(,\d+)?|-?\d+(\.\d+)?", v):
            return num(v) if not v.startswith("-") else -num(v[1:]), None
        return v, None

    def truth(self, doc, date, printed):
        value, cmp = self.value()
        row = {
            "doc": doc,
            "label_as_printed": self.label,
            "code": self.code,
            "in_dictionary": self.new_label is None,
            "date": date,
            "value": value,
            "comparator": cmp,
            "unit": self.unit or None,
            "ref_low": self.lo,
            "ref_high": self.hi,
            "ref_text": self.ref_text,
            "range_printed": self.rng or None,
            "abnormal": self.abnormal,
            "panel": self.panel,
            "printed": printed,
        }
        if self.alt:
            row["alt_codes"] = self.alt
        if self.new_label:
            row["new_label"] = self.new_label
        return row


def render(name, html):
    os.makedirs(HTML, exist_ok=True)
    os.makedirs(DOCS, exist_ok=True)
    src = os.path.join(HTML, name.rsplit(".", 1)[0] + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html)
    out = os.path.join(DOCS, name)
    with tempfile.TemporaryDirectory() as prof:
        subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={prof}", f"--print-to-pdf={out}", "--no-pdf-header-footer", "file://" + src],
            check=True, capture_output=True)
    return out


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()
