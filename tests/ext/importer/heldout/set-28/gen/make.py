"""Rebuilds set-28's documents (docs/) and truth.json from the same row lists (the doc_*.py modules).
Needs python3, headless Chromium, node with pdfkit, pdf-lib and @pdf-lib/fontkit under $NPM_DIR
(default /tmp/b28npm), pdftoppm and ImageMagick. The portal print's browser header holds the build
date and its footer the temporary file's path, so a rebuild changes that file's hash."""
import hashlib, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import doc_us_portal, doc_us_lab, doc_uk_gp, doc_au, doc_de_laborblatt, doc_at_scan, doc_ch, doc_eml

MODS = [
    (doc_us_portal, "a US hospital patient portal's Test Results pages printed from Chromium with the browser's header and footer: one card per component (Your Value / Standard Range / Flag), 'Collected on Mar 3, 2025 8:14 AM', a second order collected Feb 24"),
    (doc_us_lab, "a US independent lab's two-page report (pdfkit): Tests / Result / Flag / Previous Result and Date / Units / Reference Interval / Lab, footnote superscripts with their notes, a performing-lab footer with address and director, header repeated"),
    (doc_uk_gp, "a UK GP surgery record printout (pdf-lib): one line per result 'Serum ferritin level 45 ug/L [15.0 - 300.0]', dates as 03-Mar-2025 with entries interleaved (a late-filed batch of the same date after an older one), '(Normal - no action)' comments, a telephone encounter between"),
    (doc_au, "an Australian pathology report in Courier (pdfkit): 'Collected: 12/03/25', a current iron-studies block, cumulative FBC (three dates as columns) and E/LFT (two) blocks, flags glued after values"),
    (doc_de_laborblatt, "a German Hausarzt's Laborblatt (Chromium): the current date and two Vorwerte as columns, 'n.b.' and 's. Bef.' cells, decimal commas, H/L flags"),
    (doc_at_scan, "an Austrian lab report (Analyse / Ergebnis / Einheit / Normbereich, flags '+', '++', '-') scanned at home: image-only PDF, tilted, noisy, JPEG"),
    (doc_ch, "a Swiss lab report (pdf-lib) with SI units and a second page of billing lines: Analysenliste positions, Taxpunkte, CHF prices, an apostrophe-thousands total"),
    (doc_eml, "a German practice's e-mail reply (.eml, UTF-8 quoted-printable plain text) with results typed by hand, abbreviations, ranges missing on some lines, an earlier value in prose, the patient's quoted request"),
]


def main():
    os.makedirs(common.DOCS, exist_ok=True)
    identity, documents = {}, {}
    for mod, layout in MODS:
        out = os.path.join(common.DOCS, mod.DOC)
        ident = mod.build(out)
        for k, v in ident.items():
            identity.setdefault(k, [])
            identity[k] += [x for x in v if x not in identity[k]]
        documents[mod.DOC] = {"sha256": hashlib.sha256(open(out, "rb").read()).hexdigest(),
                              "rows": sum(1 for r in common.ROWS if r["doc"] == mod.DOC), "layout": layout}
    truth = {
        "about": "Blind held-out set-28 for bloodwork-mcp (written 2026-12-07 by helper b28 without reading the importer): "
                 "English-language (US, UK, Australian) and German-language (German, Austrian, Swiss) results in layouts no earlier set has. "
                 "Fictional clinics and patients. Every row a careful person would enter, generated from the same row lists as the documents (gen/).",
        "conventions": {
            "date": "collection date (Collected on / Date collected / Sample taken / Collected: / Abnahme / Entnahme / the dated column of a cumulative or Laborblatt / 'Blutabnahme am' in the e-mail), never received, resulted, reported, printed, filed or sent; YYYY-MM-DD. US dates are month-first, Australian '12/03/25' day-first",
            "value": "number as printed (decimal comma or point); '>90' -> 90 with comparator '>'",
            "unit": "as printed (K/uL, M/uL, 10*9/L, x10^9/L, /nl, /pl, G/l, T/l, l/l, mU/l, µU/ml); none where none is printed",
            "ranges": "'a - b' / 'a-b' / '[a - b]' / '(a-b)' -> ref_low/ref_high; '< x' -> ref_high; '> x', '>=x', '[>1.2]', '(>59)' -> ref_low; no range printed -> none. A cumulative's or Laborblatt's single range column belongs to every dated value of its row",
            "abnormal": "true when flagged (High/Low, H/L, +, ++, -, '(Abnormal ...)', '(Borderline ...)', 'zu niedrig'); unflagged out-of-range values stay false",
            "previous results": "a 'Previous Result and Date' value is a comparison quote: not a truth row, tolerated when stored under its own date (excluded[].tolerated); the Laborblatt's Vorwerte and the Australian cumulative columns are the record of those draws and are truth rows",
            "codes": "BUN (urea nitrogen, mg/dL) is not UREA: a new marker; CO2/bicarbonate, anion gap and VLDL are new markers; 'n.b.' (nicht bestimmt) cells are not rows; 's. Bef.' cells are excluded; billing lines are not results",
            "in_dictionary": "false when markers.yaml has no marker; new_label is the label a person would give it",
        },
        "documents": documents,
        "rows": common.ROWS,
        "excluded": common.EXCLUDED,
        "identity": identity,
    }
    with open(os.path.join(common.SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False)
    print(len(common.ROWS), "rows,", len(common.EXCLUDED), "excluded")
    for d, v in documents.items():
        print(f"  {v['rows']:4d}  {d}")


if __name__ == "__main__":
    main()
