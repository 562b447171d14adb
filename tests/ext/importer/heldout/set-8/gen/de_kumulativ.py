"""D2: German hospital 'Kumulativer Laborbefund' in landscape: three collection times as columns (oldest first),
flags 'H'/'L' beside the value, empty cells where a test was not ordered, a 'Vorwert' of an earlier stay in its
own column, a table broken over pages with the header repeated, and the patient's identity in every footer."""
from common import esc, exclude, row

DOC = "Kumulativbefund_KSL_Fall_2601140087.pdf"
COLS = [("14.01.2026", "07:12", "2026-01-14"), ("16.01.2026", "06:40", "2026-01-16"),
        ("19.01.2026", "06:55", "2026-01-19")]
VORWERT_DATE = "2025-09-02"

# label, unit, range, code, [3 cells "value[ flag]" or ""], vorwert
ROWS = [
    ("Klinische Chemie", None),
    ("Natrium", "mmol/l", "136 - 145", "NA", ["133 L", "137", "139"], "140"),
    ("Kalium", "mmol/l", "3,5 - 5,1", "K", ["3,3 L", "3,9", "4,2"], "4,4"),
    ("Calcium", "mmol/l", "2,15 - 2,55", "CA", ["2,21", "", "2,30"], ""),
    ("Kreatinin", "mg/dl", "0,51 - 0,95", "CREA", ["1,12 H", "0,98 H", "0,87"], "0,81"),
    ("eGFR (CKD-EPI)", "ml/min/1,73m²", "> 60", "EGFR", ["60", "70", "80"], ""),
    ("Harnstoff", "mg/dl", "17 - 43", "UREA", ["48 H", "39", "31"], ""),
    ("Harnsäure", "mg/dl", "2,4 - 5,7", "URIC_ACID", ["", "5,1", ""], ""),
    ("C-reaktives Protein", "mg/l", "< 5,0", "CRP", ["86,4 H", "41,2 H", "9,7 H"], "1,2"),
    ("Procalcitonin", "ng/ml", "< 0,50", "PCT", ["0,62 H", "0,21", ""], ""),
    ("Bilirubin gesamt", "mg/dl", "< 1,2", "BILI", ["0,9", "", "0,6"], ""),
    ("GOT (AST)", "U/l", "< 35", "AST", ["41 H", "33", "27"], "24"),
    ("GPT (ALT)", "U/l", "< 35", "ALT", ["38 H", "36 H", "29"], "21"),
    ("Gamma-GT", "U/l", "< 40", "GGT", ["52 H", "", "44 H"], ""),
    ("Alkalische Phosphatase", "U/l", "35 - 105", "ALP", ["98", "", "91"], ""),
    ("LDH", "U/l", "< 247", "LDH", ["262 H", "", "219"], ""),
    ("Albumin", "g/dl", "3,5 - 5,2", "ALBUMIN", ["3,3 L", "", "3,6"], ""),
    ("Hämatologie", None),
    ("Leukozyten", "Tsd/µl", "3,9 - 10,2", "WBC", ["14,8 H", "11,3 H", "8,1"], "6,4"),
    ("Erythrozyten", "Mio/µl", "3,9 - 5,2", "RBC", ["4,05", "3,81 L", "3,92"], ""),
    ("Hämoglobin", "g/dl", "12,0 - 15,4", "HGB", ["12,1", "11,5 L", "11,8 L"], "12,6"),
    ("Hämatokrit", "%", "35,5 - 45,0", "HCT", ["36,2", "34,8 L", "35,6"], ""),
    ("Thrombozyten", "Tsd/µl", "146 - 328", "PLT", ["402 H", "356 H", "318"], "291"),
    ("Gerinnung", None),
    ("INR", "", "0,85 - 1,15", "INR", ["1,08", "", "1,02"], ""),
    ("aPTT", "s", "25,1 - 36,5", "APTT", ["31,4", "", "29,9"], ""),
    ("Fibrinogen", "mg/dl", "210 - 400", "FIBRINOGEN", ["588 H", "", "455 H"], ""),
]


def build():
    trs = []
    for r in ROWS:
        if r[1] is None:
            trs.append(f'<tr class="sec"><td colspan="8">{esc(r[0])}</td></tr>')
            continue
        label, unit, rng, code, cells, vor = r
        tds = []
        for (d, t, iso), cell in zip(COLS, cells):
            if cell:
                val, _, flag = cell.partition(" ")
                row(DOC, iso, label, val, unit, rng, code, flag != "",
                    printed={"label": label, "unit": unit, "range": rng, "column": f"{d} {t}", "cell": cell})
                tds.append(f'<td class="v">{val}<span class="f">{flag}</span></td>')
            else:
                tds.append('<td class="v"></td>')
        if vor:
            exclude(DOC, label, f"Vorwert {vor} {unit} (02.09.2025)",
                    "a value of an earlier stay in the 'Vorwert' column, with its own date in the header",
                    tolerated={"code": code, "date": VORWERT_DATE, "value": float(vor.replace(",", ".")),
                               "comparator": None, "unit": unit or None})
        trs.append(f'<tr><td>{esc(label)}</td><td>{esc(unit)}</td><td>{esc(rng)}</td>{"".join(tds)}'
                   f'<td class="vw">{vor}</td></tr>')
    head = "".join(f"<th>{d}<br>{t}</th>" for d, t, _ in COLS)
    return f"""<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@page {{ size: A4 landscape; margin: 14mm 14mm 22mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; }}
table.k {{ width: 100%; border-collapse: collapse; }}
table.k th {{ border-bottom: 1.5px solid #000; text-align: left; font-size: 8.5pt; padding: 2px 4px; }}
table.k td {{ padding: 3px 4px; border-bottom: 1px solid #ddd; }}
td.v {{ text-align: right; width: 11%; }} td.vw {{ color: #666; text-align: right; }}
.f {{ font-weight: bold; margin-left: 4px; }}
tr.sec td {{ font-weight: bold; background: #eee; padding-top: 6px; }}
tr {{ break-inside: avoid; }}
.foot {{ position: fixed; bottom: -14mm; left: 0; right: 0; font-size: 7.5pt; border-top: 1px solid #000; }}
.hdr td {{ padding-right: 20px; vertical-align: top; }}
</style></head><body>
<div class="foot">Wilczynska, Marta * 14.06.1979 &nbsp; | &nbsp; Fall-Nr. 2601140087 &nbsp; | &nbsp; Station 4B Innere Medizin &nbsp; | &nbsp;
Klinikum St. Leonhard Regensburg, Institut für Laboratoriumsmedizin, Leonhardstr. 12, 93047 Regensburg &nbsp; | &nbsp; gedruckt 20.01.2026 08:03</div>
<table class="hdr"><tr><td><b style="font-size:13pt">Klinikum St. Leonhard Regensburg</b><br>Institut für Laboratoriumsmedizin<br>
Leitung: Prof. Dr. med. Hartmut Lindqvist<br>Tel. 0941 / 388-4100</td>
<td><b style="font-size:12pt">Kumulativer Laborbefund</b><br>Zeitraum 14.01.2026 – 19.01.2026<br>Einsender: Station 4B, Dr. med. Sabine Fürstenau</td>
<td>Patientin: <b>Wilczynska, Marta</b><br>geb. 14.06.1979, weiblich<br>Fall-Nr.: 2601140087 &nbsp; Pat.-Nr.: 00817733<br>
Anschrift: Lipowa 17/4, PL-30-215 Kraków</td></tr></table>
<table class="k"><thead><tr><th>Parameter</th><th>Einheit</th><th>Referenzbereich</th>{head}<th>Vorwert<br>02.09.2025</th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<p style="font-size:8pt">H = über, L = unter dem Referenzbereich. Die Spalten zeigen den Zeitpunkt der Probenentnahme. Vorwert: letzter Wert des
vorigen Aufenthalts (ambulant, 02.09.2025). Leere Felder: nicht angefordert.<br>
Technisch freigegeben: Melanie Hochreiter (MTL); medizinisch validiert: Dr. med. Tobias Engelhardt, 19.01.2026 11:48</p>
</body></html>"""
