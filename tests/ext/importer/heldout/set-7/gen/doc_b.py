"""B: hospital LIS printout (2026) in a monospaced font, columns aligned by spaces, dot leaders, no diacritics."""
from common import add, exclude, write_html, print_pdf, esc, DOCS

DOC = "wydruk_lab_SSP_2026-02-11.pdf"
DATE = "2026-02-11"

# section, label, code, value, flag, unit, range, extra
ROWS = [
    ("MORFOLOGIA KRWI Z ROZMAZEM AUTOMATYCZNYM", None),
    ("Leukocyty WBC", "WBC", "13,62", "H", "10*3/ul", "4,00 - 10,00"),
    ("Erytrocyty RBC", "RBC", "4,48", "", "10*6/ul", "3,80 - 5,20"),
    ("Hemoglobina HGB", "HGB", "13,1", "", "g/dl", "12,0 - 16,0"),
    ("Hematokryt HCT", "HCT", "39,4", "", "%", "37,0 - 47,0"),
    ("MCV", "MCV", "88,0", "", "fl", "80,0 - 97,0"),
    ("MCH", "MCH", "29,2", "", "pg", "27,0 - 33,0"),
    ("MCHC", "MCHC", "33,2", "", "g/dl", "32,0 - 36,0"),
    ("RDW-CV", "RDW", "13,8", "", "%", "11,5 - 14,5"),
    ("Plytki krwi PLT", "PLT", "298", "", "10*3/ul", "150 - 400"),
    ("Neutrofile", "NEUT", "11,20", "H", "10*3/ul", "1,80 - 7,70"),
    ("Limfocyty", "LYMPH", "1,52", "", "10*3/ul", "1,00 - 4,80"),
    ("Monocyty", "MONO", "0,78", "", "10*3/ul", "0,10 - 0,90"),
    ("Eozynofile", "EOS", "0,08", "", "10*3/ul", "0,00 - 0,50"),
    ("Bazofile", "BASO", "0,04", "", "10*3/ul", "0,00 - 0,20"),
    ("BIOCHEMIA - SUROWICA", None),
    ("Sod Na", "NA", "136", "", "mmol/l", "136 - 145"),
    ("Potas K", "K", "3,38", "L", "mmol/l", "3,50 - 5,10"),
    ("Kreatynina", "CREA", "0,71", "", "mg/dl", "0,50 - 0,90"),
    ("eGFR wg CKD-EPI", "EGFR", ">90", "", "ml/min/1,73m2", "> 60"),
    ("Bialko C-reaktywne CRP", "CRP", "48,7", "H", "mg/l", "0,0 - 5,0"),
    ("Glukoza", "GLU", "96", "", "mg/dl", "70 - 99"),
    ("Aminotransferaza alaninowa ALT", "ALT", "18", "", "U/l", "0 - 33"),
    ("Aminotransferaza asparag. AST", "AST", "21", "", "U/l", "0 - 32"),
    ("Lipaza", "LIPASE", "31", "", "U/l", "13 - 60"),
    ("KOAGULOLOGIA - OSOCZE CYTRYNIANOWE", None),
    ("INR", "INR", "1,08", "", "", "0,80 - 1,20"),
    ("Fibrynogen", "SKIP", "nie wykonano - material skrzepniety", "", "", ""),
    ("SEROLOGIA", None),
    ("Antygen HBs", "HBSAG", "ujemny", "", "", "ujemny"),
]

def line(label, value, flag, unit, rng):
    lead = " " + label + " " + "." * max(3, 36 - len(label)) + " "
    return f"{lead}{value:>8} {flag:<2} {unit:<14}{rng}"

def render():
    lines = []
    for r in ROWS:
        if r[1] is None:
            lines.append("")
            lines.append(r[0])
            continue
        label, code, value, flag, unit, rng = r
        if code == "SKIP":
            lines.append(" " + label + " " + "." * (36 - len(label)) + " " + value)
            exclude(DOC, label, value, "the test was not performed (clotted sample): no result")
            continue
        text = line(label, value, flag, unit, rng)
        lines.append(text)
        add(DOC, label, code, DATE, value, unit, rng, flag != "", text.strip(),
            ref=((None, None, "ujemny") if rng == "ujemny" else None))
    body = "\n".join(esc(l) for l in lines)
    head = """SZPITAL SPECJALISTYCZNY PODHALANSKI         ZAKLAD DIAGNOSTYKI LABORATORYJNEJ
ul. Szpitalna 14, 34-400 Nowy Targ          tel. 18 263 31 00 w. 214
================================================================================
SPRAWOZDANIE Z BADAN LABORATORYJNYCH                    Nr zlecenia: 260211-0457
Pacjent : KRZEMINSKA ZOFIA                  PESEL: 07241901484     Plec: K
Ur.     : 19-04-2007                        Nr ks. gl.: 2026/01873
Adres   : LUDZMIERZ, UL. LAKOWA 27
Oddzial : IZBA PRZYJEC / SOR                Zlecajacy: lek. Piotr Chowaniec
                                            NPWZ: 2871034
Pobrano : 11-02-2026 07:40                  Przyjeto w lab.: 11-02-2026 08:02
================================================================================
 Badanie                                 Wynik    Jednostka     Zakres ref.
--------------------------------------------------------------------------------"""
    foot = """--------------------------------------------------------------------------------
 H - wynik powyzej zakresu, L - wynik ponizej zakresu
 Autoryzowal: mgr Tomasz Kubiak, diagnosta lab.        Data autoryzacji: 11-02-2026 09:47
 Wydrukowano: 12-02-2026 10:15  stanowisko: LAB-03  AMMS 5.4                str. 1/1"""
    html = f"""<!doctype html><html lang=pl><head><meta charset=utf-8><style>
@page {{ size: A4; margin: 12mm 10mm; }}
pre {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 8.6pt; line-height: 1.22; margin:0 }}
</style></head><body><pre>{esc(head)}{body}
{esc(foot)}</pre></body></html>"""
    write_html("b.html", html)
    print_pdf("b.html", DOC)
    DOCS[DOC] = {"date": DATE, "layout": "hospital LIS printout (AMMS/Eskulap style) in one <pre> block: monospaced, columns aligned by spaces, dot leaders, no diacritics, dd-mm-yyyy dates, 10*3/ul units, H/L flags, a censored eGFR, INR without unit, a qualitative HBs, a test not performed"}
