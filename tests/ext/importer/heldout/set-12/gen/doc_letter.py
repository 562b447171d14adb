"""A hospital discharge letter (Karta informacyjna leczenia szpitalnego): lab results in prose lines
(admission) and a small table (control), around diagnoses, vital signs, imaging and drugs with doses."""
from people import PATIENT as P
from rows import row

DOC = "Karta_informacyjna_WSS3_2025-08-09.pdf"
D1 = "2025-08-04"
D2 = "2025-08-07"
D3 = "2025-08-05"

# admission prose: label as printed, code, value, unit
PROSE = [
    ("WBC", "WBC", "14,8", "tys/µl"), ("Hb", "HGB", "11,6", "g/dl"), ("PLT", "PLT", "402", "tys/µl"),
    ("CRP", "CRP", "142,3", "mg/l"), ("prokalcytonina", "PCT", "0,84", "ng/ml"),
    ("kreatynina", "CREA", "0,88", "mg/dl"), ("Na", "NA", "134", "mmol/l"), ("K", "K", "3,9", "mmol/l"),
]
# control table: label, code, value, unit, norma printed, lo, hi
TABLE = [
    ("Leukocyty", "WBC", "8,9", "tys/µl", "4,0 - 10,0", "4,0", "10,0"),
    ("Hemoglobina", "HGB", "11,4", "g/dl", "12,0 - 16,0", "12,0", "16,0"),
    ("CRP", "CRP", "38,5", "mg/l", "< 5,0", None, "5,0"),
    ("Prokalcytonina", "PCT", "0,12", "ng/ml", "< 0,5", None, "0,5"),
    ("D-dimery", "D_DIMER", "0,62", "mg/l FEU", "< 0,50", None, "0,50"),
]


def rows():
    out = [row(DOC, D1, lab, code, v, u, None, None, None, None, printed=[f"{lab} {v} {u}"])
           for lab, code, v, u in PROSE]
    out.append(row(DOC, D3, "TSH", "TSH", "2,41", "µIU/ml", None, None, None, None,
                   printed=["TSH (05.08.2025) 2,41 µIU/ml"]))
    out += [row(DOC, D2, lab, code, v, u, rng, lo, hi, None, printed=[lab, v, u, rng])
            for lab, code, v, u, rng, lo, hi in TABLE]
    return out


def excluded():
    return [
        {"doc": DOC, "label_as_printed": "ferrytyna", "printed": "ferrytyna 9,8 ng/ml w kwietniu 2025",
         "why": "an earlier result quoted in the history with a month only: not a result of this stay"},
        {"doc": DOC, "label_as_printed": "SpO2 / RR / temperatura", "printed": "RR 118/76 mmHg, tętno 104/min, temp. 38,6°C, SpO2 93%",
         "why": "vital signs, not laboratory results"},
        {"doc": DOC, "label_as_printed": "leki", "printed": "Euthyrox N 75 µg, Amoksiklav 1 g, Sorbifer Durules 100 mg",
         "why": "drug doses"},
    ]


def html():
    prose = ", ".join(f"{lab} {v} {u}" for lab, code, v, u in PROSE)
    tab = "".join(f"<tr><td>{lab}</td><td>{v}</td><td>{u}</td><td>{rng.replace('<', '&lt;')}</td></tr>"
                  for lab, code, v, u, rng, lo, hi in TABLE)
    return f"""<!doctype html><html lang=pl><meta charset=utf-8><style>
@page {{ size: A4; margin: 16mm 18mm 18mm 18mm }}
body {{ font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; line-height: 1.32 }}
.hd {{ display:flex; justify-content:space-between; font-size:9pt; border-bottom:1px solid #000; padding-bottom:4px }}
h1 {{ text-align:center; font-size:14pt; margin:12px 0 2px }} .sub {{ text-align:center; font-size:10pt; margin-bottom:8px }}
h3 {{ font-size:11pt; margin:10px 0 2px }} p {{ margin: 2px 0 }}
table.l {{ border-collapse:collapse; margin:4px 0 4px 12px; font-size:10pt }} table.l td, table.l th {{ border:1px solid #444; padding:1px 8px }}
.sig {{ margin-top:26px; text-align:right }}
</style><body>
<div class=hd><div><b>Wielkopolski Szpital Specjalistyczny nr 3</b><br>Oddział Chorób Wewnętrznych z Pododdziałem Pulmonologicznym<br>
ul. Lutycka 77, 60-478 Poznań · tel. 61 821 33 00 · REGON 631482207</div>
<div style="text-align:right">Księga główna: WSS3/2025/08/04112<br>Nr w księdze oddziałowej: 7704-2025<br>Poznań, 09.08.2025</div></div>
<h1>KARTA INFORMACYJNA LECZENIA SZPITALNEGO</h1>
<div class=sub>Pobyt w dniach 04.08.2025 – 09.08.2025 (tryb nagły, przez SOR)</div>
<p><b>Pacjentka:</b> {P['name']}, ur. {P['birth']}, PESEL {P['pesel']}<br>
<b>Adres:</b> {P['street']}, {P['city']}, tel. {P['phone']}</p>
<h3>Rozpoznanie zasadnicze</h3><p>J18.1 Płatowe zapalenie płuca dolnego prawego, pozaszpitalne</p>
<h3>Rozpoznania współistniejące</h3><p>E06.3 Przewlekłe autoimmunologiczne zapalenie tarczycy (choroba Hashimoto) w stanie eutyreozy na leczeniu substytucyjnym<br>
D50.9 Niedokrwistość z niedoboru żelaza</p>
<h3>Wywiad</h3><p>Pacjentka 46-letnia, przyjęta z powodu gorączki do 39,2°C, kaszlu z odkrztuszaniem ropnej wydzieliny i duszności wysiłkowej od 3 dni.
W wywiadzie choroba Hashimoto (od 2023 r.), niedokrwistość z niedoboru żelaza (ferrytyna 9,8 ng/ml w kwietniu 2025), leczona doustnym preparatem żelaza.
Uczulenia: penicylina – nie; kotrimoksazol (wysypka).</p>
<h3>Badanie przedmiotowe przy przyjęciu</h3><p>Stan ogólny średni, RR 118/76 mmHg, tętno 104/min, temp. 38,6°C, SpO2 93% (powietrze atmosferyczne).
Nad polem dolnym prawego płuca stłumienie odgłosu opukowego, trzeszczenia.</p>
<h3>Wyniki badań dodatkowych</h3>
<p>Badania laboratoryjne przy przyjęciu (04.08.2025): {prose}.
Gazometria krwi włośniczkowej bez cech niewydolności oddychania. TSH (05.08.2025) 2,41 µIU/ml.</p>
<p>Badania kontrolne z dnia 07.08.2025:</p>
<table class=l><tr><th>Badanie</th><th>Wynik</th><th>Jednostka</th><th>Norma</th></tr>{tab}</table>
<p>RTG klatki piersiowej PA (04.08.2025): zacienienie miąższowe w polu dolnym prawym z bronchogramem powietrznym, bez płynu w jamach opłucnej.
USG żył kończyn dolnych (07.08.2025): bez cech zakrzepicy.</p>
<h3>Leczenie w czasie hospitalizacji</h3><p>Amoksycylina z kwasem klawulanowym 1,2 g iv 3 × dziennie, klarytromycyna 500 mg 2 × dziennie (3 doby),
płynoterapia (NaCl 0,9% 1000 ml/dobę), enoksaparyna 40 mg sc 1 × dziennie, paracetamol 1 g doraźnie. Uzyskano poprawę kliniczną i spadek parametrów zapalnych.</p>
<h3>Zalecenia</h3><p>1. Amoksiklav 1 g – 1 tabl. 2 × dziennie przez 5 dni.<br>2. Euthyrox N 75 µg – 1 tabl. rano na czczo (bez zmian).<br>
3. Sorbifer Durules 100 mg – 1 tabl. dziennie.<br>4. Kontrola morfologii i CRP u lekarza POZ za 2 tygodnie; RTG klatki piersiowej za 6 tygodni.<br>
5. Zwolnienie lekarskie do 23.08.2025.</p>
<div class=sig>Lekarz prowadzący: lek. Agata Sroka-Minkiewicz (PWZ 5521093)<br>
Ordynator oddziału: dr n. med. Piotr Kaźmierczak (PWZ 2094417)</div>
</body></html>"""
