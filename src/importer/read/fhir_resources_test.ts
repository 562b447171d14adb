// FHIR resources beyond the plain Observation row: a date that is not a date
// (only that row held), a contained Specimen and a valueRange bound, the
// components of a multi-part result, a specimen named only by its reference,
// non-laboratory observations skipped with a note, and the lab taken from the
// performing Organization (docs/import.md).

import assert from "node:assert/strict";
import { parseFhir } from "./fhir.ts";

const loinc = (code: string) =>
  ({ "2276-4": "FERR", "718-7": "HGB" } as Record<string, string>)[code];

Deno.test("parseFhir() holds only the row whose date is not a date, and names it", () => {
  const observation = (id: string, date?: string) => ({
    resourceType: "Observation",
    id,
    status: "final",
    code: { text: "Sód" },
    ...(date !== undefined ? { effectiveDateTime: date } : {}),
    valueQuantity: { value: 140, unit: "mmol/L" },
  });
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Bundle",
      entry: [
        { resource: observation("a", "2024-02-30") },
        { resource: observation("b", "2024-02-28") },
        { resource: observation("c") },
      ],
    }),
    loinc,
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.rows.map((r) => [r.date, r.dateProblem]), [
    [undefined, 'date "2024-02-30" is not a valid date'],
    ["2024-02-28", undefined],
    [undefined, "the document gives no date for this result"],
  ]);
});

Deno.test("parseFhir() reads a contained Specimen and a valueRange bound", () => {
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Observation",
      status: "final",
      contained: [{ resourceType: "Specimen", id: "s", type: { text: "Mocz poranny" } }],
      specimen: { reference: "#s" },
      code: { text: "Białko" },
      effectiveDateTime: "2024-01-02",
      valueRange: { high: { value: 10, unit: "mg/dl" } },
    }),
    loinc,
  );
  assert.equal(doc.rows[0]?.specimen, "urine");
  assert.deepEqual(doc.rows[0]?.value, { value: 10, comparator: "<=" });
  assert.equal(doc.rows[0]?.unit, "mg/dl");
});

Deno.test("parseFhir() makes a row of each component of a multi-part result, not of the whole", () => {
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Observation",
      id: "osad",
      status: "final",
      code: { text: "Osad moczu" },
      effectiveDateTime: "2024-01-02",
      component: [
        { code: { text: "Erytrocyty" }, valueString: "0-2 wpw" },
        {
          code: { text: "Bakterie" },
          valueCodeableConcept: { text: "liczne" },
          interpretation: [{ coding: [{ code: "A" }] }],
        },
      ],
    }),
    loinc,
  );
  assert.deepEqual(doc.rows.map((r) => [r.where, r.name, r.value, r.section, r.labFlag]), [
    ["Observation osad component 1", "Erytrocyty", { value: "0-2 wpw" }, "Osad moczu", undefined],
    ["Observation osad component 2", "Bakterie", { value: "liczne" }, "Osad moczu", "A"],
  ]);
  assert.deepEqual(doc.rows.map((r) => r.specimen), ["urine", "urine"]);
});

Deno.test("parseFhir() takes the specimen from a reference's display when it points nowhere", () => {
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Observation",
      status: "final",
      specimen: { display: "Mocz - porcja środkowa" },
      code: { text: "Glukoza" },
      effectiveDateTime: "2024-01-02",
      valueString: "nie wykryto",
    }),
    loinc,
  );
  assert.equal(doc.rows[0]?.specimen, "urine");
});

Deno.test("parseFhir() skips vital signs and other non-laboratory observations, with a note", () => {
  const observation = (id: string, category?: string) => ({
    resourceType: "Observation",
    id,
    status: "final",
    ...(category !== undefined ? { category: [{ coding: [{ code: category }] }] } : {}),
    code: { text: id },
    effectiveDateTime: "2024-01-02",
    valueQuantity: { value: 1 },
  });
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Bundle",
      entry: [
        { resource: observation("Ciśnienie", "vital-signs") },
        { resource: observation("Sód", "laboratory") },
        { resource: observation("Potas") },
      ],
    }),
    loinc,
  );
  assert.deepEqual(doc.rows.map((r) => r.name), ["Sód", "Potas"]);
  assert.deepEqual(doc.notes, [
    'Observation Ciśnienie: category "vital-signs", not a lab result; skipped',
  ]);
});

Deno.test("parseFhir() takes the lab from a performing Organization, never from a Practitioner", () => {
  const observation = (id: string, performer: unknown[]) => ({
    resource: {
      resourceType: "Observation",
      id,
      status: "final",
      code: { text: "Ferrytyna" },
      effectiveDateTime: "2025-03-12",
      valueQuantity: { value: 52, unit: "ug/L" },
      performer,
    },
  });
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Bundle",
      entry: [
        { fullUrl: "urn:uuid:org-1", resource: { resourceType: "Organization", name: "Lab Alfa" } },
        {
          fullUrl: "urn:uuid:doc-1",
          resource: { resourceType: "Practitioner", name: [{ family: "Zielińska" }] },
        },
        observation("a", [{ reference: "urn:uuid:doc-1" }, { reference: "urn:uuid:org-1" }]),
        observation("b", [{ reference: "urn:uuid:doc-1", display: "lek. Marta Zielińska" }]),
        observation("c", [{ reference: "Organization/9", display: "Lab Beta" }]),
        observation("d", [{ reference: "Practitioner/9", display: "lek. Jan Lis" }]),
        {
          resource: {
            resourceType: "DiagnosticReport",
            status: "final",
            code: { text: "Panel" },
            performer: [{ reference: "urn:uuid:org-1" }],
            result: [{ reference: "urn:uuid:e" }],
          },
        },
        { fullUrl: "urn:uuid:e", ...observation("e", []) },
      ],
    }),
    loinc,
  );
  assert.deepEqual(doc.rows.map((r) => [r.where, r.lab]), [
    ["Observation a", "Lab Alfa"],
    ["Observation b", undefined],
    ["Observation c", "Lab Beta"],
    ["Observation d", undefined],
    ["Observation e", "Lab Alfa"],
  ]);
});
