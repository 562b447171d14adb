"""A Polish occupational-medicine summary (medycyna pracy): additional tests listed in prose with two
collection dates, norms in parentheses, a urinalysis "bez odchyleń", audiometry and spirometry."""
from common import row, page

DOC = "pl_medycyna_pracy_karta_badania_Wojtowicz-Lis.pdf"
EXCLUDED = [
    {"doc": DOC, "label_as_printed": "Badanie ogólne moczu", "printed": "bez odchyleń od normy",
     "why": "no value to enter"},
]
MORF = "2025-06-02"
WATR = "2025-05-28"


def build():
    r = lambda *a, **k: row(DOC, *a, **k)  # noqa: E731
    r("WBC", "WBC", MORF, "5,8", "tys/µl", None)
    r("RBC", "RBC", MORF, "5,02", "mln/µl", None)
    r("Hb", "HGB", MORF, "15,1", "g/dl", None)
    r("Ht", "HCT", MORF, "44,6", "%", None)
    r("PLT", "PLT", MORF, "238", "tys/µl", None)
    r("glukoza na czczo", "GLU", MORF, "104", "mg/dl", "70–99", abnormal=True)
    r("cholesterol całkowity", "CHOL", MORF, "231", "mg/dl", "< 190", abnormal=True)
    r("OB", "OB", MORF, "8", "mm/h", None)
    r("ALT", "ALT", WATR, "41", "U/l", "< 45")
    r("AST", "AST", WATR, "29", "U/l", "< 35")
    r("GGTP", "GGT", WATR, "68", "U/l", "< 55", abnormal=True)
    r("bilirubina całkowita", "BILI", WATR, "0,8", "mg/dl", "0,3–1,2")
    body = """
<div class="lh"><b>Centrum Medycyny Pracy „ProMed-Praca” sp. z o.o.</b><br>
ul. Przemysłowa 9, 62-800 Kalisz · tel. 62 501 33 90 · NIP 618-21-44-907<br>
Poradnia Medycyny Pracy, gabinet nr 5</div>
<h1>KARTA BADANIA PROFILAKTYCZNEGO – podsumowanie badania okresowego</h1>
<table class="id">
<tr><td>Imię i nazwisko:</td><td><b>Krystian Wójtowicz-Lis</b></td></tr>
<tr><td>PESEL:</td><td>76082302875</td></tr>
<tr><td>Adres zamieszkania:</td><td>os. Asnyka 14/27, 62-800 Kalisz</td></tr>
<tr><td>Pracodawca:</td><td>Logistyka Prosna Sp. J., ul. Wrocławska 201, 62-800 Kalisz</td></tr>
<tr><td>Stanowisko:</td><td>operator wózka jezdniowego z napędem silnikowym, praca w systemie zmianowym</td></tr>
<tr><td>Skierowanie:</td><td>nr 118/BHP/2025 z dnia 20.05.2025, badanie okresowe</td></tr>
<tr><td>Czynniki szkodliwe:</td><td>hałas (85 dB), praca na wysokości do 3 m, obsługa monitora ekranowego &gt; 4 h</td></tr>
</table>
<h2>Wywiad i badanie przedmiotowe</h2>
<p>Pracownik nie zgłasza dolegliwości. Palenie tytoniu: 10 papierosów/dzień. Wzrost 181 cm, masa ciała 92 kg,
BMI 28,1. RR 138/88 mmHg, tętno 76/min, miarowe.</p>
<h2>Badania dodatkowe</h2>
<p><b>Morfologia krwi</b> (materiał pobrano 02.06.2025): WBC 5,8 tys/µl; RBC 5,02 mln/µl; Hb 15,1 g/dl; Ht 44,6%;
PLT 238 tys/µl – w normie. OB 8 mm/h.<br>
<b>Glukoza na czczo</b> (02.06.2025): 104 mg/dl (norma 70–99) – zalecono kontrolę u lekarza POZ.<br>
<b>Cholesterol całkowity</b> (02.06.2025): 231 mg/dl (norma &lt; 190).<br>
<b>Próby wątrobowe</b> z dnia 28.05.2025 (wykonane przez pracodawcę w ramach pakietu): ALT 41 U/l (norma &lt; 45),
AST 29 U/l (norma &lt; 35), GGTP 68 U/l (norma &lt; 55), bilirubina całkowita 0,8 mg/dl (norma 0,3–1,2).<br>
<b>Badanie ogólne moczu</b> (02.06.2025): bez odchyleń od normy.<br>
<b>Audiometria tonalna</b>: obniżenie progu słyszenia do 25 dB przy 4000 Hz obustronnie.<br>
<b>Spirometria</b>: FEV1 3,91 l (98% wn.), FVC 4,87 l (101% wn.), FEV1/FVC 80%.<br>
<b>Badanie okulistyczne</b>: ostrość wzroku OP 1,0, OL 1,0; widzenie barw prawidłowe; pole widzenia prawidłowe.</p>
<h2>Konsultacje</h2>
<p>Laryngolog – lek. Marek Osiński (PWZ 2938411): brak przeciwwskazań, zalecono stosowanie ochronników słuchu.</p>
<h2>Orzeczenie</h2>
<p>Wobec braku przeciwwskazań zdrowotnych pracownik jest <b>zdolny do wykonywania pracy</b> na określonym stanowisku.
Data następnego badania okresowego: do 02.06.2028.</p>
<div class="sig">Kalisz, 04.06.2025<br><br>lek. Zofia Gradowska-Pieńkos<br>specjalista medycyny pracy<br>nr PWZ 5071234</div>
"""
    css = """
.lh { font-size: 8.5pt; border-bottom: 1px solid #000; padding-bottom: 4px; }
h1 { font-size: 12pt; margin: 10px 0; }
h2 { font-size: 10pt; margin: 10px 0 3px; }
.id td { padding: 1px 10px 1px 0; vertical-align: top; }
p { line-height: 1.35; }
.sig { margin-top: 30px; margin-left: 60%; font-size: 9pt; }
"""
    return page(body, css), EXCLUDED
