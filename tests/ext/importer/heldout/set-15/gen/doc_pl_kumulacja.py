"""A Polish hospital information system's cumulative printout: dates as columns, empty cells,
flags beside the values, the unit and the range in columns, multi-line names, two pages."""
from common import row, page

DOC = "pl_HIS_wyniki_kumulacyjne_Drozdowska_KG-0419-25.pdf"
COLS = [("2025-03-14", "14.03.2025<br>06:10"), ("2025-03-15", "15.03.2025<br>06:05"),
        ("2025-03-17", "17.03.2025<br>05:50"), ("2025-03-19", "19.03.2025<br>06:30"),
        ("2025-03-21", "21.03.2025<br>06:00"), ("2025-03-24", "24.03.2025<br>07:10")]
EXCLUDED = [
    {"doc": DOC, "label_as_printed": "Potas", "printed": "hem. in the 17.03.2025 column",
     "why": "haemolysed sample, no result"},
    {"doc": DOC, "label_as_printed": "NT-proBNP", "printed": "zlec. in the 24.03.2025 column",
     "why": "ordered, no result yet"},
]
# section, label, code, unit, range, six cells ('' = empty; 'x H' flagged)
DATA = [
    ("HEMATOLOGIA", "Leukocyty", "WBC", "tys/µl", "4,0 - 10,0", ["10,8 H", "9,6", "", "7,2", "", "6,4"]),
    (None, "Erytrocyty", "RBC", "mln/µl", "3,80 - 5,20", ["3,61 L", "3,55 L", "", "3,72 L", "", "3,90"]),
    (None, "Hemoglobina", "HGB", "g/dl", "12,0 - 16,0", ["10,9 L", "10,6 L", "", "11,0 L", "", "11,6 L"]),
    (None, "Hematokryt", "HCT", "%", "37,0 - 47,0", ["33,1 L", "32,4 L", "", "33,9 L", "", "35,2 L"]),
    (None, "Płytki krwi", "PLT", "tys/µl", "150 - 400", ["198", "187", "", "224", "", "263"]),
    (None, "Neutrofile", "NEUT", "tys/µl", "1,80 - 7,70", ["8,91 H", "", "", "5,02", "", ""]),
    ("KOAGULOLOGIA", "Czas protrombinowy<br>(PT) – wskaźnik<br>INR", "INR", "", "0,80 - 1,20",
     ["1,08", "", "2,41 H", "2,87 H", "2,64 H", "2,52 H"]),
    (None, "Czas kaolinowo-<br>kefalinowy (APTT)", "APTT", "s", "25,4 - 36,9", ["29,8", "", "", "", "", ""]),
    (None, "D-dimery", "D_DIMER", "µg/l FEU", "< 500", ["3870 H", "", "", "", "", ""]),
    ("BIOCHEMIA", "Sód", "NA", "mmol/l", "136 - 145", ["133 L", "135 L", "138", "139", "", "140"]),
    (None, "Potas", "K", "mmol/l", "3,5 - 5,1", ["4,9", "5,3 H", "hem.", "4,6", "4,4", "4,2"]),
    (None, "Kreatynina", "CREA", "mg/dl", "0,50 - 0,90", ["1,41 H", "1,52 H", "1,30 H", "1,18 H", "", "1,05 H"]),
    (None, "Mocznik", "UREA", "mg/dl", "17 - 43", ["71 H", "78 H", "", "54 H", "", "40"]),
    (None, "Białko C-reaktywne<br>(CRP) ilościowo", "CRP", "mg/l", "< 5,0", ["24,6 H", "", "18,1 H", "", "", "4,2"]),
    (None, "Troponina T<br>wysokoczuła (hs-TnT)", "HS_TROPONIN_T", "ng/l", "< 14", ["38 H", "41 H", "", "", "", ""]),
    (None, "NT-proBNP", "NT_PROBNP", "pg/ml", "< 125", ["4120 H", "", "", "2210 H", "", "zlec."]),
    (None, "Aminotransferaza<br>alaninowa (ALT)", "ALT", "U/l", "< 33", ["19", "", "", "24", "", ""]),
    (None, "Albumina", "ALBUMIN", "g/dl", "3,5 - 5,2", ["3,2 L", "", "", "", "", "3,6"]),
    (None, "TSH", "TSH", "µIU/ml", "0,27 - 4,20", ["", "1,94", "", "", "", ""]),
    (None, "Magnez", "MG", "mmol/l", "0,66 - 1,07", ["0,71", "", "", "0,84", "", ""]),
]


def plain(label):
    return label.replace("<br>", " ").replace("- ", "-").replace("-<br>", "-")


def build():
    trs = []
    for sec, label, code, unit, rng, cells in DATA:
        if sec:
            trs.append(f'<tr class="sec"><td colspan="{3 + len(COLS)}">{sec}</td></tr>')
        tds = []
        for (d, _), c in zip(COLS, cells):
            tds.append(f'<td class="v">{c.replace(" H", " <b>H</b>").replace(" L", " <b>L</b>")}</td>')
            if c and c not in ("hem.", "zlec."):
                v, _, flag = c.partition(" ")
                row(DOC, plain(label).replace("kaolinowo- kefalinowy", "kaolinowo-kefalinowy"), code, d, v,
                    unit or None, rng, abnormal=bool(flag))
        trs.append(f"<tr><td class=n>{label}</td><td>{unit}</td><td class=rg>{rng}</td>{''.join(tds)}</tr>")
    head = "".join(f"<th>{h}</th>" for _, h in COLS)
    block = f"""<table class="cum"><thead>
<tr class="ph"><td colspan="{3 + len(COLS)}"><div class="phd"><span>WOJEWÓDZKI SZPITAL SPECJALISTYCZNY im. św. Rafała w Białej Podgórnej – Oddział Kardiologii, sala 214</span>
<span>Pacjent: DROZDOWSKA Elżbieta, PESEL 49112204689, nr hosp. KG-0419/25</span></div></td></tr>
<tr><th class=n>Badanie</th><th>Jedn.</th><th>Zakres ref.</th>{head}</tr></thead>
<tbody>{''.join(trs)}</tbody></table>"""
    body = f"""
<div class="top"><b>Zestawienie wyników badań laboratoryjnych – widok kumulacyjny</b><br>
System: Medis-HIS 7.4 &nbsp;|&nbsp; Zakres dat: 14.03.2025 – 24.03.2025 &nbsp;|&nbsp; Jednostka zlecająca: Oddział Kardiologii (OK-2)<br>
Data urodzenia: 22.11.1949 (75 l.), płeć: K &nbsp;|&nbsp; Adres: ul. Lipowa 8, 62-065 Biała Podgórna<br>
Lekarz prowadzący: lek. Adrian Wolak (PWZ 8123564), tel. oddziału 61 442 18 60</div>
{block}
<p class="small">H / L – wynik powyżej / poniżej zakresu referencyjnego; hem. – materiał zhemolizowany; zlec. – badanie zlecone, wynik w opracowaniu.
Kolumny: data i godzina pobrania materiału. Zakresy referencyjne dla kobiet &gt; 60 r.ż.</p>
<p class="small">Wydrukowano: 24.03.2025 13:02, użytkownik: awolak. Dokument nie stanowi sprawozdania z badań laboratoryjnych.</p>
"""
    css = """
.top { font-size: 8.5pt; margin-bottom: 6px; }
.cum { width: 100%; font-size: 8.3pt; }
.cum th { border: 0.7px solid #555; background: #ddd; padding: 2px 3px; font-weight: bold; text-align: center; }
.cum td { border: 0.5px solid #999; padding: 2px 4px; vertical-align: top; }
.cum td.n, .cum th.n { text-align: left; width: 128px; }
.cum td.v { text-align: right; white-space: nowrap; width: 58px; }
.cum td.rg { white-space: nowrap; }
.cum .sec td { background: #f2f2f2; font-weight: bold; font-size: 8pt; }
.cum .ph td { border: none; padding: 0 0 4px; font-size: 7.5pt; }
.phd { display: flex; justify-content: space-between; border-bottom: 1px solid #000; }
.small { font-size: 7.3pt; }
tr { page-break-inside: avoid; }
"""
    return page(body, css, size="A5 landscape", margin="10mm 9mm 12mm 9mm"), EXCLUDED
