"""An HL7 v2.5.1 ORU^R01 message a US lab portal offers for download (.hl7): segments ended by CR
only, PID with name, MRN, birth date and address, three OBR orders (two collected 2024-03-11, an
add-on collected 2024-03-04), OBX units as CE components (UCUM), an escaped caret in 10^3/uL
(\\S\\), SN values with a comparator, H/L/N flags, a cancelled OBX (status X) and NTE comments
with escape sequences."""

from common import R, X, write

NAME = "ORU_R01_NorthfieldLabs_20240312.hl7"

# label, code, value, SN comparator, unit text (escaped as sent), unit as read, range, lo, hi, flag
CBC = [
    ("WBC", "WBC", "6690-2", "6.8", None, "10\\S\\3/uL", "10^3/uL", "4.0-10.5", 4.0, 10.5, "N"),
    ("RBC", "RBC", "789-8", "4.21", None, "10\\S\\6/uL", "10^6/uL", "3.90-5.20", 3.9, 5.2, "N"),
    ("Hemoglobin", "HGB", "718-7", "12.4", None, "g/dL", "g/dL", "12.0-15.5", 12.0, 15.5, "N"),
    ("Hematocrit", "HCT", "4544-3", "37.9", None, "%", "%", "35.0-45.0", 35.0, 45.0, "N"),
    ("MCV", "MCV", "787-2", "90.0", None, "fL", "fL", "80.0-100.0", 80.0, 100.0, "N"),
    ("Platelets", "PLT", "777-3", "242", None, "10\\S\\3/uL", "10^3/uL", "150-400", 150, 400, "N"),
]
CMP = [
    ("Glucose", "GLU", "2345-7", "104", None, "mg/dL", "mg/dL", "70-99", 70, 99, "H"),
    ("BUN", "BUN", "3094-0", "14", None, "mg/dL", "mg/dL", "7-20", 7, 20, "N"),
    ("Creatinine", "CREA", "2160-0", "0.78", None, "mg/dL", "mg/dL", "0.57-1.00", 0.57, 1.0, "N"),
    ("Sodium", "NA", "2951-2", "139", None, "mmol/L", "mmol/L", "136-145", 136, 145, "N"),
    ("Potassium", "K", "2823-3", "3.4", None, "mmol/L", "mmol/L", "3.5-5.1", 3.5, 5.1, "L"),
    ("Chloride", "CL", "2075-0", "103", None, "mmol/L", "mmol/L", "98-107", 98, 107, "N"),
    ("Calcium", "CA", "17861-6", "9.4", None, "mg/dL", "mg/dL", "8.6-10.3", 8.6, 10.3, "N"),
    ("Protein, Total", "TOTAL_PROTEIN", "2885-2", "7.1", None, "g/dL", "g/dL", "6.0-8.3", 6.0, 8.3, "N"),
    ("Albumin", "ALBUMIN", "1751-7", "4.3", None, "g/dL", "g/dL", "3.5-5.0", 3.5, 5.0, "N"),
    ("Bilirubin, Total", "BILI", "1975-2", "0.6", None, "mg/dL", "mg/dL", "0.2-1.2", 0.2, 1.2, "N"),
    ("Alkaline Phosphatase", "ALP", "6768-6", "71", None, "U/L", "U/L", "44-147", 44, 147, "N"),
    ("ALT (SGPT)", "ALT", "1742-6", "38", None, "U/L", "U/L", "7-35", 7, 35, "H"),
    ("AST (SGOT)", "AST", "1920-8", "29", None, "U/L", "U/L", "10-40", 10, 40, "N"),
    ("eGFR", "EGFR", "62238-1", "90", ">", "mL/min/{1.73_m2}", "mL/min/{1.73_m2}", ">59", 59, None, "N"),
]
ADDON = [
    ("TSH", "TSH", "3016-3", "2.71", None, "mIU/L", "mIU/L", "0.45-4.50", 0.45, 4.5, "N"),
    ("C-Reactive Protein", "CRP", "1988-5", "0.3", "<", "mg/dL", "mg/dL", "<1.0", None, 1.0, "N"),
]


def obx(i, r, dt="20240311081200-0500"):
    label, code, loinc, value, comp, unit_sent, _u, rng, _lo, _hi, flag = r
    if comp:
        vt, val = "SN", f"{comp}^{value}"
    else:
        vt, val = "NM", value
    return (f"OBX|{i}|{vt}|{loinc}^{label}^LN^{code}^{label}^L||{val}|{unit_sent}^^UCUM|{rng}|{flag}|||F|||"
            f"{dt}|NFL^Northfield Laboratories^CLIA|")


def make():
    seg = []
    seg.append("MSH|^~\\&|NFLIS|NORTHFIELD LABS^24D0987611^CLIA|PORTAL|MINNEHAHA CLINIC|20240312161544-0500||ORU^R01^ORU_R01|NFL24031216154401|P|2.5.1|||NE|AL|USA")
    seg.append("PID|1||40718832^^^NFL^MR~1000-77-4219^^^MNC^PI||KEDZIERSKA-LUND^ZOFIA^MARIANNA^^^^L||19870523|F|||4417 Bryant Ave S^Apt 2^Minneapolis^MN^55419^USA^H||^PRN^PH^^1^612^5550174|||||||||||||||||N")
    seg.append("PV1|1|O|MNC^^^MINNEHAHA CLINIC||||1629071554^THORSBY^EVELYN^^^DR^MD")
    seg.append("ORC|RE|ORD77120934|NFL24-0311-8827||CM||||20240311080500-0500|||1629071554^THORSBY^EVELYN^^^DR^MD")
    seg.append("OBR|1|ORD77120934|NFL24-0311-8827|58410-2^CBC panel - Blood by Automated count^LN^CBC^CBC w/o Differential^L|||20240311081200-0500|||||||20240311093000-0500|Blood|1629071554^THORSBY^EVELYN^^^DR^MD||||||20240311142200-0500|||F")
    n = 1
    for r in CBC:
        seg.append(obx(n, r))
        n += 1
    seg.append("NTE|1|L|Specimen slightly lipemic \\T\\ processed after ultracentrifugation.")
    seg.append("ORC|RE|ORD77120934|NFL24-0311-8828||CM")
    seg.append("OBR|2|ORD77120934|NFL24-0311-8828|24323-8^Comprehensive metabolic 2000 panel - Serum or Plasma^LN^CMP^Comprehensive Metabolic Panel^L|||20240311081200-0500|||||||20240311093000-0500|Serum|1629071554^THORSBY^EVELYN^^^DR^MD||||||20240311151000-0500|||F")
    k = 1
    for r in CMP:
        seg.append(obx(k, r))
        k += 1
    seg.append(f"OBX|{k}|NM|1989-3^Vitamin D, 25-Hydroxy^LN^VITD^Vitamin D, 25-Hydroxy^L|||ng/mL^^UCUM|30-100||||X|||20240311081200-0500|NFL^Northfield Laboratories^CLIA|")
    seg.append("NTE|1|L|Test cancelled: insufficient specimen \\F\\ please recollect (called to clinic 03/11/24 15:02, RN on duty).")
    seg.append("NTE|2|L|eGFR calculated with CKD-EPI 2021 (race-free) equation.")
    seg.append("ORC|RE|ORD77120911|NFL24-0304-1150||CM")
    seg.append("OBR|3|ORD77120911|NFL24-0304-1150|3016-3^TSH^LN^TSH^TSH + CRP add-on^L|||20240304074000-0600|||||||20240304083000-0600|Serum|1629071554^THORSBY^EVELYN^^^DR^MD||||||20240312160500-0500|||F")
    k = 1
    for r in ADDON:
        seg.append(obx(k, r, "20240304074000-0600"))
        k += 1
    seg.append("NTE|1|L|Add-on ordered 03/11/2024 on stored specimen from 03/04/2024.")
    text = "\r".join(seg) + "\r"
    write(NAME, text.encode("ascii"),
          "HL7 v2.5.1 ORU^R01 downloaded from a US lab portal: CR-only segments, PID/PV1/ORC identity, three OBR orders (CBC and CMP collected 2024-03-11, an add-on TSH + CRP collected 2024-03-04 and resulted with them), OBX units as CE (UCUM) with 10\\S\\3/uL escapes, SN values (>^90, <^0.3), H/L/N flags, a cancelled OBX (status X) and NTE comments with \\T\\ and \\F\\ escapes")
    for date, rows in (("2024-03-11", CBC + CMP), ("2024-03-04", ADDON)):
        for label, code, _l, value, comp, usent, unit, rng, lo, hi, flag in rows:
            new = "BUN (urea nitrogen)" if code == "BUN" else None
            R(NAME, label, code, date, float(value) if "." in value else int(value), unit, lo, hi,
              comp, flag in ("H", "L"), rng, [label, value, usent, rng, flag], new=new)
    X(NAME, "Vitamin D, 25-Hydroxy", "OBX status X, no value",
      "cancelled: insufficient specimen")
