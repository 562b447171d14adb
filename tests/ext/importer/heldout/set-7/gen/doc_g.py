"""G: Czech lab report (Brno, 2025): Czech names and units (g/l haemoglobin, l/l haematocrit, µkat/l written
'ukat/l', umol/l), specimen sections, an arrow column, a result to follow."""
from common import add, exclude, write_html, print_pdf, esc, DOCS

DOC = "vysledky_Brno_2025-11-18.pdf"
DATE = "2025-11-18"
TTG = dict(in_dictionary=False, alt_codes=["TTG_IGA_AB", "ANTY_TTG_IGA", "ATTG_IGA", "TTGA", "TTG"],
           new_label="Przeciwciała przeciw transglutaminazie tkankowej IgA (tTG IgA)")

SECTIONS = [
    ("Krevní obraz – plná krev (K3EDTA)", [
        ("Leukocyty", "WBC", "6,1", "", "10^9/l", "4,0 - 10,0"),
        ("Erytrocyty", "RBC", "4,52", "", "10^12/l", "3,80 - 5,20"),
        ("Hemoglobin", "HGB", "128", "", "g/l", "120 - 160"),
        ("Hematokrit", "HCT", "0,391", "", "l/l", "0,350 - 0,470"),
        ("MCV", "MCV", "86,5", "", "fl", "82,0 - 98,0"),
        ("Trombocyty", "PLT", "254", "", "10^9/l", "150 - 400"),
    ]),
    ("Biochemie – sérum", [
        ("Glukóza", "GLU", "4,9", "", "mmol/l", "3,6 - 5,6"),
        ("Močovina", "UREA", "4,1", "", "mmol/l", "2,8 - 8,0"),
        ("Kreatinin", "CREA", "68", "", "umol/l", "44 - 80"),
        ("ALT", "ALT", "0,31", "", "ukat/l", "0,10 - 0,58"),
        ("AST", "AST", "0,36", "", "ukat/l", "0,10 - 0,60"),
        ("Cholesterol", "CHOL", "5,3", "↑", "mmol/l", "2,9 - 5,0"),
        ("CRP", "CRP", "< 0,6", "", "mg/l", "0,0 - 5,0"),
        ("Železo", "FE", "16,8", "", "umol/l", "7,2 - 29,0"),
        ("Feritin", "FERR", "31", "", "ug/l", "13 - 150"),
    ]),
    ("Imunochemie – sérum", [
        ("TSH", "TSH", "2,87", "", "mIU/l", "0,27 - 4,20"),
        ("Protilátky proti tkáňové transglutamináze IgA", "TTG_IGA", "6,2", "", "U/ml", "< 10,0"),
        ("25-OH vitamin D", "SKIP", "bude doplněno", "", "nmol/l", "75 - 250"),
    ]),
]

def render():
    trs = []
    for title, rows in SECTIONS:
        trs.append(f"<tr><td colspan=5 class=s>{esc(title)}</td></tr>")
        for label, code, value, flag, unit, rng in rows:
            trs.append(f"<tr><td>{esc(label)}</td><td class=v>{esc(value)}</td><td class=f>{flag}</td><td>{esc(unit)}</td><td>{esc(rng)}</td></tr>")
            if code == "SKIP":
                exclude(DOC, label, f"{label} {value} {unit} {rng}", "the result is to follow ('bude doplněno'): no value")
                continue
            add(DOC, label, code, DATE, value, unit, rng, flag != "", [label, value, flag, unit, rng], **(TTG if code == "TTG_IGA" else {}))
    html = f"""<!doctype html><html lang=cs><head><meta charset=utf-8><style>
@page {{ size: A4; margin: 14mm; }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; }}
.box {{ border:1px solid #000; padding:4px 6px; display:grid; grid-template-columns: 1.2fr 1fr; gap:1px 14px; }}
h1 {{ font-size:11pt; margin:0 0 4px }}
table {{ width:100%; border-collapse:collapse; margin-top:8px }} th {{ text-align:left; border-bottom:1px solid #000; font-size:7.5pt }}
td {{ padding:1.5px 3px }} td.s {{ font-weight:bold; font-style:italic; padding-top:8px }}
td.v {{ text-align:right; font-weight:bold; width:70px }} td.f {{ width:14px; color:#a00 }}
.foot {{ font-size:7pt; margin-top:12px; border-top:1px solid #000 }}
</style></head><body>
<h1>MEDILAB Brno s.r.o. – Laboratoř klinické biochemie a hematologie</h1>
<div style="font-size:7.5pt;margin-bottom:4px">Vídeňská 58, Brno · IČO 26901234 · akreditovaná zdravotnická laboratoř č. 8117</div>
<div class=box>
<div>Pacient: <b>KRZEMIŃSKA Zofia</b></div><div>Č. žádanky: <b>2511180422</b></div>
<div>Rodné číslo (náhradní): 075419/0032</div><div>Datum odběru: <b>18.11.2025 07:25</b></div>
<div>Datum narození: 19.04.2007 · pohlaví: Ž</div><div>Přijato: 18.11.2025 08:10</div>
<div>Pojišťovna: 111 – EHIC (PL)</div><div>Vytištěno: 18.11.2025 14:02</div>
<div>Odesílající lékař: MUDr. Petra Vaňková, IČP 72345118</div><div>Ambulance: Studentská zdravotní služba</div>
</div>
<table><tr><th>Vyšetření</th><th style="text-align:right">Výsledek</th><th></th><th>Jednotka</th><th>Ref. meze</th></tr>
{chr(10).join(trs)}</table>
<p class=foot>↑↓ hodnota mimo referenční meze. Výsledky uvolnil: Mgr. Ondřej Pospíšil · elektronicky podepsáno</p>
</body></html>"""
    write_html("g.html", html)
    print_pdf("g.html", DOC)
    DOCS[DOC] = {"date": DATE, "layout": "Czech lab report: Czech names (Trombocyty, Glukóza, Močovina, Železo, Feritin), Hb in g/l, haematocrit as a fraction in l/l, ALT/AST in ukat/l, umol/l, 'Datum odběru', a censored CRP '< 0,6', a result to follow, a substitute birth number"}
