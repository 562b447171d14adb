import assert from "node:assert/strict";
import { labFlagOfInterpretation, labFlagOfMark, qualitativeFlag, rowFlag } from "./lab_flag.ts";

Deno.test("labFlagOfMark() normalises letters, arrows, stars and flag words", () => {
  const cases: [string, string | undefined][] = [
    ["H", "H"],
    ["hh", "H"],
    ["↑", "H"],
    ["(L)", "L"],
    ["↓", "L"],
    ["*", "A"],
    ["!", "A"],
    ["+", "A"],
    ["N", undefined],
    ["", undefined],
    ["wysoki", "H"],
    ["Obniżony", "L"],
    ["nieprawidłowy", "A"],
    ["norma", undefined],
  ];
  for (const [mark, flag] of cases) assert.equal(labFlagOfMark(mark), flag, mark);
});

Deno.test("labFlagOfInterpretation() maps HL7 codes, critical ones to their direction", () => {
  const cases: [string, string | undefined][] = [
    ["H", "H"],
    ["HH", "H"],
    ["L", "L"],
    ["LL", "L"],
    ["A", "A"],
    ["POS", "A"],
    ["IND", "A"],
    ["N", undefined],
    ["NEG", undefined],
  ];
  for (const [code, flag] of cases) assert.equal(labFlagOfInterpretation(code), flag, code);
});

Deno.test("rowFlag() turns an undirected mark on a number into H or L by the range", () => {
  assert.equal(rowFlag("A", { value: 12 }, { ref_low: 4, ref_high: 10 }), "H");
  assert.equal(rowFlag("A", { value: 3 }, { ref_low: 4, ref_high: 10 }), "L");
  assert.equal(rowFlag("A", { value: 5 }, { ref_low: 4, ref_high: 10 }), "A");
  assert.equal(rowFlag("L", { value: 12 }, { ref_low: 4, ref_high: 10 }), "L");
  assert.equal(rowFlag(undefined, { value: 12 }, { ref_high: 10 }), undefined);
});

Deno.test("qualitativeFlag() flags a qualitative result of another sense than its range", () => {
  const cases: [string, string, string | undefined][] = [
    ["dodatni", "ujemny", "A"],
    ["Wątpliwy", "ujemny", "A"],
    ["ślad", "nie wykryto", "A"],
    ["obecne", "nieobecne", "A"],
    ["nieobecne", "obecne", "A"],
    ["ujemny", "ujemny", undefined],
    ["nie wykryto", "ujemny", undefined],
    ["żółta", "żółta", undefined],
    ["żółta", "słomkowa", undefined],
    // Some found where the reference says none: outside the reference.
    ["pojedyncze", "nie wykryto", "A"],
    ["pojedyncze", "pojedyncze", undefined],
    ["++", "ujemny", "A"],
  ];
  for (const [value, ref, flag] of cases) {
    assert.equal(qualitativeFlag({ value }, { ref_text: ref }), flag, `${value} / ${ref}`);
  }
  assert.equal(qualitativeFlag({ value: 5 }, { ref_text: "ujemny" }), undefined);
  assert.equal(qualitativeFlag({ value: "dodatni" }, {}), undefined);
});

Deno.test("rowFlag() keeps a printed flag and falls back to the qualitative one", () => {
  assert.equal(rowFlag("H", { value: "dodatni" }, { ref_text: "ujemny" }), "H");
  assert.equal(rowFlag(undefined, { value: "dodatni" }, { ref_text: "ujemny" }), "A");
  assert.equal(rowFlag("A", { value: 3 }, { ref_low: 4 }), "L");
});
