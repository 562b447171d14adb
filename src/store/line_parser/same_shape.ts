/**
 * The dense-series path of the line parser: a line read the long way becomes
 * the template of the next, and a line that repeats it byte for byte but for
 * its date (same shape) and its number is read by comparing it with the
 * template, not field by field. Every other byte is compared, so such a line
 * has the template's keys, order and other values.
 *
 * @module
 */

import { MAX_LINE_LENGTH } from "./parse_lines.ts";
import type { LineTemplate, RowScratch } from "./row_scratch.ts";
import { commonQuotedDate, numberAt, numberEnd } from "./json_bytes.ts";

/** Makes the line `b[from, to)`, just read the long way, the template of the next. */
export function keepTemplate(
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
export function templateEnd(
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
 * import { fastParseLine } from "./fast_parse.ts";
 * import { newScratch } from "./row_scratch.ts";
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
