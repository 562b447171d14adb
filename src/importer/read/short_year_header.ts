/**
 * A wide sheet's header cells dated with a two-digit year ("22.04.25"), read
 * beside the row's four-digit dates. Pure.
 *
 * @module
 */

import { cellDate } from "../cell/mod.ts";

/** A date column's header read: the store date and the lab it names (as `wide_sheet.ts` reads one). */
interface DateHeader {
  readonly date: string;
  readonly lab?: string;
}

/** A dotted date with a two-digit year, maybe with a lab after it ("22.04.25", "22.04.25 (Alab)"). */
const SHORT_YEAR_HEADER =
  /^(\d{1,2}\.\d{1,2}\.\d{2})(?:\s*[([]\s*(\p{L}[^()[\]]{0,39}?)\s*[)\]])?$/u;

/**
 * The dates of a header row with its dotted two-digit-year cells added ("22.04.25": day first, as
 * every dotted date is), but only beside a date whose year has four digits: the row is a header of
 * dates, not a row of version numbers or scores. The century is decided as `cellDate` decides it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const full = new Map([[1, { date: "2025-01-14" }]]);
 * const dates = withShortYears(["Parametr", "14.01.2025", "22.04.25 (Alab)", "Uwagi"], full, "2026-12-07");
 * assert.deepEqual([...dates.values()], [{ date: "2025-01-14" }, { date: "2025-04-22", lab: "Alab" }]);
 * assert.equal(withShortYears(["Parametr", "22.04.25", "1.2.10"], new Map(), "2026-12-07").size, 0);
 * ```
 */
export function withShortYears(
  fields: readonly string[],
  dates: Map<number, DateHeader>,
  today: string,
): Map<number, DateHeader> {
  if (dates.size === 0) return dates;
  const all = new Map(dates);
  for (const [i, cell] of fields.entries()) {
    if (i === 0 || all.has(i)) continue;
    const match = SHORT_YEAR_HEADER.exec(cell.trim());
    const date = match === null ? undefined : cellDate(match[1]!, today);
    if (date !== undefined) all.set(i, { date, ...(match![2] ? { lab: match![2] } : {}) });
  }
  return new Map([...all].sort(([a], [b]) => a - b));
}
