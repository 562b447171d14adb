#!/usr/bin/env python3
"""Writes the non-printed documents of set-6 into ../docs: two lab e-mails (.eml), a US portal CSV export
and a Slovak hospital FHIR R4 Bundle. Deterministic (fixed boundaries, ids and dates). Run render.sh first
(the Polish e-mail attaches build/Wynik_4519920387.pdf)."""
import base64, json, os, quopri
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email import charset as cs
from email.generator import BytesGenerator
import io

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "..", "docs")

def write_eml(msg, name):
    buf = io.BytesIO()
    BytesGenerator(buf, mangle_from_=False, maxheaderlen=78).flatten(msg, linesep="\r\n")
    open(os.path.join(DOCS, name), "wb").write(buf.getvalue())

# ---------------------------------------------------------------- 1. German lab e-mail, ISO-8859-15, QP
DE_PLAIN = """Sehr geehrte Frau Marchenko,

anbei erhalten Sie Ihre Laborergebnisse zum Auftrag 7734120.

Patientin:     Marchenko, Olena (geb. 19.07.1984)
Einsender:     Praxis Dr. med. Susanne Albrecht, Bautzner Straße 88, 01099 Dresden
Entnahme:      22.09.2025 09:10
Eingang Labor: 22.09.2025 13:48
Befund vom:    23.09.2025

Untersuchung            Ergebnis      Einheit   Normbereich
Ferritin                24            µg/l      15 - 150
Eisen                   48    ↓       µg/dl     50 - 170
Transferrinsättigung    12    ↓       %         16 - 45
Vitamin B12             312           pg/ml     197 - 771
Folsäure                4,1   ↓       ng/ml     4,6 - 18,7
25-OH-Vitamin D         18,3  ↓       ng/ml     30 - 100
TSH basal               1,87          mU/l      0,27 - 4,20
freies T4 (fT4)         1,21          ng/dl     0,93 - 1,70
Anti-TPO-AK             8             IU/ml     < 34
CRP                     < 0,5         mg/dl     < 0,5
HbA1c                   5,6           %         4,0 - 6,0
Kalium                  hämolytisch, nicht bestimmbar   mmol/l  3,5 - 5,1

↓ / ↑ = unterhalb / oberhalb des Normbereichs.

Mit freundlichen Grüßen
Ihr Team vom Labor Elbtal MVZ GmbH
Großenhainer Straße 101, 01127 Dresden · Tel. 0351 8 47 20-0
"""
# ISO-8859-15 has no arrows: the plain part of such mails shows them as "-" / "+"; the HTML part uses entities
DE_PLAIN = DE_PLAIN.replace("↓ / ↑", "- / +").replace("↓", "-")
q = cs.Charset("iso-8859-15"); q.body_encoding = cs.QP
de = MIMEMultipart("alternative", boundary="----=_Part_118402_1906447081.1758632911042")
de["From"] = "Labor Elbtal MVZ <befund@labor-elbtal.example.de>"
de["To"] = "olena.marchenko84@example.com"
de["Subject"] = "Ihre Laborergebnisse - Auftrag 7734120"
de["Date"] = "Tue, 23 Sep 2025 15:08:31 +0200"
de["Message-ID"] = "<7734120.20250923150831@labor-elbtal.example.de>"
de["MIME-Version"] = "1.0"
p1 = MIMEText(DE_PLAIN, "plain", q)
html = open(os.path.join(HERE, "de_mail.html"), encoding="utf-8").read()
p2 = MIMEText(html, "html", q)
de.attach(p1); de.attach(p2)
write_eml(de, "Ihre Laborergebnisse - Auftrag 7734120.eml")

# ---------------------------------------------------------------- 2. Polish lab e-mail, PDF attached, base64 ISO-8859-2
PL_PLAIN = """Szanowna Pani,

w załączeniu przesyłamy wyniki badań laboratoryjnych z dnia 07.04.2025 (zlecenie nr 4519920387).
Wyniki są dostępne również w serwisie e-Wyniki po zalogowaniu.

Prosimy o skonsultowanie wyników z lekarzem.

Z poważaniem
Vita-Lab Laboratorium Medyczne
ul. Piastowska 40, 43-300 Bielsko-Biała, tel. 33 812 40 40

Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.
"""
b = cs.Charset("iso-8859-2"); b.body_encoding = cs.BASE64
pl = MIMEMultipart("mixed", boundary="=_vitalab_mixed_4519920387")
pl["From"] = "Vita-Lab e-Wyniki <e-wyniki@vita-lab.example.pl>"
pl["To"] = "olena.marchenko84@example.com"
pl["Subject"] = "=?iso-8859-2?Q?Wyniki_bada=F1_-_zlecenie_4519920387?="
pl["Date"] = "Mon, 07 Apr 2025 15:42:10 +0200"
pl["Message-ID"] = "<ew-4519920387-1@vita-lab.example.pl>"
pl["MIME-Version"] = "1.0"
t = MIMEText(PL_PLAIN, "plain", b)
pl.attach(t)
pdf = open(os.path.join(HERE, "build", "Wynik_4519920387.pdf"), "rb").read()
a = MIMEApplication(pdf, "pdf")
a.add_header("Content-Disposition", "attachment", filename="Wynik_4519920387.pdf")
pl.attach(a)
write_eml(pl, "Wyniki badań - zlecenie 4519920387.eml")

# ---------------------------------------------------------------- 3. US patient-portal CSV export
rows = [
  ("08/05/2025 07:50 AM","CBC W/O DIFFERENTIAL","WBC","6.1","","x10E3/uL","3.4-10.8","Final"),
  ("08/05/2025 07:50 AM","CBC W/O DIFFERENTIAL","Hemoglobin","12.8","","g/dL","11.1-15.9","Final"),
  ("08/05/2025 07:50 AM","CBC W/O DIFFERENTIAL","Platelets","262","","x10E3/uL","150-450","Final"),
  ("08/05/2025 07:50 AM","FERRITIN","Ferritin","TNP","","ng/mL","15-150","Test not performed - specimen received hemolyzed"),
  ("08/05/2025 07:50 AM","C-REACTIVE PROTEIN, CARDIAC","hs-CRP","<0.20","","mg/L","0.00-3.00","Final"),
  ("09/30/2025 07:45 AM","LIPID PANEL","Cholesterol, Total","212","H","mg/dL","100-199","Final"),
  ("09/30/2025 07:45 AM","LIPID PANEL","Triglycerides","96","","mg/dL","0-149","Final"),
  ("09/30/2025 07:45 AM","LIPID PANEL","HDL Cholesterol","58","","mg/dL",">39","Final"),
  ("09/30/2025 07:45 AM","LIPID PANEL","LDL Chol Calc (NIH)","135","H","mg/dL","0-99","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","Glucose","101","H","mg/dL","70-99","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","BUN","12","","mg/dL","6-20","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","Creatinine","0.78","","mg/dL","0.57-1.00","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","eGFR","98","","mL/min/1.73",">59","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","Sodium","140","","mmol/L","134-144","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","Potassium","4.3","","mmol/L","3.5-5.2","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","ALT (SGPT)","22","","IU/L","0-32","Final"),
  ("09/30/2025 07:45 AM","COMP. METABOLIC PANEL (14)","AST (SGOT)","19","","IU/L","0-40","Final"),
  ("09/30/2025 07:45 AM","HEMOGLOBIN A1C","Hemoglobin A1c","5.7","H","%","4.8-5.6","Final"),
  ("09/30/2025 07:45 AM","TSH","TSH","2.100","","uIU/mL","0.450-4.500","Final"),
  ("09/30/2025 07:45 AM","VITAMIN D, 25-HYDROXY","Vitamin D, 25-Hydroxy","32.4","","ng/mL","30.0-100.0","Final"),
  ("09/30/2025 07:45 AM","HEPATITIS B SURFACE AG","Hepatitis B Surface Ag","Negative","","","Negative","Final"),
]
def q_(s): return '"' + s.replace('"', '""') + '"'
out = [
  q_("Northside Health Patient Portal - Test Results Export"),
  ",".join(map(q_, ["Patient: MARCHENKO, OLENA", "DOB: 07/19/1984", "MRN: 00481736"])),
  ",".join(map(q_, ["Exported: 10/03/2025 08:12 PM", "Date format: MM/DD/YYYY"])),
  "",
  ",".join(map(q_, ["Collected","Order","Component","Your Value","Flag","Units","Standard Range","Status","Accession","Ordering Provider","Performing Lab"])),
]
acc = {"08/05/2025": "NL25-0805-2291", "09/30/2025": "NL25-0930-4471"}
for r in rows:
    out.append(",".join(map(q_, [*r[:7], r[7], acc[r[0][:10]], "ALVAREZ, DANIEL MD", "Northside Clinical Laboratory, 1200 W Harrison St, Chicago IL 60607"])))
out += ["", q_("H = above standard range, L = below standard range. Results are not a diagnosis; talk to your provider.")]
open(os.path.join(DOCS, "TestResults_MARCHENKO_20251003.csv"), "w", encoding="utf-8", newline="").write("\r\n".join(out) + "\r\n")

# ---------------------------------------------------------------- 4. Slovak hospital FHIR R4 Bundle (collection)
P = "urn:uuid:6f0c1c0e-8a51-4b8e-9d2b-2e4f1c8a7701"
LOC = "https://nemocnica-povazie.example.sk/fhir/CodeSystem/lab-kody"
def obs(i, code, loinc, text, value=None, unit=None, ucum=None, low=None, high=None, rtext=None, interp=None,
        eff="2025-07-03T06:30:00+02:00", issued="2025-07-03T11:02:17+02:00", **extra):
    coding = [{"system": LOC, "code": code, "display": text}]
    if loinc: coding.insert(0, {"system": "http://loinc.org", "code": loinc})
    o = {"resourceType": "Observation", "id": f"lab-{i}", "status": "final",
         "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
         "code": {"coding": coding, "text": text}, "subject": {"reference": P, "display": "Olena Marchenko"}}
    if eff: o["effectiveDateTime"] = eff
    if issued: o["issued"] = issued
    if value is not None:
        if isinstance(value, str): o["valueCodeableConcept"] = {"text": value}
        else:
            vq = {"value": value, "unit": unit, "system": "http://unitsofmeasure.org", "code": ucum or unit}
            o["valueQuantity"] = vq
    if interp: o["interpretation"] = [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation", "code": interp}]}]
    rr = {}
    if low is not None: rr["low"] = {"value": low, "unit": unit, "system": "http://unitsofmeasure.org", "code": ucum or unit}
    if high is not None: rr["high"] = {"value": high, "unit": unit, "system": "http://unitsofmeasure.org", "code": ucum or unit}
    if rtext: rr["text"] = rtext
    if rr: o["referenceRange"] = [rr]
    o.update(extra)
    return o
O = [
  obs(1, "HGB", "718-7", "Hemoglobín", 128, "g/L", None, 120, 160),
  obs(2, "WBC", "6690-2", "Leukocyty", 7.9, "10^9/L", "10*9/L", 4.0, 10.0),
  obs(3, "PLT", None, "Trombocyty", 301, "10^9/L", "10*9/L", 150, 400),
  obs(4, "GLU", None, "Glukóza", 5.1, "mmol/L", None, 3.9, 5.6, eff=None),
  obs(5, "CHOL", "2093-3", "Cholesterol celkový", 4.9, "mmol/L", None, rtext="< 5,2"),
  obs(6, "ALT", None, "ALT", 0.41, "µkat/L", "ukat/L", 0.1, 0.58),
  obs(7, "AST", None, "AST", 0.38, "µkat/L", "ukat/L", 0.1, 0.53, eff=None),
  obs(8, "GMT", None, "GMT", 0.74, "µkat/L", "ukat/L", 0.1, 0.63, interp="H"),
  obs(9, "K", "2823-3", "Draslík", 4.1, "mmol/L", None, 5.1, 3.5),
  obs(10, "FERR", None, "Feritín", 41, "µg/L", "ug/L", 10, 120, eff=None),
  obs(11, "HBSAG", "5196-1", "HBsAg", "negatívny", rtext="negatívny"),
  obs(12, "VITD", "1989-3", "Vitamín D (25-OH)", eff=None,
      dataAbsentReason={"coding": [{"system": "http://terminology.hl7.org/CodeSystem/data-absent-reason", "code": "not-performed"}], "text": "nevyšetrené - nedostatok materiálu"}),
]
crp = obs(13, "CRP", "1988-5", "CRP", 0.6, "mg/L", None, None, 5.0)
crp["valueQuantity"]["comparator"] = "<"
O.append(crp)
# a result sent the next morning, only its issued time given, not part of the report
O.append(obs(14, "TSH", "3016-3", "TSH", 1.95, "mIU/L", "m[IU]/L", 0.27, 4.2, eff=None, issued="2025-07-04T09:15:40+02:00"))
O[11]["status"] = "cancelled"
patient = {"resourceType": "Patient", "id": "6f0c1c0e-8a51-4b8e-9d2b-2e4f1c8a7701",
  "identifier": [{"system": "urn:oid:1.3.158.00165387.100.10.90", "value": "8457194417"}],
  "name": [{"family": "Marchenko", "given": ["Olena"], "text": "Olena Marchenko"}],
  "gender": "female", "birthDate": "1984-07-19",
  "telecom": [{"system": "phone", "value": "+421 905 318 274"}],
  "address": [{"line": ["Štúrova 12"], "city": "Považská Bystrica", "postalCode": "017 01", "country": "SK"}]}
report = {"resourceType": "DiagnosticReport", "id": "rep-250703-0419", "status": "final",
  "identifier": [{"system": "https://nemocnica-povazie.example.sk/ziadanky", "value": "OKB-2025-0703-0419"}],
  "code": {"text": "Biochemické a hematologické vyšetrenie"}, "subject": {"reference": P},
  "effectiveDateTime": "2025-07-03T06:30:00+02:00", "issued": "2025-07-03T11:02:17+02:00",
  "performer": [{"display": "Oddelenie klinickej biochémie, Nemocnica s poliklinikou Považie"}],
  "resultsInterpreter": [{"display": "MUDr. Katarína Šimková"}],
  "result": [{"reference": f"urn:uuid:0000{o['id'][4:]:0>4}-0000-4000-8000-000000000000"} for o in O[:-1]]}
entries = [{"fullUrl": P, "resource": patient}, {"fullUrl": "urn:uuid:aa11bb22-0000-4000-8000-000000000419", "resource": report}]
for o in O:
    entries.append({"fullUrl": f"urn:uuid:0000{o['id'][4:]:0>4}-0000-4000-8000-000000000000", "resource": o})
bundle = {"resourceType": "Bundle", "id": "export-8457194417-20250704", "type": "collection",
  "timestamp": "2025-07-04T10:00:00+02:00", "entry": entries}
open(os.path.join(DOCS, "nemocnica_povazie_vysledky_2025-07.json"), "w", encoding="utf-8").write(json.dumps(bundle, ensure_ascii=False, indent=2) + "\n")
print("ok")
