/**
 * Tests of the one way results are written: each helper in both styles, the
 * stored-text hook, and the edge cases each surface relies on (an empty range
 * text, a time with seconds and a zone, changes that are not finite).
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  flagLetter,
  formatChange,
  formatRange,
  formatSigned,
  formatValue,
  formatWhen,
  PLAIN,
  plural,
  TYPOGRAPHIC,
} from "./format.ts";

const QUOTED = { style: "plain", text: (t: string) => JSON.stringify(t) } as const;

Deno.test("formatValue() keeps the sign of a censored value, in each style", () => {
  assert.equal(formatValue({ value: 0.5, comparator: "<" }, TYPOGRAPHIC), "<0.5");
  assert.equal(formatValue({ value: 2000, comparator: ">" }, TYPOGRAPHIC), ">2000");
  assert.equal(formatValue({ value: 10, comparator: "<=" }, TYPOGRAPHIC), "≤10");
  assert.equal(formatValue({ value: 90, comparator: ">=" }, TYPOGRAPHIC), "≥90");
  assert.equal(formatValue({ value: 10, comparator: "<=" }, PLAIN), "<=10");
  assert.equal(formatValue({ value: 90, comparator: ">=" }, PLAIN), ">=90");
  assert.equal(formatValue({ value: 13.4 }, PLAIN), "13.4");
});

Deno.test("formatValue() shows a text value through the caller's text function only", () => {
  assert.equal(formatValue({ value: "ujemny" }, TYPOGRAPHIC), "ujemny");
  assert.equal(formatValue({ value: "ujemny" }, QUOTED), '"ujemny"');
  assert.equal(formatValue({ value: 5 }, QUOTED), "5");
});

Deno.test("formatRange() writes both ends, one end, or the lab's text", () => {
  assert.equal(formatRange({ ref_low: 10, ref_high: 120 }, TYPOGRAPHIC), "10–120");
  assert.equal(formatRange({ ref_high: 5 }, TYPOGRAPHIC), "≤ 5");
  assert.equal(formatRange({ ref_low: 40 }, TYPOGRAPHIC), "≥ 40");
  assert.equal(formatRange({ ref_low: 10, ref_high: 120 }, PLAIN), "10-120");
  assert.equal(formatRange({ ref_high: 5 }, PLAIN), "<=5");
  assert.equal(formatRange({ ref_low: 40 }, PLAIN), ">=40");
  assert.equal(formatRange({ ref_text: "ujemny" }, TYPOGRAPHIC), "ujemny");
  assert.equal(formatRange({ ref_text: "ujemny" }, QUOTED), '"ujemny"');
  assert.equal(formatRange({ ref_low: 1, ref_text: "ignored" }, TYPOGRAPHIC), "≥ 1");
  assert.equal(formatRange({}, TYPOGRAPHIC), "");
});

Deno.test("formatRange() writes nothing for a range text cleaned to nothing, even quoted", () => {
  assert.equal(formatRange({ ref_text: "" }, QUOTED), "");
});

Deno.test("flagLetter() names low, high and abnormal, and nothing else", () => {
  assert.deepEqual(
    (["low", "high", "abnormal", "normal", null] as const).map(flagLetter),
    ["L", "H", "A", "", ""],
  );
});

Deno.test("formatWhen() adds the time of day to the minute, without seconds or zone", () => {
  assert.equal(formatWhen({ date: "2024-06-10" }), "2024-06-10");
  assert.equal(formatWhen({ date: "2024-06-10", time: "08:15:00+02:00" }), "2024-06-10 08:15");
  assert.equal(formatWhen({ date: "2024-06-10", time: "" }), "2024-06-10");
});

Deno.test("formatSigned() and formatChange() sign changes, with the minus sign when typographic", () => {
  assert.equal(formatSigned(-2, "plain"), "-2");
  assert.equal(formatSigned(-2, "typographic"), "−2");
  assert.equal(formatSigned(0, "plain"), "0");
  assert.equal(formatSigned(0, "typographic"), "±0");
  assert.equal(formatChange(46, 766.7, "typographic"), "+46 (+766.7%)");
  assert.equal(formatChange(-0.1, -11.1, "plain"), "-0.1 (-11.1%)");
  assert.equal(formatChange(-0.1, -11.1, "typographic"), "−0.1 (−11.1%)");
  assert.equal(formatChange(3, null, "plain"), "+3");
});

Deno.test("formatChange() never prints Infinity or NaN", () => {
  assert.equal(formatChange(Infinity, Infinity, "plain"), "not computable");
  assert.equal(formatChange(5, Infinity, "typographic"), "+5");
  assert.equal(formatChange(NaN, null, "typographic"), "not computable");
});

Deno.test("plural() counts a noun", () => {
  assert.equal(plural(1, "result"), "1 result");
  assert.equal(plural(2, "result"), "2 results");
  assert.equal(plural(0, "entry", "entries"), "0 entries");
});
