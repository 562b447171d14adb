# The Hordiienko family's documents (exec'd by make.py): a bilingual Ukrainian/English private lab
# report (Chromium), the grandmother's hospital discharge extract (pdfkit) and a Polish lab report
# with Polish/Ukrainian labels for the mother living in Wrocław (pdfkit).

D5 = "UA_LabKrok_Lviv_rezultaty_Hordiienko_T.pdf"
D5_DATE = "2025-01-21"
UA5 = [
    ("Загальний аналіз крові / Complete blood count", None),
    ("Лейкоцити / WBC", "WBC", "5,8", "×10⁹/л", "4,0", "9,0"),
    ("Еритроцити / RBC", "RBC", "5,12", "×10¹²/л", "4,0", "5,5"),
    ("Гемоглобін / Hemoglobin", "HGB", "154", "г/л", "130", "160"),
    ("Гематокрит / Hematocrit", "HCT", "45,1", "%", "40", "48"),
    ("Середній об'єм еритроцита / MCV", "MCV", "88,1", "фл", "80", "100"),
    ("Середній вміст Hb в еритроциті / MCH", "MCH", "30,1", "пг", "27", "31"),
    ("Тромбоцити / PLT", "PLT", "268", "×10⁹/л", "180", "320"),
    ("Нейтрофіли / Neutrophils", "NEUT_PCT", "58", "%", "47", "72"),
    ("Лімфоцити / Lymphocytes", "LYMPH_PCT", "31", "%", "19", "37"),
    ("Моноцити / Monocytes", "MONO_PCT", "7", "%", "3", "11"),
    ("Еозинофіли / Eosinophils", "EOS_PCT", "3", "%", "0,5", "5"),
    ("Базофіли / Basophils", "BASO_PCT", "1", "%", "0", "1"),
    ("ШОЕ / ESR", "OB", "6", "мм/год", "2", "15"),
    ("Біохімічні дослідження / Biochemistry", None),
    ("Глюкоза / Glucose", "GLU", "5,4", "ммоль/л", "4,1", "5,9"),
    ("Креатинін / Creatinine", "CREA", "88", "мкмоль/л", "62", "115"),
    ("Сечовина / Urea", "UREA", "5,1", "ммоль/л", "2,5", "8,3"),
    ("АЛТ / ALT", "ALT", "42", "Од/л", None, "41"),
    ("АСТ / AST", "AST", "31", "Од/л", None, "40"),
    ("Білірубін загальний / Total bilirubin", "BILI", "14,8", "мкмоль/л", "3,4", "20,5"),
    ("Холестерин загальний / Total cholesterol", "CHOL", "5,6", "ммоль/л", None, "5,2"),
    ("Гормони та вітаміни / Hormones and vitamins", None),
    ("ТТГ / TSH", "TSH", "1,74", "мкМО/мл", "0,27", "4,2"),
    ("25-OH вітамін D / 25-OH Vitamin D", "VIT_D", "19,4", "нг/мл", "30", "100"),
    ("Феритин / Ferritin", "FERR", "186", "нг/мл", "30", "400"),
]


def doc5():
    trs = []
    for row in UA5:
        if row[1] is None:
            trs.append(f'<tr class="sec"><td colspan="4">{row[0]}</td></tr>')
            continue
        label, code, v, unit, lo, hi = row
        x = num(v)
        ab = x > num(hi) or (lo is not None and x < num(lo))
        arrow = " ↑" if x > num(hi) else (" ↓" if ab else "")
        rp = ("< " + hi) if lo is None else (lo + " – " + hi)
        ua, en = label.split(" / ", 1)
        trs.append(f'<tr><td>{ua} / <span class="en">{en}</span></td><td class="v{" ab" if ab else ""}">{v}{arrow}</td><td>{unit}</td><td>{rp}</td></tr>')
        add(D5, label, code, D5_DATE, v, unit, (lo, hi, rp), ab, [label, v + arrow, unit, rp])
    html = f"""<!doctype html><html lang="uk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm 13mm 16mm 13mm; }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 8.8pt; color: #111; }}
.top {{ display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #e2662b; padding-bottom: 5px; }}
.brand {{ font-size: 19pt; font-weight: bold; color: #e2662b; letter-spacing: 1px; }}
.small {{ font-size: 7.3pt; color: #444; }}
.grid {{ display: grid; grid-template-columns: 1fr 1fr; gap: 1px 18px; margin: 7px 0; font-size: 8.4pt; }}
table.res {{ width: 100%; border-collapse: collapse; }}
table.res th {{ background: #f3e1d6; text-align: left; font-size: 7.8pt; padding: 3px; }}
table.res td {{ padding: 2px 3px; border-bottom: 0.4px solid #ddd; }}
.en {{ color: #666; font-size: 7.8pt; }}
.v {{ text-align: center; }} .ab {{ font-weight: bold; }}
tr.sec td {{ font-weight: bold; padding-top: 6px; color: #a33f10; }}
.qr {{ width: 52px; height: 52px; background: repeating-linear-gradient(45deg,#000 0 3px,#fff 3px 6px); }}
</style></head><body>
<div class="top"><div><div class="brand">ЛАБКРОК</div><div class="small">Медична лабораторія «ЛабКрок» · LabKrok Medical Laboratory<br>
м. Львів, вул. Княгині Ольги, 106 · тел. 0 800 30 41 52 · ліцензія МОЗ № 1914 від 17.05.2019</div></div>
<div class="qr"></div></div>
<div class="grid">
<div><b>ПІБ / Name:</b> Гордієнко Тарас Іванович / HORDIIENKO TARAS</div><div><b>№ замовлення / Order No.:</b> 250121-0447</div>
<div><b>Дата народження / Date of birth:</b> 17.08.1985 (39 р.)</div><div><b>Стать / Sex:</b> чол. / M</div>
<div><b>Телефон / Phone:</b> +48 575 209 318</div><div><b>Лікар / Physician:</b> самозвернення / self-referral</div>
<div><b>Дата забору / Collection date:</b> 21.01.2025 08:14</div><div><b>Дата реєстрації / Registered:</b> 21.01.2025 08:20</div>
<div><b>Дата видачі / Issued:</b> 22.01.2025 11:36</div><div><b>Біоматеріал / Specimen:</b> венозна кров / venous blood</div>
</div>
<table class="res"><tr><th>Дослідження / Test</th><th style="text-align:center">Результат / Result</th><th>Одиниці / Units</th><th>Референтні значення / Reference range</th></tr>
{''.join(trs)}</table>
<p class="small">↑ ↓ – результат вище / нижче референтних значень (above / below the reference range). Референтні значення наведені для чоловіків 18–60 років.<br>
Результати не є діагнозом і потребують консультації лікаря. Results are not a diagnosis.<br>
Лікар-лаборант / Laboratory physician: Ярмолюк Н. С. &nbsp;·&nbsp; Сторінка 1 з 1 · Page 1 of 1</p>
</body></html>"""
    chromium(html, os.path.join(DOCS, D5))
    DOCINFO[D5] = "Ukrainian private lab report (Chromium) with bilingual Ukrainian/English names and headers, Cyrillic units (×10⁹/л, г/л, Од/л, мкМО/мл), '< x' ranges, arrows after values"


# ---------------------------------------------------------------- 6. discharge extract, pdfkit
D6 = "UA_vypyska_likarnia_Lviv_Hordiienko_H.pdf"


def T(x, y, text, s=9, f="s", c="#000", **kw):
    d = {"t": "text", "x": x, "y": y, "text": text, "s": s, "f": f, "c": c}
    d.update(kw)
    return d


def prose_rows(date, items, panel="blood"):
    """items: (word in prose, code, label, value, unit); returns the prose fragment."""
    parts = []
    for word, code, v, unit in items:
        parts.append(f"{word} {v}{' ' + unit if unit and not unit.startswith('×') else unit}" if unit else f"{word} {v}")
        add(D6, word, code, date, v, unit or None, None, False, [word, v, unit], panel=panel)
    return ", ".join(parts)


def doc6():
    cbc1 = prose_rows("2025-08-12", [("гемоглобін", "HGB", "118", "г/л"), ("еритроцити", "RBC", "3,92", "×10¹²/л"),
                                      ("лейкоцити", "WBC", "11,4", "×10⁹/л"), ("тромбоцити", "PLT", "312", "×10⁹/л"),
                                      ("ШОЕ", "OB", "28", "мм/год")])
    cbc2 = prose_rows("2025-08-20", [("гемоглобін", "HGB", "124", "г/л"), ("лейкоцити", "WBC", "7,2", "×10⁹/л"),
                                      ("ШОЕ", "OB", "15", "мм/год")])
    urine = prose_rows("2025-08-13", [("питома вага", "URINE_SG", "1,018", ""), ("білок", "URINE_PROTEIN", "0,033", "г/л"),
                                       ("лейкоцити", "U_SED_LEU", "2-4", "в п/з"), ("еритроцити", "U_SED_ERY", "0-1", "в п/з")],
                       panel="urine")
    hba1c = prose_rows("2025-08-13", [("глікований гемоглобін (HbA1c)", "HBA1C", "7,8", "%")])
    text = [
        ("sb", "ВИПИСКА"), ("s", "із медичної карти стаціонарного хворого № 2741/25"),
        ("s", ""),
        ("s", "Пацієнтка: Гордієнко Галина Петрівна, 03.04.1958 р. н. (67 років)"),
        ("s", "Адреса: м. Львів, вул. Городоцька, 174, кв. 31. Тел.: +380 67 412 5590"),
        ("s", "Перебувала на лікуванні в терапевтичному відділенні з 11.08.2025 по 22.08.2025 (11 ліжко-днів)."),
        ("s", "Заключний діагноз: Негоспітальна пневмонія нижньої частки правої легені, III клінічна група,"),
        ("s", "ЛН I ст. (J18.1). Супутній: Цукровий діабет 2 типу, субкомпенсований (E11.9). ГХ II ст. (I11.9)."),
        ("s", ""),
        ("sb", "Обстеження:"),
    ]
    prose = (f"Загальний аналіз крові від 12.08.2025: {cbc1}. Загальний аналіз крові від 20.08.2025: {cbc2}. "
             f"Загальний аналіз сечі від 13.08.2025: {urine}. Від 13.08.2025 {hba1c}. "
             "Рентгенографія ОГК від 11.08.2025: інфільтрація легеневої тканини в нижній частці праворуч; "
             "контроль 21.08.2025 – позитивна динаміка. ЕКГ: ритм синусовий, ЧСС 84 за хв.")
    for ln in textwrap.wrap(prose, 98):
        text.append(("s", ln))
    text.append(("s", ""))
    text.append(("sb", "Біохімічний аналіз крові:"))
    table = [
        ("Глюкоза, ммоль/л", "GLU", "ммоль/л", ["9,8", "7,2"], "3,9", "6,1"),
        ("Креатинін, мкмоль/л", "CREA", "мкмоль/л", ["104", "91"], "53", "97"),
        ("Сечовина, ммоль/л", "UREA", "ммоль/л", ["7,9", "6,4"], "2,5", "8,3"),
        ("Білірубін загальний, мкмоль/л", "BILI", "мкмоль/л", ["12,1", "10,4"], "3,4", "20,5"),
        ("АЛТ, Од/л", "ALT", "Од/л", ["38", "29"], None, "33"),
        ("АСТ, Од/л", "AST", "Од/л", ["34", "27"], None, "32"),
        ("С-реактивний білок, мг/л", "CRP", "мг/л", ["96,4", "12,8"], None, "5"),
        ("Калій, ммоль/л", "K", "ммоль/л", ["3,6", "4,2"], "3,5", "5,1"),
        ("Натрій, ммоль/л", "NA", "ммоль/л", ["138", "140"], "136", "145"),
    ]
    items, y = [], 40
    items.append(T(150, 28, "КНП «Клінічна лікарня № 3 м. Львова» · Терапевтичне відділення", 8, "s", "#333"))
    y = 50
    for f, ln in text:
        items.append(T(45 if f != "sb" or ln != "ВИПИСКА" else 270, y, ln, 10 if ln == "ВИПИСКА" else 8.8, f))
        y += 13
    y += 2
    cols = [45, 250, 330, 410]
    items += [T(cols[0], y, "Показник", 8.6, "sb"), T(cols[1], y, "12.08.2025", 8.6, "sb"),
              T(cols[2], y, "19.08.2025", 8.6, "sb"), T(cols[3], y, "Норма", 8.6, "sb")]
    items.append({"t": "line", "x1": 45, "y1": y + 12, "x2": 520, "y2": y + 12, "w": 0.6})
    y += 16
    for label, code, unit, vals, lo, hi in table:
        rp = ("до " + hi) if lo is None else (lo + "–" + hi)
        items += [T(cols[0], y, label, 8.6), T(cols[1], y, vals[0], 8.6), T(cols[2], y, vals[1], 8.6), T(cols[3], y, rp, 8.6)]
        for d, v in zip(["2025-08-12", "2025-08-19"], vals):
            x = num(v)
            ab = x > num(hi) or (lo is not None and x < num(lo))
            add(D6, label, code, d, v, unit, (lo, hi, rp), ab, [label, v, rp])
        y += 13
    items.append({"t": "line", "x1": 45, "y1": y, "x2": 520, "y2": y, "w": 0.6})
    y += 10
    after = [
        ("sb", "Проведене лікування:"),
        ("s", "Цефтріаксон 2,0 г в/в 1 раз на добу – 10 днів; азитроміцин 500 мг 1 раз на добу – 5 днів;"),
        ("s", "метформін 1000 мг 2 рази на добу; інсулін гларгін 14 ОД ввечері; раміприл 5 мг зранку;"),
        ("s", "NaCl 0,9 % 400 мл в/в крапельно № 5."),
        ("sb", "Рекомендації:"),
        ("s", "Нагляд сімейного лікаря за місцем проживання. Контроль глюкози крові натще,"),
        ("s", "цільовий рівень 4,4–7,2 ммоль/л; контроль загального аналізу крові та СРБ через 10–14 днів;"),
        ("s", "рентгенографія ОГК через 1 місяць."),
        ("s", ""),
        ("s", "Лікуючий лікар: Мельничук О. В. ____________      Завідувач відділення: Білозір Р. М. ____________"),
        ("s", "Дата видачі: 22.08.2025                                     М. П."),
    ]
    for f, ln in after:
        items.append(T(45, y, ln, 8.8, f))
        y += 13
    items.append(T(45, 810, "Форма № 027/о · Виписка видана на руки пацієнтці · с. 1", 6.8, "s", "#555"))
    pdfkit([items], os.path.join(DOCS, D6), {"Title": "Vypyska 2741/25", "Creator": "MedInfo HIS"})
    DOCINFO[D6] = "Ukrainian hospital discharge extract (виписка, form 027/о, pdfkit): results in prose with the date before each group, a biochemistry table with two dated columns and the unit in the name cell, doses and target ranges in the prose"


# ---------------------------------------------------------------- 7. Polish lab, PL/UA labels, pdfkit
D7 = "PL_OdraLab_wyniki_Hordiienko_Oksana_2025-06.pdf"
D7_DATE = "2025-06-09"
PL7 = [
    ("MORFOLOGIA KRWI / ЗАГАЛЬНИЙ АНАЛІЗ КРОВІ", None),
    ("Leukocyty (WBC)", "Лейкоцити", "WBC", "5,41", "tys/µl", "4,00", "10,00"),
    ("Erytrocyty (RBC)", "Еритроцити", "RBC", "4,02", "mln/µl", "3,80", "5,20"),
    ("Hemoglobina (HGB)", "Гемоглобін", "HGB", "11,4", "g/dl", "12,0", "16,0"),
    ("Hematokryt (HCT)", "Гематокрит", "HCT", "35,2", "%", "37,0", "47,0"),
    ("MCV", "Середній об'єм еритроцита", "MCV", "87,6", "fl", "80,0", "100,0"),
    ("MCH", "Середній вміст гемоглобіну", "MCH", "28,4", "pg", "27,0", "34,0"),
    ("MCHC", "Середня концентрація гемоглобіну", "MCHC", "32,4", "g/dl", "31,0", "36,0"),
    ("Płytki krwi (PLT)", "Тромбоцити", "PLT", "289", "tys/µl", "150", "400"),
    ("RDW-CV", "Ширина розподілу еритроцитів", "RDW", "14,9", "%", "11,5", "14,5"),
    ("BIOCHEMIA / БІОХІМІЯ", None),
    ("Glukoza", "Глюкоза", "GLU", "86", "mg/dl", "70", "99"),
    ("Kreatynina", "Креатинін", "CREA", "0,71", "mg/dl", "0,50", "0,90"),
    ("ALT", "АЛТ", "ALT", "18", "U/l", None, "35"),
    ("CRP", "С-реактивний білок", "CRP", "1,2", "mg/l", None, "5,0"),
    ("Żelazo", "Залізо", "FE", "38", "µg/dl", "37", "145"),
    ("Ferrytyna", "Феритин", "FERR", "9,8", "ng/ml", "13,0", "150,0"),
    ("HORMONY I WITAMINY / ГОРМОНИ ТА ВІТАМІНИ", None),
    ("TSH", "ТТГ", "TSH", "3,12", "µIU/ml", "0,27", "4,20"),
    ("FT4", "Вільний Т4", "FT4", "1,18", "ng/dl", "0,93", "1,70"),
    ("Witamina B12", "Вітамін B12", "B12", "312", "pg/ml", "197", "771"),
    ("Kwas foliowy", "Фолієва кислота", "FOLATE", "5,2", "ng/ml", "3,9", "26,8"),
    ("Witamina D3 (25-OH)", "Вітамін D3 (25-OH)", "VIT_D", "24,1", "ng/ml", "30,0", "50,0"),
]


def pl7_header(page):
    it = [T(40, 30, "ODRA-LAB", 17, "b", "#0b5c8c"),
          T(140, 33, "Laboratorium Medyczne „Odra-Lab” Sp. z o.o. · Медична лабораторія", 8.6, "r", "#0b5c8c"),
          T(140, 45, "Punkt pobrań Wrocław-Fabryczna, ul. Strzegomska 142A, 54-429 Wrocław · tel. 71 707 33 18", 7, "r", "#444"),
          {"t": "line", "x1": 40, "y1": 60, "x2": 555, "y2": 60, "w": 1, "c": "#0b5c8c"},
          T(40, 66, "Pacjent / Пацієнт: HORDIIENKO OKSANA (Гордієнко Оксана)", 8.6, "b"),
          T(380, 66, "PESEL: 87102418624", 8.4),
          T(40, 78, "Data urodzenia / Дата народження: 24.10.1987   Płeć / Стать: K / Ж", 8),
          T(380, 78, "Paszport / Паспорт: FX412873", 8),
          T(40, 90, "Adres / Адреса: ul. Legnicka 58/12, 54-203 Wrocław", 8),
          T(380, 90, "Zlecenie / Замовлення: WR/25/06/114582", 8),
          T(40, 102, "Lekarz zlecający / Лікар: lek. Marta Zielonka-Bąk (NPWZ 3318274)", 8),
          T(40, 114, "Data pobrania / Дата забору: 09.06.2025 08:05", 8, "b"),
          T(280, 114, "Data przyjęcia / Дата прийому: 09.06.2025 09:40", 8),
          T(380, 102, "Wydano / Видано: 10.06.2025 12:31", 8),
          {"t": "line", "x1": 40, "y1": 128, "x2": 555, "y2": 128, "w": 0.6},
          T(40, 132, "Badanie / Дослідження", 8, "b"), T(255, 132, "Wynik / Результат", 8, "b"),
          T(345, 132, "Jedn. / Од.", 8, "b"), T(420, 132, "Zakres ref. / Референтні знач.", 8, "b"),
          {"t": "line", "x1": 40, "y1": 144, "x2": 555, "y2": 144, "w": 0.6},
          T(40, 808, f"Odra-Lab Sp. z o.o. · Sprawozdanie z badań WR/25/06/114582 · Strona {page} z 2 · Сторінка {page} з 2", 6.8, "r", "#555")]
    return it


def doc7():
    pages, page, y = [], pl7_header(1), 150
    for row in PL7:
        if y > 520 and len(pages) == 0:
            pages.append(page)
            page, y = pl7_header(2), 150
        if len(row) == 2:
            page.append(T(40, y + 2, row[0], 8, "b", "#0b5c8c"))
            y += 16
            continue
        pl, ua, code, v, unit, lo, hi = row
        x = num(v)
        ab = x > num(hi) or (lo is not None and x < num(lo))
        flag = ("H" if x > num(hi) else "L") if ab else ""
        rp = ("< " + hi) if lo is None else (lo + " - " + hi)
        page += [T(40, y, pl, 8.4), T(40, y + 10, ua, 7, "i", "#666"),
                 T(255, y, v, 8.4, "b" if ab else "r"), T(295, y, flag, 8.4, "b"),
                 T(345, y, unit, 8.4), T(420, y, rp, 8.4)]
        add(D7, pl, code, D7_DATE, v, unit, (lo, hi, rp), ab, [pl + " / " + ua, v, flag, unit, rp])
        y += 24
    page += [T(40, y + 6, "Materiał: krew żylna / венозна кров. H/L – wynik powyżej/poniżej zakresu / вище/нижче норми.", 7.2),
             T(40, y + 18, "Wynik autoryzował(a) / Результат затвердив(ла): mgr Natalia Wójcik-Leśna, diagnosta laboratoryjny, PWZDL 8812", 7.2)]
    pages.append(page)
    pdfkit(pages, os.path.join(DOCS, D7), {"Title": "Sprawozdanie WR/25/06/114582", "Creator": "Odra-Lab LIS"})
    DOCINFO[D7] = "Polish lab report for a Ukrainian patient (pdfkit, two pages): bilingual Polish/Ukrainian labels and headers, the Ukrainian name on a second grey line under each Polish name, H/L in its own column, header repeated on page 2"


doc5()
doc6()
doc7()
