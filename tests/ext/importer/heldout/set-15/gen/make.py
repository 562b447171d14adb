"""Builds set-15: renders every document to docs/ (HTML kept in gen/html/) and writes truth.json from
the same row lists the pages print.   python3 gen/make.py   (from the set's directory or anywhere)"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402
import doc_pl_karta, doc_pl_kumulacja, doc_cz_nis, doc_de_brief, doc_uk_letter, doc_ch_labor, doc_pl_medpracy  # noqa: E402,E401

SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
MODULES = [doc_pl_karta, doc_pl_kumulacja, doc_cz_nis, doc_de_brief, doc_uk_letter, doc_ch_labor, doc_pl_medpracy]
LAYOUT = {
    doc_pl_karta.DOC: "a Polish hospital discharge card: lab values in the narrative (on admission, a control day, discharge; HbA1c only there), an earlier undated creatinine, the full table at the end on page 2 grouped under 'Materiał pobrano' date rows, a urinalysis with sediment ranges like '10-15', a haemolysed potassium line, ICD codes, vitals and drug doses in the text.",
    doc_pl_kumulacja.DOC: "a Polish HIS cumulative printout on A5 landscape over two pages: six collection date+time columns, empty cells, 'H'/'L' flags beside values, unit and range columns before the dates, multi-line names (INR, APTT, CRP, hs-TnT, ALT), section rows, 'hem.' and 'zlec.' cells, the patient header repeated on each page.",
    doc_cz_nis.DOC: "a Czech NIS printout: one row per result with its own collection timestamp, material column (krev / sérum / moč / moč – sediment), serum and urine glucose and leukocytes in one list, µkat/l enzymes, eGFR in ml/s/1,73m2, haematocrit as a fraction with no unit, arrows, a culture 'in progress' row.",
    doc_de_brief.DOC: "a German discharge letter: values in the prose (German thousands dot 'NT-proBNP 2.340 pg/ml'), an undated earlier HbA1c, and a 'Laborwerte' appendix on page 2 with four collection times as columns (two on the same day), 'Zielwert < 55', /nl counts.",
    doc_uk_letter.DOC: "a UK diabetes clinic letter: 'Bloods today' shorthand with no units, an earlier HbA1c quoted with its date (tolerated), then a results table with units and ranges, a urine ACR (no dictionary code), eGFR with no range, NHS number with spaces.",
    doc_ch_labor.DOC: "a Swiss lab report: apostrophe thousands (Thrombozyten 251'000 /µl with range 150'000 - 450'000, D-Dimere 1'150 µg/l FEU), G/l and T/l counts, l/l haematocrit, '+' flags, 'CRP < 3' and 'eGFR > 90', a urine dipstick with negativ / '+' results, an AHV number.",
    doc_pl_medpracy.DOC: "a Polish occupational-medicine summary: results only in prose, in two collection dates (02.06.2025 and liver tests of 28.05.2025), norms in parentheses '(norma < 55)' for some, 'bez odchyleń' urinalysis, audiometry / spirometry / eye numbers that are not lab results.",
}
IDENTITY = {
    "patient_name": ["SADURSKI Bogusław", "Bogusław Sadurski", "SADURSKI", "Sadurski",
                     "DROZDOWSKA Elżbieta", "Elżbieta Drozdowska", "DROZDOWSKA",
                     "KOUBKOVÁ Vlasta", "Vlasta Koubková", "KOUBKOVÁ",
                     "Baumgärtner, Reinhold", "Reinhold Baumgärtner", "Baumgärtner",
                     "Dennis Arthur POCKLINGTON", "Dennis Pocklington", "POCKLINGTON", "Pocklington",
                     "Tschannen-Bieri Ursula", "Ursula Tschannen-Bieri", "Tschannen-Bieri",
                     "Krystian Wójtowicz-Lis", "Wójtowicz-Lis"],
    "national_id": ["56091404311", "49112204689", "76082302875", "585314/1008", "5853141008",
                    "401 223 7748", "4012237748", "756.4821.9034.17", "7564821903417"],
    "birth_date": ["14.09.1956", "1956-09-14", "22.11.1949", "1949-11-22", "14.03.1958", "1958-03-14",
                   "07.02.1951", "1951-02-07", "19/06/1963", "1963-06-19", "03.11.1968", "1968-11-03"],
    "address": ["ul. Kościelna 41 m. 3", "Kościelna 41", "ul. Lipowa 8", "Na Výsluní 225",
                "Lindenstraße 18", "27 Coppice Way", "Coppice Way", "TN9 2QE", "Mattenweg 9",
                "os. Asnyka 14/27", "Asnyka 14/27"],
    "doctor": ["Marta Kubacka-Wrona", "Kubacka-Wrona", "Piotr Nowosielski", "Nowosielski", "Teresa Jaszczuk",
               "Adrian Wolak", "Tomáš Hrdlička", "Hrdlička", "Ivana Chalupová", "Hartmut Lindqvist", "Lindqvist",
               "Svenja Obermaier", "Malte Rohwedder", "Jens-Uwe Petersen", "Birte Hagemann",
               "Priya Raghunathan", "Raghunathan", "Oyelaran", "Beat Zingg", "Corinne Wälti",
               "Zofia Gradowska-Pieńkos", "Gradowska-Pieńkos", "Marek Osiński"],
    "order_numbers": ["1842/2025", "KG-0419/25", "H-2025-008813", "2025-0871446", "RWF-0912837",
                      "W25.3381940", "2506-44781", "118/BHP/2025"],
    "phone": ["15 836 41 00", "61 442 18 60", "321 744 100", "04178 93-2201", "01892 634 700",
              "056 648 71 00", "62 501 33 90"],
    "pesel": ["56091404311", "49112204689", "76082302875"],
}


def main():
    os.makedirs(DOCS, exist_ok=True)
    documents, excluded = {}, []
    for m in MODULES:
        start = len(common.ROWS)
        html, exc = m.build()
        pdf = os.path.join(DOCS, m.DOC)
        common.render(html, pdf, os.path.join(HERE, "html"))
        with open(pdf, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        documents[m.DOC] = {"sha256": sha, "rows": len(common.ROWS) - start, "layout": LAYOUT[m.DOC]}
        excluded += exc
    truth = {
        "about": "Blind held-out set-15 for bloodwork-mcp (written 2026-12-07 by helper blind15 without reading the importer): seven documents hospitals and clinics hand a person, rendered to PDF from HTML with headless Chromium (text layer), of seven fictional people in Poland, Czechia, Germany, the UK and Switzerland; every result a careful person would enter, generated from the same row lists as the pages (gen/).",
        "conventions": {
            "date": "each value's own collection date (the 'Materiał pobrano' row, the column's date, the row's 'Odběr' timestamp, the date named in the prose: 'przy przyjęciu (03.02.2025)', 'z dnia 28.05.2025', 'Bloods today' = the clinic date); never the letter, print or report date; a value with no day (\"2024 r.\", \"Frühjahr 2025\") is excluded",
            "value": "number, or the printed string for qualitative results ('1+', 'negativ', 'liczne', '10-15'); apostrophe thousands read as such (251'000 -> 251000); the German prose '2.340 pg/ml' is 2340 (the same result as the appendix's 2340)",
            "duplicates": "a value printed both in the prose and in a table is one row (same date, value and unit); the table gives its range",
            "comparator": "'< 3' -> 3 '<', '> 90' -> 90 '>'",
            "unit": "as printed; none printed -> null (INR, urine pH and SG, the Czech haematocrit fraction, the UK prose shorthand takes the table's unit)",
            "ranges": "'a - b' / 'a–b' -> ref_low/ref_high; '< x', 'Zielwert < x', '(norma < x)' -> ref_high; '> x' -> ref_low; a qualitative reference ('negativ', 'nieobecna', 'negativní', 'nieliczne') -> ref_text; ranges in prose only where the prose prints them",
            "abnormal": "true when flagged (H, L, arrows, +) or the prose calls it raised; false otherwise",
            "panel": "blood or urine",
        },
        "documents": documents,
        "identity": IDENTITY,
        "rows": common.ROWS,
        "excluded": excluded,
    }
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(len(common.ROWS), "rows;", {k: v["rows"] for k, v in documents.items()})


if __name__ == "__main__":
    main()
