"""Builds set-11: writes gen/html/*.html, renders them to docs/*.pdf with headless Chromium (render.sh),
and writes truth.json with each document's sha256.

    python3 make.py            # html + pdf + truth.json (then `deno fmt` the truth)
"""

import hashlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from docs_de_en import english, german  # noqa: E402
from docs_pl import polish_landscape, polish_noheader  # noqa: E402
from docs_sk_cz import czech, slovak  # noqa: E402
from docs_ua_us import ukrainian, us  # noqa: E402

SET = os.path.dirname(HERE)
BUILDERS = [slovak, ukrainian, us, german, czech, polish_landscape, polish_noheader, english]


def main():
    os.makedirs(os.path.join(HERE, "html"), exist_ok=True)
    os.makedirs(os.path.join(SET, "docs"), exist_ok=True)
    documents, rows, excluded, identity = {}, [], [], {}
    for build in BUILDERS:
        doc, html, drows, ident, layout, excl = build()
        base = doc[:-4]
        with open(os.path.join(HERE, "html", base + ".html"), "w", encoding="utf-8") as f:
            f.write(html)
        subprocess.run(["bash", os.path.join(HERE, "render.sh"), os.path.join(HERE, "html", base + ".html"),
                        os.path.join(SET, "docs", doc)], check=True)
        with open(os.path.join(SET, "docs", doc), "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        documents[doc] = {"sha256": sha, "rows": len(drows), "layout": layout}
        rows += drows
        excluded += excl
        for k, v in ident.items():
            identity.setdefault(k, [])
            identity[k] += [x for x in v if x not in identity[k]]
    truth = {
        "about": ("Blind held-out set-11 for bloodwork-mcp (written 2026-12-07 without reading the importer): "
                  "8 printed lab reports rendered to PDF with Chromium, of a fictional woman born 1988-11-07 "
                  "(Olena Kovalenko, who lived in Lviv, Košice, Bielsko-Biała, Boston, Leeds and Münster) and "
                  "one of her daughter (Sofiia Kovalenko, born 2017-08-15, Ostrava); every result row a careful "
                  "person would enter, derived from the generator sources in gen/"),
        "conventions": {
            "date": "collection date (Odber / Дата забору / Date collected (month first) / Entnahme / Odběr / "
                    "Data pobrania / Sample collected), never received, reported, printed or an earlier "
                    "result's date; YYYY-MM-DD",
            "value": "number, or the printed string for qualitative results and titres ('ujemny', '1+', '1:160')",
            "comparator": "'< 5' -> 5 '<', '>90' -> 90 '>'",
            "unit": "as printed; null when none is printed (pH, INR, the Czech haematocrit ratio, urine strip)",
            "ranges": "'a - b' -> ref_low/ref_high; '< x' -> ref_high; '> x' -> ref_low; qualitative -> ref_text; "
                      "bands by sex: the patient's (a woman); age bands: the band holding the age printed or "
                      "computed on the collection day; cycle-phase bands: the phase the document states, and no "
                      "range at all when it states none; 'altersabhängig, s. Kommentar' -> no range",
            "abnormal": "true when flagged (↑ ↓ H L High Low * 'Below range'), false when the document flags and "
                        "this row is not, null for 'Not assessed'",
            "panel": "blood or urine (the Slovak 'Moč chemicky' strip is urine: U_* / URINE_* codes)",
            "in_dictionary": "false when markers.yaml has no marker (BUN, SHBG, AMH, ANTY_HCV, ANA): created on "
                             "approval with new_label",
            "excluded": "printed things that are not rows; 'tolerated' marks an earlier result with its own date",
        },
        "documents": documents,
        "rows": rows,
        "excluded": excluded,
        "identity": identity,
    }
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(documents)} documents, {len(rows)} rows")


if __name__ == "__main__":
    main()
