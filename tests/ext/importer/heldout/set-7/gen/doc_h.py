"""H: Slovak outpatient referral (výmenný lístok, 2026): the results are a run of abbreviations in the prose,
dated by the sentence ('Lab. 07.01.2026:'), the letter itself dated a day later."""
from common import add, exclude, write_html, print_pdf, esc, DOCS

DOC = "vymenny_listok_Poprad_08012026.pdf"
DATE = "2026-01-07"

# label, code, value, unit
ITEMS = [
    ("Leu", "WBC", "7,2", "x10^9/l"), ("Ery", "RBC", "4,41", "x10^12/l"), ("Hb", "HGB", "131", "g/l"),
    ("Tr", "PLT", "233", "x10^9/l"), ("CRP", "CRP", "3,1", "mg/l"), ("glykémia", "GLU", "5,1", "mmol/l"),
    ("TSH", "TSH", "2,4", "mIU/l"), ("ferritín", "FERR", "36", "ug/l"),
]

def render():
    parts = []
    for label, code, value, unit in ITEMS:
        parts.append(f"{label} {value} {unit}")
        add(DOC, label, code, DATE, value, unit, None, None, f"{label} {value} {unit}",
            note="in the prose after 'Lab. 07.01.2026:'")
    exclude(DOC, "Hb", "Hb 128 g/l (11/2025, Brno)", "an earlier result quoted for comparison with only a month: no row",
            tolerated={"code": "HGB", "date": "2025-11-18", "value": 128, "comparator": None, "unit": "g/l"})
    text = ", ".join(parts[:4]) + "; " + ", ".join(parts[4:])
    html = f"""<!doctype html><html lang=sk><head><meta charset=utf-8><style>
@page {{ size: A4; margin: 20mm; }}
body {{ font-family: 'DejaVu Serif', serif; font-size: 10.5pt; line-height: 1.45 }}
.h {{ display:flex; justify-content:space-between; font-size:9pt; border-bottom:1px solid #000; padding-bottom:4px }}
h1 {{ font-size:12pt; text-align:center; margin:12px 0 }}
</style></head><body>
<div class=h><div><b>Všeobecná ambulancia pre dospelých</b><br>MUDr. Ľubomír Hudák, kód lekára A74812065<br>Nám. sv. Egídia 21, Poprad</div>
<div style="text-align:right">Poprad, 08.01.2026<br>Tel.: 052 772 41 90</div></div>
<h1>VÝMENNÝ LÍSTOK – odporúčanie na gastroenterologické vyšetrenie</h1>
<p>Meno a priezvisko: <b>Zofia Krzemińska</b>, dátum nar.: 19.04.2007, štátna príslušnosť: PL<br>
Poistenie: EHIC, karta č. 80616 0712 0048 3391 · bydlisko: Ludźmierz, ul. Łąkowa 27 (PL), prechodne Poprad</p>
<p><b>Dôvod odoslania:</b> 18-ročná pacientka s celiakiou (dg. 05/2025 v Krakove), na bezlepkovej diéte, t. č. na zimnej
praxi v Poprade. Od 02.01.2026 opakované hnačky a bolesti brucha, bez teploty. Prosím o vyšetrenie a odporúčanie ďalšieho postupu.</p>
<p><b>Objektívne:</b> TK 112/70, P 78/min, brucho mäkké, palpačne citlivé v epigastriu, peristaltika živá.</p>
<p><b>Lab. 07.01.2026:</b> {esc(text)}. Hb bez zmeny oproti poslednému vyšetreniu (Hb 128 g/l, 11/2025, Brno).</p>
<p><b>Dg.:</b> K90.0 Celiakia, R19.7 Hnačka</p>
<p><b>Terapia:</b> bezlepková diéta, probiotiká, rehydratácia per os.</p>
<p style="margin-top:30px">MUDr. Ľubomír Hudák<br>všeobecný lekár</p>
</body></html>"""
    write_html("h.html", html)
    print_pdf("h.html", DOC)
    DOCS[DOC] = {"date": DATE, "layout": "Slovak outpatient referral (výmenný lístok): results as a run of abbreviations in one sentence ('Lab. 07.01.2026: Leu 7,2 x10^9/l, Ery ..., Hb 131 g/l, Tr 233 x10^9/l; CRP ...'), no ranges, no flags, the letter dated a day later, an earlier Hb quoted with only a month"}
