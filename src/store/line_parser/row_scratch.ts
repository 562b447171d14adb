/**
 * The scratch row the store's line parser fills: one per parse, reused from
 * line to line. It holds a line's fields as the columns take them, and what
 * the parser remembers between lines: the last code, unit and day, the texts
 * already decoded, and the template of a dense series.
 *
 * @module
 */

import { dayString, SECONDS_PER_DAY } from "../../domain/readings/stored_time.ts";

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

function pad2(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

/**
 * The stored date of a column time spelled in a common {@link DATE_FORMAT}
 * (not `other`, whose text is kept as it is): the text the line had.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(dateText(86400 + 8 * 3600 + 15 * 60, DATE_FORMAT.minute), "1970-01-02T08:15");
 * assert.equal(dateText(86400 + 5, DATE_FORMAT.secondZ), "1970-01-02T00:00:05Z");
 * ```
 */
export function dateText(time: number, fmt: number): string {
  const day = Math.floor(time / SECONDS_PER_DAY);
  const date = dayString(day);
  if (fmt === DATE_FORMAT.day) return date;
  const seconds = time - day * SECONDS_PER_DAY;
  const hm = `${date}T${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}`;
  if (fmt === DATE_FORMAT.minute) return hm;
  return `${hm}:${pad2(seconds % 60)}${fmt === DATE_FORMAT.secondZ ? "Z" : ""}`;
}

/**
 * The fields of one parsed line as the columns take them: the store line's
 * fields (schemas.ts), some in another form (a comparator or lab flag as its
 * column code, a missing number as `NaN`).
 */
export interface LineFields {
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
  /** The printed decimal places as their column code: 0 unknown, else decimals + 1. */
  dec: number;
  /** Provenance: the document's name, its page (0: none), the row as printed, a correction. */
  doc: string | undefined;
  page: number;
  row: string | undefined;
  corrected: string | undefined;
  /** The import day, `YYYY-MM-DD`. */
  imported: string | undefined;
}

/** The fields a line may leave out, and what each holds then. */
const NONE: Omit<LineFields, "code" | "time" | "fmt" | "date"> = {
  num: Number.NaN,
  text: undefined,
  cmp: 0,
  unit: undefined,
  lo: Number.NaN,
  hi: Number.NaN,
  refText: undefined,
  lab: 0,
  labName: undefined,
  dec: 0,
  doc: undefined,
  page: 0,
  row: undefined,
  corrected: undefined,
  imported: undefined,
};

/**
 * Sets every field a line may leave out to none, before a line is read into
 * `out`. Written out field by field (the fast path calls it on every line);
 * a test checks it clears each field of {@link LineFields}.
 */
export function clearOptional(out: LineFields): void {
  out.num = Number.NaN;
  out.text = undefined;
  out.cmp = 0;
  out.unit = undefined;
  out.lo = Number.NaN;
  out.hi = Number.NaN;
  out.refText = undefined;
  out.lab = 0;
  out.labName = undefined;
  out.dec = 0;
  out.doc = undefined;
  out.page = 0;
  out.row = undefined;
  out.corrected = undefined;
  out.imported = undefined;
}

/** One parsed line, reused from line to line, with what the parser remembers between lines. */
export interface RowScratch extends LineFields {
  /** The previous line's code and unit, raw (their bytes) and as read, to skip re-checking them. */
  lastCodeRaw: Uint8Array;
  lastCode: string;
  lastUnitRaw: Uint8Array;
  lastUnit: string | undefined;
  /** The previous common date's day (`year * 10000 + month * 100 + day`) and its day number. */
  lastDayKey: number;
  lastDay: number;
  /** Texts of string fields read so far, by a hash of their bytes (see `cachedText` in `fast_parse.ts`). */
  texts: Map<number, CachedText>;
  /** The last line read the long way, as a template for the next (see `same_shape.ts`). */
  template: LineTemplate;
}

/**
 * A line read the long way whose date (in a common shape) and numeric value
 * may change while every other byte stays: the usual dense series. Offsets
 * count from the line's first byte; `length` 0 means no template.
 */
export interface LineTemplate {
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
    ...NONE,
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

/** A string field's text as read: trimmed, `undefined` when empty, and whether the fast path may take it. */
export interface CachedText {
  readonly field: number;
  /** The field's bytes (a copy: the read buffer is reused). */
  readonly raw: Uint8Array;
  readonly text: string | undefined;
  readonly ok: boolean;
}
