"""Doc 7: a Slovak landscape cumulative report: five collection dates as columns (oldest first), unit and
reference range before the date columns, flags 'H'/'L' after values, empty cells, one censored CRP."""
from common import R, esc

DOC = "Kumulativny_prehlad_UNB_2024.pdf"
DATES = ["12.01.2024", "03.04.2024", "28.06.2024", "19.09.2024", "11.12.2024"]
CSS = """
body{font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-size:8.5pt;margin:0}
@page{size:A4 landscape;margin:10mm 12mm}
.hd{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:3px}
table{width:100%;border-collapse:collapse;margin-top:6px}
th{border-bottom:1px solid #000;border-top:1px solid #000;text-align:left;padding:2px;font-size:8pt}
td{padding:1.5px 3px;border-bottom:1px dotted #bbb}
td.d{text-align:right;width:80px}
td.g{font-weight:bold;padding-top:5px;border-bottom:none}
.foot{position:fixed;bottom:0;width:100%;font-size:7pt;border-top:1px solid #999}
"""

# name, code, unit, range text, lo, hi, five values ('' = not measured); a value may end in ' H' / ' L'
ROWS = [
    ("Biochémia", None),
    ("Glukóza", "GLU", "mmol/l", "3,9 - 5,6", 3.9, 5.6, ["5,9 H", "", "5,7 H", "5,5", "5,8 H"]),
    ("HbA1c (IFCC)", "HBA1C", "mmol/mol", "20 - 42", 20, 42, ["41", "", "43 H", "", "42"]),
    ("Kreatinín", "CREA", "µmol/l", "45 - 84", 45, 84, ["66", "70", "", "68", "71"]),
    ("ALT", "ALT", "µkat/l", "0,10 - 0,58", 0.1, 0.58, ["0,52", "0,61 H", "", "0,49", "0,55"]),
    ("CRP", "CRP", "mg/l", "0,0 - 5,0", 0, 5, ["<0,5", "7,4 H", "1,2", "", "<0,5"]),
    ("Lipidy", None),
    ("Cholesterol celkový", "CHOL", "mmol/l", "< 5,2", None, 5.2, ["5,9 H", "", "5,4 H", "", "5,0"]),
    ("LDL cholesterol", "LDL", "mmol/l", "< 3,0", None, 3.0, ["3,8 H", "", "3,4 H", "", "2,9"]),
    ("HDL cholesterol", "HDL", "mmol/l", "> 1,2", 1.2, None, ["1,55", "", "1,49", "", "1,61"]),
    ("Triacylglyceroly", "TG", "mmol/l", "< 1,7", None, 1.7, ["1,21", "", "1,05", "", "0,98"]),
    ("Štítna žľaza", None),
    ("TSH", "TSH", "mIU/l", "0,27 - 4,20", 0.27, 4.2, ["2,9", "", "3,4", "", "4,6 H"]),
    ("fT4", "FT4", "pmol/l", "12,0 - 22,0", 12, 22, ["14,8", "", "13,9", "", "12,4"]),
    ("Hematológia", None),
    ("Hemoglobín", "HGB", "g/l", "120 - 160", 120, 160, ["124", "119 L", "127", "131", "133"]),
    ("Feritín", "FERR", "µg/l", "13 - 150", 13, 150, ["19", "16", "", "38", "44"]),
]


def html():
    o = [f"<!doctype html><meta charset=utf-8><style>{CSS}</style><body>"]
    o.append("""<div class=hd><div><b>Univerzitná nemocnica Bratislava &ndash; Nemocnica Ružinov</b><br>Oddelenie laboratórnej medicíny, Ružinovská 6, 826 06 Bratislava</div>
<div style='text-align:right'><b>KUMULATÍVNY PREHĽAD VÝSLEDKOV</b><br>obdobie 01.01.2024 &ndash; 31.12.2024 &nbsp; vytlačené 07.01.2025</div></div>
<div style='margin-top:4px'>Pacient: <b>Kovalchuk Olena</b> &nbsp; RČ/BIČ: 795223/7700 &nbsp; dátum nar.: 23.02.1979 &nbsp; poisťovňa: 25 (VšZP) &nbsp; bydlisko: Mlynské nivy 73, 821 05 Bratislava<br>
Ošetrujúci lekár: MUDr. Michal Hrnčiar, ambulancia vnútorného lekárstva (kód 4-62517-018) &nbsp; dátumy v stĺpcoch = dátum odberu</div>
<div class=foot>Kovalchuk Olena, 795223/7700 &nbsp; Kumulatívny prehľad &nbsp; Strana 1 z 1 &nbsp; Validoval: Ing. Zuzana Kollárová</div>""")
    o.append("<table><tr><th>Vyšetrenie</th><th>Jednotka</th><th>Ref. rozsah</th>" + "".join(f"<th style='text-align:right'>{d}</th>" for d in DATES) + "</tr>")
    for e in ROWS:
        if e[1] is None:
            o.append(f"<tr><td class=g colspan=8>{esc(e[0])}</td></tr>")
            continue
        label, code, unit, rng, lo, hi, vals = e
        o.append(f"<tr><td>{esc(label)}</td><td>{esc(unit)}</td><td>{esc(rng)}</td>" + "".join(f"<td class=d>{esc(v)}</td>" for v in vals) + "</tr>")
        for d, v in zip(DATES, vals):
            if not v:
                continue
            flag = v.endswith((" H", " L"))
            val = v[:-2] if flag else v
            iso = "-".join(reversed(d.split(".")))
            alt = ["HBA1C_IFCC"] if code == "HBA1C" else None
            R(DOC, label, code, val, unit, rng, lo, hi, flag, iso, alt=alt, printed=[label, unit, rng, d, v])
    o.append("</table><p style='font-size:7.5pt'>H / L &ndash; hodnota nad / pod referenčným rozsahom. Prázdne pole &ndash; vyšetrenie nebolo požadované.</p></body>")
    return "\n".join(o)
