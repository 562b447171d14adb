# The Slovak private-lab report (Vyšetrenie / Výsledok / Jednotka / Referenčné hodnoty, interpretive comments)
# and the Austrian Befund (Normbereich, a flag column of +, ++, -).
from common import R


def slovak():
    name = "VITAMED_Zilina_vysledky_19100812.pdf"
    date = "2019-10-08"
    groups = [
        ("Biochémia – sérum", [
            R("Glukóza (nalačno)", "GLU", "5,4", "mmol/l", "3,9 – 5,6"),
            R("Cholesterol celkový", "CHOL", "6,41", "mmol/l", "< 5,0", flag="H"),
            R("HDL cholesterol", "HDL", "1,12", "mmol/l", "muži > 1,0\nženy > 1,2", lo=1.0, hi=None),
            R("LDL cholesterol", "LDL", "4,47", "mmol/l", "< 3,0", flag="H",
              comment="Cieľová hodnota LDL-C závisí od kardiovaskulárneho rizika: pri vysokom riziku < 1,8 mmol/l, "
                      "pri veľmi vysokom < 1,4 mmol/l (ESC/EAS 2019)."),
            R("Triacylglyceroly", "TG", "1,83", "mmol/l", "< 1,7", flag="H"),
            R("non-HDL cholesterol", "NON_HDL", "5,29", "mmol/l", "< 3,8", flag="H"),
            R("Kreatinín", "CREA", "92", "µmol/l", "muži: 62 – 106\nženy: 44 – 80", lo=62.0, hi=106.0),
            R("eGFR (CKD-EPI)", "EGFR", "86", "ml/min/1,73 m²", "> 90", flag="L",
              comment="eGFR 60–89 ml/min/1,73 m² bez ďalších známok poškodenia obličiek nespĺňa kritériá CKD."),
            R("Kyselina močová", "URIC_ACID", "398", "µmol/l", "muži: 202 – 416\nženy: 143 – 339", lo=202.0, hi=416.0),
            R("ALT", "ALT", "0,48", "µkat/l", "< 0,85"),
            R("AST", "AST", "0,41", "µkat/l", "< 0,85"),
            R("GMT", "GGT", "0,77", "µkat/l", "0,17 – 1,19"),
            R("Bilirubín celkový", "BILI", "11,8", "µmol/l", "< 21"),
            R("Železo", "FE", "18,4", "µmol/l", "muži: 11,6 – 31,3\nženy: 9,0 – 30,4", lo=11.6, hi=31.3),
            R("Homocysteín", "HOMOCYSTEINE", "14,8", "µmol/l", "5,0 – 12,0", flag="H"),
        ]),
        ("Imunochémia", [
            R("Feritín", "FERR", "212", "µg/l", "30 – 400"),
            R("25-OH vitamín D", "VIT_D", "18,2", "ng/ml", "30 – 100", flag="L",
              comment="Interpretácia: deficit < 20 ng/ml; insuficiencia 20 – 30 ng/ml; optimum 30 – 100 ng/ml; "
                      "toxicita > 150 ng/ml. Odporúčame suplementáciu a kontrolu o 3 mesiace."),
            R("Vitamín B12", "B12", "312", "pmol/l", "145 – 569"),
            R("TSH", "TSH", "1,86", "mIU/l", "0,35 – 4,94"),
            R("fT4", "FT4", "14,2", "pmol/l", "9,0 – 19,0"),
            R("PSA celkový", "PSA", "0,84", "µg/l", "< 4,0",
              comment="Vekovo špecifické hodnoty: 40 – 49 r. < 2,5 µg/l; 50 – 59 r. < 3,5 µg/l."),
        ]),
    ]
    rows, body = [], []
    for title, rs in groups:
        body.append(f'<tr><td colspan="4" class="g">{title}</td></tr>')
        for r in rs:
            fl = f' <span class="f">{r.flag}</span>' if r.flag else ""
            body.append(f'<tr><td>{r.label}</td><td class="v">{r.val}{fl}</td><td>{r.unit}</td>'
                        f'<td>{r.rng.replace(chr(10), "<br>")}</td></tr>')
            if r.comment:
                body.append(f'<tr><td colspan="4" class="c">Komentár: {r.comment}</td></tr>')
            rows.append(r.truth(name, date, [r.label, r.val + (" " + r.flag if r.flag else ""), r.unit, r.rng]))
    html = f"""<!doctype html><html lang="sk"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 16mm 15mm; }}
body {{ font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10pt; }}
.top {{ border: 1px solid #000; padding: 6px; display: flex; justify-content: space-between; }}
table.r {{ width: 100%; border-collapse: collapse; margin-top: 10px; }}
table.r th {{ text-align: left; background: #ddd; padding: 3px; }}
table.r td {{ padding: 2px 3px; vertical-align: top; border-bottom: 0.5px solid #ccc; }}
td.v {{ font-weight: bold; }} .f {{ color: #b00; }}
td.g {{ font-weight: bold; text-transform: uppercase; padding-top: 8px; background: #f3f3f3; }}
td.c {{ font-size: 8.5pt; font-style: italic; padding-left: 20px; }}
</style></head><body>
<div class="top"><div><b style="font-size:14pt">LABORATÓRIUM VITAMED s.r.o.</b><br>Hurbanova 14, 010 01 Žilina · IČO: 46 218 553<br>
tel.: 041/562 70 18 · e-mail: lab@vitamed-za.sk</div>
<div style="text-align:right">Výsledky laboratórnych vyšetrení<br>Číslo vzorky: <b>19100812</b><br>Protokol: konečný</div></div>
<table style="margin-top:8px;font-size:9.5pt"><tr><td>Meno a priezvisko:</td><td><b>Tomáš Vrbenský</b></td><td style="padding-left:20px">Rodné číslo:</td><td><b>720923/4175</b></td></tr>
<tr><td>Dátum narodenia:</td><td>23.09.1972</td><td style="padding-left:20px">Poisťovňa:</td><td>24 – DÔVERA zdravotná poisťovňa</td></tr>
<tr><td>Adresa:</td><td>Vojtecha Spanyola 1187/42, 010 01 Žilina</td><td style="padding-left:20px">Samoplatca:</td><td>áno (preventívny balík „Srdce&nbsp;PLUS“)</td></tr>
<tr><td>Odosielajúci lekár:</td><td>MUDr. Ľubomír Záhorec, kód A48271093</td><td style="padding-left:20px"></td><td></td></tr>
<tr><td>Dátum a čas odberu:</td><td>08.10.2019 07:40</td><td style="padding-left:20px">Prijaté / Vydané:</td><td>08.10.2019 08:15 / 09.10.2019 12:30</td></tr></table>
<table class="r"><thead><tr><th>Vyšetrenie</th><th>Výsledok</th><th>Jednotka</th><th>Referenčné hodnoty</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<p style="font-size:8.5pt">H – hodnota nad referenčným rozmedzím, L – hodnota pod referenčným rozmedzím.<br>
Poznámka laboratória: Vzorka odobratá nalačno. Lipidový profil odporúčame hodnotiť v kontexte celkového KV rizika (SCORE2).</p>
<p style="font-size:8.5pt">Vyšetrenia schválil: RNDr. Marek Hollý, PhD., vedúci laboratória &nbsp;&nbsp; Dňa 09.10.2019</p>
</body></html>"""
    layout = ("Slovak private lab: Vyšetrenie / Výsledok / Jednotka / Referenčné hodnoty, the flag after the value, "
              "ranges by sex on two lines ('muži: 62 – 106' / 'ženy: 44 – 80'), '> 90', '< 0,85', interpretive "
              "'Komentár:' lines under rows, µkat/l enzymes.")
    return name, html, rows, [], layout


def austrian():
    name = "Labor_Hainzl_Graz_Befund_21-0413-2277.pdf"
    date = "2021-04-13"
    groups = [
        ("BLUTBILD", [
            R("Leukozyten", "WBC", "11,8", "G/l", "4,0 - 10,0", flag="+"),
            R("Erythrozyten", "RBC", "5,21", "T/l", "4,50 - 5,90"),
            R("Hämoglobin", "HGB", "15,6", "g/dl", "M: 13,5 - 17,5 / W: 12,0 - 16,0", lo=13.5, hi=17.5),
            R("Hämatokrit", "HCT", "45,2", "%", "M: 40 - 52 / W: 35 - 47", lo=40.0, hi=52.0),
            R("MCV", "MCV", "86,8", "fl", "80 - 99"),
            R("MCH", "MCH", "29,9", "pg", "27 - 33"),
            R("MCHC", "MCHC", "34,5", "g/dl", "32 - 36"),
            R("Thrombozyten", "PLT", "412", "G/l", "150 - 400", flag="+"),
        ]),
        ("DIFFERENTIALBLUTBILD (maschinell)", [
            R("Neutrophile", "NEUT_PCT", "74,1", "%", "40 - 75"),
            R("Lymphozyten", "LYMPH_PCT", "17,3", "%", "20 - 45", flag="-"),
            R("Monozyten", "MONO_PCT", "6,2", "%", "2 - 10"),
            R("Eosinophile", "EOS_PCT", "1,9", "%", "0 - 6"),
            R("Basophile", "BASO_PCT", "0,5", "%", "0 - 2"),
            R("Neutrophile abs.", "NEUT", "8,74", "G/l", "1,80 - 7,70", flag="+"),
            R("Lymphozyten abs.", "LYMPH", "2,04", "G/l", "1,00 - 4,80"),
        ]),
        ("KLINISCHE CHEMIE", [
            R("Kreatinin", "CREA", "1,08", "mg/dl", "0,70 - 1,20"),
            R("eGFR (CKD-EPI)", "EGFR", "78", "ml/min", "> 90", flag="-"),
            R("Harnsäure", "URIC_ACID", "7,9", "mg/dl", "3,4 - 7,0", flag="+"),
            R("GOT (AST)", "AST", "34", "U/l", "< 50"),
            R("GPT (ALT)", "ALT", "61", "U/l", "< 50", flag="+"),
            R("Gamma-GT", "GGT", "148", "U/l", "M: < 60 / W: < 40", lo=None, hi=60.0, flag="++"),
            R("Cholesterin gesamt", "CHOL", "238", "mg/dl", "< 200", flag="+"),
            R("HDL-Cholesterin", "HDL", "44", "mg/dl", "> 40"),
            R("LDL-Cholesterin (berechnet)", "LDL", "158", "mg/dl", "< 130", flag="+"),
            R("Triglyceride", "TG", "181", "mg/dl", "< 150", flag="+"),
            R("Glucose (nüchtern)", "GLU", "97", "mg/dl", "70 - 100"),
            R("C-reaktives Protein", "CRP", "12,4", "mg/l", "< 5,0", flag="++"),
        ]),
        ("SEROLOGIE", [
            R("HBs-Antigen", "HBSAG", "negativ", "", "negativ", ref_text="negativ"),
            R("Borrelien IgG-AK (ELISA)", "BORELIA_IGG", "positiv", "", "negativ", ref_text="negativ", flag="+"),
        ]),
    ]
    rows, body = [], []
    for title, rs in groups:
        body.append(f'<tr><td colspan="5" class="g">{title}</td></tr>')
        for r in rs:
            body.append(f'<tr><td>{r.label}</td><td class="v">{r.val}</td><td class="fl">{r.flag}</td>'
                        f'<td>{r.unit}</td><td>{r.rng}</td></tr>')
            rows.append(r.truth(name, date, [r.label, r.val, r.flag, r.unit, r.rng]))
    html = f"""<!doctype html><html lang="de-AT"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 15mm 14mm 18mm 18mm; }}
body {{ font-family: Helvetica, Arial, sans-serif; font-size: 9.5pt; }}
.kopf {{ font-size: 8pt; color: #333; border-bottom: 1px solid #888; padding-bottom: 4px; }}
table.b {{ width: 100%; border-collapse: collapse; margin-top: 10px; }}
table.b th {{ text-align: left; font-size: 8.5pt; border-bottom: 1.5px solid #000; }}
table.b td {{ padding: 1.5px 4px; }}
td.v {{ text-align: right; width: 60px; }} td.fl {{ font-weight: bold; width: 24px; }}
td.g {{ font-weight: bold; padding-top: 9px; font-size: 9pt; letter-spacing: 0.5px; }}
.fuss {{ position: fixed; bottom: 0; font-size: 7pt; width: 100%; border-top: 0.5px solid #999; }}
</style></head><body>
<div class="fuss">Labor Dr. Hainzl-Oberwalder &amp; Partner OG · Annenstraße 58, 8020 Graz · Tel. 0316/71 28 44 · DVR 0847261 · Befund-Nr. 21-0413-2277 · Vrbensky Tomas, geb. 23.09.1972</div>
<div class="kopf"><b style="font-size:12pt">Labor Dr. Hainzl-Oberwalder &amp; Partner</b> · Fachärzte für Medizinische und Chemische Labordiagnostik<br>
Annenstraße 58, 8020 Graz · Alle Kassen · www.labor-hainzl.at</div>
<table style="width:100%;margin-top:8px;font-size:9pt"><tr><td style="width:50%">An<br>Dr. Ferdinand Pichlmayr<br>Arzt für Allgemeinmedizin<br>Kärntner Straße 311, 8054 Graz</td>
<td><b>BEFUND</b><br>Patient: <b>VRBENSKY Tomas</b>, männlich<br>geb. 23.09.1972 · SVNr. 3185 230972<br>Wohnort: Eggenberger Allee 71/3/12, 8020 Graz<br>
Abnahme: 13.04.2021 08:10 · Eingang: 13.04.2021 11:42<br>Befunddatum: 14.04.2021 · Befund-Nr. 21-0413-2277</td></tr></table>
<table class="b"><thead><tr><th>Untersuchung</th><th style="text-align:right">Ergebnis</th><th></th><th>Einheit</th><th>Normbereich</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<p style="font-size:8pt">Kennzeichnung: + erhöht, ++ stark erhöht, - erniedrigt, -- stark erniedrigt.<br>
eGFR nach CKD-EPI, bezogen auf 1,73 m² Körperoberfläche. Borrelien-IgG positiv: Immunoblot zur Bestätigung empfohlen;
ein positiver IgG-Befund beweist keine aktive Infektion (Seronarbe möglich).<br>
Medizinisch validiert: Dr. Karin Oberwalder, Fachärztin für Med. und Chem. Labordiagnostik.</p>
</body></html>"""
    layout = ("Austrian private-lab Befund: Untersuchung / Ergebnis / flag column ('+', '++', '-') / Einheit / Normbereich, "
              "G/l and T/l counts, bands by sex on one line ('M: 13,5 - 17,5 / W: 12,0 - 16,0'), mg/dl chemistry, "
              "serology 'positiv' against 'negativ', SVNr in the identity block and the footer.")
    return name, html, rows, [], layout
