"""Polish documents: a lab portal's results page printed from the browser, and a hospital system's lab printout."""

CSS_PORTAL = """
body{font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#222;margin:0}
.bh{position:fixed;top:0;left:0;right:0;font-size:9px;color:#444;display:flex;justify-content:space-between}
.bf{position:fixed;bottom:0;left:0;right:0;font-size:9px;color:#444;display:flex;justify-content:space-between}
nav{background:#0b4f8a;color:#fff;padding:6px 10px;margin-top:16px}
nav span{margin-right:14px}
.crumbs{font-size:10px;color:#666;margin:6px 10px}
.cookie{border:1px solid #ccc;background:#f7f7f7;padding:6px;margin:6px 10px;font-size:10px}
.card{border:1px solid #d5dbe3;border-radius:6px;margin:8px 10px;padding:8px;display:flex;justify-content:space-between;page-break-inside:avoid}
.card .l{width:42%}.card .v{width:20%;font-size:15px;font-weight:bold}.card .s{width:30%}
.name{font-weight:bold;font-size:13px}.norm{color:#555;font-size:11px}.prev{color:#777;font-size:10px}
.btn{display:inline-block;border:1px solid #0b4f8a;color:#0b4f8a;padding:2px 6px;border-radius:3px;font-size:10px;margin-right:6px}
.hi{color:#b00}.badge{font-size:10px;border-radius:3px;padding:1px 4px;background:#fde;color:#b00}
h2{margin:8px 10px;font-size:15px}
.acc{margin:10px 10px 0;border-bottom:2px solid #0b4f8a;font-weight:bold;font-size:13px}
"""


def spark(ticks, dates, points):
    pts = " ".join(f"{10 + i * 40},{5 + (p)}" for i, p in enumerate(points))
    t = "".join(f'<text x="0" y="{8 + i * 14}" font-size="7">{v}</text>' for i, v in enumerate(ticks))
    d = "".join(f'<text x="{14 + i * 40}" y="46" font-size="7">{v}</text>' for i, v in enumerate(dates))
    return f'<svg width="150" height="50"><polyline points="{pts}" fill="none" stroke="#0b4f8a"/>{t}{d}</svg>'


def pl_portal(g):
    R = g.R
    doc = "Wyniki_online_zlecenie_4410298.pdf"
    date = "2025-10-14"
    cbc = [
        (R("Leukocyty (WBC)", "WBC", "5,84", "tys/µl", "4,00 - 10,00"), "5,21 (12.03.2024)", ["10", "7", "4"]),
        (R("Erytrocyty (RBC)", "RBC", "4,12", "mln/µl", "3,90 - 5,20"), "4,30 (12.03.2024)", ["5,2", "4,5", "3,9"]),
        (R("Hemoglobina (HGB)", "HGB", "11,6", "g/dl", "12,0 - 16,0", "L"), "12,4 (12.03.2024)", ["16", "14", "12"]),
        (R("Hematokryt (HCT)", "HCT", "35,2", "%", "37,0 - 47,0", "L"), "37,9 (12.03.2024)", ["47", "42", "37"]),
        (R("MCV", "MCV", "85,4", "fl", "80,0 - 97,0"), "88,1 (12.03.2024)", ["97", "88", "80"]),
        (R("Płytki krwi (PLT)", "PLT", "312", "tys/µl", "150 - 400"), "288 (12.03.2024)", ["400", "275", "150"]),
    ]
    chem = [
        (R("Ferrytyna", "FERR", "9,8", "ng/ml", "13 - 150", "L"), "21,4 (12.03.2024)", ["150", "80", "13"]),
        (R("Żelazo", "FE", "41", "µg/dl", "50 - 170", "L"), "64 (12.03.2024)", ["170", "110", "50"]),
        (R("TSH", "TSH", "2,314", "µIU/ml", "0,270 - 4,200"), "1,980 (12.03.2024)", ["4,2", "2,2", "0,27"]),
        (R("Cholesterol całkowity", "CHOL", "212", "mg/dl", "< 190", "H"), "198 (12.03.2024)", ["240", "190", "140"]),
        (R("Cholesterol LDL", "LDL", "131", "mg/dl", "< 115", "H"), "119 (12.03.2024)", ["160", "115", "70"]),
        (R("Cholesterol HDL", "HDL", "58", "mg/dl", "> 45"), "55 (12.03.2024)", ["80", "60", "40"]),
        (R("Triglicerydy", "TG", "96", "mg/dl", "< 150"), "104 (12.03.2024)", ["200", "150", "100"]),
        (R("Białko C-reaktywne (CRP)", "CRP", "<0,6", "mg/l", "< 5,0"), "1,2 (12.03.2024)", ["5", "2,5", "0"]),
        (R("Witamina B12", "B12", "284", "pg/ml", "197 - 771"), "301 (12.03.2024)", ["771", "480", "197"]),
    ]

    def cards(items):
        out = []
        for r, prev, ticks in items:
            fl = {"L": "↓ poniżej normy", "H": "↑ powyżej normy"}.get(r.flag, "")
            out.append(
                f'<div class="card"><div class="l"><div class="name">{g.E(r.label)}</div>'
                f'<div class="norm">Norma: {g.E(r.rng)} {g.E(r.unit)}</div>'
                f'<div class="prev">Poprzedni wynik: {prev}</div></div>'
                f'<div class="v{" hi" if fl else ""}">{g.E(r.value)} <span style="font-size:11px">{g.E(r.unit)}</span>'
                f'{f"<div class=badge>{fl}</div>" if fl else ""}</div>'
                f'<div class="s">{spark(ticks, ["03.2024", "10.2025"], [30, 20])}</div></div>'
            )
        return "".join(out)

    body = f"""<!doctype html><html><head><meta charset="utf-8"><title>Moje wyniki – Zlecenie 4410298 | LabMed Online</title>
<style>{CSS_PORTAL}</style></head><body>
<div class="bh"><span>16.10.2025, 21:47</span><span>Moje wyniki – Zlecenie 4410298 | LabMed Online</span></div>
<div class="bf"><span>https://wyniki.labmed-online.pl/pacjent/zlecenia/4410298?tab=wyniki</span><span>1/2</span></div>
<nav><span>LabMed Online</span><span>Strona główna</span><span>Moje wyniki</span><span>Umów wizytę</span><span>Pakiety badań</span><span>Punkty pobrań</span><span>Wyloguj</span></nav>
<div class="crumbs">Strona główna › Moje konto › Wyniki badań › Zlecenie 4410298</div>
<div class="cookie">Ta strona używa plików cookies. Korzystając z serwisu wyrażasz zgodę na ich użycie zgodnie z Polityką prywatności. <span class="btn">Akceptuję</span> <span class="btn">Ustawienia</span></div>
<div style="margin:6px 10px">Zalogowano jako: <b>Bożena Krawczyk-Olender</b> (bozena.krawczyk@poczta.fm) · PESEL: 72041706548 · tel. +48 601 772 309</div>
<h2>Wyniki zlecenia nr 4410298</h2>
<div style="margin:0 10px;font-size:11px">Data pobrania: <b>14.10.2025 07:42</b> · Punkt pobrań: Kraków, ul. Dietla 58 · Data wydania wyniku: 15.10.2025 13:05 · Status: <b>Zakończone</b><br>
Lekarz zlecający: lek. Mariusz Tomaszczyk · Pakiet: „Zdrowa kobieta 40+”</div>
<div style="margin:6px 10px"><span class="btn">Pobierz PDF</span><span class="btn">Udostępnij lekarzowi</span><span class="btn">Drukuj</span><span class="btn">Porównaj wyniki</span></div>
<div class="acc">▼ Morfologia krwi (6)</div>
{cards(cbc)}
<div class="acc">▼ Biochemia, hormony, witaminy (9)</div>
{cards(chem)}
<div class="acc">► Badanie ogólne moczu (w trakcie)</div>
<div style="margin:4px 10px;font-size:11px">Wynik w trakcie realizacji – powiadomimy Cię SMS-em na numer 601 772 309.</div>
<div style="margin:12px 10px;font-size:9px;color:#666">Wyniki mają charakter informacyjny. Interpretację wyników należy skonsultować z lekarzem. © 2025 LabMed Sp. z o.o., ul. Wielicka 25, 30-552 Kraków, KRS 0000412233, NIP 6792981144. Infolinia 22 398 11 00 (pn-pt 7:00-20:00).</div>
</body></html>"""
    g.add_truth(doc, date, [r for r, _, _ in cbc + chem],
                layout="PL lab portal results page printed from the browser: browser header/footer line (date, title, URL, 1/2), navigation menu, cookie banner, breadcrumbs, buttons, results as cards under accordion headers, 'Norma:' under the name, 'Poprzedni wynik: x (date)' hints, SVG sparklines with axis tick labels and month labels, a pending urinalysis")
    for r, prev, _ in cbc + chem:
        pv = prev.split(" ")[0]
        g.EXCLUDED.append({"doc": doc, "label_as_printed": r.label, "printed": f"Poprzedni wynik: {prev}",
                           "why": "an earlier result quoted for comparison, with its own date: not a result of 14.10.2025",
                           "tolerated": {"code": r.code, "date": "2024-03-12", "value": g.num(pv), "comparator": None, "unit": r.unit}})
    g.excl(doc, "sparkline axis", "10 7 4 / 16 14 12 / 03.2024 10.2025", "axis tick labels and month labels of the trend chart: not results")
    g.excl(doc, "Badanie ogólne moczu", "w trakcie", "pending: no result")
    ident = {
        "patient_name": ["Bożena Krawczyk-Olender", "Krawczyk-Olender Bożena", "KRAWCZYK-OLENDER BOŻENA", "Krawczyk-Olender", "Bożena"],
        "pesel": ["72041706548"],
        "birth_date": ["1972-04-17", "17.04.1972"],
        "address": ["ul. Słowackiego 17/4", "Słowackiego 17/4", "31-159"],
        "phone": ["+48 601 772 309", "601 772 309", "601772309"],
        "email": ["bozena.krawczyk@poczta.fm"],
        "doctor": ["lek. Mariusz Tomaszczyk", "Mariusz Tomaszczyk", "Tomaszczyk", "dr n. med. Iwona Pietrasz", "Iwona Pietrasz", "Pietrasz", "mgr Karolina Zwierz", "Karolina Zwierz", "Zwierz"],
        "order_numbers": ["4410298", "ZL/25/10/118842", "0045517702", "0045517703", "0045517704", "0045521190"],
    }
    return doc[:-4], body, ident


CSS_HIS = """
body{font-family:'DejaVu Sans Mono','Courier New',monospace;font-size:10.5px;margin:14px}
pre{font-family:inherit;margin:0}
hr{border:0;border-top:1px dashed #000}
"""


def pl_his(g):
    R = g.R
    doc = "AMMS_wydruk_wynikow_ZL-25-10-118842.pdf"
    o1_date, o2_date = "2025-10-20", "2025-10-21"
    o1 = [
        R("Sód", "NA", "137", "mmol/l", "136 - 145"),
        R("Potas", "K", "3,4", "mmol/l", "3,5 - 5,1", "L"),
        R("Kreatynina", "CREA", "0,71", "mg/dl", "0,51 - 0,95"),
        R("eGFR (CKD-EPI)", "EGFR", ">90", "ml/min/1,73m2", ">60", alt=["GFR"]),
        R("Mocznik", "UREA", "24", "mg/dl", "17 - 43"),
        R("AlAT", "ALT", "67", "U/l", "0 - 33", "H"),
        R("AspAT", "AST", "45", "U/l", "0 - 32", "H"),
        R("GGTP", "GGT", "88", "U/l", "6 - 42", "H"),
        R("Bilirubina całkowita", "BILI", "0,54", "mg/dl", "0,20 - 1,20"),
        R("CRP", "CRP", "18,4", "mg/l", "0,0 - 5,0", "H"),
    ]
    o2 = [
        R("Hemoglobina glikowana HbA1c", "HBA1C", "5,9", "%", "4,0 - 5,6", "H"),
        R("Glukoza", "GLU", "104", "mg/dl", "70 - 99", "H"),
        R("Witamina D3 metabolit 25(OH)", "VIT_D", "17,2", "ng/ml", "30,0 - 50,0", "L"),
        R("Mocz - ciężar właściwy", "URINE_SG", "1,018", "", "1,005 - 1,030", panel="urine"),
        R("Mocz - pH", "URINE_PH", "6,0", "", "5,0 - 7,5", panel="urine"),
        R("Mocz - białko", "URINE_PROTEIN", "nieobecne", "", "nieobecne", panel="urine"),
        R("Mocz - glukoza", "URINE_GLUCOSE", "nieobecna", "", "nieobecna", panel="urine"),
        R("Mocz - leukocyty", "U_LEU", "ślad", "", "nieobecne", "*", panel="urine"),
        R("Mocz - azotyny", "U_NIT", "nieobecne", "", "nieobecne", panel="urine"),
    ]

    def block(rows):
        lines = []
        for r in rows:
            fl = {"L": "L", "H": "H", "*": "*"}.get(r.flag, " ")
            lines.append(f"  {r.label:<36}{r.value:>10} {fl:<2}{r.unit:<15}{r.rng}")
        return "\n".join(lines)

    hdr = """SZPITAL MIEJSKI SPECJALISTYCZNY im. G. Narutowicza      System AMMS v. 6.2.14
Zakład Diagnostyki Laboratoryjnej, ul. Prądnicka 35-37, 31-202 Kraków, tel. 12 257 82 40
================================================================================================
WYDRUK WYNIKÓW BADAŃ LABORATORYJNYCH                       Wydrukowano: 22.10.2025 08:13
Pacjent: KRAWCZYK-OLENDER BOŻENA          PESEL: 72041706548     Ur.: 17.04.1972  (K)
Adres: ul. Słowackiego 17/4, 31-159 Kraków            Nr księgi głównej: 2025/33817
Oddział zlecający: Oddział Chorób Wewnętrznych i Gastroenterologii (OD-INT2), sala 14, łóżko 3
Lekarz zlecający: dr n. med. Iwona Pietrasz (PWZ 3318265)
================================================================================================"""
    body = f"""<!doctype html><html><head><meta charset="utf-8"><title>Wydruk</title><style>{CSS_HIS}</style></head><body><pre>{g.E(hdr)}
Zlecenie: ZL/25/10/118842   Nr próbki: 0045517702, 0045517703 (surowica), 0045517704 (krew EDTA)
Data pobrania materiału: 20.10.2025 06:05   Przyjęcie w laboratorium: 20.10.2025 06:48
  Badanie                                   Wynik    Jednostka      Zakres ref.
------------------------------------------------------------------------------------------------
{g.E(block(o1))}
  Morfologia krwi 5-diff                    w trakcie
  Prokalcytonina                            w trakcie
------------------------------------------------------------------------------------------------
Zatwierdził: mgr Karolina Zwierz, diagnosta laboratoryjny nr 11402   20.10.2025 09:31

Zlecenie: ZL/25/10/118907   Nr próbki: 0045521190 (surowica, krew EDTA, mocz)
Data pobrania materiału: 21.10.2025 06:20   Przyjęcie w laboratorium: 21.10.2025 07:02
  Badanie                                   Wynik    Jednostka      Zakres ref.
------------------------------------------------------------------------------------------------
{g.E(block(o2))}
  Mocz - osad                               w trakcie
------------------------------------------------------------------------------------------------
Zatwierdził: mgr Karolina Zwierz, diagnosta laboratoryjny nr 11402   21.10.2025 11:02
================================================================================================
L - poniżej zakresu, H - powyżej zakresu, * - wynik nieprawidłowy.  Wyniki w trakcie zostaną dopisane.
Strona 1 z 1                       Wydruk z systemu AMMS, użytkownik: PIETRASZI, stacja OD-INT2-PC07
</pre></body></html>"""
    g.add_truth(doc, o1_date, o1, layout="PL hospital information system lab printout (monospace pre): two orders with their own collection time, specimen numbers, ward, validation signature per order, 'w trakcie' pending rows, L/H/* flags, urinalysis rows named 'Mocz - ...'")
    g.add_truth(doc, o2_date, o2)
    g.excl(doc, "Morfologia krwi 5-diff / Prokalcytonina / Mocz - osad", "w trakcie", "pending: no result")
    return doc[:-4], body, {}
