"""HU private lab report (Hungarian): serum chemistry and a urinalysis with a test-strip part and a
sediment counted per field of view (/LF, látótér), qualitative words (negatív, pozitív, kevés, sok),
Hungarian dates (2025.07.22.), the TAJ number, Mintavétel vs Beérkezés vs Leletezés, flags as coloured
words (MAGAS / ALACSONY), page 1/1.
"""

from common import esc, ident, record, t

NAME = "HU_Medikon_Gyor_lelet_GY-2507-11846.pdf"
DATE = "2025-07-22"

U = "urine"
ROWS = [
    "Klinikai kémia – szérum",
    ("Nátrium", "140", "mmol/l", "136 – 145", "", t("NA", 140, 136, 145)),
    ("Kálium", "4,1", "mmol/l", "3,5 – 5,1", "", t("K", 4.1, 3.5, 5.1)),
    ("Karbamid", "4,9", "mmol/l", "2,8 – 7,2", "", t("UREA", 4.9, 2.8, 7.2)),
    ("Kreatinin", "64", "µmol/l", "49 – 90", "", t("CREA", 64, 49, 90)),
    ("eGFR (CKD-EPI)", "&gt;90", "ml/min/1,73m²", "&gt;90", "", t("EGFR", 90, 90, None, comp=">")),
    ("Húgysav", "388", "µmol/l", "143 – 339", "MAGAS", t("URIC_ACID", 388, 143, 339, abn=True)),
    ("C-reaktív protein (CRP)", "12,4", "mg/l", "0 – 5", "MAGAS", t("CRP", 12.4, 0, 5, abn=True)),
    "Vizelet – tesztcsík",
    ("Szín", "szalmasárga", "", "szalmasárga", "", t("U_COLOR", "szalmasárga", panel=U)),
    ("Tisztaság", "enyhén zavaros", "", "tiszta", "", t("U_CLARITY", "enyhén zavaros", panel=U)),
    ("pH", "6,0", "", "5,0 – 8,0", "", t("URINE_PH", 6.0, 5, 8, panel=U)),
    ("Fajsúly", "1,021", "", "1,015 – 1,025", "", t("URINE_SG", 1.021, 1.015, 1.025, panel=U)),
    ("Fehérje", "negatív", "", "negatív", "", t("URINE_PROTEIN", "negatív", panel=U)),
    ("Glükóz", "negatív", "", "negatív", "", t("URINE_GLUCOSE", "negatív", panel=U)),
    ("Keton", "negatív", "", "negatív", "", t("U_KET", "negatív", panel=U)),
    ("Nitrit", "pozitív", "", "negatív", "MAGAS", t("U_NIT", "pozitív", abn=True, panel=U)),
    ("Leukocita-észteráz", "2+", "", "negatív", "MAGAS", t("U_LEU", "2+", abn=True, panel=U)),
    "Vizelet – üledék (mikroszkópos)",
    ("Fehérvérsejt", "18", "/LF", "0 – 5", "MAGAS", t("U_SED_LEU", 18, 0, 5, abn=True, panel=U)),
    ("Vörösvérsejt", "2", "/LF", "0 – 3", "", t("U_SED_ERY", 2, 0, 3, panel=U)),
    ("Laphámsejt", "kevés", "", "", "", t("U_EPI", "kevés", panel=U)),
    ("Baktérium", "sok", "", "nincs", "MAGAS", t("U_BACT", "sok", abn=True, panel=U)),
]


def build():
    ident(patient_name=["Bártfai Zsófia", "BÁRTFAI ZSÓFIA", "Zsófia Bártfai", "Bártfai"],
          national_id=["038 512 447", "038512447"], birth_date=["1987.02.19.", "1987-02-19", "1987.02.19"],
          address=["Kossuth Lajos u. 41", "Kossuth Lajos u. 41.", "9024 Győr"], phone=["+36 30 418 2276", "30 418 2276"],
          doctor=["Dr. Vörös Ábel", "Vörös Ábel", "Dr. Farkasházi Emese", "Farkasházi Emese", "Farkasházi"],
          order_numbers=["GY-2507-11846", "11846"])
    trs = []
    for r in ROWS:
        if isinstance(r, str):
            trs.append(f'<tr class="sec"><td colspan="5">{r}</td></tr>')
            continue
        label, pv, unit, pr, flag, _ = r
        trs.append(f'<tr><td>{label}</td><td class="v">{pv}</td><td>{unit}</td><td>{pr}</td>'
                   f'<td class="fl">{flag}</td></tr>')
    n = record(NAME, DATE, ROWS)
    html = f'''<!doctype html><html lang="hu"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 13mm; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9pt; }}
.lh {{ border-bottom:3px double #2f4f9e; padding-bottom:4px; display:flex; justify-content:space-between; }}
.lh b {{ font-size:14pt; color:#2f4f9e; }}
.pat {{ width:100%; border-collapse:collapse; margin:8px 0; }} .pat td {{ padding:2px 4px; border:1px solid #ccc; font-size:8.5pt; }}
table.r {{ width:100%; border-collapse:collapse; }}
table.r th {{ text-align:left; border-bottom:1.5px solid #2f4f9e; padding:3px; }}
table.r td {{ padding:2.5px 3px; border-bottom:0.5px solid #ddd; }}
tr.sec td {{ font-weight:bold; color:#2f4f9e; padding-top:7px; }}
td.v {{ font-weight:bold; }} td.fl {{ color:#c62828; font-weight:bold; font-size:8pt; }}
.foot {{ font-size:7pt; color:#555; border-top:1px solid #999; margin-top:12px; padding-top:3px; display:flex; justify-content:space-between; }}
</style></head><body>
<div class="lh"><div><b>Medikon Labordiagnosztika Kft.</b><br>9021 Győr, Aradi vértanúk útja 16. · Tel.: +36 96 510 284<br>
NAH-1-1693/2021 akkreditált orvosi laboratórium · ÁNTSZ működési engedély: 06/2019</div>
<div style="text-align:right;font-size:8pt">Laborszám: <b>GY-2507-11846</b><br>Mintaazonosító: 11846</div></div>
<h3 style="margin:6px 0 0">Laboratóriumi lelet</h3>
<table class="pat"><tr><td>Név: <b>BÁRTFAI ZSÓFIA</b></td><td>TAJ szám: 038 512 447</td><td>Születési idő: 1987.02.19.</td></tr>
<tr><td>Lakcím: 9024 Győr, Kossuth Lajos u. 41.</td><td>Telefon: +36 30 418 2276</td><td>Nem: nő</td></tr>
<tr><td>Beküldő orvos: Dr. Vörös Ábel (háziorvos)</td><td>Mintavétel: <b>2025.07.22. 07:50</b></td><td>Beérkezés: 2025.07.22. 09:30</td></tr>
<tr><td>Minta: szérum, első reggeli vizelet</td><td>Leletezés: 2025.07.23. 11:12</td><td>Nyomtatva: 2025.07.23. 11:15</td></tr></table>
<table class="r"><tr><th>Vizsgálat</th><th>Eredmény</th><th>Mértékegység</th><th>Referencia-tartomány</th><th>Jelzés</th></tr>
{"".join(trs)}</table>
<p style="font-size:8pt">/LF = látóterenként (nagy nagyítás, 400×). MAGAS / ALACSONY: a referencia-tartomány feletti / alatti eredmény.
Pozitív nitrit és leukocita-észteráz, sok baktérium: húgyúti fertőzés gyanúja, vizelettenyésztés javasolt.</p>
<p style="font-size:8pt">Leletet hitelesítette: Dr. Farkasházi Emese, laboratóriumi szakorvos (pecsétszám: 71842), 2025.07.23.</p>
<div class="foot"><span>BÁRTFAI ZSÓFIA · TAJ 038 512 447 · GY-2507-11846</span><span>1/1. oldal</span></div>
</body></html>'''
    return NAME, html, n
