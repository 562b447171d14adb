"""A health app's export: semicolon-separated, decimal commas, one measurement per line with date and
time, a user line at the top; glucometer readings, vital signs (not lab results) and lab values the
user typed in by hand."""
from people import PATIENT as P
from rows import row

DOC = "MojeZdrowie_eksport_2025-10-31.csv"

# date, time, type, value, unit, source, note; code None = not a lab result (excluded)
LINES = [
    ("2025-09-02", "07:05", "Glukoza", "97", "mg/dL", "Glukometr", "na czczo", "GLU"),
    ("2025-09-02", "09:10", "Ciśnienie tętnicze", "128/82", "mmHg", "Ciśnieniomierz", "", None),
    ("2025-09-02", "09:10", "Tętno", "72", "ud./min", "Ciśnieniomierz", "", None),
    ("2025-09-09", "07:12", "Glukoza", "103", "mg/dL", "Glukometr", "na czczo", "GLU"),
    ("2025-09-09", "08:00", "Masa ciała", "71,4", "kg", "Waga", "", None),
    ("2025-09-16", "13:40", "Glukoza", "142", "mg/dL", "Glukometr", "2 h po obiedzie", "GLU"),
    ("2025-09-23", "07:01", "Glukoza", "94", "mg/dL", "Glukometr", "na czczo", "GLU"),
    ("2025-09-30", "07:20", "Glukoza", "99", "mg/dL", "Glukometr", "", "GLU"),
    ("2025-10-02", "08:15", "TSH", "2,31", "µIU/ml", "Wpis ręczny", "wynik z laboratorium (LABMED)", "TSH"),
    ("2025-10-02", "08:15", "Ferrytyna", "42,6", "ng/ml", "Wpis ręczny", "wynik z laboratorium (LABMED)", "FERR"),
    ("2025-10-02", "08:15", "Hemoglobina", "13,1", "g/dl", "Wpis ręczny", "wynik z laboratorium (LABMED)", "HGB"),
    ("2025-10-07", "07:08", "Glukoza", "5,4", "mmol/L", "Glukometr", "nowy glukometr", "GLU"),
    ("2025-10-14", "07:15", "Glukoza", "5,1", "mmol/L", "Glukometr", "na czczo", "GLU"),
    ("2025-10-21", "22:40", "Temperatura ciała", "37,8", "°C", "Termometr", "przeziębienie", None),
    ("2025-10-28", "07:03", "Saturacja (SpO2)", "97", "%", "Pulsoksymetr", "", None),
    ("2025-10-28", "07:10", "Glukoza", "5,6", "mmol/L", "Glukometr", "na czczo", "GLU"),
    ("2025-10-28", "09:30", "HbA1c", "5,6", "%", "Wpis ręczny", "test w aptece", "HBA1C"),
]

HEADER = "Data;Godzina;Typ pomiaru;Wartość;Jednostka;Źródło;Notatka"


def rows():
    out = []
    for d, t, typ, v, u, src, note, code in LINES:
        if code:
            out.append(row(DOC, d, typ, code, v, u, None, None, None, None,
                           printed=[d, t, typ, v, u, src, note]))
    return out


def excluded():
    return [{"doc": DOC, "label_as_printed": typ, "printed": f"{d};{t};{typ};{v};{u}",
             "why": "a vital sign or body measurement, not a laboratory result"}
            for d, t, typ, v, u, src, note, code in LINES if not code]


def text():
    out = [f"# MojeZdrowie – eksport danych;użytkownik: {P['name']};{P['email']};ur. {P['birth']}",
           "# wygenerowano: 31.10.2025 21:14;wersja aplikacji 4.12.1", HEADER]
    for d, t, typ, v, u, src, note, code in LINES:
        y, m, dd = d.split("-")
        out.append(";".join([f"{dd}.{m}.{y}", t, typ, v, u, src, note]))
    return "\r\n".join(out) + "\r\n"
