"""Set-13, Polish: a two-page LIS report; the chemistry section runs across the page break and the table
header is printed again on page 2; haemoglobin in g/dl with mmol/l beside it, glucose with an SI line under
it, 'do' ranges, a sex band with the sex printed, calculated LDL and non-HDL with comments, a pending and a
haemolysed row, a urine culture."""

from common import X, add_identity, esc, page, record, t


def pesel(yy, mm, dd, serial):
    d = f"{yy:02d}{mm:02d}{dd:02d}{serial:04d}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * k for c, k in zip(d, w))
    return d + str((10 - s % 10) % 10)


PESEL = pesel(61, 4, 23, 1448)  # a woman: the serial's last digit is even
NAME = "pl_Diagnomed_Katowice_sprawozdanie_KAT-25-118834.pdf"
DATE = "2025-05-14"

S = "BIOCHEMIA"
PAGE1 = [
    "MORFOLOGIA KRWI (5 DIFF)",
    ("Leukocyty (WBC)", "6,54", "", "tys/µl", "4,00 - 10,00", t("WBC", 6.54, low=4.0, high=10.0)),
    ("Erytrocyty (RBC)", "4,21", "", "mln/µl", "3,80 - 5,20", t("RBC", 4.21, low=3.8, high=5.2)),
    ("Hemoglobina (HGB)", "12,8<br><small>(7,94)</small>", "", "g/dl<br><small>(mmol/l)</small>",
     "12,0 - 16,0<br><small>(7,45 - 9,93)</small>",
     t("HGB", 12.8, "g/dl", 12.0, 16.0, note="printed in g/dl with mmol/l under it; g/dl is the primary unit")),
    ("Hematokryt (HCT)", "38,9", "", "%", "37,0 - 47,0", t("HCT", 38.9, low=37.0, high=47.0)),
    ("MCV", "92,4", "", "fl", "80,0 - 100,0", t("MCV", 92.4, low=80.0, high=100.0)),
    ("MCH", "30,4", "", "pg", "26,0 - 34,0", t("MCH", 30.4, low=26.0, high=34.0)),
    ("MCHC", "32,9", "", "g/dl", "31,0 - 36,0", t("MCHC", 32.9, low=31.0, high=36.0)),
    ("RDW-CV", "14,9", "H", "%", "11,5 - 14,5", t("RDW", 14.9, low=11.5, high=14.5, abn=True)),
    ("Płytki krwi (PLT)", "312", "", "tys/µl", "150 - 400", t("PLT", 312, low=150, high=400)),
    ("Neutrofile", "3,71", "", "tys/µl", "1,80 - 7,70", t("NEUT", 3.71, low=1.8, high=7.7)),
    ("Neutrofile %", "56,7", "", "%", "40,0 - 75,0", t("NEUT_PCT", 56.7, low=40.0, high=75.0)),
    ("Limfocyty", "2,02", "", "tys/µl", "1,00 - 4,80", t("LYMPH", 2.02, low=1.0, high=4.8)),
    S,
    ("Glukoza na czczo", "97", "", "mg/dl", "70 - 99", t("GLU", 97, low=70, high=99)),
    ("&nbsp;&nbsp;&nbsp;w jednostkach SI", "5,38", "", "mmol/l", "3,89 - 5,49",
     X("the same glucose result converted to SI units; the primary result is the mg/dl line above")),
    ("Kreatynina", "0,82", "", "mg/dl", "0,50 - 0,90", t("CREA", 0.82, low=0.5, high=0.9)),
    ("eGFR (CKD-EPI 2021)", "79", "", "ml/min/1,73m²", "≥ 60", t("EGFR", 79, low=60)),
    ("Kwas moczowy", "5,1", "", "mg/dl", "2,4 - 5,7", t("URIC_ACID", 5.1, low=2.4, high=5.7)),
    ("Aminotransferaza alaninowa (ALT)", "23", "", "U/l", "do 33", t("ALT", 23, high=33)),
    ("Aminotransferaza asparaginianowa (AST)", "19", "", "U/l", "do 32", t("AST", 19, high=32)),
    ("Gamma-glutamylotranspeptydaza (GGTP)", "41", "H", "U/l", "do 40", t("GGT", 41, high=40, abn=True)),
    ("Bilirubina całkowita", "0,6", "", "mg/dl", "0,3 - 1,2", t("BILI", 0.6, low=0.3, high=1.2)),
]
PAGE2 = [
    ("Potas", "---", "", "mmol/l", "3,5 - 5,1",
     X("haemolysed sample: no result ('materiał zhemolizowany – oznaczenie do powtórzenia')")),
    ("Sód", "139", "", "mmol/l", "136 - 145", t("NA", 139, low=136, high=145)),
    ("Cholesterol całkowity", "231", "H", "mg/dl", "&lt; 190", t("CHOL", 231, high=190, abn=True)),
    ("Cholesterol HDL", "58", "", "mg/dl", "K: &gt; 45<br>M: &gt; 40",
     t("HDL", 58, low=45, note="bands by sex; the patient is a woman (Płeć: K)")),
    ("Cholesterol LDL (wyliczany)", "141", "H", "mg/dl", "&lt; 115", t("LDL", 141, high=115, abn=True)),
    ("Cholesterol nie-HDL", "173", "H", "mg/dl", "&lt; 145", t("NON_HDL", 173, high=145, abn=True)),
    ("Triglicerydy", "162", "H", "mg/dl", "&lt; 150", t("TG", 162, high=150, abn=True)),
    ("TSH (III generacji)", "2,315", "", "µIU/ml", "0,270 - 4,200", t("TSH", 2.315, low=0.27, high=4.2)),
    ("Białko C-reaktywne (CRP)", "&lt; 0,6", "", "mg/l", "&lt; 5,0", t("CRP", 0.6, comp="<", high=5.0)),
    ("Witamina D 25(OH) całkowita", "oczekuje", "", "ng/ml", "30 - 50", X("pending: no result yet")),
]
CULTURE = [
    ("Posiew moczu", "ujemny", "", "", "",
     t("URINE_CULTURE", "ujemny", panel="urine", new_label="Posiew moczu", ref_text=None)),
]

ROW_COMMENTS = {
    "Cholesterol LDL (wyliczany)": "LDL wyliczony ze wzoru Friedewalda (LDL = TC − HDL − TG/5). Przy TG &gt; 400 mg/dl nie wylicza się.",
    "Cholesterol nie-HDL": "Cholesterol nie-HDL = cholesterol całkowity − cholesterol HDL (wartość wyliczona).",
    "eGFR (CKD-EPI 2021)": "eGFR wyliczony z kreatyniny, wzór CKD-EPI 2021, bez współczynnika rasy. Wartość orientacyjna.",
    "Potas": "Materiał zhemolizowany – oznaczenie do powtórzenia. Prosimy o ponowne pobranie krwi.",
    "Witamina D 25(OH) całkowita": "Wynik w trakcie opracowania – zostanie wydany w sprawozdaniu uzupełniającym.",
}

HEAD = """<tr><th class="l">Badanie</th><th>Wynik</th><th></th><th>Jednostka</th><th>Zakres referencyjny</th></tr>"""


def rows_html(rows):
    out = []
    for r in rows:
        if isinstance(r, str):
            out.append(f'<tr class="sec"><td colspan="5">{esc(r)}</td></tr>')
            continue
        label, pv, flag, unit, pr, _ = r
        out.append(f'<tr><td class="l">{label}</td><td class="v">{pv}</td><td class="f">{flag}</td>'
                   f'<td>{unit}</td><td>{pr}</td></tr>')
        c = ROW_COMMENTS.get(label)
        if c:
            out.append(f'<tr class="com"><td colspan="5">{c}</td></tr>')
    return "\n".join(out)


def build():
    add_identity(
        patient_name=["WIŚNIEWSKA Halina", "Halina Wiśniewska", "Wiśniewska Halina", "WIŚNIEWSKA"],
        pesel=[PESEL],
        national_id=[PESEL],
        birth_date=["23.04.1961", "1961-04-23"],
        address=["ul. Sienkiewicza 7/12", "Sienkiewicza 7/12", "41-200 Sosnowiec"],
        doctor=["lek. med. Bartosz Kmiecik", "Bartosz Kmiecik", "Kmiecik", "2841377", "mgr Elżbieta Nowara",
                "Elżbieta Nowara", "Nowara"],
        order_numbers=["KAT/25/118834", "4401873920"],
        phone=["32 255 41 90"],
    )
    n = record(NAME, DATE, PAGE1 + PAGE2 + CULTURE)
    css = """
.lh { display:flex; justify-content:space-between; border-bottom:2px solid #1b4b8a; padding-bottom:4px; }
.lh .n { font-size:15pt; font-weight:bold; color:#1b4b8a; }
.box { display:grid; grid-template-columns: 1fr 1fr; gap:2px 20px; border:1px solid #999; padding:5px; margin:6px 0; font-size:8.5pt; }
table.r { width:100%; margin-top:4px; }
table.r th { border-bottom:1px solid #333; font-size:8.5pt; text-align:left; padding:2px 4px; }
table.r td { padding:1.5px 4px; vertical-align:top; }
td.v { text-align:right; font-weight:bold; width:60px; } td.f { width:18px; font-weight:bold; }
tr.sec td { font-weight:bold; padding-top:7px; border-bottom:1px dotted #777; }
tr.com td { font-size:7.5pt; font-style:italic; padding-left:22px; color:#333; }
.foot { position:fixed; bottom:0; left:0; right:0; font-size:7pt; border-top:1px solid #999; }
.pb { break-before: page; }
.cont { font-size:8pt; border-bottom:1px solid #999; padding-bottom:3px; }
"""
    body = f"""
<div class="lh"><div><div class="n">DIAGNOMED</div>Laboratorium Medyczne DIAGNOMED Sp. z o.o.<br>
ul. Kościuszki 112, 40-519 Katowice · tel. 32 255 41 90 · www.diagnomed-lab.pl</div>
<div style="text-align:right;font-size:8pt">Punkt pobrań nr 07 Sosnowiec-Centrum<br>Regon 243118820<br>
Kod kreskowy: <b>4401873920</b></div></div>
<h2 style="text-align:center;margin:6px 0 2px">SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH</h2>
<div style="text-align:center;font-size:8.5pt">Nr zlecenia: KAT/25/118834</div>
<div class="box">
<div>Pacjent: <b>WIŚNIEWSKA Halina</b></div><div>Zlecający: lek. med. Bartosz Kmiecik (NPWZ 2841377)</div>
<div>PESEL: {PESEL} &nbsp; Płeć: K</div><div>Jednostka: NZOZ Przychodnia Rodzinna "Pogoń"</div>
<div>Data urodzenia: 23.04.1961 (64 l.)</div><div>Data i godz. pobrania: <b>14.05.2025 07:42</b></div>
<div>Adres: ul. Sienkiewicza 7/12, 41-200 Sosnowiec</div><div>Data przyjęcia: 14.05.2025 09:15</div>
<div></div><div>Data wydania: 15.05.2025 13:20</div>
</div>
<div style="font-size:8pt">Materiał: krew żylna (EDTA, skrzep), mocz – pierwsza poranna porcja (posiew)</div>
<table class="r"><thead>{HEAD}</thead><tbody>
{rows_html(PAGE1)}
</tbody></table>
<div class="pb"></div>
<div class="cont">DIAGNOMED · Sprawozdanie KAT/25/118834 · WIŚNIEWSKA Halina · PESEL {PESEL} · ciąg dalszy</div>
<table class="r"><thead>{HEAD}</thead><tbody>
{rows_html(PAGE2)}
<tr class="sec"><td colspan="5">BADANIA MIKROBIOLOGICZNE</td></tr>
{rows_html(CULTURE)}
<tr class="com"><td colspan="5">Materiał: mocz ze środkowego strumienia, pobrano 14.05.2025 07:42. Nie wyhodowano
drobnoustrojów (miano &lt; 10³ CFU/ml). Antybiogramu nie wykonano.</td></tr>
</tbody></table>
<p style="font-size:7.5pt;margin-top:10px">H – wynik powyżej zakresu referencyjnego, L – wynik poniżej zakresu referencyjnego.
Zakresy referencyjne dla wieku i płci pacjenta. Metody: morfologia – Sysmex XN-1000; biochemia – Cobas c503; TSH – ECLIA.</p>
<p style="font-size:8pt">Autoryzował: mgr Elżbieta Nowara, diagnosta laboratoryjny (nr PWDL 09813) &nbsp;&nbsp; 15.05.2025 13:18</p>
<div class="foot">Sprawozdanie wygenerowane elektronicznie. Wyniki dotyczą wyłącznie badanego materiału. Strona 1-2/2</div>
"""
    return NAME, page("Sprawozdanie", css, body), n
