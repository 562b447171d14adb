"""Set-13, UK: an NHS trust's cumulative-free pathology report in a monospaced layout, sections by
department, ranges in brackets after the unit, a haemolysed potassium, a 'see comment' row, HbA1c in
mmol/mol with the DCCT % beside it, eGFR '>90' with no range, a cholesterol/HDL ratio, a urine culture."""

from common import X, add_identity, esc, page, record, t


def nhs_number(first9):
    s = sum(int(c) * w for c, w in zip(first9, range(10, 1, -1)))
    c = 11 - s % 11
    c = 0 if c == 11 else c
    assert c != 10
    return first9 + str(c)


NHS = nhs_number("943476591")
NHS_SP = f"{NHS[:3]} {NHS[3:6]} {NHS[6:]}"
NAME = "UK_Northfield_pathology_K1284573.pdf"
DATE = "2025-06-03"

SECTIONS = [
    ("HAEMATOLOGY", "Full Blood Count", [
        ("Haemoglobin", "128", "", "g/L", "115 - 165", t("HGB", 128, low=115, high=165)),
        ("White cell count", "6.2", "", "x10^9/L", "4.0 - 11.0", t("WBC", 6.2, low=4.0, high=11.0)),
        ("Platelet count", "250", "", "x10^9/L", "150 - 400", t("PLT", 250, low=150, high=400)),
        ("Red cell count", "4.31", "", "x10^12/L", "3.80 - 5.80", t("RBC", 4.31, low=3.8, high=5.8)),
        ("Haematocrit", "0.392", "", "L/L", "0.370 - 0.470", t("HCT", 0.392, low=0.37, high=0.47)),
        ("Mean cell volume", "91", "", "fL", "80 - 100", t("MCV", 91, low=80, high=100)),
        ("Mean cell haemoglobin", "29.7", "", "pg", "27.0 - 32.0", t("MCH", 29.7, low=27.0, high=32.0)),
        ("Neutrophils", "3.9", "", "x10^9/L", "2.0 - 7.5", t("NEUT", 3.9, low=2.0, high=7.5)),
        ("Lymphocytes", "1.6", "", "x10^9/L", "1.5 - 4.0", t("LYMPH", 1.6, low=1.5, high=4.0)),
    ]),
    ("CLINICAL BIOCHEMISTRY", "Urea & Electrolytes", [
        ("Sodium", "139", "", "mmol/L", "133 - 146", t("NA", 139, low=133, high=146)),
        ("Potassium", "*", "", "mmol/L", "3.5 - 5.3", X("haemolysed: 'Sample haemolysed - unable to report potassium'")),
        ("Urea", "5.8", "", "mmol/L", "2.5 - 7.8", t("UREA", 5.8, low=2.5, high=7.8)),
        ("Creatinine", "74", "", "umol/L", "45 - 84", t("CREA", 74, low=45, high=84)),
        ("eGFR", "&gt;90", "", "mL/min/1.73m2", "", t("EGFR", 90, comp=">")),
    ]),
    (None, "Liver Function Tests", [
        ("Bilirubin", "9", "", "umol/L", "0 - 21", t("BILI", 9, low=0, high=21)),
        ("Alanine transaminase", "31", "", "U/L", "0 - 33", t("ALT", 31, low=0, high=33)),
        ("Alkaline phosphatase", "102", "", "U/L", "30 - 130", t("ALP", 102, low=30, high=130)),
        ("Albumin", "42", "", "g/L", "35 - 50", t("ALBUMIN", 42, low=35, high=50)),
    ]),
    (None, "Lipid Profile (non-fasting)", [
        ("Cholesterol", "6.1", "", "mmol/L", "", t("CHOL", 6.1, note="no range printed (lipids are judged by QRISK)")),
        ("HDL cholesterol", "1.52", "", "mmol/L", "", t("HDL", 1.52)),
        ("Non-HDL cholesterol", "4.6", "", "mmol/L", "", t("NON_HDL", 4.6)),
        ("Cholesterol/HDL ratio", "4.0", "", "", "", t("CHOL_HDL_RATIO", 4.0, new_label="Cholesterol/HDL ratio")),
        ("Triglyceride", "1.8", "", "mmol/L", "", t("TG", 1.8)),
    ]),
    (None, "Diabetes", [
        ("HbA1c (IFCC)", "44 (6.2%)", "H", "mmol/mol", "20 - 41",
         t("HBA1C", 44, "mmol/mol", 20, 41, abn=True,
           note="printed '44 (6.2%)': the IFCC mmol/mol value is the primary one, the DCCT % is the same result")),
    ]),
    (None, "Endocrinology", [
        ("TSH", "1.92", "", "mU/L", "0.27 - 4.20", t("TSH", 1.92, low=0.27, high=4.2)),
        ("Free T4", "14.8", "", "pmol/L", "12.0 - 22.0", t("FT4", 14.8, low=12.0, high=22.0)),
        ("Ferritin", "54", "", "ug/L", "13 - 150", t("FERR", 54, low=13, high=150)),
        ("Vitamin B12", "See comment", "", "ng/L", "180 - 900", X("'See comment': not done, request outside local guidance")),
        ("C-reactive protein", "&lt;4", "", "mg/L", "0 - 5", t("CRP", 4, comp="<", low=0, high=5)),
    ]),
    ("MICROBIOLOGY", "Urine (MSU) culture", [
        ("Urine culture", "No significant growth", "", "", "",
         t("URINE_CULTURE", "No significant growth", panel="urine", new_label="Urine culture")),
    ]),
]
COMMENTS = {
    "eGFR": "eGFR calculated using CKD-EPI 2009 equation without ethnicity adjustment. Not valid in AKI, "
            "pregnancy or extremes of muscle mass.",
    "Potassium": "Sample haemolysed - unable to report potassium. Please repeat if clinically indicated.",
    "Cholesterol/HDL ratio": "Calculated. Use QRISK3 for cardiovascular risk assessment (NICE NG238).",
    "HbA1c (IFCC)": "HbA1c 42-47 mmol/mol: increased risk (non-diabetic hyperglycaemia). Repeat in 12 months.",
    "Vitamin B12": "Test not performed: request does not meet local testing guidance (last tested 02/2025).",
    "Urine culture": "Mixed growth of less than 10^4 organisms/mL. No further work.",
}


def build():
    add_identity(
        patient_name=["ASHCROFT, Margaret Elaine", "ASHCROFT Margaret", "Margaret Ashcroft", "ASHCROFT"],
        national_id=[NHS_SP, NHS, "K1284573"],
        birth_date=["02/09/1957", "02-Sep-1957", "1957-09-02"],
        address=["14 Laburnum Grove", "Laburnum Grove", "S60 2PQ"],
        doctor=["Dr J Okonkwo", "Okonkwo", "G8512736", "Dr H. Patel", "Patel"],
        order_numbers=["25.7734521.B", "25.7734521", "MB25-118402"],
        phone=["0114 271 1900"],
    )
    rows = []
    lines = []
    for dept, sub, rs in SECTIONS:
        if dept:
            lines.append(f'<div class="dept">{dept}</div>')
        lines.append(f'<div class="sub">{esc(sub)}</div>')
        for r in rs:
            rows.append(r)
            label, pv, flag, unit, pr, _ = r
            rng = f"({pr})" if pr else ""
            lines.append(f'<div class="row"><span class="a">{esc(label)}</span><span class="b">{pv}</span>'
                         f'<span class="c">{flag}</span><span class="d">{esc(unit)}</span><span class="e">{rng}</span></div>')
            if label in COMMENTS:
                lines.append(f'<div class="cm">{esc(COMMENTS[label])}</div>')
    n = record(NAME, DATE, rows)
    css = """
body { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.6pt; }
.hdr { border:1px solid #000; padding:4px 6px; }
.g { display:grid; grid-template-columns: 1.1fr 1fr; gap:1px 16px; }
.dept { margin-top:8px; font-weight:bold; border-bottom:1px solid #000; }
.sub { margin-top:4px; text-decoration: underline; }
.row span { display:inline-block; white-space:pre; }
.a { width:210px; } .b { width:95px; text-align:right; } .c { width:22px; text-align:center; }
.d { width:115px; } .e { width:120px; }
.cm { margin-left:40px; font-size:7.6pt; }
"""
    body = f"""
<div style="text-align:center;font-weight:bold">Northfield Hospitals NHS Foundation Trust</div>
<div style="text-align:center">Department of Blood Sciences &amp; Microbiology · Blackthorn Road · Sheffield S10 2XR · Tel 0114 271 1900</div>
<div style="text-align:center;margin:4px 0">LABORATORY REPORT — FINAL</div>
<div class="hdr g">
<div>Surname : ASHCROFT</div><div>Location : WICKERSLEY HC (G8512736)</div>
<div>Forename: Margaret Elaine</div><div>Clinician: Dr J Okonkwo</div>
<div>DOB     : 02/09/1957   Sex: F</div><div>Lab No  : 25.7734521.B</div>
<div>NHS No  : {NHS_SP}</div><div>Collected: 03-Jun-2025 09:12</div>
<div>Hosp No : K1284573</div><div>Received : 03-Jun-2025 11:40</div>
<div>Address : 14 Laburnum Grove, Rotherham S60 2PQ</div><div>Reported : 04-Jun-2025 08:55</div>
</div>
<div style="margin-top:4px">Clinical details: tired all the time, ?hypothyroid, lipids for QRISK</div>
<div class="row" style="margin-top:6px;font-weight:bold"><span class="a">Test</span><span class="b">Result</span><span class="c"></span><span class="d">Units</span><span class="e">Ref. range</span></div>
{"".join(lines)}
<div style="margin-top:8px">Microbiology lab no MB25-118402 · specimen MSU, collected 03-Jun-2025 09:12</div>
<div style="margin-top:8px;font-size:7.6pt">Authorised by Dr H. Patel, Consultant Chemical Pathologist. H = above reference range, L = below.
Reference ranges are for adults. This report is confidential.</div>
"""
    return NAME, page("Pathology report", css, body), n
