/**
 * What a report for a doctor's visit says, worked out from a store view with
 * the domain queries (no PDF, no I/O): the results out of range now (each
 * marker's latest result, whatever its date: one never repeated since stays
 * listed, with its date; ../domain/abnormal_now.ts, the scope
 * `changes_since` and the `visit_summary` prompt use), the markers that
 * changed meaningfully since a date (by default the previous visit), the
 * markers to chart, and the latest panel. The changes are the answer of
 * `changes_since` (../domain/answers/what_changed.ts), the same the tool and the
 * `visit_summary` prompt give: each result after the date against the
 * marker's previous result, meaningful by the one rule of
 * `domain/meaningful.ts` (beyond the marker's reference change value;
 * where none applies, a move across the range). A crossing inside the RCV
 * shows as out of range now, not as a change.
 *
 * @module
 */

import { getTrend, type Trend } from "../domain/answers/queries.ts";
import { DEFAULT_MAX_POINTS } from "../domain/answers/trend.ts";
import { type DatedResult, getResults } from "../domain/answers/results_by_date.ts";
import type { ResultsView } from "../domain/answers/results_view.ts";
import type { Comparator, Flag } from "../domain/readings/flags.ts";
import { type AbnormalLatest, abnormalLatest } from "../domain/answers/abnormal_now.ts";
import type { JudgedChange, Verdict } from "../domain/changes/rcv.ts";
import type { Original } from "../domain/series/unit_merge.ts";
import type { Equivalent } from "../domain/readings/scale_equation.ts";
import {
  type ChangedResult,
  changesSince,
  isMeaningful,
  type PreviousChange,
} from "../domain/answers/what_changed.ts";

/**
 * The points a report chart draws at most: the view's budget, so a month of
 * readings is thinned (in proportion, with a caption) as the view thins it.
 */
const CHART_POINTS = DEFAULT_MAX_POINTS;

/** How many charts a report draws at most when it chooses them itself. */
const MAX_AUTO_CHARTS = 6;

/** One end of a change as the report shows it. */
export interface ChangeValue {
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: Comparator | undefined;
  /** For a value converted into the marker's unit: as the lab printed it. */
  readonly original?: Original | undefined;
  /** For a value in another unit that does not convert (HbA1c % beside mmol/mol): its unit. */
  readonly unit?: string | undefined;
  /** Such a value on the marker's scale, by the dictionary's equation (never a judged change). */
  readonly equivalent?: Equivalent | undefined;
}

/** One marker's meaningful change from its previous result. */
export interface MarkerChange {
  readonly code: string;
  readonly label: string;
  readonly unit: string;
  readonly before: ChangeValue;
  readonly after: ChangeValue & { readonly flag: Flag };
  /** After minus before, for exact values; `null` when either is censored. */
  readonly delta: number | null;
  readonly deltaPct: number | null;
  /** Whether the result moved into or out of its reference range. */
  readonly flagChanged: boolean;
  /** The change judged against the marker's RCV (`not_assessable` without variation data). */
  readonly verdict: Verdict;
  /** The judged change in full: its RCV, figures, sources, and why it was not judged. */
  readonly judged: JudgedChange;
}

/** Everything the report shows. */
export interface VisitSummary {
  readonly firstDate: string;
  readonly latestDate: string;
  /** The results compared are those after this date: `--since`, else the previous test date. */
  readonly sinceDate?: string;
  /**
   * The dates the listed changes really start from (each marker's earlier
   * result), distinct and ascending; one date when all share it.
   */
  readonly comparedFrom: readonly string[];
  /** Each marker's latest result when out of range, whatever its date, newest first. */
  readonly abnormal: readonly AbnormalLatest[];
  readonly changes: readonly MarkerChange[];
  readonly charts: readonly Trend[];
  readonly latestPanel: readonly DatedResult[];
  /** Markers asked for that the dictionary does not know. */
  readonly unknownMarkers: readonly string[];
  /**
   * The documents the figures came from (the latest panel, the charts, and
   * the trends the out-of-range results and changes rest on), by name, in
   * order of first mention; empty when the results carry no provenance.
   */
  readonly sources: readonly string[];
}

/** Options of {@link visitSummary}. */
export interface SummaryOptions {
  readonly since?: string | undefined;
  readonly markers?: readonly string[] | undefined;
}

const ALL_TIME = { from: "1900-01-01", to: "2999-12-31" } as const;

/**
 * A marker's newest result of `changes_since` as a row of the report: its
 * change since the baseline (the last result on or before the date) when
 * that is meaningful, else its change from the previous result when that is.
 */
function markerChange(
  result: ChangedResult,
  date: string,
  trend: Trend | undefined,
): MarkerChange | undefined {
  const change: PreviousChange | undefined = isMeaningful(result.since_baseline)
    ? result.since_baseline
    : isMeaningful(result.change)
    ? result.change
    : undefined;
  if (change === undefined) return undefined;
  const before = change.from;
  // Values in two units that do not convert have no difference to print.
  const exact = typeof before.value === "number" && typeof result.value === "number" &&
    before.comparator === undefined && result.comparator === undefined &&
    change.from_unit === undefined;
  const delta = exact
    ? Number(((result.value as number) - (before.value as number)).toPrecision(12))
    : null;
  const deltaPct = exact && before.value !== 0
    ? Math.round(((delta as number) / Math.abs(before.value as number)) * 1000) / 10
    : null;
  return {
    code: result.code,
    label: result.label,
    unit: result.unit ?? "",
    before: {
      date: before.date,
      value: before.value,
      ...(before.comparator !== undefined ? { comparator: before.comparator } : {}),
      ...(change.from_unit !== undefined ? { unit: change.from_unit } : {}),
      ...(change.from_equivalent !== undefined ? { equivalent: change.from_equivalent } : {}),
      ...originalOf(trend, before.date, before.value),
    },
    after: {
      date,
      value: result.value,
      ...(result.comparator !== undefined ? { comparator: result.comparator } : {}),
      flag: result.flag,
    },
    delta,
    deltaPct,
    flagChanged: change.crossed_range === true,
    verdict: change.verdict,
    judged: {
      ...change,
      to: {
        date,
        value: result.value,
        ...(result.comparator !== undefined ? { comparator: result.comparator } : {}),
      },
    } satisfies JudgedChange,
  };
}

/** The original of a converted point of `trend` on `date` with `value`, as a spread. */
function originalOf(
  trend: Trend | undefined,
  date: string,
  value: number | string,
): { original?: Original } {
  for (const series of trend?.series ?? []) {
    const point = series.points.find((p) => p.date === date && p.value === value);
    if (point?.original !== undefined) return { original: point.original };
  }
  return {};
}

/**
 * The summary of the store for a visit; `undefined` when the store has no
 * results at all.
 */
export function visitSummary(
  view: ResultsView,
  options: SummaryOptions = {},
): VisitSummary | undefined {
  const all = getResults(view, ALL_TIME);
  if (!all.ok || all.value.dates.length === 0) return undefined;
  const dates = all.value.dates;
  const latest = dates[0]!;
  const sinceDate = options.since ?? dates[1]?.date;
  const trends = new Map<string, Trend>();
  const trendOf = (code: string): Trend | undefined => {
    if (!trends.has(code)) {
      const outcome = getTrend(view, code, { max_points: 1000, unit: "latest" });
      if (outcome.ok) trends.set(code, outcome.value);
    }
    return trends.get(code);
  };
  const abnormal = abnormalLatest(view).results;
  // Every result after the date, so that each marker's newest one is there (newest first).
  // One unit per marker across the report: its latest result's, as the latest panel shows it.
  const answer = changesSince(view, {
    since: options.since,
    max_results: Infinity,
    unit: "latest",
  });
  const seen = new Set<string>();
  const changes = answer.ok
    ? answer.value.dates.flatMap(({ date, results }) =>
      results.flatMap((r) => {
        if (seen.has(r.code)) return [];
        seen.add(r.code);
        return markerChange(r, date, trendOf(r.code)) ?? [];
      })
    )
    : [];
  const unknownMarkers: string[] = [];
  let charts: Trend[];
  if (options.markers !== undefined) {
    charts = options.markers.flatMap((name) => {
      const outcome = getTrend(view, name, { max_points: CHART_POINTS, unit: "latest" });
      if (!outcome.ok) {
        unknownMarkers.push(name);
        return [];
      }
      return [outcome.value];
    });
  } else {
    const codes = [...new Set([...abnormal.map((r) => r.code), ...changes.map((c) => c.code)])];
    charts = codes.slice(0, MAX_AUTO_CHARTS).flatMap((code) => {
      const outcome = getTrend(view, code, { max_points: CHART_POINTS, unit: "latest" });
      return outcome.ok ? [outcome.value] : [];
    });
  }
  return {
    firstDate: dates[dates.length - 1]!.date,
    latestDate: latest.date,
    ...(sinceDate !== undefined ? { sinceDate } : {}),
    comparedFrom: [...new Set(changes.map((c) => c.before.date))].sort(),
    abnormal,
    changes,
    charts,
    latestPanel: latest.results,
    unknownMarkers,
    sources: [
      ...new Set([
        ...(latest.documents ?? []),
        ...[...trends.values(), ...charts].flatMap((t) =>
          t.series.flatMap((s) => s.documents ?? [])
        ),
      ]),
    ],
  };
}
