# The two Czech documents: a private lab's "Výsledkový list" (Hodnocení scale, previous results)
# and a hospital's "Kumulativní nález" (dates as rows, analytes as columns).
from common import R

P = "Vrbenský Tomáš"
RC = "720923/4175"


def scale(lo, hi, v, width=11):
    """The Hodnocení column: |....*....| with the star placed on the range; outside the bars when out."""
    if lo is None and hi is None:
        return ""
    if lo is None:
        lo = 0.0
    if hi is None:
        hi = lo * 2
    if v < lo:
        return "*|" + "." * width + "| "
    if v > hi:
        return " |" + "." * width + "|*"
    pos = int(round((v - lo) / (hi - lo) * (width - 1)))
    return " |" + "." * pos + "*" + "." * (width - 1 - pos) + "| "


def vysledkovy_list():
    name = "BIOLAB_Brno_vysledkovy_list_25031800417.pdf"
    date = "2025-03-18"
    prevdate = "26.11.2024"
    sections = [
        ("HEMATOLOGIE – krevní obraz", "krev (EDTA)", [
            R("Leukocyty", "WBC", "6,8", "10^9/l", "4,0 – 10,0", prev="7,1"),
            R("Erytrocyty", "RBC", "4,92", "10^12/l", "4,00 – 5,80", prev="4,88"),
            R("Hemoglobin", "HGB", "151", "g/l", "135 – 175", prev="149"),
            R("Hematokrit", "HCT", "0,452", "l/l", "0,400 – 0,500", prev="0,447"),
            R("Střední objem erytrocytu (MCV)", "MCV", "91,9", "fl", "82,0 – 98,0"),
            R("Hemoglobin erytrocytu (MCH)", "MCH", "30,7", "pg", "28,0 – 34,0"),
            R("Koncentrace Hb v erytrocytech (MCHC)", "MCHC", "334", "g/l", "320 – 360"),
            R("Distribuce erytrocytů (RDW-CV)", "RDW", "12,9", "%", "10,0 – 15,2"),
            R("Trombocyty", "PLT", "188", "10^9/l", "150 – 400", prev="201"),
        ]),
        ("KLINICKÁ BIOCHEMIE", "sérum", [
            R("S-Natrium", "NA", "140", "mmol/l", "136 – 145"),
            R("S-Kalium", "K", "5,4", "mmol/l", "3,5 – 5,1", flag="H", prev="4,6"),
            R("S-Chloridy", "CL", "103", "mmol/l", "98 – 107"),
            R("S-Urea", "UREA", "6,9", "mmol/l", "2,8 – 8,1", prev="6,2"),
            R("S-Kreatinin", "CREA", "104", "µmol/l", "64 – 104", prev="98"),
            R("eGFR (CKD-EPI)", "EGFR", "1,22", "ml/s/1,73m2", "> 1,50", flag="L",
              comment="Odhad glomerulární filtrace výpočtem dle CKD-EPI 2021 z kreatininu."),
            R("S-Kyselina močová", "URIC_ACID", "452", "µmol/l", "202 – 417", flag="H", prev="430"),
            R("S-Bilirubin celkový", "BILI", "14,2", "µmol/l", "2,0 – 21,0"),
            R("S-ALT", "ALT", "0,62", "µkat/l", "0,10 – 0,78"),
            R("S-AST", "AST", "0,51", "µkat/l", "0,10 – 0,72"),
            R("S-GMT", "GGT", "1,34", "µkat/l", "0,14 – 1,68", prev="1,52"),
            R("S-ALP", "ALP", "1,12", "µkat/l", "0,66 – 2,20"),
            R("S-Cholesterol", "CHOL", "5,92", "mmol/l", "2,90 – 5,00", flag="H", prev="6,14"),
            R("S-HDL cholesterol", "HDL", "1,08", "mmol/l", "1,00 – 2,10"),
            R("S-LDL cholesterol", "LDL", "3,94", "mmol/l", "1,20 – 3,00", flag="H",
              comment="Cílová hodnota LDL u osob s vysokým KV rizikem < 1,8 mmol/l."),
            R("S-Triacylglyceroly", "TG", "1,98", "mmol/l", "0,45 – 1,70", flag="H"),
            R("S-Glukóza", "GLU", "5,8", "mmol/l", "3,9 – 5,6", flag="H", prev="5,7"),
            R("S-CRP", "CRP", "< 5", "mg/l", "0,0 – 5,0"),
            R("S-TSH", "TSH", "2,14", "mIU/l", "0,27 – 4,20"),
        ]),
        ("GLYKOVANÝ HEMOGLOBIN", "krev (EDTA)", [
            R("B-HbA1c (IFCC)", "HBA1C", "41", "mmol/mol", "20 – 42", prev="43",
              comment="Hodnoty 39–47 mmol/mol: porucha glukózové tolerance, doporučeno opakovat."),
        ]),
        ("MOČ – chemicky (diagnostický proužek)", "moč jednorázová", [
            R("U-pH", "URINE_PH", "6,0", "", "5,0 – 6,5", panel="urine"),
            R("U-Bílkovina", "URINE_PROTEIN", "negat.", "", "negat.", ref_text="negat.", panel="urine"),
            R("U-Glukóza", "URINE_GLUCOSE", "negat.", "", "negat.", ref_text="negat.", panel="urine"),
            R("U-Krev", "U_ERY", "negat.", "", "negat.", ref_text="negat.", panel="urine"),
        ]),
    ]
    rows, excluded = [], []
    body = []
    for title, material, rs in sections:
        body.append(f'<tr class="sec"><td colspan="6"><b>{title}</b> &nbsp; <i>materiál: {material}</i></td></tr>')
        for r in rs:
            v, _ = r.value()
            sc = scale(r.lo, r.hi, v) if isinstance(v, float) else ""
            prev = f"{r.prev}" if r.prev else ""
            body.append(
                f'<tr><td>{r.label}</td><td class="v">{r.val}</td><td>{r.unit}</td><td>{r.rng}</td>'
                f'<td class="sc">{sc}</td><td class="p">{prev}</td></tr>')
            if r.comment:
                body.append(f'<tr class="cm"><td></td><td colspan="5">{r.comment}</td></tr>')
            rows.append(r.truth(name, date, [r.label, r.val, r.unit, r.rng, sc.strip(), prev]))
            if r.code == "GGT":
                body.append("PAGEBREAK")
            if r.prev:
                pv = R(r.label, r.code, r.prev, r.unit, r.rng)
                value, cmp = pv.value()
                excluded.append({
                    "doc": name, "label_as_printed": r.label,
                    "printed": f"Předchozí výsledek {r.prev} (column head: předchozí {prevdate})",
                    "why": "previous result printed for comparison, dated 26.11.2024 in the column head: not a result of 18.03.2025",
                    "tolerated": {"code": r.code, "date": "2024-11-26", "value": value, "comparator": cmp, "unit": r.unit},
                })
    cut = body.index("PAGEBREAK")
    thead = ('<thead><tr><th>Vyšetření</th><th style="text-align:right">Výsledek</th><th>Jednotka</th><th>Ref. meze</th>'
             f'<th>Hodnocení</th><th style="text-align:right">Předchozí<br>{prevdate}</th></tr></thead>')
    foot = (f'<div class="foot">Strana PAGE &nbsp;|&nbsp; {P}, RČ {RC} &nbsp;|&nbsp; Výsledkový list č. 25031800417 &nbsp;|&nbsp; '
            'BIOLAB Morava s.r.o., Laboratoř Brno-Židenice, Táborská 211/9, 615 00 Brno, tel. 545 218 770, IČO 26917345 '
            '&nbsp;|&nbsp; Laboratoř je akreditována ČIA dle ČSN EN ISO 15189:2023 pod č. 8271.</div>')
    html = f"""<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 12mm 20mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; }}
.lh {{ display:flex; justify-content:space-between; border-bottom:2px solid #246; padding-bottom:4px; }}
.lh .n {{ font-size:15pt; font-weight:bold; color:#246; }}
.id td {{ padding:1px 6px 1px 0; vertical-align:top; }}
table.res {{ width:100%; border-collapse:collapse; margin-top:8px; }}
table.res th {{ text-align:left; border-bottom:1px solid #000; border-top:1px solid #000; font-size:8.5pt; }}
table.res td {{ padding:1px 4px; }}
td.v {{ text-align:right; font-weight:bold; }}
td.sc {{ font-family:'DejaVu Sans Mono', monospace; white-space:pre; font-size:8pt; }}
td.p {{ text-align:right; color:#444; }}
tr.sec td {{ padding-top:7px; border-bottom:1px dotted #888; }}
tr.cm td {{ font-size:7.5pt; font-style:italic; color:#333; }}
.foot {{ font-size:7pt; border-top:1px solid #999; margin-top:14px; }}
.run {{ font-size:7.5pt; border-bottom:1px solid #999; margin-bottom:6px; }}
</style></head><body>
<div class="lh"><div><div class="n">BIOLAB Morava s.r.o.</div>Laboratoř Brno-Židenice · Táborská 211/9 · 615 00 Brno<br>Vedoucí laboratoře: RNDr. Ivana Šťastná, Ph.D.</div>
<div style="text-align:right"><b>VÝSLEDKOVÝ LIST</b><br>č. žádanky: 25031800417<br>Konečná zpráva</div></div>
<table class="id"><tr><td>Pacient:</td><td><b>{P}</b></td><td>Rodné číslo:</td><td><b>{RC}</b></td><td>Pojišťovna:</td><td>211 – ZPMV ČR</td></tr>
<tr><td>Bydliště:</td><td>Bubeníčkova 38, 615 00 Brno</td><td>Datum nar.:</td><td>23.09.1972</td><td>Pohlaví:</td><td>muž</td></tr>
<tr><td>Odesílající lékař:</td><td>MUDr. Radek Chvojka, praktický lékař</td><td>IČP:</td><td>72381046</td><td>Odb.:</td><td>001</td></tr>
<tr><td>Odběr:</td><td>18.03.2025 07:25</td><td>Příjem do laboratoře:</td><td>18.03.2025 09:02</td><td>Vydáno:</td><td>18.03.2025 15:47</td></tr></table>
<p style="font-size:8pt">Diagnóza: E78.0, I10.9 &nbsp;·&nbsp; Poznámka k odběru: nalačno</p>
<table class="res">{thead}<tbody>{''.join(body[:cut])}</tbody></table>
{foot.replace("PAGE", "1/2")}
<div style="break-after:page"></div>
<div class="run">BIOLAB Morava s.r.o. · Výsledkový list č. 25031800417 · {P} · RČ {RC} · nar. 23.09.1972 · pokračování</div>
<table class="res">{thead}<tbody>{''.join(body[cut + 1:])}</tbody></table>
<p style="font-size:7.5pt;margin-top:10px">Hodnocení: hvězdička vyznačuje polohu výsledku vůči referenčnímu rozmezí (|…| = ref. meze); hvězdička vně svislic = výsledek mimo meze.<br>
Metody: hematologie – analyzátor Sysmex XN-1000; biochemie – Roche cobas c503, enzymy IFCC 37 °C; HbA1c – HPLC (Tosoh G11).<br>
Výsledky uvolnil: Mgr. Jiří Kotásek, odborný pracovník v laboratorních metodách. &nbsp; Zpráva je elektronicky podepsána.</p>
{foot.replace("PAGE", "2/2")}
</body></html>"""
    layout = ("Czech private-lab 'Výsledkový list': Vyšetření / Výsledek / Jednotka / Ref. meze / Hodnocení (a drawn "
              "|....*....| scale, star outside the bars when out of range) / Předchozí (previous result, its date in the "
              "column head); Czech units (10^9/l, g/l, l/l, µkat/l, ml/s/1,73m2), section heads with the material, "
              "comments under rows, urine strip 'negat.', identity in a fixed footer on every page.")
    return name, html, rows, excluded, layout


def kumulativni():
    name = "NsZ_Sokolnice_kumulativni_nalez_2406-88213.pdf"
    cols = [
        ("S-Na", "NA", "mmol/l", "136–145", 136, 145),
        ("S-K", "K", "mmol/l", "3,5–5,1", 3.5, 5.1),
        ("S-Cl", "CL", "mmol/l", "98–107", 98, 107),
        ("S-Urea", "UREA", "mmol/l", "2,8–8,1", 2.8, 8.1),
        ("S-Kreatinin", "CREA", "µmol/l", "64–104", 64, 104),
        ("S-CRP", "CRP", "mg/l", "0–5", 0, 5),
        ("B-Leukocyty", "WBC", "10^9/l", "4,0–10,0", 4.0, 10.0),
        ("B-Hemoglobin", "HGB", "g/l", "135–175", 135, 175),
        ("B-Trombocyty", "PLT", "10^9/l", "150–400", 150, 400),
    ]
    # date, time, cells ("" = not ordered, "hemol." = haemolysed, value with optional arrow)
    data = [
        ("2024-06-10", "10.06.24 22:41", ["131 ↓", "3,2 ↓", "94 ↓", "14,8 ↑", "176 ↑", "84,6 ↑", "14,2 ↑", "128 ↓", "142 ↓"]),
        ("2024-06-11", "11.06.24 06:05", ["133 ↓", "hemol.", "97 ↓", "13,1 ↑", "158 ↑", "121,3 ↑", "12,8 ↑", "124 ↓", "139 ↓"]),
        ("2024-06-13", "13.06.24 06:10", ["136", "3,9", "101", "9,4 ↑", "121 ↑", "58,2 ↑", "9,1", "126 ↓", "171"]),
        ("2024-06-17", "17.06.24 05:55", ["139", "4,3", "103", "6,6", "102", "14,7 ↑", "7,2", "", "228"]),
        ("2024-07-01", "01.07.24 07:30", ["141", "4,5", "", "5,9", "96", "< 5", "6,4", "137", ""]),
    ]
    rows, excluded = [], []
    trs = []
    for date, when, cells in data:
        tds = [f"<td class='d'>{when}</td>"]
        for (lab, code, unit, rng, lo, hi), c in zip(cols, cells):
            tds.append(f"<td>{c}</td>")
            if c == "":
                continue
            if c == "hemol.":
                excluded.append({"doc": name, "label_as_printed": lab, "printed": "hemol.",
                                 "why": "haemolysed sample: no result"})
                continue
            flag = "↑" if "↑" in c else ("↓" if "↓" in c else "")
            val = c.replace("↑", "").replace("↓", "").strip()
            r = R(lab, code, val, unit, rng, lo=float(lo), hi=float(hi), flag=flag)
            rows.append(r.truth(name, date, [when, lab, c, unit, rng]))
        trs.append("<tr>" + "".join(tds) + "</tr>")
    head1 = "<tr><th>Odběr</th>" + "".join(f"<th>{c[0]}</th>" for c in cols) + "</tr>"
    head2 = "<tr class='u'><th>jednotka</th>" + "".join(f"<th>{c[2]}</th>" for c in cols) + "</tr>"
    head3 = "<tr class='u'><th>ref. meze</th>" + "".join(f"<th>{c[3]}</th>" for c in cols) + "</tr>"
    html = f"""<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
@page {{ size: A4 landscape; margin: 12mm; }}
body {{ font-family: Arial, sans-serif; font-size: 9pt; }}
h1 {{ font-size: 13pt; margin: 4px 0; }}
table.k {{ border-collapse: collapse; width: 100%; margin-top: 8px; }}
table.k th, table.k td {{ border: 1px solid #777; padding: 2px 4px; text-align: right; }}
table.k th:first-child, table.k td.d {{ text-align: left; white-space: nowrap; }}
tr.u th {{ font-weight: normal; font-size: 7.5pt; background: #eee; }}
.hdr td {{ padding: 0 10px 0 0; }}
</style></head><body>
<table style="width:100%"><tr><td><b>Nemocnice sv. Zdislavy Sokolnice, příspěvková organizace</b><br>
Oddělení klinické biochemie a hematologie · Zámecká 1120, 664 52 Sokolnice · IČO 00839127</td>
<td style="text-align:right">Tisk: 02.07.2024 08:14<br>Tiskl: Bc. Hana Vejvodová</td></tr></table>
<h1>KUMULATIVNÍ NÁLEZ</h1>
<table class="hdr"><tr><td>Jméno:</td><td><b>VRBENSKÝ Tomáš</b></td><td>RČ:</td><td>{RC}</td><td>Poj.:</td><td>211</td></tr>
<tr><td>Adresa:</td><td>Bubeníčkova 38, Brno</td><td>Hospitalizace:</td><td>10.06.2024 – 21.06.2024, Interní klinika, stanice B3</td><td>Č. případu:</td><td>2406-88213</td></tr>
<tr><td>Ošetřující lékař:</td><td>MUDr. Kamila Brázdilová</td><td>Období:</td><td>10.06.2024 – 01.07.2024 (vč. kontroly v ambulanci)</td><td></td><td></td></tr></table>
<table class="k"><thead>{head1}{head2}{head3}</thead><tbody>{''.join(trs)}</tbody></table>
<p style="font-size:8pt">↑ ↓ výsledek nad / pod referenčními mezemi. „hemol.“ = vzorek hemolytický, výsledek nelze vydat. Prázdné pole = vyšetření nebylo požadováno.<br>
Kontrola 01.07.2024 provedena v interní ambulanci (žádanka 2407-00315).</p>
<p style="font-size:7pt;color:#555">Strana 1/1 · Kumulativní nález vygenerován LIS OpenLIMS 6.2 · {P}, RČ {RC}</p>
</body></html>"""
    layout = ("Czech hospital 'Kumulativní nález' in landscape with the dates as ROWS and analytes as columns, a unit row "
              "and a reference-range row under the header, arrows after the values, a haemolysed cell and empty cells.")
    return name, html, rows, excluded, layout
