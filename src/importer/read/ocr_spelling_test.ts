/**
 * Tesseract's misspellings of units, as read from the layout generator's
 * photographed pages: each is put right when only one unit can be meant,
 * and left as read when two can.
 */

import assert from "node:assert/strict";
import { ocrWords, respellLetterO, respellUnit } from "./ocr_spelling.ts";
import { tesseractWords } from "./tesseract_tsv.ts";

Deno.test("respellUnit() reads a capital I or a bar as the l of a litre", () => {
  const cases: [string, string][] = [
    ["mg/dI", "mg/dl"],
    ["U/I", "U/l"],
    ["U/|", "U/l"],
    ["IU/mI", "IU/ml"],
    ["G/I", "G/l"],
  ];
  for (const [read, printed] of cases) assert.equal(respellUnit(read), printed, read);
});

Deno.test("respellUnit() reads a fixed-width font's l, read as 1 or t, as the l of a litre or of mol", () => {
  assert.equal(respellUnit("mmol/1"), "mmol/l");
  assert.equal(respellUnit("mmol/t"), "mmol/l");
  assert.equal(respellUnit("mIU/t"), "mIU/l");
  assert.equal(respellUnit("ng/mt"), "ng/ml");
  assert.equal(respellUnit("umot/l"), "umol/l");
  // Only a unit the importer knows comes out; anything else is kept as read.
  assert.equal(respellUnit("1/1"), "1/1");
  assert.equal(respellUnit("mmot"), "mmot");
});

Deno.test("respellUnit() reads an l, 1 or bar before U as the I of IU", () => {
  const cases: [string, string][] = [
    ["mlU/l", "mIU/l"],
    ["mlU/L", "mIU/L"],
    ["lU/mL", "IU/mL"],
    ["1U/mL", "IU/mL"],
    ["µlU/ml", "µIU/ml"],
    ["mIU/I", "mIU/l"],
  ];
  for (const [read, printed] of cases) assert.equal(respellUnit(read), printed, read);
});

Deno.test("respellUnit() reads a 7 after 10 as the caret of a power of ten", () => {
  assert.equal(respellUnit("1079/L"), "10^9/L");
  assert.equal(respellUnit("10712/L"), "10^12/L");
  assert.equal(respellUnit("x1073/µl"), "x10^3/µl");
  // No power of ten is printed as 10^7 per litre in a blood count: kept as read.
  assert.equal(respellUnit("1077/L"), "1077/L");
});

Deno.test("respellUnit() reads two misreadings in one word, each a rule of its own", () => {
  // A fax: the caret of 10^9 read as 7 and the litre's l as a bar, or as a 1.
  assert.equal(respellUnit("1079/|"), "10^9/l");
  assert.equal(respellUnit("10712/1"), "10^12/l");
  // Still only to a unit the importer knows: a power a count is never printed in stays as read.
  assert.equal(respellUnit("1077/|"), "1077/|");
});

Deno.test("respellUnit() reads a count per litre whose caret a fax lost", () => {
  assert.equal(respellUnit("109/l"), "10^9/l");
  assert.equal(respellUnit("1012/L"), "10^12/L");
  // With its litre read as a 1: two misreadings, each a rule.
  assert.equal(respellUnit("1012/1"), "10^12/l");
  // Only per litre: a count per microlitre keeps what it read, as does a power no count is in.
  assert.equal(respellUnit("103/ul"), "103/ul");
  assert.equal(respellUnit("107/l"), "107/l");
});

Deno.test("respellUnit() reads ju as µ", () => {
  assert.equal(respellUnit("jug/dl"), "µg/dl");
  assert.equal(respellUnit("jumol/l"), "µmol/l");
});

Deno.test("respellUnit() keeps what could be read two ways, and what is no unit", () => {
  for (const word of ["HIU/ml", "Hg/dL", "tys/pl", "x1006/HL", "Ull", "Kowalski", "12,4", "I"]) {
    assert.equal(respellUnit(word), word, word);
  }
  assert.equal(respellUnit("mg/dl"), "mg/dl");
  assert.equal(respellUnit("pg/ml"), "pg/ml");
});

Deno.test("ocrWords() splits a flag glued to its unit", () => {
  assert.deepEqual(ocrWords("mg/dLH"), ["mg/dL", "H"]);
  assert.deepEqual(ocrWords("mmol/LL"), ["mmol/L", "L"]);
  assert.deepEqual(ocrWords("g/dl↑"), ["g/dl", "↑"]);
  assert.deepEqual(ocrWords("mg/dIH"), ["mg/dl", "H"]);
  assert.deepEqual(ocrWords("U/L"), ["U/L"]);
  assert.deepEqual(ocrWords("ANTYH"), ["ANTYH"]);
  assert.deepEqual(ocrWords("12/03/2024L"), ["12/03/2024L"]);
});

Deno.test("tesseractWords() gives a glued flag its own word box beside the unit", () => {
  const tsv = [
    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
    "4\t1\t1\t1\t1\t0\t10\t100\t600\t40\t-1\t",
    "5\t1\t1\t1\t1\t1\t10\t105\t120\t30\t96\tBilirubina",
    "5\t1\t1\t1\t1\t2\t250\t108\t60\t27\t95\t1,53",
    "5\t1\t1\t1\t1\t3\t400\t108\t60\t27\t95\tmg/dLH",
  ].join("\n");
  const words = tesseractWords(tsv, 1)!;
  assert.deepEqual(words.map((w) => [w.text, w.x, w.width]), [
    ["Bilirubina", 10, 120],
    ["1,53", 250, 60],
    ["mg/dL", 400, 50],
    ["H", 450, 10],
  ]);
});

Deno.test("respellLetterO() reads a zero after a bracket and before a capital as O", () => {
  assert.equal(respellLetterO("25(0H)D"), "25(OH)D");
  assert.equal(respellLetterO("25(0H)D3"), "25(OH)D3");
  assert.deepEqual(ocrWords("25(0H)"), ["25(OH)"]);
  for (const word of ["(03.01.2024)", "10,0", "(0,5)", "C0", "100"]) {
    assert.equal(respellLetterO(word), word, word);
  }
});
