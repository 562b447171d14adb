"""A: paediatric hospital report of 2016 (age 9 years 4 months), ranges printed as age bands."""
from common import add, exclude, write_html, print_pdf, esc, DOCS

DOC = "Szpital_Dzieciecy_wyniki_2016-09-14.pdf"
DATE = "2016-09-14"

# label, code, value, unit, bands [(condition, low, high)], index of the band for a child of 9, flag, extra
ROWS = [
    ("Leukocyty (WBC)", "WBC", "7,8", "x10^9/l", [("1 - 6 lat", "5,0", "14,5"), ("6 - 12 lat", "4,5", "13,5"), ("12 - 18 lat", "4,5", "11,0")], 1, ""),
    ("Erytrocyty (RBC)", "RBC", "4,62", "x10^12/l", [("1 - 6 lat", "3,90", "5,30"), ("6 - 12 lat", "4,00", "5,20"), ("12 - 18 lat, dz.", "4,10", "5,10")], 1, ""),
    ("Hemoglobina (HGB)", "HGB", "10,6", "g/dl", [("1 - 6 lat", "10,5", "14,0"), ("6 - 12 lat", "11,5", "15,5"), ("12 - 18 lat, dz.", "12,0", "16,0")], 1, "L"),
    ("Hematokryt (HCT)", "HCT", "33,2", "%", [("1 - 6 lat", "33,0", "42,0"), ("6 - 12 lat", "35,0", "45,0"), ("12 - 18 lat, dz.", "36,0", "46,0")], 1, "L"),
    ("MCV", "MCV", "71,9", "fl", [("1 - 6 lat", "70", "86"), ("6 - 12 lat", "77", "95"), ("12 - 18 lat", "78", "98")], 1, "L"),
    ("MCH", "MCH", "22,9", "pg", [("1 - 6 lat", "23", "31"), ("6 - 12 lat", "25", "33"), ("12 - 18 lat", "25", "35")], 1, "L"),
    ("Płytki krwi (PLT)", "PLT", "389", "x10^9/l", [("", "150", "450")], 0, ""),
    ("Żelazo", "FE", "24", "µg/dl", [("dzieci 6 - 12 lat", "50", "120"), ("młodzież > 12 lat", "50", "170")], 0, "L"),
    ("Ferrytyna", "FERR", "5,2", "ng/ml", [("1 - 5 lat", "6", "60"), ("6 - 15 lat", "7", "140")], 1, "L"),
    ("Fosfataza zasadowa (ALP)", "ALP", "241", "U/l", [("4 - 11 lat", "142", "335"), ("12 - 13 lat", "129", "417"), ("14 - 15 lat", "57", "254")], 0, ""),
    ("Glukoza", "GLU", "82", "mg/dl", [("", "60", "100")], 0, ""),
]

def render():
    trs = []
    for label, code, value, unit, bands, pick, flag in ROWS:
        rng = "<br>".join(esc(f"{c}: {lo} - {hi}" if c else f"{lo} - {hi}") for c, lo, hi in bands)
        trs.append(f"<tr><td>{esc(label)}</td><td class=v>{value}</td><td class=f>{flag}</td><td>{esc(unit)}</td><td class=r>{rng}</td></tr>")
        c, lo, hi = bands[pick]
        printed_range = f"{c}: {lo} - {hi}" if c else f"{lo} - {hi}"
        from common import num
        add(DOC, label, code, DATE, value, unit, printed_range, flag != "", [label, value, flag, unit] + [f"{b[0]}: {b[1]} - {b[2]}" if b[0] else f"{b[1]} - {b[2]}" for b in bands],
            ref=(num(lo), num(hi), None), note="age band for a child of 9 years 4 months" if c else None)
    # rows with their own shape
    trs.append("<tr><td>CRP</td><td class=v>&lt;0,5</td><td class=f></td><td>mg/l</td><td class=r>&lt; 5,0</td></tr>")
    add(DOC, "CRP", "CRP", DATE, "<0,5", "mg/l", "< 5,0", False, ["CRP", "<0,5", "", "mg/l", "< 5,0"])
    trs.append("<tr><td colspan=5 class=sec>Diagnostyka celiakii</td></tr>")
    trs.append("<tr><td>Przeciwciała przeciw transglutaminazie tkankowej w klasie IgA (tTG IgA)</td><td class=v>84,6</td><td class=f>H</td><td>U/ml</td><td class=r>ujemny: &lt; 10,0<br>wątpliwy: 10,0 - 15,0<br>dodatni: &gt; 15,0</td></tr>")
    add(DOC, "Przeciwciała przeciw transglutaminazie tkankowej w klasie IgA (tTG IgA)", "TTG_IGA", DATE, "84,6", "U/ml", "ujemny: < 10,0", True,
        ["Przeciwciała przeciw transglutaminazie tkankowej w klasie IgA (tTG IgA)", "84,6", "H", "U/ml", "ujemny: < 10,0 / wątpliwy: 10,0 - 15,0 / dodatni: > 15,0"],
        ref=(None, 10.0, None), in_dictionary=False, alt_codes=["TTG_IGA_AB", "ANTY_TTG_IGA", "ATTG_IGA", "TTGA", "TTG"],
        new_label="Przeciwciała przeciw transglutaminazie tkankowej IgA (tTG IgA)",
        note="interpretation bands: the negative band '< 10,0' is the reference")
    trs.append("<tr><td>Immunoglobulina A (IgA) całkowita</td><td class=v>0,98</td><td class=f></td><td>g/l</td><td class=r>4 - 10 lat: 0,33 - 2,02<br>&gt; 10 lat: 0,45 - 2,35</td></tr>")
    add(DOC, "Immunoglobulina A (IgA) całkowita", "IGA", DATE, "0,98", "g/l", "4 - 10 lat: 0,33 - 2,02", False,
        ["Immunoglobulina A (IgA) całkowita", "0,98", "", "g/l", "4 - 10 lat: 0,33 - 2,02 / > 10 lat: 0,45 - 2,35"],
        ref=(0.33, 2.02, None), in_dictionary=False, alt_codes=["IGA_TOTAL", "IMMUNOGLOBULIN_A", "TOTAL_IGA"],
        new_label="Immunoglobulina A (IgA) całkowita")
    trs.append("<tr><td>Witamina D (25-OH)</td><td class=v colspan=4><i>nie wykonano – za mała objętość materiału</i></td></tr>")
    exclude(DOC, "Witamina D (25-OH)", "nie wykonano – za mała objętość materiału", "the test was not performed: no result")

    html = f"""<!doctype html><html lang=pl><head><meta charset=utf-8><style>
@page {{ size: A4; margin: 14mm 14mm 16mm 14mm; }}
body {{ font-family: 'DejaVu Serif', serif; font-size: 9.5pt; color:#111; }}
.hd {{ display:flex; justify-content:space-between; border-bottom:2px solid #245; padding-bottom:4px; }}
.hd h1 {{ font-size: 13pt; margin:0; color:#245 }}
.small {{ font-size: 8pt; color:#333 }}
table.pt {{ width:100%; margin:8px 0; font-size:9pt; border-collapse:collapse }}
table.pt td {{ padding:1px 4px; vertical-align:top }}
table.res {{ width:100%; border-collapse:collapse; margin-top:6px }}
table.res th {{ background:#dfe7ef; text-align:left; font-size:8.5pt; padding:3px; border-bottom:1px solid #245 }}
table.res td {{ padding:3px; border-bottom:1px dotted #aaa; vertical-align:top }}
td.v {{ font-weight:bold; text-align:right }} td.f {{ font-weight:bold; color:#b00; width:14px }}
td.r {{ font-size:8pt; line-height:1.25 }}
td.sec {{ font-weight:bold; background:#f1f1f1; padding-top:6px }}
.foot {{ margin-top:18px; font-size:8pt; border-top:1px solid #999; padding-top:4px }}
</style></head><body>
<div class=hd><div><h1>Podhalański Szpital Dziecięcy</h1>
<div class=small>Pracownia Diagnostyki Laboratoryjnej · ul. Kolejowa 12 · tel. 18 265 40 11</div></div>
<div class=small style="text-align:right">Nr badania: <b>PSD/L/16/091477</b><br>Oddział: Pediatria ogólna – sala 4</div></div>
<table class=pt>
<tr><td>Pacjent:</td><td><b>Krzemińska Zofia</b></td><td>PESEL:</td><td>07241901484</td></tr>
<tr><td>Data urodzenia:</td><td>19.04.2007</td><td>Wiek:</td><td><b>9 lat 4 mies.</b> · płeć: K</td></tr>
<tr><td>Opiekun prawny:</td><td>Magdalena Krzemińska (matka)</td><td>Adres:</td><td>ul. Łąkowa 27, 34-472 Ludźmierz</td></tr>
<tr><td>Lekarz kierujący:</td><td>lek. Anna Gąsienica-Wawrytko, NPWZ 3049217</td><td>Rozpoznanie:</td><td>D50.9</td></tr>
<tr><td>Materiał pobrano:</td><td><b>14.09.2016</b> 07:20</td><td>Zarejestrowano:</td><td>14.09.2016 07:41</td></tr>
</table>
<table class=res><tr><th>Badanie</th><th style="text-align:right">Wynik</th><th></th><th>Jedn.</th><th>Wartości referencyjne (wg wieku)</th></tr>
<tr><td colspan=5 class=sec>Morfologia krwi obwodowej</td></tr>
{chr(10).join(trs[:7])}
<tr><td colspan=5 class=sec>Biochemia</td></tr>
{chr(10).join(trs[7:])}
</table>
<p class=small>L – wynik poniżej, H – powyżej wartości referencyjnych dla wieku i płci. Wartości referencyjne wg zaleceń PTDL dla dzieci.</p>
<div class=foot>Wynik zatwierdził: mgr Krystyna Bafia, diagnosta laboratoryjny nr PWZDL 04418 · data wydruku 15.09.2016 12:03 · strona 1/1</div>
</body></html>"""
    write_html("a.html", html)
    print_pdf("a.html", DOC)
    DOCS[DOC] = {"date": DATE, "layout": "paediatric hospital report (serif): ranges printed as age bands (several lines per cell), the child's age printed in the header, L/H flag column, a tTG IgA with interpretation bands, a censored CRP, a test not performed"}
