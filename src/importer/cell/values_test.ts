import assert from "node:assert/strict";
import {
  isQualitativeWord,
  noResultReason,
  parseNumber,
  parseRange,
  parseValue,
  qualitativeMismatch,
} from "./mod.ts";

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

Deno.test("parseValue() reads Polish comparator words as censored values", () => {
  assert.deepEqual(parseValue("powyżej 1000"), { value: 1000, comparator: ">" });
  assert.deepEqual(parseValue("Powyzej 1000"), { value: 1000, comparator: ">" });
  assert.deepEqual(parseValue("ponad 2000"), { value: 2000, comparator: ">" });
  assert.deepEqual(parseValue("więcej niż 150"), { value: 150, comparator: ">" });
  assert.deepEqual(parseValue("poniżej 0,5"), { value: 0.5, comparator: "<" });
  assert.deepEqual(parseValue("mniej niż 3"), { value: 3, comparator: "<" });
  assert.deepEqual(parseValue("> 1000", true), { value: 1000, comparator: ">" });
});

Deno.test("parseValue() drops a flag printed before the value", () => {
  assert.deepEqual(parseValue("H powyżej 2000"), { value: 2000, comparator: ">" });
  assert.deepEqual(parseValue("↑ 12,3"), { value: 12.3 });
  assert.deepEqual(parseValue("↑12,3"), { value: 12.3 });
  assert.deepEqual(parseValue("L <0,5"), { value: 0.5, comparator: "<" });
  assert.deepEqual(parseValue("* dodatni"), { value: "dodatni" });
});

Deno.test("parseValue() keeps the qualitative words labs print", () => {
  const words = [
    "wątpliwy",
    "wątpliwa",
    "wątpliwe",
    "graniczny",
    "graniczna",
    "nieoznaczalny",
    "nie wykryto",
    "wykryto",
    "ślad",
    "śladowe ilości",
    "liczne",
    "nieliczne",
    "pojedyncze",
    "bardzo liczne",
    "obecne",
    "nieobecne",
    "w normie",
    "słomkowa",
    "żółta",
    "jasnożółta",
    "ciemnożółta",
    "bursztynowa",
    "przejrzysta",
    "lekko mętna",
    "mętna",
  ];
  for (const word of words) {
    assert.equal(isQualitativeWord(word), true, word);
    assert.deepEqual(parseValue(word), { value: word }, word);
  }
});

Deno.test("parseValue() keeps sediment counts as text, never as a number", () => {
  assert.deepEqual(parseValue("10-15 wpw"), { value: "10-15 wpw" });
  assert.deepEqual(parseValue("0-2 w p.w."), { value: "0-2 w p.w." });
  assert.deepEqual(parseValue("1 - 3 wpw"), { value: "1 - 3 wpw" });
  assert.deepEqual(parseValue("pojedyncze w p.w."), { value: "pojedyncze w p.w." });
  assert.deepEqual(parseValue("10-15", true), { value: "10-15" });
  assert.equal(parseValue("10-15"), undefined);
});

Deno.test("noResultReason() recognises a result that only points at the description", () => {
  for (
    const text of [
      "patrz opis",
      "Patrz opis.",
      "patrz opis poniżej",
      "wynik w opisie",
      "opis poniżej",
      "patrz komentarz",
    ]
  ) {
    assert.equal(noResultReason(text), "see the description", text);
  }
  assert.equal(noResultReason("ujemny"), undefined);
  assert.equal(noResultReason("12,3"), undefined);
  assert.equal(parseValue("patrz opis", true), undefined);
});

Deno.test("qualitativeMismatch() flags a qualitative result that differs from its reference", () => {
  assert.equal(qualitativeMismatch("dodatni", "ujemny"), "A");
  assert.equal(qualitativeMismatch("wątpliwy", "ujemny"), "A");
  assert.equal(qualitativeMismatch("graniczny", "ujemny"), "A");
  assert.equal(qualitativeMismatch("wykryto", "nie wykryto"), "A");
  assert.equal(qualitativeMismatch("obecne", "nieobecne"), "A");
  assert.equal(qualitativeMismatch("ślad", "nieobecny"), "A");
  assert.equal(qualitativeMismatch("liczne", "nieliczne"), "A");
  assert.equal(qualitativeMismatch("Positive", "negative"), "A");
});

Deno.test("qualitativeMismatch() leaves a matching or unjudgeable result unflagged", () => {
  assert.equal(qualitativeMismatch("ujemny", "ujemny"), undefined);
  assert.equal(qualitativeMismatch("Ujemna", "ujemny"), undefined);
  assert.equal(qualitativeMismatch("nie wykryto", "nieobecne"), undefined);
  assert.equal(qualitativeMismatch("pojedyncze", "nieliczne"), undefined);
  assert.equal(qualitativeMismatch("żółta", "żółta"), undefined);
  assert.equal(qualitativeMismatch("słomkowa", "żółta"), undefined);
  assert.equal(qualitativeMismatch("dodatni", undefined), undefined);
  assert.equal(qualitativeMismatch("dodatni", "patrz opis"), undefined);
});

Deno.test("parseRange() reads ponad as a lower limit", () => {
  assert.deepEqual(parseRange("ponad 40"), { ref_low: 40 });
  assert.deepEqual(parseRange("więcej niż 40"), { ref_low: 40 });
});

// Guards a lost precision: the number 1 has lost the lab's "1,0"; the decimals say it.
Deno.test("parseValue() keeps the decimals a number printed with trailing zeros shows", () => {
  assert.deepEqual(parseValue("1,0"), { value: 1, decimals: 1 });
  assert.deepEqual(parseValue("<0,50"), { value: 0.5, comparator: "<", decimals: 2 });
  assert.deepEqual(parseValue("4,9"), { value: 4.9 }, "the number shows its own decimals");
  assert.deepEqual(parseValue("140"), { value: 140 });
});

Deno.test("'Nil' is a negative result and 'Pale Yellow' a colour, as Indian and UK urine reports print them", () => {
  assert.ok(isQualitativeWord("Nil"));
  assert.ok(isQualitativeWord("Pale Yellow"));
  assert.equal(qualitativeMismatch("Nil", "Nil"), undefined);
});
