"""UK private home finger-prick test report: one block per result with a status word, the value in large type,
'Normal range' under it and a narrative paragraph quoting other numbers (targets, thresholds); collected vs
received vs released dates in words, a doctor's summary, a result the lab could not process."""

from common import X, add_row, ident, t

DOC = "UK_Tidewell_HomeBloodTest_Results_TW-1187342.pdf"
DATE = "2025-11-16"

# section, name, value printed, unit, status, range printed, truth, narrative
R = [
    ("Heart health", "Total cholesterol", "5.1", "mmol/L", "High", "Less than 5.0 mmol/L",
     t("CHOL", 5.1, None, 5.0, unit="mmol/L", abn=True),
     "Your total cholesterol is slightly above the recommended level. The NHS suggests healthy adults aim for 5 mmol/L or less; a result between 5 and 6.4 mmol/L is considered mildly raised."),
    ("Heart health", "HDL cholesterol", "1.46", "mmol/L", "Normal", "Greater than 1.2 mmol/L",
     t("HDL", 1.46, 1.2, None, unit="mmol/L"),
     "HDL is often called 'good' cholesterol. For women a level above 1.2 mmol/L is protective; yours is in a healthy range."),
    ("Heart health", "LDL cholesterol", "3.1", "mmol/L", "High", "Less than 3.0 mmol/L",
     t("LDL", 3.1, None, 3.0, unit="mmol/L", abn=True),
     "LDL carries cholesterol into your artery walls. Yours is just above 3.0 mmol/L. People at higher cardiovascular risk may be advised to aim for below 2.0 mmol/L."),
    ("Heart health", "Non-HDL cholesterol", "3.64", "mmol/L", "Normal", "Less than 4.0 mmol/L",
     t("NON_HDL", 3.64, None, 4.0, unit="mmol/L"),
     "Non-HDL cholesterol is your total cholesterol minus your HDL."),
    ("Heart health", "Triglycerides", "1.19", "mmol/L", "Normal", "Less than 1.7 mmol/L",
     t("TG", 1.19, None, 1.7, unit="mmol/L"),
     "Triglycerides were measured without fasting; a non-fasting result under 2.3 mmol/L is generally acceptable."),
    ("Heart health", "Total cholesterol : HDL ratio", "3.49", "", "Normal", "Less than 5.0",
     t("CHOL_HDL_RATIO", 3.49, None, 5.0, new="Total cholesterol / HDL ratio"),
     "A ratio below 4 is ideal; below 5 is within the normal range."),
    ("Diabetes", "HbA1c", "37", "mmol/mol", "Normal", "20 - 41 mmol/mol",
     t("HBA1C", 37, 20, 41, unit="mmol/mol"),
     "HbA1c reflects your average blood sugar over about 3 months. 42-47 mmol/mol indicates prediabetes and 48 mmol/mol or above suggests diabetes."),
    ("Iron", "Ferritin", "52", "ug/L", "Normal", "13 - 150 ug/L",
     t("FERR", 52, 13, 150, unit="ug/L"),
     "Ferritin reflects your iron stores. Levels below 30 ug/L can be associated with tiredness even within range."),
    ("Vitamins", "Active B12 (holotranscobalamin)", "68", "pmol/L", "Normal", "Greater than 37.5 pmol/L",
     t("ACTIVE_B12", 68, 37.5, None, unit="pmol/L", new="Active B12 (holotranscobalamin)"),
     "Active B12 is the portion of B12 your cells can use. 25 - 37.5 pmol/L is a grey zone in which further testing may help."),
    ("Vitamins", "Folate (serum)", "7.2", "ug/L", "Normal", "Greater than 3.89 ug/L",
     t("FOLATE", 7.2, 3.89, None, unit="ug/L"), "Your folate is at a good level."),
    ("Vitamins", "Vitamin D (25 OH)", "54", "nmol/L", "Normal", "50 - 175 nmol/L",
     t("VIT_D", 54, 50, 175, unit="nmol/L"),
     "Your vitamin D has improved since your GP result. The UK government advises a 10 microgram (400 IU) supplement from October to March."),
    ("Thyroid", "TSH", "2.04", "mIU/L", "Normal", "0.27 - 4.2 mIU/L",
     t("TSH", 2.04, 0.27, 4.2, unit="mIU/L"), "TSH is the signal your brain sends to your thyroid."),
    ("Thyroid", "Free thyroxine (FT4)", "15.2", "pmol/L", "Normal", "12 - 22 pmol/L",
     t("FT4", 15.2, 12, 22, unit="pmol/L"), "Free T4 is the main hormone your thyroid makes."),
    ("Inflammation", "C-reactive protein (high sensitivity)", "0.8", "mg/L", "Normal", "Less than 5.0 mg/L",
     t("HSCRP", 0.8, None, 5.0, unit="mg/L"),
     "A hs-CRP below 1.0 mg/L is associated with a lower cardiovascular risk; 1 - 3 mg/L is average."),
    ("Muscle", "Creatine kinase", "Unable to report", "", "", "",
     X("not reported: sample haemolysed, the lab could not process it"),
     "Unfortunately your sample was haemolysed, so we could not report this marker. A free retest kit is on its way."),
]


def page():
    ident(
        patient_name=["Nandini Kolathur", "Nandini", "Kolathur"],
        birth_date=["14/08/1991"],
        address=["Flat 2, 41 Cranleigh Road", "41 Cranleigh Road", "Cranleigh Road", "Leicester LE2 7PQ", "LE2 7PQ"],
        phone=["07700 900482", "07700900482"],
        doctor=["Dr Hannah Whitlock", "Hannah Whitlock", "Whitlock", "7123456"],
        lab_staff=["Dr Rupert Aske", "Aske"],
        order_numbers=["TW-1187342-K", "TW-1187342", "1187342", "55-XQ8-2291"],
    )
    out = []
    sec = None
    for section, name, val, unit, status, rng, tr, story in R:
        if section != sec:
            out.append(f"<h2>{section}</h2>")
            sec = section
        cls = {"High": "hi", "Low": "lo", "Normal": "ok"}.get(status, "na")
        out.append(f"""<div class="res"><div class="top"><span class="nm">{name}</span><span class="st {cls}">{status or 'Not reported'}</span></div>
<div class="val">{val} <small>{unit}</small></div>
{f'<div class="rng">Normal range: {rng}</div>' if rng else ''}
<p class="story">{story}</p></div>""")
        add_row(DOC, DATE, name, [name, val, status, unit, rng], tr)
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Your results</title><style>
@page {{ size: A4; margin: 14mm 16mm 16mm 16mm; }}
body {{ font-family: 'Helvetica Neue', Arial, sans-serif; font-size: 11px; color:#1d2b36; }}
.hero {{ background:#0f4c5c; color:#fff; padding:14px; border-radius:8px; }}
.hero h1 {{ margin:0; font-size:22px; font-weight:300; }}
.idb {{ display:flex; gap:24px; font-size:10px; margin:8px 0; flex-wrap:wrap; }}
.idb div b {{ display:block; font-size:8.5px; color:#6a7a86; text-transform:uppercase; letter-spacing:.5px; }}
.doc {{ background:#f3f7f8; border-left:4px solid #0f4c5c; padding:8px 10px; margin:10px 0; }}
h2 {{ font-size:14px; border-bottom:2px solid #e3eaed; padding-bottom:2px; margin:14px 0 6px; color:#0f4c5c; }}
.res {{ border:1px solid #e3eaed; border-radius:6px; padding:8px 10px; margin:6px 0; break-inside: avoid; }}
.top {{ display:flex; justify-content:space-between; }} .nm {{ font-weight:bold; font-size:12px; }}
.st {{ font-size:10px; font-weight:bold; padding:1px 8px; border-radius:10px; }}
.ok {{ background:#d9f2e3; color:#1d6b3a; }} .hi, .lo {{ background:#fde2d8; color:#9c2b00; }} .na {{ background:#eee; color:#555; }}
.val {{ font-size:22px; font-weight:300; margin:2px 0; }} .val small {{ font-size:11px; color:#56636d; }}
.rng {{ font-size:10px; color:#56636d; }} .story {{ font-size:10px; margin:4px 0 0; color:#34434e; }}
.foot {{ font-size:8.5px; color:#6a7a86; margin-top:14px; border-top:1px solid #e3eaed; padding-top:4px; }}
</style></head><body>
<div class="hero"><h1>Your blood test results</h1><div style="font-size:11px;margin-top:4px">Tidewell Health &middot; Complete Wellness Blood Test (finger-prick)</div></div>
<div class="idb"><div><b>Name</b>Nandini Kolathur</div><div><b>Date of birth</b>14/08/1991</div><div><b>Sex</b>Female</div>
<div><b>Order ID</b>TW-1187342-K</div><div><b>Kit ID</b>55-XQ8-2291</div></div>
<div class="idb"><div><b>Sample collected</b>Sunday 16 November 2025, 7:40 am</div><div><b>Received at lab</b>Tuesday 18 November 2025</div><div><b>Results released</b>Wednesday 19 November 2025</div></div>
<div class="doc"><b>Doctor's summary</b> &mdash; Hi Nandini, most of your results are within the normal range. Your total and LDL cholesterol are a little raised (5.1 and 3.1 mmol/L). Your vitamin D is now 54 nmol/L, up from your previous result. I would suggest rechecking your cholesterol in 3 to 6 months.<br><i>Dr Hannah Whitlock, GMC 7123456</i></div>
{''.join(out)}
<div class="foot">Tidewell Health Ltd, Unit 4 Quayside Works, 22 Canal Street, Nottingham NG1 7EH. Analysis performed by Eastbrook Clinical Laboratories (UKAS medical laboratory No. 9472), reviewed by Dr Rupert Aske. Delivery address: Flat 2, 41 Cranleigh Road, Leicester LE2 7PQ &middot; 07700 900482.<br>
These results are for information and do not replace advice from your GP. Page breaks may split sections.</div>
</body></html>"""
