# D7: the results page of a pregnancy card ("karta przebiegu ciąży") kept by the gynaecologist and
# printed for the mother: a table whose columns are the recommended periods of pregnancy ("do 10 tc",
# "15–20 tc", "24–28 tc", "33–37 tc"), each with the collection date under it, the norm column before
# them, many empty cells, qualitative serology (ujemny, nie wykryto), an OGTT with three times in one
# column, the blood group once, and "wg zaleceń PTGiP" footnotes.
from common import *

NAME = "karta_przebiegu_ciazy_wyniki_badan.pdf"
COLS = [("do 10 tc", "14.03.2025", "2025-03-14"), ("15–20 tc", "24.05.2025", "2025-05-24"),
        ("24–28 tc", "21.07.2025", "2025-07-21"), ("33–37 tc", "29.09.2025", "2025-09-29")]

# (label, code, unit, norm as printed, [values per column], kw) ; value "" = not done;
# value (v, flag) for flagged values; kw: panel / in_dict / lo / hi
ROWS_ = [
    ("Hemoglobina", "HGB", "g/dl", "> 11,0", ["12,9", "12,1", "11,3", ("10,8", "L")], {}),
    ("Hematokryt", "HCT", "%", "33 - 44", ["38,2", "36,0", "34,1", ("32,9", "L")], {}),
    ("Leukocyty", "WBC", "tys/µl", "4,0 - 13,0", ["8,1", "9,4", "10,6", "11,2"], {}),
    ("Płytki krwi", "PLT", "tys/µl", "150 - 400", ["241", "228", "205", "189"], {}),
    ("Glukoza na czczo", "GLU", "mg/dl", "< 92", ["84", "", "", ""], {}),
    ("OGTT 75 g – 0 min", "OGTT_0", "mg/dl", "< 92", ["", "", "88", ""], dict(in_dict=False, alt=["GLU"])),
    ("OGTT 75 g – 60 min", "OGTT_60", "mg/dl", "< 180", ["", "", "152", ""], dict(in_dict=False)),
    ("OGTT 75 g – 120 min", "OGTT_120", "mg/dl", "< 153", ["", "", "131", ""], dict(in_dict=False)),
    ("TSH", "TSH", "µIU/ml", "0,1 - 2,5", ["1,62", "", "", ""], {}),
    ("Mocz – białko", "URINE_PROTEIN", "", "nie wykryto", ["nie wykryto", "nie wykryto", "nie wykryto", ("ślad", "!")], dict(panel="urine")),
    ("Mocz – glukoza", "URINE_GLUCOSE", "", "nie wykryto", ["nie wykryto", "", "nie wykryto", "nie wykryto"], dict(panel="urine")),
    ("Grupa krwi i Rh", "BLOOD_GROUP", "", "", ["A Rh(+)", "", "", ""], dict(in_dict=False)),
    ("Przeciwciała odpornościowe", "ALLO_AB", "", "nie wykryto", ["nie wykryto", "", "nie wykryto", ""], dict(in_dict=False)),
    ("HBsAg", "HBSAG", "", "ujemny", ["", "", "", "ujemny"], {}),
    ("Anty-HCV", "ANTY_HCV", "", "ujemny", ["ujemny", "", "", ""], {}),
    ("HIV (Ag/Ab)", "HIV", "", "ujemny", ["ujemny", "", "", "ujemny"], dict(in_dict=False)),
    ("WR (VDRL)", "SYPHILIS", "", "ujemny", ["ujemny", "", "", "ujemny"], dict(in_dict=False)),
    ("Toksoplazmoza IgG", "TOXO_IGG", "", "ujemny", ["ujemny", "", "", ""], dict(in_dict=False)),
    ("Toksoplazmoza IgM", "TOXO_IGM", "", "ujemny", ["ujemny", "", "", ""], dict(in_dict=False)),
    ("Różyczka IgG", "RUBELLA_IGG", "IU/ml", "> 10", ["64,2", "", "", ""], dict(in_dict=False)),
]


def build():
    p = AGA
    trs = []
    for label, code, unit, norm, vals, kw in ROWS_:
        tds = []
        for (period, dd, iso), v in zip(COLS, vals):
            flag = ""
            if isinstance(v, tuple):
                v, flag = v
            tds.append(f"<td>{v}{(' ' + flag) if flag else ''}</td>" if v else "<td class=e>—</td>")
            if v:
                qual = not any(c.isdigit() for c in v) or code == "BLOOD_GROUP"
                extra = dict(lo=None, hi=None) if qual else {}
                row(NAME, label, code, iso, v, unit, norm, flag, panel=kw.get("panel", "blood"),
                    in_dict=kw.get("in_dict", True), alt=kw.get("alt"), **extra)
        trs.append(f"<tr><td class=l>{label}</td><td>{unit}</td><td>{norm}</td>{''.join(tds)}</tr>")
    heads = "".join(f"<th>{a}<br><span>pobr. {d}</span></th>" for a, d, _ in COLS)
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 13mm 12mm; }}
body {{ font-family: 'DejaVu Serif', serif; font-size: 8.8pt; }}
h1 {{ font-size: 13pt; text-align:center; margin: 2px 0; letter-spacing: 1px; }}
.id {{ border: 1px solid #000; padding: 5px 7px; display:grid; grid-template-columns: 1fr 1fr; gap: 2px 14px; font-size: 8.4pt; }}
table {{ border-collapse: collapse; width: 100%; margin-top: 8px; font-family: 'DejaVu Sans Condensed', sans-serif; font-size: 8.2pt; }}
th, td {{ border: 1px solid #000; padding: 3px 3px; text-align:center; }}
th span {{ font-weight: normal; font-size: 7.2pt; }}
td.l {{ text-align: left; }} td.e {{ color: #888; }}
.note {{ font-size: 7.4pt; margin-top: 6px; }}
</style></head><body>
<div style="display:flex;justify-content:space-between;font-size:8pt"><div>Gabinet Ginekologiczno-Położniczy „Mama+”<br>lek. Renata Kulesza-Wąs, spec. położnictwa i ginekologii<br>NPWZ 1829364 · ul. Dąbrowskiego 61/2, 35-040 Rzeszów</div><div>Karta nr 117/2025<br>str. 3</div></div>
<h1>KARTA PRZEBIEGU CIĄŻY</h1>
<div style="text-align:center;font-size:8pt;margin-bottom:6px">– zestawienie wyników badań laboratoryjnych –</div>
<div class="id">
<div>Imię i nazwisko: <b>{p['first']} {p['last']}</b></div><div>PESEL: {p['pesel']}</div>
<div>Data urodzenia: {p['born']}</div><div>Adres: {ADDR}</div>
<div>Ciąża: II, poród planowany: II</div><div>OM: 02.02.2025 · TP: 09.11.2025 (wg USG 11.11.2025)</div>
</div>
<table><tr><th style="width:24%">Badanie</th><th>Jedn.</th><th>Norma</th>{heads}</tr>
{''.join(trs)}
</table>
<div class="note">Terminy badań wg standardu organizacyjnego opieki okołoporodowej (rozp. MZ z 16.08.2018). Normy glikemii w ciąży wg PTGiP/PTD 2024.
OGTT 75 g wykonany 21.07.2025 (26 tc). Przy Hb &lt; 11,0 g/dl zalecono preparat żelaza.
— = badanie nie było wykonywane w tym okresie.</div>
<div class="note">Badania wykonano w: Laboratorium SanaMed Rzeszów (I, III, IV) oraz Laboratorium Szpitala Miejskiego w Rzeszowie (II).</div>
<div style="margin-top:18px;font-size:8pt;text-align:right">pieczątka i podpis lekarza<br>lek. Renata Kulesza-Wąs</div>
</body></html>"""
    chromium_pdf(html, os.path.join(DOCS, NAME))
