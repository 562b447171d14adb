"""Writes ../truth.json from the generators' rows and the rendered ../docs (run after make.py and render.sh)."""
import hashlib
import json
import os
import common
import us_report, uk_gp, at_befund, cz_fn, ua_lab, pl_wypis, sk_kumul, uk_cumul

HERE = os.path.dirname(os.path.abspath(__file__))
MODS = [us_report, uk_gp, at_befund, cz_fn, ua_lab, pl_wypis, sk_kumul, uk_cumul]
LAYOUT = {
    us_report.DOC: "US commercial lab report (letter size, 2 pages): 'In Range' / 'Out Of Range' value columns, units inside the reference column ('65-99 mg/dL', '> OR = 60', '(calc)'), footnote numbers beside names and values (one glued to an in-range value: '2.41' + superscript 8), panel headings, absolute differential counts in cells/uL, BUN, CO2 and globulin, 'NOT APPLICABLE' and 'TNP' rows, performing-site footer with CLIA numbers, month-first dates (Collected / Received / Reported)",
    uk_gp.DOC: "UK NHS GP practice printout: result groups each with an entry date, a 'Sample date' and a 'Received' date (dd/mm/yyyy), NHS test names ('Haemoglobin estimation', 'Serum ferritin'), SI units (g/L, 10*9/L, haematocrit in L/L, umol/L), the normal range in brackets after the value in the same cell, flags written out ('Below low reference limit'), lipids with no ranges, 'eGFR ... >90', '<4' CRP, a 'Test not performed' row, two sample dates",
    at_befund.DOC: "Austrian Laborbefund: two sections side by side on each page, 'Untersuchung | Ergebnis | (flag) | Einheit | Normbereich', '+'/'-' flags in a narrow column of their own, Tsd/µl and Mio/µl, names and ranges wrapping inside narrow columns, '<0,5' CRP, 'n.d.' Vitamin B12, qualitative HBs-Antigen, Abnahmedatum / Eingang / Befunddatum, SVNR",
    cz_fn.DOC: "Czech hospital report: the reference limits printed small and grey UNDER each name ('Vyšetření / Referenční meze'), arrows in a 'Hodnocení' column and a graphic bar, µkat/l enzymes, 10^9/l and 10^12/l, unitless haematocrit 0,372, '<5,0' CRP, 'neprovedeno' vitamin D, a urine strip section (qualitative 'negativní', 'stopa'), Datum odběru / přijetí / tisku, rodné číslo",
    ua_lab.DOC: "Ukrainian private lab report in Cyrillic: 'Дата взяття біоматеріалу', 'Дослідження | Результат | Од. виміру | Референтні значення | Коментар', Cyrillic units (г/л, 10^9/л, ммоль/л, Од/л, мкМО/мл, мм/год), arrows after values, a vitamin D band text as reference, '< 9,0' anti-TPO, qualitative HBsAg 'не виявлено', 'не виконано' folate, section rows",
    pl_wypis.DOC: "Polish hospital discharge summary (karta informacyjna): diagnosis and prose with values quoted from the table, then a bordered results table with a 'Data pobrania' column per row (two dates), repeated header and a footer with the patient's name and PESEL on each page, flags 'L'/'H', '>90' eGFR, '<2,5' troponin, INR without unit, 'nie wykonano' and a blood group row",
    sk_kumul.DOC: "Slovak landscape cumulative report: five collection dates as columns (oldest first), unit and reference range before the date columns, 'H'/'L' after values, empty cells, '<0,5' CRP twice, HbA1c in mmol/mol, section rows",
    uk_cumul.DOC: "UK hospital cumulative table, markers as COLUMNS and dates as ROWS: column groups (Renal profile, Liver profile, Full blood count) with the abbreviation and unit in each column header ('Na mmol/L', 'WCC x10^9/L'), a reference row under the header, two-digit-year day-first date/times, 'H'/'L' suffixes, '-' not measured, 'HAEM' for a haemolysed potassium, '<4' CRP",
}

rows = []
for m in MODS:
    common.ROWS.clear()
    common.EXCLUDED.clear()
    m.html()
    rows.append((m, list(common.ROWS), list(common.EXCLUDED)))

docs, all_rows, excluded = {}, [], []
for m, rs, ex in rows:
    with open(os.path.join(HERE, "..", "docs", m.DOC), "rb") as f:
        h = hashlib.sha256(f.read()).hexdigest()
    docs[m.DOC] = {"sha256": h, "rows": len(rs), "layout": LAYOUT[m.DOC]}
    all_rows += rs
    excluded += ex

truth = {
    "about": "Held-out import truth for bloodwork-mcp, set-5 (blind): a fictional woman born 1979 (Ukrainian, lived in Kyiv, Wrocław, Brno, Bratislava, Vienna, Leeds and Boston; iron-deficiency anaemia, mild dyslipidaemia, prediabetes), 8 printed reports with a text layer rendered from HTML by headless Chromium, in layouts not in the practice corpus; every row a careful person would enter, derived from the generator sources in gen/ (not from the importer).",
    "conventions": {
        "date": "collection date (Collected / Sample date / Abnahmedatum / Datum odběru / Дата взяття біоматеріалу / Data pobrania column / the date column of the cumulative report), never the received, reported, entry, print or discharge date; YYYY-MM-DD. US dates are month-first (09/04/2025 = 4 September), UK and European ones day-first",
        "value": "number, or the printed string for qualitative results; a footnote number printed beside a value is not part of it",
        "comparator": "'<0.2', '<0,5', '>90', '< 9,0' -> comparator and number",
        "unit": "as printed ('Thousand/uL', '10*9/L', 'Tsd/µl', 'г/л', 'µkat/l', '% of total Hgb'); null when none is printed (the Czech haematocrit 0,372 and urine strip, INR); equivalent spellings are accepted (the scorer maps Cyrillic units to Latin ones, thousand/uL to 10^3/uL); absolute counts in cells/uL are NOT 10^3/uL",
        "ranges": "'a - b' or 'a-b' -> ref_low a, ref_high b; '< x' -> ref_high x; '> x' and '> OR = x' -> ref_low x; the Ukrainian vitamin D band text '> 30 - норма; ...' -> ref_low 30 (the printed text is also accepted); a qualitative reference ('negativ', 'negativní', 'не виявлено') -> ref_text; no range where none is printed (UK lipids, US differential percentages, hs-CRP whose risk bands are a footnote)",
        "abnormal": "true when the document flagged it (H, L, '+', '-', arrows, 'Below low reference limit', the Out Of Range column); false when the document flags and this row is unflagged",
        "panel": "blood or urine; the Czech urine strip's 'Glukóza', 'Krev', 'Leukocyty', 'Bílkovina', 'Ketony', 'pH', 'Hustota' are urine markers",
        "in_dictionary": "false when the built-in markers.yaml has no marker for it: BUN (urea nitrogen, mg/dL; not UREA, which is urea), CO2 (total carbon dioxide), GLOBULIN",
        "alt_codes": "HbA1c in mmol/mol may also be HBA1C_IFCC",
        "excluded": "printed things that are not rows to enter: tests not performed, 'NOT APPLICABLE', derived ratios of rows already entered, a blood group",
    },
    "documents": docs,
    "rows": all_rows,
    "excluded": excluded,
    "identity": {
        "patient_name": ["Olena Kovalchuk", "Kovalchuk Olena", "KOVALCHUK OLENA", "KOVALCHUK, OLENA", "Kovalchuk", "KOVALČUK Olena", "Kovalčuk", "Olena", "Ковальчук Олена Петрівна", "Ковальчук Олена", "Ковальчук", "Олена", "Петрівна"],
        "pesel": ["79022315845"],
        "national_id": ["795223/0121", "7952230121", "795223/7700", "7952237700", "3847 230279", "3847230279", "485 777 3457", "4857773457", "MRL-5518207", "5518207", "J4418207"],
        "birth_date": ["1979-02-23", "23.02.1979", "02/23/1979", "23/02/1979"],
        "address": ["88 Beacon St Apt 4B", "Beacon St", "Flat 3, 27 Cranbrook Avenue", "Cranbrook Avenue", "LS6 2QT", "Hernalser Hauptstraße 71/9", "Hernalser Hauptstraße", "Kounicova 48", "Kounicova", "ul. Kłodnicka 9/14", "Kłodnicka", "54-218", "Mlynské nivy 73", "Brookline, MA 02446"],
        "phone": ["(617) 555-0148", "617-555-0148", "6175550148", "07700 900418", "07700900418", "0664 318 27 90", "06643182790", "777 412 908", "777412908", "+380 67 412 58 30", "+380674125830", "512 804 367", "512804367"],
        "doctor": ["WHITCOMB, DANIEL R", "Daniel R. Whitcomb", "Whitcomb", "Dr Adaeze Okafor", "Adaeze Okafor", "Okafor", "Barbara Steininger", "Steininger", "MUDr. Jana Procházková", "Jana Procházková", "Procházková", "72341066", "Мельник Ірина Василівна", "Мельник", "lek. Marta Zielińska-Kot", "Marta Zielińska-Kot", "Zielińska-Kot", "3184927", "Andrzej Pawełczyk", "Pawełczyk", "MUDr. Michal Hrnčiar", "Michal Hrnčiar", "Hrnčiar", "4-62517-018", "Dr R. Haworth", "Haworth"],
        "order_numbers": ["AB284719Q", "0041873", "97301488", "LTH25-0312-88417", "LTH25-0312-88418", "LTH25-0312-88419", "LTH25-0312-88420", "LTH25-0312-88421", "LTH25-0312-88422", "LTH25-0618-31052", "LTH25-0618-31053", "24-311-0587", "2306070412", "21-0917-48823", "KI/2022/10/4471", "2022/31877"],
        "lab_staff": ["Priya N. Raman", "Thomas K. Albrecht", "JHOLMES", "Elisabeth Wurm", "Petr Vaněk", "Бондар О. С.", "Zuzana Kollárová"],
    },
}
with open(os.path.join(HERE, "..", "truth.json"), "w") as f:
    json.dump(truth, f, ensure_ascii=False, indent=1)
print(len(all_rows), "rows,", len(excluded), "excluded")
for d, v in docs.items():
    print(v["rows"], d)
