"""The Bologna hospital's referto di laboratorio (decimal comma, x10^3/µL, H/L after the value, urine
with assente/negativo) and the Valencia hospital's informe de resultados (asterisk flags), kept as a phone
photo (JPEG)."""
from common import Row, esc, write_html, chromium_pdf, DOCS, HERE
import os, subprocess

IT_NAME = "AUSL_Bologna_referto_20-0912-3384.pdf"
IT_DATE = "2020-12-09"


def it():
    U = "urine"
    groups = [
        ("EMATOLOGIA", "EMOCROMO CON FORMULA", [
            Row("Globuli bianchi (WBC)", "WBC", "6,12", 6.12, "x10^3/µL", "4,00 - 10,00", 4.0, 10.0),
            Row("Globuli rossi (RBC)", "RBC", "4,35", 4.35, "x10^6/µL", "3,80 - 5,20", 3.8, 5.2),
            Row("Emoglobina (Hb)", "HGB", "12,4", 12.4, "g/dL", "12,0 - 16,0", 12.0, 16.0),
            Row("Ematocrito (Hct)", "HCT", "37,8", 37.8, "%", "36,0 - 46,0", 36.0, 46.0),
            Row("Volume globulare medio (MCV)", "MCV", "86,9", 86.9, "fL", "80,0 - 99,0", 80.0, 99.0),
            Row("Contenuto Hb medio (MCH)", "MCH", "28,5", 28.5, "pg", "27,0 - 33,0", 27.0, 33.0),
            Row("Concentrazione Hb media (MCHC)", "MCHC", "32,8", 32.8, "g/dL", "32,0 - 36,0", 32.0, 36.0),
            Row("RDW-CV", "RDW", "13,4", 13.4, "%", "11,5 - 14,5", 11.5, 14.5),
            Row("Piastrine (PLT)", "PLT", "276", 276.0, "x10^3/µL", "150 - 450", 150.0, 450.0),
            Row("Volume piastrinico medio (MPV)", "MPV", "9,8", 9.8, "fL", "7,5 - 11,5", 7.5, 11.5),
            Row("Neutrofili %", "NEUT_PCT", "58,1", 58.1, "%", "40,0 - 75,0", 40.0, 75.0),
            Row("Linfociti %", "LYMPH_PCT", "31,2", 31.2, "%", "20,0 - 45,0", 20.0, 45.0),
            Row("Monociti %", "MONO_PCT", "7,4", 7.4, "%", "2,0 - 10,0", 2.0, 10.0),
            Row("Eosinofili %", "EOS_PCT", "2,8", 2.8, "%", "0,0 - 6,0", 0.0, 6.0),
            Row("Basofili %", "BASO_PCT", "0,5", 0.5, "%", "0,0 - 1,5", 0.0, 1.5),
            Row("Neutrofili #", "NEUT", "3,56", 3.56, "x10^3/µL", "1,80 - 7,50", 1.8, 7.5),
            Row("Linfociti #", "LYMPH", "1,91", 1.91, "x10^3/µL", "1,00 - 4,00", 1.0, 4.0),
        ]),
        ("CHIMICA CLINICA", None, [
            Row("Glucosio", "GLU", "86", 86.0, "mg/dL", "70 - 100", 70.0, 100.0),
            Row("Creatinina", "CREA", "0,71", 0.71, "mg/dL", "0,50 - 0,90", 0.5, 0.9),
            Row("Colesterolo totale", "CHOL", "212", 212.0, "mg/dL", "< 200", None, 200.0, "H"),
            Row("Colesterolo HDL", "HDL", "61", 61.0, "mg/dL", "> 45", 45.0, None),
            Row("Trigliceridi", "TG", "79", 79.0, "mg/dL", "< 150", None, 150.0),
            Row("Colesterolo LDL (calcolato)", "LDL", "135", 135.0, "mg/dL", "< 115", None, 115.0, "H"),
            Row("AST (GOT)", "AST", "19", 19.0, "U/L", "< 32", None, 32.0),
            Row("ALT (GPT)", "ALT", "15", 15.0, "U/L", "< 33", None, 33.0),
            Row("Sideremia", "FE", "64", 64.0, "µg/dL", "50 - 170", 50.0, 170.0),
            Row("Ferritina", "FERR", "22", 22.0, "ng/mL", "13 - 150", 13.0, 150.0),
            Row("Emoglobina glicata (HbA1c) IFCC", "HBA1C", "34", 34.0, "mmol/mol", "20 - 42", 20.0, 42.0),
        ]),
        ("ENDOCRINOLOGIA", None, [
            Row("TSH (reflex)", "TSH", "2,02", 2.02, "µUI/mL", "0,27 - 4,20", 0.27, 4.2),
        ]),
        ("URINE", "ESAME CHIMICO-FISICO DELLE URINE", [
            Row("Colore", "U_COLOR", "giallo paglierino", "giallo paglierino", None, None, panel=U),
            Row("Aspetto", "U_CLARITY", "limpido", "limpido", None, "limpido", ref_text="limpido", panel=U),
            Row("pH", "URINE_PH", "6,0", 6.0, None, "5,0 - 8,0", 5.0, 8.0, panel=U),
            Row("Peso specifico", "URINE_SG", "1018", 1018.0, None, "1005 - 1030", 1005.0, 1030.0, panel=U),
            Row("Proteine", "URINE_PROTEIN", "assente", "assente", None, "assente", ref_text="assente", panel=U),
            Row("Glucosio", "URINE_GLUCOSE", "assente", "assente", None, "assente", ref_text="assente", panel=U),
            Row("Corpi chetonici", "U_KET", "assenti", "assenti", None, "assenti", ref_text="assenti", panel=U),
            Row("Nitriti", "U_NIT", "negativo", "negativo", None, "negativo", ref_text="negativo", panel=U),
            Row("Esterasi leucocitaria", "U_LEU", "negativo", "negativo", None, "negativo", ref_text="negativo", panel=U),
        ]),
    ]
    rows, trs = [], []
    for dept, sub, lst in groups:
        trs.append(f"<tr class=d><td colspan=4>{dept}</td></tr>")
        if sub:
            trs.append(f"<tr class=s><td colspan=4>{sub}</td></tr>")
        for r in lst:
            rows.append(r)
            val = esc(r.shown) + (f" <b class=fl>{r.flag}</b>" if r.flag else "")
            trs.append(f"<tr><td class=n>{esc(r.label)}</td><td class=v>{val}</td><td>{esc(r.unit or '')}</td><td>{esc(r.rng or '')}</td></tr>")
        if dept == "CHIMICA CLINICA":
            trs.append("<tr><td class=c colspan=4>Colesterolo LDL calcolato con formula di Friedewald. Obiettivo terapeutico da definire in base al rischio cardiovascolare (linee guida ESC/EAS 2019).</td></tr>")
            trs.append("<tr><td class=n>25-OH Vitamina D</td><td class=v colspan=3><i>in corso</i></td></tr>")
    excluded = [{"doc": IT_NAME, "label_as_printed": "25-OH Vitamina D", "printed": "in corso",
                 "why": "pending: no result yet"}]
    head = """<div class=h><div><b style="font-size:12pt">Azienda USL di Bologna</b><br>Ospedale Maggiore "C.A. Pizzardi"<br>
U.O.C. Laboratorio Unico Metropolitano (LUM)<br>Largo Bartolo Nigrisoli 2 — 40133 Bologna</div>
<div class=rx>Servizio Sanitario Regionale<br>Emilia-Romagna</div></div>"""
    html = f"""<!doctype html><html lang=it><meta charset=utf-8><style>
@page {{ size: A4; margin: 12mm 14mm; }}
body {{ font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10pt; }}
.h {{ display:flex; justify-content:space-between; border-bottom:1px solid #000; padding-bottom:4px; }}
.rx {{ text-align:right; font-size:8pt; }}
.p {{ display:grid; grid-template-columns: 1.2fr 1fr; font-size:9pt; margin:6px 0; border:1px solid #000; padding:4px 6px; }}
h2 {{ text-align:center; font-size:12pt; margin:6px 0; }}
table {{ width:100%; border-collapse:collapse; font-family: 'Liberation Mono', monospace; font-size:9pt; }}
th {{ text-align:left; border-bottom:1px solid #000; }}
tr.d td {{ font-weight:bold; padding-top:8px; font-family:'Liberation Serif',serif; font-size:10.5pt; }}
tr.s td {{ font-weight:bold; font-style:italic; font-family:'Liberation Serif',serif; }}
td {{ padding:1px 3px; }} td.v {{ text-align:right; padding-right:14px; white-space:nowrap; }}
td.c {{ font-size:8pt; font-style:italic; font-family:'Liberation Serif',serif; }}
.f {{ font-size:8pt; margin-top:12px; border-top:1px solid #000; padding-top:4px; }}
</style><body>{head}
<div class=p><div>Paziente: <b>BETTENCOURT CLARISSE</b><br>Nata il 14/03/1986 a BRASILE (EE) — Sesso: F<br>C.F.: BTTCRS86C54Z602K<br>Residenza: Via Mascarella 41, 40126 Bologna (BO)</div>
<div>N. richiesta: <b>20/0912-3384</b><br>Provenienza: Medico di Medicina Generale<br>Medico richiedente: Dott.ssa Paola Zanardi<br>
Data prelievo: 09/12/2020 ore 07:52<br>Data accettazione: 09/12/2020 ore 08:15<br>Data refertazione: 10/12/2020 ore 12:38</div></div>
<h2>REFERTO DI LABORATORIO</h2>
<table><thead><tr><th>ESAME</th><th style="text-align:right;padding-right:14px">ESITO</th><th>U.M.</th><th>VALORI DI RIFERIMENTO</th></tr></thead>
{''.join(trs)}</table>
<div class=f>H = valore superiore al limite di riferimento; L = valore inferiore al limite di riferimento.<br>
Referto firmato digitalmente ai sensi del D.Lgs. 82/2005 dal Dirigente Biologo Dott. Marco Castellucci. Il presente referto è disponibile sul Fascicolo Sanitario Elettronico.<br>
BETTENCOURT CLARISSE — Rich. 20/0912-3384</div>
</body></html>"""
    p = write_html(IT_NAME.replace(".pdf", ".html"), html)
    chromium_pdf(p, os.path.join(DOCS, IT_NAME))
    return IT_NAME, [(r, IT_DATE) for r in rows], excluded


ES_NAME = "HU_Clinic_Valencia_informe_foto_2021-05-03.jpg"
ES_DATE = "2021-05-03"


def es():
    sections = [
        ("HEMATOLOGÍA — HEMOGRAMA", [
            Row("Leucocitos", "WBC", "7.85", 7.85, "x10^3/µL", "3.90 - 10.20", 3.9, 10.2),
            Row("Hematíes", "RBC", "4.62", 4.62, "x10^6/µL", "3.90 - 5.20", 3.9, 5.2),
            Row("Hemoglobina", "HGB", "13.4", 13.4, "g/dL", "12.0 - 15.6", 12.0, 15.6),
            Row("Hematocrito", "HCT", "40.1", 40.1, "%", "36.0 - 46.0", 36.0, 46.0),
            Row("V.C.M.", "MCV", "86.8", 86.8, "fL", "80.0 - 99.0", 80.0, 99.0),
            Row("H.C.M.", "MCH", "29.0", 29.0, "pg", "27.0 - 33.0", 27.0, 33.0),
            Row("C.H.C.M.", "MCHC", "33.4", 33.4, "g/dL", "32.0 - 36.0", 32.0, 36.0),
            Row("A.D.E.", "RDW", "12.9", 12.9, "%", "11.5 - 14.5", 11.5, 14.5),
            Row("Plaquetas", "PLT", "188", 188.0, "x10^3/µL", "150 - 400", 150.0, 400.0),
            Row("V.P.M.", "MPV", "10.4", 10.4, "fL", "7.4 - 10.4", 7.4, 10.4),
            Row("Neutrófilos", "NEUT", "4.81", 4.81, "x10^3/µL", "1.80 - 7.50", 1.8, 7.5),
            Row("Linfocitos", "LYMPH", "2.20", 2.2, "x10^3/µL", "1.00 - 4.80", 1.0, 4.8),
            Row("Neutrófilos %", "NEUT_PCT", "61.3", 61.3, "%", "40.0 - 75.0", 40.0, 75.0),
            Row("Linfocitos %", "LYMPH_PCT", "28.0", 28.0, "%", "20.0 - 50.0", 20.0, 50.0),
        ]),
        ("BIOQUÍMICA", [
            Row("Glucosa", "GLU", "101", 101.0, "mg/dL", "74 - 100", 74.0, 100.0, "*"),
            Row("Urea", "UREA", "31", 31.0, "mg/dL", "17 - 43", 17.0, 43.0),
            Row("Creatinina", "CREA", "0.68", 0.68, "mg/dL", "0.51 - 0.95", 0.51, 0.95),
            Row("Filtrado glomerular estimado (CKD-EPI)", "EGFR", ">90", 90.0, "mL/min/1.73 m²", None, cmp=">", alt=["GFR"]),
            Row("Ácido úrico", "URIC_ACID", "4.1", 4.1, "mg/dL", "2.6 - 6.0", 2.6, 6.0),
            Row("Sodio", "NA", "140", 140.0, "mmol/L", "136 - 146", 136.0, 146.0),
            Row("Potasio", "K", "4.6", 4.6, "mmol/L", "3.5 - 5.1", 3.5, 5.1),
            Row("Colesterol total", "CHOL", "198", 198.0, "mg/dL", "< 200", None, 200.0),
            Row("Alanina aminotransferasa (GPT/ALT)", "ALT", "38", 38.0, "U/L", "0 - 33", 0.0, 33.0, "*"),
            Row("Gamma glutamil transferasa (GGT)", "GGT", "21", 21.0, "U/L", "5 - 36", 5.0, 36.0),
            Row("Hierro", "FE", "71", 71.0, "µg/dL", "37 - 145", 37.0, 145.0),
            Row("Ferritina", "FERR", "24", 24.0, "ng/mL", "13 - 150", 13.0, 150.0),
        ]),
    ]
    rows, trs = [], []
    for sec, lst in sections:
        trs.append(f"<tr class=s><td colspan=4>{sec}</td></tr>")
        for r in lst:
            rows.append(r)
            v = (f"{r.flag} " if r.flag else "") + esc(r.shown)
            trs.append(f"<tr><td>{esc(r.label)}</td><td class=v>{v}</td><td>{esc(r.unit)}</td><td>{esc(r.rng or '')}</td></tr>")
        if sec == "BIOQUÍMICA":
            trs.append("<tr><td>Vitamina B12</td><td colspan=3 class=an>ANULADA — muestra insuficiente</td></tr>")
    excluded = [{"doc": ES_NAME, "label_as_printed": "Vitamina B12", "printed": "ANULADA — muestra insuficiente",
                 "why": "cancelled: no result"}]
    html = f"""<!doctype html><html lang=es><meta charset=utf-8><style>
@page {{ size: A4; margin: 12mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; }}
.h {{ display:flex; justify-content:space-between; }}
.gv {{ font-size:8pt; color:#333; }}
.p {{ border:1px solid #000; padding:5px; margin:6px 0; display:grid; grid-template-columns:1fr 1fr; font-size:9pt; }}
h2 {{ font-size:12pt; margin:6px 0; }}
table {{ width:100%; border-collapse:collapse; }}
th {{ text-align:left; border-bottom:2px solid #000; font-size:9pt; }}
td {{ padding:2px 3px; }} td.v {{ text-align:right; padding-right:16px; font-weight:bold; }}
tr.s td {{ font-weight:bold; padding-top:8px; border-bottom:1px solid #666; }}
.an {{ font-style:italic; }}
.f {{ font-size:7.5pt; margin-top:10px; }}
</style><body>
<div class=h><div><b style="font-size:12pt">GENERALITAT VALENCIANA</b><br>Conselleria de Sanitat Universal i Salut Pública<br>
<b>Hospital Clínico Universitario de Valencia</b><br>Servicio de Análisis Clínicos — Av. de Blasco Ibáñez 17, 46010 Valencia</div>
<div class=gv>Departamento de Salud Valencia Clínico-Malvarrosa<br>Tel. 961 97 35 00</div></div>
<div class=p><div>Paciente: <b>ANJOS BETTENCOURT, CLARISSE</b><br>F. nacimiento: 14/03/1986 — Sexo: Mujer<br>NIE: Y4829173K — SIP: 14829307<br>
Domicilio: C/ de Sueca 58, pta. 9, 46006 Valencia</div>
<div>Nº petición: <b>21050300872</b> — NHC: 0847213<br>Peticionario: Dr. Ignacio Ferrándiz Soler<br>Procedencia: C.S. Ruzafa (Atención Primaria)<br>
Fecha extracción: 03/05/2021 08:20<br>Fecha recepción: 03/05/2021 09:02 — Fecha validación: 04/05/2021 10:47</div></div>
<h2>INFORME DE RESULTADOS</h2>
<table><thead><tr><th>Prueba</th><th style="text-align:right;padding-right:16px">Resultado</th><th>Unidades</th><th>Intervalo de referencia</th></tr></thead>
{''.join(trs)}</table>
<div class=f>(*) Resultado fuera del intervalo de referencia. Validado por: Dra. Amparo Llinares Boix, Facultativa Especialista de Área.<br>
Este informe solo puede reproducirse íntegramente. ANJOS BETTENCOURT, CLARISSE — Pág. 1 de 1</div>
</body></html>"""
    p = write_html(ES_NAME.replace(".jpg", ".html"), html)
    pdf = "/tmp/b22/es.pdf"
    os.makedirs("/tmp/b22", exist_ok=True)
    chromium_pdf(p, pdf)
    subprocess.run(["pdftoppm", "-r", "170", "-png", "-singlefile", pdf, "/tmp/b22/es"], check=True)
    out = os.path.join(DOCS, ES_NAME)
    # a phone photo: slight perspective and rotation, uneven light, a little noise, JPEG
    subprocess.run(["convert", "/tmp/b22/es.png", "-crop", "100%x80%+0+0", "+repage",
                    "-background", "#6b6258", "-virtual-pixel", "background",
                    "-distort", "Perspective", "0,0 30,30  1405,0 1375,12  0,1590 12,1600  1405,1590 1398,1585",
                    "-rotate", "0.9", "-blur", "0x0.6",
                    "(", "+clone", "-sparse-color", "Barycentric", "0,0 gray(94%) %w,%h gray(72%)", ")",
                    "-compose", "multiply", "-composite",
                    "-seed", "22", "-attenuate", "0.35", "+noise", "Gaussian",
                    "-quality", "82", "-strip", out], check=True)
    return ES_NAME, [(r, ES_DATE) for r in rows], excluded
