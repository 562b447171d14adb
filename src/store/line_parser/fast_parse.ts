/**
 * A fast path for the common shape of a store line, in front of the zod
 * schema ({@link storeLineSchema}), which stays the authority. It reads one
 * flat JSON object straight from the file's bytes, without decoding them to
 * text, without `JSON.parse` and without an object per line (only a field's
 * new text is decoded: a code or unit as on the line before is compared byte
 * by byte), and accepts a line only when it can prove the schema would
 * accept it with the very same values: plain strings (no escape sequences),
 * numbers in strict JSON syntax, known fields at most once, the date in a
 * common shape. A line that repeats the line before but for its date and
 * number, as a dense series does, is only compared with it
 * (`same_shape.ts`). Anything else, valid or not, is left to the schema,
 * which then also words the reason a line is skipped. The fast path never
 * rejects a line by itself.
 *
 * @module
 */

import { timeOf } from "../../domain/readings/stored_time.ts";
import { storedDateProblem } from "../../domain/readings/dates.ts";
import { MAX_LINE_LENGTH } from "./parse_lines.ts";
import { importDay, MAX_CORRECTED, MAX_DECIMALS, MAX_DOC, MAX_LAB_NAME } from "../schemas.ts";
import { MAX_PAGE, MAX_ROW, type StoreLine } from "../schemas.ts";
import { type CachedText, clearOptional, DATE_FORMAT, type RowScratch } from "./row_scratch.ts";
import {
  commonDate,
  commonQuotedDate,
  isDigit,
  numberAt,
  numberEnd,
  skipSpace,
  stringEnd,
} from "./json_bytes.ts";
import { keepTemplate, templateEnd } from "./same_shape.ts";

const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

const DECODER = new TextDecoder("utf-8", { ignoreBOM: true });

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
 * Each field of a store line as its bit. The keys are the schema's
 * (`StoreLine`), all of them and no other, or `deno task check` fails: a
 * field the fast path knew nothing of would be skipped as an unknown key and
 * the line accepted without it. A field it knows but does not read (no case
 * in `stringField` or below) sends the line to the schema.
 */
const FIELD = {
  code: 1,
  date: 2,
  value: 4,
  comparator: 8,
  unit: 16,
  ref_low: 32,
  ref_high: 64,
  ref_text: 128,
  lab_flag: 256,
  lab: 512,
  decimals: 1024,
  doc: 2048,
  page: 4096,
  row: 8192,
  corrected: 16384,
  imported: 32768,
} as const satisfies { readonly [K in keyof StoreLine]-?: number };

const F_CODE = FIELD.code, F_DATE = FIELD.date, F_VALUE = FIELD.value, F_CMP = FIELD.comparator;
const F_UNIT = FIELD.unit, F_LOW = FIELD.ref_low, F_HIGH = FIELD.ref_high;
const F_TEXT = FIELD.ref_text, F_LAB = FIELD.lab_flag, F_LAB_NAME = FIELD.lab;
const F_DECIMALS = FIELD.decimals, F_DOC = FIELD.doc, F_PAGE = FIELD.page, F_ROW = FIELD.row;
const F_CORRECTED = FIELD.corrected, F_IMPORTED = FIELD.imported;

/** The fields by the first byte of their name. */
const BY_FIRST_BYTE: ((readonly [name: string, flag: number])[] | undefined)[] = [];
/** The length of each field's name, by its bit. */
const KEY_LENGTH: Record<number, number> = {};
for (const [name, flag] of Object.entries(FIELD)) {
  (BY_FIRST_BYTE[name.charCodeAt(0)] ??= []).push([name, flag]);
  KEY_LENGTH[flag] = name.length;
}

/**
 * The known field whose quoted name starts at `at` (just after the opening
 * quote), as its bit, or 0 when the key is no known field (or not plain).
 */
function knownKeyAt(b: Uint8Array, at: number): number {
  const candidates = BY_FIRST_BYTE[b[at]!];
  if (candidates === undefined) return 0;
  for (const [name, flag] of candidates) if (nameAt(b, at, name)) return flag;
  return 0;
}

function comparatorAt(b: Uint8Array, from: number, to: number): number {
  const a = b[from]!;
  if (to - from === 1) return a === 60 ? 1 : a === 62 ? 3 : 0;
  if (to - from === 2 && b[from + 1]! === 61) return a === 60 ? 2 : a === 62 ? 4 : 0;
  return 0;
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
    case F_DOC:
      return text.length <= MAX_DOC;
    case F_IMPORTED:
      return importDay(text) === text; // anything else is ignored by the schema: left to it
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
        if (storedDateProblem(date) !== undefined) return false;
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
    case F_DOC: {
      // A longer one is cut by the schema (`provenanceText`), which is left to do it.
      const cached = cachedText(b, from, end, field, out);
      out.doc = cached.text;
      return cached.ok;
    }
    case F_IMPORTED: {
      const cached = cachedText(b, from, end, field, out);
      out.imported = cached.text;
      return cached.ok;
    }
    case F_ROW:
    case F_CORRECTED: {
      // Each row is its own: decoded, never cached.
      const text = decodeSlice(b, from, end).trim();
      if (text.length > (field === F_ROW ? MAX_ROW : MAX_CORRECTED)) return false;
      if (field === F_ROW) out.row = text === "" ? undefined : text;
      else out.corrected = text === "" ? undefined : text;
      return true;
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
 * import { newScratch } from "./row_scratch.ts";
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
  clearOptional(out);
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
        else if (field === F_DECIMALS) {
          // A whole number the schema takes (not 1.0 or 1e0: left to it).
          if (end - i > 2 || !Number.isInteger(value) || value < 0 || value > MAX_DECIMALS) {
            return false;
          }
          out.dec = value + 1;
        } else if (field === F_PAGE) {
          // A page the schema keeps (anything else it ignores: left to it).
          if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE || end - i > 6) {
            return false;
          }
          out.page = value;
        } else return false; // a text field holding a number
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
  if ((out.cmp !== 0 || out.dec !== 0) && !valueIsNumber) return false;
  if (out.lo > out.hi) return false;
  if (dateFrom >= 0 && valueFrom >= 0) {
    keepTemplate(b, from, to, template, dateFrom, dateEnd, valueFrom, valueEnd);
  }
  return true;
}
