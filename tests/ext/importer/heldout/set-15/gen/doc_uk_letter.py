"""A UK outpatient clinic letter: bloods shorthand in the text (no units), an earlier HbA1c quoted
with its date, and a results table with units and ranges."""
from common import row, page

DOC = "UK_DiabetesClinic_letter_Pocklington_12May2025.pdf"
D = "2025-05-12"
EXCLUDED = [
    {"doc": DOC, "label_as_printed": "HbA1c", "printed": "HbA1c 58 (was 64 on 03/02/2025)",
     "why": "an earlier result quoted for comparison", "tolerated": {
         "code": "HBA1C", "date": "2025-02-03", "value": 64, "comparator": None, "unit": "mmol/mol"}},
]
DATA = [
    ("Haemoglobin", "HGB", "141", "g/L", "130 - 170", ""),
    ("White cell count", "WBC", "6.8", "x10^9/L", "4.0 - 11.0", ""),
    ("Platelets", "PLT", "233", "x10^9/L", "150 - 400", ""),
    ("Sodium", "NA", "139", "mmol/L", "133 - 146", ""),
    ("Potassium", "K", "5.4", "mmol/L", "3.5 - 5.3", "H"),
    ("Creatinine", "CREA", "121", "umol/L", "59 - 104", "H"),
    ("eGFR", "EGFR", "54", "mL/min/1.73m2", None, ""),
    ("ALT", "ALT", "29", "U/L", "0 - 41", ""),
    ("Total cholesterol", "CHOL", "4.1", "mmol/L", None, ""),
    ("HbA1c (IFCC)", "HBA1C", "58", "mmol/mol", "20 - 41", "H"),
    ("TSH", "TSH", "2.10", "mU/L", "0.27 - 4.20", ""),
    ("Urine albumin:creatinine ratio", "U_ACR", "8.2", "mg/mmol", "< 3.0", "H"),
]


def build():
    trs = []
    for label, code, v, unit, rng, flag in DATA:
        kw = {}
        if code == "U_ACR":
            kw = {"in_dict": False, "panel": "urine", "new_label": "Urine albumin:creatinine ratio"}
        row(DOC, label, code, D, v, unit, rng, abnormal=bool(flag), **kw)
        trs.append(f"<tr><td>{label}</td><td class=v>{v} {'<b>'+flag+'</b>' if flag else ''}</td><td>{unit}</td><td>{rng or ''}</td></tr>")
    body = f"""
<div class="lh"><div><b>Ashford &amp; Weald Hospitals NHS Foundation Trust</b><br>Department of Diabetes &amp; Endocrinology<br>
Weald Outpatient Centre, Clinic 4B, Pembury Road, Tonbridge TN11 0QZ</div>
<div style="text-align:right">Tel: 01892 634 700 (appointments)<br>Secretary: 01892 634 712<br>www.awh.example.nhs.uk</div></div>
<p><b>Consultant:</b> Dr Priya Raghunathan &nbsp; <b>Clinic date:</b> 12/05/2025 &nbsp; <b>Typed:</b> 16/05/2025 (ref PR/lm)</p>
<p>Dr H Oyelaran<br>Fernbank Surgery<br>3 Quarry Hill Road<br>Tonbridge TN9 2RS</p>
<p><b>Re: Mr Dennis Arthur POCKLINGTON &nbsp; DOB 19/06/1963<br>NHS No: 401 223 7748 &nbsp; Hospital No: RWF-0912837<br>
27 Coppice Way, Tonbridge TN9 2QE</b></p>
<p><b>Diagnoses:</b> 1. Type 2 diabetes (2014), on metformin and empagliflozin &nbsp; 2. Hypertension
&nbsp; 3. CKD stage 3a with microalbuminuria</p>
<p>Dear Dr Oyelaran,</p>
<p>I reviewed Mr Pocklington in the diabetes clinic today. He feels well and has lost 3 kg since January.
His home glucose readings are mostly 6–9 mmol/L fasting. BP today 148/86, weight 97.4 kg, BMI 32.1.</p>
<p>Bloods today: Hb 141, WCC 6.8, Plt 233, Na 139, K 5.4, Cr 121, eGFR 54, HbA1c 58 (was 64 on 03/02/2025),
urine ACR 8.2. Full results are below.</p>
<p>The HbA1c is improving but remains above his individual target of 53. The potassium is mildly raised
on ramipril 10 mg; I would be grateful if you could repeat U&amp;Es in 2 weeks. I have added semaglutide
0.25 mg weekly, titrating to 1 mg. We will see him again in 4 months with bloods beforehand.</p>
<p>Yours sincerely,</p>
<p style="margin-top:26px">Dr Priya Raghunathan MBBS FRCP<br>Consultant Diabetologist, GMC 6123987</p>
<p class="small">cc: Mr Dennis Pocklington (patient)</p>
<h3>Results – sample collected 12/05/2025 10:15 (Weald Pathology, lab no. W25.3381940)</h3>
<table class="lab"><thead><tr><th>Test</th><th>Result</th><th>Units</th><th>Reference range</th></tr></thead>
<tbody>{''.join(trs)}</tbody></table>
<p class="small">H = above reference range. eGFR by CKD-EPI 2009, not corrected for ethnicity.</p>
"""
    css = """
body { font-family: Arial, 'Liberation Sans', sans-serif; font-size: 10pt; }
.lh { display: flex; justify-content: space-between; font-size: 8.5pt; border-bottom: 3px solid #005eb8; padding-bottom: 5px; margin-bottom: 10px; }
.lab { width: 85%; font-size: 9pt; }
.lab th { text-align: left; border-bottom: 1px solid #000; padding: 2px 6px; }
.lab td { padding: 2px 6px; border-bottom: 0.4px solid #ccc; }
.v { text-align: right; }
.small { font-size: 8pt; }
"""
    return page(body, css), EXCLUDED
