# Docs 2 and 7: a hospital emergency department's coagulation panel and arterial blood gas (one order, two
# pages, the table broken over the page), and the internal ward's daily cumulative (several draws a day,
# date+time columns, landscape, the table over two pages).
from common import R, esc, page

HOSP = ("Podkarpacki Szpital Specjalistyczny im. dr. A. Zawiszy w Krośnie", "ul. Korczyńska 77, 38-400 Krosno",
        "Zakład Diagnostyki Laboratoryjnej · kierownik: dr n. med. Stanisław Kołodziejczak · tel. 13 437 82 10")
PAT = ("Pacjent: <b>Kwiatkowska-Dębiec Renata</b> (K, 46 l.) &nbsp; PESEL 79031408240 &nbsp; ur. 14.03.1979"
       " &nbsp; Nr księgi głównej: 2025/14527")
CSS = """
.hdr td { font-size:8pt; }
.t { width:100%; }
.t th { border-top:1.5px solid #000; border-bottom:1px solid #000; font-size:8.5pt; text-align:left; padding:2px 4px; }
.t td { font-size:9pt; padding:2px 4px; border-bottom:1px dotted #999; }
.n { text-align:right; } .small { font-size:7.5pt; color:#333; } .b { font-weight:bold; }
"""

NAME_SOR = "PL_PSS_Krosno_SOR_koagulologia_gazometria_2506020417.pdf"
DATE_SOR = "2025-06-02"


def header(page_no, pages, order):
    return f"""<table class="hdr" style="width:100%"><tr><td><b style="font-size:10pt">{HOSP[0]}</b><br>{HOSP[1]}<br>{HOSP[2]}</td>
<td style="text-align:right">SPRAWOZDANIE Z BADANIA LABORATORYJNEGO<br>Zlecenie nr {order}<br>Str. {page_no}/{pages}</td></tr></table>
<hr style="margin:2px 0"><div style="font-size:8.5pt">{PAT}</div>"""


def sor():
    rows, excl = [], []
    coag = [
        R("Czas protrombinowy (PT)", "PT", "13,9", "s", "9,4 - 12,5", flag="↑"),
        R("Wskaźnik protrombinowy", "PT_PCT", "78", "%", "80 - 120", flag="↓", alt=["QUICK"],
          new_label="Wskaźnik protrombinowy (Quick)"),
        R("INR", "INR", "1,21", "", "0,85 - 1,15", flag="↑"),
        R("APTT", "APTT", "31,4", "s", "25,1 - 36,5"),
        R("Fibrynogen", "FIBRINOGEN", "4,62", "g/l", "2,00 - 3,93", flag="↑"),
        R("D-dimery", "D_DIMER", "2140", "µg/l FEU", "< 500", flag="↑"),
    ]
    card = [
        R("Troponina I hs", "HS_TROPONIN_I", "23,8", "ng/l", "K: < 15,6 ; M: < 34,2", lo=None, hi=15.6, flag="↑",
          alt=["TROPONIN_I_HS"]),
        R("NT-proBNP", "NT_PROBNP", "412", "pg/ml", "< 125", flag="↑"),
    ]
    gas = [
        R("pH", "BG_PH", "7,462", "", "7,350 - 7,450", flag="↑", alt=["BLOOD_PH"], new_label="pH krwi (gazometria)"),
        R("pCO2", "PCO2", "31,2", "mmHg", "35,0 - 45,0", flag="↓", new_label="pCO2 (prężność CO2)"),
        R("pCO2", "PCO2", "4,16", "kPa", "4,67 - 6,00", flag="↓", new_label="pCO2 (prężność CO2)"),
        R("pO2", "PO2", "68,0", "mmHg", "83,0 - 108,0", flag="↓", new_label="pO2 (prężność O2)"),
        R("HCO3- akt.", "HCO3", "21,9", "mmol/l", "22,0 - 26,0", flag="↓", new_label="Wodorowęglany (HCO3-)"),
        R("BE(ecf)", "BE", "-1,6", "mmol/l", "-2,0 - 3,0", lo=-2.0, hi=3.0, new_label="Nadmiar zasad (BE)"),
        R("sO2", "SO2", "94,1", "%", "95,0 - 99,0", flag="↓", new_label="Wysycenie hemoglobiny tlenem (sO2)"),
        R("Mleczany", "LACTATE", "1,9", "mmol/l", "0,5 - 1,6", flag="↑", new_label="Mleczany"),
        R("K+", "K", "3,62", "mmol/l", "3,50 - 5,10"),
        R("Ca++ (zjonizowany)", "CA_ION", "1,13", "mmol/l", "1,15 - 1,29", flag="↓"),
    ]

    def tr(r, extra=""):
        v = r.val.replace("-", "−") if r.val.startswith("-") else r.val
        v = v if r.code != "D_DIMER" else "2 140"
        b = ' class="n b"' if r.flag else ' class="n"'
        return (f"<tr><td>{esc(r.label)}{extra}</td><td{b}>{v}</td><td class='b'>{r.flag}</td>"
                f"<td>{esc(r.unit)}</td><td>{esc(r.rng)}</td></tr>")
    for r in coag + card + gas:
        rows.append(r.truth(NAME_SOR, DATE_SOR, [r.label, r.val, r.flag, r.unit, r.rng]))
    th = "<tr><th>Badanie</th><th class='n'>Wynik</th><th></th><th>Jedn.</th><th>Zakres referencyjny</th></tr>"
    meta = ("<table style='width:100%;font-size:8pt;margin:4px 0'><tr><td>Zlecający: SOR – lek. Marek Szybisty"
            " (PWZ 3318702)<br>Rozpoznanie wstępne: R07.4 Ból w klatce piersiowej, R06.0 Duszność</td>"
            "<td>Materiał: krew żylna (cytrynian, skrzep), krew tętnicza (heparyna)<br>"
            "Pobrano: <b>02.06.2025 10:14</b> (piel. W. Ożóg) · Przyjęto: 02.06.2025 10:31</td></tr></table>")
    body = header(1, 2, "2506020417") + meta
    body += "<table class='t'>" + th
    body += "<tr><td colspan=5 class='b' style='padding-top:6px'>UKŁAD KRZEPNIĘCIA <span class='small'>(ACL TOP 550, met. optyczna)</span></td></tr>"
    for r in coag[:5]:
        body += tr(r)
    body += tr(coag[5], "<div class='small'>immunoturbidymetria, HemosIL D-Dimer HS 500 · wynik w jednostkach FEU; "
               "odpowiada 2,14 mg/l FEU</div>")
    body += "<tr><td colspan=5 class='b' style='padding-top:6px'>MARKERY SERCOWE</td></tr>"
    for r in card:
        body += tr(r)
    body += "</table>"
    body += ("<p class='small'>↑ ↓ – wynik poza zakresem wartości referencyjnych. D-dimery: wartość odcięcia dla wykluczenia"
             " ŻChZZ u osób &gt; 50 r.ż. = wiek × 10 µg/l FEU.<br>Troponina I hs: zakresy referencyjne 99. centyla zależne"
             " od płci (K – kobiety, M – mężczyźni).</p>")
    body += ("<div style='position:fixed;bottom:0;font-size:7pt;width:100%;border-top:1px solid #999'>"
             "Wydrukowano: 02.06.2025 11:42 · AMMS LIS · użytkownik: kpawlus</div>")
    body += "<div class='pb'></div>" + header(2, 2, "2506020417")
    body += "<table class='t'>" + th
    body += ("<tr><td colspan=5 class='b' style='padding-top:6px'>GAZOMETRIA KRWI TĘTNICZEJ <span class='small'>"
             "(ABL90 FLEX, 37,0 °C, FiO2 21%) · pobrano 02.06.2025 10:20, t. promieniowa lewa</span></td></tr>")
    for r in gas:
        body += tr(r)
    body += "</table>"
    body += ("<p class='small'>Wartości pCO2 podano w dwóch jednostkach (1 kPa = 7,5 mmHg).<br>"
             "Uwaga: Ca++ skorygowany do pH 7,40 = 1,16 mmol/l – wartość wyliczona, nie jest wynikiem pomiaru.</p>")
    body += ("<p style='font-size:8.5pt;margin-top:18px'>Autoryzował: mgr Łukasz Baran-Zych, diagnosta laboratoryjny,"
             " nr PWZDL 12760 · 02.06.2025 11:38<br>Wykonał: mgr Ewa Kuśnierz</p>")
    layout = ("A hospital emergency department's order printed by the lab system: a coagulation panel (PT in seconds, "
              "prothrombin index in %, INR, APTT, fibrinogen, D-dimer in µg/l FEU with its mg/l equivalent in a method "
              "line), high-sensitivity troponin I with bands by sex, NT-proBNP, and on page 2 an arterial blood gas "
              "(pH with three decimals, pCO2 in mmHg and kPa, negative BE, lactate, ionised calcium) under the repeated "
              "page header; arrows in their own column, the gas's own draw time in its section head.")
    return NAME_SOR, page(body, CSS), rows, excl, layout


NAME_WARD = "PL_PSS_Krosno_Interna_zestawienie_dobowe_14527.pdf"
COLS = [("02.06.2025", "14:20", "2025-06-02"), ("02.06.2025", "22:05", "2025-06-02"), ("03.06.2025", "06:00", "2025-06-03"),
        ("03.06.2025", "13:30", "2025-06-03"), ("04.06.2025", "06:10", "2025-06-04"), ("05.06.2025", "06:05", "2025-06-05")]
# label, code, unit, range, values per column ('' = not done), flags per value computed from the range
WARD = [
    ("Leukocyty (WBC)", "WBC", "tys/µl", "4,0 - 10,0", ["11,8", "", "10,6", "", "8,9", "7,4"]),
    ("Hemoglobina (HGB)", "HGB", "g/dl", "12,0 - 16,0", ["13,1", "", "12,4", "", "11,8", "12,0"]),
    ("Płytki krwi (PLT)", "PLT", "tys/µl", "150 - 400", ["241", "", "228", "", "219", "236"]),
    ("CRP", "CRP", "mg/l", "< 5,0", ["48,2", "", "61,7", "", "34,9", "18,3"]),
    ("Prokalcytonina", "PCT", "ng/ml", "< 0,5", ["0,08", "", "0,11", "", "", ""]),
    ("Sód", "NA", "mmol/l", "136 - 145", ["138", "137", "135", "", "139", "140"]),
    ("Potas", "K", "mmol/l", "3,5 - 5,1", ["3,71", "3,38", "3,44", "3,97", "4,21", "4,05"]),
    ("Kreatynina", "CREA", "mg/dl", "0,50 - 0,90", ["0,84", "", "0,96", "", "0,81", "0,77"]),
    ("Glukoza", "GLU", "mg/dl", "70 - 99", ["142", "118", "104", "161", "97", ""]),
    ("Troponina I hs", "HS_TROPONIN_I", "ng/l", "< 15,6", ["27,4", "31,1", "19,6", "", "", ""]),
    ("D-dimery", "D_DIMER", "ng/ml", "do 500", ["1 980", "", "1 460", "", "1 120", ""]),
    ("INR", "INR", "", "0,85 - 1,15", ["1,18", "", "1,09", "", "", "1,02"]),
    ("APTT", "APTT", "s", "25,1 - 36,5", ["", "58,2", "71,6", "64,0", "49,3", "44,8"]),
]


def ward():
    from common import num, parse_range
    rows, excl = [], []
    head = ("<tr><th rowspan=2 style='width:22%'>Badanie</th><th rowspan=2>Jedn.</th><th rowspan=2>Norma</th>"
            + "".join(f"<th class='n'>{d}</th>" for d, t, _ in COLS) + "</tr><tr>"
            + "".join(f"<th class='n small'>{t}</th>" for d, t, _ in COLS) + "</tr>")
    lines = []
    for label, code, unit, rng, vals in WARD:
        lo, hi = parse_range(rng.replace("do ", "< "))
        cells = []
        for (d, t, iso), v in zip(COLS, vals):
            if v == "":
                cells.append("<td class='n'></td>")
                continue
            x = num(v)
            fl = "H" if hi is not None and x > hi else ("L" if lo is not None and x < lo else "")
            cells.append(f"<td class='n{' b' if fl else ''}'>{v}{(' ' + fl) if fl else ''}</td>")
            alt = ["TROPONIN_I_HS"] if code == "HS_TROPONIN_I" else None
            r = R(label, code, v, unit, rng, lo=lo, hi=hi, flag=fl, alt=alt)
            rows.append(r.truth(NAME_WARD, iso, [label, v, fl, unit, rng, f"{d} {t}"]))
        lines.append(f"<tr><td>{esc(label)}</td><td>{esc(unit)}</td><td>{esc(rng)}</td>{''.join(cells)}</tr>")
    # the excluded cell: potassium 03.06 13:30 would be a second row; one draw haemolysed instead
    css = CSS + ".t td,.t th{border:1px solid #888}.t thead{display:table-header-group}"
    body = f"""<table class="hdr" style="width:100%"><tr><td><b style="font-size:10pt">{HOSP[0]}</b><br>
Oddział Chorób Wewnętrznych z Pododdziałem Kardiologicznym · ordynator: dr n. med. Halina Pająk-Sowa</td>
<td style="text-align:right">ZESTAWIENIE WYNIKÓW – KUMULACJA DOBOWA<br>Pobyt: 02.06.2025 – (trwa) · Sala 12, łóżko 3<br>
Wydruk: 05.06.2025 09:14</td></tr></table><hr>
<div style="font-size:8.5pt">{PAT} · Lekarz prowadzący: lek. Piotr Gierlach</div>
<table class="t" style="margin-top:6px"><thead>{head}</thead><tbody>
<tr><td colspan=9 class='b'>HEMATOLOGIA</td></tr>{''.join(lines[:3])}
<tr><td colspan=9 class='b'>BIOCHEMIA</td></tr>{''.join(lines[3:9])}
<tr><td colspan=9 class='b'>MARKERY SERCOWE / KOAGULOLOGIA</td></tr>{''.join(lines[9:10])}
</tbody></table>
<div class="pb"></div>
<div style="font-size:8pt">Kwiatkowska-Dębiec Renata · 2025/14527 · Zestawienie wyników – cd. · str. 2/2</div>
<table class="t" style="margin-top:6px"><thead>{head}</thead><tbody>
<tr><td colspan=9 class='b'>MARKERY SERCOWE / KOAGULOLOGIA (cd.)</td></tr>{''.join(lines[10:])}
<tr><td>Potas (pow.)</td><td>mmol/l</td><td>3,5 - 5,1</td><td></td><td></td><td></td><td class='n small'>hem.*</td><td></td><td></td></tr>
</tbody></table>
<p class="small">H / L – wynik powyżej / poniżej zakresu referencyjnego. * hem. – pierwsza próbka z 03.06.2025 13:30
zhemolizowana, oznaczenie niewykonane; powtórzono z ponownego pobrania (wynik w wierszu „Potas”). APTT od 02.06 22:05 w trakcie leczenia
heparyną niefrakcjonowaną (wlew ciągły) – wartość docelowa 1,5–2,5 × norma.<br>Godziny w nagłówkach kolumn to godziny
pobrania materiału. Zestawienie nie zastępuje sprawozdań z badań autoryzowanych przez diagnostów laboratoryjnych.</p>
<p style="font-size:8pt">Wydrukował: lek. Piotr Gierlach</p>"""
    excl.append({"doc": NAME_WARD, "label_as_printed": "Potas (pow.)", "printed": "hem.*",
                 "why": "haemolysed, not done (the repeat from a new draw is in the Potas row under 03.06 13:30)"})
    layout = ("A hospital ward's daily cumulative (landscape): six draws over four days, two on 02.06 and two on 03.06, "
              "with the date and the draw time in two header lines over each column; flags H/L appended to the value; "
              "the table continues on page 2 under a repeated head; a haemolysed repeat row with 'hem.*' only; APTT "
              "under heparin; D-dimer in ng/ml with 'do 500' and thousands with a space.")
    return NAME_WARD, page(body, css, landscape=True), rows, excl, layout
