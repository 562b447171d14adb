/**
 * The features that came with columns read by their cells (docs/import.md) really
 * show in the documents they are set on: a value and its unit in one cell,
 * the range under the value on a line of its own, header words no lexicon
 * knows, a date column with no header word; and a corpus drawn without them
 * is the corpus its seed gave before they came.
 */

import assert from "node:assert/strict";
import { pdfText } from "../../../src/importer/read/pdf_text.ts";
import { tableHeader } from "../../../src/importer/table/header_roles.ts";
import { linesFromItems } from "../../../src/importer/layout/lines.ts";
import { buildDocument, corpusSpecs } from "./corpus.ts";
import { type Layout, PLAIN, PLAIN_CELLS } from "./features.ts";
import { formatDate, WORDS } from "./words.ts";

async function readBack(change: Partial<Layout>, seed = 3) {
  const document = await buildDocument({ layout: { ...PLAIN, ...change }, seed }, "f.pdf");
  const { items } = await pdfText(document.bytes);
  return { document, lines: linesFromItems(items) };
}

/** A line's cells as text, the Greek mu the PDF font draws read as the micro sign. */
const texts = (line: { readonly cells: readonly { readonly text: string }[] }) =>
  line.cells.map((cell) => cell.text.replace(/\u03bc/g, "µ"));

Deno.test("value with unit: a row's value and its unit are in one cell, and no unit column is headed", async () => {
  const r = await readBack({ valueWithUnit: true });
  const row = r.document.truth.rows.find((x) => x.unit !== undefined && x.unit !== "%")!;
  assert.ok(
    r.lines.some((line) =>
      texts(line).some((cell) => /^\d[\d,]*\s\S/.test(cell) && cell.endsWith(row.unit!))
    ),
    `no cell holds a value with ${row.unit}`,
  );
  const header = r.lines.find((line) =>
    texts(line).includes(WORDS.pl.headers.value[0]!) ||
    texts(line).includes(WORDS.pl.headers.value[1]!)
  )!;
  assert.ok(!texts(header).some((cell) => WORDS.pl.headers.unit.includes(cell)));
});

Deno.test("range under the value: a line holds a range alone, under the value's column", async () => {
  const r = await readBack({ rangeUnder: true });
  const alone = r.lines.filter((line) =>
    line.cells.length === 1 && /^\d[\d,]* - \d/.test(line.cells[0]!.text)
  );
  assert.ok(alone.length >= 2, `${alone.length} range lines`);
  assert.ok(r.lines.some((line) => texts(line).some((cell) => / \/ /.test(cell))));
});

Deno.test("unknown headers: the lexicon reads no table header, and the header words are the unknown ones", async () => {
  const r = await readBack({ unknownHeaders: true });
  assert.ok(!r.lines.some((line) => tableHeader(line) !== undefined));
  assert.ok(
    r.lines.some((line) => WORDS.pl.unknownHeaders.label.includes(line.cells[0]!.text)),
  );
});

Deno.test("a date column with no header word: rows carry their dates, the header line has no word over them", async () => {
  const r = await readBack({ rowDates: true, unnamedRowDates: true });
  const date = formatDate(r.document.truth.rows[0]!.date, "dd.mm.yyyy", "pl");
  const row = r.lines.find((line) => texts(line).includes(date))!;
  const dateCell = row.cells.find((cell) => cell.text === date)!;
  const header = r.lines.find((line) =>
    WORDS.pl.headers.label.includes(line.cells[0]!.text) && line.y < row.y
  )!;
  assert.ok(!header.cells.some((cell) => cell.x1 > dateCell.x0 - 2 && cell.x0 < dateCell.x1 + 2));
});

Deno.test("a corpus drawn without the extras has none of these features; with them, some documents do", () => {
  const plain = corpusSpecs(20, 60);
  for (const spec of plain) {
    for (const [key, value] of Object.entries(PLAIN_CELLS)) {
      assert.equal(spec.layout[key as keyof Layout], value, key);
    }
  }
  const extras = corpusSpecs(20, 60, true);
  for (const key of Object.keys(PLAIN_CELLS) as (keyof Layout)[]) {
    assert.ok(extras.some((spec) => spec.layout[key] === true), key);
  }
});
