"""LT private lab report (Lithuanian) for a man on warfarin: abnormal results shown only by a coloured cell
(no flag letter; a legend says red means outside the norm), INR with a therapeutic range stated in words,
DATL (APTT), D-dimers in mg/l FEU, ESR in mm/val, ISO dates with Ėminys paimtas vs Gauta vs Atsakymas,
a patient code (asmens kodas), an order barcode and 'Puslapis 1 iš 1'.
"""

from common import esc, ident, record, t, barcode

NAME = "LT_Vilnis_Kaunas_tyrimu_atsakymas_KA25-031107.pdf"
DATE = "2025-03-11"

ROWS = [
    "Hematologiniai tyrimai",
    ("Leukocitai (WBC)", "7,1", "×10⁹/l", "4,0 – 9,8", "", t("WBC", 7.1, 4.0, 9.8, unit="x10^9/l")),
    ("Eritrocitai (RBC)", "4,61", "×10¹²/l", "4,20 – 5,40", "", t("RBC", 4.61, 4.2, 5.4, unit="x10^12/l")),
    ("Hemoglobinas (HGB)", "141", "g/l", "130 – 170", "", t("HGB", 141, 130, 170)),
    ("Hematokritas (HCT)", "0,42", "l/l", "0,40 – 0,50", "", t("HCT", 0.42, 0.4, 0.5)),
    ("Trombocitai (PLT)", "198", "×10⁹/l", "140 – 400", "", t("PLT", 198, 140, 400, unit="x10^9/l")),
    ("Eritrocitų nusėdimo greitis (ENG)", "14", "mm/val", "&lt; 20", "", t("OB", 14, None, 20)),
    "Krešėjimo tyrimai",
    ("Protrombino laikas (PT)", "28,4", "s", "9,4 – 12,5", "hi", t("PT", 28.4, 9.4, 12.5, abn=True)),
    ("Tarptautinis normalizuotas santykis (INR)", "2,6", "", "2,0 – 3,0 (gydant varfarinu)", "",
     t("INR", 2.6, 2.0, 3.0)),
    ("Dalinis aktyvuotas tromboplastino laikas (DATL)", "38,2", "s", "25,4 – 36,9", "hi", t("APTT", 38.2, 25.4, 36.9, abn=True)),
    ("Fibrinogenas", "3,4", "g/l", "2,0 – 4,0", "", t("FIBRINOGEN", 3.4, 2.0, 4.0)),
    ("D-dimerai", "0,32", "mg/l FEU", "&lt; 0,50", "", t("D_DIMER", 0.32, None, 0.5)),
    "Biocheminiai tyrimai",
    ("Gliukozė", "6,3", "mmol/l", "4,2 – 6,1", "hi", t("GLU", 6.3, 4.2, 6.1, abn=True)),
    ("Kreatininas", "102", "µmol/l", "64 – 104", "", t("CREA", 102, 64, 104)),
    ("Natris", "138", "mmol/l", "135 – 145", "", t("NA", 138, 135, 145)),
    ("Kalis", "4,8", "mmol/l", "3,5 – 5,1", "", t("K", 4.8, 3.5, 5.1)),
    ("ALT", "31", "U/l", "&lt; 41", "", t("ALT", 31, None, 41)),
    ("Cholesterolis", "4,1", "mmol/l", "&lt; 5,2", "", t("CHOL", 4.1, None, 5.2)),
    ("DTL cholesterolis", "1,1", "mmol/l", "&gt; 1,0", "", t("HDL", 1.1, 1.0, None)),
    ("MTL cholesterolis", "2,2", "mmol/l", "&lt; 3,0", "", t("LDL", 2.2, None, 3.0)),
    ("Trigliceridai", "1,6", "mmol/l", "&lt; 1,7", "", t("TG", 1.6, None, 1.7)),
    ("NT-proBNP", "412", "ng/l", "&lt; 125", "hi", t("NT_PROBNP", 412, None, 125, abn=True)),
]


def build():
    ident(patient_name=["Algirdas Žemaitaitis", "ŽEMAITAITIS Algirdas", "Žemaitaitis Algirdas", "Žemaitaitis"],
          national_id=["35408170522"], birth_date=["1954-08-17"],
          address=["Savanorių pr. 233-18", "Savanorių pr. 233", "LT-50183 Kaunas"], phone=["+370 612 40 883", "8 612 40 883"],
          doctor=["gyd. Rasa Jankauskienė", "Rasa Jankauskienė", "Jankauskienė", "Dalia Petrulienė", "Petrulienė"],
          order_numbers=["KA25-031107", "031107"])
    trs = []
    for r in ROWS:
        if isinstance(r, str):
            trs.append(f'<tr class="sec"><td colspan="4">{r}</td></tr>')
            continue
        label, pv, unit, pr, flag, _ = r
        cls = ' class="v hi"' if flag else ' class="v"'
        trs.append(f'<tr><td>{label}</td><td{cls}>{pv}</td><td>{unit}</td><td>{pr}</td></tr>')
    n = record(NAME, DATE, [(r[0], r[1], r[2], r[3], "(red cell)" if r[4] else "", r[5]) if isinstance(r, tuple) else r for r in ROWS])
    html = f'''<!doctype html><html lang="lt"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm 14mm; }}
body {{ font-family: "DejaVu Sans", sans-serif; font-size: 8.6pt; }}
.top {{ display:flex; justify-content:space-between; border-bottom:2px solid #a4343a; padding-bottom:4px; }}
.top b {{ font-size:13pt; color:#a4343a; }}
.pi {{ width:100%; margin:8px 0; border-collapse:collapse; }} .pi td {{ padding:2px 4px; }}
table.r {{ width:100%; border-collapse:collapse; }}
table.r th {{ text-align:left; background:#eee; padding:3px; border-bottom:1px solid #999; }}
table.r td {{ padding:2.5px 4px; border-bottom:0.5px solid #ddd; }}
tr.sec td {{ font-weight:bold; padding-top:7px; border-bottom:1px solid #a4343a; }}
td.v {{ font-weight:bold; text-align:center; width:13%; }} td.hi {{ background:#f6c1c1; color:#8a0000; }}
.foot {{ font-size:7pt; color:#555; border-top:1px solid #999; margin-top:12px; padding-top:3px; display:flex; justify-content:space-between; }}
</style></head><body>
<div class="top"><div><b>UAB „Vilnis“ medicinos diagnostikos centras</b><br>Laboratorija · K. Donelaičio g. 58, LT-44244 Kaunas · tel. +370 37 208 114<br>
Akreditacijos pažymėjimas Nr. LA.01.176 (LST EN ISO 15189)</div>
<div style="text-align:right">{barcode("KA25031107", 30)}<div style="font-size:8pt">Užsakymo Nr. KA25-031107</div></div></div>
<h3 style="margin:6px 0 0">Laboratorinių tyrimų atsakymas</h3>
<table class="pi"><tr><td>Pacientas: <b>ŽEMAITAITIS Algirdas</b></td><td>Asmens kodas: 35408170522</td><td>Gimimo data: 1954-08-17</td></tr>
<tr><td>Adresas: Savanorių pr. 233-18, LT-50183 Kaunas</td><td>Tel.: +370 612 40 883</td><td>Lytis: vyras</td></tr>
<tr><td>Siuntęs gydytojas: gyd. Rasa Jankauskienė</td><td>Ėminys paimtas: <b>2025-03-11 08:05</b></td><td>Gauta: 2025-03-11 10:40</td></tr>
<tr><td>Ėminys: veninis kraujas (citratas, EDTA, serumas)</td><td>Atsakymas: 2025-03-12 14:22</td><td>Skyrius: ambulatorinis</td></tr></table>
<table class="r"><tr><th>Tyrimas</th><th style="text-align:center">Rezultatas</th><th>Matavimo vnt.</th><th>Norma</th></tr>
{"".join(trs)}</table>
<p style="font-size:8pt">Raudonu fonu pažymėti rezultatai yra už normos ribų. INR gydomasis intervalas vartojant varfariną 2,0 – 3,0.<br>
NT-proBNP &lt; 125 ng/l – širdies nepakankamumas mažai tikėtinas (iki 75 m.).</p>
<p style="font-size:8pt">Atsakymą patvirtino: laboratorinės medicinos gydytoja Dalia Petrulienė, 2025-03-12 14:20</p>
<div class="foot"><span>ŽEMAITAITIS Algirdas · 35408170522 · KA25-031107</span><span>Puslapis 1 iš 1</span></div>
</body></html>'''
    return NAME, html, n
