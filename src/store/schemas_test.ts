// Guards the single definition of the data file shapes: store lines strip
// unknown (possibly personal) fields; markers.yaml entries refuse unknown
// fields; and describeIssue() names the field that is wrong.

import assert from "node:assert/strict";
import { describeIssue, markerCodeSchema, markerEntrySchema, storeLineSchema } from "./schemas.ts";

Deno.test("storeLineSchema strips unknown fields such as name and pesel", () => {
  const parsed = storeLineSchema.parse({
    code: "HGB",
    date: "2024-01-01",
    value: 13.5,
    name: "Jan Kowalski",
    pesel: "44051401359",
  });
  assert.deepEqual(parsed, { code: "HGB", date: "2024-01-01", value: 13.5 });
  assert.equal("name" in parsed, false);
  assert.equal("pesel" in parsed, false);
});

Deno.test("storeLineSchema trims text fields and rejects infinite numbers", () => {
  assert.deepEqual(
    storeLineSchema.parse({ code: " FE ", date: "2024-01-01", value: " ujemny ", unit: " g/L " }),
    { code: "FE", date: "2024-01-01", value: "ujemny", unit: "g/L" },
  );
  assert.equal(
    storeLineSchema.safeParse({ code: "FE", date: "2024-01-01", value: Infinity }).success,
    false,
  );
  assert.equal(
    storeLineSchema.safeParse({ code: "FE", date: "2024-01-01", value: 1, ref_low: NaN }).success,
    false,
  );
});

Deno.test("markerCodeSchema accepts letters, digits, _ - . and refuses others", () => {
  for (const code of ["HGB", "B12", "INHB_E", "PTH-184", "25.OH.D", "a"]) {
    assert.equal(markerCodeSchema.safeParse(code).success, true, code);
  }
  for (const code of ["", "_X", "A B", "Ż", "X/Y", "A".repeat(65)]) {
    assert.equal(markerCodeSchema.safeParse(code).success, false, code);
  }
});

Deno.test("markerEntrySchema refuses an unknown field", () => {
  const input = { label: "Hemoglobina", alias: ["Hb"] };
  const result = markerEntrySchema.safeParse(input);
  assert.equal(result.success, false);
  assert.equal(!result.success && describeIssue(result.error, input), 'unknown field "alias"');
});

Deno.test("markerEntrySchema requires quoted LOINC codes in the right shape", () => {
  assert.equal(markerEntrySchema.safeParse({ loinc: ["718-7"] }).success, true);
  const input = { loinc: [7187] };
  const result = markerEntrySchema.safeParse(input);
  assert.equal(!result.success && describeIssue(result.error, input), '"loinc.0" must be a string');
  assert.equal(markerEntrySchema.safeParse({ loinc: ["718"] }).success, false);
});

Deno.test("describeIssue() names a missing field, a null one and a wrong type", () => {
  const missing = { date: "2024-01-01", value: 1 };
  const r1 = storeLineSchema.safeParse(missing);
  assert.equal(!r1.success && describeIssue(r1.error, missing), 'missing "code"');
  const nulled = { code: "FE", date: null, value: 1 };
  const r2 = storeLineSchema.safeParse(nulled);
  assert.equal(!r2.success && describeIssue(r2.error, nulled), '"date" is null');
  const wrong = { label: 5 };
  const r3 = markerEntrySchema.safeParse(wrong);
  assert.equal(!r3.success && describeIssue(r3.error, wrong), '"label" must be a string');
  const notMapping = { aliases: "Hb" };
  const r4 = markerEntrySchema.safeParse(notMapping);
  assert.equal(!r4.success && describeIssue(r4.error, notMapping), '"aliases" must be an array');
});

Deno.test("storeLineSchema reads the lab's own flag, H, L or A, and old lines without it", () => {
  const line = { code: "FERR", date: "2024-01-01", value: 252 };
  assert.equal(storeLineSchema.parse({ ...line, lab_flag: "H" }).lab_flag, "H");
  assert.equal(storeLineSchema.parse({ ...line, value: "dodatni", lab_flag: "A" }).lab_flag, "A");
  assert.equal(storeLineSchema.parse(line).lab_flag, undefined);
  const bad = { ...line, lab_flag: "X" };
  const result = storeLineSchema.safeParse(bad);
  assert.equal(
    !result.success && describeIssue(result.error, bad),
    '"lab_flag" must be one of "H", "L", "A"',
  );
});
