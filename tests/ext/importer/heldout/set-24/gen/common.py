# Shared helpers of set-24's generator: rows -> truth rows, numbers as printed -> numbers, HTML -> PDF.
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
                if p == "?" and re.fullmatch(r"[^\d]+", rng):
                    p = (None, None)  # a word reference ('nieobecne', 'słomkowa') is not a number
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


def esc(s):
    return (s or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def page(body, css="", landscape=False):
    size = "A4 landscape" if landscape else "A4"
    return f"""<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: {size}; margin: 12mm 12mm 14mm 12mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #111; }}
table {{ border-collapse: collapse; }}
.pb {{ page-break-before: always; }}
{css}
</style></head><body>{body}</body></html>"""


def fake_qr(seed, n=25, px=4):
    """A QR-looking SVG (finder squares and seeded modules); it encodes nothing."""
    import random
    rnd = random.Random(seed)
    cells = []
    for y in range(n):
        for x in range(n):
            finder = any(x0 <= x < x0 + 7 and y0 <= y < y0 + 7 for x0, y0 in ((0, 0), (n - 7, 0), (0, n - 7)))
            if finder:
                dx = min(abs(x - x0) for x0 in (0, 6, n - 7, n - 1))
                on = (x in (0, 6, n - 7, n - 1) or y in (0, 6, n - 7, n - 1)) or (
                    (2 <= x % (n - 7) <= 4 or 2 <= x <= 4) and (2 <= y <= 4 or 2 <= y - (n - 7) <= 4))
            else:
                on = rnd.random() < 0.48
            if on:
                cells.append(f'<rect x="{x*px}" y="{y*px}" width="{px}" height="{px}"/>')
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{n*px}" height="{n*px}">{"".join(cells)}</svg>'
