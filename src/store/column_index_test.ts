// Guards the indexing of parsed files: readings grouped by code in date
// order, exact duplicates counted once (first file in name order wins) and
// reported, same-day readings at other times kept, unknown codes served under
// their own code and reported, and bad or unfinished lines carried through.

import assert from "node:assert/strict";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import type { Dictionary } from "../domain/markers/dictionary.ts";
import type { Reading, ReadingSeq } from "../domain/readings/reading.ts";
import { newScratch } from "./line_parser/row_scratch.ts";
import type { LineProblem, LineReading } from "./line_parser/parse_lines.ts";
import { scratchFromReading } from "./line_parser/parse_rows.ts";
import { ColumnIndex, type FileReport } from "./column_index.ts";
import { isNote, type StoreProblem } from "./store_problem.ts";

/** What the indexer needs of one parsed file. */
interface ParsedFile {
  readonly readings: readonly LineReading[];
  readonly problems: readonly LineProblem[];
  readonly tail: { readonly readings: readonly LineReading[]; readonly unfinishedLine?: number };
}

/** Readings by code, ready for queries. */
interface IndexedReadings {
  /** The dictionary plus a bare marker for each unknown code. */
  readonly dictionary: Dictionary;
  readonly byCode: ReadonlyMap<string, readonly Reading[]>;
  /** Codes with readings: dictionary order, then unknown codes by name. */
  readonly codes: readonly string[];
  readonly problems: readonly StoreProblem[];
}

function toArray(seq: ReadingSeq): Reading[] {
  return Array.from({ length: seq.length }, (_, i) => seq.at(i)!);
}

/**
 * Indexes parsed files (in name order) in one go, through {@link ColumnIndex},
 * as the store does file by file.
 * The first of several identical measurements wins; the others are reported
 * as duplicates.
 */
function indexReadings(
  dictionary: Dictionary,
  files: ReadonlyMap<string, ParsedFile>,
): IndexedReadings {
  const index = new ColumnIndex(dictionary);
  const scratch = newScratch();
  const reports: FileReport[] = [];
  for (const [name, parsed] of files) {
    const slot = reports.length;
    for (const { line, reading } of [...parsed.readings, ...parsed.tail.readings]) {
      index.add(scratchFromReading(reading, scratch), slot, line);
    }
    reports.push({
      name,
      problems: parsed.problems,
      badLines: parsed.problems.length,
      unfinishedLine: parsed.tail.unfinishedLine,
    });
  }
  index.finish();
  const views = index.views();
  return {
    dictionary: index.markers(),
    byCode: new Map([...views].map(([code, view]) => [code, toArray(view)])),
    codes: index.codes(),
    problems: index.problems(reports),
  };
}

const DICTIONARY = buildDictionary([{
  source: "test",
  entries: new Map([["HGB", { label: "Hemoglobina" }], ["FERR", { label: "Ferrytyna" }]]),
}]);

function file(readings: Reading[], extra: Partial<ParsedFile> = {}): ParsedFile {
  return {
    readings: readings.map((reading, i) => ({ line: i + 1, reading })),
    problems: [],
    tail: { readings: [] },
    ...extra,
  };
}

const FERR: Reading = { code: "FERR", date: "2024-03-01", value: 8, unit: "ng/mL" };

Deno.test("indexReadings() groups readings by code in date order, in dictionary order", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([
      [
        "a.ndjson",
        file([{ ...FERR, date: "2025-01-01" }, { code: "HGB", date: "2024-01-01", value: 13 }]),
      ],
      ["b.ndjson", file([FERR])],
    ]),
  );
  assert.deepEqual(indexed.codes, ["HGB", "FERR"]);
  assert.deepEqual(indexed.byCode.get("FERR")?.map((r) => r.date), ["2024-03-01", "2025-01-01"]);
  assert.deepEqual(indexed.problems, []);
});

Deno.test("indexReadings() counts an exact duplicate once and reports where", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([["a.ndjson", file([FERR])], ["b.ndjson", file([{ ...FERR }, { ...FERR }])]]),
  );
  assert.equal(indexed.byCode.get("FERR")?.length, 1);
  assert.deepEqual(indexed.problems, [
    {
      kind: "duplicate",
      file: "b.ndjson",
      line: 1,
      message: "same measurement as a.ndjson:1; counted once",
    },
    {
      kind: "duplicate",
      file: "b.ndjson",
      line: 2,
      message: "same measurement as a.ndjson:1; counted once",
    },
  ]);
});

Deno.test("indexReadings() keeps same-day readings at different times, and other differences", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([[
      "a.ndjson",
      file([
        { ...FERR, date: "2024-03-01T08:00" },
        { ...FERR, date: "2024-03-01T18:00" },
        { ...FERR, value: 9 },
        { ...FERR, comparator: "<" },
        { ...FERR, unit: "µg/L" },
        FERR,
      ]),
    ]]),
  );
  assert.equal(indexed.byCode.get("FERR")?.length, 6);
  assert.deepEqual(indexed.problems, []);
});

Deno.test("indexReadings() serves an unknown code under its own code and reports it", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([[
      "a.ndjson",
      file([
        { code: "ZZZ", date: "2024-01-01", value: "ujemny" },
        { code: "ZZZ", date: "2024-02-01", value: "dodatni" },
        { code: "AAA", date: "2024-01-01", value: 1 },
        FERR,
      ]),
    ]]),
  );
  assert.deepEqual(indexed.codes, ["FERR", "AAA", "ZZZ"]);
  assert.deepEqual(indexed.dictionary.markers.get("ZZZ"), {
    code: "ZZZ",
    label: "ZZZ",
    aliases: [],
    loinc: [],
    patterns: [],
  });
  assert.deepEqual(indexed.problems.map((p) => [p.kind, p.message]), [
    [
      "unknown_code",
      'code "AAA" (1 result(s)) is not in the dictionary; served with its code as label',
    ],
    [
      "unknown_code",
      'code "ZZZ" (2 result(s)) is not in the dictionary; served with its code as label',
    ],
  ]);
  assert.equal(DICTIONARY.markers.has("ZZZ"), false, "the input dictionary is not mutated");
});

Deno.test("indexReadings() files a differently cased code under the dictionary's code", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([["a.ndjson", file([{ ...FERR, code: "ferr" }])]]),
  );
  assert.deepEqual(indexed.codes, ["FERR"]);
  assert.deepEqual(indexed.problems, []);
});

Deno.test("indexReadings() reports bad lines with file and line, and unfinished ones as notes", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([[
      "a.ndjson",
      file([FERR], {
        problems: [{ line: 2, reason: "not valid JSON" }],
        tail: { readings: [], unfinishedLine: 3 },
      }),
    ]]),
  );
  assert.deepEqual(indexed.problems[0], {
    kind: "bad_line",
    file: "a.ndjson",
    line: 2,
    message: "not valid JSON",
  });
  assert.equal(indexed.problems[1]?.kind, "unfinished_line");
  assert.equal(indexed.problems[1]?.line, 3);
  assert.equal(isNote(indexed.problems[1]!), true);
  assert.equal(isNote(indexed.problems[0]!), false);
});

Deno.test("indexReadings() serves a last line that parsed although it has no newline", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([["a.ndjson", file([], { tail: { readings: [{ line: 1, reading: FERR }] } })]]),
  );
  assert.equal(indexed.byCode.get("FERR")?.length, 1);
});

Deno.test("indexReadings() counts one measurement stored under two spellings of its code once", () => {
  const indexed = indexReadings(
    DICTIONARY,
    new Map([["a.ndjson", file([FERR, { ...FERR, code: "ferr" }])]]),
  );
  assert.equal(indexed.byCode.get("FERR")?.length, 1);
  assert.deepEqual(indexed.problems.map((p) => p.kind), ["duplicate"]);
});
