"""UA private lab allergy report: total IgE and specific IgE (ImmunoCAP) with allergen codes, a class
column (0-6) with a class scale drawn as coloured boxes, '< 0,10' results, one reference '< 0,35' for all
sIgE rows, eosinophils in % and absolute, Cyrillic units (МО/мл, кОд/л), дата взяття vs дата видачі.
"""

from common import esc, ident, record, t

NAME = "UA_Alergotest_Lviv_rezultaty_LV-250408-2291.pdf"
DATE = "2025-04-08"

S = "&lt; 0,35"
ROWS = [
    "Загальні показники",
    ("Імуноглобулін E загальний (IgE total)", "186", "МО/мл", "&lt; 100", "↑", "",
     t("IGE_TOTAL", 186, None, 100, abn=True, new_label="Імуноглобулін E загальний (IgE total)")),
    ("Еозинофіли, %", "7,2", "%", "1,0 – 5,0", "↑", "", t("EOS_PCT", 7.2, 1, 5, abn=True)),
    ("Еозинофіли, абс.", "0,48", "×10⁹/л", "0,02 – 0,30", "↑", "", t("EOS", 0.48, 0.02, 0.3, abn=True, unit="x10^9/л")),
    "Специфічні IgE (ImmunoCAP, Phadia 250)",
    ("d1 Кліщ домашнього пилу (D. pteronyssinus)", "4,82", "кОд/л", S, "↑", "3",
     t("SIGE_D1", 4.82, None, 0.35, abn=True, new_label="d1 Кліщ домашнього пилу (D. pteronyssinus)")),
    ("d2 Кліщ домашнього пилу (D. farinae)", "3,10", "кОд/л", S, "↑", "2",
     t("SIGE_D2", 3.10, None, 0.35, abn=True, new_label="d2 Кліщ домашнього пилу (D. farinae)")),
    ("g6 Тимофіївка лучна", "0,21", "кОд/л", S, "", "0",
     t("SIGE_G6", 0.21, None, 0.35, new_label="g6 Тимофіївка лучна")),
    ("t3 Береза бородавчаста", "12,6", "кОд/л", S, "↑", "3",
     t("SIGE_T3", 12.6, None, 0.35, abn=True, new_label="t3 Береза бородавчаста")),
    ("w6 Полин звичайний", "0,44", "кОд/л", S, "↑", "1",
     t("SIGE_W6", 0.44, None, 0.35, abn=True, new_label="w6 Полин звичайний")),
    ("e1 Епітелій кішки", "&lt; 0,10", "кОд/л", S, "", "0",
     t("SIGE_E1", 0.1, None, 0.35, comp="<", new_label="e1 Епітелій кішки")),
    ("f13 Арахіс", "&lt; 0,10", "кОд/л", S, "", "0",
     t("SIGE_F13", 0.1, None, 0.35, comp="<", new_label="f13 Арахіс")),
]

COL = ["#e8e8e8", "#fff3b0", "#ffd166", "#f4a261", "#e76f51", "#c0392b", "#7b1d1d"]


def scale(c):
    if c == "":
        return ""
    k = int(c)
    return "".join(f'<span style="display:inline-block;width:9px;height:9px;margin-right:1px;border:0.5px solid #999;'
                   f'background:{COL[i] if i <= k and k > 0 else "#fff"}"></span>' for i in range(1, 7))


def build():
    ident(patient_name=["Оксана Гнатюк", "Гнатюк Оксана", "Гнатюк Оксана Богданівна", "Гнатюк", "Oksana Hnatiuk", "Hnatiuk"],
          national_id=["3476109382"], birth_date=["15.09.1995", "1995-09-15"],
          address=["вул. Личаківська 112, кв. 7", "Личаківська 112", "Личаківська"], phone=["+380 67 318 44 05", "067 318 44 05"],
          doctor=["Ковальчук І. П.", "Ковальчук", "Ірина Ковальчук", "Мельник О. В.", "Мельник"],
          order_numbers=["LV-250408-2291", "2291"])
    trs = []
    for r in ROWS:
        if isinstance(r, str):
            trs.append(f'<tr class="sec"><td colspan="6">{r}</td></tr>')
            continue
        label, pv, unit, pr, flag, cls, _ = r
        trs.append(f'<tr><td>{label}</td><td class="v">{pv} <span class="fl">{flag}</span></td><td>{unit}</td>'
                   f'<td class="c">{cls}</td><td>{scale(cls)}</td><td>{pr}</td></tr>')
    n = record(NAME, DATE, [(r[0], r[1], r[2], r[3], r[4], r[6]) if isinstance(r, tuple) else r for r in ROWS])
    html = f'''<!doctype html><html lang="uk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm; }}
body {{ font-family: "DejaVu Sans", sans-serif; font-size: 8.8pt; }}
.top {{ background:#0b5e7a; color:#fff; padding:6px 10px; }} .top b {{ font-size:14pt; }}
.inf {{ display:grid; grid-template-columns: 1fr 1fr; gap:2px 16px; margin:8px 0; border-bottom:1px solid #0b5e7a; padding-bottom:6px; }}
table.r {{ width:100%; border-collapse:collapse; }}
table.r th {{ background:#d7eef5; text-align:left; padding:3px; font-size:8pt; }}
table.r td {{ padding:3px; border-bottom:0.5px solid #ccc; }}
tr.sec td {{ font-weight:bold; background:#f3f9fb; }}
td.v {{ font-weight:bold; text-align:right; white-space:nowrap; }} .fl {{ color:#c00; }} td.c {{ text-align:center; font-weight:bold; }}
.leg {{ font-size:7.5pt; margin-top:6px; }}
.foot {{ font-size:7pt; color:#555; border-top:1px solid #999; margin-top:10px; padding-top:3px; display:flex; justify-content:space-between; }}
</style></head><body>
<div class="top"><b>Медична лабораторія «Алерготест»</b><br>ТОВ «Алерготест-Лаб» · 79005, м. Львів, вул. Зелена 27 · тел. +380 32 240 17 55 ·
Ліцензія МОЗ № 1184 · Атестат акредитації НААУ № 201М277</div>
<h3 style="margin:8px 0 0">Результати лабораторних досліджень — алергологічна панель</h3>
<div class="inf"><div>Пацієнт: <b>Гнатюк Оксана Богданівна</b></div><div>Дата народження: 15.09.1995 · стать: ж</div>
<div>РНОКПП: 3476109382</div><div>Телефон: +380 67 318 44 05</div>
<div>Адреса: м. Львів, вул. Личаківська 112, кв. 7</div><div>Направлення: лікар-алерголог Ковальчук І. П.</div>
<div>Номер замовлення: <b>LV-250408-2291</b></div><div>Матеріал: сироватка крові</div>
<div>Дата взяття біоматеріалу: <b>08.04.2025 09:15</b></div><div>Дата видачі: 11.04.2025 16:20</div></div>
<table class="r"><tr><th>Дослідження / алерген</th><th style="text-align:right">Результат</th><th>Од. вим.</th><th>Клас</th><th>Шкала</th><th>Референтні значення</th></tr>
{"".join(trs)}</table>
<div class="leg"><b>Класи sIgE:</b> 0: &lt; 0,35 · 1: 0,35–0,69 · 2: 0,70–3,49 · 3: 3,50–17,49 · 4: 17,5–49,9 · 5: 50–99,9 · 6: ≥ 100 кОд/л.
↑ — вище референтного значення. Наявність sIgE свідчить про сенсибілізацію, а не обов'язково про клінічну алергію.</div>
<p style="font-size:8pt">Лікар-лаборант: Мельник О. В. · Результати верифіковано 11.04.2025</p>
<div class="foot"><span>Гнатюк О. Б. · LV-250408-2291</span><span>Сторінка 1 з 1</span></div>
</body></html>'''
    return NAME, html, n
