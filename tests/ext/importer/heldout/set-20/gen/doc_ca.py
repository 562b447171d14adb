"""Canadian community lab (Ontario): Test / Flag / Result / Reference Range - Units (the unit inside the range
cell), SI units (L/L, g/L MCHC, x E9/L), ISO dates, lipid targets as ranges, a test not performed."""

from common import X, add_row, ident, t

DOC = "CA_Northshore_MedLabs_Mississauga_L25-0122-04471.pdf"
DATE = "2025-01-22"

R = [
    ("HEMATOLOGY",),
    ("CBC",),
    ("WBC", "", "5.9", "4.0-11.0 x E9/L", t("WBC", 5.9, 4.0, 11.0, unit="x E9/L")),
    ("RBC", "", "4.61", "3.80-5.20 x E12/L", t("RBC", 4.61, 3.8, 5.2, unit="x E12/L")),
    ("Hemoglobin", "", "131", "115-155 g/L", t("HGB", 131, 115, 155, unit="g/L")),
    ("Hematocrit", "", "0.405", "0.350-0.450 L/L", t("HCT", 0.405, 0.35, 0.45, unit="L/L")),
    ("MCV", "", "87.9", "80-100 fL", t("MCV", 87.9, 80, 100, unit="fL")),
    ("MCH", "", "28.4", "27.5-33.0 pg", t("MCH", 28.4, 27.5, 33.0, unit="pg")),
    ("MCHC", "", "323", "305-360 g/L", t("MCHC", 323, 305, 360, unit="g/L")),
    ("RDW", "", "13.4", "11.5-14.5 %", t("RDW", 13.4, 11.5, 14.5, unit="%")),
    ("Platelet Count", "", "255", "150-400 x E9/L", t("PLT", 255, 150, 400, unit="x E9/L")),
    ("Neutrophils", "", "3.5", "2.0-7.5 x E9/L", t("NEUT", 3.5, 2.0, 7.5, unit="x E9/L")),
    ("Lymphocytes", "", "1.8", "1.0-3.5 x E9/L", t("LYMPH", 1.8, 1.0, 3.5, unit="x E9/L")),
    ("Monocytes", "", "0.4", "0.2-1.0 x E9/L", t("MONO", 0.4, 0.2, 1.0, unit="x E9/L")),
    ("Eosinophils", "", "0.2", "0.0-0.5 x E9/L", t("EOS", 0.2, 0.0, 0.5, unit="x E9/L")),
    ("CHEMISTRY",),
    ("Glucose Fasting", "", "5.1", "3.6-6.0 mmol/L", t("GLU", 5.1, 3.6, 6.0, unit="mmol/L")),
    ("Hemoglobin A1C", "", "5.5", "&lt;6.0 %", t("HBA1C", 5.5, None, 6.0, unit="%")),
    ("Creatinine", "", "66", "50-100 umol/L", t("CREA", 66, 50, 100, unit="umol/L")),
    ("eGFR", "", "108", "&gt;=60 mL/min/1.73m2", t("EGFR", 108, 60, None, unit="mL/min/1.73m2")),
    ("Alanine Aminotransferase", "", "19", "&lt;36 U/L", t("ALT", 19, None, 36, unit="U/L")),
    ("Ferritin", "", "38", "15-247 ug/L", t("FERR", 38, 15, 247, unit="ug/L")),
    ("TSH", "", "1.84", "0.32-4.00 mIU/L", t("TSH", 1.84, 0.32, 4.0, unit="mIU/L")),
    ("Vitamin B12", "", "312", "&gt;220 pmol/L", t("B12", 312, 220, None, unit="pmol/L")),
    ("Vitamin D 25-Hydroxy", "", "TEST NOT PERFORMED", "", X("not performed: not insured, patient declined payment")),
    ("LIPIDS",),
    ("Cholesterol", "", "4.62", "&lt;5.20 mmol/L", t("CHOL", 4.62, None, 5.2, unit="mmol/L")),
    ("Triglycerides", "", "1.21", "&lt;1.70 mmol/L", t("TG", 1.21, None, 1.7, unit="mmol/L")),
    ("HDL Cholesterol", "L", "1.28", "&gt;=1.30 mmol/L", t("HDL", 1.28, 1.3, None, unit="mmol/L", abn=True)),
    ("LDL Cholesterol", "", "2.79", "&lt;3.50 mmol/L", t("LDL", 2.79, None, 3.5, unit="mmol/L")),
    ("Non HDL Cholesterol", "", "3.34", "&lt;4.20 mmol/L", t("NON_HDL", 3.34, None, 4.2, unit="mmol/L")),
    ("Cholesterol/HDL Ratio", "", "3.6", "&lt;5.0", t("CHOL_HDL_RATIO", 3.6, None, 5.0, new="Total cholesterol / HDL ratio")),
]


def split_range(rng):
    from common import plain
    p = plain(rng)
    return p


def page():
    ident(
        patient_name=["KOLATHUR, NANDINI S", "Kolathur, Nandini S", "NANDINI S KOLATHUR", "Kolathur", "KOLATHUR",
                      "Nandini Kolathur"],
        birth_date=["1991-08-14", "1991/08/14"],
        national_id=["5284 917 336 KT", "5284-917-336-KT", "5284917336", "5284 917 336"],
        address=["1408-55 Lakeshore Rd E", "55 Lakeshore Rd E", "Lakeshore Rd E", "Mississauga ON L5G 1C9",
                 "L5G 1C9"],
        phone=["(905) 555-0193", "905-555-0193", "9055550193"],
        doctor=["Dr. Ethan Boisvert", "BOISVERT, ETHAN", "Ethan Boisvert", "Boisvert", "BOISVERT"],
        lab_staff=["Dr. Margaret Oyelowo-Chen", "Oyelowo-Chen"],
        order_numbers=["L25-0122-04471", "0122-04471", "N4471-22"],
    )
    rows = []
    for r in R:
        if len(r) == 1:
            cls = "h1" if r[0].isupper() and r[0] != "CBC" else "h2"
            rows.append(f"<tr><td colspan='4' class='{cls}'>{r[0]}</td></tr>")
            continue
        label, flag, val, rng, tr = r
        fl = f"<span class='fl'>{flag}</span>" if flag else ""
        rows.append(f"<tr><td>{label}</td><td class='c'>{fl}</td><td class='r'>{val}</td><td>{rng}</td></tr>")
        unit = tr["unit"] if isinstance(tr, dict) else ""
        add_row(DOC, DATE, label, [label, val, flag, unit or "", rng], tr)
        if label == "Hemoglobin A1C":
            rows.append("<tr><td colspan='4' class='note'>HbA1C interpretation (Diabetes Canada): &lt;6.0% normal; 6.0-6.4% prediabetes; &gt;=6.5% consistent with diabetes.</td></tr>")
        if label == "Vitamin D 25-Hydroxy":
            rows.append("<tr><td colspan='4' class='note'>See Note: Vitamin D testing is not an insured service for this indication. Patient declined payment; test cancelled.</td></tr>")
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Final Report</title><style>
@page {{ size: Letter; margin: 12mm 14mm 14mm 14mm; }}
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11px; color:#222; }}
.band {{ background:#00507a; color:#fff; padding:6px 8px; display:flex; justify-content:space-between; }}
.band b {{ font-size:18px; }}
.grid {{ display:grid; grid-template-columns: 1fr 1fr 1fr; gap:4px 12px; border:1px solid #00507a; padding:6px; margin:6px 0; font-size:10.5px; }}
.grid div span {{ color:#666; display:block; font-size:9px; text-transform:uppercase; }}
table {{ width:100%; border-collapse:collapse; }}
th {{ text-align:left; border-bottom:2px solid #00507a; padding:3px; }}
td {{ padding:2px 3px; border-bottom: 1px dotted #ccc; }}
td.r {{ text-align:right; padding-right:18px; font-weight:bold; }} td.c {{ text-align:center; }}
.fl {{ color:#b00; font-weight:bold; }}
.h1 {{ font-weight:bold; font-size:12px; color:#00507a; padding-top:8px; border-bottom:1px solid #00507a; }}
.h2 {{ font-weight:bold; font-style:italic; }}
.note {{ font-size:9.5px; color:#555; border-bottom:none; padding-left:14px; }}
.foot {{ margin-top:12px; font-size:9px; color:#555; border-top:1px solid #aaa; padding-top:4px; }}
</style></head><body>
<div class="band"><div><b>Northshore Medical Laboratories</b><br>3570 Hurontario St, Unit 12, Mississauga ON L5B 0A7 &middot; 1-877-555-0140</div>
<div style="text-align:right">FINAL REPORT<br>Lab Director: Dr. Margaret Oyelowo-Chen</div></div>
<div class="grid">
<div><span>Patient</span>KOLATHUR, NANDINI S</div>
<div><span>Health Number (ON)</span>5284 917 336 KT</div>
<div><span>Date of Birth / Sex</span>1991-08-14 &nbsp; F</div>
<div><span>Address</span>1408-55 Lakeshore Rd E, Mississauga ON L5G 1C9</div>
<div><span>Telephone</span>(905) 555-0193</div>
<div><span>Accession #</span>L25-0122-04471</div>
<div><span>Ordering Practitioner</span>BOISVERT, ETHAN (CPSO 118834)</div>
<div><span>Collected</span>2025-01-22 08:47</div>
<div><span>Reported</span>2025-01-23 14:05 &nbsp;(Printed 2025-01-24 09:12)</div>
</div>
<table><thead><tr><th>Test</th><th>Flag</th><th style="text-align:right;padding-right:18px">Result</th><th>Reference Range - Units</th></tr></thead>
<tbody>{''.join(rows)}</tbody></table>
<div class="foot">Fasting: 12 hours (patient reported). Lipid targets per the 2021 Canadian Cardiovascular Society guidelines: LDL-C &lt;2.0 mmol/L or Non-HDL-C &lt;2.6 mmol/L for patients on statin therapy.<br>
Flags: L = Below Reference Range, H = Above Reference Range, A = Abnormal, C = Critical. &nbsp; Page 1 of 1 &nbsp; Accession L25-0122-04471</div>
</body></html>"""
