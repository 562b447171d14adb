"""Builds set-22: the documents in ../docs (PDF from HTML by headless Chromium, a phone photo, a saved
portal page) and ../truth.json from the same rows. Run: python3 make.py"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import SET, DOCS, HTML, sha
import doc_fr_be, doc_it_es, doc_br_ro

LAYOUT = {
    doc_fr_be.FR_NAME: "French private lab 'Compte rendu d'analyses de biologie médicale': Résultats / Unités / Valeurs de référence / Antériorités (previous value with its date 03/10/23 under it); counts in T/L and G/L, leukocyte formula with % and G/L on one line (range for G/L only), glucose, creatinine and lipids with the same result in a second unit on a grey line under the row, '< 1,0' CRP, 'à' ranges, bold + arrows for out-of-range, a pending ferritin ('Résultat à suivre'), NIR in the identity box.",
    doc_fr_be.BE_NAME: "Brussels hospital report, bilingual French/Dutch: every label in French with its Dutch name under it in italics, bilingual column heads, '+'/'-' flag column, 10^9/L and 10^12/L, eGFR '> 90', a cancelled row ('Non effectué : échantillon hémolysé / Niet uitgevoerd').",
    doc_it_es.IT_NAME: "Italian hospital 'Referto di laboratorio' (AUSL): ESAME / ESITO / U.M. / VALORI DI RIFERIMENTO in a monospace table, department and panel heads, x10^3/µL and x10^6/µL, H after the value, '< 200' / '> 45', HbA1c IFCC mmol/mol, a comment line, a pending row ('in corso'), urine chemistry with assente/assenti/negativo and qualitative references, codice fiscale.",
    doc_it_es.ES_NAME: "Spanish hospital 'Informe de resultados' kept as a phone photo (JPEG: perspective, rotation, uneven light, noise; the lower part of the page cut off below the table): Prueba / Resultado / Unidades / Intervalo de referencia, decimal point, asterisk before out-of-range values, '>90' eGFR with no range, a cancelled row ('ANULADA'), NIE and SIP numbers.",
    doc_br_ro.BR_NAME: "Brazilian 'Laudo de exames' where each exam is its own block (title, Material, Método, Resultado, 'Valores de referência' as prose with bands by sex, fasting or risk under it); the hemograma's leucograma with % and /mm³ columns and a thousands dot ('6.240', '251.000'), 'Segmentados' and 'Bastonetes' rows, the eGFR inside the creatinine's note, an LDL whose reference is a list of risk targets, urine EAS with sediment per mL, a pending β-hCG; CPF.",
    doc_br_ro.RO_NAME: "Romanian lab portal's 'Buletin de analize medicale' saved from the browser as an HTML page (navigation, cookie banner, footer): Denumire analiză / Rezultat / UM / Interval biologic de referință, '*10^3/µL' units, decimal comma, out-of-range in red with an arrow, VSH in mm/1h, 'Nereactiv' serology, a pending row ('Rezultat in lucru'), CNP.",
}

os.makedirs(DOCS, exist_ok=True)
os.makedirs(HTML, exist_ok=True)
rows, excluded, documents = [], [], {}
for fn in (doc_fr_be.fr, doc_fr_be.be, doc_it_es.it, doc_it_es.es, doc_br_ro.br, doc_br_ro.ro):
    name, rs, ex = fn()
    rows += [r.truth(name, d) for r, d in rs]
    excluded += ex
    documents[name] = {"sha256": sha(os.path.join(DOCS, name)), "rows": len(rs), "layout": LAYOUT[name]}

identity = {
    "patient_name": ["Clarisse Anjos Bettencourt", "CLARISSE ANJOS BETTENCOURT", "BETTENCOURT Clarisse",
                     "BETTENCOURT CLARISSE", "ANJOS BETTENCOURT, CLARISSE", "Bettencourt, Clarisse", "Bettencourt", "née ANJOS"],
    "national_id": ["2 86 03 99 508 047 52", "286039950804752", "BTTCRS86C54Z602K", "Y4829173K", "Y4829173-K",
                    "418.275.906-31", "41827590631", "86.03.14-472.18", "86031447218", "8860314125793", "14829307", "0847213"],
    "birth_date": ["14/03/1986", "14.03.1986", "1986-03-14"],
    "address": ["27 rue d'Austerlitz", "Chaussée de Waterloo 212", "Via Mascarella 41", "C/ de Sueca 58", "Str. Horea nr. 52"],
    "order_numbers": ["240212-0417", "22-172-04458", "20/0912-3384", "21050300872", "250318-009121", "1910150386"],
    "doctor": ["Hervé LACOMBE-GIRAUD", "Lacombe-Giraud", "Wouter Vandenbempt", "Vandenbempt", "1-48291-57-004",
               "Paola Zanardi", "Zanardi", "Ignacio Ferrándiz Soler", "Ferrándiz", "Renata Moreschi Kühl", "CRM-PR 28417",
               "Ioana Mureșan-Pop", "Mureșan-Pop"],
    "lab_staff": ["Sandrine MÉJEAN", "Anne-Sophie Dechamps", "Marco Castellucci", "Amparo Llinares Boix",
                  "Juliana Tomasi Bortolini", "Leandro Sczepanski", "Sorina Bârsan", "Teodor Vlaicu"],
}
truth = {
    "about": "Blind held-out set-22 for bloodwork-mcp: 6 lab documents in Romance languages (French, Belgian French/Dutch, Italian, Spanish, Brazilian Portuguese, Romanian) of one fictional woman born 1986 who lived in Romania, Italy, Spain, Belgium, France and Brazil: four PDFs rendered from HTML by headless Chromium, a phone photo (JPEG) and a portal page saved as HTML; written without reading the importer. Every row a careful person would enter, derived from the generator sources in gen/.",
    "conventions": {
        "date": "collection date (Prélevé le / Prélèvement-Afname / Data prelievo / Fecha extracción / Data da coleta / Data recoltării), never received, validated or released",
        "value": "number ('6.240' with a thousands dot is 6240), or the printed string for qualitative results ('assente', 'negativo', 'Negativo', 'Nereactiv', colours)",
        "comparator": "'< 1,0' -> 1.0 '<'; '> 90' -> 90 '>'",
        "unit": "as printed in the unit column, result cell or block; null when none is printed (urine pH, density)",
        "ranges": "'a à b' / 'a - b' / 'a a b' -> ref_low a, ref_high b; '< x', 'inferior a x', 'até x' -> ref_high x; '> x', 'superior a x' -> ref_low x; bands by sex -> the woman's band; bands by fasting -> fasting (the laudo says 12 h fasting); vitamin D bands -> the band the lab calls desirable/healthy-population (FR 30-100, BR > 20); the Brazilian LDL's list of risk targets -> no range; a qualitative reference -> ref_text",
        "abnormal": "true when flagged (arrows, H, +/-, *, bold/red); false when unflagged; null where the row has no reference (not scored)",
        "previous": "the French Antériorités column holds results of 03/10/2023: not rows of this report; stored exactly under 2023-10-03 they are tolerated",
        "second unit": "a French row's grey line under it (mmol/L, mg/L, nmol/L) is the same result converted: tolerated when stored exactly, never required",
        "percent and absolute": "a leukocyte line with % and an absolute count is two rows: the % row (no range printed for it in FR/BR) and the count row with the range",
        "in_dictionary": "false when markers.yaml has no marker; code chosen here, created on approval with new_label",
    },
    "documents": documents,
    "rows": rows,
    "excluded": excluded,
    "identity": identity,
}
with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
    json.dump(truth, f, ensure_ascii=False, indent=1)
print(len(rows), "rows;", {k: v["rows"] for k, v in documents.items()})
