"""An Australian pathology report in a monospaced font (pdfkit, Courier): 'Collected: 12/03/25',
a current iron-studies block, then cumulative FBC and E/LFT blocks with earlier dates as columns."""
from common import row, rng, num, draw

DOC = "WattleBay_Pathology_report_120325.pdf"
LINES = []
# cumulative FBC: dates as columns (dd/mm/yy), the last is this collection
FBC_DATES = [("14/08/24", "2024-08-14"), ("02/12/24", "2024-12-02"), ("12/03/25", "2025-03-12")]
FBC = [  # label, code, values per date (flag glued after as ' H'/' L'), unit, range
    ("Haemoglobin", "HGB", ["138", "129", "118 L"], "g/L", "(115-165)"),
    ("WCC", "WBC", ["5.6", "7.9", "6.1"], "x10^9/L", "(4.0-11.0)"),
    ("Platelets", "PLT", ["241", "262", "305"], "x10^9/L", "(150-450)"),
    ("MCV", "MCV", ["88", "84", "79 L"], "fL", "(80-100)"),
    ("Neutrophils", "NEUT", ["3.2", "5.1", "3.8"], "x10^9/L", "(2.0-7.5)"),
    ("Lymphocytes", "LYMPH", ["1.8", "2.0", "1.7"], "x10^9/L", "(1.0-4.0)"),
]
ELFT_DATES = [("02/12/24", "2024-12-02"), ("12/03/25", "2025-03-12")]
ELFT = [
    ("Sodium", "NA", ["139", "141"], "mmol/L", "(135-145)"),
    ("Potassium", "K", ["4.1", "4.6"], "mmol/L", "(3.5-5.2)"),
    ("Urea", "UREA", ["5.2", "6.0"], "mmol/L", "(2.5-8.0)"),
    ("Creatinine", "CREA", ["71", "76"], "umol/L", "(45-90)"),
    ("eGFR", "EGFR", [">90", "84"], "mL/min/1.73m2", "(>59)"),
]
IRON = [
    ("Iron", "FE", "9", "umol/L", "(5-30)", ""),
    ("Transferrin", "TRANSFERRIN", "3.4", "g/L", "(2.0-3.6)", ""),
    ("Transferrin Saturation", "TSAT", "11", "%", "(15-45)", "L"),
    ("Ferritin", "FERR", "14", "ug/L", "(30-500)", "L"),
]
IDENTITY = {
    "patient_name": ["NGUYEN-HARGRAVE, Tessa May", "Tessa May Nguyen-Hargrave", "Tessa Nguyen-Hargrave", "NGUYEN-HARGRAVE", "Nguyen-Hargrave"],
    "birth_date": ["21/06/1993", "21/06/93"],
    "medical_record_number": ["4418 27735 1", "4418277351", "MRN 7720419"],
    "address": ["14 Banksia Crescent", "Banksia Crescent", "CORRIMAL HEIGHTS NSW 2518"],
    "phone": ["0412 587 309", "(02) 4229 8100"],
    "doctor": ["Dr Fiona KERRIGAN-LOWE", "KERRIGAN-LOWE", "Kerrigan-Lowe", "Dr A. Venkatesh-Moore", "Venkatesh-Moore"],
    "order_numbers": ["25-0312-884417", "24-1202-551309", "24-0814-223871", "7720419"],
}


def build(out):
    L = LINES
    L += ["WATTLE BAY PATHOLOGY                                    NATA Accreditation No. 99817",
          "Lab Enquiries (02) 4229 8100                            ABN 00 000 000 000",
          "=" * 88,
          "Patient : NGUYEN-HARGRAVE, Tessa May          DOB: 21/06/1993   Sex: F   MRN 7720419",
          "Address : 14 Banksia Crescent, CORRIMAL HEIGHTS NSW 2518      Ph: 0412 587 309",
          "Medicare: 4418 27735 1                                                    ",
          "Referred: Dr Fiona KERRIGAN-LOWE, Corrimal Heights Family Practice",
          "Copy to : Dr A. Venkatesh-Moore",
          "Lab No  : 25-0312-884417   Requested: 11/03/25   Collected: 12/03/25 0745",
          "Received: 12/03/25 1002    Reported : 12/03/25 1531   Clinical notes: Fatigue. ? iron deficiency",
          "=" * 88,
          "",
          "IRON STUDIES                                                    Collected: 12/03/25",
          ""]
    for label, code, val, unit, r, fl in IRON:
        L.append(f"  {label:<26}{(val + ' ' + fl).strip():>8}    {unit:<10}{r}")
    L += ["",
          "  Comment: Iron studies are consistent with iron deficiency. Suggest clinical",
          "           correlation and consideration of causes of iron loss.",
          "",
          "HAEMATOLOGY - Cumulative",
          ""]
    L.append("  Date            " + "".join(f"{d:>10}" for d, _ in FBC_DATES))
    L.append("  Time            " + "".join(f"{t:>10}" for t in ["0820", "0915", "0745"]))
    L.append("  Lab No          " + "".join(f"{n[-6:]:>10}" for n in ["223871", "551309", "884417"]))
    L.append("")
    for label, code, vals, unit, r in FBC:
        L.append(f"  {label:<16}" + "".join(f"{v:>10}" for v in vals) + f"  {unit:<9}{r}")
    L += ["", "  Film: Mild microcytosis. Occasional pencil cells.", "",
          "BIOCHEMISTRY - Cumulative (E/LFT)", ""]
    L.append("  Date            " + "".join(f"{d:>10}" for d, _ in ELFT_DATES))
    L.append("")
    for label, code, vals, unit, r in ELFT:
        L.append(f"  {label:<16}" + "".join(f"{v:>10}" for v in vals) + f"  {unit:<14}{r}")
    L += ["", "  Tests completed: IRON STUDIES, FBC, E/LFT. Tests pending: COELIAC SEROLOGY",
          "", "-" * 88,
          "Reported by Wattle Bay Pathology, 3 Foreshore Road, Wollongong East NSW 2500",
          "Pathologist: Dr Kwame Osei-Bradbury MBBS FRCPA         *** END OF REPORT ***   Page 1 of 1"]
    IDENTITY["doctor"] += ["Dr Kwame Osei-Bradbury", "Osei-Bradbury"]
    ops = [{"t": "text", "x": 28, "y": 28 + 11.2 * i, "s": 8.6, "text": line, "f": "MB" if line.isupper() and line.strip() else "M"}
           for i, line in enumerate(L)]
    spec = {"size": [595.28, 841.89], "title": "", "producer": "PDFKit", "creator": "WBP-LIS", "date": "2025-03-12T04:31:00Z", "pages": [ops]}
    draw("pdfkit", spec, out)
    for label, code, val, unit, r, fl in IRON:
        lo, hi = rng(r)
        row(DOC, label, code, "2025-03-12", num(val), unit, lo, hi, r, bool(fl), [label, (val + " " + fl).strip(), unit, r])
    for dates, block, kind in ((FBC_DATES, FBC, "FBC"), (ELFT_DATES, ELFT, "ELFT")):
        for label, code, vals, unit, r in block:
            lo, hi = rng(r)
            for (dp, iso), v in zip(dates, vals):
                fl = v.endswith(" L") or v.endswith(" H")
                vv = v.split()[0]
                comp = None
                if vv.startswith(">"):
                    comp, vv = ">", vv[1:]
                row(DOC, label, code, iso, num(vv), unit, lo, hi, r, fl, [label, dp, v, unit, r], comparator=comp)
    return IDENTITY
