"""The patient's own spreadsheet kept over years: markers as rows, dates as columns in mixed formats,
units and 'Norma' columns, a notes column, empty cells, a formula (non-HDL = total - HDL, cached value),
one value typed as text with a decimal comma, and a month-only column (03.2023) whose rows are excluded."""
from people import PATIENT as P
from rows import row

DOC = "moje_wyniki_2023-2025.xlsx"
# header as typed; the truth date (None: month only, not a collection date)
COLS = [("03.2023", None), ("12.03.2024 (Diagnostyka)", "2024-03-12"), ("2024-11-05", "2024-11-05"),
        ("DATE:2025-02-18", "2025-02-18")]

# label, code, unit, norma printed, lo, hi, [values per column] (None = empty), note
# a value "=F" marks the formula cell; a str with a comma is a text cell
MARKERS = [
    ("TSH", "TSH", "µIU/ml", "0,27-4,2", "0,27", "4,2", [5.8, 4.12, 3.05, 2.64], "Euthyrox 50 -> 75 µg od 04.2024"),
    ("FT4", "FT4", "pmol/l", "12-22", "12", "22", [11.4, 13.9, None, 15.1], ""),
    ("anty-TPO", "ANTY_TPO", "IU/ml", "<34", None, "34", [412, None, 388, None], "Hashimoto (rozpozn. 2023)"),
    ("Ferrytyna", "FERR", "ng/ml", "13-150", "13", "150", [11, 8.2, 24.5, 31], "żelazo doustne od 11.2024"),
    ("Hemoglobina", "HGB", "g/dl", "12-16", "12", "16", [11.9, 11.2, 12.4, 12.8], ""),
    ("Żelazo", "FE", "µg/dl", "37-145", "37", "145", [None, 29, 61, 74], ""),
    ("Witamina D", "VIT_D", "ng/ml", "30-50", "30", "50", [18.5, 22.1, "34,6", None], "D3 2000 j. zimą"),
    ("B12", "B12", "pg/ml", "197-771", "197", "771", [None, 341, None, 402], ""),
    ("Cholesterol całk.", "CHOL", "mg/dl", "<190", None, "190", [None, 224, None, 236], ""),
    ("HDL", "HDL", "mg/dl", ">45", "45", None, [None, 61, None, 59], ""),
    ("LDL", "LDL", "mg/dl", "<115", None, "115", [None, 139, None, 151], "lekarz: dieta, kontrola za pół roku"),
    ("nie-HDL", "NON_HDL", "mg/dl", "<145", None, "145", [None, "=F", None, 177], "2024 policzone samodzielnie"),
    ("Glukoza", "GLU", "mg/dl", "70-99", "70", "99", [None, 94, 101, 96], "11.2024 chyba nie byłam na czczo"),
    ("Kreatynina", "CREA", "mg/dl", "0,5-0,9", "0,5", "0,9", [None, 0.71, 0.76, None], ""),
]


def values():
    """(marker, column index, numeric value) with the formula resolved."""
    out = []
    for m in MARKERS:
        for i, v in enumerate(m[6]):
            if v is None:
                continue
            if v == "=F":
                chol = MARKERS[8][6][i]
                hdl = MARKERS[9][6][i]
                v = chol - hdl
            out.append((m, i, v))
    return out


def rows():
    out = []
    for m, i, v in values():
        header, date = COLS[i]
        if date is None:
            continue
        lab, code, unit, norma, lo, hi = m[:6]
        val = v if not isinstance(v, str) else v
        out.append(row(DOC, date, lab, code, str(val).replace(".", ",") if not isinstance(val, str) else val,
                       unit, norma, lo, hi, None,
                       printed=[lab, unit, norma, header.replace("DATE:", "date cell "), str(v)],
                       note="formula cell =E13-E14, cached value" if m[6][i] == "=F" else None))
    return out


def excluded():
    out = []
    for m, i, v in values():
        if COLS[i][1] is None:
            out.append({"doc": DOC, "label_as_printed": m[0], "printed": f"{v} in the column '03.2023'",
                        "why": "the column gives a month, not a collection day: no date a careful person could enter"})
    return out


def spec():
    """What gen/xlsx.ts writes."""
    return {"title": f"Moje wyniki badań – {P['name']} (PESEL {P['pesel']}, ur. {P['birth']})",
            "subtitle": f"{P['street']}, {P['city']} · tel. {P['phone']} · {P['email']} · lekarz POZ: lek. Marta Olszewska",
            "cols": [c[0] for c in COLS], "markers": [list(m) for m in MARKERS]}
