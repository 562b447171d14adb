"""Indian private lab report (Bengaluru): Test Name / Result / Unit / Bio. Ref. Interval / Method, departments,
the patient block repeated on every page (table head), banded references, lakhs/cumm, a urine routine."""

from common import X, add_row, esc, ident, t

DOC = "IN_SriVaru_Diagnostics_Report_2303180412.pdf"
DATE = "2023-03-18"

H, B = "HAEMATOLOGY", "BIOCHEMISTRY"
ROWS = [
    ("dept", "DEPARTMENT OF HAEMATOLOGY"),
    ("sub", "COMPLETE BLOOD COUNT (CBC)"),
    ("Haemoglobin (Hb)", "11.4", "L", "g/dL", "12.0 - 15.0", "Photometry (SLS-Hb)", t("HGB", 11.4, 12.0, 15.0, unit="g/dL", abn=True)),
    ("Total RBC Count", "4.52", "", "million/cumm", "3.8 - 4.8", "Electrical Impedance", t("RBC", 4.52, 3.8, 4.8, unit="million/cumm")),
    ("Packed Cell Volume (PCV)", "35.8", "L", "%", "36 - 46", "Calculated", t("HCT", 35.8, 36, 46, unit="%", abn=True)),
    ("Mean Corpuscular Volume (MCV)", "79.2", "L", "fL", "83 - 101", "Calculated", t("MCV", 79.2, 83, 101, unit="fL", abn=True)),
    ("Mean Corpuscular Hb (MCH)", "25.2", "L", "pg", "27 - 32", "Calculated", t("MCH", 25.2, 27, 32, unit="pg", abn=True)),
    ("Mean Corpuscular Hb Conc. (MCHC)", "31.8", "", "g/dL", "31.5 - 34.5", "Calculated", t("MCHC", 31.8, 31.5, 34.5, unit="g/dL")),
    ("Red Cell Distribution Width (RDW-CV)", "15.6", "H", "%", "11.6 - 14.0", "Calculated", t("RDW", 15.6, 11.6, 14.0, unit="%", abn=True)),
    ("Total Leucocyte Count (TLC)", "6800", "", "/cumm", "4000 - 11000", "Electrical Impedance", t("WBC", 6800, 4000, 11000, unit="/cumm")),
    ("sub", "Differential Leucocyte Count (DLC)"),
    ("&nbsp;&nbsp;Neutrophils", "62", "", "%", "40 - 80", "VCS Technology / Microscopy", t("NEUT_PCT", 62, 40, 80, unit="%")),
    ("&nbsp;&nbsp;Lymphocytes", "29", "", "%", "20 - 40", "VCS Technology / Microscopy", t("LYMPH_PCT", 29, 20, 40, unit="%")),
    ("&nbsp;&nbsp;Eosinophils", "05", "", "%", "01 - 06", "VCS Technology / Microscopy", t("EOS_PCT", 5, 1, 6, unit="%")),
    ("&nbsp;&nbsp;Monocytes", "04", "", "%", "02 - 10", "VCS Technology / Microscopy", t("MONO_PCT", 4, 2, 10, unit="%")),
    ("&nbsp;&nbsp;Basophils", "00", "", "%", "00 - 02", "VCS Technology / Microscopy", t("BASO_PCT", 0, 0, 2, unit="%")),
    ("Absolute Neutrophil Count", "4216", "", "/cumm", "2000 - 7000", "Calculated", t("NEUT", 4216, 2000, 7000, unit="/cumm")),
    ("Absolute Lymphocyte Count", "1972", "", "/cumm", "1000 - 3000", "Calculated", t("LYMPH", 1972, 1000, 3000, unit="/cumm")),
    ("Absolute Eosinophil Count (AEC)", "340", "", "/cumm", "20 - 500", "Calculated", t("EOS", 340, 20, 500, unit="/cumm")),
    ("Platelet Count", "2.45", "", "Lakhs/cumm", "1.5 - 4.1", "Electrical Impedance", t("PLT", 2.45, 1.5, 4.1, unit="Lakhs/cumm")),
    ("Erythrocyte Sedimentation Rate (ESR)", "22", "H", "mm/1st hr", "0 - 20", "Modified Westergren", t("OB", 22, 0, 20, unit="mm/1st hr", abn=True)),
    ("note", "<b>Peripheral Smear:</b> RBCs are predominantly microcytic hypochromic with mild anisocytosis. WBCs are normal in number and distribution. Platelets are adequate. No haemoparasites seen."),
    ("note", "Note: Test conducted on EDTA whole blood. Kindly correlate clinically."),
    ("dept", "DEPARTMENT OF BIOCHEMISTRY"),
    ("Glucose - Fasting (FBS)", "96", "", "mg/dL", "70 - 100", "Hexokinase", t("GLU", 96, 70, 100, unit="mg/dL")),
    ("Glycosylated Haemoglobin (HbA1c)", "5.6", "", "%", "Non-diabetic: &lt; 5.7<br>Pre-diabetic: 5.7 - 6.4<br>Diabetic: &gt;= 6.5", "HPLC", t("HBA1C", 5.6, None, 5.7, unit="%")),
    ("Estimated Average Glucose (eAG)", "114", "", "mg/dL", "", "Calculated", t("EAG", 114, unit="mg/dL", new="Estimated average glucose (eAG)")),
    ("sub", "LIPID PROFILE"),
    ("Cholesterol - Total", "186", "", "mg/dL", "Desirable: &lt; 200<br>Borderline High: 200 - 239<br>High: &gt;= 240", "CHOD-POD", t("CHOL", 186, None, 200, unit="mg/dL")),
    ("Triglycerides", "142", "", "mg/dL", "Normal: &lt; 150<br>Borderline High: 150 - 199<br>High: 200 - 499", "GPO-POD", t("TG", 142, None, 150, unit="mg/dL")),
    ("HDL Cholesterol - Direct", "44", "", "mg/dL", "40 - 60", "Direct Enzymatic", t("HDL", 44, 40, 60, unit="mg/dL")),
    ("LDL Cholesterol - Calculated", "113.6", "H", "mg/dL", "Optimal: &lt; 100<br>Near Optimal: 100 - 129<br>Borderline High: 130 - 159", "Friedewald", t("LDL", 113.6, None, 100, unit="mg/dL", abn=True)),
    ("VLDL Cholesterol", "28.4", "", "mg/dL", "&lt; 30", "Calculated", t("VLDL", 28.4, None, 30, unit="mg/dL", new="VLDL cholesterol")),
    ("Non-HDL Cholesterol", "142", "H", "mg/dL", "&lt; 130", "Calculated", t("NON_HDL", 142, None, 130, unit="mg/dL", abn=True)),
    ("Total Cholesterol / HDL Ratio", "4.23", "", "", "3.0 - 5.0", "Calculated", t("CHOL_HDL_RATIO", 4.23, 3.0, 5.0, new="Total cholesterol / HDL ratio")),
    ("sub", "LIVER FUNCTION TEST (LFT)"),
    ("Bilirubin - Total", "0.62", "", "mg/dL", "0.3 - 1.2", "Diazo", t("BILI", 0.62, 0.3, 1.2, unit="mg/dL")),
    ("SGOT (AST)", "21", "", "U/L", "&lt; 35", "IFCC without P5P", t("AST", 21, None, 35, unit="U/L")),
    ("SGPT (ALT)", "18", "", "U/L", "&lt; 35", "IFCC without P5P", t("ALT", 18, None, 35, unit="U/L")),
    ("Alkaline Phosphatase (ALP)", "74", "", "U/L", "30 - 120", "PNPP, AMP Buffer", t("ALP", 74, 30, 120, unit="U/L")),
    ("Protein - Total", "7.2", "", "g/dL", "6.6 - 8.3", "Biuret", t("TOTAL_PROTEIN", 7.2, 6.6, 8.3, unit="g/dL")),
    ("Albumin", "4.3", "", "g/dL", "3.5 - 5.2", "BCG", t("ALBUMIN", 4.3, 3.5, 5.2, unit="g/dL")),
    ("Globulin", "2.9", "", "g/dL", "2.0 - 3.5", "Calculated", t("GLOBULIN", 2.9, 2.0, 3.5, unit="g/dL", new="Globulin")),
    ("A : G Ratio", "1.48", "", "", "0.9 - 2.0", "Calculated", t("AG_RATIO", 1.48, 0.9, 2.0, new="Albumin/globulin ratio")),
    ("sub", "KIDNEY FUNCTION TEST (KFT)"),
    ("Urea", "19.3", "", "mg/dL", "17 - 43", "Urease GLDH", t("UREA", 19.3, 17, 43, unit="mg/dL")),
    ("Blood Urea Nitrogen (BUN)", "9.0", "", "mg/dL", "7 - 20", "Calculated", t("BUN", 9.0, 7, 20, unit="mg/dL", new="Blood urea nitrogen (BUN)")),
    ("Creatinine", "0.71", "", "mg/dL", "0.55 - 1.02", "Modified Jaffe, Kinetic", t("CREA", 0.71, 0.55, 1.02, unit="mg/dL")),
    ("Uric Acid", "4.1", "", "mg/dL", "2.6 - 6.0", "Uricase", t("URIC_ACID", 4.1, 2.6, 6.0, unit="mg/dL")),
    ("dept", "DEPARTMENT OF IMMUNOASSAY"),
    ("sub", "THYROID PROFILE - TOTAL (T3, T4, TSH)"),
    ("T3 - Total", "1.12", "", "ng/mL", "0.80 - 2.00", "CLIA", t("T3_TOTAL", 1.12, 0.8, 2.0, unit="ng/mL", new="T3 total (triiodothyronine)")),
    ("T4 - Total", "8.40", "", "µg/dL", "5.10 - 14.10", "CLIA", t("T4_TOTAL", 8.4, 5.1, 14.1, unit="µg/dL", new="T4 total (thyroxine)")),
    ("TSH - Ultrasensitive", "3.21", "", "µIU/mL", "0.27 - 4.20", "ECLIA", t("TSH", 3.21, 0.27, 4.2, unit="µIU/mL")),
    ("Vitamin B12 (Cyanocobalamin)", "182", "L", "pg/mL", "211 - 911", "CLIA", t("B12", 182, 211, 911, unit="pg/mL", abn=True)),
    ("25-Hydroxy Vitamin D (Total)", "14.2", "L", "ng/mL", "Deficiency: &lt; 20<br>Insufficiency: 20 - 30<br>Sufficiency: 30 - 100<br>Toxicity: &gt; 100", "CLIA", t("VIT_D", 14.2, 30, 100, unit="ng/mL", abn=True)),
    ("Ferritin", "11.6", "L", "ng/mL", "13 - 150", "CLIA", t("FERR", 11.6, 13, 150, unit="ng/mL", abn=True)),
    ("note", "Interpretation (Vitamin D): Vitamin D deficiency is common in the Indian population. Levels below 20 ng/mL warrant supplementation; recheck after 8 - 12 weeks of therapy."),
    ("dept", "DEPARTMENT OF CLINICAL PATHOLOGY"),
    ("sub", "URINE ROUTINE EXAMINATION (CUE)"),
    ("subsub", "Physical Examination"),
    ("Colour", "Pale Yellow", "", "", "Pale Yellow", "Visual", t("U_COLOR", "Pale Yellow", panel="urine")),
    ("Appearance", "Clear", "", "", "Clear", "Visual", t("U_CLARITY", "Clear", panel="urine")),
    ("subsub", "Chemical Examination"),
    ("pH", "6.0", "", "", "4.6 - 8.0", "Double indicator", t("URINE_PH", 6.0, 4.6, 8.0, panel="urine")),
    ("Specific Gravity", "1.015", "", "", "1.005 - 1.030", "pKa change", t("URINE_SG", 1.015, 1.005, 1.030, panel="urine")),
    ("Protein (Albumin)", "Nil", "", "", "Nil", "Protein error of indicator", t("URINE_PROTEIN", "Nil", panel="urine")),
    ("Glucose (Sugar)", "Nil", "", "", "Nil", "GOD-POD", t("URINE_GLUCOSE", "Nil", panel="urine")),
    ("Ketone Bodies", "Negative", "", "", "Negative", "Sodium nitroprusside", t("U_KET", "Negative", panel="urine")),
    ("subsub", "Microscopic Examination"),
    ("Pus Cells", "2-3", "", "/hpf", "0 - 5", "Microscopy", t("U_SED_LEU", "2-3", unit="/hpf", panel="urine", ref_text=None)),
    ("Epithelial Cells", "1-2", "", "/hpf", "0 - 5", "Microscopy", t("U_EPI", "1-2", unit="/hpf", panel="urine")),
    ("RBCs", "Nil", "", "/hpf", "Nil", "Microscopy", t("U_SED_ERY", "Nil", unit="/hpf", panel="urine")),
    ("Casts", "Absent", "", "", "Absent", "Microscopy", t("U_CASTS", "Absent", panel="urine")),
]

# the pus and epithelial cell counts are printed as spans ("2-3 /hpf"): the value is that text, the range 0 - 5
for r in ROWS:
    if len(r) == 7 and r[6]["code"] in ("U_SED_LEU", "U_EPI"):
        r[6]["ref_low"], r[6]["ref_high"] = 0, 5


def page():
    ident(
        patient_name=["Ms. NANDINI KOLATHUR", "NANDINI KOLATHUR", "Nandini Kolathur", "Kolathur", "KOLATHUR",
                      "Kolathur, Nandini", "KOLATHUR, NANDINI"],
        national_id=["BLR.0004418271", "0004418271"],
        address=["Flat 3B, Sai Krupa Residency, 14th Cross, Indiranagar", "Sai Krupa Residency",
                 "Indiranagar, Bengaluru 560038", "560038"],
        phone=["+91 98450 31276", "98450 31276", "9845031276"],
        doctor=["Dr. Harish Nagaraj", "Harish Nagaraj", "Nagaraj"],
        lab_staff=["Dr. S. Meenakshisundaram", "Meenakshisundaram", "Dr. Kavya Ramaprasad", "Kavya Ramaprasad",
                   "Ramaprasad", "Mr. Shivakumar B. R.", "Shivakumar"],
        order_numbers=["2303180412", "SVD/BLR/23/0418827", "0418827", "B-77128390"],
    )
    head = """
<tr><td colspan="5" class="hdr">
 <div class="lh"><div class="logo">SVD</div><div><div class="lname">SRI VARU DIAGNOSTICS &amp; RESEARCH CENTRE</div>
 <div class="laddr">No. 221, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru - 560 038 &nbsp;|&nbsp; Ph: 080-4117 8800 &nbsp;|&nbsp; care@srivarudiagnostics.example.in<br>
 NABL Accredited Laboratory (ISO 15189:2022) &nbsp; Certificate No. MC-5571 &nbsp;|&nbsp; CIN U85195KA2009PTC049913</div></div></div>
 <table class="pb"><tr><td>Patient Name</td><td>: <b>Ms. NANDINI KOLATHUR</b></td><td>Registration No.</td><td>: 2303180412</td></tr>
 <tr><td>Age / Gender</td><td>: 31 Y 7 M / Female</td><td>UHID</td><td>: BLR.0004418271</td></tr>
 <tr><td>Ref. By</td><td>: Dr. Harish Nagaraj, MBBS, MD</td><td>Sample Collected On</td><td>: 18/Mar/2023 08:12 AM</td></tr>
 <tr><td>Client / Centre</td><td>: Walk-in / Indiranagar PSC</td><td>Sample Received On</td><td>: 18/Mar/2023 09:03 AM</td></tr>
 <tr><td>Contact</td><td>: +91 98450 31276</td><td>Reported On</td><td>: 18/Mar/2023 04:47 PM</td></tr>
 <tr><td>Address</td><td>: Flat 3B, Sai Krupa Residency, 14th Cross, Indiranagar, Bengaluru 560038</td><td>Barcode / Lab No.</td><td>: B-77128390 / SVD/BLR/23/0418827</td></tr></table>
</td></tr>
<tr class="ch"><th>Test Name</th><th>Result</th><th>Unit</th><th>Bio. Ref. Interval</th><th>Method</th></tr>"""
    body = []
    for r in ROWS:
        if r[0] == "dept":
            body.append(f'<tr><td colspan="5" class="dept">{r[1]}</td></tr>')
        elif r[0] == "sub":
            body.append(f'<tr><td colspan="5" class="sub">{r[1]}</td></tr>')
        elif r[0] == "subsub":
            body.append(f'<tr><td colspan="5" class="subsub">{r[1]}</td></tr>')
        elif r[0] == "note":
            body.append(f'<tr><td colspan="5" class="note">{r[1]}</td></tr>')
        else:
            label, val, flag, unit, rng, method, tr = r
            v = f"<b>{val}</b>&nbsp;&nbsp;{flag}" if flag else val
            body.append(f"<tr><td>{label}</td><td>{v}</td><td>{unit}</td><td>{rng}</td><td class='m'>{method}</td></tr>")
            add_row(DOC, DATE, label, [label, val, flag, unit, rng], tr)
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Report 2303180412</title><style>
@page {{ size: A4; margin: 10mm 12mm 22mm 12mm; }}
body {{ font-family: Arial, Helvetica, sans-serif; font-size: 10.5px; color:#111; }}
table.main {{ width:100%; border-collapse: collapse; }}
table.main td, table.main th {{ padding: 2px 4px; vertical-align: top; text-align:left; }}
tr.ch th {{ border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; font-size: 11px; }}
.hdr {{ padding:0 !important; }}
.lh {{ display:flex; gap:10px; align-items:center; border-bottom: 3px double #7a1020; padding-bottom:4px; }}
.logo {{ width:46px; height:46px; border-radius:50%; background:#7a1020; color:#fff; font-weight:bold; display:flex; align-items:center; justify-content:center; }}
.lname {{ font-size:17px; font-weight:bold; color:#7a1020; }} .laddr {{ font-size:9px; color:#333; }}
table.pb {{ width:100%; margin:4px 0 6px; border:1px solid #999; }} table.pb td {{ padding:1px 4px; font-size:10px; }}
.dept {{ text-align:center !important; font-weight:bold; font-size:12px; text-decoration: underline; padding-top:8px !important; }}
.sub {{ font-weight:bold; padding-top:5px !important; }} .subsub {{ font-style: italic; text-decoration: underline; }}
.note {{ font-size: 9.5px; color:#333; }} td.m {{ font-size: 9px; color:#444; }}
.foot {{ position: fixed; bottom: -16mm; left:0; right:0; font-size: 9px; border-top:1px solid #999; display:flex; justify-content:space-between; }}
.sign {{ margin-top: 18px; display:flex; justify-content:space-between; font-size:10px; }}
</style></head><body>
<table class="main"><thead>{head}</thead><tbody>
{''.join(body)}
</tbody></table>
<p style="text-align:center;margin-top:10px">*** End of Report ***</p>
<div class="sign"><div>Checked by: Mr. Shivakumar B. R.<br>Sr. Technologist</div><div>Dr. Kavya Ramaprasad, MD (Biochemistry)<br>Consultant Biochemist</div><div>Dr. S. Meenakshisundaram, MD (Path)<br>Consultant Pathologist</div></div>
<div class="foot"><span>This report is electronically authenticated. Results relate only to the sample tested. Not valid for medico-legal purposes.</span><span>Printed: 19/Mar/2023 10:21 AM</span></div>
</body></html>"""
