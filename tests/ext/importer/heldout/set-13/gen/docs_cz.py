"""Set-13, Czech: a hospital biochemistry report with blood gases (a negative base excess, ranges
'-2,5 až +2,5'), bands by sex stacked in the reference cell with the sex printed ('Pohlaví: žena'),
µkat/l enzymes, eGFR in ml/s, a PCT below the limit, a haemolysed LD, a result 'bude doplněn' (pending)
and a urine culture; the rodné číslo in the header."""

from common import X, add_identity, esc, page, record, t


def rodne_cislo(yy, mm, dd):
    base = f"{yy:02d}{mm:02d}{dd:02d}"
    for s in range(1234, 9999):
        n = int(base + f"{s:04d}")
        if n % 11 == 0:
            return base, f"{s:04d}"


RC_A, RC_B = rodne_cislo(63, 58, 17)  # a woman: month + 50
RC = f"{RC_A}/{RC_B}"
NAME = "CZ_NemVysocina_OKB_vysledky_2507150331.pdf"
DATE = "2025-07-15"

SECTIONS = [
    ("KREVNÍ OBRAZ", [
        ("Leukocyty", "8,9", "", "10^9/l", "4,0 – 10,0", t("WBC", 8.9, low=4.0, high=10.0)),
        ("Erytrocyty", "4,05", "", "10^12/l", "M: 4,00 – 5,80<br>Ž: 3,80 – 5,20",
         t("RBC", 4.05, low=3.8, high=5.2, note="bands by sex, the patient is a woman")),
        ("Hemoglobin", "121", "", "g/l", "M: 135 – 175<br>Ž: 120 – 160", t("HGB", 121, low=120, high=160)),
        ("Hematokrit", "0,368", "", "", "M: 0,400 – 0,500<br>Ž: 0,350 – 0,470", t("HCT", 0.368, low=0.35, high=0.47)),
        ("Trombocyty", "198", "", "10^9/l", "150 – 400", t("PLT", 198, low=150, high=400)),
    ]),
    ("ACIDOBAZICKÁ ROVNOVÁHA (arteriální krev)", [
        ("pH", "7,38", "", "", "7,36 – 7,44", t("BLOOD_PH", 7.38, low=7.36, high=7.44, new_label="pH krve")),
        ("pCO2", "5,1", "", "kPa", "4,8 – 5,9", t("PCO2", 5.1, low=4.8, high=5.9, new_label="pCO2")),
        ("pO2", "10,9", "", "kPa", "10,0 – 13,3", t("PO2", 10.9, low=10.0, high=13.3, new_label="pO2")),
        ("HCO3- aktuální", "22,4", "", "mmol/l", "22,0 – 26,0",
         t("HCO3", 22.4, low=22.0, high=26.0, new_label="HCO3- aktuální")),
        ("BE (base excess)", "-2,1", "", "mmol/l", "-2,5 až +2,5",
         t("BE", -2.1, low=-2.5, high=2.5, new_label="BE (base excess)")),
        ("Laktát", "1,4", "", "mmol/l", "0,5 až 2,2", t("LACTATE", 1.4, low=0.5, high=2.2, new_label="Laktát")),
    ]),
    ("BIOCHEMIE – SÉRUM", [
        ("Natrium", "138", "", "mmol/l", "136 – 146", t("NA", 138, low=136, high=146)),
        ("Kalium", "4,3", "", "mmol/l", "3,8 – 5,0", t("K", 4.3, low=3.8, high=5.0)),
        ("Chloridy", "101", "", "mmol/l", "97 – 108", t("CL", 101, low=97, high=108)),
        ("Urea", "6,2", "", "mmol/l", "2,8 – 8,1", t("UREA", 6.2, low=2.8, high=8.1)),
        ("Kreatinin", "88", "↑", "µmol/l", "M: 62 – 106<br>Ž: 44 – 80", t("CREA", 88, low=44, high=80, abn=True)),
        ("eGFR (CKD-EPI)", "1,02", "", "ml/s/1,73m²", "&gt; 1,00", t("EGFR", 1.02, low=1.0)),
        ("ALT", "0,42", "", "µkat/l", "0,10 – 0,58", t("ALT", 0.42, low=0.1, high=0.58)),
        ("AST", "0,38", "", "µkat/l", "0,10 – 0,53", t("AST", 0.38, low=0.1, high=0.53)),
        ("GMT", "0,31", "", "µkat/l", "0,14 – 0,68", t("GGT", 0.31, low=0.14, high=0.68)),
        ("LD", "hemolýza", "", "µkat/l", "2,25 – 3,75", X("haemolysed: no value")),
        ("CRP", "12,4", "↑", "mg/l", "0,0 – 5,0", t("CRP", 12.4, low=0.0, high=5.0, abn=True)),
        ("Prokalcitonin", "&lt;0,02", "", "µg/l", "do 0,05", t("PCT", 0.02, comp="<", high=0.05)),
        ("Glykovaný hemoglobin", "bude doplněn", "", "mmol/mol", "20 – 42", X("pending ('bude doplněn')")),
    ]),
    ("MIKROBIOLOGIE – MOČ", [
        ("Kultivace moči", "negativní", "", "", "", t("URINE_CULTURE", "negativní", panel="urine",
                                                         new_label="Kultivace moči")),
    ]),
]
COMMENTS = {
    "eGFR (CKD-EPI)": "Odhad glomerulární filtrace výpočtem dle CKD-EPI z kreatininu; hodnoty přepočteny na 1,73 m².",
    "LD": "Vzorek hemolytický – LD nehodnoceno.",
    "Kultivace moči": "Bakteriurie &lt; 10^3 CFU/ml, bez průkazu patogenu. Citlivost neprováděna.",
}


def build():
    add_identity(
        patient_name=["NOVOTNÁ Jiřina", "Jiřina Novotná", "Novotná Jiřina", "NOVOTNÁ"],
        national_id=[RC, RC_A + RC_B],
        birth_date=["17.08.1963", "1963-08-17"],
        address=["Brněnská 44", "586 01 Jihlava"],
        doctor=["MUDr. Tomáš Vorlíček", "Tomáš Vorlíček", "Vorlíček", "RNDr. Hana Kubištová", "Hana Kubištová",
                "Kubištová", "42716008"],
        order_numbers=["2507150331", "J0331-07"],
        phone=["567 157 111"],
    )
    rows = []
    trs = []
    for sec, rs in SECTIONS:
        trs.append(f'<tr class="s"><td colspan="5">{esc(sec)}</td></tr>')
        for r in rs:
            rows.append(r)
            label, pv, flag, unit, pr, _ = r
            trs.append(f'<tr><td>{esc(label)}</td><td class="v">{pv}</td><td>{unit}</td><td>{pr}</td>'
                       f'<td class="f">{flag}</td></tr>')
            if label in COMMENTS:
                trs.append(f'<tr class="c"><td colspan="5">{COMMENTS[label]}</td></tr>')
    n = record(NAME, DATE, rows)
    css = """
body { font-size: 9pt; }
.hd { display:flex; justify-content:space-between; border-bottom:2px solid #060; }
.id { border:1px solid #666; padding:4px; margin:5px 0; display:grid; grid-template-columns: 1fr 1fr; font-size:8.4pt; }
table.t { width:100%; } table.t th { text-align:left; border-bottom:1px solid #000; font-size:8pt; }
td { padding:1.5px 4px; vertical-align:top; } td.v { text-align:right; font-weight:bold; width:70px; }
td.f { width:20px; font-weight:bold; } tr.s td { font-weight:bold; padding-top:6px; background:#eee; }
tr.c td { font-size:7.5pt; padding-left:18px; font-style:italic; }
"""
    body = f"""
<div class="hd"><div><b>Nemocnice Vysočina Jihlava, příspěvková organizace</b><br>Oddělení klinické biochemie<br>
Vrchlického 59, 586 01 Jihlava · tel. 567 157 111</div><div style="text-align:right;font-size:8pt">Laboratoř akreditovaná ČIA<br>č. 8012<br>Primář: RNDr. Hana Kubištová</div></div>
<h3 style="margin:5px 0">VÝSLEDKY LABORATORNÍCH VYŠETŘENÍ</h3>
<div class="id">
<div>Pacient: <b>NOVOTNÁ Jiřina</b></div><div>Rodné číslo: {RC} &nbsp; Pohlaví: žena</div>
<div>Bydliště: Brněnská 44, 586 01 Jihlava</div><div>Pojišťovna: 111</div>
<div>Odesílající: MUDr. Tomáš Vorlíček, Interní oddělení (IČP 42716008)</div><div>Číslo žádanky: 2507150331</div>
<div>Odběr: 15.07.2025 06:30</div><div>Příjem: 15.07.2025 07:05 &nbsp; Vydáno: 15.07.2025 11:48</div>
</div>
<table class="t"><thead><tr><th>Vyšetření</th><th>Výsledek</th><th>Jednotka</th><th>Ref. meze</th><th></th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<p style="font-size:7.5pt">Kultivace: vzorek J0331-07, odběr 15.07.2025 06:30. Referenční meze dle pohlaví a věku pacienta.
Výsledky uvolnila: RNDr. Hana Kubištová. Konec výsledkového listu.</p>
"""
    return NAME, page("Výsledky", css, body), n
