/**
 * "What is abnormal now?": the latest result of each marker, whatever its
 * date, when it is out of range, grouped by date, newest first. A marker
 * whose last draw was months before the latest one still counts; a marker
 * that was out of range once but is in range now does not. Pure.
 *
 * @module
 */

import { FLAGS, type ReadingColumns } from "./series_columns.ts";
import { datePart } from "./dates.ts";
import { isOutOfRange } from "./flags.ts";
import type { Reading } from "./reading.ts";

/**
 * The latest out-of-range result of each marker of `columns` (by code),
 * built by `resultOf` (the caller's result shape, so this module needs none
 * of the queries' types), with a note that says what the list is. Undefined when
 * there is no result at all (`latest` undefined).
 */
export function abnormalNow<R>(
  columns: ReadonlyMap<string, ReadingColumns>,
  latest: string | undefined,
  resultOf: (code: string, reading: Reading) => R,
): { readonly dates: { date: string; results: R[] }[]; readonly note: string } | undefined {
  if (latest === undefined) return undefined;
  const byDate = new Map<string, R[]>();
  let markers = 0;
  let count = 0;
  for (const [code, all] of columns) {
    if (all.length === 0) continue;
    markers++;
    const last = all.length - 1;
    // The flag column decides before any object is built for a reading.
    if (!isOutOfRange(FLAGS[all.flag[last]!] ?? null)) continue;
    const reading = all.at(last)!;
    const date = datePart(reading.date);
    byDate.set(date, [...(byDate.get(date) ?? []), resultOf(code, reading)]);
    count++;
  }
  const dates = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, results]) => ({ date, results }));
  const note = count > 0
    ? `Abnormal now: the latest result of each marker, listed when out of range, whatever its date (${count} of ${markers} markers)`
    : `Abnormal now: no marker's latest result is out of range (${markers} markers; the latest test date is ${latest})`;
  return { dates, note };
}
