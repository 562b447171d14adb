"""Set-14 source data: one fictional person, seven files of kinds people bring besides a clean lab PDF.

Each row: (label_as_printed, code, value, comparator, unit, ref_low, ref_high, ref_text, range_printed, abnormal, flag)
value is a float or a qualitative string; flag is the printed flag ("" when none).
"""

PATIENT = {
    "first": "Bożena", "last": "Wilczyńska", "last_ascii": "Wilczynska",
    "birth": "1972-06-14", "pesel": "72061407823",
    "street": "ul. Orzechowa 17/4", "zip": "43-300", "city": "Bielsko-Biała",
    "phone": "601 442 918", "email": "bozena.wilczynska@onet.pl",
}

def R(label, code, value, unit, lo=None, hi=None, rp="", flag="", comp=None, text=None, abnormal=None):
    return dict(label=label, code=code, value=value, comparator=comp, unit=unit, ref_low=lo, ref_high=hi,
                ref_text=text, range_printed=rp, flag=flag, abnormal=abnormal)

# 1. Polish lab e-mail, multipart/alternative (plain quoted-printable + HTML base64)
EML_PL_DATE = "2024-09-18"
EML_PL = [
    R("Glukoza", "GLU", 98, "mg/dl", 70, 99, "70 - 99"),
    R("Cholesterol całkowity", "CHOL", 212, "mg/dl", None, 190, "< 190", "H"),
    R("Cholesterol HDL", "HDL", 58, "mg/dl", 45, None, "> 45"),
    R("Cholesterol LDL", "LDL", 131, "mg/dl", None, 115, "< 115", "H"),
    R("Triglicerydy", "TG", 118, "mg/dl", None, 150, "< 150"),
    R("Cholesterol nie-HDL", "NON_HDL", 154, "mg/dl", None, 130, "< 130", "H"),
    R("TSH", "TSH", 2.84, "µIU/ml", 0.27, 4.2, "0,27 - 4,20"),
    R("Kreatynina", "CREA", 0.81, "mg/dl", 0.51, 0.95, "0,51 - 0,95"),
    R("eGFR", "EGFR", 90, "ml/min/1,73m2", 60, None, "> 60", comp=">"),
    R("ALT", "ALT", 24, "U/l", None, 33, "< 33"),
    R("AST", "AST", 21, "U/l", None, 32, "< 32"),
    R("Ferrytyna", "FERR", 34.2, "ng/ml", 13, 150, "13 - 150"),
    R("Witamina D3 metabolit 25(OH)", "VIT_D", 27.4, "ng/ml", 30, 50, "30 - 50", "L"),
]

# 2. German lab e-mail forwarded to the GP (Weitergeleitete Nachricht), plain QP + HTML base64
EML_DE_DATE = "2025-02-04"
EML_DE = [
    R("Leukozyten", "WBC", 6.8, "/nl", 3.9, 10.2, "3,9 - 10,2"),
    R("Erythrozyten", "RBC", 4.42, "/pl", 4.0, 5.2, "4,0 - 5,2"),
    R("Hämoglobin", "HGB", 12.9, "g/dl", 12.0, 15.4, "12,0 - 15,4"),
    R("Hämatokrit", "HCT", 38.6, "%", 35.5, 45.0, "35,5 - 45,0"),
    R("MCV", "MCV", 87, "fl", 80, 99, "80 - 99"),
    R("MCH", "MCH", 29.2, "pg", 27, 33.5, "27,0 - 33,5"),
    R("MCHC", "MCHC", 33.4, "g/dl", 31.5, 36.0, "31,5 - 36,0"),
    R("Thrombozyten", "PLT", 254, "/nl", 150, 370, "150 - 370"),
    R("CRP", "CRP", 0.5, "mg/l", None, 5.0, "< 5,0", comp="<"),
    R("Ferritin", "FERR", 41, "µg/l", 15, 150, "15 - 150"),
    R("HbA1c", "HBA1C", 5.6, "%", 4.0, 5.6, "4,0 - 5,6"),
    R("HbA1c (IFCC)", "HBA1C", 38, "mmol/mol", 20, 38, "20 - 38"),
    R("Vitamin B12", "B12", 412, "pg/ml", 197, 771, "197 - 771"),
    R("TSH basal", "TSH", 1.92, "mU/l", 0.27, 4.2, "0,27 - 4,20"),
]

# 3. The person's own workbook (.xlsx): markers as rows, dates as columns, unit column after the dates
XLSX_COLS = [("2023-11-20", "date"), ("2024-03-12", "12.03.2024 (Alab)"), (None, "VI 2024 przychodnia"),
             ("2024-12-02", "2.12.2024 Diagnostyka")]
XLSX = [  # label, code, unit, [values per column or None], note
    ("Hemoglobina", "HGB", "g/dl", [13.1, 12.7, 13.0, 12.5], ""),
    ("Leukocyty", "WBC", "tys/µl", [5.9, 7.3, None, 6.1], "marzec - po infekcji"),
    ("Płytki krwi", "PLT", "tys/µl", [228, 265, None, 240], ""),
    ("Glukoza na czczo", "GLU", "mg/dl", [94, 101, 97, 96], "w marcu nie była na czczo?"),
    ("Cholesterol całk.", "CHOL", "mg/dl", [221, None, None, 208], ""),
    ("LDL", "LDL", "mg/dl", [139, None, None, 127], "dieta od stycznia"),
    ("HDL", "HDL", "mg/dl", [55, None, None, 60], ""),
    ("Trójglicerydy", "TG", "mg/dl", [134, None, None, 102], ""),
    ("TSH", "TSH", "µIU/ml", [3.12, 2.65, 2.9, None], ""),
    ("Ferrytyna", "FERR", "ng/ml", [22, 19.5, None, 31], "żelazo od kwietnia"),
    ("Witamina D", "VIT_D", "ng/ml", [18.4, 24.9, None, 33.0], "D3 2000 j."),
    ("Kreatynina", "CREA", "mg/dl", [0.78, None, None, 0.83], ""),
    ("CRP", "CRP", "mg/l", ["<1", 6.4, None, "<1"], ""),
]

# 4. The person's own sheet saved as CSV (semicolon, decimal comma, Windows-1250), unit column second
CSV_DATES = ["2025-01-14", "2025-04-22", "2025-07-08"]
CSV_ROWS = [
    ("Hemoglobina", "HGB", "g/dl", [12.8, 13.2, 13.0]),
    ("Leukocyty", "WBC", "tys/µl", [6.2, None, 5.7]),
    ("Płytki krwi", "PLT", "tys/µl", [251, None, 236]),
    ("Glukoza", "GLU", "mg/dl", [99, 104, 95]),
    ("HbA1c", "HBA1C", "%", [5.7, None, 5.6]),
    ("Cholesterol całkowity", "CHOL", "mg/dl", [201, None, 188]),
    ("Cholesterol LDL", "LDL", "mg/dl", [119, None, 108]),
    ("Trójglicerydy", "TG", "mg/dl", [96, None, 111]),
    ("Kreatynina", "CREA", "mg/dl", [0.8, 0.84, None]),
    ("Potas", "K", "mmol/l", [4.4, None, 4.1]),
    ("Sód", "NA", "mmol/l", [139, None, 141]),
    ("TSH", "TSH", "µIU/ml", [2.4, 2.71, None]),
    ("OB", "OB", "mm/h", [12, None, 9]),
]

# 5. FHIR R4 searchset from a Czech hospital portal: Observations with only `issued`
FHIR_DATE = "2025-05-20"
FHIR = [
    R("Hemoglobin", "HGB", 128, "g/L", 120, 160, "120-160"),
    R("Leukocyty", "WBC", 7.1, "10*9/L", 4, 10, "4-10"),
    R("Trombocyty", "PLT", 231, "10*9/L", 150, 400, "150-400"),
    R("C-reaktivní protein", "CRP", 5, "mg/L", None, 8, "<8", comp="<"),
    R("Glukóza", "GLU", 5.4, "mmol/L", 3.9, 5.6, "3.9-5.6"),
    R("Kreatinin", "CREA", 71, "umol/L", 44, 104, "44-104"),
    R("Urea", "UREA", 4.8, "mmol/L", 2.8, 8.0, "2.8-8.0"),
    R("Cholesterol celkový", "CHOL", 5.3, "mmol/L", None, 5.0, "< 5.0", abnormal=True),
    R("Triacylglyceroly", "TG", 1.4, "mmol/L", None, 1.7, "< 1.7", abnormal=False),
    R("HDL cholesterol", "HDL", 1.5, "mmol/L", 1.2, None, ">1.2", abnormal=False),
    R("LDL cholesterol", "LDL", 3.2, "mmol/L", None, 3.0, "< 3.0", abnormal=True),
    R("ALT", "ALT", 0.42, "ukat/L", 0.1, 0.55, "0.10-0.55"),
    R("AST", "AST", 0.38, "ukat/L", 0.1, 0.53, "0.10-0.53"),
    R("GMT", "GGT", 0.31, "ukat/L", 0.14, 0.68, "0.14-0.68"),
    R("TSH", "TSH", 2.1, "mIU/L", 0.27, 4.2, "0.27-4.20"),
    R("HBsAg", "HBSAG", "negativní", None, text="negativní", rp="negativní", abnormal=False),
    R("Borrelie IgG", "BORELIA_IGG", "negativní", None, text="negativní", rp="negativní", abnormal=False),
]

# 6. US patient-portal CSV export, conventional units, month-first dates
US_ROWS = [  # component, code, value, unit, range text, lo, hi, flag, date, comparator
    ("Glucose", "GLU", 92, "mg/dL", "65 - 99", 65, 99, "", "2023-08-09", None),
    ("BUN", "BUN", 14, "mg/dL", "6 - 24", 6, 24, "", "2023-08-09", None),
    ("Creatinine", "CREA", 0.79, "mg/dL", "0.57 - 1.00", 0.57, 1.0, "", "2023-08-09", None),
    ("eGFR", "EGFR", 91, "mL/min/1.73m2", ">59", 59, None, "", "2023-08-09", None),
    ("Sodium", "NA", 140, "mmol/L", "134 - 144", 134, 144, "", "2023-08-09", None),
    ("Potassium", "K", 4.3, "mmol/L", "3.5 - 5.2", 3.5, 5.2, "", "2023-08-09", None),
    ("Chloride", "CL", 103, "mmol/L", "96 - 106", 96, 106, "", "2023-08-09", None),
    ("Calcium", "CA", 9.4, "mg/dL", "8.7 - 10.2", 8.7, 10.2, "", "2023-08-09", None),
    ("Albumin", "ALBUMIN", 4.5, "g/dL", "3.8 - 4.9", 3.8, 4.9, "", "2023-08-09", None),
    ("Bilirubin, Total", "BILI", 0.4, "mg/dL", "0.0 - 1.2", 0.0, 1.2, "", "2023-08-09", None),
    ("Alkaline Phosphatase", "ALP", 78, "IU/L", "44 - 121", 44, 121, "", "2023-08-09", None),
    ("AST (SGOT)", "AST", 19, "IU/L", "0 - 40", 0, 40, "", "2023-08-09", None),
    ("ALT (SGPT)", "ALT", 22, "IU/L", "0 - 32", 0, 32, "", "2023-08-09", None),
    ("WBC", "WBC", 5.9, "x10E3/uL", "3.4 - 10.8", 3.4, 10.8, "", "2023-08-09", None),
    ("RBC", "RBC", 4.38, "x10E6/uL", "3.77 - 5.28", 3.77, 5.28, "", "2023-08-09", None),
    ("Hemoglobin", "HGB", 13.1, "g/dL", "11.1 - 15.9", 11.1, 15.9, "", "2023-08-09", None),
    ("Hematocrit", "HCT", 39.8, "%", "34.0 - 46.6", 34.0, 46.6, "", "2023-08-09", None),
    ("Platelets", "PLT", 241, "x10E3/uL", "150 - 450", 150, 450, "", "2023-08-09", None),
    ("Cholesterol, Total", "CHOL", 205, "mg/dL", "100 - 199", 100, 199, "H", "2023-08-09", None),
    ("HDL Cholesterol", "HDL", 61, "mg/dL", ">39", 39, None, "", "2023-08-09", None),
    ("LDL Chol Calc (NIH)", "LDL", 122, "mg/dL", "0 - 99", 0, 99, "H", "2023-08-09", None),
    ("Triglycerides", "TG", 109, "mg/dL", "0 - 149", 0, 149, "", "2023-08-09", None),
    ("TSH", "TSH", 2.31, "uIU/mL", "0.450 - 4.500", 0.45, 4.5, "", "2023-08-09", None),
    ("Vitamin D, 25-Hydroxy", "VIT_D", 31.2, "ng/mL", "30.0 - 100.0", 30, 100, "", "2023-08-09", None),
    ("Hemoglobin A1c", "HBA1C", 5.5, "%", "4.8 - 5.6", 4.8, 5.6, "", "2023-08-09", None),
    ("Hemoglobin A1c", "HBA1C", 5.7, "%", "4.8 - 5.6", 4.8, 5.6, "H", "2023-11-14", None),
    ("Glucose", "GLU", 103, "mg/dL", "65 - 99", 65, 99, "H", "2023-11-14", None),
]

# 7. Slovak one-page report received by fax, scanned (image only)
FAX_DATE = "2025-03-10"
FAX = [
    R("Leukocyty", "WBC", 6.4, "10^9/l", 4.0, 10.0, "4,0 - 10,0"),
    R("Erytrocyty", "RBC", 4.51, "10^12/l", 3.8, 5.2, "3,8 - 5,2"),
    R("Hemoglobín", "HGB", 134, "g/l", 120, 160, "120 - 160"),
    R("Hematokrit", "HCT", 0.401, "l/l", 0.35, 0.47, "0,35 - 0,47"),
    R("Trombocyty", "PLT", 262, "10^9/l", 150, 400, "150 - 400"),
    R("Glukóza", "GLU", 5.6, "mmol/l", 3.9, 5.6, "3,9 - 5,6"),
    R("Kreatinín", "CREA", 68, "µmol/l", 45, 84, "45 - 84"),
    R("Kyselina močová", "URIC_ACID", 301, "µmol/l", 143, 339, "143 - 339"),
    R("Cholesterol celkový", "CHOL", 5.42, "mmol/l", 2.9, 5.2, "2,9 - 5,2", "H"),
    R("Triacylglyceroly", "TG", 1.21, "mmol/l", 0.45, 1.7, "0,45 - 1,70"),
    R("Sodík", "NA", 140, "mmol/l", 136, 145, "136 - 145"),
    R("Draslík", "K", 4.3, "mmol/l", 3.5, 5.1, "3,5 - 5,1"),
    R("CRP", "CRP", 2.1, "mg/l", 0, 5, "0 - 5"),
    R("Feritín", "FERR", 38, "µg/l", 13, 150, "13 - 150"),
]

# 8. Ukrainian lab e-mail forwarded by the patient to herself (Forwarded message), plain base64 cp1251, HTML QP
EML_UA_DATE = "2024-10-27"
EML_UA = [
    R("Гемоглобін", "HGB", 131, "г/л", 120, 150, "120 - 150"),
    R("Лейкоцити", "WBC", 6.1, "10^9/л", 4.0, 9.0, "4,0 - 9,0"),
    R("Тромбоцити", "PLT", 244, "10^9/л", 180, 320, "180 - 320"),
    R("ШОЕ", "OB", 14, "мм/год", 2, 15, "2 - 15"),
    R("Глюкоза", "GLU", 5.1, "ммоль/л", 3.3, 5.5, "3,3 - 5,5"),
    R("Креатинін", "CREA", 74, "мкмоль/л", 53, 97, "53 - 97"),
    R("АЛТ", "ALT", 19, "Од/л", None, 35, "< 35"),
    R("Феритин", "FERR", 29.6, "нг/мл", 10, 120, "10 - 120"),
    R("ТТГ", "TSH", 2.45, "мкМО/мл", 0.4, 4.0, "0,4 - 4,0"),
    R("С-реактивний білок", "CRP", 1, "мг/л", 0, 5, "0 - 5", comp="<"),
]
