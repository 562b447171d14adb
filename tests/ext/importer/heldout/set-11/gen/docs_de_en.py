"""Set-11: the German hormone panel (cycle phase stated) and the English home-test report (unusual
headers, cycle-phase bands with no phase stated)."""

from common import E, R, page


def phases(f, o, lu, pm, names=("Follikelphase", "Ovulationsphase", "Lutealphase", "Postmenopause")):
    return "<br>".join(f"{n}: {x}" for n, x in zip(names, (f, o, lu, pm)))


DE_ROWS = [
    ("Gonadotropine", [
        R("LH", "7,2", "mU/ml", phases("2,4 – 12,6", "14,0 – 95,6", "1,0 – 11,4", "7,7 – 58,5"), "",
          "LH", lo=1.0, hi=11.4, note="Lutealphase stated in the clinical data (22. Zyklustag)"),
        R("FSH", "3,1", "mU/ml", phases("3,5 – 12,5", "4,7 – 21,5", "1,7 – 7,7", "25,8 – 134,8"), "",
          "FSH", lo=1.7, hi=7.7),
    ]),
    ("Steroidhormone", [
        R("Östradiol (E2)", "162", "pg/ml", phases("12,5 – 166", "85,8 – 498", "43,8 – 211", "< 5,0 – 54,7"),
          "", "ESTRADIOL", lo=43.8, hi=211),
        R("Progesteron", "4,8", "ng/ml", phases("0,2 – 1,5", "0,8 – 3,0", "1,7 – 27,0", "0,1 – 0,8"), "",
          "PROGESTERONE", lo=1.7, hi=27.0),
        R("Testosteron", "0,31", "ng/ml", "0,08 – 0,48", "", "TESTOSTERONE", lo=0.08, hi=0.48),
        R("DHEA-S", "2,41", "µg/ml",
          "20–24 J.: 1,48 – 4,07<br>25–34 J.: 0,99 – 3,40<br>35–44 J.: 0,60 – 3,37<br>45–54 J.: 0,35 – 2,56",
          "", "DHEAS", lo=0.6, hi=3.37, note="age 36 on the day of sampling: the 35–44 band"),
        R("SHBG", "64,2", "nmol/l", "32,4 – 128", "", "SHBG", lo=32.4, hi=128, in_dict=False,
          new_label="SHBG (sex hormone-binding globulin)"),
        R("Anti-Müller-Hormon (AMH)", "1,9", "ng/ml", "altersabhängig, s. Kommentar", "", "AMH",
          in_dict=False, new_label="AMH (anti-Müllerian hormone)",
          note="no numeric reference printed: none entered"),
        R("Prolaktin", "18,6", "ng/ml", "4,8 – 23,3", "", "PRL", lo=4.8, hi=23.3),
    ]),
    ("Schilddrüse", [
        R("TSH basal", "1,84", "µU/ml", "0,27 – 4,20", "", "TSH", lo=0.27, hi=4.2),
        R("fT4 (freies Thyroxin)", "1,21", "ng/dl", "0,93 – 1,70", "", "FT4", lo=0.93, hi=1.7),
    ]),
]

DE_CSS = """
body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10pt; }
.lh { text-align: center; border-bottom: 1px solid #000; padding-bottom: 4px; }
.lh .n { font-size: 14pt; font-variant: small-caps; }
.addr { display: flex; justify-content: space-between; margin: 10px 0; font-size: 9pt; }
table.r { width: 100%; border-collapse: collapse; }
table.r th { text-align: left; border-bottom: 1.5px solid #000; font-weight: normal; font-style: italic; padding: 2px 4px; }
table.r td { padding: 4px 4px; vertical-align: top; }
tr.g td { font-weight: bold; text-decoration: underline; padding-top: 10px; }
td.rf { font-size: 8.5pt; }
.k { margin-top: 12px; font-size: 9pt; }
"""


def german():
    doc = "Befund_Labor_Brandt_2505217734.pdf"
    date = "2025-05-21"
    rows, trs = [], []
    for name, items in DE_ROWS:
        trs.append(f'<tr class="g"><td colspan="4">{E(name)}</td></tr>')
        for r in items:
            trs.append(f"<tr><td>{E(r.label)}</td><td style='text-align:right;padding-right:14px'>{E(r.val)}</td>"
                       f"<td>{E(r.unit)}</td><td class='rf'>{r.ref}</td></tr>")
            rows.append(r.truth(doc, date, [r.label, r.val, r.unit, r.ref.replace("<br>", " / ")]))
    body = f"""
<div class="lh"><div class="n">Labor Dr. Brandt &amp; Kollegen MVZ GmbH</div>
Endokrinologie · Reproduktionsmedizin · Laboratoriumsmedizin<br>
Hohenzollernring 57 · 48145 Münster · Tel. 0251 98 713-0 · www.labor-brandt-ms.de</div>
<div class="addr"><div>Frau Dr. med. Friederike Lohmann<br>Fachärztin für Frauenheilkunde und Geburtshilfe<br>
Ludgeristr. 12<br>48143 Münster<br>LANR 734215601</div>
<div>Auftragsnr.: 2505217734<br>Patientin: <b>Kovalenko, Olena</b><br>geb. 07.11.1988<br>
Wolbecker Str. 88, 48155 Münster<br>Versichertennr.: K512847703 (TK)<br>
Entnahme: 21.05.2025 08:10<br>Eingang: 21.05.2025 14:32<br>Befunddatum: 23.05.2025</div></div>
<div><b>Endbefund</b> &nbsp; Material: Serum &nbsp; Klinische Angaben: Kinderwunsch seit 14 Mon.; 22. Zyklustag (Lutealphase)</div>
<table class="r">
<tr><th style="width:34%">Untersuchung</th><th style="width:14%;text-align:right;padding-right:14px">Ergebnis</th><th style="width:12%">Einheit</th><th>Referenzbereich</th></tr>
{''.join(trs)}
</table>
<div class="k"><b>Kommentar:</b> Die Hormonkonstellation ist mit der angegebenen Lutealphase vereinbar; Progesteron
spricht für eine stattgehabte Ovulation. AMH: für das Alter (35–39 J.) liegt der Median bei ca. 2,0 ng/ml
(5.–95. Perzentile 0,5 – 6,1 ng/ml); der Wert entspricht einer altersentsprechenden ovariellen Reserve.<br><br>
Mit freundlichen kollegialen Grüßen<br>Dr. rer. nat. Henrike Voss, Fachärztin für Laboratoriumsmedizin<br>
<span style="font-size:8pt">Dieser Befund wurde elektronisch erstellt und ist ohne Unterschrift gültig. Seite 1 von 1</span></div>
"""
    identity = {
        "patient_name": ["Kovalenko, Olena"],
        "national_id": ["K512847703"],
        "birth_date": ["07.11.1988"],
        "address": ["Wolbecker Str. 88", "48155 Münster"],
        "doctor": ["Dr. med. Friederike Lohmann", "Friederike Lohmann", "734215601", "Henrike Voss"],
        "order_numbers": ["2505217734"],
    }
    layout = ("German hormone panel (letter-style Befund): cycle-phase bands stacked in the reference cell "
              "(Follikel-, Ovulations-, Lutealphase, Postmenopause); the clinical data state '22. Zyklustag "
              "(Lutealphase)', so the luteal band applies; DHEA-S by age band (the patient is 36); AMH with "
              "'altersabhängig, s. Kommentar'; two markers not in the dictionary (SHBG, AMH); no flags")
    return doc, page(DE_CSS, body, lang="de"), rows, identity, layout, []


EN_BANDS = ("Follicular", "Mid-cycle", "Luteal", "Postmenopausal")
EN_ROWS = [
    R("Luteinising hormone (LH)", "5.6", "IU/L", phases("2.4–12.6", "14.0–95.6", "1.0–11.4", "7.7–58.5", EN_BANDS),
      "Not assessed", "LH", abnormal=None,
      note="four cycle-phase bands and no phase stated: no range entered"),
    R("Follicle stimulating hormone (FSH)", "6.8", "IU/L",
      phases("3.5–12.5", "4.7–21.5", "1.7–7.7", "25.8–134.8", EN_BANDS), "Not assessed", "FSH", abnormal=None,
      note="no phase stated: no range entered"),
    R("Oestradiol", "318", "pmol/L", phases("45–854", "151–1461", "82–1251", "<18–505", EN_BANDS),
      "Not assessed", "ESTRADIOL", abnormal=None, note="no phase stated: no range entered"),
    R("Prolactin", "241", "mIU/L", "102–496", "In range", "PRL", lo=102, hi=496, abnormal=False),
    R("Testosterone", "0.9", "nmol/L", "0.3–1.7", "In range", "TESTOSTERONE", lo=0.3, hi=1.7, abnormal=False),
    R("SHBG", "58", "nmol/L", "32.4–128", "In range", "SHBG", lo=32.4, hi=128, abnormal=False, in_dict=False,
      new_label="SHBG (sex hormone-binding globulin)"),
    R("TSH", "1.65", "mIU/L", "0.27–4.20", "In range", "TSH", lo=0.27, hi=4.2, abnormal=False),
    R("Free thyroxine (FT4)", "15.8", "pmol/L", "12.0–22.0", "In range", "FT4", lo=12.0, hi=22.0, abnormal=False),
    R("Ferritin", "18", "ug/L", "13–150", "In range", "FERR", lo=13, hi=150, abnormal=False),
    R("Vitamin D (25 OH)", "46", "nmol/L", "50–175", "Below range", "VIT_D", lo=50, hi=175, abnormal=True),
    R("HbA1c", "34", "mmol/mol", "20–41", "In range", "HBA1C", lo=20, hi=41, abnormal=False,
      alt=["HBA1C_IFCC"]),
]

EN_CSS = """
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #1d2b36; }
.hero { background: #0f6b63; color: #fff; padding: 10px 12px; border-radius: 6px; }
.hero .n { font-size: 15pt; font-weight: bold; }
.cards { display: flex; gap: 10px; margin: 10px 0; }
.card { flex: 1; border: 1px solid #cfdcd9; border-radius: 5px; padding: 6px 8px; font-size: 8.8pt; }
.card b { color: #0f6b63; }
table.r { width: 100%; border-collapse: separate; border-spacing: 0 3px; }
table.r th { text-align: left; color: #0f6b63; font-size: 8.5pt; padding: 3px 6px; }
table.r td { background: #f3f7f6; padding: 5px 6px; vertical-align: top; }
td.rf { font-size: 8pt; }
span.st { border-radius: 8px; padding: 1px 6px; font-size: 8pt; background: #dfeee9; }
span.st.low { background: #fde3c8; }
span.st.na { background: #e6e6e6; }
.note { font-size: 8.5pt; margin-top: 10px; }
"""


def english():
    doc = "VitalisHome_results_VH-7734-2210.pdf"
    date = "2025-02-03"
    rows, trs = [], []
    for r in EN_ROWS:
        cls = "st low" if r.flag == "Below range" else ("st na" if r.flag == "Not assessed" else "st")
        trs.append(f"<tr><td><b>{E(r.label)}</b></td><td>{E(r.val)}</td><td>{E(r.unit)}</td>"
                   f"<td class='rf'>{r.ref}</td><td><span class='{cls}'>{E(r.flag)}</span></td></tr>")
        rows.append(r.truth(doc, date, [r.label, r.val, r.unit, r.ref.replace("<br>", " / "), r.flag]))
    body = f"""
<div class="hero"><div class="n">Vitalis Home Health</div>Your Female Hormone &amp; Wellbeing Check — results</div>
<div class="cards">
<div class="card"><b>Your details</b><br>Name: Olena Kovalenko<br>Date of birth: 07/11/1988<br>
NHS number: 485 777 3456<br>Address: Flat 2, 31 Burley Road, Leeds LS3 1JT</div>
<div class="card"><b>Your sample</b><br>Order: VH-7734-2210<br>Sample type: finger-prick capillary blood<br>
Sample collected: 03 Feb 2025, 07:45<br>Received at lab: 04 Feb 2025<br>Results released: 06 Feb 2025</div>
<div class="card"><b>Reviewed by</b><br>Dr Sameer Kapoor<br>GMC 7045512<br>Tested at: Halden Pathology Ltd, UKAS 10412</div>
</div>
<table class="r">
<tr><th>Analyte</th><th>Your result</th><th>Units</th><th>Expected</th><th>Status</th></tr>
{''.join(trs)}
</table>
<div class="note"><b>Doctor's comment:</b> Your hormone levels depend on where you are in your menstrual cycle.
You did not tell us the day of your cycle, so we have shown the expected ranges for each phase and have not
marked these results. Your vitamin D is a little low; a daily supplement of 1,000 IU over the winter months is
usually enough. — Dr Sameer Kapoor<br><br>
Vitalis Home Health Ltd · Unit 4, Enterprise Park, Leeds LS11 5DX · Company no. 11223344 · help@vitalishome.co.uk</div>
"""
    identity = {
        "patient_name": ["Olena Kovalenko"],
        "national_id": ["485 777 3456", "4857773456"],
        "birth_date": ["07/11/1988"],
        "address": ["31 Burley Road", "Burley Road", "LS3 1JT"],
        "doctor": ["Dr Sameer Kapoor", "Sameer Kapoor", "Kapoor", "7045512"],
        "order_numbers": ["VH-7734-2210"],
    }
    layout = ("English home-test report with unusual headers (Analyte | Your result | Units | Expected | Status): "
              "rows as separated cards, cycle-phase bands for LH/FSH/oestradiol with no phase stated (no range "
              "entered, status 'Not assessed'), day-month-name dates (03 Feb 2025), SI units (pmol/L, nmol/L, "
              "mmol/mol), a marker not in the dictionary (SHBG)")
    return doc, page(EN_CSS, body), rows, identity, layout, []
