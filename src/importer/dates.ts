/**
 * Dates as lab documents print them (`12.03.2025`, `2025-03-12`, an ISO
 * date-time), turned into store dates, and the plausibility rule: a result
 * is never dated in the future or before 1950.
 *
 * @module
 */

import { dateProblem } from "../domain/dates.ts";

/** The earliest year a result may be dated. */
export const EARLIEST_YEAR = 1950;

const DOTTED = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:[ ,T]+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const ISO_DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})[ ,]+\d{1,2}:\d{2}(?::\d{2})?$/;

/**
 * Turns a printed date into a store date, or `undefined` when it is none.
 * `dd.mm.yyyy` (also with `/`, and with a time after it) becomes
 * `YYYY-MM-DD`; an ISO date-time with a `T` is kept exactly as written, time
 * zone included.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(toStoreDate("12.03.2025"), "2025-03-12");
 * assert.equal(toStoreDate("12.03.2025 08:15"), "2025-03-12");
 * assert.equal(toStoreDate("2025-03-12T08:15:00+01:00"), "2025-03-12T08:15:00+01:00");
 * assert.equal(toStoreDate("31.02.2025"), undefined);
 * ```
 */
export function toStoreDate(text: string): string | undefined {
  const trimmed = text.trim();
  let day: string | undefined;
  const dotted = DOTTED.exec(trimmed);
  if (dotted) {
    day = `${dotted[3]}-${dotted[2]!.padStart(2, "0")}-${dotted[1]!.padStart(2, "0")}`;
  } else if (ISO_DAY.test(trimmed)) {
    day = trimmed;
  } else if (ISO_DATE_TIME.test(trimmed) && trimmed.includes("T")) {
    return dateProblem(trimmed) === undefined ? trimmed : undefined;
  } else {
    const dayAndTime = ISO_DAY_AND_TIME.exec(trimmed);
    if (dayAndTime) day = dayAndTime[1];
  }
  return day !== undefined && dateProblem(day) === undefined ? day : undefined;
}

/** Every date printed in a line of text, in order, as they appear. */
export function datesInText(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /\b(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[./]\d{1,2}[./]\d{4})\b/g;
  for (const match of text.matchAll(pattern)) {
    const date = toStoreDate(match[1]!);
    if (date !== undefined) found.push(date);
  }
  return found;
}

/** Today's date in local time, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Why a store date is not a plausible result date (in the future, or before
 * 1950), or `undefined` when it is plausible. Only the date part counts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(datePlausibility("2024-05-01", "2025-01-01"), undefined);
 * assert.equal(datePlausibility("2026-05-01", "2025-01-01"), 'date "2026-05-01" is in the future');
 * assert.equal(datePlausibility("1949-12-31", "2025-01-01"), 'date "1949-12-31" is before 1950');
 * ```
 */
export function datePlausibility(date: string, today: string): string | undefined {
  const day = date.slice(0, 10);
  if (day > today) return `date "${date}" is in the future`;
  if (Number(day.slice(0, 4)) < EARLIEST_YEAR) return `date "${date}" is before ${EARLIEST_YEAR}`;
  return undefined;
}
