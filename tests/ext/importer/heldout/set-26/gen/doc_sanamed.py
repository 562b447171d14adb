# D1: a private medical network's patient-portal results PDF holding two referrals of Agnieszka,
# each with its own Data pobrania materiału / Data przyjęcia / Data wykonania / Data zatwierdzenia,
# the second referral on page 2 under a repeated page header; flags glued to the value ("11,6 L",
# "214 *"), a footnote, vitamin D with interpretive bands, comments under rows.
from common import *

NAME = "SanaMed_portal_wyniki_zlecenia_2025.pdf"

REF1 = dict(
    no="SM/25/01/088213", eskier="2501 0000 4471 2298", date="2025-01-14",
    pob="14.01.2025 07:42", przy="14.01.2025 09:10", wyk="14.01.2025 11:58", zatw="14.01.2025 13:20",
    doctor="lek. Iwona Szczepaniak-Burda", npwz="2748193", place="Punkt pobrań SanaMed Rzeszów, ul. Hetmańska 112",
    sections=[
        ("Morfologia krwi z rozmazem automatycznym (C55)", [
            ("Leukocyty (WBC)", "WBC", "6,84", "", "tys/µl", "4,0 - 10,0"),
            ("Erytrocyty (RBC)", "RBC", "4,21", "", "mln/µl", "3,8 - 5,2"),
            ("Hemoglobina (HGB)", "HGB", "11,6", "L", "g/dl", "12,0 - 16,0"),
            ("Hematokryt (HCT)", "HCT", "35,1", "L", "%", "37,0 - 47,0"),
            ("MCV", "MCV", "83,4", "", "fl", "80,0 - 100,0"),
            ("MCH", "MCH", "27,6", "", "pg", "27,0 - 34,0"),
            ("MCHC", "MCHC", "33,0", "", "g/dl", "32,0 - 36,0"),
            ("Płytki krwi (PLT)", "PLT", "287", "", "tys/µl", "150 - 400"),
            ("Neutrofile", "NEUT", "3,92", "", "tys/µl", "1,80 - 7,70"),
            ("Limfocyty", "LYMPH", "2,11", "", "tys/µl", "1,00 - 4,80"),
            ("Monocyty", "MONO", "0,51", "", "tys/µl", "0,20 - 0,95"),
            ("Eozynofile", "EOS", "0,24", "", "tys/µl", "0,00 - 0,50"),
            ("Bazofile", "BASO", "0,06", "", "tys/µl", "0,00 - 0,20"),
        ]),
        ("TSH, III generacja (L69)", [
            ("TSH", "TSH", "2,870", "", "µIU/ml", "0,270 - 4,200"),
        ]),
        ("FT4 (L87)", [
            ("FT4", "FT4", "1,12", "", "ng/dl", "0,93 - 1,70"),
        ]),
    ],
)
REF2 = dict(
    no="SM/25/03/019477", eskier="2502 1100 0030 1185", date="2025-03-03",
    pob="03.03.2025 08:05", przy="03.03.2025 10:31", wyk="04.03.2025 09:14", zatw="04.03.2025 10:02",
    doctor="lek. Iwona Szczepaniak-Burda", npwz="2748193", place="Punkt pobrań SanaMed Rzeszów, al. Rejtana 53",
    sections=[
        ("Glukoza na czczo (L43)", [
            ("Glukoza", "GLU", "92", "", "mg/dl", "70 - 99"),
        ]),
        ("Lipidogram (CHOL, HDL, LDL, TG) (O09)", [
            ("Cholesterol całkowity", "CHOL", "214", "*", "mg/dl", "< 190"),
            ("Cholesterol HDL", "HDL", "61", "", "mg/dl", "> 45"),
            ("Cholesterol LDL (wyliczany)", "LDL", "131", "*", "mg/dl", "< 115"),
            ("Triglicerydy", "TG", "108", "", "mg/dl", "< 150"),
        ]),
        ("Ferrytyna (L21)", [
            ("Ferrytyna", "FERR", "11,4", "L", "ng/ml", "13,0 - 150,0"),
        ]),
        ("CRP ilościowo (I81)", [
            ("CRP", "CRP", "< 0,6", "", "mg/l", "< 5,0"),
        ]),
        ("ALT (I17)", [
            ("ALT", "ALT", "14", "", "U/l", "< 35"),
        ]),
        ("AST (I19)", [
            ("AST", "AST", "17", "", "U/l", "< 35"),
        ]),
    ],
)
VITD = ("Witamina D3 metabolit 25(OH)", "VIT_D", "18,2", "L", "ng/ml",
        ["niedobór: < 20", "suboptymalne: 20 - 30", "optymalne: 30 - 50", "wysokie: 50 - 100"])

CSS = """
@page { size: A4; margin: 14mm 13mm 16mm 13mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.6pt; color: #222; }
.top { display: flex; justify-content: space-between; border-bottom: 2px solid #1b6e8c; padding-bottom: 4px; }
.logo { font-size: 17pt; color: #1b6e8c; font-weight: bold; letter-spacing: .5px; }
.logo small { display:block; font-size: 7.5pt; color:#555; font-weight: normal; }
.pat { margin: 6px 0; display: grid; grid-template-columns: 1fr 1fr; gap: 1px 14px; font-size: 8.2pt; }
.pat b { font-weight: bold; }
.ref { background: #eef5f8; border: 1px solid #b7d3de; padding: 4px 6px; margin-top: 8px; font-size: 8pt; }
.ref .dates { display: grid; grid-template-columns: repeat(4, 1fr); margin-top: 3px; }
.ref .dates div span { display:block; color:#557; font-size:7pt; }
table { width: 100%; border-collapse: collapse; margin-top: 4px; }
th { text-align: left; font-size: 7.4pt; color: #1b6e8c; border-bottom: 1px solid #1b6e8c; padding: 2px 3px; }
td { padding: 2px 3px; border-bottom: 1px dotted #ccc; vertical-align: top; }
td.v { font-weight: bold; white-space: nowrap; }
tr.sec td { font-weight: bold; background: #f6f6f6; padding-top: 5px; }
.com { font-size: 7pt; color: #555; font-style: italic; }
.foot { margin-top: 10px; font-size: 7pt; color: #555; border-top: 1px solid #ccc; padding-top: 3px; }
.pb { break-before: page; }
.sig { margin-top: 8px; font-size: 7.6pt; }
"""


def header(page, pages):
    p = AGA
    return f"""
<div class="top"><div class="logo">SanaMed<small>Sieć Centrów Medycznych · Laboratorium Diagnostyczne SanaMed Sp. z o.o.<br>
ul. Hetmańska 112, 35-078 Rzeszów · tel. 17 850 44 10 · www.sanamed-lab.pl</small></div>
<div style="text-align:right;font-size:7.5pt">Portal Pacjenta – wydruk wyników<br>Strona {page} z {pages}<br>Wydrukowano: 04.03.2025 19:22</div></div>
<div class="pat">
<div>Pacjent: <b>{p['last'].upper()} {p['first'].upper()}</b></div><div>PESEL: <b>{p['pesel']}</b></div>
<div>Data urodzenia: {p['born']} (34 l.) · Płeć: K</div><div>Adres: {ADDR}</div>
<div>Nr karty pacjenta: 4471-0912-33</div><div>Tel.: +48 {PHONE}</div>
</div>"""


def ref_block(ref, idx):
    return f"""
<div class="ref"><b>Zlecenie {idx}/2 · nr {ref['no']}</b> · e-skierowanie nr {ref['eskier']} ·
Zlecający: {ref['doctor']} (NPWZ {ref['npwz']}) · Miejsce pobrania: {ref['place']}
<div class="dates"><div><span>Data pobrania materiału</span>{ref['pob']}</div><div><span>Data przyjęcia materiału</span>{ref['przy']}</div>
<div><span>Data wykonania</span>{ref['wyk']}</div><div><span>Data zatwierdzenia</span>{ref['zatw']}</div></div></div>"""


def table(ref, extra=""):
    out = ['<table><tr><th style="width:38%">Badanie</th><th>Wynik</th><th>Jedn.</th><th>Wartości referencyjne</th></tr>']
    for title, rows in ref["sections"]:
        out.append(f'<tr class="sec"><td colspan="4">{title}</td></tr>')
        for label, code, val, flag, unit, rng in rows:
            out.append(f'<tr><td>{label}</td><td class="v">{val}{(" " + flag) if flag else ""}</td><td>{unit}</td><td>{rng}</td></tr>')
            row(NAME, label, code, ref["date"], val, unit, rng, flag)
            if code == "HGB":
                out.append('<tr><td colspan="4" class="com">Komentarz: wskazana kontrola parametrów gospodarki żelazem.</td></tr>')
    out.append(extra)
    out.append("</table>")
    return "\n".join(out)


def build():
    label, code, val, flag, unit, bands = VITD
    vit = (f'<tr class="sec"><td colspan="4">Witamina D3 25(OH) (O49)</td></tr>'
           f'<tr><td>{label}</td><td class="v">{val} {flag}</td><td>{unit}</td><td>{"<br>".join(bands)}</td></tr>'
           '<tr><td colspan="4" class="com">Metoda: CLIA. Interpretacja wg zaleceń PTE 2023.</td></tr>')
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>{CSS}</style></head><body>
{header(1, 2)}
<h3 style="margin:6px 0 0;font-size:10pt">SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH</h3>
{ref_block(REF1, 1)}
{table(REF1)}
<div class="sig">Wynik autoryzował: mgr Paulina Grzegorczyk-Lis, diagnosta laboratoryjny, nr PWZDL 07712</div>
<div class="pb"></div>
{header(2, 2)}
{ref_block(REF2, 2)}
{table(REF2, vit)}
<div class="sig">Wynik autoryzował: mgr Adrian Wołosiewicz, diagnosta laboratoryjny, nr PWZDL 11093</div>
<div class="foot">* wynik powyżej wartości docelowej wg wytycznych PTL/PTK 2024 dla osób z niskim ryzykiem sercowo-naczyniowym.<br>
L – wynik poniżej zakresu referencyjnego, H – powyżej. Wartości referencyjne dla kobiet 18–65 lat.<br>
Sprawozdanie wygenerowane elektronicznie w Portalu Pacjenta SanaMed, nie wymaga podpisu. Zlecenia: {REF1['no']}, {REF2['no']}.</div>
</body></html>"""
    row(NAME, label, code, REF2["date"], val, unit, "optymalne: 30 - 50", flag, lo=30.0, hi=50.0)
    ROWS[-1]["range_printed"] = "; ".join(bands)
    chromium_pdf(html, os.path.join(DOCS, NAME))
