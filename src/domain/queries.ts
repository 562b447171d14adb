/**
 * The questions the product answers, as pure functions over a store view:
 * which markers have results, the trend of one marker, several markers side
 * by side, and the results of a test date. Each returns data or a typed miss;
 * adapters (MCP tools, the CLI) decide how to show them. Date ranges are found
 * by binary search over a marker's columns, and only the readings shown are
 * ever turned into objects, so the cost of a query follows its answer, not
 * the size of the store.
 *
 * @module
 */

import { columnsOf, FLAGS, lowerBound, type ReadingColumns } from "./series_columns.ts";
import { dayString, SECONDS_PER_DAY, timeOf } from "./stored_time.ts";
import { datePart, type DateRange, rangeProblem } from "./dates.ts";
import type { Marker } from "./dictionary.ts";
import { type AroundEvent, aroundEvent, eventsBetween, type LifeEvent } from "./events.ts";
import { type Flag, isOutOfRange } from "./flags.ts";
import type { Measured, Reading, ReadingSeq } from "./reading.ts";
import { resolveMarker, searchMarkers, type Suggestion } from "./resolve.ts";
import { changeRules, GROUP_SYNONYMS } from "./clinical.ts";
import { cleanText, normalizeName } from "./text.ts";
import {
  DEFAULT_MAX_POINTS,
  MAX_POINTS_RANGE,
  type Series,
  seriesOf,
  toPoint,
  type TrendPoint,
} from "./trend.ts";
import { mergeUnits, type UnitChoice } from "./unit_merge.ts";
import { conversionOf } from "./convert.ts";
import { abnormalNow } from "./abnormal_now.ts";
import { tidyUnit, unitKey } from "./units.ts";
import type { ResultsView } from "./view.ts";

/** A failed query, with what the caller needs to correct itself. */
export interface QueryError {
  readonly code: "marker_not_found" | "marker_ambiguous" | "invalid_argument";
  readonly message: string;
  readonly suggestions?: readonly Suggestion[];
  /** For a comparison: which identifiers failed, and why. */
  readonly unresolved?: readonly UnresolvedMarker[];
}

/** One identifier of a comparison that did not resolve. */
export interface UnresolvedMarker {
  readonly query: string;
  readonly code: "marker_not_found" | "marker_ambiguous";
  readonly suggestions: readonly Suggestion[];
}

/** Success or a query error. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | {
  readonly ok: false;
  readonly error: QueryError;
};

/** A marker as shown: code, label and group, with untrusted text cleaned. */
export interface MarkerRef {
  readonly code: string;
  readonly label: string;
  readonly group?: string;
}

function refOf(marker: Marker): MarkerRef {
  return {
    code: marker.code,
    label: cleanText(marker.label),
    ...(marker.group !== undefined ? { group: cleanText(marker.group) } : {}),
  };
}

function markerOf(view: ResultsView, code: string): Marker {
  return view.index.dictionary.markers.get(code) ??
    { code, label: code, aliases: [], loinc: [], patterns: [] };
}

function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

function invalid(message: string): Outcome<never> {
  return { ok: false, error: { code: "invalid_argument", message } };
}

function describeQuery(query: string): string {
  return JSON.stringify(cleanText(query, 60));
}

function missMessage(
  code: "marker_not_found" | "marker_ambiguous",
  query: string,
  suggestions: readonly Suggestion[],
): string {
  // Labels come from a file: quoted, so a crafted one cannot read as an instruction.
  const offered = suggestions.map((s) => `${s.code} ${JSON.stringify(cleanText(s.label))}`)
    .join(", ");
  if (code === "marker_ambiguous") {
    return `Marker ${
      describeQuery(query)
    } is ambiguous: it could be ${offered}. Ask again with one code`;
  }
  return suggestions.length > 0
    ? `Marker ${describeQuery(query)} not found. Did you mean ${offered}?`
    : `Marker ${
      describeQuery(query)
    } not found, and no marker name is close. List the markers with results to see what is there`;
}

/** Resolves one identifier, or explains the miss. */
export function findMarker(view: ResultsView, query: string): Outcome<Marker> {
  const resolution = resolveMarker(view.index, query);
  if (resolution.kind === "found") return ok(resolution.marker);
  return {
    ok: false,
    error: {
      code: resolution.kind,
      message: missMessage(resolution.kind, query, resolution.suggestions),
      suggestions: resolution.suggestions,
    },
  };
}

/** A reading as a compact "last value". */
export interface LastValue {
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: Reading["comparator"];
  readonly unit?: string;
  readonly flag: Flag;
}

/** One line of the marker list. */
export interface MarkerListing extends MarkerRef {
  readonly count: number;
  readonly first_date: string;
  readonly last_date: string;
  readonly units: readonly string[];
  readonly last: LastValue;
}

function lastValue(point: TrendPoint): LastValue {
  return {
    date: point.date,
    value: point.value,
    ...(point.comparator !== undefined ? { comparator: point.comparator } : {}),
    ...(point.unit !== undefined ? { unit: point.unit } : {}),
    flag: point.flag,
  };
}

function listing(view: ResultsView, code: string, readings: ReadingSeq): MarkerListing {
  const units: string[] = [];
  for (const unit of columnsOf(readings).units) {
    if (unit !== undefined && !units.includes(cleanText(tidyUnit(unit)))) {
      units.push(cleanText(tidyUnit(unit)));
    }
  }
  return {
    ...refOf(markerOf(view, code)),
    count: readings.length,
    first_date: datePart(readings.at(0)!.date),
    last_date: datePart(readings.at(readings.length - 1)!.date),
    units,
    last: lastValue(toPoint(readings.at(readings.length - 1)!)),
  };
}

/** The marker list, and a note when it is empty for a reason worth saying. */
export interface MarkerList {
  readonly markers: readonly MarkerListing[];
  readonly note?: string;
}

/** Whether a group name, or a word people search it by, is the query. */
function groupMatches(group: string | undefined, key: string): boolean {
  if (group === undefined || key === "") return false;
  const names = [group, ...(GROUP_SYNONYMS[group] ?? [])].map(normalizeName);
  return names.some((name) => name === key || (key.length >= 4 && name.includes(key)));
}

/**
 * Adds to the name matches the markers of a group or a family the query
 * names ("tarczyca"/"thyroid", "lipidogram"/"lipids", "cholesterol"), in
 * dictionary order, without repeating any.
 */
function withGroupAndFamily(view: ResultsView, matches: Marker[], query: string): Marker[] {
  const key = normalizeName(query);
  const seen = new Set(matches.map((m) => m.code));
  const more = [...view.index.dictionary.markers.values()].filter((marker) =>
    !seen.has(marker.code) && (groupMatches(marker.group, key) ||
      normalizeName(view.index.dictionary.clinical.get(marker.code)?.family ?? "") === key)
  );
  return [...matches, ...more];
}

/**
 * Lists the markers that have results, optionally those matching `query` by
 * code, label, alias, group (in Polish or English) or family. A query that names no marker at all is a miss with
 * suggestions; one that names markers without results says so.
 */
export function listMarkers(view: ResultsView, query?: string): Outcome<MarkerList> {
  const withResults = view.codes();
  if (query === undefined || query.trim() === "") {
    const markers = withResults.map((code) => listing(view, code, view.readings(code)));
    return ok(markers.length > 0 ? { markers } : { markers, note: emptyStoreNote(view) });
  }
  const matches = withGroupAndFamily(view, searchMarkers(view.index, query), query);
  if (matches.length === 0) {
    const miss = findMarker(view, query);
    if (!miss.ok) return miss;
  }
  const markers = matches
    .filter((marker) => view.readings(marker.code).length > 0)
    .map((marker) => listing(view, marker.code, view.readings(marker.code)));
  if (markers.length > 0) return ok({ markers });
  const names = matches.slice(0, 5).map((m) => m.code).join(", ");
  return ok({
    markers,
    note: `No results yet for the markers matching ${describeQuery(query)} (${names})`,
  });
}

/** What to say when the store has no results at all. */
export function emptyStoreNote(view: ResultsView): string {
  return view.fileCount === 0
    ? "The data directory has no results yet: add *.ndjson files (one measurement per line) or run the importer"
    : "The store files hold no valid results: run the CLI's check command to see why";
}

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

/** The readings `[start, end)` of a marker's columns that fall in a range of days. */
function rangeOf(columns: ReadingColumns, range: DateRange): { start: number; end: number } {
  const start = range.from === undefined ? 0 : lowerBound(columns.time, timeOf(range.from));
  const end = range.to === undefined
    ? columns.length
    : lowerBound(columns.time, timeOf(range.to) + SECONDS_PER_DAY, start);
  return { start, end: Math.max(start, end) };
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
  const { start, end } = rangeOf(all, options);
  const outside = all.length - (end - start);
  const facts = view.index.dictionary.clinical.get(marker.code);
  const rules = changeRules(facts);
  const maxPoints = options.max_points ?? DEFAULT_MAX_POINTS;
  const merged = options.units === "as_reported"
    ? undefined
    : mergeUnits(all, start, end, facts?.units, unitChoice(options));
  if (merged !== undefined && "kind" in merged) return invalid(merged.message);
  let series: Series[];
  if (merged === undefined) series = seriesOf(all, start, end, maxPoints, { rules });
  else {
    const { originals, target } = merged;
    series = seriesOf(merged.columns, start, end, maxPoints, {
      rules,
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
  const events = view.events ?? [];
  const shown = end > start
    ? eventsBetween(events, all.at(start)!.date, all.at(end - 1)!.date)
    : [];
  let around: AroundEvent | undefined;
  if (options.around_event !== undefined) {
    const event = findEvent(events, options.around_event);
    if (event === undefined) {
      return invalid(
        `"around_event" ${describeQuery(options.around_event)} matches no event in events.yaml${
          events.length > 0
            ? `; events: ${
              events.slice(0, 8).map((e) => `${e.date} ${cleanText(e.text, 40)}`).join(", ")
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
    }; ${outside} result(s) lie outside that range`;
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

/** One result of a test date. */
export interface DatedResult extends MarkerRef, Measured {
  readonly time?: string;
  readonly flag: Flag;
}

/** The results of one test date. */
export interface TestDate {
  readonly date: string;
  readonly results: readonly DatedResult[];
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
  const columns = new Map(view.codes().map((code) => [code, columnsOf(view.readings(code))]));
  let latestDay = -Infinity;
  for (const all of columns.values()) {
    if (all.length > 0) {
      latestDay = Math.max(latestDay, Math.floor(all.time[all.length - 1]! / SECONDS_PER_DAY));
    }
  }
  const latest = latestDay === -Infinity ? undefined : dayString(latestDay);
  if (options.abnormal_only && options.from === undefined && options.to === undefined) {
    const now = abnormalNow(columns, latest, (code, reading) => {
      const { date: _date, ...point } = toPoint(reading);
      return { ...refOf(markerOf(view, code)), ...point };
    });
    return ok(now ?? { dates: [], note: emptyStoreNote(view) });
  }
  const range: DateRange = options.from === undefined && options.to === undefined
    ? { from: latest, to: latest }
    : options;
  for (const [code, all] of columns) {
    const ref = refOf(markerOf(view, code));
    const { start, end } = rangeOf(all, range);
    for (let i = start; i < end; i++) {
      // The flag column decides before any object is built for a reading.
      if (options.abnormal_only && !isOutOfRange(FLAGS[all.flag[i]!] ?? null)) continue;
      const { date, ...point } = toPoint(all.at(i)!);
      const list = byDate.get(date) ?? [];
      list.push({ ...ref, ...point });
      byDate.set(date, list);
    }
  }
  const dates = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, results]) => ({ date, results }));
  if (dates.length > 0) return ok({ dates });
  if (latest === undefined) return ok({ dates, note: emptyStoreNote(view) });
  const what = options.abnormal_only ? "No out-of-range results" : "No results";
  return ok({ dates, note: `${what} in that period; the latest test date is ${latest}` });
}
