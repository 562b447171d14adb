# Doc 1: a private lab's OGTT with insulin (a time-point grid 0' / 60' / 120'), HbA1c, HOMA-IR, and an
# electronic-signature page with a QR code and "Wynik autoryzowany przez".
from common import R, esc, fake_qr, page

NAME = "PL_LabPunkt_Rzeszow_OGTT_LP25-1118-0937.pdf"
DATE = "2025-11-18"
HEAD = """
<table style="width:100%"><tr>
<td style="width:60%"><div style="font-size:15pt;font-weight:bold;color:#0a5a8a">LabPunkt<span style="color:#e07b00">+</span> Laboratoria Medyczne</div>
<div style="font-size:8pt">LabPunkt Podkarpacie Sp. z o.o., ul. Hetmańska 120B, 35-078 Rzeszów<br>
NIP 813-377-21-09 · REGON 367120554 · Księga rejestrowa nr 000000171093 (KIDL 2218)<br>
Punkt pobrań: Rzeszów, al. Rejtana 55 (Galeria Rejtan) · infolinia 17 250 44 10</div></td>
<td style="text-align:right;font-size:8pt">Strona {p} z 2<br>Zlecenie: <b>LP25-1118-0937</b><br>Kod kreskowy: 2511180937014</td>
</tr></table><hr style="border:0;border-top:2px solid #0a5a8a">"""

PATIENT = """
<table style="width:100%;font-size:8.5pt;margin:4px 0 8px 0"><tr>
<td>Pacjent: <b>KWIATKOWSKA-DĘBIEC RENATA</b><br>PESEL: 79031408240 &nbsp; Data ur.: 14.03.1979 &nbsp; Płeć: K<br>
Adres: ul. Storczykowa 14/3, 35-317 Rzeszów</td>
<td>Zlecający: lek. Izabela Chrobak-Lis (PWZ 2961048)<br>Płatnik: pacjent (płatne)<br>
Rozpoznanie: R73.0 Nieprawidłowy wynik testu tolerancji glukozy?</td>
<td style="text-align:right">Data rejestracji: 18.11.2025 07:31<br>Pobranie: <b>18.11.2025 07:42</b><br>
Wykonanie: 18.11.2025 10:58<br>Wydruk: 18.11.2025 12:09</td></tr></table>"""

CSS = """
.g th { background:#dce9f2; font-size:8.5pt; border:1px solid #9bb; padding:3px 6px; }
.g td { border:1px solid #bcc; padding:3px 6px; font-size:9pt; }
.n { text-align:right; } .f { color:#c00; font-weight:bold; }
.small { font-size:7.5pt; color:#444; }
"""


def build():
    rows = []
    # the OGTT grid: one line per analyte, one column per time point
    glu = [
        R("Glukoza 0'", "GLU", "98", "mg/dl", "70 - 99"),
        R("Glukoza 60'", "GLU_OGTT_60", "187", "mg/dl", "", new_label="Glukoza 60 min po obciążeniu (OGTT 75 g)"),
        R("Glukoza 120'", "GLU_OGTT_120", "152", "mg/dl", "< 140", flag="H",
          new_label="Glukoza 120 min po obciążeniu (OGTT 75 g)"),
    ]
    ins = [
        R("Insulina 0'", "INSULIN", "14,2", "µIU/ml", "2,6 - 24,9"),
        R("Insulina 60'", "INSULIN_OGTT_60", "98,6", "µIU/ml", "", new_label="Insulina 60 min po obciążeniu glukozą"),
        R("Insulina 120'", "INSULIN_OGTT_120", "121,4", "µIU/ml", "",
          new_label="Insulina 120 min po obciążeniu glukozą"),
    ]
    for r in glu + ins:
        rows.append(r.truth(NAME, DATE, [r.label, r.val, r.flag, r.unit, r.rng]))
    hba = R("Hemoglobina glikowana HbA1c", "HBA1C", "5,9", "%", "4,0 - 5,6", flag="↑")
    homa = R("Wskaźnik HOMA-IR (wyliczany)", "HOMA_IR", "3,44", "", "< 2,5", flag="↑",
             new_label="Wskaźnik insulinooporności HOMA-IR")
    tsh = R("TSH III generacji", "TSH", "1,87", "µIU/ml", "0,27 - 4,20")
    for r in (hba, homa, tsh):
        rows.append(r.truth(NAME, DATE, [r.label, r.val, r.flag, r.unit, r.rng]))

    grid = f"""
<h3 style="margin:6px 0 2px 0;font-size:11pt">KRZYWA CUKROWA I INSULINOWA (OGTT, 75 g glukozy) <span class="small">[ICD-9: L43, L45]</span></h3>
<div class="small">Materiał: osocze (NaF/EDTA) i surowica · Obciążenie: 75 g glukozy bezwodnej w 300 ml wody, wypite w 4 min (07:48–07:52)</div>
<table class="g" style="width:100%;margin-top:4px">
<tr><th style="text-align:left">Badanie</th><th>0'<br><span class="small">(na czczo)</span></th><th>60'</th><th>120'</th><th>Jedn.</th><th>Wartości referencyjne</th></tr>
<tr><td class="small">Godzina pobrania</td><td class="n small">07:42</td><td class="n small">08:50</td><td class="n small">09:51</td><td></td><td></td></tr>
<tr><td><b>Glukoza</b><div class="small">met. heksokinazowa, Cobas c503</div></td><td class="n">98</td><td class="n">187</td><td class="n f">152 H</td><td>mg/dl</td>
<td class="small">0': 70 - 99<br>120': &lt; 140<br>(dla 60' brak norm u kobiet niebędących w ciąży)</td></tr>
<tr><td><b>Insulina</b><div class="small">ECLIA, Cobas e801</div></td><td class="n">14,2</td><td class="n">98,6</td><td class="n">121,4</td><td>µIU/ml</td>
<td class="small">0': 2,6 - 24,9<br>po obciążeniu: nie ustalono</td></tr>
</table>
<div class="small" style="margin-top:3px">Interpretacja glikemii w 120' wg WHO/PTD 2025: &lt; 140 mg/dl – prawidłowa tolerancja glukozy;
140–199 mg/dl – nieprawidłowa tolerancja glukozy (IGT); ≥ 200 mg/dl – cukrzyca. <b>Wynik poza zakresem referencyjnym oznaczono literą H.</b></div>

<h3 style="margin:12px 0 2px 0;font-size:11pt">DIAGNOSTYKA CUKRZYCY I TARCZYCY</h3>
<table class="g" style="width:100%">
<tr><th style="text-align:left;width:38%">Badanie</th><th>Wynik</th><th></th><th>Jedn.</th><th>Wartości referencyjne</th></tr>
<tr><td>Hemoglobina glikowana HbA1c<div class="small">HPLC, Tosoh G11 · certyfikat NGSP</div></td><td class="n f">5,9</td><td class="f">↑</td><td>%</td><td>4,0 - 5,6</td></tr>
<tr><td>Wskaźnik HOMA-IR (wyliczany)<div class="small">= glukoza 0' [mg/dl] × insulina 0' [µIU/ml] / 405</div></td><td class="n f">3,44</td><td class="f">↑</td><td></td><td>&lt; 2,5</td></tr>
<tr><td>TSH III generacji<div class="small">ECLIA, Cobas e801</div></td><td class="n">1,87</td><td></td><td>µIU/ml</td><td>0,27 - 4,20</td></tr>
</table>
<p class="small">Komentarz laboratorium: HbA1c 5,7–6,4% – stan przedcukrzycowy (wg PTD). HOMA-IR wyliczono z glikemii i insulinemii na czczo;
wartość orientacyjna, nie jest badaniem diagnostycznym.<br>
Badania wykonano w Laboratorium Centralnym LabPunkt, ul. Hetmańska 120B, Rzeszów. Punkt pobrań: M. Fijałek.</p>
<div style="position:fixed;bottom:0;width:100%;font-size:7pt;color:#555;border-top:1px solid #aaa">Dokument wygenerowany elektronicznie w systemie LabPunkt LIS 7.4 · Zlecenie LP25-1118-0937 · Wynik bez podpisu elektronicznego nie jest ważny</div>
"""
    sig = f"""
<div class="pb"></div>{HEAD.format(p=2)}
<div style="font-size:8.5pt">Pacjent: KWIATKOWSKA-DĘBIEC RENATA · PESEL 79031408240 · Zlecenie LP25-1118-0937</div>
<h3 style="font-size:11pt;margin-top:14px">POTWIERDZENIE AUTORYZACJI I PODPISU ELEKTRONICZNEGO</h3>
<table style="width:100%;font-size:9pt"><tr><td style="vertical-align:top;width:70%">
<p>Wynik autoryzowany przez: <b>mgr Dariusz Pękala</b>, diagnosta laboratoryjny, nr prawa wykonywania zawodu <b>PWZDL 14382</b><br>
Data i godzina autoryzacji: 18.11.2025 12:07:41</p>
<p>Dokument został podpisany kwalifikowanym podpisem elektronicznym (XAdES-BES, SHA-256).<br>
Certyfikat: CN=Dariusz Pękala, SERIALNUMBER=PNOPL-81022803517, O=LabPunkt Podkarpacie Sp. z o.o., C=PL<br>
Wystawca: CN=Certum QCA 2017, O=Asseco Data Systems S.A., C=PL · Nr seryjny certyfikatu: 3F 9A 12 07 C4 E1 88 5B</p>
<p>Znacznik czasu: 2025-11-18T11:07:43Z (TSA Certum QTSA)</p>
<p>Weryfikacja autentyczności: zeskanuj kod QR lub wejdź na
https://wyniki.labpunkt.example/weryfikuj?z=LP25-1118-0937&amp;k=7F3K-92QX<br>
Kod weryfikacyjny: <b>7F3K-92QX</b> · PIN do wyników online: podany w SMS na nr 693 214 587</p>
</td><td style="text-align:center;vertical-align:top">{fake_qr("LP25-1118-0937")}<div class="small">LP25-1118-0937 / 7F3K-92QX</div></td></tr></table>
<p class="small" style="margin-top:20px">Zgodnie z art. 7 ustawy o medycynie laboratoryjnej sprawozdanie z badania laboratoryjnego
autoryzuje diagnosta laboratoryjny. Wydruk niniejszej strony nie jest wymagany do ważności dokumentu.</p>
"""
    body = HEAD.format(p=1) + PATIENT + grid + sig
    layout = ("A private lab's report: an OGTT with insulin printed as a grid (one line per analyte, one column per time "
              "point 0'/60'/120', the draw times in a row above, the bands per time point in one cell), HbA1c, a "
              "calculated HOMA-IR with its formula, TSH, method lines; page 2 is the electronic-signature page (the "
              "authorising diagnostician with licence number, certificate with a PNOPL serial, a QR code and its URL).")
    return NAME, page(body, CSS), rows, [], layout
