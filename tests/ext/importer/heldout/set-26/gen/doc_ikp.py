# D2: the national patient account (IKP) page "Wyniki badań laboratoryjnych" printed from the browser
# with Chromium's own header (print date, page title) and footer (URL, page x/y): result cards, each
# with its own "Data pobrania materiału", and the e-skierowanie that ordered them listed with its
# access code and the ordered tests (which are not results).
import http.server, threading, functools
from common import *

NAME = "IKP_wyniki_badan_wydruk.pdf"

CARDS = [
    # (label, code, value, unit, range text as printed on the card, flag, date, lab)
    ("Kreatynina", "CREA", "1,02", "mg/dl", "0,70 – 1,20", "", "2025-02-12"),
    ("eGFR (CKD-EPI 2021)", "EGFR", "> 90", "ml/min/1,73m²", "> 60", "", "2025-02-12"),
    ("Glukoza", "GLU", "101", "mg/dl", "70 – 99", "H", "2025-02-12"),
    ("Aminotransferaza alaninowa (ALT)", "ALT", "47", "U/l", "< 45", "H", "2025-02-12"),
    ("Aminotransferaza asparaginianowa (AST)", "AST", "31", "U/l", "< 40", "", "2025-02-12"),
    ("Gamma-glutamylotransferaza (GGTP)", "GGT", "58", "U/l", "< 60", "", "2025-02-12"),
    ("Kwas moczowy", "URIC_ACID", "7,4", "mg/dl", "3,4 – 7,0", "H", "2025-02-12"),
    ("Potas", "K", "4,41", "mmol/l", "3,50 – 5,10", "", "2025-02-12"),
    ("Sód", "NA", "141", "mmol/l", "136 – 145", "", "2025-02-12"),
    ("Białko C-reaktywne (CRP)", "CRP", "< 0,6", "mg/l", "< 5,0", "", "2025-05-19"),
    ("Hormon tyreotropowy (TSH)", "TSH", "1,38", "mIU/l", "0,27 – 4,20", "", "2025-05-19"),
    ("Cholesterol całkowity", "CHOL", "232", "mg/dl", "< 190", "H", "2025-05-19"),
]

CSS = """
@page { size: A4; margin: 12mm 10mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color:#1b1b1b; margin:0; }
.bar { background:#0052a5; color:#fff; padding:8px 12px; display:flex; justify-content:space-between; align-items:center; }
.bar b { font-size: 12pt; }
.nav { font-size:8pt; color:#0052a5; padding:5px 12px; border-bottom:1px solid #dde; }
h1 { font-size: 15pt; margin: 10px 12px 2px; }
.sub { margin: 0 12px 8px; color:#555; font-size:8.5pt; }
.card { border:1px solid #cfd8e3; border-radius:6px; margin: 8px 12px; padding: 7px 10px; break-inside: avoid; }
.card .t { font-weight:bold; font-size:10.5pt; }
.card .grid { display:grid; grid-template-columns: 1.2fr 1fr 1fr; gap:2px 12px; margin-top:4px; }
.card .grid span { color:#66707a; font-size:7.6pt; display:block; }
.hi { color:#b00020; font-weight:bold; }
.esk { border:1px dashed #0052a5; margin:10px 12px; padding:8px 10px; background:#f4f8ff; }
.who { margin: 4px 12px; font-size:8.5pt; }
"""


def build():
    p = TOM
    cards = []
    for label, code, val, unit, rng, flag, date in CARDS:
        d = ".".join(reversed(date.split("-")))
        lab = ("Laboratorium Analityczne ALAB-Podkarpacie, Rzeszów" if date == "2025-02-12"
               else "Laboratorium Szpitala Miejskiego w Rzeszowie")
        fl = f' <span class="hi">{"↑" if flag == "H" else "↓"} powyżej normy</span>' if flag else ""
        cards.append(f"""<div class="card"><div class="t">{label}</div><div class="grid">
<div><span>Wynik</span><b>{val} {unit}</b>{fl}</div>
<div><span>Zakres referencyjny</span>{rng} {unit}</div>
<div><span>Data pobrania materiału</span>{d}</div>
<div><span>Wykonawca</span>{lab}</div>
<div><span>Zlecający</span>lek. Bartłomiej Ostaszewicz (NPWZ 3391027)</div>
<div><span>Data udostępnienia</span>{d[:2]}.{d[3:5]}.2025 18:40</div></div></div>""")
        row(NAME, label, code, date, val, unit, rng, flag)
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Wyniki badań – Internetowe Konto Pacjenta</title><style>{CSS}</style></head><body>
<div class="bar"><b>pacjent.gov.pl · Internetowe Konto Pacjenta</b><span>Zalogowano: {p['first']} {p['last']} · Wyloguj</span></div>
<div class="nav">Start › Moje zdrowie › Wyniki badań › Badania laboratoryjne</div>
<div class="who">Konto: <b>{p['first']} {p['last']}</b>, PESEL {p['pesel']}, ur. {p['born']}</div>
<h1>Wyniki badań laboratoryjnych</h1>
<div class="sub">Wyniki przekazane przez placówki do Systemu e-Zdrowie (P1). Widoczne są wyniki z ostatnich 24 miesięcy. Sortowanie: od najstarszych.</div>
<div class="esk"><b>e-Skierowanie nr 2502 1100 0033 8841</b> · kod dostępu 4417 · wystawione 10.02.2025<br>
Wystawca: lek. Bartłomiej Ostaszewicz, NPWZ 3391027, NZOZ Przychodnia „Słocina” Sp. z o.o., ul. Paderewskiego 155, Rzeszów<br>
Zlecone badania: kreatynina, glukoza, ALT, AST, GGTP, kwas moczowy, sód, potas (status: zrealizowane 12.02.2025)</div>
{''.join(cards)}
<div class="sub" style="margin-top:12px">Masz pytania dotyczące wyniku? Skontaktuj się z lekarzem, który zlecił badanie. Infolinia IKP: 22 735 39 31.</div>
</body></html>"""
    src = os.path.join(BUILD, "ikp")
    os.makedirs(src, exist_ok=True)
    with open(os.path.join(src, "wyniki-badan.html"), "w", encoding="utf-8") as f:
        f.write(html)
    body = html.encode("utf-8")

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200 if "favicon" not in self.path else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body if "favicon" not in self.path else b"")

        def log_message(self, *a):
            pass

    handler = Handler
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    port = srv.server_address[1]
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        chromium_pdf(html, os.path.join(DOCS, NAME), header_footer=True,
                     url=("http://pacjent.gov.pl/web/iol/wyniki-badan?typ=lab", "pacjent.gov.pl", port))
    finally:
        srv.shutdown()
