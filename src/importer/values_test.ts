import assert from "node:assert/strict";
import { parseNumber, parseRange, parseValue } from "./values.ts";

Deno.test("parseNumber() reads a decimal comma and a decimal point alike", () => {
  assert.equal(parseNumber("13,5"), 13.5);
  assert.equal(parseNumber("13.5"), 13.5);
  assert.equal(parseNumber("-2,5"), -2.5);
  assert.equal(parseNumber("1,2,3"), undefined);
});

Deno.test("parseValue() stores a censored result as its limit with a comparator, never 0", () => {
  assert.deepEqual(parseValue("<0,5"), { value: 0.5, comparator: "<" });
  assert.deepEqual(parseValue("< 0.5"), { value: 0.5, comparator: "<" });
  assert.deepEqual(parseValue(">1000"), { value: 1000, comparator: ">" });
  assert.deepEqual(parseValue("≤5"), { value: 5, comparator: "<=" });
  assert.deepEqual(parseValue(">=40"), { value: 40, comparator: ">=" });
});

Deno.test("parseValue() keeps qualitative words as printed", () => {
  for (const word of ["ujemny", "dodatni", "negative", "positive", "nieobecny", "obecny", "ślad"]) {
    assert.deepEqual(parseValue(word), { value: word });
  }
  assert.deepEqual(parseValue("Nie wykryto"), { value: "Nie wykryto" });
});

Deno.test("parseValue() ignores printed flags as data", () => {
  assert.deepEqual(parseValue("13,4 H"), { value: 13.4 });
  assert.deepEqual(parseValue("8 ↓"), { value: 8 });
  assert.deepEqual(parseValue("200 ↑"), { value: 200 });
  assert.deepEqual(parseValue("3,1 L"), { value: 3.1 });
});

Deno.test("parseRange() reads numeric ranges in every printed form", () => {
  assert.deepEqual(parseRange("12,0 - 16,0"), { ref_low: 12, ref_high: 16 });
  assert.deepEqual(parseRange("12.0-16.0"), { ref_low: 12, ref_high: 16 });
  assert.deepEqual(parseRange("12–16"), { ref_low: 12, ref_high: 16 });
  assert.deepEqual(parseRange("< 5"), { ref_high: 5 });
  assert.deepEqual(parseRange("<=5"), { ref_high: 5 });
  assert.deepEqual(parseRange("> 40"), { ref_low: 40 });
  assert.deepEqual(parseRange("do 5"), { ref_high: 5 });
  assert.deepEqual(parseRange("powyżej 40"), { ref_low: 40 });
  assert.deepEqual(parseRange("(3,5 - 5,1)"), { ref_low: 3.5, ref_high: 5.1 });
});

Deno.test("parseRange() keeps a textual range as ref_text", () => {
  assert.deepEqual(parseRange("ujemny"), { ref_text: "ujemny" });
  assert.deepEqual(parseRange("K: 12-16; M: 13-17"), { ref_text: "K: 12-16; M: 13-17" });
});

Deno.test("parseRange() does not read an inverted range as numbers", () => {
  assert.deepEqual(parseRange("16 - 12"), { ref_text: "16 - 12" });
});
