"""Set-13, Ukrainian: a private lab's results with bands by sex in the reference cell ('Ж: … Ч: …') and
the sex printed, 'до' ranges, a D-dimer with a space as thousands separator ('1 234,5'), vitamin B12
'> 1500', a haemolysed potassium ('результат анульовано'), a pending vitamin D ('очікується') and a urine
culture with a named organism and its antibiogram."""

from common import X, add_identity, esc, page, record, t

NAME = "UA_DiagnostykaCentr_rezultaty_HK-250921-0613.pdf"
DATE = "2025-09-21"

SECTIONS = [
    ("Загальний аналіз крові", [
        ("Лейкоцити", "5,8", "", "10^9/л", "4,0 – 9,0", t("WBC", 5.8, low=4.0, high=9.0)),
        ("Еритроцити", "4,12", "", "10^12/л", "Ж: 3,7 – 4,7<br>Ч: 4,0 – 5,1", t("RBC", 4.12, low=3.7, high=4.7)),
        ("Гемоглобін", "126", "", "г/л", "Ж: 120 – 140<br>Ч: 130 – 160", t("HGB", 126, low=120, high=140)),
        ("Гематокрит", "37,9", "", "%", "Ж: 36 – 42<br>Ч: 40 – 48", t("HCT", 37.9, low=36, high=42)),
        ("Тромбоцити", "231", "", "10^9/л", "180 – 320", t("PLT", 231, low=180, high=320)),
        ("ШОЕ", "14", "", "мм/год", "Ж: 2 – 15<br>Ч: 2 – 10", t("OB", 14, low=2, high=15)),
    ]),
    ("Гемостаз", [
        ("Д-димер", "1 234,5", "↑", "нг/мл FEU", "&lt; 500", t("D_DIMER", 1234.5, high=500, abn=True)),
        ("Фібриноген", "3,6", "", "г/л", "2,0 – 4,0", t("FIBRINOGEN", 3.6, low=2.0, high=4.0)),
        ("МНВ (INR)", "1,05", "", "", "0,85 – 1,15", t("INR", 1.05, low=0.85, high=1.15)),
    ]),
    ("Біохімічні дослідження", [
        ("Глюкоза", "5,1", "", "ммоль/л", "3,9 – 6,1", t("GLU", 5.1, low=3.9, high=6.1)),
        ("Креатинін", "74", "", "мкмоль/л", "Ж: 53 – 97<br>Ч: 80 – 115", t("CREA", 74, low=53, high=97)),
        ("Калій", "—", "", "ммоль/л", "3,5 – 5,1", X("haemolysed: 'результат анульовано (гемоліз)'")),
        ("АЛТ", "18", "", "Од/л", "до 31", t("ALT", 18, high=31)),
        ("АСТ", "21", "", "Од/л", "до 31", t("AST", 21, high=31)),
        ("Білірубін загальний", "11,2", "", "мкмоль/л", "3,4 – 20,5", t("BILI", 11.2, low=3.4, high=20.5)),
        ("Холестерин загальний", "4,9", "", "ммоль/л", "&lt; 5,2", t("CHOL", 4.9, high=5.2)),
    ]),
    ("Гормони та вітаміни", [
        ("ТТГ", "2,4", "", "мкМО/мл", "0,4 – 4,0", t("TSH", 2.4, low=0.4, high=4.0)),
        ("Вітамін B12", "&gt; 1500", "↑", "пг/мл", "191 – 663", t("B12", 1500, comp=">", low=191, high=663, abn=True)),
        ("Вітамін D (25-OH)", "очікується", "", "нг/мл", "30 – 100", X("pending ('очікується')")),
    ]),
    ("Мікробіологічні дослідження: сеча", [
        ("Бактеріологічний посів сечі", "Escherichia coli", "", "", "",
         t("URINE_CULTURE", "Escherichia coli", panel="urine", new_label="Бактеріологічний посів сечі",
           note="the organism named; its count 10^5 КУО/мл is printed on the next line")),
        ("Кількість мікроорганізмів", "10^5", "", "КУО/мл", "&lt; 10^3",
         X("the count of the cultured organism, part of the culture result above")),
    ]),
]
ANTIBIOGRAM = [("Ампіцилін", "R"), ("Амоксицилін/клавуланат", "S"), ("Нітрофурантоїн", "S"),
               ("Ципрофлоксацин", "I"), ("Фосфоміцин", "S"), ("Цефуроксим", "S")]
COMMENTS = {
    "Калій": "Результат анульовано: гемоліз зразка. Рекомендовано повторне взяття.",
    "Вітамін B12": "Результат перевищує верхню межу вимірювання. Можливий прийом препаратів B12.",
    "Вітамін D (25-OH)": "Дослідження виконується, результат буде надіслано додатково.",
}


def build():
    add_identity(
        patient_name=["Бондаренко Оксана Миколаївна", "Бондаренко Оксана", "БОНДАРЕНКО", "Bondarenko Oksana"],
        national_id=["3087612345"],
        birth_date=["09.06.1984", "1984-06-09"],
        address=["просп. Науки, 23, кв. 47", "просп. Науки, 23"],
        doctor=["Ткаченко Віктор Андрійович", "Ткаченко В. А.", "Ткаченко", "Мельник Ю. С.", "Мельник"],
        order_numbers=["ХК-250921-0613", "2209136044"],
        phone=["+380 57 700 41 41", "+380 67 512 33 08"],
    )
    rows = []
    trs = []
    for sec, rs in SECTIONS:
        trs.append(f'<tr class="s"><td colspan="5">{esc(sec)}</td></tr>')
        for r in rs:
            rows.append(r)
            label, pv, flag, unit, pr, _ = r
            trs.append(f'<tr><td>{esc(label)}</td><td class="v">{pv} <b>{flag}</b></td><td>{esc(unit)}</td>'
                       f'<td>{pr}</td></tr>')
            if label in COMMENTS:
                trs.append(f'<tr class="c"><td colspan="5">{esc(COMMENTS[label])}</td></tr>')
    ab = "".join(f"<tr><td>{esc(a)}</td><td>{s}</td></tr>" for a, s in ANTIBIOGRAM)
    n = record(NAME, DATE, rows)
    css = """
body { font-size: 9pt; }
.top { background:#e8f0fa; padding:6px; }
.pat { display:grid; grid-template-columns: 1fr 1fr; font-size:8.4pt; margin:6px 0; }
table.t { width:100%; } table.t th { text-align:left; background:#cfe0f5; font-size:8pt; }
td { padding:1.5px 4px; vertical-align:top; } td.v { font-weight:bold; }
tr.s td { font-weight:bold; padding-top:6px; border-bottom:1px solid #888; } tr.c td { font-size:7.5pt; padding-left:18px; }
table.ab td { font-size:8pt; padding:1px 8px; border:1px solid #bbb; }
"""
    body = f"""
<div class="top"><b style="font-size:12pt">Медична лабораторія «Діагностика-Центр»</b><br>
61002, м. Харків, вул. Сумська, 64 · +380 57 700 41 41 · Ліцензія МОЗ АВ 604218</div>
<h3 style="margin:6px 0">РЕЗУЛЬТАТИ ЛАБОРАТОРНИХ ДОСЛІДЖЕНЬ № ХК-250921-0613</h3>
<div class="pat">
<div>ПІБ пацієнта: <b>Бондаренко Оксана Миколаївна</b></div><div>Дата взяття біоматеріалу: 21.09.2025 08:05</div>
<div>Дата народження: 09.06.1984 &nbsp; Стать: жіноча</div><div>Дата реєстрації: 21.09.2025 08:11</div>
<div>РНОКПП: 3087612345</div><div>Дата видачі результату: 22.09.2025 16:40</div>
<div>Адреса: м. Харків, просп. Науки, 23, кв. 47</div><div>Штрих-код: 2209136044</div>
<div>Телефон: +380 67 512 33 08</div><div>Лікар: Ткаченко Віктор Андрійович</div>
</div>
<table class="t"><thead><tr><th>Показник</th><th>Результат</th><th>Од. виміру</th><th>Референтні значення</th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<div style="margin-top:6px;font-size:8.4pt"><b>Антибіотикограма</b> (Escherichia coli): S – чутливий, I – помірно чутливий, R – резистентний</div>
<table class="ab">{ab}</table>
<p style="font-size:7.5pt">Референтні значення наведено з урахуванням статі та віку пацієнта. Лікар-лаборант: Мельник Ю. С.</p>
"""
    return NAME, page("Результати", css, body), n
