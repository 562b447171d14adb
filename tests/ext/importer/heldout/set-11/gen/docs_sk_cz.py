"""Set-11: the Slovak hospital report (two pages, header repeated) and the Czech children's report."""

from common import E, R, page

# ---------------------------------------------------------------- Slovak hospital laboratory
SK_SECTIONS = [
    ("Hematológia", [
        R("Leukocyty", "11,8", "10^9/l", "4,0 – 10,0", "↑", "WBC", lo=4.0, hi=10.0),
        R("Erytrocyty", "4,02", "10^12/l", "3,80 – 5,20", "", "RBC", lo=3.8, hi=5.2),
        R("Hemoglobín", "118", "g/l", "120 – 160", "↓", "HGB", lo=120, hi=160),
        R("Hematokrit", "0,352", "l/l", "0,360 – 0,460", "↓", "HCT", lo=0.36, hi=0.46),
        R("MCV", "87,6", "fl", "80,0 – 99,0", "", "MCV", lo=80.0, hi=99.0),
        R("MCH", "29,4", "pg", "27,0 – 34,0", "", "MCH", lo=27.0, hi=34.0),
        R("MCHC", "335", "g/l", "320 – 360", "", "MCHC", lo=320, hi=360),
        R("RDW-CV", "13,9", "%", "11,5 – 14,5", "", "RDW", lo=11.5, hi=14.5),
        R("Trombocyty", "412", "10^9/l", "150 – 400", "H", "PLT", lo=150, hi=400),
        R("Neutrofily abs.", "8,61", "10^9/l", "2,00 – 7,00", "H", "NEUT", lo=2.0, hi=7.0),
        R("Lymfocyty abs.", "2,12", "10^9/l", "0,80 – 4,00", "", "LYMPH", lo=0.8, hi=4.0),
        R("Sedimentácia erytrocytov (1 hod.)", "28", "mm/h", "2 – 20", "↑", "OB", lo=2, hi=20),
    ]),
    ("Biochémia", [
        R("Glukóza", "5,8", "mmol/l", "3,9 – 5,6", "↑", "GLU", lo=3.9, hi=5.6),
        R("Urea", "4,1", "mmol/l", "2,8 – 8,1", "", "UREA", lo=2.8, hi=8.1),
        R("Kreatinín", "68", "µmol/l", "45 – 84", "", "CREA", lo=45, hi=84),
        R("eGFR (CKD-EPI)", "1,62", "ml/s/1,73m²", "> 1,50", "", "EGFR", lo=1.5,
          note="eGFR in ml/s/1,73 m² (SI, as Slovak and Czech labs print it)"),
        R("Kyselina močová", "287", "µmol/l", "143 – 339", "", "URIC_ACID", lo=143, hi=339),
        R("Sodík", "139", "mmol/l", "136 – 145", "", "NA", lo=136, hi=145),
        R("Draslík", "4,6", "mmol/l", "3,5 – 5,1", "", "K", lo=3.5, hi=5.1),
        R("Bilirubín celkový", "14,2", "µmol/l", "< 21,0", "", "BILI", hi=21.0),
        R("ALT", "0,74", "µkat/l", "0,10 – 0,56", "↑", "ALT", lo=0.1, hi=0.56),
        R("AST", "0,48", "µkat/l", "0,10 – 0,58", "", "AST", lo=0.1, hi=0.58),
        R("GMT", "0,31", "µkat/l", "0,10 – 0,65", "", "GGT", lo=0.1, hi=0.65),
        R("CRP", "18,4", "mg/l", "0,0 – 5,0", "↑", "CRP", lo=0.0, hi=5.0),
    ]),
    ("Moč chemicky", [
        R("pH", "6,0", "", "5,0 – 7,0", "", "URINE_PH", lo=5.0, hi=7.0, panel="urine"),
        R("Špecifická hmotnosť", "1,025", "", "1,015 – 1,025", "", "URINE_SG", lo=1.015,
          hi=1.025, panel="urine"),
        R("Bielkoviny", "negat.", "", "negat.", "", "URINE_PROTEIN", text="negat.", panel="urine"),
        R("Glukóza", "negat.", "", "negat.", "", "URINE_GLUCOSE", text="negat.", panel="urine"),
        R("Ketolátky", "1+", "", "negat.", "H", "U_KET", text="negat.", panel="urine"),
        R("Urobilinogén", "norm.", "", "norm.", "", "U_UBG", text="norm.", panel="urine"),
        R("Nitrity", "pozit.", "", "negat.", "↑", "U_NIT", text="negat.", panel="urine"),
        R("Leukocyty", "2+", "", "negat.", "H", "U_LEU", text="negat.", panel="urine"),
    ]),
    ("Koagulácia", [
        R("Protrombínový čas", "12,1", "s", "9,4 – 12,5", "", "PT", lo=9.4, hi=12.5),
        R("PT – INR", "1,06", "", "0,80 – 1,20", "", "INR", lo=0.8, hi=1.2),
        R("aPTT", "31,4", "s", "25,9 – 36,6", "", "APTT", lo=25.9, hi=36.6),
        R("Fibrinogén", "4,62", "g/l", "2,00 – 3,93", "↑", "FIBRINOGEN", lo=2.0, hi=3.93),
        R("D-diméry", "0,38", "mg/l FEU", "< 0,50", "", "D_DIMER", hi=0.5),
    ]),
]

SK_CSS = """
.lh { display: flex; justify-content: space-between; border-bottom: 2px solid #1b4f8a; padding-bottom: 4px; }
.lh .name { font-size: 13pt; font-weight: bold; color: #1b4f8a; }
.lh .addr { font-size: 8pt; text-align: right; }
.id { width: 100%; border: 1px solid #888; margin: 8px 0; border-collapse: collapse; font-size: 8.5pt; }
.id td { padding: 2px 5px; }
.id td.k { color: #555; white-space: nowrap; }
h2 { font-size: 11pt; text-align: center; margin: 6px 0; letter-spacing: 1px; }
table.res { width: 100%; border-collapse: collapse; }
table.res thead { display: table-header-group; }
table.res th { border-top: 1px solid #000; border-bottom: 1px solid #000; text-align: left; font-size: 8.5pt; padding: 3px; }
table.res td { padding: 5px 3px; border-bottom: 1px dotted #bbb; }
td.sec { font-weight: bold; background: #e4ecf5; padding-top: 8px; }
td.v { text-align: right; font-weight: bold; padding-right: 10px; }
td.f { color: #b00; font-weight: bold; text-align: center; }
table.res tfoot { display: table-footer-group; }
table.res td.foot { font-size: 7.5pt; color: #444; border-top: 1px solid #999; border-bottom: 0; padding-top: 6px; }
.note { font-size: 8.5pt; margin-top: 8px; }
"""


def slovak():
    doc = "VNsL_Kosice_vysledky_25031100417.pdf"
    date = "2025-03-11"
    rows, body_rows = [], []
    for name, items in SK_SECTIONS:
        body_rows.append(f'<tr><td class="sec" colspan="5">{E(name)}</td></tr>')
        for r in items:
            body_rows.append(
                f"<tr><td>{E(r.label)}</td><td class='v'>{E(r.val)}</td><td class='f'>{E(r.flag)}</td>"
                f"<td>{E(r.unit)}</td><td>{E(r.ref)}</td></tr>")
            rows.append(r.truth(doc, date, [name, r.label, r.val, r.flag, r.unit, r.ref]))
            if r.code == "CRP":
                body_rows.append('<tr><td colspan="5" style="font-size:8pt;font-style:italic">'
                                 'Pozn.: vzorka mierne hemolytická, výsledky K+ a AST interpretovať s '
                                 'opatrnosťou.</td></tr>')
    body = f"""
<div class="lh"><div><div class="name">Východoslovenská nemocnica sv. Lukáša, a.s.</div>
<div>Oddelenie klinickej biochémie a hematológie (OKB)</div></div>
<div class="addr">Rastislavova 43, 041 90 Košice<br>tel.: +421 55 640 2211 · okb@vnsl-ke.sk<br>
Akreditované SNAS č. M-0874</div></div>
<table class="id">
<tr><td class="k">Meno a priezvisko:</td><td><b>KOVALENKO Olena</b></td><td class="k">Rodné číslo:</td><td>886107/4321</td></tr>
<tr><td class="k">Dátum narodenia:</td><td>07.11.1988 (36 r.), žena</td><td class="k">Poisťovňa:</td><td>25 – VšZP</td></tr>
<tr><td class="k">Adresa:</td><td>Južná trieda 48, 040 01 Košice</td><td class="k">Žiadanka č.:</td><td>25031100417</td></tr>
<tr><td class="k">Odosielajúci lekár:</td><td>MUDr. Martina Hudáková, Interná ambulancia (A47812033)</td><td class="k">Oddelenie:</td><td>Interná klinika – ambulancia</td></tr>
<tr><td class="k">Odber:</td><td>11.03.2025 07:15</td><td class="k">Príjem do lab.:</td><td>11.03.2025 08:02</td></tr>
<tr><td class="k">Diagnóza:</td><td>R50.9 Horúčka bližšie neurčená</td><td class="k">Vydané:</td><td>12.03.2025 13:40</td></tr>
</table>
<h2>VÝSLEDKY LABORATÓRNYCH VYŠETRENÍ</h2>
<table class="res">
<thead><tr><th style="width:36%">Vyšetrenie</th><th style="text-align:right;width:12%">Výsledok</th><th style="width:6%"></th><th style="width:16%">Jednotky</th><th>Referenčné rozmedzie</th></tr></thead>
<tfoot><tr><td colspan="5" class="foot">Kovalenko Olena, RČ 886107/4321 · Žiadanka č. 25031100417 ·
Vytlačené 12.03.2025 13:52 · OKB VNsL Košice · LIS OpenLIMS 4.2 · Výsledky sú platné len s elektronickým podpisom.</td></tr></tfoot>
<tbody>
{''.join(body_rows)}
</tbody></table>
<div class="note">Legenda: ↑/H – hodnota nad referenčným rozmedzím, ↓/L – pod referenčným rozmedzím.<br>
Moč: chemické vyšetrenie testovacím prúžkom (Combur 10), semikvantitatívne.<br>
Výsledky overil a uvoľnil: RNDr. Peter Gaál, PhD., vedúci laboratória OKB, 12.03.2025 13:40.</div>
"""
    identity = {
        "patient_name": ["Kovalenko Olena", "KOVALENKO Olena"],
        "national_id": ["886107/4321", "8861074321"],
        "birth_date": ["07.11.1988"],
        "address": ["Južná trieda 48", "040 01 Košice"],
        "doctor": ["MUDr. Martina Hudáková", "Martina Hudáková", "Hudáková", "A47812033",
                   "RNDr. Peter Gaál", "Peter Gaál"],
        "order_numbers": ["25031100417"],
    }
    layout = ("Slovak hospital lab report, two pages: the table header (Vyšetrenie | Výsledok | | "
              "Jednotky | Referenčné rozmedzie) repeated on page 2 by the browser, sections Hematológia, "
              "Biochémia, Moč chemicky, Koagulácia as table rows, decimal commas, flags ↑/↓/H in their own "
              "column, µkat/l enzymes, eGFR in ml/s, a note row inside the table, a running footer with the "
              "patient's name and RČ")
    return doc, page(SK_CSS, body, lang="sk"), rows, identity, layout, []


# ---------------------------------------------------------------- Czech children's report
def bands(a, b):
    return f"1–6 let: {a}<br>6–15 let: {b}"


CZ_SECTIONS = [
    ("KREVNÍ OBRAZ", [
        R("Leukocyty", "9,8", "×10^9/l", bands("5,0–17,0", "4,5–13,5"), "", "WBC", lo=4.5, hi=13.5),
        R("Erytrocyty", "4,52", "×10^12/l", bands("3,9–5,3", "4,0–5,2"), "", "RBC", lo=4.0, hi=5.2),
        R("Hemoglobin", "121", "g/l", bands("105–140", "115–150"), "", "HGB", lo=115, hi=150),
        R("Hematokrit", "0,365", "", bands("0,32–0,42", "0,34–0,44"), "", "HCT", lo=0.34, hi=0.44),
        R("MCV", "80,8", "fl", bands("72–88", "76–90"), "", "MCV", lo=76, hi=90),
        R("Trombocyty", "312", "×10^9/l", "150–450", "", "PLT", lo=150, hi=450),
        R("Eozinofily abs.", "0,82", "×10^9/l", bands("0,0–0,7", "0,0–0,5"), "↑", "EOS", lo=0.0,
          hi=0.5),
    ]),
    ("BIOCHEMIE – sérum", [
        R("Glukóza", "4,6", "mmol/l", "3,3–5,6", "", "GLU", lo=3.3, hi=5.6),
        R("Kreatinin", "41", "µmol/l", bands("21–43", "27–62"), "", "CREA", lo=27, hi=62),
        R("ALT", "0,31", "µkat/l", bands("0,10–0,49", "0,10–0,42"), "", "ALT", lo=0.1, hi=0.42),
        R("AST", "0,52", "µkat/l", bands("0,15–0,80", "0,10–0,60"), "", "AST", lo=0.1, hi=0.6),
        R("ALP", "4,21", "µkat/l", bands("1,20–6,30", "1,20–7,20"), "", "ALP", lo=1.2, hi=7.2),
        R("Železo", "8,1", "µmol/l", bands("7,0–22,0", "9,0–27,0"), "↓", "FE", lo=9.0, hi=27.0),
        R("Feritin", "19", "µg/l", bands("7–140", "15–120"), "", "FERR", lo=15, hi=120),
        R("CRP", "< 5", "mg/l", "0–5", "", "CRP", lo=0, hi=5),
        R("TSH", "2,86", "mIU/l", bands("0,70–5,97", "0,60–4,84"), "", "TSH", lo=0.6, hi=4.84),
    ]),
]

CZ_CSS = """
.hd { border: 2px solid #2d6a2d; padding: 6px 8px; display: flex; justify-content: space-between; }
.hd .n { font-size: 12pt; font-weight: bold; color: #2d6a2d; }
.pt { display: grid; grid-template-columns: 1fr 1fr; gap: 1px 16px; margin: 8px 0; font-size: 8.8pt; }
.pt span { color: #555; }
table { width: 100%; border-collapse: collapse; margin-top: 6px; }
th { background: #dfeedd; text-align: left; padding: 3px 4px; font-size: 8.5pt; border-bottom: 1px solid #2d6a2d; }
td { padding: 3px 4px; vertical-align: top; border-bottom: 1px solid #ddd; }
td.r { font-size: 8pt; line-height: 1.25; }
td.v { font-weight: bold; text-align: right; padding-right: 12px; }
tr.s td { font-weight: bold; color: #2d6a2d; border-bottom: 1px solid #2d6a2d; padding-top: 10px; }
.small { font-size: 8pt; color: #333; margin-top: 10px; }
"""


def czech():
    doc = "laborator_Poruba_vysledek_2506020187.pdf"
    date = "2025-06-02"
    rows, trs = [], []
    for name, items in CZ_SECTIONS:
        trs.append(f'<tr class="s"><td colspan="5">{E(name)}</td></tr>')
        for r in items:
            trs.append(f"<tr><td>{E(r.label)}</td><td class='v'>{E(r.val)}</td><td>{E(r.flag)}</td>"
                       f"<td>{E(r.unit)}</td><td class='r'>{r.ref}</td></tr>")
            rows.append(r.truth(doc, date, [r.label, r.val, r.flag, r.unit, r.ref.replace("<br>", " / ")]))
    body = f"""
<div class="hd"><div><div class="n">Dětské centrum Poruba – laboratoř klinické biochemie a hematologie s.r.o.</div>
17. listopadu 1790/5, 708 00 Ostrava-Poruba · IČO 27845120 · tel. 596 912 330</div>
<div style="text-align:right;font-size:8pt">Akreditovaná zdravotnická laboratoř<br>č. 8431 dle ČSN EN ISO 15189</div></div>
<div style="font-size:12pt;font-weight:bold;margin-top:8px">Výsledkový list – dětský pacient</div>
<div class="pt">
<div><span>Pacient:</span> <b>Sofiia Kovalenko</b></div><div><span>Číslo vzorku:</span> 2506020187</div>
<div><span>Rodné číslo:</span> 175815/4332</div><div><span>Odběr:</span> 02.06.2025 07:40</div>
<div><span>Datum narození:</span> 15.08.2017 &nbsp; <span>Věk:</span> 7 let &nbsp; <span>Pohlaví:</span> dívka</div><div><span>Příjem:</span> 02.06.2025 09:12</div>
<div><span>Bydliště:</span> Nádražní 31, 702 00 Ostrava</div><div><span>Vytištěno:</span> 03.06.2025 10:05</div>
<div><span>Pojišťovna:</span> 111</div><div><span>Zákonný zástupce:</span> Olena Kovalenko (matka)</div>
<div><span>Žadatel:</span> MUDr. Lenka Šimečková, PLDD, IČP 89123456</div><div><span>Dg.:</span> D50.9, R63.0</div>
</div>
<table>
<tr><th style="width:30%">Vyšetření</th><th style="width:11%;text-align:right">Výsledek</th><th style="width:4%"></th><th style="width:12%">Jednotky</th><th>Ref. meze (dle věku)</th></tr>
{''.join(trs)}
</table>
<div class="small">Referenční meze jsou uvedeny pro věkové skupiny dětí; pro hodnocení platí skupina odpovídající věku
pacienta v den odběru. ↑ ↓ = mimo referenční meze. Hematokrit je uveden jako poměr (bez jednotky).<br>
Komentář: Sideropenie, doporučena kontrola KO + Fe za 3 měsíce.<br>
Výsledky schválila: RNDr. Jana Pospíšilová, 02.06.2025 14:21 · Strana 1/1</div>
"""
    identity = {
        "patient_name": ["Sofiia Kovalenko"],
        "national_id": ["175815/4332", "1758154332"],
        "birth_date": ["15.08.2017"],
        "address": ["Nádražní 31", "702 00 Ostrava"],
        "doctor": ["MUDr. Lenka Šimečková", "Lenka Šimečková", "Šimečková", "89123456",
                   "RNDr. Jana Pospíšilová", "Jana Pospíšilová"],
        "order_numbers": ["2506020187"],
    }
    layout = ("Czech children's report: age bands '1–6 let / 6–15 let' stacked in the reference cell, the "
              "child's age printed (7 let): the 6–15 band applies; haematocrit as a ratio with no unit, "
              "µkat/l, '< 5' CRP, arrows in a narrow column, section rows in capitals")
    excluded = []
    return doc, page(CZ_CSS, body, lang="cs"), rows, identity, layout, excluded
