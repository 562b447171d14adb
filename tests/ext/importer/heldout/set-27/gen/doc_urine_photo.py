"""D8: a child's urinalysis with the sediment in its own table ("Osad moczu": pojedyncze, liczne,
"0-2 wpw"), photographed on a table with a phone (Chromium -> pdftoppm -> ImageMagick perspective,
uneven light, JPEG)."""
import os, subprocess, tempfile, shutil
from common import P3, DOCTORS, STAFF, row, chromium, esc

DOC = "IMG_20251014_173208.jpg"
DATE = "2025-10-14"

# label, code, value, unit, norm, flag, new_label
CHEM = [
    ("Barwa", "U_COLOR", "żółta", "", "słomkowa, żółta", "", None),
    ("Przejrzystość", "U_CLARITY", "lekko mętny", "", "przejrzysty", "*", None),
    ("Ciężar właściwy", "URINE_SG", "1,024", "", "1,015 - 1,030", "", None),
    ("pH", "URINE_PH", "6,0", "", "5,0 - 7,0", "", None),
    ("Białko", "URINE_PROTEIN", "ślad", "", "nieobecne", "*", None),
    ("Glukoza", "URINE_GLUCOSE", "nieobecna", "", "nieobecna", "", None),
    ("Ciała ketonowe", "U_KET", "nieobecne", "", "nieobecne", "", None),
    ("Bilirubina", "U_BIL", "nieobecna", "", "nieobecna", "", None),
    ("Urobilinogen", "U_UBG", "0,2", "mg/dl", "< 1,0", "", None),
    ("Azotyny", "U_NIT", "obecne", "", "nieobecne", "*", None),
    ("Leukocyty", "U_LEU", "75", "leu/µl", "< 10", "*", None),
    ("Erytrocyty", "U_ERY", "nieobecne", "", "nieobecne", "", None),
]
SED = [
    ("Leukocyty", "U_SED_LEU", "10-15", "wpw", "0 - 5", "*", None),
    ("Erytrocyty świeże", "U_SED_ERY", "0-2", "wpw", "0 - 2", "", None),
    ("Nabłonki płaskie", "U_EPI", "pojedyncze", "", "pojedyncze", "", None),
    ("Nabłonki okrągłe", "U_EPI_ROUND", "nie stwierdzono", "", "nie stwierdzono", "", "Nabłonki okrągłe w osadzie moczu"),
    ("Bakterie", "U_BACT", "liczne", "", "nieliczne", "*", None),
    ("Śluz", "U_MUCUS", "pasma nieliczne", "", "—", "", None),
    ("Kryształy", "U_CRYST", "nie stwierdzono", "", "—", "", None),
    ("Wałeczki", "U_CASTS", "nie stwierdzono", "", "nie stwierdzono", "", None),
]


def build():
    rows = []

    def tab(lst, title):
        trs = []
        for label, code, val, unit, norm, flag, nl in lst:
            trs.append(f"<tr><td>{esc(label)}</td><td class='v'>{esc(val)} {flag}</td><td>{unit}</td><td>{esc(norm)}</td></tr>")
            r = row(DOC, DATE, label, code, val, unit, norm if norm != "—" else "", flag, panel="urine", new_label=nl,
                    printed=[label, val, flag, unit, norm])
            rows.append(r)
        return (f"<h3>{title}</h3><table><tr><th>Oznaczenie</th><th>Wynik</th><th>Jedn.</th><th>Norma</th></tr>"
                + "".join(trs) + "</table>")
    p = P3
    doc, _ = DOCTORS["sienk"]
    st, krdl = STAFF["koltun"]
    html = f"""<html><head><meta charset="utf-8"><style>
@page{{size:A5;margin:9mm}}body{{font-family:'DejaVu Sans';font-size:9px}}h2{{font-size:12px;margin:4px 0;text-align:center}}
h3{{font-size:10px;margin:6px 0 2px;border-bottom:1px solid #000}}table{{width:100%;border-collapse:collapse}}
th{{text-align:left;font-size:8.5px;border-bottom:1px solid #555}}td{{padding:1px 3px;border-bottom:1px dotted #bbb}}.v{{font-weight:bold}}
</style></head><body>
<div style="display:flex;justify-content:space-between"><div><b style="font-size:12px">SYNEVIA</b> diagnostyka laboratoryjna<br>Punkt pobrań Luboń, ul. Żabikowska 2</div>
<div style="text-align:right">Kod: SYN 2510 1400 3318<br>Str. 1/1</div></div>
<div style="margin-top:4px">Pacjent: <b>{p['last'].upper()} {p['first'].upper()}</b>, ur. {p['born']}, PESEL {p['pesel']}<br>
Materiał: mocz – porcja środkowa, poranna · Pobrano: <b>14.10.2025 07:40</b> · Dostarczono: 14.10.2025 08:25<br>Zlecający: {doc}</div>
<h2>BADANIE OGÓLNE MOCZU</h2>
{tab(CHEM, "Właściwości fizyczne i chemiczne (analizator paskowy)")}
{tab(SED, "Osad moczu (mikroskopowo, wpw – w polu widzenia)")}
<p>* wynik poza wartościami prawidłowymi. Komentarz: zalecany posiew moczu.<br>Autoryzował: {st}, KRDL {krdl}, 14.10.2025 12:11</p>
</body></html>"""
    return html, rows


def make(out):
    html, rows = build()
    d = tempfile.mkdtemp()
    pdf = os.path.join(d, "clean.pdf")
    chromium(html, pdf)
    subprocess.run(["pdftoppm", "-r", "190", "-png", "-singlefile", pdf, os.path.join(d, "p")], check=True)
    src = os.path.join(d, "p.png")
    w, h = [int(x) for x in subprocess.run(["identify", "-format", "%w %h", src], capture_output=True,
                                           text=True, check=True).stdout.split()]
    # the sheet lies on a wooden-ish table; phone held a little tilted
    subprocess.run(["convert", src, "-bordercolor", "#7a5a3a", "-border", "60",
                    "-virtual-pixel", "background", "-background", "#7a5a3a",
                    "-distort", "Perspective",
                    f"0,0 40,70  {w + 120},0 {w + 60},20  0,{h + 120} 10,{h + 100}  {w + 120},{h + 120} {w + 90},{h + 130}",
                    "(", "+clone", "-sparse-color", "Barycentric", f"0,0 white  {w},{h} gray70", ")",
                    "-compose", "Multiply", "-composite", "-rotate", "-2.2", "-blur", "0x0.7",
                    "-attenuate", "0.3", "+noise", "Gaussian", "-resize", "88%", "-quality", "74", out], check=True)
    shutil.rmtree(d, ignore_errors=True)
    return rows, []
