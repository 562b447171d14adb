"""F: report with specimen section headings (blood EDTA, serum, urine strip, urine sediment) sharing words
(Glukoza, Leukocyty, Erytrocyty, Białko), and a 'Wynik poprzedni' column with the earlier result and its date.
The file name carries the patient's name and the order number, as a lab portal names its downloads."""
from common import add, exclude, write_html, print_pdf, esc, DOCS, parse_value

DOC = "KRZEMINSKA_ZOFIA_2508200113.pdf"
DATE = "2025-08-20"

# section, rows (label, code, value, flag, unit, range, previous "value (date)" or "")
SECTIONS = [
    ("KREW PEŁNA EDTA – morfologia krwi", "blood", [
        ("Leukocyty", "WBC", "5,6", "", "tys/µl", "4,0 - 10,0", "4,8 (16.05.2025)"),
        ("Erytrocyty", "RBC", "4,38", "", "mln/µl", "3,80 - 5,20", "4,05 (16.05.2025)"),
        ("Hemoglobina", "HGB", "12,4", "", "g/dl", "12,0 - 16,0", "9,9 (16.05.2025)"),
        ("Hematokryt", "HCT", "37,9", "", "%", "37,0 - 47,0", ""),
        ("MCV", "MCV", "84,5", "", "fl", "80,0 - 97,0", "74,6 (16.05.2025)"),
        ("Płytki krwi", "PLT", "276", "", "tys/µl", "150 - 400", "377 (16.05.2025)"),
    ]),
    ("SUROWICA", "blood", [
        ("Glukoza", "GLU", "91", "", "mg/dl", "70 - 99", "88 (30.06.2025)"),
        ("Białko całkowite", "TOTAL_PROTEIN", "7,1", "", "g/dl", "6,4 - 8,3", ""),
        ("Ferrytyna", "FERR", "24,6", "", "ng/ml", "13 - 150", "11,8 (30.06.2025)"),
        ("Przeciwciała anty-tTG IgA", "TTG_IGA", "12,4", "*", "U/ml", "< 10,0", "38,2 (30.06.2025)"),
    ]),
    ("MOCZ – badanie ogólne (mocz poranny, środkowy strumień)", "urine", [
        ("Barwa", "U_COLOR", "słomkowa", "", "", "słomkowa", ""),
        ("Przejrzystość", "U_CLARITY", "przejrzysty", "", "", "przejrzysty", ""),
        ("Ciężar właściwy", "URINE_SG", "1,021", "", "", "1,015 - 1,025", ""),
        ("pH", "URINE_PH", "6,0", "", "", "5,0 - 7,0", ""),
        ("Białko", "URINE_PROTEIN", "nieobecne", "", "", "nieobecne", ""),
        ("Glukoza", "URINE_GLUCOSE", "nieobecna", "", "", "nieobecna", ""),
        ("Ciała ketonowe", "U_KET", "nieobecne", "", "", "nieobecne", ""),
        ("Leukocyty", "U_LEU", "25", "*", "Leu/µl", "nieobecne", ""),
        ("Erytrocyty", "U_ERY", "nieobecne", "", "", "nieobecne", ""),
        ("Azotyny", "U_NIT", "ujemne", "", "", "ujemne", ""),
    ]),
    ("MOCZ – osad (badanie mikroskopowe)", "urine", [
        ("Leukocyty", "U_SED_LEU", "5 - 8", "*", "wpw", "0 - 5", ""),
        ("Erytrocyty", "U_SED_ERY", "0 - 1", "", "wpw", "0 - 2", ""),
        ("Nabłonki płaskie", "U_EPI", "nieliczne", "", "", "", ""),
        ("Bakterie", "U_BACT", "nieliczne", "", "", "", ""),
    ]),
]

def render():
    trs = []
    for title, panel, rows in SECTIONS:
        trs.append(f"<tr><td colspan=6 class=s>{esc(title)}</td></tr>")
        for label, code, value, flag, unit, rng, prev in rows:
            trs.append(f"<tr><td>{esc(label)}</td><td class=v>{esc(value)}<span class=f>{flag}</span></td><td>{esc(unit)}</td><td>{esc(rng)}</td><td class=p>{esc(prev)}</td></tr>")
            qual = not parse_value(value)[0].__class__ in (int, float)
            ref = None
            if rng and not rng[0].isdigit() and rng[0] not in "<>":
                ref = (None, None, rng)
            extra = {}
            if code == "TTG_IGA":
                extra = dict(in_dictionary=False, alt_codes=["TTG_IGA_AB", "ANTY_TTG_IGA", "ATTG_IGA", "TTGA", "TTG"],
                             new_label="Przeciwciała przeciw transglutaminazie tkankowej IgA (tTG IgA)")
            shown_value = value.replace(" - ", "-") if code.startswith("U_SED") else value
            abnormal = flag != "" if (not qual or rng) else None
            if qual and code in ("U_EPI", "U_BACT", "U_COLOR", "U_CLARITY"):
                abnormal = None if not rng else False
            add(DOC, label, code, DATE, shown_value, unit, rng, abnormal, [label, value + flag, unit, rng, prev],
                panel=panel, ref=ref, **extra,
                note=("a counted range per field of view is a string" if code.startswith("U_SED") else None))
            if prev:
                pv, pd = prev.split(" (")
                d, m, y = pd.rstrip(")").split(".")
                v = parse_value(pv)[0]
                exclude(DOC, label, prev, "'Wynik poprzedni': an earlier result with its own date, not this document's row",
                        tolerated={"code": code, "date": f"{y}-{m}-{d}", "value": v, "comparator": None, "unit": unit})
    html = f"""<!doctype html><html lang=pl><head><meta charset=utf-8><style>
@page {{ size: A4; margin: 12mm 14mm; }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; }}
.top {{ display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #333 }}
.top b.n {{ font-size:14pt; letter-spacing:1px }}
.id td {{ padding:0 10px 0 0 }}
table.r {{ width:100%; border-collapse:collapse; margin-top:8px }}
table.r th {{ text-align:left; font-size:7.5pt; border-bottom:1px solid #333; padding:2px }}
table.r td {{ padding:2px; border-bottom:1px solid #e3e3e3 }}
td.s {{ font-weight:bold; padding-top:9px !important; border-bottom:1px solid #333 !important; font-size:8.5pt }}
td.v {{ font-weight:bold }} .f {{ color:#c00; margin-left:2px }} td.p {{ color:#555; font-size:7.5pt }}
.foot {{ margin-top:14px; font-size:7pt; color:#333 }}
</style></head><body>
<div class=top><div><b class=n>MEDLAB</b> Laboratorium Diagnostyczne<br>al. 1000-lecia 33, Nowy Targ · medlab-nt.pl</div>
<div style="text-align:right">SPRAWOZDANIE nr <b>2508200113</b><br>strona 1 z 1</div></div>
<table class=id style="margin-top:6px"><tr><td>Pacjent: <b>KRZEMIŃSKA ZOFIA</b></td><td>PESEL: 07241901484</td><td>Płeć: K, wiek: 18 l.</td></tr>
<tr><td>Adres: Łąkowa 27, 34-472 Ludźmierz</td><td>Tel.: +48 604 217 390</td><td>Zleceniodawca: lek. Jan Pitoń</td></tr>
<tr><td>Data rejestracji: 20.08.2025 07:49</td><td><b>Data pobrania: 20.08.2025 07:55</b></td><td>Data wydania: 20.08.2025 15:12</td></tr></table>
<table class=r><tr><th>Badanie</th><th>Wynik</th><th>Jednostka</th><th>Zakres referencyjny</th><th>Wynik poprzedni</th></tr>
{chr(10).join(trs)}</table>
<p class=foot>* wynik poza zakresem referencyjnym. Wynik poprzedni – ostatni wynik tego badania w bazie laboratorium (data pobrania w nawiasie).<br>
Autoryzacja: mgr Paulina Klamerus, diagnosta laboratoryjny · Wynik wygenerowany elektronicznie.</p>
</body></html>"""
    write_html("f.html", html)
    print_pdf("f.html", DOC)
    DOCS[DOC] = {"date": DATE, "layout": "lab report with specimen section headings (KREW PEŁNA EDTA, SUROWICA, MOCZ – badanie ogólne, MOCZ – osad) where Glukoza, Leukocyty, Erytrocyty, Białko repeat across blood and urine; a 'Wynik poprzedni' column with 'value (date)'; asterisk glued after values; the file name holds the patient's name and the order number"}
