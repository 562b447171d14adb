"""Doc 6: a Polish hospital discharge summary (karta informacyjna): prose first, then a results table with a
date per row that runs over two pages with its header repeated and a page footer carrying the identity."""
from common import R, X, esc

DOC = "Karta_informacyjna_KI-2022-10-4471.pdf"
CSS = """
body{font-family:'DejaVu Serif',serif;font-size:9.5pt;margin:0}
@page{size:A4;margin:14mm 14mm 22mm 14mm}
h1{font-size:12pt;text-align:center;margin:6px 0}
.hd{font-size:8pt;text-align:center;border-bottom:1px solid #000;padding-bottom:3px}
.pt{border:1px solid #000;padding:4px;font-size:9pt;margin:6px 0}
p{margin:4px 0;text-align:justify}
table{width:100%;border-collapse:collapse;font-size:8.5pt;font-family:'DejaVu Sans',sans-serif}
thead{display:table-header-group}
th{border:1px solid #000;background:#e6e6e6;padding:2px}
td{border:1px solid #000;padding:1.5px 3px}
tr{page-break-inside:avoid}
tfoot{display:table-footer-group}
td.tf{border:none;border-top:1px solid #000;font-size:7pt;text-align:center;padding-top:3px;font-family:'DejaVu Serif',serif}
"""

A, B = "03.10.2022", "05.10.2022"
ROWS = [
    (A, "Hemoglobina", "HGB", "9,8", "g/dl", "12,0 - 16,0", 12, 16, "L"),
    (A, "Erytrocyty", "RBC", "3,71", "mln/µl", "3,50 - 5,20", 3.5, 5.2, ""),
    (A, "Hematokryt", "HCT", "31,2", "%", "37,0 - 47,0", 37, 47, "L"),
    (A, "MCV", "MCV", "74,1", "fl", "80,0 - 99,0", 80, 99, "L"),
    (A, "MCH", "MCH", "26,4", "pg", "27,0 - 31,0", 27, 31, "L"),
    (A, "Leukocyty", "WBC", "6,9", "tys/µl", "4,0 - 10,0", 4, 10, ""),
    (A, "Płytki krwi", "PLT", "421", "tys/µl", "150 - 400", 150, 400, "H"),
    (A, "Żelazo", "FE", "21", "µg/dl", "37 - 145", 37, 145, "L"),
    (A, "Ferrytyna", "FERR", "4,2", "ng/ml", "13 - 150", 13, 150, "L"),
    (A, "CRP", "CRP", "3,1", "mg/l", "< 5,0", None, 5, ""),
    (A, "Kreatynina", "CREA", "0,71", "mg/dl", "0,50 - 0,90", 0.5, 0.9, ""),
    (A, "eGFR", "EGFR", ">90", "ml/min/1,73m2", "> 90", 90, None, ""),
    (A, "Sód", "NA", "138", "mmol/l", "136 - 145", 136, 145, ""),
    (A, "Potas", "K", "3,9", "mmol/l", "3,5 - 5,1", 3.5, 5.1, ""),
    (A, "Glukoza", "GLU", "92", "mg/dl", "70 - 99", 70, 99, ""),
    (A, "ALT", "ALT", "14", "U/l", "< 33", None, 33, ""),
    (A, "AST", "AST", "17", "U/l", "< 32", None, 32, ""),
    (A, "Troponina I hs", "HS_TROPONIN_I", "<2,5", "ng/l", "< 15,6", None, 15.6, ""),
    (A, "APTT", "APTT", "29,4", "s", "26,0 - 36,0", 26, 36, ""),
    (A, "INR", "INR", "1,02", "", "0,80 - 1,20", 0.8, 1.2, ""),
    (A, "Witamina B12", None, "nie wykonano", "pg/ml", "197 - 771", None, None, ""),
    (A, "Grupa krwi", None, "A Rh+", "", "", None, None, ""),
    (A, "TSH", "TSH", "1,42", "µIU/ml", "0,27 - 4,20", 0.27, 4.2, ""),
    (A, "Kwas foliowy", "FOLATE", "5,8", "ng/ml", "3,9 - 26,8", 3.9, 26.8, ""),
    (B, "Hemoglobina", "HGB", "10,4", "g/dl", "12,0 - 16,0", 12, 16, "L"),
    (B, "Erytrocyty", "RBC", "3,90", "mln/µl", "3,50 - 5,20", 3.5, 5.2, ""),
    (B, "Hematokryt", "HCT", "33,0", "%", "37,0 - 47,0", 37, 47, "L"),
    (B, "MCV", "MCV", "75,0", "fl", "80,0 - 99,0", 80, 99, "L"),
    (B, "Leukocyty", "WBC", "7,2", "tys/µl", "4,0 - 10,0", 4, 10, ""),
    (B, "Płytki krwi", "PLT", "398", "tys/µl", "150 - 400", 150, 400, ""),
    (B, "Retikulocyty", "RET", "2,9", "%", "0,5 - 2,0", 0.5, 2.0, "H"),
    (B, "Żelazo", "FE", "164", "µg/dl", "37 - 145", 37, 145, "H"),
    (B, "Potas", "K", "4,1", "mmol/l", "3,5 - 5,1", 3.5, 5.1, ""),
]

PROSE = """<p><b>Rozpoznanie zasadnicze:</b> D50.0 Niedokrwistość z niedoboru żelaza wtórna do przewlekłej utraty krwi (obfite miesiączki).</p>
<p><b>Rozpoznania współistniejące:</b> N92.0 Obfite i częste miesiączkowanie przy regularnym cyklu.</p>
<p><b>Epikryza:</b> Pacientka lat 43, obywatelka Ukrainy, przyjęta w trybie pilnym z SOR z powodu osłabienia, kołatania serca i duszności wysiłkowej narastających od ok. 3 miesięcy. W badaniach przy przyjęciu niedokrwistość mikrocytarna (Hb 9,8 g/dl, MCV 74,1 fl) z cechami niedoboru żelaza (ferrytyna 4,2 ng/ml). Wykluczono ostry zespół wieńcowy (troponina I hs w normie). W trakcie hospitalizacji podano dożylnie karboksymaltozę żelazową 1000 mg (04.10.2022), bez powikłań. W kontroli 05.10.2022 wzrost Hb do 10,4 g/dl, retikulocytoza. Konsultacja ginekologiczna: zalecono diagnostykę w trybie ambulatoryjnym (USG TV). Pacientka w stanie ogólnym dobrym wypisana do domu.</p>
<p><b>Badania obrazowe i inne:</b> EKG (03.10.2022): rytm zatokowy miarowy 104/min, oś pośrednia, bez cech niedokrwienia. RTG klatki piersiowej PA (03.10.2022): płuca bez zmian ogniskowych, sylwetka serca nie powiększona, kąty przeponowo-żebrowe wolne. USG jamy brzusznej (04.10.2022): wątroba niepowiększona o prawidłowej echogeniczności, pęcherzyk żółciowy bez złogów, nerki prawidłowej wielkości bez zastoju, śledziona niepowiększona.</p>
<p><b>Leczenie w trakcie hospitalizacji:</b> karboksymaltoza żelazowa 1000 mg i.v. jednorazowo (04.10.2022), płynoterapia (0,9% NaCl 1000 ml), pantoprazol 40 mg p.o. Nie przetaczano koncentratu krwinek czerwonych.</p>
<p><b>Leki zalecane:</b> Ferrum Lek 100 mg 1 x dziennie (od 01.11.2022, po podaniu dożylnym), Acidum folicum 15 mg 1 x dziennie przez 1 miesiąc. Kod recepty przekazano pacjentce (e-recepta nr 0000 4471 2210).</p>
<p><b>Zalecenia:</b> 1. Kontrola morfologii krwi i ferrytyny za 4-6 tygodni u lekarza POZ. 2. Pilna konsultacja ginekologiczna. 3. Dieta bogata w żelazo. 4. Zwolnienie lekarskie do 14.10.2022.</p>
<p><b>Wyniki badań laboratoryjnych:</b></p>"""


def html():
    o = [f"<!doctype html><meta charset=utf-8><style>{CSS}</style><body>"]
    o.append("""<div class=hd><b>Szpital Specjalistyczny im. A. Falkiewicza we Wrocławiu</b><br>ul. Warszawska 2, 52-114 Wrocław &nbsp; tel. 71 340 88 00 &nbsp; REGON 000292312 &nbsp; Oddział Chorób Wewnętrznych, kod resortowy 4000</div>
<h1>KARTA INFORMACYJNA LECZENIA SZPITALNEGO nr KI/2022/10/4471</h1>
<div class=pt>Pacjent: <b>KOVALCHUK OLENA</b> &nbsp; PESEL: 79022315845 &nbsp; Data urodzenia: 23.02.1979<br>Adres: ul. Kłodnicka 9/14, 54-218 Wrocław &nbsp; Tel.: 512 804 367<br>Przyjęcie: 03.10.2022 10:25 (SOR) &nbsp; Wypis: 07.10.2022 &nbsp; Nr księgi głównej: 2022/31877</div>
<!--foot-->KOVALCHUK OLENA, PESEL 79022315845 &nbsp;|&nbsp; Karta informacyjna KI/2022/10/4471 &nbsp;|&nbsp; Lekarz prowadzący: lek. Marta Zielińska-Kot, nr PWZ 3184927 &nbsp;|&nbsp; Ordynator: dr n. med. Andrzej Pawełczyk<!--/foot-->""")
    full = "".join(o)
    foot = full[full.index("<!--foot-->") + 11:full.index("<!--/foot-->")]
    o = [full[:full.index("<!--foot-->")] + full[full.index("<!--/foot-->") + 12:]]
    o.append(PROSE)
    o.append("<table><tfoot><tr><td colspan=6 class=tf>" + foot + "</td></tr></tfoot><thead><tr><th>Data pobrania</th><th>Badanie</th><th>Wynik</th><th>Jedn.</th><th>Zakres ref.</th><th>Flaga</th></tr></thead><tbody>")
    for d, label, code, v, unit, rng, lo, hi, flag in ROWS:
        o.append(f"<tr><td>{d}</td><td>{esc(label)}</td><td>{esc(v)}</td><td>{esc(unit)}</td><td>{esc(rng)}</td><td>{flag}</td></tr>")
        iso = "-".join(reversed(d.split(".")))
        if code:
            R(DOC, label, code, v, unit or None, rng, lo, hi, bool(flag), iso, printed=[d, label, v, unit, rng, flag])
        elif label == "Grupa krwi":
            X(DOC, label, f"{d} Grupa krwi A Rh+", "blood group: a fixed trait, not a result to track; no marker in the dictionary")
        else:
            X(DOC, label, f"{d} {label} nie wykonano", "'nie wykonano' = not performed: no result")
    o.append("</tbody></table>")
    o.append("<p style='margin-top:10px'>Wrocław, 07.10.2022</p><p style='text-align:right'>lek. Marta Zielińska-Kot<br>specjalista chorób wewnętrznych<br>nr PWZ 3184927</p></body>")
    return "\n".join(o)
