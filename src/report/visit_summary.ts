/**
 * What a report for a doctor's visit says, worked out from a store view with
 * the domain queries (no PDF, no I/O): the results out of range at the latest
 * visit, the markers that changed meaningfully since a date (by default the
 * previous visit), the markers to chart, and the latest panel. A change is
 * meaningful by the one rule of `domain/meaningful.ts`: beyond the marker's
 * reference change value (RCV) where a figure applies, otherwise only when
 * the result moved into or out of its range (censored values such as `<0.5`
 * count only by their flag).
 *
 * @module
 */

import { type DatedResult, getResults, getTrend, type Trend } from "../domain/queries.ts";
import type { TrendPoint } from "../domain/trend.ts";
import type { ResultsView } from "../domain/view.ts";
import { isOutOfRange } from "../domain/flags.ts";
import { judgeChange, type JudgedChange, type Verdict } from "../domain/rcv.ts";
import { changeRules } from "../domain/clinical.ts";
import { isMeaningful } from "../domain/meaningful.ts";

/** How many charts a report draws at most when it chooses them itself. */
export const MAX_AUTO_CHARTS = 6;

/** One marker's change between two visits. */
export interface MarkerChange {
  readonly code: string;
  readonly label: string;
  readonly unit: string;
  readonly before: TrendPoint;
  readonly after: TrendPoint;
  /** After minus before, for exact values; `null` when either is censored. */
  readonly delta: number | null;
  readonly deltaPct: number | null;
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
  /** The date changes are measured from: `--since`, else the previous visit. */
  readonly sinceDate?: string;
  readonly abnormal: readonly DatedResult[];
  readonly changes: readonly MarkerChange[];
  readonly charts: readonly Trend[];
  readonly latestPanel: readonly DatedResult[];
  /** Markers asked for that the dictionary does not know. */
  readonly unknownMarkers: readonly string[];
}

/** Options of {@link visitSummary}. */
export interface SummaryOptions {
  readonly since?: string | undefined;
  readonly markers?: readonly string[] | undefined;
}

const ALL_TIME = { from: "1900-01-01", to: "2999-12-31" } as const;

function isOut(flag: TrendPoint["flag"]): boolean {
  return isOutOfRange(flag);
}

/** The series of a trend that holds the point of `date` (the latest visit). */
function seriesAt(trend: Trend, date: string) {
  return trend.series.find((s) => s.points.some((p) => p.date === date));
}

function changeOf(
  view: ResultsView,
  trend: Trend,
  latest: string,
  since: string,
): MarkerChange | undefined {
  const series = seriesAt(trend, latest);
  if (!series) return undefined;
  const after = [...series.points].reverse().find((p) => p.date === latest);
  const before = [...series.points].reverse().find((p) => p.date <= since && p.date < latest);
  if (!after || !before) return undefined;
  const flagChanged = isOut(before.flag) !== isOut(after.flag) || before.flag !== after.flag;
  const exact = typeof before.value === "number" && typeof after.value === "number" &&
    before.comparator === undefined && after.comparator === undefined;
  const delta = exact
    ? Number(((after.value as number) - (before.value as number)).toPrecision(12))
    : null;
  const deltaPct = exact && before.value !== 0
    ? Math.round(((delta as number) / Math.abs(before.value as number)) * 1000) / 10
    : null;
  const facts = view.index.dictionary.clinical.get(trend.marker.code);
  const judged = judgeChange(before, after, changeRules(facts));
  if (!isMeaningful(judged, flagChanged)) return undefined;
  return {
    code: trend.marker.code,
    label: trend.marker.label,
    unit: series.unit ?? "",
    before,
    after,
    delta,
    deltaPct,
    flagChanged,
    verdict: judged.verdict,
    judged,
  };
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
  const previous = dates[1]?.date;
  const sinceDate = options.since ?? previous;
  const trends = new Map<string, Trend>();
  const trendOf = (code: string): Trend | undefined => {
    if (!trends.has(code)) {
      const outcome = getTrend(view, code, { max_points: 1000 });
      if (outcome.ok) trends.set(code, outcome.value);
    }
    return trends.get(code);
  };
  const abnormal = latest.results.filter((r) => isOut(r.flag));
  const changes = sinceDate === undefined ? [] : latest.results.flatMap((r) => {
    const trend = trendOf(r.code);
    const change = trend && changeOf(view, trend, latest.date, sinceDate);
    return change ? [change] : [];
  });
  const unknownMarkers: string[] = [];
  let charts: Trend[];
  if (options.markers !== undefined) {
    charts = options.markers.flatMap((name) => {
      const outcome = getTrend(view, name, { max_points: 200 });
      if (!outcome.ok) {
        unknownMarkers.push(name);
        return [];
      }
      return [outcome.value];
    });
  } else {
    const codes = [...new Set([...abnormal.map((r) => r.code), ...changes.map((c) => c.code)])];
    charts = codes.slice(0, MAX_AUTO_CHARTS).flatMap((code) => {
      const trend = trendOf(code);
      return trend ? [trend] : [];
    });
  }
  return {
    firstDate: dates[dates.length - 1]!.date,
    latestDate: latest.date,
    ...(sinceDate !== undefined ? { sinceDate } : {}),
    abnormal,
    changes,
    charts,
    latestPanel: latest.results,
    unknownMarkers,
  };
}
