"""Set-13, Slovak: a private lab's report with the unit inside the result cell ('6,2 x 10^9/l',
'5,4 mmol/l (97 mg/dl)'), no unit column, '≤' / '≥' / 'do' ranges, a platelet count with a space as the
thousands separator ('250 000 /µl'), anti-TPO '>1000', CRP '<0,6', a cancelled and a 'pozri komentár' row."""

from common import X, add_identity, esc, page, record, t

NAME = "SK_AlphaMed_vysledky_2502140087.pdf"
DATE = "2025-02-14"

SECTIONS = [
    ("Hematológia", [
        ("Leukocyty", "6,2 x 10^9/l", "", "", "4,0 – 10,0", t("WBC", 6.2, "x 10^9/l", 4.0, 10.0)),
        ("Erytrocyty", "4,41 x 10^12/l", "", "", "3,8 – 5,2", t("RBC", 4.41, "x 10^12/l", 3.8, 5.2)),
        ("Hemoglobín", "131 g/l", "", "", "120 – 160", t("HGB", 131, "g/l", 120, 160)),
        ("Hematokrit", "0,39", "", "", "0,35 – 0,47", t("HCT", 0.39, None, 0.35, 0.47)),
        ("Trombocyty", "250 000 /µl", "", "", "150 000 – 400 000", t("PLT", 250000, "/µl", 150000, 400000)),
    ]),
    ("Biochémia", [
        ("Glukóza", "5,4 mmol/l (97 mg/dl)", "", "", "3,9 – 5,6",
         t("GLU", 5.4, "mmol/l", 3.9, 5.6, note="printed '5,4 mmol/l (97 mg/dl)': the first (SI) value is primary")),
        ("Kreatinín", "71 µmol/l", "", "", "45 – 84", t("CREA", 71, "µmol/l", 45, 84)),
        ("Urea", "4,9 mmol/l", "", "", "2,8 – 7,2", t("UREA", 4.9, "mmol/l", 2.8, 7.2)),
        ("eGFR", "89 ml/min/1,73 m²", "", "", "≥ 60", t("EGFR", 89, "ml/min/1,73 m²", low=60)),
        ("ALT", "0,35 µkat/l", "", "", "do 0,56", t("ALT", 0.35, "µkat/l", high=0.56)),
        ("AST", "0,31 µkat/l", "", "", "do 0,52", t("AST", 0.31, "µkat/l", high=0.52)),
        ("GGT", "0,25 µkat/l", "", "", "do 0,63", t("GGT", 0.25, "µkat/l", high=0.63)),
        ("Bilirubín celkový", "12,3 µmol/l", "", "", "do 21", t("BILI", 12.3, "µmol/l", high=21)),
    ]),
    ("Lipidový profil", [
        ("Cholesterol celkový", "5,2 mmol/l", "H", "", "≤ 5,0", t("CHOL", 5.2, "mmol/l", high=5.0, abn=True)),
        ("HDL cholesterol", "1,45 mmol/l", "", "", "≥ 1,2", t("HDL", 1.45, "mmol/l", low=1.2)),
        ("LDL cholesterol (vypočítaný)", "3,1 mmol/l", "H", "", "≤ 3,0",
         t("LDL", 3.1, "mmol/l", high=3.0, abn=True)),
        ("Non-HDL cholesterol", "3,75 mmol/l", "", "", "≤ 3,8", t("NON_HDL", 3.75, "mmol/l", high=3.8)),
        ("Triacylglyceroly", "1,4 mmol/l", "", "", "do 1,7", t("TG", 1.4, "mmol/l", high=1.7)),
    ]),
    ("Štítna žľaza", [
        ("TSH", "3,87 mIU/l", "", "", "0,27 – 4,20", t("TSH", 3.87, "mIU/l", 0.27, 4.2)),
        ("fT4", "13,1 pmol/l", "", "", "12,0 – 22,0", t("FT4", 13.1, "pmol/l", 12.0, 22.0)),
        ("Anti-TPO", "&gt;1000 IU/ml", "H", "", "&lt; 34", t("ANTY_TPO", 1000, "IU/ml", high=34, comp=">", abn=True)),
    ]),
    ("Zápal / železo", [
        ("CRP", "&lt;0,6 mg/l", "", "", "do 5,0", t("CRP", 0.6, "mg/l", high=5.0, comp="<")),
        ("Feritín", "38 µg/l", "", "", "13 – 150", t("FERR", 38, "µg/l", 13, 150)),
        ("Vitamín D (25-OH)", "zrušené", "", "", "75 – 250 nmol/l", X("cancelled: 'nedostatočné množstvo vzorky'")),
        ("Vitamín B12", "pozri komentár", "", "", "145 – 569 pmol/l", X("'pozri komentár': no value")),
    ]),
]
COMMENTS = {
    "LDL cholesterol (vypočítaný)": "LDL-C vypočítaný podľa Friedewaldovho vzorca. Non-HDL = celkový cholesterol − HDL.",
    "Anti-TPO": "Hodnota nad horným limitom merania (&gt;1000 IU/ml), ďalšie riedenie nebolo vykonané.",
    "Vitamín D (25-OH)": "Vyšetrenie zrušené – nedostatočné množstvo vzorky.",
    "Vitamín B12": "Výsledok bude oznámený telefonicky ošetrujúcemu lekárovi.",
}


def build():
    add_identity(
        patient_name=["Katarína Ďuricová", "Ďuricová Katarína", "ĎURICOVÁ Katarína", "Ďuricová"],
        national_id=["796203/1235", "7962031235"],
        birth_date=["03.12.1979", "1979-12-03"],
        address=["Hlavná 27", "917 01 Trnava"],
        doctor=["MUDr. Pavol Hrnčiar", "Pavol Hrnčiar", "Hrnčiar", "A81234056", "Ing. Zuzana Mišíková",
                "Zuzana Mišíková", "Mišíková"],
        order_numbers=["2502140087", "T25-0087"],
        phone=["+421 2 4910 2233"],
    )
    rows = []
    trs = []
    for sec, rs in SECTIONS:
        trs.append(f'<tr class="s"><td colspan="4">{esc(sec)}</td></tr>')
        for r in rs:
            rows.append(r)
            label, pv, flag, unit, pr, _ = r
            trs.append(f'<tr><td>{esc(label)}</td><td class="v">{pv}</td><td>{pr}</td><td class="f">{flag}</td></tr>')
            if label in COMMENTS:
                trs.append(f'<tr class="c"><td colspan="4">{COMMENTS[label]}</td></tr>')
    n = record(NAME, DATE, rows)
    css = """
body { font-size: 9pt; }
.side { float:right; width:42%; border:1px solid #333; padding:4px; font-size:8.4pt; margin-left:8px; }
table.t { width:100%; clear:both; margin-top:8px; } table.t th { text-align:left; border-bottom:1px solid #000; }
td { padding:1.5px 4px; } td.v { font-weight:bold; } td.f { font-weight:bold; color:#a00; }
tr.s td { font-weight:bold; padding-top:6px; text-decoration:underline; } tr.c td { font-size:7.5pt; padding-left:18px; }
"""
    body = f"""
<div class="side">Meno a priezvisko: <b>Katarína Ďuricová</b><br>Rodné číslo: 796203/1235<br>Dátum narodenia: 03.12.1979<br>
Pohlavie: žena<br>Adresa: Hlavná 27, 917 01 Trnava<br>Poisťovňa: 25</div>
<div><b style="font-size:12pt">Laboratórium ALPHA-MED s.r.o.</b><br>Trnavská cesta 72, 821 02 Bratislava<br>
tel. +421 2 4910 2233 · IČO 46612345</div>
<div style="margin-top:10px;font-size:8.4pt">Odosielajúci lekár: MUDr. Pavol Hrnčiar, všeobecný lekár (A81234056)<br>
Číslo vzorky: 2502140087 &nbsp; Žiadanka: T25-0087<br>
Dátum a čas odberu: 14.02.2025 7:20 &nbsp; Prijatie: 14.02.2025 9:45 &nbsp; Tlač: 15.02.2025</div>
<h3 style="clear:both;margin-top:14px">Výsledky vyšetrení</h3>
<table class="t"><thead><tr><th>Parameter</th><th>Výsledok</th><th>Referenčné hodnoty</th><th>Hodn.</th></tr></thead>
<tbody>{"".join(trs)}</tbody></table>
<p style="font-size:7.5pt">H – hodnota nad referenčným rozmedzím, L – pod referenčným rozmedzím. Výsledky overila: Ing. Zuzana Mišíková.</p>
"""
    return NAME, page("Výsledky", css, body), n
