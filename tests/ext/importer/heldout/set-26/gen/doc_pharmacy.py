# D5: a pharmacy's point-of-care test slip (thermal printer, 80 mm) with a lipid strip, glucose and
# HbA1c, photographed with a phone on a table: a JPEG with perspective, a slight turn, uneven light
# and grain. Short codes (CHOL, TRIG, HbA1c), "mg/dL", arrows, a ratio that is no marker.
import subprocess
from common import *

NAME = "apteka_pomiar_lipidy_zdjecie.jpg"
DATE = "2025-06-17"

LINES = [
    ("CHOL", "CHOL", "221", "mg/dL", "< 190", "↑"),
    ("HDL", "HDL", "38", "mg/dL", "> 40", "↓"),
    ("TRIG", "TG", "187", "mg/dL", "< 150", "↑"),
    ("LDL (wyliczony)", "LDL", "146", "mg/dL", "< 115", "↑"),
    ("GLU", "GLU", "104", "mg/dL", "70 - 99", "↑"),
]


def build():
    rows = []
    for label, code, val, unit, rng, flag in LINES:
        rows.append(f"<tr><td>{label}</td><td class=r>{val}</td><td>{unit}</td><td>{flag}</td></tr><tr><td colspan=4 class=n>norma {rng}</td></tr>")
        row(NAME, label, code, DATE, val, unit, rng, flag)
    row(NAME, "HbA1c", "HBA1C", DATE, "5,9", "%", "4,0 - 5,6", "↑")
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: 80mm 205mm; margin: 4mm 4mm; }}
body {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 9.6pt; color:#222; }}
.c {{ text-align:center; }}
table {{ width:100%; border-collapse: collapse; }}
td {{ padding: 0 1px; }} td.r {{ text-align:right; font-weight:bold; }}
td.n {{ font-size: 8pt; padding-left: 10px; padding-bottom: 3px; }}
hr {{ border:0; border-top: 1px dashed #333; }}
</style></head><body>
<div class="c"><b>APTEKA „POD ŁABĘDZIEM”</b><br>ul. Lwowska 88, 35-301 Rzeszów<br>NIP 813-371-22-09<br>tel. 17 858 21 47</div>
<hr>
<div class="c"><b>POMIAR W APTECE</b><br>profil lipidowy + glukoza</div>
Data: 17.06.2025 08:12<br>
Pacjent: T. Przybyłowicz<br>
Na czczo: TAK<br>
Aparat: LipoCheck Pro<br>SN 21-0447, pasek L2506-118
<hr>
<table>{''.join(rows)}</table>
<hr>
TC/HDL ........ 5,8<br>
<hr>
Aparat: A1C Quick, kaseta 44A19<br>
<table><tr><td>HbA1c</td><td class=r>5,9</td><td>%</td><td>↑</td></tr><tr><td colspan=4 class=n>norma 4,0 - 5,6</td></tr></table>
<hr>
<div style="font-size:8pt">Wynik orientacyjny z krwi włośniczkowej. Nie zastępuje badania laboratoryjnego. Wynik nieprawidłowy – skonsultuj się z lekarzem.</div>
<hr>
<div class="c">Wykonał: mgr farm. Justyna Kmiecik-Ruda<br>Dziękujemy!<br>Paragon nr 4417/06/2025</div>
</body></html>"""
    pdf = os.path.join(BUILD, "pharmacy.pdf")
    chromium_pdf(html, pdf)
    png = os.path.join(BUILD, "pharmacy")
    subprocess.run(["pdftoppm", "-r", "220", "-png", "-singlefile", pdf, png], check=True)
    out = os.path.join(DOCS, NAME)
    # paper on a darker table, a slight perspective and turn, a light gradient, grain, JPEG
    subprocess.run([
        "convert", png + ".png", "-bordercolor", "#f4f1ea", "-border", "20",
        "-background", "#6b5a48", "-gravity", "center", "-extent", "130%x112%",
        "-virtual-pixel", "background", "-distort", "Perspective",
        "0,0 30,18  %[fx:w],0 %[fx:w-12],0  0,%[fx:h] 0,%[fx:h]  %[fx:w],%[fx:h] %[fx:w-34],%[fx:h-10]",
        "-rotate", "-2.2",
        "(", "+clone", "-sparse-color", "Barycentric", "0,0 gray(92%) %[fx:w],%[fx:h] gray(100%)", ")",
        "-compose", "multiply", "-composite",
        "-attenuate", "0.35", "+noise", "Gaussian", "-blur", "0x0.6",
        "-resize", "80%", "-quality", "83", out,
    ], check=True)
