"""D1: a lab chain's report where every test is its own block (Badanie / Wynik / Zakres referencyjny),
several blocks per page, the collection date in the page header (headless Chromium)."""
from common import P1, DOCTORS, STAFF, row, chromium, esc

DOC = "DiagnoMedica_wyniki_2025-03-18.pdf"
DATE = "2025-03-18"

# (label, code, material, value, unit, range, flag, method, comment)
TESTS = [
    ("Morfologia - pakiet w oddzielnym sprawozdaniu", None, None, None, None, None, None, None, None),
    ("Ferrytyna", "FERR", "surowica", "45,2", "ng/ml", "13 - 150", "", "CMIA", ""),
    ("Żelazo", "FE", "surowica", "61", "µg/dl", "50 - 170", "", "kolorymetryczna", ""),
    ("TSH III generacji", "TSH", "surowica", "2,874", "µIU/ml", "0,270 - 4,200", "", "ECLIA", ""),
    ("Glukoza na czczo", "GLU", "osocze (NaF)", "104", "mg/dl", "70 - 99", "H", "heksokinazowa",
     "Wartość 100-125 mg/dl: nieprawidłowa glikemia na czczo (wg PTD)."),
    ("Cholesterol całkowity", "CHOL", "surowica", "232", "mg/dl", "< 190", "H", "enzymatyczna", ""),
    ("Cholesterol HDL", "HDL", "surowica", "58", "mg/dl", "> 45", "", "enzymatyczna bezpośrednia", ""),
    ("Cholesterol LDL (wyliczany)", "LDL", "surowica", "149", "mg/dl", "< 115", "H", "wzór Friedewalda", ""),
    ("Cholesterol nie-HDL", "NON_HDL", "surowica", "174", "mg/dl", "< 145", "H", "wyliczany", ""),
    ("Triglicerydy", "TG", "surowica", "127", "mg/dl", "< 150", "", "enzymatyczna", ""),
    ("ALT", "ALT", "surowica", "19", "U/l", "< 33", "", "IFCC bez P5P", ""),
    ("AST", "AST", "surowica", "22", "U/l", "< 32", "", "IFCC bez P5P", ""),
    ("Kreatynina", "CREA", "surowica", "0,74", "mg/dl", "0,50 - 0,90", "", "Jaffe skompensowana", ""),
    ("eGFR (CKD-EPI 2021)", "EGFR", "surowica", "> 90", "ml/min/1,73m²", "> 60", "", "wyliczany", ""),
    ("CRP", "CRP", "surowica", "< 1,0", "mg/l", "< 5,0", "", "immunoturbidymetria", ""),
    ("Witamina D3 metabolit 25(OH)", "VIT_D", "surowica", "21,4", "ng/ml", "30 - 50", "L", "CLIA",
     "Niedobór: 10-20, suboptymalne: 20-30, optymalne: 30-50, wysokie: 50-100 ng/ml."),
    ("Witamina B12", "B12", "surowica", "312", "pg/ml", "197 - 771", "", "ECLIA", ""),
    ("Kwas foliowy", "FOLATE", "surowica", "4,1", "ng/ml", "> 3,89", "", "ECLIA", ""),
    ("Magnez", "MG", "surowica", None, "mg/dl", "1,6 - 2,6", "", "", "Badanie anulowane - brak materiału."),
]


def build():
    rows, excluded = [], []
    blocks = []
    for t in TESTS[1:]:
        label, code, mat, val, unit, rng, flag, meth, com = t
        if val is None:
            excluded.append({"doc": DOC, "label_as_printed": label, "printed": com,
                             "why": "cancelled: no material, no result"})
        else:
            rows.append(row(DOC, DATE, label, code, val, unit, rng, flag))
        blocks.append(t)
    p = P1
    doc, npwz = DOCTORS["mrozek"]
    st, krdl = STAFF["olejnik"]
    header = f"""<div class="ph"><div class="logo">Diagno<b>Medica</b><small>Laboratoria Medyczne</small></div>
<div class="pi">Pacjent: <b>{p['last'].upper()} {p['first'].upper()}</b> &nbsp; PESEL: {p['pesel']}<br>
Data urodzenia: {p['born']} &nbsp; Płeć: Kobieta<br>
Zlecenie nr: 7712/03/2025/PZ-14 &nbsp; Data pobrania: <b>18.03.2025 07:42</b><br>
Data rejestracji: 18.03.2025 07:39 &nbsp; Punkt pobrań: Poznań, ul. Głogowska 118</div></div>"""
    pages = []
    per = [6, 6, 6]
    i = 0
    for n, cnt in enumerate(per):
        chunk = blocks[i:i + cnt]
        i += cnt
        html_blocks = []
        for label, code, mat, val, unit, rng, flag, meth, com in chunk:
            if val is None:
                w = f'<span class="anul">{esc(com)}</span>'
            else:
                fl = {"H": " <b class='f'>↑ H</b>", "L": " <b class='f'>↓ L</b>", "": ""}[flag]
                w = f"<b>{esc(val)} {esc(unit)}</b>{fl}"
            html_blocks.append(f"""<div class="blk"><div class="bn">Badanie: <b>{esc(label)}</b></div>
<div>Materiał: {mat}</div><div>Wynik: {w}</div>
<div>Zakres referencyjny: {esc(rng)} {esc(unit) if val else ''}</div>
<div class="m">Metoda: {meth} &nbsp;&nbsp; Data wykonania: 18.03.2025 &nbsp;&nbsp; Wykonano: Laboratorium Centralne Poznań</div>
{f'<div class="c">Komentarz: {esc(com)}</div>' if com and val else ''}</div>""")
        foot = (f'<div class="pf">Wynik autoryzował(a): {st}, diagnosta laboratoryjny, nr KRDL {krdl} &nbsp; '
                f'19.03.2025 10:05<br>Zlecający: {doc} (NPWZ {npwz}) &nbsp; Sprawozdanie nr 7712/03/2025 '
                f'&nbsp; Strona {n + 1} z 3<br>DiagnoMedica Sp. z o.o., ul. Dąbrowskiego 77A, 60-529 Poznań, '
                f'infolinia 61 666 20 00 &nbsp; Wydruk: 19.03.2025 10:12</div>')
        pages.append(f'<div class="page">{header}<h2>SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH</h2>'
                     + "".join(html_blocks) + foot + "</div>")
    html = """<html><head><meta charset="utf-8"><style>
@page{size:A4;margin:12mm 14mm}body{font-family:'Liberation Sans',Arial;font-size:10.5px;color:#222}
.page{page-break-after:always;height:268mm;position:relative}.ph{display:flex;justify-content:space-between;border-bottom:2px solid #0a6f8f;padding-bottom:4px}
.logo{font-size:22px;color:#0a6f8f}.logo small{display:block;font-size:9px;color:#555}.pi{font-size:9.5px;text-align:right}
h2{font-size:12px;text-align:center;margin:8px 0}.blk{border:1px solid #bcd;border-radius:4px;padding:5px 8px;margin:6px 0}
.bn{font-size:11.5px;border-bottom:1px dotted #bcd;margin-bottom:2px}.m{color:#666;font-size:8.5px}.c{font-style:italic;font-size:9px}
.f{color:#b00}.anul{color:#888}.pf{position:absolute;bottom:0;font-size:8px;color:#555;border-top:1px solid #999;width:100%}
</style></head><body>""" + "".join(pages) + "</body></html>"
    return html, rows, excluded


def make(out):
    html, rows, excluded = build()
    chromium(html, out)
    return rows, excluded
