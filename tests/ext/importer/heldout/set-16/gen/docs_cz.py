"""CZ private lab, results in boxed panels headed by the panel name, no unit column: the unit is printed
inside the reference cell ('3,5 - 5,1 mmol/l'), flags as filled triangles, enzymes in µkat/l, tumour
markers (CEA, CA 125, CA 19-9, CA 15-3, AFP) with method notes, a Cyfra 21-1 not done (too little sample),
Odběr vs Příjem vs Tisk dates and a barcode.
"""

from common import X, esc, ident, record, t, barcode

NAME = "CZ_Medilab_Brno_vysledky_2506020118.pdf"
DATE = "2025-06-02"

PANELS = [
    ("Biochemie – sérum", [
        ("Sodík", "141", "mmol/l", "136 - 145 mmol/l", "", t("NA", 141, 136, 145)),
        ("Draslík", "4,6", "mmol/l", "3,5 - 5,1 mmol/l", "", t("K", 4.6, 3.5, 5.1)),
        ("Chloridy", "103", "mmol/l", "98 - 107 mmol/l", "", t("CL", 103, 98, 107)),
        ("Urea", "5,8", "mmol/l", "2,8 - 8,1 mmol/l", "", t("UREA", 5.8, 2.8, 8.1)),
        ("Kreatinin", "71", "µmol/l", "44 - 80 µmol/l", "", t("CREA", 71, 44, 80)),
        ("ALT", "0,41", "µkat/l", "0,10 - 0,60 µkat/l", "", t("ALT", 0.41, 0.1, 0.6)),
        ("AST", "0,38", "µkat/l", "0,10 - 0,60 µkat/l", "", t("AST", 0.38, 0.1, 0.6)),
        ("GGT", "0,29", "µkat/l", "0,10 - 0,70 µkat/l", "", t("GGT", 0.29, 0.1, 0.7)),
        ("CRP", "2,4", "mg/l", "0,0 - 5,0 mg/l", "", t("CRP", 2.4, 0, 5)),
    ]),
    ("Lipidový profil", [
        ("Cholesterol", "6,12", "mmol/l", "2,90 - 5,00 mmol/l", "▲", t("CHOL", 6.12, 2.9, 5.0, abn=True)),
        ("HDL cholesterol", "1,48", "mmol/l", "1,20 - 2,70 mmol/l", "", t("HDL", 1.48, 1.2, 2.7)),
        ("Triacylglyceroly", "1,35", "mmol/l", "0,45 - 1,70 mmol/l", "", t("TG", 1.35, 0.45, 1.7)),
    ]),
    ("Nádorové markery (ECLIA, Cobas e801)", [
        ("CEA", "2,1", "µg/l", "0,0 - 5,0 µg/l", "", t("CEA", 2.1, 0, 5, new_label="CEA")),
        ("CA 125", "41,8", "kU/l", "0 - 35 kU/l", "▲", t("CA125", 41.8, 0, 35, abn=True, new_label="CA 125")),
        ("CA 19-9", "12,4", "kU/l", "0 - 37 kU/l", "", t("CA19_9", 12.4, 0, 37, new_label="CA 19-9")),
        ("CA 15-3", "18,0", "kU/l", "0 - 25 kU/l", "", t("CA15_3", 18.0, 0, 25, new_label="CA 15-3")),
        ("AFP", "3,2", "µg/l", "0,0 - 7,0 µg/l", "", t("AFP", 3.2, 0, 7, new_label="AFP")),
        ("Cyfra 21-1", "nestanoveno", "", "", "", X("not done: 'nestanoveno – nedostatek materiálu'")),
    ]),
]


def build():
    ident(patient_name=["Věra Horáčková", "HORÁČKOVÁ Věra", "Horáčková Věra", "Horáčková", "HORÁČKOVÁ"],
          national_id=["585712/1006", "5857121006"], birth_date=["12.07.1958", "1958-07-12"],
          address=["Kamenná 21", "Kamenná", "639 00 Brno"], phone=["+420 603 418 227", "603 418 227"],
          doctor=["MUDr. Pavel Šťastný", "Pavel Šťastný", "Šťastný", "RNDr. Lenka Vacková, Ph.D.", "Lenka Vacková", "Vacková"],
          order_numbers=["2506020118", "ZP 111"])
    n = 0
    boxes = []
    for title, rows in PANELS:
        trs = "".join(
            f'<tr><td class="n">{label}</td><td class="v">{pv}</td><td class="f">{flag}</td><td class="r">{pr}</td></tr>'
            for label, pv, unit, pr, flag, _ in rows)
        boxes.append(f'<div class="box"><div class="bt">{esc(title)}</div><table>'
                     f'<tr class="h"><td>Vyšetření</td><td>Výsledek</td><td></td><td>Referenční meze</td></tr>{trs}</table></div>')
        n += record(NAME, DATE, rows)
    html = f'''<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm; }}
body {{ font-family: "DejaVu Sans", sans-serif; font-size: 8.8pt; }}
.top {{ display:flex; justify-content:space-between; align-items:flex-start; }}
.lab {{ font-size:8pt; }} .lab b {{ font-size:14pt; color:#1c6e3a; }}
.pat {{ border:2px solid #1c6e3a; padding:5px 8px; margin:8px 0; display:grid; grid-template-columns: 1.2fr 1fr; gap:2px 12px; }}
.box {{ border:1.5px solid #1c6e3a; margin:7px 0; border-radius:3px; }}
.bt {{ background:#1c6e3a; color:#fff; font-weight:bold; padding:2px 6px; }}
.box table {{ width:100%; border-collapse:collapse; }}
.box td {{ padding:2px 6px; border-bottom:0.5px dotted #bbb; }}
tr.h td {{ font-size:7.5pt; color:#555; border-bottom:1px solid #1c6e3a; }}
td.n {{ width:40%; }} td.v {{ width:14%; text-align:right; font-weight:bold; }} td.f {{ width:6%; color:#c00; }}
.foot {{ font-size:7pt; color:#555; margin-top:10px; border-top:1px solid #999; padding-top:3px; display:flex; justify-content:space-between; }}
</style></head><body>
<div class="top"><div class="lab"><b>MEDILAB Brno s.r.o.</b><br>Laboratoř klinické biochemie a imunoanalýzy<br>
Štefánikova 58, 602 00 Brno · tel. +420 541 226 310 · IČO 26274019<br>Akreditovaná zdravotnická laboratoř č. 8241 podle ČSN EN ISO 15189:2023</div>
<div style="text-align:right">{barcode("2506020118")}<div style="font-size:8pt">Číslo žádanky: 2506020118</div></div></div>
<h2 style="font-size:12pt;margin:6px 0">Výsledkový list</h2>
<div class="pat"><div>Pacient: <b>HORÁČKOVÁ Věra</b></div><div>Rodné číslo: 585712/1006</div>
<div>Narozena: 12.07.1958 · žena</div><div>Pojišťovna: 111</div>
<div>Bydliště: Kamenná 21, 639 00 Brno</div><div>Telefon: +420 603 418 227</div>
<div>Odesílající lékař: MUDr. Pavel Šťastný, praktický lékař (IČP 72981004)</div><div>Diagnóza: Z01.7</div>
<div>Odběr: <b>02.06.2025 07:35</b></div><div>Příjem do laboratoře: 02.06.2025 08:50</div>
<div>Materiál: srážlivá krev (sérum)</div><div>Tisk: 04.06.2025 10:14</div></div>
{"".join(boxes)}
<p style="font-size:8pt">▲ / ▼ hodnota nad / pod referenčními mezemi. Cyfra 21-1: nestanoveno – nedostatek materiálu, prosíme o nový odběr.<br>
Nádorové markery nejsou vhodné pro screening; interpretujte v klinickém kontextu. Metoda CA 125: Elecsys CA 125 II.</p>
<p style="font-size:8pt">Výsledky uvolnil: RNDr. Lenka Vacková, Ph.D., odborný pracovník v laboratorních metodách, 03.06.2025 15:48</p>
<div class="foot"><span>HORÁČKOVÁ Věra · 585712/1006 · žádanka 2506020118</span><span>Strana 1 z 1</span></div>
</body></html>'''
    return NAME, html, n
