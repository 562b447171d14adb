/**
 * One stored reading of a `CodeColumns`' arrays read back: its date as
 * stored, its order against another, whether two are the same measurement
 * (and that test as one key), and the reading itself with the contract's
 * fields, its reference range from the code's interned {@link Range}s.
 *
 * @module
 */

import { COMPARATORS, LAB_FLAGS } from "../domain/series/series_columns.ts";
import type { Reading } from "../domain/readings/reading.ts";
import type { Expect, NamesAll } from "../domain/shape_check.ts";
import { DATE_FORMAT, dateText } from "./line_parser/row_scratch.ts";
import type { Arrays } from "./column_arrays.ts";
import { provenanceOf } from "./provenance_text.ts";
import type { StringTable } from "./string_table.ts";

/**
 * A reference range and the lab that printed it, interned per code: most
 * readings of a marker share a few (the lab's name costs no column).
 */
export interface Range {
  readonly lo: number;
  readonly hi: number;
  readonly text: number;
  /** The lab's name, as a text id (0: none). */
  readonly lab: number;
}

/** The date of reading `i` as stored. */
function storedDate(a: Arrays, odd: ReadonlyMap<number, string>, i: number): string {
  const fmt = a.fmt[i]!;
  return fmt === DATE_FORMAT.other ? odd.get(i)! : dateText(a.time[i]!, fmt);
}

/** Orders two readings: by time, then by the stored date text, then file and line. */
export function compareRows(
  a: Arrays,
  odd: ReadonlyMap<number, string>,
  x: number,
  y: number,
): number {
  const dt = a.time[x]! - a.time[y]!;
  if (dt !== 0) return dt;
  if (a.fmt[x] !== a.fmt[y] || a.fmt[x] === DATE_FORMAT.other) {
    const dx = storedDate(a, odd, x), dy = storedDate(a, odd, y);
    if (dx !== dy) return dx < dy ? -1 : 1;
  }
  return a.file[x]! - a.file[y]! || a.line[x]! - a.line[y]!;
}

/** Whether two readings are the same measurement: date as stored, value, comparator, unit. */
export function sameRows(
  a: Arrays,
  odd: ReadonlyMap<number, string>,
  x: number,
  y: number,
): boolean {
  if (a.time[x] !== a.time[y] || a.fmt[x] !== a.fmt[y]) return false;
  if (a.fmt[x] === DATE_FORMAT.other && odd.get(x) !== odd.get(y)) return false;
  const nx = a.num[x]!, ny = a.num[y]!;
  return (nx === ny || (nx !== nx && ny !== ny && a.text[x] === a.text[y])) &&
    a.cmp[x] === a.cmp[y] && a.unit[x] === a.unit[y];
}

/** What {@link sameRows} compares, as one string: readings of one time are the same when their keys are. */
export function rowKey(a: Arrays, odd: ReadonlyMap<number, string>, i: number): string {
  const num = a.num[i]!;
  const value = num === num ? String(num) : `t${a.text[i]}`;
  const date = a.fmt[i] === DATE_FORMAT.other ? odd.get(i) : "";
  return `${a.fmt[i]}|${date}|${value}|${a.cmp[i]}|${a.unit[i]}`;
}

/** The reading at `i`, with only the contract's fields. */
export function readingAt(
  code: string,
  texts: StringTable,
  ranges: readonly Range[],
  units: readonly (string | undefined)[],
  a: Arrays,
  odd: ReadonlyMap<number, string>,
  i: number,
): Reading {
  const range = ranges[a.range[i]!]!;
  const text = a.text[i]!;
  const unit = units[a.unit[i]!];
  const comparator = COMPARATORS[a.cmp[i]!];
  const refText = texts.values[range.text];
  const labFlag = LAB_FLAGS[a.lab[i]!];
  const lab = texts.values[range.lab];
  const dec = a.dec[i]!;
  const reading = {
    code: code,
    date: storedDate(a, odd, i),
    value: text !== 0 ? texts.values[text]! : a.num[i]!,
    ...(comparator !== undefined ? { comparator } : {}),
    ...(unit !== undefined ? { unit } : {}),
    ...(Number.isNaN(range.lo) ? {} : { ref_low: range.lo }),
    ...(Number.isNaN(range.hi) ? {} : { ref_high: range.hi }),
    ...(refText !== undefined ? { ref_text: refText } : {}),
    ...(labFlag !== undefined ? { lab_flag: labFlag } : {}),
    ...(lab !== undefined ? { lab } : {}),
    ...(dec !== 0 ? { decimals: dec - 1 } : {}),
    ...provenanceOf(texts.values[a.prov[i]!]),
  };
  // Every field of a stored line comes back (see schemas.ts).
  type _Rebuilt = Expect<NamesAll<typeof reading, Reading>>;
  return reading;
}
