"""D6: the lab chain's patient website ("Moje wyniki") printed from the browser after login: navigation,
cookie banner, the browser's own header (print date, title) and footer (URL, page n/m), a history-chart
placeholder under each result (Chromium; the browser furniture is drawn as the printout shows it)."""
from common import P1, row, chromium, esc, parse_value

DOC = "Moje_wyniki_DiagnoMedica_wydruk.pdf"
DATE = "2025-11-27"

# label, code, value, unit, range, flag, previous (value, date) or None
ROWS = [
    ("TSH", "TSH", "3,41", "µIU/ml", "0,27 - 4,20", "", ("2,874", "2025-03-18")),
    ("FT4", "FT4", "14,2", "pmol/l", "12,0 - 22,0", "", None),
    ("FT3", "FT3", "4,6", "pmol/l", "3,1 - 6,8", "", None),
    ("Glukoza", "GLU", "97", "mg/dl", "70 - 99", "", ("104", "2025-03-18")),
    ("Hemoglobina glikowana (HbA1c)", "HBA1C", "5,6", "%", "< 5,7", "", None),
    ("Cholesterol całkowity", "CHOL", "198", "mg/dl", "< 190", "H", ("232", "2025-03-18")),
    ("Cholesterol HDL", "HDL", "61", "mg/dl", "> 45", "", None),
    ("Cholesterol LDL", "LDL", "118", "mg/dl", "< 115", "H", None),
    ("Triglicerydy", "TG", "96", "mg/dl", "< 150", "", None),
    ("Ferrytyna", "FERR", "28,7", "ng/ml", "13 - 150", "", ("9,8", "2025-09-09")),
    ("Żelazo", "FE", "84", "µg/dl", "50 - 170", "", None),
    ("Witamina D 25(OH)", "VIT_D", "34,8", "ng/ml", "30 - 50", "", ("21,4", "2025-03-18")),
    ("Magnez", "MG", "2,02", "mg/dl", "1,60 - 2,60", "", None),
    ("CRP", "CRP", "1,2", "mg/l", "< 5,0", "", None),
]
UNITS = {r[1]: r[3] for r in ROWS}


def build():
    rows, excluded, cards = [], [], []
    for label, code, val, unit, rng, flag, prev in ROWS:
        rows.append(row(DOC, DATE, label, code, val, unit, rng, flag,
                        printed=[label, val, flag and "Powyżej normy", unit, rng]))
        st = '<span class="bad">▲ Powyżej normy</span>' if flag else '<span class="ok">W normie</span>'
        hist = ""
        if prev:
            y, m, d = prev[1].split("-")
            hist = f'<div class="prev">Poprzedni wynik: {prev[0]} {esc(unit)} ({d}.{m}.{y})</div>'
            x, comp = parse_value(prev[0])
            excluded.append({"doc": DOC, "label_as_printed": label, "printed": f"Poprzedni wynik: {prev[0]} {unit} ({d}.{m}.{y})",
                             "why": "a previous result shown for comparison; it belongs to its own earlier order",
                             "tolerated": {"code": code, "date": prev[1], "value": x, "comparator": comp, "unit": unit}})
        cards.append(f"""<div class="card"><div class="cn">{esc(label)} <span class="st">{st}</span></div>
<div class="cv"><span class="lbl">Wynik</span> <b>{esc(val)}</b> {esc(unit)} &nbsp; <span class="lbl">Norma</span> {esc(rng)} {esc(unit)}</div>
{hist}<div class="chart">[ Wykres historii wyników – wczytywanie… ]</div></div>""")
    p = P1
    html = f"""<html><head><meta charset="utf-8"><title>Moje wyniki – DiagnoMedica</title><style>
@page{{size:A4;margin:14mm 8mm 14mm;@top-left{{content:"28.11.2025, 21:14";font:8px 'Liberation Sans'}}@top-center{{content:"Moje wyniki – DiagnoMedica";font:8px 'Liberation Sans'}}@bottom-left{{content:"https://pacjent.diagnomedica-lab.pl/moje-wyniki/zlecenie/7712-11-2025-PZ-02?tab=wyniki";font:8px 'Liberation Sans'}}@bottom-right{{content:counter(page) "/" counter(pages);font:8px 'Liberation Sans'}}}}body{{font-family:'Liberation Sans';font-size:11px;color:#222;margin:0}}
.bh{{position:fixed;top:-10mm;left:0;right:0;font-size:8px;display:flex;justify-content:space-between}}
.bf{{position:fixed;bottom:-10mm;left:0;right:0;font-size:8px;display:flex;justify-content:space-between}}
nav{{background:#0a6f8f;color:#fff;padding:6px 10px;display:flex;gap:18px;font-size:11px}}nav b{{font-size:15px;margin-right:30px}}
.crumb{{font-size:9px;color:#666;margin:6px 10px}}.who{{margin:4px 10px;padding:6px;background:#f3f7f9;font-size:10px}}
.ord{{margin:8px 10px;font-size:11px}}.card{{border:1px solid #ddd;border-radius:6px;margin:6px 10px;padding:6px 10px;page-break-inside:avoid}}
.cn{{font-size:12.5px;font-weight:bold}}.st{{font-size:9px;font-weight:normal;margin-left:10px}}.bad{{color:#c00}}.ok{{color:#090}}
.lbl{{color:#888;font-size:9px}}.prev{{font-size:9px;color:#555}}.chart{{height:26px;background:#f7f7f7;color:#aaa;font-size:9px;text-align:center;line-height:26px;margin-top:3px}}
.cookie{{margin:12px 10px;border:1px solid #aaa;background:#fffbe6;padding:8px;font-size:9.5px}}.side{{float:right;width:150px;font-size:9px;color:#555;margin:8px 10px;border-left:1px solid #ddd;padding-left:6px}}
</style></head><body>
<nav><b>DiagnoMedica</b><span>Strona główna</span><span>Moje wyniki</span><span>Zamów badanie</span><span>Punkty pobrań</span><span>Pakiety</span><span style="margin-left:auto">Zalogowano: {p['first']} W.-K. | Wyloguj</span></nav>
<div class="crumb">Pacjent &gt; Moje wyniki &gt; Zlecenie 7712/11/2025/PZ-02</div>
<div class="side">Pobierz PDF z podpisem<br>Udostępnij lekarzowi<br>Wyślij e-mailem<br><br>Masz pytania? Infolinia 61 666 20 00 (pn-pt 7-19)<br><br>Polecane: Pakiet Tarczyca Plus – 89 zł</div>
<div class="who">Wyniki pacjenta: <b>{p['first']} {p['last']}</b> · ur. {p['born']} · PESEL {p['pesel'][:6]}*****</div>
<div class="ord">Zlecenie <b>7712/11/2025/PZ-02</b> · Data pobrania: <b>27.11.2025, 07:51</b> · Status: <b>Zakończone</b> · Wyniki dostępne od 27.11.2025, 16:20</div>
{''.join(cards)}
<div class="cookie"><b>Ta strona używa plików cookies.</b> Korzystamy z plików cookies w celach statystycznych i marketingowych. Możesz zmienić ustawienia w przeglądarce. [ Akceptuję wszystkie ] [ Ustawienia ]</div>
<div class="crumb">© 2025 DiagnoMedica Sp. z o.o. · Polityka prywatności · Regulamin · Deklaracja dostępności</div>
</body></html>"""
    return html, rows, excluded


def make(out):
    html, rows, excluded = build()
    chromium(html, out)
    return rows, excluded
