"""Builds set-16: writes each document's HTML to gen/html/, prints it to PDF with headless Chromium into
docs/, and writes truth.json from the same row lists.  Run from this directory: python3 make.py"""

import hashlib
import json
import os
import sys

import common
import docs_cz
import docs_de
import docs_hu
import docs_lt
import docs_pl
import docs_sk
import docs_ua
import docs_uk

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "..", "docs")
HTML = os.path.join(HERE, "html")
MODS = (docs_pl, docs_uk, docs_de, docs_cz, docs_sk, docs_ua, docs_hu, docs_lt)


def main():
    os.makedirs(DOCS, exist_ok=True)
    os.makedirs(HTML, exist_ok=True)
    docs = {}
    for m in MODS:
        name, html, n = m.build()
        hp = os.path.join(HTML, name.replace(".pdf", ".html"))
        with open(hp, "w", encoding="utf-8") as f:
            f.write(html)
        pdf = os.path.join(DOCS, name)
        if "--truth-only" not in sys.argv:
            common.render(hp, pdf)
        with open(pdf, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        docs[name] = {"sha256": sha, "rows": n, "layout": " ".join((m.__doc__ or "").split())}
    truth = {
        "about": "Blind held-out set-16 for bloodwork-mcp (written 2026-12-07 without reading the importer): eight "
                 "printed reports of private and national labs in layouts earlier sets lack, rendered to PDF from "
                 "HTML with headless Chromium (text layer): Polish result cards with range bars, a UK NHS report "
                 "in two flowing columns, a German/English bilingual hormone report with cycle-phase bands, a Czech "
                 "report in boxed panels with the unit inside the range cell, a Slovak children's report with age "
                 "bands in months, a Ukrainian allergy report (sIgE with classes) and a Hungarian report with a "
                 "urinalysis counted per field of view, and a Lithuanian report whose only flag is a red cell. Seven fictional people; every row a careful person would "
                 "enter, generated from the same row lists as the pages (gen/)",
        "conventions": {
            "date": "collection date (Pobranie / Collected / Entnahme / Odběr / Odber / Дата взяття біоматеріалу / "
                    "Mintavétel / Ėminys paimtas), never received, reported, released or printed; YYYY-MM-DD",
            "value": "number, or the printed word for qualitative results (niereaktywny, negatív, pozitív, 2+, kevés, sok)",
            "comparator": "'> 90' -> 90 '>'; '< 9', '< 1', '< 0,10' -> '<'",
            "unit": "as printed; the Czech report prints the unit only inside the reference cell ('3,5 - 5,1 "
                    "mmol/l'): that unit is the row's unit; none where none is printed (INR, APTT ratio, urine pH, "
                    "specific gravity, qualitative rows)",
            "ranges": "'a - b', 'a – b', '(a - b)' -> ref_low/ref_high; '< x' -> ref_high; '> x' -> ref_low; bands: "
                      "the one that applies -- the stated cycle phase (Lutealphase), the person's age band (DHEA-S "
                      "25-34 y for a woman of 34; '6 - 24 mes.' for a boy of 16 months); a qualitative reference "
                      "('niereaktywny', 'negatív', 'tiszta', 'nincs') is not a number: ref_text null, range_printed "
                      "keeps it; the sIgE class column is not a range",
            "abnormal": "true when flagged (↑ ↓, HIGH/LOW, H, L, ▲, MAGAS, a red cell in the Lithuanian report), false otherwise",
            "panel": "blood, or urine for the Hungarian urinalysis and sediment",
            "in_dictionary": "false when markers.yaml has no marker (anti-HCV, APTT ratio, adjusted calcium, SHBG, "
                             "AMH, tumour markers, total IgE, specific IgE per allergen): created on approval with "
                             "new_label",
            "excluded": "printed rows that are not results: pending, haemolysed, not done; none may be stored",
        },
        "documents": docs,
        "rows": common.ROWS,
        "excluded": common.EXCLUDED,
        "identity": common.IDENTITY,
    }
    with open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(docs)} documents, {len(common.ROWS)} rows, {len(common.EXCLUDED)} excluded")


if __name__ == "__main__":
    main()
