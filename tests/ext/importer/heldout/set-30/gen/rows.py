"""Row lists of set-30: one list per document, the single source of both the documents and truth.json.

A row is (label as printed, value as printed, flag as printed, unit as printed, range as printed, code,
options). options: panel ("urine"), new (the label a person would give a marker markers.yaml lacks),
alt (alt_codes).
"""

# 1. Phone photo of a Polish private lab's report (stored sideways, EXIF Orientation 6)
PHOTO_PL = [
    ("Leukocyty (WBC)", "5,62", "", "tys/µl", "4,00 - 10,00", "WBC", {}),
    ("Erytrocyty (RBC)", "4,38", "", "mln/µl", "3,80 - 5,20", "RBC", {}),
    ("Hemoglobina (HGB)", "12,9", "", "g/dl", "12,0 - 16,0", "HGB", {}),
    ("Hematokryt (HCT)", "39,1", "", "%", "37,0 - 47,0", "HCT", {}),
    ("MCV", "89,3", "", "fl", "80,0 - 100,0", "MCV", {}),
    ("MCH", "29,5", "", "pg", "27,0 - 34,0", "MCH", {}),
    ("MCHC", "33,0", "", "g/dl", "31,0 - 36,0", "MCHC", {}),
    ("RDW-CV", "13,1", "", "%", "11,5 - 14,5", "RDW", {}),
    ("Płytki krwi (PLT)", "318", "", "tys/µl", "150 - 400", "PLT", {}),
    ("MPV", "10,2", "", "fl", "7,5 - 12,0", "MPV", {}),
    ("Neutrofile", "3,05", "", "tys/µl", "1,80 - 7,70", "NEUT", {}),
    ("Limfocyty", "1,92", "", "tys/µl", "1,00 - 4,50", "LYMPH", {}),
    ("Monocyty", "0,44", "", "tys/µl", "0,20 - 0,80", "MONO", {}),
    ("Eozynofile", "0,17", "", "tys/µl", "0,00 - 0,50", "EOS", {}),
    ("Bazofile", "0,04", "", "tys/µl", "0,00 - 0,20", "BASO", {}),
    ("Glukoza", "104", "H", "mg/dl", "70 - 99", "GLU", {}),
    ("Cholesterol całkowity", "226", "H", "mg/dl", "< 190", "CHOL", {}),
    ("TSH", "2,184", "", "µIU/ml", "0,270 - 4,200", "TSH", {}),
    ("Ferrytyna", "18,4", "", "ng/ml", "13,0 - 150,0", "FERR", {}),
    ("Witamina D 25(OH)", "21,3", "L", "ng/ml", "30,0 - 50,0", "VIT_D", {}),
]

# 2. Dark-mode phone-app screenshot (Polish), result cards, scrolling capture
APP_DARK = [
    ("TSH", "3,912", "", "µIU/ml", "0,27 – 4,20", "TSH", {}),
    ("FT4", "1,08", "", "ng/dl", "0,93 – 1,70", "FT4", {}),
    ("FT3", "2,71", "", "pg/ml", "2,00 – 4,40", "FT3", {}),
    ("Przeciwciała anty-TPO", "48,6", "H", "IU/ml", "< 34", "ANTY_TPO", {}),
    ("Przeciwciała anty-TG", "12,0", "", "IU/ml", "< 115", "ANTY_TG", {}),
    ("Cholesterol całkowity", "231", "H", "mg/dl", "< 190", "CHOL", {}),
    ("Cholesterol HDL", "58", "", "mg/dl", "> 45", "HDL", {}),
    ("Cholesterol LDL", "149", "H", "mg/dl", "< 115", "LDL", {}),
    ("Triglicerydy", "121", "", "mg/dl", "< 150", "TG", {}),
    ("Cholesterol nie-HDL", "173", "H", "mg/dl", "< 145", "NON_HDL", {}),
    ("Glukoza", "97", "", "mg/dl", "70 – 99", "GLU", {}),
    ("Hemoglobina glikowana HbA1c", "5,6", "", "%", "< 5,7", "HBA1C", {}),
]
# earlier results the app prints under three cards: (label, code, value, unit, date)
APP_DARK_PREVIOUS = [
    ("TSH", "TSH", "3,41", "µIU/ml", "12.05.2025"),
    ("Cholesterol całkowity", "CHOL", "214", "mg/dl", "12.05.2025"),
    ("Cholesterol LDL", "LDL", "138", "mg/dl", "12.05.2025"),
]

# 3. German report scanned to a "searchable PDF" (page image + OCR text layer with errors)
SEARCHABLE_DE = [
    ("Leukozyten", "7,4", "", "Tsd/µl", "3,9 - 10,2", "WBC", {}),
    ("Erythrozyten", "4,12", "", "Mio/µl", "3,90 - 5,20", "RBC", {}),
    ("Hämoglobin", "12,4", "", "g/dl", "12,0 - 15,4", "HGB", {}),
    ("Hämatokrit", "37,6", "", "%", "35,5 - 45,0", "HCT", {}),
    ("Thrombozyten", "256", "", "Tsd/µl", "150 - 370", "PLT", {}),
    ("Natrium", "139", "", "mmol/l", "135 - 145", "NA", {}),
    ("Kalium", "5,3", "H", "mmol/l", "3,5 - 5,1", "K", {}),
    ("Calcium", "2,38", "", "mmol/l", "2,15 - 2,55", "CA", {}),
    ("Kreatinin", "1,18", "H", "mg/dl", "0,50 - 0,95", "CREA", {}),
    ("eGFR (CKD-EPI)", "48", "L", "ml/min/1,73m²", "> 60", "EGFR", {}),
    ("Harnstoff", "52", "H", "mg/dl", "17 - 43", "UREA", {}),
    ("Harnsäure", "6,1", "H", "mg/dl", "2,4 - 5,7", "URIC_ACID", {}),
    ("GOT (AST)", "24", "", "U/l", "< 35", "AST", {}),
    ("GPT (ALT)", "19", "", "U/l", "< 35", "ALT", {}),
    ("Gamma-GT", "31", "", "U/l", "< 40", "GGT", {}),
    ("Alkalische Phosphatase", "88", "", "U/l", "35 - 105", "ALP", {}),
    ("Bilirubin gesamt", "0,6", "", "mg/dl", "< 1,2", "BILI", {}),
    ("CRP", "3,2", "", "mg/l", "< 5,0", "CRP", {}),
    ("Cholesterin", "204", "H", "mg/dl", "< 200", "CHOL", {}),
    ("HDL-Cholesterin", "61", "", "mg/dl", "> 45", "HDL", {}),
    ("LDL-Cholesterin", "121", "", "mg/dl", "< 130", "LDL", {}),
    ("Triglyceride", "108", "", "mg/dl", "< 150", "TG", {}),
    ("HbA1c", "6,1", "H", "%", "4,8 - 5,9", "HBA1C", {}),
    ("TSH basal", "1,84", "", "mU/l", "0,27 - 4,20", "TSH", {}),
]

# 4. English fax, two pages, multi-page TIFF at 204x98 dpi, 1-bit
FAX_EN_P1 = [
    ("Haemoglobin", "148", "", "g/L", "130 - 170", "HGB", {}),
    ("White cell count", "8.9", "", "x10^9/L", "4.0 - 11.0", "WBC", {}),
    ("Platelets", "412", "H", "x10^9/L", "150 - 400", "PLT", {}),
    ("Red cell count", "4.85", "", "x10^12/L", "4.50 - 5.90", "RBC", {}),
    ("Haematocrit", "0.44", "", "L/L", "0.40 - 0.50", "HCT", {}),
    ("MCV", "91", "", "fL", "80 - 100", "MCV", {}),
    ("MCH", "30.5", "", "pg", "27.0 - 32.0", "MCH", {}),
    ("Neutrophils", "6.1", "", "x10^9/L", "2.0 - 7.5", "NEUT", {}),
    ("Lymphocytes", "1.9", "", "x10^9/L", "1.0 - 4.0", "LYMPH", {}),
    ("Monocytes", "0.6", "", "x10^9/L", "0.2 - 1.0", "MONO", {}),
    ("Eosinophils", "0.25", "", "x10^9/L", "0.00 - 0.40", "EOS", {}),
    ("Basophils", "0.05", "", "x10^9/L", "0.00 - 0.10", "BASO", {}),
    ("Sodium", "136", "", "mmol/L", "133 - 146", "NA", {}),
    ("Potassium", "4.4", "", "mmol/L", "3.5 - 5.3", "K", {}),
    ("Urea", "6.8", "", "mmol/L", "2.5 - 7.8", "UREA", {}),
    ("Creatinine", "102", "", "umol/L", "59 - 104", "CREA", {}),
    ("eGFR", "71", "", "mL/min/1.73m2", "> 60", "EGFR", {}),
]
FAX_EN_P2 = [
    ("Bilirubin", "11", "", "umol/L", "0 - 21", "BILI", {}),
    ("ALT", "38", "", "U/L", "0 - 41", "ALT", {}),
    ("Alkaline phosphatase", "96", "", "U/L", "30 - 130", "ALP", {}),
    ("Albumin", "42", "", "g/L", "35 - 50", "ALBUMIN", {}),
    ("CRP", "14", "H", "mg/L", "0 - 5", "CRP", {}),
    ("HbA1c (IFCC)", "52", "H", "mmol/mol", "20 - 41", "HBA1C", {}),
    ("Cholesterol", "5.9", "", "mmol/L", "", "CHOL", {}),
    ("HDL cholesterol", "1.12", "", "mmol/L", "", "HDL", {}),
    ("Triglycerides", "2.3", "H", "mmol/L", "0.0 - 1.7", "TG", {}),
    ("LDL cholesterol (calc)", "3.7", "", "mmol/L", "", "LDL", {}),
    ("Non-HDL cholesterol", "4.8", "", "mmol/L", "", "NON_HDL", {}),
]

# 5. 150 dpi greyscale scan of a two-column hospital report, rotated 2 degrees, stamp, pen mark
SCAN2COL_LEFT = [
    ("WBC", "11,8", "H", "tys/µl", "4,0 - 10,0", "WBC", {}),
    ("RBC", "4,02", "L", "mln/µl", "4,50 - 5,90", "RBC", {}),
    ("HGB", "12,1", "L", "g/dl", "13,5 - 17,5", "HGB", {}),
    ("HCT", "36,4", "L", "%", "40,0 - 52,0", "HCT", {}),
    ("MCV", "90,5", "", "fl", "80,0 - 99,0", "MCV", {}),
    ("PLT", "189", "", "tys/µl", "150 - 400", "PLT", {}),
    ("NEU%", "78,2", "H", "%", "40,0 - 70,0", "NEUT_PCT", {}),
    ("LYM%", "14,1", "L", "%", "20,0 - 45,0", "LYMPH_PCT", {}),
    ("PT", "13,8", "H", "s", "9,4 - 12,5", "PT", {}),
    ("INR", "1,21", "H", "", "0,85 - 1,15", "INR", {}),
    ("APTT", "31,2", "", "s", "26,0 - 36,0", "APTT", {}),
    ("Fibrynogen", "4,6", "H", "g/l", "2,0 - 4,0", "FIBRINOGEN", {}),
    ("D-dimery", "0,84", "H", "mg/l FEU", "< 0,50", "D_DIMER", {}),
]
SCAN2COL_RIGHT = [
    ("Sód", "134", "L", "mmol/l", "136 - 145", "NA", {}),
    ("Potas", "3,4", "L", "mmol/l", "3,5 - 5,1", "K", {}),
    ("Kreatynina", "1,32", "H", "mg/dl", "0,70 - 1,20", "CREA", {}),
    ("Mocznik", "58", "H", "mg/dl", "17 - 43", "UREA", {}),
    ("Glukoza", "142", "H", "mg/dl", "70 - 99", "GLU", {}),
    ("CRP", "86,4", "H", "mg/l", "< 5,0", "CRP", {}),  # the pen mark is over this row
    ("Prokalcytonina", "0,38", "H", "ng/ml", "< 0,05", "PCT", {}),
    ("ALT", "41", "", "U/l", "< 41", "ALT", {}),
    ("AST", "35", "", "U/l", "< 40", "AST", {}),
    ("Bilirubina całkowita", "0,9", "", "mg/dl", "0,3 - 1,2", "BILI", {}),
    ("Albumina", "3,2", "L", "g/dl", "3,5 - 5,2", "ALBUMIN", {}),
    ("NT-proBNP", "412", "H", "pg/ml", "< 125", "NT_PROBNP", {}),
]

# 6. Photo of a patient-portal page on a computer monitor (English), moiré, blur, perspective
SCREEN_EN = [
    ("Total Cholesterol", "4.6", "", "mmol/L", "< 5.0", "CHOL", {}),
    ("HDL Cholesterol", "1.21", "", "mmol/L", "> 1.00", "HDL", {}),
    ("LDL Cholesterol", "2.6", "", "mmol/L", "< 3.0", "LDL", {}),
    ("Triglycerides", "1.7", "", "mmol/L", "< 1.7", "TG", {}),
    ("Non-HDL Cholesterol", "3.4", "", "mmol/L", "< 4.0", "NON_HDL", {}),
    ("HbA1c", "48", "H", "mmol/mol", "20 - 41", "HBA1C", {}),
    ("Glucose (fasting)", "6.4", "H", "mmol/L", "3.0 - 6.0", "GLU", {}),
    ("ALT", "45", "H", "U/L", "0 - 41", "ALT", {}),
    ("AST", "33", "", "U/L", "0 - 40", "AST", {}),
    ("Gamma GT", "62", "H", "U/L", "0 - 60", "GGT", {}),
    ("TSH", "2.1", "", "mU/L", "0.27 - 4.20", "TSH", {}),
    ("Free T4", "15.3", "", "pmol/L", "12.0 - 22.0", "FT4", {}),
    ("Vitamin B12", "298", "", "ng/L", "197 - 771", "B12", {}),
    ("Serum Folate", "6.2", "", "ug/L", "3.9 - 26.8", "FOLATE", {}),
    ("Ferritin", "112", "", "ug/L", "30 - 400", "FERR", {}),
]

# 7. "Scan to PDF" phone-app file: three photographed pages, the second upside down (Polish)
SCANAPP_P1 = [
    ("Leukocyty", "9,1", "", "tys/µl", "4,0 - 10,0", "WBC", {}),
    ("Erytrocyty", "4,41", "L", "mln/µl", "4,50 - 5,90", "RBC", {}),
    ("Hemoglobina", "13,2", "L", "g/dl", "13,5 - 17,5", "HGB", {}),
    ("Hematokryt", "39,8", "L", "%", "40,0 - 52,0", "HCT", {}),
    ("MCV", "90,2", "", "fl", "80,0 - 99,0", "MCV", {}),
    ("MCH", "29,9", "", "pg", "27,0 - 33,0", "MCH", {}),
    ("MCHC", "33,2", "", "g/dl", "32,0 - 36,0", "MCHC", {}),
    ("Płytki krwi", "276", "", "tys/µl", "150 - 400", "PLT", {}),
    ("Neutrofile", "5,88", "", "tys/µl", "1,80 - 7,70", "NEUT", {}),
    ("Limfocyty", "2,21", "", "tys/µl", "1,00 - 4,50", "LYMPH", {}),
    ("OB", "18", "H", "mm/h", "0 - 15", "OB", {}),
]
SCANAPP_P2 = [
    ("Kreatynina", "1,14", "", "mg/dl", "0,70 - 1,20", "CREA", {}),
    ("eGFR", "69", "L", "ml/min/1,73m²", "> 90", "EGFR", {}),
    ("Sód", "139", "", "mmol/l", "136 - 145", "NA", {}),
    ("Potas", "4,6", "", "mmol/l", "3,5 - 5,1", "K", {}),
    ("CRP", "4,1", "", "mg/l", "< 5,0", "CRP", {}),
    ("Glukoza", "118", "H", "mg/dl", "70 - 99", "GLU", {}),
    ("NT-proBNP", "286", "H", "pg/ml", "< 125", "NT_PROBNP", {}),
    ("Kwas moczowy", "7,9", "H", "mg/dl", "3,4 - 7,0", "URIC_ACID", {}),
]
SCANAPP_P3 = [
    ("Barwa", "słomkowa", "", "", "słomkowa", "U_COLOR", {"panel": "urine"}),
    ("Przejrzystość", "lekko mętny", "*", "", "przejrzysty", "U_CLARITY", {"panel": "urine"}),
    ("Ciężar właściwy", "1,021", "", "", "1,015 - 1,025", "URINE_SG", {"panel": "urine"}),
    ("pH", "6,0", "", "", "4,5 - 8,0", "URINE_PH", {"panel": "urine"}),
    ("Białko", "nie wykryto", "", "", "nie wykryto", "URINE_PROTEIN", {"panel": "urine"}),
    ("Glukoza", "nie wykryto", "", "", "nie wykryto", "URINE_GLUCOSE", {"panel": "urine"}),
    ("Ciała ketonowe", "nie wykryto", "", "", "nie wykryto", "U_KET", {"panel": "urine"}),
    ("Azotyny", "nie wykryto", "", "", "nie wykryto", "U_NIT", {"panel": "urine"}),
    ("Leukocyty", "25", "*", "/µl", "nie wykryto", "U_LEU", {"panel": "urine"}),
    ("Leukocyty w osadzie", "8-10", "*", "wpw", "0 - 5", "U_SED_LEU", {"panel": "urine"}),
    ("Erytrocyty w osadzie", "0-1", "", "wpw", "0 - 2", "U_SED_ERY", {"panel": "urine"}),
    ("Nabłonki płaskie", "pojedyncze", "", "wpw", "", "U_EPI", {"panel": "urine"}),
    ("Bakterie", "liczne", "*", "", "nieliczne", "U_BACT", {"panel": "urine"}),
]

# 8. German text PDF whose glyphs are outlines (no extractable text): only OCR reads it
OUTLINE_DE = [
    ("Leukozyten", "5,1", "", "G/l", "3,9 - 10,2", "WBC", {}),
    ("Erythrozyten", "3,71", "-", "T/l", "3,90 - 5,20", "RBC", {}),
    ("Hämoglobin", "10,9", "-", "g/dl", "12,0 - 15,4", "HGB", {}),
    ("Hämatokrit", "33,5", "-", "%", "35,5 - 45,0", "HCT", {}),
    ("MCV", "90,3", "", "fl", "81 - 99", "MCV", {}),
    ("MCH", "29,4", "", "pg", "27 - 34", "MCH", {}),
    ("Thrombozyten", "198", "", "G/l", "150 - 370", "PLT", {}),
    ("Eisen", "38", "-", "µg/dl", "50 - 170", "FE", {}),
    ("Ferritin", "11", "-", "ng/ml", "15 - 150", "FERR", {}),
    ("Transferrin", "3,62", "+", "g/l", "2,00 - 3,60", "TRANSFERRIN", {}),
    ("Transferrinsättigung", "7", "-", "%", "16 - 45", "TSAT", {}),
    ("Vitamin B12", "264", "", "pg/ml", "197 - 771", "B12", {}),
    ("Folsäure", "5,8", "", "ng/ml", "3,9 - 26,8", "FOLATE", {}),
    ("25-OH-Vitamin D", "27", "-", "ng/ml", "30 - 100", "VIT_D", {}),
    ("TSH", "1,22", "", "µIU/ml", "0,27 - 4,20", "TSH", {}),
    ("fT4", "1,31", "", "ng/dl", "0,93 - 1,70", "FT4", {}),
    ("Magnesium", "0,81", "", "mmol/l", "0,66 - 1,07", "MG", {}),
    ("CRP", "< 0,6", "", "mg/l", "< 5,0", "CRP", {}),
]
