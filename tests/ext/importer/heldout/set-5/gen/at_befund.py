"""Doc 3: an Austrian Laborbefund with two sections side by side on each page (CSS columns), Normbereich,
'+'/'-' flags in their own column, Tsd/µl and Mio/µl, a 'n.d.' not done row, a qualitative serology row."""
from common import R, X, esc

DOC = "Befund_Labor_Hartl_24-311-0587.pdf"
D = "2024-11-14"
CSS = """
body{font-family:'DejaVu Sans',sans-serif;font-size:8.5pt;margin:0}
@page{size:A4;margin:12mm}
.page{height:268mm;position:relative;page-break-after:always}
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #7a1020}
.lh .n{font-size:13pt;color:#7a1020;font-weight:bold}
.meta{display:grid;grid-template-columns:1.2fr 1fr;gap:4px;margin:6px 0;font-size:8pt}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:14px}
h3{font-size:9pt;margin:6px 0 2px;border-bottom:1px solid #999}
table{width:100%;border-collapse:collapse}
th{font-size:7pt;text-align:left;font-weight:normal;color:#555}
td{padding:1px 2px}
td:last-child{white-space:nowrap}
td.f{width:8px;font-weight:bold;text-align:center}
td.v{text-align:right;white-space:nowrap}
.foot{position:absolute;bottom:0;left:0;right:0;font-size:7pt;border-top:1px solid #999}
"""

SECTIONS = [
    ("Hämatologie", [
        ("Leukozyten", "WBC", "6,2", "Tsd/µl", "4,0 - 10,0", 4, 10, ""),
        ("Erythrozyten", "RBC", "4,35", "Mio/µl", "3,90 - 5,20", 3.9, 5.2, ""),
        ("Hämoglobin", "HGB", "12,8", "g/dl", "12,0 - 16,0", 12, 16, ""),
        ("Hämatokrit", "HCT", "38,9", "%", "35,0 - 47,0", 35, 47, ""),
        ("MCV", "MCV", "89", "fl", "80 - 99", 80, 99, ""),
        ("MCH", "MCH", "29,4", "pg", "27,0 - 33,0", 27, 33, ""),
        ("MCHC", "MCHC", "32,9", "g/dl", "31,0 - 36,0", 31, 36, ""),
        ("Thrombozyten", "PLT", "288", "Tsd/µl", "150 - 400", 150, 400, ""),
        ("Neutrophile", "NEUT_PCT", "58", "%", "40 - 75", 40, 75, ""),
        ("Lymphozyten", "LYMPH_PCT", "31", "%", "20 - 45", 20, 45, ""),
    ]),
    ("Klinische Chemie", [
        ("Natrium", "NA", "140", "mmol/l", "135 - 145", 135, 145, ""),
        ("Kalium", "K", "4,6", "mmol/l", "3,5 - 5,1", 3.5, 5.1, ""),
        ("Kreatinin", "CREA", "0,79", "mg/dl", "0,50 - 0,90", 0.5, 0.9, ""),
        ("eGFR (CKD-EPI)", "EGFR", "91", "ml/min/1,73m²", "> 60", 60, None, ""),
        ("Harnstoff", "UREA", "27", "mg/dl", "17 - 43", 17, 43, ""),
        ("Harnsäure", "URIC_ACID", "4,1", "mg/dl", "2,4 - 5,7", 2.4, 5.7, ""),
        ("GOT (AST)", "AST", "22", "U/l", "< 35", None, 35, ""),
        ("GPT (ALT)", "ALT", "41", "U/l", "< 35", None, 35, "+"),
        ("Gamma-GT", "GGT", "48", "U/l", "< 40", None, 40, "+"),
        ("Alkalische Phosphatase", "ALP", "66", "U/l", "35 - 105", 35, 105, ""),
        ("Bilirubin gesamt", "BILI", "0,5", "mg/dl", "< 1,2", None, 1.2, ""),
        ("Glukose nüchtern", "GLU", "94", "mg/dl", "70 - 100", 70, 100, ""),
    ]),
    ("Fettstoffwechsel", [
        ("Cholesterin", "CHOL", "231", "mg/dl", "< 200", None, 200, "+"),
        ("HDL-Cholesterin", "HDL", "61", "mg/dl", "> 45", 45, None, ""),
        ("LDL-Cholesterin", "LDL", "148", "mg/dl", "< 115", None, 115, "+"),
        ("Triglyceride", "TG", "109", "mg/dl", "< 150", None, 150, ""),
        ("HbA1c", "HBA1C", "5,6", "%", "4,0 - 6,0", 4, 6, ""),
    ]),
    ("Entzündung / Eisen / Vitamine", [
        ("CRP", "CRP", "<0,5", "mg/l", "< 5,0", None, 5, ""),
        ("Eisen", "FE", "48", "µg/dl", "50 - 170", 50, 170, "-"),
        ("Ferritin", "FERR", "21", "ng/ml", "15 - 150", 15, 150, ""),
        ("Transferrinsättigung", "TSAT", "13", "%", "16 - 45", 16, 45, "-"),
        ("Vitamin B12", None, "n.d.", "pg/ml", "197 - 771", None, None, ""),
    ]),
    ("Schilddrüse", [
        ("TSH", "TSH", "2,80", "µIU/ml", "0,27 - 4,20", 0.27, 4.2, ""),
        ("fT4", "FT4", "1,21", "ng/dl", "0,93 - 1,70", 0.93, 1.7, ""),
    ]),
    ("Serologie", [
        ("HBs-Antigen", "HBSAG", "negativ", "", "negativ", None, None, ""),
    ]),
]


def table(title, rows):
    o = [f"<h3>{esc(title)}</h3><table><tr><th>Untersuchung</th><th style='text-align:right'>Ergebnis</th><th></th><th>Einheit</th><th>Normbereich</th></tr>"]
    for label, code, v, unit, rng, lo, hi, flag in rows:
        o.append(f"<tr><td>{esc(label)}</td><td class=v>{esc(v)}</td><td class=f>{flag}</td><td>{esc(unit)}</td><td>{esc(rng)}</td></tr>")
        if code == "HBSAG":
            R(DOC, label, code, v, None, rng, None, None, False, D, rtext="negativ", printed=[label, v, "", "", rng])
        elif code:
            R(DOC, label, code, v, unit, rng, lo, hi, bool(flag), D, printed=[label, v, flag, unit, rng])
        else:
            X(DOC, label, f"{label} n.d. {unit} {rng}", "\"n.d.\" = nicht durchgeführt (see the note: material insufficient): no result")
    o.append("</table>")
    return "".join(o)


HEAD = """<div class=lh><div><span class=n>Labor Dr. Hartl &amp; Partner</span><br>Fachärzte für Medizinische und Chemische Labordiagnostik<br>Währinger Gürtel 128, 1090 Wien &nbsp; Tel. +43 1 408 55 20</div>
<div style='text-align:right'>Kassenvertrag: alle Kassen<br>www: labor-hartl.at (fiktiv)</div></div>
<div class=meta><div><b>Kovalchuk Olena</b>, weiblich<br>geb. 23.02.1979 &nbsp; SVNR 3847 230279<br>Hernalser Hauptstraße 71/9, 1170 Wien<br>Tel. 0664 318 27 90</div>
<div>Auftragsnr.: 24-311-0587<br>Abnahmedatum: 14.11.2024 08:20<br>Eingang: 14.11.2024 11:02<br>Befunddatum: 15.11.2024 09:47<br>Einsender: Dr. med. univ. Barbara Steininger, Ärztin f. Allgemeinmedizin, 1170 Wien</div></div>"""


def html():
    foot = "<div class=foot>Kovalchuk Olena, geb. 23.02.1979 &nbsp; Auftragsnr. 24-311-0587 &nbsp; Seite {p} von 2 &nbsp;&nbsp; Befund freigegeben: Dr. Elisabeth Wurm, Fachärztin f. Med. u. Chem. Labordiagnostik</div>"
    s = SECTIONS
    p1 = f"<div class=page>{HEAD}<div class=cols><div>{table(*s[0])}</div><div>{table(*s[1])}</div></div>{foot.format(p=1)}</div>"
    p2 = (f"<div class=page>{HEAD}<div class=cols><div>{table(*s[2])}{table(*s[4])}</div><div>{table(*s[3])}{table(*s[5])}</div></div>"
          "<p style='font-size:8pt'>Anmerkung: Vitamin B12 nicht durchgeführt - Material nicht ausreichend. Bitte ggf. Nachforderung.<br>"
          "Normbereiche alters- und geschlechtsspezifisch. + = über, - = unter dem Normbereich.</p>" + foot.format(p=2) + "</div>")
    return f"<!doctype html><meta charset=utf-8><style>{CSS}</style><body>{p1}{p2}</body>"
