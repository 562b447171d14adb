/**
 * Guards the value plausibility check: a value no person can have (a
 * decimal separator lost on a scan, a digit too many) is held with its
 * reason by the value alone, with or without a range, and never written,
 * not even with `--accept-held` or `--accept ID`; the values of real
 * people, healthy and ill, in every unit the dictionary converts, pass.
 *
 * @module
 */

import assert from "node:assert/strict";
import { impossibleValue } from "./possible_value.ts";
import { classifyRows } from "./classify.ts";
import type { RawRow } from "../document.ts";
import { PrivacyGuard } from "../privacy/mod.ts";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

Deno.test("impossibleValue() holds a value whose decimal separator was lost, by the value alone", () => {
  assert.match(
    impossibleValue({ code: "RBC", value: 452, unit: "10^12/l" })!,
    /^RBC 452 10\^12\/l is above any possible RBC \(20 10\^6\/µL\); .*--set ID:value=/,
  );
  assert.ok(impossibleValue({ code: "RBC", value: 45.2, unit: "10^6/µl" }));
  assert.match(
    impossibleValue({ code: "HGB", value: 141, unit: "g/dl" })!,
    /more than blood can hold/,
  );
  assert.match(
    impossibleValue({ code: "OB", value: 221, unit: "mm/h" })!,
    /above any possible OB \(200 mm\/h\)/,
  );
  assert.match(
    impossibleValue({ code: "MCHC", value: 3.31, unit: "g/dl" })!,
    /below any possible MCHC/,
  );
});

Deno.test("impossibleValue() passes the values of real people, healthy and ill", () => {
  const real: Parameters<typeof impossibleValue>[0][] = [
    { code: "RBC", value: 4.52, unit: "10^12/l" },
    { code: "RBC", value: 7.9, unit: "10^6/µl" }, // polycythaemia, thalassaemia trait
    { code: "RBC", value: 1.1, unit: "10^6/µl" }, // severe anaemia
    { code: "HGB", value: 141, unit: "g/l" },
    { code: "HGB", value: 22.5, unit: "g/dl" }, // a newborn's
    { code: "OB", value: 140, unit: "mm/h" },
    { code: "OB", value: 2, unit: "mm/h" },
    { code: "MCHC", value: 33.1, unit: "g/dl" },
    { code: "RBC", value: 452 }, // no unit: no factor, no check
    { code: "RBC", value: 452, unit: "furlongs" }, // the unit check's, not this one's
    { code: "GLU", value: 45, unit: "mmol/l" }, // no bound
  ];
  for (const row of real) assert.equal(impossibleValue(row), undefined, JSON.stringify(row));
});

const row = (name: string, value: number, unit: string, range?: [number, number]): RawRow => ({
  where: "line 1",
  name,
  date: "2025-02-14",
  value: { value },
  unit,
  range: range ? { ref_low: range[0], ref_high: range[1] } : {},
});

Deno.test("classifyRows() never writes an impossible value, not even with --accept-held or --accept ID", () => {
  const rows = [
    row("Erytrocyty", 452, "10^12/l", [4.2, 5.4]),
    row("Erytrocyty", 452, "10^12/l"), // no range: the value alone tells
    row("OB", 221, "mm/h", [0, 12]),
    row("Erytrocyty", 4.52, "10^12/l", [4.2, 5.4]),
  ];
  const ids = ["h-1", "h-2", "h-3", "h-4"];
  const context = {
    index,
    known: new Set<string>(),
    guard: new PrivacyGuard([]),
    acceptOcr: true,
    acceptHeld: true,
    accepted: new Set(ids),
  };
  const outcomes = classifyRows(rows, "ocr", "h", context);
  for (const held of outcomes.slice(0, 3)) {
    assert.equal(held.status, "held", JSON.stringify(held.row));
    assert.match(held.reason ?? "", /above any possible (RBC|OB)/);
    assert.equal(held.line, undefined, "never written");
    assert.notEqual(held.acceptable, true);
  }
  assert.equal(outcomes[3]?.status, "new");
});

Deno.test("impossibleValue() holds a haemoglobin or an MCHC no red cell can hold", () => {
  // "14,2 ↑" read as "142" g/dl: within 10× of the range 12–16, but no blood holds it.
  assert.match(
    impossibleValue({ code: "HGB", value: 142, unit: "g/dl" })!,
    /^HGB 142 g\/dl is more than blood can hold \(50 g\/dL, the most MCHC can be\)/,
  );
  assert.equal(impossibleValue({ code: "HGB", value: 142, unit: "g/l" }), undefined);
  assert.equal(impossibleValue({ code: "HGB", value: 8.8, unit: "mmol/l" }), undefined);
  assert.match(impossibleValue({ code: "HGB", value: 88, unit: "mmol/l" })!, /more than blood/);
  assert.equal(impossibleValue({ code: "MCHC", value: 331, unit: "g/l" }), undefined);
  assert.match(impossibleValue({ code: "MCHC", value: 3310, unit: "g/l" })!, /above any possible/);
  assert.equal(
    impossibleValue({ code: "MCHC", value: 3.31, unit: "g/dl" }),
    "MCHC 3.31 g/dl is below any possible MCHC (15 g/dL)",
  );
  // Severe hypochromia and spherocytosis are real.
  assert.equal(impossibleValue({ code: "MCHC", value: 24.1, unit: "g/dl" }), undefined);
  assert.equal(impossibleValue({ code: "MCHC", value: 38.2, unit: "g/dl" }), undefined);
});

Deno.test("classifyRows() names the arrow reading of an impossible OCR value, and still writes nothing", () => {
  const source = "abcdef".repeat(11);
  const context = {
    index,
    known: new Set<string>(),
    guard: new PrivacyGuard([]),
    acceptOcr: true,
    acceptHeld: true,
    accepted: new Set([`abcdef-1`]),
  };
  const [held] = classifyRows([row("OB", 241, "mm/h", [0, 20])], "ocr", source, context);
  assert.equal(held?.status, "held");
  assert.match(held?.reason ?? "", /above any possible OB.*may be 24 .*--set abcdef-1:value=24/);
  assert.equal(held?.line, undefined);
});
