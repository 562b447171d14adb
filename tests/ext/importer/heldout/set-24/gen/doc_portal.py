# Doc 5: a patient portal's results page saved from the browser (HTML, not printed): a lipid panel with
# calculated non-HDL and LDL (Friedewald, with its comment), glucose, ALT, and sex hormones whose
# references are cycle-phase bands with no phase stated anywhere.
from common import R, esc

NAME = "PL_SanusLab_portal_wyniki_SL-250812-3306.html"
DATE = "2025-08-12"
# label, code, value, unit, norma text, flag word, (lo, hi) or None, new_label
CARDS = [
    ("Cholesterol całkowity", "CHOL", "232", "mg/dl", "< 190", "powyżej normy", None),
    ("Cholesterol HDL", "HDL", "58", "mg/dl", "> 45", "", None),
    ("Cholesterol nie-HDL (wyliczany)", "NON_HDL", "174", "mg/dl", "< 130", "powyżej normy", None),
    ("Triglicerydy", "TG", "141", "mg/dl", "< 150", "", None),
    ("Cholesterol LDL (wyliczany wg wzoru Friedewalda)", "LDL", "146", "mg/dl", "< 115", "powyżej normy", None),
    ("Glukoza na czczo", "GLU", "96", "mg/dl", "70 - 99", "", None),
    ("ALT (aminotransferaza alaninowa)", "ALT", "21", "U/l", "do 33", "", None),
]
BANDED = [
    ("FSH", "FSH", "7,2", "mIU/ml", [("faza folikularna", "3,5 - 12,5"), ("faza owulacyjna", "4,7 - 21,5"),
                                     ("faza lutealna", "1,7 - 7,7"), ("pomenopauzalna", "25,8 - 134,8")]),
    ("LH", "LH", "9,8", "mIU/ml", [("faza folikularna", "2,4 - 12,6"), ("faza owulacyjna", "14,0 - 95,6"),
                                   ("faza lutealna", "1,0 - 11,4"), ("pomenopauzalna", "7,7 - 58,5")]),
    ("Estradiol", "ESTRADIOL", "92,4", "pg/ml", [("faza folikularna", "12,5 - 166"), ("faza owulacyjna", "85,8 - 498"),
                                                ("faza lutealna", "43,8 - 211"), ("pomenopauzalna", "< 54,7")]),
    ("Progesteron", "PROGESTERONE", "0,64", "ng/ml", [("faza folikularna", "0,2 - 1,5"), ("faza owulacyjna", "0,8 - 3,0"),
                                                     ("faza lutealna", "1,7 - 27,0"), ("pomenopauzalna", "0,1 - 0,8")]),
]


def build():
    rows = []
    cards = []
    for label, code, val, unit, norma, flag, _ in CARDS:
        r = R(label, code, val, unit, norma, flag=("*" if flag else ""))
        rows.append(r.truth(NAME, DATE, [label, val, unit, "Norma: " + norma, flag]))
        badge = f'<span class="badge out">{flag}</span>' if flag else '<span class="badge ok">w normie</span>'
        extra = ""
        if code == "LDL":
            extra = ('<p class="comment">Komentarz: LDL wyliczono ze wzoru Friedewalda (LDL = TC − HDL − TG/5). Przy TG '
                     '&gt; 400 mg/dl wyliczenie jest niewiarygodne – należy oznaczyć LDL metodą bezpośrednią. Wartości '
                     'docelowe LDL zależą od ryzyka sercowo-naczyniowego (SCORE2): &lt; 115 / &lt; 100 / &lt; 70 / '
                     '&lt; 55 mg/dl.</p>')
        if code == "NON_HDL":
            extra = '<p class="comment">Wyliczany: cholesterol całkowity − cholesterol HDL.</p>'
        cards.append(f"""
      <div class="result-card{' abnormal' if flag else ''}" data-test-id="{code.lower()}">
        <div class="rc-name">{esc(label)}</div>
        <div class="rc-value"><span class="val">{val}</span> <span class="unit">{esc(unit)}</span></div>
        <div class="rc-norm">Norma: {esc(norma)}</div>
        {badge}{extra}
      </div>""")
    hcards = []
    for label, code, val, unit, bands in BANDED:
        r = R(label, code, val, unit, "", lo=None, hi=None)
        printed_bands = "; ".join(f"{n}: {x}" for n, x in bands)
        t = r.truth(NAME, DATE, [label, val, unit] + [f"{n}: {x}" for n, x in bands])
        t["range_printed"] = printed_bands
        t["abnormal"] = None
        rows.append(t)
        lis = "".join(f"<li>{esc(n)}: {esc(x)}</li>" for n, x in bands)
        hcards.append(f"""
      <div class="result-card" data-test-id="{code.lower()}">
        <div class="rc-name">{esc(label)}</div>
        <div class="rc-value"><span class="val">{val}</span> <span class="unit">{esc(unit)}</span></div>
        <div class="rc-norm">Norma:<ul>{lis}</ul></div>
        <span class="badge info">zinterpretuj wg fazy cyklu</span>
      </div>""")
    html = f"""<!DOCTYPE html>
<html lang="pl"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moje wyniki – zlecenie SL-250812-3306 | SanusLab e-Wyniki</title>
<!-- saved from url=(0071)https://e-wyniki.sanuslab.example/pacjent/zlecenia/SL-250812-3306/wyniki -->
<link rel="icon" href="https://e-wyniki.sanuslab.example/favicon.ico">
<style>
body {{ font-family: Roboto, Arial, sans-serif; margin:0; background:#f4f6f8; color:#222; }}
header {{ background:#00857c; color:#fff; padding:10px 24px; display:flex; justify-content:space-between; }}
nav a {{ color:#fff; margin-right:16px; text-decoration:none; }}
main {{ max-width:980px; margin:0 auto; padding:16px; }}
.grid {{ display:grid; grid-template-columns: repeat(3, 1fr); gap:12px; }}
.result-card {{ background:#fff; border-radius:8px; padding:12px; box-shadow:0 1px 3px rgba(0,0,0,.15); }}
.result-card.abnormal {{ border-left:4px solid #d32f2f; }}
.rc-name {{ font-weight:600; font-size:14px; }} .rc-value .val {{ font-size:22px; font-weight:700; }}
.rc-norm {{ font-size:12px; color:#555; }} .badge {{ font-size:11px; padding:2px 6px; border-radius:8px; }}
.badge.out {{ background:#fde0e0; color:#b71c1c; }} .badge.ok {{ background:#e0f5e9; color:#1b5e20; }}
.badge.info {{ background:#e3f2fd; color:#0d47a1; }} .comment {{ font-size:11px; color:#444; }}
#cookie-bar {{ position:fixed; bottom:0; left:0; right:0; background:#263238; color:#fff; padding:10px; font-size:12px; }}
</style>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-7QX21LB9KD');</script>
</head>
<body>
<header><div><b>SanusLab</b> e-Wyniki</div>
<nav><a href="/pacjent/zlecenia">Moje zlecenia</a><a href="/pacjent/wyniki">Wyniki</a><a href="/sklep">Pakiety badań</a>
<a href="/pacjent/profil">Renata K.</a><a href="/wyloguj">Wyloguj</a></nav></header>
<main>
<p class="breadcrumbs"><a href="/pacjent/zlecenia">Zlecenia</a> › SL-250812-3306</p>
<h1>Wyniki zlecenia SL-250812-3306</h1>
<section class="order-meta">
  <dl>
    <dt>Pacjent</dt><dd>Renata Kwiatkowska-Dębiec</dd>
    <dt>PESEL</dt><dd>790314*****</dd>
    <dt>Data pobrania</dt><dd>12.08.2025, 07:58</dd>
    <dt>Punkt pobrań</dt><dd>SanusLab Rzeszów – Nowe Miasto, ul. Krakowska 201</dd>
    <dt>Status</dt><dd>Wszystkie wyniki gotowe (13.08.2025, 15:21)</dd>
  </dl>
  <a class="btn" href="/pacjent/zlecenia/SL-250812-3306/pdf">Pobierz sprawozdanie PDF (podpisane)</a>
</section>

<h2>Lipidogram i biochemia</h2>
<div class="grid">{''.join(cards)}
</div>

<h2>Hormony</h2>
<p class="comment">Zakresy referencyjne hormonów płciowych zależą od fazy cyklu miesiączkowego. Nie podano fazy cyklu przy rejestracji.</p>
<div class="grid">{''.join(hcards)}
</div>

<section class="help"><h3>Masz pytania do wyników?</h3><p>Umów e-konsultację z lekarzem (59 zł) lub zadzwoń: 17 864 20 00.
Wyniki autoryzowała: mgr Katarzyna Wdowiak-Sroka, diagnosta laboratoryjny (PWZDL 11046).</p></section>
</main>
<div id="cookie-bar">Ta strona używa plików cookie. <button onclick="this.parentNode.remove()">Akceptuję</button></div>
<footer style="font-size:11px;color:#777;padding:16px">© 2025 SanusLab Sp. z o.o., ul. Grunwaldzka 15, 35-068 Rzeszów · Polityka prywatności</footer>
</body></html>
"""
    layout = ("A patient portal's results page saved from the browser as HTML (not printed): result cards in a CSS grid "
              "(name, value, unit, 'Norma: …', a badge 'powyżej normy' / 'w normie'), a lipid panel with calculated "
              "non-HDL and LDL by Friedewald with its comment, glucose, ALT 'do 33', and four sex hormones whose norm "
              "is a list of cycle-phase bands with no phase stated (ref left empty), with navigation, a cookie bar and "
              "analytics script around them; the PESEL masked.")
    return NAME, html, rows, [], layout
