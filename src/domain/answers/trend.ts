/**
 * The trend of one marker: its readings split into series by unit (equivalent
 * spellings share a series), each with flagged points and a summary over all
 * of its points. Long series are thinned to a bounded number of points that
 * keep their proportions (by day or period, out-of-range readings in their
 * share; see {@link thinRows}), always with first, last, min and max.
 * Everything runs over columns ({@link ReadingColumns}), so a dense series is
 * summarised by whole blocks and only the points shown become objects.
 *
 * @module
 */

import type { Expect, NamesAll } from "../shape_check.ts";
import { columnsOf, type ReadingColumns } from "../series/series_columns.ts";
import { figures, rowAt, rowCount, type Rows, thinRows } from "../series/row_figures.ts";
import { cleanText } from "../text.ts";
import { datePart, timePart } from "../readings/dates.ts";
import { type Comparator, type Flag, flagOf } from "../readings/flags.ts";
import type { ChangeRules } from "../changes/rcv.ts";
import type { Measured, Reading, ReadingSeq } from "../readings/reading.ts";
import type { PersonalIntervalAnswer } from "../changes/personal_interval_types.ts";
import type { LifeEvent } from "../changes/life_events.ts";
import { personalOf } from "../changes/series_personal.ts";
import { type SeriesChanges, seriesChanges } from "../changes/series_changes.ts";
import type { AppliedConversion, Original } from "../series/unit_merge.ts";
import { rowsWithin, unitRows } from "../series/unit_rows.ts";
import { unitKey } from "../readings/units.ts";
import { DocumentList, NO_DOCUMENTS, type PointSource } from "../readings/provenance.ts";

/** One point of a series, as shown. */
export interface TrendPoint extends Measured {
  readonly date: string;
  readonly time?: string;
  readonly flag: Flag;
  /** For a converted point: its value and unit as the lab reported them. */
  readonly original?: Original;
  /** Where it came from; `doc` indexes the series' (or test date's) `documents`. */
  readonly source?: PointSource;
}

/** The first or last value of a series. */
export interface SummaryValue {
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: Comparator;
}

/** Figures over every point of a series, shown or omitted. */
export interface SeriesSummary {
  readonly count: number;
  readonly first: SummaryValue;
  readonly last: SummaryValue;
  /** Over exact numeric values; censored and qualitative ones are left out. */
  readonly min: number | null;
  readonly max: number | null;
  /** Last minus first exact numeric value; `null` when not computable (overflow). */
  readonly change: number | null;
  /** The change as a percentage of the first; `null` when not computable. */
  readonly change_pct: number | null;
  readonly out_of_range: number;
  readonly censored: number;
}

/** The readings of one marker in one unit (or equivalent spellings of it). */
export interface Series {
  /** The unit as spelled by the latest reading; `null` for readings with no unit. */
  readonly unit: string | null;
  readonly points: readonly TrendPoint[];
  /** How many points were left out of `points` to respect the point budget. */
  readonly omitted: number;
  /** When points were left out: how those drawn were chosen, by day or by period. */
  readonly thinned?: { readonly by: "day" | "period"; readonly groups: number };
  readonly summary: SeriesSummary;
  /** The latest result against the previous and the first, judged against the RCV. */
  readonly changes?: SeriesChanges;
  /** The units converted into this series' unit, with their factors and sources. */
  readonly converted?: readonly AppliedConversion[];
  /** "Normal for you": the personal reference interval of the series, or why there is none. */
  readonly personal_interval?: PersonalIntervalAnswer;
  /** Why this series stays apart from the marker's other units. */
  readonly note?: string;
  /** The documents its points came from, named once (see {@link TrendPoint.source}). */
  readonly documents?: readonly string[];
}

/** What a trend adds to its series beyond the readings. */
export interface SeriesExtras {
  /** Adds to the point of reading `row` (e.g. its original value, when converted). */
  readonly decorate?: (row: number, point: TrendPoint) => TrendPoint;
  /** The marker's variation data: with it, each series gets its judged changes. */
  readonly rules?: ChangeRules;
  /** The person's events: a personal interval rests only on results after the last one. */
  readonly events?: readonly LifeEvent[] | undefined;
}

/** The default number of points a series shows before it is reduced. */
export const DEFAULT_MAX_POINTS = 100;

/**
 * The point budgets a caller may ask for. The smallest still holds the four
 * points a reduction always keeps: first, last, min and max.
 */
export const MAX_POINTS_RANGE = { min: 4, max: 1000 } as const;

/**
 * Rounds away floating-point noise such as 0.30000000000000004. A result that
 * is not a finite number (an overflow such as 1e308 minus -1e308) is `null`:
 * no Infinity or NaN ever leaves the domain.
 */
function tidyNumber(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const tidy = Number.parseFloat(value.toPrecision(12));
  return Number.isFinite(tidy) ? tidy : null;
}

/** The change as a percentage of `first`, to one decimal, or `null` when not computable. */
function percentOf(change: number, first: number): number | null {
  if (first === 0) return null;
  const pct = Math.round((change / Math.abs(first)) * 1000) / 10;
  return Number.isFinite(pct) ? pct : null;
}

/**
 * A reading as a shown point, with its flag, and with its provenance when
 * `documents` lists the documents of the point's group.
 */
export function toPoint(
  reading: Reading,
  documents: Pick<DocumentList, "sourceOf"> = NO_DOCUMENTS,
): TrendPoint {
  // Set field by field, in the order they are shown, with no object spread per optional
  // field: a call makes up to a thousand points.
  const point: { -readonly [K in keyof TrendPoint]?: TrendPoint[K] } = {
    date: datePart(reading.date),
  };
  const time = timePart(reading.date);
  if (time !== undefined) point.time = time;
  point.value = typeof reading.value === "string" ? cleanText(reading.value) : reading.value;
  if (reading.comparator !== undefined) point.comparator = reading.comparator;
  if (reading.unit !== undefined) point.unit = cleanText(reading.unit);
  if (reading.ref_low !== undefined) point.ref_low = reading.ref_low;
  if (reading.ref_high !== undefined) point.ref_high = reading.ref_high;
  if (reading.ref_text !== undefined) point.ref_text = cleanText(reading.ref_text);
  if (reading.lab_flag !== undefined) point.lab_flag = reading.lab_flag;
  if (reading.lab !== undefined) point.lab = cleanText(reading.lab, 120);
  if (reading.decimals !== undefined) point.decimals = reading.decimals;
  point.flag = flagOf(reading);
  const { source } = documents.sourceOf(reading);
  if (source !== undefined) point.source = source;
  // Every measured field of a reading reaches its point (see store/schemas.ts): a field added
  // to the type fails here until it is listed, and set above.
  type Copied =
    | "date"
    | "time"
    | "value"
    | "comparator"
    | "unit"
    | "ref_low"
    | "ref_high"
    | "ref_text"
    | "lab_flag"
    | "lab"
    | "decimals"
    | "flag"
    | "source";
  type _Copied = Expect<NamesAll<Record<Copied, unknown>, Omit<TrendPoint, "original">>>;
  return point as TrendPoint;
}

function summaryValue(reading: Reading): SummaryValue {
  return {
    date: datePart(reading.date),
    value: typeof reading.value === "string" ? cleanText(reading.value) : reading.value,
    ...(reading.comparator !== undefined ? { comparator: reading.comparator } : {}),
  };
}

/** Summarises a set of rows of one unit: count, first, last, min, max, change, flags. */
function summarizeRows(columns: ReadingColumns, rows: Rows): SeriesSummary {
  const f = figures(columns, rows);
  const firstExact = f.firstExact >= 0 ? columns.num[f.firstExact]! : null;
  const lastExact = f.lastExact >= 0 ? columns.num[f.lastExact]! : null;
  const change = firstExact !== null && lastExact !== null && f.exactCount > 1
    ? tidyNumber(lastExact - firstExact)
    : null;
  const changePct = change !== null && firstExact !== null ? percentOf(change, firstExact) : null;
  return {
    count: f.count,
    first: summaryValue(columns.at(rowAt(rows, 0))!),
    last: summaryValue(columns.at(rowAt(rows, f.count - 1))!),
    min: f.min,
    max: f.max,
    change,
    change_pct: changePct,
    out_of_range: f.outOfRange,
    censored: f.censored,
  };
}

/**
 * Whether a series has a change that could not be computed: two or more exact
 * values whose difference overflows. (A series with one exact value simply
 * has no change.)
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const summary = summarize([
 *   { code: "X", date: "2024-01-01", value: -1e308 },
 *   { code: "X", date: "2025-01-01", value: 1e308 },
 * ]);
 * assert.equal(summary.change, null);
 * assert.equal(changeNotComputable(summary), true);
 * ```
 */
export function changeNotComputable(summary: SeriesSummary): boolean {
  return summary.change === null && summary.min !== null && summary.max !== null &&
    summary.min !== summary.max;
}

function allRows(columns: ReadingColumns): Rows {
  return { kind: "range", start: 0, end: columns.length };
}

/**
 * Summarises a run of readings of one unit, in date order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const summary = summarize([
 *   { code: "FE", date: "2024-01-01", value: 50 },
 *   { code: "FE", date: "2025-01-01", value: 75 },
 * ]);
 * assert.deepEqual([summary.count, summary.change, summary.change_pct], [2, 25, 50]);
 * ```
 *
 * @internal test seam: the model-text tests build a series' summary as the trend does.
 */
export function summarize(readings: ReadingSeq): SeriesSummary {
  const columns = columnsOf(readings);
  return summarizeRows(columns, allRows(columns));
}

function changesOf(
  columns: ReadingColumns,
  rows: Rows,
  rules: ChangeRules | undefined,
): { changes?: SeriesChanges } {
  if (rules === undefined || rowCount(rows) < 2) return {};
  return { changes: seriesChanges(columns, rows, rules) };
}

/**
 * The series of readings `[start, end)` of a marker's columns, split by unit
 * equivalence and summarised. When every unit of the marker is one quantity
 * the range is one series and is never copied; otherwise its readings are
 * split into index lists. Series are ordered by their latest reading, newest
 * first.
 */
export function seriesOf(
  columns: ReadingColumns,
  start: number,
  end: number,
  maxPoints = DEFAULT_MAX_POINTS,
  extras: SeriesExtras = {},
): Series[] {
  if (end <= start) return [];
  const keys = columns.units.map((unit) => unitKey(unit));
  const groupOfUnit = keys.map((key) => keys.indexOf(key));
  let sets: Rows[];
  if (groupOfUnit.every((group) => group === groupOfUnit[0])) {
    sets = [{ kind: "range", start, end }];
  } else if (groupOfUnit.every((group, unit) => group === unit)) {
    // Each unit is a series of its own: its readings in range, found by binary search.
    const byUnit = unitRows(columns);
    sets = [];
    for (let unit = 0; unit < keys.length; unit++) {
      const indices = rowsWithin(byUnit[unit]!, start, end);
      if (indices.length > 0) sets.push({ kind: "list", indices });
    }
    // In order of each series' first reading, as one pass over the range gives them.
    sets.sort((a, b) => rowAt(a, 0) - rowAt(b, 0));
  } else {
    const lists = new Map<number, number[]>();
    for (let i = start; i < end; i++) {
      const group = groupOfUnit[columns.unit[i]!]!;
      const list = lists.get(group);
      if (list) list.push(i);
      else lists.set(group, [i]);
    }
    sets = [...lists.values()].map((list) => ({ kind: "list", indices: Int32Array.from(list) }));
  }
  const series: Series[] = sets.map((rows) => {
    const thinning = thinRows(columns, rows, maxPoints);
    const kept = thinning?.kept ??
      Array.from({ length: rowCount(rows) }, (_, k) => rowAt(rows, k));
    const decorate = extras.decorate;
    const documents = new DocumentList();
    const points = kept.map((i) => {
      const point = toPoint(columns.at(i)!, documents);
      return decorate === undefined ? point : decorate(i, point);
    });
    const unit = columns.units[columns.unit[rowAt(rows, rowCount(rows) - 1)]!];
    const changes = changesOf(columns, rows, extras.rules);
    return {
      unit: unit === undefined ? null : cleanText(unit),
      points,
      omitted: rowCount(rows) - points.length,
      ...(thinning !== undefined ? { thinned: { by: thinning.by, groups: thinning.groups } } : {}),
      summary: summarizeRows(columns, rows),
      ...changes,
      ...personalOf(
        columns,
        rows,
        extras.rules,
        extras.events,
        changes.changes,
      ),
      ...documents.listed(),
    };
  });
  // Newest last reading first; a stable sort keeps the unit order of a tie.
  return series.sort((a, b) =>
    a.summary.last.date < b.summary.last.date
      ? 1
      : a.summary.last.date > b.summary.last.date
      ? -1
      : 0
  );
}

/**
 * Splits a marker's date-ordered readings into series by unit equivalence and
 * summarises each. Series are ordered by their latest reading, newest first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const series = buildSeries([
 *   { code: "FERR", date: "2024-01-01", value: 20, unit: "µg/L" },
 *   { code: "FERR", date: "2025-01-01", value: 40, unit: "ng/mL" },
 * ]);
 * assert.equal(series.length, 1);
 * assert.equal(series[0]!.summary.change, 20);
 * ```
 *
 * @internal test seam: tests build a trend's series from readings without a store.
 */
export function buildSeries(readings: ReadingSeq, maxPoints = DEFAULT_MAX_POINTS): Series[] {
  const columns = columnsOf(readings);
  return seriesOf(columns, 0, columns.length, maxPoints);
}
