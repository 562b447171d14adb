"""A US independent lab's two-page report drawn with pdfkit: Tests / Result / Flag / Previous Result and
Date / Units / Reference Interval / Lab, footnote superscripts, a performing-lab footer, repeated header."""
from common import row, rng, num, draw, excl

DOC = "PrairieSentinel_Report_Ellery_2025-04-08.pdf"
DATE = "2025-04-08"
# (label, result, flag, prev, prev_date, unit, interval, lab, code, new_label, footnote)
P1 = [
    ("Comp. Metabolic Panel (14)", None),
    ("Glucose", "104", "High", "97", "10/02/2024", "mg/dL", "70-99", "01", "GLU", None, ""),
    ("BUN", "18", "", "15", "10/02/2024", "mg/dL", "6-24", "01", "BUN", "BUN (urea nitrogen)", ""),
    ("Creatinine", "1.12", "", "1.05", "10/02/2024", "mg/dL", "0.76-1.27", "01", "CREA", None, ""),
    ("eGFR", "76", "", "82", "10/02/2024", "mL/min/1.73", ">59", "01", "EGFR", None, ""),
    ("BUN/Creatinine Ratio", "16", "", "14", "10/02/2024", "", "9-20", "01", None, None, ""),
    ("Sodium", "140", "", "139", "10/02/2024", "mmol/L", "134-144", "01", "NA", None, ""),
    ("Potassium", "4.6", "", "4.3", "10/02/2024", "mmol/L", "3.5-5.2", "01", "K", None, ""),
    ("Chloride", "102", "", "101", "10/02/2024", "mmol/L", "96-106", "01", "CL", None, ""),
    ("Carbon Dioxide, Total", "23", "", "25", "10/02/2024", "mmol/L", "20-29", "01", "CO2", "CO2 (bicarbonate)", ""),
    ("Calcium", "9.6", "", "9.4", "10/02/2024", "mg/dL", "8.7-10.2", "01", "CA", None, ""),
    ("Protein, Total", "7.1", "", "", "", "g/dL", "6.0-8.5", "01", "TOTAL_PROTEIN", None, ""),
    ("Albumin", "4.5", "", "", "", "g/dL", "3.8-4.9", "01", "ALBUMIN", None, "1"),
    ("Globulin, Total", "2.6", "", "", "", "g/dL", "1.5-4.5", "01", None, None, ""),
    ("A/G Ratio", "1.7", "", "", "", "", "1.2-2.2", "01", None, None, ""),
    ("Bilirubin, Total", "0.6", "", "0.5", "10/02/2024", "mg/dL", "0.0-1.2", "01", "BILI", None, ""),
    ("Alkaline Phosphatase", "71", "", "68", "10/02/2024", "IU/L", "44-121", "01", "ALP", None, "2"),
    ("AST (SGOT)", "38", "", "29", "10/02/2024", "IU/L", "0-40", "01", "AST", None, ""),
    ("ALT (SGPT)", "52", "High", "41", "10/02/2024", "IU/L", "0-44", "01", "ALT", None, ""),
    ("Lipid Panel", None),
    ("Cholesterol, Total", "231", "High", "244", "10/02/2024", "mg/dL", "100-199", "01", "CHOL", None, ""),
    ("Triglycerides", "187", "High", "203", "10/02/2024", "mg/dL", "0-149", "01", "TG", None, ""),
    ("HDL Cholesterol", "41", "", "39", "10/02/2024", "mg/dL", ">39", "01", "HDL", None, ""),
    ("VLDL Cholesterol Cal", "33", "", "36", "10/02/2024", "mg/dL", "5-40", "01", "VLDL", "VLDL cholesterol", ""),
    ("LDL Chol Calc (NIH)", "157", "High", "169", "10/02/2024", "mg/dL", "0-99", "01", "LDL", None, ""),
]
P2 = [
    ("Hemoglobin A1c", None),
    ("Hemoglobin A1c", "5.9", "High", "5.7", "10/02/2024", "%", "4.8-5.6", "01", "HBA1C", None, "3"),
    ("TSH", None),
    ("TSH", "2.870", "", "", "", "uIU/mL", "0.450-4.500", "01", "TSH", None, ""),
    ("Vitamin D, 25-Hydroxy", None),
    ("Vitamin D, 25-Hydroxy", "22.4", "Low", "18.9", "10/02/2024", "ng/mL", "30.0-100.0", "02", "VIT_D", None, "4"),
    ("Prostate-Specific Ag", None),
    ("Prostate Specific Ag", "1.3", "", "1.1", "03/14/2023", "ng/mL", "0.0-4.0", "01", "PSA", None, "5"),
]
FOOT = {
    "1": "Albumin reference interval is age specific.",
    "2": "Effective 03/01/2025 the ALP method changed; results are comparable.",
    "3": "Prediabetes: 5.7 - 6.4   Diabetes: >6.4   Glycemic control for adults with diabetes: <7.0",
    "4": "Vitamin D deficiency has been defined by the Institute of Medicine as a level below 20 ng/mL; insufficiency 21-29 ng/mL.",
    "5": "Roche ECLIA methodology. Values obtained with different assay methods cannot be used interchangeably.",
}
IDENTITY = {
    "patient_name": ["Ellery, Marcus J", "Marcus J. Ellery", "ELLERY, MARCUS J", "Ellery"],
    "birth_date": ["02/11/1968"],
    "doctor": ["Priya Venkataraman, MD", "Priya Venkataraman", "VENKATARAMAN, P", "Venkataraman",
               "Harold W. Brenneman, MD", "Harold W. Brenneman", "Brenneman"],
    "order_numbers": ["118-422-3301-0", "11842233010", "30827715", "1487302296", "ZP-4471920"],
    "address": ["2207 Cottonwood Ridge Ln", "Cottonwood Ridge", "1450 Meridian Crossing Dr", "66219-3302", "66061"],
    "phone": ["913-555-0147", "(913) 555-0182"],
}


def T(x, y, s, text, f="R", c=None):
    o = {"t": "text", "x": x, "y": y, "s": s, "text": text, "f": f}
    if c:
        o["c"] = c
    return o


def header(page_no):
    ops = [T(36, 30, 16, "PRAIRIE SENTINEL", "B", "#23427a"), T(36, 48, 8, "DIAGNOSTICS · Clinical Laboratory Services", "R", "#23427a"),
           T(400, 30, 8, "Patient Report"), T(400, 41, 8, f"Page {page_no} of 2"),
           {"t": "line", "x1": 36, "y1": 62, "x2": 576, "y2": 62, "w": 1.2},
           T(36, 68, 7, "Specimen ID: 118-422-3301-0", "B"), T(200, 68, 7, "Acct #: 30827715"), T(330, 68, 7, "Phone: (913) 555-0182"), T(460, 68, 7, "Rte: 00"),
           T(36, 80, 9, "Ellery, Marcus J", "B"), T(200, 80, 7, "Control ID: ZP-4471920"),
           T(330, 80, 7, "Bluestem Family Medicine"), T(36, 92, 7, "2207 Cottonwood Ridge Ln"), T(330, 92, 7, "9900 W 119th Street Ste 210"),
           T(36, 102, 7, "Olathe Springs, KS 66061"), T(330, 102, 7, "Overland Falls, KS 66213"),
           T(36, 116, 7, "Patient Details"), T(160, 116, 7, "Specimen Details"), T(330, 116, 7, "Physician Details"),
           T(36, 126, 7, "DOB: 02/11/1968"), T(160, 126, 7, "Date collected: 04/08/2025 0712 Local"), T(330, 126, 7, "Ordering: Priya Venkataraman, MD"),
           T(36, 136, 7, "Age(y/m/d): 057/01/28"), T(160, 136, 7, "Date received: 04/08/2025"), T(330, 136, 7, "Referring:"),
           T(36, 146, 7, "Gender: M"), T(160, 146, 7, "Date entered: 04/08/2025"), T(330, 146, 7, "ID: 1487302296"),
           T(36, 156, 7, "Patient ID:"), T(160, 156, 7, "Date reported: 04/10/2025 0633 ET"), T(330, 156, 7, "NPI: 1487302296"),
           T(160, 166, 7, "Fasting: Yes"),
           {"t": "rect", "x": 36, "y": 180, "w": 540, "h": 24, "fill": "#e4e9f2"},
           T(40, 184, 7.5, "TESTS", "B"), T(200, 184, 7.5, "RESULT", "B"), T(246, 184, 7.5, "FLAG", "B"),
           T(286, 184, 7.5, "PREVIOUS RESULT", "B"), T(286, 193, 7.5, "AND DATE", "B"),
           T(366, 184, 7.5, "UNITS", "B"), T(430, 184, 7.5, "REFERENCE INTERVAL", "B"), T(540, 184, 7.5, "LAB", "B")]
    return ops


def footer(page_no):
    return [{"t": "line", "x1": 36, "y1": 712, "x2": 576, "y2": 712},
            T(36, 716, 6.5, "01  BN   Prairie Sentinel Diagnostics - Overland Falls     1450 Meridian Crossing Dr, Overland Falls, KS 66219-3302     Dir: Harold W. Brenneman, MD"),
            T(36, 725, 6.5, "     For inquiries, the physician may contact Branch: 913-555-0147  Lab: 913-555-0147"),
            T(36, 734, 6.5, "02  SH   Sentinel Reference Lab - Shawnee Mills     77 Industrial Park Way, Shawnee Mills, KS 66218-1100     Dir: Harold W. Brenneman, MD"),
            T(36, 752, 6.5, "Date Issued: 04/10/25 0633 ET", "R"), T(250, 752, 6.5, "FINAL REPORT", "B"), T(450, 752, 6.5, f"Page {page_no} of 2"),
            T(36, 762, 5.5, "This document contains private and confidential health information protected by state and federal law.")]


def body(items, y):
    ops = []
    for it in items:
        if it[1] is None:
            ops.append(T(40, y, 8.5, it[0], "B"))
            y += 14
            continue
        label, res, flag, prev, pd, unit, ivl, lab, code, newl, fn = it
        ops.append(T(48, y, 8, label))
        if fn:
            ops.append(T(48 + len(label) * 4.1 + 2, y - 2, 5, f"0{fn}"))
        ops.append(T(200, y, 8, res, "B" if flag else "R"))
        if flag:
            ops.append(T(246, y, 8, flag, "B"))
        if prev:
            ops.append(T(286, y, 7.5, f"{prev}   {pd}"))
        ops.append(T(366, y, 8, unit))
        ops.append(T(430, y, 8, ivl))
        ops.append(T(545, y, 8, lab))
        y += 12
        if fn:
            ops.append(T(60, y, 6.5, f"0{fn}  " + FOOT[fn], "I"))
            y += 10
    return ops, y


def build(out):
    p1, y = body(P1, 212)
    p2, y2 = body(P2, 212)
    p2 += [T(40, y2 + 10, 7.5, "Comment:", "B"),
           T(40, y2 + 21, 7.5, "Please note: previous result is shown for comparison only when tested at a Prairie Sentinel laboratory."),
           T(40, y2 + 40, 7.5, "Icon Legend    Out of Reference Range    Critical or Alert", "I")]
    spec = {"size": [612, 792], "title": "Patient Report", "producer": "PSD ReportServer 7.2 (PDFKit)", "date": "2025-04-10T11:33:00Z",
            "pages": [header(1) + p1 + footer(1), header(2) + p2 + footer(2)]}
    draw("pdfkit", spec, out)
    for it in P1 + P2:
        if it[1] is None:
            continue
        label, res, flag, prev, pd, unit, ivl, lab, code, newl, fn = it
        printed = [label, res, flag, f"{prev} {pd}".strip(), unit, ivl, lab]
        if code is None:
            excl(DOC, label, res, "a calculated ratio with no marker in the dictionary; a careful person leaves it"
                 if "Ratio" in label else "calculated (total protein minus albumin), no marker in the dictionary; a careful person leaves it")
            continue
        lo, hi = rng(ivl)
        row(DOC, label, code, DATE, num(res), unit or None, lo, hi, ivl, bool(flag), printed, new_label=newl)
        if prev:
            m, d, yy = pd.split("/")
            excl(DOC, label, f"{prev} {pd}", "the previous result, printed for comparison (its own date); tolerated when stored under that date",
                 tolerated={"code": code, "date": f"{yy}-{m}-{d}", "value": num(prev), "comparator": None, "unit": unit})
    return IDENTITY
