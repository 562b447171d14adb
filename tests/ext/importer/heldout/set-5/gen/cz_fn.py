"""Doc 4: a Czech hospital laboratory report: the reference limits printed small and grey UNDER each name
('Referenční meze' header), µkat/l enzymes, 10^9/l counts, arrows in an 'Hodnocení' column, a urine
chemistry section with qualitative results, 'neprovedeno' for a test not done."""
from common import R, X, esc, paged

DOC = "FN_vysledky_2306070412.pdf"
D = "2023-06-07"
CSS = """
body{font-family:'DejaVu Sans',sans-serif;font-size:8.5pt;margin:0}
@page{size:A4;margin:12mm 14mm}
.hd{border:1px solid #333;padding:4px;display:grid;grid-template-columns:1fr 1fr;font-size:8pt}
h2{font-size:11pt;margin:4px 0}
h3{font-size:9pt;margin:8px 0 2px;background:#eee;padding:1px 3px}
table{width:100%;border-collapse:collapse}
th{font-size:7.5pt;text-align:left;border-bottom:1px solid #444}
td{padding:1px 3px;vertical-align:top}
.rm{display:block;color:#888;font-size:6.5pt}
td.v{text-align:right;font-weight:bold;width:70px}
td.h{width:40px;text-align:center}
.bar{display:inline-block;width:60px;height:6px;border:1px solid #aaa;position:relative}
.bar i{position:absolute;top:-1px;width:3px;height:8px;background:#000}
.foot{position:fixed;bottom:0;font-size:7pt;width:100%;border-top:1px solid #999}
"""

SECTIONS = [
    ("Krevní obraz (K3EDTA)", "blood", [
        ("Leukocyty", "WBC", "5,4", "10^9/l", "4,0 - 10,0", 4, 10, ""),
        ("Erytrocyty", "RBC", "4,12", "10^12/l", "3,80 - 5,20", 3.8, 5.2, ""),
        ("Hemoglobin", "HGB", "121", "g/l", "120 - 160", 120, 160, ""),
        ("Hematokrit", "HCT", "0,372", "", "0,350 - 0,470", 0.35, 0.47, ""),
        ("Střední objem erytrocytu", "MCV", "90,3", "fl", "82,0 - 98,0", 82, 98, ""),
        ("Střední množství Hb v ery", "MCH", "29,4", "pg", "28,0 - 34,0", 28, 34, ""),
        ("Střední koncentrace Hb v ery", "MCHC", "325", "g/l", "320 - 360", 320, 360, ""),
        ("Trombocyty", "PLT", "241", "10^9/l", "150 - 400", 150, 400, ""),
    ]),
    ("Biochemie - sérum", "blood", [
        ("Sodík", "NA", "139", "mmol/l", "137 - 146", 137, 146, ""),
        ("Draslík", "K", "4,2", "mmol/l", "3,8 - 5,0", 3.8, 5.0, ""),
        ("Chloridy", "CL", "102", "mmol/l", "97 - 108", 97, 108, ""),
        ("Urea", "UREA", "4,6", "mmol/l", "2,8 - 8,0", 2.8, 8.0, ""),
        ("Kreatinin", "CREA", "68", "µmol/l", "44 - 80", 44, 80, ""),
        ("Kyselina močová", "URIC_ACID", "261", "µmol/l", "143 - 339", 143, 339, ""),
        ("Bilirubin celkový", "BILI", "9,8", "µmol/l", "2,0 - 17,0", 2, 17, ""),
        ("ALT", "ALT", "0,68", "µkat/l", "0,10 - 0,55", 0.1, 0.55, "↑"),
        ("AST", "AST", "0,49", "µkat/l", "0,10 - 0,53", 0.1, 0.53, ""),
        ("GGT", "GGT", "0,71", "µkat/l", "0,14 - 0,68", 0.14, 0.68, "↑"),
        ("ALP", "ALP", "1,12", "µkat/l", "0,58 - 1,74", 0.58, 1.74, ""),
        ("Glukóza", "GLU", "5,4", "mmol/l", "3,9 - 5,6", 3.9, 5.6, ""),
        ("CRP", "CRP", "<5,0", "mg/l", "0,0 - 5,0", 0, 5, ""),
        ("TSH", "TSH", "2,15", "mIU/l", "0,27 - 4,20", 0.27, 4.2, ""),
        ("Vitamin D (25-OH)", None, "neprovedeno", "nmol/l", "75 - 250", None, None, ""),
    ]),
    ("Moč chemicky (diagnostický proužek)", "urine", [
        ("pH", "URINE_PH", "6,0", "", "5,0 - 6,5", 5, 6.5, ""),
        ("Hustota", "URINE_SG", "1,018", "", "1,005 - 1,030", 1.005, 1.03, ""),
        ("Bílkovina", "URINE_PROTEIN", "negativní", "", "negativní", None, None, ""),
        ("Glukóza", "URINE_GLUCOSE", "negativní", "", "negativní", None, None, ""),
        ("Ketony", "U_KET", "negativní", "", "negativní", None, None, ""),
        ("Krev", "U_ERY", "stopa", "", "negativní", None, None, "↑"),
        ("Leukocyty", "U_LEU", "negativní", "", "negativní", None, None, ""),
    ]),
]

FOOT = """KOVALČUK Olena, RČ 795223/0121 &nbsp; žádanka 2306070412 &nbsp; Výsledky uvolnil: RNDr. Petr Vaněk, Ph.D."""


def html():
    o = [f"<!doctype html><meta charset=utf-8><style>{CSS}</style><body>"]
    o.append("""<h2>Fakultní nemocnice Brno &ndash; Oddělení klinické biochemie</h2>
<div style='font-size:7.5pt'>Jihlavská 20, 625 00 Brno &nbsp; tel. 532 233 880 &nbsp; Akreditovaná zdravotnická laboratoř č. 8064 dle ČSN EN ISO 15189</div>
<div class=hd><div>Pacient: <b>KOVALČUK Olena</b><br>Rodné číslo: 795223/0121 &nbsp; Pohlaví: žena<br>Pojišťovna: 111 &nbsp; Bydliště: Kounicova 48, 602 00 Brno<br>Telefon: 777 412 908</div>
<div>Číslo žádanky: 2306070412<br>Datum odběru: 07.06.2023 07:40<br>Datum přijetí: 07.06.2023 08:15<br>Datum tisku: 08.06.2023 13:02<br>Odesílající: Interní klinika, amb. 3 &ndash; MUDr. Jana Procházková (IČP 72341066)</div></div>
""")
    for title, panel, rows in SECTIONS:
        o.append(f"<h3>{esc(title)}</h3><table><tr><th>Vyšetření / Referenční meze</th><th style='text-align:right'>Výsledek</th><th>Jednotka</th><th>Hodnocení</th><th></th></tr>")
        for label, code, v, unit, rng, lo, hi, flag in rows:
            pos = 30
            if flag == "↑":
                pos = 58
            bar = f"<span class=bar><i style='left:{pos}px'></i></span>" if lo is not None else ""
            o.append(f"<tr><td>{esc(label)}<span class=rm>{esc(rng)}</span></td><td class=v>{esc(v)}</td><td>{esc(unit)}</td><td class=h>{flag}</td><td>{bar}</td></tr>")
            if code is None:
                X(DOC, label, f"{label} neprovedeno {unit} (ref. {rng})", "'neprovedeno' = not performed: no result")
                continue
            qual = lo is None and hi is None
            R(DOC, label, code, v, unit or None, rng, lo, hi, bool(flag), D, panel=panel,
              rtext=rng if qual else None, printed=[label, rng, v, unit, flag])
        o.append("</table>")
    o.append("<p style='font-size:7.5pt'>Poznámka: Vitamin D neprovedeno &ndash; hemolytický vzorek. Hodnocení: ↑ nad, ↓ pod referenčními mezemi.</p></body>")
    head, body = o[0], "\n".join(o[1:]).replace("</body>", "")
    return head + paged(body, FOOT) + "</body>"
