#!/usr/bin/env python3
"""Builds set-17's documents into ../docs and the truth into ../truth.json (python3 make.py from gen/).

Needs chromium, pdftoppm, ImageMagick's convert, and deno (for the workbook, gen/xlsx.ts)."""
import hashlib
import html
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from data import *  # noqa

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "..", "docs")
TMP = tempfile.mkdtemp(prefix="set17-")
e = html.escape

N_PHOTO = "IMG_20250614_081512.jpg"
N_SCAN = "skenovani_vysledky_MEDILAB.pdf"
N_FAX = "Fax_an_Praxis_Wendt_07032025.tif"
N_SHOT = "Screenshot_20240823-201455.png"
N_LETTER = "VMC_results_letter_T_Melnychuk.pdf"
N_SK = "BIOLAB_Zilina_vysledky_kopia.pdf"
N_FHIR = "Klinikum_Elbtal_Befunde_FHIR.json"
N_XLSX = "wyniki_eksport_portal_pacjenta.xlsx"


def run(*cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def chrome_pdf(html_text, out):
    src = os.path.join(TMP, os.path.basename(out) + ".html")
    open(src, "w", encoding="utf-8").write(html_text)
    run("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={tempfile.mkdtemp()}", f"--print-to-pdf={out}", "--no-pdf-header-footer", src)


def chrome_png(html_text, out, w, h, scale=2):
    src = os.path.join(TMP, os.path.basename(out) + ".html")
    open(src, "w", encoding="utf-8").write(html_text)
    run("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={tempfile.mkdtemp()}", f"--screenshot={out}", f"--window-size={w},{h}",
        f"--force-device-scale-factor={scale}", src)


def table(rows, cols, widths=None):
    head = "".join(f"<th>{e(c)}</th>" for c in cols)
    body = ""
    for r in rows:
        if isinstance(r, str):
            body += f'<tr class="sec"><td colspan="{len(cols)}">{e(r)}</td></tr>'
            continue
        body += "<tr>" + "".join(f"<td>{e(str(x))}</td>" for x in r) + "</tr>"
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


# ---------------------------------------------------------------- 1. photo (PL)
def photo():
    rows = ["LIPIDOGRAM"] + [[r["label"], r["vp"], r["flag"], r["unit"], r["rp"]] for r in PHOTO[:5]]
    rows += ["BIOCHEMIA"] + [[r["label"], r["vp"], r["flag"], r["unit"], r["rp"]] for r in PHOTO[5:]]
    doc = f"""<!doctype html><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 16mm; }} body {{ font: 10.5pt 'Liberation Sans'; }}
.hd {{ display:flex; justify-content:space-between; border-bottom:2px solid #000; padding-bottom:4px }}
.lab b {{ font-size: 15pt }} table {{ border-collapse: collapse; width:100%; margin-top:10px }}
th {{ text-align:left; border-bottom:1px solid #000; font-size:9.5pt }} td {{ padding:3px 4px }}
tr.sec td {{ font-weight:bold; padding-top:10px }} .id td {{ padding:1px 6px 1px 0 }} .small {{ font-size:8.5pt }}
</style>
<div class="hd"><div class="lab"><b>SANVITA</b> Laboratorium Medyczne<br>ul. Piekarska 44, 41-902 Bytom<br>tel. 32 388 41 70, NIP 626-301-77-12</div>
<div class="small">Punkt pobrań nr 3<br>ul. Dworcowa 12, Bytom</div></div>
<h3 style="text-align:center;margin:8px 0">SPRAWOZDANIE Z BADANIA LABORATORYJNEGO</h3>
<table class="id" style="margin-top:0">
<tr><td>Pacjent:</td><td><b>MELNYCHUK TARAS</b></td><td>Nr zlecenia:</td><td>2506140133</td></tr>
<tr><td>PESEL:</td><td>{PERSON['pesel']}</td><td>Data urodzenia:</td><td>{PERSON['birth']} (44 l.), M</td></tr>
<tr><td>Adres:</td><td>{PERSON['address']}</td><td>Zlecający:</td><td>lek. Agnieszka Rduch</td></tr>
<tr><td>Data pobrania:</td><td>14.06.2025 07:42</td><td>Data przyjęcia:</td><td>14.06.2025 08:15</td></tr>
<tr><td>Materiał:</td><td>krew żylna, surowica</td><td>Data wykonania:</td><td>14.06.2025 11:03</td></tr>
</table>
{table(rows, ["Badanie", "Wynik", "", "Jednostka", "Wartości referencyjne"])}
<p class="small">Wartość LDL wyliczona ze wzoru Friedewalda. Materiał na czczo wg deklaracji pacjenta.</p>
<p class="small" style="margin-top:30px">Autoryzował: mgr Dorota Kurek, diagnosta laboratoryjny, nr PWZDL 08812<br>
Data wydruku: 14.06.2025 15:10 &nbsp;&nbsp; Strona 1/1</p>"""
    pdf = os.path.join(TMP, "photo.pdf")
    chrome_pdf(doc, pdf)
    run("pdftoppm", "-r", "110", "-png", "-singlefile", pdf, os.path.join(TMP, "photo"))
    png = os.path.join(TMP, "photo.png")
    # paper on a desk: perspective, a light falling off to one corner, slight rotation, blur, JPEG
    out = os.path.join(DOCS, N_PHOTO)
    run("convert", png, "-fill", "#f3efe6", "-opaque", "white",
        "-bordercolor", "#6b5a48", "-border", "60",
        "-virtual-pixel", "background", "-background", "#5e4f40",
        "-distort", "Perspective", "0,0 40,45  1029,0 1000,25  0,1406 10,1380  1029,1406 1060,1420",
        "(", "-size", "1149x1526", "radial-gradient:white-#777", ")",
        "-compose", "multiply", "-composite", "-rotate", "-1.7", "-gravity", "center", "-crop", "1100x1480+0+0",
        "+repage", "-blur", "0x0.6", "-seed", "17", "-attenuate", "0.25", "+noise", "Gaussian",
        "-quality", "78", out)


# ---------------------------------------------------------------- 2. scan (CZ), two pages
def scan():
    idblock = f"""<table class="id"><tr><td>Pacient:</td><td><b>MELNYCHUK Taras</b></td><td>Rodné číslo:</td><td>{PERSON['rc']}</td></tr>
<tr><td>Datum nar.:</td><td>{PERSON['birth']}</td><td>Pojišťovna:</td><td>111</td></tr>
<tr><td>Bydliště:</td><td>Kasztanowa 9/12, 41-902 Bytom, PL</td><td>Č. žádanky:</td><td>24-118-0392</td></tr>
<tr><td>Odesílající lékař:</td><td>MUDr. Radek Šebesta, Ambulance prac. lékařství</td><td>IČP:</td><td>72118431</td></tr>
<tr><td>Odběr:</td><td>19.11.2024 07:15</td><td>Příjem:</td><td>19.11.2024 08:02</td></tr></table>"""
    style = """<style>@page { size: A4; margin: 12mm 15mm; } body { font: 10pt 'DejaVu Sans'; }
.page { page-break-after: always; } .hd { border-bottom: 1px solid #000; } table { border-collapse: collapse; width: 100% }
th { text-align: left; font-size: 9pt; border-bottom: 1px solid #000 } td { padding: 2px 4px } .id td { font-size: 9pt }
tr.sec td { font-weight: bold; padding-top: 8px } .ft { font-size: 8pt; margin-top: 20px }</style>"""
    hd = """<div class="hd"><b style="font-size:14pt">MEDILAB Ostrava s.r.o.</b><br>Laboratoř klinické biochemie a hematologie<br>
Nádražní 214/88, 702 00 Ostrava, tel. 596 113 420</div><h3>VÝSLEDKOVÝ LIST</h3>"""
    cols = ["Vyšetření", "Výsledek", "", "Jednotky", "Ref. meze"]
    p1 = table(["Hematologie – krevní obraz"] + [[r["label"], r["vp"], r["flag"], r["unit"], r["rp"]] for r in SCAN_P1], cols)
    p2 = table(["Biochemie – sérum"] + [[r["label"], r["vp"], r["flag"], r["unit"], r["rp"]] for r in SCAN_P2], cols)
    doc = f"""<!doctype html><meta charset="utf-8">{style}
<div class="page">{hd}{idblock}<br>{p1}<p class="ft">Vydáno: 20.11.2024 09:40 &nbsp; Strana 1/2 &nbsp; pokračování na další straně</p></div>
<div>{hd}<p style="font-size:9pt">Pacient: MELNYCHUK Taras, RČ {PERSON['rc']}, č. žádanky 24-118-0392</p>{p2}
<p class="ft">eGFR dle CKD-EPI. ↑ hodnota nad referenčním rozmezím.<br>Výsledky ověřil: Ing. Petra Kozlová, odborný pracovník v laboratorních metodách<br>
Vydáno: 20.11.2024 09:40 &nbsp; Strana 2/2</p></div>"""
    pdf = os.path.join(TMP, "scan.pdf")
    chrome_pdf(doc, pdf)
    run("pdftoppm", "-r", "150", "-gray", "-png", pdf, os.path.join(TMP, "scan"))
    imgs = []
    for i, rot in ((1, "0.8"), (2, "-0.5")):
        src = os.path.join(TMP, f"scan-{i}.png")
        dst = os.path.join(TMP, f"scanx-{i}.png")
        run("convert", src, "-background", "white", "-rotate", rot, "-level", "8%,96%", "-seed", str(i),
            "-attenuate", "0.3", "+noise", "Gaussian", "-colorspace", "Gray", "-quality", "85", dst.replace(".png", ".jpg"))
        imgs.append(dst.replace(".png", ".jpg"))
    pages = "".join(f'<div style="page-break-after:always"><img src="file://{p}" style="width:210mm;height:auto;display:block"></div>' for p in imgs)
    chrome_pdf(f"<!doctype html><style>@page{{size:A4;margin:0}} body{{margin:0}}</style>{pages}", os.path.join(DOCS, N_SCAN))


# ---------------------------------------------------------------- 3. fax (DE), 1-bit TIFF
def fax():
    rows = [[r["label"], r["vp"], r["flag"], r["unit"], r["rp"]] for r in FAX]
    doc = f"""<!doctype html><meta charset="utf-8"><style>@page {{ size: A4; margin: 6mm 14mm; }}
body {{ font: 10.5pt 'Liberation Serif'; }} .fx {{ font: 9pt 'Liberation Mono'; border-bottom: 1px dashed #000; margin-bottom: 10mm }}
table {{ border-collapse: collapse; width: 100% }} th {{ text-align: left; border-bottom: 1.5px solid #000 }} td {{ padding: 3px 4px }}
.id td {{ padding: 1px 8px 1px 0 }}</style>
<div class="fx">07-MAR-2025 14:22 &nbsp; VON: +49 3581 44712-0 &nbsp; LABOR BRENNER GOERLITZ &nbsp;&nbsp; AN: 004832 2817740 &nbsp;&nbsp; S. 01/01</div>
<div style="display:flex;justify-content:space-between"><div><b style="font-size:15pt">Labor Dr. Brenner &amp; Kollegen</b><br>MVZ GmbH · Elisabethstraße 21 · 02826 Görlitz<br>Tel. 03581 44712-0 · Fax 03581 44712-99</div>
<div style="font-size:9.5pt">Einsender:<br>Praxis Dr. med. Holger Wendt<br>Facharzt für Allgemeinmedizin<br>ul. Dworcowa 5, PL-41-902 Bytom</div></div>
<h3 style="margin:8mm 0 3mm">Laborbefund — Endbefund</h3>
<table class="id"><tr><td>Patient:</td><td><b>Melnychuk, Taras</b></td><td>geb.:</td><td>{PERSON['birth']}</td><td>männl.</td></tr>
<tr><td>Anschrift:</td><td colspan="4">ul. Kasztanowa 9/12, PL-41-902 Bytom</td></tr>
<tr><td>Auftrags-Nr.:</td><td>5030711842</td><td>Versicherung:</td><td colspan="2">Selbstzahler</td></tr>
<tr><td>Probenentnahme:</td><td>06.03.2025 09:10</td><td>Eingang:</td><td colspan="2">06.03.2025 13:40</td></tr>
<tr><td>Befunddatum:</td><td>07.03.2025</td><td>Material:</td><td colspan="2">Serum, EDTA-Blut</td></tr></table><br>
{table(rows, ["Untersuchung", "Ergebnis", "Kz.", "Einheit", "Referenzbereich"])}
<p style="font-size:9pt">Kz.: - erniedrigt, + erhöht. Eisenmangel ohne Anämie möglich; Kontrolle in 3 Monaten empfohlen.</p>
<p style="font-size:9pt;margin-top:12mm">Mit freundlichen kollegialen Grüßen<br>Dr. med. Sabine Oehme, Fachärztin für Laboratoriumsmedizin</p>"""
    pdf = os.path.join(TMP, "fax.pdf")
    chrome_pdf(doc, pdf)
    run("pdftoppm", "-r", "200", "-gray", "-png", "-singlefile", pdf, os.path.join(TMP, "fax"))
    run("convert", os.path.join(TMP, "fax.png"), "-background", "white", "-rotate", "0.9", "-blur", "0x0.7",
        "-seed", "3", "-attenuate", "0.6", "+noise", "Impulse", "-threshold", "55%", "-monochrome", "+repage",
        "-density", "204x196", "-compress", "Group4", os.path.join(DOCS, N_FAX))


# ---------------------------------------------------------------- 4. app screenshot (UA)
def shot():
    cards = ""
    for r in SHOT:
        color = {"Норма": "#1e9e5a", "Вище норми": "#d9480f", "Нижче норми": "#1c6fd6"}[r["flag"]]
        cards += f"""<div class="card"><div class="t">{e(r['label'])}</div>
<div class="v"><span class="num">{e(r['vp'])}</span> <span class="u">{e(r['unit'])}</span>
<span class="tag" style="background:{color}">{e(r['flag'])}</span></div>
<div class="r">Референтні значення: {e(r['rp'])} {e(r['unit'])}</div></div>"""
    doc = f"""<!doctype html><meta charset="utf-8"><style>body {{ margin:0; font: 15px 'DejaVu Sans'; background:#f2f4f7 }}
.sb {{ background:#0b5d8f; color:#fff; font-size:12px; padding:4px 12px; display:flex; justify-content:space-between }}
.ab {{ background:#0b74b5; color:#fff; padding:12px 14px; font-size:18px }} .ab small {{ display:block; font-size:12px; opacity:.85 }}
.info {{ background:#fff; margin:8px; padding:10px; border-radius:8px; font-size:12.5px; color:#333 }}
.card {{ background:#fff; margin:8px; padding:10px 12px; border-radius:10px; box-shadow:0 1px 2px #0002 }}
.t {{ font-weight:bold; color:#222 }} .num {{ font-size:22px; font-weight:bold }} .u {{ color:#555 }}
.tag {{ float:right; color:#fff; border-radius:10px; padding:2px 8px; font-size:12px; margin-top:6px }}
.r {{ color:#666; font-size:12.5px }}</style>
<div class="sb"><span>20:14</span><span>LTE ▮▮▮ 64%</span></div>
<div class="ab">← Результати аналізів<small>ЛабМед+ · Замовлення № 7714-20930</small></div>
<div class="info">Пацієнт: <b>Тарас Мельничук</b>, 22.03.1981<br>Картка клієнта: 0093 4471 2285<br>
Лікар: Оксана Гнатюк<br>Дата взяття біоматеріалу: 21.08.2024 08:37<br>Дата виконання: 22.08.2024 16:05<br>
Відділення: м. Львів, вул. Городоцька, 35</div>
{cards}"""
    chrome_png(doc, os.path.join(DOCS, N_SHOT), 390, 905)


# ---------------------------------------------------------------- 5. word-processor letter (EN)
def letter():
    T = "\t"
    def line(r):
        lab = r["label"]
        sep = T if len(lab) < 30 else T
        return f"{lab}{sep}{T}{r['vp']}{T}{r['unit']}{T}{r['rp']}{('   ' + r['flag']) if r['flag'] else ''}"
    lines = ["Test\t\t\tResult\tUnits\tReference interval", "", "FULL BLOOD COUNT"]
    lines += [line(r) for r in LETTER_FBC]
    lines += ["", "BIOCHEMISTRY"]
    lines += [line(r) for r in LETTER_BIO]
    tab = e("\n".join(lines))
    doc = f"""<!doctype html><meta charset="utf-8"><style>@page {{ size: A4; margin: 22mm 22mm 20mm 25mm; }}
body {{ font: 11pt 'Liberation Serif'; line-height: 1.35 }} pre {{ font: 11pt 'Liberation Serif'; tab-size: 9; -moz-tab-size: 9; white-space: pre-wrap; margin: 0 }}
.r {{ text-align: right }}</style>
<p><b style="font-size:14pt">Vistula Medical Centre</b><br>ul. Zabłocie 23, 30-701 Kraków, Poland<br>+48 12 307 55 40 · results@vistula-medical.example</p>
<p class="r">Kraków, 23 January 2025</p>
<p>Mr Taras Melnychuk<br>ul. Kasztanowa 9/12<br>41-902 Bytom</p>
<p><b>Re: Laboratory results</b><br>Patient: Mr Taras Melnychuk &nbsp;&nbsp; DOB: 22/03/1981 &nbsp;&nbsp; Patient ID: VMC-0048213 &nbsp;&nbsp; PESEL: {PERSON['pesel']}<br>
Requested by: Dr Helen Carver, Family Medicine &nbsp;&nbsp; Lab ref: VMC-L-250122-0611<br>
Sample collected: 22 Jan 2025 08:05 &nbsp;&nbsp; Received: 22 Jan 2025 09:30 &nbsp;&nbsp; Reported: 23 Jan 2025 11:48</p>
<p>Dear Mr Melnychuk,</p>
<p>Please ﬁnd below the results of the blood tests taken at our clinic. None of the ﬁndings is clinically signiﬁcant except as noted.</p>
<pre>{tab}</pre>
<p>H = above the reference interval. Your cholesterol remains slightly raised; we suggest a repeat lipid proﬁle in 6 months. The vitamin B12 level reﬂects supplementation.</p>
<p>Yours sincerely,<br><br>Dr Helen Carver<br>Family Medicine, Vistula Medical Centre</p>"""
    chrome_pdf(doc, os.path.join(DOCS, N_LETTER))


# ---------------------------------------------------------------- 6. Slovak landscape, cells placed one by one
def sk():
    rnd = random.Random(1717)
    cells = []
    x = [40, 330, 430, 470, 560, 690, 860]
    def put(px, py, text, style=""):
        cells.append(f'<div style="position:absolute;left:{px}px;top:{py}px;{style}">{e(text)}</div>')
    y0 = 250
    for i, h in enumerate(["Vyšetrenie", "Výsledok", "Príz.", "Jednotka", "Ref. hodnoty", "Metóda", "Poznámka"]):
        put(x[i], y0, h, "font-weight:bold")
    methods = {"GLU": "hexokináza", "CHOL": "enzým.", "HDL": "priamo", "LDL": "výpočet", "TG": "enzým.",
               "CREA": "enzým.", "URIC_ACID": "urikáza", "ALT": "IFCC 37°C", "AST": "IFCC 37°C", "GGT": "IFCC 37°C",
               "ALP": "IFCC 37°C", "BILI": "diazo", "CRP": "imunoturb.", "K": "ISE", "NA": "ISE", "HBA1C": "HPLC"}
    for j, r in enumerate(SK):
        y = y0 + 24 + j * 21
        put(x[0], y, r["label"])
        put(x[1], y, r["vp"], "font-weight:bold" if r["flag"] else "")
        put(x[2], y, r["flag"])
        put(x[3], y, r["unit"])
        put(x[4], y, r["rp"])
        put(x[5], y, methods[r["code"]])
        if r["code"] == "LDL":
            put(x[6], y, "Friedewald")
    rnd.shuffle(cells)
    ident = [
        (40, 40, "BIOLAB Žilina s.r.o.", "font-size:20px;font-weight:bold"),
        (40, 66, "Laboratórium klinickej biochémie a hematológie · Vysokoškolákov 8556/33B · 010 08 Žilina", ""),
        (700, 40, "VÝSLEDKY LABORATÓRNYCH VYŠETRENÍ", "font-weight:bold"),
        (40, 110, "Pacient:", ""), (150, 110, "Taras Melnychuk", "font-weight:bold"),
        (40, 130, "Rodné číslo:", ""), (150, 130, PERSON["rc"], ""),
        (40, 150, "Dátum nar.:", ""), (150, 150, PERSON["birth"], ""),
        (40, 170, "Adresa:", ""), (150, 170, "Kasztanowa 9/12, 41-902 Bytom, Poľsko", ""),
        (500, 110, "Číslo žiadanky:", ""), (640, 110, "ZA-240514-2207", ""),
        (500, 130, "Odosielajúci lekár:", ""), (640, 130, "MUDr. Ivana Kršáková", ""),
        (500, 150, "Odber:", ""), (640, 150, "14.05.2024 07:50", ""),
        (500, 170, "Prijatie:", ""), (640, 170, "14.05.2024 08:31", ""),
        (500, 190, "Tlač:", ""), (640, 190, "16.05.2024 10:12", ""),
        (40, 620, "Príz.: H nad referenčným rozsahom, L pod referenčným rozsahom. Výsledky overila: RNDr. Lucia Hanková", "font-size:11px"),
        (40, 640, "Strana 1/1 · Kópia pre pacienta · vytlačené 16.05.2024", "font-size:11px"),
    ]
    for px, py, t, st in ident:
        cells.insert(rnd.randrange(len(cells) + 1), f'<div style="position:absolute;left:{px}px;top:{py}px;{st}">{e(t)}</div>')
    wm = '<div style="position:absolute;left:250px;top:300px;font-size:150px;font-weight:bold;color:rgba(0,0,0,.13);transform:rotate(-18deg)">KÓPIA</div>'
    cells.insert(rnd.randrange(len(cells)), wm)
    doc = f"""<!doctype html><meta charset="utf-8"><style>@page {{ size: A4 landscape; margin: 0 }}
body {{ margin:0; font: 13px 'Liberation Sans' }} .pg {{ position: relative; width: 1120px; height: 790px }}</style>
<div class="pg">{''.join(cells)}<div style="position:absolute;left:36px;top:268px;width:1040px;border-top:1px solid #000"></div></div>"""
    chrome_pdf(doc, os.path.join(DOCS, N_SK))


# ---------------------------------------------------------------- 7. FHIR Bundle (DE)
def fhir():
    def qty(v, c, u):
        q = {"value": v, "unit": u, "system": "http://unitsofmeasure.org", "code": u}
        if c:
            q["comparator"] = c
        return q
    def rr(lo, hi, u):
        r = {}
        if lo is not None:
            r["low"] = {"value": lo, "unit": u, "system": "http://unitsofmeasure.org", "code": u}
        if hi is not None:
            r["high"] = {"value": hi, "unit": u, "system": "http://unitsofmeasure.org", "code": u}
        return [r]
    def code(loinc, disp):
        return {"coding": [{"system": "http://loinc.org", "code": loinc, "display": disp}], "text": disp}
    base = {"status": "final", "subject": {"reference": "Patient/pat-1"},
            "effectiveDateTime": "2025-04-09T07:30:00+02:00", "issued": "2025-04-10T12:05:00+02:00",
            "performer": [{"reference": "Practitioner/prac-1"}],
            "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}]}
    entries = [{"fullUrl": "urn:uuid:pat-1", "resource": {
        "resourceType": "Patient", "id": "pat-1",
        "identifier": [{"system": "http://fhir.de/sid/gkv/kvid-10", "value": "M814203227"},
                       {"system": "urn:oid:1.2.276.0.76.3.1.401.1", "value": "PID-0071893"}],
        "name": [{"family": "Melnychuk", "given": ["Taras"]}], "gender": "male", "birthDate": "1981-03-22",
        "telecom": [{"system": "phone", "value": "+48 512 384 906"}, {"system": "email", "value": "taras.melnychuk@wp.pl"}],
        "address": [{"line": ["ul. Kasztanowa 9/12"], "city": "Bytom", "postalCode": "41-902", "country": "PL"}]}},
        {"fullUrl": "urn:uuid:prac-1", "resource": {"resourceType": "Practitioner", "id": "prac-1",
         "name": [{"family": "Vogt", "given": ["Katrin"], "prefix": ["Dr. med."]}]}}]
    obs_ids = []
    comps = []
    for loinc, disp, v, c, u, lo, hi, _ in FHIR_CBC:
        comps.append({"code": code(loinc, disp), "valueQuantity": qty(v, c, u), "referenceRange": rr(lo, hi, u)})
    entries.append({"fullUrl": "urn:uuid:obs-cbc", "resource": {"resourceType": "Observation", "id": "obs-cbc", **base,
                    "code": code("58410-2", "Kleines Blutbild"), "component": comps}})
    obs_ids.append("obs-cbc")
    for n, (loinc, disp, v, c, u, lo, hi, _) in enumerate(FHIR_SINGLE):
        oid = f"obs-{n + 1}"
        entries.append({"fullUrl": f"urn:uuid:{oid}", "resource": {"resourceType": "Observation", "id": oid, **base,
                        "code": code(loinc, disp), "valueQuantity": qty(v, c, u), "referenceRange": rr(lo, hi, u),
                        "interpretation": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation", "code": "N"}]}]}})
        obs_ids.append(oid)
    entries.append({"fullUrl": "urn:uuid:obs-bp", "resource": {"resourceType": "Observation", "id": "obs-bp", **base,
        "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "vital-signs"}]}],
        "code": code("85354-9", "Blutdruck"), "component": [
            {"code": code("8480-6", "Systolischer Blutdruck"), "valueQuantity": qty(134, None, "mm[Hg]")},
            {"code": code("8462-4", "Diastolischer Blutdruck"), "valueQuantity": qty(86, None, "mm[Hg]")}]}})
    entries.append({"fullUrl": "urn:uuid:obs-x", "resource": {"resourceType": "Observation", "id": "obs-x", **base,
        "status": "cancelled", "code": code("2132-9", "Vitamin B12"),
        "dataAbsentReason": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/data-absent-reason", "code": "error"}], "text": "Probe hämolytisch"}}})
    entries.insert(2, {"fullUrl": "urn:uuid:dr-1", "resource": {"resourceType": "DiagnosticReport", "id": "dr-1", "status": "final",
        "identifier": [{"system": "urn:oid:1.2.276.0.76.4.17", "value": "LA-2504-55821"}],
        "code": {"text": "Laborbefund"}, "subject": {"reference": "Patient/pat-1"},
        "effectiveDateTime": "2025-04-09T07:30:00+02:00", "issued": "2025-04-10T12:05:00+02:00",
        "performer": [{"reference": "Practitioner/prac-1", "display": "Dr. med. Katrin Vogt"}],
        "result": [{"reference": f"Observation/{o}"} for o in obs_ids]}})
    bundle = {"resourceType": "Bundle", "id": "export-20250411-0932", "type": "collection",
              "timestamp": "2025-04-11T09:32:17+02:00", "entry": entries}
    open(os.path.join(DOCS, N_FHIR), "w", encoding="utf-8").write(json.dumps(bundle, ensure_ascii=False, indent=2) + "\n")


# ---------------------------------------------------------------- 8. XLSX portal export (PL)
def xlsx():
    def rows(rs):
        return [[r["label"], r["vp"], r["unit"], r["ref_text"] or r["lo"], r["hi"], r["flag"]] for r in rs]
    spec = {"out": os.path.abspath(os.path.join(DOCS, N_XLSX)),
            "patient": [["Imię i nazwisko", "Taras Melnychuk"], ["PESEL", PERSON["pesel"]], ["Data urodzenia", PERSON["birth"]],
                        ["Adres", PERSON["address"]], ["Telefon", "512 384 906"], ["E-mail", "taras.melnychuk@wp.pl"]],
            "orders": [
                {"sheet": "Zlecenie 2310050188", "order": "2310050188", "date": "05.10.2023 07:58", "doctor": "lek. Agnieszka Rduch",
                 "sections": [["Morfologia krwi z rozmazem", rows(XL_1[:7])], ["Inne", rows(XL_1[7:])]]},
                {"sheet": "Zlecenie 2402120076", "order": "2402120076", "date": "12.02.2024 08:11", "doctor": "lek. Agnieszka Rduch",
                 "sections": [["Biochemia", rows(XL_2)], ["Badanie ogólne moczu", rows(XL_U)]]}]}
    sp = os.path.join(TMP, "xlsx.json")
    json.dump(spec, open(sp, "w", encoding="utf-8"), ensure_ascii=False)
    subprocess.run(["deno", "run", "-A", os.path.join(HERE, "xlsx.ts"), sp], check=True, cwd=TMP)


# ---------------------------------------------------------------- truth
def truth():
    docs_rows = [
        (N_PHOTO, "2025-06-14", PHOTO, True),
        (N_SCAN, "2024-11-19", SCAN_P1 + SCAN_P2, True),
        (N_FAX, "2025-03-06", FAX, True),
        (N_SHOT, "2024-08-21", SHOT, True),
        (N_LETTER, "2025-01-22", LETTER_FBC + LETTER_BIO, True),
        (N_SK, "2024-05-14", SK, True),
        (N_XLSX, "2023-10-05", XL_1, True),
        (N_XLSX, "2024-02-12", XL_2 + XL_U, True),
    ]
    out = []
    for doc, date, rs, flags in docs_rows:
        for r in rs:
            flag = r["flag"]
            ab = None if not flags else bool(flag) and flag not in ("Норма",)
            rp = r["rp"]
            if doc == N_XLSX:
                rp = f"{'' if r['lo'] is None else r['lo']} - {'' if r['hi'] is None else r['hi']}".strip(" -") if r["ref_text"] is None else r["ref_text"]
            # A ligature glyph is typed as its letters ("coef\ufb01cient" as "coefficient").
            label = r["label"].replace("\ufb01", "fi")
            row = {"doc": doc, "label_as_printed": label, "code": r["code"], "in_dictionary": True, "date": date,
                   "value": r["value"], "comparator": r["comp"], "unit": r["unit"], "ref_low": r["lo"], "ref_high": r["hi"],
                   "ref_text": r["ref_text"], "range_printed": rp, "abnormal": ab, "panel": r["panel"],
                   "printed": [label, str(r["vp"]), flag, r["unit"], rp]}
            if r["alt"]:
                row["alt_codes"] = r["alt"]
            out.append(row)
    for loinc, disp, v, c, u, lo, hi, code in FHIR_CBC + FHIR_SINGLE:
        out.append({"doc": N_FHIR, "label_as_printed": disp, "code": code, "in_dictionary": True, "date": "2025-04-09",
                    "value": v, "comparator": c, "unit": u, "ref_low": lo, "ref_high": hi, "ref_text": None,
                    "range_printed": None, "abnormal": None if (loinc, disp) in [(x[0], x[1]) for x in FHIR_CBC] else False,
                    "panel": "blood", "printed": [disp, f"{c or ''}{v}", u, f"{lo}-{hi}"]})
    layouts = {
        N_PHOTO: "phone photo (JPEG) of a Polish one-page lipid and liver printout: perspective, light falling off to the corners, 1.7° rotation, blur and noise; letterhead, patient block (name, PESEL, birth date, address), order number, pobrania vs przyjęcia vs wykonania vs wydruku dates, H flag column, '< 190' and '> 40' ranges",
        N_SCAN: "a two-page Czech report scanned at 150 dpi greyscale and kept as an image-only PDF (each page rotated a little, noise): rodné číslo, Odběr vs Příjem vs Vydáno, 10^9/l, l/l hematocrit, µkat/l enzymes, eGFR in ml/s/1,73m2, CRP '< 5', an ↑ flag, the patient line repeated on page 2",
        N_FAX: "a German lab report faxed to a GP and kept as a 1-bit Group 4 TIFF (204x196 dpi, impulse noise, 0.9° rotation) with the fax machine's own header line (07-MAR-2025 14:22, numbers, page count): Probenentnahme vs Eingang vs Befunddatum, Kz. column with - for low, HbA1c in % and mmol/mol",
        N_SHOT: "screenshot (PNG) of a Ukrainian lab app: status bar, order number, patient name in Cyrillic with birth date and client card number, doctor, взяття vs виконання dates, one card per test with the value, a Cyrillic unit, a coloured status tag (Норма / Вище норми / Нижче норми) and 'Референтні значення: a – b unit'",
        N_LETTER: "an English clinic letter from a word processor: the results table is made of tabs in a proportional font (long names push columns to the next tab stop), ligature characters (U+FB01 ﬁ in 'coefﬁcient' and in the prose), no-break spaces inside numbers ('245 000', '1 027'), en-dash ranges, '>90' and '<1', H flag after the range; address, DOB, patient id and PESEL in the letter head",
        N_SK: "a Slovak landscape page where each cell is an absolutely positioned box written in shuffled order (the text layer's order differs from the visual order), a large 'KÓPIA' watermark across the table, Odber vs Prijatie vs Tlač, H flags, method and note columns, µkat/l",
        N_FHIR: "a FHIR R4 Bundle (type collection) from a German hospital portal: a CBC Observation whose results are components with their own referenceRange, single Observations with valueQuantity comparators '<', '>' and '>=', UCUM units (10*3/uL, mL/min/{1.73_m2}), effectiveDateTime vs issued vs the bundle timestamp, a Patient (KVNR, name, birth date, phone, e-mail, address), a Practitioner, a DiagnosticReport with the order id, a blood-pressure Observation with components and a cancelled B12 with dataAbsentReason (both excluded)",
        N_XLSX: "a Polish lab portal's XLSX export: a patient sheet (name, PESEL, birth date, address, phone, e-mail), one sheet per order with an info block (order number, collection date, doctor), a two-row header with merged cells ('Wynik' over value and unit, 'Zakres referencyjny' over od/do), section rows merged across, numbers as numeric cells, '<0,5' and '>90' as text, a urine section with qualitative results",
    }
    documents = {}
    for name in layouts:
        data = open(os.path.join(DOCS, name), "rb").read()
        documents[name] = {"sha256": hashlib.sha256(data).hexdigest(), "rows": sum(1 for r in out if r["doc"] == name), "layout": layouts[name]}
    excluded = [
        {"doc": N_FHIR, "label_as_printed": "Blutdruck", "printed": "134/86 mm[Hg] (components)", "why": "a vital sign, not a lab result"},
        {"doc": N_FHIR, "label_as_printed": "Vitamin B12", "printed": "status cancelled, dataAbsentReason 'Probe hämolytisch'", "why": "no result"},
    ]
    t = {
        "about": "Blind held-out set-17 for bloodwork-mcp: the awkward files a person has. One fictional man (born 1981, Bytom, Ukrainian-born, working across the Polish, Czech, Slovak and German borders) with results from 2023-10 to 2025-06 in eight files: a phone photo of a printout, a two-page greyscale scan, a fax kept as a TIFF, a lab app screenshot, a word-processor letter with a tabbed table, a Slovak page with its cells in shuffled order under a watermark, a FHIR Bundle with components and comparators, and a lab portal's XLSX with merged headers. Every row a careful person would enter, derived from gen/data.py (not from the importer).",
        "conventions": {
            "date": "collection date (Data pobrania / Odběr / Probenentnahme / Дата взяття / Sample collected / Odber / effectiveDateTime / the order sheet's collection date); never received, performed, reported, printed, issued, fax-header or export dates",
            "value": "number, or the printed string for qualitative results ('nie wykryto')",
            "comparator": "'< 5' / '<1' / '<0,5' / valueQuantity.comparator -> '<'; '>90' -> 90 '>'; FHIR '>=' kept as '>='",
            "unit": "as printed (UCUM in FHIR); equivalent spellings are accepted",
            "ranges": "'a - b' -> ref_low a, ref_high b; '< x' -> ref_high x; '> x' -> ref_low x; the XLSX od/do columns likewise; a qualitative text -> ref_text",
            "abnormal": "true when flagged (H, ↑, -, Вище/Нижче норми); false when the document flags and this row is unflagged or 'Норма'; null for FHIR components without interpretation",
            "panel": "blood, except the XLSX's urine section",
            "excluded": "printed things that are not rows to enter",
        },
        "documents": documents,
        "rows": out,
        "excluded": excluded,
        "identity": {
            "patient_name": ["Taras Melnychuk", "Melnychuk Taras", "MELNYCHUK TARAS", "MELNYCHUK Taras", "Melnychuk, Taras", "Melnychuk", "Тарас Мельничук", "Мельничук"],
            "pesel": [PERSON["pesel"]],
            "national_id": ["810322/4417", "8103224417", "M814203227"],
            "birth_date": ["22.03.1981", "22/03/1981", "1981-03-22"],
            "address": ["ul. Kasztanowa 9/12", "Kasztanowa 9/12", "Kasztanowa"],
            "phone": ["512 384 906", "+48 512 384 906"],
            "email": ["taras.melnychuk@wp.pl"],
            "patient_ids": ["VMC-0048213", "0093 4471 2285", "PID-0071893"],
            "doctor": ["lek. Agnieszka Rduch", "Agnieszka Rduch", "Rduch", "MUDr. Radek Šebesta", "Radek Šebesta", "Šebesta",
                       "Dr. med. Holger Wendt", "Holger Wendt", "Wendt", "Оксана Гнатюк", "Гнатюк", "Dr Helen Carver", "Helen Carver", "Carver",
                       "MUDr. Ivana Kršáková", "Ivana Kršáková", "Kršáková", "Dr. med. Katrin Vogt", "Katrin Vogt"],
            "order_numbers": ["2506140133", "24-118-0392", "5030711842", "7714-20930", "VMC-L-250122-0611", "ZA-240514-2207", "LA-2504-55821", "2310050188", "2402120076"],
            "lab_staff": ["Dorota Kurek", "Petra Kozlová", "Kozlová", "Sabine Oehme", "Oehme", "Lucia Hanková", "Hanková"],
        },
    }
    json.dump(t, open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    print(len(out), "rows")


if __name__ == "__main__":
    os.makedirs(DOCS, exist_ok=True)
    which = sys.argv[1:] or ["photo", "scan", "fax", "shot", "letter", "sk", "fhir", "xlsx"]
    for w in which:
        globals()[w]()
    truth()
