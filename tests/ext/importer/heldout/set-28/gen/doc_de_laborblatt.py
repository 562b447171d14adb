"""A German Hausarzt's 'Laborblatt' printed from the practice software (Chromium): parameters as rows,
the current date and two Vorwerte as columns, 'n.b.' and 's. Bef.' cells, decimal commas, flags."""
from common import row, rng, num, chromium_pdf, excl
import html as H

DOC = "Laborblatt_Praxis_Dr_Lindqvist_2025-03-18.pdf"
DATES = [("18.03.2025", "2025-03-18"), ("09.12.2024", "2024-12-09"), ("17.06.2024", "2024-06-17")]
# label, code, unit, Norm, [cells per date]; a cell may carry a flag: "11,2 H", "n.b.", "s. Bef."
P = [
    ("Blutbild", None),
    ("Leukozyten", "WBC", "/nl", "3,9 - 10,2", ["11,2 H", "8,4", "7,9"]),
    ("Erythrozyten", "RBC", "/pl", "4,3 - 5,8", ["4,62", "4,71", "4,80"]),
    ("Hämoglobin", "HGB", "g/dl", "13,5 - 17,2", ["14,1", "14,5", "14,8"]),
    ("Hämatokrit", "HCT", "%", "39,5 - 50,5", ["42,3", "43,0", "n.b."]),
    ("Thrombozyten", "PLT", "/nl", "150 - 370", ["312", "298", "276"]),
    ("Differentialblutbild", None, "", "", ["s. Bef.", "n.b.", "n.b."]),
    ("Klinische Chemie", None),
    ("Kreatinin", "CREA", "mg/dl", "0,70 - 1,20", ["1,31 H", "1,18", "1,09"]),
    ("eGFR (CKD-EPI)", "EGFR", "ml/min", "> 60", ["58 L", "66", "74"]),
    ("Kalium", "K", "mmol/l", "3,5 - 5,1", ["4,8", "4,5", "n.b."]),
    ("Natrium", "NA", "mmol/l", "136 - 145", ["139", "141", "n.b."]),
    ("Harnsäure", "URIC_ACID", "mg/dl", "3,4 - 7,0", ["7,8 H", "n.b.", "8,1 H"]),
    ("GPT (ALAT)", "ALT", "U/l", "< 50", ["34", "29", "31"]),
    ("Gamma-GT", "GGT", "U/l", "< 60", ["71 H", "n.b.", "64 H"]),
    ("Cholesterin", "CHOL", "mg/dl", "< 200", ["236 H", "n.b.", "251 H"]),
    ("LDL-Cholesterin", "LDL", "mg/dl", "< 116", ["152 H", "n.b.", "168 H"]),
    ("HDL-Cholesterin", "HDL", "mg/dl", "> 40", ["46", "n.b.", "44"]),
    ("Triglyceride", "TG", "mg/dl", "< 150", ["188 H", "n.b.", "203 H"]),
    ("HbA1c", "HBA1C", "%", "4,0 - 5,6", ["6,1 H", "5,9 H", "n.b."]),
    ("TSH basal", "TSH", "µU/ml", "0,27 - 4,20", ["s. Bef.", "2,14", "n.b."]),
    ("PSA gesamt", "PSA", "ng/ml", "< 4,0", ["1,9", "n.b.", "n.b."]),
]
IDENTITY = {
    "patient_name": ["Reinhard Oberhäuser", "Oberhäuser, Reinhard", "OBERHÄUSER, REINHARD", "Oberhäuser"],
    "birth_date": ["04.09.1958"],
    "national_id": ["A482917365", "Versichertennr. A482917365"],
    "address": ["Kastanienweg 11", "Kastanienweg", "34127 Kassel-Wehlheiden"],
    "phone": ["0561 4710 238", "0561 4710 239", "0170 6612 845"],
    "doctor": ["Dr. med. Kerstin Lindqvist", "Kerstin Lindqvist", "Lindqvist", "Dr. Lindqvist"],
    "licence_numbers": ["LANR 683214701", "683214701", "BSNR 381126700", "381126700"],
    "order_numbers": ["0318-4471"],
}


def cell(c):
    if c.endswith(" H") or c.endswith(" L"):
        v, f = c.rsplit(" ", 1)
        return f'<td class="v hi">{H.escape(v)} <b>{f}</b></td>'
    return f'<td class="v">{H.escape(c)}</td>'


def build(out):
    rows = []
    for it in P:
        if it[1] is None and len(it) == 2:
            rows.append(f'<tr class="grp"><td colspan="6">{H.escape(it[0])}</td></tr>')
            continue
        label, code, unit, norm, cells = it
        rows.append(f"<tr><td>{H.escape(label)}</td><td>{H.escape(unit)}</td><td>{H.escape(norm)}</td>" + "".join(cell(c) for c in cells) + "</tr>")
    css = """body{font-family:'Liberation Sans',Arial;font-size:10.5px;margin:0 10px}h1{font-size:15px;margin:4px 0}
.kopf{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:4px}
table{border-collapse:collapse;width:100%;margin-top:8px}th,td{border:1px solid #999;padding:2px 5px}
th{background:#e8e8e8;text-align:left}.v{text-align:right;font-family:'Liberation Mono',monospace}.hi{background:#fde2e2}
.grp td{background:#f4f4f4;font-weight:bold}.fuss{margin-top:10px;font-size:9px;border-top:1px solid #000;padding-top:4px}"""
    html = f"""<!doctype html><html><head><meta charset="utf-8"><title>Laborblatt</title><style>{css}</style></head><body>
<div class="kopf"><div><b>Gemeinschaftspraxis Dr. med. Kerstin Lindqvist</b><br>Fachärztin für Allgemeinmedizin · Hausärztliche Versorgung<br>
Friedrich-Ebert-Str. 204 · 34119 Kassel · Tel. 0561 4710 238 · Fax 0561 4710 239<br>LANR 683214701 · BSNR 381126700</div>
<div style="text-align:right">Ausdruck vom 20.03.2025 11:47<br>Benutzer: MFA Schüler<br>Seite 1 von 1</div></div>
<h1>Laborblatt (Kumulativ)</h1>
<div>Patient: <b>Oberhäuser, Reinhard</b> · geb. 04.09.1958 · m · Kastanienweg 11, 34127 Kassel-Wehlheiden · Tel. 0170 6612 845<br>
Kasse: AOK Hessen · Versichertennr. A482917365 · Auftrag 0318-4471 (Eigenlabor + LG Nordhessen)</div>
<table><tr><th>Parameter</th><th>Einheit</th><th>Norm</th>{''.join(f'<th>Abnahme<br>{d}</th>' for d, _ in DATES)}</tr>
{''.join(rows)}</table>
<div class="fuss">n.b. = nicht bestimmt · s. Bef. = siehe Befund (Einzelbefund in der Karteikarte) · H/L = über/unter Norm ·
Normbereiche gelten für Männer ab 18 J.<br>
Eigenlabor: Blutbild, HbA1c (POCT). Fremdlabor: LG Nordhessen, Wilhelmshöher Allee 91, Kassel. Befund 19.03.2025.</div>
</body></html>"""
    chromium_pdf(html, out, name="laborblatt.html")
    for it in P:
        if len(it) == 2:
            continue
        label, code, unit, norm, cells = it
        if code is None:
            excl(DOC, label, "s. Bef. / n.b. / n.b.", "no value: 'siehe Befund' points to a separate report")
            continue
        lo, hi = rng(norm)
        for (dp, iso), c in zip(DATES, cells):
            if c == "n.b.":
                continue
            if c == "s. Bef.":
                excl(DOC, label, f"s. Bef. ({dp})", "no value: 'siehe Befund' points to a separate report")
                continue
            fl = c.endswith(" H") or c.endswith(" L")
            v = c.split()[0]
            row(DOC, label, code, iso, num(v), unit, lo, hi, norm, fl, [label, unit, norm, dp, c])
    return IDENTITY
