/**
 * "What changed since my last visit / since DATE": the results after a day
 * (by default the test date before the latest one), newest first, each with
 * its flag and judged against the person's previous result of the same
 * marker, as `get_trend` judges its latest change (units with a cited factor
 * are merged first; a previous result in a unit that does not convert is
 * still named, its change not judged). Meaningful by the one rule of
 * `meaningful.ts`. Beside them, every marker's latest result that is out of
 * range and older than the day (`not_repeated`, with its age): absent is
 * not normal. One answer for the `changes_since` tool, the CLI's `changes`,
 * the visit report and the `visit_summary` prompt. Pure.
 *
 * @module
 */

import { isMeaningful as meaningfulChange } from "../changes/meaningful.ts";
import { type AbnormalLatest, abnormalLatest } from "./abnormal_now.ts";
import { columnsOf, FLAGS, lowerBound } from "../series/series_columns.ts";
import { dayString, SECONDS_PER_DAY, timeOf } from "../readings/stored_time.ts";
import { dateProblem } from "../readings/dates.ts";
import { changeRules } from "../markers/clinical.ts";
import { type Flag, isOutOfRange } from "../readings/flags.ts";
import type { Measured } from "../readings/reading.ts";
import { emptyStoreNote, type MarkerRef, type Outcome } from "./find_marker.ts";
import { judgeChange, type JudgedChange } from "../changes/rcv.ts";
import { endOf } from "../changes/series_changes.ts";
import { type Equivalent, equivalentOn } from "../readings/scale_equation.ts";
import { cleanText } from "../text.ts";
import { toPoint } from "./trend.ts";
import { mergeUnits, type Original } from "../series/unit_merge.ts";
import type { ResultsView } from "./results_view.ts";

/**
 * At most this many new results are listed (newest first); the rest are counted.
 *
 * @internal test seam: the test fills the list to its cap without repeating the number.
 */
export const MAX_CHANGED_RESULTS = 200;

/** A new result's change from the previous result of its marker. */
export type PreviousChange = Omit<JudgedChange, "to"> & {
  /** Set when the result moved into or out of its reference range. */
  readonly crossed_range?: true;
  /** The earlier result's unit, as reported, when it is in a unit that does not convert. */
  readonly from_unit?: string;
  /**
   * The earlier result on the later one's scale, by a published equation with
   * an offset (HbA1c % and mmol/mol), for the reader: the change is still not judged.
   */
  readonly from_equivalent?: Equivalent;
};

/** One result after the day asked for. */
export interface ChangedResult extends MarkerRef, Measured {
  readonly time?: string;
  readonly flag: Flag;
  /** For a converted result: its value and unit as the lab reported them. */
  readonly original?: Original;
  /** Against the marker's previous result in the same unit series, when there is one. */
  readonly change?: PreviousChange;
  /**
   * On a marker's newest result only, when its last result on or before
   * `since` is not already its previous one: the change since that baseline
   * (a drift of small steps shows here).
   */
  readonly since_baseline?: PreviousChange;
  /** Either change is meaningful by the rule of `meaningful.ts`. */
  readonly meaningful?: true;
}

/** The new results of one test date. */
export interface ChangedDate {
  readonly date: string;
  readonly results: readonly ChangedResult[];
}

/** What changed since a day. */
export interface ChangesSince {
  /** The results listed are those after this day; absent when the store has one test date. */
  readonly since?: string;
  /** `given` by the caller, or the `previous_test` date (the default). */
  readonly since_basis: "given" | "previous_test";
  readonly latest_date?: string;
  readonly counts: {
    readonly results: number;
    readonly out_of_range: number;
    readonly meaningful: number;
    /** Markers whose latest result is out of range and on or before `since` (`not_repeated`). */
    readonly not_repeated: number;
  };
  /** Newest first. */
  readonly dates: readonly ChangedDate[];
  /**
   * Each marker whose latest result is out of range and was drawn on or
   * before `since`, newest first, with its age before the latest test: not
   * repeated since, so still abnormal as far as the store knows.
   */
  readonly not_repeated: readonly AbnormalLatest[];
  /** New results beyond {@link MAX_CHANGED_RESULTS}, left out (the oldest). */
  readonly omitted?: number;
  readonly note?: string;
}

/** Options of {@link changesSince}. */
export interface ChangesOptions {
  /** `YYYY-MM-DD`: list the results after this day. Default: the test date before the latest. */
  readonly since?: string | undefined;
  /** At most this many results listed; default {@link MAX_CHANGED_RESULTS}. */
  readonly max_results?: number | undefined;
  /**
   * `latest`: each marker's results are merged into the unit of its latest
   * result (the lab's own, as the latest panel shows it); default the
   * marker's preferred unit.
   */
  readonly unit?: "latest" | undefined;
}

function sinceProblem(since: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    return `"since" ${JSON.stringify(cleanText(since, 60))} is not a date: use YYYY-MM-DD`;
  }
  const problem = dateProblem(since);
  return problem === undefined ? undefined : `"since" ${since} is not a real date: ${problem}`;
}

function dayOf(time: number): number {
  return Math.floor(time / SECONDS_PER_DAY);
}

/** The latest test day of the store, and the one before it. */
function lastTwoDays(view: ResultsView): { latest?: number; previous?: number } {
  let latest = -Infinity;
  for (const code of view.codes()) {
    const all = columnsOf(view.readings(code));
    if (all.length > 0) latest = Math.max(latest, dayOf(all.time[all.length - 1]!));
  }
  if (latest === -Infinity) return {};
  let previous = -Infinity;
  for (const code of view.codes()) {
    const all = columnsOf(view.readings(code));
    const before = lowerBound(all.time, latest * SECONDS_PER_DAY) - 1;
    if (before >= 0) previous = Math.max(previous, dayOf(all.time[before]!));
  }
  return previous === -Infinity ? { latest } : { latest, previous };
}

/** Whether a change is meaningful, by the one rule of `meaningful.ts`: beyond the RCV, or crossed the range. */
export function isMeaningful(change: PreviousChange | undefined): boolean {
  return change !== undefined && meaningfulChange(change, change.crossed_range === true);
}

/** The new results of one marker, from row `start` of its readings on. */
function markerResults(
  view: ResultsView,
  code: string,
  start: number,
  unit: ChangesOptions["unit"],
): { date: string; result: ChangedResult }[] {
  const all = columnsOf(view.readings(code));
  const facts = view.index.dictionary.clinical.get(code);
  const choice = unit === "latest" ? { kind: "latest" as const } : { kind: "preferred" as const };
  const merged = mergeUnits(all, 0, all.length, facts?.units, choice);
  const converted = merged !== undefined && !("kind" in merged) ? merged : undefined;
  const columns = converted?.columns ?? all;
  const rules = changeRules(facts);
  const marker = view.index.dictionary.markers.get(code);
  const ref: MarkerRef = {
    code,
    label: cleanText(marker?.label ?? code),
    ...(marker?.group !== undefined ? { group: cleanText(marker.group) } : {}),
  };
  const judged = (from: number, to: number, flag: Flag): PreviousChange => {
    const { to: _to, ...judgedChange } = judgeChange(
      endOf(columns, from),
      endOf(columns, to),
      rules,
    );
    // The unit key is internal (and, for a unit no table knows, the raw spelling): `from_unit` says the unit.
    const { unitKey: _key, ...fromEnd } = judgedChange.from;
    const change = { ...judgedChange, from: fromEnd };
    const crossed = isOutOfRange(FLAGS[columns.flag[from]!] ?? null) !== isOutOfRange(flag);
    const fromUnit = columns.units[columns.unit[from]!];
    if (change.reason !== "different_units" || fromUnit === undefined) {
      return { ...change, ...(crossed ? { crossed_range: true as const } : {}) };
    }
    const [a, b] = [endOf(columns, from), endOf(columns, to)];
    const toUnit = columns.units[columns.unit[to]!];
    const exact = typeof a.value === "number" && typeof b.value === "number" &&
      a.comparator === undefined && b.comparator === undefined;
    const equivalent = exact && toUnit !== undefined
      ? equivalentOn(facts?.units?.equation, a.value as number, fromUnit, toUnit, b.value as number)
      : undefined;
    return {
      ...change,
      ...(crossed ? { crossed_range: true as const } : {}),
      from_unit: cleanText(fromUnit),
      ...(equivalent !== undefined
        ? { from_equivalent: { ...equivalent, unit: cleanText(equivalent.unit) } }
        : {}),
    };
  };
  const results: { date: string; result: ChangedResult }[] = [];
  const last = columns.length - 1;
  for (let i = start; i <= last; i++) {
    const { date, ...point } = toPoint(columns.at(i)!);
    const original = converted?.originals[i];
    // The previous result in any unit: one that does not convert is named, its change not judged.
    const previous = i - 1;
    const change = previous >= 0 ? judged(previous, i, point.flag) : undefined;
    const baseline = i === last ? start - 1 : -1;
    const sinceBaseline = baseline >= 0 && baseline !== previous
      ? judged(baseline, i, point.flag)
      : undefined;
    const meaningful = isMeaningful(change) || isMeaningful(sinceBaseline);
    results.push({
      date,
      result: {
        ...ref,
        ...point,
        ...(original !== undefined ? { original } : {}),
        ...(change !== undefined ? { change } : {}),
        ...(sinceBaseline !== undefined ? { since_baseline: sinceBaseline } : {}),
        ...(meaningful ? { meaningful: true as const } : {}),
      },
    });
  }
  return results;
}

/**
 * The results after `since` (default: the test date before the latest one),
 * grouped by test date, newest first, each judged against the marker's
 * previous result.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../markers/dictionary.ts";
 * import { buildMarkerIndex } from "../markers/marker_index.ts";
 * const readings = [
 *   { code: "HGB", date: "2024-01-10", value: 13.8, unit: "g/dL", ref_low: 12, ref_high: 16 },
 *   { code: "HGB", date: "2025-01-10", value: 11.6, unit: "g/dL", ref_low: 12, ref_high: 16 },
 * ];
 * const index = buildMarkerIndex(buildDictionary([{ source: "t", entries: new Map([["HGB", {}]]) }]));
 * const view = { index, codes: () => ["HGB"], readings: () => readings, fileCount: 1 };
 * const answer = changesSince(view);
 * assert.ok(answer.ok);
 * assert.equal(answer.value.since, "2024-01-10");
 * assert.equal(answer.value.dates[0]?.results[0]?.change?.crossed_range, true);
 * ```
 */
export function changesSince(
  view: ResultsView,
  options: ChangesOptions = {},
): Outcome<ChangesSince> {
  const given = options.since;
  if (given !== undefined) {
    const problem = sinceProblem(given);
    if (problem !== undefined) {
      return { ok: false, error: { code: "invalid_argument", message: problem } };
    }
  }
  const { latest, previous } = lastTwoDays(view);
  const since = given ?? (previous === undefined ? undefined : dayString(previous));
  const basis = given === undefined ? "previous_test" as const : "given" as const;
  const empty = {
    since_basis: basis,
    counts: { results: 0, out_of_range: 0, meaningful: 0, not_repeated: 0 },
    not_repeated: [],
  };
  if (latest === undefined) {
    return { ok: true, value: { ...empty, dates: [], note: emptyStoreNote(view) } };
  }
  const after = since === undefined ? -Infinity : timeOf(since) + SECONDS_PER_DAY;
  const byDate = new Map<string, ChangedResult[]>();
  for (const code of view.codes()) {
    const all = columnsOf(view.readings(code));
    const start = after === -Infinity ? 0 : lowerBound(all.time, after);
    if (start >= all.length) continue;
    for (const { date, result } of markerResults(view, code, start, options.unit)) {
      const list = byDate.get(date) ?? [];
      list.push(result);
      byDate.set(date, list);
    }
  }
  const dates: ChangedDate[] = [];
  let listed = 0;
  let omitted = 0;
  const notRepeated = since === undefined
    ? []
    : abnormalLatest(view).results.filter((r) => r.date <= since);
  const counts = { results: 0, out_of_range: 0, meaningful: 0, not_repeated: notRepeated.length };
  for (const date of [...byDate.keys()].sort().reverse()) {
    const results = byDate.get(date)!;
    for (const r of results) {
      counts.results++;
      if (isOutOfRange(r.flag)) counts.out_of_range++;
      if (r.meaningful) counts.meaningful++;
    }
    const room = (options.max_results ?? MAX_CHANGED_RESULTS) - listed;
    if (room <= 0) {
      omitted += results.length;
      continue;
    }
    dates.push({ date, results: results.slice(0, room) });
    omitted += Math.max(0, results.length - room);
    listed += Math.min(room, results.length);
  }
  const frame = {
    ...(since !== undefined ? { since } : {}),
    since_basis: basis,
    latest_date: dayString(latest),
    counts,
    dates,
    not_repeated: notRepeated,
    ...(omitted > 0 ? { omitted } : {}),
  };
  if (dates.length > 0) {
    const note = since === undefined
      ? "The store has one test date: its results are listed, with nothing earlier to compare"
      : undefined;
    return { ok: true, value: note === undefined ? frame : { ...frame, note } };
  }
  return {
    ok: true,
    value: {
      ...frame,
      note: `No results after ${since}; the latest test date is ${dayString(latest)}`,
    },
  };
}
