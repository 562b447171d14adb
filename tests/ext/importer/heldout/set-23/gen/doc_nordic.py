"""Set-23 Nordic documents: 1177 Journalen Provsvar (SE), helsenorge Prøvesvar (NO), sundhed.dk Laboratoriesvar (DK),
Kanta Laboratoriotutkimukset (FI)."""
from common import R, esc

# ------------------------------------------------------------------ SE: 1177 Journalen, one card per analyte
C_FILE = "1177_Journalen_Provsvar_utskrift.pdf"
C_GROUPS = [
    ("2024-02-06", "2024-02-06 07:55", "2024-02-07", [
        R("B-Hemoglobin (Hb)", "118", "g/L", "117–153", "HGB"),
        R("B-Leukocyter", "5,9", "×10⁹/L", "3,5–8,8", "WBC"),
        R("B-Trombocyter", "298", "×10⁹/L", "165–387", "PLT"),
        R("P-Ferritin", "9", "µg/L", "13–150", "FERR", "Lågt"),
        R("P-Kreatinin", "70", "µmol/L", "45–90", "CREA"),
        R("P-ALAT", "0,41", "µkat/L", "0,15–0,75", "ALT"),
        R("P-ASAT", "0,36", "µkat/L", "0,25–0,60", "AST"),
        R("P-GT", "0,28", "µkat/L", "0,15–0,75", "GGT"),
        R("P-ALP", "1,1", "µkat/L", "0,6–1,8", "ALP"),
        R("P-TSH", "6,2", "mIE/L", "0,4–4,0", "TSH", "Högt"),
        R("P-Fritt T4", "12", "pmol/L", "12–22", "FT4"),
        R("B-HbA1c", "42", "mmol/mol", "27–42", "HBA1C"),
        R("fP-Glukos", "6,1", "mmol/L", "4,0–6,0", "GLU", "Högt"),
        R("P-CRP", "<1", "mg/L", "<5", "CRP"),
    ]),
    ("2024-05-21", "2024-05-21 08:10", "2024-05-21", [
        R("B-Hemoglobin (Hb)", "126", "g/L", "117–153", "HGB"),
        R("P-Ferritin", "24", "µg/L", "13–150", "FERR"),
        R("P-TSH", "2,9", "mIE/L", "0,4–4,0", "TSH"),
        R("P-Fritt T4", "15", "pmol/L", "12–22", "FT4"),
        R("U-Albumin/Kreatinin-index", "1,1", "g/mol", "<3,0", "UACR", panel="urine", new_label="Albumin/kreatinin i urin"),
    ]),
]


def doc_c():
    cards = []
    for _, taken, answered, rows in reversed(C_GROUPS):
        for r in rows:
            dev = f"Ja, {r.flag.lower()}" if r.flag else "Nej"
            cards.append(f"""<div class="card"><div class="h">{esc(r.label)}</div>
<div class="grid"><div><span>Resultat</span>{esc(r.val)} {esc(r.unit)}</div>
<div><span>Referensintervall</span>{esc(r.rng)} {esc(r.unit)}</div>
<div><span>Avvikande resultat</span>{dev}</div>
<div><span>Provtagningstidpunkt</span>{taken}</div>
<div><span>Svarsdatum</span>{answered}</div>
<div><span>Vårdenhet</span>Närhälsan Kvarnbergets vårdcentral</div></div></div>""")
    pending = """<div class="card"><div class="h">P-Kobalamin (B12)</div>
<div class="grid"><div><span>Resultat</span>Provet är under analys</div><div><span>Provtagningstidpunkt</span>2024-05-21 08:10</div>
<div><span>Vårdenhet</span>Närhälsan Kvarnbergets vårdcentral</div></div></div>"""
    html = f"""<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>Provsvar - Journalen - 1177</title>
<style>
@page {{ size: A4; margin: 12mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size:9pt; color:#222; }}
.bh {{ display:flex; justify-content:space-between; font-size:7.5pt; color:#555; }}
.top {{ background:#396291; color:#fff; padding:8px 12px; font-size:13pt; font-weight:bold; }}
.who {{ margin:8px 0; font-size:9pt; }}
.card {{ border:1px solid #c8d3e0; border-radius:6px; padding:6px 10px; margin:6px 0; break-inside:avoid; }}
.card .h {{ font-weight:bold; font-size:10.5pt; margin-bottom:3px; }}
.grid {{ display:grid; grid-template-columns: 1fr 1fr 1fr; gap:2px 14px; }}
.grid span {{ display:block; font-size:7.5pt; color:#666; }}
</style></head><body>
<div class="bh"><span>2024-05-28 19:42</span><span>Provsvar - Journalen - 1177</span></div>
<div class="top">1177 · Journalen</div>
<div class="who">Inloggad som <b>Annelies Kooistra</b> (19780614-2845) · Kvarnbergsgatan 14 lgh 1102, 411 05 Göteborg</div>
<h2>Provsvar</h2>
<p>Visar provsvar från Västra Götalandsregionen. Beställare: Sofia Bergqvist, leg. läkare. Sorterat efter senaste provtagning.</p>
{pending}
{''.join(cards)}
<div class="bh" style="margin-top:10px"><span>https://journalen.1177.se/JournalCategories/Examinations</span><span>1/1</span></div>
</body></html>"""
    rows = [(d, r) for d, _, _, rs in C_GROUPS for r in rs]
    excluded = [{"doc": C_FILE, "label_as_printed": "P-Kobalamin (B12)", "printed": "Provet är under analys",
                 "why": "pending"}]
    layout = ("Swedish 1177 Journalen 'Provsvar' printed to PDF: one card per analyte with Resultat (value and unit in one "
              "field), Referensintervall (the unit repeated), 'Avvikande resultat: Ja, högt / Nej', Provtagningstidpunkt and "
              "Svarsdatum; specimen-prefixed names (B-, P-, fP-, U-), µkat/L enzymes, mIE/L TSH, mmol/mol HbA1c, '<1' CRP, "
              "two collections newest first, a card 'Provet är under analys', personnummer in the logged-in line.")
    return C_FILE, "pdf", html, rows, excluded, layout


# ------------------------------------------------------------------ NO: helsenorge Prøvesvar, printed from the browser
D_FILE = "helsenorge_Provesvar_2024-10-08.pdf"
D_DATE = "2024-10-08"
D_ROWS = [
    R("Hemoglobin (Hb)", "12,9", "g/dL", "11,7–15,3", "HGB"),
    R("Leukocytter", "6,4", "×10⁹/L", "3,5–10,0", "WBC"),
    R("Trombocytter", "276", "×10⁹/L", "145–390", "PLT"),
    R("SR (senkning)", "12", "mm/t", "< 17", "OB"),
    R("CRP", "< 5", "mg/L", "< 5", "CRP"),
    R("Kreatinin", "71", "µmol/L", "45–90", "CREA"),
    R("eGFR", "> 90", "mL/min/1,73m²", "> 60", "EGFR"),
    R("ALAT", "22", "U/L", "10–45", "ALT"),
    R("Ferritin", "28", "µg/L", "10–167", "FERR"),
    R("Vitamin B12 (kobalamin)", "301", "pmol/L", "150–650", "B12"),
    R("Folat", "14", "nmol/L", "> 10", "FOLATE"),
    R("25-OH vitamin D", "62", "nmol/L", "50–150", "VIT_D"),
    R("TSH", "2,1", "mIE/L", "0,27–4,2", "TSH"),
    R("Fritt T4", "16", "pmol/L", "12–22", "FT4"),
    R("HbA1c", "41", "mmol/mol", "28–40", "HBA1C", "Høy"),
]


def doc_d():
    trs = "".join(
        f"<tr><td>{esc(r.label)}</td><td class=v>{esc(r.val)}</td><td>{esc(r.unit)}</td><td>{esc(r.rng)}</td>"
        f"<td class=fl>{r.flag}</td></tr>" for r in D_ROWS)
    html = f"""<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>Prøvesvar - helsenorge.no</title>
<style>
@page {{ size: A4; margin: 10mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size:9.5pt; }}
.bh {{ display:flex; justify-content:space-between; font-size:7.5pt; color:#444; }}
.hn {{ color:#0b4f6c; font-size:16pt; font-weight:bold; margin:6px 0; }}
.bar {{ background:#eef5f8; padding:6px 10px; font-size:9pt; }}
.rq {{ border:1px solid #c0d4dc; margin-top:10px; padding:8px 10px; }}
.rq dl {{ display:grid; grid-template-columns: 180px 1fr; margin:0 0 6px; font-size:8.5pt; }}
.rq dt {{ color:#555; }}
table {{ border-collapse:collapse; width:100%; }}
th {{ text-align:left; font-size:8.5pt; border-bottom:1px solid #0b4f6c; padding:3px 6px; }}
td {{ padding:3px 6px; border-bottom:1px solid #e3e3e3; }} td.v {{ font-weight:bold; }} td.fl {{ color:#b00; }}
</style></head><body>
<div class="bh"><span>19.10.2024, 21:07</span><span>Prøvesvar - helsenorge.no</span></div>
<div class="hn">helsenorge</div>
<div class="bar">Annelies Margriet Kooistra · Fødselsnummer 140678 48269 · Tollbugata 22, 8006 Bodø</div>
<h2>Prøvesvar</h2>
<div class="rq"><dl>
<dt>Rekvirent</dt><dd>Lege Øystein Kristiansen, Sentrum legekontor Bodø</dd>
<dt>Laboratorium</dt><dd>Nordlandssykehuset, Laboratoriemedisin, Bodø</dd>
<dt>Prøve tatt</dt><dd>08.10.2024 kl. 08:20</dd>
<dt>Prøve mottatt</dt><dd>08.10.2024 kl. 11:45</dd>
<dt>Svar godkjent</dt><dd>09.10.2024 kl. 13:02</dd>
<dt>Rekvisisjonsnummer</dt><dd>NLSH-24-0935518</dd></dl>
<table><thead><tr><th>Analyse</th><th>Resultat</th><th>Enhet</th><th>Referanseområde</th><th></th></tr></thead>
<tbody>{trs}</tbody></table>
<p style="font-size:8pt">Referanseområdene gjelder for kvinner 18–50 år. Svar merket Høy/Lav ligger utenfor referanseområdet.</p>
</div>
<div class="bh" style="margin-top:12px"><span>https://www.helsenorge.no/provesvar/</span><span>1/1</span></div>
</body></html>"""
    excluded = []
    layout = ("Norwegian helsenorge 'Prøvesvar' page printed from the browser (date/title line and URL line), a requisition "
              "block (Prøve tatt / Prøve mottatt / Svar godkjent, dd.mm.yyyy kl. hh:mm), Analyse / Resultat / Enhet / "
              "Referanseområde / flag word 'Høy', Hb in g/dL, 'mm/t' ESR, ×10⁹/L, fødselsnummer in the person bar.")
    return D_FILE, "pdf", html, [(D_DATE, r) for r in D_ROWS], excluded, layout


# ------------------------------------------------------------------ DK: sundhed.dk Laboratoriesvar, dates as rows
E_FILE = "sundhed.dk_Laboratoriesvar.html"
E_DATES = [("2022-11-28", "28.11.2022 08:12"), ("2022-06-09", "09.06.2022 07:58"), ("2022-01-14", "14.01.2022 08:40")]
E_ANALYTES = [
    ("B-Hæmoglobin;stofk.", "NPU02319", "mmol/L", "7,3 - 9,5", "HGB", ["7,9", "7,6", "7,1"]),
    ("B-Leukocytter;antalk.", "NPU02593", "× 10^9/l", "3,5 - 8,8", "WBC", ["7,0", "5,8", "6,2"]),
    ("B-Trombocytter;antalk.", "NPU03568", "× 10^9/l", "145 - 390", "PLT", ["265", "287", "301"]),
    ("P-Ferritin;massek.", "NPU19763", "µg/l", "15 - 300", "FERR", ["33", "19", "8"]),
    ("P-Kreatinin;stofk.", "NPU18016", "µmol/l", "45 - 90", "CREA", ["71", "69", "66"]),
    ("P-Thyrotropin;arb.stofk.", "NPU03577", "mIU/l", "0,30 - 4,0", "TSH", ["5,4", "4,6", "3,1"]),
    ("P-C-reaktivt protein [CRP];massek.", "NPU19748", "mg/l", "< 8", "CRP", ["3", "11", "< 1"]),
    ("P-Alanintransaminase [ALAT];kat.k.", "NPU19651", "U/l", "10 - 45", "ALT", ["19", "23", None]),
]


def _dk_flag(val, rng):
    from common import parse_range, parse_value
    v, _ = parse_value(val)
    lo, hi, _ = parse_range(rng)
    if lo is not None and v < lo:
        return "L"
    if hi is not None and v > hi:
        return "H"
    return ""


def doc_e():
    rows, trs = [], []
    for iso, when in E_DATES:
        first = True
        for name, npu, unit, rng, code, vals in E_ANALYTES:
            val = vals[[d for d, _ in E_DATES].index(iso)]
            cell_date = when if first else ""
            first = False
            if val is None:
                trs.append(f'<tr><td>{cell_date}</td><td>{esc(name)}</td><td class="npu">{npu}</td>'
                           f'<td class="res">Afventer svar</td><td>{esc(unit)}</td><td>{esc(rng)}</td><td></td></tr>')
                continue
            flag = _dk_flag(val, rng)
            r = R(name, val, unit, rng, code, flag, extra=[npu])
            rows.append((iso, r))
            trs.append(f'<tr><td>{cell_date}</td><td>{esc(name)}</td><td class="npu">{npu}</td>'
                       f'<td class="res">{esc(val)}</td><td>{esc(unit)}</td><td>{esc(rng)}</td>'
                       f'<td class="fl">{flag}</td></tr>')
    html = f"""<!DOCTYPE html>
<html lang="da"><head><meta charset="utf-8"><title>Laboratoriesvar - sundhed.dk</title>
<link rel="stylesheet" href="/Sundhed.dk/css/main.min.css"><script src="/Sundhed.dk/js/vendor.min.js"></script>
<style>table{{border-collapse:collapse}}td,th{{padding:3px 8px;border-bottom:1px solid #ddd}}.npu{{color:#777;font-size:85%}}.fl{{color:#c00}}</style>
</head><body>
<header class="sdk-header"><a href="/borger/">sundhed.dk</a> <span class="user">Logget ind som Annelies Margriet Kooistra (140678-4726)</span>
<a href="/borger/logout">Log af</a></header>
<nav class="breadcrumb"><a href="/borger/">Borger</a> › <a href="/borger/min-side/">Min side</a> › Laboratoriesvar</nav>
<main>
<h1>Laboratoriesvar</h1>
<p>Her kan du se svar på blodprøver og andre laboratorieundersøgelser fra hospitaler og praktiserende læger. Adresse: Nørre Allé 57, 3. th., 8000 Aarhus C.</p>
<form class="filter"><label>Periode <select><option>Seneste 5 år</option></select></label> <label>Visning <select><option>Liste</option><option>Kurve</option></select></label></form>
<table class="lab-results"><thead><tr><th>Prøvetagningstid</th><th>Analyse</th><th>NPU-kode</th><th>Resultat</th><th>Enhed</th><th>Referenceinterval</th><th></th></tr></thead>
<tbody>
{chr(10).join(trs)}
</tbody></table>
<p class="src">Rekvirent: Lægerne Søndervang v/ Mette Kjærgaard Thomsen, Aarhus. Analyseret af: Klinisk Biokemisk Afdeling, Aarhus Universitetshospital.</p>
</main>
<footer>sundhed.dk · Dampfærgevej 22, 2100 København Ø</footer>
</body></html>
"""
    excluded = [{"doc": E_FILE, "label_as_printed": "P-Alanintransaminase [ALAT];kat.k.", "printed": "Afventer svar",
                 "why": "pending on 14.01.2022"}]
    layout = ("Danish sundhed.dk 'Laboratoriesvar' page saved as HTML: a list with the collection time only on the first "
              "row of each date (newest first), NPU names ('B-Hæmoglobin;stofk.', 'P-Thyrotropin;arb.stofk.') with the NPU "
              "code in its own column, Hb in mmol/L, '× 10^9/l', '< 1' CRP, H/L flag column, an 'Afventer svar' cell, CPR "
              "in the logged-in header.")
    return E_FILE, "html", html, rows, excluded, layout


# ------------------------------------------------------------------ FI: Kanta Laboratoriotutkimukset
F_FILE = "Kanta_Laboratoriotutkimukset_2021.pdf"
F_GROUPS = [
    ("2021-11-02", "02.11.2021 klo 7.48", [
        ("2474", R("B-Hb", "121", "g/l", "117–155", "HGB")),
        ("1552", R("B-Eryt", "4,21", "E12/l", "3,9–5,2", "RBC")),
        ("1555", R("B-HKR", "0,37", "", "0,35–0,46", "HCT")),
        ("1556", R("B-MCV", "88", "fl", "82–98", "MCV")),
        ("2191", R("B-Leuk", "5,4", "E9/l", "3,4–8,2", "WBC")),
        ("1572", R("B-Trom", "244", "E9/l", "150–360", "PLT")),
        ("2143", R("P-Krea", "64", "µmol/l", "50–90", "CREA")),
        ("1468", R("fP-Gluk", "5,8", "mmol/l", "4,0–6,0", "GLU")),
        ("4515", R("fP-Kol", "5,6", "mmol/l", "< 5,0", "CHOL", "+")),
        ("4516", R("fP-Kol-HDL", "1,48", "mmol/l", "> 1,2", "HDL")),
        ("4567", R("fP-Kol-LDL", "3,6", "mmol/l", "< 3,0", "LDL", "+")),
        ("4568", R("fP-Trigly", "1,1", "mmol/l", "< 1,7", "TG")),
        ("1999", R("P-TSH", "3,9", "mU/l", "0,5–3,6", "TSH", "+")),
        ("2664", R("P-T4-V", "13,8", "pmol/l", "9,0–19,0", "FT4")),
        ("1024", R("P-ALAT", "19", "U/l", "< 35", "ALT")),
        ("4520", R("P-CRP", "< 3", "mg/l", "< 10", "CRP")),
        ("4708", R("B-GHbA1c", "38", "mmol/mol", "20–42", "HBA1C")),
        ("1547", R("P-Ferrit", "16", "µg/l", "15–125", "FERR")),
    ]),
    ("2021-11-16", "16.11.2021 klo 8.02", [
        ("1999", R("P-TSH", "4,4", "mU/l", "0,5–3,6", "TSH", "+")),
        ("2664", R("P-T4-V", "12,6", "pmol/l", "9,0–19,0", "FT4")),
        ("5356", R("P-TPOAb", "286", "IU/ml", "< 34", "ANTY_TPO", "+")),
    ]),
]


def doc_f():
    blocks = []
    for _, when, rows in F_GROUPS:
        trs = "".join(
            f"<tr><td class=c>{code}</td><td>{esc(r.label)}</td><td class=v>{esc(r.val)} <b>{r.flag}</b></td>"
            f"<td>{esc(r.unit)}</td><td>{esc(r.rng)}</td></tr>" for code, r in rows)
        blocks.append(f"""<div class="blk"><div class="when">Näytteenottoaika {when} · Tilaaja: Tampereen kaupunki, Hervannan terveysasema ·
Tutkimuspaikka: Fimlab Laboratoriot Oy</div>
<table><thead><tr><th>Tutkimusnro</th><th>Tutkimus</th><th>Tulos</th><th>Yksikkö</th><th>Viitearvot</th></tr></thead><tbody>{trs}</tbody></table>
<div class="st">Tila: Valmis · Lausunnon antaja: Juho Leppänen, erikoislääkäri</div></div>""")
    html = f"""<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><title>Omakanta - Laboratoriotutkimukset</title>
<style>
@page {{ size: A4; margin: 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size:9pt; }}
.k {{ font-size:15pt; color:#003580; font-weight:bold; }}
.p {{ border-bottom:1px solid #003580; padding-bottom:4px; margin-bottom:8px; }}
.blk {{ margin:10px 0; }} .when {{ background:#e9eef7; padding:4px 6px; font-weight:bold; }}
table {{ width:100%; border-collapse:collapse; }} th {{ text-align:left; font-size:8pt; color:#444; border-bottom:1px solid #999; }}
td {{ padding:2px 4px; }} td.c {{ color:#777; width:60px; }} td.v {{ width:80px; }}
.st {{ font-size:8pt; color:#444; margin-top:3px; }}
</style></head><body>
<div class="k">Omakanta</div>
<div class="p">Annelies Margriet Kooistra · Henkilötunnus 140678-246X · Hämeenkatu 41 B 17, 33200 Tampere<br>
Tulostettu 30.11.2021 · Terveystiedot › Laboratoriotutkimukset</div>
<h2>Laboratoriotutkimukset</h2>
<p style="font-size:8pt">+ = viitealueen yläpuolella, − = viitealueen alapuolella. Tulokset näytetään sellaisina kuin ne on kirjattu potilastietojärjestelmään.</p>
{''.join(blocks)}
<p style="font-size:8pt">Tutkimus 1565 B-Diffi: tulos tulossa.</p>
</body></html>"""
    rows = [(d, r) for d, _, rs in F_GROUPS for _, r in rs]
    excluded = [{"doc": F_FILE, "label_as_printed": "B-Diffi", "printed": "Tutkimus 1565 B-Diffi: tulos tulossa", "why": "pending"}]
    layout = ("Finnish Omakanta 'Laboratoriotutkimukset' print: one block per collection ('Näytteenottoaika 02.11.2021 klo "
              "7.48'), a test-number column before Finnish abbreviated names with specimen prefixes (B-Hb, fP-Kol-HDL, P-T4-V, "
              "B-GHbA1c), '+' after the value as flag, E9/l and E12/l units, HKR as a fraction with no unit, henkilötunnus.")
    return F_FILE, "pdf", html, rows, excluded, layout
