"""German Patientenportal printout and a Czech eZdraví-like summary."""

CSS = """
body{font-family:Arial,Helvetica,sans-serif;font-size:12px;margin:0 12px}
.bh{position:fixed;top:0;left:0;right:0;font-size:9px;display:flex;justify-content:space-between}
.bf{position:fixed;bottom:0;left:0;right:0;font-size:9px;display:flex;justify-content:space-between}
.top{background:#2d6a4f;color:#fff;padding:6px;margin-top:16px}
.row{display:flex;border-bottom:1px solid #ddd;padding:4px 0;page-break-inside:avoid}
.row div{padding-right:8px}
.muted{color:#666;font-size:10px}
"""


def de_portal(g):
    R = g.R
    doc = "Patientenportal_Befund_Druckansicht.pdf"
    date = "2025-07-08"
    rows = [
        R("Eisen", "FE", "38", "µg/dl", "50 - 170", "-"),
        R("Ferritin", "FERR", "11", "ng/ml", "15 - 150", "-"),
        R("Transferrin", "TRANSFERRIN", "3,71", "g/l", "2,00 - 3,60", "+"),
        R("Transferrinsättigung", "TSAT", "7", "%", "16 - 45", "-"),
        R("CRP", "CRP", "< 0,5", "mg/dl", "< 0,5"),
        R("25-OH-Vitamin D", "VIT_D", "52", "nmol/l", "75 - 250", "-"),
        R("Folsäure", "FOLATE", "6,8", "ng/ml", "> 3,9"),
        R("Leukozyten", "WBC", "6,9", "Tsd/µl", "3,9 - 10,2"),
        R("Hämoglobin", "HGB", "11,2", "g/dl", "12,0 - 15,4", "-"),
        R("MCH", "MCH", "24,1", "pg", "27,0 - 33,5", "-"),
        R("Thrombozyten", "PLT", "402", "Tsd/µl", "150 - 370", "+"),
    ]
    out = ""
    for r in rows:
        fl = {"-": "▼ niedrig", "+": "▲ hoch"}.get(r.flag, "")
        out += (f'<div class="row"><div style="width:34%"><b>{g.E(r.label)}</b><br><span class="muted">Referenz: {g.E(r.rng)} {g.E(r.unit)}</span></div>'
                f'<div style="width:22%;font-size:14px">{g.E(r.value)} {g.E(r.unit)}</div><div style="width:14%;color:#b00">{fl}</div>'
                f'<div class="muted" style="width:30%">Verlauf: 2023 · 2024 · 2025</div></div>')
    body = f"""<!doctype html><html><head><meta charset="utf-8"><title>Meine Befunde – Patientenportal</title><style>{CSS}</style></head><body>
<div class="bh"><span>10.07.25, 18:31</span><span>Meine Befunde – Patientenportal</span></div>
<div class="bf"><span>https://portal.labor-rheinmain.de/befunde/2507080193/ansicht?druck=1</span><span>1/1</span></div>
<div class="top">Labor Rhein-Main MVZ · Startseite · Meine Befunde · Termine · Nachrichten · Profil · Abmelden</div>
<p class="muted">Sie sind hier: Startseite / Meine Befunde / Befund vom 08.07.2025</p>
<p>Patientin: <b>Sabine Költzsch</b>, geb. 09.11.1985 · Versichertennr. K418225093 · Rheinstraße 44, 65185 Wiesbaden · Tel. 0611 9402 557 · s.koeltzsch@web.de</p>
<p>Auftragsnummer: 2507080193 · Entnahme: 08.07.2025 08:20 · Eingang: 08.07.2025 11:05 · Befundstatus: Endbefund (10.07.2025)<br>
Einsender: Praxis Dr. med. Henrike Vogt, Fachärztin für Innere Medizin, Wilhelmstraße 12, 65183 Wiesbaden</p>
<p class="muted">[ PDF herunterladen ] [ Befund teilen ] [ Drucken ]</p>
{out}
<p class="muted">Die Werte werden vom Labor validiert (Dr. rer. nat. Stefan Brückner). Hinweis: Die Darstellung im Portal ersetzt nicht das ärztliche Gespräch. Datenschutz · Impressum · Cookie-Einstellungen</p>
</body></html>"""
    g.add_truth(doc, date, rows, layout="German Patientenportal print view: browser header/footer, menu, breadcrumb, one row per result with 'Referenz: a - b unit' under the name, value with unit, '▼ niedrig'/'▲ hoch' flags, a 'Verlauf: 2023 · 2024 · 2025' year strip beside each result")
    ident = {
        "patient_name": ["Sabine Költzsch", "Költzsch, Sabine", "Költzsch"],
        "insurance_number": ["K418225093"],
        "birth_date": ["09.11.1985", "1985-11-09"],
        "address": ["Rheinstraße 44", "65185"],
        "phone": ["0611 9402 557", "06119402557"],
        "email": ["s.koeltzsch@web.de"],
        "doctor": ["Dr. med. Henrike Vogt", "Henrike Vogt", "Vogt", "Stefan Brückner", "Brückner"],
        "order_numbers": ["2507080193"],
    }
    return doc[:-4], body, ident


def cz_ezdravi(g):
    R = g.R
    doc = "eZdravi_souhrn_vysledku_laboratore.pdf"
    d1, d2 = "2025-04-29", "2025-09-30"
    r1 = [
        R("Leukocyty", "WBC", "7,3", "10^9/l", "4,0 - 10,0"),
        R("Erytrocyty", "RBC", "4,61", "10^12/l", "4,20 - 5,40"),
        R("Hemoglobin", "HGB", "141", "g/l", "120 - 160"),
        R("Trombocyty", "PLT", "265", "10^9/l", "150 - 400"),
        R("Glukóza", "GLU", "5,4", "mmol/l", "3,9 - 5,6"),
        R("Kreatinin", "CREA", "81", "µmol/l", "49 - 90"),
    ]
    r2 = [
        R("Cholesterol", "CHOL", "5,9", "mmol/l", "2,9 - 5,0", "H"),
        R("LDL cholesterol", "LDL", "3,8", "mmol/l", "1,2 - 3,0", "H"),
        R("Triacylglyceroly", "TG", "1,2", "mmol/l", "0,45 - 1,70"),
        R("Kyselina močová", "URIC_ACID", "352", "µmol/l", "143 - 339", "H"),
        R("Glykovaný hemoglobin", "HBA1C", "39", "mmol/mol", "20 - 42", alt=["HBA1C_IFCC"]),
        R("Volný T4", "FT4", "14,2", "pmol/l", "12,0 - 22,0"),
    ]

    def tab(rows):
        t = '<table style="border-collapse:collapse;width:100%">'
        for r in rows:
            fl = "↑" if r.flag == "H" else ("↓" if r.flag == "L" else "")
            t += (f'<tr style="border-bottom:1px solid #ddd"><td style="width:36%">{g.E(r.label)}</td><td><b>{g.E(r.value)}</b> {fl}</td>'
                  f'<td>{g.E(r.unit)}</td><td class="muted">ref. {g.E(r.rng)}</td></tr>')
        return t + "</table>"

    body = f"""<!doctype html><html><head><meta charset="utf-8"><title>Výsledky vyšetření | eZdraví</title><style>{CSS}</style></head><body>
<div class="bh"><span>02.10.2025 20:14</span><span>Výsledky vyšetření | eZdraví</span></div>
<div class="bf"><span>https://ezdravi.gov.cz/pacient/vysledky/laborator</span><span>1/1</span></div>
<div class="top" style="background:#1d4e89">eZdraví · Přehled · eRecept · Očkování · <b>Výsledky vyšetření</b> · Zprávy · Nastavení</div>
<p>Pacient: <b>Alena Dvořáková</b> · r. č. 735412/1236 · nar. 12. 4. 1973 · Pojišťovna 111 · Nad Štolou 1512/9, 170 00 Praha 7 · +420 604 118 532</p>
<h3>Odběr 29. 4. 2025 07:35 — MUDr. Pavel Hnízdil, praktický lékař (IČP 01129384)</h3>
<p class="muted">Laboratoř: SYNLAB Czech, Sokolovská 810/304, Praha 9 · Žádanka č. 2504290871 · Výsledek vydán 29. 4. 2025 15:40</p>
{tab(r1)}
<h3>Odběr 30. 9. 2025 07:50 — MUDr. Pavel Hnízdil</h3>
<p class="muted">Laboratoř: SYNLAB Czech · Žádanka č. 2509300412 · Výsledek vydán 1. 10. 2025 09:12 · Zobrazit graf (2023–2025)</p>
{tab(r2)}
<p class="muted">Zdroj dat: poskytovatelé zdravotních služeb. Údaje mají informativní charakter. Podpora: 227 587 000, podpora@ezdravi.gov.cz</p>
</body></html>"""
    g.add_truth(doc, d1, r1, layout="Czech eZdraví-like patient summary printed from the browser: two collection dates as headings ('Odběr 29. 4. 2025'), rows 'name | value arrow | unit | ref. a - b', SI units, browser header/footer")
    g.add_truth(doc, d2, r2)
    ident = {
        "patient_name": ["Alena Dvořáková", "Dvořáková Alena", "Dvořáková"],
        "rodne_cislo": ["735412/1236", "7354121236"],
        "birth_date": ["12. 4. 1973", "12.4.1973", "1973-04-12"],
        "address": ["Nad Štolou 1512/9", "Nad Štolou"],
        "phone": ["+420 604 118 532", "604 118 532"],
        "doctor": ["MUDr. Pavel Hnízdil", "Pavel Hnízdil", "Hnízdil", "01129384"],
        "order_numbers": ["2504290871", "2509300412"],
    }
    return doc[:-4], body, ident
