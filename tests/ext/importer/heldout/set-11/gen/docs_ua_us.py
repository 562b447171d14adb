"""Set-11: the Ukrainian private lab report (bands by sex) and the US national-lab style report."""

from common import E, R, page


def sex(f, m):
    return f"Ж: {f}<br>Ч: {m}"


UA_SECTIONS = [
    ("Загальний аналіз крові", [
        R("Гемоглобін", "124", "г/л", sex("117 – 155", "132 – 173"), "", "HGB", lo=117, hi=155),
        R("Еритроцити", "4,21", "10^12/л", sex("3,8 – 5,1", "4,3 – 5,7"), "", "RBC", lo=3.8, hi=5.1),
        R("Гематокрит", "37,8", "%", sex("35 – 45", "39 – 49"), "", "HCT", lo=35, hi=45),
        R("Лейкоцити", "6,3", "10^9/л", "4,0 – 9,0", "", "WBC", lo=4.0, hi=9.0),
        R("Тромбоцити", "238", "10^9/л", "180 – 320", "", "PLT", lo=180, hi=320),
        R("ШОЕ (за Вестергреном)", "22", "мм/год", sex("2 – 15", "2 – 10"), "↑", "OB", lo=2,
          hi=15),
    ]),
    ("Біохімічні дослідження крові", [
        R("Глюкоза", "5,1", "ммоль/л", "4,1 – 5,9", "", "GLU", lo=4.1, hi=5.9),
        R("Креатинін", "71", "мкмоль/л", sex("44 – 80", "62 – 106"), "", "CREA", lo=44, hi=80),
        R("Сечовина", "3,9", "ммоль/л", "2,5 – 8,3", "", "UREA", lo=2.5, hi=8.3),
        R("Сечова кислота", "252", "мкмоль/л", sex("142 – 339", "202 – 416"), "", "URIC_ACID",
          lo=142, hi=339),
        R("АЛТ", "18", "Од/л", sex("< 31", "< 41"), "", "ALT", hi=31),
        R("АСТ", "21", "Од/л", sex("< 31", "< 37"), "", "AST", hi=31),
        R("Білірубін загальний", "11,6", "мкмоль/л", "3,4 – 20,5", "", "BILI", lo=3.4, hi=20.5),
        R("Холестерин загальний", "5,62", "ммоль/л", "< 5,2", "↑", "CHOL", hi=5.2),
        R("Залізо", "9,4", "мкмоль/л", sex("6,6 – 26,0", "11,6 – 31,3"), "", "FE", lo=6.6, hi=26.0),
        R("Феритин", "12,3", "нг/мл", sex("13 – 150", "30 – 400"), "↓", "FERR", lo=13, hi=150),
    ]),
    ("Гормони щитоподібної залози", [
        R("ТТГ (тиреотропний гормон)", "2,41", "мкМО/мл", "0,27 – 4,20", "", "TSH", lo=0.27, hi=4.2),
    ]),
]

UA_CSS = """
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.logo { font-size: 15pt; font-weight: bold; color: #8a1b4f; }
.logo small { display: block; font-size: 8pt; color: #444; font-weight: normal; }
.qr { width: 60px; height: 60px; border: 1px solid #999; font-size: 6pt; text-align: center; }
.pt { margin: 8px 0; border-top: 1px solid #8a1b4f; border-bottom: 1px solid #8a1b4f; padding: 4px 0; }
.pt td { padding: 1px 8px 1px 0; font-size: 8.8pt; }
.sec { font-weight: bold; font-size: 10pt; margin: 10px 0 2px; color: #8a1b4f; }
table.r { width: 100%; border-collapse: collapse; }
table.r th { font-size: 8pt; color: #555; text-align: left; border-bottom: 1px solid #999; padding: 2px 4px; }
table.r td { padding: 3px 4px; border-bottom: 1px solid #eee; vertical-align: top; }
td.rf { font-size: 8pt; }
td.v { width: 14%; }
td.v.out { font-weight: bold; }
.sig { margin-top: 14px; font-size: 8.5pt; }
"""


def ukrainian():
    doc = "Analityka_Plus_rezultaty_LV-2408-55317.pdf"
    date = "2024-08-14"
    rows, html = [], []
    for name, items in UA_SECTIONS:
        trs = []
        for r in items:
            shown = f"{r.val} {r.flag}".strip()
            cls = "v out" if r.flag else "v"
            trs.append(f"<tr><td style='width:38%'>{E(r.label)}</td><td class='{cls}'>{E(shown)}</td>"
                       f"<td style='width:14%'>{E(r.unit)}</td><td class='rf'>{r.ref}</td></tr>")
            rows.append(r.truth(doc, date, [name, r.label, shown, r.unit, r.ref.replace("<br>", " / ")]))
        html.append(f"""<div class="sec">{E(name)}</div>
<table class="r"><tr><th>Назва дослідження</th><th>Результат</th><th>Одиниці виміру</th><th>Референтні значення</th></tr>
{''.join(trs)}</table>""")
    body = f"""
<div class="top"><div class="logo">АНАЛІТИКА ПЛЮС<small>Медична лабораторія · ТОВ «Аналітика Плюс»<br>
79053, м. Львів, вул. Городоцька, 174 · гаряча лінія 0 800 30 47 47 · ліцензія МОЗ АГ № 604218</small></div>
<div class="qr">QR<br>перевірка<br>результату</div></div>
<table class="pt">
<tr><td>Пацієнт:</td><td><b>Коваленко Олена Іванівна</b></td><td>Номер замовлення:</td><td>LV-2408-55317</td></tr>
<tr><td>Дата народження:</td><td>07.11.1988</td><td>Стать:</td><td>жіноча</td></tr>
<tr><td>РНОКПП:</td><td>3244107521</td><td>Дата забору біоматеріалу:</td><td>14.08.2024 08:20</td></tr>
<tr><td>Адреса:</td><td>м. Львів, вул. Зелена, 117, кв. 23</td><td>Дата видачі результату:</td><td>15.08.2024 16:05</td></tr>
<tr><td>Лікар:</td><td>Гнатишин Тарас Богданович</td><td>Пункт забору:</td><td>ПЗ № 12, вул. Стрийська, 45</td></tr>
</table>
{''.join(html)}
<div class="sig">↑ / ↓ — результат вище / нижче референтних значень. Референтні значення наведено окремо для жінок (Ж)
та чоловіків (Ч).<br>Результати лабораторних досліджень не є діагнозом і потребують консультації лікаря.<br>
Лікар-лаборант: Семенюк Ірина Василівна &nbsp;&nbsp; Завідувач лабораторії: Панчишин О. Р.</div>
"""
    identity = {
        "patient_name": ["Коваленко Олена Іванівна", "Коваленко Олена", "Коваленко"],
        "national_id": ["3244107521"],
        "birth_date": ["07.11.1988"],
        "address": ["вул. Зелена, 117", "Зелена, 117, кв. 23"],
        "doctor": ["Гнатишин Тарас Богданович", "Гнатишин", "Семенюк Ірина Василівна", "Семенюк"],
        "order_numbers": ["LV-2408-55317"],
    }
    layout = ("Ukrainian private lab: sections as separate tables each with its own header, Cyrillic units "
              "(г/л, 10^12/л, ммоль/л, мкмоль/л, Од/л, мкМО/мл, нг/мл, мм/год), the flag arrow inside the "
              "result cell, references by sex stacked 'Ж: … / Ч: …' (the patient is a woman: Ж applies), "
              "'< 31' bands")
    return doc, page(UA_CSS, body, lang="uk"), rows, identity, layout, []


# ---------------------------------------------------------------- US national lab
US_GROUPS = [
    ("Comp. Metabolic Panel (14)", [
        R("Glucose", "104", "mg/dL", "70-99", "High", "GLU", lo=70, hi=99, extra={"prev": ("97", "03/04/2024")}),
        R("BUN", "11", "mg/dL", "6-20", "", "BUN", lo=6, hi=20, in_dict=False,
          new_label="BUN (blood urea nitrogen)", note="urea nitrogen, not urea: a code of its own"),
        R("Creatinine", "0.74", "mg/dL", "0.57-1.00", "", "CREA", lo=0.57, hi=1.0),
        R("eGFR", "107", "mL/min/1.73", ">59", "", "EGFR", lo=59),
        R("Sodium", "139", "mmol/L", "134-144", "", "NA", lo=134, hi=144),
        R("Potassium", "4.3", "mmol/L", "3.5-5.2", "", "K", lo=3.5, hi=5.2),
        R("Chloride", "101", "mmol/L", "96-106", "", "CL", lo=96, hi=106),
        R("Calcium", "9.4", "mg/dL", "8.7-10.2", "", "CA", lo=8.7, hi=10.2),
        R("Protein, Total", "7.1", "g/dL", "6.0-8.5", "", "TOTAL_PROTEIN", lo=6.0, hi=8.5),
        R("Albumin", "4.5", "g/dL", "3.9-4.9", "", "ALBUMIN", lo=3.9, hi=4.9),
        R("Bilirubin, Total", "0.6", "mg/dL", "0.0-1.2", "", "BILI", lo=0.0, hi=1.2),
        R("Alkaline Phosphatase", "58", "IU/L", "44-121", "", "ALP", lo=44, hi=121),
        R("AST (SGOT)", "19", "IU/L", "0-40", "", "AST", lo=0, hi=40),
        R("ALT (SGPT)", "24", "IU/L", "0-32", "", "ALT", lo=0, hi=32),
    ]),
    ("Lipid Panel", [
        R("Cholesterol, Total", "212", "mg/dL", "100-199", "High", "CHOL", lo=100, hi=199,
          extra={"prev": ("224", "03/04/2024")}),
        R("Triglycerides", "96", "mg/dL", "0-149", "", "TG", lo=0, hi=149),
        R("HDL Cholesterol", "58", "mg/dL", ">39", "", "HDL", lo=39),
        R("LDL Chol Calc (NIH)", "136", "mg/dL", "0-99", "High", "LDL", lo=0, hi=99),
    ]),
    ("Hemoglobin A1c", [
        R("Hemoglobin A1c", "5.7", "%", "4.8-5.6", "High", "HBA1C", lo=4.8, hi=5.6,
          extra={"sup": "A"}),
    ]),
    ("TSH + Free T4", [
        R("TSH", "2.870", "uIU/mL", "0.450-4.500", "", "TSH", lo=0.45, hi=4.5),
    ]),
    ("Vitamin D, 25-Hydroxy", [
        R("Vitamin D, 25-Hydroxy", "21.4", "ng/mL", "30.0-100.0", "Low", "VIT_D", lo=30.0, hi=100.0,
          extra={"sup": "B"}),
    ]),
    ("CBC, Limited", [
        R("WBC", "5.9", "x10E3/uL", "3.4-10.8", "", "WBC", lo=3.4, hi=10.8),
        R("Hemoglobin", "12.9", "g/dL", "11.1-15.9", "", "HGB", lo=11.1, hi=15.9),
        R("Platelets", "251", "x10E3/uL", "150-450", "", "PLT", lo=150, hi=450),
    ]),
    ("Ferritin", [
        R("Ferritin", "16", "ng/mL", "15-150", "", "FERR", lo=15, hi=150, extra={"sup": "1"}),
    ]),
]

US_CSS = """
body { font-family: Arial, 'Liberation Sans', sans-serif; font-size: 8.8pt; }
.bar { display: flex; justify-content: space-between; border-bottom: 3px solid #003a70; padding-bottom: 3px; }
.brand { font-size: 16pt; font-weight: bold; color: #003a70; }
.boxes { display: flex; gap: 6px; margin-top: 6px; }
.box { border: 1px solid #666; flex: 1; padding: 3px 5px; font-size: 8pt; }
.box b.t { display: block; background: #dde4ee; margin: -3px -5px 3px; padding: 2px 5px; }
table.r { width: 100%; border-collapse: collapse; margin-top: 8px; }
table.r th { text-align: left; font-size: 8pt; border-bottom: 2px solid #003a70; padding: 2px 3px; }
table.r td { padding: 2px 3px; }
tr.g td { font-weight: bold; padding-top: 7px; }
td.t { padding-left: 14px !important; }
sup { font-size: 6pt; }
.fn { font-size: 7.5pt; margin-top: 8px; border-top: 1px solid #999; padding-top: 3px; }
.plab { font-size: 7.5pt; margin-top: 8px; border: 1px solid #999; padding: 3px; }
"""


def us():
    doc = "MRL_PatientReport_2816142207.pdf"
    date = "2024-10-07"
    rows, trs, excluded = [], [], []
    for name, items in US_GROUPS:
        if len(items) > 1 or items[0].label != name:
            trs.append(f'<tr class="g"><td colspan="6">{E(name)}</td></tr>')
        for r in items:
            sup = f"<sup>{r.extra['sup']}</sup>" if "sup" in r.extra else ""
            prev = r.extra.get("prev")
            prev_html = f"{prev[0]}&nbsp;&nbsp;&nbsp;{prev[1]}" if prev else ""
            trs.append(f"<tr><td class='t'>{E(r.label)}<sup>01</sup></td><td>{E(r.val)}{sup}"
                       f"&nbsp;&nbsp;{E(r.flag)}</td><td>{prev_html}</td><td>{E(r.unit)}</td>"
                       f"<td>{E(r.ref)}</td><td>01</td></tr>")
            rows.append(r.truth(doc, date, [r.label, f"{r.val}{r.extra.get('sup', '')} {r.flag}".strip(),
                                            " ".join(prev) if prev else "", r.unit, r.ref, "01"]))
            if prev:
                excluded.append({
                    "doc": doc, "label_as_printed": r.label,
                    "printed": f"Previous Result and Date: {prev[0]} {prev[1]}",
                    "why": "an earlier result printed for comparison, with its own date (03/04/2024)",
                    "tolerated": {"code": r.code, "date": "2024-03-04", "value": int(prev[0]),
                                  "comparator": None, "unit": r.unit},
                })
    excluded.append({"doc": doc, "label_as_printed": "Free T4",
                     "printed": "Free T4 was not performed: quantity not sufficient (QNS)",
                     "why": "ordered but not performed: no result"})
    body = f"""
<div class="bar"><div class="brand">Meridian Reference Laboratories</div>
<div style="text-align:right;font-size:8pt">Patient Report<br><b>Final Report</b> · Page 1 of 1</div></div>
<div class="boxes">
<div class="box"><b class="t">Specimen ID: 281-614-2207-0</b>Control ID: L40982117<br>Acct #: 04482150 &nbsp; Phone: (617) 555-0178<br>
Rte: 00</div>
<div class="box"><b class="t">KOVALENKO, OLENA</b>1450 Commonwealth Ave Apt 3B<br>Brighton, MA 02135<br>(617) 555-0143</div>
<div class="box"><b class="t">Boston Primary Care Associates</b>233 Harvard St Ste 410<br>Brookline, MA 02446</div>
</div>
<div class="boxes">
<div class="box"><b class="t">Patient Details</b>DOB: 11/07/1988<br>Age(y/m/d): 035/11/00<br>Gender: F<br>Patient ID: 7730215490</div>
<div class="box"><b class="t">Specimen Details</b>Date collected: 10/07/2024 0842 Local<br>Date received: 10/08/2024<br>
Date entered: 10/08/2024<br>Date reported: 10/09/2024 1627 ET</div>
<div class="box"><b class="t">Physician Details</b>Ordering: R DESAI<br>Referring:<br>ID:<br>NPI: 1427053318</div>
</div>
<div style="margin-top:6px;font-size:8pt">General Comments &amp; Additional Information<br>Clinical Info: FASTING &nbsp;&nbsp; Total Volume: Not Provided</div>
<div style="margin-top:4px;font-size:8pt"><b>Ordered Items</b><br>Comp. Metabolic Panel (14); Lipid Panel; Hemoglobin A1c; TSH + Free T4;
Vitamin D, 25-Hydroxy; CBC, Limited; Ferritin</div>
<table class="r">
<tr><th>TESTS</th><th>RESULT &nbsp;FLAG</th><th>PREVIOUS RESULT AND DATE</th><th>UNITS</th><th>REFERENCE INTERVAL</th><th>LAB</th></tr>
{''.join(trs)}
</table>
<div class="fn">Free T4 was not performed: quantity not sufficient (QNS). Please submit a new specimen if clinically indicated.<br>
<sup>A</sup> Prediabetes: 5.7 - 6.4 &nbsp; Diabetes: &gt;6.4 &nbsp; Glycemic control for adults with diabetes: &lt;7.0<br>
<sup>B</sup> Vitamin D deficiency has been defined by the Institute of Medicine and an Endocrine Society practice
guideline as a level of serum 25-OH vitamin D less than 20 ng/mL (1,2).<br>
<sup>1</sup> Ferritin values below 30 ng/mL may indicate depleted iron stores in the presence of symptoms.</div>
<div class="plab">01 &nbsp; MR &nbsp; Meridian Reference Laboratories &nbsp; Dir: Sandra K. Whitfield, MD<br>
1900 Alewife Brook Pkwy, Cambridge, MA 02138-1024 &nbsp; CLIA: 22D0987654 &nbsp; For inquiries, the physician may contact Branch: 800-555-0199 Lab: 800-555-0120</div>
<div style="font-size:7pt;color:#555;margin-top:4px">Date Issued: 10/09/24 1627 ET &nbsp; FINAL REPORT &nbsp; This document contains private and
confidential health information protected by state and federal law. © 2024 Meridian Reference Laboratories. All Rights Reserved - Enterprise Report Version 2.00</div>
"""
    identity = {
        "patient_name": ["KOVALENKO, OLENA", "Kovalenko, Olena"],
        "national_id": ["7730215490"],
        "birth_date": ["11/07/1988"],
        "address": ["1450 Commonwealth Ave", "Commonwealth Ave Apt 3B"],
        "phone": ["(617) 555-0143", "617-555-0143"],
        "doctor": ["R DESAI", "1427053318", "Sandra K. Whitfield", "Whitfield"],
        "order_numbers": ["281-614-2207-0", "L40982117", "04482150"],
    }
    layout = ("US national-lab style report: month-first dates (collected 10/07/2024 = 7 October), conventional "
              "units (mg/dL, IU/L, x10E3/uL, uIU/mL), TESTS | RESULT FLAG | PREVIOUS RESULT AND DATE | UNITS | "
              "REFERENCE INTERVAL | LAB, flags High/Low after the value, footnote superscripts A/B/1 beside "
              "values and '01' beside names, two previous results with their date, '>59' intervals, a "
              "QNS note, a performing-lab block with CLIA number and director")
    return doc, page(US_CSS, body), rows, identity, layout, excluded
