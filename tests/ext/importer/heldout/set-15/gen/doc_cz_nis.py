"""A Czech hospital information system printout ("Výsledky laboratorních vyšetření"): one row per
result with its own collection timestamp, serum and urine glucose in one list, µkat/l enzymes,
eGFR in ml/s, arrows for flags."""
from common import row, page

DOC = "cz_NIS_vysledky_Koubkova_2025-05.pdf"
EXCLUDED = [
    {"doc": DOC, "label_as_printed": "Hemokultura", "printed": "probíhá kultivace",
     "why": "culture in progress, no result"},
]
A, B, C = "05.05.2025 08:12", "06.05.2025 06:30", "08.05.2025 06:25"
ISO = {A: "2025-05-05", B: "2025-05-06", C: "2025-05-08"}
# when, material, label, code, value, unit, range, flag, panel
DATA = [
    (A, "krev", "Leukocyty", "WBC", "14,6", "10^9/l", "4,0 - 10,0", "↑"),
    (A, "krev", "Erytrocyty", "RBC", "4,02", "10^12/l", "3,80 - 5,20", ""),
    (A, "krev", "Hemoglobin", "HGB", "118", "g/l", "120 - 160", "↓"),
    (A, "krev", "Hematokrit", "HCT", "0,356", "", "0,350 - 0,470", ""),
    (A, "krev", "Trombocyty", "PLT", "301", "10^9/l", "150 - 400", ""),
    (A, "sérum", "Natrium", "NA", "134", "mmol/l", "136 - 145", "↓"),
    (A, "sérum", "Kalium", "K", "3,9", "mmol/l", "3,5 - 5,1", ""),
    (A, "sérum", "Chloridy", "CL", "99", "mmol/l", "98 - 107", ""),
    (A, "sérum", "Urea", "UREA", "8,9", "mmol/l", "2,8 - 8,1", "↑"),
    (A, "sérum", "Kreatinin", "CREA", "132", "µmol/l", "44 - 80", "↑"),
    (A, "sérum", "GF odhad (CKD-EPI)", "EGFR", "0,63", "ml/s/1,73m2", "> 1,00", "↓"),
    (A, "sérum", "Glukóza", "GLU", "7,8", "mmol/l", "3,9 - 5,6", "↑"),
    (A, "sérum", "ALT", "ALT", "0,62", "µkat/l", "0,10 - 0,60", "↑"),
    (A, "sérum", "AST", "AST", "0,48", "µkat/l", "0,10 - 0,60", ""),
    (A, "sérum", "CRP", "CRP", "152,4", "mg/l", "0,0 - 5,0", "↑"),
    (A, "sérum", "Prokalcitonin", "PCT", "2,84", "µg/l", "< 0,50", "↑"),
    (A, "moč", "pH", "URINE_PH", "5,5", "", "5,0 - 6,0", ""),
    (A, "moč", "Bílkovina", "URINE_PROTEIN", "1+", "arb.j.", "negativní", "↑"),
    (A, "moč", "Glukóza", "URINE_GLUCOSE", "negativní", "arb.j.", "negativní", ""),
    (A, "moč", "Krev", "U_ERY", "2+", "arb.j.", "negativní", "↑"),
    (A, "moč", "Leukocyty", "U_LEU", "3+", "arb.j.", "negativní", "↑"),
    (A, "moč", "Nitrity", "U_NIT", "pozitivní", "", "negativní", "↑"),
    (A, "moč – sediment", "Erytrocyty", "U_SED_ERY", "36", "/µl", "0 - 10", "↑"),
    (A, "moč – sediment", "Leukocyty", "U_SED_LEU", "520", "/µl", "0 - 20", "↑"),
    (B, "krev", "Leukocyty", "WBC", "11,2", "10^9/l", "4,0 - 10,0", "↑"),
    (B, "krev", "Hemoglobin", "HGB", "112", "g/l", "120 - 160", "↓"),
    (B, "sérum", "Kalium", "K", "3,4", "mmol/l", "3,5 - 5,1", "↓"),
    (B, "sérum", "Kreatinin", "CREA", "104", "µmol/l", "44 - 80", "↑"),
    (B, "sérum", "GF odhad (CKD-EPI)", "EGFR", "0,84", "ml/s/1,73m2", "> 1,00", "↓"),
    (B, "sérum", "CRP", "CRP", "98,7", "mg/l", "0,0 - 5,0", "↑"),
    (C, "krev", "Leukocyty", "WBC", "7,9", "10^9/l", "4,0 - 10,0", ""),
    (C, "krev", "Hemoglobin", "HGB", "116", "g/l", "120 - 160", "↓"),
    (C, "sérum", "Kalium", "K", "4,2", "mmol/l", "3,5 - 5,1", ""),
    (C, "sérum", "Kreatinin", "CREA", "81", "µmol/l", "44 - 80", "↑"),
    (C, "sérum", "CRP", "CRP", "21,3", "mg/l", "0,0 - 5,0", "↑"),
    (C, "sérum", "Prokalcitonin", "PCT", "0,31", "µg/l", "< 0,50", ""),
]


def build():
    trs = []
    last = None
    for when, mat, label, code, v, unit, rng, flag in DATA:
        urine = mat.startswith("moč")
        row(DOC, label, code, ISO[when], v, unit or None, rng, abnormal=bool(flag),
            panel="urine" if urine else "blood")
        sep = ' class="new"' if when != last else ""
        last = when
        trs.append(f"<tr{sep}><td class=t>{when}</td><td>{mat}</td><td>{label}</td><td class=r>{v}</td>"
                   f"<td class=fl>{flag}</td><td>{unit}</td><td>{rng}</td></tr>")
        if when == A and label == "Prokalcitonin":
            trs.append(f"<tr><td class=t>{A}</td><td>krev</td><td>Hemokultura</td>"
                       f"<td colspan=4><i>probíhá kultivace – výsledek bude doplněn</i></td></tr>")
    body = f"""
<div class="hd"><div><b>Oblastní nemocnice Týnec nad Labem, a.s.</b><br>Komenského 412, 281 26 Týnec nad Labem<br>
IČO 27194031 &nbsp; tel. 321 744 100</div>
<div style="text-align:right">Interní oddělení – stanice B, pokoj 17<br>Ošetřující lékař: MUDr. Tomáš Hrdlička<br>
Vytištěno: 08.05.2025 14:22</div></div>
<h1>Výsledky laboratorních vyšetření</h1>
<table class="id"><tr><td>Pacient:</td><td><b>KOUBKOVÁ Vlasta</b></td><td>Rodné číslo:</td><td>585314/1008</td></tr>
<tr><td>Datum narození:</td><td>14.03.1958</td><td>Pojišťovna:</td><td>111 – VZP ČR</td></tr>
<tr><td>Bydliště:</td><td colspan=3>Na Výsluní 225, 281 26 Týnec nad Labem</td></tr>
<tr><td>Č. hospitalizace:</td><td>H-2025-008813</td><td>Příjem:</td><td>05.05.2025 07:40</td></tr></table>
<table class="res"><thead><tr><th>Odběr</th><th>Materiál</th><th>Vyšetření</th><th>Výsledek</th><th></th>
<th>Jednotka</th><th>Ref. meze</th></tr></thead><tbody>{''.join(trs)}</tbody></table>
<p class="small">↑ ↓ hodnota mimo referenční meze. Laboratoř: Oddělení klinické biochemie a hematologie (OKBH),
akreditovaná zdravotnická laboratoř č. 8042. Vedoucí laboratoře: RNDr. Ivana Chalupová, Ph.D.</p>
<p class="small">Dokument vytvořen v NIS AMIS*H, uživatel hrdlickat. Strana 1/1</p>
"""
    css = """
.hd { display: flex; justify-content: space-between; font-size: 8.5pt; border-bottom: 1.5px solid #000; padding-bottom: 4px; }
h1 { font-size: 13pt; margin: 8px 0; }
.id td { padding: 1px 10px 1px 0; font-size: 9pt; }
.res { width: 100%; margin-top: 8px; font-size: 8.6pt; }
.res th { text-align: left; border-bottom: 1px solid #000; padding: 2px 4px; }
.res td { padding: 1.5px 4px; }
.res tr.new td { border-top: 0.8px solid #777; }
.t { white-space: nowrap; } .r { text-align: right; } .fl { width: 12px; }
.small { font-size: 7.4pt; margin-top: 10px; }
"""
    return page(body, css), EXCLUDED
