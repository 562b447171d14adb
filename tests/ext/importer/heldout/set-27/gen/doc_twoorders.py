"""D4: one PDF holding two orders of different collection dates; the second starts on page 3 under the
page header that repeats the patient's details on every page (pdf-lib)."""
from common import P2, DOCTORS, STAFF, row, node

DOC = "LabMedWielkopolska_wyniki_Ptaszynski.pdf"

ORDER1 = ("2025-01-22", "22.01.2025 07:18", "25012200871", [
    ("Morfologia krwi", None),
    ("Leukocyty", "WBC", "8,12", "10^3/µl", "4,0 - 10,0", ""),
    ("Erytrocyty", "RBC", "4,61", "10^6/µl", "4,5 - 5,9", ""),
    ("Hemoglobina", "HGB", "14,1", "g/dl", "14,0 - 18,0", ""),
    ("Hematokryt", "HCT", "42,3", "%", "40,0 - 54,0", ""),
    ("MCV", "MCV", "91,8", "fl", "80,0 - 99,0", ""),
    ("MCH", "MCH", "30,6", "pg", "27,0 - 31,0", ""),
    ("MCHC", "MCHC", "33,3", "g/dl", "33,0 - 37,0", ""),
    ("Płytki krwi", "PLT", "142", "10^3/µl", "150 - 400", "L"),
    ("Biochemia", None),
    ("Glukoza", "GLU", "118", "mg/dl", "70 - 99", "H"),
    ("Kreatynina", "CREA", "1,24", "mg/dl", "0,70 - 1,20", "H"),
    ("eGFR", "EGFR", "59", "ml/min/1,73 m2", "> 60", "L"),
    ("Sód", "NA", "140", "mmol/l", "136 - 145", ""),
    ("Potas", "K", "4,7", "mmol/l", "3,5 - 5,1", ""),
    ("Chlorki", "CL", "103", "mmol/l", "98 - 107", ""),
    ("AspAT", "AST", "24", "U/l", "< 40", ""),
    ("AlAT", "ALT", "21", "U/l", "< 41", ""),
    ("Bilirubina całkowita", "BILI", "0,9", "mg/dl", "0,3 - 1,2", ""),
    ("Cholesterol całkowity", "CHOL", "171", "mg/dl", "< 190", ""),
    ("Triglicerydy", "TG", "142", "mg/dl", "< 150", ""),
    ("CRP", "CRP", "3,4", "mg/l", "< 5,0", ""),
])
ORDER2 = ("2025-02-19", "19.02.2025 08:02", "25021900419", [
    ("Koagulologia", None),
    ("Czas protrombinowy", "PT", "26,8", "s", "9,4 - 12,5", "H"),
    ("INR", "INR", "2,41", "", "0,8 - 1,2", "H"),
    ("APTT", "APTT", "38,2", "s", "25,4 - 36,9", "H"),
    ("Fibrynogen", "FIBRINOGEN", "3,4", "g/l", "2,0 - 3,93", ""),
    ("Biochemia", None),
    ("Kreatynina", "CREA", "1,31", "mg/dl", "0,70 - 1,20", "H"),
    ("eGFR", "EGFR", "55", "ml/min/1,73 m2", "> 60", "L"),
    ("Mocznik", "UREA", "51", "mg/dl", "17 - 43", "H"),
    ("Sód", "NA", "137", "mmol/l", "136 - 145", ""),
    ("Potas", "K", "5,0", "mmol/l", "3,5 - 5,1", ""),
    ("Magnez", "MG", "0,78", "mmol/l", "0,66 - 1,07", ""),
    ("NT-proBNP", "NT_PROBNP", "684", "pg/ml", "< 125", "H"),
    ("Troponina I hs", "HS_TROPONIN_I", "11,2", "ng/l", "< 34,2", ""),
    ("Digoksyna", "DIGOXIN", "w trakcie", "ng/ml", "0,8 - 2,0", ""),
])


def build():
    rows, excluded = [], []
    p = P2
    doc, npwz = DOCTORS["labecki"]
    st, krdl = STAFF["bemben"]
    orders = []
    for date, printed, no, tests in (ORDER1, ORDER2):
        lines = []
        for t in tests:
            if t[1] is None:
                lines.append({"section": t[0]})
                continue
            label, code, val, unit, rng, flag = t
            lines.append({"label": label, "value": val, "flag": flag, "unit": unit, "range": rng})
            if val == "w trakcie":
                excluded.append({"doc": DOC, "label_as_printed": label, "printed": val,
                                 "why": "pending: no result yet"})
                continue
            rows.append(row(DOC, date, label, code, val, unit, rng, flag))
        orders.append({"no": no, "collected": printed, "lines": lines})
    spec = {
        "lab": "LABMED WIELKOPOLSKA Sp. z o.o. — Laboratorium Analiz Medycznych",
        "lab2": "os. Bolesława Chrobrego 117, 60-681 Poznań   tel. 61 820 77 10",
        "patient": [f"Pacjent: {p['last'].upper()} {p['first'].upper()}", f"PESEL: {p['pesel']}",
                    f"Ur.: {p['born']}   Płeć: M", f"{p['street']}, {p['city']}"],
        "doctor": f"Lekarz zlecający: {doc}, NPWZ {npwz}",
        "staff": f"Autoryzacja: {st}, KRDL {krdl}",
        "orders": orders,
        "split": [[0, 12], [0, 99], [1, 10], [1, 99]],
    }
    return spec, rows, excluded


def make(out):
    spec, rows, excluded = build()
    node("pdflib_orders.cjs", spec, out)
    return rows, excluded
