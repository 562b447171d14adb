"""D9: Slovak private-lab result sheet ('Výsledky laboratórnych vyšetrení') with results as comparators
('< 0,6'), qualitative serology ('negatívny'), a HbA1c in % and mmol/mol on two lines, a urine strip and
sediment with words and counts, the 'Dátum odberu / prijatia / vydania' trio, the order barcode as text, and
the method in its own column."""
from common import RC, esc, row

DOC = "LabSlov_vysledky_2607-0091184.pdf"
DATE = "2025-07-16"

# label, value, flag, unit, range, code, method
BLOCKS = [
    ("Hematológia", [
        ("Leukocyty", "5,2", "", "10^9/l", "4,0 - 10,0", "WBC", "impedancia"),
        ("Erytrocyty", "4,18", "", "10^12/l", "3,80 - 5,20", "RBC", "impedancia"),
        ("Hemoglobín", "121", "", "g/l", "120 - 160", "HGB", "fotometria"),
        ("Hematokrit", "0,372", "", "l/l", "0,360 - 0,480", "HCT", "výpočet"),
        ("Trombocyty", "233", "", "10^9/l", "150 - 400", "PLT", "impedancia"),
    ]),
    ("Biochémia", [
        ("Glukóza", "5,4", "", "mmol/l", "3,9 - 5,6", "GLU", "hexokináza"),
        ("Kreatinín", "68", "", "µmol/l", "45 - 84", "CREA", "enzymaticky"),
        ("Cholesterol celkový", "5,42", "+", "mmol/l", "< 5,20", "CHOL", "enzymaticky"),
        ("LDL cholesterol", "3,31", "+", "mmol/l", "< 3,00", "LDL", "priamo"),
        ("HDL cholesterol", "1,61", "", "mmol/l", "> 1,20", "HDL", "priamo"),
        ("Triacylglyceroly", "1,06", "", "mmol/l", "< 1,70", "TG", "enzymaticky"),
        ("CRP", "< 0,6", "", "mg/l", "< 5,0", "CRP", "imunoturbidimetria"),
        ("Glykovaný hemoglobín HbA1c", "5,5", "", "%", "4,0 - 6,0", "HBA1C", "HPLC (DCCT/NGSP)"),
        ("Glykovaný hemoglobín HbA1c", "37", "", "mmol/mol", "20 - 42", "HBA1C", "HPLC (IFCC)"),
    ]),
    ("Imunológia a sérológia", [
        ("Anti-TPO", "< 9,0", "", "IU/ml", "< 34,0", "ANTY_TPO", "ECLIA"),
        ("TSH", "1,63", "", "mIU/l", "0,27 - 4,20", "TSH", "ECLIA"),
        ("Ferritín", "19,6", "", "µg/l", "15,0 - 150,0", "FERR", "ECLIA"),
        ("25-OH vitamín D", "61,2", "", "nmol/l", "75,0 - 250,0", "VIT_D", "ECLIA"),
        ("HBsAg", "negatívny", "", "", "negatívny", "HBSAG", "CMIA"),
    ]),
]
URINE = [
    ("Moč – chemicky", [
        ("pH", "6,5", "", "", "5,0 - 7,0", "URINE_PH", "testovací prúžok"),
        ("Bielkoviny", "negatívne", "", "", "negatívne", "URINE_PROTEIN", "testovací prúžok"),
        ("Glukóza", "negatívna", "", "", "negatívna", "URINE_GLUCOSE", "testovací prúžok"),
        ("Krv", "stopy", "+", "", "negatívna", "U_ERY", "testovací prúžok"),
        ("Nitrity", "negatívne", "", "", "negatívne", "U_NIT", "testovací prúžok"),
    ]),
    ("Moč – sediment", [
        ("Erytrocyty", "6", "", "/µl", "0 - 10", "U_SED_ERY", "prietoková cytometria"),
        ("Leukocyty", "3", "", "/µl", "0 - 15", "U_SED_LEU", "prietoková cytometria"),
        ("Epitelie dlaždicové", "ojedinelé", "", "", "", "U_EPI", "mikroskopia"),
    ]),
]


def build():
    trs = []
    for panel, blocks in (("blood", BLOCKS), ("urine", URINE)):
        for title, rows in blocks:
            trs.append(f'<tr class="sec"><td colspan="6">{esc(title)}</td></tr>')
            for label, val, flag, unit, rng, code, method in rows:
                row(DOC, DATE, label, val, unit, rng, code, (flag != "") if rng else None, panel=panel,
                    printed=[label, val, flag, unit, rng, method])
                trs.append(f'<tr><td>{esc(label)}</td><td class="v">{esc(val)}</td><td class="f">{flag}</td>'
                           f'<td>{esc(unit)}</td><td>{esc(rng)}</td><td class="m">{esc(method)}</td></tr>')
    return f"""<!doctype html><html lang="sk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 14mm 22mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; }}
table.t {{ width: 100%; border-collapse: collapse; margin-top: 8px; }}
table.t th {{ text-align: left; border-top: 1px solid #000; border-bottom: 1px solid #000; font-size: 8pt; padding: 2px 4px; }}
table.t td {{ padding: 2px 4px; }}
td.v {{ font-weight: bold; text-align: right; width: 12%; }} td.f {{ width: 3%; font-weight: bold; }}
td.m {{ color: #666; font-size: 7.5pt; }}
tr.sec td {{ font-weight: bold; font-style: italic; padding-top: 8px; }}
tr {{ break-inside: avoid; }}
.foot {{ position: fixed; bottom: -14mm; left: 0; right: 0; font-size: 7pt; border-top: 1px solid #000; }}
</style></head><body>
<div class="foot">Meno: Wilczyńska Marta &nbsp; RČ: {RC} &nbsp; Číslo objednávky: 2607-0091184 &nbsp; Čiarový kód: |||2607009118|||
&nbsp; — LabSlov a.s., Hraničná 18, 821 05 Bratislava — Laboratórium akreditované SNAS, reg. č. S-327</div>
<div style="display:flex;justify-content:space-between"><div><b style="font-size:14pt">LabSlov a.s.</b><br>Hraničná 18, 821 05 Bratislava<br>IČO 46 118 272</div>
<div style="text-align:right"><b>VÝSLEDKY LABORATÓRNYCH VYŠETRENÍ</b><br>Číslo objednávky: 2607-0091184</div></div>
<table style="font-size:8.5pt;margin-top:6px"><tr><td>Pacient:</td><td><b>Wilczyńska Marta</b>, žena</td><td style="padding-left:20px">Rodné číslo:</td><td>{RC}</td></tr>
<tr><td>Poisťovňa:</td><td>25 – VšZP</td><td style="padding-left:20px">Adresa:</td><td>Lipowa 17/4, 30-215 Kraków, PL</td></tr>
<tr><td>Odosielajúci lekár:</td><td>MUDr. Peter Hrubík, všeobecný lekár, kód P12345067201</td><td></td><td></td></tr>
<tr><td>Dátum odberu:</td><td>16.07.2025 07:50</td><td style="padding-left:20px">Dátum prijatia:</td><td>16.07.2025 10:05</td></tr>
<tr><td>Dátum vydania:</td><td>17.07.2025 09:41</td><td style="padding-left:20px">Materiál:</td><td>krv, moč</td></tr></table>
<table class="t"><thead><tr><th>Vyšetrenie</th><th>Výsledok</th><th></th><th>Jednotka</th><th>Referenčný interval</th><th>Metóda</th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<p style="font-size:7.5pt">+ / − výsledok nad / pod referenčným intervalom. Výsledky overila: RNDr. Zuzana Kollárová, 17.07.2025.</p>
</body></html>"""
