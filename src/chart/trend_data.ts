/**
 * The trends a view draws, read from a tool result's `structuredContent`:
 * one trend for `get_trend`, several for `compare_markers`. The input comes
 * from a host, so it is checked field by field; anything unexpected is left
 * out rather than trusted. No DOM, no Deno: shared by the view, the CLI's
 * SVG chart and the report.
 *
 * Three optional fields of the clinical-insight work (see docs/clinical.md) are read
 * when a result has them, and ignored otherwise: a point's `original`
 * (`{value, unit}` before a unit conversion), a series'
 * `changes.since_previous.verdict` (and its `percent`), and a trend's
 * `events` (`[{date, text, kind}]`). So is a series' `personal_interval`
 * (`{low, high, n}`, docs/clinical.md), drawn as the "normal for you" limits.
 *
 * @module
 */

import type { Comparator } from "../domain/readings/flags.ts";
import type { Expect, NamesAll } from "../domain/shape_check.ts";
import type { Series, TrendPoint } from "../domain/answers/trend.ts";
import type { PointSource } from "../domain/readings/provenance.ts";
import type { Original } from "../domain/series/unit_merge.ts";

/** A converted point's value, and its range, as the lab reported them (the domain's `Original`). */
export type OriginalValue = Original;

/** A point as drawn: the trend's point, and its original value when it was converted. */
export type ChartPointData = TrendPoint & { readonly original?: OriginalValue };

/** The personal reference interval of a series, as drawn. */
export interface ChartPersonalInterval {
  readonly low: number;
  readonly high: number;
  readonly n: number;
  /** Where the domain placed the latest result against the interval, when it did. */
  readonly latest?: "inside" | "below" | "above";
}

/** A series as drawn. */
export interface ChartSeries extends Omit<Series, "points" | "personal_interval"> {
  readonly points: readonly ChartPointData[];
  /** Whether the latest change is meaningful, e.g. `likely_real_increase`. */
  readonly verdict?: string;
  readonly changePercent?: number;
  readonly personalInterval?: ChartPersonalInterval;
  /** Why there is no personal interval, where the legend says it (`intra_day`). */
  readonly personalNone?: "intra_day";
}

/** Something that happened (a medication, an illness), drawn as a vertical rule. */
export interface ChartEvent {
  readonly date: string;
  /** The last day of an event that lasts (a course of treatment, an illness), drawn as a band. */
  readonly end?: string;
  readonly text: string;
}

/** Why a known marker's trend has no series: no results at all, or none in the dates asked. */
export type EmptyReason = "no_results" | "none_in_range";

/** A marker's trend as drawn: its name and its series by unit. */
export interface ChartTrend {
  readonly code: string;
  readonly label: string;
  readonly group?: string;
  readonly series: readonly ChartSeries[];
  readonly events?: readonly ChartEvent[];
  /** Set when there is no series, from the result's note. */
  readonly empty?: EmptyReason;
  /** For `none_in_range`: the first and last dates with results, when the note names them. */
  readonly resultsSpan?: { readonly first: string; readonly last: string };
}

/** A tool result that is an error: its code and message, as the server sent them. */
export interface ViewProblem {
  readonly code: string;
  readonly message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function text(value: unknown, max = 200): string | undefined {
  return typeof value === "string" ? value.slice(0, max) : undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

const COMPARATORS = new Set(["<", "<=", ">", ">="]);
const FLAGS = new Set(["low", "high", "abnormal", "normal"]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function originalOf(raw: unknown): OriginalValue | undefined {
  if (!isRecord(raw)) return undefined;
  const value = finite(raw.value) ?? text(raw.value, 40);
  const unit = text(raw.unit, 40);
  if (value === undefined || unit === undefined) return undefined;
  const low = finite(raw.ref_low);
  const high = finite(raw.ref_high);
  return {
    value,
    unit,
    ...(low !== undefined ? { ref_low: low } : {}),
    ...(high !== undefined ? { ref_high: high } : {}),
  };
}

/** A point's provenance (`{doc, page, row, corrected}`, `doc` an index into the series' documents). */
function sourceOf(raw: unknown): PointSource | undefined {
  if (!isRecord(raw)) return undefined;
  const doc = finite(raw.doc), page = finite(raw.page);
  const row = text(raw.row), corrected = text(raw.corrected);
  const source = {
    ...(doc !== undefined && Number.isInteger(doc) && doc >= 0 ? { doc } : {}),
    ...(page !== undefined && Number.isInteger(page) && page >= 1 ? { page } : {}),
    ...(row !== undefined ? { row } : {}),
    ...(corrected !== undefined ? { corrected } : {}),
  };
  return Object.keys(source).length > 0 ? source : undefined;
}

const SOURCE_WORDS = {
  en: { page: "page", corrected: "corrected" },
  pl: { page: "str.", corrected: "poprawiono" },
} as const;

/**
 * Where a point came from, as one line: its document (by its series' list)
 * and page, the row as printed, and a hand correction; `undefined` when the
 * point carries no provenance.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const point = { date: "2025-03-12", value: 13.4, flag: null, source: { doc: 0, page: 1, row: "Hb 13,4 g/dl" } };
 * assert.equal(sourceText({ documents: ["a.pdf"] }, point), "a.pdf, page 1: “Hb 13,4 g/dl”");
 * ```
 */
export function sourceText(
  series: Pick<ChartSeries, "documents">,
  point: ChartPointData,
  lang: "en" | "pl" = "en",
): string | undefined {
  const source = point.source;
  if (source === undefined) return undefined;
  const words = SOURCE_WORDS[lang];
  const name = source.doc === undefined ? undefined : series.documents?.[source.doc];
  const where = [name, source.page !== undefined ? `${words.page} ${source.page}` : undefined]
    .filter((part) => part !== undefined).join(", ");
  const row = source.row !== undefined ? `“${source.row}”` : "";
  const text = where !== "" && row !== "" ? `${where}: ${row}` : `${where}${row}`;
  const corrected = source.corrected !== undefined
    ? ` (${words.corrected}: ${source.corrected})`
    : "";
  return text === "" && corrected === "" ? undefined : `${text}${corrected}`.trim();
}

function pointOf(raw: unknown): ChartPointData | undefined {
  if (!isRecord(raw)) return undefined;
  const date = text(raw.date);
  const value = finite(raw.value) ?? text(raw.value);
  if (date === undefined || !DATE.test(date) || value === undefined) return undefined;
  const comparator = text(raw.comparator);
  const unit = text(raw.unit);
  const time = text(raw.time, 20);
  const low = finite(raw.ref_low);
  const high = finite(raw.ref_high);
  const refText = text(raw.ref_text);
  const flag = text(raw.flag);
  const original = originalOf(raw.original);
  const lab = text(raw.lab, 80);
  const source = sourceOf(raw.source);
  const point = {
    date,
    ...(time !== undefined ? { time } : {}),
    value,
    ...(comparator !== undefined && COMPARATORS.has(comparator)
      ? { comparator: comparator as Comparator }
      : {}),
    ...(unit !== undefined ? { unit } : {}),
    ...(low !== undefined ? { ref_low: low } : {}),
    ...(high !== undefined ? { ref_high: high } : {}),
    ...(refText !== undefined ? { ref_text: refText } : {}),
    flag: flag !== undefined && FLAGS.has(flag)
      ? flag as "low" | "high" | "abnormal" | "normal"
      : null,
    ...(original !== undefined ? { original } : {}),
    ...(lab !== undefined ? { lab } : {}),
    ...(source !== undefined ? { source } : {}),
  };
  // Every field of a point, hence of a stored line (see store/schemas.ts), is
  // read, but the lab's own flag (the server already turned it into `flag`)
  // and the printed decimals (the chart prints the value as the server gives it).
  type _Read = Expect<NamesAll<typeof point, Omit<ChartPointData, "lab_flag" | "decimals">>>;
  return point;
}

/** How a thinned series was drawn (by day or period, in how many groups), when the server says. */
function thinnedOf(raw: unknown): Pick<ChartSeries, "thinned"> {
  if (!isRecord(raw)) return {};
  const groups = finite(raw.groups);
  const by = raw.by === "day" || raw.by === "period" ? raw.by : undefined;
  return by !== undefined && groups !== undefined && groups > 0 ? { thinned: { by, groups } } : {};
}

function documentsOf(raw: unknown): { documents?: readonly string[] } {
  if (!Array.isArray(raw)) return {};
  const documents = raw.slice(0, 500).map((d) => text(d, 120) ?? "?");
  return documents.length > 0 ? { documents } : {};
}

function seriesOf(raw: unknown): ChartSeries | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.points)) return undefined;
  const points = raw.points.map(pointOf).filter((p): p is ChartPointData => p !== undefined);
  if (points.length === 0) return undefined;
  const summary = isRecord(raw.summary) ? raw.summary : {};
  // The latest change judged against the RCV: `changes.since_previous` (see docs/clinical.md).
  const changes = isRecord(raw.changes) ? raw.changes : {};
  const change = isRecord(changes.since_previous) ? changes.since_previous : {};
  const verdict = text(change.verdict, 60);
  const percent = finite(change.percent);
  const personal = isRecord(raw.personal_interval) ? raw.personal_interval : {};
  const low = finite(personal.low);
  const high = finite(personal.high);
  const n = finite(personal.n);
  const latestRaw = isRecord(personal.latest) ? text(personal.latest.position, 10) : undefined;
  const latest = latestRaw === "inside" || latestRaw === "below" || latestRaw === "above"
    ? latestRaw
    : undefined;
  return {
    ...(personal.reason === "intra_day" ? { personalNone: "intra_day" as const } : {}),
    ...(low !== undefined && high !== undefined && n !== undefined && low < high
      ? { personalInterval: { low, high, n, ...(latest !== undefined ? { latest } : {}) } }
      : {}),
    ...(verdict !== undefined ? { verdict } : {}),
    ...(percent !== undefined ? { changePercent: percent } : {}),
    unit: text(raw.unit) ?? null,
    points,
    ...documentsOf(raw.documents),
    omitted: finite(raw.omitted) ?? 0,
    ...thinnedOf(raw.thinned),
    summary: {
      count: finite(summary.count) ?? points.length,
      first: points[0]!,
      last: points[points.length - 1]!,
      min: finite(summary.min) ?? null,
      max: finite(summary.max) ?? null,
      change: finite(summary.change) ?? null,
      change_pct: finite(summary.change_pct) ?? null,
      out_of_range: finite(summary.out_of_range) ?? 0,
      censored: finite(summary.censored) ?? 0,
    },
  };
}

function trendOf(raw: unknown): ChartTrend | undefined {
  if (!isRecord(raw) || !isRecord(raw.marker) || !Array.isArray(raw.series)) return undefined;
  const code = text(raw.marker.code);
  if (code === undefined) return undefined;
  const group = text(raw.marker.group);
  const events = Array.isArray(raw.events)
    ? raw.events.slice(0, 50).flatMap((e): ChartEvent[] => {
      if (!isRecord(e)) return [];
      const date = text(e.date);
      const what = text(e.text, 80) ?? text(e.label, 80);
      const end = text(e.end);
      const lasts = end !== undefined && DATE.test(end) && date !== undefined && end > date;
      return date !== undefined && DATE.test(date) && what !== undefined
        ? [{ date, ...(lasts ? { end } : {}), text: what }]
        : [];
    })
    : [];
  const series = raw.series.map(seriesOf).filter((s): s is ChartSeries => s !== undefined);
  // The server's note says which: "… no results for it in the store" or "… lie outside that range".
  const note = text(raw.note, 300) ?? "";
  const empty: EmptyReason | undefined = series.length > 0
    ? undefined
    : /outside that range/.test(note)
    ? "none_in_range"
    : "no_results";
  const span = /from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/.exec(note);
  return {
    ...(empty === "none_in_range" && span
      ? { resultsSpan: { first: span[1]!, last: span[2]! } }
      : {}),
    code,
    label: text(raw.marker.label) ?? code,
    ...(group !== undefined ? { group } : {}),
    series,
    ...(events.length > 0 ? { events } : {}),
    ...(empty !== undefined ? { empty } : {}),
  };
}

/**
 * The error of a tool result that is one (`{ok: false, error: {code, message}}`), else `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const problem = problemOf({ ok: false, error: { code: "marker_not_found", message: 'No marker "fertin"' } });
 * assert.deepEqual(problem, { code: "marker_not_found", message: 'No marker "fertin"' });
 * assert.equal(problemOf({ ok: true, series: [] }), undefined);
 * ```
 */
export function problemOf(structured: unknown): ViewProblem | undefined {
  if (!isRecord(structured) || structured.ok !== false || !isRecord(structured.error)) {
    return undefined;
  }
  return {
    code: text(structured.error.code, 60) ?? "error",
    message: text(structured.error.message, 400) ?? "",
  };
}

/**
 * The trends in a `get_trend` or `compare_markers` result, or none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const trends = trendsOf({
 *   ok: true,
 *   marker: { code: "FERR", label: "Ferrytyna" },
 *   series: [{ unit: "ng/mL", points: [{ date: "2024-03-01", value: 35, flag: "normal" }] }],
 * });
 * assert.equal(trends[0]?.series[0]?.points[0]?.value, 35);
 * ```
 */
export function trendsOf(structured: unknown): ChartTrend[] {
  if (!isRecord(structured) || structured.ok === false) return [];
  const raw = Array.isArray(structured.markers) ? structured.markers : [structured];
  return raw.slice(0, 20).map(trendOf).filter((t): t is ChartTrend => t !== undefined);
}
