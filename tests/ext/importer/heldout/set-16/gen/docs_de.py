"""DE/EN bilingual hormone report of a German MVZ lab, German and English side by side in every cell
(name, column heads, comments), cycle-phase bands with the phase stated in the order block
(Lutealphase, Zyklustag 22), an age-banded DHEA-S, '< 9' for anti-TPO, flags 'H' with an up-arrow,
Entnahme vs Eingang vs Befund dates.
"""

from common import esc, ident, record, t

NAME = "DE_MVZ_Labor_Breisgau_Befund_Hormone_2508190233.pdf"
DATE = "2025-08-19"

PH = "Follikelphase / follicular: {}<br>Ovulation / ovulatory: {}<br><b>Lutealphase / luteal: {}</b><br>Postmenopause: {}"

ROWS = [
    "Gonadotropine und Sexualhormone / Gonadotropins and sex hormones",
    ("Luteinisierendes Hormon (LH)<br><i>Luteinising hormone</i>", "6,2", "IU/l",
     PH.format("2,4 – 12,6", "14,0 – 95,6", "1,0 – 11,4", "7,7 – 58,5"), "", t("LH", 6.2, 1.0, 11.4)),
    ("Follikelstimulierendes Hormon (FSH)<br><i>Follicle-stimulating hormone</i>", "3,1", "IU/l",
     PH.format("3,5 – 12,5", "4,7 – 21,5", "1,7 – 7,7", "25,8 – 134,8"), "", t("FSH", 3.1, 1.7, 7.7)),
    ("Östradiol (E2)<br><i>Oestradiol</i>", "148", "pg/ml",
     PH.format("12,5 – 166", "85,8 – 498", "43,8 – 211", "&lt; 54,7"), "", t("ESTRADIOL", 148, 43.8, 211)),
    ("Progesteron<br><i>Progesterone</i>", "11,8", "ng/ml",
     PH.format("0,06 – 0,89", "0,12 – 12,0", "1,83 – 23,9", "&lt; 0,13"), "", t("PROGESTERONE", 11.8, 1.83, 23.9)),
    ("Prolaktin<br><i>Prolactin</i>", "27,9", "ng/ml", "4,8 – 23,3", "H ↑", t("PRL", 27.9, 4.8, 23.3, abn=True)),
    ("Testosteron<br><i>Testosterone</i>", "0,31", "ng/ml", "0,08 – 0,48", "", t("TESTOSTERONE", 0.31, 0.08, 0.48)),
    ("Sexualhormon-bindendes Globulin (SHBG)<br><i>Sex hormone-binding globulin</i>", "68", "nmol/l", "32,4 – 128",
     "", t("SHBG", 68, 32.4, 128, new_label="Sexualhormon-bindendes Globulin (SHBG) Sex hormone-binding globulin")),
    ("DHEA-Sulfat<br><i>DHEA sulphate</i>", "212", "µg/dl",
     "15–24 J./y: 148 – 407<br><b>25–34 J./y: 98,8 – 340</b><br>35–44 J./y: 60,9 – 337", "",
     t("DHEAS", 212, 98.8, 340)),
    ("Anti-Müller-Hormon (AMH)<br><i>Anti-Müllerian hormone</i>", "2,9", "ng/ml", "0,9 – 9,5", "",
     t("AMH", 2.9, 0.9, 9.5, new_label="Anti-Müller-Hormon (AMH) Anti-Müllerian hormone")),
    ("Kortisol (morgens)<br><i>Cortisol (morning)</i>", "14,6", "µg/dl", "6,2 – 19,4", "", t("CORTISOL", 14.6, 6.2, 19.4)),
    "Schilddrüse / Thyroid",
    ("TSH basal<br><i>TSH</i>", "1,84", "mU/l", "0,27 – 4,20", "", t("TSH", 1.84, 0.27, 4.2)),
    ("Freies T4 (fT4)<br><i>Free thyroxine</i>", "1,21", "ng/dl", "0,93 – 1,70", "", t("FT4", 1.21, 0.93, 1.7)),
    ("Freies T3 (fT3)<br><i>Free triiodothyronine</i>", "3,1", "pg/ml", "2,0 – 4,4", "", t("FT3", 3.1, 2.0, 4.4)),
    ("TPO-Antikörper (Anti-TPO)<br><i>Thyroid peroxidase antibodies</i>", "&lt; 9", "IU/ml", "&lt; 34", "",
     t("ANTY_TPO", 9, None, 34, comp="<")),
]


def build():
    ident(patient_name=["Katrin Oberländer", "Oberländer, Katrin", "Oberländer", "Oberlaender"],
          national_id=["K418273650"], birth_date=["04.07.1991", "1991-07-04"],
          address=["Wiehrestraße 37", "Wiehrestraße", "79100 Freiburg"],
          doctor=["Dr. med. Jonas Reichwein", "Jonas Reichwein", "Reichwein", "Dr. med. Ulrike Haselbach", "Ulrike Haselbach", "Haselbach"],
          order_numbers=["2508190233", "A-55190-2"])
    trs = []
    for r in ROWS:
        if isinstance(r, str):
            trs.append(f'<tr class="sec"><td colspan="5">{r}</td></tr>')
            continue
        label, pv, unit, pr, flag, _ = r
        trs.append(f'<tr><td>{label}</td><td class="v{" h" if flag else ""}">{pv}</td><td class="fl">{flag}</td>'
                   f'<td>{unit}</td><td class="rr">{pr}</td></tr>')
    n = record(NAME, DATE, ROWS)
    html = f'''<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 14mm 16mm 16mm; }}
body {{ font-family: "Liberation Serif", "DejaVu Serif", serif; font-size: 9pt; }}
.lh {{ display:flex; justify-content:space-between; }}
.lh .l {{ font-size:15pt; font-weight:bold; color:#004f6e; }}
.small {{ font-size:7.5pt; color:#444; }}
.meta {{ display:grid; grid-template-columns: 1fr 1fr; gap:8px; border:1px solid #004f6e; padding:6px; margin:8px 0; }}
table.r {{ width:100%; border-collapse:collapse; }}
table.r th {{ text-align:left; border-bottom:1.5px solid #004f6e; font-size:8pt; padding:3px; vertical-align:bottom; }}
table.r td {{ padding:3px; border-bottom:0.5px solid #ccc; vertical-align:top; }}
tr.sec td {{ background:#dceaf0; font-weight:bold; }}
td.v {{ text-align:right; font-weight:bold; }} td.h {{ color:#b00; }} td.fl {{ color:#b00; font-weight:bold; }}
td.rr {{ font-size:8pt; }}
.foot {{ font-size:7pt; color:#555; border-top:1px solid #999; margin-top:10px; padding-top:3px; }}
</style></head><body>
<div class="lh"><div><div class="l">MVZ Labor Breisgau GmbH</div>
<div class="small">Fachärzte für Laboratoriumsmedizin · Specialists in Laboratory Medicine<br>
Hans-Bunte-Straße 12 · 79108 Freiburg im Breisgau · Tel. +49 761 458 92-0 · Fax -99<br>
Akkreditiert nach DIN EN ISO 15189 · DAkkS D-ML-13472-01-00</div></div>
<div class="small" style="text-align:right">Ärztlicher Leiter / Medical director:<br>Dr. med. Ulrike Haselbach</div></div>
<h2 style="font-size:12pt;margin:8px 0 2px">Laborbefund / Laboratory report — Endbefund / Final report</h2>
<div class="meta">
<div>Patientin / Patient: <b>Oberländer, Katrin</b><br>geb. / DOB: 04.07.1991 · weiblich / female<br>
Wiehrestraße 37, 79100 Freiburg<br>Versicherten-Nr. / Insurance no.: K418273650</div>
<div>Auftrag / Order: <b>2508190233</b> · Einsender-Nr. A-55190-2<br>Einsender / Requested by: Dr. med. Jonas Reichwein, Frauenarztpraxis<br>
Entnahme / Collected: <b>19.08.2025 08:10</b><br>Eingang / Received: 19.08.2025 14:32 · Befund / Reported: 21.08.2025<br>
Zyklusphase lt. Angabe / Cycle phase as stated: <b>Lutealphase / luteal phase</b>, Zyklustag / cycle day 22</div></div>
<table class="r"><tr><th>Untersuchung<br><i>Test</i></th><th style="text-align:right">Ergebnis<br><i>Result</i></th><th></th>
<th>Einheit<br><i>Unit</i></th><th>Referenzbereich<br><i>Reference range</i></th></tr>
{"".join(trs)}</table>
<p style="font-size:8pt"><b>Beurteilung / Comment:</b> Leicht erhöhtes Prolaktin, z. B. stressbedingt; ggf. Kontrolle
nüchtern nach 30 Minuten Ruhe. / Slightly raised prolactin, e.g. due to stress; consider a repeat after 30 minutes' rest.<br>
Die fett gedruckten Referenzbereiche gelten für die angegebene Zyklusphase bzw. das Alter. / Reference ranges in bold apply
to the stated cycle phase or age.</p>
<p style="font-size:8pt">Medizinisch validiert / Medically validated: Dr. med. Ulrike Haselbach, 21.08.2025 11:05</p>
<div class="foot">MVZ Labor Breisgau GmbH · Amtsgericht Freiburg HRB 711842 · Befund-ID 2508190233 · Oberländer, Katrin, 04.07.1991 · Seite 1 von 1 / page 1 of 1</div>
</body></html>'''
    return NAME, html, n
