# D9: a hospital ward's "Wyniki badań laboratoryjnych" for the grandmother's stay, printed landscape
# in a narrow font with abbreviated names ("Kreat.", "Mocz.", "K+"), the unit and range columns
# narrow, the dates as columns ("12.05.25 06:10", two-digit years), "*" after an abnormal value,
# empty cells, and the table broken over a page with its head repeated; the print date, admission
# and discharge dates in the header.
from common import *

NAME = "Szpital_Wojewodzki_Rzeszow_wyniki_lab_landscape.pdf"
COLS = [("12.05.25", "06:10", "2025-05-12"), ("13.05.25", "06:25", "2025-05-13"),
        ("14.05.25", "05:50", "2025-05-14"), ("16.05.25", "06:05", "2025-05-16")]

# (abbrev, code, unit, range, values per date; "" = not done; a trailing "*" marks abnormal)
TAB = [
    ("WBC", "WBC", "10^3/µl", "4,0-10,0", ["13,8*", "11,2*", "8,9", "7,4"]),
    ("HGB", "HGB", "g/dl", "12,0-16,0", ["11,4*", "10,9*", "", "11,2*"]),
    ("PLT", "PLT", "10^3/µl", "150-400", ["312", "298", "", "276"]),
    ("CRP", "CRP", "mg/l", "<5,0", ["86,4*", "61,0*", "32,7*", "9,8*"]),
    ("PCT", "PCT", "ng/ml", "<0,5", ["0,42", "", "", ""]),
    ("Kreat.", "CREA", "mg/dl", "0,5-0,9", ["1,42*", "1,31*", "1,18*", "1,09*"]),
    ("eGFR", "EGFR", "ml/min/1,73m2", ">60", ["35*", "38*", "45*", "50*"]),
    ("Mocz.", "UREA", "mg/dl", "17-43", ["68*", "59*", "", "41"]),
    ("Na+", "NA", "mmol/l", "136-145", ["133*", "135*", "137", "139"]),
    ("K+", "K", "mmol/l", "3,5-5,1", ["5,6*", "5,2*", "4,8", "4,5"]),
    ("Glu", "GLU", "mg/dl", "70-99", ["142*", "118*", "", "104*"]),
    ("INR", "INR", "", "0,8-1,2", ["2,9*", "", "2,4*", "2,6*"]),
    ("APTT", "APTT", "s", "26,0-36,0", ["41,2*", "", "", ""]),
    ("Alb.", "ALBUMIN", "g/dl", "3,5-5,2", ["3,1*", "", "", "3,3*"]),
]
BREAK_BEFORE = "Mocz."


def build():
    p = STA
    trs = []
    for ab, code, unit, rng, vals in TAB:
        cls = ' class="pb"' if ab == BREAK_BEFORE else ""
        tds = "".join(f"<td class=v>{v}</td>" if v else "<td class=v></td>" for v in vals)
        trs.append(f"<tr{cls}><td class=l>{ab}</td><td>{unit}</td><td>{rng}</td>{tds}</tr>")
        for (d, t, iso), v in zip(COLS, vals):
            if v:
                flag = "*" if v.endswith("*") else ""
                row(NAME, ab, code, iso, v.rstrip("*"), unit, rng, flag)
    heads = "".join(f"<th class=v>{d}<br>{t}</th>" for d, t, _ in COLS)
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4 landscape; margin: 10mm 12mm 12mm 12mm; }}
body {{ font-family: 'Liberation Sans Narrow', sans-serif; font-size: 8.4pt; }}
.hd {{ display:flex; justify-content:space-between; border-bottom: 1px solid #000; font-size: 8pt; }}
table {{ border-collapse: collapse; margin-top: 6px; }}
thead {{ display: table-header-group; }}
th, td {{ border: 1px solid #777; padding: 1px 3px; }}
th {{ background: #e6e6e6; font-weight: bold; font-size: 7.6pt; }}
td.v, th.v {{ width: 20mm; text-align: right; }}
td.l {{ width: 22mm; }}
tr.pb {{ break-before: page; }}
.ft {{ font-size: 7pt; margin-top: 6px; }}
</style></head><body>
<div class="hd"><div><b>SZPITAL WOJEWÓDZKI NR 2 IM. ŚW. JADWIGI KRÓLOWEJ W RZESZOWIE</b> · Zakład Diagnostyki Laboratoryjnej<br>
Oddział: Chorób Wewnętrznych II (OCW2) · Lekarz: lek. Tadeusz Gniewek-Bury, NPWZ 2087751</div>
<div style="text-align:right">WYNIKI BADAŃ LABORATORYJNYCH<br>Wydruk: 17.05.2025 13:48 · użytk. tgniewek</div></div>
<div style="margin-top:4px">Pacjent: <b>{p['last'].upper()} {p['first'].upper()}</b> · PESEL {p['pesel']} · ur. {p['born']} · {ADDR_STA} ·
Nr księgi głównej: 2025/11842 · Przyjęcie: 11.05.2025 22:40 · Wypis: 17.05.2025</div>
<table><thead><tr><th>Badanie</th><th>J.m.</th><th>Zakres</th>{heads}</tr></thead><tbody>
{''.join(trs)}
</tbody></table>
<div class="ft">* wynik poza zakresem referencyjnym. Kolumny: data i godzina pobrania materiału. Kreat. – kreatynina, Mocz. – mocznik,
Glu – glukoza, Alb. – albumina, PCT – prokalcytonina. INR: zakres dla osób nieleczonych antykoagulantami.</div>
<div class="ft">Wydruk z systemu LIS/HIS · nie jest dokumentem medycznym bez podpisu lekarza · str. 1–2</div>
</body></html>"""
    chromium_pdf(html, os.path.join(DOCS, NAME))
