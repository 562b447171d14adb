"""Doc 1: a US commercial lab report: In Range / Out Of Range columns, units inside the reference column,
footnote marks beside names and values, a performing-site footer with CLIA numbers, month-first dates."""
from common import R, X, esc

DOC = "MRL_LabReport_AB284719Q.pdf"
D = "2025-09-04"
CSS = """
body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:9pt;margin:0;color:#111}
.top{display:flex;justify-content:space-between;border-bottom:2px solid #0a4a7a;padding-bottom:4px}
.logo{font-size:15pt;font-weight:bold;color:#0a4a7a;letter-spacing:1px}
.status{font-size:8pt;text-align:right}
.boxes{display:flex;gap:6px;margin:6px 0}
.box{flex:1;border:1px solid #888;padding:4px;font-size:8pt;line-height:1.35}
.box h4{margin:0 0 2px 0;font-size:8pt;background:#dde7f0;padding:1px 3px}
table{width:100%;border-collapse:collapse;font-size:8.5pt}
th{border-bottom:1px solid #000;text-align:left;padding:2px 3px;font-size:8pt}
td{padding:1.5px 3px;vertical-align:top}
td.p{font-weight:bold;padding-top:6px}
td.t{padding-left:14px}
td.oor{font-weight:bold;white-space:nowrap}
sup{font-size:6pt}
.fn{font-size:7.5pt;margin:1px 0 1px 14px;color:#222}
@page{size:letter;margin:10mm}
.page{height:255mm;position:relative;page-break-after:always;overflow:hidden}
.foot{position:absolute;bottom:0;left:0;right:0;font-size:7pt;border-top:1px solid #999;padding-top:2px}
"""


def rows():
    t = []  # (kind, ...) kind 'p' panel, 'r' result, 'fn' footnote, 'tnp'
    P = lambda name: t.append(("p", name))

    def r(label, code, v, unit, ref, lo=None, hi=None, flag="", site="01", indict=True, fnl="", fnv="", refcell=None):
        abn = bool(flag)
        vcell = v + (" " + flag if flag else "")
        rc = refcell if refcell is not None else (ref + " " + unit).strip()
        R(DOC, label, code, v, unit, ref or None, lo, hi, abn, D, indict,
          printed=[label + fnl, "" if abn else v, vcell if abn else "", rc, site])
        t.append(("r", label, fnl, v, flag, fnv, rc, site))

    P("COMPREHENSIVE METABOLIC PANEL")
    r("GLUCOSE", "GLU", "102", "mg/dL", "65-99", 65, 99, "H", fnv="1")
    t.append(("fn", "1 Fasting reference interval. For someone without known diabetes, a glucose value between 100 and 125 mg/dL is consistent with prediabetes and should be confirmed with a follow-up test."))
    r("UREA NITROGEN (BUN)", "BUN", "14", "mg/dL", "7-25", 7, 25, indict=False)
    r("CREATININE", "CREA", "0.78", "mg/dL", "0.50-0.99", 0.5, 0.99)
    r("EGFR", "EGFR", "94", "mL/min/1.73m2", "> OR = 60", 60, None, fnl="2")
    t.append(("fn", "2 The eGFR is based on the CKD-EPI 2021 equation. To calculate the new eGFR from a previous Creatinine or Cystatin C result, go to the lab's website."))
    X(DOC, "BUN/CREATININE RATIO", "BUN/CREATININE RATIO  NOT APPLICABLE  6-22 (calc)", "not reported (NOT APPLICABLE): no result")
    t.append(("r", "BUN/CREATININE RATIO", "", "NOT APPLICABLE", "", "", "6-22 (calc)", "01"))
    r("SODIUM", "NA", "139", "mmol/L", "135-146", 135, 146)
    r("POTASSIUM", "K", "4.3", "mmol/L", "3.5-5.3", 3.5, 5.3)
    r("CHLORIDE", "CL", "103", "mmol/L", "98-110", 98, 110)
    r("CARBON DIOXIDE", "CO2", "25", "mmol/L", "20-32", 20, 32, indict=False)
    r("CALCIUM", "CA", "9.4", "mg/dL", "8.6-10.4", 8.6, 10.4)
    r("PROTEIN, TOTAL", "TOTAL_PROTEIN", "7.1", "g/dL", "6.1-8.1", 6.1, 8.1)
    r("ALBUMIN", "ALBUMIN", "4.5", "g/dL", "3.6-5.1", 3.6, 5.1)
    r("GLOBULIN", "GLOBULIN", "2.6", "g/dL", "1.9-3.7", 1.9, 3.7, indict=False, refcell="1.9-3.7 g/dL (calc)")
    X(DOC, "ALBUMIN/GLOBULIN RATIO", "ALBUMIN/GLOBULIN RATIO 1.7 1.0-2.5 (calc)", "a derived ratio of two rows already entered; no marker in the dictionary")
    t.append(("r", "ALBUMIN/GLOBULIN RATIO", "", "1.7", "", "", "1.0-2.5 (calc)", "01"))
    r("BILIRUBIN, TOTAL", "BILI", "0.6", "mg/dL", "0.2-1.2", 0.2, 1.2)
    r("ALKALINE PHOSPHATASE", "ALP", "71", "U/L", "37-153", 37, 153)
    r("AST", "AST", "19", "U/L", "10-35", 10, 35)
    r("ALT", "ALT", "24", "U/L", "6-29", 6, 29)
    P("LIPID PANEL, STANDARD")
    r("CHOLESTEROL, TOTAL", "CHOL", "224", "mg/dL", "<200", None, 200, "H")
    r("HDL CHOLESTEROL", "HDL", "58", "mg/dL", "> OR = 50", 50, None)
    r("TRIGLYCERIDES", "TG", "131", "mg/dL", "<150", None, 150)
    r("LDL-CHOLESTEROL", "LDL", "141", "mg/dL", "<100", None, 100, "H", fnv="3", refcell="<100 mg/dL (calc)")
    t.append(("fn", "3 Reference range: <100. Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD or diabetic patients with > or = 2 CHD risk factors. LDL-C is now calculated using the Martin-Hopkins calculation."))
    X(DOC, "CHOL/HDLC RATIO", "CHOL/HDLC RATIO 3.9 <5.0 (calc)", "a derived ratio of two rows already entered; no marker in the dictionary")
    t.append(("r", "CHOL/HDLC RATIO", "", "3.9", "", "", "<5.0 (calc)", "01"))
    r("NON HDL CHOLESTEROL", "NON_HDL", "166", "mg/dL", "<130", None, 130, "H", refcell="<130 mg/dL (calc)")
    P("HEMOGLOBIN A1c")
    r("HEMOGLOBIN A1c", "HBA1C", "5.9", "% of total Hgb", "<5.7", None, 5.7, "H", site="02", fnv="4")
    t.append(("fn", "4 For someone without known diabetes, a hemoglobin A1c value between 5.7% and 6.4% is consistent with prediabetes and should be confirmed with a follow-up test. For someone with known diabetes, a value <7% indicates that their diabetes is well controlled."))
    P("TSH")
    r("TSH", "TSH", "2.41", "mIU/L", "0.40-4.50", 0.4, 4.5, fnv="8")
    t.append(("fn", "8 Reference interval for non-pregnant adults. Pregnancy-specific intervals on request."))
    P("VITAMIN D,25-OH,TOTAL,IA")
    r("VITAMIN D,25-OH,TOTAL,IA", "VIT_D", "27", "ng/mL", "30-100", 30, 100, "L", site="02", fnv="5")
    t.append(("fn", "5 Vitamin D Status: Deficiency <20 ng/mL; Insufficiency 20-29 ng/mL; Optimal > or = 30 ng/mL. For 25-OH Vitamin D testing on patients on D2-supplementation and patients for whom quantitation of D2 and D3 fractions is required, order test code 92888."))
    P("HS CRP")
    R(DOC, "HS CRP", "HSCRP", "<0.2", "mg/L", None, None, None, False, D, printed=["HS CRP6", "<0.2", "", "mg/L", "01"])
    t.append(("r", "HS CRP", "6", "<0.2", "", "", "mg/L", "01"))
    t.append(("fn", "6 Lower relative cardiovascular risk: <1.0; Average relative cardiovascular risk: 1.0-3.0; Higher relative cardiovascular risk: >3.0. Consider retesting in 1 to 2 weeks to exclude a benign transient elevation."))
    P("FERRITIN")
    X(DOC, "FERRITIN", "FERRITIN  TNP  16-232 ng/mL  (7: Test not performed. Quantity not sufficient for analysis.)", "test not performed: no result")
    t.append(("r", "FERRITIN", "", "TNP", "", "7", "16-232 ng/mL", "01"))
    t.append(("fn", "7 Test not performed. Quantity not sufficient for analysis. Please submit a new specimen if clinically indicated."))
    P("CBC (INCLUDES DIFF/PLT)")
    r("WHITE BLOOD CELL COUNT", "WBC", "5.8", "Thousand/uL", "3.8-10.8", 3.8, 10.8)
    r("RED BLOOD CELL COUNT", "RBC", "4.21", "Million/uL", "3.80-5.10", 3.8, 5.1)
    r("HEMOGLOBIN", "HGB", "12.9", "g/dL", "11.7-15.5", 11.7, 15.5)
    r("HEMATOCRIT", "HCT", "39.8", "%", "35.0-45.0", 35, 45)
    r("MCV", "MCV", "94.5", "fL", "80.0-100.0", 80, 100)
    r("MCH", "MCH", "30.6", "pg", "27.0-33.0", 27, 33)
    r("MCHC", "MCHC", "32.4", "g/dL", "32.0-36.0", 32, 36)
    r("RDW", "RDW", "13.1", "%", "11.0-15.0", 11, 15)
    r("PLATELET COUNT", "PLT", "262", "Thousand/uL", "140-400", 140, 400)
    r("MPV", "MPV", "10.4", "fL", "7.5-12.5", 7.5, 12.5)
    r("ABSOLUTE NEUTROPHILS", "NEUT", "3358", "cells/uL", "1500-7800", 1500, 7800)
    r("ABSOLUTE LYMPHOCYTES", "LYMPH", "1862", "cells/uL", "850-3900", 850, 3900)
    r("ABSOLUTE MONOCYTES", "MONO", "418", "cells/uL", "200-950", 200, 950)
    r("ABSOLUTE EOSINOPHILS", "EOS", "128", "cells/uL", "15-500", 15, 500)
    r("ABSOLUTE BASOPHILS", "BASO", "35", "cells/uL", "0-200", 0, 200)
    r("NEUTROPHILS", "NEUT_PCT", "57.9", "%", "", refcell="%")
    r("LYMPHOCYTES", "LYMPH_PCT", "32.1", "%", "", refcell="%")
    r("MONOCYTES", "MONO_PCT", "7.2", "%", "", refcell="%")
    r("EOSINOPHILS", "EOS_PCT", "2.2", "%", "", refcell="%")
    r("BASOPHILS", "BASO_PCT", "0.6", "%", "", refcell="%")
    return t


def html():
    t = rows()
    head = """<div class=top><div class=logo>MERIDIAN<br><span style='font-size:9pt;font-weight:normal'>Reference Laboratories</span></div>
<div class=status>Report Status: <b>Final</b><br>KOVALCHUK, OLENA</div></div>
<div class=boxes>
<div class=box><h4>Patient Information</h4>KOVALCHUK, OLENA<br>DOB: 02/23/1979 &nbsp; AGE: 46<br>Gender: F &nbsp; Fasting: Y<br>Phone: (617) 555-0148<br>Patient ID: MRL-5518207<br>88 Beacon St Apt 4B, Brookline, MA 02446</div>
<div class=box><h4>Specimen Information</h4>Specimen: AB284719Q<br>Requisition: 0041873<br>Collected: 09/04/2025 / 07:52 EDT<br>Received: 09/04/2025 / 14:31 EDT<br>Reported: 09/06/2025 / 05:12 EDT</div>
<div class=box><h4>Client Information</h4>Client #: 97301488<br>WHITCOMB, DANIEL R<br>BACK BAY INTERNAL MEDICINE<br>1 EXETER PLAZA STE 900<br>BOSTON, MA 02116-2851<br>Phone: (617) 555-0190</div>
</div>"""
    foot = """<div class=foot>PERFORMING SITES:<br>01 Meridian Reference Laboratories, 1450 Harrison Avenue, Boston, MA 02118-2908 &nbsp; Laboratory Director: Priya N. Raman, MD, PhD, CLIA: 22D0987412<br>
02 Meridian Reference Laboratories-Marlborough, 200 Forest Street, Marlborough, MA 01752-3023 &nbsp; Laboratory Director: Thomas K. Albrecht, MD, CLIA: 22D2093378<br>
KOVALCHUK, OLENA - AB284719Q &nbsp;&nbsp; Specimen collected 09/04/2025 &nbsp;&nbsp; Meridian and the associated logo are registered trademarks. All rights reserved. &nbsp; Page PG</div>"""
    out = [f"<!doctype html><meta charset=utf-8><title>Lab Report</title><style>{CSS}</style><body><div class=page>", head, foot.replace("PG", "1 of 2")]
    out.append("<table><thead><tr><th style='width:34%'>Test Name</th><th>In Range</th><th>Out Of Range</th><th>Reference Range</th><th>Lab</th></tr></thead><tbody>")
    n = 0
    for e in t:
        if e[0] == "p":
            if e[1].startswith("VITAMIN D"):
                out.append("</tbody></table></div><div class=page>" + head + foot.replace("PG", "2 of 2") + "<table><thead><tr><th style='width:34%'>Test Name</th><th>In Range</th><th>Out Of Range</th><th>Reference Range</th><th>Lab</th></tr></thead><tbody>")
            out.append(f"<tr><td class=p colspan=5>{esc(e[1])}</td></tr>")
        elif e[0] == "fn":
            out.append(f"<tr><td colspan=5><div class=fn>{esc(e[1])}</div></td></tr>")
        else:
            _, label, fnl, v, flag, fnv, rc, site = e
            sl = f"<sup>{fnl}</sup>" if fnl else ""
            sv = f"<sup>{fnv}</sup>" if fnv else ""
            inr = "" if flag else f"{esc(v)}{sv}"
            oor = f"{esc(v)} {flag}{sv}" if flag else ""
            out.append(f"<tr><td class=t>{esc(label)}{sl}</td><td>{inr}</td><td class=oor>{oor}</td><td>{esc(rc)}</td><td>{site}</td></tr>")
    out.append("</tbody></table><p style='font-size:8pt'>PHYSICIAN COMMENTS: Fasting specimen. Patient on no lipid-lowering therapy.</p></div></body>")
    return "\n".join(out)
