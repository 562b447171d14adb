"""A Polish hospital discharge card (karta informacyjna leczenia szpitalnego): lab values in the
narrative on admission, on a control day and at discharge, and the full table at the end."""
from common import row, page

DOC = "pl_karta_informacyjna_Sadurski_OChW_2025.pdf"
EXCLUDED = [
    {"doc": DOC, "label_as_printed": "kreatynina", "printed": "kreatynina ok. 1,1 mg/dl (kontrola w POZ, 2024 r.)",
     "why": "an earlier value with no collection day"},
    {"doc": DOC, "label_as_printed": "Potas", "printed": "04.02.2025: hemoliza – wynik niemiarodajny",
     "why": "haemolysed sample: no result"},
]

D1, D2, D3, D4 = "2025-02-03", "2025-02-04", "2025-02-06", "2025-02-11"

# label, code, unit, range, {date: (value printed, flag)}
TABLE = [
    ("Leukocyty (WBC)", "WBC", "tys/µl", "4,0 - 10,0", {D1: ("12,4", "H"), D4: ("7,1", "")}),
    ("Erytrocyty (RBC)", "RBC", "mln/µl", "4,50 - 5,90", {D1: ("3,92", "L"), D4: ("4,08", "L")}),
    ("Hemoglobina (HGB)", "HGB", "g/dl", "13,5 - 17,5", {D1: ("11,2", "L"), D4: ("11,9", "L")}),
    ("Hematokryt (HCT)", "HCT", "%", "40,0 - 52,0", {D1: ("33,8", "L"), D4: ("35,6", "L")}),
    ("MCV", "MCV", "fl", "80,0 - 99,0", {D1: ("86,2", ""), D4: ("87,3", "")}),
    ("Płytki krwi (PLT)", "PLT", "tys/µl", "150 - 400", {D1: ("412", "H"), D4: ("356", "")}),
    ("Białko C-reaktywne (CRP)", "CRP", "mg/l", "< 5,0", {D1: ("87,0", "H"), D3: ("31,5", "H"), D4: ("9,6", "H")}),
    ("Prokalcytonina", "PCT", "ng/ml", "< 0,05", {D1: ("0,42", "H")}),
    ("Kreatynina", "CREA", "mg/dl", "0,70 - 1,20", {D1: ("1,34", "H"), D3: ("1,12", ""), D4: ("1,02", "")}),
    ("eGFR (CKD-EPI)", "EGFR", "ml/min/1,73m²", "> 60", {D1: ("54", "L"), D3: ("67", ""), D4: ("76", "")}),
    ("Sód", "NA", "mmol/l", "136 - 145", {D1: ("136", ""), D3: ("139", "")}),
    ("Potas", "K", "mmol/l", "3,5 - 5,1", {D1: ("3,3", "L"), D3: ("4,1", "")}),
    ("Glukoza", "GLU", "mg/dl", "70 - 99", {D1: ("168", "H"), D3: ("131", "H")}),
    ("ALT", "ALT", "U/l", "< 41", {D1: ("38", "")}),
    ("AST", "AST", "U/l", "< 40", {D1: ("45", "H")}),
]
URINE = [  # date D2
    ("Barwa", "U_COLOR", None, None, "słomkowa"),
    ("Przejrzystość", "U_CLARITY", None, None, "lekko mętny"),
    ("Ciężar właściwy", "URINE_SG", None, "1,005 - 1,030", "1,021"),
    ("pH", "URINE_PH", None, "5,0 - 8,0", "6,0"),
    ("Białko", "URINE_PROTEIN", "g/l", "< 0,15", "0,21"),
    ("Glukoza", "URINE_GLUCOSE", None, "nieobecna", "nieobecna"),
    ("Leukocyty - osad", "U_SED_LEU", "wpw", "0 - 5", "10-15"),
    ("Erytrocyty - osad", "U_SED_ERY", "wpw", "0 - 2", "1-2"),
    ("Bakterie", "U_BACT", None, "nieliczne", "liczne"),
]

ROMAN = {D1: "03.02.2025 07:15", D2: "04.02.2025 06:30", D3: "06.02.2025 06:45", D4: "11.02.2025 06:20"}


def build():
    for label, code, unit, rng, vals in TABLE:
        for d, (v, flag) in vals.items():
            row(DOC, label, code, d, v, unit, rng, abnormal=bool(flag))
    for label, code, unit, rng, v in URINE:
        ab = False  # the table prints no flag on the urinalysis
        row(DOC, label, code, D2, v, unit, rng, panel="urine", abnormal=ab)
    # HbA1c only in the narrative
    row(DOC, "HbA1c", "HBA1C", D2, "7,4", "%", None, printed=["HbA1c 7,4% (04.02.2025)"])

    tbl = []
    for d in (D1, D2, D3, D4):
        tbl.append(f'<tr class="dh"><td colspan="5">Materiał pobrano: {ROMAN[d]}</td></tr>')
        if d == D2:
            tbl.append('<tr class="sec"><td colspan="5">Badanie ogólne moczu</td></tr>')
            for label, code, unit, rng, v in URINE:
                tbl.append(f"<tr><td>{label}</td><td class=r>{v}</td><td></td><td>{unit or ''}</td><td>{rng or ''}</td></tr>")
            tbl.append('<tr><td>Potas</td><td class=r colspan="4"><i>hemoliza – wynik niemiarodajny, '
                       'prośba o ponowne pobranie</i></td></tr>')
            continue
        for label, code, unit, rng, vals in TABLE:
            if d in vals:
                v, flag = vals[d]
                tbl.append(f"<tr><td>{label}</td><td class=r>{v}</td><td class=f>{flag}</td><td>{unit}</td><td>{rng}</td></tr>")
    body = f"""
<table class="hdr"><tr><td style="width:60%"><b>SZPITAL POWIATOWY im. dr. Feliksa Rudnickiego<br>w Zawichoście Górnym</b><br>
ul. Szpitalna 3, 27-631 Zawichost Górny<br>tel. 15 836 41 00, sekretariat oddziału 15 836 41 27<br>
REGON 830412785, Księga rejestrowa nr 000000012345</td>
<td style="text-align:right">Oddział Chorób Wewnętrznych<br>kod resortowy 4000<br>Kierownik: dr n. med. Piotr Nowosielski</td></tr></table>
<h1>KARTA INFORMACYJNA LECZENIA SZPITALNEGO</h1>
<p class="c">Nr księgi głównej: 1842/2025 &nbsp; Nr księgi oddziałowej: 211/2025</p>
<table class="id">
<tr><td>Pacjent:</td><td><b>SADURSKI Bogusław</b></td><td>PESEL:</td><td>56091404311</td></tr>
<tr><td>Data urodzenia:</td><td>14.09.1956</td><td>Płeć:</td><td>mężczyzna</td></tr>
<tr><td>Adres:</td><td colspan="3">ul. Kościelna 41 m. 3, 27-630 Zawichost</td></tr>
<tr><td>Data przyjęcia:</td><td>03.02.2025 godz. 06:52</td><td>Data wypisu:</td><td>11.02.2025 godz. 12:30</td></tr>
<tr><td>Tryb przyjęcia:</td><td colspan="3">nagły – przez Szpitalny Oddział Ratunkowy</td></tr>
</table>
<h2>Rozpoznanie</h2>
<p>Pozaszpitalne zapalenie płuc prawostronne (J18.9).<br>Niedokrwistość normocytarna (D64.9).<br>
Cukrzyca typu 2 (E11.9). Nadciśnienie tętnicze (I10).</p>
<h2>Wywiad</h2>
<p>Pacjent 68-letni, przyjęty z powodu gorączki do 38,9°C, kaszlu z odkrztuszaniem i duszności
wysiłkowej od 4 dni. W wywiadzie cukrzyca typu 2 leczona metforminą, nadciśnienie tętnicze.
Ostatnia kreatynina ok. 1,1 mg/dl (kontrola w POZ, 2024 r.). Alergie: nie zgłasza.</p>
<h2>Badanie przedmiotowe przy przyjęciu</h2>
<p>Stan ogólny średni, przytomny, zorientowany. RR 135/80 mmHg, HR 104/min, SpO2 91% bez tlenu,
temp. 38,4°C. Nad prawym polem dolnym trzeszczenia. Brzuch miękki, niebolesny.</p>
<h2>Przebieg hospitalizacji</h2>
<p>W badaniach laboratoryjnych przy przyjęciu (03.02.2025): Hb 11,2 g/dl, WBC 12,4 tys/µl,
PLT 412 tys/µl, CRP 87,0 mg/l, prokalcytonina 0,42 ng/ml, kreatynina 1,34 mg/dl, eGFR 54 ml/min/1,73m²,
K 3,3 mmol/l. W RTG klatki piersiowej zagęszczenie miąższowe w polu dolnym prawym. Włączono
amoksycylinę z kwasem klawulanowym 1,2 g i.v. co 8 h, nawodnienie i.v., suplementację potasu.
Oznaczono HbA1c 7,4% (04.02.2025). W kontroli 06.02.2025 CRP 31,5 mg/l, K 4,1 mmol/l, kreatynina
1,12 mg/dl. Uzyskano ustąpienie gorączki od 3. doby. W dniu wypisu (11.02.2025): Hb 11,9 g/dl,
WBC 7,1 tys/µl, CRP 9,6 mg/l, kreatynina 1,02 mg/dl. Pacjent w stanie ogólnym dobrym wypisany do domu.</p>
<h2>Zalecenia</h2>
<ol><li>Amoksycylina z kwasem klawulanowym 875/125 mg 2 x 1 tabl. do 14.02.2025 włącznie.</li>
<li>Metformina 1000 mg 2 x 1 tabl., ramipryl 5 mg 1 x 1 tabl. rano – bez zmian.</li>
<li>Kontrola morfologii krwi i CRP u lekarza POZ za 10–14 dni.</li>
<li>Kontrolne RTG klatki piersiowej za 6 tygodni.</li></ol>
<p>Niezdolność do pracy: nie dotyczy (emeryt).</p>
<div class="sig"><div>lek. Marta Kubacka-Wrona<br>specjalista chorób wewnętrznych<br>nr PWZ 3198452<br>(lekarz prowadzący)</div>
<div>dr n. med. Piotr Nowosielski<br>Kierownik Oddziału Chorób Wewnętrznych<br>nr PWZ 1754320</div></div>
<h2 class="pb">Wyniki badań laboratoryjnych</h2>
<p class="small">Laboratorium Diagnostyczne Szpitala Powiatowego, kierownik: mgr Teresa Jaszczuk, diagnosta laboratoryjny nr 04417.
Pacjent: SADURSKI Bogusław, PESEL 56091404311</p>
<table class="lab"><thead><tr><th>Badanie</th><th>Wynik</th><th></th><th>Jedn.</th><th>Zakres ref.</th></tr></thead>
<tbody>{''.join(tbl)}</tbody></table>
<p class="small">H – wynik powyżej zakresu referencyjnego, L – poniżej. Zakresy referencyjne dla mężczyzn.</p>
<p class="small">Wydruk z systemu HIS, 11.02.2025 12:41, wydrukował: mkubacka. Strona generowana automatycznie.</p>
"""
    css = """
h1 { font-size: 14pt; text-align: center; margin: 8px 0 2px; }
h2 { font-size: 10.5pt; margin: 10px 0 3px; border-bottom: 1px solid #888; }
.c { text-align: center; margin: 0 0 8px; }
.hdr td { vertical-align: top; font-size: 8.5pt; }
.id td { padding: 1px 8px 1px 0; }
.sig { display: flex; justify-content: space-between; margin-top: 26px; font-size: 8.5pt; }
.pb { page-break-before: always; }
.lab { width: 100%; font-size: 9pt; }
.lab th { border-bottom: 1.5px solid #000; text-align: left; padding: 2px 5px; }
.lab td { padding: 1.5px 5px; border-bottom: 0.5px solid #ccc; }
.lab .dh td { font-weight: bold; background: #e8e8e8; padding-top: 5px; }
.lab .sec td { font-style: italic; }
.r { text-align: right; } .f { font-weight: bold; width: 14px; }
.small { font-size: 7.5pt; color: #333; }
"""
    return page(body, css), EXCLUDED
