"""D: a two-column page of short results (2025): two tables side by side, each with its own header."""
from common import add, write_html, print_pdf, esc, DOCS

DOC = "wyniki_CM_Zdroj_2025-06-30.pdf"
DATE = "2025-06-30"

LEFT = ("BIOCHEMIA", [
    ("Cholesterol całkowity", "CHOL", "162", "", "mg/dl", "< 190"),
    ("Cholesterol HDL", "HDL", "58", "", "mg/dl", "> 45"),
    ("Cholesterol LDL", "LDL", "88", "", "mg/dl", "< 115"),
    ("Triglicerydy", "TG", "79", "", "mg/dl", "< 150"),
    ("Glukoza na czczo", "GLU", "88", "", "mg/dl", "70 - 99"),
    ("Magnez", "MG", "0,74", "", "mmol/L", "0,66 - 1,07"),
    ("Wapń całkowity", "CA", "2,31", "", "mmol/L", "2,15 - 2,55"),
])
RIGHT = ("HORMONY, WITAMINY", [
    ("TSH", "TSH", "3,91", "", "µIU/ml", "0,27 - 4,20"),
    ("FT4", "FT4", "13,2", "", "pmol/L", "12,0 - 22,0"),
    ("Ferrytyna", "FERR", "11,8", "↓", "ng/ml", "13 - 150"),
    ("Witamina B12", "B12", "248", "", "pg/ml", "197 - 771"),
    ("Kwas foliowy", "FOLATE", "3,6", "↓", "ng/ml", "> 3,9"),
    ("Witamina D (25-OH)", "VIT_D", "27,5", "↓", "ng/ml", "30 - 50"),
    ("tTG IgA", "TTG_IGA", "38,2", "↑", "U/ml", "< 10"),
])

def table(title, rows):
    trs = []
    for label, code, value, flag, unit, rng in rows:
        trs.append(f"<tr><td>{esc(label)}</td><td class=v>{value}</td><td class=f>{flag}</td><td>{esc(unit)}</td><td>{esc(rng)}</td></tr>")
        extra = {}
        if code == "TTG_IGA":
            extra = dict(in_dictionary=False, alt_codes=["TTG_IGA_AB", "ANTY_TTG_IGA", "ATTG_IGA", "TTGA", "TTG"],
                         new_label="Przeciwciała przeciw transglutaminazie tkankowej IgA (tTG IgA)")
        add(DOC, label, code, DATE, value, unit, rng, flag != "", [label, value, flag, unit, rng], **extra)
    return f"""<table><tr><th colspan=5 class=t>{title}</th></tr>
<tr><th>Badanie</th><th>Wynik</th><th></th><th>Jedn.</th><th>Norma</th></tr>{''.join(trs)}</table>"""

def render():
    html = f"""<!doctype html><html lang=pl><head><meta charset=utf-8><style>
@page {{ size: A4; margin: 15mm; }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; }}
.hdr {{ text-align:center; border-bottom: 3px double #064; padding-bottom:4px }}
.hdr b {{ font-size: 12pt; color:#064 }}
.meta {{ display:grid; grid-template-columns: 1fr 1fr; gap:2px 20px; margin:8px 0; font-size:8pt }}
.two {{ display:flex; gap:16px; align-items:flex-start }}
table {{ flex:1; border-collapse:collapse }}
th {{ text-align:left; font-size:7.5pt; border-bottom:1px solid #064; padding:2px }}
th.t {{ background:#064; color:#fff; font-size:8.5pt }}
td {{ padding:2px; border-bottom:1px solid #ddd }} td.v {{ text-align:right; font-weight:bold }} td.f {{ color:#c00; width:10px }}
.foot {{ margin-top:16px; font-size:7pt; color:#444 }}
</style></head><body>
<div class=hdr><b>Centrum Medyczne ZDRÓJ</b> – Laboratorium<br>Rabka-Zdrój · Laboratorium wpisane do ewidencji KRDL pod nr 2317</div>
<div class=meta>
<div>Imię i nazwisko: <b>Zofia Krzemińska</b></div><div>Nr zlecenia: <b>CMZ/25/06/3381</b></div>
<div>PESEL: 07241901484</div><div>Data i godz. pobrania: <b>30.06.2025, 07:35</b></div>
<div>Adres: ul. Łąkowa 27, Ludźmierz</div><div>Data wykonania: 30.06.2025</div>
<div>Lekarz: lek. Jan Pitoń</div><div>Materiał: krew żylna (surowica)</div>
</div>
<div class=two>{table(*LEFT)}{table(*RIGHT)}</div>
<p class=foot>↑ wynik powyżej normy, ↓ wynik poniżej normy. Zakresy dla kobiet dorosłych. tTG IgA: &lt; 10 U/ml ujemny.<br>
Sprawozdanie autoryzował: mgr Ewelina Zubek · wydruk 01.07.2025</p>
</body></html>"""
    write_html("d.html", html)
    print_pdf("d.html", DOC)
    DOCS[DOC] = {"date": DATE, "layout": "two tables of short results side by side on one page (biochemistry left, hormones and vitamins right), each with its own header row, arrow flag column, '< x'/'> x' ranges, mmol/L and pmol/L"}
