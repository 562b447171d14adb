"""Set-23 Dutch documents: a primary-care lab report (PDF) and a hospital portal page saved as HTML."""
from common import R, esc

ID = {
    "name": "Annelies Margriet Kooistra",
    "bsn": "273918400",
}

A_FILE = "LNNE_Groningen_uitslagen_2503-120447.pdf"
A_DATE = "2025-03-12"
A_ROWS = [
    ("Hematologie", [
        R("Hemoglobine", "7,4", "mmol/L", "7,5 - 10,0", "HGB", "L"),
        R("Hematocriet", "0,37", "L/L", "0,36 - 0,46", "HCT"),
        R("Erytrocyten", "4,3", "10^12/L", "3,9 - 5,2", "RBC"),
        R("MCV", "82", "fL", "80 - 100", "MCV"),
        R("Leukocyten", "6,1", "10^9/L", "4,0 - 10,0", "WBC"),
        R("Trombocyten", "312", "10^9/L", "150 - 400", "PLT"),
        R("BSE", "14", "mm/uur", "< 20", "OB"),
    ]),
    ("Klinische chemie", [
        R("Glucose nuchter (veneus)", "6,3", "mmol/L", "4,0 - 6,0", "GLU", "H"),
        R("HbA1c (IFCC)", "43", "mmol/mol", "20 - 42", "HBA1C", "H"),
        R("Kreatinine", "68", "µmol/L", "49 - 90", "CREA"),
        R("eGFR (CKD-EPI)", "> 90", "ml/min/1,73m2", "> 60", "EGFR"),
        R("Natrium", "140", "mmol/L", "135 - 145", "NA"),
        R("Kalium", "4,3", "mmol/L", "3,5 - 5,0", "K"),
        R("ALAT", "24", "U/L", "< 35", "ALT"),
        R("ASAT", "21", "U/L", "< 31", "AST"),
        R("Gamma-GT", "19", "U/L", "< 38", "GGT"),
        R("Alkalische fosfatase", "71", "U/L", "< 98", "ALP"),
        R("Cholesterol totaal", "6,1", "mmol/L", "< 5,0", "CHOL", "H"),
        R("HDL-cholesterol", "1,52", "mmol/L", "> 1,2", "HDL"),
        R("LDL-cholesterol (berekend)", "4,0", "mmol/L", "< 3,0", "LDL", "H"),
        R("Triglyceriden", "1,26", "mmol/L", "< 2,0", "TG"),
        R("Chol/HDL ratio", "4,0", "", "< 5,0", "CHOL_HDL_RATIO", new_label="Cholesterol/HDL ratio"),
        R("Ferritine", "11", "µg/L", "15 - 150", "FERR", "L"),
        R("TSH", "5,8", "mU/L", "0,4 - 4,0", "TSH", "H"),
        R("Vrij T4", "13,1", "pmol/L", "11 - 22", "FT4"),
        R("Vitamine B12", "248", "pmol/L", "145 - 637", "B12"),
        R("Vitamine D (25-OH)", "41", "nmol/L", "> 50", "VIT_D", "L"),
    ]),
    ("Urine (portie)", [
        R("Nitriet (urine)", "negatief", "", "negatief", "U_NIT", panel="urine"),
        R("Leukocyten (urine)", "1+", "", "negatief", "U_LEU", "H", panel="urine"),
        R("Erytrocyten (urine)", "negatief", "", "negatief", "U_ERY", panel="urine"),
        R("Glucose (urine)", "negatief", "", "negatief", "URINE_GLUCOSE", panel="urine"),
        R("Eiwit (urine)", "negatief", "", "negatief", "URINE_PROTEIN", panel="urine"),
    ]),
]


def doc_a():
    body = []
    for section, rows in A_ROWS:
        body.append(f'<tr class="sec"><td colspan="5">{section}</td></tr>')
        for r in rows:
            body.append(
                f"<tr><td>{esc(r.label)}</td><td class=v>{esc(r.val)}</td><td class=f>{r.flag}</td>"
                f"<td>{esc(r.unit)}</td><td>{esc(r.rng)}</td></tr>")
            if r.code == "LDL":
                body.append('<tr class="note"><td colspan="5">LDL berekend volgens Friedewald; bij TG &gt; 4,5 mmol/L niet berekend.</td></tr>')
            if r.code == "B12":
                body.append('<tr><td>Foliumzuur</td><td class=v>volgt</td><td></td><td>nmol/L</td><td>&gt; 8,8</td></tr>')
            if r.code == "EGFR":
                body.append('<tr class="note"><td colspan="5">eGFR berekend met CKD-EPI (2009) zonder correctie voor etniciteit.</td></tr>')
    html = f"""<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Uitslagen</title>
<style>
@page {{ size: A4; margin: 16mm 15mm 18mm 18mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color:#111; }}
.lh {{ display:flex; justify-content:space-between; border-bottom:2px solid #1b5e8c; padding-bottom:6px; }}
.lh .n {{ font-size:14pt; font-weight:bold; color:#1b5e8c; }}
.small {{ font-size:8pt; color:#333; }}
.blocks {{ display:flex; gap:20px; margin:10px 0; }}
.blocks table td {{ padding:1px 6px 1px 0; font-size:9pt; }}
h1 {{ font-size:12pt; margin:10px 0 4px; }}
table.res {{ width:100%; border-collapse:collapse; }}
table.res th {{ text-align:left; border-bottom:1px solid #000; font-size:9pt; padding:3px 4px; }}
table.res td {{ padding:2px 4px; }}
td.v {{ text-align:right; width:60px; }} td.f {{ width:24px; font-weight:bold; }}
tr.sec td {{ font-weight:bold; padding-top:8px; border-bottom:1px dotted #999; }}
tr.note td {{ font-size:8pt; font-style:italic; color:#444; padding-left:20px; }}
.foot {{ margin-top:14px; font-size:8pt; border-top:1px solid #999; padding-top:4px; }}
</style></head><body>
<div class="lh"><div><div class="n">Laboratorium Noord-Nederland Eerstelijnsdiagnostiek</div>
<div class="small">Van Ketwich Verschuurlaan 204 · 9721 SW Groningen · tel. 050 - 318 44 00 · www.lnne.nl</div></div>
<div class="small" style="text-align:right">Geaccrediteerd volgens NEN-EN-ISO 15189<br>RvA M 471</div></div>
<div class="blocks">
<table><tr><td><b>Patiënt</b></td><td>Mw. A.M. Kooistra</td></tr>
<tr><td>Geboortedatum</td><td>14-06-1978 (V)</td></tr>
<tr><td>BSN</td><td>2739.18.400</td></tr>
<tr><td>Adres</td><td>Oosterhamrikkade 231-b, 9714 BK Groningen</td></tr></table>
<table><tr><td><b>Aanvrager</b></td><td>H.J. Wiersma, huisarts</td></tr>
<tr><td></td><td>Huisartsenpraktijk De Linie, Groningen</td></tr>
<tr><td>AGB-code</td><td>01-048213</td></tr>
<tr><td>Kopie aan</td><td>patiënt (via portaal)</td></tr></table>
<table><tr><td><b>Labnummer</b></td><td>2503-120447</td></tr>
<tr><td>Afname</td><td>12-03-2025 08:14</td></tr>
<tr><td>Ontvangst</td><td>12-03-2025 10:02</td></tr>
<tr><td>Rapportage</td><td>13-03-2025 14:37 (eindrapport)</td></tr></table>
</div>
<h1>Uitslag laboratoriumonderzoek</h1>
<table class="res"><thead><tr><th>Bepaling</th><th style="text-align:right">Uitslag</th><th></th><th>Eenheid</th><th>Referentiewaarde</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<div class="foot">Vlag: H = boven referentiewaarde, L = onder referentiewaarde. Referentiewaarden gelden voor volwassen vrouwen.
Foliumzuur: uitslag volgt in een aanvullend rapport.<br>
Geautoriseerd door: drs. M.C. Bosscher, klinisch chemicus · Mw. A.M. Kooistra · 14-06-1978 · Labnummer 2503-120447</div>
</body></html>"""
    excluded = [{"doc": A_FILE, "label_as_printed": "Foliumzuur", "printed": "Foliumzuur volgt nmol/L > 8,8",
                 "why": "pending: 'volgt' (result follows in a later report)"}]
    layout = ("Dutch primary-care lab report: Bepaling / Uitslag / flag (H, L) / Eenheid / Referentiewaarde, "
              "haemoglobin in mmol/L and haematocrit in L/L as Dutch labs print them, HbA1c in mmol/mol, "
              "'mm/uur' ESR, '> 90' eGFR, section rows, italic notes under rows, a pending 'volgt' row, a urine strip "
              "with qualitative 'negatief' / '1+', dates dd-mm-yyyy with Afname / Ontvangst / Rapportage, BSN.")
    return A_FILE, "pdf", html, [(A_DATE, r) for _, rows in A_ROWS for r in rows], excluded, layout


B_FILE = "MijnZiekenhuisLauwerszee_uitslagen.html"
B_GROUPS = [
    ("2025-01-14", "14-01-2025 09:41", "Interne geneeskunde", [
        R("Hemoglobine", "7,2", "mmol/L", "7,5 - 10,0", "HGB", "-"),
        R("MCV", "78", "fL", "80 - 100", "MCV", "-"),
        R("Ferritine", "7", "µg/L", "15 - 150", "FERR", "-"),
        R("Transferrineverzadiging", "9", "%", "16 - 45", "TSAT", "-"),
        R("CRP", "< 5", "mg/L", "< 10", "CRP"),
        R("TSH", "6,4", "mU/L", "0,4 - 4,0", "TSH", "+"),
        R("Vrij T4", "11,8", "pmol/L", "11 - 22", "FT4"),
        R("Anti-TPO", "312", "kU/L", "< 35", "ANTY_TPO", "+"),
        R("Coeliakie screening (anti-tTG IgA)", "negatief", "", "negatief", "TTG_IGA", new_label="Anti-tTG IgA"),
    ]),
    ("2025-01-28", "28-01-2025 10:05", "Interne geneeskunde", [
        R("Hemoglobine", "7,5", "mmol/L", "7,5 - 10,0", "HGB"),
        R("Reticulocyten", "62", "10^9/L", "25 - 100", "RET"),
        R("Ferritine", "18", "µg/L", "15 - 150", "FERR"),
        R("Kreatinine", "70", "µmol/L", "49 - 90", "CREA"),
    ]),
]


def doc_b():
    cards = []
    for _, when, dept, rows in B_GROUPS:
        trs = "".join(
            f'<tr><td class="name"><a href="#" data-test="{esc(r.code.lower())}">{esc(r.label)}</a></td>'
            f'<td class="val">{esc(r.val)} <span class="flag">{r.flag}</span></td><td>{esc(r.unit)}</td>'
            f"<td>{esc(r.rng)}</td></tr>" for r in rows)
        cards.append(f"""<section class="order"><header><h2>Afname {when}</h2>
<p class="meta">Aanvrager: dr. E.S. Hoekstra-Dijkema, internist · Afdeling: {dept} · Status: definitief</p></header>
<table class="uitslagen"><thead><tr><th>Bepaling</th><th>Uitslag</th><th>Eenheid</th><th>Referentiewaarde</th></tr></thead>
<tbody>{trs}</tbody></table></section>""")
    pending = """<section class="order"><header><h2>Afname 28-01-2025 10:05</h2>
<p class="meta">Aanvrager: dr. E.S. Hoekstra-Dijkema, internist · Status: in behandeling</p></header>
<table class="uitslagen"><thead><tr><th>Bepaling</th><th>Uitslag</th><th>Eenheid</th><th>Referentiewaarde</th></tr></thead>
<tbody><tr><td class="name">Vitamine B12</td><td class="val">in behandeling</td><td>pmol/L</td><td>145 - 637</td></tr></tbody></table></section>"""
    html = f"""<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Uitslagen - Mijn Ziekenhuis Lauwerszee</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://mijn.lauwerszee-zkh.nl/static/css/portal.3f9a1c.css">
<script>window.__PORTAL__ = {{"session":"a91c0e77","locale":"nl-NL","patientId":"4481920"}};</script>
<style>body{{font-family:Arial}}.flag{{color:#c00;font-weight:bold}}td{{padding:4px 10px}}</style>
</head><body>
<nav class="top"><a href="/">Home</a> <a href="/afspraken">Afspraken</a> <a href="/uitslagen" class="active">Uitslagen</a>
<a href="/medicatie">Medicatie</a> <a href="/berichten">Berichten (2)</a> <a href="/uitloggen">Uitloggen</a></nav>
<div class="patientbar">Mw. A.M. Kooistra · geb. 14-06-1978 · BSN 273918400 · Patiëntnummer 4481920</div>
<main><h1>Uitslagen laboratorium</h1>
<p class="hint">Uitslagen worden 7 dagen na afname zichtbaar, tenzij uw arts ze eerder heeft besproken. Een + betekent hoger dan de referentiewaarde, een - lager.</p>
{''.join(cards)}
{pending}
</main>
<footer>© 2025 Ziekenhuis Lauwerszee · Gasthuislaan 12, 9901 AA Appingedam · <a href="/privacy">Privacy</a></footer>
<script src="https://mijn.lauwerszee-zkh.nl/static/js/portal.8e21b0.js"></script>
</body></html>
"""
    rows = [(d, r) for d, _, _, rs in B_GROUPS for r in rs]
    excluded = [{"doc": B_FILE, "label_as_printed": "Vitamine B12", "printed": "Vitamine B12 in behandeling pmol/L 145 - 637",
                 "why": "pending ('in behandeling')"}]
    layout = ("Dutch hospital patient portal page saved as HTML (navigation, scripts, a patient bar with BSN): one section per "
              "collection ('Afname 14-01-2025 09:41') with Bepaling / Uitslag / Eenheid / Referentiewaarde, '+' and '-' after "
              "the value as flags, kU/L anti-TPO, a qualitative coeliac screen, a pending 'in behandeling' section.")
    return B_FILE, "html", html, rows, excluded, layout
