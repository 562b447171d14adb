/**
 * The features added after the held-out documents really show in the
 * documents they are set on (as `features_test.ts` does for the first
 * ones): a cumulative sheet with a date column per visit, the unit in the
 * name's brackets, ranges in brackets or with words, a flag column of words,
 * other header spellings; and a corpus drawn without them is the corpus the
 * seed gave before they came.
 */

import assert from "node:assert/strict";
import { pdfText } from "../../../src/importer/read/pdf_text.ts";
import { buildDocument, corpusSpecs, type GeneratedDocument } from "./corpus.ts";
import { type Layout, PLAIN, PLAIN_EXTRAS } from "./features.ts";
import { formatDate, WORDS } from "./words.ts";

async function readBack(change: Partial<Layout>, seed: number) {
  const document = await buildDocument({ layout: { ...PLAIN, ...change }, seed }, "f.pdf");
  const { items } = await pdfText(document.bytes);
  const byLine = new Map<string, string[]>();
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const key = `${item.page}:${Math.round(item.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), item.text]);
  }
  return { document, lines: [...byLine.values()].map((l) => l.join(" | ")) };
}

async function readBackWhere(
  change: Partial<Layout>,
  wanted: (d: GeneratedDocument) => boolean,
): Promise<{ document: GeneratedDocument; lines: string[] }> {
  for (let seed = 1; seed <= 40; seed++) {
    const r = await readBack(change, seed);
    if (wanted(r.document)) return r;
  }
  throw new Error(`No seed in 1..40 gives a document with ${JSON.stringify(change)} as wanted`);
}

Deno.test("cumulative: one header line holds every visit's collection date, and no collection label", async () => {
  const r = await readBack({ cumulative: true, visits: 3 }, 5);
  const dates = [...new Set(r.document.truth.rows.map((row) => row.date))].sort();
  assert.ok(dates.length >= 2, `${dates.length} dates`);
  const printed = dates.map((d) => formatDate(d, "dd.mm.yyyy", "pl"));
  assert.ok(
    r.lines.some((line) => printed.every((d) => line.includes(d))),
    `no line holds ${printed.join(", ")}`,
  );
  assert.ok(!r.lines.some((line) => line.startsWith("Data pobrania")));
});

Deno.test("unit in name: the unit in brackets after the name, and the name's header says so", async () => {
  const r = await readBackWhere({ unitInName: true }, (d) => d.truth.rows.some((x) => x.unit));
  const row = r.document.truth.rows.find((x) => x.unit !== undefined)!;
  assert.ok(r.lines.some((l) => l.startsWith(`${row.printed} [${row.unit}]`)), row.printed);
  assert.ok(r.lines.some((l) => /^\S.* \[[^\]]+\] \|/.test(l) && !/\d/.test(l.split(" | ")[0]!)));
});

Deno.test("range styles: in brackets, and with words ('12,0 do 16,0', 'do 5,0')", async () => {
  const brackets = await readBack({ rangeStyle: "brackets" }, 3);
  assert.ok(brackets.lines.some((l) => /\| \(\d[\d,]* - \d[\d,]*\)/.test(l)));
  const words = await readBack({ rangeStyle: "words" }, 3);
  assert.ok(words.lines.some((l) => /\| (?:\d[\d,]* )?do \d[\d,]*/.test(l)));
  const english = await readBack({ rangeStyle: "words", language: "en" }, 3);
  assert.ok(english.lines.some((l) => /\| (?:\d[\d.]* to \d|up to \d)/.test(l)));
});

Deno.test("flag words: a flagged row carries 'Wysoki' or 'Niski' in its flag column", async () => {
  const r = await readBackWhere(
    { flagWords: true },
    (d) => d.truth.rows.some((row) => row.lab_flag !== undefined),
  );
  assert.ok(r.lines.some((l) => /\| (Wysoki|Niski)( \||$)/.test(l)));
});

Deno.test("other headers: the header line uses the other spellings", async () => {
  const r = await readBack({ otherHeaders: true }, 2);
  const labels = WORDS.pl.otherHeaders.label;
  assert.ok(r.lines.some((l) => labels.some((label) => l.startsWith(`${label} |`))));
});

Deno.test("a corpus drawn without the extras has none of them; with them, some documents do", () => {
  const plain = corpusSpecs(20, 40);
  for (const spec of plain) {
    for (const [key, value] of Object.entries(PLAIN_EXTRAS)) {
      assert.equal(spec.layout[key as keyof Layout], value, key);
    }
  }
  const extras = corpusSpecs(20, 40, true);
  assert.ok(extras.some((spec) => spec.layout.cumulative));
  assert.deepEqual(
    extras.map((s) => [s.seed, s.layout.kind, s.layout.language]),
    plain.map((s) => [s.seed, s.layout.kind, s.layout.language]),
  );
});

Deno.test("one band: the person's own band only, labelled, beside an age with words and months", async () => {
  const r = await readBackWhere(
    { bands: "decidable", oneBand: true },
    (d) => d.features.includes("bands:one-printed"),
  );
  assert.ok(
    r.lines.some((l) => /Wiek w dniu badania: \| \d+ lat \d+ mies\./.test(l)),
    r.lines.slice(0, 8).join("\n"),
  );
  // A banded cell prints one band: one label, one colon.
  const banded = r.lines.filter((l) => /(?:lat|[KM]): \d/.test(l));
  assert.ok(banded.length > 0, "no banded cell");
  for (const line of banded) assert.equal(line.match(/: \d/g)?.length, 1, line);
});
