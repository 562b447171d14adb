# Doc 4: a hormone profile with cycle-phase bands, the phase stated in the order data (luteal).
# Doc 6: a private lab's "Zestawienie wyników": one marker (TSH) over many dates, its range and unit changing.
from common import R, esc, page

NAME_H = "PL_Femina_Rzeszow_hormony_FEM-2510-5521.pdf"
DATE_H = "2025-10-21"
CSS_H = """
.t { width:100%; border:1px solid #6a4c93; } .t th { background:#6a4c93; color:#fff; font-size:8.5pt; padding:3px 5px; text-align:left; }
.t td { font-size:9pt; padding:3px 5px; border-top:1px solid #d8cfe6; vertical-align:top; }
.n { text-align:right; } .s { font-size:7.5pt; color:#444; } .band { font-size:7.5pt; line-height:1.25; }
.hi { font-weight:bold; }
"""
# label, code, value, unit, bands [(name, range)], the phase band used (or a plain range), flag, new_label
HORM = [
    ("LH (hormon luteinizujący)", "LH", "6,1", "mIU/ml",
     [("faza folikularna", "2,4 - 12,6"), ("faza owulacyjna", "14,0 - 95,6"), ("faza lutealna", "1,0 - 11,4"),
      ("po menopauzie", "7,7 - 58,5")], "faza lutealna", ""),
    ("FSH (hormon folikulotropowy)", "FSH", "3,9", "mIU/ml",
     [("faza folikularna", "3,5 - 12,5"), ("faza owulacyjna", "4,7 - 21,5"), ("faza lutealna", "1,7 - 7,7"),
      ("po menopauzie", "25,8 - 134,8")], "faza lutealna", ""),
    ("Estradiol (E2)", "ESTRADIOL", "148", "pg/ml",
     [("faza folikularna", "12,5 - 166"), ("faza owulacyjna", "85,8 - 498"), ("faza lutealna", "43,8 - 211"),
      ("po menopauzie", "< 5,0 - 54,7")], "faza lutealna", ""),
    ("Progesteron", "PROGESTERONE", "11,8", "ng/ml",
     [("faza folikularna", "0,2 - 1,5"), ("faza owulacyjna", "0,8 - 3,0"), ("faza lutealna", "1,7 - 27,0"),
      ("po menopauzie", "0,1 - 0,8")], "faza lutealna", ""),
    ("Prolaktyna", "PRL", "27,4", "ng/ml", [("kobiety niebędące w ciąży", "4,79 - 23,3")], None, "↑"),
    ("Testosteron całkowity", "TESTOSTERONE", "0,31", "ng/ml", [("kobiety 20-49 lat", "0,08 - 0,48")], None, ""),
    ("SHBG", "SHBG", "62,0", "nmol/l", [("kobiety 20-49 lat", "32,4 - 128")], None, ""),
    ("DHEA-S", "DHEAS", "96,3", "µg/dl",
     [("kobiety 35-44 lat", "60,9 - 337"), ("kobiety 45-54 lat", "35,4 - 256"), ("kobiety 55-64 lat", "18,9 - 205")],
     "kobiety 45-54 lat", ""),
    ("AMH (hormon anty-Müllerowski)", "AMH", "0,38", "ng/ml",
     [("kobiety 40-44 lat", "0,06 - 4,29"), ("kobiety 45-50 lat", "0,01 - 2,14")], "kobiety 45-50 lat", ""),
]


def hormones():
    rows = []
    trs = []
    for label, code, val, unit, bands, used, flag in HORM:
        rng = dict(bands)[used] if used else bands[0][1]
        lo = hi = None
        if rng.startswith("< 5,0 - "):
            lo, hi = None, float(rng.split("- ")[1].replace(",", "."))
        r = R(label, code, val, unit, rng, flag=flag) if lo is None and hi is None and not rng.startswith("<") else \
            R(label, code, val, unit, rng, lo=lo, hi=hi, flag=flag)
        band_text = "<br>".join(f"{esc(n)}: {esc(x)}" for n, x in bands)
        printed = [label, val, flag, unit] + [f"{n}: {x}" for n, x in bands]
        t = r.truth(NAME_H, DATE_H, printed)
        t["range_printed"] = rng
        rows.append(t)
        v = f"<span class='hi'>{val} {flag}</span>" if flag else val
        trs.append(f"<tr><td>{esc(label)}</td><td class='n'>{v}</td><td>{esc(unit)}</td><td class='band'>{band_text}</td></tr>")
    body = f"""
<table style="width:100%"><tr><td><div style="font-size:14pt;color:#6a4c93;font-weight:bold">FEMINA</div>
<div style="font-size:8pt">Centrum Medyczne Femina – Laboratorium Endokrynologiczne<br>ul. Dąbrowskiego 84, 35-040 Rzeszów · lab@femina-rzeszow.example</div></td>
<td style="text-align:right;font-size:8pt">SPRAWOZDANIE NR <b>FEM-2510-5521</b><br>Data pobrania: 21.10.2025, 08:05<br>Data przyjęcia: 21.10.2025, 08:40<br>Data wydania: 22.10.2025, 14:12</td></tr></table>
<div style="border:1px solid #6a4c93;padding:4px;margin:6px 0;font-size:8.5pt">
Pacjentka: <b>Renata Kwiatkowska-Dębiec</b>, ur. 14.03.1979 (46 l.), PESEL 79031408240<br>
Zlecający: lek. Izabela Chrobak-Lis, Poradnia Endokrynologiczna · Materiał: surowica<br>
<b>Informacje kliniczne: dzień cyklu 22. – faza lutealna</b> (OM 30.09.2025, cykle regularne 28–30 dni); bez terapii hormonalnej</div>
<table class="t"><tr><th style="width:34%">Badanie</th><th class="n">Wynik</th><th>Jednostka</th><th>Wartości referencyjne</th></tr>
{''.join(trs)}</table>
<p class="s">↑ – wynik powyżej zakresu referencyjnego. Wartości referencyjne wg producenta odczynników (Roche Elecsys, ECLIA);
dla hormonów płciowych należy odnieść wynik do fazy cyklu podanej przez pacjentkę.<br>
Prolaktyna: zalecany oznaczyć po 30 min odpoczynku; w razie hiperprolaktynemii – oznaczenie makroprolaktyny (PEG).</p>
<p style="font-size:8.5pt">Autoryzacja: diagn. lab. mgr Anna Strzępek-Nowik (PWZDL 09915), 22.10.2025 14:10</p>
<div style="position:fixed;bottom:0;font-size:7pt;color:#777">Femina LIS · FEM-2510-5521 · 1/1</div>"""
    layout = ("A hormone lab's report: every reference cell lists the cycle-phase bands (faza folikularna / owulacyjna / "
              "lutealna / po menopauzie) or age bands one per line; the phase is stated in the order's clinical "
              "information (day 22, luteal); one band's lower end is '< 5,0'.")
    return NAME_H, page(body, CSS_H), rows, [], layout


NAME_Z = "PL_Diagnostica_zestawienie_TSH_2019-2025.pdf"
TSH = [
    ("12.03.2019", "2019-03-12", "2,41", "µIU/ml", "0,27 - 4,20", ""),
    ("07.10.2019", "2019-10-07", "3,06", "µIU/ml", "0,27 - 4,20", ""),
    ("18.06.2020", "2020-06-18", "4,87", "µIU/ml", "0,27 - 4,20", "H"),
    ("25.08.2020", "2020-08-25", "3,92", "µIU/ml", "0,27 - 4,20", ""),
    ("02.02.2021", "2021-02-02", "2,15", "µIU/ml", "0,27 - 4,20", ""),
    ("14.12.2021", "2021-12-14", "1,78", "µIU/ml", "0,27 - 4,20", ""),
    ("09.01.2023", "2023-01-09", "0,31", "mIU/l", "0,35 - 4,94", "L"),
    ("30.05.2023", "2023-05-30", "1,12", "mIU/l", "0,35 - 4,94", ""),
    ("19.04.2024", "2024-04-19", "1,46", "mIU/l", "0,35 - 4,94", ""),
    ("03.03.2025", "2025-03-03", "2,02", "mIU/l", "0,35 - 4,94", ""),
]


def zestawienie():
    rows, excl = [], []
    trs = []
    for i, (d, iso, v, u, rng, fl) in enumerate(TSH):
        r = R("TSH", "TSH", v, u, rng, flag=fl)
        rows.append(r.truth(NAME_Z, iso, ["TSH", d, v, fl, u, rng]))
        mark = "<b>" + v + "</b>" if fl else v
        trs.append(f"<tr><td>{d}</td><td>{['08:12','07:55','08:31','07:40','09:02','07:48','08:20','07:37','08:05','07:52'][i]}</td>"
                   f"<td class='n'>{mark}</td><td class='c'>{fl}</td><td>{u}</td><td>{rng}</td>"
                   f"<td class='s'>{['WA-1903-0412','WA-1910-1187','WA-2006-0923','WA-2008-1530','WA-2102-0077','WA-2112-1461','RZ-2301-0318','RZ-2305-1702','RZ-2404-1149','RZ-2503-0261'][i]}</td></tr>")
        if i == 5:
            trs.append("<tr><td>22.06.2022</td><td>08:14</td><td class='n'>---</td><td></td><td>µIU/ml</td><td>0,27 - 4,20</td>"
                       "<td class='s'>WA-2206-0985 · badanie anulowane (brak materiału)</td></tr>")
    excl.append({"doc": NAME_Z, "label_as_printed": "TSH", "printed": "---", "why": "cancelled on 22.06.2022 (no sample)"})
    body = f"""
<div style="display:flex;justify-content:space-between"><div><b style="font-size:13pt;color:#1d6b3a">diagnostica</b>
<span style="font-size:8pt"> laboratoria medyczne</span><br><span style="font-size:8pt">Diagnostica Polska S.A., ul. Wielicka 259, 30-663 Kraków · Punkt pobrań Rzeszów, ul. Lwowska 27</span></div>
<div style="font-size:8pt;text-align:right">Wygenerowano z Konta Pacjenta: 25.11.2025 21:47<br>Login: r.kwiatkowska79</div></div>
<h2 style="font-size:13pt;margin:10px 0 2px 0">Zestawienie wyników</h2>
<div style="font-size:8.5pt">Pacjent: Renata Kwiatkowska-Dębiec · PESEL 79031408240 · ur. 14.03.1979<br>
Badanie: <b>TSH (hormon tyreotropowy)</b> [ICD-9: L69] · Zakres dat: 01.01.2019 – 25.11.2025 · Liczba wyników: 10</div>
<table class="t" style="width:100%;margin-top:8px"><tr><th>Data pobrania</th><th>Godz.</th><th class="n">Wynik</th><th>Flaga</th><th>Jednostka</th><th>Zakres ref.</th><th>Nr zlecenia</th></tr>
{''.join(trs)}</table>
<p class="s">Od 01.01.2023 oznaczenia TSH wykonywane metodą CMIA (Alinity i, Abbott) – zmiana zakresu referencyjnego i zapisu jednostki
(1 µIU/ml = 1 mIU/l). Wyniki wykonane przed tą datą metodą ECLIA (Cobas e411) w laboratorium w Warszawie (WA-).<br>
H – wynik powyżej, L – poniżej zakresu referencyjnego. Zestawienie ma charakter informacyjny; wiążące są sprawozdania autoryzowane.</p>
<div style="margin-top:10px;font-size:8pt">Wykres:</div>
<svg width="640" height="120" style="border:1px solid #ccc"><polyline fill="none" stroke="#1d6b3a" stroke-width="2"
points="20,70 80,55 140,12 200,42 260,78 320,86 380,112 440,96 500,90 560,80"/></svg>"""
    css = """.t th{border-bottom:1.5px solid #1d6b3a;font-size:8.5pt;text-align:left;padding:3px}.t td{font-size:9pt;padding:3px;
border-bottom:1px solid #e3e3e3}.n{text-align:right}.c{color:#c00;font-weight:bold}.s{font-size:7.5pt;color:#555}"""
    layout = ("A private lab chain's patient-account 'Zestawienie wyników': one marker (TSH) over ten dates in 2019-2025, "
              "one row per draw with its time and order number, H/L in a Flaga column, the unit and range changing "
              "in 2023 with the method (µIU/ml 0,27 - 4,20, then mIU/l 0,35 - 4,94), a cancelled draw, a trend chart.")
    return NAME_Z, page(body, css), rows, excl, layout
