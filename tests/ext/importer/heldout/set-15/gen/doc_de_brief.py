"""A German discharge letter (Entlassungsbrief) with values in the text (German thousands dot) and a
"Laborwerte" appendix with four collection times as columns, two on one day."""
from common import row, page

DOC = "de_Entlassungsbrief_Baumgaertner_Kardiologie.pdf"
COLS = [("2025-08-18", "18.08.2025<br>10:40"), ("2025-08-18", "18.08.2025<br>13:45"),
        ("2025-08-20", "20.08.2025<br>07:05"), ("2025-08-22", "22.08.2025<br>06:50")]
EXCLUDED = [
    {"doc": DOC, "label_as_printed": "HbA1c", "printed": "HbA1c zuletzt 6,1 % (Hausarzt, Frühjahr 2025)",
     "why": "an earlier value with no collection day"},
]
DATA = [
    ("Hämoglobin", "HGB", "g/dl", "13,5 - 17,0", ["14,2", "", "13,1 L", "13,4 L"]),
    ("Leukozyten", "WBC", "/nl", "3,9 - 10,2", ["11,3 H", "", "8,7", "7,9"]),
    ("Thrombozyten", "PLT", "/nl", "146 - 328", ["244", "", "231", "252"]),
    ("Natrium", "NA", "mmol/l", "135 - 145", ["138", "", "137", "139"]),
    ("Kalium", "K", "mmol/l", "3,5 - 5,1", ["3,6", "", "4,3", "4,5"]),
    ("Kreatinin", "CREA", "mg/dl", "0,7 - 1,2", ["1,28 H", "", "1,19", "1,11"]),
    ("eGFR (CKD-EPI)", "EGFR", "ml/min/1,73m²", "> 60", ["55 L", "", "60", "65"]),
    ("hs-Troponin T", "HS_TROPONIN_T", "ng/l", "< 14", ["48 H", "112 H", "86 H", ""]),
    ("CK", "CK", "U/l", "< 190", ["176", "205 H", "312 H", ""]),
    ("CK-MB", "CK_MB", "U/l", "< 25", ["", "", "38 H", ""]),
    ("NT-proBNP", "NT_PROBNP", "pg/ml", "< 486", ["2340 H", "", "", "1170 H"]),
    ("CRP", "CRP", "mg/l", "< 5,0", ["3,1", "", "12,4 H", "6,0 H"]),
    ("TSH basal", "TSH", "mU/l", "0,27 - 4,20", ["", "", "2,35", ""]),
    ("HbA1c", "HBA1C", "%", "4,8 - 5,9", ["", "", "6,3 H", ""]),
    ("LDL-Cholesterin", "LDL", "mg/dl", "Zielwert < 55", ["", "", "142 H", ""]),
    ("HDL-Cholesterin", "HDL", "mg/dl", "> 40", ["", "", "44", ""]),
    ("Triglyceride", "TG", "mg/dl", "< 150", ["", "", "188 H", ""]),
]


def build():
    trs = []
    for label, code, unit, rng, cells in DATA:
        tds = []
        for (d, _), c in zip(COLS, cells):
            tds.append(f"<td class=v>{c}</td>")
            if c:
                v, _, flag = c.partition(" ")
                row(DOC, label, code, d, v, unit, rng, abnormal=bool(flag))
        trs.append(f"<tr><td>{label}</td>{''.join(tds)}<td>{unit}</td><td>{rng}</td></tr>")
    head = "".join(f"<th>{h}</th>" for _, h in COLS)
    body = f"""
<div class="lh"><div><b style="font-size:12pt">Klinikum Nordheide-Süd</b><br>Medizinische Klinik II – Kardiologie und Angiologie<br>
Chefarzt Prof. Dr. med. Hartmut Lindqvist</div>
<div class="addr">Klinikum Nordheide-Süd gGmbH · Am Fuhrenkamp 12 · 21449 Radbruch-Heide<br>Sekretariat: Tel. 04178 93-2201 · Fax 04178 93-2209</div></div>
<p class="to">Herrn<br>Dr. med. Jens-Uwe Petersen<br>Facharzt für Allgemeinmedizin<br>Bahnhofstraße 5<br>21449 Radbruch</p>
<p style="text-align:right">Radbruch-Heide, 22.08.2025</p>
<p><b>Entlassungsbrief</b><br>
Patient: <b>Baumgärtner, Reinhold</b>, geb. 07.02.1951, wohnhaft Lindenstraße 18, 21449 Radbruch<br>
Fall-Nr.: 2025-0871446 &nbsp; Station K2, Zimmer 7 &nbsp; stationär vom 18.08.2025 bis 22.08.2025</p>
<p>Sehr geehrter Herr Kollege Petersen,<br>wir berichten über o.g. Patienten, der sich in unserer stationären Behandlung befand.</p>
<p><b>Diagnosen:</b><br>NSTEMI (I21.4) bei koronarer Zwei-Gefäß-Erkrankung<br>– PCI mit DES-Implantation RIVA proximal am 19.08.2025<br>
Arterielle Hypertonie (I10)<br>Hypercholesterinämie (E78.0)<br>Prädiabetes</p>
<p><b>Anamnese:</b> Vorstellung über den Rettungsdienst mit seit ca. 6 h bestehendem retrosternalem Druckgefühl.
HbA1c zuletzt 6,1 % (Hausarzt, Frühjahr 2025).</p>
<p><b>Befunde:</b> RR 162/94 mmHg, HF 88/min, SpO₂ 96 %. EKG: Sinusrhythmus, ST-Senkungen V4–V6 bis 1,5 mm.
Laborchemisch bei Aufnahme (18.08.2025) hs-Troponin T 48 ng/l mit Anstieg auf 112 ng/l nach 3 h,
NT-proBNP 2.340 pg/ml, Kreatinin 1,28 mg/dl (eGFR 55 ml/min/1,73m²), Kalium 3,6 mmol/l.
Echokardiographie: LVEF 48 %, Hypokinesie anteroseptal.</p>
<p><b>Verlauf:</b> Koronarangiographie am 19.08.2025 mit Nachweis einer hochgradigen RIVA-Stenose, erfolgreiche PCI.
Postinterventionell CK-Maximum 312 U/l. Am 20.08.2025 LDL-Cholesterin 142 mg/dl, HbA1c 6,3 %.
Bei Entlassung (22.08.2025) NT-proBNP rückläufig auf 1.170 pg/ml, Kreatinin 1,11 mg/dl.</p>
<p><b>Medikation bei Entlassung:</b> ASS 100 mg 1-0-0, Ticagrelor 90 mg 1-0-1 (für 12 Monate bis 08/2026),
Atorvastatin 80 mg 0-0-1, Ramipril 5 mg 1-0-0, Bisoprolol 2,5 mg 1-0-0, Pantoprazol 20 mg 1-0-0.</p>
<p><b>Procedere:</b> Kontrolle des LDL-Cholesterins in 6 Wochen (Ziel &lt; 55 mg/dl), ggf. Ergänzung von Ezetimib.
Ambulante kardiologische Rehabilitation ist beantragt.</p>
<p>Mit freundlichen kollegialen Grüßen</p>
<div class="sig"><div>Prof. Dr. med. Hartmut Lindqvist<br>Chefarzt</div><div>Dr. med. Svenja Obermaier<br>Oberärztin</div>
<div>Malte Rohwedder<br>Assistenzarzt</div></div>
<h3 class="pb">Anlage: Laborwerte</h3>
<p class="small">Baumgärtner, Reinhold, geb. 07.02.1951 · Fall-Nr. 2025-0871446 · Zentrallabor Klinikum Nordheide-Süd (Leitung: Dr. rer. nat. Birte Hagemann)</p>
<table class="lab"><thead><tr><th>Parameter</th>{head}<th>Einheit</th><th>Referenzbereich</th></tr></thead>
<tbody>{''.join(trs)}</tbody></table>
<p class="small">H = erhöht, L = erniedrigt. Spalten: Zeitpunkt der Probenentnahme.</p>
"""
    css = """
body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.5pt; }
.lh { display: flex; justify-content: space-between; border-bottom: 2px solid #225; padding-bottom: 5px; }
.addr { font-size: 7.5pt; text-align: right; }
.to { margin: 18px 0 6px; }
.sig { display: flex; justify-content: space-between; margin-top: 30px; font-size: 9pt; }
.pb { page-break-before: always; }
.lab { width: 100%; font-family: 'DejaVu Sans', sans-serif; font-size: 8.6pt; }
.lab th { background: #dde; border: 0.5px solid #889; padding: 2px 4px; }
.lab td { border: 0.5px solid #aab; padding: 2px 4px; }
.v { text-align: right; white-space: nowrap; }
.small { font-size: 7.6pt; font-family: 'DejaVu Sans', sans-serif; }
"""
    return page(body, css), EXCLUDED
