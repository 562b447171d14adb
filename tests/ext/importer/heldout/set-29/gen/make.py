#!/usr/bin/env python3
"""Rebuilds set-29's documents and truth.json from the row lists below.

Czech, Slovak and Ukrainian results in layouts earlier sets lack, and a Ukrainian family living in
Poland. Producers: headless Chromium (HTML), pdfkit (npm, gen/draw.mjs), ImageMagick (a grey scan),
and a cp1250 CSV written here. Run from anywhere: python3 make.py [NODE_MODULES_DIR]
(default /tmp/b29npm/node_modules, where `npm install pdfkit` put pdfkit).
"""
import hashlib, json, os, subprocess, sys, tempfile, textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
NODE_MODULES = sys.argv[1] if len(sys.argv) > 1 else "/tmp/b29npm/node_modules"
os.makedirs(DOCS, exist_ok=True)

ROWS, EXCLUDED, DOCINFO = [], [], {}


def num(s):
    return float(s.replace(",", ".").replace(" ", ""))


def add(doc, label, code, date, value, unit, rng, abnormal, printed, comparator=None, panel="blood",
        new_label=None, alt=None, ref_text=None):
    """One truth row; rng is (low, high, printed) with None for an open side, or None."""
    lo, hi, rp = rng if rng else (None, None, None)
    try:
        v = num(value)
    except ValueError:
        v = value
    r = {"doc": doc, "label_as_printed": label, "code": code, "in_dictionary": new_label is None,
         "date": date, "value": v, "comparator": comparator, "unit": unit,
         "ref_low": None if lo is None else num(lo), "ref_high": None if hi is None else num(hi),
         "ref_text": ref_text, "range_printed": rp, "abnormal": abnormal, "panel": panel,
         "printed": printed}
    if alt:
        r["alt_codes"] = alt
    if new_label:
        r["new_label"] = new_label
    ROWS.append(r)


def excl(doc, label, printed, why):
    EXCLUDED.append({"doc": doc, "label_as_printed": label, "printed": printed, "why": why})


def R(lo, hi, sep=" – "):
    if lo is None:
        return (None, hi, "< " + hi)
    if hi is None:
        return (lo, None, "> " + lo)
    return (lo, hi, lo + sep + hi)


def chromium(html, out):
    with tempfile.TemporaryDirectory() as td:
        src = os.path.join(td, "page.html")
        with open(src, "w", encoding="utf-8") as f:
            f.write(html)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--disable-background-networking", "--no-first-run", "--disable-component-update",
                        "--disable-sync", "--user-data-dir=" + os.path.join(td, "prof"),
                        "--print-to-pdf=" + out, "--no-pdf-header-footer", "file://" + src],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def pdfkit(pages, out, info):
    with tempfile.TemporaryDirectory() as td:
        spec = os.path.join(td, "spec.json")
        with open(spec, "w", encoding="utf-8") as f:
            json.dump({"pages": pages, "info": info}, f, ensure_ascii=False)
        env = dict(os.environ, NODE_PATH=NODE_MODULES)
        subprocess.run(["node", os.path.join(HERE, "draw.cjs"), spec, out], check=True, env=env)


exec(open(os.path.join(HERE, "docs_cz.py"), encoding="utf-8").read())
exec(open(os.path.join(HERE, "docs_sk.py"), encoding="utf-8").read())
exec(open(os.path.join(HERE, "docs_ua.py"), encoding="utf-8").read())

IDENTITY = json.load(open(os.path.join(HERE, "identity.json"), encoding="utf-8"))

documents = {}
for name, layout in DOCINFO.items():
    with open(os.path.join(DOCS, name), "rb") as f:
        h = hashlib.sha256(f.read()).hexdigest()
    documents[name] = {"sha256": h, "rows": sum(1 for r in ROWS if r["doc"] == name), "layout": layout}

truth = {
    "about": "Blind held-out set-29 for bloodwork-mcp (written 2026-12-07/08 by helper b29 without reading the importer): Czech, Slovak and Ukrainian results in layouts no earlier set has (a Czech private report with a Hodnocení scale drawn in characters and catalytic units, a Czech hospital Kumulativní nález over two pages, a Slovak report with long Poznámka comments, a Slovak GP's grey scan, a bilingual Ukrainian/English private lab, a Ukrainian hospital discharge extract with results in prose and in a table, a Polish lab report with Polish/Ukrainian labels, a Czech portal export as a cp1250 CSV), the last three of a Ukrainian family living in Poland. Fictional labs and patients. Every row a careful person would enter, generated from the same row lists as the documents (gen/).",
    "conventions": {
        "date": "collection date (Odběr / Dátum odberu / Odber krvi dňa / Дата забору / Data pobrania / the dated column of a cumulative or of a discharge table / the date stated in the discharge prose / Datum odběru of the CSV), never received, issued, printed, admission, discharge or export dates; YYYY-MM-DD",
        "value": "number as printed (decimal comma read as a point); a fraction haematocrit stays a fraction with its printed l/l; qualitative sediment counts as printed ('2-4')",
        "comparator": "'< 5' -> 5 '<'",
        "unit": "as printed (µkat/l, µmol/l, ml/s/1,73m2, 10^9/l, г/л, ×10⁹/л, Од/л, мкМО/мл, tys/µl); a unit printed in the name cell ('Глюкоза, ммоль/л') is the row's unit",
        "ranges": "'a – b' / 'a - b' / 'a–b' -> ref_low/ref_high; '< x' / 'до x' -> ref_high; '> x' -> ref_low; a band stated only in a comment (vitamin D deficit/optimum, PSA by age) is not the range: the Ref. hodnoty column is; prose values have no range",
        "abnormal": "true when the value is outside the printed range (flagged H/L, *, ↑/↓, a Hodnocení mark outside the bars, or not flagged at all in the discharge table)",
        "panel": "blood, or urine for the discharge extract's urinalysis",
        "codes": "GMT (Slovak) is GGT; ШОЕ is ESR (OB); eGFR in ml/s/1,73m2 is EGFR; HbA1c in mmol/mol (IFCC) is HBA1C; the DCCT % quoted in the Slovak HbA1c comment is not a second row",
    },
    "documents": documents,
    "rows": ROWS,
    "excluded": EXCLUDED,
    "identity": IDENTITY,
}
with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
    json.dump(truth, f, ensure_ascii=False)
print(len(ROWS), "rows;", {k: v["rows"] for k, v in documents.items()})
