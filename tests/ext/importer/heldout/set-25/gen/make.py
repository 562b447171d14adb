"""Builds set-25's documents (docs/) and truth.json from the row lists in the doc_*.py modules.

    python3 tests/ext/importer/heldout/set-25/gen/make.py

Needs Python 3.10+ and Chromium (the gridlines PDF). Rebuilding changes the PDF's bytes (its
creation date), so truth.json's sha256 values are rewritten too.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import common  # noqa: E402
import doc_apple, doc_bb, doc_ccd, doc_csv, doc_grid, doc_hl7, doc_md, doc_ods, doc_rtf  # noqa: E402

for m in (doc_hl7, doc_ccd, doc_apple, doc_bb, doc_ods, doc_rtf, doc_md, doc_csv, doc_grid):
    m.make()

common.finish(
    "Blind held-out set-25 for bloodwork-mcp (written 2026-12-07 without reading the importer): the data files people download from portals and apps and the files they make themselves, in kinds the earlier sets lack: an HL7 v2 ORU^R01 message, a C-CDA health summary, three Apple Health clinical-record FHIR files (R4 and DSTU2), a Blue Button plain-text download, the person's own OpenDocument spreadsheet, a GP's RTF letter, a Markdown note the person typed, a Google Sheets CSV and a PDF printed from a spreadsheet with gridlines. One fictional person (Zofia Marianna Kędzierska-Lund, born 23 May 1987) who lived in Poznań, Leipzig and Minneapolis; every row a careful person would enter, generated from the same rows as the files (gen/).",
    {
        "date": "collection date (OBR-7 / OBX-14, CDA effectiveTime, FHIR effectiveDateTime, 'Date/Time Collected', the sheet's date row or column, the note's date, the letter's 'Laborwerte vom'), never message, issued, report or letter date; US dates month first; YYYY-MM-DD",
        "value": "number as printed (decimal comma read as a point), or the printed word for qualitative results (Nonreactive)",
        "comparator": "'<0.5', SN '<^0.3', IVL_PQ with only a high bound -> '<'; SN '>^90' -> '>'",
        "unit": "as printed, HL7 escapes undone (10\\S\\3/uL -> 10^3/uL); the CSV's and spreadsheets' unit from the column head; FHIR valueQuantity.unit; none for qualitative rows",
        "ranges": "'a-b', 'a – b', '(norma a-b)', 'n: a-b', 'ref. < x', 'Norm a–b' -> ref_low/ref_high; '<x' -> ref_high; '>x' -> ref_low; a FHIR/CDA low/high or text; qualitative references -> none",
        "abnormal": "true when flagged (H/L, (H), +/-, interpretation H) or outside the printed range, false otherwise",
        "panel": "blood",
        "in_dictionary": "false when markers.yaml has no marker (BUN / urea nitrogen): created on approval with new_label",
        "excluded": "printed rows that are not results (cancelled, not performed, '###' cells)",
    },
)
print(f"{len(common.ROWS)} rows in {len(common.DOCS)} documents")
