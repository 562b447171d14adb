# The German hospital Kumulativbefund (four dates as columns, n.b. and s. Bem. cells, a page break inside
# the table) and the bilingual German/French Swiss report (G/l, T/l, g/l).
from common import R

DATES = [("2022-11-02", "02.11.22<br>06:45"), ("2022-11-03", "03.11.22<br>06:30"),
         ("2022-11-05", "05.11.22<br>07:10"), ("2022-11-08", "08.11.22<br>06:50")]


def kumulativ():
    name = "KSW_Regensburg_Kumulativbefund_F22-0471186.pdf"
    # section, label, code, unit, range text, lo, hi, [cells per date], extra kwargs
    params = [
        ("Klinische Chemie", [
            ("Natrium", "NA", "mmol/l", "135 - 145", 135, 145, ["134 L", "137", "139", "140"]),
            ("Kalium", "K", "mmol/l", "3,5 - 5,1", 3.5, 5.1, ["3,4 L", "s. Bem.¹", "4,1", "4,3"]),
            ("Kreatinin", "CREA", "mg/dl", "0,7 - 1,2", 0.7, 1.2, ["1,46 H", "1,38 H", "1,19", "1,04"]),
            ("eGFR (CKD-EPI)", "EGFR", "ml/min/1,73m²", "> 60", 60, None, ["56 L", "60", "71", "84"]),
            ("Harnstoff", "UREA", "mg/dl", "17 - 43", 17, 43, ["52 H", "47 H", "38", "n.b."]),
            ("CRP", "CRP", "mg/dl", "< 0,5", None, 0.5, ["18,7 H", "14,2 H", "6,9 H", "1,8 H"]),
            ("Procalcitonin", "PCT", "ng/ml", "< 0,5", None, 0.5, ["2,41 H", "1,12 H", "n.b.", "n.b."]),
            ("LDH", "LDH", "U/l", "< 248", None, 248, ["261 H", "n.b.", "224", "n.b."]),
            ("Troponin T hs", "HS_TROPONIN_T", "ng/l", "< 14", None, 14, ["11", "s. Bem.²", "n.b.", "n.b."]),
            ("NT-proBNP", "NT_PROBNP", "pg/ml", "< 125", None, 125, ["318 H", "n.b.", "n.b.", "n.b."]),
        ]),
        ("Hämatologie", [
            ("Leukozyten", "WBC", "/nl", "4,0 - 10,0", 4.0, 10.0, ["15,9 H", "13,6 H", "9,8", "7,4"]),
            ("Hämoglobin", "HGB", "g/dl", "13,5 - 17,0", 13.5, 17.0, ["14,1", "13,2 L", "13,0 L", "13,6"]),
            ("Thrombozyten", "PLT", "/nl", "150 - 400", 150, 400, ["198", "187", "224", "301"]),
        ]),
        ("Gerinnung", [
            ("Quick", "QUICK", "%", "70 - 120", 70, 120, ["82", "n.b.", "n.b.", "94"]),
            ("INR", "INR", "", "0,85 - 1,15", 0.85, 1.15, ["1,12", "n.b.", "n.b.", "1,03"]),
            ("aPTT", "APTT", "s", "25 - 37", 25, 37, ["33", "n.b.", "n.b.", "31"]),
        ]),
    ]
    rows, excluded, body = [], [], []
    for sec, ps in params:
        body.append(f'<tr class="s"><td colspan="{3 + len(DATES)}">{sec}</td></tr>')
        for label, code, unit, rng, lo, hi, cells in ps:
            body.append(f"<tr><td>{label}</td><td>{unit}</td><td>{rng}</td>" +
                        "".join(f"<td class='c'>{c}</td>" for c in cells) + "</tr>")
            if code == "HS_TROPONIN_T":
                body.append("PAGEBREAK")
            for (date, _), c in zip(DATES, cells):
                if c == "n.b.":
                    continue
                if c.startswith("s. Bem."):
                    excluded.append({"doc": name, "label_as_printed": label, "printed": c,
                                     "why": "see remark: no value (haemolysed / sample clotted)"})
                    continue
                parts = c.split()
                flag = parts[1] if len(parts) > 1 else ""
                kw = {}
                if code == "QUICK":
                    kw["new_label"] = "Quick (Thromboplastinzeit)"
                r = R(label, code, parts[0], unit, rng,
                      lo=None if lo is None else float(lo), hi=None if hi is None else float(hi), flag=flag, **kw)
                rows.append(r.truth(name, date, [label, unit, rng, date, c]))
    heads = "".join(f"<th class='c'>{d[1]}</th>" for d in DATES)
    cut = body.index("PAGEBREAK")
    thead = f"<thead><tr><th>Parameter</th><th>Einheit</th><th>Referenz</th>{heads}</tr></thead>"
    fuss = ('<div class="fuss">Klinikum St. Wolfgang Regensburg-Süd · Zentrallabor · Kumulativbefund Fall F22-0471186 · '
            'Vrbensky, Tomas (* 23.09.1972) · Druck 09.11.2022 10:32 · Seite SEITE</div>')
    html = f"""<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@page {{ size: A4 landscape; margin: 12mm 14mm 16mm 14mm; }}
body {{ font-family: Arial, sans-serif; font-size: 10pt; }}
table.k {{ width: 100%; border-collapse: collapse; }}
table.k th {{ border-bottom: 1.5px solid #000; text-align: left; font-size: 9pt; padding: 3px; }}
table.k td {{ padding: 4px 3px; border-bottom: 0.5px solid #ddd; }}
.c {{ text-align: right; width: 90px; }}
tr.s td {{ font-weight: bold; background: #e8e8e8; padding-top: 7px; }}
.kopf {{ display: flex; justify-content: space-between; font-size: 9pt; }}
.fuss {{ width: 100%; font-size: 7.5pt; color: #444; border-top: 0.5px solid #999; margin-top: 10px; }}
</style></head><body>
<div class="kopf"><div><b style="font-size:13pt">Klinikum St. Wolfgang Regensburg-Süd</b><br>Institut für Laboratoriumsmedizin · Chefarzt Prof. Dr. med. Gernot Aschenbrenner<br>
Prüfeninger Weg 240, 93049 Regensburg</div>
<div style="text-align:right"><b>KUMULATIVBEFUND</b><br>Station 4B Innere Medizin / Kardiologie<br>Aufnahme 02.11.2022 · Fall-Nr. F22-0471186</div></div>
<p style="font-size:9pt">Patient: <b>Vrbensky, Tomas</b> · geb. 23.09.1972 · m · Versichertennr. K482915537 (AOK Bayern) · Albertstraße 9, 93047 Regensburg<br>
Einsender: Dr. med. Veronika Strasser-Lindl, Oberärztin</p>
<table class="k">{thead}<tbody>{''.join(body[:cut])}</tbody></table>
{fuss.replace("SEITE", "1 von 2")}
<div style="break-after:page"></div>
<p style="font-size:8.5pt">Kumulativbefund (Fortsetzung) · Vrbensky, Tomas · geb. 23.09.1972 · Fall-Nr. F22-0471186</p>
<table class="k">{thead}<tbody>{''.join(body[cut + 1:])}</tbody></table>
<p style="font-size:8.5pt"><b>Bemerkungen:</b><br>
¹ 03.11.22 Kalium: Probe hämolytisch, Kalium nicht verwertbar – Kontrolle erbeten.<br>
² 03.11.22 Troponin T hs: Probe geronnen, Bestimmung nicht möglich.<br>
n.b. = nicht bestimmt (nicht angefordert). H / L = oberhalb / unterhalb des Referenzbereichs.<br>
Freigabe: Dr. rer. nat. Till Benedikter, Laborleitung.</p>
{fuss.replace("SEITE", "2 von 2")}
</body></html>"""
    layout = ("German hospital 'Kumulativbefund' in landscape: Parameter / Einheit / Referenz first, then four "
              "collection date+time columns with H/L after the value, 'n.b.' and 's. Bem.¹' cells explained in "
              "footnotes, section rows, a table running over a page break, Quick % (not in the dictionary).")
    return name, html, rows, excluded, layout


def swiss():
    name = "Labo_Seeland-Jura_Biel_Rapport_23-Q-661045.pdf"
    date = "2023-08-29"
    groups = [
        ("Hématologie / Hämatologie", [
            R("Hémoglobine / Hämoglobin", "HGB", "142", "g/l", "H 135 – 172 / F 120 – 157", lo=135.0, hi=172.0),
            R("Hématocrite / Hämatokrit", "HCT", "0,43", "l/l", "H 0,40 – 0,50 / F 0,36 – 0,46", lo=0.40, hi=0.50),
            R("Érythrocytes / Erythrozyten", "RBC", "4,71", "T/l", "4,30 – 5,80"),
            R("VGM / MCV", "MCV", "91", "fl", "80 – 98"),
            R("HGM / MCH", "MCH", "30,1", "pg", "27 – 33"),
            R("CGMH / MCHC", "MCHC", "331", "g/l", "315 – 360"),
            R("Leucocytes / Leukozyten", "WBC", "3,6", "G/l", "4,0 – 10,0", flag="L"),
            R("Thrombocytes / Thrombozyten", "PLT", "164", "G/l", "150 – 450"),
        ]),
        ("Chimie clinique / Klinische Chemie", [
            R("Créatinine / Kreatinin", "CREA", "88", "µmol/l", "H 62 – 106 / F 44 – 80", lo=62.0, hi=106.0),
            R("eGFR CKD-EPI", "EGFR", "87", "ml/min/1.73m2", "> 60"),
            R("ASAT / GOT", "AST", "27", "U/l", "< 50"),
            R("ALAT / GPT", "ALT", "39", "U/l", "< 50"),
            R("Gamma-GT", "GGT", "71", "U/l", "< 60", flag="H"),
            R("Glucose à jeun / Glukose nüchtern", "GLU", "6,3", "mmol/l", "3,9 – 5,5", flag="H"),
            R("HbA1c", "HBA1C", "6,0", "%", "4,0 – 6,0"),
            R("Cholestérol total / Cholesterin total", "CHOL", "5,4", "mmol/l", "< 5,0", flag="H"),
            R("Protéine C-réactive (CRP)", "CRP", "< 3", "mg/l", "< 5"),
            R("Ferritine / Ferritin", "FERR", "268", "µg/l", "H 30 – 400 / F 15 – 150", lo=30.0, hi=400.0),
            R("TSH", "TSH", "3,05", "mU/l", "0,27 – 4,20"),
            R("Vitamine B12 / Vitamin B12", "B12", "188", "pmol/l", "> 145"),
        ]),
    ]
    rows, body = [], []
    for title, rs in groups:
        body.append(f'<tr><td colspan="5" class="g">{title}</td></tr>')
        for r in rs:
            body.append(f'<tr><td>{r.label}</td><td class="v">{r.val}</td><td class="f">{r.flag}</td>'
                        f'<td>{r.unit}</td><td>{r.rng}</td></tr>')
            rows.append(r.truth(name, date, [r.label, r.val, r.flag, r.unit, r.rng]))
    html = f"""<!doctype html><html lang="fr-CH"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 16mm; }}
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; }}
.hd {{ display:flex; justify-content:space-between; border-bottom: 3px solid #c00; padding-bottom: 5px; }}
table.r {{ width: 100%; border-collapse: collapse; margin-top: 10px; }}
table.r th {{ text-align: left; font-size: 8pt; color: #555; border-bottom: 1px solid #000; }}
table.r td {{ padding: 2px 4px; }}
td.v {{ text-align: right; font-weight: bold; }} td.f {{ color: #c00; font-weight: bold; }}
td.g {{ color: #c00; font-weight: bold; padding-top: 9px; border-bottom: 0.5px solid #c00; }}
</style></head><body>
<div class="hd"><div><b style="font-size:14pt">Laboratoire Seeland-Jura SA</b> · Labor Seeland-Jura AG<br>
Rue du Marché-Neuf 22 / Neumarktstrasse 22 · 2502 Biel/Bienne · Tél./Tel. 032 329 41 60</div>
<div style="text-align:right;font-size:8.5pt">Accréditation SAS / Akkreditierung STS 0417<br>Rapport final / Schlussbefund</div></div>
<table style="width:100%;font-size:9pt;margin-top:8px"><tr>
<td>Patient / Patient: <b>Vrbenský Tomáš</b> (M)<br>Né le / Geb.: 23.09.1972<br>N° AVS / AHV-Nr.: 756.4821.9037.57<br>Chemin des Pâquerettes 6, 2504 Biel/Bienne</td>
<td>Médecin prescripteur / Auftraggeber:<br>Dr méd. Aurélie Schnyder-Mottet<br>Cabinet médical du Pasquart, 2502 Biel/Bienne</td>
<td>N° demande / Auftrag: 23-Q-661045<br>Prélèvement / Entnahme: 29.08.2023 07:50<br>Réception / Eingang: 29.08.2023 10:12<br>Validation / Freigabe: 29.08.2023 16:05</td></tr></table>
<table class="r"><thead><tr><th>Analyse</th><th style="text-align:right">Résultat / Resultat</th><th></th><th>Unité / Einheit</th><th>Valeurs de référence / Referenzwerte</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<p style="font-size:8pt">H = élevé / erhöht · L = bas / erniedrigt. Valeurs de référence selon sexe: H = homme / Mann, F = femme / Frau.<br>
Commentaire / Kommentar: Leucopénie légère, contrôle recommandé dans 4–6 semaines. Leichte Leukopenie, Kontrolle in 4–6 Wochen empfohlen.<br>
Validé par / Validiert durch: Dr ès sc. Nicolas Wüthrich-Bassand, FAMH</p>
</body></html>"""
    layout = ("Swiss bilingual French/German report from Biel/Bienne: 'Hémoglobine / Hämoglobin' names, "
              "'Résultat / Resultat' heads, G/l and T/l counts beside g/l haemoglobin and l/l haematocrit, "
              "sex bands 'H 135 – 172 / F 120 – 157' (H = homme), H/L flag column, AHV number.")
    return name, html, rows, [], layout
