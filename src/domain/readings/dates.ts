/**
 * Dates as the store and the tools use them: `YYYY-MM-DD`, or an ISO
 * date-time whose date part orders it. Validation rejects impossible
 * calendar dates such as `2024-13-45` or `2023-02-29`.
 *
 * @module
 */

import { cleanText } from "../text.ts";

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** The days of a month (1 to 12) of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Why `text` is not a valid store date, or `undefined` when it is one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(dateProblem("2024-02-29"), undefined);
 * assert.equal(dateProblem("2025-10-09T07:45:00+02:00"), undefined);
 * assert.equal(dateProblem("2024-13-45"), "month 13 does not exist");
 * ```
 */
export function dateProblem(text: string): string | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return "expected YYYY-MM-DD or an ISO date-time";
  const [, y, m, d, hh, mm, ss, zone, zoneHours, zoneMinutes] = match;
  const year = Number(y), month = Number(m), day = Number(d);
  if (year < 1) return `year ${y} does not exist`;
  if (month < 1 || month > 12) return `month ${month} does not exist`;
  if (day < 1 || day > daysInMonth(year, month)) return `day ${day} does not exist in ${y}-${m}`;
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59)) {
    return `time ${hh}:${mm}${ss === undefined ? "" : `:${ss}`} does not exist`;
  }
  if (zoneHours !== undefined && (Number(zoneHours) > 14 || Number(zoneMinutes) > 59)) {
    return `time zone offset ${zone} does not exist`;
  }
  return undefined;
}

/**
 * The earliest year a stored result may be dated: the importer's own bound
 * (`EARLIEST_YEAR`, src/importer/cell/printed_dates.ts; a test ties them).
 */
export const EARLIEST_STORED_YEAR = 1950;

/**
 * The latest year a stored result may be dated. The server checks no clock (a
 * machine's wrong clock must never hide results), so this is a bound no real
 * result reaches: it refuses a year 9999 ("Since 9999-12-30").
 */
export const LATEST_STORED_YEAR = 2199;

/**
 * Why `text` is not a valid date for a stored result: not a date
 * ({@link dateProblem}), or a year outside {@link EARLIEST_STORED_YEAR} to
 * {@link LATEST_STORED_YEAR}; `undefined` when it is one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(storedDateProblem("2024-02-29"), undefined);
 * assert.equal(storedDateProblem("0001-01-01"), "year 0001 is before 1950");
 * assert.equal(storedDateProblem("9999-12-30T08:00:00"), "year 9999 is after 2199");
 * ```
 */
export function storedDateProblem(text: string): string | undefined {
  const problem = dateProblem(text);
  if (problem !== undefined) return problem;
  const year = Number(text.slice(0, 4));
  if (year < EARLIEST_STORED_YEAR) {
    return `year ${text.slice(0, 4)} is before ${EARLIEST_STORED_YEAR}`;
  }
  if (year > LATEST_STORED_YEAR) return `year ${text.slice(0, 4)} is after ${LATEST_STORED_YEAR}`;
  return undefined;
}

/** The `YYYY-MM-DD` part of a stored date. */
export function datePart(date: string): string {
  return date.slice(0, 10);
}

/** The time part of a stored date-time (`08:15`, `08:15:00+02:00`), if it has one. */
export function timePart(date: string): string | undefined {
  return date.length > 10 ? date.slice(11) : undefined;
}

/** An inclusive range of calendar days; either end may be open. */
export interface DateRange {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/**
 * Checks a `from`/`to` pair given by a person or a model: each must be a real
 * `YYYY-MM-DD` day and `from` must not come after `to`. Returns the message
 * for an `invalid_argument` error, or `undefined` when the range is fine.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(rangeProblem({ from: "2024-01-01", to: "2025-01-01" }), undefined);
 * assert.equal(rangeProblem({ from: "2025-01-01", to: "2024-01-01" }), '"to" 2024-01-01 is before "from" 2025-01-01');
 * ```
 */
export function rangeProblem(range: DateRange): string | undefined {
  for (const key of ["from", "to"] as const) {
    const value = range[key];
    if (value === undefined) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return `"${key}" ${JSON.stringify(cleanText(value, 60))} is not a date: use YYYY-MM-DD`;
    }
    const problem = dateProblem(value);
    if (problem) return `"${key}" ${value} is not a real date: ${problem}`;
  }
  if (range.from !== undefined && range.to !== undefined && range.to < range.from) {
    return `"to" ${range.to} is before "from" ${range.from}`;
  }
  return undefined;
}
