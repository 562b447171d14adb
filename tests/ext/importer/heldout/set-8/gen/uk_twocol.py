"""D6: UK NHS-style pathology report printed on one page with two result tables side by side (Haematology on
the left, Clinical Biochemistry on the right), units in their own column, haematocrit as a ratio in L/L,
HbA1c in mmol/mol, flags 'H'/'L' in a column, sample taken / received / reported times, NHS number."""
from common import NHS, esc, row

DOC = "SPP_pathology_report_M25.0318842.pdf"
DATE = "2025-03-12"

LEFT = ("HAEMATOLOGY", [
    ("Haemoglobin", "118", "", "g/L", "115 - 165", "HGB"),
    ("White cell count", "4.2", "", "10*9/L", "4.0 - 11.0", "WBC"),
    ("Platelet count", "189", "", "10*9/L", "150 - 400", "PLT"),
    ("Red cell count", "4.11", "", "10*12/L", "3.80 - 5.80", "RBC"),
    ("Haematocrit", "0.361", "L", "L/L", "0.370 - 0.470", "HCT"),
    ("Mean cell volume", "87.8", "", "fL", "80.0 - 100.0", "MCV"),
    ("Mean cell haemoglobin", "28.7", "", "pg", "27.0 - 32.0", "MCH"),
    ("Neutrophils", "2.31", "", "10*9/L", "2.00 - 7.50", "NEUT"),
    ("Lymphocytes", "1.38", "", "10*9/L", "1.00 - 4.00", "LYMPH"),
    ("Monocytes", "0.34", "", "10*9/L", "0.20 - 1.00", "MONO"),
    ("Eosinophils", "0.13", "", "10*9/L", "0.00 - 0.40", "EOS"),
    ("Basophils", "0.04", "", "10*9/L", "0.00 - 0.10", "BASO"),
    ("ESR", "18", "", "mm/hr", "1 - 20", "OB"),
])
RIGHT = ("CLINICAL BIOCHEMISTRY", [
    ("Sodium", "139", "", "mmol/L", "133 - 146", "NA"),
    ("Potassium", "4.6", "", "mmol/L", "3.5 - 5.3", "K"),
    ("Urea", "5.2", "", "mmol/L", "2.5 - 7.8", "UREA"),
    ("Creatinine", "74", "", "umol/L", "45 - 84", "CREA"),
    ("eGFR", ">90", "", "mL/min/1.73m2", "", "EGFR"),
    ("Bilirubin", "7", "", "umol/L", "0 - 21", "BILI"),
    ("Alk. phosphatase", "71", "", "IU/L", "30 - 130", "ALP"),
    ("ALT", "14", "", "IU/L", "0 - 33", "ALT"),
    ("Albumin", "43", "", "g/L", "35 - 50", "ALBUMIN"),
    ("C-reactive protein", "<4", "", "mg/L", "0 - 5", "CRP"),
    ("HbA1c (IFCC)", "39", "", "mmol/mol", "20 - 41", "HBA1C"),
    ("Ferritin", "12", "L", "ug/L", "13 - 150", "FERR"),
    ("Serum folate", "3.1", "L", "ug/L", "3.9 - 26.8", "FOLATE"),
    ("Serum vitamin B12", "276", "", "ng/L", "197 - 771", "B12"),
    ("TSH", "2.08", "", "mU/L", "0.27 - 4.20", "TSH"),
])


def table(title, rows):
    trs = []
    for label, val, flag, unit, rng, code in rows:
        row(DOC, DATE, label, val, unit, rng, code, flag != "",
            printed=[label, val, flag, unit, rng], note=None)
        trs.append(f'<tr><td>{esc(label)}</td><td class="v">{esc(val)}</td><td class="f">{flag}</td>'
                   f'<td>{esc(unit)}</td><td class="r">{esc(rng)}</td></tr>')
    return (f'<table class="t"><thead><tr><th colspan="5" class="ti">{title}</th></tr>'
            f'<tr><th>Test</th><th>Result</th><th>Flag</th><th>Units</th><th>Ref. range</th></tr></thead>'
            f'<tbody>{"".join(trs)}</tbody></table>')


def build():
    return f"""<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm 10mm 20mm 10mm; }}
body {{ font-family: Arial, 'DejaVu Sans', sans-serif; font-size: 8.5pt; }}
.cols {{ display: flex; gap: 12px; margin-top: 8px; }}
.cols > div {{ flex: 1; }}
table.t {{ width: 100%; border-collapse: collapse; }}
table.t th {{ text-align: left; font-size: 7.5pt; border-bottom: 1px solid #005eb8; padding: 2px; }}
th.ti {{ background: #005eb8; color: #fff; font-size: 9pt !important; }}
table.t td {{ padding: 2px; border-bottom: 1px solid #eee; }}
td.v {{ text-align: right; font-weight: bold; }} td.f {{ color: #c00; font-weight: bold; text-align: center; }}
td.r {{ white-space: nowrap; }}
.box {{ border: 1px solid #005eb8; padding: 5px; display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 4px; font-size: 8pt; }}
.foot {{ position: fixed; bottom: -12mm; left: 0; right: 0; font-size: 7pt; border-top: 1px solid #005eb8; }}
</style></head><body>
<div class="foot">WILCZYNSKA, Marta &nbsp; NHS No: {NHS} &nbsp; DOB: 14-Jun-1979 &nbsp; Lab No: M25.0318842 &nbsp; |
Severnside Pathology Partnership, Southmead Road, Bristol BS10 5NB &nbsp; | &nbsp; Page 1 of 1 &nbsp; FINAL REPORT</div>
<div style="display:flex;justify-content:space-between"><div><b style="font-size:13pt;color:#005eb8">Severnside Pathology Partnership</b><br>
Southmead Road, Bristol BS10 5NB &nbsp; Tel 0117 414 5550</div><div style="text-align:right"><b>PATHOLOGY REPORT</b><br>Lab No: M25.0318842<br>Order: ICE-77120945</div></div>
<div class="box">
<div>Patient: <b>WILCZYNSKA, Marta</b><br>NHS No: {NHS}<br>DOB: 14-Jun-1979 (45y) &nbsp; Sex: F<br>Hosp No: H4417720</div>
<div>Address: Flat 3, 22 Harcourt Road<br>Bristol BS6 7RB<br>Requested by: Dr Alistair Penhaligon<br>Location: Cotham Hill Surgery (L81634)</div>
<div>Sample taken: 12-Mar-2025 09:14<br>Received: 12-Mar-2025 13:02<br>Reported: 13-Mar-2025 10:47<br>Specimen: Blood (EDTA, SST)</div></div>
<div class="cols"><div>{table(*LEFT)}</div><div>{table(*RIGHT)}</div></div>
<p style="font-size:7.5pt"><b>Comment:</b> Low ferritin and folate in keeping with depleted iron and folate stores. Suggest dietary review and
repeat FBC in 3 months. eGFR calculated using CKD-EPI 2009 (no ethnicity adjustment). Not fasting.<br>
Authorised by: Dr Fiona Trelawney, Consultant Chemical Pathologist, 13-Mar-2025</p>
</body></html>"""
