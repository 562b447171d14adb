"""Set-18 data: the fictional person, the seven documents' rows, and the truth built from them.

Every row is (label, value as printed, unit as printed, range as printed, flag as printed, code[, extra]).
The generators (make.py for groff/PostScript, the .mjs files for pdf-lib, pdfkit and jsPDF) print these
strings; truth.json is derived from the same tuples by parse_value / parse_range below.
"""

PERSON = {
    "name_pl": "SZCZEPANIAK DOROTA",
    "pesel": "78041902861",
    "rc": "785419/3006",
    "nhs": "485 777 3457",
    "dob_pl": "19.04.1978",
}

# ---------------------------------------------------------------- D1: groff + tbl (Polish hospital LIS)
D1 = {
    "file": "wynik_2503110457.pdf",
    "date": "2025-03-11",
    "sections": [
        ("MORFOLOGIA KRWI Z ROZMAZEM AUTOMATYCZNYM", [
            ("Leukocyty (WBC)", "5,12", "10^3/µl", "4,00 - 10,00", "", "WBC"),
            ("Erytrocyty (RBC)", "4,02", "10^6/µl", "3,80 - 5,20", "", "RBC"),
            ("Hemoglobina (HGB)", "10,9", "g/dl", "12,0 - 16,0", "L", "HGB"),
            ("Hematokryt (HCT)", "34,1", "%", "37,0 - 47,0", "L", "HCT"),
            ("MCV", "78,2", "fl", "80,0 - 100,0", "L", "MCV"),
            ("MCH", "25,4", "pg", "27,0 - 34,0", "L", "MCH"),
            ("MCHC", "32,0", "g/dl", "32,0 - 36,0", "", "MCHC"),
            ("RDW-CV", "16,8", "%", "11,5 - 14,5", "H", "RDW"),
            ("Płytki krwi (PLT)", "368", "10^3/µl", "150 - 400", "", "PLT"),
            ("MPV", "9,8", "fl", "7,5 - 11,5", "", "MPV"),
            ("Neutrofile", "2,91", "10^3/µl", "1,80 - 7,70", "", "NEUT"),
            ("Limfocyty", "1,64", "10^3/µl", "1,00 - 4,80", "", "LYMPH"),
            ("Monocyty", "0,38", "10^3/µl", "0,20 - 0,95", "", "MONO"),
            ("Eozynofile", "0,15", "10^3/µl", "0,00 - 0,50", "", "EOS"),
            ("Bazofile", "0,04", "10^3/µl", "0,00 - 0,20", "", "BASO"),
            ("Neutrofile %", "56,8", "%", "40,0 - 75,0", "", "NEUT_PCT"),
            ("Limfocyty %", "32,0", "%", "20,0 - 45,0", "", "LYMPH_PCT"),
            ("Monocyty %", "7,4", "%", "2,0 - 10,0", "", "MONO_PCT"),
            ("Eozynofile %", "2,9", "%", "1,0 - 5,0", "", "EOS_PCT"),
            ("Bazofile %", "0,8", "%", "0,0 - 1,0", "", "BASO_PCT"),
        ]),
        ("BIOCHEMIA", [
            ("Glukoza", "94", "mg/dl", "70 - 99", "", "GLU"),
            ("Kreatynina", "0,78", "mg/dl", "0,50 - 0,90", "", "CREA"),
            ("eGFR (CKD-EPI)", ">90", "ml/min/1,73m2", "> 60", "", "EGFR"),
            ("Sód", "139", "mmol/l", "136 - 145", "", "NA"),
            ("Potas", "4,3", "mmol/l", "3,5 - 5,1", "", "K"),
            ("Żelazo", "31", "µg/dl", "50 - 170", "L", "FE"),
            ("Ferrytyna", "6,2", "ng/ml", "13,0 - 150,0", "L", "FERR"),
            ("TIBC", "452", "µg/dl", "250 - 400", "H", "TIBC"),
            ("CRP", "<0,6", "mg/l", "< 5,0", "", "CRP"),
        ]),
        ("HORMONY / IMMUNOCHEMIA", [
            ("TSH", "3,82", "µIU/ml", "0,27 - 4,20", "", "TSH"),
            ("FT4", "1,08", "ng/dl", "0,93 - 1,70", "", "FT4"),
            ("Przeciwciała anty-TPO", "186", "IU/ml", "< 34", "H", "ANTY_TPO"),
            ("Witamina B12", "312", "pg/ml", "197 - 771", "", "B12"),
        ]),
    ],
    "excluded": [("Kwas foliowy", "w opracowaniu", "the result is pending: nothing to store")],
}

# ---------------------------------------------------------------- D2: hand PostScript, landscape, column-major (German)
D2 = {
    "file": "Laborbefund_6620413309.pdf",
    "date": "2025-06-02",
    "sections": [
        ("Fettstoffwechsel", [
            ("Cholesterin gesamt", "231", "mg/dl", "< 200", "up", "CHOL"),
            ("HDL-Cholesterin", "58", "mg/dl", "> 45", "", "HDL"),
            ("LDL-Cholesterin", "152", "mg/dl", "< 116", "up", "LDL"),
            ("Non-HDL-Cholesterin", "173", "mg/dl", "< 145", "up", "NON_HDL"),
            ("Triglyceride", "104", "mg/dl", "< 150", "", "TG"),
        ]),
        ("Leber / Niere / Elektrolyte", [
            ("GOT (AST)", "21", "U/l", "< 35", "", "AST"),
            ("GPT (ALT)", "18", "U/l", "< 35", "", "ALT"),
            ("Gamma-GT", "14", "U/l", "< 40", "", "GGT"),
            ("Alkalische Phosphatase", "71", "U/l", "35 - 105", "", "ALP"),
            ("Bilirubin gesamt", "0,5", "mg/dl", "< 1,2", "", "BILI"),
            ("Kreatinin", "0,81", "mg/dl", "0,51 - 0,95", "", "CREA"),
            ("Harnstoff", "28", "mg/dl", "17 - 43", "", "UREA"),
            ("Harnsäure", "4,6", "mg/dl", "2,4 - 5,7", "", "URIC_ACID"),
            ("Kalium", "4,5", "mmol/l", "3,5 - 5,1", "", "K"),
            ("Calcium", "2,34", "mmol/l", "2,15 - 2,50", "", "CA"),
            ("CRP", "0,08", "mg/dl", "< 0,50", "", "CRP"),
        ]),
        ("Eisen / Schilddrüse / Diabetes", [
            ("Ferritin", "14", "µg/l", "15 - 150", "down", "FERR"),
            ("TSH basal", "2,41", "mU/l", "0,27 - 4,20", "", "TSH"),
            ("fT4", "15,8", "pmol/l", "12,0 - 22,0", "", "FT4"),
            ("HbA1c", "5,4", "%", "4,0 - 6,0", "", "HBA1C"),
            ("HbA1c (IFCC)", "36", "mmol/mol", "20 - 42", "", "HBA1C", {"alt_codes": ["HBA1C_IFCC"]}),
        ]),
    ],
    "excluded": [],
}

# ---------------------------------------------------------------- D3: hand PostScript, glyph by glyph (Czech hospital)
D3 = {
    "file": "vysledky_NPK_20251014.pdf",
    "date": "2025-10-14",
    "sections": [
        ("KREVNÍ OBRAZ", [
            ("Leukocyty", "6,4", "10^9/l", "4,0 - 10,0", "", "WBC"),
            ("Erytrocyty", "4,31", "10^12/l", "3,80 - 5,20", "", "RBC"),
            ("Hemoglobin", "124", "g/l", "120 - 160", "", "HGB"),
            ("Hematokrit", "0,381", "", "0,350 - 0,470", "", "HCT"),
            ("Střední objem ery", "88,4", "fl", "82,0 - 98,0", "", "MCV"),
            ("Hb v ery", "28,8", "pg", "28,0 - 34,0", "", "MCH"),
            ("Koncentrace Hb v ery", "325", "g/l", "320 - 360", "", "MCHC"),
            ("Trombocyty", "301", "10^9/l", "150 - 400", "", "PLT"),
        ]),
        ("BIOCHEMIE - SÉRUM", [
            ("Glukóza", "5,1", "mmol/l", "3,3 - 5,6", "", "GLU"),
            ("Kreatinin", "68", "µmol/l", "44 - 80", "", "CREA"),
            ("Urea", "4,2", "mmol/l", "2,8 - 8,1", "", "UREA"),
            ("ALT", "0,31", "µkat/l", "0,10 - 0,55", "", "ALT"),
            ("AST", "0,36", "µkat/l", "0,10 - 0,53", "", "AST"),
            ("CRP", "2,1", "mg/l", "0,0 - 5,0", "", "CRP"),
            ("Ferritin", "22", "µg/l", "13 - 150", "", "FERR"),
            ("TSH", "4,86", "mIU/l", "0,27 - 4,20", "H", "TSH"),
            ("fT4", "13,9", "pmol/l", "12,0 - 22,0", "", "FT4"),
        ]),
        ("MOČ CHEMICKY", [
            ("pH", "6,0", "", "5,0 - 6,5", "", "URINE_PH", {"panel": "urine"}),
            ("Bílkovina", "negativní", "", "negativní", "", "URINE_PROTEIN", {"panel": "urine"}),
            ("Glukóza", "negativní", "", "negativní", "", "URINE_GLUCOSE", {"panel": "urine"}),
        ]),
    ],
    "excluded": [],
}

# ---------------------------------------------------------------- D4: pdf-lib, three orders, one page /Rotate 90 (UK)
D4 = {
    "file": "KVH_Patient_Results_Report.pdf",
    "orders": [
        {"date": "2024-02-04", "collected": "04/02/2024 09:20", "received": "04/02/2024 11:48",
         "reported": "05/02/2024 08:03", "lab": "KV24.0204.1187", "rotate": False,
         "sections": [
             ("FULL BLOOD COUNT", [
                 ("Haemoglobin", "118", "g/L", "115 - 165", "", "HGB"),
                 ("White cell count", "6.8", "x10^9/L", "4.0 - 11.0", "", "WBC"),
                 ("Platelet count", "295", "x10^9/L", "150 - 400", "", "PLT"),
                 ("Red cell count", "4.12", "x10^12/L", "3.80 - 5.80", "", "RBC"),
                 ("Haematocrit", "0.362", "L/L", "0.370 - 0.470", "L", "HCT"),
                 ("Mean cell volume", "87.9", "fL", "80.0 - 100.0", "", "MCV"),
                 ("Mean cell haemoglobin", "28.6", "pg", "27.0 - 32.0", "", "MCH"),
                 ("Neutrophils", "3.9", "x10^9/L", "2.0 - 7.5", "", "NEUT"),
                 ("Lymphocytes", "2.1", "x10^9/L", "1.5 - 4.0", "", "LYMPH"),
             ]),
             ("UREA & ELECTROLYTES", [
                 ("Sodium", "140", "mmol/L", "133 - 146", "", "NA"),
                 ("Potassium", "4.6", "mmol/L", "3.5 - 5.3", "", "K"),
                 ("Urea", "4.8", "mmol/L", "2.5 - 7.8", "", "UREA"),
                 ("Creatinine", "71", "umol/L", "45 - 84", "", "CREA"),
                 ("eGFR", ">90", "mL/min/1.73m2", "", "", "EGFR"),
                 ("C-reactive protein", "<4", "mg/L", "< 5", "", "CRP"),
             ]),
         ]},
        {"date": "2024-07-17", "collected": "17/07/2024 08:55", "received": "17/07/2024 13:10",
         "reported": "18/07/2024 10:41", "lab": "KV24.0717.0452", "rotate": True,
         "sections": [
             ("LIPID PROFILE", [
                 ("Total cholesterol", "5.9", "mmol/L", "< 5.0", "H", "CHOL"),
                 ("HDL cholesterol", "1.52", "mmol/L", "> 1.20", "", "HDL"),
                 ("Non-HDL cholesterol", "4.4", "mmol/L", "< 4.0", "H", "NON_HDL"),
                 ("LDL cholesterol (calculated)", "3.8", "mmol/L", "< 3.0", "H", "LDL"),
                 ("Triglyceride", "1.21", "mmol/L", "0.50 - 1.70", "", "TG"),
             ]),
             ("LIVER FUNCTION TESTS", [
                 ("Bilirubin", "9", "umol/L", "< 21", "", "BILI"),
                 ("Alanine transaminase", "16", "U/L", "< 33", "", "ALT"),
                 ("Alkaline phosphatase", "68", "U/L", "30 - 130", "", "ALP"),
                 ("Albumin", "44", "g/L", "35 - 50", "", "ALBUMIN"),
             ]),
             ("DIABETES", [
                 ("HbA1c (IFCC)", "37", "mmol/mol", "20 - 41", "", "HBA1C", {"alt_codes": ["HBA1C_IFCC"]}),
             ]),
         ]},
        {"date": "2024-11-22", "collected": "22/11/2024 10:05", "received": "22/11/2024 14:37",
         "reported": "25/11/2024 16:20", "lab": "KV24.1122.2093", "rotate": False,
         "sections": [
             ("THYROID FUNCTION", [
                 ("TSH", "5.62", "mU/L", "0.27 - 4.20", "H", "TSH"),
                 ("Free T4", "11.2", "pmol/L", "12.0 - 22.0", "L", "FT4"),
                 ("Thyroid peroxidase antibodies", "412", "IU/mL", "< 34", "H", "ANTY_TPO"),
             ]),
             ("HAEMATINICS", [
                 ("Ferritin", "9", "ug/L", "13 - 150", "L", "FERR"),
                 ("Vitamin B12", "285", "ng/L", "197 - 771", "", "B12"),
                 ("Serum folate", "6.1", "ug/L", "> 3.9", "", "FOLATE"),
             ]),
             ("BONE", [
                 ("25-OH Vitamin D", "38", "nmol/L", "> 50", "L", "VIT_D"),
             ]),
         ]},
    ],
}

# ---------------------------------------------------------------- D5: pdfkit, two orders (Polish private lab portal)
D5 = {
    "file": "VitaLab_wszystkie_wyniki.pdf",
    "orders": [
        {"date": "2025-09-05", "collected": "05.09.2025 07:51", "registered": "05.09.2025 07:49",
         "validated": "06.09.2025 13:22", "order": "VL/25/0905/3381",
         "rows": [
             ("TSH", "2,95", "µIU/ml", "0,27 - 4,20", "", "TSH"),
             ("FT4 (wolna tyroksyna)", "1,21", "ng/dl", "0,93 - 1,70", "", "FT4"),
             ("FT3 (wolna trijodotyronina)", "2,84", "pg/ml", "2,00 - 4,40", "", "FT3"),
             ("Przeciwciała anty-TPO", "164", "IU/ml", "< 34", "H", "ANTY_TPO"),
             ("Przeciwciała anty-TG", "48", "IU/ml", "< 115", "", "ANTY_TG"),
             ("Witamina D3 (25-OH)", "24,3", "ng/ml", "30,0 - 50,0", "L", "VIT_D"),
             ("Witamina B12", "401", "pg/ml", "197 - 771", "", "B12"),
             ("Kwas foliowy", "7,8", "ng/ml", "3,9 - 26,8", "", "FOLATE"),
             ("Ferrytyna", "11,0", "ng/ml", "13,0 - 150,0", "L", "FERR"),
             ("Żelazo", "48", "µg/dl", "50 - 170", "L", "FE"),
             ("Magnez", "0,84", "mmol/l", "0,66 - 1,07", "", "MG"),
             ("Insulina na czczo", "7,9", "µIU/ml", "2,6 - 24,9", "", "INSULIN"),
         ]},
        {"date": "2025-11-20", "collected": "20.11.2025 08:12", "registered": "20.11.2025 08:10",
         "validated": "20.11.2025 15:47", "order": "VL/25/1120/1907",
         "rows": [
             ("Leukocyty", "5,9", "tys/µl", "4,0 - 10,0", "", "WBC"),
             ("Erytrocyty", "4,28", "mln/µl", "3,80 - 5,20", "", "RBC"),
             ("Hemoglobina", "12,6", "g/dl", "12,0 - 16,0", "", "HGB"),
             ("Hematokryt", "38,2", "%", "37,0 - 47,0", "", "HCT"),
             ("Płytki krwi", "274", "tys/µl", "150 - 400", "", "PLT"),
             ("Ferrytyna", "24,8", "ng/ml", "13,0 - 150,0", "", "FERR"),
             ("Żelazo", "82", "µg/dl", "50 - 170", "", "FE"),
             ("CRP (białko C-reaktywne)", "1,2", "mg/l", "< 5,0", "", "CRP"),
             ("ALT (aminotransferaza alaninowa)", "17", "U/l", "< 33", "", "ALT"),
             ("Kreatynina", "0,74", "mg/dl", "0,50 - 0,90", "", "CREA"),
             ("Cholesterol całkowity", "214", "mg/dl", "< 190", "H", "CHOL"),
             ("Cholesterol LDL", "131", "mg/dl", "< 115", "H", "LDL"),
             ("Cholesterol HDL", "62", "mg/dl", "> 45", "", "HDL"),
             ("Triglicerydy", "98", "mg/dl", "< 150", "", "TG"),
         ]},
    ],
}

# ---------------------------------------------------------------- D6: jsPDF (US national-lab style, page break inside the table)
D6 = {
    "file": "Crestview_Report_CV2603118842.pdf",
    "date": "2026-03-09",
    "sections": [
        ("CBC WITH DIFFERENTIAL/PLATELET", [
            ("WBC", "6.1", "x10E3/uL", "3.4-10.8", "", "WBC"),
            ("RBC", "4.35", "x10E6/uL", "3.77-5.28", "", "RBC"),
            ("Hemoglobin", "13.1", "g/dL", "11.1-15.9", "", "HGB"),
            ("Hematocrit", "39.8", "%", "34.0-46.6", "", "HCT"),
            ("MCV", "92", "fL", "79-97", "", "MCV"),
            ("MCH", "30.1", "pg", "26.6-33.0", "", "MCH"),
            ("MCHC", "32.9", "g/dL", "31.5-35.7", "", "MCHC"),
            ("RDW", "13.2", "%", "11.7-15.4", "", "RDW"),
            ("Platelets", "262", "x10E3/uL", "150-450", "", "PLT"),
        ]),
        ("COMPREHENSIVE METABOLIC PANEL (14)", [
            ("Glucose", "97", "mg/dL", "70-99", "", "GLU"),
            ("BUN", "13", "mg/dL", "6-24", "", "BUN", {"alt_codes": ["UREA_N", "UREA_NITROGEN", "BUN_MGDL"],
                                                "new_label": "BUN (azot mocznikowy)"}),
            ("Creatinine", "0.79", "mg/dL", "0.57-1.00", "", "CREA"),
            ("eGFR", "93", "mL/min/1.73", ">59", "", "EGFR"),
            ("Sodium", "141", "mmol/L", "134-144", "", "NA"),
            ("Potassium", "4.4", "mmol/L", "3.5-5.2", "", "K"),
            ("Chloride", "103", "mmol/L", "96-106", "", "CL"),
            ("Calcium", "9.4", "mg/dL", "8.7-10.2", "", "CA"),
            ("Protein, Total", "7.0", "g/dL", "6.0-8.5", "", "TOTAL_PROTEIN"),
            ("Albumin", "4.5", "g/dL", "3.9-4.9", "", "ALBUMIN"),
            ("Bilirubin, Total", "0.4", "mg/dL", "0.0-1.2", "", "BILI"),
            ("Alkaline Phosphatase", "74", "IU/L", "44-121", "", "ALP"),
            ("AST (SGOT)", "19", "IU/L", "0-40", "", "AST"),
            ("ALT (SGPT)", "15", "IU/L", "0-32", "", "ALT"),
        ]),
        ("LIPID PANEL", [
            ("Cholesterol, Total", "226", "mg/dL", "100-199", "High", "CHOL"),
            ("Triglycerides", "88", "mg/dL", "0-149", "", "TG"),
            ("HDL Cholesterol", "64", "mg/dL", ">39", "", "HDL"),
            ("LDL Chol Calc (NIH)", "145", "mg/dL", "0-99", "High", "LDL"),
        ]),
        ("ENDOCRINE / OTHER", [
            ("TSH", "1.930", "uIU/mL", "0.450-4.500", "", "TSH"),
            ("Hemoglobin A1c", "5.3", "%", "4.8-5.6", "", "HBA1C"),
            ("Vitamin D, 25-Hydroxy", "31.2", "ng/mL", "30.0-100.0", "", "VIT_D"),
        ]),
    ],
}

# ---------------------------------------------------------------- D7: groff -Tps, tab stops, two orders (Czech private lab)
D7 = {
    "file": "MEDIKA_vysledky_2025.pdf",
    "orders": [
        {"date": "2025-01-20", "collected": "20.01.2025 07:40", "received": "20.01.2025 09:15",
         "order": "2501200318",
         "rows": [
             ("Cholesterol", "5,92", "mmol/l", "2,90 - 5,00", "up", "CHOL"),
             ("Triacylglyceroly", "1,14", "mmol/l", "0,45 - 1,70", "", "TG"),
             ("HDL cholesterol", "1,61", "mmol/l", "1,20 - 2,70", "", "HDL"),
             ("LDL cholesterol", "3,79", "mmol/l", "1,20 - 3,00", "up", "LDL"),
             ("Glukóza", "5,0", "mmol/l", "3,9 - 5,6", "", "GLU"),
             ("Glykovaný hemoglobin HbA1c", "35", "mmol/mol", "20 - 42", "", "HBA1C", {"alt_codes": ["HBA1C_IFCC"]}),
             ("Kyselina močová", "262", "µmol/l", "143 - 339", "", "URIC_ACID"),
             ("TSH", "6,12", "mIU/l", "0,55 - 4,78", "up", "TSH"),
             ("fT4", "11,4", "pmol/l", "11,5 - 22,7", "down", "FT4"),
             ("Anti-TPO", "356", "kIU/l", "< 60", "up", "ANTY_TPO"),
         ]},
        {"date": "2025-04-28", "collected": "28.04.2025 07:25", "received": "28.04.2025 08:50",
         "order": "2504280544",
         "rows": [
             ("TSH", "3,05", "mIU/l", "0,55 - 4,78", "", "TSH"),
             ("fT4", "14,6", "pmol/l", "11,5 - 22,7", "", "FT4"),
             ("Ferritin", "18", "µg/l", "10 - 291", "", "FERR"),
             ("Železo", "12,4", "µmol/l", "9,0 - 30,4", "", "FE"),
             ("Vitamin B12", "298", "pmol/l", "145 - 569", "", "B12"),
             ("25-OH vitamin D", "54", "nmol/l", "75 - 250", "down", "VIT_D"),
             ("Sedimentace FW", "14", "mm/h", "< 20", "", "OB"),
         ]},
    ],
}

IDENTITY = {
    "patient_name": ["Dorota Szczepaniak", "Szczepaniak Dorota", "SZCZEPANIAK DOROTA", "Szczepaniak, Dorota",
                     "SZCZEPANIAK, Dorota", "SZCZEPANIAK, DOROTA", "Szczepaniak", "Dorota"],
    "pesel": ["78041902861"],
    "rodne_cislo": ["785419/3006", "7854193006"],
    "nhs_number": ["485 777 3457", "4857773457"],
    "mrn": ["K4418273", "800114732", "NPK-0071942", "MED-118402"],
    "birth_date": ["1978-04-19", "19.04.1978", "19/04/1978", "04/19/1978", "19780419", "19-Apr-1978"],
    "address": ["ul. Jaśminowa 17/4", "Jaśminowa 17/4", "Jaśminowa", "58-506 Jelenia Góra",
                "14 Marlow Crescent", "Marlow Crescent", "RG30 4TX", "1188 Birchwood Ave", "Birchwood Ave",
                "Birchwood"],
    "phone": ["+48 605 214 877", "605 214 877", "605214877", "(614) 555-0187", "614-555-0187"],
    "doctor": ["lek. Wiesław Kromer", "Wiesław Kromer", "Kromer", "NPWZ 3318207", "3318207",
               "Dr. med. Henrike Salzmann", "Henrike Salzmann", "Salzmann", "LANR 813307401", "813307401",
               "MUDr. Radek Šimůnek", "Radek Šimůnek", "Šimůnek",
               "Dr Alasdair Penhallow", "Alasdair Penhallow", "Penhallow", "G8123375",
               "Jennifer A. Okafor", "Jennifer Okafor", "Okafor", "1740382956",
               "MUDr. Ivana Hrubá", "Ivana Hrubá", "Hrubá", "Dr. med. Konstantin Evers", "Konstantin Evers", "Evers",
               "lek. Marta Olejnik-Fus", "Marta Olejnik-Fus", "Olejnik-Fus"],
    "order_numbers": ["2503110457", "6620413309", "1014-25-06633", "KV24.0204.1187", "KV24.0717.0452",
                      "KV24.1122.2093", "VL/25/0905/3381", "VL/25/1120/1907", "CV2603118842", "2501200318",
                      "2504280544", "W0725-88213", "40118734", "Fall-Nr. 40118734", "0026114203"],
    "lab_staff": ["mgr Anna Dzierżoń", "Anna Dzierżoń", "Dzierżoń", "Ulf Brandner", "Brandner",
                  "Mgr. Petra Vondráčková", "Petra Vondráčková", "Vondráčková", "Graham Treloar", "Treloar",
                  "diag. lab. Kinga Ruszel", "Kinga Ruszel", "Ruszel", "Hana Kosinová", "Kosinová", "Birte Lohmeier", "Lohmeier"],
}

# ---------------------------------------------------------------- D8: pdf-lib, /Rotate 270, words split into runs (German hospital)
D8 = {
    "file": "Klinikum_Laborbefund_Fall40118734.pdf",
    "date": "2026-01-14",
    "sections": [
        ("Gerinnung", [
            ("Quick", "98", "%", "70 - 130", "", "PT_PCT", {"alt_codes": ["QUICK", "PT_QUICK", "PT_INDEX", "PT_PERCENT", "PTI"],
                                                 "new_label": "Wskaźnik protrombinowy (Quick %)"}),
            ("INR", "1,02", "", "0,85 - 1,15", "", "INR"),
            ("PTT", "29", "s", "25 - 37", "", "APTT"),
            ("Fibrinogen", "3,1", "g/l", "1,8 - 3,5", "", "FIBRINOGEN"),
            ("D-Dimer", "<0,27", "mg/l FEU", "< 0,50", "", "D_DIMER"),
        ]),
        ("Klinische Chemie", [
            ("Natrium", "137", "mmol/l", "135 - 145", "", "NA"),
            ("Kalium", "3,4", "mmol/l", "3,5 - 5,1", "L", "K"),
            ("Kreatinin", "0,88", "mg/dl", "0,50 - 0,90", "", "CREA"),
            ("GFR (CKD-EPI)", "79", "ml/min/1,73m²", "> 90", "L", "EGFR"),
            ("Lipase", "31", "U/l", "13 - 60", "", "LIPASE"),
            ("LDH", "212", "U/l", "< 247", "", "LDH"),
            ("CK", "64", "U/l", "< 170", "", "CK"),
            ("hs-Troponin T", "<3", "ng/l", "< 14", "", "HS_TROPONIN_T"),
            ("NT-proBNP", "48", "pg/ml", "< 155", "", "NT_PROBNP"),
        ]),
        ("Urinstatus (Mittelstrahlurin)", [
            ("Leukozyten", "negativ", "", "negativ", "", "U_LEU", {"panel": "urine"}),
            ("Nitrit", "negativ", "", "negativ", "", "U_NIT", {"panel": "urine"}),
            ("Eiweiß", "negativ", "", "negativ", "", "URINE_PROTEIN", {"panel": "urine"}),
            ("Glucose", "normal", "", "normal", "", "URINE_GLUCOSE", {"panel": "urine"}),
            ("Blut", "Spuren", "", "negativ", "+", "U_ERY", {"panel": "urine"}),
            ("spez. Gewicht", "1,018", "g/ml", "1,015 - 1,025", "", "URINE_SG", {"panel": "urine"}),
        ]),
    ],
}
