"""D3: a private clinic lab's report where value, flag and unit share one cell ("5,2 H mmol/l") and the
ranges are printed for both sexes ("K: 12,0-16,0  M: 14,0-18,0") with the sex as "Płeć: K" (pdfkit)."""
from common import P1, DOCTORS, STAFF, row, node

DOC = "Vitalis_laboratorium_sprawozdanie_0909.pdf"
DATE = "2025-09-09"

# label, code, value, flag, unit, printed range
ROWS = [
    ("MORFOLOGIA KRWI", None, None, None, None, None),
    ("Erytrocyty (RBC)", "RBC", "4,02", "", "mln/µl", "K: 3,8-5,2  M: 4,2-5,8"),
    ("Hemoglobina (HGB)", "HGB", "11,4", "L", "g/dl", "K: 12,0-16,0  M: 14,0-18,0"),
    ("Hematokryt (HCT)", "HCT", "34,8", "L", "%", "K: 37,0-47,0  M: 40,0-54,0"),
    ("MCV", "MCV", "86,6", "", "fl", "80,0-99,0"),
    ("Leukocyty (WBC)", "WBC", "7,42", "", "tys/µl", "4,00-10,00"),
    ("Płytki krwi (PLT)", "PLT", "312", "", "tys/µl", "150-400"),
    ("OB", "OB", "16", "H", "mm/h", "K: < 12  M: < 8"),
    ("GOSPODARKA ŻELAZEM", None, None, None, None, None),
    ("Ferrytyna", "FERR", "9,8", "L", "ng/ml", "K: 13-150  M: 30-400"),
    ("Żelazo", "FE", "38", "L", "µg/dl", "K: 50-170  M: 65-175"),
    ("Transferyna", "TRANSFERRIN", "3,62", "H", "g/l", "2,00-3,60"),
    ("BIOCHEMIA", None, None, None, None, None),
    ("Kreatynina", "CREA", "0,71", "", "mg/dl", "K: 0,50-0,90  M: 0,70-1,20"),
    ("Kwas moczowy", "URIC_ACID", "4,4", "", "mg/dl", "K: 2,4-5,7  M: 3,4-7,0"),
    ("ALT", "ALT", "36", "H", "U/l", "K: < 33  M: < 41"),
    ("GGT", "GGT", "29", "", "U/l", "K: < 40  M: < 60"),
    ("CK (kinaza kreatynowa)", "CK", "96", "", "U/l", "K: < 170  M: < 190"),
    ("Potas", "K", "5,2", "H", "mmol/l", "3,5-5,1"),
    ("Bilirubina całkowita", "BILI", "0,6", "", "mg/dl", "0,3-1,2"),
    ("Testosteron", "TESTOSTERONE", "0,31", "", "ng/ml", "K: 0,08-0,48  M: 2,49-8,36"),
]


def build():
    rows, lines = [], []
    for label, code, val, flag, unit, rng in ROWS:
        if code is None:
            lines.append({"section": label})
            continue
        cell = " ".join(x for x in (val, flag, unit) if x)
        lines.append({"label": label, "cell": cell, "range": rng})
        rows.append(row(DOC, DATE, label, code, val, unit, rng, flag, sex="K",
                        printed=[label, cell, flag, unit, rng]))
    p = P1
    doc, npwz = DOCTORS["mrozek"]
    st, krdl = STAFF["koltun"]
    spec = {
        "title": "SPRAWOZDANIE Z BADANIA LABORATORYJNEGO",
        "lab": ["CENTRUM MEDYCZNE VITALIS", "Laboratorium Diagnostyczne",
                "ul. Poznańska 31, 62-020 Swarzędz | tel. 61 817 22 90 | rejestracja@cm-vitalis.pl"],
        "left": [f"Pacjent: {p['first']} {p['last']}", f"PESEL: {p['pesel']}", "Płeć: K",
                 f"Data urodzenia: {p['born']} (39 l.)", f"Adres: {p['street']}, {p['city']}"],
        "right": ["Nr zlecenia: VIT/25/09/04417", "Data pobrania: 09.09.2025, 08:10",
                  "Data przyjęcia: 09.09.2025, 08:31", "Data wydruku: 10.09.2025, 14:02",
                  f"Zlecający: {doc}"],
        "cols": ["Nazwa badania", "Wynik", "Zakres referencyjny"],
        "lines": lines,
        "footer": [f"Zatwierdził: {st} (KRDL {krdl}), 10.09.2025 13:48",
                   "H - wynik powyżej, L - poniżej zakresu referencyjnego. Zakresy K/M: kobiety / mężczyźni.",
                   "Ferrytyna: zalecana konsultacja lekarska (niskie zapasy żelaza)."],
    }
    return spec, rows


def make(out):
    spec, rows = build()
    node("pdfkit_report.cjs", spec, out)
    return rows, []
