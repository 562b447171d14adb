# D8: a regional blood centre's (RCKiK) letter to a blood donor with the results of his donation,
# received by post and scanned (image-only PDF, 200 dpi greyscale, turned, noise): a letter in prose,
# the donation date in a sentence, the capillary haemoglobin before donation, a blood count and ALT
# from the donation, infection markers as "niereaktywny"/"ujemny", the blood group, the NAT result
# as one combined line.
import subprocess
from common import *

NAME = "RCKiK_Rzeszow_wyniki_krwiodawcy_skan.pdf"
DATE = "2025-03-12"

T1 = [
    ("Hemoglobina (przed donacją, krew włośniczkowa)", "HGB", "15,1", "g/dl", "13,5 - 18,0"),
]
T2 = [
    ("Leukocyty", "WBC", "6,1", "G/l", "4,0 - 10,0"),
    ("Erytrocyty", "RBC", "5,02", "T/l", "4,50 - 5,80"),
    ("Hematokryt", "HCT", "44,6", "%", "40,0 - 54,0"),
    ("Płytki krwi", "PLT", "233", "G/l", "150 - 400"),
    ("Aktywność ALT", "ALT", "28", "U/l", "do 50"),
]
T3 = [
    ("HBsAg", "HBSAG", "niereaktywny"),
    ("przeciwciała anty-HCV", "ANTY_HCV", "niereaktywny"),
    ("przeciwciała anty-HIV 1/2 i antygen p24", "HIV", "niereaktywny"),
    ("kiła (przeciwciała anty-Treponema pallidum)", "SYPHILIS", "ujemny"),
]


def build():
    p = TOM
    t = []
    for label, code, val, unit, rng in T1 + T2:
        t.append(f"<tr><td>{label}</td><td><b>{val}</b></td><td>{unit}</td><td>{rng}</td></tr>")
        row(NAME, label, code, DATE, val, unit, rng)
    s = []
    for label, code, val in T3:
        s.append(f"<tr><td>{label}</td><td colspan=3><b>{val}</b></td></tr>")
        row(NAME, label, code, DATE, val, None, "", in_dict=code not in ("HIV", "SYPHILIS"))
    row(NAME, "Grupa krwi AB0 i RhD", "BLOOD_GROUP", DATE, "A RhD dodatni", None, "", in_dict=False)
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 16mm 18mm; }}
body {{ font-family: 'Liberation Serif', serif; font-size: 10.5pt; line-height: 1.35; }}
.lh {{ display:flex; gap: 12px; border-bottom: 1px solid #000; padding-bottom: 5px; font-size: 9pt; }}
.drop {{ width: 42px; height: 52px; border: 2px solid #a00; border-radius: 50% 50% 50% 50% / 60% 60% 40% 40%; }}
table {{ border-collapse: collapse; width: 100%; margin: 6px 0 10px; font-size: 10pt; }}
td, th {{ border: 1px solid #444; padding: 3px 5px; }}
th {{ background: #eee; text-align: left; }}
</style></head><body>
<div class="lh"><div class="drop"></div><div><b>REGIONALNE CENTRUM KRWIODAWSTWA I KRWIOLECZNICTWA W RZESZOWIE</b><br>
ul. Wierzbowa 14, 35-310 Rzeszów · tel. 17 867 20 30 · sekretariat@rckik-rze.example.pl<br>Dział Dawców · Pracownia Immunologii Transfuzjologicznej</div></div>
<p style="text-align:right">Rzeszów, dnia 19.03.2025 r.</p>
<p>Znak: DD.4417.2025<br>Nr dawcy: 0041-R-27785</p>
<p style="margin-left:55%">Pan<br><b>{p['first']} {p['last']}</b><br>{ADDR.replace(', ', '<br>')}</p>
<p>Szanowny Panie,</p>
<p>dziękujemy za oddanie krwi pełnej w dniu <b>12 marca 2025 r.</b> (donacja nr R3125 25 004417 9) w Ekipie Wyjazdowej
w Łańcucie. Uprzejmie informujemy o wynikach badań wykonanych w związku z donacją.</p>
<table><tr><th>Badanie przed donacją</th><th>Wynik</th><th>Jedn.</th><th>Wartości prawidłowe</th></tr>{t[0]}</table>
<table><tr><th>Badania w próbce z donacji</th><th>Wynik</th><th>Jedn.</th><th>Wartości prawidłowe</th></tr>{''.join(t[1:])}</table>
<table><tr><th>Badania w kierunku czynników zakaźnych</th><th colspan=3>Wynik</th></tr>{''.join(s)}
<tr><td>Badania molekularne NAT (HBV DNA, HCV RNA, HIV RNA)</td><td colspan=3><b>nie wykryto</b></td></tr></table>
<p>Grupa krwi AB0 i RhD: <b>A RhD dodatni</b> (potwierdzona). Fenotyp Rh: CcDee, K ujemny.</p>
<p>Wyniki badań nie wskazują na przeciwwskazania do dalszego oddawania krwi. Kolejną donację krwi pełnej może Pan
oddać nie wcześniej niż 8 tygodni od ostatniej, tj. od 07.05.2025 r.</p>
<p style="margin-left:55%">Z poważaniem<br>Kierownik Działu Dawców<br>lek. Ewa Drabik-Sołtys</p>
<p style="font-size:8.5pt">Informacja: wyniki badań przesyłane są dawcy po każdej donacji. Wyniki dotyczą wyłącznie badanej próbki.</p>
</body></html>"""
    pdf = os.path.join(BUILD, "rckik.pdf")
    chromium_pdf(html, pdf)
    png = os.path.join(BUILD, "rckik")
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-singlefile", pdf, png], check=True)
    scan = os.path.join(BUILD, "rckik_scan.jpg")
    subprocess.run(["convert", png + ".png", "-rotate", "0.9", "-background", "white",
                    "-attenuate", "0.25", "+noise", "Gaussian", "-level", "8%,96%",
                    "-quality", "72", scan], check=True)
    jpeg_to_pdf(scan, os.path.join(DOCS, NAME), 200)
