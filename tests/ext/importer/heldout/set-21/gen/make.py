#!/usr/bin/env python3
# Builds set-21: renders every document to docs/ (HTML kept in gen/html/) and writes ../truth.json.
#   python3 gen/make.py && deno fmt tests/ext/importer/heldout/set-21/truth.json   (needs chromium on PATH)
import json
import os

from common import SET, render, sha
from doc_cz import kumulativni, vysledkovy_list
from doc_de_ch import kumulativ, swiss
from doc_sk_at import austrian, slovak
from doc_ua import russian, ukrainian

BUILDERS = [vysledkovy_list, kumulativni, slovak, austrian, kumulativ, swiss, ukrainian, russian]

IDENTITY = {
    "patient_name": ["Vrbenský Tomáš", "Tomáš Vrbenský", "VRBENSKÝ Tomáš", "Vrbensky, Tomas", "VRBENSKY Tomas",
                     "Vrbensky Tomas", "Vrbenský", "Vrbensky", "Врбенський Томаш", "Врбенський", "Врбенский Томаш",
                     "Врбенский"],
    "national_id": ["720923/4175", "7209234175", "3185 230972", "3185230972", "756.4821.9037.57", "7564821903757",
                    "2656403717", "K482915537"],
    "birth_date": ["23.09.1972", "1972-09-23", "23.9.1972"],
    "address": ["Bubeníčkova 38", "Vojtecha Spanyola 1187/42", "Eggenberger Allee 71/3/12", "Albertstraße 9",
                "Chemin des Pâquerettes 6", "вул. Стрийська, 86", "Стрийська", "Клочковская, 197", "Клочковская"],
    "order_numbers": ["25031800417", "2406-88213", "2407-00315", "19100812", "21-0413-2277", "F22-0471186",
                      "23-Q-661045", "LD-250904-3318", "№ 4471"],
    "doctor": ["MUDr. Radek Chvojka", "Radek Chvojka", "72381046", "MUDr. Kamila Brázdilová", "Kamila Brázdilová",
               "MUDr. Ľubomír Záhorec", "Ľubomír Záhorec", "A48271093", "Dr. Ferdinand Pichlmayr",
               "Ferdinand Pichlmayr", "Veronika Strasser-Lindl", "Aurélie Schnyder-Mottet", "Мельничук Оксана Богданівна",
               "Мельничук", "Демченко Людмила Аркадьевна", "Демченко"],
    "lab_staff": ["Ivana Šťastná", "Jiří Kotásek", "Hana Vejvodová", "Marek Hollý", "Karin Oberwalder",
                  "Gernot Aschenbrenner", "Till Benedikter", "Nicolas Wüthrich-Bassand", "Савчин Роман Ігорович",
                  "Остапенко"],
}


def main():
    documents, rows, excluded = {}, [], []
    for build in BUILDERS:
        name, html, rs, ex, layout = build()
        path = render(name, html)
        documents[name] = {"sha256": sha(path), "rows": len(rs), "layout": layout}
        rows += rs
        excluded += ex
    truth = {
        "about": "Blind held-out set-21 for bloodwork-mcp: 8 printed lab reports (PDF with a text layer, rendered from "
                 "HTML by headless Chromium) of one fictional man born 1972 who lived in Czechia, Slovakia, Austria, "
                 "Germany, Switzerland and Ukraine; written without reading the importer. Every row a careful person "
                 "would enter, derived from the generator sources in gen/.",
        "conventions": {
            "date": "collection date (Odběr / Dátum a čas odberu / Abnahme / Entnahme / Prélèvement / Дата забору; "
                    "the cumulatives' row or column heads), never received, reported or printed",
            "value": "number, or the printed string for qualitative results ('negat.', 'negativ', 'positiv')",
            "comparator": "'< 5' -> 5 '<'",
            "unit": "as printed in the unit column or head; null when none is printed (INR, urine strip)",
            "ranges": "'a – b' -> ref_low a, ref_high b; '< x' -> ref_high x; '> x' -> ref_low x; bands by sex or age -> "
                      "the band of this patient (a man, 46-52 years old); a textual reference -> ref_text",
            "abnormal": "true when flagged (H/L, arrows, +, ++, -, star outside the bars, words); false when unflagged; "
                        "null where the row has no reference (not scored)",
            "previous": "the Výsledkový list's 'Předchozí' column holds the result of 26.11.2024 (date in the column head): "
                        "not a row of this report; stored exactly under its own date it is tolerated",
            "held": "the Russian-language report (KharkivMedTest) must be held: it has no truth rows, any stored row of "
                    "it is spurious",
            "in_dictionary": "false when markers.yaml has no marker; code chosen here, created on approval with new_label",
        },
        "documents": documents,
        "rows": rows,
        "excluded": excluded,
        "identity": IDENTITY,
    }
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(documents)} documents, {len(rows)} rows, {len(excluded)} excluded")


if __name__ == "__main__":
    main()
