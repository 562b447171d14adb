"""Set-17 data: one fictional man and the rows each document prints (the truth is built from this)."""

PERSON = {
    "name": "Taras Melnychuk",
    "pesel": "81032209874",
    "rc": "810322/4417",
    "birth": "22.03.1981",
    "address": "ul. Kasztanowa 9/12, 41-902 Bytom",
}


def R(label, code, vp, unit, rp, flag, value, comp=None, lo=None, hi=None, ref_text=None, panel="blood", alt=None):
    """A printed row: label, code, value as printed, unit, range as printed, flag; then the truth."""
    return dict(label=label, code=code, vp=vp, unit=unit, rp=rp, flag=flag, value=value, comp=comp,
                lo=lo, hi=hi, ref_text=ref_text, panel=panel, alt=alt)


# 1. phone photo of a Polish printout (JPEG), collected 2025-06-14
PHOTO = [
    R("Cholesterol całkowity", "CHOL", "228", "mg/dl", "< 190", "H", 228, hi=190),
    R("Cholesterol HDL", "HDL", "41", "mg/dl", "> 40", "", 41, lo=40),
    R("Cholesterol LDL (wyliczany)", "LDL", "151", "mg/dl", "< 115", "H", 151, hi=115),
    R("Triglicerydy", "TG", "182", "mg/dl", "< 150", "H", 182, hi=150),
    R("Cholesterol nie-HDL", "NON_HDL", "187", "mg/dl", "< 145", "H", 187, hi=145),
    R("ALT", "ALT", "38", "U/l", "< 41", "", 38, hi=41),
    R("AST", "AST", "29", "U/l", "< 40", "", 29, hi=40),
    R("GGTP", "GGT", "74", "U/l", "10 - 71", "H", 74, lo=10, hi=71),
    R("Glukoza na czczo", "GLU", "104", "mg/dl", "70 - 99", "H", 104, lo=70, hi=99),
]

# 2. 150-dpi greyscale scan of a two-page Czech report, collected 2024-11-19
SCAN_P1 = [
    R("Leukocyty", "WBC", "6,8", "10^9/l", "4,0 - 10,0", "", 6.8, lo=4.0, hi=10.0),
    R("Erytrocyty", "RBC", "4,92", "10^12/l", "4,00 - 5,80", "", 4.92, lo=4.0, hi=5.8),
    R("Hemoglobin", "HGB", "148", "g/l", "135 - 175", "", 148, lo=135, hi=175),
    R("Hematokrit", "HCT", "0,438", "l/l", "0,400 - 0,500", "", 0.438, lo=0.4, hi=0.5),
    R("MCV", "MCV", "89,0", "fl", "82,0 - 98,0", "", 89.0, lo=82.0, hi=98.0),
    R("MCH", "MCH", "30,1", "pg", "28,0 - 34,0", "", 30.1, lo=28.0, hi=34.0),
    R("MCHC", "MCHC", "338", "g/l", "320 - 360", "", 338, lo=320, hi=360),
    R("Trombocyty", "PLT", "212", "10^9/l", "150 - 400", "", 212, lo=150, hi=400),
    R("Neutrofily abs.", "NEUT", "3,91", "10^9/l", "2,00 - 7,00", "", 3.91, lo=2.0, hi=7.0),
    R("Lymfocyty abs.", "LYMPH", "2,12", "10^9/l", "0,80 - 4,00", "", 2.12, lo=0.8, hi=4.0),
]
SCAN_P2 = [
    R("Urea", "UREA", "5,1", "mmol/l", "2,8 - 8,0", "", 5.1, lo=2.8, hi=8.0),
    R("Kreatinin", "CREA", "96", "µmol/l", "64 - 104", "", 96, lo=64, hi=104),
    R("eGFR (CKD-EPI)", "EGFR", "1,42", "ml/s/1,73m2", "> 1,00", "", 1.42, lo=1.0),
    R("Kyselina močová", "URIC_ACID", "431", "µmol/l", "202 - 417", "↑", 431, lo=202, hi=417),
    R("Natrium", "NA", "140", "mmol/l", "136 - 145", "", 140, lo=136, hi=145),
    R("Kalium", "K", "4,6", "mmol/l", "3,5 - 5,1", "", 4.6, lo=3.5, hi=5.1),
    R("Chloridy", "CL", "103", "mmol/l", "98 - 107", "", 103, lo=98, hi=107),
    R("ALT", "ALT", "0,71", "µkat/l", "0,10 - 0,85", "", 0.71, lo=0.1, hi=0.85),
    R("AST", "AST", "0,48", "µkat/l", "0,10 - 0,72", "", 0.48, lo=0.1, hi=0.72),
    R("Bilirubin celkový", "BILI", "14,2", "µmol/l", "< 21,0", "", 14.2, hi=21.0),
    R("CRP", "CRP", "< 5", "mg/l", "0 - 5", "", 5, comp="<", lo=0, hi=5),
    R("TSH", "TSH", "2,31", "mIU/l", "0,27 - 4,20", "", 2.31, lo=0.27, hi=4.2),
]

# 3. German fax kept as a 1-bit TIFF, collected 2025-03-06
FAX = [
    R("Ferritin", "FERR", "38", "µg/l", "30 - 400", "", 38, lo=30, hi=400),
    R("Eisen", "FE", "11,2", "µmol/l", "11,6 - 31,3", "-", 11.2, lo=11.6, hi=31.3),
    R("Transferrin", "TRANSFERRIN", "3,12", "g/l", "2,00 - 3,60", "", 3.12, lo=2.0, hi=3.6),
    R("Transferrinsättigung", "TSAT", "14", "%", "16 - 45", "-", 14, lo=16, hi=45),
    R("Vitamin B12", "B12", "298", "pmol/l", "145 - 569", "", 298, lo=145, hi=569),
    R("Folsäure", "FOLATE", "5,9", "ng/ml", "> 3,9", "", 5.9, lo=3.9),
    R("25-OH-Vitamin D", "VIT_D", "42", "nmol/l", "50 - 125", "-", 42, lo=50, hi=125),
    R("TSH basal", "TSH", "1,84", "mU/l", "0,27 - 4,20", "", 1.84, lo=0.27, hi=4.2),
    R("fT4", "FT4", "15,6", "pmol/l", "12,0 - 22,0", "", 15.6, lo=12.0, hi=22.0),
    R("HbA1c", "HBA1C", "5,7", "%", "4,8 - 5,9", "", 5.7, lo=4.8, hi=5.9),
    R("HbA1c (IFCC)", "HBA1C", "39", "mmol/mol", "29 - 42", "", 39, lo=29, hi=42),
]

# 4. Ukrainian lab app screenshot (PNG), collected 2024-08-21
SHOT = [
    R("Глюкоза", "GLU", "5,4", "ммоль/л", "3,9 – 6,1", "Норма", 5.4, lo=3.9, hi=6.1),
    R("Холестерин загальний", "CHOL", "5,9", "ммоль/л", "< 5,2", "Вище норми", 5.9, hi=5.2),
    R("Креатинін", "CREA", "88", "мкмоль/л", "62 – 106", "Норма", 88, lo=62, hi=106),
    R("АЛТ", "ALT", "31", "Од/л", "< 50", "Норма", 31, hi=50),
    R("С-реактивний білок", "CRP", "1,2", "мг/л", "0 – 5", "Норма", 1.2, lo=0, hi=5),
    R("ТТГ", "TSH", "2,05", "мкМО/мл", "0,4 – 4,0", "Норма", 2.05, lo=0.4, hi=4.0),
    R("Феритин", "FERR", "52", "нг/мл", "30 – 400", "Норма", 52, lo=30, hi=400),
    R("Вітамін D (25-OH)", "VIT_D", "24,6", "нг/мл", "30 – 100", "Нижче норми", 24.6, lo=30, hi=100),
]

NB = "\u00a0"
# 5. English word-processor letter, the table built of tabs and spaces, collected 2025-01-22
LETTER_FBC = [
    R("Haemoglobin", "HGB", "151", "g/L", "130 – 170", "", 151, lo=130, hi=170),
    R("White cell count", "WBC", "7.2", "x10^9/L", "4.0 – 11.0", "", 7.2, lo=4.0, hi=11.0),
    R("Platelets", "PLT", f"245{NB}000", "/µL", f"150{NB}000 – 400{NB}000", "", 245000, lo=150000, hi=400000),
    R("Mean cell volume (MCV)", "MCV", "91", "fL", "80 – 100", "", 91, lo=80, hi=100),
    R("Red cell distribution width, coef\ufb01cient of variation (RDW-CV)", "RDW", "13.1", "%", "11.5 – 14.5", "", 13.1, lo=11.5, hi=14.5),
]
LETTER_BIO = [
    R("Sodium", "NA", "139", "mmol/L", "133 – 146", "", 139, lo=133, hi=146),
    R("Potassium", "K", "4.3", "mmol/L", "3.5 – 5.3", "", 4.3, lo=3.5, hi=5.3),
    R("Creatinine", "CREA", "94", "µmol/L", "59 – 104", "", 94, lo=59, hi=104),
    R("eGFR", "EGFR", ">90", "mL/min/1.73m²", ">60", "", 90, comp=">", lo=60),
    R("Total cholesterol", "CHOL", "5.8", "mmol/L", "<5.0", "H", 5.8, hi=5.0),
    R("HbA1c (IFCC)", "HBA1C", "38", "mmol/mol", "20 – 41", "", 38, lo=20, hi=41),
    R("Thyroid stimulating hormone (TSH)", "TSH", "1.62", "mU/L", "0.27 – 4.20", "", 1.62, lo=0.27, hi=4.2),
    R("Free thyroxine (FT4)", "FT4", "16.1", "pmol/L", "12.0 – 22.0", "", 16.1, lo=12.0, hi=22.0),
    R("Ferritin", "FERR", "64", "µg/L", "30 – 400", "", 64, lo=30, hi=400),
    R("Vitamin B12", "B12", f"1{NB}027", "ng/L", "197 – 771", "H", 1027, lo=197, hi=771),
    R("C-reactive protein", "CRP", "<1", "mg/L", "0 – 5", "", 1, comp="<", lo=0, hi=5),
]

# 6. Slovak landscape report, each cell placed separately, "KÓPIA" across the table, collected 2024-05-14
SK = [
    R("Glukóza", "GLU", "5,8", "mmol/l", "3,9 - 5,6", "H", 5.8, lo=3.9, hi=5.6),
    R("Cholesterol", "CHOL", "6,12", "mmol/l", "< 5,20", "H", 6.12, hi=5.2),
    R("HDL cholesterol", "HDL", "1,08", "mmol/l", "> 1,00", "", 1.08, lo=1.0),
    R("LDL cholesterol", "LDL", "4,21", "mmol/l", "< 3,00", "H", 4.21, hi=3.0),
    R("Triacylglyceroly", "TG", "1,83", "mmol/l", "< 1,70", "H", 1.83, hi=1.7),
    R("Kreatinín", "CREA", "91", "µmol/l", "62 - 106", "", 91, lo=62, hi=106),
    R("Kyselina močová", "URIC_ACID", "405", "µmol/l", "202 - 417", "", 405, lo=202, hi=417),
    R("ALT", "ALT", "0,62", "µkat/l", "< 0,85", "", 0.62, hi=0.85),
    R("AST", "AST", "0,45", "µkat/l", "< 0,85", "", 0.45, hi=0.85),
    R("GMT", "GGT", "0,98", "µkat/l", "0,14 - 1,10", "", 0.98, lo=0.14, hi=1.1),
    R("ALP", "ALP", "1,12", "µkat/l", "0,67 - 2,15", "", 1.12, lo=0.67, hi=2.15),
    R("Bilirubín celkový", "BILI", "12,8", "µmol/l", "0 - 21", "", 12.8, lo=0, hi=21),
    R("CRP", "CRP", "2,4", "mg/l", "< 5,0", "", 2.4, hi=5.0),
    R("Draslík", "K", "4,4", "mmol/l", "3,5 - 5,1", "", 4.4, lo=3.5, hi=5.1),
    R("Sodík", "NA", "141", "mmol/l", "136 - 145", "", 141, lo=136, hi=145),
    R("HbA1c (IFCC)", "HBA1C", "40", "mmol/mol", "20 - 42", "", 40, lo=20, hi=42),
]

# 7. FHIR R4 Bundle (German hospital portal), collected 2025-04-09
# (loinc, display, value, comparator, ucum, low, high, code)
FHIR_CBC = [
    ("6690-2", "Leukozyten", 8.9, None, "10*3/uL", 3.9, 10.2, "WBC"),
    ("789-8", "Erythrozyten", 4.71, None, "10*6/uL", 4.3, 5.75, "RBC"),
    ("718-7", "Hämoglobin", 14.6, None, "g/dL", 13.5, 17.2, "HGB"),
    ("4544-3", "Hämatokrit", 43.1, None, "%", 39.5, 50.5, "HCT"),
    ("777-3", "Thrombozyten", 261, None, "10*3/uL", 150, 370, "PLT"),
    ("787-2", "MCV", 91.5, None, "fL", 80, 99, "MCV"),
]
FHIR_SINGLE = [
    ("1988-5", "C-reaktives Protein", 0.5, "<", "mg/dL", None, 0.5, "CRP"),
    ("62238-1", "eGFR (CKD-EPI)", 90, ">", "mL/min/{1.73_m2}", 60, None, "EGFR"),
    ("2160-0", "Kreatinin", 1.02, None, "mg/dL", 0.7, 1.2, "CREA"),
    ("2345-7", "Glukose", 97, None, "mg/dL", 74, 106, "GLU"),
    ("2276-4", "Ferritin", 71, None, "ng/mL", 30, 400, "FERR"),
    ("2857-1", "PSA gesamt", 0.62, None, "ng/mL", None, 4.0, "PSA"),
    ("67151-1", "Troponin T hs", 3, "<", "ng/L", None, 14, "HS_TROPONIN_T"),
    ("2284-8", "Folsäure", 20, ">=", "ng/mL", 3.9, None, "FOLATE"),
]

# 8. Polish lab portal XLSX: merged header cells, several sheets
XL_1 = [  # Zlecenie 2310050188, collected 2023-10-05
    R("Leukocyty", "WBC", 5.9, "tys/µl", "4,0-10,0", "", 5.9, lo=4.0, hi=10.0),
    R("Erytrocyty", "RBC", 4.88, "mln/µl", "4,5-5,9", "", 4.88, lo=4.5, hi=5.9),
    R("Hemoglobina", "HGB", 14.9, "g/dl", "13,5-17,5", "", 14.9, lo=13.5, hi=17.5),
    R("Hematokryt", "HCT", 44.2, "%", "40-52", "", 44.2, lo=40, hi=52),
    R("MCV", "MCV", 90.6, "fl", "80-100", "", 90.6, lo=80, hi=100),
    R("Płytki krwi", "PLT", 228, "tys/µl", "150-400", "", 228, lo=150, hi=400),
    R("Neutrofile", "NEUT", 3.21, "tys/µl", "1,8-7,7", "", 3.21, lo=1.8, hi=7.7),
    R("OB", "OB", 12, "mm/h", "0-15", "", 12, lo=0, hi=15),
    R("CRP", "CRP", "<0,5", "mg/l", "-5", "", 0.5, comp="<", hi=5),
    R("TSH", "TSH", 2.71, "µIU/ml", "0,27-4,2", "", 2.71, lo=0.27, hi=4.2),
]
XL_2 = [  # Zlecenie 2402120076, collected 2024-02-12
    R("Glukoza", "GLU", 101, "mg/dl", "70-99", "H", 101, lo=70, hi=99),
    R("Cholesterol całkowity", "CHOL", 219, "mg/dl", "-190", "H", 219, hi=190),
    R("Cholesterol HDL", "HDL", 44, "mg/dl", "40-", "", 44, lo=40),
    R("Cholesterol LDL", "LDL", 142, "mg/dl", "-115", "H", 142, hi=115),
    R("Triglicerydy", "TG", 165, "mg/dl", "-150", "H", 165, hi=150),
    R("Kreatynina", "CREA", 1.01, "mg/dl", "0,7-1,3", "", 1.01, lo=0.7, hi=1.3),
    R("eGFR", "EGFR", ">90", "ml/min/1,73m2", "60-", "", 90, comp=">", lo=60),
    R("Witamina D 25(OH)", "VIT_D", 27.4, "ng/ml", "30-50", "L", 27.4, lo=30, hi=50),
    R("Ferrytyna", "FERR", 81, "ng/ml", "30-400", "", 81, lo=30, hi=400),
]
XL_U = [  # urine, same order 2402120076, collected 2024-02-12
    R("Ciężar właściwy", "URINE_SG", 1.02, "g/ml", "1,015-1,025", "", 1.02, lo=1.015, hi=1.025, panel="urine"),
    R("pH", "URINE_PH", 6.0, "", "5,0-7,0", "", 6.0, lo=5.0, hi=7.0, panel="urine"),
    R("Białko", "URINE_PROTEIN", "nie wykryto", "", "nie wykryto", "", "nie wykryto", ref_text="nie wykryto", panel="urine"),
    R("Glukoza", "URINE_GLUCOSE", "nie wykryto", "", "nie wykryto", "", "nie wykryto", ref_text="nie wykryto", panel="urine"),
]
