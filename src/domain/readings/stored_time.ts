/**
 * The time of a stored date as one number: `day × 86400 + seconds as
 * written`, a date-time's zone not applied, so readings order by the clock
 * time the lab or device wrote. The store's columns and the domain's date
 * order both use it; it imports nothing.
 *
 * @module
 */

/** Seconds in a day: the time of a date with no time part is `day × SECONDS_PER_DAY`. */
export const SECONDS_PER_DAY = 86_400;

/**
 * Days since 1970-01-01 of a day of the proleptic Gregorian calendar.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(dayNumber(1970, 1, 1), 0);
 * assert.equal(dayNumber(2024, 3, 1) - dayNumber(2024, 2, 28), 2);
 * ```
 */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/**
 * The `YYYY-MM-DD` of a day number; the inverse of {@link dayNumber}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(dayString(dayNumber(2024, 2, 29)), "2024-02-29");
 * ```
 */
export function dayString(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${
    String(day).padStart(2, "0")
  }`;
}

const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?/;

/**
 * The column time of a stored date: `day × 86400` plus the time of day as
 * written (any zone is ignored); `NaN` when it is not a date.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(timeOf("1970-01-02"), 86400);
 * assert.equal(timeOf("1970-01-01T01:00:30+02:00"), 3630);
 * ```
 */
export function timeOf(date: string): number {
  const match = STORED_DATE.exec(date);
  if (!match) return Number.NaN;
  const [, y, m, d, hh, mm, ss, fraction] = match;
  const day = dayNumber(Number(y), Number(m), Number(d));
  const seconds = hh === undefined
    ? 0
    : Number(hh) * 3600 + Number(mm) * 60 + Number(ss ?? 0) + Number(fraction ?? 0);
  return day * SECONDS_PER_DAY + seconds;
}
