"""E: hospital discharge letter (2025): results in running prose plus a small table with two dated columns."""
from common import add, exclude, write_html, print_pdf, esc, DOCS

DOC = "karta_informacyjna_gastro_2025-05.pdf"
D1, D2 = "2025-05-14", "2025-05-16"

# label, code, value 14.05, value 16.05, unit, range
TABLE = [
    ("Hemoglobina", "HGB", "9,4", "9,9", "g/dl", "12,0 - 16,0"),
    ("MCV", "MCV", "74,1", "74,6", "fl", "80 - 97"),
    ("Leukocyty", "WBC", "5,1", "4,8", "tys/µl", "4,0 - 10,0"),
    ("Płytki krwi", "PLT", "402", "377", "tys/µl", "150 - 400"),
    ("CRP", "CRP", "1,2", "", "mg/l", "< 5"),
    ("Albumina", "ALBUMIN", "3,6", "", "g/dl", "3,5 - 5,2"),
    ("ALT", "ALT", "41", "38", "U/l", "< 35"),
    ("Potas", "K", "3,9", "4,1", "mmol/l", "3,5 - 5,1"),
]

def render():
    trs = []
    for label, code, v1, v2, unit, rng in TABLE:
        trs.append(f"<tr><td>{esc(label)}</td><td>{v1}</td><td>{v2 or '–'}</td><td>{esc(unit)}</td><td>{esc(rng)}</td></tr>")
        for d, v in ((D1, v1), (D2, v2)):
            if v:
                add(DOC, label, code, d, v, unit, rng, None, {"label": label, "column": d, "value": v, "unit": unit, "range": rng})
    prose = [
        ("ferrytyna", "FERR", "3,2", "ng/ml"),
        ("żelazo", "FE", "19", "µg/dl"),
    ]
    for label, code, v, unit in prose:
        add(DOC, label, code, D1, v, unit, None, None, f"... {label} {v} {unit} ...", note="in the prose, dated by 'Przy przyjęciu (14.05.2025)'")
    add(DOC, "przeciwciała przeciw transglutaminazie tkankowej IgA", "TTG_IGA", D1, ">200", "U/ml", "< 10", None,
        "przeciwciała przeciw transglutaminazie tkankowej IgA > 200 U/ml (norma < 10 U/ml)",
        in_dictionary=False, alt_codes=["TTG_IGA_AB", "ANTY_TTG_IGA", "ATTG_IGA", "TTGA", "TTG"],
        new_label="Przeciwciała przeciw transglutaminazie tkankowej IgA (tTG IgA)", note="in the prose")
    exclude(DOC, "Hb", "w badaniu ambulatoryjnym z 12.04.2025 Hb 10,9 g/dl",
            "an earlier result quoted for comparison with its own date (the VITA-LAB report)",
            tolerated={"code": "HGB", "date": "2025-04-12", "value": 10.9, "comparator": None, "unit": "g/dl"})
    html = f"""<!doctype html><html lang=pl><head><meta charset=utf-8><style>
@page {{ size: A4; margin: 18mm 20mm; }}
body {{ font-family: 'DejaVu Serif', serif; font-size: 10pt; line-height:1.4 }}
.h {{ text-align:center; font-size:9pt }} h1 {{ text-align:center; font-size:13pt; margin:10px 0 }}
h2 {{ font-size:10.5pt; margin:10px 0 2px }}
table {{ border-collapse:collapse; font-size:9pt; margin:4px 0 }} td, th {{ border:1px solid #555; padding:1px 6px }}
th {{ background:#eee }}
</style></head><body>
<div class=h><b>KRAKOWSKI SZPITAL SPECJALISTYCZNY im. św. Łukasza</b><br>Oddział Gastroenterologii i Hepatologii z Pododdziałem Żywienia<br>
ordynator: dr hab. n. med. Stanisław Gąska · tel. 12 630 84 40</div>
<h1>KARTA INFORMACYJNA LECZENIA SZPITALNEGO</h1>
<p>Pacjentka: <b>Zofia Krzemińska</b>, ur. 19.04.2007, PESEL 07241901484<br>
Adres: ul. Łąkowa 27, 34-472 Ludźmierz · Nr księgi głównej: 2025/14622 · Nr w oddziale: G/611/25<br>
Przebywała w oddziale od <b>14.05.2025</b> do <b>17.05.2025</b>.</p>
<h2>Rozpoznanie</h2><p>Celiakia (K90.0). Niedokrwistość z niedoboru żelaza (D50.8).</p>
<h2>Epikryza</h2>
<p>Pacjentka lat 18, przyjęta planowo w celu diagnostyki niedokrwistości mikrocytarnej, w wywiadzie od dzieciństwa okresowe bóle brzucha
i wzdęcia, w 2016 r. dodatnie przeciwciała tTG – dalszej diagnostyki wówczas nie przeprowadzono. W badaniu ambulatoryjnym z 12.04.2025
Hb 10,9 g/dl. Przy przyjęciu (14.05.2025) w badaniach laboratoryjnych niedokrwistość mikrocytarna z cechami niedoboru żelaza:
ferrytyna 3,2 ng/ml, żelazo 19 µg/dl, przeciwciała przeciw transglutaminazie tkankowej IgA &gt; 200 U/ml (norma &lt; 10 U/ml).
W gastroskopii (15.05.2025) zanik kosmków w części zstępującej dwunastnicy, pobrano wycinki – w badaniu histopatologicznym
obraz odpowiada zmianom Marsh 3b. Otrzymała dożylnie 1000 mg żelaza (karboksymaltoza żelazowa), bez powikłań.
Poniżej wybrane wyniki badań laboratoryjnych:</p>
<table><tr><th>Badanie</th><th>14.05.2025</th><th>16.05.2025</th><th>Jedn.</th><th>Norma</th></tr>
{chr(10).join(trs)}</table>
<h2>Zalecenia</h2>
<p>1. Dieta ściśle bezglutenowa, konsultacja dietetyczna. 2. Kontrola morfologii krwi i ferrytyny za 6 tygodni u lekarza POZ.
3. Kontrola tTG IgA za 6 miesięcy. 4. Kontrola w Poradni Gastroenterologicznej za 3 miesiące (termin: 19.08.2025).</p>
<p style="margin-top:24px">Lekarz prowadzący: lek. Marta Wojtaszek-Bąk, NPWZ 5520981<br>
Kierownik oddziału: dr hab. n. med. Stanisław Gąska, NPWZ 1937462<br>Kraków, 17.05.2025</p>
</body></html>"""
    write_html("e.html", html)
    print_pdf("e.html", DOC)
    DOCS[DOC] = {"date": D1, "layout": "hospital discharge letter (serif): results in the prose ('Przy przyjęciu (14.05.2025) ... ferrytyna 3,2 ng/ml'), an earlier Hb quoted with its date, a small bordered table with two dated columns and one empty cell, no flags, admission/discharge/gastroscopy/appointment dates"}
