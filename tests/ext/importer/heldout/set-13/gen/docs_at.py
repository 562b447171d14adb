"""Set-13, Austria: a Viennese lab's Befund with the unit column after the reference range and, for the
chemistry, the result again in SI units in two columns to the right (mg/dl first: the primary result);
'bis' ranges, G/l and T/l counts, a haemolysed potassium, 'folgt' (pending) and 's. Kommentar' rows, an
LDL by Friedewald with a comment, an LDL/HDL quotient, the SVNR in the patient block."""

from common import X, add_identity, esc, page, record, t

NAME = "AT_Labor_Feldbacher_Befund_W250318-0457.pdf"
DATE = "2025-03-18"

BLOCKS = [
    ("Hämatologie", [
        ("Leukozyten", "6,54", "", "4,00 - 10,00", "G/l", "", "", t("WBC", 6.54, low=4.0, high=10.0)),
        ("Erythrozyten", "4,62", "", "3,90 - 5,20", "T/l", "", "", t("RBC", 4.62, low=3.9, high=5.2)),
        ("Hämoglobin", "13,9", "", "12,0 - 16,0", "g/dl", "8,63", "mmol/l",
         t("HGB", 13.9, "g/dl", 12.0, 16.0, note="SI value printed beside; g/dl is the primary column")),
        ("Hämatokrit", "41,2", "", "35,5 - 45,0", "%", "", "", t("HCT", 41.2, low=35.5, high=45.0)),
        ("MCV", "89,2", "", "80,0 - 98,0", "fl", "", "", t("MCV", 89.2, low=80.0, high=98.0)),
        ("MCH", "30,1", "", "27,0 - 33,5", "pg", "", "", t("MCH", 30.1, low=27.0, high=33.5)),
        ("MCHC", "33,7", "", "31,5 - 36,0", "g/dl", "", "", t("MCHC", 33.7, low=31.5, high=36.0)),
        ("Thrombozyten", "268", "", "150 - 400", "G/l", "", "", t("PLT", 268, low=150, high=400)),
    ]),
    ("Klinische Chemie", [
        ("Natrium", "141", "", "136 - 145", "mmol/l", "", "", t("NA", 141, low=136, high=145)),
        ("Kalium", "hämolytisch", "", "3,5 - 5,1", "mmol/l", "", "",
         X("haemolysed: 'hämolytisch – nicht beurteilbar'")),
        ("Glukose nüchtern", "97", "", "70 - 100", "mg/dl", "5,38", "mmol/l",
         t("GLU", 97, "mg/dl", 70, 100, note="mg/dl first, SI to the right")),
        ("Kreatinin", "0,94", "+", "0,50 - 0,90", "mg/dl", "83", "µmol/l",
         t("CREA", 0.94, "mg/dl", 0.5, 0.9, abn=True)),
        ("eGFR (CKD-EPI)", "68", "", "&gt; 60", "ml/min/1,73m²", "", "", t("EGFR", 68, low=60)),
        ("Harnsäure", "5,9", "+", "2,4 - 5,7", "mg/dl", "351", "µmol/l",
         t("URIC_ACID", 5.9, "mg/dl", 2.4, 5.7, abn=True)),
        ("GOT (AST)", "24", "", "bis 35", "U/l", "", "", t("AST", 24, high=35)),
        ("GPT (ALT)", "29", "", "bis 35", "U/l", "", "", t("ALT", 29, high=35)),
        ("Gamma-GT", "18", "", "bis 38", "U/l", "", "", t("GGT", 18, high=38)),
        ("CRP", "&lt; 0,06", "", "&lt; 0,50", "mg/dl", "", "", t("CRP", 0.06, "mg/dl", high=0.5, comp="<")),
    ]),
    ("Fettstoffwechsel", [
        ("Cholesterin gesamt", "244", "+", "&lt; 200", "mg/dl", "6,31", "mmol/l",
         t("CHOL", 244, "mg/dl", high=200, abn=True)),
        ("HDL-Cholesterin", "61", "", "&gt; 45", "mg/dl", "1,58", "mmol/l", t("HDL", 61, "mg/dl", low=45)),
        ("LDL-Cholesterin (ber.)", "158", "+", "&lt; 130", "mg/dl", "4,09", "mmol/l",
         t("LDL", 158, "mg/dl", high=130, abn=True)),
        ("Triglyceride", "124", "", "&lt; 150", "mg/dl", "1,40", "mmol/l", t("TG", 124, "mg/dl", high=150)),
        ("LDL/HDL-Quotient", "2,6", "", "&lt; 3,0", "", "", "",
         t("LDL_HDL_RATIO", 2.6, high=3.0, new_label="LDL/HDL-Quotient")),
    ]),
    ("Schilddrüse / Eisen / Vitamine", [
        ("TSH", "1,85", "", "0,27 - 4,20", "µU/ml", "", "", t("TSH", 1.85, low=0.27, high=4.2)),
        ("Ferritin", "48", "", "15 - 150", "ng/ml", "", "", t("FERR", 48, low=15, high=150)),
        ("Vitamin B12", "s. Kommentar", "", "197 - 771", "pg/ml", "", "", X("'s. Kommentar': no value")),
        ("25-OH-Vitamin D", "folgt", "", "30 - 100", "ng/ml", "", "", X("pending ('folgt')")),
    ]),
]
COMMENTS = {
    "LDL-Cholesterin (ber.)": "LDL berechnet nach Friedewald. Zielwert abhängig vom kardiovaskulären Gesamtrisiko (ESC/EAS 2019).",
    "eGFR (CKD-EPI)": "eGFR nach CKD-EPI 2009, bezogen auf 1,73 m² Körperoberfläche.",
    "Kalium": "Probe hämolytisch – Kalium nicht beurteilbar. Bitte Kontrolle.",
    "Vitamin B12": "Kommentar: Material unzureichend, Bestimmung aus Nachforderung möglich bis 25.03.2025.",
}


def build():
    add_identity(
        patient_name=["Pichler-Moser Ingrid", "Ingrid Pichler-Moser", "PICHLER-MOSER Ingrid", "Pichler-Moser"],
        national_id=["4812 170266", "4812170266"],
        birth_date=["17.02.1966", "1966-02-17"],
        address=["Hauptplatz 9/3", "2700 Wiener Neustadt"],
        doctor=["Dr. med. univ. Clemens Haidinger", "Clemens Haidinger", "Haidinger", "Dr. Sabine Feldbacher",
                "Sabine Feldbacher"],
        order_numbers=["W250318-0457", "0457183"],
        phone=["+43 1 892 44 10"],
    )
    rows = []
    trs = []
    for block, rs in BLOCKS:
        trs.append(f'<tr class="b"><td colspan="7">{esc(block)}</td></tr>')
        for r in rs:
            label, pv, flag, pr, unit, si, siu, tr = r
            rows.append((label, pv, flag, unit, pr, tr))
            trs.append(f'<tr><td>{esc(label)}</td><td class="v">{pv}</td><td class="f">{flag}</td><td>{pr}</td>'
                       f'<td>{esc(unit)}</td><td class="si">{si}</td><td class="si">{esc(siu)}</td></tr>')
            if label in COMMENTS:
                trs.append(f'<tr class="c"><td colspan="7">{esc(COMMENTS[label])}</td></tr>')
    n = record(NAME, DATE, rows)
    css = """
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9pt; }
.lh { text-align:right; font-size:8pt; color:#333; border-bottom:1px solid #000; }
.adr { margin:10px 0 8px 0; font-size:9.5pt; }
.meta { display:grid; grid-template-columns: 1fr 1fr 1fr; font-size:8pt; border:1px solid #aaa; padding:3px; }
table.t { width:100%; margin-top:6px; } table.t th { border-bottom:1.5px solid #000; text-align:left; font-size:8pt; }
td { padding:1.5px 3px; } td.v { text-align:right; font-weight:bold; } td.f { width:14px; font-weight:bold; }
td.si { color:#555; font-size:8pt; } tr.b td { font-weight:bold; padding-top:6px; font-style:italic; }
tr.c td { font-size:7.5pt; padding-left:18px; }
"""
    body = f"""
<div class="lh"><b style="font-size:12pt">Labor Dr. Feldbacher &amp; Partner</b><br>Fachärzte für medizinische und chemische Labordiagnostik<br>
Mariahilfer Straße 141, 1150 Wien · Tel. +43 1 892 44 10 · DVR 0871234</div>
<div class="adr">Herrn<br>Dr. med. univ. Clemens Haidinger<br>Arzt für Allgemeinmedizin<br>Neunkirchner Straße 22<br>2700 Wiener Neustadt</div>
<h3 style="margin:4px 0">BEFUND</h3>
<div class="meta">
<div>Patientin: <b>Pichler-Moser Ingrid</b></div><div>geb. 17.02.1966 (w)</div><div>SVNR: 4812 170266</div>
<div>Wohnort: Hauptplatz 9/3, 2700 Wiener Neustadt</div><div>Auftrag: W250318-0457</div><div>Probe: 0457183</div>
<div>Abnahme: 18.03.2025 08:10</div><div>Eingang: 18.03.2025 10:02</div><div>Freigabe: 19.03.2025 11:37</div>
</div>
<table class="t"><thead><tr><th>Analyse</th><th>Ergebnis</th><th></th><th>Referenzbereich</th><th>Einheit</th><th colspan="2">SI</th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<p style="font-size:7.5pt">+ = über dem Referenzbereich, − = unter dem Referenzbereich. Referenzbereiche alters- und geschlechtsspezifisch.</p>
<p style="font-size:8pt">Mit freundlichen kollegialen Grüßen<br>Dr. Sabine Feldbacher, Fachärztin für Labordiagnostik (elektronisch vidiert)</p>
"""
    return NAME, page("Befund", css, body), n
