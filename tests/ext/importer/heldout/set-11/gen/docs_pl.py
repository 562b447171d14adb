"""Set-11: the Polish landscape report (two tables side by side, unusual headers, a coagulation and
serology section with qualitative results and a titre) and the Polish small-lab report with no header row."""

from common import E, R, page

PL_LEFT = ("Morfologia krwi (analizator Sysmex XN)", [
    R("WBC", "7,14", "tys/µl", "4,0 - 10,0", "", "WBC", lo=4.0, hi=10.0),
    R("RBC", "4,38", "mln/µl", "3,9 - 5,2", "", "RBC", lo=3.9, hi=5.2),
    R("Hemoglobina", "12,8", "g/dl", "12,0 - 16,0", "", "HGB", lo=12.0, hi=16.0),
    R("Hematokryt", "36,4", "%", "37 - 47", "L", "HCT", lo=37, hi=47),
    R("MCV", "83,1", "fl", "80 - 97", "", "MCV", lo=80, hi=97),
    R("PLT", "296", "tys/µl", "150 - 400", "", "PLT", lo=150, hi=400),
    R("Neutrofile", "4,02", "tys/µl", "1,8 - 7,7", "", "NEUT", lo=1.8, hi=7.7),
    R("Limfocyty", "2,31", "tys/µl", "1,0 - 4,5", "", "LYMPH", lo=1.0, hi=4.5),
    R("Monocyty", "0,52", "tys/µl", "0,2 - 1,0", "", "MONO", lo=0.2, hi=1.0),
    R("Eozynofile", "0,24", "tys/µl", "0,0 - 0,5", "", "EOS", lo=0.0, hi=0.5),
    R("Bazofile", "0,05", "tys/µl", "0,0 - 0,2", "", "BASO", lo=0.0, hi=0.2),
])
PL_RIGHT = ("Biochemia (surowica)", [
    R("Glukoza na czczo", "87", "mg/dl", "70 - 99", "", "GLU", lo=70, hi=99),
    R("Cholesterol całkowity", "198", "mg/dl", "< 190", "H", "CHOL", hi=190),
    R("Cholesterol HDL", "61", "mg/dl", "> 45", "", "HDL", lo=45),
    R("Cholesterol LDL (wyliczany)", "118", "mg/dl", "< 115", "H", "LDL", hi=115),
    R("Triglicerydy", "94", "mg/dl", "< 150", "", "TG", hi=150),
    R("Kreatynina", "0,72", "mg/dl", "0,50 - 0,90", "", "CREA", lo=0.5, hi=0.9),
    R("ALT", "16", "U/l", "< 35", "", "ALT", hi=35),
    R("TSH III gen.", "1,92", "µIU/ml", "0,27 - 4,20", "", "TSH", lo=0.27, hi=4.2),
    R("Ferrytyna", "21", "ng/ml", "13 - 150", "", "FERR", lo=13, hi=150),
    R("Witamina D3 (25-OH)", "28,4", "ng/ml", "30 - 50", "L", "VIT_D", lo=30, hi=50),
])
PL_BOTTOM = ("Koagulologia i serologia (osocze cytrynianowe / surowica)", [
    R("Czas protrombinowy (PT)", "11,6", "s", "9,4 - 12,5", "", "PT", lo=9.4, hi=12.5),
    R("INR", "1,03", "", "0,80 - 1,20", "", "INR", lo=0.8, hi=1.2),
    R("APTT", "29,8", "s", "26,0 - 36,0", "", "APTT", lo=26.0, hi=36.0),
    R("Fibrynogen", "3,12", "g/l", "2,00 - 3,93", "", "FIBRINOGEN", lo=2.0, hi=3.93),
    R("Antygen HBs", "ujemny", "", "ujemny", "", "HBSAG", text="ujemny"),
    R("Przeciwciała anty-HCV", "ujemny", "", "ujemny", "", "ANTY_HCV", text="ujemny", in_dict=False,
      new_label="Anty-HCV (przeciwciała przeciw HCV)"),
    R("Borelioza IgM (CLIA)", "ujemny", "", "ujemny", "", "BORELIA_IGM", text="ujemny"),
    R("Borelioza IgG (CLIA)", "dodatni", "", "ujemny", "H", "BORELIA_IGG", text="ujemny"),
    R("Przeciwciała przeciwjądrowe ANA (IIF, HEp-2)", "1:160", "", "< 1:80", "H", "ANA", text="< 1:80",
      in_dict=False, new_label="ANA (przeciwciała przeciwjądrowe, miano)",
      note="a titre: the value is the printed string"),
])

PL_CSS = """
body { font-size: 8.6pt; }
.top { display: flex; justify-content: space-between; border-bottom: 2px solid #c2410c; padding-bottom: 3px; }
.top .n { font-size: 13pt; font-weight: bold; color: #c2410c; }
.pat { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0 14px; margin: 6px 0; font-size: 8.4pt; }
.two { display: flex; gap: 14px; }
.two > div { flex: 1; }
h3 { font-size: 9.5pt; margin: 6px 0 2px; background: #fbe3d3; padding: 2px 4px; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 8pt; border-bottom: 1px solid #333; padding: 2px 3px; }
td { padding: 2px 3px; border-bottom: 1px solid #eee; }
td.v { text-align: right; font-weight: bold; }
td.f { color: #c00; font-weight: bold; width: 16px; }
.foot { font-size: 7.5pt; margin-top: 8px; color: #333; }
"""


def pl_table(title, items, doc, date, rows, wide=False):
    trs = []
    for r in items:
        trs.append(f"<tr><td>{E(r.label)}</td><td class='v'>{E(r.val)}</td><td class='f'>{E(r.flag)}</td>"
                   f"<td>{E(r.unit)}</td><td>{E(r.ref)}</td></tr>")
        rows.append(r.truth(doc, date, [r.label, r.val, r.flag, r.unit, r.ref]))
        if r.code == "ANA":
            trs.append("<tr><td colspan='5' style='font-size:7.8pt'>Typ świecenia: ziarnisty drobny (AC-4); "
                       "badanie potwierdzające: ANA Profile 3 – zalecane.</td></tr>")
    w = "38%" if wide else "40%"
    return f"""<h3>{E(title)}</h3><table><tr><th style="width:{w}">Badanie</th><th style="text-align:right">Rezultat</th><th></th>
<th>Jedn.</th><th>Zakres ref.</th></tr>{''.join(trs)}</table>"""


def polish_landscape():
    doc = "VitaLab_sprawozdanie_VL-2025-09-16-0442.pdf"
    date = "2025-09-16"
    rows = []
    left = pl_table(*PL_LEFT, doc, date, rows)
    right = pl_table(*PL_RIGHT, doc, date, rows)
    bottom = pl_table(*PL_BOTTOM, doc, date, rows, wide=True)
    body = f"""
<div class="top"><div><div class="n">Centrum Diagnostyki Laboratoryjnej »VitaLab« Sp. z o.o.</div>
ul. Piastowska 40, 43-300 Bielsko-Biała · tel. 33 812 44 90 · NIP 547-219-33-08</div>
<div style="text-align:right"><b>SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH</b><br>Nr zlecenia: VL/2025/09/16/0442</div></div>
<div class="pat">
<div>Pacjent: <b>Kovalenko Olena</b></div><div>PESEL: 88110706267</div><div>Data ur.: 1988-11-07, K</div>
<div>Adres: ul. Mickiewicza 18/4, 43-300 Bielsko-Biała</div><div>Zlecający: lek. Agata Mrozek-Wilk (NPWZ 3318472)</div><div>Płatnik: NFZ – POZ</div>
<div>Data pobrania: 16.09.2025 08:10</div><div>Data przyjęcia: 16.09.2025 09:05</div><div>Data wydruku: 18.09.2025 11:37</div>
</div>
<div class="two"><div>{left}</div><div>{right}</div></div>
{bottom}
<div class="foot">H – wynik powyżej zakresu referencyjnego, L – poniżej. Serologia: metoda CLIA (Liaison XL); ANA: immunofluorescencja
pośrednia, miano przesiewowe 1:80.<br>Autoryzował: mgr Kamil Zawada, diagnosta laboratoryjny (nr PWZDL 11873) · Data autoryzacji: 17.09.2025 14:02 · Strona 1 z 1</div>
"""
    identity = {
        "patient_name": ["Kovalenko Olena"],
        "pesel": ["88110706267"],
        "birth_date": ["1988-11-07"],
        "address": ["ul. Mickiewicza 18/4", "Mickiewicza 18/4"],
        "doctor": ["lek. Agata Mrozek-Wilk", "Agata Mrozek-Wilk", "Mrozek-Wilk", "3318472", "Kamil Zawada", "11873"],
        "order_numbers": ["VL/2025/09/16/0442"],
    }
    layout = ("Polish report in landscape: the blood count and the chemistry as two tables side by side, headers in "
              "unusual words (Badanie | Rezultat | | Jedn. | Zakres ref.), then a full-width coagulation and serology "
              "table with qualitative results (ujemny, dodatni), an ANA titre 1:160 with '< 1:80' and a comment row "
              "under it; H/L in their own column; two markers not in the dictionary (anti-HCV, ANA)")
    excluded = [{"doc": doc, "label_as_printed": "Typ świecenia",
                 "printed": "Typ świecenia: ziarnisty drobny (AC-4); badanie potwierdzające: ANA Profile 3 – zalecane.",
                 "why": "the pattern of the ANA row, in a comment line: a description, not a row to enter"}]
    return doc, page(PL_CSS, body, landscape=True, lang="pl"), rows, identity, layout, excluded


NH_ROWS = [
    R("Glukoza", "92", "mg/dl", "70 - 99", "", "GLU", lo=70, hi=99),
    R("Kreatynina", "0,69", "mg/dl", "0,51 - 0,95", "", "CREA", lo=0.51, hi=0.95),
    R("eGFR wg CKD-EPI", ">90", "ml/min/1,73m²", "", "", "EGFR",
      note="'>90' with no reference printed"),
    R("Sód", "140", "mmol/l", "136 - 145", "", "NA", lo=136, hi=145),
    R("Potas", "4,1", "mmol/l", "3,5 - 5,1", "", "K", lo=3.5, hi=5.1),
    R("TSH", "2,64", "µIU/ml", "0,27 - 4,2", "", "TSH", lo=0.27, hi=4.2),
    R("FT4", "1,18", "ng/dl", "0,93 - 1,7", "", "FT4", lo=0.93, hi=1.7),
    R("Ferrytyna", "15", "ng/ml", "13 - 150", "", "FERR", lo=13, hi=150),
    R("Witamina B12", "312", "pg/ml", "197 - 771", "", "B12", lo=197, hi=771),
    R("Kwas foliowy", "3,6", "ng/ml", "3,89 - 26,8", "*", "FOLATE", lo=3.89, hi=26.8),
    R("CRP", "0,8", "mg/l", "< 5,0", "", "CRP", hi=5.0),
]

NH_CSS = """
body { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 9pt; }
.h { text-align: center; }
.h b { font-size: 11pt; }
hr { border: 0; border-top: 1px dashed #000; }
table { border-collapse: collapse; margin-left: 8px; }
td { padding: 1px 10px 1px 0; }
td.v { text-align: right; }
"""


def polish_noheader():
    doc = "wynik_Diagnoza_Zywiec_300125.pdf"
    date = "2025-01-30"
    rows, trs = [], []
    for r in NH_ROWS:
        shown = f"{r.val}{r.flag}"
        ref = f"({r.ref})" if r.ref else ""
        trs.append(f"<tr><td>{E(r.label)}</td><td class='v'>{E(shown)}</td><td>{E(r.unit)}</td><td>{E(ref)}</td></tr>")
        rows.append(r.truth(doc, date, [r.label, shown, r.unit, ref]))
    body = f"""
<div class="h"><b>LABORATORIUM ANALIZ MEDYCZNYCH „DIAGNOZA” s.c.</b><br>ul. Słowackiego 7, 34-300 Żywiec, tel. 33 861 20 15<br>
Punkt pobrań czynny pn–pt 7:00–10:30</div>
<hr>
Pacjent: KOVALENKO OLENA &nbsp;&nbsp;&nbsp; PESEL: 88110706267<br>
Adres: ul. Mickiewicza 18/4, 43-300 Bielsko-Biała<br>
Lekarz kierujący: lek. Tadeusz Kubik &nbsp;&nbsp; Nr próbki: 0130/0087<br>
Data pobrania: 30.01.2025 godz. 07:35 &nbsp;&nbsp; Data wyniku: 30.01.2025<br>
Materiał: krew żylna (surowica)
<hr>
<table>
{''.join(trs)}
</table>
<hr>
* wynik poza zakresem referencyjnym<br>
Wykonała: mgr Renata Gąsior, diagnosta laboratoryjny &nbsp;&nbsp; Wydruk: 31.01.2025 08:12
"""
    identity = {
        "patient_name": ["KOVALENKO OLENA"],
        "pesel": ["88110706267"],
        "address": ["ul. Mickiewicza 18/4"],
        "doctor": ["lek. Tadeusz Kubik", "Tadeusz Kubik", "Kubik", "Renata Gąsior", "Gąsior"],
        "order_numbers": ["0130/0087"],
    }
    layout = ("Polish small-lab printout in a monospaced font with no table header at all: name, value (an "
              "asterisk glued to an out-of-range value), unit, range in parentheses; an eGFR '>90' with no "
              "range; between dashed rules")
    return doc, page(NH_CSS, body, lang="pl"), rows, identity, layout, []
