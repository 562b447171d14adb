# The Ukrainian private-lab report (Показник / Результат / Одиниці виміру / Референтні значення / Примітка)
# and an older Ukrainian lab's report printed in Russian (held: no rows).
from common import R


def ukrainian():
    name = "Lev-Diagnost_Lviv_rezultaty_LD-250904-3318.pdf"
    date = "2025-09-04"
    groups = [
        ("Загальний аналіз крові", [
            R("Гемоглобін", "HGB", "148", "г/л", "чол.: 130 – 170\nжін.: 120 – 150", lo=130.0, hi=170.0),
            R("Еритроцити", "RBC", "4,95", "×10¹²/л", "4,0 – 5,5"),
            R("Лейкоцити", "WBC", "5,6", "×10⁹/л", "4,0 – 9,0"),
            R("Тромбоцити", "PLT", "231", "×10⁹/л", "150 – 400"),
            R("ШОЕ (за Westergren)", "OB", "12", "мм/год", "чол.: 2 – 15\nжін.: 2 – 20", lo=2.0, hi=15.0),
        ]),
        ("Біохімічні дослідження", [
            R("Глюкоза", "GLU", "6,1", "ммоль/л", "3,9 – 5,8", flag="↑ підвищено"),
            R("Глікований гемоглобін (HbA1c)", "HBA1C", "5,9", "%", "4,0 – 6,0",
              note="5,7–6,4 % – предіабет (ADA)"),
            R("Холестерин загальний", "CHOL", "5,6", "ммоль/л", "< 5,2", flag="↑"),
            R("Холестерин ЛПВЩ", "HDL", "1,15", "ммоль/л", "> 1,0"),
            R("Холестерин ЛПНЩ", "LDL", "3,71", "ммоль/л", "< 3,0", flag="↑"),
            R("Тригліцериди", "TG", "1,62", "ммоль/л", "< 1,7"),
            R("Креатинін", "CREA", "98", "мкмоль/л", "чол.: 62 – 106\nжін.: 44 – 80", lo=62.0, hi=106.0),
            R("Сечова кислота", "URIC_ACID", "421", "мкмоль/л", "чол.: 202,3 – 416,5", lo=202.3, hi=416.5,
              flag="↑"),
            R("АЛТ", "ALT", "38", "Од/л", "< 41"),
            R("АСТ", "AST", "29", "Од/л", "< 40"),
            R("ГГТ", "GGT", "61", "Од/л", "< 55", flag="↑"),
            R("С-реактивний білок", "CRP", "< 1,0", "мг/л", "< 5,0"),
        ]),
        ("Гормони, вітаміни, онкомаркери", [
            R("ТТГ", "TSH", "2,31", "мкМО/мл", "0,27 – 4,2"),
            R("25-OH вітамін D", "VIT_D", "24,6", "нг/мл", "30 – 100", flag="↓ знижено",
              note="20–30 нг/мл – недостатність"),
            R("Феритин", "FERR", "198", "нг/мл", "30 – 400"),
            R("ПСА загальний", "PSA", "1,12", "нг/мл", "40–49 р.: < 2,5\n50–59 р.: < 3,5\n60–69 р.: < 4,5",
              lo=None, hi=3.5),
        ]),
    ]
    rows, body = [], []
    for title, rs in groups:
        body.append(f'<tr><td colspan="5" class="g">{title}</td></tr>')
        for r in rs:
            note = " ".join(x for x in [r.flag, r.note or ""] if x)
            body.append(f'<tr><td>{r.label}</td><td class="v">{r.val}</td><td>{r.unit}</td>'
                        f'<td>{r.rng.replace(chr(10), "<br>")}</td><td class="n">{note}</td></tr>')
            rows.append(r.truth(name, date, [r.label, r.val, r.unit, r.rng, note]))
    html = f"""<!doctype html><html lang="uk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 14mm 18mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; }}
.hd {{ background: #1c5d8c; color: #fff; padding: 8px; display: flex; justify-content: space-between; }}
table.r {{ width: 100%; border-collapse: collapse; margin-top: 10px; }}
table.r th {{ background: #dbe7f1; text-align: left; padding: 4px; font-size: 8.5pt; }}
table.r td {{ padding: 3px 4px; border-bottom: 0.5px solid #c9d6e0; vertical-align: top; }}
td.v {{ font-weight: bold; text-align: center; }} td.n {{ font-size: 8pt; color: #7a1d1d; }}
td.g {{ font-weight: bold; color: #1c5d8c; padding-top: 8px; }}
.ft {{ position: fixed; bottom: 0; width: 100%; font-size: 7pt; color: #555; text-align: center; }}
</style></head><body>
<div class="ft">ТОВ «Лев-Діагност» · ліцензія МОЗ України АЕ № 458213 · вул. Городоцька, 147, м. Львів, 79022 · +380 32 244 17 90 · Сторінка 1 з 1</div>
<div class="hd"><div><b style="font-size:14pt">Медична лабораторія «Лев-Діагност»</b><br>вул. Городоцька, 147, м. Львів, 79022</div>
<div style="text-align:right">Результати лабораторних досліджень<br>Замовлення № LD-250904-3318</div></div>
<table style="width:100%;font-size:9pt;margin-top:8px"><tr>
<td>Пацієнт: <b>Врбенський Томаш</b><br>Дата народження: 23.09.1972 (52 р.), стать: чоловіча<br>ІПН: 2656403717<br>Адреса: вул. Стрийська, 86, кв. 14, м. Львів</td>
<td>Лікар: Мельничук Оксана Богданівна<br>Пункт забору: ПЗ № 7, вул. Наукова, 7<br>Дата забору: 04.09.2025 08:20<br>Дата видачі: 05.09.2025 11:05</td></tr></table>
<table class="r"><thead><tr><th>Показник</th><th>Результат</th><th>Одиниці виміру</th><th>Референтні значення</th><th>Примітка</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<p style="font-size:8pt">Референтні значення наведено для дорослих відповідно до статі та віку пацієнта. Результати не є діагнозом; інтерпретацію проводить лікар.<br>
Біохімічні дослідження: аналізатор Cobas 6000; гормони: електрохемілюмінесценція (ECLIA).<br>
Лікар-лаборант: Савчин Роман Ігорович</p>
</body></html>"""
    layout = ("Ukrainian private lab: Показник / Результат / Одиниці виміру / Референтні значення / Примітка (flags and "
              "comments as words, '↑ підвищено'), ×10⁹/л units, sex bands 'чол.:' / 'жін.:' on lines, PSA by age "
              "bands, ІПН in the identity block.")
    return name, html, rows, [], layout


RU_ROWS = [
    ("Гемоглобин", "141", "г/л", "130 – 160"),
    ("Эритроциты", "4,72", "×10¹²/л", "4,0 – 5,0"),
    ("Лейкоциты", "6,3", "×10⁹/л", "4,0 – 9,0"),
    ("Тромбоциты", "254", "×10⁹/л", "180 – 320"),
    ("СОЭ", "8", "мм/ч", "2 – 10"),
    ("Глюкоза", "5,2", "ммоль/л", "3,3 – 5,5"),
    ("Холестерин общий", "5,9", "ммоль/л", "3,6 – 5,2"),
    ("Креатинин", "94", "мкмоль/л", "62 – 115"),
    ("Мочевина", "5,8", "ммоль/л", "2,5 – 8,3"),
    ("Билирубин общий", "13,6", "мкмоль/л", "3,4 – 20,5"),
    ("АлАТ", "32", "Ед/л", "до 41"),
    ("АсАТ", "26", "Ед/л", "до 37"),
    ("ТТГ", "1,94", "мМЕ/л", "0,4 – 4,0"),
]


def russian():
    name = "KharkivMedTest_analizy_2016-05-17_N4471.pdf"
    body = "".join(f"<tr><td>{a}</td><td class='v'>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in RU_ROWS)
    excluded = [{"doc": name, "label_as_printed": a, "printed": f"{a} {b} {c} {d}",
                 "why": "the report is printed in Russian, a language the importer does not ship: the document must be held, "
                        "no row stored"} for a, b, c, d in RU_ROWS]
    html = f"""<!doctype html><html lang="ru"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 18mm; }}
body {{ font-family: 'Liberation Serif', serif; font-size: 10.5pt; }}
table.r {{ border-collapse: collapse; width: 100%; margin-top: 12px; }}
table.r td, table.r th {{ border: 1px solid #000; padding: 3px 5px; }}
td.v {{ text-align: center; }}
</style></head><body>
<div style="text-align:center"><b>ООО «ХарьковМедТест»</b><br>Медицинская лаборатория<br>г. Харьков, пр. Науки, 38-А, тел. (057) 719-22-84</div>
<h3 style="text-align:center">РЕЗУЛЬТАТЫ ИССЛЕДОВАНИЙ № 4471</h3>
<p>Ф.И.О.: <b>Врбенский Томаш</b> &nbsp;&nbsp; Дата рождения: 23.09.1972 &nbsp;&nbsp; Пол: муж.<br>
Адрес: г. Харьков, ул. Клочковская, 197, кв. 58<br>
Направивший врач: Демченко Людмила Аркадьевна<br>
Дата взятия материала: 17.05.2016 &nbsp;&nbsp; Дата выдачи: 18.05.2016</p>
<table class="r"><tr><th>Показатель</th><th>Результат</th><th>Ед. изм.</th><th>Референсные значения</th></tr>{body}</table>
<p style="font-size:9pt">Исследования выполнены на анализаторах Mindray BS-380 и Sysmex XS-1000i.<br>Врач-лаборант: Остапенко Г. В.</p>
</body></html>"""
    layout = ("An older Ukrainian lab's report printed in Russian (Показатель / Результат / Ед. изм. / Референсные "
              "значения): a language the importer does not ship; it must be held with nothing stored and nothing leaked.")
    return name, html, [], excluded, layout
