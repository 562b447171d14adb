/**
 * Reading JSON values straight from a line's UTF-8 bytes, without decoding
 * them to text: white space, the end of a plain string, numbers in strict
 * JSON syntax (read as the very double `JSON.parse` gives), and dates in the
 * common shapes (as column time). A reader answers "not here" (-1 or false)
 * rather than guess; the caller then leaves the line to the schema.
 *
 * @module
 */

import { dayNumber, SECONDS_PER_DAY, timeOf } from "../../domain/readings/stored_time.ts";
import {
  daysInMonth,
  EARLIEST_STORED_YEAR,
  LATEST_STORED_YEAR,
} from "../../domain/readings/dates.ts";
import { DATE_FORMAT, type RowScratch } from "./row_scratch.ts";

const ENCODER = new TextEncoder();

function twoDigits(b: Uint8Array, at: number): number {
  const tens = b[at]! - 48, ones = b[at + 1]! - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/**
 * Reads a date in a common shape from `b[from, to)` into `out.time` and
 * `out.fmt`; false when the text is not one of those shapes or not a real date.
 */
export function commonDate(b: Uint8Array, from: number, to: number, out: RowScratch): boolean {
  const length = to - from;
  if (length !== 10 && length !== 16 && length !== 19 && length !== 20) return false;
  const y1 = twoDigits(b, from), y2 = twoDigits(b, from + 2);
  const month = twoDigits(b, from + 5), day = twoDigits(b, from + 8);
  if (y1 < 0 || y2 < 0 || month < 0 || day < 0) return false;
  if (b[from + 4]! !== 45 || b[from + 7]! !== 45) return false;
  const year = y1 * 100 + y2;
  // Lines in a row mostly share their day: it is checked and counted once.
  const dayKey = year * 10000 + month * 100 + day;
  if (dayKey !== out.lastDayKey) {
    if (
      year < EARLIEST_STORED_YEAR || year > LATEST_STORED_YEAR || month < 1 || month > 12 ||
      day < 1 || day > daysInMonth(year, month)
    ) {
      return false;
    }
    out.lastDayKey = dayKey;
    out.lastDay = dayNumber(year, month, day);
  }
  let seconds = 0, fmt: number = DATE_FORMAT.day;
  if (length > 10) {
    if (b[from + 10]! !== 84 || b[from + 13]! !== 58) return false; // T, :
    const hh = twoDigits(b, from + 11), mm = twoDigits(b, from + 14);
    if (hh < 0 || hh > 23 || mm < 0 || mm > 59) return false;
    seconds = hh * 3600 + mm * 60;
    fmt = DATE_FORMAT.minute;
    if (length > 16) {
      const ss = twoDigits(b, from + 17);
      if (b[from + 16]! !== 58 || ss < 0 || ss > 59) return false;
      seconds += ss;
      fmt = DATE_FORMAT.second;
      if (length === 20) {
        if (b[from + 19]! !== 90) return false; // Z
        fmt = DATE_FORMAT.secondZ;
      }
    }
  }
  out.time = out.lastDay * SECONDS_PER_DAY + seconds;
  out.fmt = fmt;
  return true;
}

/**
 * Encodes a valid stored date (as the schema accepted it) into `out`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DATE_FORMAT, newScratch } from "./row_scratch.ts";
 * const out = newScratch();
 * encodeDate("2024-06-11T08:15:00+02:00", out);
 * assert.equal(out.fmt, DATE_FORMAT.other);
 * encodeDate("2024-06-11T08:15", out);
 * assert.equal(out.fmt, DATE_FORMAT.minute);
 * ```
 */
export function encodeDate(date: string, out: RowScratch): void {
  const bytes = ENCODER.encode(date);
  if (commonDate(bytes, 0, bytes.length, out)) return;
  out.time = timeOf(date);
  out.fmt = DATE_FORMAT.other;
  out.date = date;
}

/** Skips JSON whitespace from `i`; returns the next index. */
export function skipSpace(b: Uint8Array, i: number, end: number): number {
  while (i < end) {
    const c = b[i]!;
    if (c !== 32 && c !== 9) break;
    i++;
  }
  return i;
}

/** The index of the closing quote of a plain string opening at `i` (a quote), or -1. */
export function stringEnd(b: Uint8Array, i: number, end: number): number {
  for (let j = i + 1; j < end; j++) {
    const c = b[j]!;
    if (c === 34) return j;
    if (c === 92 || c < 32) return -1; // an escape or a control character: leave it to JSON.parse
  }
  return -1;
}

/** The end of a number in strict JSON syntax starting at `i`, or -1. */
export function numberEnd(b: Uint8Array, i: number, end: number): number {
  let j = i;
  if (b[j]! === 45) j++; // -
  const first = b[j]!;
  if (first === 48) j++;
  else if (first >= 49 && first <= 57) {
    j++;
    while (j < end && isDigit(b[j]!)) j++;
  } else return -1;
  if (b[j]! === 46) { // .
    j++;
    if (!isDigit(b[j]!)) return -1;
    while (j < end && isDigit(b[j]!)) j++;
  }
  const e = b[j]!;
  if (e === 101 || e === 69) { // e E
    j++;
    const sign = b[j]!;
    if (sign === 43 || sign === 45) j++;
    if (!isDigit(b[j]!)) return -1;
    while (j < end && isDigit(b[j]!)) j++;
  }
  return j <= end ? j : -1;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Powers of ten that a double holds exactly. */
const EXACT_TENS = [
  1,
  10,
  100,
  1e3,
  1e4,
  1e5,
  1e6,
  1e7,
  1e8,
  1e9,
  1e10,
  1e11,
  1e12,
  1e13,
  1e14,
  1e15,
];

/**
 * The value of a number already checked by {@link numberEnd}. A plain
 * decimal of at most 15 digits is its digits as an integer divided by a
 * power of ten: both are exact doubles, so the one correctly rounded
 * division gives the double nearest the decimal, as `Number()` does. Any
 * other number (an exponent, more digits) is read by `Number()`.
 */
export function numberAt(b: Uint8Array, from: number, to: number): number {
  let i = from, negative = false;
  if (b[i] === 45) (negative = true), i++;
  let digits = 0, fraction = -1, value = 0;
  for (; i < to; i++) {
    const c = b[i]!;
    if (c === 46) fraction = 0;
    else if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
      if (fraction >= 0) fraction++;
    } else return Number(asciiText(b, from, to));
  }
  if (digits > 15) return Number(asciiText(b, from, to));
  if (fraction > 0) value /= EXACT_TENS[fraction]!;
  return negative ? -value : value;
}

/** The text of ASCII bytes (a number's, already checked). */
function asciiText(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

/**
 * Reads a date in a common shape followed by its closing quote; returns the
 * index of that quote, or -1 to take the slow way. The shortest shape is
 * tried first, so the first quote found ends the string.
 */
export function commonQuotedDate(b: Uint8Array, from: number, out: RowScratch): number {
  const end = b[from + 10]! === 34
    ? from + 10
    : b[from + 16]! === 34
    ? from + 16
    : b[from + 19]! === 34
    ? from + 19
    : b[from + 20]! === 34
    ? from + 20
    : -1;
  return end >= 0 && commonDate(b, from, end, out) ? end : -1;
}
