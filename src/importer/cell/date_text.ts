/**
 * A date as lab documents print it (`12.03.2025`, `2025-03-12`, an ISO
 * date-time, "12 marca 2025"), read into a store date, found anywhere in a
 * line or taken out of it; and the plausibility rule: a result is never
 * dated in the future or before 1950.
 *
 * @module
 */

import { dateProblem } from "../../domain/readings/dates.ts";
import { NAMED_DATE_SOURCE, namedDate, wholeNamedDate } from "./named_date.ts";

/**
 * The earliest year a result may be dated.
 *
 * @internal cross-check: a store test ties the store's earliest year to the importer's, kept apart so the store never imports the importer.
 */
export const EARLIEST_YEAR = 1950;

const DOTTED =
  /^(\d{1,2})([./])(\d{1,2})\2(\d{4})(?:[ ,T]+\d{1,2}:\d{2}(?::\d{2})?)?$|^(\d{2})(-)(\d{2})-(\d{4})$/;
/** A day and month each followed by a dot and one space, then the year ("29. 4. 2025"). */
const SPACED_DOTS = /^(\d{1,2})\. (\d{1,2})\. (\d{4})\b/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The year first with dots, as Hungarian reports print it ("2025.07.22.", "2025.07.22. 07:50"). */
const YEAR_DOTTED = /^(\d{4})\.(\d{2})\.(\d{2})\.?(?:[ ,]+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const ISO_DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})[ ,]+\d{1,2}:\d{2}(?::\d{2})?$/;

/**
 * Turns a printed date into a store date, or `undefined` when it is none.
 * `dd.mm.yyyy` (also with `/`, and with a time after it) and the year first
 * with dots (`2025.07.22.`) become `YYYY-MM-DD`; an ISO date-time with a `T` is kept exactly as written, time
 * zone included.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(toStoreDate("12.03.2025"), "2025-03-12");
 * assert.equal(toStoreDate("12.03.2025 08:15"), "2025-03-12");
 * assert.equal(toStoreDate("2025-03-12T08:15:00+01:00"), "2025-03-12T08:15:00+01:00");
 * assert.equal(toStoreDate("31.02.2025"), undefined);
 * assert.equal(toStoreDate("2025.07.22."), "2025-07-22");
 * ```
 */
export function toStoreDate(text: string): string | undefined {
  // Czech and Slovak print a space after each dot ("29. 4. 2025"): the same date.
  const trimmed = text.trim().replace(SPACED_DOTS, "$1.$2.$3");
  let day: string | undefined;
  const dotted = DOTTED.exec(trimmed);
  if (dotted) {
    const [d, m, y] = dotted[1] !== undefined
      ? [dotted[1], dotted[3]!, dotted[4]!]
      : [dotted[5]!, dotted[7]!, dotted[8]!];
    day = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  } else if (ISO_DAY.test(trimmed)) {
    day = trimmed;
  } else if (YEAR_DOTTED.test(trimmed)) {
    const [, y, m, d] = YEAR_DOTTED.exec(trimmed)!;
    day = `${y}-${m}-${d}`;
  } else if (ISO_DATE_TIME.test(trimmed) && trimmed.includes("T")) {
    return dateProblem(trimmed) === undefined ? trimmed : undefined;
  } else {
    const dayAndTime = ISO_DAY_AND_TIME.exec(trimmed);
    if (dayAndTime) day = dayAndTime[1];
    else day = wholeNamedDate(trimmed);
  }
  return day !== undefined && dateProblem(day) === undefined ? day : undefined;
}

/**
 * The date a text ends with (in parentheses or not), and where it starts:
 * "przy przyjęciu (12.03.2025)", "z dnia 9 lipca 2018".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(trailingDate("Badania z dnia 9 lipca 2018"), { date: "2018-07-09", index: 15 });
 * assert.deepEqual(trailingDate("W badaniach przy przyjęciu (12.03.2025)")?.date, "2025-03-12");
 * assert.equal(trailingDate("Hemoglobina 12,4"), undefined);
 * ```
 */
export function trailingDate(text: string): { date: string; index: number } | undefined {
  const numeric = /(\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})\s*\)?\s*$/u.exec(text);
  if (numeric) {
    const date = toStoreDate(numeric[1]!);
    return date === undefined ? undefined : { date, index: numeric.index };
  }
  const named = new RegExp(`(${NAMED_DATE_SOURCE})\\s*\\)?\\s*$`, "iu").exec(text);
  if (!named) return undefined;
  const date = namedDate(named[1]!);
  return date === undefined || dateProblem(date) !== undefined
    ? undefined
    : { date, index: named.index };
}

/** A date in digits (group 1), or one with a month's name ("12 marca 2025"). */
export const ANY_DATE = new RegExp(
  String
    .raw`\b(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|(?<![\d,.])\d{4}\.\d{2}\.\d{2}(?=\.?(?!\d))|\d{1,2}[./]\d{1,2}[./]\d{4}|(?<![\d,.])\d{1,2}\. \d{1,2}\. \d{4}|\d{2}-\d{2}-\d{4})\b|` +
    NAMED_DATE_SOURCE,
  "giu",
);

/** Every date printed in a line of text, in order, as they appear: in digits or with a month's name. */
export function datesInText(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(ANY_DATE)) {
    const date = match[1] !== undefined ? toStoreDate(match[1]) : namedDate(match[0]);
    if (date !== undefined) found.push(date);
  }
  return found;
}

/** A text with every date printed in it (in digits or with a month's name) taken out. */
export function withoutDates(text: string): string {
  return text.replace(ANY_DATE, " ").replace(/\s+/g, " ").trim();
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
