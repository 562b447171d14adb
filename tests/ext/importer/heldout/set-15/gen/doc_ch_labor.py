"""A Swiss lab report: apostrophe thousands (251'000 /µl, 1'150 µg/l FEU), decimal points, G/l and
T/l, l/l haematocrit, '+' / '-' flags, a urine dipstick with qualitative results."""
from common import row, page

DOC = "CH_medilab_Reusstal_Befund_2506-44781.pdf"
D = "2025-06-24"
EXCLUDED = []
# section, label, code, value, unit, range, flag
DATA = [
    ("Hämatologie", "Hämoglobin", "HGB", "128", "g/l", "120 - 160", ""),
    (None, "Hämatokrit", "HCT", "0.39", "l/l", "0.36 - 0.46", ""),
    (None, "Erythrozyten", "RBC", "4.31", "T/l", "3.9 - 5.2", ""),
    (None, "MCV", "MCV", "90", "fl", "80 - 98", ""),
    (None, "MCH", "MCH", "29.7", "pg", "27 - 33", ""),
    (None, "Leukozyten", "WBC", "7.4", "G/l", "3.5 - 10.0", ""),
    (None, "Thrombozyten", "PLT", "251'000", "/µl", "150'000 - 450'000", ""),
    ("Gerinnung", "D-Dimere", "D_DIMER", "1'150", "µg/l FEU", "< 500", "+"),
    ("Klinische Chemie", "Glukose nüchtern", "GLU", "5.6", "mmol/l", "3.9 - 5.5", "+"),
    (None, "HbA1c", "HBA1C", "5.9", "%", "< 5.7", "+"),
    (None, "Kreatinin", "CREA", "71", "µmol/l", "44 - 80", ""),
    (None, "eGFR (CKD-EPI)", "EGFR", "> 90", "ml/min/1.73m²", "> 60", ""),
    (None, "ALAT (GPT)", "ALT", "22", "U/l", "< 35", ""),
    (None, "Gamma-GT", "GGT", "18", "U/l", "< 40", ""),
    (None, "CRP", "CRP", "< 3", "mg/l", "< 5", ""),
    (None, "Cholesterin total", "CHOL", "6.12", "mmol/l", "< 5.0", "+"),
    (None, "HDL-Cholesterin", "HDL", "1.48", "mmol/l", "> 1.2", ""),
    (None, "LDL-Cholesterin", "LDL", "4.01", "mmol/l", "< 3.0", "+"),
    (None, "Triglyceride", "TG", "1.35", "mmol/l", "< 1.7", ""),
    (None, "Ferritin", "FERR", "38", "µg/l", "15 - 150", ""),
    (None, "Vitamin B12 (Cobalamin)", "B12", "162", "pmol/l", "145 - 569", ""),
    ("Endokrinologie", "TSH", "TSH", "3.85", "mU/l", "0.27 - 4.20", ""),
    (None, "fT4 (freies Thyroxin)", "FT4", "14.2", "pmol/l", "12.0 - 22.0", ""),
    ("Urinstatus (Teststreifen)", "pH", "URINE_PH", "6", "", "5 - 7", ""),
    (None, "Leukozyten", "U_LEU", "negativ", "", "negativ", ""),
    (None, "Nitrit", "U_NIT", "negativ", "", "negativ", ""),
    (None, "Protein", "URINE_PROTEIN", "negativ", "", "negativ", ""),
    (None, "Glukose", "URINE_GLUCOSE", "negativ", "", "negativ", ""),
    (None, "Blut (Erythrozyten)", "U_ERY", "+", "", "negativ", "+"),
]


def build():
    trs = []
    for sec, label, code, v, unit, rng, flag in DATA:
        if sec:
            trs.append(f'<tr class="sec"><td colspan=5>{sec}</td></tr>')
        urine = code.startswith("U") and code not in ("UREA",)
        row(DOC, label, code, D, v, unit or None, rng, abnormal=bool(flag),
            panel="urine" if urine else "blood")
        fl = {"+": "+", "-": "–"}.get(flag, "")
        trs.append(f"<tr><td class=n>{label}</td><td class=v>{v}</td><td class=f>{fl}</td><td>{unit}</td><td>{rng}</td></tr>")
    body = f"""
<div class="lh"><div><span class="logo">medilab Reusstal AG</span><br>Kasernenstrasse 14 · 5620 Bremgarten AG<br>
Tel. 056 648 71 00 · info@medilab-reusstal.example.ch</div>
<div class="box">Frau<br>Ursula Tschannen-Bieri<br>Mattenweg 9<br>8965 Berikon</div></div>
<table class="meta">
<tr><td>Patientin</td><td><b>Tschannen-Bieri Ursula</b>, geb. 03.11.1968 (W)</td><td>Auftrag</td><td>2506-44781</td></tr>
<tr><td>AHV-Nr.</td><td>756.4821.9034.17</td><td>Entnahme</td><td>24.06.2025 07:45</td></tr>
<tr><td>Auftraggeber</td><td>Dr. med. Beat Zingg, Hausarztpraxis Mutschellen, ZSR K 4471.22</td><td>Eingang</td><td>24.06.2025 11:02</td></tr>
<tr><td></td><td></td><td>Befund</td><td>25.06.2025 16:38 (Schlussbefund)</td></tr>
</table>
<table class="res"><thead><tr><th class=n>Analyse</th><th>Resultat</th><th></th><th>Einheit</th><th>Referenzbereich</th></tr></thead>
<tbody>{''.join(trs)}</tbody></table>
<p class="small">+ über dem Referenzbereich, – unter dem Referenzbereich. Die Referenzbereiche gelten für Frauen, 50–60 Jahre.<br>
D-Dimere: altersadaptierter Grenzwert (Alter × 10 µg/l) = 560 µg/l FEU.</p>
<p class="small">Validiert: Dr. phil. nat. Corinne Wälti, FAMH Labormedizin · Akkreditiert nach ISO 15189 (SAS STS 0417)<br>
Seite 1 von 1 · Kopie an: Patientin</p>
"""
    css = """
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; }
.lh { display: flex; justify-content: space-between; font-size: 8.5pt; }
.logo { font-size: 15pt; color: #a01020; font-weight: bold; }
.box { border: 0.6px solid #999; padding: 6px 16px; margin-top: 8px; width: 200px; }
.meta { margin: 14px 0 8px; font-size: 8.8pt; width: 100%; }
.meta td { padding: 1px 8px 1px 0; }
.res { width: 100%; }
.res th { text-align: left; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 2px 4px; }
.res td { padding: 1.8px 4px; }
.res .sec td { font-weight: bold; padding-top: 7px; color: #a01020; }
.n { width: 44%; } .v { text-align: right; } .f { width: 14px; font-weight: bold; }
.small { font-size: 7.6pt; margin-top: 10px; }
"""
    return page(body, css), EXCLUDED
