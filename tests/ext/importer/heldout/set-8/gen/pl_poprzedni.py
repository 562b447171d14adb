"""D1: Polish private-lab report with a 'Wynik poprzedni' column beside the current result, arrows as flags,
a method and a comment under every row, a table broken over pages with its header repeated, and a footer
with the patient's identity on every page."""
from common import PESEL, esc, exclude, row

DOC = "Vitalis_sprawozdanie_2511180412.pdf"
DATE = "2025-11-18"
PREV = "2025-05-06"

# label, value, flag, unit, previous, range, code, method, comment
ROWS = [
    ("MORFOLOGIA KRWI Z ROZMAZEM AUTOMATYCZNYM (C55)", None),
    ("Leukocyty (WBC)", "5,84", "", "tys/µl", "6,12", "4,00 - 10,00", "WBC", "cytometria przepływowa", ""),
    ("Erytrocyty (RBC)", "4,02", "", "mln/µl", "4,21", "3,80 - 5,20", "RBC", "impedancja", ""),
    ("Hemoglobina (HGB)", "11,4", "↓", "g/dl", "12,3", "12,0 - 16,0", "HGB", "SLS", "Wynik obniżony względem poprzedniego oznaczenia."),
    ("Hematokryt (HCT)", "35,1", "↓", "%", "37,4", "37,0 - 47,0", "HCT", "detekcja kumulacyjna", ""),
    ("MCV", "87,3", "", "fl", "88,8", "80,0 - 97,0", "MCV", "wyliczany", ""),
    ("MCH", "28,4", "", "pg", "29,2", "27,0 - 33,0", "MCH", "wyliczany", ""),
    ("MCHC", "32,5", "", "g/dl", "32,9", "32,0 - 36,0", "MCHC", "wyliczany", ""),
    ("RDW-CV", "15,2", "↑", "%", "13,6", "11,5 - 14,5", "RDW", "wyliczany", ""),
    ("Płytki krwi (PLT)", "311", "", "tys/µl", "287", "150 - 400", "PLT", "impedancja", ""),
    ("MPV", "10,1", "", "fl", "—", "7,5 - 12,0", "MPV", "wyliczany", ""),
    ("Neutrofile %", "61,2", "", "%", "58,0", "40,0 - 75,0", "NEUT_PCT", "cytometria przepływowa", ""),
    ("Neutrofile #", "3,57", "", "tys/µl", "3,55", "1,80 - 7,70", "NEUT", "cytometria przepływowa", ""),
    ("Limfocyty %", "27,9", "", "%", "30,4", "20,0 - 45,0", "LYMPH_PCT", "cytometria przepływowa", ""),
    ("Limfocyty #", "1,63", "", "tys/µl", "1,86", "1,00 - 4,50", "LYMPH", "cytometria przepływowa", ""),
    ("Monocyty %", "7,4", "", "%", "7,9", "2,0 - 10,0", "MONO_PCT", "cytometria przepływowa", ""),
    ("Monocyty #", "0,43", "", "tys/µl", "0,48", "0,10 - 1,00", "MONO", "cytometria przepływowa", ""),
    ("Eozynofile %", "2,9", "", "%", "3,1", "1,0 - 5,0", "EOS_PCT", "cytometria przepływowa", ""),
    ("Eozynofile #", "0,17", "", "tys/µl", "0,19", "0,02 - 0,50", "EOS", "cytometria przepływowa", ""),
    ("Bazofile %", "0,6", "", "%", "0,6", "0,0 - 1,0", "BASO_PCT", "cytometria przepływowa", ""),
    ("Bazofile #", "0,04", "", "tys/µl", "0,04", "0,00 - 0,10", "BASO", "cytometria przepływowa", ""),
    ("LIPIDOGRAM (K01)", None),
    ("Cholesterol całkowity", "224", "↑", "mg/dl", "238", "< 190", "CHOL", "enzymatyczna, CHOD-PAP", "Wartość docelowa zależna od ryzyka sercowo-naczyniowego."),
    ("Cholesterol HDL", "58", "", "mg/dl", "55", "> 45", "HDL", "homogenna, bezpośrednia", ""),
    ("Cholesterol nie-HDL", "166", "↑", "mg/dl", "183", "< 130", "NON_HDL", "wyliczany", ""),
    ("Cholesterol LDL (wyliczany)", "139", "↑", "mg/dl", "152", "< 115", "LDL", "wzór Friedewalda", ""),
    ("Triglicerydy", "135", "", "mg/dl", "154", "< 150", "TG", "enzymatyczna, GPO-PAP", ""),
    ("BIOCHEMIA", None),
    ("ALT (aminotransferaza alaninowa)", "19", "", "U/l", "22", "< 35", "ALT", "IFCC bez P-5-P", ""),
    ("AST (aminotransferaza asparaginianowa)", "21", "", "U/l", "—", "< 35", "AST", "IFCC bez P-5-P", ""),
    ("Ferrytyna", "9,8", "↓", "ng/ml", "24,6", "13,0 - 150,0", "FERR", "CMIA", "Niskie zapasy żelaza; zalecana konsultacja lekarska."),
    ("TSH III generacji", "1,942", "", "µIU/ml", "2,310", "0,270 - 4,200", "TSH", "ECLIA", ""),
    ("Hemoglobina glikowana (HbA1c)", "5,4", "", "%", "5,5", "4,0 - 6,0", "HBA1C", "HPLC", "Wynik standaryzowany wg NGSP/DCCT."),
]


def build():
    trs = []
    for r in ROWS:
        if r[1] is None:
            trs.append(f'<tr class="sec"><td colspan="6">{esc(r[0])}</td></tr>')
            continue
        label, val, flag, unit, prev, rng, code, method, comment = r
        row(DOC, DATE, label, val, unit, rng, code, flag != "",
            printed=[label, val, flag, unit, prev, rng, "Metoda: " + method])
        if prev != "—":
            exclude(DOC, label, f"Wynik poprzedni {prev} {unit} (06.05.2025)",
                    "the previous result printed for comparison, dated 06.05.2025 in the column header: "
                    "not a result of 18.11.2025",
                    tolerated={"code": code, "date": PREV, "value": float(prev.replace(",", ".")),
                               "comparator": None, "unit": unit})
        under = f"Metoda: {esc(method)}" + (f"<br>Komentarz: {esc(comment)}" if comment else "")
        fl = f'<span class="fl">{flag}</span>' if flag else ""
        trs.append(
            f'<tr class="r"><td>{esc(label)}</td><td class="v">{val} {fl}</td><td>{esc(unit)}</td>'
            f'<td class="p">{prev}</td><td>{esc(rng)}</td></tr>'
            f'<tr class="m"><td colspan="5">{under}</td></tr>')
    body = "\n".join(trs)
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 16mm 14mm 24mm 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; }}
.head {{ display: flex; justify-content: space-between; border-bottom: 2px solid #2a6; padding-bottom: 4px; }}
.logo {{ font-size: 18pt; color: #2a6; font-weight: bold; }}
table.res {{ width: 100%; border-collapse: collapse; margin-top: 8px; }}
table.res thead th {{ background: #e8f4ec; text-align: left; padding: 3px; border-bottom: 1px solid #999; font-size: 8.5pt; }}
tr.r td {{ padding: 4px 3px 0 3px; }}
tr.m td {{ font-size: 7pt; color: #666; padding: 0 3px 4px 12px; border-bottom: 1px dotted #bbb; }}
tr.sec td {{ font-weight: bold; padding-top: 10px; border-bottom: 1px solid #2a6; }}
td.v {{ font-weight: bold; }} td.p {{ color: #555; }}
.fl {{ color: #c00; font-size: 11pt; }}
.id td {{ padding: 1px 8px 1px 0; font-size: 8.5pt; }}
.foot {{ position: fixed; bottom: -16mm; left: 0; right: 0; font-size: 7pt; color: #444; border-top: 1px solid #aaa; }}
tr.r, tr.m {{ break-inside: avoid; }}
</style></head><body>
<div class="foot">Pacjent: WILCZYŃSKA MARTA &nbsp; PESEL: {PESEL} &nbsp; Nr zlecenia: 2511180412 &nbsp; Kod kreskowy: *2511180412017* &nbsp;
Laboratorium Medyczne VITALIS Sp. z o.o., ul. Szlak 77, 31-153 Kraków &nbsp; Dokument wygenerowany elektronicznie.</div>
<div class="head"><div><div class="logo">VITALIS</div>Laboratorium Medyczne VITALIS Sp. z o.o.<br>ul. Szlak 77, 31-153 Kraków, tel. 12 640 22 10<br>
Punkt pobrań: Kraków, al. Pokoju 44</div>
<div style="text-align:right">SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH<br>Nr zlecenia: <b>2511180412</b><br>
Data wydruku: 19.11.2025 10:42</div></div>
<table class="id"><tr><td>Pacjent:</td><td><b>Wilczyńska Marta</b></td><td>PESEL:</td><td>{PESEL}</td></tr>
<tr><td>Data urodzenia:</td><td>14.06.1979 (46 lat), K</td><td>Adres:</td><td>ul. Lipowa 17/4, 30-215 Kraków</td></tr>
<tr><td>Lekarz kierujący:</td><td>lek. Paweł Ostrowski (NPWZ 3318275)</td><td>Płatnik:</td><td>pacjent (pełnopłatne)</td></tr>
<tr><td>Data rejestracji:</td><td>18.11.2025 07:48</td><td>Data pobrania:</td><td>18.11.2025 07:55</td></tr>
<tr><td>Data przyjęcia materiału:</td><td>18.11.2025 11:20</td><td>Data wykonania:</td><td>18.11.2025 14:05</td></tr></table>
<table class="res"><thead><tr><th>Badanie</th><th>Wynik</th><th>Jednostka</th><th>Wynik poprzedni<br>(06.05.2025)</th><th>Zakres referencyjny</th></tr></thead>
<tbody>{body}</tbody></table>
<p style="font-size:8pt">↑ ↓ – wynik powyżej / poniżej zakresu referencyjnego. Wynik poprzedni podano wyłącznie do porównania.
Zakresy referencyjne dla kobiet w wieku 18-60 lat.</p>
<p style="font-size:8pt">Autoryzował: mgr Dorota Lisiecka, diagnosta laboratoryjny, nr PWZDL 08813 &nbsp; 18.11.2025 15:32</p>
</body></html>"""
