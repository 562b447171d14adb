"""UK NHS App GP health record 'Test results' printed to PDF from a phone: narrow pages, one result per card,
'Normal range: 115 - 165', long Read-style names ('Serum ferritin level'), dates like '3 Dec 2025',
'Above normal' / 'Below normal' chips, GP filing comments, a result filed without a value."""

from common import X, add_row, ident, t

DOC = "UK_NHSApp_GP_record_test_results.pdf"

GROUPS = [
    ("Full blood count - FBC", "3 Dec 2025", "2025-12-03", [
        ("Haemoglobin estimation", "131 g/L", "115 - 165 g/L", "", t("HGB", 131, 115, 165, unit="g/L")),
        ("Total white cell count", "6.2 10*9/L", "4 - 11 10*9/L", "", t("WBC", 6.2, 4, 11, unit="10*9/L")),
        ("Platelet count - observation", "268 10*9/L", "150 - 400 10*9/L", "", t("PLT", 268, 150, 400, unit="10*9/L")),
        ("Mean corpuscular volume (MCV)", "88.1 fL", "80 - 100 fL", "", t("MCV", 88.1, 80, 100, unit="fL")),
        ("Neutrophil count", "3.9 10*9/L", "2 - 7.5 10*9/L", "", t("NEUT", 3.9, 2, 7.5, unit="10*9/L")),
    ]),
    ("Urea and electrolytes", "3 Dec 2025", "2025-12-03", [
        ("Serum sodium", "139 mmol/L", "133 - 146 mmol/L", "", t("NA", 139, 133, 146, unit="mmol/L")),
        ("Serum potassium", "4.4 mmol/L", "3.5 - 5.3 mmol/L", "", t("K", 4.4, 3.5, 5.3, unit="mmol/L")),
        ("Serum creatinine", "63 umol/L", "45 - 84 umol/L", "", t("CREA", 63, 45, 84, unit="umol/L")),
        ("eGFR using creatinine (CKD-EPI) per 1.73 square metres", "&gt;90 mL/min/1.73m*2", "Above 60 mL/min/1.73m*2", "", t("EGFR", 90, 60, None, comp=">", unit="mL/min/1.73m*2")),
    ]),
    ("Haematinics", "3 Dec 2025", "2025-12-03", [
        ("Serum ferritin level", "46 ug/L", "13 - 150 ug/L", "", t("FERR", 46, 13, 150, unit="ug/L")),
        ("Serum vitamin B12 level", "412 ng/L", "197 - 771 ng/L", "", t("B12", 412, 197, 771, unit="ng/L")),
        ("Serum folate level", "6.8 ug/L", "3.9 - 26.8 ug/L", "", t("FOLATE", 6.8, 3.9, 26.8, unit="ug/L")),
        ("Serum 25-Hydroxy vitamin D level", "38 nmol/L", "50 - 175 nmol/L", "Below normal", t("VIT_D", 38, 50, 175, unit="nmol/L", abn=True)),
    ]),
    ("New patient health check bloods", "21 Oct 2025", "2025-10-21", [
        ("Haemoglobin A1c level - IFCC standardised", "36 mmol/mol", "20 - 41 mmol/mol", "", t("HBA1C", 36, 20, 41, unit="mmol/mol")),
        ("Serum cholesterol level", "5.3 mmol/L", "", "", t("CHOL", 5.3, unit="mmol/L")),
        ("Serum HDL cholesterol level", "1.42 mmol/L", "", "", t("HDL", 1.42, unit="mmol/L")),
        ("Serum triglycerides level", "1.1 mmol/L", "0 - 2.3 mmol/L", "", t("TG", 1.1, 0, 2.3, unit="mmol/L")),
        ("Serum ALT level", "38 U/L", "0 - 33 U/L", "Above normal", t("ALT", 38, 0, 33, unit="U/L", abn=True)),
        ("Serum TSH level", "1.9 mU/L", "0.27 - 4.2 mU/L", "", t("TSH", 1.9, 0.27, 4.2, unit="mU/L")),
        ("Urine albumin:creatinine ratio", "No value", "", "", X("filed without a value: sample leaked in transit, repeat requested")),
    ]),
]

COMMENTS = {
    "Full blood count - FBC": "Normal - no action",
    "Urea and electrolytes": "Normal - no action",
    "Haematinics": "Abnormal - vitamin D low, prescription issued, see GP notes",
    "New patient health check bloods": "Borderline - repeat liver function in 3 months",
}


def page():
    ident(
        patient_name=["Nandini Kolathur", "NANDINI KOLATHUR", "Kolathur"],
        birth_date=["14 August 1991", "14 Aug 1991"],
        national_id=["487 221 6093", "4872216093"],
        doctor=["Dr A. Oyelaran", "A. Oyelaran", "Oyelaran", "Dr Adebayo Oyelaran"],
        address=["Flat 2, 41 Cranleigh Road", "41 Cranleigh Road", "Cranleigh Road", "LE2 7PQ"],
        order_numbers=["LRI-25-0071342", "0071342"],
    )
    cards = []
    for title, dprint, date, rows in GROUPS:
        cards.append(f"<h2>{title}</h2><p class='d'>{dprint} &middot; Filed by: Dr A. Oyelaran</p>"
                     f"<p class='cm'>Comment: {COMMENTS[title]}</p>")
        for name, val, rng, chip, tr in rows:
            parts = val.split(" ", 1)
            unit = parts[1] if len(parts) > 1 else ""
            chiph = f"<span class='chip'>{chip}</span>" if chip else ""
            rngh = f"<p class='r'>Normal range: {rng}</p>" if rng else "<p class='r nr'>No normal range given</p>"
            if isinstance(tr, X):
                cards.append(f"<div class='card'><p class='n'>{name}</p><p class='v'>No value recorded</p><p class='r'>Comment: sample leaked in transit - please repeat</p><p class='dd'>Date: {dprint}</p></div>")
            else:
                cards.append(f"<div class='card'><p class='n'>{name}</p>{chiph}<p class='v'>{val}</p>{rngh}<p class='dd'>Date: {dprint}</p></div>")
            add_row(DOC, date, name, [name, parts[0], chip, unit, rng], tr)
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Test results – NHS App</title><style>
@page {{ size: 100mm 216mm; margin: 9mm 5mm 9mm 5mm;
 @top-left {{ content: "07/12/2025, 21:14"; font: 6.5px sans-serif; }} @top-right {{ content: "Test results – NHS App"; font: 6.5px sans-serif; }}
 @bottom-left {{ content: "https://www.nhsapp.service.nhs.uk/patient/health-records/gp-medical-record/test-results"; font: 6px sans-serif; }}
 @bottom-right {{ content: counter(page) "/" counter(pages); font: 6.5px sans-serif; }} }}
body {{ font-family: Arial, 'Liberation Sans', sans-serif; font-size: 11px; color:#212b32; background:#f0f4f5; margin:0; }}
.nav {{ background:#005eb8; color:#fff; padding:6px 8px; font-weight:bold; font-size:13px; }}
.who {{ background:#fff; padding:6px 8px; font-size:9.5px; border-bottom:1px solid #d8dde0; }}
h1 {{ font-size:17px; margin:10px 8px 4px; }}
h2 {{ font-size:13px; margin:12px 8px 2px; }}
p {{ margin:1px 0; }} .d {{ margin:0 8px; font-size:9.5px; color:#4c6272; }} .cm {{ margin:2px 8px 4px; font-size:9.5px; }}
.card {{ background:#fff; border:1px solid #d8dde0; border-bottom:3px solid #aeb7bd; margin:6px 8px; padding:6px 8px; break-inside: avoid; }}
.n {{ font-weight:bold; font-size:11.5px; }} .v {{ font-size:15px; font-weight:bold; margin:3px 0; }}
.r {{ font-size:10px; }} .nr {{ color:#4c6272; }} .dd {{ font-size:9px; color:#4c6272; }}
.chip {{ display:inline-block; background:#fff4ce; color:#6b3a00; border:1px solid #ffb81c; font-size:9px; padding:0 4px; font-weight:bold; }}
.foot {{ font-size:8.5px; color:#4c6272; margin:10px 8px; }}
</style></head><body>
<div class="nav">NHS &nbsp; App</div>
<div class="who"><b>Nandini Kolathur</b><br>NHS number: 487 221 6093<br>Date of birth: 14 August 1991</div>
<p style="margin:6px 8px;font-size:9.5px">&larr; Back to GP health record</p>
<h1>Test results</h1>
<p style="margin:0 8px;font-size:9.5px">GP surgery: Aylestone Park Medical Centre, 18 Saffron Lane, Leicester LE2 6UB. Test results come from your GP health record. Lab reference: LRI-25-0071342.</p>
<div style="margin:6px 8px;padding:5px;background:#fff;border-left:4px solid #005eb8;font-size:9.5px">If you have questions about your test results, contact your GP surgery. Results are shown as your GP surgery recorded them.</div>
{''.join(cards)}
<p class="foot">Your address on record: Flat 2, 41 Cranleigh Road, Leicester LE2 7PQ. If this is wrong, tell your GP surgery.</p>
</body></html>"""
