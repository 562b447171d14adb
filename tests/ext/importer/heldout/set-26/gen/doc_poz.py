# D3: a municipal primary-care clinic's (POZ) printout of the grandmother's results as a plain list in
# a fixed-width font, dots leading from the name to the value, the range in parentheses or "norma:"
# on the next line, flags H/L after the range, a "w normie" urine line that is no value, and the
# print date beside the collection date.
from common import *

NAME = "POZ_Przychodnia4_wyniki_2025-04-08.pdf"
DATE = "2025-04-08"

# (label, code, value, unit, range as printed, flag, style) ; style "paren" = "(a - b)" after the unit,
# "next" = "norma: ..." on the next line
LINES = [
    ("MORFOLOGIA KRWI", None),
    ("Leukocyty WBC", "WBC", "5,3", "tys/µl", "4,0 - 10,0", "", "paren"),
    ("Erytrocyty RBC", "RBC", "3,98", "mln/µl", "3,80 - 5,20", "", "paren"),
    ("Hemoglobina", "HGB", "12,1", "g/dl", "12,0 - 16,0", "", "paren"),
    ("Hematokryt", "HCT", "36,4", "%", "37,0 - 47,0", "L", "paren"),
    ("MCV", "MCV", "91,5", "fl", "80 - 100", "", "paren"),
    ("Płytki krwi", "PLT", "198", "tys/µl", "150 - 400", "", "paren"),
    ("BIOCHEMIA", None),
    ("Glukoza", "GLU", "98", "mg/dl", "70 - 99", "", "next"),
    ("Kreatynina", "CREA", "1,14", "mg/dl", "0,50 - 0,90", "H", "paren"),
    ("eGFR wg CKD-EPI", "EGFR", "46", "ml/min/1,73m2", "> 60", "L", "paren"),
    ("Sód", "NA", "139", "mmol/l", "136 - 145", "", "paren"),
    ("Potas", "K", "5,3", "mmol/l", "3,5 - 5,1", "H", "paren"),
    ("Cholesterol całkowity", "CHOL", "176", "mg/dl", "< 190", "", "next"),
    ("TSH", "TSH", "1,94", "uIU/ml", "0,27 - 4,20", "", "paren"),
    ("OB", "OB", "24", "mm/h", "do 25", "", "paren"),
]


def build():
    p = STA
    W = 34
    out = []
    for ln in LINES:
        if ln[1] is None:
            out.append("")
            out.append(f"  {ln[0]}")
            continue
        label, code, val, unit, rng, flag, style = ln
        dots = "." * (W - len(label) - 1)
        if style == "paren":
            out.append(f"    {label} {dots} {val:>6} {unit:<14}({rng}) {flag}".rstrip())
        else:
            out.append(f"    {label} {dots} {val:>6} {unit}".rstrip())
            out.append(f"    {'':{W}}  norma: {rng} {flag}".rstrip())
        row(NAME, label, code, DATE, val, unit, rng, flag)
    out += ["", "  BADANIE OGÓLNE MOCZU", f"    Badanie ogólne moczu {'.' * (W - 22)}  w normie", ""]
    body = "\n".join(out)
    html = f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 15mm 14mm; }}
body {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; }}
pre {{ font-family: inherit; margin: 0; line-height: 1.35; }}
.h {{ text-align: center; font-weight: bold; }}
</style></head><body><pre>
SAMODZIELNY PUBLICZNY ZAKŁAD OPIEKI ZDROWOTNEJ „MIEJSKIE PRZYCHODNIE” W RZESZOWIE
PRZYCHODNIA REJONOWA NR 4, ul. Krakowska 44, 35-111 Rzeszów, tel. 17 862 19 40
Pracownia Analityczna, REGON 690128744
--------------------------------------------------------------------------------
                    WYNIKI BADAŃ LABORATORYJNYCH

Pacjent : {p['last'].upper()} {p['first'].upper()}           PESEL: {p['pesel']}
Adres   : {ADDR_STA}
Lekarz  : lek. Bartłomiej Ostaszewicz  NPWZ 3391027     Nr zlec.: 2025/04/1187
Data pobrania: 08.04.2025 godz. 7:35        Data wydruku: 10.04.2025 12:04
--------------------------------------------------------------------------------
{body}
--------------------------------------------------------------------------------
  H - wynik powyżej normy, L - wynik poniżej normy.
  Wykonał: mgr Dorota Kmiecik, diagnosta laboratoryjny            str. 1/1
</pre></body></html>"""
    chromium_pdf(html, os.path.join(DOCS, NAME))
