/**
 * A result printed as a card of lines (a UK GP online record): the name, the
 * value with its unit, and "Range: a - b unit", each on a line of its own.
 * The failure it guards: the value lines read as rows with no name and the
 * "Range:" lines as rows named "Range: 115 -".
 *
 * @module
 */

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";
import { parseReportLayout } from "./mod.ts";
import { cardNameAbove } from "./card_lines.ts";
import { splitColumns } from "./blocks.ts";
import type { LayoutLine } from "../layout/mod.ts";

const at = (y: number, text: string, x0 = 40) => ({
  page: 1,
  y,
  height: 8,
  cells: [{ text, x0, x1: x0 + text.length * 4 }],
});

Deno.test("cardNameAbove() takes the name line only over a value line with a labelled range below", () => {
  const name = at(100, "Haemoglobin");
  const value = at(110, "128 g/L");
  assert.equal(cardNameAbove(name, value, at(120, "Range: 115 - 165 g/L")), name);
  assert.equal(cardNameAbove(name, at(110, "> 90 mL/min"), at(120, "Range: > 60")), name);
  // No labelled reference below: no card.
  assert.equal(cardNameAbove(name, value, at(120, "No range given")), undefined);
  assert.equal(cardNameAbove(name, value, undefined), undefined);
  // A line that does not open with a value, a name far above or elsewhere on the line.
  assert.equal(cardNameAbove(name, at(110, "Comment 128"), at(120, "Range: 1 - 2")), undefined);
  assert.equal(cardNameAbove(at(60, "Haemoglobin"), value, at(120, "Range: 1 - 2")), undefined);
  assert.equal(
    cardNameAbove(at(100, "Haemoglobin", 200), value, at(120, "Range: 1 - 2")),
    undefined,
  );
});

Deno.test("parseReportLines() reads a card of lines: name, value with its unit and flag, labelled range", () => {
  const doc = parseReportLines(
    [
      "Sample taken: 03-Jun-2025 09:14",
      "Haemoglobin",
      "128 g/L",
      "Range: 115 - 165 g/L",
      "Filed by: the practice",
      "Mean cell volume",
      "101 fL (Abnormal)",
      "Range: 80 - 100 fL",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.value.value, r.unit, r.range.ref_low, r.range.ref_high]),
    [["Haemoglobin", 128, "g/L", 115, 165], ["Mean cell volume", 101, "fL", 80, 100]],
  );
  assert.equal(doc.rows[1]!.labFlag, "A");
});

/** A line of cells, each a text and its left edge (4 pt a character, 8 pt high). */
const cells = (y: number, ...parts: [string, number][]): LayoutLine => ({
  page: 1,
  y,
  height: 8,
  cells: parts.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4 })),
});

/** Two cards to a line (a portal's panel): each a name over its value and labelled range. */
const SIDE_BY_SIDE = [
  cells(20, ["Morfologia krwi", 40]),
  cells(40, ["Leukocyty (WBC)", 48], ["Erytrocyty (RBC)", 305]),
  cells(52, ["6,84 tys/µl", 48], ["Zakres ref.: 4,00 - 10,00", 182], ["4,21 mln/µl", 305], [
    "Zakres ref.: 3,80 - 5,20",
    439,
  ]),
  cells(76, ["Hemoglobina (HGB)", 48], ["Hematokryt (HCT)", 305]),
  cells(88, ["12,9 g/dl", 48], ["Zakres ref.: 12,0 - 16,0", 182], ["38,6 %", 305], [
    "Zakres ref.: 37,0 - 47,0",
    439,
  ]),
  cells(100, ["Biochemia (surowica)", 40]),
  cells(112, ["Glukoza na czczo", 48], ["Kreatynina", 305]),
  cells(124, ["103 mg/dl ↑", 48], ["Zakres ref.: 70 - 99", 182], ["0,78 mg/dl", 305], [
    "Zakres ref.: 0,51 - 0,95",
    439,
  ]),
  cells(136, ["RDW-CV", 48]),
  cells(148, ["14,9 %", 48], ["Zakres ref.: 11,5 - 14,5", 182]),
  cells(170, ["Komentarz: wynik powyżej zakresu referencyjnego oznaczono strzałką.", 37]),
];

Deno.test("splitColumns() reads result cards set two to a line as two blocks, each card whole", () => {
  const texts = splitColumns(SIDE_BY_SIDE).map((l) => l.cells.map((c) => c.text).join(" | "));
  assert.deepEqual(texts, [
    "Morfologia krwi",
    "Leukocyty (WBC)",
    "6,84 tys/µl | Zakres ref.: 4,00 - 10,00",
    "Hemoglobina (HGB)",
    "12,9 g/dl | Zakres ref.: 12,0 - 16,0",
    "Biochemia (surowica)",
    "Glukoza na czczo",
    "103 mg/dl ↑ | Zakres ref.: 70 - 99",
    // The panels' headings head the right block's cards too.
    "Morfologia krwi",
    "Erytrocyty (RBC)",
    "4,21 mln/µl | Zakres ref.: 3,80 - 5,20",
    "Hematokryt (HCT)",
    "38,6 % | Zakres ref.: 37,0 - 47,0",
    "Biochemia (surowica)",
    "Kreatynina",
    "0,78 mg/dl | Zakres ref.: 0,51 - 0,95",
    // A last card alone on its line follows the blocks, still whole.
    "RDW-CV",
    "14,9 % | Zakres ref.: 11,5 - 14,5",
    "Komentarz: wynik powyżej zakresu referencyjnego oznaczono strzałką.",
  ]);
  // A name line over a line of values that start elsewhere is no card: the page stays whole.
  const shifted = SIDE_BY_SIDE.map((l) =>
    /^\d/.test(l.cells[0]!.text)
      ? { ...l, cells: l.cells.map((c) => ({ ...c, x0: c.x0 + 60, x1: c.x1 + 60 })) }
      : l
  );
  assert.deepEqual(splitColumns(shifted), shifted);
});

Deno.test("parseReportLayout() reads cards two to a line: a name over its value and labelled range", () => {
  const doc = parseReportLayout(SIDE_BY_SIDE, indexWith(), "pdf");
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.value.value, r.unit, r.range.ref_low, r.range.ref_high]),
    [
      ["Leukocyty (WBC)", 6.84, "tys/µl", 4, 10],
      ["Hemoglobina (HGB)", 12.9, "g/dl", 12, 16],
      ["Glukoza na czczo", 103, "mg/dl", 70, 99],
      ["Erytrocyty (RBC)", 4.21, "mln/µl", 3.8, 5.2],
      ["Hematokryt (HCT)", 38.6, "%", 37, 47],
      ["Kreatynina", 0.78, "mg/dl", 0.51, 0.95],
      ["RDW-CV", 14.9, "%", 11.5, 14.5],
    ],
  );
  // Each card is read under its own panel's heading, on either side.
  assert.deepEqual(doc.rows.map((r) => r.section?.split(" ")[0]), [
    "Morfologia",
    "Morfologia",
    "Biochemia",
    "Morfologia",
    "Morfologia",
    "Biochemia",
    "Biochemia",
  ]);
});

/** One panel of two qualitative result cards side by side, with a comment line under each value. */
const SEROLOGY: LayoutLine[] = [
  { page: 1, y: 671, height: 10.5, cells: [{ text: "Serologia", x0: 43, x1: 99 }] },
  {
    page: 1,
    y: 690,
    height: 8.5,
    cells: [
      { text: "Przeciwciała anty-HCV", x0: 48, x1: 155 },
      { text: "Antygen HBs (HBsAg)", x0: 305, x1: 409 },
    ],
  },
  {
    page: 1,
    y: 702.7,
    height: 12,
    cells: [
      { text: "niereaktywny", x0: 48, x1: 140 },
      { text: "Zakres ref.: niereaktywny", x0: 182, x1: 277 },
      { text: "niereaktywny", x0: 305, x1: 397 },
      { text: "Zakres ref.: niereaktywny", x0: 439, x1: 534 },
    ],
  },
  {
    page: 1,
    y: 714.7,
    height: 7,
    cells: [
      { text: "indeks 0,08 S/CO; reaktywny ≥ 1,00", x0: 48, x1: 175 },
      { text: "indeks 0,31 S/CO; reaktywny ≥ 1,00", x0: 305, x1: 432 },
    ],
  },
];

Deno.test("parseReportLayout() reads qualitative cards: a result word over its labelled worded reference", () => {
  const index = indexWith({
    ANTY_HCV: { label: "Przeciwciała anty-HCV" },
    HBSAG: { label: "Antygen HBs", aliases: ["HBsAg"] },
  });
  const doc = parseReportLayout(SEROLOGY, index, "pdf");
  const read = doc.rows.filter((r) => r.value.value === "niereaktywny");
  assert.deepEqual(read.map((r) => [r.name, r.range.ref_text]), [
    ["Przeciwciała anty-HCV", "niereaktywny"],
    ["Antygen HBs (HBsAg)", "niereaktywny"],
  ]);
});
