"""UK NHS trust blood sciences report, two columns: the results flow down the left column and then the right
(CSS columns), each test group a small table, flags as coloured words HIGH / LOW, ranges in brackets,
a name wrapping onto two lines (eGFR), coagulation with an APTT ratio, a haemolysed potassium re-requested,
the comments and authoriser on page 2 of 2.
"""

from common import X, esc, ident, record, t

NAME = "UK_CalderVale_BloodSciences_CV25-4471902.pdf"
DATE = "2025-11-03"

GROUPS = [
    ("FULL BLOOD COUNT", [
        ("Haemoglobin", "118", "g/L", "(115 - 165)", "", t("HGB", 118, 115, 165)),
        ("White cell count", "11.8", "x10<sup>9</sup>/L", "(4.0 - 11.0)", "HIGH", t("WBC", 11.8, 4, 11, abn=True, unit="x10^9/L")),
        ("Platelet count", "388", "x10<sup>9</sup>/L", "(150 - 450)", "", t("PLT", 388, 150, 450, unit="x10^9/L")),
        ("Red cell count", "4.02", "x10<sup>12</sup>/L", "(3.80 - 5.80)", "", t("RBC", 4.02, 3.8, 5.8, unit="x10^12/L")),
        ("Haematocrit", "0.362", "L/L", "(0.370 - 0.470)", "LOW", t("HCT", 0.362, 0.37, 0.47, abn=True)),
        ("Mean cell volume", "90", "fL", "(80 - 100)", "", t("MCV", 90, 80, 100)),
        ("Neutrophils", "8.9", "x10<sup>9</sup>/L", "(2.0 - 7.5)", "HIGH", t("NEUT", 8.9, 2, 7.5, abn=True, unit="x10^9/L")),
        ("Lymphocytes", "2.1", "x10<sup>9</sup>/L", "(1.5 - 4.0)", "", t("LYMPH", 2.1, 1.5, 4, unit="x10^9/L")),
        ("Monocytes", "0.6", "x10<sup>9</sup>/L", "(0.2 - 1.0)", "", t("MONO", 0.6, 0.2, 1, unit="x10^9/L")),
        ("Eosinophils", "0.15", "x10<sup>9</sup>/L", "(0.00 - 0.40)", "", t("EOS", 0.15, 0, 0.4, unit="x10^9/L")),
        ("Basophils", "0.05", "x10<sup>9</sup>/L", "(0.00 - 0.10)", "", t("BASO", 0.05, 0, 0.1, unit="x10^9/L")),
    ]),
    ("COAGULATION SCREEN", [
        ("Prothrombin time", "13.1", "s", "(9.5 - 13.5)", "", t("PT", 13.1, 9.5, 13.5)),
        ("INR", "1.1", "", "(0.8 - 1.2)", "", t("INR", 1.1, 0.8, 1.2)),
        ("APTT", "31.4", "s", "(25.0 - 36.0)", "", t("APTT", 31.4, 25, 36)),
        ("APTT ratio", "1.02", "", "(0.85 - 1.20)", "", t("APTT_RATIO", 1.02, 0.85, 1.2, new_label="APTT ratio")),
        ("Fibrinogen (Clauss)", "4.6", "g/L", "(1.5 - 4.0)", "HIGH", t("FIBRINOGEN", 4.6, 1.5, 4, abn=True)),
    ]),
    ("UREA &amp; ELECTROLYTES", [
        ("Sodium", "139", "mmol/L", "(133 - 146)", "", t("NA", 139, 133, 146)),
        ("Potassium", "Haemolysed", "", "", "", X("haemolysed sample: no potassium result, re-request advised")),
        ("Urea", "5.1", "mmol/L", "(2.5 - 7.8)", "", t("UREA", 5.1, 2.5, 7.8)),
        ("Creatinine", "68", "umol/L", "(45 - 84)", "", t("CREA", 68, 45, 84)),
        ("Estimated glomerular filtration<br>rate (CKD-EPI)", "&gt;90", "mL/min/1.73m<sup>2</sup>", "", "",
         t("EGFR", 90, comp=">", unit="mL/min/1.73m2")),
    ]),
    ("LIVER FUNCTION TESTS", [
        ("Bilirubin", "9", "umol/L", "(0 - 21)", "", t("BILI", 9, 0, 21)),
        ("Alanine aminotransferase", "24", "U/L", "(0 - 33)", "", t("ALT", 24, 0, 33)),
        ("Alkaline phosphatase", "88", "U/L", "(30 - 130)", "", t("ALP", 88, 30, 130)),
        ("Albumin", "41", "g/L", "(35 - 50)", "", t("ALBUMIN", 41, 35, 50)),
    ]),
    ("BONE PROFILE", [
        ("Calcium", "2.28", "mmol/L", "(2.20 - 2.60)", "", t("CA", 2.28, 2.2, 2.6)),
        ("Adjusted calcium", "2.31", "mmol/L", "(2.20 - 2.60)", "", t("CA_ADJ", 2.31, 2.2, 2.6, new_label="Adjusted calcium")),
        ("Phosphate", "1.12", "mmol/L", "(0.80 - 1.50)", "", t("PHOSPHATE", 1.12, 0.8, 1.5)),
    ]),
    ("INFLAMMATORY MARKERS", [
        ("C-reactive protein", "38", "mg/L", "(0 - 5)", "HIGH", t("CRP", 38, 0, 5, abn=True)),
    ]),
]


def table(title, rows):
    out = [f'<div class="grp"><div class="gh">{title}</div><table>']
    for label, pv, unit, pr, flag, _ in rows:
        cls = "hi" if flag == "HIGH" else ("lo" if flag == "LOW" else "")
        out.append(f'<tr><td class="n">{label}</td><td class="v {cls}">{pv}</td><td class="f {cls}">{flag}</td>'
                   f'<td class="u">{unit}</td><td class="r">{pr}</td></tr>')
    out.append("</table></div>")
    return "".join(out)


def header(page):
    return f'''<div class="hdr"><div><b style="font-size:13pt">Calder Vale Hospitals NHS Foundation Trust</b><br>
Blood Sciences · Pathology Centre, Halifax Road, Brighouse HD6 4QT · Tel 01484 355 210<br>
UKAS Medical Laboratory No. 9461</div><div class="nhs">NHS</div></div>
<table class="id"><tr><td>Patient: <b>THACKERAY-BOYD, Eleanor</b></td><td>NHS No: <b>485 777 3457</b></td><td>DOB: 12/02/1968 (57y) F</td></tr>
<tr><td>Address: 14 Fernbank Close, Otley LS21 3QP</td><td>Hosp No: CV0881246</td><td>Location: Otley Health Centre</td></tr>
<tr><td>Requested by: Dr R. Hallam (GP)</td><td>Lab No: <b>CV25-4471902</b></td><td>Specimen: Blood</td></tr>
<tr><td>Collected: 03-Nov-2025 08:55</td><td>Received: 03-Nov-2025 11:20</td><td>Reported: 04-Nov-2025 09:41</td></tr></table>'''


def build():
    ident(patient_name=["Eleanor Thackeray-Boyd", "THACKERAY-BOYD, Eleanor", "Thackeray-Boyd", "THACKERAY-BOYD"],
          national_id=["485 777 3457", "4857773457", "CV0881246"], birth_date=["12/02/1968", "1968-02-12"],
          address=["14 Fernbank Close", "Fernbank Close", "LS21 3QP"],
          doctor=["Dr R. Hallam", "R. Hallam", "Hallam", "Dr Priya Venkataraman", "Priya Venkataraman", "Venkataraman"],
          order_numbers=["CV25-4471902"], lab_staff=["J. Ormerod", "Ormerod"])
    n = 0
    body = []
    for title, rows in GROUPS:
        body.append(table(title, rows))
        n += record(NAME, DATE, rows)
    html = f'''<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 10mm 10mm 12mm 10mm; }}
body {{ font-family: Arial, "Liberation Sans", sans-serif; font-size: 8.5pt; }}
.hdr {{ display:flex; justify-content:space-between; border-bottom:2px solid #005eb8; font-size:8pt; padding-bottom:4px; }}
.nhs {{ background:#005eb8; color:#fff; font-weight:bold; font-style:italic; font-size:18pt; padding:2px 8px; height:26px; }}
table.id {{ width:100%; font-size:8pt; margin:4px 0 6px; border-collapse:collapse; }}
table.id td {{ padding:1px 4px; border-bottom:1px dotted #aaa; }}
.cols {{ column-count:2; column-gap:8mm; column-rule:1px solid #ccc; }}
.grp {{ break-inside:avoid; margin-bottom:6px; }}
.gh {{ background:#e8eef7; font-weight:bold; padding:2px 4px; letter-spacing:0.5px; }}
.grp table {{ width:100%; border-collapse:collapse; }}
.grp td {{ padding:1.5px 3px; vertical-align:top; }}
td.n {{ width:38%; }} td.v {{ text-align:right; width:12%; font-weight:bold; }} td.f {{ width:10%; font-size:7.5pt; font-weight:bold; }}
td.u {{ width:17%; white-space:nowrap; }} td.r {{ color:#444; white-space:nowrap; }}
.hi {{ color:#c0001a; }} .lo {{ color:#0047b3; }}
.foot {{ position:relative; margin-top:10px; font-size:7.5pt; color:#555; border-top:1px solid #ccc; display:flex; justify-content:space-between; }}
.pb {{ page-break-after:always; }}
</style></head><body>
<div class="pb">{header(1)}
<div class="cols">{"".join(body)}</div>
<div class="foot"><span>Printed 04-Nov-2025 10:02 · CV25-4471902 · THACKERAY-BOYD, Eleanor</span><span>Page 1 of 2</span></div></div>
<div>{header(2)}
<p><b>Comments</b></p>
<p>Potassium: sample haemolysed, unable to report potassium. Please repeat if clinically indicated.</p>
<p>eGFR calculated using the CKD-EPI 2009 equation without ethnicity adjustment. Interpret with caution in
acute illness. eGFR &gt;90 reported as &gt;90.</p>
<p>Fibrinogen and CRP raised, consistent with an acute phase response. Suggest repeat FBC in 4-6 weeks.</p>
<p>Adjusted calcium = total calcium + 0.02 × (40 − albumin).</p>
<p style="margin-top:20px">Authorised by: Dr Priya Venkataraman, Consultant Chemical Pathologist, 04-Nov-2025 09:41<br>
Validated by: J. Ormerod, HCPC BS 072241</p>
<p style="font-size:7.5pt">Results relate only to the sample as received. Reference ranges are those of the Pathology
Harmony group unless stated. Tests marked (UKAS) are within the scope of accreditation.</p>
<div class="foot"><span>Printed 04-Nov-2025 10:02 · CV25-4471902 · THACKERAY-BOYD, Eleanor</span><span>Page 2 of 2</span></div></div>
</body></html>'''
    return NAME, html, n
