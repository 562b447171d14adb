"""A US hospital patient portal's 'Test Results' pages printed from Chromium (with the browser's own
header and footer): one card per component (Component / Your Value / Standard Range / Flag)."""
from common import row, rng, num, chromium_pdf, excl
import html as H

DOC = "MyLakeshore_Test_Results_print.pdf"
D1 = "2025-03-03"
D2 = "2025-02-24"
# (label, value, unit, range, flag, code, new_label)
CBC = [
    ("WBC", "11.8", "K/uL", "4.0 - 10.5", "High", "WBC", None),
    ("RBC", "4.12", "M/uL", "3.90 - 5.20", "", "RBC", None),
    ("Hemoglobin", "11.4", "g/dL", "12.0 - 15.5", "Low", "HGB", None),
    ("Hematocrit", "35.1", "%", "35.0 - 45.0", "", "HCT", None),
    ("MCV", "85.2", "fL", "80.0 - 100.0", "", "MCV", None),
    ("MCH", "27.7", "pg", "26.0 - 34.0", "", "MCH", None),
    ("MCHC", "32.5", "g/dL", "31.0 - 36.0", "", "MCHC", None),
    ("RDW", "15.9", "%", "11.5 - 14.5", "High", "RDW", None),
    ("Platelets", "412", "K/uL", "150 - 400", "High", "PLT", None),
    ("MPV", "9.8", "fL", "7.5 - 11.5", "", "MPV", None),
    ("Neutrophils %", "78.4", "%", "40.0 - 74.0", "High", "NEUT_PCT", None),
    ("Lymphocytes %", "14.2", "%", "19.0 - 48.0", "Low", "LYMPH_PCT", None),
    ("Monocytes %", "6.1", "%", "3.0 - 12.0", "", "MONO_PCT", None),
    ("Eosinophils %", "0.9", "%", "0.0 - 7.0", "", "EOS_PCT", None),
    ("Basophils %", "0.4", "%", "0.0 - 2.0", "", "BASO_PCT", None),
    ("Absolute Neutrophils", "9.25", "K/uL", "1.80 - 7.70", "High", "NEUT", None),
    ("Absolute Lymphocytes", "1.68", "K/uL", "1.00 - 4.80", "", "LYMPH", None),
]
BMP = [
    ("Sodium", "137", "mmol/L", "135 - 145", "", "NA", None),
    ("Potassium", "3.3", "mmol/L", "3.5 - 5.1", "Low", "K", None),
    ("Chloride", "101", "mmol/L", "98 - 107", "", "CL", None),
    ("CO2", "24", "mmol/L", "22 - 29", "", "CO2", "CO2 (bicarbonate)"),
    ("BUN", "22", "mg/dL", "7 - 20", "High", "BUN", "BUN (urea nitrogen)"),
    ("Creatinine", "0.84", "mg/dL", "0.57 - 1.00", "", "CREA", None),
    ("Glucose", "128", "mg/dL", "70 - 99", "High", "GLU", None),
    ("Calcium", "9.1", "mg/dL", "8.6 - 10.3", "", "CA", None),
    ("Anion Gap", "12", "mmol/L", "5 - 15", "", "ANION_GAP", "Anion gap"),
    ("eGFR", ">90", "mL/min/1.73m2", ">=60", "", "EGFR", None),
]
MG = [("Magnesium", "1.6", "mg/dL", "1.6 - 2.6", "", "MG", None)]

IDENTITY = {
    "patient_name": ["Danielle R. Whitcomb", "Danielle Whitcomb", "WHITCOMB, DANIELLE R", "Whitcomb"],
    "birth_date": ["7/19/1981", "07/19/1981"],
    "medical_record_number": ["40072915", "MRN 40072915"],
    "doctor": ["Gregory T. Okafor, MD", "Gregory T. Okafor", "Okafor", "Lena Marchetti-Hoyt, PA-C",
               "Lena Marchetti-Hoyt", "Marchetti-Hoyt"],
    "order_numbers": ["308814472", "308790115"],
    "address": ["4418 Tamarack Bend Rd", "Tamarack Bend"],
}


def card(c):
    label, val, unit, rg, flag, *_ = c
    fl = f'<span class="flag {flag.lower()}">{flag}</span>' if flag else ""
    return f"""<div class="comp"><div class="cname">{H.escape(label)}</div>
<table><tr><th>Your Value</th><th>Standard Range</th><th>Flag</th></tr>
<tr><td class="val">{H.escape(val)} {H.escape(unit)}</td><td>{H.escape(rg)} {H.escape(unit)}</td><td>{fl}</td></tr></table></div>"""


def section(title, comps, collected, resulted, provider, order, extra=""):
    cards = "\n".join(card(c) for c in comps)
    return f"""<section><h2>{title}</h2>
<div class="meta">Collected on {collected}&nbsp;&nbsp;|&nbsp;&nbsp;Resulted on {resulted}</div>
<div class="meta">Ordering provider: {provider}&nbsp;&nbsp;·&nbsp;&nbsp;Order #{order}&nbsp;&nbsp;·&nbsp;&nbsp;Specimen: Blood</div>
<div class="note">Your provider has reviewed these results. {extra}</div>
<h3>Components</h3>{cards}
<div class="lab">Resulting lab: LAKESHORE REGIONAL CORE LABORATORY · CLIA 23D0987741</div></section>"""


def build(out):
    css = """body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:11px;color:#222;margin:0 18px}
.top{display:flex;justify-content:space-between;border-bottom:3px solid #1b5e8a;padding:6px 0}
.logo{font-size:20px;color:#1b5e8a;font-weight:bold}.who{text-align:right;font-size:10px}
nav{color:#1b5e8a;font-size:10px;padding:4px 0;border-bottom:1px solid #ccc}
h1{font-size:18px;margin:10px 0 4px}h2{font-size:15px;margin:14px 0 2px;color:#1b5e8a}
h3{font-size:12px;margin:6px 0}.meta{color:#555;font-size:10.5px}.note{background:#f3f7fb;padding:5px;margin:5px 0}
.comp{border:1px solid #d6dde4;border-radius:6px;padding:5px 8px;margin:5px 0;break-inside:avoid}
.cname{font-weight:bold;font-size:12px}.comp table{border-collapse:collapse;width:100%;margin-top:2px}
.comp th{font-weight:normal;color:#666;text-align:left;font-size:9.5px;width:33%}.val{font-size:13px;font-weight:bold}
.flag{font-weight:bold}.high{color:#b00020}.low{color:#1e4fb0}.lab{font-size:9px;color:#777;margin-top:4px}
.pbreak{break-before:page}footer{font-size:9px;color:#777;border-top:1px solid #ccc;margin-top:12px;padding-top:4px}"""
    body = f"""<div class="top"><div class="logo">MyLakeshore</div>
<div class="who">Danielle R. Whitcomb<br>MRN 40072915 · DOB 7/19/1981<br>PCP: Gregory T. Okafor, MD</div></div>
<nav>Home &gt; Health &gt; Test Results &gt; Test Details</nav>
<h1>Test Results</h1>
<p>Showing results for: Danielle Whitcomb · 4418 Tamarack Bend Rd</p>
{section("CBC with Differential", CBC, "Mar 3, 2025 8:14 AM", "Mar 3, 2025 11:52 AM", "Gregory T. Okafor, MD", "308814472",
          "Message from Gregory T. Okafor, MD: your blood count is a little low; we will repeat in 6 weeks.")}
<div class="pbreak"></div>
{section("Basic Metabolic Panel", BMP, "Mar 3, 2025 8:14 AM", "Mar 3, 2025 1:05 PM", "Gregory T. Okafor, MD", "308814472",
          "eGFR calculated with the CKD-EPI 2021 equation (race-free).")}
{section("Magnesium", MG, "Feb 24, 2025 3:40 PM", "Feb 24, 2025 6:18 PM", "Lena Marchetti-Hoyt, PA-C", "308790115")}
<footer>MyLakeshore® is provided by Lakeshore Regional Health. Some results may not be available until your provider
has reviewed them. Questions? Call 1-800-555-0199. Last updated 3/4/2025.</footer>"""
    html = f"<!doctype html><html><head><meta charset='utf-8'><title>MyLakeshore - Test Details</title><style>{css}</style></head><body>{body}</body></html>"
    chromium_pdf(html, out, name="test-details.html", header_footer=True)
    for comps, date in ((CBC, D1), (BMP, D1), (MG, D2)):
        for label, val, unit, rg, flag, code, newl in comps:
            comp = None
            v = val
            if val.startswith(">"):
                comp, v = ">", val[1:]
            lo, hi = rng(rg)
            row(DOC, label, code, date, num(v), unit, lo, hi, rg, bool(flag),
                [label, f"{val} {unit}", f"{rg} {unit}", flag], comparator=comp, new_label=newl)
    return IDENTITY
