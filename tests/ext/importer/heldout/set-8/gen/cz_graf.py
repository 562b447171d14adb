"""D4: Czech laboratory report ('Výsledky laboratorních vyšetření') with a graphic column that draws where the
value lies in its range as characters, interpretation text blocks after sections, µkat/l enzymes, a urine
chemistry strip with qualitative results and a sediment counted per µl, and odběr / příjem / tisk dates."""
from common import RC, esc, num, row

DOC = "LabMorava_vysledky_0203-26-5512.pdf"
DATE = "2026-02-03"


def bar(val, rng):
    """A range bar drawn in characters: '·····|▪▪▪▪●▪▪▪▪|·····' with the value's position."""
    try:
        v = num(val)
        lo, hi = [num(x) for x in rng.replace("–", "-").split(" - ")]
    except Exception:
        return ""
    width = 10
    pos = (v - lo) / (hi - lo) if hi > lo else 0.5
    cells = ["·"] * 5 + ["-"] * width + ["·"] * 5
    i = int(round(5 + pos * (width - 1)))
    i = max(0, min(len(cells) - 1, i))
    cells[i] = "●"
    return "".join(cells[:5]) + "|" + "".join(cells[5:15]) + "|" + "".join(cells[15:])


# label, value, flag, unit, range, code
SECTIONS = [
    ("Biochemie – sérum", [
        ("Glukóza", "5,9", "H", "mmol/l", "3,9 - 5,6", "GLU"),
        ("Urea", "4,1", "", "mmol/l", "2,8 - 8,1", "UREA"),
        ("Kreatinin", "71", "", "µmol/l", "44 - 80", "CREA"),
        ("eGFR (CKD-EPI)", "1,46", "", "ml/s/1,73m²", "> 1,5", "EGFR"),
        ("Kyselina močová", "287", "", "µmol/l", "143 - 339", "URIC_ACID"),
        ("Bilirubin celkový", "11,8", "", "µmol/l", "2 - 17", "BILI"),
        ("ALT", "0,41", "", "µkat/l", "0,17 - 0,58", "ALT"),
        ("AST", "0,38", "", "µkat/l", "0,17 - 0,58", "AST"),
        ("GMT", "0,74", "H", "µkat/l", "0,14 - 0,68", "GGT"),
        ("ALP", "1,12", "", "µkat/l", "0,58 - 1,74", "ALP"),
        ("CRP", "< 5", "", "mg/l", "0 - 5", "CRP"),
    ], "Interpretace: mírně zvýšená glykémie nalačno (5,6–6,9 mmol/l = hraniční glykémie), doporučeno vyšetření "
       "HbA1c nebo oGTT. Hodnota eGFR nad 1,5 ml/s/1,73m² je v normě; hodnota 1,46 odpovídá kategorii G2."),
    ("Lipidy", [
        ("Cholesterol", "5,71", "H", "mmol/l", "2,90 - 5,00", "CHOL"),
        ("HDL cholesterol", "1,52", "", "mmol/l", "1,20 - 2,70", "HDL"),
        ("LDL cholesterol", "3,62", "H", "mmol/l", "1,20 - 3,00", "LDL"),
        ("Triacylglyceroly", "1,24", "", "mmol/l", "0,45 - 1,70", "TG"),
    ], "Interpretace: cílové hodnoty LDL cholesterolu závisí na kardiovaskulárním riziku (SCORE2): nízké riziko "
       "< 3,0 mmol/l, střední < 2,6 mmol/l, vysoké < 1,8 mmol/l, velmi vysoké < 1,4 mmol/l."),
    ("Štítná žláza", [
        ("TSH", "3,88", "", "mIU/l", "0,27 - 4,20", "TSH"),
        ("fT4", "12,9", "", "pmol/l", "12,0 - 22,0", "FT4"),
        ("Anti-TPO", "61,3", "H", "kIU/l", "0 - 34", "ANTY_TPO"),
    ], "Interpretace: pozitivní protilátky anti-TPO při normální hladině TSH a fT4; doporučena kontrola za 6–12 měsíců."),
    ("Metabolismus železa a vitamíny", [
        ("Železo", "8,4", "L", "µmol/l", "9,0 - 30,4", "FE"),
        ("Feritin", "14", "", "µg/l", "13 - 150", "FERR"),
        ("Vitamin B12", "246", "", "pmol/l", "145 - 569", "B12"),
        ("25-OH vitamin D", "52", "L", "nmol/l", "75 - 250", "VIT_D"),
    ], ""),
]

URINE = [
    ("Moč chemicky (diagnostický proužek)", [
        ("pH", "6,0", "", "", "5,0 - 6,5", "URINE_PH"),
        ("Specifická hmotnost", "1,018", "", "", "1,015 - 1,025", "URINE_SG"),
        ("Bílkovina", "negat.", "", "", "negat.", "URINE_PROTEIN"),
        ("Glukóza", "negat.", "", "", "negat.", "URINE_GLUCOSE"),
        ("Ketolátky", "negat.", "", "", "negat.", "U_KET"),
        ("Krev (hemoglobin)", "1+", "*", "", "negat.", "U_ERY"),
        ("Leukocyty (esteráza)", "negat.", "", "", "negat.", "U_LEU"),
        ("Nitrity", "negat.", "", "", "negat.", "U_NIT"),
    ]),
    ("Močový sediment (průtoková cytometrie)", [
        ("Erytrocyty", "18", "H", "/µl", "0 - 15", "U_SED_ERY"),
        ("Leukocyty", "9", "", "/µl", "0 - 20", "U_SED_LEU"),
        ("Dlaždicové epitelie", "4", "", "/µl", "0 - 15", "U_EPI"),
        ("Bakterie", "12", "", "/µl", "0 - 100", "U_BACT"),
        ("Válce hyalinní", "0", "", "/µl", "0 - 1", "U_CASTS"),
    ]),
]


def tr(label, val, flag, unit, rng, code, panel):
    row(DOC, DATE, label, val, unit, rng, code, flag != "", panel=panel,
        printed=[label, val, flag, unit, rng, bar(val, rng)])
    return (f'<tr><td>{esc(label)}</td><td class="v">{esc(val)}</td><td class="f">{flag}</td><td>{esc(unit)}</td>'
            f'<td>{esc(rng)}</td><td class="g">{bar(val, rng)}</td></tr>')


def build():
    parts = []
    head = ('<thead><tr><th>Vyšetření</th><th>Výsledek</th><th></th><th>Jednotky</th><th>Ref. meze</th>'
            '<th>Graf</th></tr></thead>')
    for title, rows, interp in SECTIONS:
        body = "".join(tr(*r, panel="blood") for r in rows)
        parts.append(f'<h3>{esc(title)}</h3><table class="t">{head}<tbody>{body}</tbody></table>')
        if interp:
            parts.append(f'<div class="int">{esc(interp)}</div>')
    for title, rows in URINE:
        body = "".join(tr(*r, panel="urine") for r in rows)
        parts.append(f'<h3>{esc(title)}</h3><table class="t">{head}<tbody>{body}</tbody></table>')
    parts.append('<div class="int">Interpretace: mikroskopická hematurie (erytrocyty 18/µl) při pozitivním '
                 'záchytu krve na proužku; doporučeno opakovat vyšetření mimo menstruaci.</div>')
    return f"""<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 14mm 22mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; }}
h3 {{ font-size: 10pt; margin: 10px 0 2px 0; border-bottom: 1px solid #036; color: #036; }}
table.t {{ width: 100%; border-collapse: collapse; }}
table.t th {{ font-size: 8pt; text-align: left; color: #555; font-weight: normal; border-bottom: 1px solid #ccc; }}
table.t td {{ padding: 2px 4px; }}
td.v {{ font-weight: bold; text-align: right; width: 9%; }} td.f {{ color: #b00; font-weight: bold; width: 3%; }}
td.g {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 8pt; color: #036; }}
.int {{ font-size: 8pt; font-style: italic; margin: 3px 0 6px 10px; padding: 3px; border-left: 3px solid #9bd; }}
.hd {{ display: flex; justify-content: space-between; border-bottom: 2px solid #036; padding-bottom: 5px; }}
.foot {{ position: fixed; bottom: -14mm; left: 0; right: 0; font-size: 7pt; border-top: 1px solid #999; }}
tr {{ break-inside: avoid; }}
</style></head><body>
<div class="foot">Pacient: Wilczyńska Marta, RČ {RC}, nar. 14.06.1979 &nbsp; | &nbsp; Číslo žádanky: 0203-26-5512 &nbsp; | &nbsp;
Laboratoře Morava s.r.o., Kotlářská 53, 602 00 Brno, IČO 28350417 &nbsp; | &nbsp; Akreditovaná zdravotnická laboratoř č. 8214</div>
<div class="hd"><div><b style="font-size:14pt">Laboratoře Morava s.r.o.</b><br>Kotlářská 53, 602 00 Brno<br>tel. +420 541 212 990</div>
<div style="text-align:right"><b>VÝSLEDKY LABORATORNÍCH VYŠETŘENÍ</b><br>Číslo žádanky: 0203-26-5512<br>Čárový kód: 26035512</div></div>
<table style="font-size:8.5pt;margin-top:5px"><tr><td>Pacient:</td><td><b>Wilczyńska Marta</b></td><td style="padding-left:20px">Rodné číslo:</td><td>{RC}</td></tr>
<tr><td>Pojišťovna:</td><td>111 (VZP)</td><td style="padding-left:20px">Bydliště:</td><td>Kounicova 41, 602 00 Brno</td></tr>
<tr><td>Odesílající lékař:</td><td>MUDr. Lenka Procházková, praktický lékař, IČP 72044518</td><td style="padding-left:20px">Dg.:</td><td>Z00.0</td></tr>
<tr><td>Odběr:</td><td>03.02.2026 07:35</td><td style="padding-left:20px">Příjem:</td><td>03.02.2026 09:10</td></tr>
<tr><td>Tisk:</td><td>04.02.2026 13:22</td><td style="padding-left:20px">Materiál:</td><td>srážlivá krev, moč – první ranní</td></tr></table>
{"".join(parts)}
<p style="font-size:8pt">H/L – hodnota nad/pod referenčními mezemi; * – patologický nález. Graf: poloha výsledku vůči referenčním mezím (|…|).<br>
Výsledky ověřil: Mgr. Jakub Dvořáček, 04.02.2026 12:58. Výsledky se vztahují pouze ke zkoušenému vzorku.</p>
</body></html>"""
