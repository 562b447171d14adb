"""Apple Health "clinical-records" files, as the Health app's export.zip holds them: one FHIR
resource per JSON file, named by resource type and UUID, written compact on one line. Two R4
Observations (HbA1c with only a text reference range; ferritin flagged H through
interpretation) and one DSTU2 Observation (TSH, low/high SimpleQuantity with a text copy,
subject.display carrying the name, issued later than effective)."""

import json

from common import R, write

A1C = "Observation-0B6C5F21-7E3A-4D0B-9A61-3C54E2F1D8A7.json"
TSH = "Observation-5E2D9A40-18C6-4F7B-B3E2-91A7C0D64B15.json"
FER = "Observation-C7A41E93-2F5D-4A88-8E16-6B0F3D29A5C2.json"


def dump(o):
    return json.dumps(o, separators=(",", ":"), ensure_ascii=False)


def make():
    a1c = {
        "resourceType": "Observation", "id": "eQ8tR2vP1nXk3wY7mA4sLg3", "meta": {"versionId": "1"},
        "status": "final",
        "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory", "display": "Laboratory"}], "text": "Laboratory"}],
        "code": {"coding": [{"system": "http://loinc.org", "code": "4548-4", "display": "Hemoglobin A1c/Hemoglobin.total in Blood"}], "text": "HEMOGLOBIN A1C"},
        "subject": {"reference": "Patient/eTk2qPz9XbR1mN7wV4cH0Bw3", "display": "Kedzierska-Lund, Zofia"},
        "effectiveDateTime": "2024-06-18T13:05:00Z",
        "issued": "2024-06-19T15:22:41Z",
        "valueQuantity": {"value": 5.6, "unit": "%", "system": "http://unitsofmeasure.org", "code": "%"},
        "referenceRange": [{"text": "4.0 - 5.6 %"}],
    }
    tsh = {
        "resourceType": "Observation", "id": "TSH-7741229003-1",
        "status": "final",
        "category": {"coding": [{"system": "http://hl7.org/fhir/observation-category", "code": "laboratory"}], "text": "Laboratory"},
        "code": {"coding": [{"system": "http://loinc.org", "code": "3016-3", "display": "TSH"}], "text": "TSH"},
        "subject": {"reference": "https://fhir.minnehaha.example/api/FHIR/DSTU2/Patient/Tz8yL0kqX1", "display": "Zofia M Kedzierska-Lund"},
        "effectiveDateTime": "2024-06-18T08:05:00-05:00",
        "issued": "2024-06-18T16:40:12-05:00",
        "valueQuantity": {"value": 1.84, "unit": "uIU/mL", "system": "http://unitsofmeasure.org", "code": "u[IU]/mL"},
        "referenceRange": [{"low": {"value": 0.45, "unit": "uIU/mL", "system": "http://unitsofmeasure.org", "code": "u[IU]/mL"},
                            "high": {"value": 4.5, "unit": "uIU/mL", "system": "http://unitsofmeasure.org", "code": "u[IU]/mL"},
                            "text": "0.45 - 4.50 uIU/mL"}],
        "performer": [{"display": "NORTHFIELD LABS"}],
    }
    fer = {
        "resourceType": "Observation", "id": "eF3nW0q7KcZ9yV2xB6tRh1A3", "meta": {"versionId": "1"},
        "status": "final",
        "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
        "code": {"coding": [{"system": "http://loinc.org", "code": "2276-4", "display": "Ferritin [Mass/volume] in Serum or Plasma"}], "text": "FERRITIN"},
        "subject": {"reference": "Patient/eTk2qPz9XbR1mN7wV4cH0Bw3", "display": "Kedzierska-Lund, Zofia"},
        "effectiveDateTime": "2024-02-20T14:31:00Z",
        "issued": "2024-02-21T10:02:11Z",
        "valueQuantity": {"value": 163, "unit": "ng/mL", "system": "http://unitsofmeasure.org", "code": "ng/mL"},
        "interpretation": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation", "code": "H", "display": "High"}], "text": "High"}],
        "referenceRange": [{"low": {"value": 15, "unit": "ng/mL"}, "high": {"value": 150, "unit": "ng/mL"}}],
    }
    write(A1C, dump(a1c), "Apple Health clinical record, FHIR R4 Observation on one line: HbA1c, effectiveDateTime in UTC, referenceRange only as text '4.0 - 5.6 %'")
    write(TSH, dump(tsh), "Apple Health clinical record, FHIR DSTU2 Observation (category an object, not a list): TSH in uIU/mL with UCUM u[IU]/mL, low/high with a text copy, subject.display the person's name")
    write(FER, dump(fer), "Apple Health clinical record, FHIR R4 Observation: ferritin with interpretation H and low/high without UCUM codes")
    R(A1C, "HEMOGLOBIN A1C", "HBA1C", "2024-06-18", 5.6, "%", 4.0, 5.6, range_printed="4.0 - 5.6 %")
    R(TSH, "TSH", "TSH", "2024-06-18", 1.84, "uIU/mL", 0.45, 4.5, range_printed="0.45 - 4.50 uIU/mL")
    R(FER, "FERRITIN", "FERR", "2024-02-20", 163, "ng/mL", 15, 150, abn=True)
