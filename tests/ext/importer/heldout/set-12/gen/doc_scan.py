"""A two-page Polish report, printed, then scanned (150 dpi, tilted, grey paper, noise, JPEG):
morfologia with percentages and absolute counts, ESR, biochemistry and a urinalysis on page 2."""
from people import PATIENT as P
from rows import row

DOC = "skan_wyniki_styczen_2025.pdf"
DATE = "2025-01-20"

# label, code, value, unit, range printed, lo, hi, flag
P1 = [
    ("WBC", "WBC", "6,84", "10^3/µl", "4,00 - 10,00", "4,00", "10,00", ""),
    ("RBC", "RBC", "4,21", "10^6/µl", "3,80 - 5,20", "3,80", "5,20", ""),
    ("HGB", "HGB", "11,8", "g/dl", "12,0 - 16,0", "12,0", "16,0", "↓"),
    ("HCT", "HCT", "36,2", "%", "37,0 - 47,0", "37,0", "47,0", "↓"),
    ("MCV", "MCV", "86,0", "fl", "80,0 - 99,0", "80,0", "99,0", ""),
    ("MCH", "MCH", "28,0", "pg", "27,0 - 31,0", "27,0", "31,0", ""),
    ("MCHC", "MCHC", "32,6", "g/dl", "32,0 - 36,0", "32,0", "36,0", ""),
    ("RDW-CV", "RDW", "14,9", "%", "11,5 - 14,5", "11,5", "14,5", "↑"),
    ("PLT", "PLT", "287", "10^3/µl", "150 - 400", "150", "400", ""),
    ("MPV", "MPV", "10,4", "fl", "9,0 - 12,6", "9,0", "12,6", ""),
    ("NEU%", "NEUT_PCT", "58,2", "%", "40,0 - 70,0", "40,0", "70,0", ""),
    ("LYM%", "LYMPH_PCT", "30,1", "%", "20,0 - 45,0", "20,0", "45,0", ""),
    ("MONO%", "MONO_PCT", "7,6", "%", "2,0 - 10,0", "2,0", "10,0", ""),
    ("EOS%", "EOS_PCT", "3,5", "%", "1,0 - 5,0", "1,0", "5,0", ""),
    ("BASO%", "BASO_PCT", "0,6", "%", "0,0 - 1,0", "0,0", "1,0", ""),
    ("NEU#", "NEUT", "3,98", "10^3/µl", "1,80 - 7,70", "1,80", "7,70", ""),
    ("LYM#", "LYMPH", "2,06", "10^3/µl", "1,00 - 4,50", "1,00", "4,50", ""),
    ("MONO#", "MONO", "0,52", "10^3/µl", "0,20 - 1,00", "0,20", "1,00", ""),
    ("EOS#", "EOS", "0,24", "10^3/µl", "0,00 - 0,50", "0,00", "0,50", ""),
    ("BASO#", "BASO", "0,04", "10^3/µl", "0,00 - 0,10", "0,00", "0,10", ""),
]
OB = ("OB (odczyn Biernackiego) po 1 godz.", "OB", "18", "mm/h", "< 20", None, "20", "")
P2 = [
    ("Glukoza", "GLU", "92", "mg/dl", "70 - 99", "70", "99", ""),
    ("Kreatynina", "CREA", "0,69", "mg/dl", "0,50 - 0,90", "0,50", "0,90", ""),
    ("ALT", "ALT", "18", "U/l", "0 - 33", "0", "33", ""),
    ("Żelazo", "FE", "52", "µg/dl", "50 - 170", "50", "170", ""),
    ("Ferrytyna", "FERR", "19,7", "ng/ml", "13,0 - 150,0", "13,0", "150,0", ""),
    ("TSH", "TSH", "3,12", "µIU/ml", "0,35 - 4,94", "0,35", "4,94", ""),
    ("Przeciwciała anty-TPO", "ANTY_TPO", "356", "IU/ml", "< 5,61", None, "5,61", "↑"),
]
URINE_NUM = [
    ("pH", "URINE_PH", "6,0", "", "4,5 - 8,0", "4,5", "8,0", ""),
    ("Ciężar właściwy", "URINE_SG", "1,018", "g/ml", "1,015 - 1,025", "1,015", "1,025", ""),
]
URINE_TXT = [
    ("Barwa", "U_COLOR", "słomkowa", "słomkowa"),
    ("Przejrzystość", "U_CLARITY", "przejrzysty", "przejrzysty"),
    ("Białko", "URINE_PROTEIN", "nie wykryto", "nie wykryto"),
    ("Glukoza", "URINE_GLUCOSE", "nie wykryto", "nie wykryto"),
]


def rows():
    out = []
    for lab, code, v, u, rng, lo, hi, fl in P1 + [OB] + P2:
        out.append(row(DOC, DATE, lab, code, v, u, rng, lo, hi, fl != "", printed=[lab, v, fl, u, rng]))
    for lab, code, v, u, rng, lo, hi, fl in URINE_NUM:
        out.append(row(DOC, DATE, lab, code, v, u or None, rng, lo, hi, False, panel="urine",
                       printed=[lab, v, u, rng]))
    for lab, code, v, ref in URINE_TXT:
        out.append(row(DOC, DATE, lab, code, v, None, ref, None, None, False, ref_text=ref, panel="urine",
                       printed=[lab, v, "", ref]))
    return out


def tr(lab, v, fl, u, rng):
    return f"<tr><td>{lab}</td><td class=v>{v}</td><td class=f>{fl}</td><td>{u}</td><td>{rng}</td></tr>"


HEAD = f"""<div class=lh><div><b style="font-size:15pt">LABORATORIUM ANALIZ MEDYCZNYCH „KORMED”</b><br>
NZOZ Kormed s.c. · ul. Dąbrowskiego 161, 60-594 Poznań · tel. 61 847 02 19<br>Laboratorium wpisane do ewidencji KIDL pod nr 2207</div></div>"""


def ident(page):
    return f"""<table class=id><tr><td>Nazwisko i imię: <b>{P['last']} {P['first']}</b></td><td>PESEL: {P['pesel']}</td><td>Nr próbki: KB-25-77120</td></tr>
<tr><td>Data ur.: {P['birth']} &nbsp; Płeć: K</td><td>Nr zlecenia: 0120/25/3318</td><td>Strona {page} z 2</td></tr>
{'' if page == 2 else f"<tr><td colspan=2>Adres: {P['street']}, {P['city']}</td><td>Tel.: {P['phone']}</td></tr>"}
<tr><td>Pobrano: 20.01.2025 godz. 07:50</td><td>Przyjęto: 20.01.2025 08:25</td><td>Wydano: 20.01.2025 15:10</td></tr>
{'' if page == 2 else "<tr><td colspan=3>Lekarz zlecający: lek. Marta Olszewska, NZOZ Przychodnia „Winogrady”</td></tr>"}</table>"""


def html():
    p1 = "".join(tr(*(r[0], r[2], r[7], r[3], r[4])) for r in P1[:10])
    p1b = "".join(tr(*(r[0], r[2], r[7], r[3], r[4])) for r in P1[10:])
    p2 = "".join(tr(*(r[0], r[2], r[7], r[3], r[4].replace("<", "&lt;"))) for r in P2)
    un = "".join(tr(r[0], r[2], "", r[3], r[4]) for r in URINE_NUM)
    ut = "".join(tr(r[0], r[2], "", "", r[3]) for r in URINE_TXT)
    ob = tr(OB[0], OB[2], "", OB[3], "&lt; 20")
    th = "<tr><th>Badanie</th><th>Wynik</th><th></th><th>Jedn.</th><th>Zakres ref.</th></tr>"
    return f"""<!doctype html><html lang=pl><meta charset=utf-8><style>
@page {{ size: A4; margin: 15mm 16mm 16mm 16mm }}
body {{ font-family: 'DejaVu Serif', serif; font-size: 10pt }}
.lh {{ border-bottom: 1.5px solid #000; padding-bottom: 4px; margin-bottom: 6px; font-size: 8.5pt }}
table.id {{ width:100%; font-size:9pt; margin-bottom:8px }} table.id td {{ padding:1px 2px }}
h2 {{ font-size: 11pt; margin: 10px 0 3px; text-decoration: underline }}
table.r {{ width:100%; border-collapse: collapse }} table.r th {{ text-align:left; border-bottom:1px solid #000; font-size:9pt }}
table.r td {{ padding: 1.5px 3px }} td.v {{ text-align:right; padding-right:10px; width:14% }} td.f {{ width:4%; font-weight:bold }}
.pb {{ page-break-before: always }} .ft {{ font-size:8pt; margin-top:14px; border-top:1px solid #000; padding-top:3px }}
</style><body>
{HEAD}{ident(1)}
<h2>MORFOLOGIA KRWI (5-DIFF)</h2><div style="font-size:8pt">Materiał: krew żylna (K2EDTA) · analizator Mindray BC-6200</div>
<table class=r>{th}{p1}{p1b}</table>
<h2>OB</h2><table class=r>{th}{ob}</table>
<p style="font-size:8.5pt">↑ ↓ – wynik powyżej / poniżej zakresu referencyjnego. Zakresy dla kobiet 18–65 lat.</p>
<div class=ft>Wykonała: mgr Justyna Kolasińska · Autoryzował: mgr Grzegorz Pietrzak, specjalista laboratoryjnej diagnostyki medycznej · c.d. na następnej stronie</div>
<div class=pb></div>
{HEAD}{ident(2)}
<h2>BIOCHEMIA I HORMONY (surowica)</h2><table class=r>{th}{p2}</table>
<h2>BADANIE OGÓLNE MOCZU</h2><div style="font-size:8pt">Materiał: mocz (porcja poranna, środkowy strumień)</div>
<table class=r>{th}{ut[:ut.find('<tr><td>Białko')]}{un}{ut[ut.find('<tr><td>Białko'):]}</table>
<p style="font-size:8.5pt">Osad moczu nie był zlecony. Anty-TPO: metoda CMIA (Abbott Alinity), wartość odcięcia 5,61 IU/ml.</p>
<div class=ft>Wykonała: mgr Justyna Kolasińska · Autoryzował: mgr Grzegorz Pietrzak · 20.01.2025 15:10 · Koniec wydruku</div>
</body></html>"""
