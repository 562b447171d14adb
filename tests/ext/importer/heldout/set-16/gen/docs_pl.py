"""PL private lab, results as cards: each result a boxed card (name on one line, value and unit under it,
the range and a coloured range bar beside), cards in boxed panels, flags as arrows, serology as
'niereaktywny' with the index in small print, Pobranie vs Przyjęcie vs Wydruk dates, a pending CRP.
"""

from common import X, esc, ident, record, t, barcode

NAME = "PL_Alvena_Poznan_wyniki_PZ2510140387.pdf"
DATE = "2025-10-14"

PANELS = [
    ("Morfologia krwi (analizator Sysmex XN)", [
        ("Leukocyty (WBC)", "6,84", "tys/µl", "4,00 - 10,00", "", t("WBC", 6.84, 4, 10), (4, 10, 6.84)),
        ("Erytrocyty (RBC)", "4,21", "mln/µl", "3,80 - 5,20", "", t("RBC", 4.21, 3.8, 5.2), (3.8, 5.2, 4.21)),
        ("Hemoglobina (HGB)", "12,9", "g/dl", "12,0 - 16,0", "", t("HGB", 12.9, 12, 16), (12, 16, 12.9)),
        ("Hematokryt (HCT)", "38,6", "%", "37,0 - 47,0", "", t("HCT", 38.6, 37, 47), (37, 47, 38.6)),
        ("MCV", "91,7", "fl", "80,0 - 99,0", "", t("MCV", 91.7, 80, 99), (80, 99, 91.7)),
        ("MCH", "30,6", "pg", "27,0 - 32,0", "", t("MCH", 30.6, 27, 32), (27, 32, 30.6)),
        ("MCHC", "33,4", "g/dl", "32,0 - 36,0", "", t("MCHC", 33.4, 32, 36), (32, 36, 33.4)),
        ("Płytki krwi (PLT)", "412", "tys/µl", "150 - 400", "↑", t("PLT", 412, 150, 400, abn=True), (150, 400, 412)),
        ("RDW-CV", "14,9", "%", "11,5 - 14,5", "↑", t("RDW", 14.9, 11.5, 14.5, abn=True), (11.5, 14.5, 14.9)),
    ]),
    ("Biochemia (surowica)", [
        ("Glukoza na czczo", "103", "mg/dl", "70 - 99", "↑", t("GLU", 103, 70, 99, abn=True), (70, 99, 103)),
        ("Kreatynina", "0,78", "mg/dl", "0,51 - 0,95", "", t("CREA", 0.78, 0.51, 0.95), (0.51, 0.95, 0.78)),
        ("eGFR (CKD-EPI 2021)", "&gt; 90", "ml/min/1,73 m²", "&gt; 60", "", t("EGFR", 90, 60, None, comp=">"), None),
        ("Cholesterol całkowity", "221", "mg/dl", "&lt; 190", "↑", t("CHOL", 221, None, 190, abn=True), (0, 190, 221)),
        ("Cholesterol HDL", "64", "mg/dl", "&gt; 45", "", t("HDL", 64, 45, None), None),
        ("Cholesterol LDL (wyliczany)", "131", "mg/dl", "&lt; 115", "↑", t("LDL", 131, None, 115, abn=True), (0, 115, 131)),
        ("Triglicerydy", "128", "mg/dl", "&lt; 150", "", t("TG", 128, None, 150), (0, 150, 128)),
        ("ALT", "19", "U/l", "&lt; 35", "", t("ALT", 19, None, 35), (0, 35, 19)),
        ("Ferrytyna", "18,4", "ng/ml", "13 - 150", "", t("FERR", 18.4, 13, 150), (13, 150, 18.4)),
        ("TSH (III generacji)", "3,12", "µIU/ml", "0,27 - 4,20", "", t("TSH", 3.12, 0.27, 4.2), (0.27, 4.2, 3.12)),
        ("Witamina D (25-OH)", "21,3", "ng/ml", "30 - 50", "↓", t("VIT_D", 21.3, 30, 50, abn=True), (30, 50, 21.3)),
        ("Białko C-reaktywne (CRP)", "w trakcie", "", "", "", X("pending: 'w trakcie realizacji', no value"), None),
    ]),
    ("Serologia", [
        ("Przeciwciała anty-HCV", "niereaktywny", "", "niereaktywny", "",
         t("ANTI_HCV", "niereaktywny", new_label="Przeciwciała anty-HCV"), "indeks 0,08 S/CO; reaktywny ≥ 1,00"),
        ("Antygen HBs (HBsAg)", "niereaktywny", "", "niereaktywny", "",
         t("HBSAG", "niereaktywny"), "indeks 0,31 S/CO; reaktywny ≥ 1,00"),
    ]),
]


def bar(spec):
    if not spec or isinstance(spec, str):
        return ""
    lo, hi, v = spec
    span = (hi - lo) or 1
    left = lo - span * 0.4
    right = hi + span * 0.4
    pos = max(0, min(100, (v - left) / (right - left) * 100))
    a = (lo - left) / (right - left) * 100
    b = (hi - left) / (right - left) * 100
    col = "#2e8b57" if lo <= v <= hi else "#d0452f"
    return (f'<div class="bar"><div class="zone" style="left:{a:.1f}%;width:{b - a:.1f}%"></div>'
            f'<div class="dot" style="left:{pos:.1f}%;background:{col}"></div></div>')


def card(row):
    label, pv, unit, pr, flag, tr, extra = row
    warn = " warn" if flag else ""
    note = f'<div class="note">{esc(extra)}</div>' if isinstance(extra, str) else ""
    return f'''<div class="card{warn}">
<div class="name">{label}</div>
<div class="line"><div class="val"><b>{pv}</b> <span class="unit">{unit}</span> <span class="flag">{flag}</span></div>
<div class="rng"><div class="rlab">Zakres ref.: {pr}</div>{bar(extra)}</div></div>{note}</div>'''


def build():
    ident(patient_name=["Marta Olejniczak", "OLEJNICZAK MARTA", "Olejniczak Marta", "Olejniczak"],
          national_id=["79110315627"], birth_date=["1979-11-03", "03.11.1979"],
          address=["ul. Jaśminowa 8 m. 12", "Jaśminowa 8", "Jaśminowa"], phone=["+48 692 114 538", "692 114 538"],
          doctor=["lek. Tomasz Wierzbicki", "Tomasz Wierzbicki", "Wierzbicki"],
          order_numbers=["PZ2510140387", "0387-1014-25"],
          lab_staff=["mgr Alicja Kubiak-Rams", "Alicja Kubiak-Rams", "Kubiak-Rams", "mgr Dorota Szpak", "Dorota Szpak"])
    panels = []
    n = 0
    for title, rows in PANELS:
        panels.append(f'<div class="panel"><h3>{esc(title)}</h3><div class="grid">'
                      + "".join(card(r) for r in rows) + "</div></div>")
        n += record(NAME, DATE, [r[:6] for r in rows])
    html = f'''<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 10mm 11mm 12mm 11mm; }}
body {{ font-family: "DejaVu Sans", Arial, sans-serif; font-size: 9pt; color:#222; }}
.top {{ display:flex; justify-content:space-between; border-bottom:3px solid #6a2c91; padding-bottom:6px; }}
.logo {{ font-size:20pt; font-weight:bold; color:#6a2c91; letter-spacing:2px; }}
.addr {{ font-size:7.5pt; color:#555; }}
.idbox {{ display:grid; grid-template-columns: 1fr 1fr 1fr; gap:2px 14px; margin:8px 0; font-size:8.5pt;
  border:1px solid #bbb; padding:6px; background:#faf7fc; }}
.idbox span {{ color:#777; }}
.panel {{ border:1.5px solid #6a2c91; border-radius:6px; margin:6px 0; padding:4px 6px 6px; page-break-inside:auto; }}
.panel h3 {{ margin:2px 0 6px; color:#6a2c91; font-size:10.5pt; }}
.grid {{ display:grid; grid-template-columns: 1fr 1fr; gap:5px; }}
.card {{ border:1px solid #ccc; border-radius:4px; padding:4px 6px; break-inside:avoid; }}
.card.warn {{ border-color:#d0452f; background:#fff6f4; }}
.name {{ font-weight:bold; font-size:8.5pt; color:#333; }}
.line {{ display:flex; justify-content:space-between; align-items:center; }}
.val b {{ font-size:12pt; }} .unit {{ color:#555; }} .flag {{ color:#d0452f; font-weight:bold; font-size:12pt; }}
.rng {{ width:45%; }} .rlab {{ font-size:7.5pt; color:#555; }}
.bar {{ position:relative; height:7px; background:#f2c6bd; border-radius:3px; margin-top:2px; }}
.zone {{ position:absolute; top:0; height:7px; background:#a8d8b9; }}
.dot {{ position:absolute; top:-2px; width:5px; height:11px; margin-left:-2px; border-radius:2px; }}
.note {{ font-size:7pt; color:#666; margin-top:2px; }}
.foot {{ position:fixed; bottom:0; left:0; right:0; font-size:7pt; color:#666; border-top:1px solid #ccc; padding-top:3px; background:#fff; }}
</style></head><body>
<div class="top"><div><div class="logo">ALVENA</div><div class="addr">Laboratorium Medyczne ALVENA sp. z o.o.<br>
ul. Kasztanowa 14, 60-401 Poznań · tel. 61 844 20 17 · www.alvena-lab.pl<br>Punkt pobrań: Poznań-Grunwald, ul. Ostroroga 3A<br>
Wpis do ewidencji KRDL nr 2931 · Laboratorium akredytowane PCA nr AB 1822</div></div>
<div style="text-align:right">{barcode("PZ2510140387")}<div style="font-size:8pt">Zlecenie: PZ2510140387</div>
<div style="font-size:7.5pt">Nr próbki 0387-1014-25</div></div></div>
<h2 style="margin:6px 0 2px;font-size:13pt">Sprawozdanie z badań laboratoryjnych</h2>
<div class="idbox">
<div><span>Pacjent:</span> <b>OLEJNICZAK MARTA</b></div><div><span>PESEL:</span> 79110315627</div><div><span>Data ur.:</span> 03.11.1979 · K</div>
<div><span>Adres:</span> ul. Jaśminowa 8 m. 12, 61-245 Poznań</div><div><span>Tel.:</span> +48 692 114 538</div><div><span>Płatnik:</span> pacjent (komercyjnie)</div>
<div><span>Zlecający:</span> lek. Tomasz Wierzbicki</div><div><span>Pobranie:</span> 14.10.2025 07:42</div><div><span>Przyjęcie:</span> 14.10.2025 09:10</div>
<div><span>Materiał:</span> krew żylna, surowica</div><div><span>Wydruk:</span> 15.10.2025 13:27</div><div><span>Status:</span> częściowy</div>
</div>
{"".join(panels)}
<div style="font-size:8pt;margin-top:4px"><b>Komentarz:</b> Witamina D: niedobór &lt; 20 ng/ml, stężenie suboptymalne 20–30 ng/ml,
optymalne 30–50 ng/ml. Cholesterol LDL wyliczono wzorem Friedewalda. ↑ / ↓ – wynik powyżej / poniżej zakresu referencyjnego.
CRP – badanie w trakcie realizacji, wynik zostanie przesłany w sprawozdaniu uzupełniającym.</div>
<div style="font-size:8pt;margin-top:6px">Wykonał: mgr Dorota Szpak · Autoryzował: mgr Alicja Kubiak-Rams, diagnosta laboratoryjny, nr PWZDL 08841 · 15.10.2025 12:58</div>
<div class="foot">ALVENA sp. z o.o., KRS 0000581220, NIP 779-24-61-853. Sprawozdanie nie może być powielane inaczej niż w całości bez zgody laboratorium. Strona 1 z 1</div>
</body></html>'''
    return NAME, html, n
