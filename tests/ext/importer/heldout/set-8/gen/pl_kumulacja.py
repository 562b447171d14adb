"""D8: Polish primary-care clinic's cumulative print ('Zestawienie wyników badań') in landscape: seven collection
dates as columns, oldest first, each with its order number under it; many empty cells; a flag letter after the
value; ranges and units in their own columns; the header repeated on the second page."""
from common import PESEL, esc, row

DOC = "POZ_Zdrowie_zestawienie_wynikow_2024-2026.pdf"
DATES = [("13.02.2024", "2024-02-13", "Z-0412"), ("04.06.2024", "2024-06-04", "Z-1187"),
         ("17.09.2024", "2024-09-17", "Z-2290"), ("28.01.2025", "2025-01-28", "Z-0331"),
         ("10.06.2025", "2025-06-10", "Z-1642"), ("21.10.2025", "2025-10-21", "Z-2877"),
         ("03.03.2026", "2026-03-03", "Z-0518")]

# label, unit, range, code, 7 cells
ROWS = [
    ("Hemoglobina", "g/dl", "12,0 - 16,0", "HGB", ["12,9", "", "12,4", "12,1", "", "11,6 L", "11,2 L"]),
    ("Leukocyty", "tys/µl", "4,0 - 10,0", "WBC", ["6,2", "", "5,9", "7,1", "", "6,0", "5,5"]),
    ("Płytki krwi", "tys/µl", "150 - 400", "PLT", ["254", "", "240", "262", "", "295", "301"]),
    ("MCV", "fl", "80 - 97", "MCV", ["89", "", "88", "88", "", "86", "85"]),
    ("Ferrytyna", "ng/ml", "13 - 150", "FERR", ["", "", "", "31", "", "15", "10 L"]),
    ("Glukoza", "mg/dl", "70 - 99", "GLU", ["92", "95", "", "98", "101 H", "", "99"]),
    ("HbA1c", "%", "4,8 - 5,9", "HBA1C", ["", "5,4", "", "", "5,6", "", "5,7"]),
    ("Cholesterol całkowity", "mg/dl", "< 190", "CHOL", ["241 H", "", "", "232 H", "", "", "219 H"]),
    ("Cholesterol LDL", "mg/dl", "< 115", "LDL", ["158 H", "", "", "149 H", "", "", "131 H"]),
    ("Cholesterol HDL", "mg/dl", "> 45", "HDL", ["56", "", "", "59", "", "", "60"]),
    ("Triglicerydy", "mg/dl", "< 150", "TG", ["137", "", "", "121", "", "", "142"]),
    ("Kreatynina", "mg/dl", "0,50 - 0,90", "CREA", ["0,77", "", "0,80", "", "0,78", "", "0,81"]),
    ("eGFR", "ml/min/1,73m²", "> 60", "EGFR", ["> 90", "", "89", "", "> 90", "", "87"]),
    ("ALT", "U/l", "< 35", "ALT", ["17", "", "", "21", "", "", "19"]),
    ("TSH", "µIU/ml", "0,27 - 4,20", "TSH", ["2,35", "", "2,88", "", "3,41", "", "3,02"]),
    ("Witamina D (25-OH)", "ng/ml", "30 - 50", "VIT_D", ["", "", "34,2", "", "", "22,1 L", ""]),
    ("Witamina B12", "pg/ml", "197 - 771", "B12", ["", "", "", "", "", "288", ""]),
    ("CRP", "mg/l", "< 5,0", "CRP", ["", "", "12,4 H", "", "", "", "< 0,6"]),
    ("Potas", "mmol/l", "3,5 - 5,1", "K", ["4,2", "", "4,4", "", "4,1", "", "4,6"]),
    ("Sód", "mmol/l", "136 - 145", "NA", ["140", "", "139", "", "141", "", "138"]),
]


def build():
    trs = []
    for label, unit, rng, code, cells in ROWS:
        tds = []
        for (d, iso, nr), cell in zip(DATES, cells):
            if not cell:
                tds.append("<td></td>")
                continue
            val, flag = (cell[:-2], cell[-1]) if cell.endswith((" H", " L")) else (cell, "")
            row(DOC, iso, label, val, unit, rng, code, flag != "",
                printed={"label": label, "unit": unit, "range": rng, "column": f"{d} ({nr})", "cell": cell})
            tds.append(f"<td class='v'>{esc(cell)}</td>")
        trs.append(f"<tr><td>{esc(label)}</td><td>{esc(unit)}</td><td>{esc(rng)}</td>{''.join(tds)}</tr>")
    head1 = "".join(f"<th>{d}</th>" for d, _, _ in DATES)
    head2 = "".join(f"<th class='nr'>{nr}</th>" for _, _, nr in DATES)
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4 landscape; margin: 12mm 12mm 20mm 12mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; }}
table.k {{ width: 100%; border-collapse: collapse; }}
table.k th {{ background: #dfe9f5; font-size: 9pt; padding: 3px; border: 1px solid #9ab; }}
th.nr {{ font-weight: normal; font-size: 7.5pt; color: #345; }}
table.k td {{ border: 1px solid #cdd; padding: 6px 4px; }}
td.v {{ text-align: center; }}
tr {{ break-inside: avoid; }}
.foot {{ position: fixed; bottom: -12mm; left: 0; right: 0; font-size: 7.5pt; border-top: 1px solid #9ab; }}
</style></head><body>
<div class="foot">Wilczyńska Marta &nbsp; PESEL {PESEL} &nbsp; ur. 14.06.1979 &nbsp; | &nbsp; NZOZ Przychodnia „Zdrowie”, ul. Kalwaryjska 69, 30-504 Kraków &nbsp; | &nbsp;
wydrukowano 05.03.2026 przez: rej. Anna Mroczek</div>
<div style="display:flex;justify-content:space-between"><div><b style="font-size:13pt">NZOZ Przychodnia „Zdrowie”</b><br>ul. Kalwaryjska 69, 30-504 Kraków<br>Poradnia Lekarza POZ</div>
<div style="text-align:right"><b style="font-size:12pt">ZESTAWIENIE WYNIKÓW BADAŃ</b><br>okres: 01.01.2024 – 05.03.2026<br>
Pacjent: <b>Wilczyńska Marta</b>, PESEL {PESEL}<br>Lekarz prowadzący: lek. Agnieszka Hałas-Kędzior</div></div>
<p style="font-size:8pt">Daty w nagłówkach kolumn: data pobrania materiału; pod datą numer zlecenia.</p>
<table class="k"><thead><tr><th rowspan="2">Badanie</th><th rowspan="2">Jedn.</th><th rowspan="2">Norma</th>{head1}</tr><tr>{head2}</tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<p style="font-size:8pt">H – wynik powyżej normy, L – poniżej normy. Puste pole: badania nie zlecono.</p>
</body></html>"""
