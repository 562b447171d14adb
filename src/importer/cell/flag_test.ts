/**
 * The one flag splitter (`splitFlag`), which replaced three: the value
 * reader's, the row stage's `takeFlag` and the structured exports'
 * `splitFlagMark`. Their cases all hold here, with what each got wrong.
 */

import assert from "node:assert/strict";
import { flagOfMark, isFlagToken, isNameFlagToken, splitFlag } from "./flag.ts";

type Case = [string, { text: string; flag?: string; mark?: string }];

Deno.test("splitFlag() takes a spaced mark off either side and normalises it", () => {
  const cases: Case[] = [
    ["H powyżej 2000", { text: "powyżej 2000", flag: "H", mark: "H" }],
    ["↑ 12,3", { text: "12,3", flag: "H", mark: "↑" }],
    ["12,3 ↓", { text: "12,3", flag: "L", mark: "↓" }],
    ["3,1 L", { text: "3,1", flag: "L", mark: "L" }],
    ["dodatni *", { text: "dodatni", flag: "A", mark: "*" }],
    ["! wątpliwy", { text: "wątpliwy", flag: "A", mark: "!" }],
    ["5,2 +", { text: "5,2", flag: "A", mark: "+" }],
    ["(L) 3,1", { text: "3,1", flag: "L", mark: "(L)" }],
    ["dodatni (+)", { text: "dodatni", flag: "A", mark: "(+)" }],
    ["powyżej 1000 H", { text: "powyżej 1000", flag: "H", mark: "H" }],
    ["L poniżej 0,5", { text: "poniżej 0,5", flag: "L", mark: "L" }],
    ["12,3 N", { text: "12,3" }],
    ["12 (-)", { text: "12" }],
  ];
  for (const [printed, expected] of cases) assert.deepEqual(splitFlag(printed), expected, printed);
});

Deno.test("splitFlag() takes a mark glued to a number, and an arrow glued to anything", () => {
  const cases: Case[] = [
    ["12,3H", { text: "12,3", flag: "H", mark: "H" }],
    ["13,4HH", { text: "13,4", flag: "H", mark: "HH" }],
    ["3,9L", { text: "3,9", flag: "L", mark: "L" }],
    ["8↓", { text: "8", flag: "L", mark: "↓" }],
    ["↑12,1", { text: "12,1", flag: "H", mark: "↑" }],
    ["*5,2", { text: "5,2", flag: "A", mark: "*" }],
    ["5,2*", { text: "5,2", flag: "A", mark: "*" }],
    ["3,9(L)", { text: "3,9", flag: "L", mark: "(L)" }],
    ["ujemny↑", { text: "ujemny", flag: "H", mark: "↑" }],
    ["↑<0,5", { text: "<0,5", flag: "H", mark: "↑" }],
  ];
  for (const [printed, expected] of cases) assert.deepEqual(splitFlag(printed), expected, printed);
});

Deno.test("splitFlag() lets a direction beat a bare abnormal mark, whichever comes first", () => {
  assert.deepEqual(splitFlag("* 12 H"), { text: "12", flag: "H", mark: "H" });
  assert.deepEqual(splitFlag("↓ 3,1 !"), { text: "3,1", flag: "L", mark: "↓" });
});

Deno.test("splitFlag() never takes a comparator, a word or a result's own plus signs", () => {
  const cases: Case[] = [
    ["<0,5", { text: "<0,5" }],
    ["> 1000", { text: "> 1000" }],
    ["ujemny", { text: "ujemny" }],
    ["Hemoliza 2", { text: "Hemoliza 2" }],
    ["HDL", { text: "HDL" }],
    ["+", { text: "+" }],
    ["+++", { text: "+++" }],
    ["(+)", { text: "(+)" }],
    ["A Rh+", { text: "A Rh+" }],
    ["0 Rh-", { text: "0 Rh-" }],
  ];
  for (const [printed, expected] of cases) assert.deepEqual(splitFlag(printed), expected, printed);
});

Deno.test("splitFlag() takes a lone mark as a flag cell's, or leaves it with lone off", () => {
  assert.deepEqual(splitFlag("H"), { text: "", flag: "H", mark: "H" });
  assert.deepEqual(splitFlag("↑"), { text: "", flag: "H", mark: "↑" });
  assert.deepEqual(splitFlag("L", { lone: false }), { text: "L" });
  assert.deepEqual(splitFlag(" ", { lone: false }), { text: "" });
});

Deno.test("splitFlag() takes a flag off a unit cell, spaced or glued", () => {
  assert.deepEqual(splitFlag("mg/dl H"), { text: "mg/dl", flag: "H", mark: "H" });
  assert.deepEqual(splitFlag("mg/dl ↑"), { text: "mg/dl", flag: "H", mark: "↑" });
  assert.deepEqual(splitFlag("g/l↓"), { text: "g/l", flag: "L", mark: "↓" });
  assert.deepEqual(splitFlag("mmol/L"), { text: "mmol/L" });
  assert.deepEqual(splitFlag("10^9/L"), { text: "10^9/L" });
});

Deno.test("splitFlag() takes a flag word in brackets after a result or its unit", () => {
  // A UK GP record prints "3.4 10*9/L (Abnormal)": the word was read into the unit.
  assert.deepEqual(splitFlag("3.4 10*9/L (Abnormal)"), {
    text: "3.4 10*9/L",
    flag: "A",
    mark: "Abnormal",
  });
  assert.deepEqual(splitFlag("101 fL (High)"), { text: "101 fL", flag: "H", mark: "High" });
  assert.deepEqual(splitFlag("mg/dl (niski)"), { text: "mg/dl", flag: "L", mark: "niski" });
  // A bracketed word that is no flag stays.
  assert.deepEqual(splitFlag("5 mg/l (FEU)"), { text: "5 mg/l (FEU)" });
  assert.deepEqual(splitFlag("(Abnormal)", { lone: false }), { text: "(Abnormal)" });
});

Deno.test("flagOfMark() normalises letters, arrows, stars and a flag column's words", () => {
  const cases: [string, string | undefined][] = [
    ["H", "H"],
    ["hh", "H"],
    ["↑↑", "H"],
    ["(L)", "L"],
    ["↓", "L"],
    ["*", "A"],
    ["!", "A"],
    ["+", "A"],
    ["Wysoki", "H"],
    ["obniżony", "L"],
    ["poza normą", "A"],
    ["High", "H"],
    ["N", undefined],
    ["", undefined],
  ];
  for (const [mark, flag] of cases) assert.equal(flagOfMark(mark), flag, mark);
});

Deno.test("isNameFlagToken() never takes a letter that ends a marker's name", () => {
  assert.equal(isFlagToken("A"), true);
  assert.equal(isNameFlagToken("A"), false);
  assert.equal(isNameFlagToken("N"), false);
  assert.equal(isNameFlagToken("H"), true);
  assert.equal(isNameFlagToken("↑"), true);
});

Deno.test("flagOfMark() knows the neuter Czech and Slovak flag words a flag column prints", () => {
  assert.equal(flagOfMark("zvýšené"), "H");
  assert.equal(flagOfMark("znížené"), "L");
  assert.equal(flagOfMark("zvýšeno"), "H");
  assert.equal(flagOfMark("sníženo"), "L");
});

Deno.test("flagOfMark() knows the Ukrainian flag words printed as adverbs", () => {
  assert.equal(flagOfMark("підвищено"), "H");
  assert.equal(flagOfMark("знижено"), "L");
});

Deno.test("splitFlag() leaves a blood group's bracketed sign on its symbol ('A Rh(+)')", () => {
  // "(+)" glued to a word is a mark ("dodatni(+)"); glued to a short capitalised symbol it is the
  // symbol's own sign: the blood group "A Rh(+)" was stored as "A Rh".
  assert.deepEqual(splitFlag("A Rh(+)"), { text: "A Rh(+)" });
  assert.deepEqual(splitFlag("0 RhD(+)"), { text: "0 RhD(+)" });
  assert.deepEqual(splitFlag("dodatni(+)").text, "dodatni");
  assert.deepEqual(splitFlag("ujemny↑").text, "ujemny");
});

Deno.test("splitFlag() reads a filled triangle beside a value as the arrow it stands for", () => {
  // A lab printing its flags as "▲" and "▼" after the value ("71,2 ▲") had those rows unreadable.
  assert.deepEqual(splitFlag("71,2 ▲"), { text: "71,2", flag: "H", mark: "▲" });
  assert.deepEqual(splitFlag("18,9▼"), { text: "18,9", flag: "L", mark: "▼" });
  assert.deepEqual(splitFlag("▲ 8,43"), { text: "8,43", flag: "H", mark: "▲" });
  assert.equal(flagOfMark("▼"), "L");
});
