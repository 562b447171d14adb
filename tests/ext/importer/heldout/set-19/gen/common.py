"""Shared helpers of set-19's generator: the row record (truth and printed strings from one place),
number parsing of Polish printed values, and rendering HTML to PDF with headless Chromium."""

import os
import re
import subprocess
import tempfile

CHROMIUM = "chromium"


def num(s):
    """'13,84' -> 13.84; '> 20,00' -> ('>', 20.0); words -> None."""
    t = s.strip().replace("\u2009", "").replace(" ", "")
    m = re.fullmatch(r"([<>]=?|≤|≥)?(-?\d+(?:[.,]\d+)?)", t)
    if not m:
        return None, None
    return m.group(1), float(m.group(2).replace(",", "."))


class Row:
    """One printed result and its truth row."""

    def __init__(self, label, code, val, unit, rng, lo, hi, flag="", *, panel="blood", new=False,
                 alt=None, date=None, method=None, note=None, interp=None, prev=None, printed_label=None,
                 truth_unit=None):
        self.label = label
        self.code = code
        self.val = val
        self.unit = unit or ""
        self.rng = rng or ""
        self.lo = lo
        self.hi = hi
        self.flag = flag
        self.panel = panel
        self.new = new
        self.alt = alt
        self.date = date
        self.method = method
        self.note = note
        self.interp = interp
        self.prev = prev  # (value string, 'dd.mm.yyyy', iso date) of an earlier result printed beside
        self.printed_label = printed_label or label
        # the row's unit when it is printed only inside the reference ("0 - 2 wpw"), not in the unit column
        self.truth_unit = truth_unit

    def truth(self, doc, date):
        comp, v = num(self.val)
        value = v if v is not None else self.val
        if v is not None and v == int(v) and "," not in self.val and "." not in self.val:
            value = int(v)
        r = {
            "doc": doc,
            "label_as_printed": self.printed_label,
            "code": self.code,
            "in_dictionary": not self.new,
            "date": self.date or date,
            "value": value,
            "comparator": comp,
            "unit": self.truth_unit or self.unit or None,
            "ref_low": self.lo,
            "ref_high": self.hi,
            "ref_text": None,
            "range_printed": self.rng or None,
            "abnormal": bool(self.flag),
            "panel": self.panel,
            "printed": [self.printed_label, self.val, self.flag, self.unit, self.rng],
        }
        if self.alt:
            r["alt_codes"] = self.alt
        if self.new:
            r["new_label"] = self.printed_label
        return r


def render(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="chr19-")
    subprocess.run([
        CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "--no-pdf-header-footer",
        "file://" + os.path.abspath(html_path),
    ], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def esc(s):
    return (s or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
