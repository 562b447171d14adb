// Guards the fast path of the store parser: it must never accept a line the
// zod schema rejects, nor read any value differently from it. Each line of a
// corpus of tricky lines (and thousands of seeded mutations of good ones) is
// parsed both ways and compared; the common shapes must take the fast path.

import assert from "node:assert/strict";
import { fastParseLine } from "./fast_parse.ts";
import { DATE_FORMAT, type LineFields, newScratch, type RowScratch } from "./row_scratch.ts";
import type { Expect, NamesAll } from "../../domain/shape_check.ts";
import { lineText, parseLine } from "./parse_lines.ts";
import { parseRows, scratchFromReading } from "./parse_rows.ts";
import { parseStoreText } from "./parse_lines.ts";
import { EARLIEST_STORED_YEAR } from "../../domain/readings/dates.ts";
import { EARLIEST_YEAR } from "../../importer/cell/date_text.ts";

const ENCODER = new TextEncoder();

function fields(row: RowScratch) {
  return {
    code: row.code,
    time: row.time,
    fmt: row.fmt,
    date: row.fmt === DATE_FORMAT.other ? row.date : "",
    num: row.text === undefined ? row.num : Number.NaN,
    text: row.text,
    cmp: row.cmp,
    unit: row.unit,
    lo: row.lo,
    hi: row.hi,
    refText: row.refText,
    lab: row.lab,
    labName: row.labName,
    dec: row.dec,
    doc: row.doc,
    page: row.page,
    row: row.row,
    corrected: row.corrected,
    imported: row.imported,
  };
}

// The comparison covers every field of a parsed line (see schemas.ts).
type _Compared = Expect<NamesAll<ReturnType<typeof fields>, LineFields>>;

/**
 * Parses `line` both ways; fails if the fast path accepts what the schema does
 * not, or differs. A shared scratch row carries the previous line's code and
 * unit, as in a real file.
 */
function agree(line: string, fast = newScratch()): "fast" | "schema" {
  // The line sits between others in a buffer, as in a file: nothing past its end may count.
  const before = ENCODER.encode('{"code":"X"}\n');
  const bytes = ENCODER.encode(`{"code":"X"}\n${line}\n"}\u00b5"}`);
  const to = bytes.length - ENCODER.encode('\n"}\u00b5"}').length;
  const accepted = fastParseLine(bytes, before.length, to, fast);
  // The schema reads the line as the file's bytes decode (a lone surrogate of a test
  // string becomes U+FFFD, as it would in a file).
  const reading = parseLine(lineText(bytes, before.length, to));
  if (!accepted) return "schema";
  assert.notEqual(
    typeof reading,
    "string",
    `fast path accepted a line the schema rejects: ${line}`,
  );
  const expected = scratchFromReading(reading as Exclude<typeof reading, string>, newScratch());
  assert.deepEqual(fields(fast), fields(expected), line);
  return "fast";
}

const GOOD = [
  '{"code":"FERR","date":"2025-10-09","value":52,"unit":"µg/L","doc":"wyniki.pdf","page":2,"row":"Ferrytyna 52 µg/L 10–120","corrected":"value 5,2 → 52","imported":"2026-01-02"}',
  '{"code":"FERR","date":"2025-10-09","value":52,"doc":" a.csv ","page":1,"row":"x"}',
  '{"code":"FERR","date":"2025-10-09","value":52,"unit":"µg/L","ref_low":10,"ref_high":120}',
  '{"code":"CRP","date":"2023-02-14","value":0.5,"comparator":"<","unit":"mg/L","ref_high":5}',
  '{"code":"BORELIA_IGM","date":"2024-06-11","value":"ujemny","ref_text":"ujemny"}',
  '{"code":"GLU","date":"2024-01-01T08:15:00","value":104,"unit":"mg/dL","ref_low":70,"ref_high":180,"source":"cgm"}',
  '{"code":"GLU","date":"2024-01-01T08:15","value":-0,"unit":"mg/dL"}',
  '{"code":"GLU","date":"2024-01-01T08:15:59Z","value":1.5e2}',
  ' { "code" : "HGB" , "date" : "2024-02-29" , "value" : 13.1 , "lab" : null , "ok" : true } ',
  '{"code":"CREA","date":"2025-10-09","value":1,"decimals":1,"unit":"mg/dL"}',
  '{"code":"CRP","date":"2023-02-14","value":0.5,"comparator":"<","decimals":2}',
  '{"code":"NA","date":"2023-02-14","decimals":0,"value":140}',
  '{"code":"HGB","date":"2024-02-29","value":13.1,"name":"Jan Kowalski","pesel":"44051401359","x":false}',
  '{"code":"FERR","date":"2025-10-09","value":252,"unit":"µg/L","ref_low":10,"ref_high":120,"lab_flag":"H"}',
  '{"code":"BORELIA_IGG","date":"2024-06-11","value":"wątpliwy","ref_text":"ujemny","lab_flag":"A"}',
  '{"code":"FERR","date":"2025-10-09","value":52,"unit":"µg/L","lab":"Laboratorium Centralne","lab_flag":"L"}',
  '{"code":"FERR","date":"2025-10-09","lab":" Lab A ","value":52,"lab_flag":"L"}',
  '{"code":"FERR","date":"2025-10-09","value":52,"lab":""}',
  // Numbers read without Number(): each must be the very double JSON.parse gives.
  '{"code":"K","date":"2025-10-09","value":4.35,"ref_low":3.5,"ref_high":5.1}',
  '{"code":"K","date":"2025-10-09","value":0.1,"ref_low":0.000001,"ref_high":999999999999.999}',
  '{"code":"K","date":"2025-10-09","value":-12.5,"ref_low":-0.0,"ref_high":123456789012345}',
  '{"code":"K","date":"2025-10-09","value":9007199254740993,"ref_high":1234567890.1234567}',
  // Text that is not ASCII: read from the bytes as JSON.parse reads it.
  '{"code":"\u00a0K","date":"2025-10-09","value":"śladowe ilości","unit":"µmol/l","lab":"Łódź ✓"}',
  '{"code":"K","date":"2025-10-09","value":1,"unit":"µmol/l","ref_text":"< 5 µmol/l 🩸"}',
];

Deno.test("fastParseLine() takes the common shapes and reads them as the schema does", () => {
  for (const line of GOOD) assert.equal(agree(line), "fast", line);
});

const TRICKY = [
  // The printed decimals: a whole number from 0 to 12, with a numeric value only.
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":1.5}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":1.0}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":1e0}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":-1}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":13}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":12}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":"1"}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":null}',
  '{"code":"FE","date":"2024-01-01","value":"ujemny","decimals":0}',
  '{"code":"FE","date":"2024-01-01","value":1,"decimals":1,"decimals":2}',
  // Provenance the schema ignores or cuts: left to it.
  '{"code":"FE","date":"2024-01-01","value":1,"page":0}',
  '{"code":"FE","date":"2024-01-01","value":1,"imported":"yesterday"}',
  '{"code":"FE","date":"2024-01-01","value":1,"page":1.5}',
  '{"code":"FE","date":"2024-01-01","value":1,"page":"2"}',
  '{"code":"FE","date":"2024-01-01","value":1,"page":2.0}',
  '{"code":"FE","date":"2024-01-01","value":1,"doc":5,"row":null}',
  `{"code":"FE","date":"2024-01-01","value":1,"row":"${"x".repeat(201)}"}`,
  '{"code":"FE","date":"2024-01-01","value":1,"row":"  ","doc":""}',
  // JSON the schema reads, but with escapes, nesting or repeated fields: left to the schema.
  '{"code":"FE","date":"2024-01-01","value":"a\\"b"}',
  '{"code":"F\\u0045","date":"2024-01-01","value":1}',
  '{"code":"FE","date":"2024-01-01","value":1,"extra":{"a":[1,2]}}',
  '{"code":"FE","date":"2024-01-01","value":1,"value":2}',
  '{"code":"FE","code":"HGB","date":"2024-01-01","value":1}',
  '{"code":" FE ","date":"2024-01-01","value":" 1 "}',
  '{"code":"FE","date":"2024-01-01","value":1,"unit":"  "}',
  '{"code":"FE","date":"2024-01-01","value":1,"unit":" mg/L ","ref_text":" 1-2 "}',
  '{"code":"FE","date":"2024-01-01 08:00","value":1}',
  '{"code":"FE","date":"2024-01-01T08:00:00.123+02:00","value":1}',
  '{"code":"FE","date":"2024-01-01T08:00:00+0200","value":1}',
  // Invalid for the schema: never accepted by the fast path.
  '{"code":"FE","date":"2024-13-45","value":1}',
  '{"code":"FE","date":"2023-02-29","value":1}',
  '{"code":"FE","date":"2024-01-01T24:00","value":1}',
  '{"code":"FE","date":"2024-01-01T23:60:00","value":1}',
  '{"code":"FE","date":"0000-01-01","value":1}',
  '{"code":"FE","date":"2024-1-01","value":1}',
  '{"code":"FE","date":"2024-01-01Z","value":1}',
  '{"code":"FE","date":"2024-01-01","value":null}',
  '{"code":"FE","date":"2024-01-01","value":true}',
  '{"code":"FE","date":"2024-01-01","value":""}',
  '{"code":"FE","date":"2024-01-01","value":"   "}',
  '{"code":"FE","date":"2024-01-01","value":1e400}',
  '{"code":"FE","date":"2024-01-01","value":01}',
  '{"code":"FE","date":"2024-01-01","value":1.}',
  '{"code":"FE","date":"2024-01-01","value":.5}',
  '{"code":"FE","date":"2024-01-01","value":+1}',
  '{"code":"FE","date":"2024-01-01","value":-}',
  '{"code":"FE","date":"2024-01-01","value":1e}',
  '{"code":"FE","date":"2024-01-01","value":"ujemny","comparator":"<"}',
  '{"code":"FE","date":"2024-01-01","value":1,"comparator":"=<"}',
  '{"code":"FE","date":"2024-01-01","value":1,"comparator":" <"}',
  '{"code":"FE","date":"2024-01-01","value":1,"comparator":null}',
  '{"code":"FE","date":"2024-01-01","value":1,"ref_low":10,"ref_high":5}',
  '{"code":"FE","date":"2024-01-01","value":1,"ref_low":"10"}',
  '{"code":"FE","date":"2024-01-01","value":1,"unit":5}',
  '{"code":"FE","date":"2024-01-01","value":1,"unit":null}',
  `{"code":"FE","date":"2024-01-01","value":1,"unit":"${"u".repeat(41)}"}`,
  `{"code":"FE","date":"2024-01-01","value":"${"v".repeat(201)}"}`,
  `{"code":"FE","date":"2024-01-01","value":1,"ref_text":"${"t".repeat(501)}"}`,
  `{"code":"${"C".repeat(65)}","date":"2024-01-01","value":1}`,
  '{"code":"F E","date":"2024-01-01","value":1}',
  '{"code":"_FE","date":"2024-01-01","value":1}',
  '{"code":7,"date":"2024-01-01","value":1}',
  '{"code":"FE","date":20240101,"value":1}',
  '{"code":"FE","value":1}',
  '{"date":"2024-01-01","value":1}',
  '{"code":"FE","date":"2024-01-01"}',
  '{"code":"FE","date":"2024-01-01","value":1,}',
  '{"code":"FE","date":"2024-01-01","value":1}}',
  '{"code":"FE","date":"2024-01-01","value":1} x',
  '{"code":"FE","date":"2024-01-01","value":1,"x":tru}',
  '{"code":"FE","date":"2024-01-01","value":1,"x":"a\tb"}',
  '{"code":"FE\t","date":"2024-01-01","value":1}',
  '{"code":"FE","date":"2024-01-01\t","value":1}',
  '[{"code":"FE","date":"2024-01-01","value":1}]',
  "{}",
  "{",
  "null",
  '{"code":"FE","date":"2024-01-01","value":1,"lab_flag":"X"}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab_flag":"h"}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab_flag":" H"}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab_flag":""}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab_flag":1}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab_flag":null}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab_flag":"L","lab_flag":"H"}',
  // The lab's name: once outside the contract, so no value of it rejects a line.
  '{"code":"FE","date":"2024-01-01","value":1,"lab":5}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab":{"name":"A"}}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab":false}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab":"A","lab":"B"}',
  '{"code":"FE","date":"2024-01-01","value":1,"lab":"Lab \\u0041"}',
  `{"code":"FE","date":"2024-01-01","value":1,"lab":"${"L".repeat(121)}"}`,
  `{"code":"FE","date":"2024-01-01","value":1,"lab":" ${"L".repeat(120)} "}`,
];

Deno.test("fastParseLine() never accepts a line the schema rejects, nor reads one differently", () => {
  const shared = newScratch();
  for (const line of TRICKY) {
    agree(line);
    agree(GOOD[0]!, shared);
    agree(line, shared);
  }
});

/** A seeded generator of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
}

const MUTATION_ALPHABET = '{}[]":,.-+eE0123456789 \t\\ufnTZ<>=abcdrlv_µą\u00a0';

/** `line` with one to `maxEdits` characters replaced, inserted or deleted. */
function mutate(line: string, random: () => number, maxEdits: number): string {
  const edits = 1 + Math.floor(random() * maxEdits);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(random() * line.length);
    const char = MUTATION_ALPHABET[Math.floor(random() * MUTATION_ALPHABET.length)]!;
    const kind = random();
    line = kind < 0.4
      ? line.slice(0, at) + char + line.slice(at + 1)
      : kind < 0.7
      ? line.slice(0, at) + char + line.slice(at)
      : line.slice(0, at) + line.slice(at + 1);
  }
  return line;
}

Deno.test("fastParseLine() agrees with the schema on thousands of seeded mutations", () => {
  const random = seededRandom(12345);
  let fast = 0;
  const shared = newScratch();
  for (let n = 0; n < 5000; n++) {
    const line = mutate(GOOD[Math.floor(random() * GOOD.length)]!, random, 3);
    if (agree(line, random() < 0.5 ? shared : newScratch()) === "fast") fast++;
  }
  assert.ok(fast > 250, `only ${fast} mutations took the fast path`);
});

Deno.test("fastParseLine() reads every plain decimal as the double JSON.parse gives", () => {
  let state = 987;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  for (let n = 0; n < 5000; n++) {
    const digits = 1 + Math.floor(random() * 17);
    let number = "";
    for (let d = 0; d < digits; d++) number += Math.floor(random() * 10);
    number = number.replace(/^0+(?=\d)/, "");
    const point = Math.floor(random() * (number.length + 1));
    if (point > 0 && point < number.length) {
      number = `${number.slice(0, point)}.${number.slice(point)}`;
    }
    if (random() < 0.3) number = `-${number}`;
    agree(`{"code":"K","date":"2025-10-09","value":${number}}`);
  }
});

Deno.test("parseRows() reports the same lines and problems as parseStoreText()", () => {
  const text = `\uFEFF${GOOD.join("\n")}\n\n${TRICKY.join("\r\n")}\n${GOOD[0]}\n{"code":`;
  const rows: { line: number; code: string }[] = [];
  const bytes = ENCODER.encode(text);
  const parsed = parseRows(bytes, 3, (row, line) => rows.push({ line, code: row.code }));
  const reference = parseStoreText(text, 3);
  assert.deepEqual(
    rows,
    reference.readings.map(({ line, reading }) => ({ line, code: reading.code })),
  );
  assert.deepEqual(parsed.problems, reference.problems);
  assert.equal(parsed.unfinishedLine, reference.unfinishedLine);
});

/** Whether reading `line` right after `base` took the same-shape path (the template stayed `base`). */
function readAfter(base: string, line: string, shared: RowScratch): "template" | "fast" | "schema" {
  assert.equal(agree(base, shared), "fast", base);
  const template = shared.template.bytes.slice(0, shared.template.length);
  const how = agree(line, shared);
  if (how === "schema" || line === base) return how;
  const kept = new TextDecoder().decode(shared.template.bytes.slice(0, shared.template.length));
  return kept === new TextDecoder().decode(template) && kept !== line ? "template" : "fast";
}

Deno.test("fastParseLine() reads a line shaped like the one before (another date, another number) as the schema does", () => {
  const shared = newScratch();
  const shapes = [
    (date: string, value: string) =>
      `{"code":"GLU","date":"${date}","value":${value},"unit":"mg/dL","ref_low":70,"ref_high":180,"source":"cgm"}`,
    (date: string, value: string) => `{"value":${value}, "date" : "${date}","code":"GLU"}`,
    (date: string, value: string) =>
      `{"code":"K","date":"${date}","value":${value},"comparator":"<","lab_flag":"L","ref_low":3.5}`,
  ];
  const dates = [
    "2024-02-28T23:55:00",
    "2024-02-29T00:00:00",
    "2023-02-29T00:00:00", // no such day
    "2024-12-31T23:59:59",
    "2024-13-01T00:00:00",
    "2024-01-01T24:00:00",
    "2024-01-01T08:15", // another shape: read the long way
    "2024-01-01",
    "2024-01-01T08:15:00Z",
    "2024-01-01T08:15:00+01:00",
    "2024-01-01T08:15:0a",
  ];
  const values = [
    "99",
    "100",
    "5.25",
    "-0",
    "-12.5",
    "1e2",
    "1.5E+3",
    "9007199254740993",
    "0.000001",
    "0",
    "012",
    "1.",
    ".5",
    "-",
    "1e999",
    '"99"',
    "null",
    "99 ",
    "1,5",
    "123456789012345.6",
  ];
  const seen = { template: 0, fast: 0, schema: 0 };
  for (const shape of shapes) {
    const base = shape("2024-01-01T08:10:00", "104");
    for (const date of dates) {
      for (const value of values) seen[readAfter(base, shape(date, value), shared)]++;
    }
    // Bytes after the closing brace: white space is JSON, anything else is not.
    for (const tail of [" ", "\t", "x", "}", ",", " {}"]) {
      const how = readAfter(base, `${shape("2024-01-01T08:15:00", "5")}${tail}`, shared);
      assert.equal(how, tail.trim() === "" ? "fast" : "schema", JSON.stringify(tail));
    }
  }
  // Three valid dates of the base's shape times eleven valid numbers, in each of the three shapes.
  assert.equal(seen.template, 3 * 3 * 11, "lines that took the same-shape path");
  assert.ok(seen.schema > 100, `only ${seen.schema} lines were left to the schema`);
  assert.ok(seen.fast > 10, `only ${seen.fast} lines were read the long way`);
});

Deno.test("fastParseLine() after a line of the same shape agrees with the schema on thousands of mutations", () => {
  const random = seededRandom(4242);
  const bases = GOOD.filter((line) =>
    /"value":\s*-?\d/.test(line) && /"date"\s*:\s*"[\d-]{10}/.test(line)
  );
  const shared = newScratch();
  let template = 0;
  for (let n = 0; n < 10000; n++) {
    const base = bases[Math.floor(random() * bases.length)]!;
    if (readAfter(base, mutate(base, random, 2), shared) === "template") template++;
  }
  // Most edits touch the bytes that must stay; those that hit only the date or the number remain.
  assert.ok(template > 50, `only ${template} mutations took the same-shape path`);
});

Deno.test("parseRows() reads a dense series line by line as the schema does, whatever breaks it", () => {
  const line = (date: string, value: string, tail = "") =>
    `{"code":"GLU","date":"${date}","value":${value},"unit":"mg/dL","ref_low":70,"ref_high":180}${tail}`;
  const lines = [
    line("2024-02-28T23:50:00", "99"),
    line("2024-02-28T23:55:00", "100"),
    `${line("2024-02-29T00:00:00", "5.25")}\r`, // CRLF
    line("2024-02-29T00:05:00", "-0"),
    "",
    "   ",
    line("2024-02-29T00:10:00", "1e2"),
    `\uFEFF${line("2024-02-29T00:15:00", "101")}`, // a byte-order mark opens the line
    line("2024-02-29T00:30:00", "104", "x"),
    line("2024-02-29T00:20:00", "102"),
    line("2024-02-29T00:25:00", "103", " "), // white space after the object
    line("2024-02-29T00:27:00", "103"),
    line("2024-02-30T00:20:00", "102"), // no such day
    line("2024-02-29T00:29:00", "103", "}"),
    line("2024-02-29T00:35", "105"), // another date shape
    line("2024-02-29T00:40:00", "012"),
    line("2024-02-29T00:45:00", "1e999"),
    line("2024-02-29T00:50:00", '"106"'),
    '{"code":"HGB","date":"2024-02-29","value":13.1}',
    line("2024-02-29T00:55:00", "107"),
    line("2024-02-29T01:00:00", "108").replace("mg/dL", "mmol/L"),
    line("2024-02-29T01:05:00", "109"),
    line("2024-02-29T01:10:00", "110"), // the unfinished last line, still being written
  ];
  const text = lines.join("\n");
  const rows: unknown[] = [];
  const parsed = parseRows(ENCODER.encode(text), 7, (row, at) => rows.push({ at, ...fields(row) }));
  const reference = parseStoreText(text, 7);
  assert.deepEqual(
    rows,
    reference.readings.map(({ line, reading }) => ({
      at: line,
      ...fields(scratchFromReading(reading, newScratch())),
    })),
  );
  assert.deepEqual(parsed.problems, reference.problems);
  assert.equal(parsed.unfinishedLine, reference.unfinishedLine);
  assert.equal(parsed.finishedLines, lines.length - 1);
  assert.equal(rows.length, 16, "every readable line was read");
});

Deno.test("a stored date before 1950 or after 2199 is refused on every path, as the importer refuses it", () => {
  const good = '{"code":"HGB","date":"2024-05-01","value":14.1}';
  const text = [
    good,
    '{"code":"HGB","date":"0001-01-01","value":14.1}',
    '{"code":"HGB","date":"9999-12-30","value":14.1}',
    '{"code":"HGB","date":"1949-12-31T08:00:00","value":14.1}',
    '{"code":"HGB","date":"9999-12-30T08:00:00+02:00","value":14.1}',
    '{"code":"HGB","date":"1950-01-01","value":14.1}',
    '{"code":"HGB","date":"2199-12-31","value":14.1}',
  ].join("\n") + "\n";
  const rows: number[] = [];
  const parsed = parseRows(ENCODER.encode(text), 1, (_, line) => rows.push(line));
  const reference = parseStoreText(text);
  assert.deepEqual(rows, [1, 6, 7]);
  assert.deepEqual(reference.readings.map((r) => r.line), [1, 6, 7]);
  assert.deepEqual(parsed.problems.map((p) => p.line), [2, 3, 4, 5]);
  assert.match(
    reference.problems[0]!.reason,
    /"0001-01-01" is not a valid date: year 0001 is before 1950/,
  );
  assert.match(reference.problems[1]!.reason, /year 9999 is after 2199/);
});

Deno.test("the earliest stored year is the importer's earliest year", () => {
  assert.equal(EARLIEST_STORED_YEAR, EARLIEST_YEAR);
});
