// Guards the out-of-range flag: two-sided and one-sided ranges, inclusive
// boundaries, censored values judged by the interval they stand for (never
// as 0), and null whenever a result cannot honestly be judged.

import assert from "node:assert/strict";
import { flagOf, isOutOfRange } from "./flags.ts";

Deno.test("flagOf() judges a two-sided range", () => {
  assert.equal(flagOf({ value: 9, ref_low: 10, ref_high: 120 }), "low");
  assert.equal(flagOf({ value: 52, ref_low: 10, ref_high: 120 }), "normal");
  assert.equal(flagOf({ value: 121, ref_low: 10, ref_high: 120 }), "high");
});

Deno.test("flagOf() treats both boundaries as inside the range", () => {
  assert.equal(flagOf({ value: 10, ref_low: 10, ref_high: 120 }), "normal");
  assert.equal(flagOf({ value: 120, ref_low: 10, ref_high: 120 }), "normal");
  assert.equal(flagOf({ value: 5, ref_high: 5 }), "normal");
  assert.equal(flagOf({ value: 5, ref_low: 5 }), "normal");
});

Deno.test("flagOf() judges a low-only range", () => {
  assert.equal(flagOf({ value: 39, ref_low: 40 }), "low");
  assert.equal(flagOf({ value: 400, ref_low: 40 }), "normal");
});

Deno.test("flagOf() judges a high-only range", () => {
  assert.equal(flagOf({ value: 5.1, ref_high: 5 }), "high");
  assert.equal(flagOf({ value: 0.1, ref_high: 5 }), "normal");
});

Deno.test("flagOf() judges <0.5 against an upper limit of 5 as normal", () => {
  assert.equal(flagOf({ value: 0.5, comparator: "<", ref_high: 5 }), "normal");
  assert.equal(flagOf({ value: 0.5, comparator: "<", ref_low: 0, ref_high: 5 }), "normal");
});

Deno.test("flagOf() judges <0.5 against a lower limit of 1 as low", () => {
  assert.equal(flagOf({ value: 0.5, comparator: "<", ref_low: 1 }), "low");
  assert.equal(flagOf({ value: 0.5, comparator: "<=", ref_low: 1, ref_high: 5 }), "low");
});

Deno.test("flagOf() judges >100 against an upper limit of 50 as high", () => {
  assert.equal(flagOf({ value: 100, comparator: ">", ref_high: 50 }), "high");
  assert.equal(flagOf({ value: 100, comparator: ">=", ref_low: 1, ref_high: 50 }), "high");
  assert.equal(flagOf({ value: 100, comparator: ">", ref_low: 50 }), "normal");
});

Deno.test("flagOf() gives null for a censored value that straddles a limit", () => {
  assert.equal(flagOf({ value: 10, comparator: "<", ref_low: 5, ref_high: 20 }), null);
  assert.equal(flagOf({ value: 10, comparator: ">", ref_low: 5, ref_high: 20 }), null);
  assert.equal(flagOf({ value: 10, comparator: ">", ref_high: 20 }), null);
});

Deno.test("flagOf() honours open and closed censored ends at a limit", () => {
  // "<5" lies strictly below a lower limit of 5; "<=5" might equal it.
  assert.equal(flagOf({ value: 5, comparator: "<", ref_low: 5 }), "low");
  assert.equal(flagOf({ value: 5, comparator: "<=", ref_low: 5 }), null);
  assert.equal(flagOf({ value: 50, comparator: ">", ref_high: 50 }), "high");
  assert.equal(flagOf({ value: 50, comparator: ">=", ref_high: 50 }), null);
  assert.equal(flagOf({ value: 50, comparator: "<=", ref_high: 50 }), "normal");
});

Deno.test("flagOf() gives null for a qualitative value", () => {
  assert.equal(flagOf({ value: "ujemny" }), null);
  assert.equal(flagOf({ value: "dodatni", ref_low: 0, ref_high: 1 }), null);
});

Deno.test("flagOf() gives null with no numeric range", () => {
  assert.equal(flagOf({ value: 1000 }), null);
  assert.equal(flagOf({ value: 0.5, comparator: "<" }), null);
});

Deno.test("flagOf() flags a qualitative result the lab marked abnormal", () => {
  assert.equal(flagOf({ value: "wątpliwy", lab_flag: "A" }), "abnormal");
  assert.equal(flagOf({ value: "dodatni", lab_flag: "A" }), "abnormal");
  assert.equal(flagOf({ value: "dodatni" }), null, "no lab flag, no range: not judged");
});

Deno.test("flagOf() follows the lab's H or L where the range alone would not flag", () => {
  assert.equal(flagOf({ value: 5, ref_low: 1, ref_high: 10, lab_flag: "H" }), "high");
  assert.equal(flagOf({ value: 5, ref_low: 1, ref_high: 10, lab_flag: "L" }), "low");
  assert.equal(flagOf({ value: 2000, comparator: ">", lab_flag: "H" }), "high");
  assert.equal(flagOf({ value: 5, ref_low: 1, ref_high: 10 }), "normal", "no lab flag: the range");
  assert.equal(flagOf({ value: 50, ref_low: 1, ref_high: 10, lab_flag: "A" }), "high");
  assert.equal(flagOf({ value: 5, ref_low: 1, ref_high: 10, lab_flag: "A" }), "abnormal");
});

Deno.test("isOutOfRange() is true only for low, high and abnormal", () => {
  assert.equal(isOutOfRange("low"), true);
  assert.equal(isOutOfRange("high"), true);
  assert.equal(isOutOfRange("abnormal"), true);
  assert.equal(isOutOfRange("normal"), false);
  assert.equal(isOutOfRange(null), false);
});
