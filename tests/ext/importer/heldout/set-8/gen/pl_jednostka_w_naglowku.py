"""D7: Polish county-hospital outpatient report where the unit is in the column head ('Wynik [mmol/l]') or given
once per section ('Enzymy – wyniki w U/l'), not beside each value; a mixed section with its own unit column;
a full urinalysis with a sediment in 'wpw' and qualitative findings; zlecenie / pobranie / wykonanie dates."""
from common import PESEL, esc, row

DOC = "SPNT_wyniki_2024-10-07_Z-24-118305.pdf"
DATE = "2024-10-07"

ELEKTROLITY = ("Elektrolity i parametry nerkowe", "mmol/l", [
    ("Sód", "141", "", "136 - 145", "NA"),
    ("Potas", "5,4", "H", "3,5 - 5,1", "K"),
    ("Chlorki", "104", "", "98 - 107", "CL"),
    ("Mocznik", "6,1", "", "2,8 - 7,2", "UREA"),
    ("Glukoza", "5,0", "", "3,9 - 5,5", "GLU"),
])
ENZYMY = ("Enzymy", "U/l", [
    ("ALT", "24", "", "0 - 33", "ALT"),
    ("AST", "27", "", "0 - 32", "AST"),
    ("GGTP", "18", "", "6 - 42", "GGT"),
    ("Fosfataza zasadowa", "88", "", "35 - 104", "ALP"),
    ("Amylaza", "61", "", "28 - 100", "AMYLASE"),
    ("CK", "212", "H", "26 - 192", "CK"),
])
INNE = [
    ("Kreatynina", "0,79", "", "mg/dl", "0,50 - 0,90", "CREA"),
    ("eGFR wg CKD-EPI", "> 90", "", "ml/min/1,73m²", "> 90", "EGFR"),
    ("Białko C-reaktywne", "1,9", "", "mg/l", "0,0 - 5,0", "CRP"),
    ("Magnez", "0,71", "", "mmol/l", "0,66 - 1,07", "MG"),
    ("Wapń całkowity", "2,38", "", "mmol/l", "2,20 - 2,65", "CA"),
    ("fT4", "15,8", "", "pmol/l", "12,0 - 22,0", "FT4"),
    ("TSH", "1,21", "", "µIU/ml", "0,27 - 4,20", "TSH"),
]
MOCZ_FIZ = [
    ("Barwa", "słomkowa", "", "", "słomkowa", "U_COLOR"),
    ("Przejrzystość", "lekko mętny", "*", "", "przejrzysty", "U_CLARITY"),
    ("Ciężar właściwy", "1,024", "", "", "1,005 - 1,030", "URINE_SG"),
    ("pH", "5,5", "", "", "4,5 - 8,0", "URINE_PH"),
    ("Białko", "< 0,10", "", "g/l", "< 0,10", "URINE_PROTEIN"),
    ("Glukoza", "nie wykryto", "", "", "nie wykryto", "URINE_GLUCOSE"),
    ("Ciała ketonowe", "nie wykryto", "", "", "nie wykryto", "U_KET"),
    ("Urobilinogen", "w normie", "", "", "w normie", "U_UBG"),
    ("Bilirubina", "nie wykryto", "", "", "nie wykryto", "U_BIL"),
    ("Azotyny", "obecne", "*", "", "nieobecne", "U_NIT"),
    ("Leukocyty", "75", "*", "leu/µl", "nie wykryto", "U_LEU"),
    ("Erytrocyty", "nie wykryto", "", "", "nie wykryto", "U_ERY"),
]
OSAD = [
    ("Leukocyty", "10-15", "*", "wpw", "0 - 5", "U_SED_LEU"),
    ("Erytrocyty świeże", "0-1", "", "wpw", "0 - 2", "U_SED_ERY"),
    ("Nabłonki płaskie", "liczne", "", "", "", "U_EPI"),
    ("Bakterie", "liczne", "*", "", "nieliczne", "U_BACT"),
    ("Śluz", "nieliczne pasma", "", "", "", "U_MUCUS"),
]


def unit_section(title, unit, rows):
    trs = []
    for label, val, flag, rng, code in rows:
        row(DOC, DATE, label, val, unit, rng, code, flag != "",
            printed={"section": f"{title} (wyniki w {unit})", "label": label, "value": val, "flag": flag, "range": rng})
        trs.append(f'<tr><td>{esc(label)}</td><td class="v">{val}</td><td class="f">{flag}</td><td>{esc(rng)}</td></tr>')
    return (f'<h4>{esc(title)}</h4><table class="t"><thead><tr><th>Badanie</th><th>Wynik [{esc(unit)}]</th><th></th>'
            f'<th>Wartości referencyjne [{esc(unit)}]</th></tr></thead><tbody>{"".join(trs)}</tbody></table>')


def mixed(title, rows, panel):
    trs = []
    for label, val, flag, unit, rng, code in rows:
        ref = (None, None, rng) if rng and not any(c.isdigit() for c in rng) else None
        if rng == "":
            ref = (None, None, None)
        row(DOC, DATE, label, val, unit, rng, code, (flag != "") if rng else None, panel=panel, ref=ref,
            printed=[label, val, flag, unit, rng])
        trs.append(f'<tr><td>{esc(label)}</td><td class="v">{esc(val)}</td><td class="f">{flag}</td><td>{esc(unit)}</td>'
                   f'<td>{esc(rng)}</td></tr>')
    return (f'<h4>{esc(title)}</h4><table class="t"><thead><tr><th>Badanie</th><th>Wynik</th><th></th><th>Jedn.</th>'
            f'<th>Wartości referencyjne</th></tr></thead><tbody>{"".join(trs)}</tbody></table>')


def build():
    body = (unit_section(*ELEKTROLITY) + unit_section(*ENZYMY) + mixed("Inne badania biochemiczne i hormony", INNE, "blood")
            + mixed("Badanie ogólne moczu – właściwości fizyczne i chemiczne", MOCZ_FIZ, "urine")
            + mixed("Badanie ogólne moczu – osad (ocena mikroskopowa)", OSAD, "urine"))
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 16mm 22mm 16mm; }}
body {{ font-family: 'DejaVu Serif', 'Times New Roman', serif; font-size: 9.5pt; }}
h4 {{ margin: 10px 0 2px 0; font-size: 10pt; text-decoration: underline; }}
table.t {{ width: 100%; border-collapse: collapse; }}
table.t th, table.t td {{ border: 1px solid #888; padding: 2px 5px; text-align: left; }}
table.t th {{ background: #eee; font-size: 8.5pt; }}
td.v {{ font-weight: bold; width: 16%; }} td.f {{ width: 4%; font-weight: bold; }}
tr {{ break-inside: avoid; }}
.foot {{ position: fixed; bottom: -14mm; left: 0; right: 0; font-size: 7.5pt; border-top: 1px solid #000; text-align: center; }}
</style></head><body>
<div class="foot">Wilczyńska Marta, PESEL {PESEL} &nbsp; – &nbsp; zlecenie Z/24/118305 &nbsp; – &nbsp; Szpital Powiatowy im. dr. Tytusa Chałubińskiego,
Zakład Diagnostyki Laboratoryjnej, ul. Szpitalna 14, 34-400 Nowy Targ</div>
<div style="text-align:center"><b>SZPITAL POWIATOWY im. dr. Tytusa Chałubińskiego w Nowym Targu</b><br>Zakład Diagnostyki Laboratoryjnej<br>
ul. Szpitalna 14, 34-400 Nowy Targ, tel. 18 263 30 00<br><b style="font-size:11pt">SPRAWOZDANIE Z BADANIA</b> nr Z/24/118305</div>
<table style="margin-top:6px;font-size:9pt"><tr><td>Nazwisko i imię: <b>WILCZYŃSKA MARTA</b></td><td style="padding-left:30px">PESEL: {PESEL}</td></tr>
<tr><td>Adres: ul. Lipowa 17/4, 30-215 Kraków</td><td style="padding-left:30px">Zlecający: Poradnia Chirurgii Ogólnej, lek. Wojciech Gąsienica-Roj</td></tr>
<tr><td>Data zlecenia: 04.10.2024</td><td style="padding-left:30px">Materiał pobrano: 07.10.2024 godz. 08:05</td></tr>
<tr><td>Przyjęto w laboratorium: 07.10.2024 08:40</td><td style="padding-left:30px">Wykonano: 07.10.2024 11:15</td></tr></table>
{body}
<p style="font-size:8pt">* – wynik nieprawidłowy, H – powyżej zakresu. wpw – w polu widzenia (pow. 400x).<br>
Wykonał: mgr Krystyna Bachleda, diagnosta laboratoryjny &nbsp; Autoryzował: dr n. med. Stanisław Chowaniec, specjalista laboratoryjnej diagnostyki medycznej</p>
</body></html>"""
