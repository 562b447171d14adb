"""Doc 2: a UK NHS GP practice printout of test results: two sample dates, each with entry and received dates,
dd/mm/yyyy, SI units, the normal range in brackets after the value in one cell, flags written out in words."""
from common import R, X, esc, paged

DOC = "GP_results_printout_Kovalchuk_O.pdf"
CSS = """
body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:9pt;margin:0}
@page{size:A4;margin:14mm 12mm}
.hdr{border-bottom:1px solid #000;padding-bottom:4px;margin-bottom:6px}
.hdr b{font-size:11pt}
.pt{display:grid;grid-template-columns:1fr 1fr;font-size:8.5pt;margin:4px 0 8px}
.grp{margin-top:10px;border-top:1px dashed #777;padding-top:4px}
.gh{display:grid;grid-template-columns:80px 1fr;font-size:8.5pt}
table{border-collapse:collapse;margin-left:80px;font-size:8.5pt}
td{padding:1px 8px 1px 0}
.ab{font-style:italic}
.c{margin-left:80px;font-size:8pt;color:#333}
.f{position:fixed;bottom:0;font-size:7pt;width:100%;border-top:1px solid #aaa}
"""

GROUPS = []


def grp(entry, sample, received, title, ref, rows, comment=""):
    GROUPS.append((entry, sample, received, title, ref, rows, comment))


def rr(label, code, v, unit, rng, lo=None, hi=None, flag="", alt=None):
    return (label, code, v, unit, rng, lo, hi, flag, alt)


def build():
    grp("14/03/2025", "12/03/2025", "13/03/2025", "Full blood count - FBC", "LTH25-0312-88417", [
        rr("Haemoglobin estimation", "HGB", "118", "g/L", "115.0 - 165.0", 115, 165),
        rr("Total white cell count", "WBC", "6.1", "10*9/L", "4.0 - 11.0", 4, 11),
        rr("Platelet count", "PLT", "312", "10*9/L", "150.0 - 450.0", 150, 450),
        rr("Red blood cell count", "RBC", "4.02", "10*12/L", "3.80 - 5.80", 3.8, 5.8),
        rr("Haematocrit", "HCT", "0.361", "L/L", "0.370 - 0.470", 0.37, 0.47, "Below low reference limit"),
        rr("Mean cell volume", "MCV", "89.8", "fL", "80.0 - 100.0", 80, 100),
        rr("Mean cell haemoglobin level", "MCH", "29.4", "pg", "27.0 - 32.0", 27, 32),
        rr("Neutrophil count", "NEUT", "3.4", "10*9/L", "2.0 - 7.5", 2, 7.5),
        rr("Lymphocyte count", "LYMPH", "2.0", "10*9/L", "1.5 - 4.0", 1.5, 4),
    ])
    grp("14/03/2025", "12/03/2025", "13/03/2025", "Urea and electrolytes", "LTH25-0312-88418", [
        rr("Serum sodium", "NA", "139", "mmol/L", "133.0 - 146.0", 133, 146),
        rr("Serum potassium", "K", "4.4", "mmol/L", "3.5 - 5.3", 3.5, 5.3),
        rr("Serum urea level", "UREA", "4.1", "mmol/L", "2.5 - 7.8", 2.5, 7.8),
        rr("Serum creatinine", "CREA", "64", "umol/L", "45.0 - 84.0", 45, 84),
        rr("eGFR using creatinine (CKD-EPI) per 1.73 square metres", "EGFR", ">90", "mL/min/1.73m*2", ""),
    ])
    grp("14/03/2025", "12/03/2025", "13/03/2025", "Thyroid function test", "LTH25-0312-88419", [
        rr("Serum TSH level", "TSH", "3.1", "mu/L", "0.27 - 4.20", 0.27, 4.2),
        rr("Serum free T4 level", "FT4", "14.2", "pmol/L", "12.0 - 22.0", 12, 22),
    ])
    grp("14/03/2025", "12/03/2025", "13/03/2025", "Haematinics", "LTH25-0312-88420", [
        rr("Serum ferritin", "FERR", "9", "ug/L", "15.0 - 150.0", 15, 150, "Below low reference limit"),
        rr("Serum vitamin B12", "B12", "312", "ng/L", "197.0 - 771.0", 197, 771),
        rr("Serum folate", "FOLATE", "3.1", "ug/L", "3.9 - 26.8", 3.9, 26.8, "Below low reference limit"),
    ], "Iron deficiency. Please arrange coeliac screen and repeat FBC/ferritin in 3 months on treatment. Dr A Okafor")
    grp("14/03/2025", "12/03/2025", "13/03/2025", "HbA1c and lipid profile", "LTH25-0312-88421", [
        rr("Haemoglobin A1c level - IFCC standardised", "HBA1C", "38", "mmol/mol", "20.0 - 41.0", 20, 41, alt=["HBA1C_IFCC"]),
        rr("Serum cholesterol", "CHOL", "5.6", "mmol/L", ""),
        rr("Serum HDL cholesterol level", "HDL", "1.52", "mmol/L", ""),
        rr("Serum triglycerides", "TG", "1.1", "mmol/L", ""),
        rr("Serum LDL cholesterol level", "LDL", "3.58", "mmol/L", ""),
        rr("Serum non high density lipoprotein cholesterol level", "NON_HDL", "4.08", "mmol/L", ""),
        ("Serum cholesterol/HDL ratio", None, "3.7", "", "", None, None, "", None),
    ])
    grp("14/03/2025", "12/03/2025", "13/03/2025", "Vitamin D", "LTH25-0312-88422", [
        ("Serum vitamin D", None, "Test not performed", "", "", None, None, "", None),
    ], "Vitamin D testing not indicated - see local guidelines (NICE PH56). Sample not processed.")
    grp("20/06/2025", "18/06/2025", "18/06/2025", "Full blood count - FBC", "LTH25-0618-31052", [
        rr("Haemoglobin estimation", "HGB", "126", "g/L", "115.0 - 165.0", 115, 165),
        rr("Total white cell count", "WBC", "5.7", "10*9/L", "4.0 - 11.0", 4, 11),
        rr("Platelet count", "PLT", "288", "10*9/L", "150.0 - 450.0", 150, 450),
        rr("Haematocrit", "HCT", "0.384", "L/L", "0.370 - 0.470", 0.37, 0.47),
        rr("Mean cell volume", "MCV", "90.6", "fL", "80.0 - 100.0", 80, 100),
    ])
    grp("20/06/2025", "18/06/2025", "18/06/2025", "Ferritin, folate, CRP", "LTH25-0618-31053", [
        rr("Serum ferritin", "FERR", "34", "ug/L", "15.0 - 150.0", 15, 150),
        rr("Serum folate", "FOLATE", "7.8", "ug/L", "3.9 - 26.8", 3.9, 26.8),
        rr("Serum C reactive protein level", "CRP", "<4", "mg/L", "0.0 - 5.0", 0, 5),
    ], "Ferritin now normal. Continue ferrous fumarate for a further 3 months. Dr A Okafor")

FOOT = """Ms Olena KOVALCHUK &nbsp; NHS number 485 777 3457 &nbsp; DOB 23/02/1979 &nbsp;&nbsp; CONFIDENTIAL - contains patient identifiable information"""


def html():
    build()
    o = [f"<!doctype html><meta charset=utf-8><style>{CSS}</style><body>"]
    o.append("""<div class=hdr><b>Meanwood Green Medical Practice</b><br>2 Stainbeck Lane, Leeds, West Yorkshire, LS7 3QY &nbsp; Tel: 0113 496 0721 &nbsp; ODS code: B86642</div>
<div><b>Test results</b> - printed 02/07/2025 11:48 by JHOLMES (Receptionist) at patient request</div>
<div class=pt><div>Name: Ms Olena KOVALCHUK<br>Date of birth: 23/02/1979 (46y) &nbsp; Gender: Female<br>NHS number: 485 777 3457</div>
<div>Address: Flat 3, 27 Cranbrook Avenue, Leeds, LS6 2QT<br>Mobile: 07700 900418<br>Usual GP: Dr Adaeze Okafor</div></div>
""")
    for entry, sample, rec, title, ref, rows, comment in GROUPS:
        date = "-".join(reversed(sample.split("/")))
        o.append(f"<div class=grp><div class=gh><b>{entry}</b><div><b>{esc(title)}</b> &nbsp; Sample date: {sample} &nbsp; Received: {rec} &nbsp; Lab ref: {ref}<br>Leeds Teaching Hospitals NHS Trust - Blood Sciences &nbsp; Requested by: Dr Adaeze Okafor</div></div><table>")
        for label, code, v, unit, rng, lo, hi, flag, alt in rows:
            cell = f"{v} {unit}".strip() + (f" &nbsp;({rng})" if rng else "")
            o.append(f"<tr><td>{esc(label)}</td><td>{esc(cell).replace('&amp;nbsp;', '&nbsp;')}</td><td class=ab>{esc(flag)}</td></tr>")
            if code:
                R(DOC, label, code, v, unit, rng or None, lo, hi, bool(flag), date, alt=alt,
                  printed=[label, f"{v} {unit}" + (f" ({rng})" if rng else ""), flag])
            elif v == "Test not performed":
                X(DOC, label, f"{label} Test not performed", "test not performed: no result")
            else:
                X(DOC, label, f"{label} {v}", "a derived ratio of two rows already entered; no marker in the dictionary")
        o.append("</table>")
        if comment:
            o.append(f"<div class=c>Comment: {esc(comment)}</div>")
        o.append("</div>")
    o.append("</body>")
    head, body = o[0], "\n".join(o[1:]).replace("</body>", "")
    return head + paged(body, FOOT) + "</body>"
