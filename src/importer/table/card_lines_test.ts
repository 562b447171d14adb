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
import { cardDate, cardNameAbove, isCardNameLine } from "./card_lines.ts";
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
  // Words saying the lab gives no range stand for the reference.
  assert.equal(cardNameAbove(name, value, at(120, "No normal range given")), name);
  // No labelled reference below: no card.
  assert.equal(cardNameAbove(name, value, at(120, "Comment: repeat")), undefined);
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

/** A line of a GP record's card page: one cell at `x0`, `height` high. */
const card = (page: number, y: number, height: number, text: string, x0 = 27): LayoutLine => ({
  page,
  y,
  height,
  cells: [{ text, x0, x1: x0 + text.length * 4 }],
});

/**
 * An NHS App page of result cards (name, value, reference, "Date:" last), in
 * panels filed on two days, with a name over two lines, a flag chip under a
 * name and a card with no range given.
 */
const GP_CARDS: LayoutLine[] = [
  card(1, 190, 9.7, "Full blood count - FBC", 20),
  card(1, 200, 7.1, "3 Dec 2025 · Filed by: Dr A. Smith", 20),
  card(1, 229, 8.6, "Haemoglobin estimation"),
  card(1, 244, 11.2, "131 g/L"),
  card(1, 255, 7.5, "Normal range: 115 - 165 g/L"),
  card(1, 263, 6.7, "Date: 3 Dec 2025"),
  card(1, 291, 8.6, "eGFR using creatinine (CKD-EPI) per 1.73 square"),
  card(1, 300, 8.6, "metres"),
  card(1, 314, 11.2, ">90 mL/min/1.73m*2"),
  card(1, 326, 7.5, "Normal range: Above 60 mL/min/1.73m*2"),
  card(1, 334, 6.7, "Date: 3 Dec 2025"),
  card(1, 362, 9.7, "Health check bloods", 20),
  card(1, 372, 7.1, "21 Oct 2025 · Filed by: Dr A. Smith", 20),
  card(1, 391, 8.6, "Serum ALT level"),
  card(1, 401, 6.7, "Above normal", 31),
  card(1, 416, 11.2, "38 U/L"),
  card(1, 427, 7.5, "Normal range: 0 - 33 U/L"),
  card(1, 435, 6.7, "Date: 21 Oct 2025"),
  card(1, 463, 8.6, "Serum cholesterol level"),
  card(1, 477, 11.2, "5.3 mmol/L"),
  card(1, 488, 7.5, "No normal range given"),
  card(1, 496, 6.7, "Date: 21 Oct 2025"),
];

Deno.test("parseReportLayout() reads a GP record's cards, each dated by the date on its own last line", () => {
  const doc = parseReportLayout(GP_CARDS, indexWith(), "pdf");
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.value.value, r.unit, r.range.ref_low, r.range.ref_high, r.date]),
    [
      ["Haemoglobin estimation", 131, "g/L", 115, 165, "2025-12-03"],
      [
        "eGFR using creatinine (CKD-EPI) per 1.73 square metres",
        90,
        "mL/min/1.73m*2",
        60,
        undefined,
        "2025-12-03",
      ],
      ["Serum ALT level", 38, "U/L", 0, 33, "2025-10-21"],
      ["Serum cholesterol level", 5.3, "mmol/L", undefined, undefined, "2025-10-21"],
    ],
  );
  // The chip's words name no row; the value is flagged against its range when it is classified.
  assert.deepEqual(doc.holds, []);
});

Deno.test("cardDate() dates only the card it ends, never the card below it", () => {
  // The date line has the next card's name right under it: it may open that card, so it dates neither.
  const opening = GP_CARDS.slice(2, 7).map((l, k) => k === 4 ? { ...l, y: 271 } : l);
  assert.equal(cardDate(opening, 3, 1), undefined);
  assert.equal(cardDate(GP_CARDS.slice(2, 7), 3, 1), "2025-12-03");
  // A date under another label ("Filed by", a birth date) or far below the card is no card's date.
  const filed = [GP_CARDS[3]!, GP_CARDS[4]!, card(1, 263, 6.7, "Filed: 3 Dec 2025")];
  assert.equal(cardDate(filed, 2, 0), undefined);
  const far = [GP_CARDS[3]!, GP_CARDS[4]!, card(1, 300, 6.7, "Date: 3 Dec 2025")];
  assert.equal(cardDate(far, 2, 0), undefined);
  // Without its date lines the page is held for a date, as before.
  const undated = parseReportLayout(
    GP_CARDS.filter((l) => !l.cells[0]!.text.startsWith("Date:")),
    indexWith(),
    "pdf",
  );
  assert.equal(undated.rows.every((r) => r.date === undefined), true);
  assert.equal(undated.holds.length, 1);
});

Deno.test("isCardNameLine() joins no heading in capitals or other type to the card name under it", () => {
  const lines = [
    card(1, 100, 8.6, "Liver function"),
    card(1, 109, 8.6, "Serum ALT level"),
    card(1, 124, 11.2, "38 U/L"),
    card(1, 135, 7.5, "Normal range: 0 - 33 U/L"),
  ];
  assert.equal(isCardNameLine(lines, 0), false);
  assert.equal(isCardNameLine(lines, 1), true);
  const doc = parseReportLayout(lines, indexWith(), "pdf");
  assert.deepEqual(doc.rows.map((r) => r.name), ["Serum ALT level"]);
});
