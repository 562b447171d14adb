"""HTML of set-30's documents (before they are photographed, scanned, faxed or outlined) and the
invented identities they print. Every name, number and address here is fictional."""

import html as H

IDENTITY = {
    "patient_name": [
        "Marzena Kołodziejczyk", "KOŁODZIEJCZYK MARZENA", "Kołodziejczyk Marzena", "Marzena K.",
        "Kołodziejczyk", "Zbigniew Kubacki-Lis", "KUBACKI-LIS ZBIGNIEW", "Kubacki-Lis Zbigniew",
        "Z. Kubacki-Lis", "Kubacki-Lis", "Gareth Pennington-Rhys", "PENNINGTON-RHYS, Gareth",
        "PENNINGTON-RHYS", "Pennington-Rhys", "Mr G Pennington-Rhys", "Sieglinde Hämmerle",
        "Hämmerle, Sieglinde", "HÄMMERLE, SIEGLINDE", "Hämmerle",
    ],
    "national_id": ["78061204583", "61022807417", "472 913 8066", "4729138066", "H127645093", "HD0447193",
                    "NG-5520713"],
    "birth_date": ["12.06.1978", "1978-06-12", "28.02.1961", "1961-02-28", "03/09/1969", "1969-09-03",
                   "03-Sep-1969", "17.04.1955", "1955-04-17"],
    "address": ["ul. Słonecznikowa 9/4", "Słonecznikowa 9/4", "60-185 Poznań", "os. Jagiellońskie 14/27",
                "Jagiellońskie 14/27", "62-200 Gniezno", "14 Larchfield Road", "Larchfield Road", "NP7 5QT",
                "Pfarrgasse 3", "79104 Freiburg"],
    "phone": ["601 238 947", "+48 601 238 947", "07700 900418", "0761 4489213"],
    "doctor": ["lek. Andrzej Pietrusewicz", "Andrzej Pietrusewicz", "Pietrusewicz", "Dr H. Marchbanks",
               "Marchbanks", "lek. Joanna Wielgosz-Ratajczak", "Wielgosz-Ratajczak", "Dr Samuel Okonkwo-Hale",
               "Okonkwo-Hale", "Dr. med. Ulrich Zimmerlin", "Zimmerlin", "Dr. med. Theresia Aichinger-Wolf",
               "Aichinger-Wolf", "lek. Wojciech Ostaszewski", "Ostaszewski"],
    "licence_numbers": ["PWZDL 08412", "08412", "NPWZ 2871455", "2871455", "GMC 7043128", "7043128"],
    "lab_staff": ["mgr Katarzyna Lewandowska-Grzyb", "Lewandowska-Grzyb", "mgr Ewa Mrozek-Pawlak",
                  "Mrozek-Pawlak", "Dr A. Fenwick-Moore", "Fenwick-Moore", "Dr. med. Carola Weißgerber",
                  "Weißgerber", "mgr Tomasz Żmudziński", "Żmudziński"],
    "order_numbers": ["2510130447", "25/10/30/0812", "2509220417", "25H061147", "2025/08412", "11180093",
                      "NGR-25-0721-3391", "SH-25-050712"],
}

e = H.escape


def flagged(rows, flagcell=True):
    out = []
    for lab, val, flag, unit, rng, _c, _o in rows:
        out.append((e(lab), e(val), e(flag), e(unit), e(rng)))
    return out


# ---------------------------------------------------------------- 1. Polish private lab (photographed)
def photo_pl(rows):
    morf, rest = rows[:15], rows[15:]
    sections = [("MORFOLOGIA KRWI Z ROZMAZEM AUTOMATYCZNYM", "C55", morf)]
    icd = {"GLU": ("GLUKOZA", "L43"), "CHOL": ("CHOLESTEROL CAŁKOWITY", "I99"), "TSH": ("TSH", "L69"),
           "FERR": ("FERRYTYNA", "N45"), "VIT_D": ("WITAMINA D3 METABOLIT 25(OH)", "M45")}
    for r in rest:
        t, c = icd[r[5]]
        sections.append((t, c, [r]))
    body = ""
    for title, code, rs in sections:
        body += f'<tr class="sec"><td colspan="5">{title} <span class="icd">(ICD-9: {code})</span></td></tr>'
        for lab, val, flag, unit, rng in flagged(rs):
            body += (f'<tr><td class="l">{lab}</td><td class="v{" hi" if flag else ""}">{val}</td>'
                     f'<td class="f">{flag}</td><td>{unit}</td><td>{rng}</td></tr>')
        if code == "C55":
            body += '<tr><td class="meth" colspan="5">Metoda: cytometria przepływowa, analizator Sysmex XN-1000</td></tr>'
        if code == "M45":
            body += ('<tr><td class="meth" colspan="5">Interpretacja: &lt; 20 niedobór; 20 - 30 stężenie '
                     'suboptymalne; 30 - 50 stężenie optymalne; 50 - 100 wysokie; &gt; 100 toksyczne</td></tr>')
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm 14mm; }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; color: #111; }}
.top {{ display: flex; justify-content: space-between; border-bottom: 2px solid #1d5fa8; padding-bottom: 6px; }}
.logo {{ display: flex; align-items: center; gap: 8px; color: #1d5fa8; font-weight: bold; font-size: 16pt; }}
.logo .c {{ width: 34px; height: 34px; border-radius: 50%; background: #1d5fa8; color: white; text-align: center;
  line-height: 34px; font-size: 15pt; }}
.addr {{ font-size: 8pt; text-align: right; color: #333; }}
.pat {{ display: grid; grid-template-columns: 1fr 1fr; gap: 1px 18px; font-size: 9.5pt; margin: 8px 0; }}
h1 {{ font-size: 13pt; text-align: center; margin: 6px 0; letter-spacing: 1px; }}
table {{ width: 100%; border-collapse: collapse; }}
th {{ text-align: left; border-bottom: 1px solid #444; font-size: 9pt; padding: 3px; }}
td {{ padding: 2px 3px; border-bottom: 1px dotted #bbb; }}
tr.sec td {{ font-weight: bold; padding-top: 8px; border-bottom: 1px solid #888; }}
.icd {{ font-weight: normal; font-size: 8pt; }}
td.v {{ font-weight: bold; text-align: right; padding-right: 4px; }}
td.f {{ font-weight: bold; width: 18px; }}
td.meth {{ font-size: 8pt; color: #444; border: none; }}
.foot {{ margin-top: 14px; font-size: 8.5pt; }}
.pg {{ margin-top: 10px; font-size: 8pt; display: flex; justify-content: space-between; color: #444;
  border-top: 1px solid #999; padding-top: 3px; }}
</style></head><body>
<div class="top"><div class="logo"><span class="c">A</span>ALFADIAG<br><span style="font-size:8pt;font-weight:normal">Laboratorium Medyczne</span></div>
<div class="addr">ALFADIAG Sp. z o.o., ul. Rolna 58, 61-487 Poznań<br>tel. 61 830 55 20 · infolinia czynna pn-pt 7:00-18:00<br>Laboratorium wpisane do ewidencji KRDL pod nr 1204</div></div>
<h1>SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH</h1>
<div class="pat">
<div>Pacjent: <b>KOŁODZIEJCZYK MARZENA</b></div><div>Nr zlecenia: <b>2510130447</b></div>
<div>PESEL: 78061204583 &nbsp; Płeć: K</div><div>Data urodzenia: 12.06.1978 (47 l.)</div>
<div>Adres: ul. Słonecznikowa 9/4, 60-185 Poznań</div><div>Tel.: 601 238 947</div>
<div>Zlecający: lek. Andrzej Pietrusewicz (NPWZ 2871455)</div><div>Punkt pobrań: PP-12 Poznań Wilda</div>
<div>Data i godz. pobrania: <b>13.10.2025 07:42</b></div><div>Data przyjęcia: 13.10.2025 09:05</div>
<div>Data wykonania: 13.10.2025</div><div>Data wydania wyniku: 13.10.2025 14:31</div>
</div>
<table><tr><th>Badanie</th><th style="text-align:right">Wynik</th><th></th><th>Jednostka</th><th>Wartości referencyjne</th></tr>
{body}</table>
<div class="foot">Materiał: krew żylna (EDTA, surowica). H - wynik powyżej zakresu referencyjnego, L - wynik poniżej zakresu referencyjnego.<br>
Wynik zatwierdził: mgr Katarzyna Lewandowska-Grzyb, diagnosta laboratoryjny, PWZDL 08412</div>
<div class="pg"><span>Wydrukowano: 14.10.2025 08:20</span><span>Strona 1/1</span></div>
</body></html>"""


# ---------------------------------------------------------------- 2. dark-mode app screenshot
def app_dark(rows, previous):
    prev = {p[1]: p for p in previous}
    groups = [("Tarczyca", rows[:5]), ("Lipidogram", rows[5:10]), ("Gospodarka węglowodanowa", rows[10:])]
    cards = ""
    for g, rs in groups:
        cards += f'<div class="grp">{g}</div>'
        for lab, val, flag, unit, rng, code, _o in rs:
            chip = '<span class="chip hi">▲ Powyżej normy</span>' if flag else '<span class="chip ok">W normie</span>'
            p = prev.get(code)
            pl = f'<div class="prev">Poprzednio: {e(p[2])} {e(p[3])} · {p[4]}</div>' if p else ""
            cards += (f'<div class="card"><div class="row1"><span class="name">{e(lab)}</span>{chip}</div>'
                      f'<div class="val">{e(val)} <span class="unit">{e(unit)}</span></div>'
                      f'<div class="norm">Norma: {e(rng)}</div>{pl}</div>')
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
html, body {{ margin: 0; background: #121316; color: #e6e6ea; font-family: 'DejaVu Sans', sans-serif; }}
.status {{ height: 26px; display: flex; justify-content: space-between; padding: 4px 16px 0; font-size: 13px; color: #f2f2f2; }}
.bar {{ padding: 10px 16px; font-size: 20px; font-weight: bold; display: flex; gap: 14px; align-items: center; }}
.who {{ margin: 0 16px; font-size: 12px; color: #9da0aa; }}
.order {{ margin: 10px 12px; background: #1e2026; border-radius: 14px; padding: 12px 14px; font-size: 12.5px; color: #c3c5cc; line-height: 1.6; }}
.order b {{ color: #ffffff; }}
.grp {{ margin: 16px 16px 6px; font-size: 13px; color: #8ab4f8; text-transform: uppercase; letter-spacing: .6px; }}
.card {{ margin: 8px 12px; background: #1e2026; border-radius: 14px; padding: 10px 14px; }}
.row1 {{ display: flex; justify-content: space-between; align-items: center; }}
.name {{ font-size: 14px; color: #d5d7de; }}
.val {{ font-size: 24px; font-weight: bold; margin-top: 2px; color: #ffffff; }}
.unit {{ font-size: 13px; font-weight: normal; color: #a8abb5; }}
.norm {{ font-size: 12px; color: #9da0aa; }}
.prev {{ font-size: 11.5px; color: #7d808a; margin-top: 3px; }}
.chip {{ font-size: 11px; border-radius: 10px; padding: 2px 8px; }}
.chip.ok {{ background: #17392a; color: #7fd8a4; }}
.chip.hi {{ background: #4a1d1f; color: #ff8a80; }}
.nav {{ position: fixed; bottom: 0; left: 0; right: 0; height: 58px; background: #1a1b20; display: flex;
  justify-content: space-around; align-items: center; font-size: 11px; color: #9da0aa; border-top: 1px solid #2a2c33; }}
.nav .on {{ color: #8ab4f8; }}
.pad {{ height: 70px; }}
</style></head><body>
<div class="status"><span>21:45</span><span>▾ ◢ 5G 62%</span></div>
<div class="bar"><span>←</span><span>Wyniki badań</span></div>
<div class="who">Profil: Marzena K. · konto główne</div>
<div class="order">Zlecenie <b>25/10/30/0812</b><br>Pobrano: <b>30 paź 2025, 07:58</b><br>Punkt pobrań: Poznań, ul. Dąbrowskiego 77<br>
Status: <b>Komplet wyników</b> · udostępniono 31 paź 2025, 13:20</div>
{cards}
<div class="order" style="font-size:11.5px">Wyniki mają charakter informacyjny. Skonsultuj je z lekarzem. Pełne sprawozdanie (PDF) pobierzesz w zakładce Dokumenty.</div>
<div class="pad"></div>
<div class="nav"><span>Start</span><span class="on">Wyniki</span><span>Wizyty</span><span>Profil</span></div>
</body></html>"""


# ---------------------------------------------------------------- 3. German report (searchable scan)
def searchable_de(rows):
    groups = [("Hämatologie", rows[:5]), ("Klinische Chemie", rows[5:18]), ("Fettstoffwechsel", rows[18:22]),
              ("Diabetes / Endokrinologie", rows[22:])]
    body = ""
    for g, rs in groups:
        body += f'<tr class="sec"><td colspan="5">{g}</td></tr>'
        for lab, val, flag, unit, rng in flagged(rs):
            body += f'<tr><td>{lab}</td><td class="v">{val}</td><td class="f">{flag}</td><td>{unit}</td><td>{rng}</td></tr>'
        if g == "Fettstoffwechsel":
            body += '<tr><td>LDL/HDL-Quotient</td><td class="v">2,0</td><td></td><td></td><td>&lt; 3,0</td></tr>'
    return f"""<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 16mm; }}
body {{ font-family: 'Liberation Sans', sans-serif; font-size: 10.5pt; }}
.head {{ display: flex; justify-content: space-between; }}
.lab {{ font-size: 15pt; font-weight: bold; }}
.small {{ font-size: 8.5pt; }}
.box {{ border: 1px solid #000; padding: 6px 8px; margin: 10px 0; display: grid; grid-template-columns: 1.2fr 1fr; gap: 2px 16px; font-size: 10pt; }}
table {{ width: 100%; border-collapse: collapse; margin-top: 6px; }}
th {{ text-align: left; border-bottom: 1.5px solid #000; border-top: 1.5px solid #000; padding: 3px; font-size: 9.5pt; }}
td {{ padding: 2.5px 3px; }}
tr.sec td {{ font-weight: bold; font-style: italic; padding-top: 9px; }}
td.v {{ text-align: right; font-weight: bold; width: 70px; }}
td.f {{ width: 24px; font-weight: bold; text-align: center; }}
.foot {{ margin-top: 18px; font-size: 9pt; border-top: 1px solid #000; padding-top: 4px; }}
</style></head><body>
<div class="head"><div><div class="lab">MVZ Labor Dr. Brenneisen &amp; Kollegen</div>
<div class="small">Fachärzte für Laboratoriumsmedizin · Mikrobiologie · Transfusionsmedizin<br>Wiesentalstraße 41 · 79115 Freiburg · Tel. 0761 20877-0</div></div>
<div class="small" style="text-align:right">Praxis Dr. med. Ulrich Zimmerlin<br>Allgemeinmedizin<br>Kaiser-Joseph-Str. 212<br>79098 Freiburg</div></div>
<div class="box">
<div>Patient: <b>Hämmerle, Sieglinde</b></div><div>Auftragsnr.: <b>2509220417</b></div>
<div>geb. 17.04.1955 &nbsp; weiblich</div><div>Versicherten-Nr.: H127645093</div>
<div>Pfarrgasse 3, 79104 Freiburg</div><div>Tel.: 0761 4489213</div>
<div>Entnahme: <b>22.09.2025 08:05</b></div><div>Eingang: 22.09.2025 10:12</div>
<div>Befunddatum: 23.09.2025</div><div>Endbefund</div>
</div>
<table><tr><th>Untersuchung</th><th style="text-align:right">Ergebnis</th><th></th><th>Einheit</th><th>Referenzbereich</th></tr>
{body}</table>
<p class="small">H = erhöht, L = erniedrigt. eGFR nach CKD-EPI 2009 (ohne Hautfarbenkorrektur). Die Referenzbereiche gelten für Frauen &gt; 60 Jahre.<br>
Beurteilung: Eingeschränkte Nierenfunktion (KDIGO G3a), leichte Hyperkaliämie – Kontrolle empfohlen.</p>
<div class="foot">Validiert und freigegeben: Dr. med. Carola Weißgerber, Fachärztin für Laboratoriumsmedizin · 23.09.2025 09:41<br>
Seite 1 von 1 · Ausdruck vom 23.09.2025</div>
</body></html>"""


# ---------------------------------------------------------------- 4. English fax (two pages)
def fax_en(p1, p2):
    def rows_html(rs):
        s = ""
        for lab, val, flag, unit, rng in flagged(rs):
            s += f'<tr><td>{lab}</td><td class="v">{val}</td><td class="f">{flag}</td><td>{unit}</td><td>{"(" + rng + ")" if rng else ""}</td></tr>'
        return s

    head = ('<div class="faxline">12/06/2025 14:32 &nbsp; FROM: HARBOURSIDE PATH &nbsp;+44 1632 960415 &nbsp; '
            'TO: 01632 960777 &nbsp;&nbsp; P.00{p}/002</div>')
    pat = """<table class="pat"><tr><td>Name: <b>PENNINGTON-RHYS, Gareth</b></td><td>Lab No: <b>25H061147</b></td></tr>
<tr><td>DOB: 03/09/1969 &nbsp; Sex: M</td><td>NHS No: 472 913 8066</td></tr>
<tr><td>Address: 14 Larchfield Road, Abergavenny NP7 5QT</td><td>Hosp No: HD0447193</td></tr>
<tr><td>Requested by: Dr H. Marchbanks, Bryn Teg Surgery</td><td>Source: GP</td></tr>
<tr><td>Collected: <b>11/06/2025 09:20</b></td><td>Received: 11/06/2025 13:05</td></tr>
<tr><td colspan="2">Reported: 12/06/2025 11:47 &nbsp; Status: FINAL</td></tr></table>"""
    th = '<tr><th>Test</th><th class="v">Result</th><th></th><th>Units</th><th>Ref. range</th></tr>'
    fbc, ue = p1[:12], p1[12:]
    lft, rest = p2[:4], p2[4:]
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 10mm 14mm; }}
body {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 11pt; }}
.faxline {{ font-size: 9pt; border-bottom: 1px solid #000; margin-bottom: 10px; }}
.lh {{ text-align: center; font-family: 'DejaVu Serif', serif; }}
.lh b {{ font-size: 16pt; }}
table {{ width: 100%; border-collapse: collapse; }}
.pat td {{ padding: 1px 2px; font-size: 10.5pt; }}
.pat {{ border: 1.5px solid #000; margin: 8px 0; }}
th {{ text-align: left; border-bottom: 1px solid #000; }}
th.v, td.v {{ text-align: right; padding-right: 8px; }}
td.f {{ width: 22px; font-weight: bold; }}
h3 {{ font-size: 11.5pt; margin: 12px 0 2px; text-decoration: underline; }}
.c {{ font-size: 10pt; margin: 4px 0; }}
.pb {{ break-before: page; }}
.ft {{ margin-top: 16px; font-size: 9pt; border-top: 1px solid #000; }}
</style></head><body>
{head.format(p=1)}
<div class="lh"><b>HARBOURSIDE DIAGNOSTICS</b><br>Pathology Services · Unit 4 Quayside Park · Newport NP20 2QX<br>Tel 01632 960410 · Fax 01632 960415</div>
<div class="c"><b>FAX TRANSMISSION - CONFIDENTIAL PATIENT INFORMATION</b><br>To: Dr H. Marchbanks, Bryn Teg Surgery &nbsp; Pages (incl. this): 2</div>
{pat}
<h3>FULL BLOOD COUNT</h3><table>{th}{rows_html(fbc)}</table>
<h3>UREA &amp; ELECTROLYTES</h3><table>{th}{rows_html(ue)}</table>
<div class="c">eGFR calculated using CKD-EPI 2009. Values &gt;90 reported as &gt;90.</div>
<div class="ft">Page 1 of 2 &nbsp; Lab No 25H061147 &nbsp; continued overleaf</div>
<div class="pb"></div>
{head.format(p=2)}
<div class="c">PENNINGTON-RHYS, Gareth &nbsp; DOB 03/09/1969 &nbsp; Lab No 25H061147 &nbsp; Collected 11/06/2025</div>
<h3>LIVER FUNCTION TESTS</h3><table>{th}{rows_html(lft)}</table>
<h3>INFLAMMATORY MARKERS / DIABETES</h3><table>{th}{rows_html(rest[:2])}</table>
<div class="c">HbA1c 48 mmol/mol or above is consistent with diabetes (WHO 2011).</div>
<h3>LIPID PROFILE (non-fasting)</h3><table>{th}{rows_html(rest[2:])}
<tr><td>Cholesterol/HDL ratio</td><td class="v">5.3</td><td></td><td></td><td></td></tr></table>
<div class="c">Lipid targets depend on cardiovascular risk: see NICE NG238. QRISK3 not calculated.</div>
<div class="c">Comment: Mild thrombocytosis with raised CRP, likely reactive. Suggest repeat FBC in 4-6 weeks.</div>
<div class="ft">Authorised by: Dr A. Fenwick-Moore, Consultant Chemical Pathologist (GMC 7043128) 12/06/2025<br>
Page 2 of 2 &nbsp; *** END OF REPORT ***<br>If you have received this fax in error please telephone 01632 960410 and destroy it.</div>
</body></html>"""


# ---------------------------------------------------------------- 5. Polish hospital, two columns (scanned)
def scan_two_columns(left, right):
    def col(groups):
        s = '<table><tr><th>Badanie</th><th class="v">Wynik</th><th></th><th>Jedn.</th><th>Norma</th></tr>'
        for g, rs in groups:
            s += f'<tr class="sec"><td colspan="5">{g}</td></tr>'
            for lab, val, flag, unit, rng in flagged(rs):
                if lab == "CRP":
                    s += (f'<tr class="pen"><td>{lab}</td><td class="v">{val}<svg class="ell" viewBox="0 0 100 40">'
                          '<path d="M8,22 C6,6 70,2 90,12 C104,20 88,36 50,37 C18,38 2,30 14,10" fill="none" '
                          'stroke="#1b2f8f" stroke-width="2.2"/></svg></td><td class="f">{flag}</td><td>{unit}</td><td>'
                          f'{rng}<svg class="line" viewBox="0 0 300 20"><path d="M0,14 C40,10 80,16 130,11 C180,7 220,15 '
                          '260,10 L285,4 M270,13 L288,4 L276,2" fill="none" stroke="#1b2f8f" stroke-width="2"/></svg>'
                          '</td></tr>').replace("{flag}", flag).replace("{unit}", unit)
                else:
                    s += f'<tr><td>{lab}</td><td class="v">{val}</td><td class="f">{flag}</td><td>{unit}</td><td>{rng}</td></tr>'
            if g == "Markery sercowe":
                s += ('<tr><td>Troponina I hs</td><td class="v" colspan="4" style="text-align:left;font-style:italic">'
                      'anulowano - materiał hemolizowany</td></tr>')
        return s + "</table>"

    lc = col([("Morfologia krwi", left[:8]), ("Układ krzepnięcia", left[8:])])
    rc = col([("Biochemia", right[:5]), ("Stan zapalny", right[5:7]), ("Próby wątrobowe", right[7:11]),
              ("Markery sercowe", right[11:])])
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 12mm 11mm; }}
body {{ font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; position: relative; }}
.hd {{ text-align: center; border-bottom: 2px solid #000; padding-bottom: 4px; }}
.hd b {{ font-size: 12.5pt; }}
.pat {{ display: grid; grid-template-columns: 1fr 1fr; font-size: 9pt; margin: 6px 0; gap: 1px 12px; }}
.cols {{ display: grid; grid-template-columns: 1fr 1fr; gap: 14px; }}
table {{ width: 100%; border-collapse: collapse; }}
th {{ text-align: left; border-bottom: 1px solid #000; font-size: 8.5pt; }}
td {{ padding: 2px 2px; border-bottom: 0.5px solid #ccc; }}
tr.sec td {{ font-weight: bold; background: #e8e8e8; padding-top: 4px; }}
th.v, td.v {{ text-align: right; }}
td.v {{ font-weight: bold; position: relative; }}
td.f {{ width: 12px; font-weight: bold; padding-left: 3px; }}
tr.pen td {{ position: relative; }}
svg.ell {{ position: absolute; left: -6px; top: -6px; width: 56px; height: 30px; }}
svg.line {{ position: absolute; left: -150px; top: 6px; width: 240px; height: 16px; }}
.ft {{ margin-top: 16px; font-size: 8.5pt; }}
.stamp {{ position: absolute; right: 40px; top: 505px; transform: rotate(-8deg); border: 3px double #2a3f9a; color: #2a3f9a;
  padding: 6px 12px; font-weight: bold; text-align: center; font-size: 11pt; opacity: .8; }}
.round {{ position: absolute; right: 250px; top: 470px; width: 120px; height: 120px; border: 2.5px solid #2a3f9a;
  border-radius: 50%; color: #2a3f9a; font-size: 7.5pt; text-align: center; opacity: .75; transform: rotate(14deg);
  display: flex; align-items: center; justify-content: center; line-height: 1.3; }}
.pg {{ font-size: 8pt; text-align: right; margin-top: 6px; }}
</style></head><body>
<div class="hd"><b>SZPITAL POWIATOWY W GNIEŹNIE · ZAKŁAD DIAGNOSTYKI LABORATORYJNEJ</b><br>
ul. Szpitalna 11, 62-200 Gniezno · tel. 61 428 77 40 · KRDL 0911</div>
<div class="pat">
<div>Pacjent: <b>KUBACKI-LIS ZBIGNIEW</b></div><div>PESEL: 61022807417 (ur. 28.02.1961)</div>
<div>Oddział: Oddział Chorób Wewnętrznych II</div><div>Nr księgi głównej: 2025/08412</div>
<div>Adres: os. Jagiellońskie 14/27, 62-200 Gniezno</div><div>Lekarz kierujący: lek. Joanna Wielgosz-Ratajczak</div>
<div>Materiał pobrano: <b>04.08.2025 06:30</b></div><div>Przyjęto w laboratorium: 04.08.2025 07:02</div>
</div>
<div class="cols"><div>{lc}</div><div>{rc}</div></div>
<div class="ft">H - powyżej normy, L - poniżej normy. Wyniki dotyczą wyłącznie zbadanego materiału.<br>
Wynik autoryzował: mgr Ewa Mrozek-Pawlak, diagnosta laboratoryjny, 04.08.2025 10:52<br>
Wydrukowano: 04.08.2025 11:18</div>
<div class="round">SZPITAL<br>POWIATOWY<br>w Gnieźnie<br>Zakład Diagnostyki<br>Laboratoryjnej</div>
<div class="stamp">ZA ZGODNOŚĆ<br>Z ORYGINAŁEM<br><span style="font-size:8pt">dn. 12.08.2025</span></div>
<div class="pg">Strona 1 z 1</div>
</body></html>"""


# ---------------------------------------------------------------- 6. English portal on a monitor
def screen_en(rows):
    body = ""
    for lab, val, flag, unit, rng in flagged(rows):
        fl = f'<span class="hi">{flag}</span>' if flag else ""
        body += f'<tr><td>{lab}</td><td class="v{" red" if flag else ""}">{val}</td><td>{fl}</td><td>{unit}</td><td>{rng}</td></tr>'
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
html, body {{ margin: 0; font-family: 'DejaVu Sans', sans-serif; background: #fff; }}
.tabs {{ background: #dee1e6; height: 34px; display: flex; align-items: end; padding-left: 8px; }}
.tab {{ background: #fff; border-radius: 8px 8px 0 0; padding: 7px 16px; font-size: 12px; width: 220px; }}
.url {{ height: 36px; background: #fff; border-bottom: 1px solid #ccc; display: flex; align-items: center; padding: 0 12px; gap: 12px; font-size: 13px; color: #444; }}
.url .box {{ background: #f1f3f4; border-radius: 16px; padding: 6px 14px; flex: 1; }}
.app {{ display: flex; height: 890px; }}
.side {{ width: 230px; background: #0b4f6c; color: #dbeef5; font-size: 14px; padding: 18px 0; }}
.side div {{ padding: 9px 22px; }}
.side .on {{ background: #0e6a8f; color: #fff; font-weight: bold; }}
.main {{ flex: 1; padding: 18px 28px; }}
.top {{ display: flex; justify-content: space-between; font-size: 13px; color: #555; }}
h2 {{ margin: 8px 0 2px; color: #0b4f6c; font-size: 21px; }}
.meta {{ font-size: 13.5px; color: #333; margin: 6px 0 10px; line-height: 1.5; }}
table {{ border-collapse: collapse; width: 100%; font-size: 14.5px; }}
th {{ background: #eef4f7; text-align: left; padding: 6px 8px; border-bottom: 2px solid #b8ccd6; }}
td {{ padding: 5px 8px; border-bottom: 1px solid #e3e8eb; }}
td.v {{ font-weight: bold; }}
.red {{ color: #b3261e; }}
.hi {{ background: #fde2e0; color: #b3261e; font-weight: bold; border-radius: 3px; padding: 0 5px; font-size: 12px; }}
.task {{ height: 40px; background: #202124; color: #ddd; display: flex; justify-content: space-between; align-items: center; padding: 0 14px; font-size: 12px; }}
</style></head><body>
<div class="tabs"><div class="tab">My Results – NorthgateCare Portal</div></div>
<div class="url"><span>←</span><span>→</span><span>⟳</span><div class="box">portal.northgatecare.example/results/lab/NGR-25-0721-3391</div></div>
<div class="app"><div class="side"><div>Home</div><div>Appointments</div><div class="on">Test results</div><div>Letters</div><div>Messages</div><div>Medications</div></div>
<div class="main">
<div class="top"><span>Northgate Community Hospital · Patient Portal</span><span>Signed in as Gareth Pennington-Rhys · MRN NG-5520713</span></div>
<h2>Blood tests – Lipids, HbA1c, LFT, Thyroid, Haematinics</h2>
<div class="meta">Specimen collected: <b>21 Jul 2025 08:47</b> &nbsp;·&nbsp; Resulted: 22 Jul 2025 16:05 &nbsp;·&nbsp; Status: Final<br>
Ordered by: Dr Samuel Okonkwo-Hale &nbsp;·&nbsp; Accession: NGR-25-0721-3391</div>
<table><tr><th>Test</th><th>Result</th><th>Flag</th><th>Units</th><th>Reference range</th></tr>{body}</table>
<div class="meta" style="font-size:12.5px;color:#666">Results are released to the portal after your clinician has reviewed them. H = above reference range.</div>
</div></div>
<div class="task"><span>⊞ &nbsp; 🔍 Search</span><span>ENG &nbsp; 14:07 &nbsp; 23/07/2025</span></div>
</body></html>"""


# ---------------------------------------------------------------- 7. Polish report, three pages (scan-to-PDF app)
def scanapp_pl(p1, p2, p3):
    def tbl(rs, extra=""):
        s = '<table><tr><th>Badanie</th><th class="v">Wynik</th><th></th><th>Jednostka</th><th>Zakres referencyjny</th></tr>'
        for lab, val, flag, unit, rng in flagged(rs):
            s += f'<tr><td>{lab}</td><td class="v">{val}</td><td class="f">{flag}</td><td>{unit}</td><td>{rng}</td></tr>'
        return s + extra + "</table>"

    def page(n, inner):
        return f"""<div class="page{" pb" if n > 1 else ""}">
<div class="hd"><span><b>VITALAB</b> Laboratorium Analiz Medycznych s.c.</span><span>ul. Chrobrego 31, 62-200 Gniezno · tel. 61 426 19 93</span></div>
<div class="ph">Pacjent: <b>KUBACKI-LIS ZBIGNIEW</b> &nbsp; PESEL: 61022807417 &nbsp; Nr zlec.: 11180093</div>
{inner}
<div class="pf"><span>Data wydruku: 19.11.2025 12:04</span><span>Strona {n} z 3</span></div></div>"""

    first = """<h1>WYNIK BADANIA LABORATORYJNEGO</h1>
<div class="pat"><div>Data urodzenia: 28.02.1961</div><div>Płeć: M</div>
<div>Adres: os. Jagiellońskie 14/27, 62-200 Gniezno</div><div>Lekarz kierujący: lek. Wojciech Ostaszewski</div>
<div>Data pobrania: <b>18.11.2025 07:15</b></div><div>Data rejestracji: 18.11.2025 07:21</div>
<div>Data wykonania: 18.11.2025</div><div>Zleceniodawca: NZOZ Przychodnia Rodzinna „Arnika”</div></div>"""
    pend = ('<tr class="sec"><td colspan="5">LIPIDOGRAM</td></tr><tr><td>Lipidogram</td>'
            '<td colspan="4" style="font-style:italic">badanie w trakcie realizacji</td></tr>')
    pages = [
        page(1, first + '<h2>HEMATOLOGIA</h2>' + tbl(p1)),
        page(2, '<h2>BIOCHEMIA</h2>' + tbl(p2, pend) +
             '<p class="c">eGFR wg CKD-EPI 2021. Przy eGFR &lt; 60 ml/min/1,73m² wskazana ocena albuminurii.</p>'),
        page(3, '<h2>BADANIE OGÓLNE MOCZU</h2>' + tbl(p3) +
             '<p class="c">Materiał: mocz poranny, porcja środkowa. * wynik nieprawidłowy.</p>'
             '<p class="c">Wynik autoryzował: mgr Tomasz Żmudziński, diagnosta laboratoryjny, 18.11.2025 14:12</p>'),
    ]
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 0; }}
body {{ margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 11pt; }}
.page {{ height: 297mm; padding: 14mm 16mm; box-sizing: border-box; position: relative; }}
.pb {{ break-before: page; }}
.hd {{ display: flex; justify-content: space-between; font-size: 9pt; border-bottom: 2px solid #2b7a3d; padding-bottom: 4px; }}
.hd b {{ color: #2b7a3d; font-size: 14pt; }}
.ph {{ font-size: 9pt; margin: 4px 0 10px; color: #333; }}
h1 {{ font-size: 14pt; text-align: center; }}
h2 {{ font-size: 12pt; border-bottom: 1px solid #000; margin: 14px 0 4px; }}
.pat {{ display: grid; grid-template-columns: 1fr 1fr; gap: 2px 14px; font-size: 10pt; }}
table {{ width: 100%; border-collapse: collapse; }}
th {{ text-align: left; font-size: 9.5pt; border-bottom: 1px solid #666; padding: 3px; }}
td {{ padding: 4px 3px; border-bottom: 1px solid #ddd; }}
th.v, td.v {{ text-align: right; }}
td.v {{ font-weight: bold; }}
td.f {{ width: 16px; font-weight: bold; }}
tr.sec td {{ font-weight: bold; padding-top: 10px; }}
.c {{ font-size: 9pt; }}
.pf {{ position: absolute; bottom: 12mm; left: 16mm; right: 16mm; display: flex; justify-content: space-between; font-size: 8.5pt; color: #444; }}
</style></head><body>{"".join(pages)}</body></html>"""


# ---------------------------------------------------------------- 8. German report, glyphs as outlines
def outline_de(rows):
    groups = [("Blutbild", rows[:7]), ("Eisenstoffwechsel", rows[7:11]), ("Vitamine", rows[11:14]),
              ("Schilddrüse", rows[14:16]), ("Elektrolyte / Entzündung", rows[16:])]
    body = ""
    for g, rs in groups:
        body += f'<tr class="sec"><td colspan="5">{g}</td></tr>'
        for lab, val, flag, unit, rng in flagged(rs):
            body += f'<tr><td>{lab}</td><td class="v">{val}</td><td class="f">{flag}</td><td>{unit}</td><td>{rng}</td></tr>'
    return f"""<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 15mm 17mm; }}
body {{ font-family: 'Liberation Serif', serif; font-size: 11pt; }}
.lh {{ display: flex; justify-content: space-between; align-items: end; border-bottom: 3px solid #c8102e; padding-bottom: 5px; }}
.lh b {{ font-size: 18pt; color: #c8102e; font-family: 'Liberation Sans', sans-serif; }}
.s {{ font-size: 8.5pt; }}
.pat {{ margin: 12px 0; display: grid; grid-template-columns: 1fr 1fr; gap: 2px 20px; font-size: 10.5pt; }}
table {{ width: 100%; border-collapse: collapse; }}
th {{ text-align: left; background: #f3f3f3; border-bottom: 1px solid #999; padding: 4px; font-size: 10pt; }}
td {{ padding: 3px 4px; }}
tr.sec td {{ font-weight: bold; color: #c8102e; padding-top: 10px; border-bottom: 1px solid #eee; }}
td.v {{ text-align: right; font-weight: bold; }}
td.f {{ text-align: center; width: 30px; font-weight: bold; }}
.ft {{ margin-top: 20px; font-size: 9pt; color: #333; }}
</style></head><body>
<div class="lh"><div><b>Labor am Sonnenhof</b><div class="s">Gemeinschaftspraxis für Laboratoriumsmedizin und Mikrobiologie</div></div>
<div class="s" style="text-align:right">Sonnenhofstraße 9 · 70197 Stuttgart<br>Tel. 0711 6655-300 · Fax 0711 6655-399</div></div>
<div class="pat">
<div>Patientin: <b>HÄMMERLE, SIEGLINDE</b></div><div>Auftrag: SH-25-050712</div>
<div>Geburtsdatum: 17.04.1955</div><div>Einsender: Dr. med. Theresia Aichinger-Wolf, Innere Medizin</div>
<div>Probenentnahme: <b>07.05.2025 07:50</b></div><div>Probeneingang: 07.05.2025 11:30</div>
<div>Befundausgang: 08.05.2025</div><div>Befundstatus: vollständig</div></div>
<table><tr><th>Analyse</th><th style="text-align:right">Ergebnis</th><th>Bew.</th><th>Einheit</th><th>Normbereich</th></tr>
{body}</table>
<div class="ft">Bewertung: + oberhalb, - unterhalb des Normbereichs.<br>
Befundinterpretation: Eisenmangel mit beginnender Anämie; Vitamin-D-Insuffizienz.<br>
Technisch und medizinisch validiert. Dieser Befund wurde maschinell erstellt und ist ohne Unterschrift gültig.<br>
Seite 1/1</div>
</body></html>"""
