# Slovak documents (exec'd by make.py): a lab report with long Poznámka comments (pdfkit) and a
# GP's result sheet kept as a grey scan (Chromium -> pdftoppm -> ImageMagick -> image-only PDF).

D3 = "SK_Biolab_Pohronie_vysledky_2025-02-03.pdf"
D3_DATE = "2025-02-03"
SK3 = [
    ("Glukóza", "GLU", "7,4", "mmol/l", "3,9", "5,6",
     "Vzorka odobratá nalačno. Hodnota nad 7,0 mmol/l pri opakovanom meraní svedčí pre diabetes mellitus."),
    ("HbA1c (IFCC)", "HBA1C", "53", "mmol/mol", "20", "42",
     "Diagnostická hranica pre diabetes mellitus ≥ 48 mmol/mol (IFCC). Prepočet podľa DCCT: 7,0 %."),
    ("Cholesterol celkový", "CHOL", "5,84", "mmol/l", "2,90", "5,00",
     "Cieľová hodnota pre pacientov s vysokým KV rizikom < 4,5 mmol/l."),
    ("HDL cholesterol", "HDL", "1,02", "mmol/l", "1,00", "2,10", ""),
    ("LDL cholesterol", "LDL", "3,91", "mmol/l", "1,20", "3,00", "Vypočítané podľa Friedewalda."),
    ("Triacylglyceroly", "TG", "2,03", "mmol/l", "0,45", "1,70", ""),
    ("Kreatinín", "CREA", "96", "µmol/l", "64", "104", ""),
    ("eGFR CKD-EPI", "EGFR", "1,26", "ml/s/1,73 m2", "1,00", None,
     "Výpočet podľa CKD-EPI 2021 bez koeficientu rasy. Hodnoty 0,75 - 1,00 ml/s/1,73 m2 zodpovedajú miernemu poklesu funkcie."),
    ("Urea", "UREA", "6,2", "mmol/l", "2,8", "8,1", ""),
    ("Kyselina močová", "URIC_ACID", "441", "µmol/l", "202", "417", ""),
    ("ALT", "ALT", "0,88", "µkat/l", "0,10", "0,85", ""),
    ("AST", "AST", "0,61", "µkat/l", "0,10", "0,85", ""),
    ("GMT", "GGT", "1,42", "µkat/l", "0,10", "1,19",
     "Pacient udáva pravidelný príjem alkoholu. Odporúčame kontrolu o 4 - 6 týždňov."),
    ("TSH", "TSH", "1,92", "mIU/l", "0,27", "4,20", ""),
    ("PSA celkový", "PSA", "1,84", "µg/l", "0,00", "4,00", "Pre vek 50 - 59 rokov odporúčaná horná hranica 3,5 µg/l."),
    ("Vitamín D (25-OH)", "VIT_D", "48,6", "nmol/l", "75", "250",
     "Deficit < 50 nmol/l, insuficiencia 50 - 75 nmol/l, optimum 75 - 250 nmol/l, toxicita > 375 nmol/l."),
    ("CRP", "CRP", "2,1", "mg/l", "0,0", "5,0", ""),
    ("Železo", "FE", "17,8", "µmol/l", "11,6", "31,3", ""),
    ("Feritín", "FERR", "212", "µg/l", "30", "400", ""),
]


def T(x, y, text, s=8.6, f="r", c="#000", **kw):
    d = {"t": "text", "x": x, "y": y, "text": text, "s": s, "f": f, "c": c}
    d.update(kw)
    return d


def sk3_header(page):
    it = [T(40, 32, "BIOLAB Pohronie, s.r.o.", 15, "b", "#2a5d2a"),
          T(40, 52, "Laboratórium klinickej biochémie a hematológie · Partizánska cesta 91, 974 01 Banská Bystrica · tel. 048/415 22 90", 7.2, c="#333"),
          {"t": "line", "x1": 40, "y1": 66, "x2": 555, "y2": 66, "w": 1.2, "c": "#2a5d2a"},
          T(40, 74, "Meno a priezvisko: KMEŤKO ĽUBOMÍR", 8.6, "b"),
          T(300, 74, "Rodné číslo: 680914/7312", 8.6),
          T(40, 87, "Dátum narodenia: 14.09.1968   Pohlavie: muž   Poisťovňa: 25", 8.2),
          T(300, 87, "Adresa: Hviezdoslavova 22, 974 01 Banská Bystrica", 8.2),
          T(40, 100, "Odosielajúci lekár: MUDr. Zuzana Hrebíková (A45612033)", 8.2),
          T(300, 100, "Číslo žiadanky: BB250203-0917", 8.2),
          T(40, 113, "Dátum odberu: 03.02.2025 07:30", 8.2, "b"),
          T(220, 113, "Dátum prijatia: 03.02.2025 11:02", 8.2),
          T(400, 113, "Dátum vydania: 04.02.2025 13:47", 8.2),
          {"t": "line", "x1": 40, "y1": 127, "x2": 555, "y2": 127, "w": 0.6},
          T(40, 132, "Vyšetrenie", 8.2, "b"), T(165, 132, "Výsledok", 8.2, "b"), T(220, 132, "Jednotky", 8.2, "b"),
          T(290, 132, "Ref. hodnoty", 8.2, "b"), T(365, 132, "Poznámka", 8.2, "b"),
          {"t": "line", "x1": 40, "y1": 145, "x2": 555, "y2": 145, "w": 0.6}]
    it.append(T(40, 805, f"BIOLAB Pohronie, s.r.o. · KMEŤKO ĽUBOMÍR · 680914/7312 · Strana {page}/2 · Vytlačené 04.02.2025 13:52", 6.8, c="#555"))
    return it


def doc3():
    pages, page, y = [], sk3_header(1), 152
    for label, code, v, unit, lo, hi, note in SK3:
        lines = textwrap.wrap(note, 44) if note else []
        need = max(1, len(lines)) * 10.5 + 4
        if y + need > 470 and len(pages) == 0:
            pages.append(page)
            page, y = sk3_header(2), 152
        x = num(v)
        ab = (hi is not None and x > num(hi)) or x < num(lo)
        rp = (lo + " - " + hi) if hi else ("> " + lo)
        shown = v + (" *" if ab else "")
        page += [T(40, y, label, 8.4), T(165, y, shown, 8.4, "b" if ab else "r"), T(220, y, unit, 8.4), T(290, y, rp, 8.4)]
        for k, ln in enumerate(lines):
            page.append(T(365, y + k * 10.5, ln, 7.4, "i", "#333"))
        add(D3, label, code, D3_DATE, v, unit, (lo, hi, rp), ab, [label, shown, unit, rp, note])
        y += need
    page += [T(40, y + 4, "Homocysteín", 8.4), T(165, y + 4, "prebieha", 8.4, "i"), T(365, y + 4, "Výsledok bude zaslaný dodatočne.", 7.4, "i", "#333")]
    excl(D3, "Homocysteín", "prebieha", "pending: no value")
    excl(D3, "HbA1c (IFCC)", "Prepočet podľa DCCT: 7,0 %", "a recalculation quoted in the comment, not a second result")
    y += 30
    page += [T(40, y, "* hodnota mimo referenčného rozmedzia. Výsledky overil: RNDr. Pavol Sliacky, vedúci laboratória.", 7.4),
             T(40, y + 12, "Laboratórium je akreditované SNAS podľa STN EN ISO 15189, osvedčenie č. M-118.", 7.4)]
    pages.append(page)
    pdfkit(pages, os.path.join(DOCS, D3), {"Title": "Vysledky laboratornych vysetreni", "Creator": "LIS OpenLab 5.2"})
    DOCINFO[D3] = "Slovak lab report (pdfkit, two pages): Dátum odberu/prijatia/vydania, Výsledok/Jednotky/Ref. hodnoty/Poznámka with comments wrapped over several lines holding numbers and bands, '*' flags, a pending row"


D4 = "SK_VLD_vysledky_sken_2025-06.pdf"
D4_DATE = "2025-06-18"
SK4 = [
    ("Leukocyty", "WBC", "7,1", "10^9/l", "4,0", "10,0"),
    ("Erytrocyty", "RBC", "4,92", "10^12/l", "4,50", "5,90"),
    ("Hemoglobín", "HGB", "152", "g/l", "135", "175"),
    ("Hematokrit", "HCT", "0,446", "l/l", "0,400", "0,500"),
    ("Trombocyty", "PLT", "231", "10^9/l", "150", "400"),
    ("Glukóza", "GLU", "6,8", "mmol/l", "3,9", "5,6"),
    ("HbA1c", "HBA1C", "49", "mmol/mol", "20", "42"),
    ("Cholesterol", "CHOL", "5,12", "mmol/l", "2,90", "5,00"),
    ("Triacylglyceroly", "TG", "1,84", "mmol/l", "0,45", "1,70"),
    ("Kreatinín", "CREA", "92", "µmol/l", "64", "104"),
    ("ALT", "ALT", "0,74", "µkat/l", "0,10", "0,85"),
    ("GMT", "GGT", "1,08", "µkat/l", "0,10", "1,19"),
]


def doc4():
    trs = []
    for label, code, v, unit, lo, hi in SK4:
        x = num(v)
        ab = x > num(hi) or x < num(lo)
        rp = lo + "-" + hi
        trs.append(f"<tr><td>{label}</td><td class='v'>{v}</td><td>{'H' if ab else ''}</td><td>{unit}</td><td>{rp}</td></tr>")
        add(D4, label, code, D4_DATE, v, unit, (lo, hi, rp), ab, [label, v, "H" if ab else "", unit, rp])
    html = f"""<!doctype html><html lang="sk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 18mm; }}
body {{ font-family: 'Liberation Serif', serif; font-size: 11pt; }}
h1 {{ font-size: 13pt; text-align: center; margin: 14px 0 4px; }}
table.r {{ border-collapse: collapse; width: 88%; margin: 10px auto; }}
table.r td, table.r th {{ border: 1px solid #000; padding: 3px 6px; }}
.v {{ text-align: right; }}
</style></head><body>
<div style="border-bottom:1px solid #000">MUDr. Zuzana Hrebíková – ambulancia všeobecného lekára pre dospelých<br>
Poliklinika Sever, Tajovského 11, 974 01 Banská Bystrica · tel. 048/412 77 35 · kód lekára A45612033</div>
<h1>Výsledky laboratórnych vyšetrení</h1>
<p>Pacient: Kmeťko Ľubomír, nar. 14.09.1968, RČ 680914/7312<br>
Odber krvi dňa: 18.06.2025 &nbsp;&nbsp; (vyšetrené v laboratóriu BIOLAB Pohronie, výsledky prijaté 19.06.2025)</p>
<table class="r"><tr><th>Parameter</th><th>Hodnota</th><th></th><th>Jednotka</th><th>Norma</th></tr>{''.join(trs)}</table>
<p>Záver: glykémia a HbA1c nad normou – pokračovať v diéte, kontrola o 3 mesiace.<br>
V Banskej Bystrici 20.06.2025 &nbsp;&nbsp;&nbsp;&nbsp; MUDr. Zuzana Hrebíková (pečiatka, podpis)</p>
</body></html>"""
    with tempfile.TemporaryDirectory() as td:
        pdf = os.path.join(td, "clean.pdf")
        chromium(html, pdf)
        subprocess.run(["pdftoppm", "-r", "150", "-gray", "-png", "-singlefile", pdf, os.path.join(td, "p")], check=True)
        jpg = os.path.join(td, "scan.jpg")
        subprocess.run(["convert", os.path.join(td, "p.png"), "-background", "white", "-rotate", "0.9",
                        "-fill", "#d8d8d8", "-colorize", "12%", "-attenuate", "0.35", "+noise", "Gaussian",
                        "-blur", "0x0.55", "-level", "8%,92%", "+level", "12%,86%", "-colorspace", "Gray", "-quality", "58", jpg], check=True)
        pdfkit([[{"t": "image", "path": jpg, "x": 0, "y": 0, "w": 595.28, "h": 841.89}]], os.path.join(DOCS, D4),
               {"Creator": "Canon iR-ADV C3530 scan"})
    DOCINFO[D4] = "Slovak GP's result sheet as a grey scan (image-only PDF, ImageMagick: rotated 0.9°, noise, blur, JPEG 58); bordered table, H flag column, receipt and signature dates"


doc3()
doc4()
