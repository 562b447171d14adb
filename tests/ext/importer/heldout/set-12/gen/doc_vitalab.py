"""VitaLab result PDF (sent as an e-mail attachment): Polish, bordered table, flags as H/L, range column."""
from people import PATIENT as P
from rows import row

PDF = "Wyniki_2504118823.pdf"  # the attachment's name inside the .eml
DOC = "VitaLab_wyniki_zlecenie_2504118823.eml"
DATE = "2025-04-11"

# label, code, value, unit, lo, hi, flag, method
MORF = [
    ("Leukocyty (WBC)", "WBC", "5,12", "tys/µl", "4,00", "10,00", ""),
    ("Erytrocyty (RBC)", "RBC", "4,02", "mln/µl", "3,80", "5,20", ""),
    ("Hemoglobina (HGB)", "HGB", "11,3", "g/dl", "12,0", "16,0", "L"),
    ("Hematokryt (HCT)", "HCT", "35,1", "%", "37,0", "47,0", "L"),
    ("MCV", "MCV", "87,3", "fl", "80,0", "99,0", ""),
    ("MCH", "MCH", "28,1", "pg", "27,0", "31,0", ""),
    ("MCHC", "MCHC", "32,2", "g/dl", "32,0", "36,0", ""),
    ("RDW-CV", "RDW", "15,8", "%", "11,5", "14,5", "H"),
    ("Płytki krwi (PLT)", "PLT", "312", "tys/µl", "150", "400", ""),
    ("MPV", "MPV", "10,1", "fl", "7,5", "12,5", ""),
    ("Neutrofile", "NEUT", "2,91", "tys/µl", "1,80", "7,70", ""),
    ("Limfocyty", "LYMPH", "1,62", "tys/µl", "1,00", "4,50", ""),
    ("Monocyty", "MONO", "0,41", "tys/µl", "0,20", "1,00", ""),
    ("Eozynofile", "EOS", "0,15", "tys/µl", "0,00", "0,50", ""),
    ("Bazofile", "BASO", "0,03", "tys/µl", "0,00", "0,10", ""),
]
BIO = [
    ("Żelazo", "FE", "38", "µg/dl", "37", "145", ""),
    ("Ferrytyna", "FERR", "9,8", "ng/ml", "13", "150", "L"),
    ("TSH III generacji", "TSH", "3,41", "µIU/ml", "0,27", "4,20", ""),
    ("FT4", "FT4", "14,2", "pmol/l", "12,0", "22,0", ""),
]


def rows():
    out = []
    for lab, code, v, u, lo, hi, fl in MORF + BIO:
        out.append(row(DOC, DATE, lab, code, v, u, f"{lo} - {hi}", lo, hi, fl != "",
                       printed=[lab, v, fl, u, f"{lo} - {hi}"]))
    out.append(row(DOC, DATE, "Białko C-reaktywne (CRP)", "CRP", "<0,6", "mg/l", "< 5,0", None, "5,0",
                   False, printed=["Białko C-reaktywne (CRP)", "<0,6", "", "mg/l", "< 5,0"]))
    return out


def tr(lab, v, fl, u, rng, method=""):
    cls = ' class="ab"' if fl else ""
    m = f'<div class="meth">{method}</div>' if method else ""
    return (f"<tr><td>{lab}{m}</td><td{cls}>{v}</td><td class=fl>{fl}</td><td>{u}</td>"
            f"<td>{rng}</td></tr>")


def html():
    body = []
    body.append('<tr class=sec><td colspan=5>HEMATOLOGIA — Morfologia krwi z rozmazem automatycznym '
                '(materiał: krew żylna EDTA)</td></tr>')
    for i, (lab, code, v, u, lo, hi, fl) in enumerate(MORF):
        body.append(tr(lab, v, fl, u, f"{lo} - {hi}", "cytometria przepływowa, impedancja" if i == 0 else ""))
    body.append('<tr class=sec><td colspan=5>BIOCHEMIA / IMMUNOCHEMIA (materiał: surowica)</td></tr>')
    for lab, code, v, u, lo, hi, fl in BIO:
        body.append(tr(lab, v, fl, u, f"{lo} - {hi}", "ECLIA" if code in ("TSH", "FT4", "FERR") else ""))
    body.append(tr("Białko C-reaktywne (CRP)", "&lt;0,6", "", "mg/l", "&lt; 5,0", "immunoturbidymetria"))
    return f"""<!doctype html><html lang=pl><meta charset=utf-8><style>
@page {{ size: A4; margin: 14mm 13mm 18mm 13mm; }}
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.6pt; color:#111 }}
.head {{ display:flex; justify-content:space-between; border-bottom:2px solid #0a6e5c; padding-bottom:6px }}
.logo {{ font-size:20pt; font-weight:bold; color:#0a6e5c }} .logo small {{ display:block; font-size:8pt; color:#333; font-weight:normal }}
.addr {{ text-align:right; font-size:8pt; color:#333 }}
h1 {{ font-size:12.5pt; text-align:center; margin:10px 0 6px }}
table.id {{ width:100%; font-size:8.8pt; border-collapse:collapse; margin-bottom:8px }}
table.id td {{ padding:1px 4px; vertical-align:top }} table.id td.k {{ color:#555; width:19% }}
table.res {{ width:100%; border-collapse:collapse }}
table.res th {{ background:#e4efec; border:1px solid #9bb; font-size:8.6pt; padding:3px; text-align:left }}
table.res td {{ border:1px solid #bcc; padding:2px 4px }}
td.ab {{ font-weight:bold }} td.fl {{ text-align:center; font-weight:bold; width:5% }}
tr.sec td {{ background:#f2f2f2; font-weight:bold; font-size:8.8pt }}
.meth {{ font-size:7pt; color:#666 }}
.foot {{ margin-top:14px; font-size:8pt }} .sig {{ margin-top:18px; font-size:8.6pt }}
</style><body>
<div class=head><div class=logo>VitaLab<small>Laboratoria Medyczne Sp. z o.o.</small></div>
<div class=addr>Laboratorium Centralne, ul. Garbary 48, 61-758 Poznań<br>tel. 61 855 20 40 · www.vitalab.example<br>
NIP 778-14-55-203 · KRS 0000482211<br>Wpis do ewidencji KIDL nr 1884</div></div>
<h1>SPRAWOZDANIE Z BADANIA LABORATORYJNEGO</h1>
<table class=id>
<tr><td class=k>Pacjent:</td><td><b>{P['last'].upper()} {P['first'].upper()}</b></td><td class=k>Nr zlecenia:</td><td>2504118823</td></tr>
<tr><td class=k>PESEL:</td><td>{P['pesel']}</td><td class=k>Kod zlecenia:</td><td>VL/2025/04/118823</td></tr>
<tr><td class=k>Data urodzenia / płeć:</td><td>{P['birth']} / K</td><td class=k>Zleceniodawca:</td><td>NZOZ Przychodnia „Winogrady”, lek. Marta Olszewska (PWZ 3318207)</td></tr>
<tr><td class=k>Adres:</td><td>{P['street']}, {P['city']}</td><td class=k>Punkt pobrań:</td><td>PP 14, os. Przyjaźni 9, Poznań</td></tr>
<tr><td class=k>Telefon:</td><td>{P['phone']}</td><td class=k>Data rejestracji:</td><td>11.04.2025 07:38</td></tr>
<tr><td class=k>Data pobrania:</td><td><b>11.04.2025 07:42</b></td><td class=k>Data przyjęcia materiału:</td><td>11.04.2025 08:31</td></tr>
<tr><td class=k></td><td></td><td class=k>Data wykonania / wydruku:</td><td>11.04.2025 13:52 / 11.04.2025 14:05</td></tr>
</table>
<table class=res><thead><tr><th style="width:38%">Badanie</th><th>Wynik</th><th></th><th>Jednostka</th><th>Wartości referencyjne</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<div class=foot>L — wynik poniżej, H — wynik powyżej wartości referencyjnych. Wartości referencyjne dla kobiet, wiek 45 lat.<br>
Ferrytyna: stężenie &lt; 15 ng/ml potwierdza niedobór żelaza (wg WHO 2020). Oznaczenia wykonano na analizatorach Sysmex XN-1000 i Cobas 6000.</div>
<div class=sig>Wynik autoryzowała: mgr Anna Wróbel, diagnosta laboratoryjny, nr wpisu KIDL 08842 · podpis elektroniczny 11.04.2025 13:52<br>
Sprawozdanie wygenerowano elektronicznie i nie wymaga podpisu odręcznego. Strona 1/1</div>
</body></html>"""
