"""US national-lab patient report: Tests / Current Result and Flag / Previous Result and Date / Units /
Reference Interval, conventional units (mg/dL, x10E3/uL, uIU/mL), month-first dates, lab codes after names,
'Not Estab.' ranges, footnotes, the table split over pages under a repeated page header."""

from common import P, add_row, ident, t

DOC = "US_CascadeNational_PatientReport_3184472290.pdf"
DATE = "2025-05-06"
PREV = "2025-02-11"

# label, current printed, flag, previous printed ('' none), units, range, truth, prev value
R = [
    ("CBC With Differential/Platelet",),
    ("WBC", "5.2", "", "6.0", "x10E3/uL", "3.4-10.8", t("WBC", 5.2, 3.4, 10.8, unit="x10E3/uL"), 6.0),
    ("RBC", "4.48", "", "4.39", "x10E6/uL", "3.77-5.28", t("RBC", 4.48, 3.77, 5.28, unit="x10E6/uL"), 4.39),
    ("Hemoglobin", "12.6", "", "12.2", "g/dL", "11.1-15.9", t("HGB", 12.6, 11.1, 15.9, unit="g/dL"), 12.2),
    ("Hematocrit", "39.0", "", "38.1", "%", "34.0-46.6", t("HCT", 39.0, 34.0, 46.6, unit="%"), 38.1),
    ("MCV", "87", "", "87", "fL", "79-97", t("MCV", 87, 79, 97, unit="fL"), 87),
    ("RDW", "13.1", "", "", "%", "11.7-15.4", t("RDW", 13.1, 11.7, 15.4, unit="%"), None),
    ("Platelets", "262", "", "241", "x10E3/uL", "150-450", t("PLT", 262, 150, 450, unit="x10E3/uL"), 241),
    ("Neutrophils", "58", "", "", "%", "Not Estab.", t("NEUT_PCT", 58, unit="%"), None),
    ("Lymphs", "31", "", "", "%", "Not Estab.", t("LYMPH_PCT", 31, unit="%"), None),
    ("Neutrophils (Absolute)", "3.0", "", "", "x10E3/uL", "1.4-7.0", t("NEUT", 3.0, 1.4, 7.0, unit="x10E3/uL"), None),
    ("Lymphs (Absolute)", "1.6", "", "", "x10E3/uL", "0.7-3.1", t("LYMPH", 1.6, 0.7, 3.1, unit="x10E3/uL"), None),
    ("Comp. Metabolic Panel (14)",),
    ("Glucose", "102", "High", "94", "mg/dL", "70-99", t("GLU", 102, 70, 99, unit="mg/dL", abn=True), 94),
    ("BUN", "12", "", "14", "mg/dL", "6-20", t("BUN", 12, 6, 20, unit="mg/dL", new="Blood urea nitrogen (BUN)"), 14),
    ("Creatinine", "0.74", "", "0.79", "mg/dL", "0.57-1.00", t("CREA", 0.74, 0.57, 1.0, unit="mg/dL"), 0.79),
    ("eGFR", "108", "", "", "mL/min/1.73", "&gt;59", t("EGFR", 108, 59, None, unit="mL/min/1.73"), None),
    ("BUN/Creatinine Ratio", "16", "", "", "", "9-23", t("BUN_CREA_RATIO", 16, 9, 23, new="BUN/creatinine ratio"), None),
    ("Sodium", "139", "", "141", "mmol/L", "134-144", t("NA", 139, 134, 144, unit="mmol/L"), 141),
    ("Potassium", "4.3", "", "4.5", "mmol/L", "3.5-5.2", t("K", 4.3, 3.5, 5.2, unit="mmol/L"), 4.5),
    ("Chloride", "102", "", "", "mmol/L", "96-106", t("CL", 102, 96, 106, unit="mmol/L"), None),
    ("Carbon Dioxide, Total", "23", "", "", "mmol/L", "20-29", t("HCO3", 23, 20, 29, unit="mmol/L", new="Bicarbonate (total CO2)"), None),
    ("Calcium", "9.4", "", "", "mg/dL", "8.7-10.2", t("CA", 9.4, 8.7, 10.2, unit="mg/dL"), None),
    ("Protein, Total", "7.0", "", "", "g/dL", "6.0-8.5", t("TOTAL_PROTEIN", 7.0, 6.0, 8.5, unit="g/dL"), None),
    ("Albumin", "4.5", "", "", "g/dL", "3.9-4.9", t("ALBUMIN", 4.5, 3.9, 4.9, unit="g/dL"), None),
    ("Globulin, Total", "2.5", "", "", "g/dL", "1.5-4.5", t("GLOBULIN", 2.5, 1.5, 4.5, unit="g/dL", new="Globulin"), None),
    ("Bilirubin, Total", "0.4", "", "", "mg/dL", "0.0-1.2", t("BILI", 0.4, 0.0, 1.2, unit="mg/dL"), None),
    ("Alkaline Phosphatase", "81", "", "", "IU/L", "44-121", t("ALP", 81, 44, 121, unit="IU/L"), None),
    ("AST (SGOT)", "19", "", "", "IU/L", "0-40", t("AST", 19, 0, 40, unit="IU/L"), None),
    ("ALT (SGPT)", "24", "", "31", "IU/L", "0-32", t("ALT", 24, 0, 32, unit="IU/L"), 31),
    ("PAGEBREAK",),
    ("Lipid Panel",),
    ("Cholesterol, Total", "201", "High", "188", "mg/dL", "100-199", t("CHOL", 201, 100, 199, unit="mg/dL", abn=True), 188),
    ("Triglycerides", "118", "", "104", "mg/dL", "0-149", t("TG", 118, 0, 149, unit="mg/dL"), 104),
    ("HDL Cholesterol", "51", "", "49", "mg/dL", "&gt;39", t("HDL", 51, 39, None, unit="mg/dL"), 49),
    ("VLDL Cholesterol Cal", "21", "", "", "mg/dL", "5-40", t("VLDL", 21, 5, 40, unit="mg/dL", new="VLDL cholesterol"), None),
    ("LDL Chol Calc (NIH)", "129", "High", "118", "mg/dL", "0-99", t("LDL", 129, 0, 99, unit="mg/dL", abn=True), 118),
    ("TSH",),
    ("TSH", "2.410", "", "", "uIU/mL", "0.450-4.500", t("TSH", 2.41, 0.45, 4.5, unit="uIU/mL"), None),
    ("Hemoglobin A1c",),
    ("Hemoglobin A1c", "5.6", "", "5.5", "%", "4.8-5.6", t("HBA1C", 5.6, 4.8, 5.6, unit="%"), 5.5),
    ("FOOT", "Please Note: Prediabetes: 5.7 - 6.4 &nbsp; Diabetes: &gt;6.4 &nbsp; Glycemic control for adults with diabetes: &lt;7.0"),
    ("Vitamin D, 25-Hydroxy",),
    ("Vitamin D, 25-Hydroxy", "27.4", "Low", "", "ng/mL", "30.0-100.0", t("VIT_D", 27.4, 30.0, 100.0, unit="ng/mL", abn=True), None),
    ("FOOT", "Vitamin D deficiency has been defined by the Institute of Medicine and an Endocrine Society practice guideline as a level of serum 25-OH vitamin D less than 20 ng/mL (1,2). The Endocrine Society went on to further define vitamin D insufficiency as a level between 21 and 29 ng/mL (2)."),
    ("Ferritin",),
    ("Ferritin", "41", "", "", "ng/mL", "15-150", t("FERR", 41, 15, 150, unit="ng/mL"), None),
]

PAGEHEAD = """<div class="ph"><div><b>Patient Report</b></div><div>Patient: <b>KOLATHUR, NANDINI</b> &nbsp; DOB: 08/14/1991 &nbsp; Patient ID: 04417820
&nbsp; Specimen ID: 318-447-2290-0 &nbsp; Date collected: 05/06/2025 0742 Local</div></div>"""


def page():
    ident(
        patient_name=["KOLATHUR, NANDINI", "Kolathur, Nandini", "KOLATHUR", "Kolathur", "NANDINI KOLATHUR"],
        birth_date=["08/14/1991", "1991-08-14"],
        national_id=["04417820"],
        address=["2217 Larkspur Ln, Apt 4", "2217 Larkspur Ln", "Larkspur Ln", "Columbus, OH 43215", "43215"],
        phone=["(614) 555-0148", "614-555-0148", "6145550148"],
        doctor=["R DUFRESNE", "DUFRESNE", "Dufresne", "Rachel Dufresne, DO", "Rachel Dufresne"],
        lab_staff=["Sandeep Ahluwalia, MD", "Ahluwalia", "Cora L. Whitfield, MD", "Whitfield"],
        order_numbers=["318-447-2290-0", "3184472290", "318447229", "Acct 51882046", "51882046"],
    )
    pages = [[]]
    for r in R:
        if r[0] == "PAGEBREAK":
            pages.append([])
            continue
        if len(r) == 1:
            pages[-1].append(f"<tr><td colspan='6' class='grp'>{r[0]}</td></tr>")
            continue
        if r[0] == "FOOT":
            pages[-1].append(f"<tr><td></td><td colspan='5' class='fn'>{r[1]}</td></tr>")
            continue
        label, cur, flag, prev, unit, rng, tr, pv = r
        cf = f"{cur} &nbsp;<span class='flag'>{flag}</span>" if flag else cur
        pp = f"{prev} &nbsp;&nbsp;02/11/2025" if prev else ""
        pages[-1].append(f"<tr><td class='tn'>{label}<sup>01</sup></td><td class='cr'>{cf}</td><td>{pp}</td><td>{unit}</td><td>{rng}</td><td>01</td></tr>")
        add_row(DOC, DATE, label, [label, cur, flag, unit, rng], tr)
        if prev:
            add_row(DOC, PREV, label, [label, prev, "02/11/2025", unit, ""], P(tr["code"], PREV, pv, unit))
    head = "<tr><th>Tests</th><th>Current Result and Flag</th><th>Previous Result and Date</th><th>Units</th><th>Reference Interval</th><th>Lab</th></tr>"
    n = len(pages)
    body = []
    for i, rows in enumerate(pages):
        top = PAGEHEAD if i > 0 else FIRST
        body.append(f"""<section class="{'pg' if i < n - 1 else ''}">{top}
<table class="res"><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>
{LAST if i == n - 1 else ''}
<div class="pf">Date Issued: 05/08/25 0517 ET &nbsp;&nbsp; FINAL REPORT &nbsp;&nbsp; Page {i + 1} of {n}<br>This document contains private and confidential health information protected by state and federal law.
&copy; 1995-2025 Cascade National Laboratories. All Rights Reserved - Enterprise Report Version: 2.00</div></section>""")
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Patient Report</title><style>
@page {{ size: Letter; margin: 10mm 12mm 10mm 12mm; }}
body {{ font-family: Arial, Helvetica, sans-serif; font-size: 10px; }}
.pg {{ page-break-after: always; }}
.ph {{ display:flex; justify-content:space-between; border-bottom:1px solid #000; margin-bottom:6px; font-size:9.5px; }}
.boxes {{ display:grid; grid-template-columns: 1fr 1fr 1fr; border:1px solid #000; margin:6px 0; }}
.boxes > div {{ padding:4px; border-right:1px solid #000; font-size:9.5px; }} .boxes > div:last-child {{ border-right:none; }}
.boxes h4 {{ margin:0 0 3px; font-size:10px; background:#ddd; padding:1px 3px; }}
table.res {{ width:100%; border-collapse:collapse; }}
table.res th {{ text-align:left; border-top:1px solid #000; border-bottom:1px solid #000; font-size:9.5px; padding:2px; }}
table.res td {{ padding:1.5px 2px; }} td.tn {{ padding-left:12px !important; }} td.cr {{ font-weight:bold; }}
.grp {{ font-weight:bold; padding-top:6px !important; }} .flag {{ font-weight:bold; }}
sup {{ font-size:7px; }} .fn {{ font-size:8.5px; color:#333; }}
.pf {{ margin-top:14px; border-top:1px solid #000; font-size:8.5px; text-align:center; }}
.labs {{ font-size:8.5px; border:1px solid #000; padding:4px; margin-top:10px; }}
</style></head><body>{''.join(body)}</body></html>"""


FIRST = """<div style="display:flex;justify-content:space-between;align-items:flex-end">
<div style="font-size:20px;font-weight:bold;letter-spacing:1px">CASCADE <span style="font-weight:normal">National Laboratories</span></div>
<div style="font-size:16px;font-weight:bold">Patient Report</div></div>
<div class="boxes">
<div><h4>Patient Details</h4><b>KOLATHUR, NANDINI</b><br>2217 Larkspur Ln, Apt 4<br>Columbus, OH 43215<br>Phone: (614) 555-0148<br>DOB: 08/14/1991<br>Age(y/m/d): 033/08/22<br>Gender: F<br>Patient ID: 04417820</div>
<div><h4>Specimen Details</h4>Specimen ID: 318-447-2290-0<br>Control ID: 51882046<br>Acct #: 51882046<br>Date collected: 05/06/2025 0742 Local<br>Date received: 05/06/2025<br>Date entered: 05/06/2025<br>Date reported: 05/08/2025 0517 ET<br>Fasting: Yes</div>
<div><h4>Physician Details</h4>Ordering: R DUFRESNE<br>Referring:<br>ID: 1447219<br>NPI: 1538826473<br><br><b>Clinic:</b> German Village Internal Medicine, 540 S Third St, Columbus, OH 43206</div></div>
<div style="font-size:9.5px;margin:4px 0"><b>Ordered Items:</b> CBC With Differential/Platelet; Comp. Metabolic Panel (14); Lipid Panel; TSH; Hemoglobin A1c; Vitamin D, 25-Hydroxy; Ferritin; Venipuncture</div>"""

LAST = """<div class="labs"><b>01</b> &nbsp; CN &nbsp; Cascade National Laboratories, 6370 Wilcox Rd, Dublin, OH 43016-1269 &nbsp; Dir: Sandeep Ahluwalia, MD<br>
For inquiries, the physician may contact Branch: 800-555-0177 &nbsp; Lab: 800-555-0132<br>
Technical review: Cora L. Whitfield, MD</div>"""
