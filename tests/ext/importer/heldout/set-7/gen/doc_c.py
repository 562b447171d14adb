"""C: compact small-lab report (2025): value and range in one cell, arrows before values, flags glued to values,
one-line results 'Na 139 [135-145] mmol/l', G/l and T/l units."""
from common import add, write_html, print_pdf, esc, DOCS

DOC = "VITA-LAB_wynik_12042025.pdf"
DATE = "2025-04-12"

# label, code, cell as printed, value, flag, unit, range
MORF = [
    ("WBC", "WBC", "5,9 (4,0 - 10,0)", "5,9", False, "G/l", "4,0 - 10,0"),
    ("RBC", "RBC", "4,21 (3,80 - 5,20)", "4,21", False, "T/l", "3,80 - 5,20"),
    ("HGB", "HGB", "↓ 10,9 (12,0 - 16,0)", "10,9", True, "g/dl", "12,0 - 16,0"),
    ("HCT", "HCT", "↓ 34,0 (37,0 - 47,0)", "34,0", True, "%", "37,0 - 47,0"),
    ("MCV", "MCV", "↓ 80,8 (82,0 - 98,0)", "80,8", True, "fl", "82,0 - 98,0"),
    ("MCH", "MCH", "↓ 25,9 (27,0 - 33,0)", "25,9", True, "pg", "27,0 - 33,0"),
    ("PLT", "PLT", "↑ 412 (150 - 400)", "412", True, "G/l", "150 - 400"),
]
# label, code, value as printed (flag glued), value, flag, range, unit
LINES = [
    ("Na", "NA", "139", "139", False, "135-145", "mmol/l"),
    ("K", "K", "4,2", "4,2", False, "3,5-5,1", "mmol/l"),
    ("Fe", "FE", "31L", "31", True, "37-145", "µg/dl"),
    ("Ferrytyna", "FERR", "4,1L", "4,1", True, "13-150", "ng/ml"),
    ("ALT", "ALT", "14", "14", False, "<35", "U/l"),
    ("TSH", "TSH", "4,62H", "4,62", True, "0,27-4,20", "µIU/ml"),
    ("Anty-TPO", "ANTY_TPO", ">600H", ">600", True, "<34", "IU/ml"),
    ("Wit. D3 (25-OH)", "VIT_D", "14,2L", "14,2", True, "30-50", "ng/ml"),
]

def render():
    trs = []
    for label, code, cell, value, flag, unit, rng in MORF:
        trs.append(f"<tr><td>{label}</td><td>{esc(cell)}</td><td>{unit}</td></tr>")
        add(DOC, label, code, DATE, value, unit, rng, flag, [label, cell, unit])
    ps = []
    for label, code, shown, value, flag, rng, unit in LINES:
        text = f"{label} {shown} [{rng}] {unit}"
        ps.append(f"<div class=l><b>{esc(label)}</b> {esc(shown)} <span class=rg>[{esc(rng)}]</span> {esc(unit)}</div>")
        add(DOC, label, code, DATE, value, unit, rng, flag, text)
    html = f"""<!doctype html><html lang=pl><head><meta charset=utf-8><style>
@page {{ size: A5; margin: 9mm; }}
body {{ font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 8pt; }}
.top {{ display:flex; justify-content:space-between; border-bottom:1px solid #000; padding-bottom:3px }}
.lab {{ font-weight:bold; font-size:10pt }}
table {{ border-collapse:collapse; margin-top:4px }} td, th {{ padding:1px 8px 1px 0; text-align:left }}
th {{ font-size:7pt; color:#444; border-bottom:1px solid #888 }}
h3 {{ font-size:8.5pt; margin:8px 0 2px; text-transform:uppercase; }}
.l {{ padding:1px 0 }} .rg {{ color:#444 }}
.cols {{ columns:2; column-gap:14px }}
.f {{ margin-top:10px; font-size:6.5pt; color:#333; border-top:1px solid #000; padding-top:2px }}
</style></head><body>
<div class=top><div><span class=lab>VITA-LAB s.c.</span> Laboratorium Analiz Medycznych<br>Punkt pobrań: Rynek 9, Nowy Targ</div>
<div style="text-align:right">Zlec. nr <b>0412/0087</b><br>Pobr. 12.04.2025 08:15</div></div>
<div style="margin-top:3px">Pacjent: <b>KRZEMIŃSKA ZOFIA</b>, ur. 19.04.2007 (17 l.), PESEL 07241901484, tel. 604 217 390<br>
Zlecający: lek. Jan Pitoń (NPWZ 6613508), NZOZ „Gorce” Ludźmierz</div>
<h3>Morfologia (5-diff)</h3>
<table><tr><th>Par.</th><th>Wynik (zakres ref.)</th><th>Jedn.</th></tr>
{chr(10).join(trs)}</table>
<h3>Biochemia / immunochemia</h3>
<div class=cols>{chr(10).join(ps)}</div>
<p style="font-size:7pt">↑/H – powyżej, ↓/L – poniżej zakresu referencyjnego.</p>
<div class=f>Wyk.: mgr B. Stopka · Autoryz. 12.04.2025 13:52 · Wydr. 14.04.2025 · Sprawozdanie nie wymaga podpisu (podpis elektroniczny).</div>
</body></html>"""
    write_html("c.html", html)
    print_pdf("c.html", DOC)
    DOCS[DOC] = {"date": DATE, "layout": "compact small-lab A5 report: value and range in one cell '↓ 10,9 (12,0 - 16,0)', arrows before values, G/l and T/l units, results as one-line items 'Fe 31L [37-145] µg/dl' in two text columns with the flag glued to the value, a censored anti-TPO '>600H'"}
