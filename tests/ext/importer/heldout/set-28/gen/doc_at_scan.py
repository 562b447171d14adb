"""An Austrian lab report (Analyse / Ergebnis / Einheit / Normbereich, flags '+', '++', '-') that the
person scanned at home: rendered with Chromium, rasterised, tilted, noised and saved as an image-only PDF."""
from common import row, rng, num, chromium_pdf, excl, BUILD, draw
import html as H, os, subprocess

DOC = "Befund_Labor_Graz_Scan_2025-01-21.pdf"
DATE = "2025-01-21"
# section, [(label, value, flag, unit, Normbereich, code, new_label)]
S = [
    ("Hämatologie", [
        ("Leukozyten", "12,9", "+", "G/l", "4,0 - 10,0", "WBC", None),
        ("Erythrozyten", "4,38", "", "T/l", "4,0 - 5,2", "RBC", None),
        ("Hämoglobin", "12,6", "", "g/dl", "12,0 - 16,0", "HGB", None),
        ("Hämatokrit", "37,8", "", "%", "35,0 - 47,0", "HCT", None),
        ("MCV", "86,3", "", "fl", "80 - 98", "MCV", None),
        ("MCH", "28,8", "", "pg", "27 - 33", "MCH", None),
        ("MCHC", "33,3", "", "g/dl", "32 - 36", "MCHC", None),
        ("Thrombozyten", "431", "+", "G/l", "150 - 400", "PLT", None),
        ("Blutsenkung (BSG) 1. Std.", "38", "+", "mm/h", "< 20", "OB", None),
    ]),
    ("Entzündung", [
        ("CRP", "48,3", "++", "mg/l", "< 5,0", "CRP", None),
    ]),
    ("Eisenstoffwechsel", [
        ("Eisen", "41", "-", "µg/dl", "50 - 170", "FE", None),
        ("Ferritin", "212", "+", "ng/ml", "15 - 150", "FERR", None),
        ("Transferrin", "1,92", "-", "g/l", "2,00 - 3,60", "TRANSFERRIN", None),
    ]),
    ("Niere / Leber / Pankreas", [
        ("Kreatinin", "0,78", "", "mg/dl", "0,50 - 0,90", "CREA", None),
        ("Harnstoff", "31", "", "mg/dl", "17 - 43", "UREA", None),
        ("GOT (AST)", "24", "", "U/l", "< 35", "AST", None),
        ("GPT (ALT)", "19", "", "U/l", "< 35", "ALT", None),
        ("Gamma-GT", "18", "", "U/l", "< 40", "GGT", None),
        ("Lipase", "29", "", "U/l", "13 - 60", "LIPASE", None),
    ]),
]
IDENTITY = {
    "patient_name": ["Brigitte Sonnleitner-Haas", "Sonnleitner-Haas Brigitte", "SONNLEITNER-HAAS Brigitte", "Sonnleitner-Haas"],
    "birth_date": ["15.03.1975"],
    "national_id": ["1847 150375", "1847150375"],
    "address": ["Elisabethinergasse 38/7", "Elisabethinergasse", "8020 Graz"],
    "doctor": ["Dr. Wolfgang Pichlmayr", "Wolfgang Pichlmayr", "Pichlmayr", "Prim. Dr. Helga Auersperg-Tscherne", "Helga Auersperg-Tscherne", "Auersperg-Tscherne"],
    "order_numbers": ["2501210447", "L-25-004471"],
    "phone": ["0316 719 4420"],
}


def build(out):
    trs = []
    for sec, items in S:
        trs.append(f'<tr><td colspan="5" class="sec">{H.escape(sec)}</td></tr>')
        for label, val, flag, unit, nb, code, newl in items:
            trs.append(f"<tr><td>{H.escape(label)}</td><td class='r'>{H.escape(val)}</td><td class='f'>{flag}</td>"
                       f"<td>{H.escape(unit)}</td><td>{H.escape(nb)}</td></tr>")
    css = """body{font-family:'DejaVu Serif',serif;font-size:12px;margin:10px 26px}table{border-collapse:collapse;width:100%}
td,th{padding:2px 6px;text-align:left}th{border-bottom:1.5px solid #000;font-size:11px}.r{text-align:right}.f{font-weight:bold;width:30px}
.sec{font-weight:bold;padding-top:8px;text-decoration:underline}.kopf{border-bottom:2px solid #000;margin-bottom:8px}
.small{font-size:10px}"""
    html = f"""<!doctype html><html><head><meta charset="utf-8"><style>{css}</style></head><body>
<div class="kopf"><b style="font-size:17px">Labordiagnostik Dr. Kremsreiter &amp; Partner</b><br><span class="small">Fachärzte für medizinische und chemische Labordiagnostik ·
Annenstraße 61, 8020 Graz · Tel. 0316 719 4420 · alle Kassen</span></div>
<table class="small"><tr><td>Patientin: <b>SONNLEITNER-HAAS Brigitte</b></td><td>geb. 15.03.1975</td><td>SVNR 1847 150375</td></tr>
<tr><td>Elisabethinergasse 38/7, 8020 Graz</td><td>Zuweiser: Dr. Wolfgang Pichlmayr</td><td>Auftrag L-25-004471</td></tr>
<tr><td>Abnahme: 21.01.2025 07:50</td><td>Eingang: 21.01.2025 09:12</td><td>Befund: 22.01.2025</td></tr></table>
<h3 style="margin:10px 0 2px">BEFUND</h3>
<table><tr><th>Analyse</th><th class="r">Ergebnis</th><th></th><th>Einheit</th><th>Normbereich</th></tr>{''.join(trs)}</table>
<p class="small">+ = erhöht, ++ = stark erhöht, - = erniedrigt. Ferritin als Akute-Phase-Protein bei erhöhtem CRP nur eingeschränkt beurteilbar.<br>
Probennummer 2501210447 · Seite 1/1</p>
<p class="small">Medizinisch validiert: Prim. Dr. Helga Auersperg-Tscherne</p></body></html>"""
    os.makedirs(BUILD, exist_ok=True)
    clean = os.path.join(BUILD, "at_clean.pdf")
    chromium_pdf(html, clean, name="befund.html")
    base = os.path.join(BUILD, "at_page")
    subprocess.run(["pdftoppm", "-r", "170", "-gray", "-png", "-singlefile", clean, base], check=True)
    scan = os.path.join(BUILD, "at_scan.jpg")
    subprocess.run(["convert", base + ".png", "-background", "white", "-rotate", "-1.3", "-attenuate", "0.35", "+noise", "Gaussian",
                    "-blur", "0x0.6", "-level", "6%,92%", "-quality", "58", scan], check=True)
    spec = {"size": [595.28, 841.89], "producer": "ScanToPDF 2.1", "creator": "Home scanner", "date": "2025-01-24T18:02:00Z",
            "pages": [[{"t": "jpg", "path": scan, "x": 0, "y": 0, "w": 595.28, "h": 841.89}]]}
    draw("pdflib", spec, out)
    for sec, items in S:
        for label, val, flag, unit, nb, code, newl in items:
            lo, hi = rng(nb)
            row(DOC, label, code, DATE, num(val), unit, lo, hi, nb, bool(flag), [label, val, flag, unit, nb], new_label=newl)
    return IDENTITY
