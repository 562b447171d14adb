/**
 * "What is abnormal now?": the latest result of each marker, whatever its
 * date, when it is out of range, grouped by date, newest first. A marker
 * whose last draw was months before the latest one still counts (absent is
 * not normal: a result never repeated stays abnormal until a later one says
 * otherwise), with its age; a marker that was out of range once but is in
 * range now does not. The one scope of "out of range" for `get_results`
 * (`abnormal_only`), `changes_since`, the `visit_summary` prompt and the
 * PDF report. Pure.
 *
 * @module
 */

import { columnsOf, FLAGS, type ReadingColumns } from "../series/series_columns.ts";
import { datePart } from "../readings/dates.ts";
import type { LifeEvent } from "../changes/life_events.ts";
import { markerOf, type MarkerRef, refOf } from "./find_marker.ts";
import { isOutOfRange } from "../readings/flags.ts";
import type { Reading } from "../readings/reading.ts";
import { dayString, SECONDS_PER_DAY, timeOf } from "../readings/stored_time.ts";
import { toPoint, type TrendPoint } from "./trend.ts";
import type { ResultsView } from "./results_view.ts";

/** A marker's latest result, out of range, with how long before the store's latest test it was drawn. */
export interface AbnormalLatest extends MarkerRef, Omit<TrendPoint, "date"> {
  readonly date: string;
  /** Days from this result to the store's latest test date (0 on that date). */
  readonly age_days: number;
  /** The events of events.yaml with an end whose span holds this result's date (an illness). */
  readonly during?: readonly LifeEvent[];
}

/** Each marker's latest result when out of range, newest first, and the store's latest test date. */
export interface AbnormalNow {
  readonly latest_date?: string;
  readonly results: readonly AbnormalLatest[];
  /** Markers with at least one result. */
  readonly markers: number;
}

/**
 * Each marker's latest result, whatever its date, when it is out of range,
 * newest first, in the unit the lab reported it, each with its age in days
 * before the store's latest test date.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../markers/dictionary.ts";
 * import { buildMarkerIndex } from "../markers/marker_index.ts";
 * const readings: Record<string, object[]> = {
 *   GLU: [{ code: "GLU", date: "2024-06-18", value: 128, unit: "mg/dL", ref_low: 70, ref_high: 99 }],
 *   HGB: [{ code: "HGB", date: "2025-02-04", value: 13.8, unit: "g/dL", ref_low: 12, ref_high: 16 }],
 * };
 * const index = buildMarkerIndex(buildDictionary([{ source: "t", entries: new Map([["GLU", {}], ["HGB", {}]]) }]));
 * const view = { index, codes: () => ["GLU", "HGB"], readings: (c: string) => readings[c] as never, fileCount: 1 };
 * const now = abnormalLatest(view);
 * assert.deepEqual(now.results.map((r) => [r.code, r.date, r.age_days]), [["GLU", "2024-06-18", 231]]);
 * ```
 */
export function abnormalLatest(view: ResultsView): AbnormalNow {
  const columns = new Map(view.codes().map((code) => [code, columnsOf(view.readings(code))]));
  let latestDay = -Infinity;
  for (const all of columns.values()) {
    if (all.length > 0) {
      latestDay = Math.max(latestDay, Math.floor(all.time[all.length - 1]! / SECONDS_PER_DAY));
    }
  }
  if (latestDay === -Infinity) return { results: [], markers: 0 };
  const latest = dayString(latestDay);
  const now = abnormalNow(columns, latest, (code, reading): AbnormalLatest => {
    const point = toPoint(reading);
    const age = Math.round((timeOf(latest) - timeOf(point.date)) / SECONDS_PER_DAY);
    const during = (view.events ?? []).filter((e) =>
      e.end !== undefined && e.date <= point.date && point.date <= e.end
    );
    return {
      ...refOf(markerOf(view, code)),
      ...point,
      age_days: age,
      ...(during.length > 0 ? { during } : {}),
    };
  });
  const markers = [...columns.values()].filter((all) => all.length > 0).length;
  return {
    latest_date: latest,
    results: now?.dates.flatMap(({ results }) => results) ?? [],
    markers,
  };
}

/**
 * How long before the latest test a result was drawn, in words: days under
 * two months, months under two years, else years.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(ageWords(0), "on the latest test date");
 * assert.equal(ageWords(45), "45 days before the latest test");
 * assert.equal(ageWords(231), "8 months before the latest test");
 * assert.equal(ageWords(800), "2.2 years before the latest test");
 * ```
 */
export function ageWords(days: number): string {
  if (days <= 0) return "on the latest test date";
  if (days < 60) return `${days} day${days === 1 ? "" : "s"} before the latest test`;
  if (days < 730) return `${Math.round(days / 30.44)} months before the latest test`;
  return `${(days / 365.25).toFixed(1)} years before the latest test`;
}

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
