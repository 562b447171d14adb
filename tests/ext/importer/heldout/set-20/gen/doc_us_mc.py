"""US hospital patient-portal (MyChart-style) test details printed from a desktop browser: Component / Your
Value / Standard Range / Flag, the unit inside the value and the range cells, 'Collected: 09/04/2025 8:15 AM'
(month first, 12-hour time), three results on one print, one of them collected on another day."""

from common import add_row, ident, t

DOC = "US_RiverbendHealth_MyChart_TestDetails.pdf"

# (title, collected printed, date, rows); row: component, value, unit, range printed, flag, truth
TESTS = [
    ("COMPREHENSIVE METABOLIC PANEL", "09/04/2025 8:15 AM", "2025-09-04", [
        ("Sodium", "140", "mmol/L", "136 - 145 mmol/L", "", t("NA", 140, 136, 145, unit="mmol/L")),
        ("Potassium", "3.4", "mmol/L", "3.5 - 5.1 mmol/L", "Low", t("K", 3.4, 3.5, 5.1, unit="mmol/L", abn=True)),
        ("Chloride", "103", "mmol/L", "98 - 107 mmol/L", "", t("CL", 103, 98, 107, unit="mmol/L")),
        ("CO2", "25", "mmol/L", "21 - 31 mmol/L", "", t("HCO3", 25, 21, 31, unit="mmol/L", new="Bicarbonate (total CO2)")),
        ("BUN", "11", "mg/dL", "7 - 25 mg/dL", "", t("BUN", 11, 7, 25, unit="mg/dL", new="Blood urea nitrogen (BUN)")),
        ("Creatinine", "0.69", "mg/dL", "0.60 - 1.20 mg/dL", "", t("CREA", 0.69, 0.6, 1.2, unit="mg/dL")),
        ("eGFR", "&gt;90", "mL/min/1.73m2", "&gt;=60 mL/min/1.73m2", "", t("EGFR", 90, 60, None, comp=">", unit="mL/min/1.73m2")),
        ("Glucose", "88", "mg/dL", "70 - 99 mg/dL", "", t("GLU", 88, 70, 99, unit="mg/dL")),
        ("Calcium", "9.2", "mg/dL", "8.6 - 10.3 mg/dL", "", t("CA", 9.2, 8.6, 10.3, unit="mg/dL")),
        ("Total Protein", "7.1", "g/dL", "6.4 - 8.9 g/dL", "", t("TOTAL_PROTEIN", 7.1, 6.4, 8.9, unit="g/dL")),
        ("Albumin", "4.4", "g/dL", "3.5 - 5.7 g/dL", "", t("ALBUMIN", 4.4, 3.5, 5.7, unit="g/dL")),
        ("Total Bilirubin", "0.5", "mg/dL", "0.3 - 1.0 mg/dL", "", t("BILI", 0.5, 0.3, 1.0, unit="mg/dL")),
        ("Alkaline Phosphatase", "77", "U/L", "34 - 104 U/L", "", t("ALP", 77, 34, 104, unit="U/L")),
        ("AST", "17", "U/L", "13 - 39 U/L", "", t("AST", 17, 13, 39, unit="U/L")),
        ("ALT", "21", "U/L", "7 - 52 U/L", "", t("ALT", 21, 7, 52, unit="U/L")),
    ]),
    ("LIPID PANEL", "09/04/2025 8:15 AM", "2025-09-04", [
        ("Cholesterol", "192", "mg/dL", "&lt;200 mg/dL", "", t("CHOL", 192, None, 200, unit="mg/dL")),
        ("Triglycerides", "96", "mg/dL", "&lt;150 mg/dL", "", t("TG", 96, None, 150, unit="mg/dL")),
        ("HDL", "55", "mg/dL", "&gt;40 mg/dL", "", t("HDL", 55, 40, None, unit="mg/dL")),
        ("LDL Calculated", "118", "mg/dL", "&lt;100 mg/dL", "High", t("LDL", 118, None, 100, unit="mg/dL", abn=True)),
        ("Non-HDL Cholesterol", "137", "mg/dL", "&lt;130 mg/dL", "High", t("NON_HDL", 137, None, 130, unit="mg/dL", abn=True)),
    ]),
    ("HEMOGLOBIN A1C", "08/12/2025 10:02 AM", "2025-08-12", [
        ("Hemoglobin A1C", "5.5", "%", "4.0 - 5.6 %", "", t("HBA1C", 5.5, 4.0, 5.6, unit="%")),
        ("Estimated Average Glucose", "111", "mg/dL", "mg/dL", "", t("EAG", 111, unit="mg/dL", new="Estimated average glucose (eAG)")),
    ]),
]


def page():
    ident(
        patient_name=["Nandini Kolathur", "Nandini S Kolathur", "Kolathur", "KOLATHUR"],
        birth_date=["8/14/1991", "08/14/1991"],
        national_id=["E10448217", "10448217"],
        doctor=["Kimberly A. Osterhaus, MD", "Kimberly A. Osterhaus", "Osterhaus", "Kimberly Osterhaus"],
        lab_staff=["Tomasz R. Wilk, MD, PhD", "Wilk"],
        order_numbers=["WP-24K7Q3", "EO-998812745", "998812745", "EO-998790021", "998790021"],
    )
    secs = []
    for i, (title, coll, date, rows) in enumerate(TESTS):
        trs = []
        for comp, val, unit, rng, flag, tr in rows:
            fl = f"<span class='fl'>&#9888; {flag}</span>" if flag else ""
            trs.append(f"<tr><td>{comp}</td><td><b>{val}</b> {unit}</td><td>{rng}</td><td>{fl}</td></tr>")
            add_row(DOC, date, comp, [comp, val, flag, unit, rng], tr)
        order = ["EO-998812745", "EO-998812745", "EO-998790021"][i]
        secs.append(f"""<div class="card"><h2>{title}</h2>
<div class="meta">Collected: {coll} &nbsp;&middot;&nbsp; Result status: Final result &nbsp;&middot;&nbsp; Visible to patient: Yes (seen)</div>
<div class="meta">Ordered by: Kimberly A. Osterhaus, MD &nbsp;&middot;&nbsp; Order #: {order}</div>
<table><thead><tr><th>Component</th><th>Your Value</th><th>Standard Range</th><th>Flag</th></tr></thead><tbody>{''.join(trs)}</tbody></table>
<div class="meta">Specimen: Blood - Venous &nbsp;&middot;&nbsp; Resulting lab: RIVERBEND HEALTH CORE LABORATORY, 800 Hollister Pkwy, Columbus, OH 43219 &nbsp;&middot;&nbsp; Lab director: Tomasz R. Wilk, MD, PhD</div>
{'<div class="comm"><b>Comment:</b> eGFR calculated with the CKD-EPI 2021 race-free equation. Reference ranges are for adults; values outside the range are flagged.</div>' if i == 0 else ''}
{'<div class="comm"><b>Your provider&#39;s note:</b> Hi Nandini, your cholesterol is a little above goal (LDL 118). Try diet changes and we will recheck in 6 months. - Dr. O</div>' if i == 1 else ''}
{'<div class="comm"><b>Interpretation:</b> 5.7 - 6.4 % increased risk for diabetes (prediabetes); &gt;= 6.5 % consistent with diabetes.</div>' if i == 2 else ''}
</div>""")
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>MyChart - Test Details</title><style>
@page {{ size: Letter; margin: 12mm 10mm 12mm 10mm; @top-left {{ content: "9/9/25, 7:42 PM"; font: 8px Arial; }} @top-center {{ content: "MyChart - Test Details"; font: 8px Arial; }}
 @bottom-left {{ content: "https://mychart.riverbendhealth.example/MyChart/app/test-results/details?eorderid=WP-24K7Q3"; font: 8px Arial; }} @bottom-right {{ content: counter(page) "/" counter(pages); font: 8px Arial; }} }}
body {{ font-family: 'Segoe UI', 'Liberation Sans', Arial, sans-serif; font-size: 11.5px; color:#1a1a1a; }}
.topbar {{ background:#2b5d8a; color:#fff; padding:8px 10px; display:flex; justify-content:space-between; align-items:center; }}
.topbar b {{ font-size:17px; }}
.who {{ font-size:11px; padding:6px 10px; background:#eef3f8; }}
.card {{ border:1px solid #c8d3de; border-radius:6px; margin:10px 0; padding:8px 12px; break-inside: avoid; }}
h2 {{ font-size:14px; margin:2px 0 4px; color:#2b5d8a; }}
.meta {{ font-size:10px; color:#555; margin:2px 0; }}
table {{ width:100%; border-collapse:collapse; margin:6px 0; }}
th {{ text-align:left; font-size:10.5px; color:#444; border-bottom:1px solid #999; padding:3px; font-weight:600; }}
td {{ padding:4px 3px; border-bottom:1px solid #e4e4e4; }}
.fl {{ color:#a33b00; font-weight:bold; }} .comm {{ font-size:10.5px; background:#fafafa; padding:4px 6px; margin-top:4px; }}
</style></head><body>
<div class="topbar"><b>MyChart</b><span>Riverbend Health</span><span>Nandini &#9662;</span></div>
<div class="who">Test Results &rsaquo; <b>Nandini S Kolathur</b> &nbsp; MRN: E10448217 &nbsp; DOB: 8/14/1991 &nbsp; (Personal Information is visible on printed pages)</div>
{''.join(secs)}
<div class="meta" style="margin-top:10px">MyChart&reg; licensed from Epic Systems Corporation &copy; 1999 - 2025. Interpreting your results: this page may show results before your provider has reviewed them.</div>
</body></html>"""
