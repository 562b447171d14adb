/**
 * The unit reader on small messy cells. The failure it guards: a flag
 * printed in its own column that a layout placed in the unit column (a
 * glucose row stored with the unit `mg/dl H`).
 */

import assert from "node:assert/strict";
import { looksLikeUnit, readUnit } from "./unit.ts";

Deno.test("readUnit() splits a flag beside or glued to the unit off it", () => {
  const cases: [string, unknown][] = [
    ["mg/dl H", { unit: "mg/dl", flag: "H", mark: "H" }],
    ["mg/dl  L", { unit: "mg/dl", flag: "L", mark: "L" }],
    ["mg/dl ↑", { unit: "mg/dl", flag: "H", mark: "↑" }],
    ["g/l↓", { unit: "g/l", flag: "L", mark: "↓" }],
    ["H mg/dl", { unit: "mg/dl", flag: "H", mark: "H" }],
    ["*mg/dl", { unit: "mg/dl", flag: "A", mark: "*" }],
    ["mg/dl*", { unit: "mg/dl", flag: "A", mark: "*" }],
    ["mg/dl (H)", { unit: "mg/dl", flag: "H", mark: "(H)" }],
    ["↑", { flag: "H", mark: "↑" }],
  ];
  for (const [printed, expected] of cases) assert.deepEqual(readUnit(printed), expected, printed);
});

Deno.test("readUnit() keeps every unit whole: capital L, powers and a star that multiplies", () => {
  for (
    const unit of ["mmol/L", "U/L", "10^9/L", "10^3/µl", "tys/µl", "%", "fl", "mln/µl", "*10^3/µl"]
  ) {
    assert.deepEqual(readUnit(unit), { unit }, unit);
  }
  assert.deepEqual(readUnit("  "), {});
});

Deno.test("looksLikeUnit() tells units from numbers, comparators, range words and results", () => {
  for (const unit of ["g/dl", "%", "10^3/µl", "fl", "INR", "mm/h"]) {
    assert.equal(looksLikeUnit(unit), true, unit);
  }
  for (const other of ["12,5", "<5", "do", "ujemny", "Hemoglobina", ""]) {
    assert.equal(looksLikeUnit(other), false, other);
  }
});

Deno.test("readUnit() in OCR text takes a misread arrow after the unit as an abnormal mark", () => {
  for (
    const [printed, unit] of [["U/L 1", "U/L"], ["mmol/L tT", "mmol/L"], ["ng/dL t", "ng/dL"], [
      "ng/mL J",
      "ng/mL",
    ]]
  ) {
    assert.deepEqual(readUnit(printed!, true), { unit, flag: "A", mark: "*" }, printed);
  }
  // Outside OCR, or after no unit, the same text is left alone.
  assert.deepEqual(readUnit("ng/mL J"), { unit: "ng/mL J" });
  assert.deepEqual(readUnit("wpw 1", true), { unit: "wpw", flag: "A", mark: "*" });
  assert.deepEqual(readUnit("dodatni 1", true), { unit: "dodatni 1" });
});

Deno.test("readUnit(): a lone + or - in a column of its own beside the unit is a mark, never part of the unit", () => {
  assert.deepEqual(readUnit("- Mio/µl"), { unit: "Mio/µl" });
  assert.deepEqual(readUnit("g/dl -"), { unit: "g/dl" });
  assert.deepEqual(readUnit("- %"), { unit: "%" });
  assert.deepEqual(readUnit("+"), { flag: "A", mark: "+" });
  assert.deepEqual(readUnit("+ mg/dl"), { unit: "mg/dl", flag: "A", mark: "+" });
});
