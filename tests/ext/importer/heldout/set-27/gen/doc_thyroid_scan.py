"""D7: a hormones/thyroid report with results beyond the measuring range ("<0,005", ">100,0", anti-TPO "<9")
and comments ("Wynik zweryfikowano", "Próbka lipemiczna"), printed, then scanned to an image-only PDF
(Chromium -> pdftoppm -> ImageMagick: slight skew, noise, grey paper -> pdf-lib as the scanner's PDF)."""
import os, subprocess, tempfile, shutil
from common import P2, DOCTORS, STAFF, row, chromium, esc, node

DOC = "skan_hormony_tarczyca_Ptaszynski_2025.pdf"
DATE = "2025-07-08"

# label, code, value, unit, range, flag, comment
ROWS = [
    ("TSH", "TSH", "<0,005", "µIU/ml", "0,270 - 4,200", "L", "Wynik zweryfikowano."),
    ("FT4 (wolna tyroksyna)", "FT4", ">100,0", "pmol/l", "12,0 - 22,0", "H", "Wynik powyżej zakresu pomiarowego metody. Wynik zweryfikowano."),
    ("FT3 (wolna trijodotyronina)", "FT3", "31,4", "pmol/l", "3,1 - 6,8", "H", ""),
    ("Anty-TPO", "ANTY_TPO", "<9", "IU/ml", "< 34", "", ""),
    ("Anty-TG", "ANTY_TG", "18,2", "IU/ml", "< 115", "", ""),
    ("TRAb", "ANTY_TSHR", "<0,80", "IU/l", "< 1,75", "", ""),
    ("Kortyzol (godz. 8:00)", "CORTISOL", "18,4", "µg/dl", "6,2 - 19,4", "", ""),
    ("Prolaktyna", "PRL", "9,8", "ng/ml", "4,04 - 15,2", "", ""),
    ("Parathormon (PTH)", "PTH", "71,3", "pg/ml", "15,0 - 65,0", "H", ""),
    ("Witamina D 25(OH)", "VIT_D", "24,6", "ng/ml", "30 - 50", "L", ""),
    ("Triglicerydy", "TG", "412", "mg/dl", "< 150", "H", "Próbka lipemiczna."),
    ("Testosteron", "TESTOSTERONE", "3,92", "ng/ml", "2,49 - 8,36", "", ""),
]


def build():
    rows, trs = [], []
    for label, code, val, unit, rng, flag, com in ROWS:
        trs.append(f'<tr><td>{esc(label)}</td><td class="v">{esc(val)}</td><td class="f">{flag}</td><td>{esc(unit)}</td>'
                   f'<td>{esc(rng)}</td></tr>')
        if com:
            trs.append(f'<tr class="c"><td colspan="5">&nbsp;&nbsp;Komentarz: {esc(com)}</td></tr>')
        rows.append(row(DOC, DATE, label, code, val, unit, rng, flag))
    p = P2
    doc, npwz = DOCTORS["labecki"]
    st, krdl = STAFF["olejnik"]
    html = f"""<html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:16mm 16mm}}body{{font-family:'Liberation Serif';font-size:12px}}
h1{{font-size:16px;margin:0}}table{{border-collapse:collapse;width:100%;margin-top:10px}}th,td{{border-bottom:1px solid #999;padding:4px 5px;text-align:left}}
.v{{font-weight:bold}}.f{{font-weight:bold}}tr.c td{{font-style:italic;font-size:10.5px;border-bottom:1px dotted #999}}.hd{{display:flex;justify-content:space-between}}
</style></head><body>
<div class="hd"><div><h1>Laboratorium Endokrynologiczne „Hormonika”</h1>ul. Grunwaldzka 186, 60-166 Poznań · tel. 61 867 30 04</div><div style="text-align:right">Nr księgi: H/2025/07/1193<br>Strona 1/1</div></div>
<hr>
<table style="margin-top:0"><tr><td style="border:0">Pacjent: <b>{p['last']} {p['first']}</b><br>PESEL: {p['pesel']} &nbsp; Wiek: 73 lata &nbsp; Płeć: M<br>Adres: {p['street']}, {p['city']}</td>
<td style="border:0">Data pobrania: <b>08.07.2025</b> godz. 07:35<br>Data przyjęcia: 08.07.2025 09:10<br>Data wykonania: 08.07.2025 – 09.07.2025<br>Skierowanie: {doc}</td></tr></table>
<h1 style="font-size:13px;margin-top:8px">WYNIKI BADAŃ HORMONALNYCH</h1>
<table><tr><th>Badanie</th><th>Wynik</th><th></th><th>Jednostka</th><th>Wartości referencyjne</th></tr>{''.join(trs)}</table>
<p style="font-size:10.5px">Uwagi: pacjent przyjmuje amiodaron (informacja ze skierowania). Oznaczenia hormonów tarczycy: ECLIA, Cobas e411.<br>
Wynik autoryzował: {st}, specjalista laboratoryjnej diagnostyki medycznej, KRDL {krdl}, 09.07.2025.</p>
<p style="font-size:10px;margin-top:30px">Pieczątka i podpis: ........................................</p>
</body></html>"""
    return html, rows


def make(out):
    html, rows = build()
    d = tempfile.mkdtemp()
    pdf = os.path.join(d, "clean.pdf")
    chromium(html, pdf)
    subprocess.run(["pdftoppm", "-r", "150", "-gray", "-png", pdf, os.path.join(d, "p")], check=True)
    pages = sorted(f for f in os.listdir(d) if f.startswith("p") and f.endswith(".png"))
    outs = []
    for i, f in enumerate(pages):
        o = os.path.join(d, f"s{i}.jpg")
        subprocess.run(["convert", os.path.join(d, f), "-background", "#f2f0ea", "-rotate", "0.9",
                        "-attenuate", "0.35", "+noise", "Gaussian", "-blur", "0x0.5",
                        "-level", "8%,92%", "-fill", "#ebe8df", "-colorize", "6%", "-quality", "72", o],
                       check=True)
        outs.append(o)
    node("scan_to_pdf.cjs", {"pages": outs}, out)
    shutil.rmtree(d, ignore_errors=True)
    return rows, []
