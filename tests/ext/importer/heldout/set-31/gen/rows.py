"""Row lists of set-31: every document and the truth are built from these (fictional patient and labs)."""

# (label as printed, code, value as printed, unit as printed, range as printed, flag as printed)
# value may start with '<' or '>' (comparator). code None -> not in dictionary (new_label in NEW).

EML_DATE = "2025-02-11"
EML_ROWS = [
    ("Leukocyty (WBC)", "WBC", "5,62", "tys/µl", "4,00 - 10,00", ""),
    ("Erytrocyty (RBC)", "RBC", "4,38", "mln/µl", "3,80 - 5,20", ""),
    ("Hemoglobina (HGB)", "HGB", "12,9", "g/dl", "12,0 - 16,0", ""),
    ("Hematokryt (HCT)", "HCT", "38,7", "%", "37,0 - 47,0", ""),
    ("MCV", "MCV", "88,4", "fl", "80,0 - 100,0", ""),
    ("MCH", "MCH", "29,5", "pg", "27,0 - 34,0", ""),
    ("MCHC", "MCHC", "33,3", "g/dl", "31,0 - 36,0", ""),
    ("RDW-CV", "RDW", "14,8", "%", "11,5 - 14,5", "H"),
    ("Płytki krwi (PLT)", "PLT", "264", "tys/µl", "150 - 400", ""),
    ("MPV", "MPV", "10,2", "fl", "7,5 - 12,0", ""),
    ("Neutrofile", "NEUT", "3,21", "tys/µl", "1,80 - 7,70", ""),
    ("Limfocyty", "LYMPH", "1,78", "tys/µl", "1,00 - 4,50", ""),
    ("Monocyty", "MONO", "0,41", "tys/µl", "0,20 - 1,00", ""),
    ("Eozynofile", "EOS", "0,17", "tys/µl", "0,00 - 0,50", ""),
    ("Bazofile", "BASO", "0,05", "tys/µl", "0,00 - 0,20", ""),
    ("Neutrofile %", "NEUT_PCT", "57,1", "%", "40,0 - 70,0", ""),
    ("Limfocyty %", "LYMPH_PCT", "31,7", "%", "20,0 - 45,0", ""),
    ("Monocyty %", "MONO_PCT", "7,3", "%", "3,0 - 12,0", ""),
    ("Eozynofile %", "EOS_PCT", "3,0", "%", "0,0 - 7,0", ""),
    ("Bazofile %", "BASO_PCT", "0,9", "%", "0,0 - 2,0", ""),
    ("Białko C-reaktywne (CRP)", "CRP", "< 0,6", "mg/l", "< 5,0", ""),
    ("Ferrytyna", "FERR", "18", "ng/ml", "13 - 150", ""),
    ("Żelazo", "FE", "52", "µg/dl", "50 - 170", ""),
    ("TSH", "TSH", "2,74", "µIU/ml", "0,27 - 4,20", ""),
]

# the portal's "download all" zip: three orders, three PDFs
ZIP_ORDERS = [
    ("2024-03-05", "05.03.2024", "ML/24/031277", "Lipidogram, próby wątrobowe, glukoza", [
        ("Cholesterol całkowity", "CHOL", "212", "mg/dl", "< 190", "H"),
        ("Cholesterol HDL", "HDL", "58", "mg/dl", "> 45", ""),
        ("Cholesterol LDL (wyliczany)", "LDL", "131", "mg/dl", "< 115", "H"),
        ("Triglicerydy", "TG", "116", "mg/dl", "< 150", ""),
        ("Cholesterol nie-HDL", "NON_HDL", "154", "mg/dl", "< 145", "H"),
        ("ALT", "ALT", "19", "U/l", "< 35", ""),
        ("AST", "AST", "22", "U/l", "< 35", ""),
        ("GGTP", "GGT", "14", "U/l", "< 40", ""),
        ("Bilirubina całkowita", "BILI", "0,62", "mg/dl", "0,30 - 1,20", ""),
        ("Glukoza", "GLU", "94", "mg/dl", "70 - 99", ""),
    ]),
    ("2024-06-18", "18.06.2024", "ML/24/062931", "Panel tarczycowy", [
        ("TSH III generacji", "TSH", "3,87", "µIU/ml", "0,27 - 4,20", ""),
        ("FT4", "FT4", "1,12", "ng/dl", "0,93 - 1,70", ""),
        ("FT3", "FT3", "2,9", "pg/ml", "2,0 - 4,4", ""),
        ("Przeciwciała anty-TPO", "ANTY_TPO", "74", "IU/ml", "< 34", "H"),
    ]),
    ("2024-10-02", "02.10.2024", "ML/24/100418", "Ferrytyna, witaminy, magnez", [
        ("Ferrytyna", "FERR", "24", "ng/ml", "13 - 150", ""),
        ("Witamina D3 metabolit 25(OH)", "VIT_D", "27,4", "ng/ml", "30 - 50", "L"),
        ("Witamina B12", "B12", "356", "pg/ml", "197 - 771", ""),
        ("Kwas foliowy", "FOLATE", "6,8", "ng/ml", "3,9 - 26,8", ""),
        ("Magnez", "MG", "0,81", "mmol/l", "0,66 - 1,07", ""),
    ]),
]

# Excel "Unicode text" export: (date as displayed, label, value, unit, range, remark)
UTF16_ROWS = [
    ("2023-04-17", "Glukoza", "GLU", "101", "mg/dl", "70-99", "na czczo"),
    ("2023-04-17", "Kreatynina", "CREA", "0,78", "mg/dl", "0,50-0,90", ""),
    ("2023-04-17", "eGFR", "EGFR", ">90", "ml/min/1,73m2", "", ""),
    ("2023-04-17", "Kwas moczowy", "URIC_ACID", "4,6", "mg/dl", "2,4-5,7", ""),
    ("2023-04-17", "Sód", "NA", "140", "mmol/l", "136-145", ""),
    ("2023-04-17", "Potas", "K", "4,3", "mmol/l", "3,5-5,1", ""),
    ("2023-04-17", "TSH", "TSH", "2,45", "µIU/ml", "0,27-4,2", ""),
    ("2023-04-17", "Cholesterol całk.", "CHOL", "198", "mg/dl", "<190", "za wysoki"),
    ("2023-09-04", "Glukoza", "GLU", "97", "mg/dl", "70-99", ""),
    ("2023-09-04", "Potas", "K", "4,8", "mmol/l", "3,5-5,1", ""),
    ("2023-09-04", "HbA1c", "HBA1C", "5,4", "%", "4,0-5,6", ""),
    ("2023-09-04", "Ferrytyna", "FERR", "15", "ng/ml", "13-150", "niska wg lekarza, suplementacja"),
    ("2023-09-04", "Hemoglobina", "HGB", "12,1", "g/dl", "12-16", ""),
    ("2023-09-04", "Żelazo", "FE", "41", "µg/dl", "50-170", "za niskie"),
    ("2023-09-04", "CRP", "CRP", "1,2", "mg/l", "<5", ""),
    ("2023-12-12", "Hemoglobina", "HGB", "12,6", "g/dl", "12-16", ""),
    ("2023-12-12", "Ferrytyna", "FERR", "31", "ng/ml", "13-150", 'po 3 mies. "Tardyferonu"'),
    ("2023-12-12", "Witamina D", "VIT_D", "22,8", "ng/ml", "30-50", "zima, brać 2000 j.m."),
    ("2023-12-12", "TSH", "TSH", "3,1", "µIU/ml", "0,27-4,2", ""),
    ("2023-12-12", "Kreatynina", "CREA", "0,81", "mg/dl", "0,50-0,90", ""),
]

# the person's workbook, one sheet per year: (sheet, columns [(header, code, unit, range)], rows [(date, [values])],
# hidden column index into columns (its values are the person's own conversion, not results)
XLSX_SHEETS = [
    ("2021", [("Hemoglobina", "HGB", "g/dl", "12-16"), ("Ferrytyna", "FERR", "ng/ml", "13-150"),
              ("Hb mmol/l", None, "mmol/l", ""),
              ("TSH", "TSH", "µIU/ml", "0,27-4,2"), ("Glukoza", "GLU", "mg/dl", "70-99"),
              ("Cholesterol", "CHOL", "mg/dl", "<190")],
     [("2021-03-15", [12.4, 21, "=B6*0.6206", 2.9, 92, 187]),
      ("2021-09-20", [11.8, 12, "=B7*0.6206", 3.3, 95, None]),
      ("2021-11-29", [12.2, 19, "=B8*0.6206", None, 88, 194])], 2),
    ("2022", [("Hemoglobina", "HGB", "g/dl", "12-16"), ("Ferrytyna", "FERR", "ng/ml", "13-150"),
              ("Hb mmol/l", None, "mmol/l", ""),
              ("TSH", "TSH", "µIU/ml", "0,27-4,2"), ("Wit. D", "VIT_D", "ng/ml", "30-50"),
              ("Glukoza", "GLU", "mg/dl", "70-99")],
     [("2022-02-08", [12.7, 26, "=B6*0.6206", 2.6, 19.5, 90]),
      ("2022-08-31", [13.0, 34, "=B7*0.6206", 2.2, 38.1, None])], 2),
    ("2024", [("Hemoglobina", "HGB", "g/dl", "12-16"), ("Ferrytyna", "FERR", "ng/ml", "13-150"),
              ("Hb mmol/l", None, "mmol/l", ""),
              ("TSH", "TSH", "µIU/ml", "0,27-4,2"), ("Wit. D", "VIT_D", "ng/ml", "30-50"),
              ("HbA1c", "HBA1C", "%", "4-5,6")],
     [("2024-01-22", [12.5, 22, "=B6*0.6206", 4.51, 24.3, 5.5]),
      ("2024-07-30", [13.3, 47, "=B7*0.6206", 2.95, 35.2, None])], 2),
]

# hospital FHIR R4 Bundle (2025-05-20): (display, code, loinc, value, comparator, unit, ucum, range text, interp)
FHIR_DATE = "2025-05-20"
FHIR_OBS = [
    ("Sód", "NA", "2951-2", 138, None, "mmol/l", "mmol/L", "136 - 145", "N"),
    ("Potas", "K", "2823-3", 3.4, None, "mmol/l", "mmol/L", "3,5 - 5,1", "L"),
    ("Kreatynina", "CREA", "2160-0", 0.74, None, "mg/dl", "mg/dL", "0,50 - 0,90", "N"),
    ("eGFR (CKD-EPI)", "EGFR", "33914-3", 90, ">", "ml/min/1,73m²", "mL/min/{1.73_m2}", "> 60", "N"),
    ("Białko C-reaktywne", "CRP", "1988-5", 0.5, "<", "mg/l", "mg/L", "< 5,0", "N"),
    ("Troponina I hs", "HS_TROPONIN_I", None, 2.5, "<", "ng/l", "ng/L", "< 15,6", "N"),
    ("D-dimery", "D_DIMER", "48065-7", 0.38, None, "mg/l FEU", "mg/L{FEU}", "< 0,50", "N"),
    ("ALT", "ALT", "1742-6", 24, None, "U/l", "U/L", "< 35", "N"),
    ("AST", "AST", "1920-8", 28, None, "U/l", "U/L", "< 35", "N"),
    ("Glukoza", "GLU", "2345-7", 112, None, "mg/dl", "mg/dL", "70 - 99", "H"),
    ("INR", "INR", "6301-6", 1.02, None, None, None, "0,80 - 1,20", "N"),
    ("APTT", "APTT", "14979-9", 29.4, None, "s", "s", "25,0 - 36,0", "N"),
]
FHIR_CBC = [  # one Observation with components
    ("Leukocyty", "WBC", "6690-2", 7.9, "tys/µl", "10*3/uL", "4,0 - 10,0", "N"),
    ("Hemoglobina", "HGB", "718-7", 13.1, "g/dl", "g/dL", "12,0 - 16,0", "N"),
    ("Hematokryt", "HCT", "4544-3", 39.8, "%", "%", "37,0 - 47,0", "N"),
    ("Płytki krwi", "PLT", "777-3", 231, "tys/µl", "10*3/uL", "150 - 400", "N"),
]

# web page saved "complete": UK portal, collected 14 November 2024; (section, label, code, value, unit, range, status, previous)
HTML_DATE = "2024-11-14"
HTML_ROWS = [
    ("Kidney health", "Urea", "UREA", "4.8", "mmol/L", "2.5 - 7.8", "Normal", "5.1"),
    ("Kidney health", "Creatinine", "CREA", "68", "umol/L", "45 - 84", "Normal", "71"),
    ("Kidney health", "eGFR", "EGFR", ">90", "mL/min/1.73m2", "", "Normal", ""),
    ("Liver health", "ALT", "ALT", "17", "U/L", "0 - 33", "Normal", ""),
    ("Liver health", "Alkaline phosphatase", "ALP", "71", "U/L", "30 - 130", "Normal", ""),
    ("Liver health", "GGT", "GGT", "12", "U/L", "0 - 38", "Normal", ""),
    ("Liver health", "Bilirubin", "BILI", "9", "umol/L", "0 - 21", "Normal", ""),
    ("Liver health", "Albumin", "ALBUMIN", "44", "g/L", "35 - 50", "Normal", ""),
    ("Heart health", "Total cholesterol", "CHOL", "5.3", "mmol/L", "0 - 5", "High", "5.6"),
    ("Heart health", "HDL cholesterol", "HDL", "1.62", "mmol/L", "> 1.2", "Normal", "1.55"),
    ("Heart health", "LDL cholesterol", "LDL", "3.2", "mmol/L", "0 - 3", "High", "3.5"),
    ("Heart health", "Triglycerides", "TG", "1.05", "mmol/L", "0 - 1.7", "Normal", ""),
    ("Heart health", "Non-HDL cholesterol", "NON_HDL", "3.68", "mmol/L", "0 - 4", "Normal", ""),
    ("Iron status", "Ferritin", "FERR", "38", "ug/L", "13 - 150", "Normal", "24"),
    ("Iron status", "Iron", "FE", "14.2", "umol/L", "6.6 - 26", "Normal", ""),
    ("Iron status", "Transferrin saturation", "TSAT", "21", "%", "20 - 50", "Normal", ""),
    ("Iron status", "TIBC", "TIBC", "67", "umol/L", "45 - 81", "Normal", ""),
    ("Vitamins", "Vitamin D (25 OH)", "VIT_D", "61", "nmol/L", "50 - 175", "Normal", "68"),
    ("Vitamins", "Vitamin B12", "B12", "412", "ng/L", "197 - 771", "Normal", ""),
    ("Vitamins", "Serum folate", "FOLATE", "9.1", "ug/L", "3.9 - 26.8", "Normal", ""),
    ("Thyroid", "TSH", "TSH", "2.6", "mIU/L", "0.27 - 4.2", "Normal", "3.87"),
    ("Thyroid", "Free T4", "FT4", "15.9", "pmol/L", "12 - 22", "Normal", ""),
    ("Diabetes", "HbA1c", "HBA1C", "35", "mmol/mol", "20 - 41", "Normal", ""),
]

# the person's typed note: (line as typed, [(date, label, code, value, unit, range)])
NOTE_LINES = [
    ("MOJE WYNIKI - przepisane z kartek (Kasia)", []),
    ("", []),
    ("=== 2024 ===", []),
    ("12.03.2024 ferrytyna 45 (13-150)", [("2024-03-12", "ferrytyna", "FERR", "45", None, "13-150")]),
    ("12.03.2024 hemoglobna 13,1 g/dl (12-16)", [("2024-03-12", "hemoglobna", "HGB", "13,1", "g/dl", "12-16")]),
    ("12.03.2024 TSH 2.18 (0,27-4,2)", [("2024-03-12", "TSH", "TSH", "2.18", None, "0,27-4,2")]),
    ("12.03.2024 wit. D3 - 31 ng/ml (norma 30-50)", [("2024-03-12", "wit. D3", "VIT_D", "31", "ng/ml", "30-50")]),
    ("", []),
    ("5.06.2024 glukoza na czczo 92 mg/dl (70-99)", [("2024-06-05", "glukoza na czczo", "GLU", "92", "mg/dl", "70-99")]),
    ("5.06.2024 cholestrol 205 (<190) za wysoki!!", [("2024-06-05", "cholestrol", "CHOL", "205", None, "<190")]),
    ("5.06.2024 HDL 61, LDL 124 (<115), TG 98", [("2024-06-05", "HDL", "HDL", "61", None, None),
                                                  ("2024-06-05", "LDL", "LDL", "124", None, "<115"),
                                                  ("2024-06-05", "TG", "TG", "98", None, None)]),
    ("  ciśnienie 118/76, waga 63,5 kg", []),
    ("", []),
    ("2024-08-21: CRP <0,5 mg/l", [("2024-08-21", "CRP", "CRP", "<0,5", "mg/l", None)]),
    ("2024-08-21: OB 8 mm/h (0-12)", [("2024-08-21", "OB", "OB", "8", "mm/h", "0-12")]),
    ("21.08.24 leukocyty 6,1 tys/ul (4-10)", [("2024-08-21", "leukocyty", "WBC", "6,1", "tys/ul", "4-10")]),
    ("21.08.24 płytki 248 (150-400)", [("2024-08-21", "płytki", "PLT", "248", None, "150-400")]),
    ("", []),
    ("19.11.2024 ferrytyna 52 (13-150) - lepiej", [("2024-11-19", "ferrytyna", "FERR", "52", None, "13-150")]),
    ("19.11.2024 wit b12 401 pg/ml (197-771)", [("2024-11-19", "wit b12", "B12", "401", "pg/ml", "197-771")]),
    ("19.11.2024 TSH 1,94", [("2024-11-19", "TSH", "TSH", "1,94", None, None)]),
    ("19.11.2024 anty-TPO 61 (<34) nadal podwyzszone", [("2024-11-19", "anty-TPO", "ANTY_TPO", "61", None, "<34")]),
    ("", []),
    ("TODO: zapytać dr Zawadzką o selen i powtórzyć TPO za pół roku", []),
]

# health-tracking app CSV: (timestamp, type, value, unit, reference, flag)
APP_ROWS = [
    ("2025-03-18T08:05:00+01:00", "Hemoglobin", "HGB", "13.2", "g/dL", "12.0-16.0", ""),
    ("2025-03-18T08:05:00+01:00", "Ferritin", "FERR", "41", "ng/mL", "13-150", ""),
    ("2025-03-18T08:05:00+01:00", "Vitamin D (25-OH)", "VIT_D", "33.5", "ng/mL", "30-100", ""),
    ("2025-03-18T08:05:00+01:00", "TSH", "TSH", "2.02", "uIU/mL", "0.27-4.20", ""),
    ("2025-03-18T08:05:00+01:00", "Glucose (fasting)", "GLU", "89", "mg/dL", "70-99", ""),
    ("2025-03-18T08:05:00+01:00", "HbA1c", "HBA1C", "5.3", "%", "4.0-5.6", ""),
    ("2025-03-18T08:05:00+01:00", "Total Cholesterol", "CHOL", "201", "mg/dL", "<190", "HIGH"),
    ("2025-03-18T08:05:00+01:00", "LDL Cholesterol", "LDL", "119", "mg/dL", "<115", "HIGH"),
    ("2025-03-18T08:05:00+01:00", "HDL Cholesterol", "HDL", "64", "mg/dL", ">45", ""),
    ("2025-03-18T08:05:00+01:00", "Triglycerides", "TG", "87", "mg/dL", "<150", ""),
    ("2025-08-26T05:50:00Z", "Hemoglobin", "HGB", "13.6", "g/dL", "12.0-16.0", ""),
    ("2025-08-26T05:50:00Z", "Ferritin", "FERR", "56", "ng/mL", "13-150", ""),
    ("2025-08-26T05:50:00Z", "Vitamin D (25-OH)", "VIT_D", "44.1", "ng/mL", "30-100", ""),
    ("2025-08-26T05:50:00Z", "TSH", "TSH", "1.71", "uIU/mL", "0.27-4.20", ""),
    ("2025-08-26T05:50:00Z", "Anti-TPO", "ANTY_TPO", "48", "IU/mL", "<34", "HIGH"),
    ("2025-08-26T05:50:00Z", "Vitamin B12", "B12", "388", "pg/mL", "197-771", ""),
    ("2025-08-26T05:50:00Z", "Total Cholesterol", "CHOL", "186", "mg/dL", "<190", ""),
    ("2025-08-26T05:50:00Z", "LDL Cholesterol", "LDL", "108", "mg/dL", "<115", ""),
]
APP_OTHER = [  # not blood tests: the app's own measurements
    ("2025-03-17T21:14:00+01:00", "Weight", "63.8", "kg", "", ""),
    ("2025-03-18T07:30:00+01:00", "Resting Heart Rate", "58", "bpm", "", ""),
    ("2025-03-18T07:31:00+01:00", "Blood Pressure Systolic", "117", "mmHg", "", ""),
    ("2025-03-18T07:31:00+01:00", "Blood Pressure Diastolic", "74", "mmHg", "", ""),
    ("2025-08-25T22:02:00+02:00", "Weight", "62.9", "kg", "", ""),
    ("2025-08-26T00:00:00+02:00", "Steps", "9412", "count", "", ""),
]

# C-CDA from a US urgent care (2023-07-08): (local code, display, code, loinc, value, unit, low, high, interp)
CDA_DATE = "2023-07-08"
CDA_ROWS = [
    ("GLU", "Glucose", "GLU", "2345-7", "88", "mg/dL", "70", "99", "N"),
    ("BUN", "Urea nitrogen (BUN)", None, "3094-0", "12", "mg/dL", "7", "20", "N"),
    ("CREAT", "Creatinine", "CREA", "2160-0", "0.8", "mg/dL", "0.6", "1.1", "N"),
    ("NA", "Sodium", "NA", "2951-2", "139", "mmol/L", "135", "145", "N"),
    ("K", "Potassium", "K", "2823-3", "4.1", "mmol/L", "3.5", "5.1", "N"),
    ("CL", "Chloride", "CL", "2075-0", "103", "mmol/L", "98", "107", "N"),
    ("CA", "Calcium", "CA", "17861-6", "9.4", "mg/dL", "8.6", "10.3", "N"),
    ("WBC", "WBC", "WBC", "6690-2", "6.8", "10*3/uL", "4.0", "11.0", "N"),
    ("HGB", "Hemoglobin", "HGB", "718-7", "12.8", "g/dL", "12.0", "15.5", "N"),
    ("PLT", "Platelets", "PLT", "777-3", "251", "10*3/uL", "150", "450", "N"),
    ("TSH", "TSH", "TSH", "3016-3", "1.9", "m[IU]/L", "0.45", "4.5", "N"),
    ("LIPASE", "Lipase", "LIPASE", "3040-3", "41", "U/L", "13", "60", "N"),
]
NEW_LABELS = {"BUN": "Azot mocznika (BUN)", "Hb mmol/l": "Hemoglobina mmol/l"}
