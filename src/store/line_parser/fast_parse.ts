/**
 * A fast path for the common shape of a store line, in front of the zod
 * schema ({@link storeLineSchema}), which stays the authority. It reads one
 * flat JSON object straight from the file's bytes, without decoding them to
 * text, without `JSON.parse` and without an object per line (only a field's
 * new text is decoded: a code or unit as on the line before is compared byte
 * by byte), and accepts a line only when it can prove the
 * schema would accept it with the very same values: plain strings (no escape
 * sequences), numbers in strict JSON syntax, known fields at most once, the
 * date in a common shape. A line that repeats the line before byte for byte
 * but for its date (same shape) and its number, as a dense series does, is
 * only compared with it (see `sameShapeLine`). Anything else, valid or not,
 * is left to the schema, which then also words the reason a line is skipped. The fast path never
 * rejects a line by itself.
 *
 * @module
 */

import { dayNumber, SECONDS_PER_DAY, timeOf } from "../../domain/series_columns.ts";
import { dateProblem, daysInMonth } from "../../domain/dates.ts";
import { MAX_LINE_LENGTH } from "./parse_lines.ts";
import { MAX_LAB_NAME } from "../schemas.ts";

/** How a stored date is spelled, so that it can be spelled again exactly. */
export const DATE_FORMAT = {
  /** `YYYY-MM-DD` */
  day: 0,
  /** `YYYY-MM-DDTHH:MM` */
  minute: 1,
  /** `YYYY-MM-DDTHH:MM:SS` */
  second: 2,
  /** `YYYY-MM-DDTHH:MM:SSZ` */
  secondZ: 3,
  /** Anything else valid: the text is kept as it is. */
  other: 255,
} as const;

/** One parsed line, reused from line to line. */
export interface RowScratch {
  code: string;
  /** Column time (see `timeOf`). */
  time: number;
  /** A {@link DATE_FORMAT}. */
  fmt: number;
  /** The date as stored; set only when `fmt` is `other`. */
  date: string;
  /** The numeric value, or `NaN` when `text` holds a qualitative one. */
  num: number;
  text: string | undefined;
  /** Comparator code: 0 none, then `<`, `<=`, `>`, `>=`. */
  cmp: number;
  unit: string | undefined;
  /** `NaN` when absent. */
  lo: number;
  hi: number;
  refText: string | undefined;
  /** The lab's flag as its column code (see `LAB_FLAGS`): 0 none, then H, L, A. */
  lab: number;
  /** The laboratory's name. */
  labName: string | undefined;
  /** The previous line's code and unit, raw (their bytes) and as read, to skip re-checking them. */
  lastCodeRaw: Uint8Array;
  lastCode: string;
  lastUnitRaw: Uint8Array;
  lastUnit: string | undefined;
  /** The previous common date's day (`year * 10000 + month * 100 + day`) and its day number. */
  lastDayKey: number;
  lastDay: number;
  /** Texts of string fields read so far, by a hash of their bytes (see `cachedText`). */
  texts: Map<number, CachedText>;
  /** The last line read the long way, as a template for the next (see `templateEnd`). */
  template: LineTemplate;
}

/**
 * A line read the long way whose date (in a common shape) and numeric value
 * may change while every other byte stays: the usual dense series. Offsets
 * count from the line's first byte; `length` 0 means no template.
 */
interface LineTemplate {
  bytes: Uint8Array;
  length: number;
  /** The date's first byte and its closing quote. */
  dateFrom: number;
  dateEnd: number;
  /** The value's first byte and the byte after it. */
  valueFrom: number;
  valueEnd: number;
}

const NO_BYTES = new Uint8Array(0);

/** A fresh scratch row. */
export function newScratch(): RowScratch {
  return {
    code: "",
    time: 0,
    fmt: 0,
    date: "",
    num: 0,
    text: undefined,
    cmp: 0,
    unit: undefined,
    lo: Number.NaN,
    hi: Number.NaN,
    refText: undefined,
    lab: 0,
    labName: undefined,
    lastCodeRaw: NO_BYTES,
    lastCode: "",
    lastUnitRaw: NO_BYTES,
    lastUnit: undefined,
    lastDayKey: -1,
    lastDay: 0,
    texts: new Map(),
    template: {
      bytes: new Uint8Array(256),
      length: 0,
      dateFrom: 0,
      dateEnd: 0,
      valueFrom: 0,
      valueEnd: 0,
    },
  };
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

function twoDigits(b: Uint8Array, at: number): number {
  const tens = b[at]! - 48, ones = b[at + 1]! - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/**
 * Reads a date in a common shape from `b[from, to)` into `out.time` and
 * `out.fmt`; false when the text is not one of those shapes or not a real date.
 */
function commonDate(b: Uint8Array, from: number, to: number, out: RowScratch): boolean {
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
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
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
function skipSpace(b: Uint8Array, i: number, end: number): number {
  while (i < end) {
    const c = b[i]!;
    if (c !== 32 && c !== 9) break;
    i++;
  }
  return i;
}

/** The index of the closing quote of a plain string opening at `i` (a quote), or -1. */
function stringEnd(b: Uint8Array, i: number, end: number): number {
  for (let j = i + 1; j < end; j++) {
    const c = b[j]!;
    if (c === 34) return j;
    if (c === 92 || c < 32) return -1; // an escape or a control character: leave it to JSON.parse
  }
  return -1;
}

/** The end of a number in strict JSON syntax starting at `i`, or -1. */
function numberEnd(b: Uint8Array, i: number, end: number): number {
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

function isDigit(c: number): boolean {
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
function numberAt(b: Uint8Array, from: number, to: number): number {
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

const DECODER = new TextDecoder("utf-8", { ignoreBOM: true });
const ENCODER = new TextEncoder();

/**
 * The text of the bytes `[from, to)` of a line, decoded as decoding the
 * whole line would (they start and end at ASCII quotes).
 */
function decodeSlice(b: Uint8Array, from: number, to: number): string {
  return DECODER.decode(b.subarray(from, to));
}

/** Whether `b` holds the ASCII `name` at `at`, followed by a closing quote when `quoted`. */
function nameAt(b: Uint8Array, at: number, name: string, quoted = true): boolean {
  const n = name.length;
  if (quoted && b[at + n] !== 34) return false;
  for (let k = 0; k < n; k++) if (b[at + k] !== name.charCodeAt(k)) return false;
  return true;
}

/** Whether `b` holds the bytes `raw` followed by a closing quote at `at`. */
function rawAt(b: Uint8Array, at: number, raw: Uint8Array): boolean {
  const n = raw.length;
  if (b[at + n] !== 34) return false;
  for (let k = 0; k < n; k++) if (b[at + k] !== raw[k]) return false;
  return true;
}

/**
 * The known field whose quoted name starts at `at` (just after the opening
 * quote), as its flag, or 0 when the key is no known field (or not plain).
 */
function knownKeyAt(b: Uint8Array, at: number): number {
  switch (b[at]!) {
    case 99: // c
      return nameAt(b, at, "code") ? F_CODE : nameAt(b, at, "comparator") ? F_CMP : 0;
    case 100: // d
      return nameAt(b, at, "date") ? F_DATE : 0;
    case 118: // v
      return nameAt(b, at, "value") ? F_VALUE : 0;
    case 117: // u
      return nameAt(b, at, "unit") ? F_UNIT : 0;
    case 114: // r
      if (nameAt(b, at, "ref_low")) return F_LOW;
      if (nameAt(b, at, "ref_high")) return F_HIGH;
      return nameAt(b, at, "ref_text") ? F_TEXT : 0;
    case 108: // l
      return nameAt(b, at, "lab_flag") ? F_LAB : nameAt(b, at, "lab") ? F_LAB_NAME : 0;
    default:
      return 0;
  }
}

const KEY_LENGTH: Record<number, number> = {
  1: 4,
  2: 4,
  4: 5,
  8: 10,
  16: 4,
  32: 7,
  64: 8,
  128: 8,
  256: 8,
  512: 3,
};

const F_CODE = 1, F_DATE = 2, F_VALUE = 4, F_CMP = 8, F_UNIT = 16, F_LOW = 32, F_HIGH = 64;
const F_TEXT = 128, F_LAB = 256, F_LAB_NAME = 512;

function comparatorAt(b: Uint8Array, from: number, to: number): number {
  const a = b[from]!;
  if (to - from === 1) return a === 60 ? 1 : a === 62 ? 3 : 0;
  if (to - from === 2 && b[from + 1]! === 61) return a === 60 ? 2 : a === 62 ? 4 : 0;
  return 0;
}

/**
 * Reads a date in a common shape followed by its closing quote; returns the
 * index of that quote, or -1 to take the slow way. The shortest shape is
 * tried first, so the first quote found ends the string.
 */
function commonQuotedDate(b: Uint8Array, from: number, out: RowScratch): number {
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

/** A string field's text as read: trimmed, `undefined` when empty, and whether the fast path may take it. */
interface CachedText {
  readonly field: number;
  /** The field's bytes (a copy: the read buffer is reused). */
  readonly raw: Uint8Array;
  readonly text: string | undefined;
  readonly ok: boolean;
}

/** How many texts a parse remembers; codes, units and lab names are few. */
const CACHE_LIMIT = 2048;

/** Whether the fast path may take a field's trimmed text (the schema words any refusal). */
function textOk(field: number, text: string): boolean {
  switch (field) {
    case F_CODE:
      return CODE.test(text);
    case F_VALUE:
      return text.length >= 1 && text.length <= 200;
    case F_UNIT:
      return text.length <= 40;
    case F_TEXT:
      return text.length <= 500;
    default: // F_LAB_NAME
      return text.length <= MAX_LAB_NAME;
  }
}

/**
 * The text of the plain string `b[from, end)` in `field`, decoded, trimmed
 * and checked once per distinct spelling: a file repeats few codes, units
 * and names, so most lines decode nothing. Found by a hash of the bytes and
 * then compared byte by byte.
 */
function cachedText(
  b: Uint8Array,
  from: number,
  end: number,
  field: number,
  out: RowScratch,
): CachedText {
  let hash = 0x811c9dc5 ^ field;
  for (let i = from; i < end; i++) hash = Math.imul(hash ^ b[i]!, 0x01000193);
  const found = out.texts.get(hash);
  if (found !== undefined && found.field === field && found.raw.length === end - from) {
    let same = true;
    for (let k = 0; k < found.raw.length && same; k++) same = found.raw[k] === b[from + k];
    if (same) return found;
  }
  const trimmed = decodeSlice(b, from, end).trim();
  const cached: CachedText = {
    field,
    raw: b.slice(from, end),
    text: trimmed === "" ? undefined : trimmed,
    ok: textOk(field, trimmed),
  };
  if (found === undefined && out.texts.size < CACHE_LIMIT) out.texts.set(hash, cached);
  return cached;
}

/** Reads a plain string value `b[from, end)` into the field it belongs to; false to ask the schema. */
function stringField(
  b: Uint8Array,
  from: number,
  end: number,
  field: number,
  out: RowScratch,
): boolean {
  switch (field) {
    case 0:
      return true;
    case F_CODE: {
      const cached = cachedText(b, from, end, field, out);
      if (!cached.ok) return false;
      out.code = out.lastCode = cached.text!;
      out.lastCodeRaw = cached.raw;
      return true;
    }
    case F_DATE:
      if (!commonDate(b, from, end, out)) {
        const date = decodeSlice(b, from, end);
        if (dateProblem(date) !== undefined) return false;
        out.time = timeOf(date);
        out.fmt = DATE_FORMAT.other;
        out.date = date;
      }
      return true;
    case F_VALUE: {
      const cached = cachedText(b, from, end, field, out);
      out.text = cached.text;
      return cached.ok;
    }
    case F_CMP:
      out.cmp = comparatorAt(b, from, end);
      return out.cmp !== 0;
    case F_UNIT: {
      const cached = cachedText(b, from, end, field, out);
      out.unit = out.lastUnit = cached.text;
      out.lastUnitRaw = cached.raw;
      return cached.ok;
    }
    case F_LAB: {
      // Exactly "H", "L" or "A", as the schema's enum (which does not trim).
      if (end - from !== 1) return false;
      const c = b[from]!;
      out.lab = c === 72 ? 1 : c === 76 ? 2 : c === 65 ? 3 : 0; // H L A
      return out.lab !== 0;
    }
    case F_TEXT: {
      const cached = cachedText(b, from, end, field, out);
      out.refText = cached.text;
      return cached.ok;
    }
    case F_LAB_NAME: {
      // A longer name is cut by the schema (`labName`), which is left to do it.
      const cached = cachedText(b, from, end, field, out);
      out.labName = cached.text;
      return cached.ok;
    }
    default:
      return false; // a number field holding a string
  }
}

/**
 * Parses the line `b[from, to)` (UTF-8, no line break) into `out`. Returns
 * true only for a line the schema accepts with exactly these values; false
 * means "ask the schema", never "invalid". `to - from` counts bytes, so a
 * line near the length limit in characters is left to the schema.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const out = newScratch();
 * const line = new TextEncoder().encode('{"code":"GLU","date":"2024-01-01T08:15:00","value":10.4,"unit":"µmol/l"}');
 * assert.equal(fastParseLine(line, 0, line.length, out), true);
 * assert.deepEqual([out.code, out.num, out.unit], ["GLU", 10.4, "µmol/l"]);
 * const partial = new TextEncoder().encode('{"code":"GLU","value":1}');
 * assert.equal(fastParseLine(partial, 0, partial.length, out), false);
 * ```
 */
export function fastParseLine(b: Uint8Array, from: number, to: number, out: RowScratch): boolean {
  if (to - from > MAX_LINE_LENGTH) return false;
  const template = out.template;
  if (template.length > 0) {
    if (templateEnd(b, from, to, out, template) === to) return true;
    template.length = 0; // `out` is rewritten below: no longer the template's
  }
  let i = skipSpace(b, from, to);
  if (b[i]! !== 123) return false; // {
  i = skipSpace(b, i + 1, to);
  let seen = 0;
  out.num = Number.NaN;
  out.text = undefined;
  out.cmp = 0;
  out.unit = undefined;
  out.lo = Number.NaN;
  out.hi = Number.NaN;
  out.refText = undefined;
  out.lab = 0;
  out.labName = undefined;
  let valueIsNumber = false;
  let dateEnd = -1;
  /** Where the date (common shape) and a numeric value lie, for the template. */
  let dateFrom = -1, valueFrom = -1, valueEnd = -1;
  if (b[i]! === 125) return false; // {} lacks the required fields
  for (;;) {
    if (b[i]! !== 34) return false;
    const field = knownKeyAt(b, i + 1);
    let keyEnd: number;
    if (field !== 0) keyEnd = i + 1 + KEY_LENGTH[field]!;
    else {
      // Any other key (a known name would have matched above): skipped, never kept.
      keyEnd = stringEnd(b, i, to);
      if (keyEnd < 0) return false;
    }
    if (field !== 0 && (seen & field) !== 0) return false; // a repeated field: JSON.parse keeps the last
    seen |= field;
    i = keyEnd + 1;
    if (b[i]! !== 58) { // :
      i = skipSpace(b, i, to);
      if (b[i]! !== 58) return false;
    }
    i++;
    let c = b[i]!;
    if (c === 32 || c === 9) {
      i = skipSpace(b, i, to);
      c = b[i]!;
    }
    if (c === 34) {
      const from = i + 1;
      // The usual code, unit and date need no scan: each is checked character by character.
      if (field === F_CODE && out.lastCodeRaw.length > 0 && rawAt(b, from, out.lastCodeRaw)) {
        out.code = out.lastCode;
        i = from + out.lastCodeRaw.length + 1;
      } else if (
        field === F_UNIT && out.lastUnitRaw.length > 0 && rawAt(b, from, out.lastUnitRaw)
      ) {
        out.unit = out.lastUnit;
        i = from + out.lastUnitRaw.length + 1;
      } else if (field === F_DATE && (dateEnd = commonQuotedDate(b, from, out)) >= 0) {
        dateFrom = from;
        i = dateEnd + 1;
      } else {
        const end = stringEnd(b, i, to);
        if (end < 0) return false;
        i = end + 1;
        if (!stringField(b, from, end, field, out)) return false;
      }
    } else if (c === 45 || isDigit(c)) {
      const end = numberEnd(b, i, to);
      if (end < 0) return false;
      if (field !== 0) {
        const value = numberAt(b, i, end);
        if (!Number.isFinite(value)) return false;
        if (field === F_VALUE) {
          out.num = value;
          valueIsNumber = true;
          valueFrom = i;
          valueEnd = end;
        } else if (field === F_LOW) out.lo = value;
        else if (field === F_HIGH) out.hi = value;
        else return false; // a text field holding a number
      }
      i = end;
    } else {
      // true, false and null are fine in fields outside the contract, and as a
      // lab's name, which the schema then ignores (see `labName`).
      if (field !== 0 && field !== F_LAB_NAME) return false;
      if (nameAt(b, i, "true", false)) i += 4;
      else if (nameAt(b, i, "null", false)) i += 4;
      else if (nameAt(b, i, "false", false)) i += 5;
      else return false;
    }
    i = skipSpace(b, i, to);
    const next = b[i]!;
    if (next === 44) { // ,
      i = skipSpace(b, i + 1, to);
      continue;
    }
    if (next !== 125) return false; // }
    i = skipSpace(b, i + 1, to);
    if (i !== to) return false;
    break;
  }
  if ((seen & (F_CODE | F_DATE | F_VALUE)) !== (F_CODE | F_DATE | F_VALUE)) return false;
  if (out.cmp !== 0 && !valueIsNumber) return false;
  if (out.lo > out.hi) return false;
  if (dateFrom >= 0 && valueFrom >= 0) {
    keepTemplate(b, from, to, template, dateFrom, dateEnd, valueFrom, valueEnd);
  }
  return true;
}

/** Makes the line `b[from, to)`, just read the long way, the template of the next. */
function keepTemplate(
  b: Uint8Array,
  from: number,
  to: number,
  template: LineTemplate,
  dateFrom: number,
  dateEnd: number,
  valueFrom: number,
  valueEnd: number,
): void {
  const length = to - from;
  if (template.bytes.length < length) {
    template.bytes = new Uint8Array(Math.max(length, 2 * template.bytes.length));
  }
  template.bytes.set(b.subarray(from, to));
  template.length = length;
  template.dateFrom = dateFrom - from;
  template.dateEnd = dateEnd - from;
  template.valueFrom = valueFrom - from;
  template.valueEnd = valueEnd - from;
}

/** Whether `b[at, at + (to - from))` holds the template's bytes `[from, to)`. */
function sameBytes(
  b: Uint8Array,
  at: number,
  template: Uint8Array,
  from: number,
  to: number,
): boolean {
  for (let k = from; k < to; k++, at++) if (b[at] !== template[k]) return false;
  return true;
}

/**
 * Reads a line starting at `from` that is the template line but for its
 * date (in the same common shape) and its numeric value: every other byte is
 * compared, so the line has the template's keys, order and other values,
 * which `out` still holds. Sets the date and value, and returns where
 * the template's bytes end on this line; -1 when the line does not begin
 * with the template's shape. What follows that end is the caller's to check.
 * A number is read up to `limit` at most.
 */
function templateEnd(
  b: Uint8Array,
  from: number,
  limit: number,
  out: RowScratch,
  template: LineTemplate,
): number {
  const t = template.bytes, dateFirst = template.dateFrom < template.valueFrom;
  // The first variable field, then the second; `shift` is how much longer the value is.
  let shift = 0;
  const first = dateFirst ? template.dateFrom : template.valueFrom;
  if (!sameBytes(b, from, t, 0, first)) return -1;
  for (let field = 0; field < 2; field++) {
    const isDate = (field === 0) === dateFirst;
    if (isDate) {
      const at = from + template.dateFrom + shift;
      if (commonQuotedDate(b, at, out) !== from + template.dateEnd + shift) return -1;
    } else {
      const at = from + template.valueFrom + shift;
      const end = numberEnd(b, at, limit);
      if (end < 0) return -1;
      const value = numberAt(b, at, end);
      if (!Number.isFinite(value)) return -1;
      out.num = value;
      shift = end - (from + template.valueEnd);
    }
    const literalFrom = isDate ? template.dateEnd : template.valueEnd;
    const literalTo = field === 0
      ? (dateFirst ? template.valueFrom : template.dateFrom)
      : template.length;
    if (!sameBytes(b, from + literalFrom + shift, t, literalFrom, literalTo)) return -1;
  }
  if (template.length + shift > MAX_LINE_LENGTH) return -1;
  return from + template.length + shift;
}

/**
 * Reads the line starting at `from` when it has the shape of the line read
 * before (see {@link templateEnd}) and ends right there, with its line break
 * (LF or CRLF); returns where the next line starts, or -1 when the line must
 * be read the usual way (then `out` must be read again).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = '{"code":"GLU","date":"2024-01-01T08:00:00","value":5.4}\n' +
 *   '{"code":"GLU","date":"2024-01-01T08:05:00","value":10.25}\r\n{"code":"GLU"}\n';
 * const b = new TextEncoder().encode(text);
 * const out = newScratch();
 * const second = b.indexOf(10) + 1, third = b.indexOf(10, second) + 1;
 * assert.equal(fastParseLine(b, 0, second - 1, out), true);
 * assert.equal(sameShapeLineAt(b, second, out), third);
 * assert.equal(out.num, 10.25);
 * assert.equal(sameShapeLineAt(b, third, out), -1);
 * ```
 */
export function sameShapeLineAt(b: Uint8Array, from: number, out: RowScratch): number {
  const template = out.template;
  if (template.length === 0) return -1;
  const stop = templateEnd(b, from, b.length, out, template);
  if (stop < 0) return -1;
  if (b[stop] === 10) return stop + 1;
  if (b[stop] === 13 && b[stop + 1] === 10) return stop + 2;
  return -1;
}
