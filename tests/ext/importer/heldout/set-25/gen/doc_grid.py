"""A page printed to PDF from the person's spreadsheet with gridlines and row/column headings on
(Polish, as Calc or Excel prints them): the sheet name as page header, "Strona 1 z 1" as footer,
column letters over the grid and row numbers beside it, dates as column heads (dd.mm.yyyy and one
"18 gru 2020"), decimal commas, a unit and range column, a cell too narrow for its number printed
as "###", a note in a cell to the right of the grid and a merged title cell. Rendered from HTML
with Chromium (text layer)."""

import os
import subprocess
import tempfile

from common import DOCS_DIR, R, X, write

NAME = "Arkusz_morfologia_2020_wydruk.pdf"

DATES = [("14.09.2020", "2020-09-14"), ("18 gru 2020", "2020-12-18")]
ROWS = [  # label, code, unit, norma, lo, hi, values (text)
    ("Leukocyty (WBC)", "WBC", "tys/µl", "4,0-10,0", 4.0, 10.0, ["6,12", "5,48"]),
    ("Erytrocyty (RBC)", "RBC", "mln/µl", "3,8-5,2", 3.8, 5.2, ["4,08", "4,22"]),
    ("Hemoglobina", "HGB", "g/dl", "12,0-16,0", 12.0, 16.0, ["11,2", "12,3"]),
    ("Hematokryt", "HCT", "%", "37-47", 37, 47, ["34,9", "37,8"]),
    ("MCV", "MCV", "fl", "80-97", 80, 97, ["78,1", "81,4"]),
    ("Płytki krwi (PLT)", "PLT", "tys/µl", "150-400", 150, 400, ["287", "###"]),
    ("Ferrytyna", "FERR", "ng/ml", "13-150", 13, 150, ["7,9", "19,6"]),
    ("OB", "OB", "mm/h", "<12", None, 12, ["8", "6"]),
]


def html():
    letters = "ABCDEFG"
    th = "".join(f"<th class=h>{c}</th>" for c in letters)
    out = [f"<tr><th class=h></th>{th}</tr>"]
    r = 1

    def row(cells):
        nonlocal r
        tds = "".join(f"<td class='{c[1] if isinstance(c, tuple) else ''}'>{c[0] if isinstance(c, tuple) else c}</td>" for c in cells)
        out.append(f"<tr><th class=h>{r}</th>{tds}</tr>")
        r += 1

    out.append(f"<tr><th class=h>1</th><td colspan=5 class=t>Morfologia + ferrytyna 2020 (Diagnostyka, Poznań)</td><td></td><td></td></tr>")
    r = 2
    row(["", "", "", "", "", "", ""])
    row([("Badanie", "b"), ("Jedn.", "b"), ("Norma", "b")] + [(d, "b r") for d, _ in DATES] + ["", ""])
    for label, code, unit, norma, lo, hi, vals in ROWS:
        note = "po kuracji żelazem" if code == "FERR" else ("kolumna za wąska" if "###" in vals else "")
        row([label, unit, norma] + [(v, "r") for v in vals] + ["", note])
    row(["", "", "", "", "", "", ""])
    return f"""<!doctype html><html><head><meta charset=utf-8><style>
@page {{ size: A4 landscape; margin: 14mm 12mm; }}
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; }}
.ph {{ text-align:center; font-size:9pt; margin-bottom:6mm; }}
.pf {{ text-align:center; font-size:9pt; margin-top:8mm; }}
table {{ border-collapse: collapse; }}
td, th {{ border: 0.5px solid #9a9a9a; padding: 1px 4px; height: 16px; }}
th.h {{ background: #e8e8e8; font-weight: normal; color:#333; text-align:center; min-width:22px; }}
td {{ min-width: 60px; }}
td:nth-child(2) {{ width: 150px; }}
td.r {{ text-align:right; }} td.b {{ font-weight:bold; }} td.t {{ font-weight:bold; font-size:12pt; }}
</style></head><body><div class=ph>Arkusz1</div><table>{''.join(out)}</table>
<div class=pf>Strona 1 z 1</div></body></html>"""


def make():
    tmp = tempfile.mkdtemp(prefix="b25grid")
    src = os.path.join(tmp, "grid.html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html())
    pdf = os.path.join(tmp, "out.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp}/ud", f"--print-to-pdf={pdf}", "--no-pdf-header-footer",
                    src], check=True, capture_output=True)
    with open(pdf, "rb") as f:
        data = f.read()
    write(NAME, data,
          "A page printed to PDF from the person's spreadsheet with gridlines and headings (Polish, landscape): sheet name as page header, 'Strona 1 z 1' footer, column letters A-G over the grid, row numbers beside it, a merged title cell, dates as column heads (one '18 gru 2020'), decimal commas, unit and range columns, a '###' cell too narrow for its number, notes in a cell right of the grid")
    for label, code, unit, norma, lo, hi, vals in ROWS:
        for (shown, iso), v in zip(DATES, vals):
            if v == "###":
                X(NAME, label, "###", "the number did not fit its cell and was printed as ###")
                continue
            x = float(v.replace(",", ".")) if "," in v else int(v)
            abn = (lo is not None and x < lo) or (hi is not None and x > hi)
            R(NAME, label, code, iso, x, unit, lo, hi, abn=abn, range_printed=norma,
              printed=[label, v, unit, norma, shown])
