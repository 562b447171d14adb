"""Australian pathology cumulative (Brisbane): a fixed-width print, dates as columns (dd/mm/yy) with times and
lab numbers, flags H/L after values, units and the reference range in brackets at the right, a two-date HbA1c."""

from common import add_row, ident, t

DOC = "AU_Banksia_Pathology_Cumulative_QB24-771903.pdf"
DATES = ["2024-02-14", "2024-05-22", "2024-11-19"]
HEADS = ["14/02/24", "22/05/24", "19/11/24"]

# label, [(printed, truth-or-None) x3], unit, range, (low, high, comp-of-range)
R = [
    ("BIOCHEMISTRY",),
    ("Sodium", ["139", "141", "138"], "mmol/L", "(135-145)", (135, 145)),
    ("Potassium", ["4.2", "3.4 L", "4.0"], "mmol/L", "(3.5-5.2)", (3.5, 5.2)),
    ("Bicarbonate", ["26", "24", "27"], "mmol/L", "(22-32)", (22, 32)),
    ("Urea", ["3.9", "4.4", "5.1"], "mmol/L", "(3.0-8.0)", (3.0, 8.0)),
    ("Creatinine", ["61", "58", "64"], "umol/L", "(45-90)", (45, 90)),
    ("eGFR", [">90", ">90", ">90"], "mL/min/1.73m2", "(>59)", (59, None)),
    ("ALT", ["17", "41 H", "22"], "U/L", "(<34)", (None, 34)),
    ("GGT", ["12", "14", "13"], "U/L", "(<38)", (None, 38)),
    ("Ferritin", ["14 L", "22", "41"], "ug/L", "(15-200)", (15, 200)),
    ("HbA1c", ["--", "--", "5.4"], "%", "(<6.0)", (None, 6.0)),
    ("HbA1c (IFCC)", ["--", "--", "36"], "mmol/mol", "(<42)", (None, 42)),
    ("HAEMATOLOGY",),
    ("Haemoglobin", ["118", "124", "131"], "g/L", "(115-165)", (115, 165)),
    ("White Cell Count", ["6.1", "7.4", "5.8"], "x10^9/L", "(4.0-11.0)", (4.0, 11.0)),
    ("Platelets", ["262", "248", "271"], "x10^9/L", "(150-400)", (150, 400)),
]
CODES = {"Sodium": "NA", "Potassium": "K", "Bicarbonate": "HCO3", "Urea": "UREA", "Creatinine": "CREA",
         "eGFR": "EGFR", "ALT": "ALT", "GGT": "GGT", "Ferritin": "FERR", "HbA1c": "HBA1C",
         "HbA1c (IFCC)": "HBA1C", "Haemoglobin": "HGB", "White Cell Count": "WBC", "Platelets": "PLT"}
NEW = {"HCO3": "Bicarbonate (total CO2)"}


def page():
    ident(
        patient_name=["KOLATHUR, Nandini Sreelatha", "Nandini Sreelatha Kolathur", "KOLATHUR", "Kolathur",
                      "Nandini Kolathur", "Sreelatha"],
        birth_date=["14/08/1991", "1991-08-14", "14/08/91"],
        national_id=["2953 41827 1", "2953418271", "UR 0771245", "0771245"],
        address=["7/22 Jacaranda Ave", "Jacaranda Ave", "TOOWONG QLD 4066", "Toowong QLD 4066"],
        phone=["0412 555 308", "0412555308"],
        doctor=["Dr Fiona McAlister", "Fiona McAlister", "McAlister", "MCALISTER, F"],
        lab_staff=["Dr J. Whitcombe", "Whitcombe"],
        order_numbers=["QB24-771903", "24-0214-3381", "24-0522-1907", "24-1119-6640"],
    )
    lines = []
    W = 24
    lines.append("Test".ljust(W) + "".join(h.rjust(11) for h in HEADS) + "   Units".ljust(18) + "Ref. Range")
    lines.append("Time".ljust(W) + "".join(x.rjust(11) for x in ["09:05", "08:40", "10:15"]))
    lines.append("Lab No.".ljust(W) + "".join(x.rjust(11) for x in ["3381", "1907", "6640"]))
    lines.append("Fasting".ljust(W) + "".join(x.rjust(11) for x in ["Y", "N", "Y"]))
    lines.append("")
    for r in R:
        if len(r) == 1:
            lines.append(f"<b>{r[0]}</b>")
            continue
        label, vals, unit, rng, (lo, hi) = r
        lines.append(label.ljust(W) + "".join(v.rjust(11) for v in vals) + ("   " + unit).ljust(18) + rng)
        code = CODES[label]
        for d, v in zip(DATES, vals):
            if v == "--":
                continue
            flag = v.split()[1] if " " in v else ""
            num = v.split()[0]
            comp = None
            if num.startswith(">"):
                comp, num = ">", num[1:]
            val = float(num) if "." in num else int(num)
            tr = t(code, val, lo, hi, comp=comp, unit=unit, abn=bool(flag), new=NEW.get(code))
            add_row(DOC, d, label, [label, v, flag, unit, rng], tr)
    table = "\n".join(lines)
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Cumulative QB24-771903</title><style>
@page {{ size: A4; margin: 14mm 14mm 16mm 14mm; }}
body {{ font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 10.5px; }}
pre {{ font-family: inherit; margin: 0; }}
.top {{ display:flex; justify-content:space-between; border-bottom: 1px solid #000; padding-bottom: 4px; font-family: Arial, sans-serif; }}
.lab {{ font-size: 16px; font-weight: bold; color: #234d20; }}
</style></head><body>
<div class="top"><div><div class="lab">BANKSIA PATHOLOGY</div><div style="font-size:9px">A division of Banksia Diagnostic Services Pty Ltd ABN 41 602 118 473<br>
44 Coronation Drive, Milton QLD 4064 &nbsp; Ph (07) 3512 8000 &nbsp; NATA Accreditation No. 2291</div></div>
<div style="text-align:right;font-size:11px"><b>CUMULATIVE REPORT</b><br>Printed: 20/11/2024 14:32<br>Report ID: QB24-771903</div></div>
<pre>
Patient : KOLATHUR, Nandini Sreelatha            DOB  : 14/08/1991 (33y)   Sex: F
Address : 7/22 Jacaranda Ave, TOOWONG QLD 4066   Ph   : 0412 555 308
Medicare: 2953 41827 1  (1)                      UR No: 0771245
Referred: Dr Fiona McAlister  Toowong Family Practice, 9 Sherwood Rd, Toowong QLD 4066   Prov No 2448171T
Copy to : Patient (on request)

Episodes: 24-0214-3381   24-0522-1907   24-1119-6640
-------------------------------------------------------------------------------------------------------
{table}
-------------------------------------------------------------------------------------------------------

Comments:
22/05/24  Potassium: mildly low. Not fasting. ALT mildly raised - ? fatty liver / medication.
          Suggest repeat LFTs in 3 months.
19/11/24  HbA1c: consistent with non-diabetic range. (HbA1c &lt;6.0% / &lt;42 mmol/mol)
14/02/24  Ferritin: low iron stores. Suggest repeat after iron supplementation.

Specimen: Serum/EDTA Whole Blood. Results flagged H (high) or L (low) are outside the reference interval
for this patient's age and sex. eGFR calculated using CKD-EPI (2021) equation.

Authorised by Dr J. Whitcombe, FRCPA, Chemical Pathologist             *** END OF CUMULATIVE ***
Page 1 of 1
</pre></body></html>"""
