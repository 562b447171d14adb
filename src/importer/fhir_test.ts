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

Deno.test("parseFhir() reads a single Observation and names broken JSON", () => {
  const single = bundle.entry[2]!.resource;
  assert.equal(parseFhir(JSON.stringify(single), loinc).rows.length, 1);
  assert.match(parseFhir("{", loinc).holds[0]!, /^not valid JSON/);
});
