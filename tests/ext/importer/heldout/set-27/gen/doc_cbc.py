"""D5: a child's full blood count from a 5-part analyser: the differential as percent and absolute
lines ("Neutrofile %", "Neutrofile #"), RDW-SD and RDW-CV, P-LCR, NRBC, IG, with a result bar (Chromium)."""
from common import P3, DOCTORS, STAFF, row, chromium, esc

DOC = "Synevia_morfologia_Hania_14-10-2025.pdf"
DATE = "2025-10-14"

# label, code, value, unit, range, flag, new_label
ROWS = [
    ("WBC Leukocyty", "WBC", "11,84", "10^3/µl", "4,50 - 13,50", "", None),
    ("RBC Erytrocyty", "RBC", "4,52", "10^6/µl", "4,00 - 5,20", "", None),
    ("HGB Hemoglobina", "HGB", "12,3", "g/dl", "11,5 - 15,5", "", None),
    ("HCT Hematokryt", "HCT", "36,1", "%", "35,0 - 45,0", "", None),
    ("MCV", "MCV", "79,9", "fl", "77,0 - 95,0", "", None),
    ("MCH", "MCH", "27,2", "pg", "25,0 - 33,0", "", None),
    ("MCHC", "MCHC", "34,1", "g/dl", "31,0 - 37,0", "", None),
    ("RDW-SD", "RDW_SD", "37,8", "fl", "35,1 - 43,9", "", None),
    ("RDW-CV", "RDW", "13,1", "%", "11,6 - 14,4", "", None),
    ("PLT Płytki krwi", "PLT", "389", "10^3/µl", "150 - 450", "", None),
    ("PDW", "PDW", "10,2", "fl", "9,8 - 16,2", "", None),
    ("MPV", "MPV", "9,4", "fl", "9,4 - 12,3", "", None),
    ("P-LCR", "P_LCR", "19,8", "%", "19,2 - 47,0", "", None),
    ("PCT Płytkokryt", "PCT_PLT", "0,37", "%", "0,17 - 0,35", "H", None),
    ("Neutrofile %", "NEUT_PCT", "71,2", "%", "33,0 - 61,0", "H", None),
    ("Limfocyty %", "LYMPH_PCT", "18,9", "%", "28,0 - 48,0", "L", None),
    ("Monocyty %", "MONO_PCT", "7,6", "%", "3,0 - 10,0", "", None),
    ("Eozynofile %", "EOS_PCT", "1,8", "%", "0,0 - 6,0", "", None),
    ("Bazofile %", "BASO_PCT", "0,5", "%", "0,0 - 1,0", "", None),
    ("Neutrofile #", "NEUT", "8,43", "10^3/µl", "1,50 - 8,00", "H", None),
    ("Limfocyty #", "LYMPH", "2,24", "10^3/µl", "1,50 - 6,50", "", None),
    ("Monocyty #", "MONO", "0,90", "10^3/µl", "0,10 - 1,00", "", None),
    ("Eozynofile #", "EOS", "0,21", "10^3/µl", "0,00 - 0,50", "", None),
    ("Bazofile #", "BASO", "0,06", "10^3/µl", "0,00 - 0,20", "", None),
    ("IG # Niedojrzałe granulocyty", "IG", "0,05", "10^3/µl", "0,00 - 0,06", "", None),
    ("IG %", "IG_PCT", "0,4", "%", "0,0 - 0,5", "", None),
    ("NRBC #", "NRBC", "0,00", "10^3/µl", "0,00 - 0,01", "", None),
    ("NRBC %", "NRBC_PCT", "0,0", "/100 WBC", "0,0 - 0,2", "", "NRBC %"),
]
EXTRA = [
    ("CRP", "CRP", "18,6", "mg/l", "< 5,0", "H", None),
    ("OB", "OB", "22", "mm/h", "< 15", "H", None),
]


def bar(val, rng):
    try:
        lo, hi = [float(x.replace(",", ".")) for x in rng.replace("<", "0 -").split(" - ")[-2:]]
        v = float(val.replace(",", "."))
        pos = max(0, min(100, 20 + 60 * (v - lo) / (hi - lo or 1)))
    except Exception:
        pos = 50
    return f'<div class="bar"><span style="left:{pos:.0f}%"></span></div>'


def build():
    rows = []
    trs = []
    for group, lst in (("MORFOLOGIA KRWI Z ROZMAZEM AUTOMATYCZNYM (5-DIFF)", ROWS), ("BIOCHEMIA / IMMUNOCHEMIA", EXTRA)):
        trs.append(f'<tr class="g"><td colspan="5">{group}</td></tr>')
        for label, code, val, unit, rng, flag, nl in lst:
            fl = {"H": "▲", "L": "▼", "": ""}[flag]
            trs.append(f'<tr><td>{esc(label)}</td><td class="v{" ab" if flag else ""}">{esc(val)} {fl}</td>'
                       f'<td>{esc(unit)}</td><td>{esc(rng)}</td><td>{bar(val, rng)}</td></tr>')
            rows.append(row(DOC, DATE, label, code, val, unit, rng, flag, new_label=nl,
                            printed=[label, val, fl, unit, rng]))
    p = P3
    doc, npwz = DOCTORS["sienk"]
    st, krdl = STAFF["koltun"]
    html = f"""<html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 12mm 14mm}}body{{font-family:'DejaVu Sans';font-size:9.5px}}
.top{{display:flex;justify-content:space-between;align-items:flex-end}}.lg{{font:bold 20px 'DejaVu Serif';color:#6b2c91}}
.box{{border:1px solid #6b2c91;padding:4px 8px;margin-top:6px;display:grid;grid-template-columns:1fr 1fr;gap:2px 20px;font-size:9px}}
table{{width:100%;border-collapse:collapse;margin-top:8px}}th{{background:#efe6f5;text-align:left;padding:3px;font-size:9px}}
td{{padding:2px 3px;border-bottom:1px solid #eee}}tr.g td{{font-weight:bold;color:#6b2c91;padding-top:8px;border-bottom:1px solid #6b2c91}}
.v{{font-weight:bold;text-align:right;padding-right:12px}}.ab{{color:#c00}}.bar{{position:relative;width:90px;height:6px;background:linear-gradient(90deg,#f6d0d0 20%,#d6efd6 20%,#d6efd6 80%,#f6d0d0 80%)}}
.bar span{{position:absolute;top:-2px;width:3px;height:10px;background:#333}}.ft{{font-size:8px;color:#444;margin-top:10px}}
</style></head><body>
<div class="top"><div class="lg">SYNEVIA <span style="font-size:11px">diagnostyka laboratoryjna</span></div>
<div style="text-align:right;font-size:8.5px">Punkt pobrań Luboń, ul. Żabikowska 2<br>Laboratorium: Poznań, ul. Szpitalna 27/33<br>www.synevia-diag.pl · 61 100 44 44</div></div>
<div class="box"><div>Pacjent: <b>{p['first']} {p['last']}</b></div><div>Kod zlecenia: <b>SYN 2510 1400 3318</b></div>
<div>PESEL: {p['pesel']}</div><div>Pobrano: <b>14.10.2025 08:25</b></div>
<div>Data ur.: {p['born']} (8 lat)   Płeć: K</div><div>Przyjęto: 14.10.2025 10:02</div>
<div>Zlecający: {doc}</div><div>Wydano: 14.10.2025 15:40</div></div>
<table><tr><th>Badanie</th><th style="text-align:right;padding-right:12px">Wynik</th><th>Jednostka</th><th>Zakres referencyjny</th><th>Na tle normy</th></tr>
{''.join(trs)}</table>
<div class="ft">Analizator: Sysmex XN-1000. Zakresy referencyjne dla wieku 6-12 lat. ▲ wynik powyżej, ▼ poniżej zakresu.<br>
Komentarz: Rozmaz automatyczny – bez flag morfologicznych. Weryfikacja mikroskopowa niewymagana.<br>
Autoryzacja: {st}, nr prawa wykonywania zawodu {krdl} · 14.10.2025 15:38<br>
Sprawozdanie SYN 2510 1400 3318 · strona 1/1 · wydruk 14.10.2025 15:41</div>
</body></html>"""
    return html, rows


def make(out):
    html, rows = build()
    chromium(html, out)
    return rows, []
