/**
 * Tests of value formatting: censored values, ranges, flags and changes.
 *
 * @module
 */

import assert from "node:assert/strict";
import { flagCell, formatChange, formatRange, formatValue, formatWhen, plural } from "./format.ts";

Deno.test("formatValue() keeps the sign of a censored value", () => {
  assert.equal(formatValue(0.5, "<"), "<0.5");
  assert.equal(formatValue(2000, ">"), ">2000");
  assert.equal(formatValue(10, "<="), "≤10");
  assert.equal(formatValue(90, ">="), "≥90");
  assert.equal(formatValue("ujemny"), "ujemny");
});

Deno.test("formatRange() writes both ends, one end, or the lab's text", () => {
  assert.equal(formatRange({ ref_low: 10, ref_high: 120 }), "10–120");
  assert.equal(formatRange({ ref_high: 5 }), "≤ 5");
  assert.equal(formatRange({ ref_low: 40 }), "≥ 40");
  assert.equal(formatRange({ ref_text: "ujemny" }), "ujemny");
  assert.equal(formatRange({ ref_low: 1, ref_text: "ignored" }), "≥ 1");
  assert.equal(formatRange({}), "");
});

Deno.test("flagCell() marks high H and low L, and nothing else", () => {
  assert.deepEqual(flagCell("high"), { text: "H", tone: "high" });
  assert.deepEqual(flagCell("low"), { text: "L", tone: "low" });
  assert.deepEqual(flagCell("normal"), { text: "" });
  assert.deepEqual(flagCell(null), { text: "" });
});

Deno.test("formatChange() signs the change and its percentage", () => {
  assert.equal(formatChange(46, 766.7), "+46 (+766.7%)");
  assert.equal(formatChange(-0.1, -11.1), "-0.1 (-11.1%)");
  assert.equal(formatChange(3, null), "+3");
});

Deno.test("formatWhen() adds the time of day to a date", () => {
  assert.equal(formatWhen("2024-06-10"), "2024-06-10");
  assert.equal(formatWhen("2024-06-10", "08:15:00+02:00"), "2024-06-10 08:15");
  assert.equal(plural(1, "result"), "1 result");
  assert.equal(plural(2, "result"), "2 results");
});

Deno.test("formatChange() never prints Infinity or NaN", () => {
  assert.equal(formatChange(Infinity, Infinity), "not computable");
  assert.equal(formatChange(5, Infinity), "+5");
  assert.equal(formatChange(NaN, null), "not computable");
});
