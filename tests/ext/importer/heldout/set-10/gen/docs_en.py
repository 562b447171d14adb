"""English documents: a UK GP online record's test results page and a US MyChart-like Test Details page."""

CSS = """
body{font-family:Arial,Helvetica,sans-serif;font-size:12px;margin:0 12px;color:#212b32}
.bh{position:fixed;top:0;left:0;right:0;font-size:9px;display:flex;justify-content:space-between}
.bf{position:fixed;bottom:0;left:0;right:0;font-size:9px;display:flex;justify-content:space-between}
.top{background:#005eb8;color:#fff;padding:6px;margin-top:16px}
.res{border-left:4px solid #005eb8;margin:8px 0;padding:4px 8px;page-break-inside:avoid}
.res h4{margin:0 0 2px 0;font-size:13px}
.muted{color:#4c6272;font-size:11px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:3px;text-align:left;font-size:11.5px}
"""


def uk_gp(g):
    R = g.R
    doc = "GP_online_record_Test_results_Whitcombe.pdf"
    date1, date2 = "2025-06-03", "2025-09-16"
    fbc = [
        R("Haemoglobin", "HGB", "128", "g/L", "115 - 165"),
        R("Total white cell count", "WBC", "3.4", "10*9/L", "4 - 11", "L"),
        R("Platelet count", "PLT", "221", "10*9/L", "150 - 400"),
        R("Mean cell volume", "MCV", "101", "fL", "80 - 100", "H"),
        R("Neutrophil count", "NEUT", "1.6", "10*9/L", "2 - 7.5", "L"),
    ]
    chem = [
        R("Serum sodium", "NA", "139", "mmol/L", "133 - 146"),
        R("Serum potassium", "K", "4.6", "mmol/L", "3.5 - 5.3"),
        R("Serum creatinine", "CREA", "64", "umol/L", "45 - 84"),
        R("eGFR using creatinine (CKD-EPI) per 1.73 square metres", "EGFR", ">90", "mL/min/1.73m*2", "", alt=["GFR"]),
        R("Haemoglobin A1c level - IFCC standardised", "HBA1C", "44", "mmol/mol", "20 - 41", "H", alt=["HBA1C_IFCC"]),
        R("Serum vitamin B12", "B12", "162", "ng/L", "197 - 771", "L"),
        R("Serum folate", "FOLATE", "3.1", "ug/L", "3.9 - 26.8", "L"),
        R("Serum TSH level", "TSH", "1.9", "mU/L", "0.27 - 4.2"),
        R("Serum ferritin", "FERR", "48", "ug/L", "15 - 150"),
    ]

    def items(rows, filed, comment):
        out = []
        for r in rows:
            rng = f"Range: {g.E(r.rng)} {g.E(r.unit)}" if r.rng else "No range given"
            ab = ' <span style="color:#d5281b">(Abnormal)</span>' if r.flag else ""
            out.append(
                f'<div class="res"><h4>{g.E(r.label)}</h4><div><b>{g.E(r.value)} {g.E(r.unit)}</b>{ab}</div>'
                f'<div class="muted">{rng}</div>'
                f'<div class="muted">Filed by: {filed} · Comment: {comment}</div></div>'
            )
        return "".join(out)

    body = f"""<!doctype html><html><head><meta charset="utf-8"><title>Test results - Your GP record</title><style>{CSS}</style></head><body>
<div class="bh"><span>18/09/2025, 19:02</span><span>Test results - Your GP record</span></div>
<div class="bf"><span>https://www.gponlinerecord.co.uk/record/test-results?patient=9434765913</span><span>Page 1 of 2</span></div>
<div class="top">NHS · Your health · Appointments · Prescriptions · <b>Your GP health record</b> · Messages · Account</div>
<p>Home &gt; Your GP health record &gt; Test results</p>
<p><b>Eleanor Whitcombe</b> · Date of birth: 14 February 1968 · NHS number: 943 476 5913<br>
28 Larkspur Close, Chesterton, Cambridge CB4 1XQ · 07700 918 246 · e.whitcombe68@btinternet.com<br>
Registered practice: Arbury Road Medical Centre, Cambridge CB4 2JB · Tel 01223 364 117</p>
<p class="muted">We use cookies to make this service work and to collect analytics. Accept analytics cookies · Reject analytics cookies</p>
<h3>Full blood count — 3 June 2025</h3>
<p class="muted">Sample taken: 03-Jun-2025 09:14 · Received: 03-Jun-2025 14:20 · Requested by Dr Priya Raghunathan</p>
{items(fbc, "Dr Priya Raghunathan on 05-Jun-2025", "Abnormal - see GP (routine appointment)")}
<h3>Biochemistry — 16 September 2025</h3>
<p class="muted">Sample taken: 16-Sep-2025 08:51 · Received: 16-Sep-2025 13:02 · Requested by Dr Thomas Ashworth</p>
{items(chem, "Dr Thomas Ashworth on 17-Sep-2025", "Normal - no action")}
<p class="muted">If you have questions about your results, contact the practice on 01223 364 117. Results are shown 7 days after they are filed.</p>
</body></html>"""
    g.add_truth(doc, date1, fbc, layout="UK GP online record 'Test results' page printed from the browser: NHS-style blue header, breadcrumbs, cookie line, one block per result with name, value+unit on one line, 'Range: a - b unit' on the next, 'Filed by ... Comment: ...', two sample dates, browser header/footer with URL holding the NHS number")
    g.add_truth(doc, date2, chem)
    ident = {
        "patient_name": ["Eleanor Whitcombe", "Whitcombe, Eleanor", "WHITCOMBE, Eleanor", "Whitcombe"],
        "nhs_number": ["943 476 5913", "9434765913"],
        "birth_date": ["14 February 1968", "14-Feb-1968", "14/02/1968", "1968-02-14"],
        "address": ["28 Larkspur Close", "Larkspur Close", "CB4 1XQ"],
        "phone": ["07700 918 246", "07700918246"],
        "email": ["e.whitcombe68@btinternet.com"],
        "doctor": ["Dr Priya Raghunathan", "Priya Raghunathan", "Raghunathan", "Dr Thomas Ashworth", "Thomas Ashworth", "Ashworth"],
    }
    return doc[:-4], body, ident


def us_mychart(g):
    R = g.R
    doc = "MyChart_Test_Details_Lipid_CMP_2025-08-11.pdf"
    date = "2025-08-11"
    lip = [
        R("Cholesterol, Total", "CHOL", "236", "mg/dL", "<200", "H"),
        R("Triglycerides", "TG", "182", "mg/dL", "<150", "H"),
        R("HDL Cholesterol", "HDL", "41", "mg/dL", ">39"),
        R("LDL Cholesterol Calc", "LDL", "159", "mg/dL", "0 - 99", "H"),
        R("Non-HDL Cholesterol", "NON_HDL", "195", "mg/dL", "<130", "H"),
    ]
    cmp_ = [
        R("Glucose", "GLU", "112", "mg/dL", "65 - 99", "H"),
        R("BUN", "UREA", "17", "mg/dL", "6 - 24", alt=["BUN"]),
        R("Creatinine", "CREA", "1.09", "mg/dL", "0.76 - 1.27"),
        R("Potassium", "K", "4.4", "mmol/L", "3.5 - 5.2"),
        R("Albumin", "ALBUMIN", "4.5", "g/dL", "3.8 - 4.9"),
        R("Alkaline Phosphatase", "ALP", "88", "IU/L", "44 - 121"),
        R("AST (SGOT)", "AST", "29", "IU/L", "0 - 40"),
        R("ALT (SGPT)", "ALT", "52", "IU/L", "0 - 44", "H"),
        R("Hemoglobin A1c", "HBA1C", "6.1", "%", "4.8 - 5.6", "H"),
        R("TSH", "TSH", "3.120", "uIU/mL", "0.450 - 4.500"),
    ]

    def table(rows):
        t = "<table><tr><th>Component</th><th>Value</th><th>Standard Range</th><th>Flag</th></tr>"
        for r in rows:
            fl = "High" if r.flag == "H" else ("Low" if r.flag == "L" else "")
            t += f"<tr><td>{g.E(r.label)}</td><td>{g.E(r.value)} {g.E(r.unit)}</td><td>{g.E(r.rng)} {g.E(r.unit)}</td><td>{fl}</td></tr>"
        return t + "</table>"

    body = f"""<!doctype html><html><head><meta charset="utf-8"><title>MyChart - Test Details</title><style>{CSS}</style></head><body>
<div class="bh"><span>8/13/25, 10:26 PM</span><span>MyChart - Test Details</span></div>
<div class="bf"><span>https://mychart.lakeshorehealth.org/MyChart/app/test-results/details?eorderid=WP-24jR8</span><span>1/2</span></div>
<div class="top" style="background:#3c1361">MyChart · Menu · Visits · Messages · Test Results · Medications · Billing · Daniel</div>
<p><b>Daniel R. Okafor</b> · DOB: 3/22/1981 · MRN: 40028817 · 4417 N Winthrop Ave Apt 2B, Chicago, IL 60640 · (773) 555-0148 · dokafor81@gmail.com</p>
<h3>LIPID PANEL; COMPREHENSIVE METABOLIC PANEL; HEMOGLOBIN A1C; TSH</h3>
<p>Collected on Aug 11, 2025 7:58 AM · Resulted on Aug 12, 2025 3:14 PM · Ordered by Amanda Castellano, MD · Order #: 918827341</p>
<p class="muted">Your provider has seen these results. "Your cholesterol is higher than last year; let's discuss at your visit. — Dr. Castellano"</p>
{table(lip)}
<p class="muted">Lipid panel: fasting 12 h. 10-year ASCVD risk 7.4% (not a lab result).</p>
{table(cmp_)}
<p class="muted">Legend: High = above the standard range; Low = below the standard range; Abnormal = outside the expected result. Values with no flag are within the standard range.</p>
<p class="muted">Lab: Lakeshore Health Central Laboratory, 2200 W Harrison St, Chicago IL 60612, CLIA 14D0417758, Director: Kevin Liang, MD. MyChart® licensed from Epic Systems Corporation © 1999 - 2025</p>
</body></html>"""
    g.add_truth(doc, date, lip + cmp_, layout="US MyChart-like Test Details page printed from the browser: 'Component | Value | Standard Range | Flag' with unit inside the value and the range cells, 'Collected on'/'Resulted on', provider comment, a risk percentage line, a legend, browser header/footer")
    g.excl(doc, "10-year ASCVD risk", "7.4%", "a calculated risk score, not a lab result")
    ident = {
        "patient_name": ["Daniel R. Okafor", "Daniel Okafor", "Okafor, Daniel", "Okafor"],
        "mrn": ["40028817"],
        "birth_date": ["3/22/1981", "03/22/1981", "1981-03-22"],
        "address": ["4417 N Winthrop Ave", "Winthrop Ave", "60640"],
        "phone": ["(773) 555-0148", "773-555-0148", "7735550148"],
        "email": ["dokafor81@gmail.com"],
        "doctor": ["Amanda Castellano, MD", "Amanda Castellano", "Castellano", "Kevin Liang"],
        "order_numbers": ["918827341", "WP-24jR8"],
    }
    return doc[:-4], body, ident
