"""Shared pieces of set-22's generators: the row record, number formatting, the truth writer."""
import hashlib, json, os, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
HTML = os.path.join(HERE, "html")


class Row:
    """One printed result row and its truth."""

    def __init__(self, label, code, shown, value, unit, rng, lo=None, hi=None, flag="",
                 abnormal=None, cmp=None, ref_text=None, panel="blood", alt=None, prev=None,
                 in_dict=True, new_label=None, extra=None):
        self.label, self.code, self.shown, self.value, self.unit = label, code, shown, value, unit
        self.rng, self.lo, self.hi, self.flag, self.cmp, self.ref_text = rng, lo, hi, flag, cmp, ref_text
        if abnormal is None and (lo is not None or hi is not None or ref_text):
            abnormal = bool(flag)
        self.abnormal, self.panel, self.alt, self.prev = abnormal, panel, alt, prev
        self.in_dict, self.new_label, self.extra = in_dict, new_label, extra or []

    def truth(self, doc, date):
        t = {
            "doc": doc, "label_as_printed": self.label, "code": self.code,
            "in_dictionary": self.in_dict, "date": date, "value": self.value,
            "comparator": self.cmp, "unit": self.unit, "ref_low": self.lo, "ref_high": self.hi,
            "ref_text": self.ref_text, "range_printed": self.rng, "abnormal": self.abnormal,
            "panel": self.panel,
            "printed": [x for x in [self.label, self.shown, self.unit, self.rng, self.flag] if x] + self.extra,
        }
        if self.alt:
            t["alt_codes"] = self.alt
        if not self.in_dict:
            t["new_label"] = self.new_label
        return t


def chromium_pdf(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="b22chr-")
    subprocess.run([
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "--no-pdf-header-footer",
        "file://" + html_path,
    ], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["rm", "-rf", prof])


def write_html(name, text):
    p = os.path.join(HTML, name)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)
    return p


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def esc(s):
    return str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
