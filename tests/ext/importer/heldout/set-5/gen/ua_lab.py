"""Doc 5: a Ukrainian private laboratory report in Cyrillic: 'Дата взяття біоматеріалу', columns
Дослідження | Результат | Од. виміру | Референтні значення | Коментар, Cyrillic units, a band-text reference for
vitamin D, a censored anti-TPO, a qualitative HBsAg, 'не виконано' for a test not done."""
from common import R, X, esc

DOC = "Rezultat_21-0917-48823.pdf"
D = "2021-09-17"
CSS = """
body{font-family:'DejaVu Sans',sans-serif;font-size:8.5pt;margin:0}
@page{size:A4;margin:12mm}
.lh{display:flex;justify-content:space-between;color:#064;border-bottom:3px solid #064;padding-bottom:3px}
.lh b{font-size:14pt}
.pt{margin:6px 0;display:grid;grid-template-columns:1fr 1fr;font-size:8.5pt;line-height:1.4}
table{width:100%;border-collapse:collapse}
th{background:#064;color:#fff;font-size:7.5pt;text-align:left;padding:2px}
td{border-bottom:1px solid #ddd;padding:2px}
td.g{font-weight:bold;background:#eef5f0}
.hi{color:#b00;font-weight:bold}
.foot{position:fixed;bottom:0;width:100%;font-size:7pt;color:#555;border-top:1px solid #ccc}
"""

ROWS = [
    ("Загальний аналіз крові", None),
    ("Гемоглобін (HGB)", "HGB", "131", "г/л", "120 - 140", 120, 140, ""),
    ("Лейкоцити (WBC)", "WBC", "7,8", "10^9/л", "4,0 - 9,0", 4, 9, ""),
    ("Еритроцити (RBC)", "RBC", "4,46", "10^12/л", "3,7 - 4,7", 3.7, 4.7, ""),
    ("Гематокрит (HCT)", "HCT", "40,1", "%", "36 - 42", 36, 42, ""),
    ("Тромбоцити (PLT)", "PLT", "305", "10^9/л", "180 - 320", 180, 320, ""),
    ("ШОЕ (за Панченковим)", "OB", "18", "мм/год", "2 - 15", 2, 15, "↑"),
    ("Біохімічні дослідження", None),
    ("Глюкоза", "GLU", "5,1", "ммоль/л", "4,1 - 5,9", 4.1, 5.9, ""),
    ("Холестерин загальний", "CHOL", "6,1", "ммоль/л", "< 5,2", None, 5.2, "↑"),
    ("Креатинін", "CREA", "71", "мкмоль/л", "53 - 97", 53, 97, ""),
    ("Аланінамінотрансфераза (АЛТ)", "ALT", "18", "Од/л", "< 33", None, 33, ""),
    ("Аспартатамінотрансфераза (АСТ)", "AST", "21", "Од/л", "< 32", None, 32, ""),
    ("Гормони та вітаміни", None),
    ("Тиреотропний гормон (ТТГ)", "TSH", "1,86", "мкМО/мл", "0,27 - 4,2", 0.27, 4.2, ""),
    ("Антитіла до тиреопероксидази (АТ-ТПО)", "ANTY_TPO", "< 9,0", "МО/мл", "< 34", None, 34, ""),
    ("Феритин", "FERR", "28,4", "нг/мл", "13 - 150", 13, 150, ""),
    ("25-ОН вітамін D (D2+D3)", "VIT_D", "18,2", "нг/мл", "> 30 - норма; 20 - 30 - недостатність; < 20 - дефіцит", 30, None, "↓"),
    ("Фолієва кислота", "X", "не виконано", "нг/мл", "3,1 - 20,5", None, None, ""),
    ("Інфекції", None),
    ("HBsAg (поверхневий антиген вірусу гепатиту B)", "HBSAG", "не виявлено", "", "не виявлено", None, None, ""),
]


def html():
    o = [f"<!doctype html><meta charset=utf-8><style>{CSS}</style><body>"]
    o.append("""<div class=lh><div><b>Медична лабораторія «Сінтез-Лаб»</b><br>вул. Січових Стрільців, 37/41, м. Київ, 04053 &nbsp; тел. 0 800 21 44 77</div><div style='text-align:right;font-size:7.5pt'>Ліцензія МОЗ України АЕ № 000417<br>від 12.03.2016</div></div>
<div class=pt><div>ПІБ: <b>Ковальчук Олена Петрівна</b><br>Дата народження: 23.02.1979 &nbsp; Вік: 42 роки<br>Стать: жіноча<br>Телефон: +380 67 412 58 30</div>
<div>Номер замовлення: 21-0917-48823<br>Дата взяття біоматеріалу: 17.09.2021 08:34<br>Дата реєстрації: 17.09.2021 08:41<br>Дата видачі результату: 17.09.2021 16:10<br>Лікар: Мельник Ірина Василівна</div></div>
<div class=foot>Ковальчук Олена Петрівна, 23.02.1979 &nbsp; Замовлення 21-0917-48823 &nbsp; Результат не є діагнозом. Лікар-лаборант: Бондар О. С. &nbsp; Сторінка 1 з 1</div>
<table><tr><th>Дослідження</th><th>Результат</th><th>Од. виміру</th><th>Референтні значення</th><th>Коментар</th></tr>""")
    for e in ROWS:
        if e[1] is None:
            o.append(f"<tr><td class=g colspan=5>{esc(e[0])}</td></tr>")
            continue
        label, code, v, unit, rng, lo, hi, flag = e
        cls = " class=hi" if flag else ""
        o.append(f"<tr><td>{esc(label)}</td><td{cls}>{esc(v)} {flag}</td><td>{esc(unit)}</td><td>{esc(rng)}</td><td>{'недостатньо біоматеріалу' if code == 'X' else ''}</td></tr>")
        if code == "X":
            X(DOC, label, f"{label} не виконано {unit} {rng}", "'не виконано' = not performed: no result")
        elif code == "HBSAG":
            R(DOC, label, code, v, None, rng, None, None, False, D, rtext=rng, printed=[label, v, "", rng])
        else:
            R(DOC, label, code, v.replace(" ", ""), unit, rng, lo, hi, bool(flag), D, printed=[label, f"{v} {flag}".strip(), unit, rng])
    o.append("</table><p style='font-size:7.5pt'>↑ / ↓ — результат вище / нижче референтних значень.</p></body>")
    return "\n".join(o)
