/**
 * The fifth stream's features (`features_blind.ts`) really show in the
 * documents they are set on, and a corpus drawn without the fourth stream is
 * the corpus its seed gave before they came.
 */

import assert from "node:assert/strict";
import { pdfText } from "../../../src/importer/read/pdf_text.ts";
import { linesFromItems } from "../../../src/importer/layout/lines.ts";
import { buildDocument, corpusSpecs } from "./corpus.ts";
import { type Layout, PLAIN } from "./features.ts";
import { type Blind, PLAIN_BLIND, WRAPPED_LABELS } from "./features_blind.ts";

async function readBack(blind: Partial<Blind>, change: Partial<Layout> = {}, seed = 3) {
  const layout = { ...PLAIN, ...change, blind: { ...PLAIN_BLIND, ...blind } };
  const document = await buildDocument({ layout, seed }, "f.pdf");
  if (layout.blind.longCsv) return { document, lines: [], items: [] };
  const { items } = await pdfText(document.bytes);
  const lines = linesFromItems(items).map((line) => line.cells.map((cell) => cell.text));
  return { document, lines, items: items.map((item) => item.text) };
}

Deno.test("a range in brackets in the value's cell: between the value and the unit, or after the unit", async () => {
  const before = await readBack({ rangeInValue: "before-unit" });
  assert.ok(before.lines.flat().some((cell) => /^\d[\d,]* \(\d[^)]*\) \S/.test(cell)));
  const after = await readBack({ rangeInValue: "after-unit" });
  assert.ok(after.lines.flat().some((cell) => /^\d[\d,]* \S+ \(\d[^)]*\)$/.test(cell)));
  assert.deepEqual(after.document.features.filter((f) => f.startsWith("cell:")), [
    "cell:value-range-after-unit",
  ]);
});

Deno.test("dot leaders, names with their code, a wrapped date label", async () => {
  const r = await readBack({ dotLeaders: true, nameCode: true, wrappedDateLabel: true });
  assert.ok(r.items.some((text) => /\p{L} \.{3,}/u.test(text)));
  assert.ok(r.document.truth.rows.some((row) => / [A-Z][A-Z0-9]{1,5}$/.test(row.printed)));
  const [head, tail] = WRAPPED_LABELS.pl;
  const at = r.lines.findIndex((line) => line[0]!.startsWith(`${head} `));
  assert.ok(at >= 0 && r.lines[at + 1]![0] === tail, "the label's second word under the first");
});

Deno.test("the range under the name: a line of its own, no range column", async () => {
  const r = await readBack({ rangeUnderName: true });
  const alone = r.lines.filter((line) => line.length === 1 && /^\d[\d,]* - \d/.test(line[0]!));
  assert.ok(alone.length >= 2, `${alone.length} range lines`);
});

Deno.test("a CSV of one result a line: unknown header words, English dates month first", async () => {
  const { document } = await readBack({ longCsv: true, dateFirst: true }, { language: "en" }, 5);
  assert.match(document.truth.document, /\.csv$/);
  const text = new TextDecoder().decode(document.bytes);
  const [header, first] = text.split("\r\n");
  assert.equal(header, "When,Item,Reading,Measure,Bounds,Mark");
  const [y, m, d] = document.truth.rows[0]!.date.split("-");
  assert.ok(first!.startsWith(`${m}/${d}/${y},`), first);
});

Deno.test("a corpus without the fourth stream draws none of the fifth; with it, every feature shows", () => {
  for (const spec of corpusSpecs(20, 60, true)) assert.deepEqual(spec.layout.blind, PLAIN_BLIND);
  const more = corpusSpecs(20, 200, true, true);
  for (const key of Object.keys(PLAIN_BLIND) as (keyof Blind)[]) {
    assert.ok(more.some((spec) => spec.layout.blind[key] !== PLAIN_BLIND[key]), key);
  }
});
