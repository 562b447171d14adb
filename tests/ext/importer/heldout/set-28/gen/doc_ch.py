"""A Swiss lab report (pdf-lib) that also lists the billing lines: Analysenliste positions, Taxpunkte
and prices in CHF with apostrophe thousands - numbers that are not results."""
from common import row, rng, num, draw

DOC = "Laborbericht_Zentrallabor_Seeland_2025-05-05.pdf"
DATE = "2025-05-05"
# (label, value, unit, Referenz, flag, code)
R = [
    ("Hämatologie", None),
    ("Hämoglobin", "148", "g/l", "134 - 170", "", "HGB"),
    ("Hämatokrit", "0.44", "l/l", "0.40 - 0.50", "", "HCT"),
    ("Erythrozyten", "4.95", "T/l", "4.40 - 5.80", "", "RBC"),
    ("Leukozyten", "5.4", "G/l", "3.5 - 10.0", "", "WBC"),
    ("Thrombozyten", "186", "G/l", "150 - 450", "", "PLT"),
    ("Klinische Chemie", None),
    ("Glucose nüchtern", "6.4", "mmol/l", "3.9 - 5.6", "H", "GLU"),
    ("Kreatinin", "88", "µmol/l", "62 - 106", "", "CREA"),
    ("eGFR (CKD-EPI)", "87", "ml/min/1.73m²", "> 60", "", "EGFR"),
    ("ASAT (GOT)", "27", "U/l", "< 50", "", "AST"),
    ("ALAT (GPT)", "61", "U/l", "< 50", "H", "ALT"),
    ("Cholesterin total", "5.9", "mmol/l", "< 5.0", "H", "CHOL"),
    ("HDL-Cholesterin", "1.08", "mmol/l", "> 1.0", "", "HDL"),
    ("LDL-Cholesterin", "3.96", "mmol/l", "< 3.0", "H", "LDL"),
    ("Triglyceride", "1.88", "mmol/l", "< 1.7", "H", "TG"),
    ("Immunologie / Vitamine", None),
    ("TSH", "1.72", "mU/l", "0.27 - 4.20", "", "TSH"),
    ("Ferritin", "312", "µg/l", "30 - 400", "", "FERR"),
    ("Vitamin B12", "268", "pmol/l", "145 - 569", "", "B12"),
    ("25-OH-Vitamin D", "48", "nmol/l", "75 - 250", "L", "VIT_D"),
]
BILL = [  # Pos., Bezeichnung, Anzahl, TP, Preis
    ("4707.00", "Präsenzdiagnostik, Auftragspauschale", "1", "24.00", "24.00"),
    ("1371.00", "Hämatogramm II (automatisiert)", "1", "12.00", "12.00"),
    ("1356.00", "Glucose", "1", "2.50", "2.50"),
    ("1509.00", "Kreatinin", "1", "2.50", "2.50"),
    ("1022.00", "ASAT", "1", "2.50", "2.50"),
    ("1023.00", "ALAT", "1", "2.50", "2.50"),
    ("1245.00", "Cholesterin total", "1", "2.50", "2.50"),
    ("1289.00", "HDL-Cholesterin", "1", "4.80", "4.80"),
    ("1730.00", "Triglyceride", "1", "2.50", "2.50"),
    ("1713.00", "TSH", "1", "23.70", "23.70"),
    ("1306.00", "Ferritin", "1", "12.20", "12.20"),
    ("1764.00", "Vitamin B12", "1", "24.50", "24.50"),
    ("1740.00", "25-Hydroxy-Vitamin D", "1", "56.00", "56.00"),
    ("4700.00", "Zuschlag für Notfall (nicht verrechnet)", "0", "50.00", "0.00"),
]
IDENTITY = {
    "patient_name": ["Matthias Gerber-Wyssbrod", "Gerber-Wyssbrod Matthias", "GERBER-WYSSBROD Matthias", "Herr Matthias Gerber-Wyssbrod", "Gerber-Wyssbrod"],
    "birth_date": ["28.11.1966"],
    "national_id": ["756.4821.9307.44", "80756012345678901234"],
    "address": ["Mattenweg 17", "Mattenweg", "3270 Aarberg"],
    "doctor": ["Dr. med. Corinne Blaser-Imhof", "Corinne Blaser-Imhof", "Blaser-Imhof", "Dr. med. Urs Rindlisbacher", "Urs Rindlisbacher", "Rindlisbacher"],
    "licence_numbers": ["GLN 7601000438219", "7601000438219", "ZSR K 2288.14", "K 2288.14"],
    "order_numbers": ["ZLS-250505-1187", "250505-1187", "RE-2025-0418833"],
    "phone": ["032 391 44 70", "079 512 38 96"],
}


def T(x, y, s, text, f="R", c=None):
    o = {"t": "text", "x": x, "y": y, "s": s, "text": text, "f": f}
    if c:
        o["c"] = c
    return o


def build(out):
    p1 = [T(40, 30, 15, "Zentrallabor Seeland AG", "B", "#8a1020"), T(40, 48, 7.5, "Medizinische Laboratoriumsdiagnostik · Bahnhofstrasse 12 · 2502 Biel/Bienne · Tel. 032 391 44 70"),
          T(40, 58, 7.5, "QUALAB-zertifiziert · Leitung: Dr. med. Urs Rindlisbacher, FAMH Labormedizin"),
          {"t": "line", "x1": 40, "y1": 70, "x2": 555, "y2": 70, "w": 1},
          T(330, 84, 8.5, "Frau Dr. med. Corinne Blaser-Imhof"), T(330, 95, 8.5, "Praxis am Stadtplatz"), T(330, 106, 8.5, "Stadtplatz 4"), T(330, 117, 8.5, "3270 Aarberg"),
          T(40, 84, 8, "Patient:", "B"), T(95, 84, 8, "Gerber-Wyssbrod Matthias, m"), T(40, 95, 8, "Geb.:", "B"), T(95, 95, 8, "28.11.1966"),
          T(40, 106, 8, "Adresse:", "B"), T(95, 106, 8, "Mattenweg 17, 3270 Aarberg"), T(40, 117, 8, "AHV-Nr.:", "B"), T(95, 117, 8, "756.4821.9307.44"),
          T(40, 128, 8, "Tel.:", "B"), T(95, 128, 8, "079 512 38 96"),
          T(40, 146, 8, "Auftrag: ZLS-250505-1187"), T(190, 146, 8, "Entnahme: 05.05.2025 08:05"), T(340, 146, 8, "Eingang: 05.05.2025 10:40"), T(470, 146, 8, "Bericht: 06.05.2025"),
          T(40, 170, 12, "Laborbericht", "B"), T(140, 173, 8, "Schlussbericht · nüchtern"),
          {"t": "rect", "x": 40, "y": 188, "w": 515, "h": 14, "fill": "#f0e6e8"},
          T(44, 191, 8, "Analyse", "B"), T(230, 191, 8, "Resultat", "B"), T(290, 191, 8, "", "B"), T(320, 191, 8, "Einheit", "B"), T(410, 191, 8, "Referenzbereich", "B")]
    y = 210
    for it in R:
        if it[1] is None:
            p1.append(T(44, y + 2, 8.5, it[0], "B", "#8a1020"))
            y += 15
            continue
        label, val, unit, ref, fl, code = it
        p1 += [T(52, y, 8.5, label), T(230, y, 8.5, val, "B" if fl else "R"), T(290, y, 8.5, fl, "B"), T(320, y, 8.5, unit), T(410, y, 8.5, ref)]
        y += 12.5
    y += 8
    p1 += [T(44, y, 7.5, "Kommentar: Nüchternglucose erhöht (6.1-6.9 mmol/l: gestörte Nüchternglucose). HbA1c-Bestimmung empfohlen.", "I"),
           T(44, y + 10, 7.5, "Vitamin D: < 50 nmol/l Mangel, 50-75 nmol/l Insuffizienz. Referenzbereiche alters- und geschlechtsspezifisch.", "I"),
           T(44, y + 30, 7.5, "Validiert: Dr. med. Urs Rindlisbacher, FAMH    06.05.2025 07:12"),
           T(40, 810, 7, "Zentrallabor Seeland AG · GLN 7601000438219 · ZSR K 2288.14"), T(500, 810, 7, "Seite 1/2")]
    p2 = [T(40, 30, 11, "Zentrallabor Seeland AG", "B", "#8a1020"), T(300, 32, 8, "Gerber-Wyssbrod Matthias · 28.11.1966 · Auftrag ZLS-250505-1187"),
          {"t": "line", "x1": 40, "y1": 46, "x2": 555, "y2": 46},
          T(40, 60, 12, "Leistungsabrechnung (Rückforderungsbeleg Tiers garant)", "B"),
          T(40, 78, 8, "Rechnungsnr. RE-2025-0418833   Rechnungsdatum 06.05.2025   Behandlung 05.05.2025   Gesetz: KVG   Tarif 317 (Analysenliste)"),
          T(40, 90, 8, "Versichertennr. 80756012345678901234   Kanton BE   Taxpunktwert CHF 1.00"),
          {"t": "rect", "x": 40, "y": 106, "w": 515, "h": 14, "fill": "#eeeeee"},
          T(44, 109, 8, "Datum", "B"), T(100, 109, 8, "Tarif", "B"), T(135, 109, 8, "Pos.", "B"), T(185, 109, 8, "Bezeichnung", "B"),
          T(395, 109, 8, "Anz.", "B"), T(430, 109, 8, "TP", "B"), T(470, 109, 8, "TPW", "B"), T(510, 109, 8, "CHF", "B")]
    y = 128
    total = 0.0
    for pos, name, n, tp, price in BILL:
        p2 += [T(44, y, 8, "05.05.2025"), T(100, y, 8, "317"), T(135, y, 8, pos), T(185, y, 8, name), T(400, y, 8, n), T(430, y, 8, tp), T(470, y, 8, "1.00"), T(510, y, 8, price)]
        total += float(price)
        y += 12
    p2 += [{"t": "line", "x1": 40, "y1": y + 2, "x2": 555, "y2": y + 2}, T(330, y + 8, 8.5, "Total Analysen", "B"), T(505, y + 8, 8.5, f"{total:.2f}", "B"),
           T(330, y + 20, 8, "davon MWST 0.00 %"), T(505, y + 20, 8, "0.00"),
           T(330, y + 32, 8, "Zahlbar innert 30 Tagen"), T(40, y + 56, 7.5, "Kumulierter Jahresbetrag 2025 bisher: CHF 1'024.50 (inkl. dieser Rechnung)"),
           T(40, y + 68, 7.5, "IBAN CH93 0076 2011 6238 5295 7 · Zentrallabor Seeland AG, Biel/Bienne"),
           T(40, 810, 7, "Zentrallabor Seeland AG · GLN 7601000438219 · ZSR K 2288.14"), T(500, 810, 7, "Seite 2/2")]
    spec = {"size": [595.28, 841.89], "unicode": True, "title": "Laborbericht ZLS-250505-1187", "producer": "pdf-lib", "creator": "LabOS Report 4", "date": "2025-05-06T05:12:00Z", "pages": [p1, p2]}
    draw("pdflib", spec, out)
    for it in R:
        if it[1] is None:
            continue
        label, val, unit, ref, fl, code = it
        lo, hi = rng(ref)
        row(DOC, label, code, DATE, num(val), unit, lo, hi, ref, bool(fl), [label, val, fl, unit, ref])
    return IDENTITY
