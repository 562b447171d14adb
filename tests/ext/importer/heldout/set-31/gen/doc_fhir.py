"""A hospital's FHIR R4 Bundle (emergency-department visit): DiagnosticReports whose result references point
at Observations, effectivePeriod instead of effectiveDateTime, valueQuantity with comparator, referenceRange
with only text, interpretation codes, a blood count as one Observation with components, a cancelled test."""
import json
from rows import FHIR_OBS, FHIR_CBC, FHIR_DATE
from ident import *  # noqa

NAME = "szpital_zaspa_wyniki_SOR_2025-05-20.json"
LOINC = "http://loinc.org"
LOCAL = "http://lis.szpital-zaspa.example/fhir/CodeSystem/badania"
UCUM = "http://unitsofmeasure.org"
INTERP = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation"
PERIOD = {"start": "2025-05-20T06:15:00+02:00", "end": "2025-05-20T06:41:00+02:00"}
ISSUED = "2025-05-20T09:02:11+02:00"
PAT_ID = "urn:uuid:5d0c2b7e-1f57-4a02-9d7e-2a1b4c6e8f01"

def uid(n):
    return f"urn:uuid:0b6f5a7c-3e2d-4f1a-8c9b-{n:012d}"

def qty(value, comparator, unit, ucum):
    q = {"value": value}
    if comparator:
        q["comparator"] = comparator
    if unit:
        q["unit"] = unit
    q["system"] = UCUM
    q["code"] = ucum or "1"
    return q

def interp(code):
    disp = {"N": "Normal", "L": "Low", "H": "High"}[code]
    return [{"coding": [{"system": INTERP, "code": code, "display": disp}]}]

def coding(loinc, local, display):
    c = []
    if loinc:
        c.append({"system": LOINC, "code": loinc, "display": display})
    c.append({"system": LOCAL, "code": local, "display": display})
    return {"coding": c, "text": display}

def build(c):
    entries = []
    patient = {"resourceType": "Patient", "id": "pac-771204",
               "identifier": [{"system": "urn:oid:2.16.840.1.113883.3.4424.1.1.616", "value": PESEL},
                              {"system": "http://lis.szpital-zaspa.example/pacjent", "value": "E-0044913"}],
               "name": [{"use": "official", "family": "Olszewska-Brandt", "given": ["Katarzyna"], "text": PAT}],
               "gender": "female", "birthDate": BIRTH_ISO,
               "telecom": [{"system": "phone", "value": "+48601238947", "use": "mobile"}],
               "address": [{"line": [STREET], "city": "Gdańsk", "postalCode": "80-177", "country": "PL"}]}
    entries.append({"fullUrl": PAT_ID, "resource": patient})
    doc = {"resourceType": "Practitioner", "id": "lek-6630194",
           "identifier": [{"system": "urn:oid:2.16.840.1.113883.3.4424.1.6.2", "value": "6630194"}],
           "name": [{"text": "dr n. med. Oskar Wielgosz", "family": "Wielgosz", "given": ["Oskar"], "prefix": ["dr n. med."]}]}
    entries.append({"fullUrl": "urn:uuid:9e1d7c55-2b0a-4e3f-8a61-0c5d4b3a2f10", "resource": doc})
    obs_refs = {"chem": [], "coag": [], "hem": []}
    n = 1
    for display, code, loinc, value, comp, unit, ucum, rng, ip in FHIR_OBS:
        if code == "HS_TROPONIN_I":
            loinc = "89579-7"
        o = {"resourceType": "Observation", "id": f"obs-{n}", "status": "final",
             "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
             "code": coding(loinc, f"B{n:03d}", display), "subject": {"reference": PAT_ID},
             "effectivePeriod": PERIOD, "issued": ISSUED,
             "valueQuantity": qty(value, comp, unit, ucum), "interpretation": interp(ip),
             "referenceRange": [{"text": rng}]}
        if code == "HS_TROPONIN_I":
            o["note"] = [{"text": "Wartość odcięcia 99. centyla dla kobiet: 15,6 ng/l."}]
        group = "coag" if code in ("INR", "APTT") else "chem"
        obs_refs[group].append(uid(n))
        entries.append({"fullUrl": uid(n), "resource": o})
        val = (comp or "") + (str(value).replace(".", ","))
        c.add(NAME, display, code, FHIR_DATE, f"{comp or ''}{value}", unit, rng, ip != "N", [display, val, unit, rng, ip])
        n += 1
    comps = []
    for display, code, loinc, value, unit, ucum, rng, ip in FHIR_CBC:
        comps.append({"code": coding(loinc, code, display), "valueQuantity": qty(value, None, unit, ucum),
                      "interpretation": interp(ip), "referenceRange": [{"text": rng}]})
        c.add(NAME, display, code, FHIR_DATE, value, unit, rng, ip != "N", [display, str(value), unit, rng, ip])
    cbc = {"resourceType": "Observation", "id": f"obs-{n}", "status": "final",
           "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
           "code": coding("58410-2", "MORF", "Morfologia krwi"), "subject": {"reference": PAT_ID},
           "effectivePeriod": PERIOD, "issued": ISSUED, "component": comps}
    obs_refs["hem"].append(uid(n))
    entries.append({"fullUrl": uid(n), "resource": cbc})
    n += 1
    lip = {"resourceType": "Observation", "id": f"obs-{n}", "status": "cancelled",
           "code": coding("3040-3", "B099", "Lipaza"), "subject": {"reference": PAT_ID},
           "effectivePeriod": PERIOD,
           "dataAbsentReason": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/data-absent-reason", "code": "not-performed"}]},
           "note": [{"text": "Próbka zhemolizowana - badanie anulowane."}]}
    obs_refs["chem"].append(uid(n))
    entries.append({"fullUrl": uid(n), "resource": lip})
    c.EXCLUDED.append({"doc": NAME, "label_as_printed": "Lipaza", "printed": "status cancelled, dataAbsentReason not-performed",
                       "why": "cancelled: haemolysed sample, no value"})
    reports = []
    for i, (grp, title, loinc) in enumerate([("hem", "Hematologia", "58410-2"), ("chem", "Biochemia", "24323-8"),
                                              ("coag", "Koagulologia", "34714-6")]):
        reports.append({"fullUrl": f"urn:uuid:7c3a1e90-44b2-4d6e-b1f0-{i + 1:012d}", "resource": {
            "resourceType": "DiagnosticReport", "id": f"rep-{i + 1}", "status": "final",
            "identifier": [{"system": "http://lis.szpital-zaspa.example/zlecenie", "value": "SM-250520-0093"}],
            "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v2-0074", "code": "LAB"}]}],
            "code": {"coding": [{"system": LOINC, "code": loinc}], "text": title},
            "subject": {"reference": PAT_ID}, "effectivePeriod": PERIOD, "issued": ISSUED,
            "resultsInterpreter": [{"reference": "urn:uuid:9e1d7c55-2b0a-4e3f-8a61-0c5d4b3a2f10", "display": "dr n. med. Oskar Wielgosz"}],
            "result": [{"reference": r} for r in obs_refs[grp]]}})
    bundle = {"resourceType": "Bundle", "id": "eksport-SM-250520-0093", "type": "collection",
              "timestamp": "2025-06-02T10:44:09+02:00", "entry": reports + entries}
    c.write(NAME, json.dumps(bundle, ensure_ascii=False, indent=2).encode("utf-8"))
    return NAME, "FHIR R4 collection Bundle: DiagnosticReport.result refs, effectivePeriod, comparators, text-only ranges, components"
