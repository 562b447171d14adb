// Guards a fax (docs/import.md, scans): a collection date that Tesseract reads as
// "09.09.2025.07:15", "O9.09.2025" or "09,09.2025" held every row as "date cannot be read"
// although only one date can be meant.

import assert from "node:assert/strict";
import { ocrDateReadings, respellDate, withDateCandidates } from "./ocr_dates.ts";
import { tesseractWords } from "./tesseract_tsv.ts";
import { linesFromItems } from "../layout/mod.ts";
import { parseReportLayout } from "../table/mod.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

Deno.test("respellDate() reads a date through OCR noise when only one date can be meant", () => {
  const cases: [string, string[]][] = [
    ["09.09.2025.07:15", ["09.09.2025", "07:15"]],
    ["09.09.202507:15", ["09.09.2025", "07:15"]],
    ["O9.09.2025", ["09.09.2025"]],
    ["09,09.2025", ["09.09.2025"]],
    ["09.09,2025", ["09.09.2025"]],
    ["l4.O3.2O24", ["14.03.2024"]],
    ["0909.2025", ["09.09.2025"]],
    ["09.092025", ["09.09.2025"]],
    ["09.09.2025r.", ["09.09.2025"]],
    ["(O9.09.2025):", ["(09.09.2025):"]],
    ["09.09.2025r", ["09.09.2025"]],
  ];
  for (const [read, meant] of cases) assert.deepEqual(respellDate(read), meant, read);
});

Deno.test("respellDate() leaves alone clean dates, numbers, values and words", () => {
  for (
    const word of [
      "09.09.2025",
      "2025-09-09",
      "4200318761",
      "13,4",
      "0,27-4,20",
      "Glukoza",
      "10.2024",
      "SLS",
    ]
  ) {
    assert.equal(respellDate(word), undefined, word);
  }
});

Deno.test("ocrDateReadings() gives every date a word may be when several can be meant", () => {
  assert.deepEqual(ocrDateReadings("112.2024").dates, ["2024-02-11", "2024-12-01"]);
  assert.equal(respellDate("112.2024"), undefined);
  assert.deepEqual(ocrDateReadings("31.O2.2024").dates, []);
});

function tsvLine(top: number, words: readonly string[]): string[] {
  let left = 10;
  return [
    `4\t1\t1\t1\t${top}\t0\t10\t${top}\t900\t30\t-1\t`,
    ...words.map((word, i) => {
      const row = `5\t1\t1\t1\t${top}\t${i + 1}\t${left}\t${top}\t${
        word.length * 12
      }\t30\t90\t${word}`;
      left += word.length * 12 + (i === 0 ? 60 : 60);
      return row;
    }),
  ];
}

Deno.test("a faxed report whose collection date OCR read as '09.09.2025.07:15' dates its rows", () => {
  for (const printed of ["09.09.2025.07:15", "O9.09.2025", "09,09.2025"]) {
    const tsv = [
      "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
      ...tsvLine(100, ["Data pobrania:", printed]),
      ...tsvLine(200, ["Badanie", "Wynik", "Jednostka", "Zakres"]),
      ...tsvLine(300, ["Glukoza", "92", "mg/dl", "70-99"]),
    ].join("\n");
    const words = tesseractWords(tsv, 1)!;
    const doc = parseReportLayout(linesFromItems(words), indexWith(), "ocr");
    assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.dateProblem]), [
      ["Glukoza", "2025-09-09", undefined],
    ], printed);
  }
});

Deno.test("a scan whose collection date can be meant two ways holds its rows, naming the dates", () => {
  const tsv = [
    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
    ...tsvLine(100, ["Data pobrania:", "112.2024"]),
    ...tsvLine(200, ["Badanie", "Wynik", "Jednostka", "Zakres"]),
    ...tsvLine(300, ["Glukoza", "92", "mg/dl", "70-99"]),
  ].join("\n");
  const lines = linesFromItems(tesseractWords(tsv, 1)!);
  const doc = withDateCandidates(
    parseReportLayout(lines, indexWith(), "ocr"),
    lines.map((l) => l.cells.map((c) => c.text).join(" ")),
  );
  assert.deepEqual(doc.rows.map((r) => [r.date, r.dateProblem]), [[
    undefined,
    "the collection date printed above this row cannot be read (it may be 2024-02-11 or 2024-12-01)",
  ]]);
  assert.deepEqual(doc.notes, ['a date read by OCR as "112.2024" may be 2024-02-11 or 2024-12-01']);
});
