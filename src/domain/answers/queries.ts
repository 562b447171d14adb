/**
 * The trend of one marker and several markers side by side (never joined by
 * date), as pure functions over a store view; the marker list is
 * `marker_list.ts`'s, the results of a test date `results_by_date.ts`'s, and
 * finding a marker `find_marker.ts`'s. Each returns data or a typed miss;
 * adapters (MCP tools, the CLI) decide how to show them. Date ranges are found
 * by binary search over a marker's columns, and only the readings shown are
 * ever turned into objects, so the cost of a query follows its answer, not
 * the size of the store.
 *
 * @module
 */

import { changeRules } from "../markers/clinical.ts";
import { conversionOf } from "../readings/convert.ts";
import { type DateRange, rangeProblem } from "../readings/dates.ts";
import type { Marker } from "../markers/dictionary.ts";
import {
  type AroundEvent,
  aroundEvent,
  eventsBetween,
  type LifeEvent,
} from "../changes/life_events.ts";
import {
  describeQuery,
  findMarker,
  invalid,
  type MarkerRef,
  missMessage,
  ok,
  type Outcome,
  refOf,
  type UnresolvedMarker,
} from "./find_marker.ts";
import type { Reading } from "../readings/reading.ts";
import { resolveMarker } from "../markers/resolve.ts";
import { columnsOf, rowsInDays } from "../series/series_columns.ts";
import { cleanText } from "../text.ts";
import { DEFAULT_MAX_POINTS, MAX_POINTS_RANGE, type Series, seriesOf } from "./trend.ts";
import { mergeUnits, type UnitChoice } from "../series/unit_merge.ts";
import { unitKey } from "../readings/units.ts";
import type { ResultsView } from "./results_view.ts";

/** The trend of one marker over a date range. */
export interface Trend {
  readonly marker: MarkerRef;
  readonly series: readonly Series[];
  /** The person's events that fall inside the trend's dates. */
  readonly events?: readonly LifeEvent[];
  /** The results before and after the event asked for, and the judged change. */
  readonly around_event?: AroundEvent;
  readonly note?: string;
}

/** Options shared by trend and comparison. */
export interface TrendOptions extends DateRange {
  readonly max_points?: number | undefined;
  /** `converted` (default): units that convert are merged; `as_reported`: every unit apart. */
  readonly units?: "converted" | "as_reported" | undefined;
  /** The unit to merge into: a unit, or `latest` for the latest result's; default the preferred. */
  readonly unit?: string | undefined;
  /** An event's date (`YYYY-MM-DD`) or words of its text: compare results before and after it. */
  readonly around_event?: string | undefined;
}

function unitChoice(options: TrendOptions): UnitChoice {
  if (options.unit === undefined || options.unit.trim() === "") return { kind: "preferred" };
  if (options.unit.trim().toLowerCase() === "latest") return { kind: "latest" };
  return { kind: "named", unit: options.unit.trim() };
}

/** Says, on each series after the first, why it was not merged with the first. */
function separationNotes(
  series: Series[],
  marker: Marker,
  rules: Parameters<typeof conversionOf>[0],
): Series[] {
  const first = series[0];
  if (first === undefined) return series;
  return series.map((s, i) => {
    if (i === 0 || s.note !== undefined) return s;
    const plan = conversionOf(rules, s.unit ?? undefined, first.unit ?? "(no unit)");
    const reason = plan.kind === "none"
      ? `${cleanText(plan.reason)} for ${marker.code}`
      : `kept apart: results were asked for as reported`;
    return { ...s, note: reason };
  });
}

function findEvent(events: readonly LifeEvent[], query: string): LifeEvent | undefined {
  const wanted = query.trim().toLowerCase();
  return events.find((e) => e.date === wanted) ??
    events.find((e) => e.text.toLowerCase().includes(wanted));
}

function trendOf(view: ResultsView, marker: Marker, options: TrendOptions): Outcome<Trend> {
  const all = columnsOf(view.readings(marker.code));
  const { start, end } = rowsInDays(all, options);
  const outside = all.length - (end - start);
  const facts = view.index.dictionary.clinical.get(marker.code);
  const rules = changeRules(facts);
  const maxPoints = options.max_points ?? DEFAULT_MAX_POINTS;
  const merged = options.units === "as_reported"
    ? undefined
    : mergeUnits(all, start, end, facts?.units, unitChoice(options));
  if (merged !== undefined && "kind" in merged) return invalid(merged.message);
  let series: Series[];
  // The view's own list (or none), so the personal intervals cached per events are found again.
  const events = view.events;
  if (merged === undefined) series = seriesOf(all, start, end, maxPoints, { rules, events });
  else {
    const { originals, target } = merged;
    series = seriesOf(merged.columns, start, end, maxPoints, {
      rules,
      events,
      decorate: (row, point) => {
        const original = originals[row];
        return original === undefined ? point : { ...point, original };
      },
    }).map((s) => {
      if (unitKey(s.unit ?? undefined) === unitKey(target) && merged.applied.length > 0) {
        return { ...s, converted: merged.applied };
      }
      const reason = merged.separate.get(s.unit ?? "(no unit)");
      return reason === undefined ? s : { ...s, note: `${reason} for ${marker.code}` };
    });
  }
  series = separationNotes(series, marker, facts?.units);
  const allEvents = events ?? [];
  const shown = end > start
    ? eventsBetween(allEvents, all.at(start)!.date, all.at(end - 1)!.date)
    : [];
  let around: AroundEvent | undefined;
  if (options.around_event !== undefined) {
    const event = findEvent(allEvents, options.around_event);
    if (event === undefined) {
      return invalid(
        `"around_event" ${describeQuery(options.around_event)} matches no event in events.yaml${
          allEvents.length > 0
            ? `; events: ${
              allEvents.slice(0, 8).map((e) => `${e.date} ${cleanText(e.text, 40)}`).join(", ")
            }`
            : " (the file is missing or empty)"
        }`,
      );
    }
    const readings: Reading[] = [];
    for (let i = start; i < end; i++) readings.push(all.at(i)!);
    const choice = unitChoice(options);
    around = aroundEvent(readings, event, rules, {
      units: facts?.units,
      unit: merged?.target ??
        (choice.kind === "named"
          ? choice.unit
          : choice.kind === "latest"
          ? all.at(end - 1)?.unit
          : undefined),
    });
  }
  const extra = {
    ...(shown.length > 0 ? { events: shown } : {}),
    ...(around !== undefined ? { around_event: around } : {}),
  };
  if (series.length > 0) return ok({ marker: refOf(marker), series, ...extra });
  const note = all.length === 0
    ? `${marker.code} is a known marker, but there are no results for it in the store`
    : `No ${marker.code} results between ${options.from ?? "the first result"} and ${
      options.to ?? "today"
    }; ${outside} result(s) lie outside that range, from ${all.at(0)!.date.slice(0, 10)} to ${
      all.at(all.length - 1)!.date.slice(0, 10)
    }`;
  return ok({ marker: refOf(marker), series, ...extra, note });
}

function trendProblem(options: TrendOptions): string | undefined {
  const problem = rangeProblem(options);
  if (problem) return problem;
  const maxPoints = options.max_points;
  const { min, max } = MAX_POINTS_RANGE;
  if (
    maxPoints !== undefined && (!Number.isInteger(maxPoints) || maxPoints < min || maxPoints > max)
  ) {
    return `"max_points" ${maxPoints} must be a whole number from ${min} to ${max}`;
  }
  return undefined;
}

/** The dated series of one marker, grouped by unit. */
export function getTrend(
  view: ResultsView,
  query: string,
  options: TrendOptions = {},
): Outcome<Trend> {
  const problem = trendProblem(options);
  if (problem) return invalid(problem);
  const found = findMarker(view, query);
  return found.ok ? trendOf(view, found.value, options) : found;
}

/** Independent trends of several markers, never joined by date. */
export function compareMarkers(
  view: ResultsView,
  queries: readonly string[],
  options: TrendOptions = {},
): Outcome<{ readonly markers: readonly Trend[] }> {
  const problem = trendProblem(options);
  if (problem) return invalid(problem);
  if (queries.length < 2 || queries.length > 6) {
    return invalid(`"markers" has ${queries.length} item(s): compare 2 to 6 markers`);
  }
  const resolved: Marker[] = [];
  const unresolved: UnresolvedMarker[] = [];
  for (const query of queries) {
    const resolution = resolveMarker(view.index, query);
    if (resolution.kind === "found") resolved.push(resolution.marker);
    else {unresolved.push({
        query: cleanText(query, 60),
        code: resolution.kind,
        suggestions: resolution.suggestions,
      });}
  }
  if (unresolved.length > 0) {
    const suggestions = unresolved.flatMap((u) => u.suggestions)
      .filter((s, i, all) => all.findIndex((t) => t.code === s.code) === i);
    const message = unresolved.map((u) => missMessage(u.code, u.query, u.suggestions)).join(" ");
    const code = unresolved.every((u) => u.code === "marker_ambiguous")
      ? "marker_ambiguous"
      : "marker_not_found";
    return { ok: false, error: { code, message, suggestions, unresolved } };
  }
  const unique = resolved.filter((m, i) => resolved.findIndex((n) => n.code === m.code) === i);
  if (unique.length < resolved.length) {
    return invalid(
      `"markers" names the same marker twice (${resolved.map((m) => m.code).join(", ")})`,
    );
  }
  const markers: Trend[] = [];
  for (const marker of unique) {
    const trend = trendOf(view, marker, options);
    if (!trend.ok) return trend;
    markers.push(trend.value);
  }
  return ok({ markers });
}
