"""Builds set-20: renders every document to PDF with headless Chromium and writes truth.json from the same rows.

    python3 tests/ext/importer/heldout/set-20/gen/make.py
"""

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import doc_au  # noqa: E402
import doc_ca  # noqa: E402
import doc_in  # noqa: E402
import doc_uk_app  # noqa: E402
import doc_uk_home  # noqa: E402
import doc_us_lc  # noqa: E402
import doc_us_mc  # noqa: E402

SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
HTML = os.path.join(HERE, "html")

LAYOUT = {
    doc_in.DOC: "IN private lab (Bengaluru), NABL letterhead, the patient block (UHID, Ref. By, Sample Collected On / Received On / Reported On with 12-hour times, dd/Mon/yyyy) repeated on every page as the table head; columns Test Name / Result / Unit / Bio. Ref. Interval / Method, four departments, flags L/H after a bold value, counts per cumm (/cumm, million/cumm, Lakhs/cumm), ESR in mm/1st hr, banded references (HbA1c, lipids, vitamin D), calculated rows (eAG, VLDL, ratios, BUN beside urea), a peripheral smear comment, a urine routine with Nil/Absent and '2-3 /hpf'.",
    doc_au.DOC: "AU pathology cumulative printed in a fixed-width font: three dd/mm/yy date columns with Time, Lab No. and Fasting rows, flags H/L after the value, units then '(135-145)' ranges at the right, '>90' eGFR, HbA1c in % and mmol/mol on the last date only ('--' elsewhere), dated comments, Medicare and UR numbers.",
    doc_ca.DOC: "CA community lab (Ontario) final report: identity grid (Health Number, DOB, accession), Test / Flag / Result / 'Reference Range - Units' with the unit inside the range cell, SI units (x E9/L, x E12/L, L/L, g/L MCHC), lipid targets as '<5.20 mmol/L' and '>=1.30 mmol/L', an HbA1c interpretation line, a test not performed (not insured).",
    doc_us_lc.DOC: "US national-lab patient report over two Letter pages: Patient / Specimen / Physician detail boxes, Ordered Items, Tests / Current Result and Flag / Previous Result and Date / Units / Reference Interval / Lab, lab-code superscripts after names, 'High'/'Low' words after the value, conventional units (mg/dL, x10E3/uL, uIU/mL, IU/L), 'Not Estab.' and '>59' ranges, previous results dated 02/11/2025, footnotes; the page-2 header repeats name, DOB and ids.",
    doc_us_mc.DOC: "US hospital portal (MyChart-style) Test Details printed from a browser (date/time, title, URL and n/m in the page margins): three result cards (CMP, lipid panel, HbA1c) each with 'Collected: 09/04/2025 8:15 AM' (month first, 12-hour), Component / Your Value / Standard Range / Flag with the unit in both value and range cells, a warning-sign flag word, the HbA1c collected on another day, a provider's note quoting a value.",
    doc_uk_app.DOC: "UK NHS App GP record 'Test results' printed to PDF on a phone: narrow pages with browser margin lines, one card per result ('Serum ferritin level' / '46 ug/L' / 'Normal range: 13 - 150 ug/L' / 'Date: 3 Dec 2025'), 'Above normal'/'Below normal' chips, 'Above 60' and no-range rows, UK units 10*9/L and mL/min/1.73m*2, two dates (3 Dec 2025, 21 Oct 2025), GP filing comments, a result filed without a value.",
    doc_uk_home.DOC: "UK private home finger-prick test report: per result a block with a status pill, the value in large type, 'Normal range: Less than 5.0 mmol/L' / 'Greater than 1.2 mmol/L' in words, and a narrative paragraph quoting other thresholds; collected vs received vs released dates written out ('Sunday 16 November 2025, 7:40 am'), a doctor's summary quoting values, a haemolysed marker not reported.",
}


def main():
    os.makedirs(DOCS, exist_ok=True)
    os.makedirs(HTML, exist_ok=True)
    docs = {}
    for mod in (doc_in, doc_au, doc_ca, doc_us_lc, doc_us_mc, doc_uk_app, doc_uk_home):
        html = mod.page()
        name = mod.DOC[:-4]
        pdf = common.render(name, html, DOCS, HTML)
        sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
        docs[mod.DOC] = {"sha256": sha, "rows": sum(1 for r in common.ROWS if r["doc"] == mod.DOC),
                         "layout": LAYOUT[mod.DOC]}
    truth = {
        "about": "Blind held-out set-20 for bloodwork-mcp (written 2026-12-07 without reading the importer): seven English-language lab documents from the wider English-speaking world, rendered to PDF from HTML with headless Chromium (text layer): an Indian private lab report, an Australian cumulative, a Canadian community-lab report in SI units, a US national-lab report with previous results, a US hospital portal (MyChart-style) print, a UK NHS App GP-record page printed on a phone and a UK private home-test report with narratives. One fictional person (Nandini Kolathur, born 14 Aug 1991) who lived in Bengaluru, Brisbane, Mississauga, Columbus and Leicester; every row a careful person would enter, generated from the same rows as the pages (gen/).",
        "conventions": {
            "date": "collection date (Sample Collected On / cumulative column heads / Collected / Date collected / the NHS card's Date / Sample collected), never received, reported, released, printed, filed or an earlier result's date; US dates are month first; YYYY-MM-DD",
            "value": "number as printed (6800 /cumm stays 6800, 2.45 Lakhs/cumm stays 2.45), or the printed word for qualitative results (Pale Yellow, Clear, Nil, Negative, Absent) and '2-3' for a count per field printed as a span",
            "comparator": "'>90' -> 90 '>'",
            "unit": "as printed; the Canadian report and the MyChart print give the unit inside the range cell as well: that unit is the row's unit; none where none is printed (ratios, urine pH and specific gravity, qualitative rows)",
            "ranges": "'a - b', 'a-b', '(a-b)' -> ref_low/ref_high; '< x', 'Less than x' -> ref_high; '> x', '>= x', 'Greater than x', 'Above x' -> ref_low; banded references: the normal band (HbA1c 'Non-diabetic: < 5.7', 'Desirable: < 200', 'Normal: < 150', 'Optimal: < 100', vitamin D 'Sufficiency: 30 - 100'); 'Not Estab.', qualitative references and no range -> none",
            "abnormal": "true when flagged (L/H, High/Low, Above normal/Below normal, a High status pill), false otherwise",
            "panel": "blood, or urine for the Indian urine routine",
            "in_dictionary": "false when markers.yaml has no marker (eAG, VLDL, cholesterol/HDL ratio, globulin, A/G ratio, BUN, BUN/creatinine ratio, bicarbonate / total CO2, total T3, total T4, active B12): created on approval with new_label",
            "excluded": "printed rows that are not results (not performed, filed without a value, haemolysed) and earlier results printed for comparison (tolerated under their own date)",
        },
        "documents": docs,
        "rows": common.ROWS,
        "excluded": common.EXCLUDED,
        "identity": common.IDENTITY,
    }
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(common.ROWS)} rows, {len(common.EXCLUDED)} excluded, {len(docs)} documents")


if __name__ == "__main__":
    main()
