/**
 * Results by test date, newest first: those of a date range, or with no
 * range the most recent test date ("my last blood test"); optionally only
 * those out of range, which with no range means "abnormal now" (each
 * marker's latest result, whatever its date, when it is out of range). The
 * flag column decides before any object is built for a reading.
 *
 * @module
 */

import { abnormalNow } from "./abnormal_now.ts";
import { datePart, type DateRange, rangeProblem } from "../readings/dates.ts";
import {
  emptyStoreNote,
  invalid,
  markerOf,
  type MarkerRef,
  ok,
  type Outcome,
  refOf,
} from "./find_marker.ts";
import { type Flag, isOutOfRange } from "../readings/flags.ts";
import type { Measured } from "../readings/reading.ts";
import { DocumentList, type PointSource } from "../readings/provenance.ts";
import { columnsOf, FLAGS, rowsInDays } from "../series/series_columns.ts";
import { dayString, SECONDS_PER_DAY } from "../readings/stored_time.ts";
import { toPoint } from "./trend.ts";
import type { ResultsView } from "./results_view.ts";

/** One result of a test date. */
export interface DatedResult extends MarkerRef, Measured {
  readonly time?: string;
  readonly flag: Flag;
  /** Where it came from; `doc` indexes the test date's `documents`. */
  readonly source?: PointSource;
}

/** The results of one test date. */
export interface TestDate {
  readonly date: string;
  readonly results: readonly DatedResult[];
  /** The documents its results came from, named once. */
  readonly documents?: readonly string[];
}

/** Results grouped by test date, newest first. */
export interface ResultsByDate {
  readonly dates: readonly TestDate[];
  readonly note?: string;
}

/** Options of {@link getResults}. */
export interface ResultsOptions extends DateRange {
  readonly abnormal_only?: boolean | undefined;
}

/**
 * Results grouped by test date, newest first. With no range, only the most
 * recent test date ("my last blood test"). `abnormal_only` keeps low and high;
 * with no range it means "abnormal now": the latest result of each marker,
 * whatever its date, when it is out of range.
 */
export function getResults(
  view: ResultsView,
  options: ResultsOptions = {},
): Outcome<ResultsByDate> {
  const problem = rangeProblem(options);
  if (problem) return invalid(problem);
  const byDate = new Map<string, DatedResult[]>();
  const documents = new Map<string, DocumentList>();
  const columns = new Map(view.codes().map((code) => [code, columnsOf(view.readings(code))]));
  let latestDay = -Infinity;
  for (const all of columns.values()) {
    if (all.length > 0) {
      latestDay = Math.max(latestDay, Math.floor(all.time[all.length - 1]! / SECONDS_PER_DAY));
    }
  }
  const latest = latestDay === -Infinity ? undefined : dayString(latestDay);
  const documentsOn = (day: string) => {
    let docs = documents.get(day);
    if (docs === undefined) documents.set(day, docs = new DocumentList());
    return docs;
  };
  if (options.abnormal_only && options.from === undefined && options.to === undefined) {
    const now = abnormalNow(columns, latest, (code, reading) => {
      const { date: _date, ...point } = toPoint(reading, documentsOn(datePart(reading.date)));
      return { ...refOf(markerOf(view, code)), ...point };
    });
    if (now === undefined) return ok({ dates: [], note: emptyStoreNote(view) });
    return ok({
      ...now,
      dates: now.dates.map((d) => ({ ...d, ...documents.get(d.date)?.listed() })),
    });
  }
  const range: DateRange = options.from === undefined && options.to === undefined
    ? { from: latest, to: latest }
    : options;
  for (const [code, all] of columns) {
    const ref = refOf(markerOf(view, code));
    const { start, end } = rowsInDays(all, range);
    for (let i = start; i < end; i++) {
      // The flag column decides before any object is built for a reading.
      if (options.abnormal_only && !isOutOfRange(FLAGS[all.flag[i]!] ?? null)) continue;
      const reading = all.at(i)!;
      const { date, ...point } = toPoint(reading, documentsOn(datePart(reading.date)));
      const list = byDate.get(date) ?? [];
      list.push({ ...ref, ...point });
      byDate.set(date, list);
    }
  }
  const dates = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, results]) => ({ date, results, ...documents.get(date)?.listed() }));
  if (dates.length > 0) return ok({ dates });
  if (latest === undefined) return ok({ dates, note: emptyStoreNote(view) });
  const what = options.abnormal_only ? "No out-of-range results" : "No results";
  return ok({ dates, note: `${what} in that period; the latest test date is ${latest}` });
}
