"""A UK GP surgery's record printout (pdf-lib): one line per result with the range in brackets, dates
as 03-Mar-2025 interleaved as entries were filed, '(Normal - no action)' comments, a consultation header."""
from common import row, rng, num, draw, excl

DOC = "Oakhill_Surgery_record_test_results.pdf"
MON = {"Jan": "01", "Feb": "02", "Mar": "03", "Apr": "04", "May": "05", "Jun": "06", "Jul": "07", "Aug": "08",
       "Sep": "09", "Oct": "10", "Nov": "11", "Dec": "12"}
# entries in the order the record prints them: (date, header, [(label, value, unit, range, comment, code, new_label)])
ENTRIES = [
    ("17-Mar-2025", "Test Request: Thyroid function - Dr Imogen Halsey-Rowe", [
        ("Serum TSH level", "5.8", "mu/L", "[0.35 - 4.94]", "(Abnormal - see GP)", "TSH", None),
        ("Serum free T4 level", "11.2", "pmol/L", "[9.0 - 19.0]", "(Normal - no action)", "FT4", None),
    ]),
    ("03-Mar-2025", "Test Request: Full blood count - FBC, Urea and electrolytes, Liver function test", [
        ("Haemoglobin estimation", "128", "g/L", "[115.0 - 165.0]", "", "HGB", None),
        ("Total white cell count", "6.2", "10*9/L", "[3.6 - 11.0]", "", "WBC", None),
        ("Platelet count", "287", "10*9/L", "[140.0 - 400.0]", "", "PLT", None),
        ("Red blood cell count", "4.31", "10*12/L", "[3.8 - 5.8]", "", "RBC", None),
        ("Haematocrit", "0.39", "L/L", "[0.37 - 0.47]", "", "HCT", None),
        ("Mean cell volume", "90.5", "fL", "[80.0 - 100.0]", "", "MCV", None),
        ("Mean cell haemoglobin level", "29.7", "pg", "[27.0 - 32.0]", "", "MCH", None),
        ("Neutrophil count", "3.9", "10*9/L", "[1.8 - 7.5]", "", "NEUT", None),
        ("Lymphocyte count", "1.7", "10*9/L", "[1.0 - 4.0]", "", "LYMPH", None),
        ("Serum sodium level", "139", "mmol/L", "[133.0 - 146.0]", "", "NA", None),
        ("Serum potassium level", "4.4", "mmol/L", "[3.5 - 5.3]", "", "K", None),
        ("Serum urea level", "6.8", "mmol/L", "[2.5 - 7.8]", "", "UREA", None),
        ("Serum creatinine level", "94", "umol/L", "[45.0 - 84.0]", "(Abnormal - see GP)", "CREA", None),
        ("GFR calculated by CKD-EPI equation", "56", "mL/min/1.73m*2", "", "", "EGFR", None),
        ("Serum total bilirubin level", "9", "umol/L", "[0.0 - 21.0]", "", "BILI", None),
        ("Serum alkaline phosphatase level", "84", "u/L", "[30.0 - 130.0]", "", "ALP", None),
        ("Serum alanine aminotransferase level", "22", "u/L", "[0.0 - 33.0]", "", "ALT", None),
        ("Serum albumin level", "43", "g/L", "[35.0 - 50.0]", "", "ALBUMIN", None),
    ]),
    ("11-Nov-2024", "Test Request: Lipid profile, HbA1c - annual review", [
        ("Serum cholesterol level", "6.1", "mmol/L", "[0.0 - 5.0]", "(Borderline - discuss at review)", "CHOL", None),
        ("Serum HDL cholesterol level", "1.42", "mmol/L", "[>1.2]", "", "HDL", None),
        ("Serum triglycerides level", "1.9", "mmol/L", "[0.0 - 1.7]", "", "TG", None),
        ("Serum LDL cholesterol level", "3.8", "mmol/L", "[0.0 - 3.0]", "", "LDL", None),
        ("Haemoglobin A1c level - IFCC standardised", "44", "mmol/mol", "[20.0 - 41.0]", "(Abnormal - recall for review)", "HBA1C", None),
    ]),
    ("03-Mar-2025", "Test Request: Ferritin, B12 and folate (filed late)", [
        ("Serum ferritin level", "45", "ug/L", "[15.0 - 300.0]", "(Normal - no action)", "FERR", None),
        ("Serum vitamin B12 level", "236", "ng/L", "[197.0 - 771.0]", "(Normal - no action)", "B12", None),
        ("Serum folate level", "3.1", "ug/L", "[3.9 - 26.8]", "(Abnormal - start folic acid)", "FOLATE", None),
    ]),
]
IDENTITY = {
    "patient_name": ["Margaret Ellen Pryce-Davies", "Margaret Pryce-Davies", "Mrs Margaret Pryce-Davies", "PRYCE-DAVIES, Margaret Ellen (Mrs)", "Pryce-Davies"],
    "national_id": ["485 777 3456", "4857773456"],
    "birth_date": ["12-Sep-1959"],
    "address": ["27 Larkspur Close", "Larkspur Close", "BS31 4QT"],
    "phone": ["07700 914263", "0117 496 0382"],
    "doctor": ["Dr Imogen Halsey-Rowe", "Imogen Halsey-Rowe", "Halsey-Rowe", "Dr Rupert Ansbach", "Rupert Ansbach", "Ansbach"],
    "order_numbers": ["BR-25-0311872", "BR-25-0298440", "BR-24-1187331"],
}


def T(x, y, s, text, f="R"):
    return {"t": "text", "x": x, "y": y, "s": s, "text": text, "f": f}


def build(out):
    pages, ops = [], []
    y = 0

    def head(n):
        return [T(40, 28, 8, "Oakhill Medical Practice   -   Patient record extract (Test results)", "B"),
                T(40, 40, 7.5, "PRYCE-DAVIES, Margaret Ellen (Mrs)     DOB 12-Sep-1959 (65 y)     NHS No. 485 777 3456     Usual GP: Dr Rupert Ansbach"),
                T(40, 50, 7.5, "27 Larkspur Close, Keynsham Vale, BS31 4QT     Tel: 07700 914263"),
                {"t": "line", "x1": 40, "y1": 62, "x2": 555, "y2": 62},
                T(40, 804, 7, "Printed by Reception (RCP03) on 07-Apr-2025 14:22    Oakhill Medical Practice, Station Road, Keynsham Vale  0117 496 0382"),
                T(500, 816, 7, f"Page {n} of 2")]
    ops = head(1)
    y = 74
    order_no = {"17-Mar-2025": "BR-25-0311872", "03-Mar-2025": "BR-25-0298440", "11-Nov-2024": "BR-24-1187331"}
    for date, hdr, res in ENTRIES:
        need = 30 + 12 * len(res)
        if y + min(need, 80) > 790:
            pages.append(ops)
            ops = head(2)
            y = 74
        ops.append(T(40, y, 8.5, date, "B"))
        ops.append(T(120, y, 8.5, hdr, "B"))
        y += 12
        ops.append(T(120, y, 7.5, f"Lab report no: {order_no[date]}   Specimen: Blood   Sample taken {date}   Received by practice (electronic)"))
        y += 13
        for label, val, unit, rg, comment, code, newl in res:
            if y > 790:
                pages.append(ops)
                ops = head(2)
                y = 74
            line = f"{label} {val} {unit}" + (f" {rg}" if rg else "")
            ops.append(T(120, y, 8.5, line))
            if comment:
                ops.append(T(120 + len(line) * 4.25 + 8, y, 8.5, comment, "I"))
            y += 12
        y += 4
        if date == "03-Mar-2025" and "FBC" in hdr:
            ops.append(T(120, y, 7.5, "Comment: eGFR by CKD-EPI 2009; a result >90 is reported as >90. Sample received 03-Mar-2025 15:40, reported 04-Mar-2025.", "I"))
            y += 12
            ops.append(T(40, y, 8.5, "05-Mar-2025", "B"))
            ops.append(T(120, y, 8.5, "Telephone encounter - Dr Rupert Ansbach: results discussed, creatinine to be repeated in 3 months."))
            y += 16
        y += 6
    pages.append(ops)
    spec = {"size": [595.28, 841.89], "unicode": True, "title": "Record extract", "producer": "pdf-lib", "creator": "GP clinical system print service", "date": "2025-04-07T13:22:00Z", "pages": pages}
    draw("pdflib", spec, out)
    for date, hdr, res in ENTRIES:
        d, m, yy = date.split("-")
        iso = f"{yy}-{MON[m]}-{d}"
        for label, val, unit, rg, comment, code, newl in res:
            lo, hi = rng(rg) if rg else (None, None)
            row(DOC, label, code, iso, num(val), unit, lo, hi, rg, "Abnormal" in comment or "Borderline" in comment,
                [label, val, unit, rg, comment], new_label=newl)
    return IDENTITY
