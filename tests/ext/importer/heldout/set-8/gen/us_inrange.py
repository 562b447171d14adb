"""D3: US commercial-lab report with 'In Range' and 'Out Of Range' result columns (the value sits in one of them,
the out-of-range one with the word HIGH or LOW), reference ranges such as '<200', '>OR=40', '65-99', a 'Lab'
column, collected / received / reported dates, the specimen barcode as text and a two-page table."""
from common import esc, row

DOC = "KCL_report_KC4471902.pdf"
DATE = "2025-08-21"

# label, value, H/L or "", unit, printed range, code, (lo, hi, text) override or None
ROWS = [
    ("LIPID PANEL, STANDARD", None),
    ("CHOLESTEROL, TOTAL", "212", "H", "mg/dL", "<200", "CHOL", None),
    ("HDL CHOLESTEROL", "61", "", "mg/dL", "> OR = 50", "HDL", (50, None, None)),
    ("TRIGLYCERIDES", "118", "", "mg/dL", "<150", "TG", None),
    ("LDL-CHOLESTEROL", "127", "H", "mg/dL (calc)", "<100", "LDL", None),
    ("CHOL/HDLC RATIO", "3.5", "", "(calc)", "<5.0", "CHOL_HDL_RATIO", None),
    ("NON HDL CHOLESTEROL", "151", "H", "mg/dL (calc)", "<130", "NON_HDL", None),
    ("COMPREHENSIVE METABOLIC PANEL", None),
    ("GLUCOSE", "97", "", "mg/dL", "65-99", "GLU", None),
    ("UREA NITROGEN (BUN)", "14", "", "mg/dL", "7-25", "BUN", None),
    ("CREATININE", "0.82", "", "mg/dL", "0.50-1.03", "CREA", None),
    ("EGFR", "89", "", "mL/min/1.73m2", "> OR = 60", "EGFR", (60, None, None)),
    ("SODIUM", "140", "", "mmol/L", "135-146", "NA", None),
    ("POTASSIUM", "4.3", "", "mmol/L", "3.5-5.3", "K", None),
    ("CHLORIDE", "103", "", "mmol/L", "98-110", "CL", None),
    ("CALCIUM", "9.4", "", "mg/dL", "8.6-10.4", "CA", None),
    ("PROTEIN, TOTAL", "7.1", "", "g/dL", "6.1-8.1", "TOTAL_PROTEIN", None),
    ("ALBUMIN", "4.5", "", "g/dL", "3.6-5.1", "ALBUMIN", None),
    ("BILIRUBIN, TOTAL", "0.5", "", "mg/dL", "0.2-1.2", "BILI", None),
    ("ALKALINE PHOSPHATASE", "64", "", "U/L", "31-125", "ALP", None),
    ("AST", "18", "", "U/L", "10-35", "AST", None),
    ("ALT", "15", "", "U/L", "6-29", "ALT", None),
    ("HEMOGLOBIN A1c", "5.8", "H", "% of total Hgb", "<5.7", "HBA1C", None),
    ("TSH", "2.71", "", "mIU/L", "0.40-4.50", "TSH", None),
    ("IRON, TIBC AND FERRITIN PANEL", None),
    ("IRON, TOTAL", "38", "L", "mcg/dL", "45-160", "FE", None),
    ("IRON BINDING CAPACITY", "402", "", "mcg/dL (calc)", "250-450", "TIBC", None),
    ("% SATURATION", "9", "L", "% (calc)", "16-45", "TSAT", None),
    ("FERRITIN", "11", "L", "ng/mL", "16-232", "FERR", None),
    ("VITAMIN D,25-OH,TOTAL,IA", "24", "L", "ng/mL", "30-100", "VIT_D", None),
    ("VITAMIN B12", "388", "", "pg/mL", "200-1100", "B12", None),
]


def build():
    trs = []
    for r in ROWS:
        if r[1] is None:
            trs.append(f'<tr class="sec"><td colspan="5">{esc(r[0])}</td></tr>')
            continue
        label, val, hl, unit, rng, code, ref = r
        unit_t = unit.replace(" (calc)", "").replace("(calc)", "")
        u = unit_t if unit_t else None
        row(DOC, DATE, label, val, u, rng, code, hl != "", ref=ref,
            printed=[label, "" if hl else val, f"{val} {'HIGH' if hl == 'H' else 'LOW'}" if hl else "", f"{rng} {unit}", "KC"])
        inr = "" if hl else val
        out = f"{val} {'HIGH' if hl == 'H' else 'LOW'}" if hl else ""
        trs.append(f'<tr><td class="n">{esc(label)}</td><td class="c">{inr}</td><td class="c o">{out}</td>'
                   f'<td>{esc(rng)} {esc(unit)}</td><td class="c">KC</td></tr>')
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
@page {{ size: letter; margin: 14mm 12mm 22mm 12mm; }}
body {{ font-family: Arial, "DejaVu Sans", sans-serif; font-size: 10pt; }}
.top {{ display: grid; grid-template-columns: 1.3fr 1fr 1fr; gap: 6px; border: 1px solid #000; padding: 6px; font-size: 8pt; }}
.top b {{ font-size: 8.5pt; }}
table.r {{ width: 100%; border-collapse: collapse; margin-top: 10px; }}
table.r th {{ border-top: 2px solid #000; border-bottom: 1px solid #000; font-size: 8pt; text-align: left; padding: 3px; }}
table.r td {{ padding: 5px 3px; }}
td.c {{ text-align: center; }} td.o {{ font-weight: bold; }}
tr.sec td {{ font-weight: bold; padding-top: 12px; }}
tr {{ break-inside: avoid; }}
.foot {{ position: fixed; bottom: -15mm; left: 0; right: 0; font-size: 7pt; border-top: 1px solid #000; display: flex; justify-content: space-between; }}
</style></head><body>
<div class="foot"><span>WILCZYNSKA, MARTA &nbsp; DOB: 06/14/1979 &nbsp; Specimen: KC4471902</span><span>Keystone Clinical Laboratories, 2250 Harmon Pkwy, Columbus, OH 43219 &nbsp; CLIA 36D0994127</span><span>Report Status: FINAL</span></div>
<div style="font-size:15pt;font-weight:bold">Keystone Clinical Laboratories</div>
<div style="font-size:8pt;margin-bottom:6px">Laboratory Director: Anand R. Kulkarni, MD &nbsp; Client Services 1-800-555-0142</div>
<div class="top">
<div><b>PATIENT INFORMATION</b><br>WILCZYNSKA, MARTA<br>DOB: 06/14/1979 &nbsp; AGE: 46<br>GENDER: F<br>
1147 Maple Ridge Dr Apt 2B<br>Columbus, OH 43215<br>Phone: (614) 555-0187<br>Patient ID: 30918826</div>
<div><b>ORDERING PHYSICIAN</b><br>BRENNAN, KATHLEEN M, DO<br>NPI: 1740588213<br>Riverside Family Practice<br>Client #: 97412-C</div>
<div><b>REPORT STATUS</b> FINAL<br>Specimen: KC4471902<br>*KC4471902*<br>Requisition: 8830157<br>
COLLECTED: 08/21/2025 08:17 EDT<br>RECEIVED: 08/21/2025 15:40 EDT<br>REPORTED: 08/23/2025 06:12 EDT<br>Fasting: YES</div></div>
<table class="r"><thead><tr><th>Test Name</th><th>In Range</th><th>Out Of Range</th><th>Reference Range</th><th>Lab</th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<p style="font-size:7.5pt">Desirable range &lt;100 mg/dL for primary prevention; &lt;70 mg/dL for patients with CHD or diabetic patients
with &gt; or = 2 CHD risk factors. LDL-C is now calculated using the Martin-Hopkins calculation.<br>
For someone without known diabetes, a hemoglobin A1c value between 5.7% and 6.4% is consistent with prediabetes.<br>
Performing site: KC Keystone Clinical Laboratories, Columbus, OH 43219, Anand R. Kulkarni, MD</p>
</body></html>"""
