// Guards structured exports' printed ranges (docs/import.md, FHIR and CDA): a range given as
// text only was kept as text ("< 190" is an upper bound), and a range whose low bound is above
// its high one was stored.

import assert from "node:assert/strict";
import { exportRange } from "./export_range.ts";
import { parseFhir } from "./fhir.ts";
import { parseCda } from "./cda.ts";
import { parseXml } from "./xml.ts";

Deno.test("exportRange() reads a text-only range as printed: '< 190' an upper bound, '> 40' a lower", () => {
  assert.deepEqual(exportRange(undefined, undefined, "< 190"), { range: { ref_high: 190 } });
  assert.deepEqual(exportRange(undefined, undefined, ">40"), { range: { ref_low: 40 } });
  assert.deepEqual(exportRange(undefined, undefined, "<190 mg/dL"), { range: { ref_high: 190 } });
  assert.deepEqual(exportRange(undefined, undefined, "3.5 - 5.1"), {
    range: { ref_low: 3.5, ref_high: 5.1 },
  });
  assert.deepEqual(exportRange(undefined, undefined, "negative"), {
    range: { ref_text: "negative" },
  });
});

Deno.test("exportRange() keeps bounds out of order only when the text prints them in order", () => {
  assert.deepEqual(exportRange(5.1, 3.5, "3.5-5.1 mmol/L"), {
    range: { ref_low: 3.5, ref_high: 5.1 },
  });
  const dropped = exportRange(5.1, 3.5, undefined);
  assert.deepEqual(dropped.range, {});
  assert.match(dropped.note!, /low bound 5\.1 above its high bound 3\.5; range dropped/);
  assert.deepEqual(exportRange(5.1, 3.5, "5.1 - 3.5").range, {});
});

const observation = (extra: Record<string, unknown>) => ({
  resourceType: "Observation",
  id: "o1",
  status: "final",
  code: { text: "Potassium" },
  valueQuantity: { value: 4.2, unit: "mmol/L" },
  ...extra,
});

Deno.test("parseFhir() dates a result with only an issued time by it, and prefers when it was taken", () => {
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Bundle",
      entry: [
        { resource: observation({ issued: "2024-06-03T09:12:00+02:00" }) },
        {
          resource: observation({
            id: "o2",
            issued: "2024-06-03T09:12:00+02:00",
            effectiveDateTime: "2024-06-01",
          }),
        },
      ],
    }),
    () => undefined,
  );
  assert.deepEqual(doc.rows.map((r) => [r.date, r.dateProblem]), [
    ["2024-06-03T09:12:00+02:00", undefined],
    ["2024-06-01", undefined],
  ]);
});

Deno.test("parseFhir() dates a report's results by the report's issued time when nothing else dates them", () => {
  const doc = parseFhir(
    JSON.stringify({
      resourceType: "Bundle",
      entry: [
        {
          resource: {
            resourceType: "DiagnosticReport",
            status: "final",
            code: { text: "Panel" },
            issued: "2024-06-04",
            result: [{ reference: "Observation/o1" }],
          },
        },
        { fullUrl: "Observation/o1", resource: observation({}) },
      ],
    }),
    () => undefined,
  );
  assert.deepEqual(doc.rows.map((r) => r.date), ["2024-06-04"]);
});

Deno.test("parseFhir() stores a row whose range is low above high without the range, with a note", () => {
  const doc = parseFhir(
    JSON.stringify(observation({
      effectiveDateTime: "2024-06-01",
      referenceRange: [{ low: { value: 5.1 }, high: { value: 3.5 } }],
    })),
    () => undefined,
  );
  assert.equal(doc.rows.length, 1);
  assert.deepEqual(doc.rows[0]!.range, {});
  assert.deepEqual(doc.rows[0]!.value, { value: 4.2 });
  assert.match(doc.notes.join("\n"), /Observation o1: the printed range has its low bound 5\.1/);
});

Deno.test("parseFhir() reads a text-only range '< 190' as an upper bound", () => {
  const doc = parseFhir(
    JSON.stringify(observation({
      effectiveDateTime: "2024-06-01",
      code: { text: "Cholesterol" },
      valueQuantity: { value: 201, unit: "mg/dL" },
      referenceRange: [{ text: "< 190" }],
    })),
    () => undefined,
  );
  assert.deepEqual(doc.rows[0]!.range, { ref_high: 190 });
});

function cdaRow(range: string) {
  return parseCda(
    parseXml(
      '<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        "<component><structuredBody><component><section><title>Results</title><entry>" +
        '<observation classCode="OBS" moodCode="EVN"><code displayName="HDL Cholesterol"/>' +
        '<effectiveTime value="20240601"/><value xsi:type="PQ" value="52" unit="mg/dL"/>' +
        `<referenceRange><observationRange>${range}</observationRange></referenceRange>` +
        "</observation></entry></section></component></structuredBody></component></ClinicalDocument>",
    ),
    () => undefined,
  );
}

Deno.test("parseCda() reads a text-only range '> 40' as a lower bound", () => {
  assert.deepEqual(cdaRow("<text>&gt; 40</text>").rows[0]!.range, { ref_low: 40 });
});

Deno.test("parseCda() drops an IVL_PQ range whose low is above its high, with a note, and keeps the row", () => {
  const doc = cdaRow(
    '<value xsi:type="IVL_PQ"><low value="60" unit="mg/dL"/><high value="40" unit="mg/dL"/></value>',
  );
  assert.equal(doc.rows.length, 1);
  assert.deepEqual(doc.rows[0]!.range, {});
  assert.match(doc.notes.join("\n"), /low bound 60 above its high bound 40; range dropped/);
});

Deno.test("parseCda() keeps an out-of-order IVL_PQ when the range's text prints it in order", () => {
  const doc = cdaRow(
    '<text>40 - 60</text><value xsi:type="IVL_PQ"><low value="60"/><high value="40"/></value>',
  );
  assert.deepEqual(doc.rows[0]!.range, { ref_low: 40, ref_high: 60 });
});
