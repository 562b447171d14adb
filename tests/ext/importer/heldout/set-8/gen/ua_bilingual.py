"""D5: Ukrainian private-lab result form with bilingual UA/EN test names ('Гемоглобін / Hemoglobin'), bilingual
column heads, a blood count with percent and absolute differentials (×10⁹/л), ESR, biochemistry, thyroid,
vitamins, taken / registered / issued dates, and the order number with its barcode on every page."""
from common import esc, row

DOC = "MedLab_Plus_rezultat_250910-4471.pdf"
DATE = "2025-09-10"

# ua label, en label, value, flag, unit, range, code
SECTIONS = [
    ("Загальний аналіз крові / Complete blood count", [
        ("Лейкоцити", "White blood cells (WBC)", "6,9", "", "×10⁹/л", "4,0 - 9,0", "WBC"),
        ("Еритроцити", "Red blood cells (RBC)", "4,31", "", "×10¹²/л", "3,70 - 4,70", "RBC"),
        ("Гемоглобін", "Hemoglobin (HGB)", "124", "", "г/л", "120 - 140", "HGB"),
        ("Гематокрит", "Hematocrit (HCT)", "37,2", "", "%", "36,0 - 42,0", "HCT"),
        ("Середній об'єм еритроцита", "MCV", "86,3", "", "фл", "80,0 - 100,0", "MCV"),
        ("Середній вміст гемоглобіну в еритроциті", "MCH", "28,8", "", "пг", "27,0 - 31,0", "MCH"),
        ("Тромбоцити", "Platelets (PLT)", "264", "", "×10⁹/л", "180 - 320", "PLT"),
        ("Нейтрофіли, %", "Neutrophils, %", "64,8", "", "%", "47,0 - 72,0", "NEUT_PCT"),
        ("Нейтрофіли, абс.", "Neutrophils, abs.", "4,47", "", "×10⁹/л", "1,80 - 6,50", "NEUT"),
        ("Лімфоцити, %", "Lymphocytes, %", "24,1", "", "%", "19,0 - 37,0", "LYMPH_PCT"),
        ("Лімфоцити, абс.", "Lymphocytes, abs.", "1,66", "", "×10⁹/л", "1,20 - 3,00", "LYMPH"),
        ("Моноцити, %", "Monocytes, %", "6,2", "", "%", "3,0 - 11,0", "MONO_PCT"),
        ("Моноцити, абс.", "Monocytes, abs.", "0,43", "", "×10⁹/л", "0,09 - 0,60", "MONO"),
        ("Еозинофіли, %", "Eosinophils, %", "4,4", "", "%", "0,5 - 5,0", "EOS_PCT"),
        ("Еозинофіли, абс.", "Eosinophils, abs.", "0,30", "", "×10⁹/л", "0,02 - 0,30", "EOS"),
        ("Базофіли, %", "Basophils, %", "0,5", "", "%", "0,0 - 1,0", "BASO_PCT"),
        ("Базофіли, абс.", "Basophils, abs.", "0,03", "", "×10⁹/л", "0,00 - 0,06", "BASO"),
        ("Швидкість осідання еритроцитів (ШОЕ)", "ESR", "21", "↑", "мм/год", "2 - 15", "OB"),
    ]),
    ("Біохімічні дослідження / Biochemistry", [
        ("Глюкоза", "Glucose", "5,21", "", "ммоль/л", "3,89 - 5,83", "GLU"),
        ("Креатинін", "Creatinine", "69,4", "", "мкмоль/л", "44,0 - 80,0", "CREA"),
        ("Сечовина", "Urea", "4,62", "", "ммоль/л", "2,76 - 8,07", "UREA"),
        ("Аланінамінотрансфераза (АЛТ)", "Alanine aminotransferase (ALT)", "16,2", "", "Од/л", "< 33,0", "ALT"),
        ("Аспартатамінотрансфераза (АСТ)", "Aspartate aminotransferase (AST)", "19,7", "", "Од/л", "< 32,0", "AST"),
        ("Білірубін загальний", "Total bilirubin", "9,3", "", "мкмоль/л", "< 21,0", "BILI"),
        ("С-реактивний білок", "C-reactive protein (CRP)", "7,8", "↑", "мг/л", "< 5,0", "CRP"),
    ]),
    ("Гормони, вітаміни, обмін заліза / Hormones, vitamins, iron", [
        ("Тиреотропний гормон (ТТГ)", "Thyroid stimulating hormone (TSH)", "4,61", "↑", "мкМО/мл", "0,27 - 4,20", "TSH"),
        ("Тироксин вільний (Т4 вільний)", "Free thyroxine (FT4)", "13,4", "", "пмоль/л", "12,0 - 22,0", "FT4"),
        ("Феритин", "Ferritin", "17,3", "", "нг/мл", "13,0 - 150,0", "FERR"),
        ("Залізо", "Iron", "10,1", "", "мкмоль/л", "9,0 - 30,4", "FE"),
        ("Вітамін D, 25-OH", "Vitamin D, 25-hydroxy", "21,6", "↓", "нг/мл", "30,0 - 100,0", "VIT_D"),
        ("Вітамін B12", "Vitamin B12", "312", "", "пг/мл", "197 - 771", "B12"),
    ]),
]


def build():
    parts = []
    for title, rows in SECTIONS:
        trs = []
        for ua, en, val, flag, unit, rng, code in rows:
            label = f"{ua} / {en}"
            row(DOC, DATE, label, val, unit, rng, code, flag != "",
                printed=[f"{ua}\n{en}", f"{val} {flag}".strip(), unit, rng])
            trs.append(f'<tr><td>{esc(ua)}<br><span class="en">{esc(en)}</span></td>'
                       f'<td class="v">{val} <span class="fl">{flag}</span></td><td>{esc(unit)}</td><td>{esc(rng)}</td></tr>')
        parts.append(
            f'<table class="t"><thead><tr><th>Показник<br><span class="en">Test</span></th>'
            f'<th>Результат<br><span class="en">Result</span></th><th>Од. вим.<br><span class="en">Units</span></th>'
            f'<th>Референтні значення<br><span class="en">Reference range</span></th></tr></thead>'
            f'<tbody><tr class="sec"><td colspan="4">{esc(title)}</td></tr>{"".join(trs)}</tbody></table>')
    return f"""<!doctype html><html lang="uk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 14mm 22mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; }}
.en {{ color: #777; font-size: 7.5pt; }}
table.t {{ width: 100%; border-collapse: collapse; margin-top: 8px; }}
table.t th {{ text-align: left; background: #f0f0f8; border-bottom: 1px solid #668; padding: 3px; font-size: 8.5pt; }}
table.t td {{ padding: 2px 4px; border-bottom: 1px solid #e4e4ee; }}
td.v {{ font-weight: bold; width: 12%; }} .fl {{ color: #c00; }}
tr.sec td {{ font-weight: bold; background: #dde; }}
tr {{ break-inside: avoid; }}
.foot {{ position: fixed; bottom: -14mm; left: 0; right: 0; font-size: 7pt; border-top: 1px solid #668; }}
</style></head><body>
<div class="foot">Пацієнт / Patient: Вільчинська Марта (Wilczynska Marta) &nbsp; | &nbsp; Дата народження: 14.06.1979 &nbsp; | &nbsp;
Замовлення № 250910-4471 &nbsp; ||| 2509104471 ||| &nbsp; | &nbsp; ТОВ «Медлаб Плюс», вул. Антоновича 112, Київ, ліцензія МОЗ № 1427</div>
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #668;padding-bottom:4px">
<div><b style="font-size:14pt">МЕДЛАБ ПЛЮС</b> <span class="en">MedLab Plus</span><br>Медична лабораторія / Medical laboratory<br>
вул. Антоновича 112, 03150 Київ, тел. 0 800 31 22 44</div>
<div style="text-align:right"><b>Результати досліджень / Test results</b><br>Замовлення № 250910-4471<br>Штрих-код: 2509104471</div></div>
<table style="font-size:8.5pt;margin-top:4px">
<tr><td>Пацієнт / Patient:</td><td><b>Вільчинська Марта</b></td><td style="padding-left:16px">Стать / Sex:</td><td>Ж / F</td></tr>
<tr><td>Дата народження / DOB:</td><td>14.06.1979</td><td style="padding-left:16px">Телефон:</td><td>+380 67 318 40 27</td></tr>
<tr><td>Лікар / Physician:</td><td>Коваленко Олена Миколаївна</td><td style="padding-left:16px">Пункт забору:</td><td>Київ, вул. Саксаганського 61</td></tr>
<tr><td>Дата взяття біоматеріалу / Collected:</td><td>10.09.2025 08:20</td><td style="padding-left:16px">Дата реєстрації / Registered:</td><td>10.09.2025 08:31</td></tr>
<tr><td>Дата видачі / Issued:</td><td>11.09.2025 16:05</td><td style="padding-left:16px">Біоматеріал:</td><td>венозна кров</td></tr></table>
{"".join(parts)}
<p style="font-size:7.5pt">↑ ↓ – результат вище / нижче референтних значень. Результати не є діагнозом; потрібна консультація лікаря.<br>
Results are not a diagnosis. Лікар-лаборант / Laboratory physician: Гнатюк Ірина Петрівна, 11.09.2025</p>
</body></html>"""
