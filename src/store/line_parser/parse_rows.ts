/**
 * Parsing a store file's bytes straight into rows for the column store: the
 * fast path ({@link fastParseLine}) for the common line shape, the zod schema
 * ({@link parseLine}) for everything else, which also words the reason a line
 * is skipped. Line numbering, blank lines, CRLF, a byte-order mark and an
 * unfinished last line are {@link scanLines}'s, as in {@link parseStoreText}.
 *
 * @module
 */

import { comparatorCode, labFlagCode } from "../../domain/series/series_columns.ts";
import type { Reading } from "../../domain/readings/reading.ts";
import type { Expect, NamesAll } from "../../domain/shape_check.ts";
import { fastParseLine } from "./fast_parse.ts";
import { encodeDate } from "./json_bytes.ts";
import { type LineFields, newScratch, type RowScratch } from "./row_scratch.ts";
import { sameShapeLineAt } from "./same_shape.ts";
import { lineText, parseLine, scanLines, type ScannedLines } from "./parse_lines.ts";

/** Receives each valid row with its line number; `row` is reused afterwards. */
export type RowSink = (row: RowScratch, line: number) => void;

/** What is left after the rows went to the sink. */
export interface ParsedRows extends ScannedLines {
  /** How many rows were valid. */
  readonly rows: number;
}

/**
 * Fills a scratch row from a reading the schema accepted.
 *
 * @internal test seam: tests fill a row from a reading to check the columns' judging against flagOf.
 */
export function scratchFromReading(reading: Reading, out: RowScratch): RowScratch {
  // Every field of the reading is named here, or `deno task check` fails (see schemas.ts).
  const {
    code,
    date,
    value,
    comparator,
    unit,
    ref_low,
    ref_high,
    ref_text,
    lab_flag,
    lab,
    decimals,
    doc,
    page,
    row,
    corrected,
    imported,
    ...rest
  } = reading;
  type _AllRead = Expect<NamesAll<typeof rest, Record<never, never>>>;
  encodeDate(date, out);
  const fields: Omit<LineFields, "time" | "fmt" | "date"> = {
    code,
    num: typeof value === "number" ? value : Number.NaN,
    text: typeof value === "string" ? value : undefined,
    cmp: comparatorCode(comparator),
    unit,
    lo: ref_low ?? Number.NaN,
    hi: ref_high ?? Number.NaN,
    refText: ref_text,
    lab: labFlagCode(lab_flag),
    labName: lab,
    dec: decimals === undefined ? 0 : decimals + 1,
    doc,
    page: page ?? 0,
    row,
    corrected,
    imported,
  };
  return Object.assign(out, fields);
}

/**
 * Parses a store file's bytes (UTF-8) into `sink`, numbering lines from `firstLine`.
 * Lines that do not end with a newline are the unfinished tail: a tail that
 * parses is served, one that does not is noted quietly.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const codes: string[] = [];
 * const text = '{"code":"FE","date":"2024-01-01","value":80}\n{"code":"FE"}\n';
 * const parsed = parseRows(new TextEncoder().encode(text), 1, (row) => codes.push(row.code));
 * assert.deepEqual(codes, ["FE"]);
 * assert.deepEqual(parsed.problems, [{ line: 2, reason: 'missing "date"' }]);
 * ```
 */
export function parseRows(
  bytes: Uint8Array,
  firstLine: number,
  sink: RowSink,
  maxProblems = Infinity,
): ParsedRows {
  const row = newScratch();
  let rows = 0;
  // A line shaped like the line before (a dense series) is read by comparing it with that line.
  const sameShape = (start: number, line: number) => {
    const next = sameShapeLineAt(bytes, start, row);
    if (next < 0) return -1;
    sink(row, line);
    rows++;
    return next;
  };
  const scanned = scanLines(
    bytes,
    firstLine,
    (start, stop, line) => {
      if (!fastParseLine(bytes, start, stop, row)) {
        const parsed = parseLine(lineText(bytes, start, stop));
        if (typeof parsed === "string") return parsed;
        scratchFromReading(parsed, row);
      }
      sink(row, line);
      rows++;
      return undefined;
    },
    maxProblems,
    sameShape,
  );
  return { ...scanned, rows };
}
