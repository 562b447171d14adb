"""The Curitiba lab's laudo (one block per exam: material, método, resultado, valores de referência as
prose with bands; the hemograma's leucograma with % and /mm³; thousands with a dot) and the Cluj lab
portal's buletin de analize saved as an HTML page."""
from common import Row, esc, write_html, chromium_pdf, DOCS
import os

BR_NAME = "Lab_Araucaria_Curitiba_laudo_250318-009121.pdf"
BR_DATE = "2025-03-18"


def block(title, material, metodo, result_html, vr_html, note=""):
    return f"""<div class=blk><div class=bt>{title}</div>
<div class=mm>Material: {material} &nbsp;&nbsp; Método: {metodo}</div>
<div class=res>{result_html}</div>
<div class=vr><b>Valores de referência:</b><br>{vr_html}</div>{f'<div class=nt>{note}</div>' if note else ''}</div>"""


def single(rows, title, material, metodo, r, vr, note=""):
    rows.append(r)
    res = f"Resultado: <b>{esc(r.shown)} {esc(r.unit or '')}</b>"
    return block(title, material, metodo, res, vr, note)


def br():
    rows, parts = [], []
    eri = [
        Row("Eritrócitos", "RBC", "4,51", 4.51, "milhões/mm³", "3,90 a 5,03", 3.9, 5.03),
        Row("Hemoglobina", "HGB", "13,2", 13.2, "g/dL", "12,0 a 15,5", 12.0, 15.5),
        Row("Hematócrito", "HCT", "39,6", 39.6, "%", "35,0 a 45,0", 35.0, 45.0),
        Row("VCM", "MCV", "87,8", 87.8, "fL", "80,0 a 100,0", 80.0, 100.0),
        Row("HCM", "MCH", "29,3", 29.3, "pg", "26,0 a 34,0", 26.0, 34.0),
        Row("CHCM", "MCHC", "33,3", 33.3, "g/dL", "31,0 a 36,0", 31.0, 36.0),
        Row("RDW", "RDW", "12,8", 12.8, "%", "11,5 a 15,0", 11.5, 15.0),
    ]
    rows += eri
    t1 = "".join(f"<tr><td>{r.label}</td><td class=v>{r.shown}</td><td>{r.unit}</td><td>{r.rng}</td></tr>" for r in eri)
    leu = [
        # label, code%, code#, pct, abs shown, abs, range
        ("Neutrófilos", "NEUT_PCT", "NEUT", "58,5", "3.650", 3650.0, "1.700 a 7.000", 1700.0, 7000.0),
        ("Eosinófilos", "EOS_PCT", "EOS", "3,1", "193", 193.0, "50 a 500", 50.0, 500.0),
        ("Basófilos", "BASO_PCT", "BASO", "0,6", "37", 37.0, "0 a 100", 0.0, 100.0),
        ("Linfócitos", "LYMPH_PCT", "LYMPH", "30,2", "1.884", 1884.0, "900 a 2.900", 900.0, 2900.0),
        ("Monócitos", "MONO_PCT", "MONO", "7,6", "474", 474.0, "300 a 900", 300.0, 900.0),
    ]
    wbc = Row("Leucócitos", "WBC", "6.240", 6240.0, "/mm³", "3.500 a 10.500", 3500.0, 10500.0)
    rows.append(wbc)
    t2 = f"<tr><td><b>Leucócitos</b></td><td class=v></td><td class=v><b>6.240</b></td><td>/mm³</td><td>3.500 a 10.500</td></tr>"
    t2 += "<tr><td>Bastonetes</td><td class=v>0,0 %</td><td class=v>0</td><td>/mm³</td><td>0 a 840</td></tr>"
    t2 += "<tr><td>Segmentados</td><td class=v>58,5 %</td><td class=v>3.650</td><td>/mm³</td><td>1.700 a 7.000</td></tr>"
    for lab, cp, ca, pct, ash, av, rng, lo, hi in leu:
        rows.append(Row(lab, cp, pct, float(pct.replace(",", ".")), "%", None))
        rows.append(Row(lab, ca, ash, av, "/mm³", rng, lo, hi))
        if lab != "Neutrófilos":
            t2 += f"<tr><td>{lab}</td><td class=v>{pct} %</td><td class=v>{ash}</td><td>/mm³</td><td>{rng}</td></tr>"
        else:
            t2 = t2.replace("<tr><td>Bastonetes", f"<tr><td>{lab}</td><td class=v>{pct} %</td><td class=v>{ash}</td><td>/mm³</td><td>{rng}</td></tr><tr><td>Bastonetes")
    plt = Row("Plaquetas", "PLT", "251.000", 251000.0, "/mm³", "150.000 a 450.000", 150000.0, 450000.0)
    rows.append(plt)
    hemo = f"""<div class=blk><div class=bt>HEMOGRAMA COMPLETO</div>
<div class=mm>Material: Sangue total (EDTA) &nbsp;&nbsp; Método: Automatizado — citometria de fluxo e impedância (Sysmex XN); microscopia óptica</div>
<table class=h><tr class=hh><td>ERITROGRAMA</td><td class=v>Resultado</td><td></td><td>Valores de referência</td></tr>{t1}</table>
<table class=h><tr class=hh><td>LEUCOGRAMA</td><td class=v>%</td><td class=v>/mm³</td><td></td><td>Valores de referência</td></tr>{t2}</table>
<table class=h><tr class=hh><td>PLAQUETOGRAMA</td><td class=v></td><td></td><td>Valores de referência</td></tr>
<tr><td>Plaquetas</td><td class=v>251.000</td><td>/mm³</td><td>150.000 a 450.000</td></tr></table>
<div class=nt>Série vermelha: normocitose e normocromia. Série branca: sem alterações morfológicas. Série plaquetária: sem agregados.</div></div>"""
    parts.append(hemo)
    parts.append(single(rows, "GLICOSE", "Soro", "Enzimático (hexoquinase)",
        Row("GLICOSE", "GLU", "91", 91.0, "mg/dL", "Normal: 70 a 99 mg/dL", 70.0, 99.0),
        "Normal: 70 a 99 mg/dL<br>Tolerância à glicose diminuída: 100 a 125 mg/dL<br>Diabetes mellitus: igual ou superior a 126 mg/dL",
        "Jejum: 12 horas."))
    parts.append(single(rows, "HEMOGLOBINA GLICADA (HbA1c)", "Sangue total (EDTA)", "HPLC (cromatografia líquida de alta eficiência), certificado NGSP",
        Row("HEMOGLOBINA GLICADA (HbA1c)", "HBA1C", "5,3", 5.3, "%", "Normal: inferior a 5,7 %", None, 5.7),
        "Normal: inferior a 5,7 %<br>Pré-diabetes: 5,7 a 6,4 %<br>Diabetes: igual ou superior a 6,5 %",
        "Glicose média estimada: 105 mg/dL."))
    parts.append(single(rows, "COLESTEROL TOTAL", "Soro", "Enzimático colorimétrico",
        Row("COLESTEROL TOTAL", "CHOL", "187", 187.0, "mg/dL", "Desejável: inferior a 190 mg/dL", None, 190.0),
        "Com ou sem jejum — Desejável: inferior a 190 mg/dL"))
    parts.append(single(rows, "COLESTEROL HDL", "Soro", "Enzimático colorimétrico homogêneo",
        Row("COLESTEROL HDL", "HDL", "58", 58.0, "mg/dL", "Desejável: superior a 40 mg/dL", 40.0, None),
        "Com ou sem jejum — Desejável: superior a 40 mg/dL"))
    ldl_vr = "Categoria de risco — Meta: Baixo: inferior a 130 mg/dL; Intermediário: inferior a 100 mg/dL; Alto: inferior a 70 mg/dL; Muito alto: inferior a 50 mg/dL"
    parts.append(single(rows, "COLESTEROL LDL", "Soro", "Calculado (equação de Martin-Hopkins)",
        Row("COLESTEROL LDL", "LDL", "112", 112.0, "mg/dL", ldl_vr, None, None, abnormal=None),
        ldl_vr.replace("; ", "<br>").replace("Meta: ", "Meta:<br>"),
        "A meta de LDL depende do risco cardiovascular estimado pelo médico assistente (Atualização da Diretriz Brasileira de Dislipidemias, 2017)."))
    parts.append(single(rows, "TRIGLICERÍDEOS", "Soro", "Enzimático colorimétrico",
        Row("TRIGLICERÍDEOS", "TG", "74", 74.0, "mg/dL", "Com jejum: inferior a 150 mg/dL", None, 150.0),
        "Com jejum: inferior a 150 mg/dL<br>Sem jejum: inferior a 175 mg/dL"))
    parts.append(single(rows, "CREATININA", "Soro", "Cinético colorimétrico (Jaffé compensado)",
        Row("CREATININA", "CREA", "0,72", 0.72, "mg/dL", "Mulheres: 0,50 a 0,90 mg/dL", 0.5, 0.9),
        "Mulheres: 0,50 a 0,90 mg/dL<br>Homens: 0,70 a 1,20 mg/dL",
        "Taxa de filtração glomerular estimada (CKD-EPI 2021): 108 mL/min/1,73m². Referência: superior a 60 mL/min/1,73m²."))
    egfr = Row("Taxa de filtração glomerular estimada (CKD-EPI 2021)", "EGFR", "108", 108.0, "mL/min/1,73m²",
               "superior a 60 mL/min/1,73m²", 60.0, None, alt=["GFR"])
    rows.append(egfr)
    parts.append(single(rows, "TRANSAMINASE OXALACÉTICA - TGO (AST)", "Soro", "Cinético UV (IFCC)",
        Row("TRANSAMINASE OXALACÉTICA - TGO (AST)", "AST", "18", 18.0, "U/L", "Mulheres: até 32 U/L", None, 32.0),
        "Mulheres: até 32 U/L<br>Homens: até 40 U/L"))
    parts.append(single(rows, "TRANSAMINASE PIRÚVICA - TGP (ALT)", "Soro", "Cinético UV (IFCC)",
        Row("TRANSAMINASE PIRÚVICA - TGP (ALT)", "ALT", "14", 14.0, "U/L", "Mulheres: até 33 U/L", None, 33.0),
        "Mulheres: até 33 U/L<br>Homens: até 41 U/L"))
    parts.append(single(rows, "TSH - HORMÔNIO TIREOESTIMULANTE", "Soro", "Eletroquimioluminescência",
        Row("TSH - HORMÔNIO TIREOESTIMULANTE", "TSH", "1,92", 1.92, "µUI/mL", "0,45 a 4,50 µUI/mL", 0.45, 4.5),
        "Adultos: 0,45 a 4,50 µUI/mL<br>Gestantes 1º trimestre: 0,10 a 2,50 µUI/mL"))
    parts.append(single(rows, "T4 LIVRE - TIROXINA LIVRE", "Soro", "Eletroquimioluminescência",
        Row("T4 LIVRE - TIROXINA LIVRE", "FT4", "1,12", 1.12, "ng/dL", "0,70 a 1,80 ng/dL", 0.7, 1.8),
        "0,70 a 1,80 ng/dL"))
    parts.append(single(rows, "FERRITINA", "Soro", "Quimioluminescência",
        Row("FERRITINA", "FERR", "34", 34.0, "ng/mL", "Mulheres: 10 a 291 ng/mL", 10.0, 291.0),
        "Homens: 22 a 322 ng/mL<br>Mulheres: 10 a 291 ng/mL"))
    parts.append(single(rows, "VITAMINA D - 25 HIDROXI", "Soro", "Quimioluminescência",
        Row("VITAMINA D - 25 HIDROXI", "VIT_D", "27,4", 27.4, "ng/mL", "População saudável (até 60 anos): superior a 20 ng/mL", 20.0, None),
        "População saudável (até 60 anos): superior a 20 ng/mL<br>Grupos de risco (gestantes, idosos, osteoporose): 30 a 60 ng/mL<br>Risco de toxicidade e hipercalcemia: superior a 100 ng/mL",
        "Posicionamento oficial SBPC/ML e SBEM, 2017."))
    parts.append(single(rows, "VITAMINA B12", "Soro", "Eletroquimioluminescência",
        Row("VITAMINA B12", "B12", "418", 418.0, "pg/mL", "197 a 771 pg/mL", 197.0, 771.0), "197 a 771 pg/mL"))
    U = "urine"
    urows = [
        Row("Cor", "U_COLOR", "Amarelo citrino", "Amarelo citrino", None, "Amarelo citrino", ref_text="Amarelo citrino", panel=U),
        Row("Aspecto", "U_CLARITY", "Límpido", "Límpido", None, "Límpido", ref_text="Límpido", panel=U),
        Row("Densidade", "URINE_SG", "1,015", 1.015, None, "1,005 a 1,030", 1.005, 1.03, panel=U),
        Row("pH", "URINE_PH", "6,0", 6.0, None, "5,5 a 7,5", 5.5, 7.5, panel=U),
        Row("Proteínas", "URINE_PROTEIN", "Negativo", "Negativo", None, "Negativo", ref_text="Negativo", panel=U),
        Row("Glicose", "URINE_GLUCOSE", "Negativo", "Negativo", None, "Negativo", ref_text="Negativo", panel=U),
        Row("Corpos cetônicos", "U_KET", "Negativo", "Negativo", None, "Negativo", ref_text="Negativo", panel=U),
        Row("Nitrito", "U_NIT", "Negativo", "Negativo", None, "Negativo", ref_text="Negativo", panel=U),
        Row("Leucócitos", "U_SED_LEU", "3.000", 3000.0, "/mL", "até 10.000 /mL", None, 10000.0, panel=U),
        Row("Hemácias", "U_SED_ERY", "2.000", 2000.0, "/mL", "até 10.000 /mL", None, 10000.0, panel=U),
    ]
    rows += urows
    ut = ""
    for i, r in enumerate(urows):
        if i == 0:
            ut += "<tr class=hh><td>EXAME FÍSICO</td><td></td><td></td></tr>"
        if i == 4:
            ut += "<tr class=hh><td>EXAME QUÍMICO</td><td></td><td></td></tr>"
        if i == 8:
            ut += "<tr class=hh><td>SEDIMENTOSCOPIA (por mL)</td><td></td><td></td></tr>"
        ut += f"<tr><td>{r.label}</td><td class=v>{r.shown}{(' ' + r.unit) if r.unit else ''}</td><td>{r.rng}</td></tr>"
        if i == 9:
            ut += "<tr><td>Células epiteliais</td><td class=v>Raras</td><td>Raras a algumas</td></tr><tr><td>Cilindros</td><td class=v>Ausentes</td><td>Ausentes</td></tr>"
    parts.append(f"""<div class=blk><div class=bt>URINA TIPO I (EAS - ELEMENTOS ANORMAIS E SEDIMENTO)</div>
<div class=mm>Material: Urina (jato médio, primeira da manhã) &nbsp;&nbsp; Método: Tira reagente com leitura automatizada e sedimentoscopia por citometria</div>
<table class=h><tr class=hh><td></td><td class=v>Resultado</td><td>Valores de referência</td></tr>{ut}</table></div>""")
    parts.append("""<div class=blk><div class=bt>BETA HCG QUANTITATIVO</div><div class=mm>Material: Soro</div>
<div class=res><i>Exame em andamento. O resultado será liberado em laudo complementar.</i></div></div>""")
    excluded = [
        {"doc": BR_NAME, "label_as_printed": "BETA HCG QUANTITATIVO", "printed": "Exame em andamento", "why": "pending"},
        {"doc": BR_NAME, "label_as_printed": "Bastonetes", "printed": "0,0 % 0 /mm³ (0 a 840)",
         "why": "band neutrophils: no marker in markers.yaml; a careful person may skip it"},
        {"doc": BR_NAME, "label_as_printed": "Segmentados", "printed": "58,5 % 3.650 /mm³",
         "why": "segmented neutrophils repeat the Neutrófilos line (the same numbers)",
         "tolerated": {"code": "NEUT", "date": BR_DATE, "value": 3650.0, "comparator": None, "unit": "/mm³"}},
        {"doc": BR_NAME, "label_as_printed": "Glicose média estimada", "printed": "105 mg/dL", "why": "a calculated estimate in a note, not a measured marker"},
        {"doc": BR_NAME, "label_as_printed": "Células epiteliais", "printed": "Raras", "why": "qualitative sediment count; optional"},
        {"doc": BR_NAME, "label_as_printed": "Cilindros", "printed": "Ausentes", "why": "qualitative sediment; optional"},
    ]
    header = """<div class=hd><div><div class=ln>LABORATÓRIO ARAUCÁRIA</div><div class=sm>Análises Clínicas — Unidade Batel<br>
Av. Sete de Setembro, 4123 — Batel — Curitiba/PR — CEP 80250-205 — (41) 3022-8100<br>CNES 6640117 — Responsável técnico: Dr. Leandro Sczepanski — CRF-PR 18.402</div></div>
<div class=sm style="text-align:right">PNCQ — Programa Nacional de Controle de Qualidade<br>www.labaraucaria.com.br</div></div>
<table class=pt><tr><td>Paciente: <b>CLARISSE ANJOS BETTENCOURT</b></td><td>Pedido: <b>250318-009121</b></td></tr>
<tr><td>Data de nasc.: 14/03/1986 &nbsp; Idade: 39 anos &nbsp; Sexo: Feminino</td><td>Data da coleta: 18/03/2025 07:40</td></tr>
<tr><td>CPF: 418.275.906-31 &nbsp; Convênio: Unimed Curitiba</td><td>Data de liberação: 18/03/2025 17:22</td></tr>
<tr><td>Médico(a): Dra. Renata Moreschi Kühl — CRM-PR 28417</td><td>Posto de coleta: Batel</td></tr></table>"""
    html = f"""<!doctype html><html lang=pt-BR><meta charset=utf-8><style>
@page {{ size: A4; margin: 10mm 12mm 14mm; }}
body {{ font-family: Arial, 'Liberation Sans', sans-serif; font-size: 9pt; }}
.hd {{ display:flex; justify-content:space-between; border-bottom:3px solid #0a6b3d; padding-bottom:4px; }}
.ln {{ font-size:15pt; font-weight:bold; color:#0a6b3d; }} .sm {{ font-size:7.5pt; }}
table.pt {{ width:100%; font-size:8.5pt; border:1px solid #999; margin:6px 0; }}
h1 {{ text-align:center; font-size:11pt; margin:4px 0; }}
.blk {{ border-top:1px solid #0a6b3d; padding:4px 0 8px; page-break-inside: avoid; }}
.bt {{ font-weight:bold; font-size:10pt; }}
.mm {{ font-size:7.5pt; color:#444; margin-bottom:3px; }}
.res {{ margin:3px 0 3px 10mm; font-size:10pt; }}
.vr {{ margin-left:10mm; font-size:8pt; }}
.nt {{ margin-left:10mm; font-size:7.5pt; font-style:italic; color:#444; }}
table.h {{ width:100%; border-collapse:collapse; margin-top:3px; }}
table.h td {{ padding:1px 4px; }} table.h td.v {{ text-align:right; padding-right:12px; }}
tr.hh td {{ font-weight:bold; font-size:8pt; border-bottom:1px solid #aaa; }}
.f {{ font-size:7pt; margin-top:8px; color:#333; }}
</style><body>{header}<h1>LAUDO DE EXAMES LABORATORIAIS</h1>{''.join(parts)}
<div class=f>Liberado eletronicamente por Dra. Juliana Tomasi Bortolini — CRF-PR 21.775 — em 18/03/2025 17:22. A interpretação dos resultados deve ser feita pelo médico assistente, considerando o quadro clínico.<br>
CLARISSE ANJOS BETTENCOURT — Pedido 250318-009121</div></body></html>"""
    p = write_html(BR_NAME.replace(".pdf", ".html"), html)
    chromium_pdf(p, os.path.join(DOCS, BR_NAME))
    return BR_NAME, [(r, BR_DATE) for r in rows], excluded


RO_NAME = "Rezultate_online_LabVita_Cluj_buletin_1910150386.html"
RO_DATE = "2019-10-15"


def ro():
    groups = [
        ("Hematologie — Hemoleucograma completa", [
            Row("Numar de leucocite (WBC)", "WBC", "7,12", 7.12, "*10^3/µL", "4 - 10", 4.0, 10.0),
            Row("Numar de eritrocite (RBC)", "RBC", "4,48", 4.48, "*10^6/µL", "3,8 - 5,2", 3.8, 5.2),
            Row("Hemoglobina (HGB)", "HGB", "13,0", 13.0, "g/dL", "11,7 - 15,5", 11.7, 15.5),
            Row("Hematocrit (HCT)", "HCT", "38,9", 38.9, "%", "35 - 45", 35.0, 45.0),
            Row("Volumul mediu eritrocitar (MCV)", "MCV", "86,8", 86.8, "fL", "80 - 99", 80.0, 99.0),
            Row("Hemoglobina eritrocitara medie (MCH)", "MCH", "29,0", 29.0, "pg", "27 - 33", 27.0, 33.0),
            Row("Concentratia medie a hemoglobinei eritrocitare (MCHC)", "MCHC", "33,4", 33.4, "g/dL", "32 - 36", 32.0, 36.0),
            Row("Numar de trombocite (PLT)", "PLT", "254", 254.0, "*10^3/µL", "150 - 400", 150.0, 400.0),
            Row("Neutrofile (NEUT%)", "NEUT_PCT", "60,2", 60.2, "%", "40 - 75", 40.0, 75.0),
            Row("Limfocite (LYMPH%)", "LYMPH_PCT", "29,6", 29.6, "%", "20 - 40", 20.0, 40.0),
            Row("Neutrofile (NEUT#)", "NEUT", "4,29", 4.29, "*10^3/µL", "1,8 - 7,5", 1.8, 7.5),
            Row("Limfocite (LYMPH#)", "LYMPH", "2,11", 2.11, "*10^3/µL", "1 - 4", 1.0, 4.0),
            Row("VSH", "OB", "12", 12.0, "mm/1h", "< 20", None, 20.0, in_dict=True),
        ]),
        ("Biochimie", [
            Row("Glicemie", "GLU", "88", 88.0, "mg/dL", "70 - 105", 70.0, 105.0),
            Row("Colesterol seric total", "CHOL", "221", 221.0, "mg/dL", "< 200", None, 200.0, "↑"),
            Row("TGP (ALT)", "ALT", "16", 16.0, "U/L", "< 35", None, 35.0),
            Row("TGO (AST)", "AST", "19", 19.0, "U/L", "< 35", None, 35.0),
            Row("Creatinina serica", "CREA", "0,69", 0.69, "mg/dL", "0,5 - 0,9", 0.5, 0.9),
            Row("Uree serica", "UREA", "26", 26.0, "mg/dL", "17 - 43", 17.0, 43.0),
            Row("Acid uric seric", "URIC_ACID", "3,9", 3.9, "mg/dL", "2,4 - 5,7", 2.4, 5.7),
            Row("Sideremie", "FE", "58", 58.0, "µg/dL", "33 - 193", 33.0, 193.0),
            Row("Feritina serica", "FERR", "19", 19.0, "ng/mL", "4,63 - 204", 4.63, 204.0),
            Row("Proteina C reactiva (CRP)", "CRP", "0,8", 0.8, "mg/L", "< 5", None, 5.0),
        ]),
        ("Imunologie si serologie", [
            Row("TSH", "TSH", "2,31", 2.31, "µUI/mL", "0,27 - 4,2", 0.27, 4.2),
            Row("Anticorpi anti-tiroidperoxidaza (anti-TPO)", "ANTY_TPO", "12,4", 12.4, "UI/mL", "< 34", None, 34.0),
            Row("Ag HBs", "HBSAG", "Nereactiv", "Nereactiv", None, "Nereactiv", ref_text="Nereactiv"),
        ]),
    ]
    rows, trs = [], []
    for g, lst in groups:
        trs.append(f"<tr class=g><td colspan=4>{g}</td></tr>")
        for r in lst:
            rows.append(r)
            v = f"<strong class=out>{esc(r.shown)} {r.flag}</strong>" if r.flag else esc(r.shown)
            trs.append(f"<tr><td>{esc(r.label)}</td><td class=v>{v}</td><td>{esc(r.unit or '')}</td><td>{esc(r.rng or '')}</td></tr>")
            if r.code == "CRP":
                trs.append("<tr><td>Vitamina D (25-OH)</td><td class=v colspan=3><em>Rezultat in lucru</em></td></tr>")
    excluded = [{"doc": RO_NAME, "label_as_printed": "Vitamina D (25-OH)", "printed": "Rezultat in lucru", "why": "pending"}]
    html = f"""<!DOCTYPE html>
<!-- saved from url=(0071)https://rezultate.labvita.ro/pacient/buletin/1910150386?tab=rezultate -->
<html lang="ro"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>LabVita | Rezultate analize online — Buletin 1910150386</title>
<style>
body {{ font-family: "Segoe UI", Roboto, Arial, sans-serif; font-size:14px; margin:0; background:#f3f5f7; }}
nav {{ background:#8c1d40; color:#fff; padding:10px 20px; }} nav a {{ color:#fff; margin-right:16px; text-decoration:none; }}
main {{ max-width:960px; margin:20px auto; background:#fff; padding:20px 28px; box-shadow:0 1px 3px #0002; }}
.pac {{ display:grid; grid-template-columns:1fr 1fr; gap:4px 24px; font-size:13px; border:1px solid #ddd; padding:10px; }}
table.rez {{ width:100%; border-collapse:collapse; margin-top:14px; }}
table.rez th {{ text-align:left; background:#f0e4e8; padding:6px; font-size:12px; }}
table.rez td {{ padding:5px 6px; border-bottom:1px solid #eee; }}
tr.g td {{ font-weight:600; color:#8c1d40; padding-top:14px; }}
td.v {{ text-align:right; }} .out {{ color:#c00; }}
.cookie {{ font-size:12px; background:#222; color:#eee; padding:8px 20px; }}
footer {{ font-size:12px; color:#666; text-align:center; padding:16px; }}
</style></head>
<body>
<nav><a href="https://rezultate.labvita.ro/pacient/acasa">Acasă</a><a href="https://rezultate.labvita.ro/pacient/buletine">Buletinele mele</a><a href="https://rezultate.labvita.ro/pacient/profil">Profil</a><a href="https://rezultate.labvita.ro/logout">Ieșire</a></nav>
<main>
<h1 style="font-size:20px">Buletin de analize medicale nr. 1910150386</h1>
<p style="font-size:12px;color:#555">LabVita Diagnostic SRL — Punct de recoltare Cluj-Napoca, Calea Dorobanților 14-16 — Laborator acreditat RENAR LM 1127</p>
<div class="pac">
<div>Pacient: <b>BETTENCOURT CLARISSE</b></div><div>Data recoltării: <b>15.10.2019 08:05</b></div>
<div>CNP: 8860314125793</div><div>Data primirii probei: 15.10.2019 09:10</div>
<div>Vârsta: 33 ani &nbsp; Sex: F</div><div>Data eliberării: 16.10.2019 13:44</div>
<div>Adresa: Str. Horea nr. 52, ap. 7, Cluj-Napoca, jud. Cluj</div><div>Medic trimițător: Dr. Ioana Mureșan-Pop</div>
</div>
<table class="rez"><thead><tr><th>Denumire analiză</th><th style="text-align:right">Rezultat</th><th>UM</th><th>Interval biologic de referință</th></tr></thead>
<tbody>{''.join(trs)}</tbody></table>
<p style="font-size:12px;color:#555">Valorile marcate cu roșu se află în afara intervalului biologic de referință. Buletin validat de: Biolog principal Sorina Bârsan, Medic primar medicină de laborator Dr. Teodor Vlaicu.</p>
<p><a href="https://rezultate.labvita.ro/pacient/buletin/1910150386/pdf">Descarcă buletinul în format PDF</a></p>
</main>
<div class="cookie">Acest site folosește cookie-uri pentru a-ți oferi o experiență cât mai bună. <a href="https://www.labvita.ro/cookies" style="color:#fff">Află mai multe</a></div>
<footer>© 2019 LabVita Diagnostic SRL · Politica de confidențialitate · Termeni și condiții · Telefon: 0264 450 019</footer>
</body></html>"""
    with open(os.path.join(DOCS, RO_NAME), "w", encoding="utf-8") as f:
        f.write(html)
    return RO_NAME, [(r, RO_DATE) for r in rows], excluded
