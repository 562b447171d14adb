"""Rebuilds set-27's documents (docs/) and truth.json from the same row lists (one module per document).
Needs: chromium, soffice (LibreOffice), node with pdfkit, pdf-lib and @pdf-lib/fontkit under
$B27_NODE_MODULES (default /tmp/b27gen/node_modules), pdftoppm, ImageMagick.
Run: python3 gen/make.py   (from the set's folder or anywhere)."""
import hashlib, json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import DOCS, SET, P1, P2, P3, DOCTORS, STAFF  # noqa: E402
import doc_blocks, doc_tabs, doc_sexranges, doc_twoorders, doc_cbc, doc_portal, doc_thyroid_scan, doc_urine_photo  # noqa: E402

MODULES = [
    (doc_blocks, "a chain's report with one block per test (Badanie / Materiał / Wynik / Zakres referencyjny / Metoda), six blocks a page over 3 pages, the collection date in the repeated page header, one cancelled test; Chromium"),
    (doc_tabs, "a small private lab's word-processor report: tab stops instead of a table, section headings, flags after the value, a 'Wynik poprzedni (data)' column; .fodt -> .docx -> PDF by LibreOffice"),
    (doc_sexranges, "value, flag and unit in one cell ('5,2 H mmol/l'), ranges for both sexes ('K: 12,0-16,0  M: 14,0-18,0'), sex printed 'Płeć: K'; pdfkit"),
    (doc_twoorders, "one PDF with two orders of different collection dates (pages 1-2 and 3-4), a page header repeating the patient on every page, arrows as flags, a pending test; pdf-lib"),
    (doc_cbc, "a child's full blood count (5-diff): percent and absolute lines, RDW-SD/RDW-CV, P-LCR, płytkokryt, IG, NRBC, triangle flags, a range bar column, plus CRP and OB; Chromium"),
    (doc_portal, "the chain's website 'Moje wyniki' printed from the browser: navigation, side panel, cookie banner, browser header (print date, title) and footer (URL), result cards with 'Poprzedni wynik' and a chart placeholder; Chromium"),
    (doc_thyroid_scan, "a hormones/thyroid report with '<0,005', '>100,0', anti-TPO '<9', comments under rows ('Wynik zweryfikowano', 'Próbka lipemiczna'), scanned to an image-only PDF; Chromium + ImageMagick"),
    (doc_urine_photo, "a child's urinalysis, strip part and the sediment in its own table ('Osad moczu': pojedyncze, liczne, '0-2' wpw), phone photo of an A5 printout (perspective, shading, JPEG); Chromium + ImageMagick"),
]


def sha(p):
    return hashlib.sha256(open(p, "rb").read()).hexdigest()


def identity():
    names = []
    for p in (P1, P2, P3):
        names += [f"{p['first']} {p['last']}", f"{p['last']} {p['first']}", f"{p['last'].upper()} {p['first'].upper()}",
                  p["last"]]
    names += ["Wróblewska", "Magdalena W.-K.", "Magdalena W.", "Kaczor Hanna"]
    births = []
    for p in (P1, P2, P3):
        births += [p["born"], p["iso"]]
    return {
        "patient_name": names,
        "national_id": [p["pesel"] for p in (P1, P2, P3)] + [P1["pesel"][:6] + "*****"],
        "birth_date": births,
        "address": [P1["street"], P1["street"][4:], "Kasztanowa", P1["city"], "62-030",
                    P2["street"], P2["street"][4:], "Spółdzielcza 21", P2["city"], "62-040"],
        "phone": [P1["phone"], P2["phone"]],
        "doctor": sum(([d, d.replace("lek. med. ", "").replace("lek. ", ""), d.split()[-1]] for d, _ in DOCTORS.values()), []),
        "licence_numbers": [n for _, n in DOCTORS.values()] + [n for _, n in STAFF.values()],
        "lab_staff": ["mgr A. Kuźnicka", "A. Kuźnicka", "Kuźnicka", "mgr T. Nowiński", "T. Nowiński", "Nowiński"] + sum(([s, s.replace("mgr ", "").replace("diag. lab. ", ""), s.split()[-1]] for s, _ in STAFF.values()), []),
        "order_numbers": ["7712/03/2025/PZ-14", "7712/03/2025", "0506/118", "VIT/25/09/04417", "25012200871",
                          "25021900419", "SYN 2510 1400 3318", "7712/11/2025/PZ-02", "7712-11-2025-PZ-02",
                          "H/2025/07/1193"],
    }


def main():
    os.makedirs(DOCS, exist_ok=True)
    rows, excluded, documents = [], [], {}
    for mod, layout in MODULES:
        out = os.path.join(DOCS, mod.DOC)
        r, e = mod.make(out)
        rows += r
        excluded += e
        documents[mod.DOC] = {"sha256": sha(out), "rows": len(r), "layout": layout}
        print(f"{mod.DOC}: {len(r)} rows, {len(e)} excluded")
    truth = {
        "about": "Blind held-out set-27 for bloodwork-mcp (written 2026-12-07 by helper b27 without reading the importer): the everyday reports of Polish lab chains and small private labs in layouts no earlier set has, for a fictional family near Poznań (a woman of 39, her daughter of 8, and a man of 73 from the same town). Every row a careful person would enter, generated from the same row lists as the documents (gen/).",
        "conventions": {
            "date": "collection date (Data pobrania / Pobrano / the order's own 'Data pobrania' when one PDF holds two orders), never registration, receipt, performed, released, authorised or printed; YYYY-MM-DD",
            "value": "number, or the printed words for qualitative urine results (żółta, lekko mętny, ślad, nieobecna, obecne, pojedyncze, liczne, 'pasma nieliczne', 'nie stwierdzono'; a sediment count per field of view as printed: '10-15', '0-2')",
            "comparator": "'<0,005' -> 0.005 '<'; '>100,0' -> 100 '>'; '> 90' -> 90 '>'",
            "unit": "as printed; none where none is printed (INR, urine pH and specific gravity, qualitative rows); 'wpw' for sediment counts",
            "ranges": "'a - b' / 'a-b' -> ref_low/ref_high; '< x' -> ref_high; '> x' -> ref_low; ranges printed for both sexes ('K: … M: …') -> the patient's sex (Płeć: K -> K); a qualitative norm is not a number: ref null, range_printed keeps it",
            "abnormal": "true when flagged (H, L, ↑, ↓, ▲, ▼, *, 'Powyżej normy'); the analyte's own flag only",
            "panel": "blood, or urine for the urinalysis rows",
            "previous results": "a 'Wynik poprzedni (data)' / 'Poprzedni wynik' value is excluded; stored exactly under its own date it is tolerated",
            "in_dictionary": "false when markers.yaml has no marker (NRBC as % of WBC, round epithelia in the sediment); new_label is the label a person would give it",
        },
        "documents": documents,
        "rows": rows,
        "excluded": excluded,
        "identity": identity(),
    }
    json.dump(truth, open(os.path.join(SET, "truth.json"), "w", encoding="utf-8"), ensure_ascii=False)
    print(f"{len(rows)} rows, {len(excluded)} excluded")


if __name__ == "__main__":
    main()
