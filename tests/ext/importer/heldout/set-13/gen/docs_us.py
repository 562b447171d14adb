"""Set-13, US: a national-lab style report with the units column after the reference range, x10E3/uL counts,
a platelet count with thousands commas ('250,000 /uL'), '>39' and '<200' ranges, calculated LDL, VLDL and a
cholesterol/HDL ratio with comments, BUN and the BUN/creatinine ratio, a PENDING row, a DNR row and a TNP row."""

from common import X, add_identity, esc, page, record, t

NAME = "US_CedarRidge_report_CR2504118876.pdf"
DATE = "2025-04-16"

PANELS = [
    ("CBC With Differential/Platelet", [
        ("WBC", "4.5", "", "x10E3/uL", "3.4-10.8", t("WBC", 4.5, low=3.4, high=10.8)),
        ("RBC", "4.38", "", "x10E6/uL", "3.77-5.28", t("RBC", 4.38, low=3.77, high=5.28)),
        ("Hemoglobin", "13.1", "", "g/dL", "11.1-15.9", t("HGB", 13.1, low=11.1, high=15.9)),
        ("Hematocrit", "39.6", "", "%", "34.0-46.6", t("HCT", 39.6, low=34.0, high=46.6)),
        ("MCV", "90", "", "fL", "79-97", t("MCV", 90, low=79, high=97)),
        ("RDW", "13.4", "", "%", "11.7-15.4", t("RDW", 13.4, low=11.7, high=15.4)),
        ("Platelet Count", "250,000", "", "/uL", "150,000-400,000",
         t("PLT", 250000, low=150000, high=400000, note="thousands commas; the unit is per microlitre")),
        ("Neutrophils (Absolute)", "2.6", "", "x10E3/uL", "1.4-7.0", t("NEUT", 2.6, low=1.4, high=7.0)),
        ("Lymphs (Absolute)", "1.4", "", "x10E3/uL", "0.7-3.1", t("LYMPH", 1.4, low=0.7, high=3.1)),
    ]),
    ("Comp. Metabolic Panel (14)", [
        ("Glucose", "97", "", "mg/dL", "70-99", t("GLU", 97, low=70, high=99)),
        ("BUN", "14", "", "mg/dL", "6-24", t("BUN", 14, low=6, high=24, new_label="BUN (blood urea nitrogen)")),
        ("Creatinine", "0.84", "", "mg/dL", "0.57-1.00", t("CREA", 0.84, low=0.57, high=1.0)),
        ("eGFR", "84", "", "mL/min/1.73", "&gt;59", t("EGFR", 84, low=59)),
        ("BUN/Creatinine Ratio", "17", "", "", "9-23",
         t("BUN_CREA_RATIO", 17, low=9, high=23, new_label="BUN/Creatinine Ratio")),
        ("Sodium", "140", "", "mmol/L", "134-144", t("NA", 140, low=134, high=144)),
        ("Potassium", "4.6", "", "mmol/L", "3.5-5.2", t("K", 4.6, low=3.5, high=5.2)),
        ("Chloride", "102", "", "mmol/L", "96-106", t("CL", 102, low=96, high=106)),
        ("Calcium", "9.4", "", "mg/dL", "8.7-10.2", t("CA", 9.4, low=8.7, high=10.2)),
        ("Protein, Total", "7.0", "", "g/dL", "6.0-8.5", t("TOTAL_PROTEIN", 7.0, low=6.0, high=8.5)),
        ("Albumin", "4.4", "", "g/dL", "3.8-4.9", t("ALBUMIN", 4.4, low=3.8, high=4.9)),
        ("Bilirubin, Total", "0.4", "", "mg/dL", "0.0-1.2", t("BILI", 0.4, low=0.0, high=1.2)),
        ("Alkaline Phosphatase", "88", "", "IU/L", "44-121", t("ALP", 88, low=44, high=121)),
        ("AST (SGOT)", "22", "", "IU/L", "0-40", t("AST", 22, low=0, high=40)),
        ("ALT (SGPT)", "27", "", "IU/L", "0-32", t("ALT", 27, low=0, high=32)),
    ]),
    ("Lipid Panel", [
        ("Cholesterol, Total", "212", "High", "mg/dL", "100-199", t("CHOL", 212, low=100, high=199, abn=True)),
        ("Triglycerides", "148", "", "mg/dL", "0-149", t("TG", 148, low=0, high=149)),
        ("HDL Cholesterol", "47", "", "mg/dL", "&gt;39", t("HDL", 47, low=39)),
        ("VLDL Cholesterol Cal", "27", "", "mg/dL", "5-40", t("VLDL", 27, low=5, high=40, new_label="VLDL Cholesterol Cal")),
        ("LDL Chol Calc (NIH)", "138", "High", "mg/dL", "0-99", t("LDL", 138, low=0, high=99, abn=True)),
        ("T. Chol/HDL Ratio", "4.5", "High", "ratio", "0.0-4.4",
         t("CHOL_HDL_RATIO", 4.5, low=0.0, high=4.4, abn=True, new_label="Cholesterol/HDL ratio")),
    ]),
    ("Hemoglobin A1c", [
        ("Hemoglobin A1c", "5.9", "High", "%", "4.8-5.6", t("HBA1C", 5.9, low=4.8, high=5.6, abn=True)),
    ]),
    ("Thyroid", [
        ("TSH", "2.110", "", "uIU/mL", "0.450-4.500", t("TSH", 2.11, low=0.45, high=4.5)),
        ("Vitamin D, 25-Hydroxy", "PENDING", "", "ng/mL", "30.0-100.0", X("pending")),
        ("Magnesium", "DNR", "", "mg/dL", "1.6-2.3", X("'DNR': do not report, duplicate order credited")),
        ("Ferritin", "TNP", "", "ng/mL", "15-150", X("'TNP': test not performed, specimen hemolyzed")),
    ]),
]
COMMENTS = {
    "eGFR": "The eGFR is calculated with the CKD-EPI 2021 creatinine equation, which does not use race.",
    "LDL Chol Calc (NIH)": "LDL-C is calculated using the NIH (Sampson) equation. Desirable: &lt;100 mg/dL.",
    "T. Chol/HDL Ratio": "Ratio = Total Cholesterol / HDL. 1/2 Avg.Risk 3.3; Avg.Risk 4.4; 2X Avg.Risk 7.1",
    "Hemoglobin A1c": "Prediabetes: 5.7 - 6.4  Diabetes: &gt;6.4  Glycemic control for adults with diabetes: &lt;7.0",
    "Ferritin": "Test not performed. Specimen hemolyzed. Please recollect.",
    "Magnesium": "Duplicate order. Result reported under accession CR2504118870. Credit issued.",
}


def build():
    add_identity(
        patient_name=["DELGADO, ROSA M", "Rosa M Delgado", "Rosa Delgado", "DELGADO, ROSA"],
        national_id=["00482271", "XXX-XX-6614"],
        birth_date=["11/23/1972", "1972-11-23"],
        address=["2281 W Addison St", "W Addison St Apt 4", "Chicago, IL 60618"],
        doctor=["KRISHNAN, ANJALI", "Anjali Krishnan", "KRISHNAN", "1679534420", "Michael R. Trent", "Trent"],
        order_numbers=["CR2504118876", "CR2504118870", "7710-42"],
        phone=["(773) 555-0188", "773-555-0188"],
    )
    rows = []
    trs = []
    for panel, rs in PANELS:
        trs.append(f'<tr class="p"><td colspan="6">{esc(panel)}</td></tr>')
        for r in rs:
            rows.append(r)
            label, pv, flag, unit, pr, _ = r
            trs.append(f'<tr><td class="l">{esc(label)}</td><td class="v">{pv}</td><td class="f">{flag}</td>'
                       f'<td>{pr}</td><td>{esc(unit)}</td><td>01</td></tr>')
            if label in COMMENTS:
                trs.append(f'<tr class="c"><td colspan="6">{COMMENTS[label]}</td></tr>')
    n = record(NAME, DATE, rows)
    css = """
body { font-family: Arial, sans-serif; font-size: 8.6pt; }
.top { display:flex; justify-content:space-between; }
.pbox { border:1px solid #444; padding:4px 6px; width:48%; font-size:8pt; }
table.t { width:100%; margin-top:6px; } table.t th { background:#ddd; text-align:left; padding:2px 4px; font-size:7.8pt; }
table.t td { padding:1.5px 4px; } td.v { font-weight:bold; } td.f { color:#b00; font-weight:bold; }
tr.p td { font-weight:bold; padding-top:6px; border-bottom:1px solid #999; }
tr.c td { font-size:7.4pt; padding-left:20px; color:#333; }
"""
    body = f"""
<div class="top"><div><b style="font-size:13pt">Cedar Ridge Clinical Laboratories</b><br>
4410 N. Harlem Ave, Suite 200, Chicago, IL 60656 · (800) 555-0123<br>CLIA 14D2087743</div>
<div style="text-align:right;font-size:8pt">Specimen ID: <b>CR2504118876</b><br>Control ID: 7710-42<br>Acct #: 44871</div></div>
<div class="top" style="margin-top:6px">
<div class="pbox"><b>DELGADO, ROSA M</b><br>2281 W Addison St Apt 4<br>Chicago, IL 60618<br>Phone: (773) 555-0188<br>
DOB: 11/23/1972 &nbsp; Age(y/m/d): 052/04/24 &nbsp; Sex: F<br>Patient ID: 00482271 &nbsp; SSN: XXX-XX-6614</div>
<div class="pbox">Ordering Physician: KRISHNAN, ANJALI MD<br>NPI: 1679534420<br>Lakeview Family Medicine<br>
Date Collected: 04/16/2025 07:55 Local<br>Date Received: 04/16/2025<br>Date Reported: 04/17/2025 06:12 ET<br>Fasting: Yes</div>
</div>
<table class="t"><thead><tr><th>TESTS</th><th>RESULT</th><th>FLAG</th><th>REFERENCE RANGE</th><th>UNITS</th><th>LAB</th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<div style="margin-top:10px;font-size:7.6pt">01 CR Cedar Ridge Clinical Laboratories, 4410 N. Harlem Ave, Suite 200, Chicago, IL 60656.
Lab Director: Michael R. Trent, MD. For inquiries, the physician may contact the lab at (800) 555-0123.</div>
<div style="font-size:7.6pt">FINAL REPORT · Page 1 of 1 · Patient: DELGADO, ROSA M · Specimen CR2504118876</div>
"""
    return NAME, page("Patient Report", css, body), n
