import assert from "node:assert/strict";
import { parseFhir } from "./fhir.ts";

const loinc = (code: string) =>
  ({ "2276-4": "FERR", "718-7": "HGB" } as Record<string, string>)[code];

const bundle = {
  resourceType: "Bundle",
  type: "collection",
  entry: [
    {
      resource: {
        resourceType: "Patient",
        name: [{ given: ["Jan"], family: "Testowy" }],
        identifier: [{ system: "urn:oid:2.16.840.1.113883.3.4424.1.1.616", value: "85010112345" }],
        birthDate: "1985-01-01",
        address: [{ line: ["ul. Testowa 7"], city: "Warszawa", postalCode: "00-950" }],
      },
    },
    {
      resource: {
        resourceType: "Observation",
        id: "crp",
        status: "final",
        code: { coding: [{ system: "http://loinc.org", code: "1988-5" }], text: "CRP" },
        effectiveDateTime: "2025-03-12T08:15:00+01:00",
        valueQuantity: { value: 0.5, comparator: "<", unit: "mg/L" },
        referenceRange: [{ high: { value: 5, unit: "mg/L" } }],
      },
    },
    {
      resource: {
        resourceType: "Observation",
        id: "ferr",
        status: "final",
        code: { coding: [{ system: "http://loinc.org", code: "2276-4", display: "Ferritin" }] },
        effectiveDateTime: "2025-03-12",
        valueQuantity: { value: 52, unit: "ug/L" },
        referenceRange: [{ low: { value: 10 }, high: { value: 120 } }],
      },
    },
    {
      resource: {
        resourceType: "Observation",
        id: "borelia",
        status: "final",
        code: { text: "Borelioza IgM" },
        effectiveDateTime: "2025-03-12",
        valueCodeableConcept: { coding: [{ display: "ujemny" }] },
        referenceRange: [{ text: "ujemny" }],
      },
    },
    {
      resource: {
        resourceType: "Observation",
        status: "entered-in-error",
        code: { text: "HGB" },
        valueQuantity: { value: 1 },
      },
    },
  ],
};

Deno.test("parseFhir() maps valueQuantity with comparator, LOINC and referenceRange[0]", () => {
  const doc = parseFhir(JSON.stringify(bundle), loinc);
  const [crp, ferr] = doc.rows;
  assert.deepEqual(crp?.value, { value: 0.5, comparator: "<" });
  assert.equal(crp?.date, "2025-03-12T08:15:00+01:00");
  assert.deepEqual(crp?.range, { ref_high: 5 });
  assert.equal(ferr?.code, "FERR");
  assert.equal(ferr?.unit, "ug/L");
  assert.deepEqual(ferr?.range, { ref_low: 10, ref_high: 120 });
});

Deno.test("parseFhir() keeps a valueCodeableConcept as a qualitative value and its range text", () => {
  const row = parseFhir(JSON.stringify(bundle), loinc).rows[2];
  assert.deepEqual(row?.value, { value: "ujemny" });
  assert.deepEqual(row?.range, { ref_text: "ujemny" });
});

Deno.test("parseFhir() skips entered-in-error observations", () => {
  assert.equal(parseFhir(JSON.stringify(bundle), loinc).rows.length, 3);
});

Deno.test("parseFhir() learns the patient's identity without making rows of it", () => {
  const doc = parseFhir(JSON.stringify(bundle), loinc);
  for (const text of ["Jan", "Testowy", "85010112345", "1985-01-01", "ul. Testowa 7", "00-950"]) {
    assert.ok(doc.identity.includes(text), text);
  }
});

Deno.test("parseFhir() keeps the order and sample numbers and the practitioner as identity", () => {
  const report = {
    resourceType: "DiagnosticReport",
    status: "final",
    identifier: [{ value: "LB-25-0903-4471" }],
    code: { text: "Laborbefund" },
    performer: [{ display: "Labor Beispielstadt" }],
    contained: [{ resourceType: "Specimen", id: "sp", accessionIdentifier: { value: "S-778812" } }],
    result: [],
  };
  const doctor = { resourceType: "Practitioner", name: [{ family: "Muster", given: ["Olaf"] }] };
  const doc = parseFhir(
    JSON.stringify({
      ...bundle,
      entry: [...bundle.entry, { resource: report }, { resource: doctor }],
    }),
    loinc,
  );
  for (
    const text of ["LB-25-0903-4471", "S-778812", "Muster", "Olaf"]
  ) assert.ok(doc.identity.includes(text), text);
  assert.ok(!doc.identity.includes("Labor Beispielstadt"), "the lab performing is no person");
  assert.equal(doc.rows.length, 3);
});

Deno.test("parseFhir() reads a single Observation and names broken JSON", () => {
  const single = bundle.entry[2]!.resource;
  assert.equal(parseFhir(JSON.stringify(single), loinc).rows.length, 1);
  assert.match(parseFhir("{", loinc).holds[0]!, /^not valid JSON/);
});

const ssidl = () =>
  parseFhir(
    Deno.readTextFileSync(
      new URL("../../../tests/fixtures/importer/fhir_ssidl.json", import.meta.url),
    ),
    loinc,
  );

Deno.test("parseFhir() reads an SSIDL-like bundle row by row: flag, specimen, section, code, date", () => {
  const doc = ssidl();
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.notes, []);
  const blood = {
    date: "2024-03-04T07:30:00+01:00",
    specimen: "blood",
    section: "Morfologia krwi",
  };
  const urine = {
    date: "2024-03-04T07:10:00+01:00",
    specimen: "urine",
    section: "Badanie ogólne moczu z oceną osadu",
  };
  const later = "2024-03-11T08:05:00+01:00";
  assert.deepEqual(doc.rows, [
    {
      where: "Observation wbc",
      name: "Leukocyty (WBC)",
      alternatives: ["Leukocytes [#/volume] in Blood by Automated count", "Leukocytes"],
      value: { value: 3.82 },
      unit: "10*3/uL",
      range: { ref_low: 4, ref_high: 10 },
      labFlag: "L",
      labCode: "LOINC 6690-2",
      ...blood,
    },
    {
      where: "Observation hgb",
      name: "Hemoglobina",
      code: "HGB",
      alternatives: ["Hemoglobin [Mass/volume] in Blood", "Hemoglobin"],
      value: { value: 13.9 },
      unit: "g/dL",
      range: { ref_low: 12, ref_high: 16 },
      labCode: "LOINC 718-7",
      ...blood,
    },
    {
      where: "Observation plt",
      name: "Płytki krwi (PLT)",
      alternatives: ["Platelets [#/volume] in Blood by Automated count", "Platelets"],
      value: { value: 452 },
      unit: "10*3/uL",
      range: { ref_low: 150, ref_high: 410 },
      labFlag: "H",
      labCode: "LOINC 777-3",
      ...blood,
    },
    {
      where: "Observation u-glu",
      name: "Glukoza",
      alternatives: ["Glucose [Mass/volume] in Urine by Test strip"],
      value: { value: "nie wykryto" },
      range: { ref_text: "nie wykryto" },
      labCode: "LOINC 5792-7",
      ...urine,
    },
    {
      where: "Observation u-colour",
      name: "Barwa",
      alternatives: ["Color of Urine"],
      value: { value: "słomkowa" },
      range: {},
      labCode: "LOINC 5778-6",
      ...urine,
    },
    {
      where: "Observation u-leu",
      name: "Leukocyty w osadzie",
      alternatives: [],
      value: { value: "10-15" },
      range: { ref_low: 0, ref_high: 5 }, // printed "0 - 5 wpw": the unit after the bounds left out
      labFlag: "H",
      labCode: "OSAD-LEU",
      ...urine,
    },
    {
      where: "Observation crp",
      name: "CRP",
      alternatives: ["C reactive protein [Mass/volume] in Serum or Plasma", "C reactive protein"],
      specimen: "blood",
      date: later,
      value: { value: 0.6, comparator: "<" },
      unit: "mg/L",
      range: { ref_high: 5 },
      labCode: "I81",
    },
    {
      where: "Observation ddimer",
      name: "D-dimery",
      alternatives: ["Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma"],
      date: later,
      value: { value: 0.42 },
      unit: "mg/L{FEU}",
      range: { ref_high: 0.5 },
      labCode: "LOINC 48065-7",
    },
    {
      where: "Observation tsh",
      name: "TSH",
      alternatives: ["Thyrotropin [Units/volume] in Serum or Plasma", "Thyrotropin"],
      specimen: "blood",
      date: later,
      value: { value: 2.1 },
      unit: "m[IU]/L",
      range: { ref_low: 0.27, ref_high: 4.2 },
      labCode: "LOINC 3016-3",
    },
    {
      where: "Observation antyhbs",
      name: "Przeciwciała anty-HBs",
      alternatives: [
        "Hepatitis B virus surface Ab [Units/volume] in Serum",
        "Hepatitis B virus surface Ab",
      ],
      specimen: "blood",
      date: later,
      value: { value: 1000, comparator: ">" },
      unit: "[IU]/L",
      range: { ref_low: 10 },
      labCode: "LOINC 16935-9",
    },
    {
      where: "Observation hcv",
      name: "Przeciwciała anty-HCV",
      alternatives: ["Hepatitis C virus Ab [Presence] in Serum or Plasma", "Hepatitis C virus Ab"],
      specimen: "blood",
      date: later,
      value: { value: "dodatni" },
      range: { ref_text: "ujemny" },
      labFlag: "A",
      labCode: "LOINC 13955-0",
    },
    {
      where: "Observation ferr",
      name: "Ferrytyna",
      code: "FERR",
      alternatives: ["Ferritin [Mass/volume] in Serum or Plasma", "Ferritin"],
      specimen: "blood",
      date: later,
      value: { value: "próbka hemolizowana" },
      range: {},
      unreadable: "no result value",
      labCode: "LOINC 2276-4",
    },
    {
      where: "Observation chol",
      name: "Cholesterol całkowity",
      alternatives: ["Cholesterol [Mass/volume] in Serum or Plasma", "Cholesterol"],
      specimen: "blood",
      date: later,
      value: { value: 212 },
      unit: "mg/dL",
      range: { ref_high: 190 },
      labFlag: "H",
      section: "Lipidogram",
      labCode: "LOINC 2093-3",
    },
  ]);
});

Deno.test("parseFhir() collects the SSIDL Patient as identity strings, never as rows", () => {
  const doc = ssidl();
  assert.deepEqual(doc.identity, [
    "Anna",
    "Maria",
    "Przykładowa",
    "92071314568",
    "1992-07-13",
    "ul. Kwiatowa 5/12",
    "Kraków",
    "31-864",
    "+48 600 123 456",
    "anna.przykladowa@example.org",
  ]);
  const everything = JSON.stringify(doc.rows);
  for (const text of doc.identity) assert.ok(!everything.includes(text), text);
});

Deno.test('parseFhir() stores no unit for a valueQuantity whose only unit is UCUM\'s unity "1" (an INR)', () => {
  const inr = {
    resourceType: "Observation",
    status: "final",
    code: { coding: [{ system: "http://loinc.org", code: "6301-6" }], text: "INR" },
    effectivePeriod: { start: "2025-01-02T07:00:00+01:00" },
    valueQuantity: { value: 1.1, system: "http://unitsofmeasure.org", code: "1" },
  };
  const doc = parseFhir(
    JSON.stringify({ resourceType: "Bundle", entry: [{ resource: inr }] }),
    loinc,
  );
  assert.deepEqual(doc.rows[0]?.value, { value: 1.1 });
  assert.equal(doc.rows[0]?.unit, undefined);
});
