"""A private lab chain's report (LabMedica, fictional): ICD-9 procedure codes in square brackets in the
section heads, a method/analyser line under every result, an Interpretacja column, the previous result
with its date, a lipidogram with calculated non-HDL and LDL, HbA1c in % and mmol/mol, vitamin D with
interpretive bands, a footnote announcing a change of reference values, the diagnostician's signature
block.  The same template, with an earlier order, is printed, scanned and kept as an image-only PDF."""

from common import Row, esc

P = {
    "name": "TRZECIAKOWSKA HALINA",
    "pesel": "81041704685",
    "born": "17.04.1981",
    "addr": "ul. Jarzębinowa 23 m. 5, 10-687 Olsztyn",
    "tel": "607 318 442",
}

CSS = """
@page { size: A4; margin: 14mm 12mm 16mm 12mm; }
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color: #222; }
.top { display: flex; justify-content: space-between; border-bottom: 3px solid #0a6d8c; padding-bottom: 4px; }
.logo { font-size: 22pt; font-weight: bold; color: #0a6d8c; letter-spacing: -1px; }
.logo span { color: #e2762b; }
.lab { font-size: 7.5pt; text-align: right; line-height: 1.3; }
h1 { font-size: 12pt; text-align: center; margin: 8px 0 4px; letter-spacing: 1px; }
.ids { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 16px; border: 1px solid #aaa; padding: 5px 8px; font-size: 8.5pt; }
.ids b { font-weight: bold; }
.dates { margin: 5px 0; font-size: 8pt; border: 1px dashed #999; padding: 3px 6px; }
.bar { font-family: 'DejaVu Sans Mono', monospace; font-size: 8pt; }
table.res { width: 100%; border-collapse: collapse; margin-top: 6px; }
table.res th { background: #dbeef4; font-size: 8pt; text-align: left; border-bottom: 1px solid #0a6d8c; padding: 3px; }
table.res td { padding: 2px 3px; vertical-align: top; }
tr.sec td { font-weight: bold; background: #f2f2f2; border-top: 1px solid #bbb; padding-top: 4px; }
tr.meth td { font-size: 6.8pt; color: #666; font-style: italic; padding-bottom: 3px; border-bottom: 1px dotted #ccc; }
td.v { font-weight: bold; text-align: right; white-space: nowrap; }
td.ab { color: #b00000; }
td.rng { white-space: pre-line; font-size: 8pt; }
td.int { font-size: 7.5pt; }
td.prev { font-size: 7.5pt; color: #444; white-space: nowrap; }
.foot { margin-top: 10px; font-size: 7.5pt; }
.sig { margin-top: 14px; display: flex; justify-content: flex-end; }
.sig div { text-align: center; font-size: 8pt; border-top: 1px solid #444; padding-top: 2px; width: 75mm; }
.pf { position: fixed; bottom: -10mm; left: 0; right: 0; font-size: 6.5pt; color: #777; text-align: center; }
"""


def page(meta, sections):
    out = []
    for head, rows in sections:
        out.append(f'<tr class="sec"><td colspan="6">{esc(head)}</td></tr>')
        for r in rows:
            ab = " ab" if r.flag else ""
            flag = f" {r.flag}" if r.flag else ""
            prev = f"{esc(r.prev[0])} ({r.prev[1]})" if r.prev else "—"
            out.append(
                f'<tr><td>{esc(r.label)}</td><td class="v{ab}">{esc(r.val)}{esc(flag)}</td><td>{esc(r.unit)}</td>'
                f'<td class="rng">{esc(r.rng)}</td><td class="int">{esc(r.interp or "")}</td>'
                f'<td class="prev">{prev}</td></tr>')
            if r.method:
                out.append(f'<tr class="meth"><td colspan="6">{esc(r.method)}</td></tr>')
    foot = "".join(f"<div>{esc(x)}</div>" for x in meta.get("notes", []))
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>{CSS}</style></head><body>
<div class="top"><div class="logo">Lab<span>Medica</span><div style="font-size:7pt;color:#555;letter-spacing:0">Diagnostyka laboratoryjna</div></div>
<div class="lab">LabMedica Diagnostyka Sp. z o.o., ul. Składowa 14, 80-839 Gdańsk<br>KRS 0000581122 · NIP 584-275-11-93 · REGON 363118402<br>
Laboratorium wykonujące: <b>LabMedica Olsztyn</b>, ul. Kołobrzeska 9A, 10-444 Olsztyn<br>tel. 89 533 10 20 · wyniki.labmedica.example.pl</div></div>
<h1>SPRAWOZDANIE Z BADANIA LABORATORYJNEGO</h1>
<div style="text-align:center;font-size:8.5pt">Nr zlecenia: <b>{meta['order']}</b> &nbsp; Kod kreskowy: <span class="bar">||| {meta['barcode']} |||</span></div>
<div class="ids">
<div><b>Pacjent:</b> {P['name']}</div><div><b>Zleceniodawca:</b> NZOZ Przychodnia Rodzinna „Zatorze”</div>
<div><b>PESEL:</b> {P['pesel']}</div><div><b>Lekarz kierujący:</b> {meta['doctor']}</div>
<div><b>Data urodzenia:</b> {P['born']} ({meta['age']} l.) &nbsp; <b>Płeć:</b> K</div><div><b>Płatnik:</b> {meta['payer']}</div>
<div><b>Adres:</b> {P['addr']}</div><div><b>Tel.:</b> {P['tel']}</div>
</div>
<div class="dates"><b>Data i godz. pobrania:</b> {meta['collected']} &nbsp;|&nbsp; <b>Data przyjęcia:</b> {meta['received']} &nbsp;|&nbsp; <b>Data wydania wyniku:</b> {meta['released']}<br>
<b>Materiał:</b> {meta['material']} &nbsp;|&nbsp; Punkt pobrań: PP-OLS-03 Olsztyn Zatorze</div>
<table class="res"><thead><tr><th style="width:30%">Badanie</th><th style="width:11%;text-align:right">Wynik</th><th style="width:9%">Jedn.</th>
<th style="width:19%">Wartości referencyjne</th><th style="width:17%">Interpretacja</th><th style="width:14%">Poprzedni wynik (data)</th></tr></thead>
<tbody>{''.join(out)}</tbody></table>
<div class="foot">{foot}</div>
<div class="sig"><div>{meta['signer']}<br>diagnosta laboratoryjny, nr PWZDL {meta['pwzdl']}<br><span style="font-size:6.5pt">dokument podpisany elektronicznie {meta['released']}</span></div></div>
<div class="pf">LabMedica Diagnostyka · Sprawozdanie {meta['order']} · wydruk {meta['printed']} · Wyniki należy konsultować z lekarzem.</div>
</body></html>"""


def doc_a():
    """Current order (06.10.2025)."""
    D = "2025-10-06"
    sections = [
        ("Glukoza [L43]", [
            Row("Glukoza na czczo", "GLU", "104", "mg/dl", "70 - 99", 70, 99, "H",
                method="met. enzymatyczna z heksokinazą · Alinity c (Abbott) · osocze NaF",
                interp="nieprawidłowa glikemia na czczo (100–125)",
                prev=("97", "08.11.2024", "2024-11-08")),
        ]),
        ("Hemoglobina glikowana HbA1c [L55]", [
            Row("HbA1c (wg NGSP/DCCT)", "HBA1C", "6,1", "%", "4,0 - 5,6", 4.0, 5.6, "H",
                interp="stan przedcukrzycowy: 5,7–6,4 %"),
            Row("HbA1c (wg IFCC)", "HBA1C", "43", "mmol/mol", "20 - 38", 20, 38, "H",
                method="HPLC · Tosoh HLC-723 G11 · krew pełna EDTA"),
        ]),
        ("Lipidogram [I99, K01, O49] z wyliczeniem LDL i nie-HDL", [
            Row("Cholesterol całkowity", "CHOL", "212", "mg/dl", "< 190 *", None, 190, "H",
                method="met. enzymatyczna (CHOD-PAP) · Alinity c",
                prev=("228", "08.11.2024", "2024-11-08"), printed_label="Cholesterol całkowity"),
            Row("Cholesterol HDL", "HDL", "58", "mg/dl", "> 45", 45, None,
                method="met. homogenna bezpośrednia · Alinity c"),
            Row("Triglicerydy", "TG", "131", "mg/dl", "< 150", None, 150,
                method="met. enzymatyczna (GPO-PAP) · Alinity c"),
            Row("Cholesterol nie-HDL (wyliczony)", "NON_HDL", "154", "mg/dl", "< 130", None, 130, "H",
                interp="wartość docelowa zależy od ryzyka sercowo-naczyniowego",
                method="wyliczenie: cholesterol całkowity − HDL"),
            Row("Cholesterol LDL (wyliczony)", "LDL", "125", "mg/dl", "< 115", None, 115, "H",
                interp="cel u osób z umiarkowanym ryzykiem < 100 mg/dl",
                method="wyliczenie wg wzoru Martina-Hopkinsa",
                prev=("141", "08.11.2024", "2024-11-08")),
        ]),
        ("Próby wątrobowe [I17, I19]", [
            Row("ALT (aminotransferaza alaninowa)", "ALT", "23", "U/l", "< 35", None, 35,
                method="IFCC bez P-5-P · Alinity c"),
            Row("AST (aminotransferaza asparaginianowa)", "AST", "19", "U/l", "< 35", None, 35,
                method="IFCC bez P-5-P · Alinity c"),
        ]),
        ("Kreatynina z eGFR [M37]", [
            Row("Kreatynina", "CREA", "0,78", "mg/dl", "0,50 - 0,90", 0.5, 0.9,
                method="met. enzymatyczna · Alinity c"),
            Row("eGFR (CKD-EPI 2021)", "EGFR", "93", "ml/min/1,73 m²", "> 90", 90, None,
                interp="prawidłowy (G1)"),
        ]),
        ("TSH [L69]", [
            Row("TSH (tyreotropina) III generacji", "TSH", "2,870", "µIU/ml", "0,270 - 4,200", 0.27, 4.2,
                method="CMIA · Alinity i", prev=("3,120", "08.11.2024", "2024-11-08"),
                printed_label="TSH (tyreotropina) III generacji"),
        ]),
        ("Witamina D, metabolit 25(OH) [N45]", [
            Row("25(OH) witamina D (D2+D3)", "VIT_D", "24,6", "ng/ml",
                "niedobór: < 20\nsuboptymalne: 20 - 30\noptymalne: 30 - 50\nwysokie: 50 - 100\ntoksyczne: > 100",
                30, 50, "L", interp="stężenie suboptymalne — rozważyć suplementację",
                method="CMIA · Alinity i"),
        ]),
    ]
    meta = {
        "order": "LM-2510-228417", "barcode": "2284170016", "doctor": "lek. Marcin Oleksiewicz",
        "age": "44", "payer": "pacjent — pakiet „Serce i metabolizm”",
        "collected": "06.10.2025 07:42", "received": "06.10.2025 10:15", "released": "07.10.2025 14:03",
        "printed": "07.10.2025 18:21", "material": "krew żylna — surowica, osocze NaF, krew pełna EDTA",
        "signer": "mgr Beata Rogalska-Pych", "pwzdl": "10482",
        "notes": [
            "* zmiana wartości referencyjnych od 01.07.2025 r. (poprzednio: cholesterol całkowity < 200 mg/dl).",
            "H — wynik powyżej, L — wynik poniżej wartości referencyjnych. Poprzedni wynik: ostatnie badanie "
            "wykonane w sieci LabMedica.",
            "Wartości docelowe lipidów wg Wytycznych PTL/KLRWP/PTK 2021. LDL wyliczony wzorem Martina-Hopkinsa "
            "(TG < 400 mg/dl).",
        ],
    }
    return "PL_LabMedica_Olsztyn_sprawozdanie_LM-2510-228417.pdf", page(meta, sections), sections, D


def doc_g():
    """Earlier order (03.03.2025), printed and scanned."""
    D = "2025-03-03"
    cbc = "Sysmex XN-1000 · impedancja / cytometria fluorescencyjna"
    sections = [
        ("Morfologia krwi z rozmazem automatycznym [C55]", [
            Row("WBC — leukocyty", "WBC", "5,62", "tys/µl", "4,00 - 10,00", 4, 10, method=cbc),
            Row("RBC — erytrocyty", "RBC", "4,31", "mln/µl", "3,80 - 5,20", 3.8, 5.2),
            Row("HGB — hemoglobina", "HGB", "12,6", "g/dl", "12,0 - 16,0", 12, 16),
            Row("HCT — hematokryt", "HCT", "38,4", "%", "37,0 - 47,0", 37, 47),
            Row("MCV", "MCV", "89,1", "fl", "81,0 - 99,0", 81, 99),
            Row("MCH", "MCH", "29,2", "pg", "27,0 - 31,0", 27, 31),
            Row("MCHC", "MCHC", "32,8", "g/dl", "33,0 - 37,0", 33, 37, "L"),
            Row("PLT — płytki krwi", "PLT", "248", "tys/µl", "150 - 400", 150, 400),
            Row("Neutrofile", "NEUT", "3,21", "tys/µl", "1,80 - 7,70", 1.8, 7.7),
            Row("Limfocyty", "LYMPH", "1,84", "tys/µl", "1,00 - 4,80", 1.0, 4.8),
            Row("Monocyty", "MONO", "0,39", "tys/µl", "0,20 - 0,95", 0.2, 0.95),
            Row("Eozynofile", "EOS", "0,15", "tys/µl", "0,00 - 0,50", 0, 0.5),
            Row("Bazofile", "BASO", "0,03", "tys/µl", "0,00 - 0,20", 0, 0.2),
        ]),
        ("Ferrytyna [N09]", [
            Row("Ferrytyna", "FERR", "14", "ng/ml", "13 - 150", 13, 150,
                interp="niskie zapasy żelaza", method="CMIA · Alinity i"),
        ]),
        ("Żelazo [O35]", [
            Row("Żelazo", "FE", "48", "µg/dl", "50 - 170", 50, 170, "L", method="met. kolorymetryczna · Alinity c"),
        ]),
        ("Witamina B12 [O47]", [
            Row("Witamina B12", "B12", "312", "pg/ml", "197 - 771", 197, 771, method="CMIA · Alinity i"),
        ]),
    ]
    meta = {
        "order": "LM-2503-104952", "barcode": "1049520043", "doctor": "lek. Marcin Oleksiewicz",
        "age": "43", "payer": "NFZ — skierowanie POZ",
        "collected": "03.03.2025 08:05", "received": "03.03.2025 11:40", "released": "03.03.2025 16:52",
        "printed": "04.03.2025 09:10", "material": "krew żylna — krew pełna EDTA, surowica",
        "signer": "mgr Konrad Filipczuk", "pwzdl": "11207",
        "notes": ["H — wynik powyżej, L — wynik poniżej wartości referencyjnych."],
    }
    return "PL_LabMedica_skan_LM-2503-104952.pdf", page(meta, sections), sections, D
