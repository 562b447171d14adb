"""A hospital LIS printout (fictional Warmińskie Centrum Medyczne): one PDF holding three orders
("Zlecenie") of one stay, each with its own Data i godz. pobrania / przyjęcia / wykonania / autoryzacji,
the ICD-9 code in its own first column, flags as arrows in their own column, an Uwagi column
(hemoliza +, wynik poza zakresem liniowości), a coagulation panel, an arterial blood gas with the
analyser line, a cancelled test, a running page header and a diagnostician per order; tables run over
page breaks under a repeated head."""

from common import Row, esc

P = {
    "name": "TRZECIAKOWSKI ZDZISŁAW",
    "pesel": "49021107233",
    "born": "11.02.1949",
    "addr": "ul. Bałtycka 61/2, 10-176 Olsztyn",
}

CSS = """
@page { size: A4; margin: 10mm 11mm 10mm 11mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8.4pt; }
table.outer { width: 100%; border-collapse: collapse; }
.rh { border-bottom: 1px solid #000; font-size: 7.4pt; display: flex; justify-content: space-between; margin-bottom: 4px; }
.rf { font-size: 6.8pt; border-top: 1px solid #000; display: flex; justify-content: space-between; margin-top: 4px; }
.hosp { text-align: center; font-size: 9.5pt; font-weight: bold; margin-bottom: 2px; }
.sub { text-align: center; font-size: 7.5pt; margin-bottom: 6px; }
table.pt { width: 100%; border: 1px solid #000; border-collapse: collapse; font-size: 8pt; }
table.pt td { padding: 1px 4px; }
.ord { margin-top: 9px; border: 1px solid #000; background: #eee; padding: 2px 4px; font-size: 8pt; }
.ord table { width: 100%; font-size: 7.6pt; }
table.r { width: 100%; border-collapse: collapse; }
table.r th { border-top: 1px solid #000; border-bottom: 1px solid #000; text-align: left; font-size: 7.6pt; padding: 1px 3px; }
table.r td { padding: 1px 3px; border-bottom: 1px solid #ddd; }
td.k { font-family: 'Liberation Mono', monospace; width: 7%; }
td.w { text-align: right; font-weight: bold; width: 9%; }
td.f { width: 4%; text-align: center; font-weight: bold; }
td.u { width: 12%; font-size: 7.6pt; }
tr.grp td { font-weight: bold; font-style: italic; padding-top: 3px; border-bottom: none; }
tr.dev td { font-size: 6.8pt; color: #333; border-bottom: none; }
.aut { font-size: 7.3pt; margin: 3px 0 0 0; text-align: right; }
"""


def table(groups):
    out = []
    for code, head, dev, rows in groups:
        out.append(f'<tr class="grp"><td class="k">{esc(code)}</td><td colspan="6">{esc(head)}</td></tr>')
        if dev:
            out.append(f'<tr class="dev"><td></td><td colspan="6">{esc(dev)}</td></tr>')
        for r in rows:
            if isinstance(r, tuple):  # cancelled test: (label, text)
                out.append(f'<tr><td class="k"></td><td>{esc(r[0])}</td><td class="w">---</td><td class="f"></td>'
                           f'<td class="u"></td><td></td><td>{esc(r[1])}</td></tr>')
                continue
            out.append(
                f'<tr><td class="k"></td><td>{esc(r.label)}</td><td class="w">{esc(r.val)}</td>'
                f'<td class="f">{esc(r.flag)}</td><td class="u">{esc(r.unit)}</td><td>{esc(r.rng)}</td>'
                f'<td style="font-size:7.2pt">{esc(r.note or "")}</td></tr>')
    return ("<table class='r'><thead><tr><th>Kod</th><th>Badanie</th><th style='text-align:right'>Wynik</th>"
            "<th></th><th>Jednostka</th><th>Zakres ref.</th><th>Uwagi</th></tr></thead><tbody>"
            + "".join(out) + "</tbody></table>")


def order(o):
    return f"""<div class="ord"><b>Zlecenie nr {o['no']}</b> &nbsp; ({o['mode']}) &nbsp; Zlecający: {o['unit']}, {o['doctor']}
<table><tr><td>Data i godz. pobrania: <b>{o['coll']}</b></td><td>Data przyjęcia: {o['recv']}</td>
<td>Data wykonania: {o['done']}</td><td>Data autoryzacji: {o['auth']}</td></tr>
<tr><td colspan="2">Materiał: {o['mat']}</td><td colspan="2">Pobrał(a): {o['nurse']} &nbsp; Nr próbki: {o['sample']}</td></tr></table></div>
{table(o['groups'])}
<div class="aut">Autoryzował(a): {o['signer']}, diagnosta laboratoryjny, nr PWZDL {o['pwzdl']}</div>"""


def build():
    cbc_dev = "Analizator: Sysmex XN-2000, krew pełna EDTA-K2"
    o1 = {
        "no": "25091400871", "mode": "CITO", "unit": "Szpitalny Oddział Ratunkowy",
        "doctor": "lek. Rafał Kurpiewski", "coll": "14.09.2025 22:47", "recv": "14.09.2025 23:02",
        "done": "14.09.2025 23:31", "auth": "14.09.2025 23:58", "nurse": "piel. J. Grądzka",
        "sample": "871-01..05", "mat": "krew żylna (EDTA, cytrynian, skrzep), krew tętnicza (heparyna)",
        "signer": "mgr Tomasz Pietrucha", "pwzdl": "09317", "date": "2025-09-14",
        "groups": [
            ("C55", "Morfologia krwi z pełnym różnicowaniem", cbc_dev, [
                Row("Leukocyty (WBC)", "WBC", "13,84", "10^3/µl", "4,00 - 10,00", 4, 10, "↑"),
                Row("Erytrocyty (RBC)", "RBC", "4,12", "10^6/µl", "4,50 - 5,90", 4.5, 5.9, "↓"),
                Row("Hemoglobina (HGB)", "HGB", "12,4", "g/dl", "13,5 - 17,5", 13.5, 17.5, "↓"),
                Row("Hematokryt (HCT)", "HCT", "37,1", "%", "40,0 - 52,0", 40, 52, "↓"),
                Row("MCV", "MCV", "90,0", "fl", "80,0 - 100,0", 80, 100),
                Row("Płytki krwi (PLT)", "PLT", "231", "10^3/µl", "150 - 400", 150, 400),
                Row("Neutrofile #", "NEUT", "11,02", "10^3/µl", "1,80 - 7,70", 1.8, 7.7, "↑"),
                Row("Limfocyty #", "LYMPH", "1,71", "10^3/µl", "1,00 - 4,80", 1.0, 4.8),
            ]),
            ("I81", "Białko C-reaktywne (CRP)", None, [
                Row("CRP", "CRP", "86,4", "mg/l", "< 5,0", None, 5, "↑"),
            ]),
            ("M37", "Kreatynina", None, [
                Row("Kreatynina", "CREA", "1,42", "mg/dl", "0,70 - 1,20", 0.7, 1.2, "↑"),
                Row("eGFR wg CKD-EPI", "EGFR", "50", "ml/min/1,73m2", "> 60", 60, None, "↓"),
            ]),
            ("N45 / O35", "Elektrolity", None, [
                Row("Sód (Na)", "NA", "136", "mmol/l", "136 - 145", 136, 145),
                Row("Potas (K)", "K", "5,6", "mmol/l", "3,5 - 5,1", 3.5, 5.1, "↑",
                    note="hemoliza +, wynik może być zawyżony"),
            ]),
            ("G21 / G11 / G49", "Układ krzepnięcia", "Analizator: ACL TOP 550 CTS, osocze cytrynianowe 3,2%", [
                Row("Czas protrombinowy (PT)", "PT", "13,8", "s", "9,4 - 12,5", 9.4, 12.5, "↑"),
                Row("INR", "INR", "1,24", "", "0,85 - 1,15", 0.85, 1.15, "↑"),
                Row("APTT", "APTT", "31,2", "s", "25,1 - 36,5", 25.1, 36.5),
                Row("Fibrynogen", "FIBRINOGEN", "5,8", "g/l", "2,0 - 4,0", 2.0, 4.0, "↑"),
                Row("D-dimery", "D_DIMER", "> 20,00", "µg/ml FEU", "< 0,50", None, 0.5, "↑",
                    note="wynik poza zakresem liniowości metody"),
            ]),
            ("L39", "Troponina I hs", None, [
                ("Troponina I hs", "badanie anulowane — materiał niewłaściwy (skrzep)"),
            ]),
            ("C87", "Gazometria krwi tętniczej",
             "Analizator: ABL90 FLEX (Radiometer); krew tętnicza; temp. pacjenta 37,0 °C; FiO2 0,21", [
                Row("pH", "BG_PH", "7,47", "", "7,35 - 7,45", 7.35, 7.45, "↑", new=True, printed_label="pH"),
                Row("pCO2", "PCO2", "31,8", "mmHg", "35,0 - 45,0", 35, 45, "↓", new=True),
                Row("pO2", "PO2", "58,2", "mmHg", "83,0 - 108,0", 83, 108, "↓", new=True),
                Row("HCO3- akt.", "HCO3", "23,1", "mmol/l", "21,0 - 26,0", 21, 26, new=True),
                Row("BE(B)", "BE", "-0,9", "mmol/l", "-2,0 - 3,0", -2, 3, new=True),
                Row("sO2", "SO2", "91,2", "%", "95,0 - 98,0", 95, 98, "↓", new=True),
                Row("Mleczany", "LACTATE", "1,9", "mmol/l", "0,5 - 1,6", 0.5, 1.6, "↑", new=True),
            ]),
        ],
    }
    o2 = {
        "no": "25091500214", "mode": "rutyna", "unit": "Oddział Chorób Wewnętrznych II",
        "doctor": "lek. Monika Ziętara", "coll": "15.09.2025 06:12", "recv": "15.09.2025 06:40",
        "done": "15.09.2025 07:15", "auth": "15.09.2025 08:03", "nurse": "piel. A. Szulborska",
        "sample": "214-01..03", "mat": "krew żylna (EDTA, skrzep)",
        "signer": "dr n. med. Ewelina Sokołowska-Fąfara", "pwzdl": "03751", "date": "2025-09-15",
        "groups": [
            ("C55", "Morfologia krwi z pełnym różnicowaniem", cbc_dev, [
                Row("Leukocyty (WBC)", "WBC", "11,20", "10^3/µl", "4,00 - 10,00", 4, 10, "↑"),
                Row("Hemoglobina (HGB)", "HGB", "11,9", "g/dl", "13,5 - 17,5", 13.5, 17.5, "↓"),
                Row("Płytki krwi (PLT)", "PLT", "219", "10^3/µl", "150 - 400", 150, 400),
            ]),
            ("I81", "Białko C-reaktywne (CRP)", None, [
                Row("CRP", "CRP", "121,7", "mg/l", "< 5,0", None, 5, "↑"),
            ]),
            ("M87", "Prokalcytonina", None, [
                Row("Prokalcytonina (PCT)", "PCT", "0,38", "ng/ml", "< 0,50", None, 0.5),
            ]),
            ("M37 / O35", "Kreatynina, potas", None, [
                Row("Kreatynina", "CREA", "1,21", "mg/dl", "0,70 - 1,20", 0.7, 1.2, "↑"),
                Row("Potas (K)", "K", "4,3", "mmol/l", "3,5 - 5,1", 3.5, 5.1),
            ]),
        ],
    }
    o3 = {
        "no": "25091700133", "mode": "rutyna", "unit": "Oddział Chorób Wewnętrznych II",
        "doctor": "lek. Monika Ziętara", "coll": "17.09.2025 06:05", "recv": "17.09.2025 06:31",
        "done": "17.09.2025 07:02", "auth": "17.09.2025 07:49", "nurse": "piel. A. Szulborska",
        "sample": "133-01..03", "mat": "krew żylna (EDTA, cytrynian, skrzep)",
        "signer": "mgr Tomasz Pietrucha", "pwzdl": "09317", "date": "2025-09-17",
        "groups": [
            ("C55", "Morfologia krwi (bez rozmazu)", cbc_dev, [
                Row("Leukocyty (WBC)", "WBC", "8,12", "10^3/µl", "4,00 - 10,00", 4, 10),
                Row("Hemoglobina (HGB)", "HGB", "12,2", "g/dl", "13,5 - 17,5", 13.5, 17.5, "↓"),
                Row("Płytki krwi (PLT)", "PLT", "264", "10^3/µl", "150 - 400", 150, 400),
            ]),
            ("I81", "Białko C-reaktywne (CRP)", None, [
                Row("CRP", "CRP", "44,2", "mg/l", "< 5,0", None, 5, "↑"),
            ]),
            ("G21 / G11 / G53", "Układ krzepnięcia", "Analizator: ACL TOP 550 CTS, osocze cytrynianowe 3,2%", [
                Row("INR", "INR", "1,12", "", "0,85 - 1,15", 0.85, 1.15),
                Row("APTT", "APTT", "29,8", "s", "25,1 - 36,5", 25.1, 36.5),
                Row("D-dimery", "D_DIMER", "2,91", "µg/ml FEU", "< 0,50", None, 0.5, "↑"),
            ]),
            ("M37", "Kreatynina", None, [
                Row("Kreatynina", "CREA", "0,98", "mg/dl", "0,70 - 1,20", 0.7, 1.2),
                Row("eGFR wg CKD-EPI", "EGFR", "78", "ml/min/1,73m2", "> 60", 60, None),
            ]),
        ],
    }
    orders = [o1, o2, o3]
    body = "".join(order(o) for o in orders)
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>{CSS}</style></head><body>
<table class="outer"><thead><tr><td><div class="rh"><span>WARMIŃSKIE CENTRUM MEDYCZNE — Zakład Diagnostyki Laboratoryjnej</span><span>Pacjent: {P['name']} &nbsp; PESEL: {P['pesel']}</span></div></td></tr></thead>
<tfoot><tr><td><div class="rf"><span>LIS-Lab 7.2.14 · wydruk: 18.09.2025 11:06 · wydrukował: kdobosz</span><span>Wynik ważny z podpisem elektronicznym diagnosty laboratoryjnego</span></div></td></tr></tfoot><tbody><tr><td>
<div class="hosp">Warmińskie Centrum Medyczne Sp. z o.o.<br>Zakład Diagnostyki Laboratoryjnej</div>
<div class="sub">ul. Szpitalna 30, 10-561 Olsztyn · tel. 89 678 40 00 wew. 412 · Kierownik: dr n. med. Ewelina Sokołowska-Fąfara</div>
<div style="text-align:center;font-weight:bold;font-size:10pt;margin:4px 0">WYNIKI BADAŃ LABORATORYJNYCH — ZESTAWIENIE ZLECEŃ HOSPITALIZACJI</div>
<table class="pt"><tr><td>Nazwisko i imię: <b>{P['name']}</b></td><td>PESEL: {P['pesel']}</td><td>Data ur.: {P['born']}</td><td>Płeć: M</td></tr>
<tr><td colspan="2">Adres: {P['addr']}</td><td>Nr księgi gł.: 2025/18342</td><td>Nr hosp.: H-25-071906</td></tr>
<tr><td colspan="2">Oddział: SOR → Oddział Chorób Wewnętrznych II</td><td colspan="2">Data przyjęcia do szpitala: 14.09.2025 21:58</td></tr></table>
{body}
<div style="margin-top:10px;font-size:7pt">↑ / ↓ — wynik powyżej / poniżej zakresu referencyjnego. Kody badań wg ICD-9 PL.
Zakres referencyjny dla wieku i płci pacjenta.</div>
</td></tr></tbody></table></body></html>"""
    rows = []
    for o in orders:
        for g in o["groups"]:
            for r in g[3]:
                if isinstance(r, Row):
                    r.date = o["date"]
                    rows.append(r)
    return "PL_WCM_Olsztyn_LIS_zestawienie_H-25-071906.pdf", html, rows
