# Builds set-26's documents into ../docs and its truth into ../truth.json: python3 make.py
# (Python 3, headless Chromium, pdftoppm and ImageMagick; scratch files under $SET26_BUILD or /tmp/b26/build).
import hashlib, json, os
from common import *
import doc_sanamed, doc_ikp, doc_poz, doc_sport, doc_pharmacy, doc_inr, doc_ciaza, doc_rckik, doc_szpital

MODULES = [doc_sanamed, doc_ikp, doc_poz, doc_sport, doc_pharmacy, doc_inr, doc_ciaza, doc_rckik, doc_szpital]

LAYOUT = {m.NAME: (m.__doc__ or "").strip() for m in MODULES}

EXCLUDED = [
    (doc_poz.NAME, "Badanie ogólne moczu", "w normie", "a whole urinalysis summarised as 'w normie': no value of any marker"),
    (doc_pharmacy.NAME, "TC/HDL", "5,8", "a ratio with no marker in the dictionary and no reference; a careful person leaves it"),
    (doc_inr.NAME, "INR", "(empty) nie oznaczono – próbka zhemolizowana", "not done on 11.04.25: haemolysed sample"),
    (doc_rckik.NAME, "Badania molekularne NAT (HBV DNA, HCV RNA, HIV RNA)", "nie wykryto", "one line for three tests; no marker"),
    (doc_ciaza.NAME, "(every cell)", "—", "not done in that period of pregnancy"),
    (doc_ikp.NAME, "Zlecone badania: kreatynina, glukoza, ...", "", "the e-skierowanie's list of ordered tests, not results"),
    (doc_rckik.NAME, "Fenotyp Rh", "CcDee, K ujemny", "a blood-group phenotype in prose; no marker"),
]

IDENTITY = {
    "patient_name": [
        "Agnieszka Przybyłowicz", "PRZYBYŁOWICZ AGNIESZKA", "Przybyłowicz Agnieszka",
        "Tomasz Przybyłowicz", "Przybyłowicz Tomasz", "T. Przybyłowicz",
        "Stanisława Przybyłowicz", "PRZYBYŁOWICZ STANISŁAWA",
        "Jakub Przybyłowicz", "Przybyłowicz Jakub", "Przybyłowicz",
    ],
    "national_id": [AGA["pesel"], TOM["pesel"], STA["pesel"], JAK["pesel"]],
    "birth_date": [AGA["born"], TOM["born"], STA["born"], JAK["born"],
                   AGA["born_iso"], TOM["born_iso"], STA["born_iso"], JAK["born_iso"]],
    "address": ["ul. Jaśminowa 14/3", "Jaśminowa 14/3", "Jaśminowa", "35-327 Rzeszów", "35-327",
                "ul. Wierzbowa 7 m. 12", "Wierzbowa 7 m. 12", "35-021 Rzeszów", "35-021"],
    "phone": [PHONE, "+48 " + PHONE],
    "doctor": ["lek. Iwona Szczepaniak-Burda", "Iwona Szczepaniak-Burda", "Szczepaniak-Burda",
               "lek. Bartłomiej Ostaszewicz", "Bartłomiej Ostaszewicz", "Ostaszewicz",
               "lek. Wiesław Porębiak", "Wiesław Porębiak", "Porębiak",
               "lek. Renata Kulesza-Wąs", "Renata Kulesza-Wąs", "Kulesza-Wąs",
               "lek. Ewa Drabik-Sołtys", "Ewa Drabik-Sołtys", "Drabik-Sołtys",
               "lek. Tadeusz Gniewek-Bury", "Tadeusz Gniewek-Bury", "Gniewek-Bury"],
    "licence_numbers": ["2748193", "3391027", "4410582", "1829364", "2087751", "07712", "11093"],
    "lab_staff": ["mgr Paulina Grzegorczyk-Lis", "Paulina Grzegorczyk-Lis", "Grzegorczyk-Lis",
                  "mgr Adrian Wołosiewicz", "Adrian Wołosiewicz", "Wołosiewicz",
                  "mgr Dorota Kmiecik", "Dorota Kmiecik",
                  "mgr farm. Justyna Kmiecik-Ruda", "Justyna Kmiecik-Ruda", "Kmiecik-Ruda"],
    "order_numbers": ["SM/25/01/088213", "088213", "SM/25/03/019477", "019477",
                      "2501 0000 4471 2298", "2502 1100 0030 1185", "2502 1100 0033 8841",
                      "4471-0912-33", "2025/04/1187", "PSL/1422/2025", "117/2025",
                      "0041-R-27785", "R3125 25 004417 9", "DD.4417.2025", "2025/11842", "4417/06/2025"],
}


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


if __name__ == "__main__":
    for m in MODULES:
        m.build()
        print("built", m.NAME)
    docs = {}
    for m in MODULES:
        n = sum(1 for r in ROWS if r["doc"] == m.NAME)
        docs[m.NAME] = {"sha256": sha(os.path.join(DOCS, m.NAME)), "rows": n, "layout": LAYOUT[m.NAME]}
    truth = {
        "about": "Blind held-out set-26 for bloodwork-mcp (written 2026-12-07 by helper b26 without reading the importer): "
                 "one fictional Polish family's folder of results from many providers (the Przybyłowicz family of Rzeszów: "
                 "a woman of 35 in pregnancy, her husband of 37, a blood donor, their son of 15, a footballer, and his "
                 "grandmother of 81 on acenocoumarol). Every row a careful person would enter, generated from the same "
                 "row lists as the documents (gen/).",
        "conventions": {
            "date": "collection date (Data pobrania materiału / Data pobrania / pobr. / the date of the donation / the "
                    "measurement date at the pharmacy / the dated column of a cumulative), never received, performed, "
                    "approved, printed, shared, issued or 'valid until'; YYYY-MM-DD",
            "value": "number, or the printed words for qualitative results (ujemny, niereaktywny, nie wykryto, ślad, "
                     "słomkowa, przejrzysty, 'A Rh(+)', '1-2' for a sediment count per field of view)",
            "comparator": "'< 0,6' -> 0.6 '<'; '> 90' -> 90 '>'",
            "unit": "as printed; none where none is printed (INR, urine pH and specific gravity, qualitative rows)",
            "ranges": "'a - b' / 'a – b' / 'a-b' -> ref_low/ref_high; '< x' / 'do x' -> ref_high; '> x' -> ref_low; "
                      "the INR booklet's therapeutic range stated once above its table (2,0 – 3,0) belongs to every INR "
                      "row; vitamin D's interpretive bands -> the 'optymalne' band 30 - 50; a qualitative norm (ujemny, "
                      "nie wykryto, słomkowa) is not a number: ref null, range_printed keeps it",
            "abnormal": "true when flagged (H, L, *, ↑, ↓, !, 'powyżej normy')",
            "panel": "blood, or urine for the urinalysis rows",
            "in_dictionary": "false when markers.yaml has no marker (OGTT times, blood group, antibody screen, HIV, "
                             "syphilis, toxoplasma, rubella); new_label is the label a person would give it",
            "codes": "'PCT' on the hospital printout is procalcitonin (its footnote says so), not plateletcrit; the "
                     "OGTT's 0-minute value may also be stored as fasting glucose (alt_codes GLU)",
        },
        "documents": docs,
        "rows": ROWS,
        "excluded": [{"doc": d, "label_as_printed": l, "printed": p, "why": w} for d, l, p, w in EXCLUDED],
        "identity": IDENTITY,
    }
    with open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(len(ROWS), "rows")
