#!/usr/bin/env python3
"""Set-10 generator: portal and hospital-system pages printed to PDF (HTML -> headless Chromium).

Writes html/*.html, ../docs/*.pdf (via render.sh) and ../truth.json. Every person here is fictional.
Each document is a list of rows R(...) from which both the HTML and the truth rows are made.
"""
import hashlib, html, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_HTML = os.path.join(HERE, "html")
DOCS = os.path.join(HERE, "..", "docs")
os.makedirs(OUT_HTML, exist_ok=True)
os.makedirs(DOCS, exist_ok=True)

E = html.escape


def num(s):
    return float(s.replace(",", ".").replace(" ", ""))


def parse_range(rp):
    """Printed range -> (low, high, text)."""
    if rp is None or rp == "":
        return None, None, None
    t = rp.strip()
    m = re.fullmatch(r"([0-9]+(?:[.,][0-9]+)?)\s*(?:-|–|to)\s*([0-9]+(?:[.,][0-9]+)?)", t)
    if m:
        return num(m.group(1)), num(m.group(2)), None
    m = re.fullmatch(r"(?:<|&lt;|Less than|less than|below)\s*([0-9]+(?:[.,][0-9]+)?)", t)
    if m:
        return None, num(m.group(1)), None
    m = re.fullmatch(r"(?:>|More than|more than|above)\s*([0-9]+(?:[.,][0-9]+)?)", t)
    if m:
        return num(m.group(1)), None, None
    return None, None, t


class R:
    def __init__(self, label, code, value, unit, rng, flag="", panel="blood", alt=None, range_truth=None):
        self.label, self.code, self.value, self.unit, self.rng, self.flag = label, code, value, unit, rng, flag
        self.panel, self.alt, self.range_truth = panel, alt, range_truth


TRUTH_ROWS = []
DOCMETA = {}


def add_truth(doc, date, rows, flags_printed=True, layout=""):
    n = 0
    for r in rows:
        v = r.value
        comp = None
        m = re.fullmatch(r"(<=|>=|<|>|≤|≥)\s*(.*)", v)
        if m:
            comp, v = m.group(1), m.group(2)
        try:
            val = num(v)
        except ValueError:
            val = v
        lo, hi, txt = parse_range(r.range_truth if r.range_truth is not None else r.rng)
        row = {
            "doc": doc, "label_as_printed": r.label, "code": r.code, "in_dictionary": True,
            "date": date, "value": val, "comparator": comp, "unit": r.unit or None,
            "ref_low": lo, "ref_high": hi, "ref_text": txt, "range_printed": r.rng or None,
            "abnormal": (bool(r.flag) if flags_printed else None) if not isinstance(val, str) or r.flag else (False if flags_printed and txt and val.lower() == txt.lower() else None),
            "panel": r.panel, "printed": [r.label, r.value, r.unit, r.flag, r.rng],
        }
        if r.alt:
            row["alt_codes"] = r.alt
        TRUTH_ROWS.append(row)
        n += 1
    DOCMETA.setdefault(doc, {"rows": 0, "layout": layout})
    DOCMETA[doc]["rows"] += n
    if layout:
        DOCMETA[doc]["layout"] = layout


EXCLUDED = []


def excl(doc, label, printed, why):
    EXCLUDED.append({"doc": doc, "label_as_printed": label, "printed": printed, "why": why})


def write(name, body):
    p = os.path.join(OUT_HTML, name + ".html")
    with open(p, "w", encoding="utf-8") as f:
        f.write(body)
    return p


from docs_pl import pl_portal, pl_his  # noqa: E402
from docs_en import uk_gp, us_mychart  # noqa: E402
from docs_eu import de_portal, cz_ezdravi  # noqa: E402

IDENTITY = {}
for fn in (pl_portal, pl_his, uk_gp, us_mychart, de_portal, cz_ezdravi):
    name, body, ident = fn(sys.modules[__name__])
    write(name, body)
    for k, vs in ident.items():
        IDENTITY.setdefault(k, [])
        for v in vs:
            if v not in IDENTITY[k]:
                IDENTITY[k].append(v)

if __name__ == "__main__":
    subprocess.run(["bash", os.path.join(HERE, "render.sh")], check=True)
    documents = {}
    for doc, meta in DOCMETA.items():
        with open(os.path.join(DOCS, doc), "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        documents[doc] = {"sha256": sha, "rows": meta["rows"], "layout": meta["layout"]}
    truth = {
        "about": "Blind held-out set 10 for bloodwork-mcp: pages printed to PDF from patient portals and hospital information systems (fictional patients), written without reading the importer. Every result row a careful person would enter, derived from gen/.",
        "conventions": {
            "date": "collection date (Pobrano / Collected on / Entnahme / Odběr / the order's collection time), never the print, result, validation or previous-result date",
            "value": "number, or the printed string for qualitative results",
            "unit": "as printed; null when none is printed",
            "ranges": "'a - b' -> ref_low/ref_high; '< x' -> ref_high; '> x' -> ref_low; a textual reference -> ref_text",
            "abnormal": "true when flagged; false when the document flags and this row is unflagged",
            "panel": "blood or urine",
            "excluded": "printed things that are not rows: pending results, previous-result hints, sparkline axis ticks, page numbers",
        },
        "documents": documents,
        "rows": TRUTH_ROWS,
        "excluded": EXCLUDED,
        "identity": IDENTITY,
    }
    with open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
    print(len(TRUTH_ROWS), "rows,", len(documents), "documents")
