"""SK children's hospital lab report for a boy of 16 months: the age printed in months, a range column
headed for the child's age band (12 - 24 mes.) and some rows listing several age bands in months, the
differential in %, ferritin flagged low ('L' in red), CRP '< 1', vitamin D in nmol/l, hematocrit in l/l,
the mother as the legal representative, Odber vs Prijem vs Vydané dates, page x of y in the footer.
"""

from common import X, esc, ident, record, t

NAME = "SK_DetskaFN_Zilina_laboratorne_vysledky_25091600412.pdf"
DATE = "2025-09-16"

B = "1 – 6 mes.: {}<br><b>6 – 24 mes.: {}</b><br>2 – 6 r.: {}"

ROWS = [
    "Hematológia – krvný obraz",
    ("Leukocyty", "9,8", "×10<sup>9</sup>/l", B.format("6,0 – 17,5", "6,0 – 17,0", "5,0 – 15,5"), "",
     t("WBC", 9.8, 6.0, 17.0, unit="x10^9/l")),
    ("Erytrocyty", "4,52", "×10<sup>12</sup>/l", "3,70 – 5,30", "", t("RBC", 4.52, 3.7, 5.3, unit="x10^12/l")),
    ("Hemoglobín", "112", "g/l", B.format("100 – 140", "105 – 135", "115 – 135"), "", t("HGB", 112, 105, 135)),
    ("Hematokrit", "0,34", "l/l", "0,33 – 0,39", "", t("HCT", 0.34, 0.33, 0.39)),
    ("MCV", "74", "fl", B.format("77 – 115", "70 – 86", "75 – 87"), "", t("MCV", 74, 70, 86)),
    ("MCH", "24,8", "pg", "23,0 – 31,0", "", t("MCH", 24.8, 23, 31)),
    ("Trombocyty", "356", "×10<sup>9</sup>/l", "150 – 450", "", t("PLT", 356, 150, 450, unit="x10^9/l")),
    ("Neutrofily", "24,6", "%", "15,0 – 45,0", "", t("NEUT_PCT", 24.6, 15, 45)),
    ("Lymfocyty", "63,1", "%", "45,0 – 75,0", "", t("LYMPH_PCT", 63.1, 45, 75)),
    ("Monocyty", "8,4", "%", "2,0 – 10,0", "", t("MONO_PCT", 8.4, 2, 10)),
    ("Eozinofily", "3,5", "%", "1,0 – 5,0", "", t("EOS_PCT", 3.5, 1, 5)),
    "Biochémia – sérum",
    ("Železo", "6,1", "µmol/l", "4,5 – 18,0", "", t("FE", 6.1, 4.5, 18)),
    ("Feritín", "9", "µg/l", B.format("50 – 200", "12 – 60", "7 – 140"), "L", t("FERR", 9, 12, 60, abn=True)),
    ("Vitamín B12", "hemolýza", "", "", "", X("haemolysed: 'hemolýza – nehodnotiteľné', no value")),
    ("CRP", "&lt; 1", "mg/l", "0 – 5", "", t("CRP", 1, 0, 5, comp="<")),
    ("Alkalická fosfatáza (ALP)", "4,11", "µkat/l", B.format("1,80 – 6,80", "2,10 – 5,60", "2,40 – 5,20"), "",
     t("ALP", 4.11, 2.1, 5.6)),
    ("25-OH vitamín D", "82", "nmol/l", "75 – 250", "", t("VIT_D", 82, 75, 250)),
]


def build():
    ident(patient_name=["Matej Kováčik", "KOVÁČIK Matej", "Kováčik Matej", "Kováčik", "KOVÁČIK",
                        "Lucia Kováčiková", "Kováčiková"],
          national_id=["240510/2007", "2405102007"], birth_date=["10.05.2024", "2024-05-10"],
          address=["Hájska 14", "Hájska", "010 01 Žilina"], phone=["+421 905 771 204", "0905 771 204"],
          doctor=["MUDr. Zuzana Repková", "Zuzana Repková", "Repková", "Ing. Miroslav Baláž", "Miroslav Baláž", "Baláž"],
          order_numbers=["25091600412", "DFN-7731"])
    rows = ROWS
    trs = []
    for r in rows:
        if isinstance(r, str):
            trs.append(f'<tr class="sec"><td colspan="5">{r}</td></tr>')
            continue
        label, pv, unit, pr, flag, _ = r
        trs.append(f'<tr><td>{label}</td><td class="v{" l" if flag else ""}">{pv}</td><td class="fl">{flag}</td>'
                   f'<td>{unit}</td><td class="rr">{pr}</td></tr>')
    n = record(NAME, DATE, rows)
    html = f'''<!doctype html><html lang="sk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm 12mm 14mm 12mm; }}
body {{ font-family: "DejaVu Sans", sans-serif; font-size: 8.8pt; }}
.hd {{ text-align:center; border-bottom:2px solid #7a1f5c; padding-bottom:4px; }}
.hd b {{ font-size:12.5pt; color:#7a1f5c; }}
.id {{ width:100%; border-collapse:collapse; margin:8px 0; font-size:8.5pt; }}
.id td {{ border:1px solid #bbb; padding:2px 5px; }}
table.r {{ width:100%; border-collapse:collapse; }}
table.r th {{ text-align:left; background:#f1e4ee; padding:3px; font-size:8pt; }}
table.r td {{ padding:2.5px 3px; border-bottom:0.5px solid #ddd; vertical-align:top; }}
tr.sec td {{ font-weight:bold; color:#7a1f5c; padding-top:6px; border-bottom:1px solid #7a1f5c; }}
td.v {{ text-align:right; font-weight:bold; }} td.l {{ color:#c00; }} td.fl {{ color:#c00; font-weight:bold; }}
td.rr {{ font-size:8pt; }}
.foot {{ font-size:7pt; color:#555; border-top:1px solid #999; margin-top:12px; padding-top:3px; display:flex; justify-content:space-between; }}
</style></head><body>
<div class="hd"><b>Detská fakultná nemocnica Žilina</b><br>Oddelenie laboratórnej medicíny · Vojtecha Spanyola 43, 012 07 Žilina<br>
tel. +421 41 511 06 40 · Akreditované SNAS, osvedčenie č. 243/M-088</div>
<h3 style="margin:6px 0 0">Výsledky laboratórnych vyšetrení</h3>
<table class="id"><tr><td>Pacient: <b>KOVÁČIK Matej</b></td><td>Rodné číslo: 240510/2007</td><td>Dátum nar.: 10.05.2024</td></tr>
<tr><td>Vek: <b>16 mesiacov</b> · pohlavie: M</td><td>Poisťovňa: 25 – VšZP</td><td>Zákonný zástupca: Lucia Kováčiková (matka)</td></tr>
<tr><td>Adresa: Hájska 14, 010 01 Žilina</td><td>Kontakt: +421 905 771 204</td><td>Číslo vzorky: 25091600412</td></tr>
<tr><td>Odosielateľ: MUDr. Zuzana Repková, všeob. lekár pre deti a dorast</td><td>Odber: <b>16.09.2025 08:20</b></td><td>Prijem: 16.09.2025 09:05</td></tr>
<tr><td>Žiadanka: DFN-7731</td><td>Vydané: 17.09.2025 07:40</td><td>Diagnóza: D50.9</td></tr></table>
<table class="r"><tr><th>Vyšetrenie</th><th style="text-align:right">Výsledok</th><th></th><th>Jednotka</th>
<th>Ref. rozpätie (vek 12 – 24 mes.; pri viacerých pásmach platí tučné)</th></tr>
{"".join(trs)}</table>
<p style="font-size:8pt">L / H – hodnota pod / nad referenčným rozpätím. Referenčné rozpätia podľa veku dieťaťa v mesiacoch (CALIPER / interné).<br>
Nízky feritín pri MCV na dolnej hranici – zvážiť sideropenický stav, odporúča sa kontrola o 3 mesiace.</p>
<p style="font-size:8pt">Výsledky overil: Ing. Miroslav Baláž, laboratórny diagnostik, 17.09.2025 07:38</p>
<div class="foot"><span>KOVÁČIK Matej, 240510/2007 · vzorka 25091600412</span><span>Strana 1 / 1</span></div>
</body></html>'''
    return NAME, html, n
