"""Builds set-8: writes gen/html/*.html, renders docs/*.pdf with headless Chromium (render.sh), and writes
truth.json from the same rows. Run from anywhere: python3 gen/make.py"""
import hashlib
import re
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402
import cz_graf, de_kumulativ, pl_jednostka_w_naglowku, pl_kumulacja, pl_poprzedni  # noqa: E402
import sk_kvalitativne, ua_bilingual, uk_twocol, us_inrange  # noqa: E402

MODULES = [pl_poprzedni, de_kumulativ, us_inrange, cz_graf, ua_bilingual, uk_twocol, pl_jednostka_w_naglowku,
           pl_kumulacja, sk_kvalitativne]
SET = os.path.dirname(HERE)


def margin_footer(html):
    """Moves the page's '<div class="foot">' into the page margin (a CSS margin box), so that it prints on every
    page below the content, with 'page N / M' beside it, as lab systems print their footers."""
    m = re.search(r'<div class="foot">(.*?)</div>\n', html, re.S)
    if not m:
        return html
    text = re.sub(r"<[^>]+>", " ", m.group(1)).replace("&nbsp;", " ").replace("&amp;", "&")
    text = re.sub(r"\s+", " ", text).strip().replace('"', "'")
    rule = (f'@page {{ @bottom-left {{ content: "{text}"; font-size: 6.5pt; font-family: sans-serif; '
            f'vertical-align: top; padding-top: 3mm; }} @bottom-right {{ content: counter(page) " / " counter(pages); '
            f'font-size: 7pt; font-family: sans-serif; vertical-align: top; padding-top: 3mm; }} }}\n')
    html = html.replace(m.group(0), "")
    return html.replace("</style>", rule + "</style>", 1)


def main(render=True):
    os.makedirs(os.path.join(HERE, "html"), exist_ok=True)
    os.makedirs(os.path.join(SET, "docs"), exist_ok=True)
    for m in MODULES:
        html = margin_footer(m.build())
        base = os.path.splitext(m.DOC)[0]
        with open(os.path.join(HERE, "html", base + ".html"), "w", encoding="utf-8") as f:
            f.write(html)
        if render:
            subprocess.run(["bash", os.path.join(HERE, "render.sh"), os.path.join(HERE, "html", base + ".html"),
                            os.path.join(SET, "docs", m.DOC)], check=True)
    docs = {}
    for m in MODULES:
        with open(os.path.join(SET, "docs", m.DOC), "rb") as f:
            h = hashlib.sha256(f.read()).hexdigest()
        docs[m.DOC] = {"sha256": h, "rows": sum(1 for r in common.TRUTH if r["doc"] == m.DOC),
                       "layout": (m.__doc__ or "").strip().split(":", 1)[1].strip().replace("\n", " ")}
    truth = {
        "about": "Blind held-out set-8 for bloodwork-mcp: 9 printed lab reports (PDF with a text layer, rendered from HTML "
                 "by headless Chromium) of one fictional woman born 1979 who lived in Poland, Germany, the US, Czechia, "
                 "Ukraine, the UK and Slovakia; written without reading the importer. Every row a careful person would "
                 "enter, derived from the generator sources in gen/.",
        "conventions": {
            "date": "collection date (Data pobrania / Entnahme column / COLLECTED / Odběr / Дата взяття / Sample taken / "
                    "Dátum odberu / cumulative column heads), never the received, reported, printed or order date",
            "value": "number, or the printed string for qualitative results; counted ranges such as '10-15' (wpw) are strings",
            "comparator": "'< 0,6' -> 0.6 '<'; '>90' -> 90 '>'",
            "unit": "as printed beside the value, in the unit column, in the range column (US: '<100 mg/dL (calc)' -> mg/dL) "
                    "or in the column head / section head when the rows have none (D7); null when none is printed",
            "ranges": "'a - b' -> ref_low a, ref_high b; '< x' -> ref_high x; '> x' and '> OR = x' -> ref_low x; "
                      "a textual reference -> ref_text",
            "abnormal": "true when flagged (arrows, H/L, +, *, HIGH/LOW in the Out Of Range column); false when unflagged; "
                        "null where the row has no reference (not scored)",
            "previous": "a 'Wynik poprzedni' or 'Vorwert' column holds an earlier result with its date in the column head: "
                        "not a row of this report; stored exactly under its own date it is tolerated",
            "panel": "blood or urine; urine strip 'Leukocyty'/'Erytrocyty'/'Krev' are U_LEU/U_ERY, sediment U_SED_LEU/U_SED_ERY",
            "in_dictionary": "false when markers.yaml has no marker; code chosen here, created on approval with new_label",
        },
        "documents": docs,
        "rows": common.TRUTH,
        "excluded": common.EXCLUDED,
        "identity": {
            "patient_name": ["Marta Wilczyńska", "Wilczyńska Marta", "WILCZYŃSKA MARTA", "Wilczynska, Marta",
                             "WILCZYNSKA, MARTA", "Wilczyńska", "Wilczynska", "Вільчинська Марта", "Вільчинська"],
            "pesel": [common.PESEL],
            "national_id": [common.RC, common.RC.replace("/", ""), common.NHS, common.NHS.replace(" ", "")],
            "birth_date": ["14.06.1979", "1979-06-14", "06/14/1979", "14-Jun-1979", "19790614"],
            "address": ["ul. Lipowa 17/4", "Lipowa 17/4", "30-215", "1147 Maple Ridge Dr", "Maple Ridge",
                        "Kounicova 41", "Harcourt Road", "BS6 7RB", "(614) 555-0187", "+380 67 318 40 27"],
            "patient_numbers": ["00817733", "30918826", "H4417720", "2601140087"],
            "doctor": ["lek. Paweł Ostrowski", "Paweł Ostrowski", "3318275", "Dr. med. Sabine Fürstenau",
                       "Sabine Fürstenau", "Fürstenau", "Tobias Engelhardt", "Hartmut Lindqvist", "BRENNAN, KATHLEEN M",
                       "1740588213", "Anand R. Kulkarni", "MUDr. Lenka Procházková", "Lenka Procházková", "72044518",
                       "Коваленко Олена Миколаївна", "Гнатюк Ірина Петрівна", "Dr Alistair Penhaligon", "Penhaligon",
                       "Fiona Trelawney", "Wojciech Gąsienica-Roj", "Stanisław Chowaniec", "Agnieszka Hałas-Kędzior",
                       "MUDr. Peter Hrubík", "Peter Hrubík", "P12345067201", "Zuzana Kollárová"],
            "order_numbers": ["2511180412", "*2511180412017*", "KC4471902", "8830157", "0203-26-5512", "26035512",
                              "250910-4471", "2509104471", "M25.0318842", "ICE-77120945", "Z/24/118305",
                              "2607-0091184", "2607009118"],
            "lab_staff": ["Dorota Lisiecka", "Melanie Hochreiter", "Jakub Dvořáček", "Krystyna Bachleda", "Anna Mroczek"],
        },
    }
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(common.TRUTH)} rows, {len(common.EXCLUDED)} excluded, {len(docs)} documents")


if __name__ == "__main__":
    main(render="--no-render" not in sys.argv)
