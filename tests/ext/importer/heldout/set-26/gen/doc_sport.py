# D4: a sports-medicine clinic's results sheet for the teenage son (a footballer): blood results in
# boxes four to a line (name, value with unit, "norma" under it), the urinalysis as a transposed
# table (test names across the head row, the result row and a norm row under it), the qualification
# date and "valid until" beside the collection date, and a doctor's stamp.
from common import *

NAME = "WPSL_Rzeszow_badania_sportowe_Jakub.pdf"
DATE = "2025-08-22"

BOXES = [
    ("Leukocyty", "WBC", "7,2", "tys/µl", "4,5 - 13,0", ""),
    ("Erytrocyty", "RBC", "5,12", "mln/µl", "4,50 - 5,30", ""),
    ("Hemoglobina", "HGB", "14,8", "g/dl", "13,0 - 16,0", ""),
    ("Hematokryt", "HCT", "43,5", "%", "37,0 - 49,0", ""),
    ("Płytki krwi", "PLT", "251", "tys/µl", "150 - 450", ""),
    ("OB po 1 godz.", "OB", "4", "mm/h", "2 - 10", ""),
    ("Glukoza", "GLU", "88", "mg/dl", "60 - 99", ""),
    ("Kinaza kreatynowa (CK)", "CK", "412", "U/l", "< 308", "↑"),
]
# urine: (head, code, value, unit, norm as printed)
URINE = [
    ("Barwa", "U_COLOR", "słomkowa", "", "słomkowa"),
    ("Przejrzystość", "U_CLARITY", "przejrzysty", "", "przejrzysty"),
    ("Ciężar właściwy", "URINE_SG", "1,024", "", "1,015 - 1,030"),
    ("pH", "URINE_PH", "6,0", "", "5,0 - 7,0"),
    ("Białko", "URINE_PROTEIN", "nie wykryto", "", "nie wykryto"),
    ("Glukoza", "URINE_GLUCOSE", "nie wykryto", "", "nie wykryto"),
    ("Ciała ketonowe", "U_KET", "nie wykryto", "", "nie wykryto"),
    ("Leukocyty (osad)", "U_SED_LEU", "1-2", "wpw", "0 - 5"),
    ("Erytrocyty (osad)", "U_SED_ERY", "0-1", "wpw", "0 - 2"),
]


def build():
    p = JAK
    boxes = []
    for label, code, val, unit, rng, flag in BOXES:
        boxes.append(f'<div class="box"><div class="n">{label}</div><div class="v">{val} <small>{unit}</small> <span class="f">{flag}</span></div><div class="r">norma: {rng}</div></div>')
        row(NAME, label, code, DATE, val, unit, rng, flag)
    head = "".join(f"<th>{h}</th>" for h, *_ in URINE)
    vals = "".join(f"<td><b>{v}</b>{(' ' + u) if u else ''}</td>" for _, _, v, u, _ in URINE)
    norms = "".join(f"<td>{n}</td>" for *_, n in URINE)
    for h, code, v, u, n in URINE:
        numeric = code in ("URINE_SG", "URINE_PH", "U_SED_LEU", "U_SED_ERY")
        if numeric and code in ("U_SED_LEU", "U_SED_ERY"):
            lo, hi = (0.0, 5.0) if code == "U_SED_LEU" else (0.0, 2.0)
            row(NAME, h, code, DATE, v, u, n, panel="urine", lo=lo, hi=hi)
        elif numeric:
            row(NAME, h, code, DATE, v, u, n, panel="urine")
        else:
            row(NAME, h, code, DATE, v, u, n, panel="urine", lo=None, hi=None)
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm; }}
body {{ font-family: 'Liberation Sans', sans-serif; font-size: 9pt; }}
.hd {{ display:flex; justify-content:space-between; border-bottom: 3px double #2a5d2a; padding-bottom:4px; }}
.hd b {{ font-size: 12pt; color:#2a5d2a; }}
.id {{ display:grid; grid-template-columns: 1fr 1fr 1fr; gap: 2px 10px; margin: 8px 0; font-size: 8.5pt; }}
h2 {{ font-size: 10.5pt; background:#2a5d2a; color:#fff; padding: 3px 6px; margin: 10px 0 4px; }}
.grid {{ display:grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }}
.box {{ border: 1px solid #8aa88a; padding: 4px 6px; min-height: 46px; }}
.box .n {{ font-size: 7.8pt; color:#444; }}
.box .v {{ font-size: 12pt; font-weight: bold; margin: 2px 0; }}
.box .v small {{ font-size: 8pt; font-weight: normal; }}
.box .f {{ color:#c00; }}
.box .r {{ font-size: 7.4pt; color:#555; }}
table {{ border-collapse: collapse; width: 100%; font-size: 7.8pt; }}
th, td {{ border: 1px solid #8aa88a; padding: 3px 2px; text-align: center; }}
th {{ background: #eaf2ea; font-weight: normal; }}
td.l {{ text-align: left; font-weight: bold; background:#eaf2ea; }}
.stamp {{ margin-top: 26px; display:flex; justify-content: space-between; font-size: 8pt; }}
.stamp div {{ border: 1px dashed #999; padding: 6px 10px; width: 45%; }}
</style></head><body>
<div class="hd"><div><b>WOJEWÓDZKA PRZYCHODNIA SPORTOWO-LEKARSKA</b><br>ul. Jagiellońska 29, 35-025 Rzeszów · tel. 17 853 60 01</div>
<div style="text-align:right;font-size:8pt">Karta badań dodatkowych<br>do orzeczenia lekarsko-sportowego<br>Nr karty: PSL/1422/2025</div></div>
<div class="id">
<div>Nazwisko i imię: <b>{p['last']} {p['first']}</b></div><div>PESEL: {p['pesel']}</div><div>Data ur.: {p['born']} (15 lat)</div>
<div>Dyscyplina: piłka nożna</div><div>Klub: UKS Orlik Słocina</div><div>Adres: {ADDR}</div>
<div>Data pobrania krwi i moczu: <b>22.08.2025</b></div><div>Data orzeczenia: 25.08.2025</div><div>Orzeczenie ważne do: 25.02.2026</div>
</div>
<h2>Badania krwi</h2>
<div class="grid">{''.join(boxes)}</div>
<p style="font-size:7.6pt;color:#555">Normy dla wieku 13–17 lat. ↑ – wynik powyżej normy. Podwyższona aktywność CK po wysiłku fizycznym – zalecana kontrola po 72 h odpoczynku od treningu.</p>
<h2>Badanie ogólne moczu</h2>
<table><tr><th></th>{head}</tr><tr><td class="l">Wynik</td>{vals}</tr><tr><td class="l">Norma</td>{norms}</tr></table>
<p style="font-size:7.6pt">EKG spoczynkowe: rytm zatokowy miarowy 62/min, bez zmian. Spirometria: nie wykonano.</p>
<div class="stamp"><div>Badania wykonało: Laboratorium WPSL<br>mgr Adrian Wołosiewicz</div>
<div>Lekarz orzecznik: lek. Wiesław Porębiak<br>specjalista medycyny sportowej, NPWZ 4410582<br>Zdolny do uprawiania dyscypliny: TAK</div></div>
</body></html>"""
    chromium_pdf(html, os.path.join(DOCS, NAME))
