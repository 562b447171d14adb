"""Builds set-13: writes each document's HTML to gen/html/, prints it to PDF with headless Chromium into
docs/, and writes truth.json from the same row lists.  Run from this directory: python3 make.py"""

import hashlib
import json
import os
import subprocess
import sys
import tempfile

import common
import docs_at
import docs_cz
import docs_pl
import docs_sk
import docs_ua
import docs_uk
import docs_us

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "..", "docs")
HTML = os.path.join(HERE, "html")

LAYOUT = {m.NAME: (m.__doc__ or "").split("\n\n")[0].replace("\n", " ").split(": ", 1)[-1]
          for m in (docs_pl, docs_uk, docs_us, docs_at, docs_cz, docs_sk, docs_ua)}


def render(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="chr-")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "--no-pdf-header-footer",
                    "file://" + html_path], check=True, capture_output=True)
    subprocess.run(["rm", "-rf", prof])


def main():
    os.makedirs(DOCS, exist_ok=True)
    os.makedirs(HTML, exist_ok=True)
    docs = {}
    only_truth = "--truth-only" in sys.argv
    for m in (docs_pl, docs_uk, docs_us, docs_at, docs_cz, docs_sk, docs_ua):
        name, html, n = m.build()
        hp = os.path.join(HTML, name.replace(".pdf", ".html"))
        with open(hp, "w", encoding="utf-8") as f:
            f.write(html)
        pdf = os.path.join(DOCS, name)
        if not only_truth:
            render(os.path.abspath(hp), pdf)
        with open(pdf, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        docs[name] = {"sha256": sha, "rows": n, "layout": LAYOUT[name]}
    truth = {
        "about": "Blind held-out set-13 for bloodwork-mcp (written 2026-12-07 without reading the importer): 7 printed "
                 "lab reports rendered to PDF with Chromium (text layer), of seven fictional women in Poland, the UK, "
                 "the US, Austria, Czechia, Slovakia and Ukraine; every result row a careful person would enter, "
                 "generated from the same row lists as the pages (gen/)",
        "conventions": {
            "date": "collection date (Data pobrania / Collected / Date Collected (month first) / Abnahme / Odběr / "
                    "Dátum odberu / Дата взяття біоматеріалу), never received, reported or printed; YYYY-MM-DD",
            "value": "number, or the printed string for qualitative results (culture results)",
            "comparator": "'< 0,6' -> 0.6 '<', '>1000' -> 1000 '>'",
            "unit": "as printed; for dual units the primary one, decided per document: the first printed (or "
                    "the main column) -- g/dl for the Polish haemoglobin with mmol/l under it, mg/dl for the "
                    "Austrian chemistry with SI columns to the right, mmol/mol for the UK HbA1c '44 (6.2%)', "
                    "mmol/l for the Slovak glucose '5,4 mmol/l (97 mg/dl)'; null when none is printed",
            "numbers": "thousands separators (space or comma) read as such: '250 000' and '250,000' are 250000, "
                       "'1 234,5' is 1234.5; '-2,1' is negative; the Slovak '6,2 x 10^9/l' is 6.2 with unit "
                       "'x 10^9/l'",
            "ranges": "'a - b' / 'a – b' / 'a až b' -> ref_low/ref_high; '< x', '≤ x', 'do x', 'bis x', 'до x' -> "
                      "ref_high; '> x', '≥ x' -> ref_low; bands by sex: the woman's (every patient is a woman and "
                      "the sex is printed); no range printed -> none",
            "abnormal": "true when flagged (H, High, +, ↑), false otherwise",
            "panel": "blood or urine (the urine cultures)",
            "in_dictionary": "false when markers.yaml has no marker (urine culture, BUN, ratios, VLDL, blood gases, "
                             "lactate): created on approval with new_label",
            "excluded": "printed rows that are not results: pending, cancelled, haemolysed, 'see comment', "
                        "DNR/TNP, the same result again in another unit, a culture's count line; none may be stored",
        },
        "documents": docs,
        "identity": common.IDENTITY,
        "rows": common.ROWS,
        "excluded": common.EXCLUDED,
    }
    with open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(common.ROWS)} rows, {len(common.EXCLUDED)} excluded, {len(docs)} documents")


if __name__ == "__main__":
    main()
