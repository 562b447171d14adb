/**
 * Each layout feature really shows in the document it is set on: the PDF is
 * read back with the importer's own read stage (`read/pdf_text.ts`) and the
 * text layer is checked for what the feature prints. A feature that stopped
 * printing would make the per-feature table meaningless, so each of these
 * must be able to fail.
 */

import assert from "node:assert/strict";
import { inflateSync } from "node:zlib";
import { pdfText } from "../../../src/importer/read/pdf_text.ts";
import type { TextItem } from "../../../src/importer/layout/mod.ts";
import { buildDocument, type GeneratedDocument } from "./corpus.ts";
import { drawContent } from "./content.ts";
import { type Layout, PLAIN } from "./features.ts";
import { formatDate, WORDS } from "./words.ts";

interface ReadBack {
  readonly document: GeneratedDocument;
  readonly items: readonly TextItem[];
  readonly pages: number;
  /** Each printed line's text items joined with " | ", by page and baseline. */
  readonly lines: readonly string[];
  readonly text: string;
}

async function readBack(change: Partial<Layout>, seed = 11): Promise<ReadBack> {
  const document = await buildDocument({ layout: { ...PLAIN, ...change }, seed }, "f.pdf");
  const { items, pages } = await pdfText(document.bytes);
  const byLine = new Map<string, TextItem[]>();
  for (const item of items) {
    const key = `${item.page}:${Math.round(item.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), item]);
  }
  const lines = [...byLine.values()].map((line) =>
    line.sort((a, b) => a.x - b.x).map((i) => i.text).join(" | ")
  );
  return { document, items, pages, lines, text: lines.join("\n") };
}

/** The first seed from 1 whose document satisfies `wanted` (so a test can ask for a flagged row). */
async function readBackWhere(
  change: Partial<Layout>,
  wanted: (r: ReadBack) => boolean,
): Promise<ReadBack> {
  for (let seed = 1; seed <= 40; seed++) {
    const r = await readBack(change, seed);
    if (wanted(r)) return r;
  }
  throw new Error(`No seed in 1..40 gives a document with ${JSON.stringify(change)} as wanted`);
}

const flagged = (r: ReadBack) => r.document.truth.rows.some((row) => row.lab_flag !== undefined);
const linesOf = (r: ReadBack, label: string) => r.lines.filter((l) => l.split(" | ")[0] === label);

Deno.test("plain layout: one Polish table, DD.MM.YYYY, every row on one line with its value", async () => {
  const r = await readBack({});
  assert.equal(r.pages, 1);
  assert.match(r.text, /Data pobrania: \| \d{2}\.\d{2}\.\d{4}/);
  for (const row of r.document.truth.rows) {
    const [line] = linesOf(r, row.printed);
    assert.ok(line, `row "${row.printed}" is printed at the start of a line`);
    assert.ok(line.includes(String(row.value).replace(".", ",")) || line.includes("<"), line);
  }
});

Deno.test("identity: name, PESEL, address, doctor, NPWZ, barcode and order number are printed", async () => {
  const r = await readBack({ orderColumn: true });
  const flat = r.items.map((i) => i.text).join(" ");
  const id = drawContent({ ...PLAIN, orderColumn: true }, 11).identity;
  const printed = [
    `${id.family.toUpperCase()} ${id.given.toUpperCase()}`,
    id.pesel,
    id.street,
    id.doctor,
    id.npwz,
    id.barcode,
    ...id.orders,
  ];
  for (const token of printed) {
    assert.ok(flat.includes(token), `"${token}" is printed`);
    assert.ok(r.document.truth.identity.includes(token), `"${token}" is checked for leaks`);
  }
});

Deno.test("language en: English headers, labels and a decimal point", async () => {
  const r = await readBackWhere(
    { language: "en" },
    (x) =>
      x.document.truth.rows.some((row) =>
        typeof row.value === "number" && !Number.isInteger(row.value)
      ),
  );
  assert.ok(WORDS.en.headers.value.some((h) => r.text.includes(h)), r.text);
  assert.match(r.text, /Collected: \| /);
  assert.match(r.text, /\| \d+\.\d+/);
});

for (const format of ["dd/mm/yyyy", "named-month"] as const) {
  Deno.test(`date format ${format}: the collection date is printed so`, async () => {
    const r = await readBack({ dateFormat: format });
    const date = r.document.truth.rows[0]!.date;
    assert.ok(r.text.includes(`Data pobrania: | ${formatDate(date, format, "pl")}`), r.text);
    if (format === "named-month") assert.match(r.text, /\d{1,2} [a-ząćęłńóśźż]+ \d{4}/);
  });
}

for (let label = 1; label < 4; label++) {
  Deno.test(`date label ${label}: "${WORDS.pl.collected[label]}" and "${WORDS.en.collected[label]}"`, async () => {
    const pl = await readBack({ dateLabel: label });
    const en = await readBack({ dateLabel: label, language: "en" });
    assert.ok(pl.text.includes(WORDS.pl.collected[label]!), pl.text);
    assert.ok(en.text.includes(WORDS.en.collected[label]!), en.text);
  });
}

Deno.test("shuffled columns: some document prints the value column after the unit or range", async () => {
  const r = await readBackWhere({ shuffledColumns: true }, (x) => {
    const header = x.lines.find((l) =>
      l.startsWith("Badanie") || l.startsWith("Nazwa") || l.startsWith("Parametr") ||
      l.startsWith("Oznaczenie")
    );
    return header !== undefined &&
      /Jedn|Norma|Zakres|Wartości ref/.test(header.split(/Wynik|Wartość \|/)[0] ?? "");
  });
  assert.ok(r.document.features.includes("columns:shuffled"));
});

Deno.test("previous result: a column whose cells hold an earlier value and its date", async () => {
  const r = await readBack({ previousResult: true });
  assert.match(r.text, /Poprzedni wynik|Wynik poprzedni/);
  for (const row of r.document.truth.rows) {
    assert.match(linesOf(r, row.printed)[0] ?? "", /\| [\d,]+ \(?\d{2}\.\d{2}\.\d{4}\)?/);
  }
});

Deno.test("method, lab-code and order-number columns", async () => {
  const r = await readBack({ methodColumn: true, labCodeColumn: true, orderColumn: true });
  const order = drawContent({
    ...PLAIN,
    methodColumn: true,
    labCodeColumn: true,
    orderColumn: true,
  }, 11).identity.orders[0]!;
  for (const row of r.document.truth.rows) {
    const line = linesOf(r, row.printed)[0] ?? "";
    assert.ok(WORDS.pl.methods.some((m) => line.includes(m)), line);
    assert.match(line, /\| [A-Z]\d{2}( \||$)/);
    assert.ok(line.includes(order), line);
  }
});

Deno.test("two-line rows: the name alone on its line, the value on the next", async () => {
  const r = await readBack({ twoLineRows: true });
  for (const row of r.document.truth.rows) {
    const index = r.lines.indexOf(row.printed);
    assert.ok(index >= 0, `"${row.printed}" stands alone on a line`);
    assert.ok(
      r.lines[index + 1]!.startsWith(String(row.value).replace(".", ",")) ||
        r.lines[index + 1]!.includes("<"),
      r.lines[index + 1],
    );
  }
});

for (const visits of [2, 3] as const) {
  Deno.test(`${visits} visits: ${visits} orders, each with its own collection date`, async () => {
    const r = await readBack({ visits });
    assert.equal(r.lines.filter((l) => l.startsWith("Nr zlecenia:")).length, visits);
    assert.equal(r.lines.filter((l) => l.startsWith("Data pobrania:")).length, visits);
    assert.equal(new Set(r.document.truth.rows.map((row) => row.date)).size, visits);
  });
}

Deno.test("date per row: a Pobrano column beside an order date, no collection label", async () => {
  const r = await readBackWhere(
    { rowDates: true },
    (x) => new Set(x.document.truth.rows.map((row) => row.date)).size > 1,
  );
  assert.match(r.text, /Data zlecenia:/);
  assert.doesNotMatch(r.text, /Data pobrania:/);
  for (const row of r.document.truth.rows) {
    assert.ok(
      (linesOf(r, row.printed)[0] ?? "").includes(formatDate(row.date, "dd.mm.yyyy", "pl")),
    );
  }
});

Deno.test("page breaks: more than one page, the page header, table header and footer on each", async () => {
  const r = await readBack({ pageBreaks: true });
  assert.ok(r.pages >= 2, `${r.pages} pages`);
  const content = drawContent({ ...PLAIN, pageBreaks: true }, 11);
  for (let page = 1; page <= r.pages; page++) {
    const text = r.items.filter((i) => i.page === page).map((i) => i.text).join(" ");
    assert.ok(text.includes(content.lab), `page ${page} repeats the lab`);
    assert.ok(text.includes(content.identity.pesel), `page ${page} repeats the patient`);
    assert.ok(text.includes(`Strona ${page} z ${r.pages}`), `page ${page} has its footer`);
    assert.match(text, /Wynik|Wartość/, `page ${page} has the table header`);
  }
});

Deno.test("comments: a grey line under some rows", async () => {
  const r = await readBackWhere(
    { comments: true },
    (x) => WORDS.pl.comments.some((c) => x.text.includes(c)),
  );
  assert.ok(r.document.features.includes("comments"));
});

Deno.test("decidable bands: several bands in one cell, the patient's sex and age printed", async () => {
  const r = await readBack({ bands: "decidable" });
  assert.match(r.text, /K: [\d,]+ - [\d,]+; M: [\d,]+ - [\d,]+|\d+-\d+ lat: /);
  assert.match(r.text, /Płeć: \| [KM]/);
  assert.match(r.text, /Wiek: \| \d+ lat/);
});

Deno.test("undecidable bands: bands printed, no sex, age or PESEL to decide by", async () => {
  const r = await readBack({ bands: "undecidable" });
  assert.match(r.text, /K: [\d,]+ - [\d,]+; M: |\d+-\d+ lat: /);
  assert.doesNotMatch(r.text, /Płeć|Wiek|PESEL/);
  assert.ok(r.document.truth.rows.some((row) => row.ref_text !== undefined));
});

for (
  const [mark, pattern] of [["arrow", /[↑↓]/], ["asterisk", /\*( |$)/], [
    "letter",
    /(^|\| )[HL]( \||$)/,
  ]] as const
) {
  Deno.test(`flag mark ${mark}: printed for a result outside its range`, async () => {
    const r = await readBackWhere({ flagMark: mark }, flagged);
    const row = r.document.truth.rows.find((x) => x.lab_flag !== undefined)!;
    assert.match(linesOf(r, row.printed)[0] ?? "", pattern);
  });
}

for (const place of ["value", "unit"] as const) {
  Deno.test(`flag glued to the ${place}: one text item holds both`, async () => {
    const r = await readBackWhere(
      { flagPlace: place, flagMark: "arrow" },
      (x) =>
        x.document.truth.rows.some((row) => row.lab_flag !== undefined && row.unit !== undefined),
    );
    const row = r.document.truth.rows.find((x) =>
      x.lab_flag !== undefined && x.unit !== undefined
    )!;
    const glued = place === "value" ? /^<?[\d,]+ [↑↓]$/ : /^\S+ [↑↓]$/;
    assert.ok(
      r.items.some((i) =>
        glued.test(i.text) && (place === "value" || i.text.startsWith(row.unit!))
      ),
      linesOf(r, row.printed)[0],
    );
  });
}

Deno.test("censored values: a result printed as below a limit", async () => {
  const r = await readBackWhere(
    { censored: true },
    (x) => x.document.truth.rows.some((row) => row.comparator === "<"),
  );
  assert.ok(r.items.some((i) => /^<\d/.test(i.text)));
});

/** How many text-showing operators the PDF's content streams hold. */
function textOperators(bytes: Uint8Array): number {
  const raw = new TextDecoder("latin1").decode(bytes);
  let count = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      const inflated = new TextDecoder("latin1").decode(inflateSync(bytes.subarray(start, end)));
      count += (inflated.match(/\bTj\b/g) ?? []).length;
    } catch {
      // Not a deflated stream (a font program, an image): no text operators.
    }
  }
  return count;
}

Deno.test("split words: every word drawn as its own text operator, gaps only as position", async () => {
  const plain = await readBack({});
  const split = await readBack({ splitWords: true });
  const words = split.items.map((i) => i.text.trim().split(/\s+/).length).reduce(
    (a, b) => a + b,
    0,
  );
  assert.ok(textOperators(plain.document.bytes) < words, "the plain document draws phrases whole");
  assert.equal(textOperators(split.document.bytes), words);
});

Deno.test("discharge letter: results in prose under a dated phrase, with (N: range) and marks", async () => {
  const r = await readBackWhere({ kind: "letter", visits: 2 }, flagged);
  assert.match(r.text, /KARTA INFORMACYJNA/);
  assert.match(
    r.text,
    /(W badaniach przy przyjęciu \(|Badania laboratoryjne z dnia )\d{2}\.\d{2}\.\d{4}/,
  );
  assert.match(r.text, /(Kontrolnie |W badaniach kontrolnych \()\d{2}\.\d{2}\.\d{4}/);
  assert.match(r.text, /\(N: [\d,]+-[\d,]+\)|\(N: < [\d,]+\)/);
  assert.match(r.text, /[↑↓]|\([HL]\)/);
  const first = r.document.truth.rows[0]!;
  assert.ok(r.text.includes(first.printed), `"${first.printed}" appears in the prose`);
});

Deno.test("every truth row's name, value and date are printed in its document (24 CI documents)", async () => {
  const { corpusSpecs } = await import("./corpus.ts");
  const { CI_SEED } = await import("./ci.ts");
  for (const [i, spec] of corpusSpecs(CI_SEED, 24).entries()) {
    const document = await buildDocument(spec, `d${i}.pdf`);
    const { items } = await pdfText(document.bytes);
    const text = items.map((item) => item.text).join(" ").replace(/\s+/g, " ");
    const lang = spec.layout.language;
    for (const row of document.truth.rows) {
      const where = `document ${i} (${document.features.join(", ")}), row "${row.printed}"`;
      assert.ok(text.includes(row.printed), `${where}: the name is printed`);
      assert.ok(
        text.includes(formatDate(row.date, spec.layout.dateFormat, lang)),
        `${where}: its date ${row.date} is printed`,
      );
      const number = String(row.value).replace(".", WORDS[lang].decimal);
      assert.match(
        text,
        new RegExp(`(?<![\\d,.])${number.replace(".", "\\.")}0*(?![\\d])`),
        `${where}: ${number}`,
      );
    }
  }
});

Deno.test("a letter ignores the table-only date per row: one dated phrase, one date for its rows", async () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const r = await readBack({ kind: "letter", rowDates: true, visits: 1 }, seed);
    assert.equal(new Set(r.document.truth.rows.map((row) => row.date)).size, 1, `seed ${seed}`);
  }
});

Deno.test("same seed, same corpus: the same layouts, rows and PDF bytes; another seed differs", async () => {
  const { corpusSpecs } = await import("./corpus.ts");
  assert.deepEqual(corpusSpecs(7, 6), corpusSpecs(7, 6));
  assert.notDeepEqual(corpusSpecs(7, 6), corpusSpecs(8, 6));
  for (const spec of corpusSpecs(7, 3)) {
    const [a, b] = [await buildDocument(spec, "a.pdf"), await buildDocument(spec, "a.pdf")];
    assert.deepEqual(a.bytes, b.bytes);
    assert.deepEqual(a.truth, b.truth);
  }
});
