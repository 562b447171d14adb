"""Four more Polish reports: a children's lab with age bands printed as lines in the range cell and an
'Ocena' column in words; a hormone lab with cycle-phase bands in a sub-table, the phase stated in the
order data; a small lab's urinalysis with sediment words and a Komentarz column; a primary-care
lab's dot-matrix-style printout (fixed-width text, ICD-9 codes in parentheses, SI units G/l, T/l,
mmol/l, l/l, flags '*H', a page break inside the table with a continuation header)."""

from common import Row, esc

H = {"name": "TRZECIAKOWSKA HALINA", "pesel": "81041704685", "born": "17.04.1981",
     "addr": "ul. Jarzębinowa 23 m. 5, 10-687 Olsztyn"}
K = {"name": "Trzeciakowski Kacper", "pesel": "18260203158", "born": "02.06.2018",
     "addr": "ul. Jarzębinowa 23 m. 5, 10-687 Olsztyn"}


# ---------------------------------------------------------------- child
def doc_child():
    def bands(*b):
        return "\n".join(b)
    rows = [
        ("C55 Morfologia krwi z rozmazem (Sysmex XN-550)", [
            Row("Leukocyty", "WBC", "7,9", "tys./µl", bands("1–3 l.: 6,0 – 17,0", "4–7 l.: 5,5 – 15,5", "8–13 l.: 4,5 – 13,5"), 5.5, 15.5),
            Row("Erytrocyty", "RBC", "4,62", "mln/µl", bands("1–3 l.: 3,70 – 5,30", "4–7 l.: 3,90 – 5,30", "8–13 l.: 4,00 – 5,40"), 3.9, 5.3),
            Row("Hemoglobina", "HGB", "12,7", "g/dl", bands("1–3 l.: 10,5 – 13,5", "4–7 l.: 11,5 – 14,5", "8–13 l.: 11,5 – 15,5"), 11.5, 14.5),
            Row("Hematokryt", "HCT", "37,0", "%", bands("1–3 l.: 33,0 – 40,0", "4–7 l.: 34,0 – 42,0", "8–13 l.: 35,0 – 45,0"), 34, 42),
            Row("MCV", "MCV", "80,1", "fl", bands("1–3 l.: 70,0 – 86,0", "4–7 l.: 75,0 – 87,0", "8–13 l.: 77,0 – 95,0"), 75, 87),
            Row("Płytki krwi", "PLT", "312", "tys./µl", "150 – 450", 150, 450),
            Row("Neutrofile %", "NEUT_PCT", "41,2", "%", bands("1–3 l.: 20,0 – 45,0", "4–7 l.: 32,0 – 62,0", "8–13 l.: 40,0 – 65,0"), 32, 62),
            Row("Limfocyty %", "LYMPH_PCT", "44,9", "%", bands("1–3 l.: 45,0 – 75,0", "4–7 l.: 28,0 – 55,0", "8–13 l.: 25,0 – 45,0"), 28, 55),
            Row("Eozynofile %", "EOS_PCT", "8,9", "%", "1,0 – 6,0", 1, 6, "powyżej normy"),
        ]),
        ("I71 Ferrytyna", [
            Row("Ferrytyna", "FERR", "21,4", "ng/ml", bands("1–5 l.: 6,0 – 60,0", "6–15 l.: 7,0 – 142,0"), 7, 142),
        ]),
        ("O35 Żelazo", [
            Row("Żelazo", "FE", "67", "µg/dl", bands("2–12 l.: 50 – 120", "> 12 l.: 50 – 170"), 50, 120),
        ]),
        ("L11 Fosfataza alkaliczna *", [
            Row("Fosfataza alkaliczna (ALP)", "ALP", "268", "U/l",
                bands("1–3 l.: 145 – 320", "4–6 l.: 93 – 309", "7–9 l.: 86 – 315", "10–12 l.: 42 – 362"), 86, 315),
        ]),
        ("L69 TSH / L67 FT4", [
            Row("TSH", "TSH", "2,41", "µIU/ml", bands("1–6 l.: 0,70 – 5,97", "7–11 l.: 0,60 – 4,84", "12–19 l.: 0,51 – 4,30"), 0.6, 4.84),
            Row("FT4 (wolna tyroksyna)", "FT4", "15,8", "pmol/l", bands("1–6 l.: 12,1 – 22,0", "7–11 l.: 12,6 – 21,0", "12–19 l.: 12,6 – 21,0"), 12.6, 21.0),
        ]),
        ("L43 Glukoza", [
            Row("Glukoza", "GLU", "84", "mg/dl", "60 – 100", 60, 100),
        ]),
        ("L93 IgE całkowite", [
            Row("IgE całkowite", "IGE_TOTAL", "312", "IU/ml", bands("1–5 l.: < 60", "6–9 l.: < 90", "10–15 l.: < 200"), None, 90, "powyżej normy", new=True),
        ]),
    ]
    out = []
    for head, rs in rows:
        out.append(f"<tr class='h'><td colspan='5'>{esc(head)}</td></tr>")
        for r in rs:
            cls = " class='ab'" if r.flag else ""
            out.append(f"<tr><td>{esc(r.label)}</td><td class='v'><span{cls}>{esc(r.val)}</span></td><td>{esc(r.unit)}</td>"
                       f"<td class='b'>{esc(r.rng)}</td><td class='o'>{esc(r.flag)}</td></tr>")
    out.append("<tr class='h'><td colspan='5'>O35 Potas</td></tr><tr><td>Potas</td><td class='v'>—</td><td>mmol/l</td>"
               "<td class='b'>3,4 – 4,7</td><td class='o'>próbka zhemolizowana — oznaczenie niewykonane</td></tr>")
    css = """@page { size: A4; margin: 12mm 14mm; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10pt; }
.hd { border: 2px solid #6a3d9a; border-radius: 8px; padding: 6px 10px; display: flex; justify-content: space-between; }
.nm { font-size: 17pt; color: #6a3d9a; font-weight: bold; }
.ad { font-size: 8pt; text-align: right; }
table.p { width: 100%; font-size: 9pt; margin: 8px 0; border-collapse: collapse; }
table.p td { border: 1px solid #ccc; padding: 2px 5px; }
table.r { width: 100%; border-collapse: collapse; }
table.r th { border-bottom: 2px solid #6a3d9a; text-align: left; font-size: 9pt; }
table.r td { border-bottom: 1px solid #e4e4e4; padding: 2px 4px; vertical-align: top; }
tr.h td { color: #6a3d9a; font-weight: bold; padding-top: 6px; border-bottom: 1px solid #6a3d9a; }
td.v { text-align: right; font-weight: bold; }
.ab { color: #c00; text-decoration: underline; }
td.b { white-space: pre-line; font-size: 8.5pt; }
td.o { font-size: 8.5pt; font-style: italic; }
.n { font-size: 8pt; margin-top: 8px; }"""
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>{css}</style></head><body>
<div class="hd"><div><div class="nm">MEDLAB JUNIOR</div><div style="font-size:8pt">Laboratorium diagnostyki pediatrycznej</div></div>
<div class="ad">Medlab Junior s.c. A. Kowalewska, P. Derdowski<br>al. Piłsudskiego 41, 10-449 Olsztyn · tel. 89 512 77 80<br>Laboratorium wpisane do ewidencji KIDL pod nr 2241</div></div>
<table class="p">
<tr><td>Pacjent: <b>{K['name']}</b></td><td>PESEL: {K['pesel']}</td><td>Data urodzenia: {K['born']}</td></tr>
<tr><td>Wiek w dniu pobrania: 7 lat 4 mies.</td><td>Płeć: chłopiec</td><td>Opiekun prawny: Halina Trzeciakowska</td></tr>
<tr><td colspan="2">Adres: {K['addr']}</td><td>Skierowanie: lek. Dorota Hałaburda-Maj (pediatra)</td></tr>
<tr><td>Nr zlecenia: MJ/25/10/03318</td><td>Pobrano: 20.10.2025, godz. 08:14</td><td>Zarejestrowano: 20.10.2025 08:20 · Wydano: 21.10.2025 12:37</td></tr>
</table>
<table class="r"><thead><tr><th>Oznaczenie</th><th style="text-align:right">Wynik</th><th>Jm.</th><th>Wartości referencyjne dla wieku</th><th>Ocena</th></tr></thead>
<tbody>{''.join(out)}</tbody></table>
<div class="n">* Zmiana wartości referencyjnych fosfatazy alkalicznej od 01.09.2025 r. — przedziały wg CALIPER, zależne od wieku i płci.<br>
Wartości referencyjne podano dla przedziałów wiekowych; obowiązuje przedział właściwy dla wieku dziecka w dniu pobrania.</div>
<div style="margin-top:18px;text-align:right;font-size:9pt">Wynik zatwierdził: mgr Paweł Derdowski<br>specjalista laboratoryjnej diagnostyki medycznej · PWZDL 07735</div>
</body></html>"""
    allrows = [r for _, rs in rows for r in rs]
    return "PL_MedlabJunior_Olsztyn_dziecko_MJ-25-10-03318.pdf", html, allrows, "2025-10-20"


# ---------------------------------------------------------------- hormones
def doc_hormones():
    def ph(f, o, l, m):
        return [("Faza folikularna", f), ("Owulacja", o), ("Faza lutealna", l), ("Po menopauzie", m)]
    tests = [
        ("L79", Row("FSH (folikulotropina)", "FSH", "4,1", "mIU/ml", "", 1.7, 7.7), ph("3,5 – 12,5", "4,7 – 21,5", "1,7 – 7,7", "25,8 – 134,8"), "ECLIA · cobas e 601"),
        ("L83", Row("LH (lutropina)", "LH", "5,3", "mIU/ml", "", 1.0, 11.4), ph("2,4 – 12,6", "14,0 – 95,6", "1,0 – 11,4", "7,7 – 58,5"), "ECLIA · cobas e 601"),
        ("L25", Row("Estradiol (E2)", "ESTRADIOL", "142", "pg/ml", "", 43.8, 211), ph("12,5 – 166", "85,8 – 498", "43,8 – 211", "< 5,0 – 54,7"), "ECLIA · cobas e 601"),
        ("M81", Row("Progesteron", "PROGESTERONE", "11,6", "ng/ml", "", 1.7, 27.0), ph("0,2 – 1,5", "0,8 – 3,0", "1,7 – 27,0", "0,1 – 0,8"), "ECLIA · cobas e 601"),
        ("N05", Row("Prolaktyna", "PRL", "27,9", "ng/ml", "", 4.79, 23.3, "wynik podwyższony"), [("Kobiety niebędące w ciąży", "4,79 – 23,30")], "ECLIA · cobas e 601 · zalecana ocena makroprolaktyny (PEG)"),
        ("N07", Row("Testosteron całkowity", "TESTOSTERONE", "0,31", "ng/ml", "", 0.084, 0.481), [("Kobiety 20–49 lat", "0,084 – 0,481"), ("Kobiety ≥ 50 lat", "0,029 – 0,408")], "ECLIA · cobas e 601"),
        ("L05", Row("DHEA-S", "DHEAS", "148", "µg/dl", "", 60.9, 337.0), [("Kobiety 35–44 lat", "60,9 – 337,0"), ("Kobiety 45–54 lat", "35,4 – 256,0")], "ECLIA · cobas e 601"),
        ("L04", Row("AMH (hormon anty-Müllerowski)", "AMH", "0,82", "ng/ml", "", 0.03, 4.71, new=True), [("Kobiety 35–39 lat", "0,31 – 7,86"), ("Kobiety 40–44 lat", "0,03 – 4,71"), ("Kobiety 45–50 lat", "< 0,01 – 2,96")], "ECLIA · Elecsys AMH Plus"),
        ("L31", Row("Beta-hCG (całkowite)", "BHCG", "< 1,2", "mIU/ml", "", None, 5.0, new=True), [("Kobiety niebędące w ciąży", "< 5,0")], "ECLIA · cobas e 601 · wynik ujemny"),
    ]
    blocks = []
    rows = []
    for code, r, bands, meth in tests:
        r.rng = "; ".join(f"{a}: {b}" for a, b in bands)
        rows.append(r)
        bt = "".join(f"<tr{' class=cur' if a == 'Faza lutealna' else ''}><td>{esc(a)}</td><td>{esc(b)}</td></tr>" for a, b in bands)
        flag = f"<div class='fl'>{esc(r.flag)}</div>" if r.flag else ""
        blocks.append(f"""<div class="t"><div class="tn">{esc(r.label)} <span class="c">({code})</span></div>
<div class="row"><div class="val">{esc(r.val)} <span class="u">{esc(r.unit)}</span>{flag}</div>
<div class="ref"><div class="rl">Wartości referencyjne:</div><table>{bt}</table></div></div>
<div class="m">Metoda: {esc(meth)} · materiał: surowica</div></div>""")
    css = """@page { size: A4; margin: 15mm 16mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.8pt; color: #1d1d1d; }
.hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1px solid #b4005a; padding-bottom: 3px; }
.lg { font-size: 15pt; color: #b4005a; font-weight: bold; }
.pt { display: grid; grid-template-columns: 1.2fr 1fr; margin: 8px 0; font-size: 8.5pt; gap: 1px 10px; }
.t { border-left: 4px solid #f0c2d8; padding: 3px 8px; margin: 7px 0; page-break-inside: avoid; }
.tn { font-weight: bold; font-size: 9.5pt; }
.c { font-weight: normal; color: #777; }
.row { display: flex; gap: 20px; }
.val { width: 45mm; font-size: 12pt; font-weight: bold; padding-top: 4px; }
.u { font-size: 9pt; font-weight: normal; }
.fl { font-size: 8pt; color: #b4005a; font-weight: bold; }
.ref table { border-collapse: collapse; font-size: 8pt; }
.ref td { padding: 0 8px 0 0; }
.rl { font-size: 7.5pt; color: #666; }
.m { font-size: 7pt; color: #666; }"""
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>{css}</style></head><body>
<div class="hd"><div class="lg">Endomed · Centrum Diagnostyki Hormonalnej</div><div style="font-size:7.5pt;text-align:right">ul. Dworcowa 27, 10-413 Olsztyn<br>NIP 739-388-20-14 · tel. 89 535 06 06</div></div>
<div style="text-align:center;font-weight:bold;margin-top:6px">WYNIK BADAŃ HORMONALNYCH</div>
<div class="pt"><div>Imię i nazwisko: <b>Halina Trzeciakowska</b></div><div>Nr badania: EN 25/09/7713 · kod: 77130925</div>
<div>PESEL: {H['pesel']} · ur. {H['born']} · wiek: 44 lata</div><div>Lekarz: lek. Joanna Wilk-Pacześniak (ginekolog)</div>
<div>Adres: {H['addr']}</div><div>Dane kliniczne: dzień cyklu: 22, <b>faza lutealna</b></div>
<div>Pobranie: 29.09.2025 08:31</div><div>Przyjęcie: 29.09.2025 09:02 · Autoryzacja: 30.09.2025 15:47</div></div>
{''.join(blocks)}
<div style="font-size:7.5pt;margin-top:8px">Interpretacja wyników hormonów płciowych wymaga uwzględnienia fazy cyklu podanej w zleceniu. Zakres dla podanej fazy wyróżniono.</div>
<div style="margin-top:14px;font-size:8pt">Autoryzacja: mgr Natalia Bujnowska-Krawczyk, diagnosta laboratoryjny (PWZDL 12094)</div>
</body></html>"""
    return "PL_Endomed_Olsztyn_hormony_EN-25-09-7713.pdf", html, rows, "2025-09-29"


# ---------------------------------------------------------------- urine
def doc_urine():
    U = "urine"
    phys = [
        Row("Barwa", "U_COLOR", "słomkowa", "", "słomkowa", None, None, panel=U),
        Row("Przejrzystość", "U_CLARITY", "lekko mętny", "", "przejrzysty", None, None, "!", panel=U),
        Row("Ciężar właściwy", "URINE_SG", "1,024", "", "1,015 - 1,025", 1.015, 1.025, panel=U),
        Row("Odczyn (pH)", "URINE_PH", "6,0", "", "5,0 - 7,0", 5.0, 7.0, panel=U),
        Row("Białko", "URINE_PROTEIN", "ślad", "", "nieobecne", None, None, "!", panel=U, note="ok. 15 mg/dl"),
        Row("Glukoza", "URINE_GLUCOSE", "nieobecna", "", "nieobecna", None, None, panel=U),
        Row("Ciała ketonowe", "U_KET", "nieobecne", "", "nieobecne", None, None, panel=U),
        Row("Urobilinogen", "U_UBG", "0,2", "mg/dl", "< 1,0", None, 1.0, panel=U),
        Row("Bilirubina", "U_BIL", "nieobecna", "", "nieobecna", None, None, panel=U),
        Row("Azotyny", "U_NIT", "obecne", "", "nieobecne", None, None, "!", panel=U),
        Row("Leukocyty (esteraza)", "U_LEU", "75", "Leu/µl", "nieobecne", None, None, "!", panel=U),
        Row("Erytrocyty / hemoglobina", "U_ERY", "nieobecne", "", "nieobecne", None, None, panel=U),
    ]
    sed = [
        Row("Nabłonki płaskie", "U_EPI", "nieliczne", "", "nieliczne", None, None, panel=U),
        Row("Nabłonki okrągłe", "U_EPI_ROUND", "nie stwierdza się", "", "nie stwierdza się", None, None, panel=U, new=True),
        Row("Leukocyty", "U_SED_LEU", "8-10", "wpw", "0 - 5", 0, 5, "!", panel=U),
        Row("Erytrocyty świeże", "U_SED_ERY", "pojedyncze w polu widzenia", "", "0 - 2 wpw", 0, 2, panel=U,
            truth_unit="wpw"),
        Row("Bakterie", "U_BACT", "liczne", "", "nieliczne", None, None, "!", panel=U, note="zalecany posiew moczu"),
        Row("Śluz", "U_MUCUS", "nieliczne pasma", "", "nieliczny", None, None, panel=U),
        Row("Kryształy szczawianu wapnia", "U_CRYST", "nieliczne", "", "nieliczne", None, None, panel=U),
        Row("Wałeczki", "U_CASTS", "nie stwierdza się", "", "nie stwierdza się", None, None, panel=U),
    ]

    def tr(r):
        return (f"<tr><td class='l'>{esc(r.label)}</td><td class='v'>{esc(r.val)}{' <b>' + esc(r.flag) + '</b>' if r.flag else ''}</td>"
                f"<td>{esc(r.unit)}</td><td class='n'>{esc(r.rng)}</td><td class='k'>{esc(r.note or '')}</td></tr>")
    css = """@page { size: A5 landscape; margin: 9mm 11mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8.3pt; }
.hd { text-align: center; line-height: 1.25; border-bottom: 3px double #333; padding-bottom: 2px; }
.ptab { width: 100%; font-size: 8pt; margin: 4px 0; }
table.r { width: 100%; border-collapse: collapse; }
table.r th { text-align: left; border-bottom: 1px solid #000; font-size: 7.8pt; }
td.l { width: 30%; } td.v { width: 22%; font-weight: bold; } td.n { width: 18%; } td.k { font-style: italic; font-size: 7.5pt; }
tr.s td { font-weight: bold; text-transform: uppercase; font-size: 7.8pt; padding-top: 5px; letter-spacing: .5px; }"""
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>{css}</style></head><body>
<div class="hd"><b>LABORATORIUM ANALIZ MEDYCZNYCH „HYGIEIA” s.c.</b><br><span style="font-size:7.3pt">ul. Mickiewicza 8, 14-100 Ostróda · tel. 89 646 21 93 · czynne pn–pt 7:00–15:00</span></div>
<table class="ptab"><tr><td>Pacjent: <b>{H['name']}</b></td><td>PESEL: {H['pesel']}</td><td>Nr: 3381/08/25</td></tr>
<tr><td>Adres: {H['addr']}</td><td>Lekarz: lek. Marcin Oleksiewicz</td><td>Materiał: mocz — pierwsza poranna porcja</td></tr>
<tr><td>Data pobrania materiału: 18.08.2025 (godz. 07:10, deklarowana)</td><td>Data dostarczenia: 18.08.2025 07:48</td><td>Data wykonania: 18.08.2025</td></tr></table>
<div style="font-weight:bold;font-size:9pt;margin-top:3px">Badanie ogólne moczu z oceną mikroskopową osadu (A01)</div>
<table class="r"><thead><tr><th>Parametr</th><th>Wynik</th><th>Jedn.</th><th>Wartości prawidłowe</th><th>Komentarz</th></tr></thead><tbody>
<tr class="s"><td colspan="5">Właściwości fizyczne i chemiczne (pasek Combur 10, analizator Cobas u 411)</td></tr>
{''.join(tr(r) for r in phys)}
<tr class="s"><td colspan="5">Osad moczu — ocena mikroskopowa (pow. 400×)</td></tr>
{''.join(tr(r) for r in sed)}
<tr><td class="l">Posiew moczu (A11)</td><td class="v">w trakcie realizacji</td><td></td><td></td><td class="k">wynik zostanie wydany osobno</td></tr>
</tbody></table>
<div style="font-size:7.3pt;margin-top:4px">! — wynik odbiegający od wartości prawidłowych; wpw — w polu widzenia.</div>
<div style="margin-top:6px;font-size:7.8pt;text-align:right">Wykonał(a): mgr Lucyna Gieraltowska-Bąk, diagnosta laboratoryjny, nr PWZDL 05528</div>
</body></html>"""
    return "PL_Hygieia_Ostroda_mocz_3381-08-25.pdf", html, phys + sed, "2025-08-18"


# ---------------------------------------------------------------- dot-matrix primary care printout
def doc_poz():
    R = Row
    groups = [
        ("MORFOLOGIA KRWI (C53)", [
            R("Leukocyty", "WBC", "6,21", "G/l", "[  4,00 -  10,00 ]", 4, 10),
            R("Erytrocyty", "RBC", "4,18", "T/l", "[  3,80 -   5,20 ]", 3.8, 5.2),
            R("Hemoglobina", "HGB", "7,7", "mmol/l", "[   7,4 -    9,9 ]", 7.4, 9.9),
            R("Hematokryt", "HCT", "0,372", "l/l", "[ 0,370 -  0,470 ]", 0.37, 0.47),
            R("MCV", "MCV", "89", "fl", "[    81 -     99 ]", 81, 99),
            R("Plytki krwi", "PLT", "251", "G/l", "[   150 -    400 ]", 150, 400, printed_label="Plytki krwi"),
        ]),
        ("ODCZYN BIERNACKIEGO (O59)", [
            R("OB po 1 godz.", "OB", "24", "mm/h", "[     0 -     20 ]", 0, 20, "*H"),
        ]),
        ("GLUKOZA (L43)", [
            R("Glukoza", "GLU", "5,4", "mmol/l", "[  3,90 -   5,50 ]", 3.9, 5.5),
        ]),
        ("KREATYNINA (M37)", [
            R("Kreatynina", "CREA", "68", "umol/l", "[    44 -     80 ]", 44, 80),
        ]),
        ("CHOLESTEROL CALKOWITY (I99)", [
            R("Cholesterol", "CHOL", "5,71", "mmol/l", "[        <  5,00 ]", None, 5.0, "*H"),
        ]),
        ("TSH (L69)", [
            R("TSH", "TSH", "3,45", "mIU/l", "[  0,27 -   4,20 ]", 0.27, 4.2),
        ]),
        ("FT4 (L67)", [
            R("FT4", "FT4", "14,2", "pmol/l", "[ 12,00 -  22,00 ]", 12, 22),
        ]),
        ("ZELAZO (O35)", [
            R("Zelazo", "FE", "11,2", "umol/l", "[   9,0 -   30,4 ]", 9.0, 30.4, printed_label="Zelazo"),
        ]),
        ("FERRYTYNA (I71)", [
            R("Ferrytyna", "FERR", "19", "ug/l", "[    13 -    150 ]", 13, 150),
        ]),
    ]
    W = 84
    line = "-" * W
    head = [
        "NZOZ MEDICUS - LABORATORIUM ANALITYCZNE          ul. Kosciuszki 4, 14-400 Paslek",
        "tel. 55 248 31 07                                   Laboratorium nr KIDL 1893",
        "=" * W,
        "WYNIK BADANIA LABORATORYJNEGO                  Nr: 2025/05/0417   Kod: 0004170512",
        "Pacjent : TRZECIAKOWSKA HALINA                 PESEL: 81041704685",
        "Ur.     : 17.04.1981   Plec: K                 Adres: Jarzebinowa 23 m. 5, Olsztyn",
        "Lekarz  : lek. Marcin Oleksiewicz              Zlecajacy: Poradnia POZ",
        "Pobrano : 12.05.2025 g. 07:55   Przyjeto: 12.05.2025 08:20   Wydano: 12.05.2025 13:40",
    ]
    th = [line, "Badanie (kod ICD-9)                 Wynik    Flaga  Jedn.     Norma", line]

    def fmt(r):
        return f"  {r.label:<32}{r.val:>8}  {r.flag:<5}  {r.unit:<8}  {r.rng}"
    body = []
    for g, rs in groups:
        body.append(g)
        body += [fmt(r) for r in rs]
    split = 12
    p1 = head + th + body[:split] + ["", f"{'--- c.d. na str. 2 ---':>{W}}"]
    p2 = ["c.d. WYNIK BADANIA LABORATORYJNEGO  Nr: 2025/05/0417   TRZECIAKOWSKA HALINA   str. 2/2"] + th + body[split:] + [
        line,
        "*H - wynik powyzej normy, *L - wynik ponizej normy",
        "",
        "Wykonal/Autoryzowal: mgr Irena Szwedowska - diagnosta laboratoryjny, PWZDL 06120",
        "",
        "str. 2/2                                     wydruk: 12.05.2025 13:41  op: ISZW",
    ]
    p1 += [""] * 2 + [f"str. 1/2{'wydruk: 12.05.2025 13:41  op: ISZW':>{W - 8}}"]
    css = """@page { size: A4; margin: 14mm 12mm; }
body { margin: 0; }
pre { font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 8.6pt; line-height: 1.32; margin: 0; }
.pb { page-break-after: always; }"""
    html = (f"<!doctype html><html lang='pl'><head><meta charset='utf-8'><style>{css}</style></head><body>"
            f"<pre class='pb'>{esc(chr(10).join(p1))}</pre><pre>{esc(chr(10).join(p2))}</pre></body></html>")
    rows = [r for _, rs in groups for r in rs]
    return "PL_Medicus_Paslek_wynik_2025-05-0417.pdf", html, rows, "2025-05-12"
