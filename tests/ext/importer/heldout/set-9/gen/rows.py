"""Set-9 rows: what each document prints, and so what a careful person enters.

Each document's rows are written once here; build.py renders the documents from them and writes
truth.json from the same rows. A fictional person: Halina Drozdowska, born 14.06.1978, of Cieszyn
(Poland), who has lived in Leeds, worked a summer in the US, and sees doctors on both sides of the
Czech border. Nothing here is a real person.
"""

import re

PERSON = {
    "name": "Halina Drozdowska",
    "pesel": "78061408246",
    "rc": "785614/0105",
    "nhs": "485 777 3414",
    "birth": "14.06.1978",
    "address": "ul. Słowicza 17/4",
    "postcode": "43-400 Cieszyn",
    "phone": "604 227 915",
    "email": "halina.drozdowska@poczta.example.pl",
}


def num(s):
    return float(s.replace(",", ".").replace(" ", ""))


def parse_value(printed):
    """A printed result: number, comparator and number, or the qualitative text."""
    p = printed.strip()
    m = re.fullmatch(r"(<=|>=|<|>|≤|≥)\s*([0-9]+(?:[.,][0-9]+)?)", p)
    if m:
        return num(m.group(2)), m.group(1)
    if re.fullmatch(r"-?[0-9]+(?:[.,][0-9]+)?", p):
        return num(p), None
    return p, None


def parse_range(printed):
    """ref_low, ref_high, ref_text of a printed reference."""
    if printed is None or printed.strip() == "":
        return None, None, None
    p = printed.strip()
    m = re.match(r"^([0-9]+(?:[.,][0-9]+)?)\s*[-–]\s*([0-9]+(?:[.,][0-9]+)?)(\s*\(.*\))?$", p)
    if m:
        return num(m.group(1)), num(m.group(2)), None
    m = re.fullmatch(r"(<|<=|≤)\s*([0-9]+(?:[.,][0-9]+)?)", p)
    if m:
        return None, num(m.group(2)), None
    m = re.fullmatch(r"(>|>=|≥)\s*([0-9]+(?:[.,][0-9]+)?)(\s*\(.*\))?", p)
    if m:
        return num(m.group(2)), None, None
    return None, None, p


def row(label, code, date, value, unit, rng, flag="", **extra):
    """One truth row from what is printed: value and range as the document prints them."""
    v, comp = parse_value(value)
    lo, hi, text = parse_range(rng)
    r = {
        "label_as_printed": label,
        "code": code,
        "in_dictionary": True,
        "date": date,
        "value": v,
        "comparator": comp,
        "unit": unit,
        "ref_low": lo,
        "ref_high": hi,
        "ref_text": text,
        "range_printed": rng,
        "abnormal": None,
        "panel": "blood",
        "printed": {"value": value, "unit": unit, "range": rng, "flag": flag},
        "_flag": flag,
    }
    for k, val in extra.items():
        r[k] = val
    return r


# ---------------------------------------------------------------- 1 forwarded e-mail (Polish, text/plain)
FWD_DATE = "2025-03-11"
FWD = [
    row("Leukocyty", "WBC", FWD_DATE, "5,84", "tys/µl", "4,00 - 10,00"),
    row("Erytrocyty", "RBC", FWD_DATE, "4,12", "mln/µl", "3,90 - 5,20"),
    row("Hemoglobina", "HGB", FWD_DATE, "11,6", "g/dl", "12,0 - 16,0", "L"),
    row("Hematokryt", "HCT", FWD_DATE, "35,9", "%", "37,0 - 47,0", "L"),
    row("MCV", "MCV", FWD_DATE, "87,1", "fl", "80,0 - 99,0"),
    row("Płytki krwi", "PLT", FWD_DATE, "262", "tys/µl", "150 - 400"),
    row("TSH", "TSH", FWD_DATE, "4,87", "µIU/ml", "0,27 - 4,20", "H"),
    row("FT4", "FT4", FWD_DATE, "1,09", "ng/dl", "0,93 - 1,70"),
    row("Ferrytyna", "FERR", FWD_DATE, "9,8", "ng/ml", "13 - 150", "L"),
    row("CRP", "CRP", FWD_DATE, "<0,6", "mg/l", "< 5,0"),
    row("Witamina D (25-OH)", "VIT_D", FWD_DATE, "18,4", "ng/ml", "30 - 50 (optymalnie)", "L"),
]

# ---------------------------------------------------------------- 2 multipart/related HTML, windows-1250 QP (Polish)
HTML_DATE = "2024-10-22"
HTML = [
    row("Cholesterol całkowity", "CHOL", HTML_DATE, "231", "mg/dl", "< 190", "H"),
    row("Cholesterol HDL", "HDL", HTML_DATE, "58", "mg/dl", "> 45"),
    row("Cholesterol LDL wyliczany", "LDL", HTML_DATE, "148", "mg/dl", "< 115", "H"),
    row("Triglicerydy", "TG", HTML_DATE, "124", "mg/dl", "< 150"),
    row("Glukoza", "GLU", HTML_DATE, "97", "mg/dl", "70 - 99"),
    row("Hemoglobina glikowana (HbA1c)", "HBA1C", HTML_DATE, "5,6", "%", "4,0 - 5,6"),
    row("ALT", "ALT", HTML_DATE, "19", "U/l", "< 35"),
    row("AST", "AST", HTML_DATE, "22", "U/l", "< 35"),
    row("Kreatynina", "CREA", HTML_DATE, "0,74", "mg/dl", "0,50 - 0,90"),
    row("eGFR", "EGFR", HTML_DATE, "> 90", "ml/min/1,73m²", "> 60"),
    row("Antygen HBs", "HBSAG", HTML_DATE, "niereaktywny", None, "niereaktywny"),
]

# ---------------------------------------------------------------- 3 e-mail with a base64 CSV attachment (UK GP)
UK_DATE = "2023-06-14"
UK = [
    # (label, code, value, unit, low, high, flag, comment)
    row("Haemoglobin", "HGB", UK_DATE, "118", "g/L", "115 - 165"),
    row("Serum ferritin", "FERR", UK_DATE, "14", "ug/L", "13 - 150"),
    row("Serum vitamin B12", "B12", UK_DATE, "212", "ng/L", "197 - 771"),
    row("Serum folate", "FOLATE", UK_DATE, "3.1", "ug/L", "3.9 - 26.8", "L"),
    row("TSH", "TSH", UK_DATE, "2.9", "mU/L", "0.27 - 4.2"),
    row("Free T4", "FT4", UK_DATE, "13.8", "pmol/L", "12 - 22"),
    row("HbA1c", "HBA1C", UK_DATE, "36", "mmol/mol", "20 - 41", alt_codes=["HBA1C_IFCC"]),
    row("eGFR", "EGFR", UK_DATE, ">90", "mL/min/1.73m2", ""),
    row("Serum C reactive protein", "CRP", UK_DATE, "<4", "mg/L", "0 - 5"),
]

# ---------------------------------------------------------------- 4 personal .xlsx, two sheets, merged headers
# sheet -> visits (date, header), markers (label, code, unit, norma, [values per visit: str|float|None])
XLSX_SHEETS = {
    "2024": {
        "visits": [("2024-01-29", "(Diagnostyka)"), ("2024-07-15", "(Diagnostyka)"),
                   ("2024-11-04", "(Synevo)")],
        "markers": [
            ("Hemoglobina", "HGB", "g/dl", "12-16", [12.4, "11,9", 12.2]),
            ("Ferrytyna", "FERR", "ng/ml", "13-150", [11, 24, None]),
            ("Żelazo", "FE", "µg/dl", "37-145", [41, 88, None]),
            ("TSH", "TSH", "µIU/ml", "0,27-4,2", [3.1, None, 4.02]),
            ("Witamina D", "VIT_D", "ng/ml", "30-50", [16.2, 34.5, 29.8]),
            ("Cholesterol", "CHOL", "mg/dl", "<190", [None, 224, None]),
        ],
    },
    "2025": {
        "visits": [("2025-01-20", "(Diagnostyka)"), ("2025-06-02", "(Diagnostyka)")],
        "markers": [
            ("Hemoglobina", "HGB", "g/dl", "12-16", [12.7, 13.1]),
            ("Ferrytyna", "FERR", "ng/ml", "13-150", [19, 36]),
            ("Żelazo", "FE", "µg/dl", "37-145", [67, None]),
            ("TSH", "TSH", "µIU/ml", "0,27-4,2", [3.66, 2.84]),
            ("Witamina D", "VIT_D", "ng/ml", "30-50", [31.0, 42.3]),
            ("CRP", "CRP", "mg/l", "<5", ["<0,5", 1.2]),
        ],
    },
}


def xlsx_rows():
    out = []
    for sheet in XLSX_SHEETS.values():
        for label, code, unit, norma, values in sheet["markers"]:
            for (date, _), v in zip(sheet["visits"], values):
                if v is None:
                    continue
                printed = v if isinstance(v, str) else repr(v) if isinstance(v, float) else str(v)
                r = row(label, code, date, printed, unit, norma)
                r["range_printed"] = norma
                r["printed"] = {"cell": v, "unit": unit, "norma": norma}
                out.append(r)
    return out


XLSX = xlsx_rows()

# ---------------------------------------------------------------- 5 health-app CSV (English, US)
APP = [
    # (date, test_name, value, unit, ref_range, flag, code, extra)
    ("2025-05-03", "Ferritin", "22", "ng/mL", "15-150", "", "FERR", {}),
    ("2025-05-03", "Vitamin D, 25-Hydroxy", "27.5", "ng/mL", "30.0-100.0", "L", "VIT_D", {}),
    ("2025-05-03", "Vitamin B12", "410", "pg/mL", "232-1245", "", "B12", {}),
    ("2025-05-03", "Lyme Disease Ab IgM", "Negative", "", "Negative", "", "BORELIA_IGM", {}),
    ("2025-08-12", "Glucose", "92", "mg/dL", "70-99", "", "GLU", {}),
    ("2025-08-12", "Hemoglobin A1c", "5.4", "%", "<5.7", "", "HBA1C", {}),
    ("2025-08-12", "Cholesterol, Total", "214", "mg/dL", "100-199", "H", "CHOL", {}),
    ("2025-08-12", "HDL Cholesterol", "61", "mg/dL", ">39", "", "HDL", {}),
    ("2025-08-12", "Triglycerides", "88", "mg/dL", "0-149", "", "TG", {}),
    ("2025-08-12", "LDL Cholesterol", "131", "mg/dL", "0-99", "H", "LDL", {"alt_codes": ["LDL_DIRECT"]}),
    ("2025-08-12", "hs-CRP", "<0.2", "mg/L", "<1.0", "", "HSCRP", {}),
    ("2025-08-12", "TSH", "3.120", "uIU/mL", "0.450-4.500", "", "TSH", {}),
]
APP_ROWS = [
    row(name, code, d, v, u or None, rng.replace("-", " - ") if "-" in rng else rng.replace("<", "< ").replace(">", "> "),
        flag, **extra)
    for d, name, v, u, rng, flag, code, extra in APP
]
for r, (_, _, _, _, rng, *_rest) in zip(APP_ROWS, APP):
    r["range_printed"] = rng

# ---------------------------------------------------------------- 6 Czech lab portal CSV (semicolon, windows-1250)
CZ_DATE = "2025-04-14"
CZ = [
    # (code in portal, label, value, unit, low, high, hodnoceni, note, code)
    ("S_Na", "Sodík", "139", "mmol/l", "136", "142", "", "", "NA"),
    ("S_K", "Draslík", "4,3", "mmol/l", "3,8", "5,0", "", "", "K"),
    ("S_Urea", "Močovina", "4,1", "mmol/l", "2,8", "8,1", "", "", "UREA"),
    ("S_Krea", "Kreatinin", "68", "µmol/l", "44", "80", "", "", "CREA"),
    ("S_ALT", "ALT", "0,42", "µkat/l", "0,10", "0,60", "", "", "ALT"),
    ("S_AST", "AST", "0,38", "µkat/l", "0,10", "0,60", "", "", "AST"),
    ("S_GMT", "GMT", "0,21", "µkat/l", "0,14", "0,68", "", "", "GGT"),
    ("S_CRP", "CRP", "<5", "mg/l", "0", "5", "", "", "CRP"),
    ("B_Leu", "Leukocyty", "6,2", "10^9/l", "4,0", "10,0", "", "", "WBC"),
    ("B_Hb", "Hemoglobin", "119", "g/l", "120", "160", "L", "", "HGB"),
    ("S_TSH", "TSH", "5,12", "mIU/l", "0,27", "4,20", "H", "kontrola za 6 týdnů", "TSH"),
    ("S_fT4", "fT4", "12,9", "pmol/l", "12,0", "22,0", "", "", "FT4"),
    ("S_HBsAg", "HBsAg", "negativní", "", "", "", "", "", "HBSAG"),
]
CZ_ROWS = [
    row(label, code, CZ_DATE, v, u or None, f"{lo} - {hi}" if lo else "", flag)
    for _, label, v, u, lo, hi, flag, _, code in CZ
]

# ---------------------------------------------------------------- 7 FHIR R4 Bundle (German lab)
FHIR = [
    # (id, loinc, display, date, value, comparator, unit, ucum, low, high, text range, interp, specimen, code)
    ("o1", "718-7", "Hämoglobin", "2025-09-03T07:40:00+02:00", 12.1, None, "g/dL", "g/dL", 12.0, 15.4, None, "N", "blood", "HGB"),
    ("o2", "6690-2", "Leukozyten", "2025-09-03T07:40:00+02:00", 7.9, None, "Tsd/µl", "10*3/uL", 3.9, 10.2, None, "N", "blood", "WBC"),
    ("o3", "777-3", "Thrombozyten", "2025-09-03T07:40:00+02:00", 301, None, "Tsd/µl", "10*3/uL", 146, 328, None, "N", "blood", "PLT"),
    ("o4", "1988-5", "CRP", "2025-09-03T07:40:00+02:00", 0.5, "<", "mg/dl", "mg/dL", None, 0.5, None, "N", "blood", "CRP"),
    ("o5", "2276-4", "Ferritin", "2025-09-03T07:40:00+02:00", 31, None, "ng/ml", "ng/mL", 15, 150, None, "N", "blood", "FERR"),
    ("o6", "3016-3", "TSH basal", "2025-09-03T07:40:00+02:00", 2.41, None, "mU/l", "m[IU]/L", 0.27, 4.2, None, "N", "blood", "TSH"),
    ("o7", "59261-8", "HbA1c (IFCC)", "2025-09-03T07:40:00+02:00", 38, None, "mmol/mol", "mmol/mol", 20, 42, None, "N", "blood", "HBA1C"),
    ("o8", "16479-8", "Borrelia-IgG-AK (Immunoblot)", "2025-09-03T07:40:00+02:00", "grenzwertig", None, None, None, None, None, "negativ", "I", "blood", "BORELIA_IGG"),
    ("o9", "5802-4", "Nitrit im Urin", "2025-09-04T06:50:00+02:00", "negativ", None, None, None, None, None, "negativ", "N", "urine", "U_NIT"),
    ("o10", "5799-2", "Leukozyten im Urin", "2025-09-04T06:50:00+02:00", "positiv (+)", None, None, None, None, None, "negativ", "A", "urine", "U_LEU"),
]


def fhir_rows():
    out = []
    for (oid, loinc, disp, when, v, comp, unit, ucum, lo, hi, text, interp, spec, code) in FHIR:
        out.append({
            "label_as_printed": disp,
            "code": code,
            "in_dictionary": True,
            "date": when[:10],
            "value": v,
            "comparator": comp,
            "unit": unit,
            "ref_low": lo,
            "ref_high": hi,
            "ref_text": text,
            "range_printed": text if text else (f"< {hi}" if lo is None else f"{lo} - {hi}"),
            "abnormal": interp in ("H", "L", "A", "I"),
            "panel": spec,
            "printed": {"loinc": loinc, "effectiveDateTime": when, "value": v, "comparator": comp,
                        "unit": unit, "ucum": ucum, "interpretation": interp},
        })
    return out


FHIR_ROWS = fhir_rows()
for r in FHIR_ROWS:
    if r["code"] == "HBA1C":
        r["alt_codes"] = ["HBA1C_IFCC"]

# ---------------------------------------------------------------- 8 HL7 CDA (Slovak hospital, emergency visit)
CDA = [
    # (organizer, loinc, display, time, kind, value, unit, low, high, text, interp, panel, code)
    (1, "718-7", "Hemoglobín", "20240518221500+0200", "PQ", 117, "g/l", 120, 160, None, "L", "blood", "HGB"),
    (1, "6690-2", "Leukocyty", "20240518221500+0200", "PQ", 11.8, "10*9/l", 4.0, 10.0, None, "H", "blood", "WBC"),
    (1, "777-3", "Trombocyty", "20240518221500+0200", "PQ", 244, "10*9/l", 150, 400, None, "N", "blood", "PLT"),
    (1, "1988-5", "C-reaktívny proteín", "20240518221500+0200", "PQ", 38.6, "mg/l", 0, 5, None, "H", "blood", "CRP"),
    (1, "2345-7", "Glukóza", "20240518221500+0200", "PQ", 5.9, "mmol/l", 3.9, 5.6, None, "H", "blood", "GLU"),
    (1, "2160-0", "Kreatinín", "20240518221500+0200", "PQ", 71, "umol/l", 45, 84, None, "N", "blood", "CREA"),
    (1, "2823-3", "Draslík", "20240518221500+0200", "PQ", 3.6, "mmol/l", 3.8, 5.1, None, "L", "blood", "K"),
    (1, "33959-8", "Prokalcitonín", "20240518221500+0200", "IVL<", 0.05, "ng/ml", None, 0.5, None, "N", "blood", "PCT"),
    (2, "5802-4", "Nitrity v moči", "20240518223000+0200", "ST", "pozitívne", None, None, None, "negatívne", "A", "urine", "U_NIT"),
    (2, "5799-2", "Leukocyty v moči", "20240518223000+0200", "ST", "2+", None, None, None, "negatívne", "A", "urine", "U_LEU"),
    (3, "1988-5", "C-reaktívny proteín", "20240519061000+0200", "PQ", 52.3, "mg/l", 0, 5, None, "H", "blood", "CRP"),
]


def cda_rows():
    out = []
    for (_, loinc, disp, t, kind, v, unit, lo, hi, text, interp, panel, code) in CDA:
        out.append({
            "label_as_printed": disp,
            "code": code,
            "in_dictionary": True,
            "date": f"{t[:4]}-{t[4:6]}-{t[6:8]}",
            "value": v,
            "comparator": "<" if kind == "IVL<" else None,
            "unit": unit,
            "ref_low": lo,
            "ref_high": hi,
            "ref_text": text,
            "range_printed": text if text else (f"< {hi}" if lo is None else f"{lo} - {hi}"),
            "abnormal": interp != "N",
            "panel": panel,
            "printed": {"loinc": loinc, "effectiveTime": t, "kind": kind, "value": v, "unit": unit,
                        "interpretation": interp},
        })
    return out


CDA_ROWS = cda_rows()

# ---------------------------------------------------------------- 9 scanned German report (200 dpi, rotated)
SCAN_DATE = "2025-01-08"
SCAN = [
    row("Natrium", "NA", SCAN_DATE, "141", "mmol/l", "135 - 145"),
    row("Kalium", "K", SCAN_DATE, "4,6", "mmol/l", "3,5 - 5,1"),
    row("Kreatinin", "CREA", SCAN_DATE, "0,81", "mg/dl", "0,50 - 0,95"),
    row("eGFR (CKD-EPI)", "EGFR", SCAN_DATE, "88", "ml/min/1,73m²", "> 60"),
    row("Harnsäure", "URIC_ACID", SCAN_DATE, "4,9", "mg/dl", "2,4 - 5,7"),
    row("GPT (ALT)", "ALT", SCAN_DATE, "24", "U/l", "< 35"),
    row("Gamma-GT", "GGT", SCAN_DATE, "41", "U/l", "< 40", "+"),
    row("Ferritin", "FERR", SCAN_DATE, "18", "ng/ml", "15 - 150"),
    row("TSH basal", "TSH", SCAN_DATE, "3,05", "mU/l", "0,27 - 4,20"),
]
