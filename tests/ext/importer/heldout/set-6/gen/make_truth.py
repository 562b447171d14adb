#!/usr/bin/env python3
"""Writes ../truth.json for set-6 from the tables below (the same values the generators print) and the
sha256 of each document in ../docs. Run after render.sh, make_docs.py and make_xlsx.ts."""
import hashlib, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "..", "docs")
UA, CZ, DE, PL, XL, US, SK = ("IMG_20250215_184407.jpg", "fax_20250611_1422_LABMED.pdf",
    "Ihre Laborergebnisse - Auftrag 7734120.eml", "Wyniki badań - zlecenie 4519920387.eml",
    "moje_wyniki_Olena.xlsx", "TestResults_MARCHENKO_20251003.csv", "nemocnica_povazie_vysledky_2025-07.json")

rows = []
def R(doc, label, code, date, value, unit, lo=None, hi=None, printed_range=None, abnormal=False, comp=None,
      text=None, panel="blood", in_dict=True, new_label=None, alt=None, printed=None):
    r = {"doc": doc, "label_as_printed": label, "code": code, "in_dictionary": in_dict, "date": date,
         "value": value, "comparator": comp, "unit": unit, "ref_low": lo, "ref_high": hi, "ref_text": text,
         "range_printed": printed_range, "abnormal": abnormal, "panel": panel, "printed": printed}
    if new_label: r["new_label"] = new_label
    if alt: r["alt_codes"] = alt
    rows.append(r)

def rng(s):
    """'a - b' / '< x' / '> x' as printed -> (low, high)."""
    t = s.replace(",", ".").replace("–", "-").strip()
    if t.startswith("<"): return None, float(t[1:])
    if t.startswith(">"): return float(t[1:]), None
    a, b = t.split("-", 1) if not t.startswith("-") else (None, None)
    return float(a), float(b)

def num(x): return float(str(x).replace(",", "."))

# ---- Ukrainian phone photo, collected 14.02.2025 (arrows flag)
for label, code, v, unit, r, ab in [
    ("Гемоглобін", "HGB", "118", "г/л", "120 – 150", True),
    ("Еритроцити", "RBC", "4,05", "×10¹²/л", "3,8 – 5,1", False),
    ("Гематокрит", "HCT", "36,2", "%", "35,0 – 45,0", False),
    ("Лейкоцити", "WBC", "6,8", "×10⁹/л", "4,0 – 9,0", False),
    ("Тромбоцити", "PLT", "254", "×10⁹/л", "150 – 400", False),
    ("ШОЕ (за Вестергреном)", "OB", "22", "мм/год", "2 – 15", True),
    ("Глюкоза", "GLU", "5,4", "ммоль/л", "3,9 – 6,1", False),
    ("Креатинін", "CREA", "71", "мкмоль/л", "53 – 97", False),
    ("АЛТ", "ALT", "18", "Од/л", "< 33", False),
    ("АСТ", "AST", "21", "Од/л", "< 32", False),
    ("Феритин", "FERR", "9,8", "нг/мл", "13 – 150", True),
    ("ТТГ", "TSH", "2,41", "мМО/л", "0,27 – 4,2", False),
]:
    lo, hi = rng(r)
    R(UA, label, code, "2025-02-14", num(v), unit, lo, hi, r, ab, printed=[label, v + (" ↓" if ab and code != "OB" else " ↑" if ab else ""), unit, r])
R(UA, "С-реактивний білок", "CRP", "2025-02-14", 1.0, "мг/л", 0, 5, "0 – 5,0", False, comp="<", printed=["С-реактивний білок", "< 1,0", "мг/л", "0 – 5,0"])
R(UA, "HBsAg (поверхневий антиген вірусу гепатиту B)", "HBSAG", "2025-02-14", "негативний", None, text="негативний",
  printed_range="негативний", printed=["HBsAg (поверхневий антиген вірусу гепатиту B)", "негативний", "", "негативний"])

# ---- Czech fax, Datum odběru 11.06.2025 (H/L column)
for label, code, v, unit, r, ab, alt in [
    ("Sodík", "NA", "139", "mmol/l", "136 - 145", False, None),
    ("Draslík", "K", "4,8", "mmol/l", "3,5 - 5,1", False, None),
    ("Chloridy", "CL", "103", "mmol/l", "98 - 107", False, None),
    ("Urea", "UREA", "5,9", "mmol/l", "2,8 - 8,1", False, None),
    ("Kreatinin", "CREA", "74", "µmol/l", "44 - 80", False, None),
    ("eGFR (CKD-EPI)", "EGFR", "1,48", "ml/s/1,73m2", "1,50 - 3,00", True, None),
    ("Glukóza", "GLU", "6,3", "mmol/l", "3,9 - 5,6", True, None),
    ("Cholesterol", "CHOL", "5,8", "mmol/l", "2,9 - 5,0", True, None),
    ("Triacylglyceroly", "TG", "1,2", "mmol/l", "0,45 - 1,70", False, None),
    ("HDL cholesterol", "HDL", "1,62", "mmol/l", "1,20 - 2,70", False, None),
    ("LDL cholesterol", "LDL", "3,6", "mmol/l", "1,20 - 3,00", True, None),
    ("TSH", "TSH", "2,90", "mIU/l", "0,35 - 4,94", False, None),
    ("Glykovaný hemoglobin HbA1c", "HBA1C", "40", "mmol/mol", "20 - 42", False, ["HBA1C_IFCC"]),
]:
    lo, hi = rng(r)
    R(CZ, label, code, "2025-06-11", num(v), unit, lo, hi, r, ab, alt=alt,
      printed=["B" if code == "HBA1C" else "S", label, v, "H" if ab and code != "EGFR" else "L" if ab else "", unit, r])
R(CZ, "CRP", "CRP", "2025-06-11", 5.0, "mg/l", 0, 5, "0 - 5", False, comp="<", printed=["S", "CRP", "<5", "", "mg/l", "0 - 5"])

# ---- German lab e-mail, Entnahme 22.09.2025 (arrows in the HTML part, '-' in the plain part)
for label, code, v, unit, r, ab in [
    ("Ferritin", "FERR", "24", "µg/l", "15 - 150", False),
    ("Eisen", "FE", "48", "µg/dl", "50 - 170", True),
    ("Transferrinsättigung", "TSAT", "12", "%", "16 - 45", True),
    ("Vitamin B12", "B12", "312", "pg/ml", "197 - 771", False),
    ("Folsäure", "FOLATE", "4,1", "ng/ml", "4,6 - 18,7", True),
    ("25-OH-Vitamin D", "VIT_D", "18,3", "ng/ml", "30 - 100", True),
    ("TSH basal", "TSH", "1,87", "mU/l", "0,27 - 4,20", False),
    ("freies T4 (fT4)", "FT4", "1,21", "ng/dl", "0,93 - 1,70", False),
    ("Anti-TPO-AK", "ANTY_TPO", "8", "IU/ml", "< 34", False),
    ("HbA1c", "HBA1C", "5,6", "%", "4,0 - 6,0", False),
]:
    lo, hi = rng(r)
    R(DE, label, code, "2025-09-22", num(v), unit, lo, hi, r, ab, printed=[label, v, "↓" if ab else "", unit, r])
R(DE, "CRP", "CRP", "2025-09-22", 0.5, "mg/dl", None, 0.5, "< 0,5", False, comp="<", printed=["CRP", "< 0,5", "", "mg/dl", "< 0,5"])

# ---- Polish lab e-mail with the PDF attached, Data pobrania materiału 07.04.2025 (L/H before the value)
for label, code, v, unit, r, ab in [
    ("Leukocyty (WBC)", "WBC", "5,12", "10^3/µl", "4,00 - 10,00", False),
    ("Erytrocyty (RBC)", "RBC", "4,21", "10^6/µl", "3,90 - 5,20", False),
    ("Hemoglobina (HGB)", "HGB", "11,6", "g/dl", "12,0 - 16,0", True),
    ("Hematokryt (HCT)", "HCT", "35,9", "%", "37,0 - 47,0", True),
    ("MCV", "MCV", "85,3", "fl", "80,0 - 97,0", False),
    ("MCH", "MCH", "27,6", "pg", "27,0 - 33,0", False),
    ("MCHC", "MCHC", "32,3", "g/dl", "32,0 - 36,0", False),
    ("Płytki krwi (PLT)", "PLT", "281", "10^3/µl", "150 - 400", False),
    ("Neutrofile", "NEUT", "2,94", "10^3/µl", "2,00 - 7,00", False),
    ("Limfocyty", "LYMPH", "1,71", "10^3/µl", "1,00 - 4,00", False),
    ("Żelazo", "FE", "31", "µg/dl", "37 - 145", True),
    ("Ferrytyna", "FERR", "14,2", "ng/ml", "10 - 120", False),
    ("Witamina B12", "B12", "402", "pg/ml", "197 - 771", False),
    ("Glukoza na czczo", "GLU", "92", "mg/dl", "70 - 99", False),
    ("Przeciwciała anty-TPO", "ANTY_TPO", "12,4", "IU/ml", "< 34", False),
]:
    lo, hi = rng(r)
    R(PL, label, code, "2025-04-07", num(v), unit, lo, hi, r, ab, printed=[label, r, ("L " if ab else "") + v, unit])
R(PL, "Ciężar właściwy", "URINE_SG", "2025-04-07", 1.018, None, 1.005, 1.03, "1,005 - 1,030", False, panel="urine",
  printed=["Ciężar właściwy", "1,005 - 1,030", "1,018", ""])
R(PL, "pH", "URINE_PH", "2025-04-07", 6.0, None, 5.0, 7.0, "5,0 - 7,0", False, panel="urine", printed=["pH", "5,0 - 7,0", "6,0", ""])
R(PL, "Białko", "URINE_PROTEIN", "2025-04-07", "nieobecne", None, text="nieobecne", printed_range="nieobecne", panel="urine",
  printed=["Białko", "nieobecne", "nieobecne", ""])
R(PL, "Glukoza", "URINE_GLUCOSE", "2025-04-07", "nieobecna", None, text="nieobecna", printed_range="nieobecna", panel="urine",
  printed=["Glukoza", "nieobecna", "nieobecna", ""])

# ---- the person's own spreadsheet (no flags: abnormal null); the norm column applies to every date
XD = ["2024-01-12", "2024-06-18", "2024-11-05"]
for label, code, unit, norm, vals in [
    ("TSH", "TSH", "µIU/ml", "0,27-4,2", [3.12, 2.65, 1.98]),
    ("FT4", "FT4", "pmol/l", "12-22", [14.1, None, 15.0]),
    ("Ferrytyna", "FERR", "ng/ml", "13-150", [8.2, 11.5, 19.8]),
    ("Hemoglobina", "HGB", "g/dl", "12-16", [11.4, 11.9, 12.4]),
    ("Witamina D (25-OH)", "VIT_D", "ng/ml", "30-80", [14, 27, 33.5]),
    ("Glukoza", "GLU", "mg/dl", "70-99", [94, None, 97]),
    ("Cholesterol całkowity", "CHOL", "mg/dl", "<190", [201, None, 214]),
    ("LDL", "LDL", "mg/dl", "<115", [128, None, 136]),
    ("HDL", "HDL", "mg/dl", ">45", [59, None, 62]),
    ("Trójglicerydy", "TG", "mg/dl", "<150", [88, None, 79]),
    ("CRP", "CRP", "mg/l", "<5", ["<0,5", 1.2, None]),
    ("ALT", "ALT", "U/l", "<35", [17, "nie robiono", 21]),
]:
    lo, hi = rng(norm)
    for d, v in zip(XD, vals):
        if v is None or v == "nie robiono": continue
        comp = None
        if isinstance(v, str) and v.startswith("<"): comp, v = "<", num(v[1:])
        R(XL, label, code, d, float(v), unit, lo, hi, norm, None, comp=comp,
          printed=[label, unit, norm, f"{'<' if comp else ''}{v}".replace(".", ",")])

# ---- US portal CSV (month-first dates, the header says so); H flags
for d, label, code, v, flag, unit, r, extra in [
    ("2025-08-05", "WBC", "WBC", "6.1", "", "x10E3/uL", "3.4-10.8", {}),
    ("2025-08-05", "Hemoglobin", "HGB", "12.8", "", "g/dL", "11.1-15.9", {}),
    ("2025-08-05", "Platelets", "PLT", "262", "", "x10E3/uL", "150-450", {}),
    ("2025-09-30", "Cholesterol, Total", "CHOL", "212", "H", "mg/dL", "100-199", {}),
    ("2025-09-30", "Triglycerides", "TG", "96", "", "mg/dL", "0-149", {}),
    ("2025-09-30", "HDL Cholesterol", "HDL", "58", "", "mg/dL", ">39", {}),
    ("2025-09-30", "LDL Chol Calc (NIH)", "LDL", "135", "H", "mg/dL", "0-99", {}),
    ("2025-09-30", "Glucose", "GLU", "101", "H", "mg/dL", "70-99", {}),
    ("2025-09-30", "BUN", "BUN", "12", "", "mg/dL", "6-20", {"in_dict": False, "new_label": "BUN (azot mocznika)"}),
    ("2025-09-30", "Creatinine", "CREA", "0.78", "", "mg/dL", "0.57-1.00", {}),
    ("2025-09-30", "eGFR", "EGFR", "98", "", "mL/min/1.73", ">59", {}),
    ("2025-09-30", "Sodium", "NA", "140", "", "mmol/L", "134-144", {}),
    ("2025-09-30", "Potassium", "K", "4.3", "", "mmol/L", "3.5-5.2", {}),
    ("2025-09-30", "ALT (SGPT)", "ALT", "22", "", "IU/L", "0-32", {}),
    ("2025-09-30", "AST (SGOT)", "AST", "19", "", "IU/L", "0-40", {}),
    ("2025-09-30", "Hemoglobin A1c", "HBA1C", "5.7", "H", "%", "4.8-5.6", {}),
    ("2025-09-30", "TSH", "TSH", "2.100", "", "uIU/mL", "0.450-4.500", {}),
    ("2025-09-30", "Vitamin D, 25-Hydroxy", "VIT_D", "32.4", "", "ng/mL", "30.0-100.0", {}),
]:
    lo, hi = rng(r)
    R(US, label, code, d, num(v), unit, lo, hi, r, flag == "H", printed=[label, v, flag, unit, r], **extra)
R(US, "hs-CRP", "HSCRP", "2025-08-05", 0.2, "mg/L", 0, 3, "0.00-3.00", False, comp="<", printed=["hs-CRP", "<0.20", "", "mg/L", "0.00-3.00"])
R(US, "Hepatitis B Surface Ag", "HBSAG", "2025-09-30", "Negative", None, text="Negative", printed_range="Negative",
  printed=["Hepatitis B Surface Ag", "Negative", "", "", "Negative"])

# ---- Slovak hospital FHIR bundle (effectiveDateTime, else the report's, else issued; interpretation H on one)
for label, code, v, unit, lo, hi, ab, d in [
    ("Hemoglobín", "HGB", 128, "g/L", 120, 160, False, "2025-07-03"),
    ("Leukocyty", "WBC", 7.9, "10^9/L", 4, 10, False, "2025-07-03"),
    ("Trombocyty", "PLT", 301, "10^9/L", 150, 400, False, "2025-07-03"),
    ("Glukóza", "GLU", 5.1, "mmol/L", 3.9, 5.6, False, "2025-07-03"),
    ("ALT", "ALT", 0.41, "µkat/L", 0.1, 0.58, False, "2025-07-03"),
    ("AST", "AST", 0.38, "µkat/L", 0.1, 0.53, False, "2025-07-03"),
    ("GMT", "GGT", 0.74, "µkat/L", 0.1, 0.63, True, "2025-07-03"),
    ("Feritín", "FERR", 41, "µg/L", 10, 120, False, "2025-07-03"),
    ("TSH", "TSH", 1.95, "mIU/L", 0.27, 4.2, False, "2025-07-04"),
]:
    R(SK, label, code, d, float(v), unit, lo, hi, f"low {lo} high {hi}", ab, printed=[label, str(v), unit, f"{lo}-{hi}"])
R(SK, "Cholesterol celkový", "CHOL", "2025-07-03", 4.9, "mmol/L", None, 5.2, "< 5,2", False,
  printed=["Cholesterol celkový", "4.9", "mmol/L", "text: < 5,2"])
R(SK, "Draslík", "K", "2025-07-03", 4.1, "mmol/L", None, None, "low 5.1 high 3.5", False,
  printed=["Draslík", "4.1", "mmol/L", "low 5.1, high 3.5 (low above high: no range is sure)"])
R(SK, "CRP", "CRP", "2025-07-03", 0.6, "mg/L", None, 5.0, "high 5.0", False, comp="<", printed=["CRP", "< 0.6", "mg/L", "high 5.0"])
R(SK, "HBsAg", "HBSAG", "2025-07-03", "negatívny", None, text="negatívny", printed_range="negatívny",
  printed=["HBsAg", "negatívny", "", "text: negatívny"])

excluded = [
    {"doc": CZ, "label_as_printed": "Železo", "printed": "S Železo nestanoveno (hemolýza) 9,0 - 30,4", "why": "not determined (haemolysis): no result"},
    {"doc": DE, "label_as_printed": "Kalium", "printed": "Kalium hämolytisch, nicht bestimmbar mmol/l 3,5 - 5,1", "why": "not determinable (haemolysed sample): no result"},
    {"doc": US, "label_as_printed": "Ferritin", "printed": "Ferritin TNP ng/mL 15-150 Test not performed - specimen received hemolyzed", "why": "TNP = test not performed: no result"},
    {"doc": SK, "label_as_printed": "Vitamín D (25-OH)", "printed": "status cancelled, dataAbsentReason not-performed (nevyšetrené - nedostatok materiálu)", "why": "not performed: no value"},
    {"doc": XL, "label_as_printed": "ALT", "printed": "18.06.2024 (Diagnostyka): nie robiono", "why": "the person's note that the test was not done: no result"},
    {"doc": XL, "label_as_printed": "(empty cells)", "printed": "FT4, Glukoza, lipids on 18.06.2024; CRP on 05.11.2024", "why": "empty cells: no result"},
    {"doc": UA, "label_as_printed": "Дата видачі результату", "printed": "15.02.2025 12:06", "why": "the report date, not the collection date (14.02.2025); the photo file's date 2025-02-15 likewise"},
    {"doc": PL, "label_as_printed": "(e-mail body)", "printed": "wyniki badań laboratoryjnych z dnia 07.04.2025 (zlecenie nr 4519920387)", "why": "the e-mail's text only points at the attached PDF: the rows are the PDF's, once"},
    {"doc": DE, "label_as_printed": "(plain part)", "printed": "the text/plain alternative repeats the HTML table", "why": "the two alternatives of one message are one document: each row once"},
]

def id_variants():
    return {
        "patient_name": ["Olena Marchenko", "Marchenko Olena", "MARCHENKO OLENA", "Marchenko, Olena", "MARCHENKO, OLENA",
                         "Марченко Олена Василівна", "Марченко Олена", "Марченко О. В.", "Марченко", "Олена", "Василівна",
                         "Marchenko", "Olena"],
        "pesel": ["84071913463"],
        "national_id": ["8457194417", "845719/4417", "00481736"],
        "birth_date": ["1984-07-19", "19.07.1984", "07/19/1984", "19840719"],
        "address": ["ul. Słowiańska 18/4", "Słowiańska 18/4", "Słowiańska", "Na Hradbách 1548/7", "Na Hradbách",
                    "Štúrova 12"],
        "phone": ["+380 67 418 2290", "+380674182290", "067 418 2290", "+421 905 318 274", "+421905318274",
                  "905 318 274", "33 852 11 09"],
        "email": ["olena.marchenko84@example.com", "olena.marchenko84"],
        "doctor": ["Гнатюк Ірина Петрівна", "Гнатюк", "MUDr. Pavel Dvořáček", "Pavel Dvořáček", "Dvořáček", "89120447",
                   "lek. Marek Zawada", "Marek Zawada", "Zawada", "3120894", "Dr. med. Susanne Albrecht",
                   "Susanne Albrecht", "Albrecht", "Bautzner Straße 88", "ALVAREZ, DANIEL MD", "Daniel Alvarez", "Alvarez",
                   "MUDr. Katarína Šimková", "Katarína Šimková", "Šimková"],
        "order_numbers": ["250214-0387", "2506110572", "7734120", "4519920387", "NL25-0805-2291", "NL25-0930-4471",
                          "OKB-2025-0703-0419", "rep-250703-0419"],
        "lab_staff": ["Савчук Т. М.", "Савчук", "RNDr. Jitka Holubová", "Jitka Holubová", "Holubová", "mgr Dorota Kłos",
                      "Dorota Kłos", "Kłos", "Dr. med. Holger Wendt", "Holger Wendt", "Wendt"],
    }

layouts = {
    UA: "phone photo (JPEG q72, 1400 px wide) of a printed Ukrainian report: perspective, tilt 1.8°, uneven warm light, blur, noise; Cyrillic names and units (г/л, ×10¹²/л, мм/год, мМО/л), arrows after values, '< 1,0' CRP, qualitative HBsAg, 'Дата взяття біоматеріалу' beside 'Дата видачі результату'",
    CZ: "fax of a Czech report, PDF without a text layer (200x100 dpi look, 1-bit, skew, speckle): monospaced columns 'Mat | Vyšetření | Výsledek | (H/L) | Jednotka | Ref. meze | Graf' with a specimen letter column and a text bar graph, eGFR in ml/s/1,73m2, HbA1c mmol/mol, '<5' CRP, a 'nestanoveno' row, fax header line with its own date",
    DE: "a German lab's e-mail (.eml, multipart/alternative, ISO-8859-15 quoted-printable): plain part with space-aligned columns and '-' flags, HTML part with a table and ↓ entities; Entnahme/Eingang/Befund dates; a 'nicht bestimmbar' row",
    PL: "a Polish lab's e-mail (.eml, multipart/mixed, ISO-8859-2 base64 text) whose results are only in the attached PDF; in the PDF the norm column comes BEFORE the value, L printed before the value, a urine strip section with 'Glukoza'",
    XL: "the person's own spreadsheet (.xlsx): a title row with the name, markers as rows, dates as columns headed '12.01.2024 (Alab)', a unit and a norm column before them, empty cells, '<0,5' and 'nie robiono' as text, a notes column, a second sheet of notes",
    US: "a US patient-portal CSV export: a preamble (portal, patient, DOB, 'Date format: MM/DD/YYYY'), month-first dates with AM/PM (08/05/2025 = 5 August), US units (x10E3/uL, mg/dL, mL/min/1.73), '<0.20' hs-CRP, a TNP row, ordering provider and lab address in every row",
    SK: "a Slovak hospital's FHIR R4 Bundle of type collection (urn:uuid fullUrls): local lab codes with LOINC on only some, µkat/L enzymes, observations with only 'issued' (one outside the report, a day later), a text-only range '< 5,2', a range with low above high, a '<' comparator, a valueCodeableConcept text, a cancelled not-performed result",
}

docs = {}
for name in [UA, CZ, DE, PL, XL, US, SK]:
    b = open(os.path.join(DOCS, name), "rb").read()
    docs[name] = {"sha256": hashlib.sha256(b).hexdigest(), "rows": sum(1 for r in rows if r["doc"] == name), "layout": layouts[name]}

truth = {
    "about": "Held-out acceptance truth for bloodwork-mcp's importer, set-6 (blind2): what a person brings besides a clean PDF. Fictional Ukrainian-born woman born 1984 living in Cieszyn (PL), working in Ostrava and Dresden: iron deficiency, mild dyslipidaemia; results 2024-01 to 2025-09 from 7 documents in docs/, derived from the generator sources in gen/ (written before reading the importer).",
    "conventions": {
        "date": "collection date (Дата взяття біоматеріалу / Datum odběru / Entnahme / Data pobrania materiału / the spreadsheet column header's date / the CSV's Collected, month-first as the export says / the FHIR observation's effectiveDateTime, else its DiagnosticReport's, else its issued), never a report, print, fax, e-mail, export or photo-file date; YYYY-MM-DD",
        "value": "number, or the printed string for qualitative results",
        "comparator": "'< 1,0', '<5', '<0.20', '<0,5' and FHIR comparator '<' -> the number and '<'",
        "unit": "as printed (Cyrillic units as printed; equivalent spellings are accepted, see score.mjs canonUnit); null when none is printed",
        "ranges": "'a - b' -> ref_low a, ref_high b; '< x' -> ref_high x; '> x' -> ref_low x; the spreadsheet's norm column applies to each of its dates; FHIR text-only '< 5,2' -> ref_high 5.2; FHIR low 5.1 above high 3.5 -> no range (store the row, the range cannot be known for sure); a qualitative reference -> ref_text",
        "abnormal": "true when flagged (arrows, H/L, '-' in the German plain part, interpretation H); false when the document flags and this row is unflagged; null in the spreadsheet (no flags). Not scored",
        "panel": "blood or urine: the Polish strip's 'Glukoza' is URINE_GLUCOSE, never GLU",
        "in_dictionary": "false when markers.yaml has no marker for it (BUN: urea nitrogen is not urea); created on approval with new_label",
        "alt_codes": "HbA1c in mmol/mol may also be HBA1C_IFCC",
        "email": "a multipart/alternative message is one document: each row once. A PDF attached to an e-mail is read as that PDF; the rows count for the .eml",
    },
    "documents": docs,
    "rows": rows,
    "excluded": excluded,
    "identity": id_variants(),
}
open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8").write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
print(len(rows), "rows", {k: v["rows"] for k, v in docs.items()})
