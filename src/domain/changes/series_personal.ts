/**
 * The personal reference interval of one series of a trend: from the exact
 * results before the latest that share its steady state (after the last
 * event of events.yaml before it, and of its lab where the marker's methods
 * differ), with the latest placed against it and the verdict on its change
 * noted where the two disagree (`personal_interval.ts` holds the clinical
 * model). Computed once per columns, rules, events and row range and kept,
 * so a warm call does not walk a million-reading series again; after an
 * append it is computed anew, from the columns themselves when every result
 * is exact (a device's series), else from buffers reused from call to call.
 *
 * @module
 */

import { BLOCK, lowerBound, type ReadingColumns } from "../series/series_columns.ts";
import type { ChangeRules } from "./rcv.ts";
import type { SeriesChanges } from "./series_changes.ts";
import type { LifeEvent } from "./life_events.ts";
import { personalInterval, withChange } from "./personal_interval.ts";
import { type IntervalLeftOut, type PersonalIntervalAnswer } from "./personal_interval_types.ts";
import { rowAt, rowCount, type Rows } from "../series/row_figures.ts";
import { dayString, SECONDS_PER_DAY, timeOf } from "../readings/stored_time.ts";
import { unitKey } from "../readings/units.ts";

/** Events may be absent; one shared empty list keys the cache then. */
const NO_EVENTS: readonly LifeEvent[] = Object.freeze([]);

/**
 * Personal intervals already computed, by columns, rules and events (all
 * immutable, as the unit merges' cache assumes too) and by row range: a warm
 * get_trend of a million-reading series does not walk it again.
 */
const personalCache = new WeakMap<
  ReadingColumns,
  WeakMap<ChangeRules, WeakMap<readonly LifeEvent[], Map<string, PersonalIntervalAnswer>>>
>();

/**
 * The personal interval of a series, from its exact results before the
 * latest in the latest's steady state (censored and text ones counted out),
 * the latest against it, and a verdict of `changes` (the latest against the
 * previous and the first result) noted where it disagrees.
 */
export function personalOf(
  columns: ReadingColumns,
  rows: Rows,
  rules: ChangeRules | undefined,
  events: readonly LifeEvent[] = NO_EVENTS,
  changes?: SeriesChanges,
): { personal_interval?: PersonalIntervalAnswer } {
  if (rules === undefined) return {};
  const compute = () =>
    Object.freeze(
      withChange(
        personalAnswer(columns, rows, rules, events),
        changes?.since_previous,
        changes?.since_first,
      ),
    );
  if (rows.kind !== "range") return { personal_interval: compute() };
  const byRules = personalCache.get(columns) ?? new WeakMap();
  personalCache.set(columns, byRules);
  const byEvents = byRules.get(rules) ?? new WeakMap();
  byRules.set(rules, byEvents);
  const byRange = byEvents.get(events) ?? new Map<string, PersonalIntervalAnswer>();
  byEvents.set(events, byRange);
  const key = `${rows.start}:${rows.end}`;
  const answer = byRange.get(key) ?? compute();
  byRange.set(key, answer);
  return { personal_interval: answer };
}

/** Readings `[from, to)` of a column, without a copy when it is a typed array. */
function view(column: ArrayLike<number>, from: number, to: number): ArrayLike<number> {
  return column instanceof Float64Array
    ? column.subarray(from, to)
    : Array.prototype.slice.call(column, from, to) as number[];
}

/**
 * The exact values and times a personal interval is computed from, when it
 * cannot read the columns themselves, in buffers reused from call to call
 * and grown as needed: after an append to a million-reading series the
 * interval is computed again, and new arrays per call were mostly
 * garbage-collector work. `personalInterval` keeps nothing of what it is
 * given.
 */
let personalBuffers = { values: new Float64Array(0), times: new Float64Array(0) };

function personalScratch(n: number): typeof personalBuffers {
  if (personalBuffers.values.length < n) {
    const size = Math.max(n, Math.ceil(personalBuffers.values.length * 1.5));
    personalBuffers = { values: new Float64Array(size), times: new Float64Array(size) };
  }
  return personalBuffers;
}

/**
 * Whether every reading in `[from, to)` is an exact number (numeric, no
 * comparator): by the block counts where whole blocks lie inside, reading
 * by reading at the edges.
 */
function allExact(columns: ReadingColumns, from: number, to: number): boolean {
  const { num, cmp } = columns;
  const exactAt = (i: number) => num[i] === num[i] && cmp[i] === 0;
  const blocks = columns.blocks;
  let i = from;
  while (i < to) {
    const b = Math.floor(i / BLOCK);
    if (blocks !== undefined && i % BLOCK === 0 && b < blocks.count && i + BLOCK <= to) {
      if (blocks.exactN[b] !== BLOCK) return false;
      i += BLOCK;
    } else {
      if (!exactAt(i)) return false;
      i++;
    }
  }
  return true;
}

/**
 * How many readings in `[from, to)` the lab flagged above and below its
 * range, skipping whole blocks that hold none out of range.
 */
function outsideIn(
  columns: ReadingColumns,
  from: number,
  to: number,
): { above: number; below: number } {
  const { flag } = columns;
  const blocks = columns.blocks;
  let above = 0, below = 0;
  let i = from;
  while (i < to) {
    const b = Math.floor(i / BLOCK);
    if (
      blocks !== undefined && i % BLOCK === 0 && b < blocks.count && i + BLOCK <= to &&
      blocks.oorN[b] === 0
    ) {
      i += BLOCK;
      continue;
    }
    const code = flag[i++]!;
    if (code === 2) above++;
    else if (code === 1) below++;
  }
  return { above, below };
}

const labName = (lab: string | undefined) => lab?.trim().toLowerCase() || undefined;

/**
 * The decimals the lab printed a reading's value with, when the store keeps
 * them (a `decimals` field of the stored line; older lines have none).
 */
function printedDecimals(columns: ReadingColumns, index: number): number | undefined {
  const decimals = (columns.at(index) as { readonly decimals?: unknown } | undefined)?.decimals;
  return typeof decimals === "number" && Number.isInteger(decimals) && decimals >= 0
    ? decimals
    : undefined;
}

/** The most printed decimals among `indices`, or undefined when none of them is known. */
function mostPrinted(columns: ReadingColumns, indices: Iterable<number>): number | undefined {
  let most: number | undefined;
  for (const i of indices) {
    const decimals = printedDecimals(columns, i);
    if (decimals !== undefined) most = Math.max(most ?? 0, decimals);
  }
  return most;
}

/** How many of the last results are read for their printed decimals. */
const DECIMALS_TAIL = 50;

/** Up to this many results, the labs of an interval's results are read to say whether they differ. */
const LAB_SCAN_LIMIT = 2000;

/**
 * Whether the readings at `indices` (the interval's and the latest) name
 * more than one lab (`different`) or some name none while others do
 * (`unknown`); undefined when they share one, or none names any.
 */
function labsMixed(
  columns: ReadingColumns,
  indices: Iterable<number>,
): "different" | "unknown" | undefined {
  let named: string | undefined;
  let unnamed = false;
  let different = false;
  for (const i of indices) {
    const name = labName(columns.at(i)?.lab);
    if (name === undefined) unnamed = true;
    else if (named === undefined) named = name;
    else if (named !== name) different = true;
  }
  return different ? "different" : unnamed && named !== undefined ? "unknown" : undefined;
}

function* span(from: number, to: number, also: number): Iterable<number> {
  for (let i = from; i < to; i++) yield i;
  yield also;
}

/**
 * The last event before the latest result's day that can move the marker,
 * and the time from which results share the latest's steady state. An event
 * starts a new state after its day (a result drawn that day is taken before
 * it, as around an event) and, when it has an end, again after its end.
 * events.yaml does not say which markers an event moves, so every event
 * counts.
 */
function steadySince(
  events: readonly LifeEvent[],
  latestDay: number,
): { event: LifeEvent; from: number } | undefined {
  let found: { event: LifeEvent; day: number } | undefined;
  for (const event of events) {
    for (const date of [event.date, event.end]) {
      if (date === undefined) continue;
      const day = Math.floor(timeOf(date) / SECONDS_PER_DAY);
      if (day < latestDay && (found === undefined || day > found.day)) found = { event, day };
    }
  }
  return found === undefined
    ? undefined
    : { event: found.event, from: (found.day + 1) * SECONDS_PER_DAY };
}

function personalAnswer(
  columns: ReadingColumns,
  rows: Rows,
  rules: ChangeRules,
  events: readonly LifeEvent[],
): PersonalIntervalAnswer {
  // The previous results make the interval; the latest is placed against it.
  const n = rowCount(rows);
  const lastRow = rowAt(rows, n - 1);
  const { num, cmp, time, flag } = columns;
  const exact = (i: number) => num[i] === num[i] && cmp[i] === 0;
  const day = (i: number) => i < 0 ? "" : dayString(Math.floor(time[i]! / SECONDS_PER_DAY));
  const latest = exact(lastRow) ? { latest: { date: day(lastRow), value: num[lastRow]! } } : {};
  const since = steadySince(events, Math.floor(time[lastRow]! / SECONDS_PER_DAY));
  // Where the marker's methods differ between labs, only the latest's lab's results count.
  const byLab = rules.methodDiffers !== undefined;
  const wantLabCvA = rules.labCvA !== undefined && rules.labCvA.length > 0;
  const latestLab = byLab || wantLabCvA ? columns.at(lastRow)?.lab : undefined;
  const lab = labName(latestLab);
  const common = {
    unitKey: unitKey(columns.units[columns.unit[lastRow]!]),
    ...(since !== undefined ? { since_event: since.event } : {}),
    ...(byLab && latestLab !== undefined ? { lab: latestLab } : {}),
    ...(byLab && lab === undefined ? { labs: "unknown" as const } : {}),
    ...latest,
  };
  if (rows.kind === "range" && n > 1 && !byLab && !wantLabCvA) {
    // A device's series: every result before the latest is exact, so the columns themselves
    // are the input, from the first result after the event (found by binary search).
    const end = rows.end - 1;
    if (allExact(columns, rows.start, end)) {
      const from = since === undefined ? rows.start : lowerBound(time, since.from, rows.start, end);
      const times = view(time, from, end);
      const mixed = end - from < LAB_SCAN_LIMIT
        ? labsMixed(columns, span(from, end, lastRow))
        : undefined;
      const printed = mostPrinted(columns, span(Math.max(from, end - DECIMALS_TAIL), end, lastRow));
      return personalInterval({
        values: view(num, from, end),
        times,
        dateAt: (k) => dayString(Math.floor(times[k]! / SECONDS_PER_DAY)),
        dayAt: (k) => Math.floor(times[k]! / SECONDS_PER_DAY),
        outside_range: outsideIn(columns, from, end),
        first_date: from < end ? day(from) : "",
        last_date: from < end ? day(end - 1) : "",
        excluded: 0,
        ...(from > rows.start ? { left_out: { before_event: from - rows.start } } : {}),
        ...(mixed !== undefined ? { labs_mixed: mixed } : {}),
        ...(printed !== undefined ? { decimals: printed } : {}),
        ...common,
      }, rules);
    }
  }
  const { values, times } = personalScratch(n);
  let count = 0;
  let first = -1;
  let last = -1;
  let beforeEvent = 0;
  let otherLab = 0;
  let above = 0;
  let below = 0;
  let oneLab = lab !== undefined;
  // The rows the interval rests on, kept while few enough to read their labs.
  const used: number[] = [];
  const usedRows = () => [...used, lastRow];
  // The last rows used, in a ring, for their printed decimals.
  const tail = new Int32Array(DECIMALS_TAIL);
  for (let r = 0; r < n - 1; r++) {
    const i = rowAt(rows, r);
    const value = num[i]!;
    // Exact: a number (NaN is text) printed without a comparator.
    if (value !== value || cmp[i] !== 0) continue;
    if (since !== undefined && time[i]! < since.from) {
      beforeEvent++;
      continue;
    }
    if (byLab || (wantLabCvA && oneLab)) {
      const same = lab !== undefined && labName(columns.at(i)?.lab) === lab;
      if (byLab && !same) {
        otherLab++;
        continue;
      }
      if (!same) oneLab = false;
    }
    values[count] = value;
    times[count++] = time[i]!;
    if (used.length < LAB_SCAN_LIMIT) used.push(i);
    tail[(count - 1) % DECIMALS_TAIL] = i;
    const code = flag[i]!;
    if (code === 2) above++;
    else if (code === 1) below++;
    if (first < 0) first = i;
    last = i;
  }
  const leftOut: IntervalLeftOut = {
    ...(beforeEvent > 0 ? { before_event: beforeEvent } : {}),
    ...(otherLab > 0 ? { other_lab: otherLab } : {}),
  };
  const ownCvA = oneLab && wantLabCvA
    ? rules.labCvA!.find((entry) => labName(entry.lab) === lab)?.cv_a
    : undefined;
  const keptTimes = times.subarray(0, count);
  const mixed = !byLab && count < LAB_SCAN_LIMIT ? labsMixed(columns, usedRows()) : undefined;
  const printed = mostPrinted(columns, [
    ...tail.subarray(0, Math.min(count, DECIMALS_TAIL)),
    lastRow,
  ]);
  return personalInterval(
    {
      values: values.subarray(0, count),
      times: keptTimes,
      dateAt: (k) => dayString(Math.floor(keptTimes[k]! / SECONDS_PER_DAY)),
      dayAt: (k) => Math.floor(keptTimes[k]! / SECONDS_PER_DAY),
      outside_range: { above, below },
      first_date: day(first),
      last_date: day(last),
      excluded: n - 1 - count - beforeEvent - otherLab,
      ...(ownCvA !== undefined ? { cvA: ownCvA } : {}),
      ...(Object.keys(leftOut).length > 0 ? { left_out: leftOut } : {}),
      ...(mixed !== undefined ? { labs_mixed: mixed } : {}),
      ...(printed !== undefined ? { decimals: printed } : {}),
      ...common,
    },
    rules,
  );
}
