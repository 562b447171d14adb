"""The French private lab's compte rendu (Antériorités column, G/L and T/L, a second unit under the first)
and the Brussels hospital's bilingual French/Dutch report."""
from common import Row, esc, write_html, chromium_pdf, DOCS
import os

FR_NAME = "BIOSAONE_Lyon_CR_240212-0417.pdf"
FR_DATE = "2024-02-12"
FR_PREV = "2023-10-03"


def fr():
    H = "Hématologie"
    # (row, previous value shown or None, second unit line (value, unit, range) or None)
    blood = [
        ("HÉMOGRAMME", None),
        (Row("Hématies", "RBC", "4,38", 4.38, "T/L", "3,80 à 5,20", 3.8, 5.2), "4,41"),
        (Row("Hémoglobine", "HGB", "12,9", 12.9, "g/dL", "11,5 à 15,5", 11.5, 15.5), "13,1"),
        (Row("Hématocrite", "HCT", "39,2", 39.2, "%", "35,0 à 47,0", 35.0, 47.0), "39,8"),
        (Row("V.G.M.", "MCV", "89,5", 89.5, "fL", "80,0 à 100,0", 80.0, 100.0), "90,2"),
        (Row("T.C.M.H.", "MCH", "29,5", 29.5, "pg", "27,0 à 32,0", 27.0, 32.0), "29,7"),
        (Row("C.C.M.H.", "MCHC", "32,9", 32.9, "g/dL", "32,0 à 36,0", 32.0, 36.0), "32,9"),
        (Row("Indice de distribution des hématies (IDR)", "RDW", "13,1", 13.1, "%", "11,0 à 15,0", 11.0, 15.0), None),
        (Row("Leucocytes", "WBC", "5,46", 5.46, "G/L", "4,00 à 10,00", 4.0, 10.0), "6,02"),
        (Row("Plaquettes", "PLT", "298", 298.0, "G/L", "150 à 400", 150.0, 400.0), "281"),
    ]
    formula = [
        # label, code%, code#, pct, abs shown, abs value, range, lo, hi
        ("Polynucléaires neutrophiles", "NEUT_PCT", "NEUT", "54,2", "2,96", 2.96, "1,50 à 7,00", 1.5, 7.0),
        ("Polynucléaires éosinophiles", "EOS_PCT", "EOS", "2,4", "0,13", 0.13, "0,02 à 0,50", 0.02, 0.5),
        ("Polynucléaires basophiles", "BASO_PCT", "BASO", "0,5", "0,03", 0.03, "< 0,10", None, 0.1),
        ("Lymphocytes", "LYMPH_PCT", "LYMPH", "35,3", "1,93", 1.93, "1,00 à 4,00", 1.0, 4.0),
        ("Monocytes", "MONO_PCT", "MONO", "7,6", "0,41", 0.41, "0,20 à 1,00", 0.2, 1.0),
    ]
    bio = [
        ("BIOCHIMIE SANGUINE", None, None),
        (Row("Glycémie à jeun", "GLU", "0,97", 0.97, "g/L", "0,70 à 1,10", 0.7, 1.1), "0,92",
         ("5,39", 5.39, "mmol/L", "3,89 à 6,11")),
        (Row("Créatinine", "CREA", "64", 64.0, "µmol/L", "45 à 84", 45.0, 84.0), "61",
         ("7,2", 7.2, "mg/L", "5,1 à 9,5")),
        (Row("DFG estimé (CKD-EPI)", "EGFR", "104", 104.0, "mL/min/1,73m²", "> 90", 90.0, None, alt=["GFR"]), None, None),
        ("BILAN LIPIDIQUE", None, None),
        (Row("Cholestérol total", "CHOL", "2,31", 2.31, "g/L", "< 2,00", None, 2.0, flag="↑"), "2,18",
         ("5,97", 5.97, "mmol/L", "< 5,17")),
        (Row("Cholestérol HDL", "HDL", "0,68", 0.68, "g/L", "> 0,40", 0.4, None), "0,71",
         ("1,76", 1.76, "mmol/L", "> 1,03")),
        (Row("Triglycérides", "TG", "0,84", 0.84, "g/L", "< 1,50", None, 1.5), "0,77",
         ("0,96", 0.96, "mmol/L", "< 1,71")),
        (Row("Cholestérol LDL calculé (Friedewald)", "LDL", "1,46", 1.46, "g/L", "< 1,60", None, 1.6), "1,32",
         ("3,78", 3.78, "mmol/L", "< 4,14")),
        ("ENZYMOLOGIE", None, None),
        (Row("ASAT (TGO)", "AST", "21", 21.0, "UI/L", "< 35", None, 35.0), "19", None),
        (Row("ALAT (TGP)", "ALT", "17", 17.0, "UI/L", "< 35", None, 35.0), "15", None),
        (Row("Gamma GT", "GGT", "14", 14.0, "UI/L", "< 38", None, 38.0), None, None),
        ("PROTÉINES - INFLAMMATION", None, None),
        (Row("Protéine C réactive (CRP)", "CRP", "< 1,0", 1.0, "mg/L", "< 5,0", None, 5.0, cmp="<"), None, None),
        ("HORMONOLOGIE - VITAMINES", None, None),
        (Row("TSH ultrasensible", "TSH", "1,84", 1.84, "mUI/L", "0,27 à 4,20", 0.27, 4.2), "2,05", None),
        (Row("25-OH Vitamine D (D2 + D3)", "VIT_D", "21,4", 21.4, "ng/mL", "30 à 100", 30.0, 100.0, flag="↓"), None,
         ("53,4", 53.4, "nmol/L", "75 à 250")),
    ]
    rows, excluded = [], []
    trs = []

    def prevcell(r, p):
        if p is None:
            return "<td class=ant></td>"
        excluded.append({"doc": FR_NAME, "label_as_printed": r.label,
                         "printed": f"Antériorités: {p} le 03/10/23",
                         "why": "previous result of 03/10/2023 printed for comparison (Antériorités column)",
                         "tolerated": {"code": r.code, "date": FR_PREV, "value": float(p.replace(',', '.')),
                                       "comparator": None, "unit": r.unit}})
        return f"<td class=ant>{p}<br><span class=antd>03/10/23</span></td>"

    def row_html(r, p, indent=False):
        v = f"<b>{esc(r.shown)} {r.flag}</b>" if r.flag else esc(r.shown)
        return (f"<tr><td class='lab{' ind' if indent else ''}'>{esc(r.label)}</td><td class=res>{v}</td>"
                f"<td class=u>{esc(r.unit)}</td><td class=ref>{esc(r.rng)}</td>{prevcell(r, p)}</tr>")

    trs.append(f"<tr class=sec><td colspan=5>{H.upper()}</td></tr>")
    for item in blood:
        if item[1] is None and isinstance(item[0], str):
            trs.append(f"<tr class=sub><td colspan=5>{item[0]}</td></tr>")
            continue
        r, p = item
        rows.append(r)
        trs.append(row_html(r, p))
    trs.append("<tr class=sub><td colspan=5>FORMULE LEUCOCYTAIRE</td></tr>")
    for lab, cp, ca, pct, ashown, aval, rng, lo, hi in formula:
        rp = Row(lab, cp, pct, float(pct.replace(',', '.')), "%", None)
        ra = Row(lab, ca, ashown, aval, "G/L", rng, lo, hi)
        rows += [rp, ra]
        trs.append(f"<tr><td class='lab ind'>{lab}</td><td class=res>{pct} <span class=pc>%</span>&nbsp;&nbsp;&nbsp; {ashown}</td>"
                   f"<td class=u>G/L</td><td class=ref>{rng}</td><td class=ant></td></tr>")
    trs.append("<tr class=sec><td colspan=5>BIOCHIMIE</td></tr>")
    for item in bio:
        if isinstance(item[0], str):
            trs.append(f"<tr class=sub><td colspan=5>{item[0]}</td></tr>")
            continue
        r, p, second = item
        rows.append(r)
        trs.append(row_html(r, p))
        if second:
            s, sv, su, sr = second
            trs.append(f"<tr class=second><td></td><td class=res>{s}</td><td class=u>{su}</td><td class=ref>{sr}</td><td></td></tr>")
            excluded.append({"doc": FR_NAME, "label_as_printed": r.label,
                             "printed": f"{s} {su} ({sr}) under the row, the same result in a second unit",
                             "why": "the same result converted to a second unit; the first unit is the row",
                             "tolerated": {"code": r.code, "date": FR_DATE, "value": sv, "comparator": None, "unit": su}})
        if r.code == "EGFR":
            trs.append("<tr class=note><td colspan=5>Formule CKD-EPI 2009, non validée chez le sujet de plus de 75 ans, la femme enceinte, les poids extrêmes.</td></tr>")
        if r.code == "VIT_D":
            trs.append("<tr class=note><td colspan=5>Carence : &lt; 10 ng/mL — Insuffisance : 10 à 30 ng/mL — Valeurs souhaitables : 30 à 100 ng/mL — Toxicité possible : &gt; 150 ng/mL.</td></tr>")
    trs.append("<tr><td class=lab>Ferritine</td><td class=res colspan=3><i>Résultat à suivre</i></td><td></td></tr>")
    excluded.append({"doc": FR_NAME, "label_as_printed": "Ferritine", "printed": "Résultat à suivre",
                     "why": "pending: no result yet"})

    html = f"""<!doctype html><html lang=fr><meta charset=utf-8><style>
@page {{ size: A4; margin: 12mm 12mm 18mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color:#111; }}
.top {{ display:flex; justify-content:space-between; border-bottom:2px solid #1d4f7c; padding-bottom:6px; }}
.lab1 {{ color:#1d4f7c; font-size:14pt; font-weight:bold; }}
.small {{ font-size:7.5pt; color:#333; }}
.pat {{ border:1px solid #888; padding:6px 10px; width:82mm; margin-left:auto; margin-top:8px; }}
h1 {{ font-size:11pt; text-align:center; margin:10px 0 4px; letter-spacing:1px; }}
.dates {{ font-size:8pt; margin:4px 0 8px; }}
table.r {{ width:100%; border-collapse:collapse; }}
table.r th {{ font-size:7.5pt; text-align:left; border-bottom:1px solid #000; padding:2px; }}
table.r td {{ padding:1.5px 2px; vertical-align:top; }}
tr.sec td {{ font-weight:bold; font-size:10pt; padding-top:8px; color:#1d4f7c; }}
tr.sub td {{ font-weight:bold; text-decoration:underline; padding-top:5px; }}
td.ind {{ padding-left:14px; }}
td.res {{ text-align:right; padding-right:10px; width:28mm; }}
td.u {{ width:22mm; }} td.ref {{ width:30mm; }} td.ant {{ width:22mm; text-align:right; color:#444; font-size:8pt; }}
.antd {{ font-size:6.5pt; }}
tr.second td {{ color:#555; font-size:8pt; }}
tr.note td {{ font-size:7pt; font-style:italic; color:#444; padding-left:14px; }}
.foot {{ margin-top:14px; font-size:7pt; border-top:1px solid #888; padding-top:4px; }}
</style><body>
<div class=top><div><div class=lab1>BIOSAÔNE</div><div>Laboratoire de Biologie Médicale multisite</div>
<div class=small>Site Croix-Rousse — 14 Grande Rue de la Croix-Rousse — 69004 LYON<br>Tél. 04 78 29 61 40 — SELAS BIOSAÔNE au capital de 1 240 000 € — FINESS 690047813</div></div>
<div class=small style="text-align:right">Biologistes : Dr S. MÉJEAN — Dr P.-A. ROUVIÈRE<br>Dr C. N'GUESSAN — Pharm. biol. L. FAURIEL<br>Accréditation COFRAC n° 8-3571</div></div>
<div style="display:flex; justify-content:space-between; margin-top:8px">
<div class=small>Prescripteur : <b>Docteur Hervé LACOMBE-GIRAUD</b><br>Médecin généraliste<br>3 place de la Croix-Rousse<br>69004 LYON</div>
<div class=pat><b>Madame BETTENCOURT Clarisse</b><br>née ANJOS<br>Née le 14/03/1986 (37 ans)<br>27 rue d'Austerlitz<br>69004 LYON<br>N° Sécurité sociale : 2 86 03 99 508 047 52</div></div>
<h1>COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE</h1>
<div class=dates>Dossier n° <b>240212-0417</b> — Prélevé le <b>12/02/2024 à 08h10</b> au laboratoire (à jeun) — Enregistré le 12/02/2024 à 08h32 — Edité le 12/02/2024 à 17h05</div>
<table class=r><thead><tr><th></th><th style="text-align:right;padding-right:10px">Résultats</th><th>Unités</th><th>Valeurs de référence</th><th style="text-align:right">Antériorités</th></tr></thead>
{''.join(trs)}
</table>
<div class=foot>Les valeurs de référence sont celles du laboratoire, adaptées à l'âge et au sexe. Les valeurs en gras sont hors des valeurs de référence.<br>
Hémogramme réalisé sur Sysmex XN-1000 ; biochimie sur Cobas c503 (Roche). Les analyses sont réalisées sous accréditation COFRAC sauf mention contraire ; portée disponible sur www.cofrac.fr.<br>
<b>Compte rendu partiel</b> — un compte rendu complet suivra. Validé biologiquement le 12/02/2024 à 16h47 par Dr Sandrine MÉJEAN, biologiste médical.<br>
Mme BETTENCOURT Clarisse — Dossier 240212-0417 — Page 1/1</div>
</body></html>"""
    p = write_html(FR_NAME.replace(".pdf", ".html"), html)
    chromium_pdf(p, os.path.join(DOCS, FR_NAME))
    return FR_NAME, [(r, FR_DATE) for r in rows], excluded


BE_NAME = "CHU_Saint-Gilles_Bruxelles_resultats_22-172-04458.pdf"
BE_DATE = "2022-06-21"


def be():
    def R(fr, nl, code, shown, value, unit, rng, lo=None, hi=None, flag="", **kw):
        r = Row(fr, code, shown, value, unit, rng, lo, hi, flag, **kw)
        r.nl = nl
        return r
    groups = [
        ("Hématologie / Hematologie", [
            R("Hémoglobine", "Hemoglobine", "HGB", "11,4", 11.4, "g/dL", "11,7 - 15,5", 11.7, 15.5, "-"),
            R("Hématocrite", "Hematocriet", "HCT", "36,1", 36.1, "%", "35,0 - 46,0", 35.0, 46.0),
            R("Globules rouges", "Rode bloedcellen", "RBC", "4,21", 4.21, "10^12/L", "3,90 - 5,20", 3.9, 5.2),
            R("VGM", "MCV", "MCV", "85,7", 85.7, "fL", "80,0 - 98,0", 80.0, 98.0),
            R("Globules blancs", "Witte bloedcellen", "WBC", "6,80", 6.8, "10^9/L", "3,50 - 10,00", 3.5, 10.0),
            R("Plaquettes", "Bloedplaatjes", "PLT", "341", 341.0, "10^9/L", "150 - 400", 150.0, 400.0),
        ]),
        ("Chimie / Chemie", [
            R("Sodium", "Natrium", "NA", "139", 139.0, "mmol/L", "136 - 145", 136.0, 145.0),
            R("Potassium", "Kalium", "K", "4,2", 4.2, "mmol/L", "3,5 - 5,1", 3.5, 5.1),
            R("Urée", "Ureum", "UREA", "28", 28.0, "mg/dL", "17 - 43", 17.0, 43.0),
            R("Créatinine", "Creatinine", "CREA", "0,74", 0.74, "mg/dL", "0,51 - 0,95", 0.51, 0.95),
            R("eGFR (CKD-EPI)", "eGFR (CKD-EPI)", "EGFR", "> 90", 90.0, "mL/min/1,73 m²", "> 60", 60.0, None, cmp=">", alt=["GFR"]),
            R("CRP", "CRP", "CRP", "2,3", 2.3, "mg/L", "< 5,0", None, 5.0),
        ]),
        ("Métabolisme du fer / IJzermetabolisme", [
            R("Fer", "IJzer", "FE", "52", 52.0, "µg/dL", "50 - 170", 50.0, 170.0),
            R("Transferrine", "Transferrine", "TRANSFERRIN", "3,42", 3.42, "g/L", "2,00 - 3,60", 2.0, 3.6),
            R("Saturation de la transferrine", "Transferrineverzadiging", "TSAT", "11", 11.0, "%", "20 - 50", 20.0, 50.0, "-"),
            R("Ferritine", "Ferritine", "FERR", "11", 11.0, "µg/L", "13 - 150", 13.0, 150.0, "-"),
        ]),
        ("Endocrinologie / Endocrinologie", [
            R("TSH", "TSH", "TSH", "2,61", 2.61, "mU/L", "0,35 - 4,94", 0.35, 4.94),
            R("T4 libre", "Vrij T4", "FT4", "12,4", 12.4, "pmol/L", "9,0 - 19,0", 9.0, 19.0),
        ]),
        ("Vitamines / Vitaminen", [
            R("Vitamine B12", "Vitamine B12", "B12", "312", 312.0, "pg/mL", "187 - 883", 187.0, 883.0),
            R("Acide folique", "Foliumzuur", "FOLATE", "4,1", 4.1, "ng/mL", "3,9 - 26,8", 3.9, 26.8),
        ]),
    ]
    rows, trs = [], []
    for g, lst in groups:
        trs.append(f"<tr class=g><td colspan=5>{g}</td></tr>")
        for r in lst:
            rows.append(r)
            trs.append(f"<tr><td>{esc(r.label)}<br><span class=nl>{esc(r.nl)}</span></td>"
                       f"<td class=v>{'<b>' if r.flag else ''}{esc(r.shown)}{'</b>' if r.flag else ''}</td><td class=f>{r.flag}</td>"
                       f"<td>{esc(r.unit)}</td><td>{esc(r.rng)}</td></tr>")
            if r.code == "FOLATE":
                trs.append("<tr><td>Folate érythrocytaire<br><span class=nl>Erytrocytair foliumzuur</span></td>"
                           "<td colspan=4 class=can>Non effectué : échantillon hémolysé / Niet uitgevoerd: gehemolyseerd staal</td></tr>")
    excluded = [{"doc": BE_NAME, "label_as_printed": "Folate érythrocytaire",
                 "printed": "Non effectué : échantillon hémolysé / Niet uitgevoerd: gehemolyseerd staal",
                 "why": "cancelled (haemolysed sample): no result"}]
    html = f"""<!doctype html><html lang=fr><meta charset=utf-8><style>
@page {{ size: A4; margin: 14mm; }}
body {{ font-family: Arial, 'Liberation Sans', sans-serif; font-size: 9pt; }}
.hdr {{ display:grid; grid-template-columns: 1fr 1fr; gap:8px; border-bottom:1px solid #000; padding-bottom:6px; }}
.t {{ font-size:12pt; font-weight:bold; }}
.box {{ border:1px solid #444; padding:5px; font-size:8.5pt; }}
table {{ width:100%; border-collapse:collapse; margin-top:8px; }}
th {{ text-align:left; font-size:8pt; background:#e8e8e8; border-top:1px solid #000; border-bottom:1px solid #000; padding:3px; }}
td {{ padding:2px 3px; border-bottom:1px dotted #bbb; vertical-align:top; }}
.nl {{ font-style:italic; color:#555; font-size:7.5pt; }}
tr.g td {{ font-weight:bold; background:#f4f4f4; border-bottom:1px solid #888; padding-top:6px; }}
td.v {{ text-align:right; width:18mm; }} td.f {{ width:6mm; text-align:center; font-weight:bold; }}
.can {{ font-style:italic; color:#666; }}
.foot {{ font-size:7pt; margin-top:10px; color:#333; }}
</style><body>
<div class=hdr><div><div class=t>CHU Saint-Gilles — UMC Sint-Gillis</div>
Laboratoire de Biologie Clinique / Laboratorium Klinische Biologie<br>Rue de la Perche 31 / Peperstraat 31 — 1060 Bruxelles / Brussel<br>
Tél. 02 534 18 00 — Agréé INAMI/RIZIV 8-29174-55</div>
<div class=box><b>BETTENCOURT Clarisse</b> (F)<br>Né(e) le / Geboren op : 14/03/1986<br>NISS / INSZ : 86.03.14-472.18<br>Chaussée de Waterloo 212 bte 4, 1060 Saint-Gilles</div></div>
<div class=hdr style="border:none"><div>Demande / Aanvraag n° <b>22-172-04458</b><br>Prélèvement / Afname : <b>21/06/2022 07:45</b><br>
Réception / Ontvangst : 21/06/2022 08:31<br>Validation / Validatie : 22/06/2022 11:02</div>
<div>Médecin demandeur / Aanvragend arts :<br><b>Dr Wouter Vandenbempt</b> (INAMI 1-48291-57-004)<br>Médecine interne / Inwendige geneeskunde — Cons. 3B</div></div>
<table><thead><tr><th>Analyse / Analyse</th><th style="text-align:right">Résultat / Resultaat</th><th></th><th>Unité / Eenheid</th><th>Valeurs de référence / Referentiewaarden</th></tr></thead>
{''.join(trs)}</table>
<div class=foot>+ / - : valeur au-dessus / en dessous des valeurs de référence — waarde boven / onder de referentiewaarden.<br>
Biologiste responsable / Verantwoordelijk klinisch bioloog : Dr Anne-Sophie Dechamps. Rapport définitif / Definitief verslag. Page 1/1</div>
</body></html>"""
    p = write_html(BE_NAME.replace(".pdf", ".html"), html)
    chromium_pdf(p, os.path.join(DOCS, BE_NAME))
    return BE_NAME, [(r, BE_DATE) for r in rows], excluded
