# Doc 3: a small clinic lab's one-page report with blood rows and a full urinalysis (strip, and sediment per
# field of view and per µl) on the same page; printed, then scanned (image-only PDF).
from common import R, esc, page

NAME = "PL_Medicor_Lancut_skan_wynik_0912-2025.pdf"
DATE = "2025-09-09"
CSS = """
.t { width:100%; } .t td { font-size:9pt; padding:1.5px 4px; } .t th { font-size:8.5pt; text-align:left;
border-bottom:1px solid #000; padding:2px 4px; } .n { text-align:right; } .s { font-size:7.5pt; color:#333; }
.sec td { font-weight:bold; padding-top:7px; border-bottom:1px solid #777; }
"""
BLOOD = [
    R("Leukocyty", "WBC", "6,42", "10^3/µl", "4,00 - 10,00"),
    R("Erytrocyty", "RBC", "4,38", "10^6/µl", "3,80 - 5,20"),
    R("Hemoglobina", "HGB", "12,6", "g/dl", "12,0 - 16,0"),
    R("Hematokryt", "HCT", "38,9", "%", "37,0 - 47,0"),
    R("MCV", "MCV", "88,8", "fl", "80,0 - 97,0"),
    R("MCH", "MCH", "28,8", "pg", "27,0 - 33,0"),
    R("MCHC", "MCHC", "32,4", "g/dl", "32,0 - 36,0"),
    R("Płytki krwi", "PLT", "312", "10^3/µl", "150 - 400"),
    R("CRP", "CRP", "< 1,0", "mg/l", "< 5,0"),
    R("Kreatynina", "CREA", "0,78", "mg/dl", "0,50 - 0,90"),
    R("eGFR (CKD-EPI 2021)", "EGFR", "> 90", "ml/min/1,73m2", "> 60"),
]
URINE = [
    R("Barwa", "U_COLOR", "słomkowa", "", "słomkowa", ref_text=None, panel="urine", alt=["URINE_COLOR"]),
    R("Przejrzystość", "U_CLARITY", "lekko mętny", "", "przejrzysty", flag="*", panel="urine", alt=["URINE_CLARITY"]),
    R("pH", "URINE_PH", "6,0", "", "5,0 - 8,0", panel="urine"),
    R("Ciężar właściwy", "URINE_SG", "1,024", "", "1,005 - 1,030", panel="urine"),
    R("Białko", "URINE_PROTEIN", "nieobecne", "", "nieobecne", panel="urine"),
    R("Glukoza", "URINE_GLUCOSE", "nieobecna", "", "nieobecna", panel="urine"),
    R("Ciała ketonowe", "U_KET", "nieobecne", "", "nieobecne", panel="urine", alt=["URINE_KETONES"]),
    R("Urobilinogen", "U_UBG", "0,2", "mg/dl", "< 1,0", panel="urine", alt=["URINE_UROBILINOGEN"]),
    R("Bilirubina", "U_BIL", "nieobecna", "", "nieobecna", panel="urine", alt=["URINE_BILI"]),
    R("Azotyny", "U_NIT", "obecne", "", "nieobecne", flag="*", panel="urine", alt=["URINE_NITRITE"]),
    R("Leukocyty (test paskowy)", "U_LEU", "75", "Leu/µl", "nieobecne", flag="*", panel="urine"),
    R("Erytrocyty / Hb (test paskowy)", "U_ERY", "nieobecne", "", "nieobecne", panel="urine", alt=["URINE_BLOOD"]),
    R("Leukocyty", "U_SED_LEU", "15-20", "wpw", "0 - 5", flag="*", panel="urine", alt=["URINE_WBC"]),
    R("Leukocyty (ilościowo)", "U_SED_LEU", "68", "/µl", "0 - 25", flag="*", panel="urine"),
    R("Erytrocyty świeże", "U_SED_ERY", "0-1", "wpw", "0 - 2", panel="urine", alt=["URINE_RBC"]),
    R("Erytrocyty (ilościowo)", "U_SED_ERY", "4", "/µl", "0 - 12", panel="urine"),
    R("Nabłonki płaskie", "U_EPI", "nieliczne", "", "nieliczne", panel="urine", alt=["URINE_EPI"]),
    R("Bakterie", "U_BACT", "liczne", "", "nieobecne", flag="*", panel="urine", alt=["URINE_BACTERIA"]),
    R("Śluz", "U_MUCUS", "nieliczne pasma", "", "", panel="urine"),
    R("Wałeczki", "U_CASTS", "nie stwierdzono", "", "nie stwierdzono", panel="urine"),
]


def build():
    rows = []
    for r in BLOOD:
        rows.append(r.truth(NAME, DATE, [r.label, r.val, r.flag, r.unit, r.rng]))
    for r in URINE:
        t = r.truth(NAME, DATE, [r.label, r.val, r.flag, r.unit, r.rng])
        rows.append(t)

    def line(r):
        v = f"<b>{esc(r.val)} {r.flag}</b>" if r.flag else esc(r.val)
        return f"<tr><td>{esc(r.label)}</td><td class='n'>{v}</td><td>{esc(r.unit)}</td><td>{esc(r.rng)}</td></tr>"
    th = "<tr><th style='width:40%'>Badanie</th><th class='n'>Wynik</th><th>Jednostka</th><th>Norma</th></tr>"
    body = f"""
<table style="width:100%"><tr><td style="font-size:8pt"><b style="font-size:11pt">NZOZ „MEDICOR” Przychodnia Rodzinna</b><br>
Laboratorium Analityczne · ul. Piłsudskiego 41a, 37-100 Łańcut · tel. 17 225 19 03<br>kierownik laboratorium: mgr Teresa Kulpa-Wojnar</td>
<td style="text-align:right;font-size:8pt">WYNIK BADANIA LABORATORYJNEGO<br>Nr badania: <b>0912/2025</b><br>Nr karty: 4471</td></tr></table>
<hr>
<table style="width:100%;font-size:8.5pt"><tr><td>Nazwisko i imię: <b>Kwiatkowska-Dębiec Renata</b><br>PESEL: 79031408240 · wiek: 46 lat<br>
ul. Storczykowa 14/3, 35-317 Rzeszów</td><td>Lekarz kierujący: lek. Tadeusz Wawrzonek<br>Data pobrania: <b>09.09.2025</b> godz. 07:25<br>
Data wykonania: 09.09.2025 · Data wydania: 10.09.2025</td></tr></table>
<table class="t" style="margin-top:5px">{th}
<tr class="sec"><td colspan=4>MORFOLOGIA KRWI (analizator 3-diff Mythic 18)</td></tr>{''.join(line(r) for r in BLOOD[:8])}
<tr class="sec"><td colspan=4>BIOCHEMIA (surowica)</td></tr>{''.join(line(r) for r in BLOOD[8:])}
<tr class="sec"><td colspan=4>BADANIE OGÓLNE MOCZU (mocz poranny, środkowy strumień)</td></tr>
<tr><td colspan=4 class="s"><i>Właściwości fizyczne i chemiczne (analizator paskowy Combur 10 / Urisys 1100)</i></td></tr>
{''.join(line(r) for r in URINE[:12])}
<tr><td colspan=4 class="s"><i>Osad moczu – ocena mikroskopowa (wpw = w polu widzenia, pow. 400×) i ilościowa w komorze</i></td></tr>
{''.join(line(r) for r in URINE[12:])}
</table>
<p class="s">* wynik nieprawidłowy. Wskazane wykonanie posiewu moczu (zlecono – wynik w ciągu 3–5 dni).<br>
eGFR obliczono wg CKD-EPI 2021 bez współczynnika rasy.</p>
<p style="font-size:8.5pt;margin-top:14px">Wykonał i autoryzował: mgr Grzegorz Ciupak, diagnosta laboratoryjny, PWZDL 08851
<span style="margin-left:40px;font-family:cursive;font-size:12pt">G. Ciupak</span></p>"""
    layout = ("A small clinic lab's one-page report: a blood count, CRP ('< 1,0'), creatinine and eGFR ('> 90') above a "
              "full urinalysis on the same page (strip rows, then the sediment both per field of view and per µl, "
              "abnormal values in bold with '*'); printed, scanned at 200 dpi greyscale, slightly rotated, with "
              "noise, kept as an image-only PDF.")
    return NAME, page(body, CSS), rows, [], layout
