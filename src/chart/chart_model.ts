/**
 * What one chart shows, worked out once for every renderer (the view, the
 * CLI's SVG and the report): the numeric points of one unit series on a time
 * axis, censored values at their bound with the direction of the truth, the
 * lab's reference range as a band (or a single edge when it is one-sided),
 * and the words of each point's details. Qualitative values have no place on
 * a numeric axis; they stay in the table. Pure: no DOM.
 *
 * @module
 */

import type { TrendPoint } from "../domain/answers/trend.ts";
import type { ChartEvent, ChartPersonalInterval, ChartSeries } from "./trend_data.ts";
import { sourceText } from "./trend_data.ts";
import { isOutOfRange } from "../domain/readings/flags.ts";
import { pointDetails } from "./point_details.ts";
import { type Lang, type LegendKey, type ViewMessages } from "./view_messages.ts";

export { pointDetails } from "./point_details.ts";

/** Where a censored value's truth lies from its bound. */
export type Censoring = "below" | "above";

/** One numeric point of a chart. */
export interface ChartPoint {
  /** Midnight UTC of the day (and time, when stored) of the result. */
  readonly at: Date;
  readonly date: string;
  /** The value, or the bound of a censored one. */
  readonly y: number;
  readonly censored: Censoring | null;
  readonly outOfRange: boolean;
  /** Converted from another unit (the details give the original value). */
  readonly converted: boolean;
  /** "2024-03-01: <0.5 mg/L (range ≤ 5)" */
  readonly details: string;
}

/**
 * The line between two neighbouring points: `measured` when both are exact
 * values; `censored` when either is only a bound (`<0.5`, `>90`), so that a
 * line drawn to a bound is never read as a measured change.
 */
export interface ChartSegment {
  readonly x1: Date;
  readonly y1: number;
  readonly x2: Date;
  readonly y2: number;
  readonly kind: "measured" | "censored";
}

/** A stretch of time with one reference range. */
export interface RangeSpan {
  readonly from: Date;
  readonly to: Date;
  readonly low?: number;
  readonly high?: number;
}

/** An event as drawn: its start, the end of one that lasts, and its words. */
export interface ChartEventMark {
  readonly at: Date;
  readonly end?: Date;
  readonly text: string;
}

/**
 * The events of a chart: those starting at one moment share one rule whose
 * text names them all (`grypa; antybiotyk`), so none hides another; an event
 * that lasts keeps its end, to be drawn as a band.
 */
function eventMarks(events: readonly ChartEvent[]): ChartEventMark[] {
  const byMoment = new Map<number, { at: Date; end?: Date; texts: string[] }>();
  const spans: ChartEventMark[] = [];
  for (const event of events) {
    const at = pointTime(event);
    if (event.end !== undefined) {
      spans.push({ at, end: pointTime({ date: event.end }), text: event.text });
      continue;
    }
    const same = byMoment.get(at.getTime());
    if (same) same.texts.push(event.text);
    else byMoment.set(at.getTime(), { at, texts: [event.text] });
  }
  const points = [...byMoment.values()].map((m) => ({ at: m.at, text: m.texts.join("; ") }));
  return [...points, ...spans].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The events of a list under charts: `2024-02-01 – 2024-04-30 metformina; 2024-03-20 grypa`. */
export function eventList(events: readonly ChartEvent[]): string {
  return events.map((e) => `${e.date}${e.end ? ` – ${e.end}` : ""} ${e.text}`).join("; ");
}

/** One chart: one unit series of one marker. */
export interface ChartModel {
  readonly title: string;
  readonly unit: string;
  readonly points: readonly ChartPoint[];
  /** Results whose value is not a number (shown in the table only). */
  readonly qualitative: number;
  readonly ranges: readonly RangeSpan[];
  /** `both` draws a band; `low` or `high` a single edge; `none` nothing. */
  readonly rangeKind: "both" | "low" | "high" | "none";
  /**
   * Events as vertical rules, one per moment (the texts of several on one day
   * joined with "; "), and a band to `end` for one that lasts.
   */
  readonly events: readonly ChartEventMark[];
  /** The lines between neighbouring points. */
  readonly segments: readonly ChartSegment[];
  /** What the chart draws, in legend order (events only when drawn in its time). */
  readonly keys: readonly LegendKey[];
  /** "Normal for you": the personal reference interval, when the series has one. */
  readonly personal?: ChartPersonalInterval;
  /**
   * `log` when one far value would flatten the rest on a linear axis (see
   * {@link yScaleOf}); the same in the view, the SVG and the report.
   */
  readonly yScale: "linear" | "log";
}

/** How many times the usual level the highest value must be before the axis turns logarithmic. */
const LOG_RATIO = 10;

/**
 * `log` when every value and range limit is positive and the highest value
 * is at least {@link LOG_RATIO} times the usual level (the larger of the
 * median value and the lab's upper limit): on a linear axis from zero the
 * usual values and the limit would then share the bottom tenth of the plot
 * (CRP 1.2, 2.1, 320, 45, 3.1 mg/L with a limit of 5: 1.2 and 3.1 one pixel
 * apart, the limit on the zero line). Otherwise `linear`.
 */
function yScaleOf(
  values: readonly number[],
  ranges: readonly RangeSpan[],
): "linear" | "log" {
  if (values.length < 2) return "linear";
  const limits = ranges.flatMap((r) => [r.low, r.high].filter((v) => v !== undefined));
  if ([...values, ...limits].some((v) => !(v > 0))) return "linear";
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const usual = Math.max(median, ...ranges.flatMap((r) => r.high ?? []));
  return sorted[sorted.length - 1]! >= LOG_RATIO * usual ? "log" : "linear";
}

const WALL_CLOCK = /^(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * The moment of a point, placed in UTC at the wall-clock time printed, so that
 * no time zone moves a day: `08:30`, `08:30:00Z` and `08:30:00.250+01:00` all
 * sit at 08:30 of the stored day (the zone is dropped: the day is the one the
 * lab printed). A time that cannot be read puts the point at the day's start.
 *
 * @internal tested alone: every stored time form, which a drawn chart cannot show apart.
 */
export function pointTime(point: Pick<TrendPoint, "date" | "time">): Date {
  const clock = WALL_CLOCK.exec(point.time ?? "");
  const hhmmss = clock ? `${clock[1]}:${clock[2]}:${clock[3] ?? "00"}` : "00:00:00";
  const at = new Date(`${point.date}T${hhmmss}Z`);
  return Number.isNaN(at.getTime()) ? new Date(`${point.date}T00:00:00Z`) : at;
}

function censoring(point: TrendPoint): Censoring | null {
  if (point.comparator === "<" || point.comparator === "<=") return "below";
  if (point.comparator === ">" || point.comparator === ">=") return "above";
  return null;
}

function segmentsOf(points: readonly ChartPoint[]): ChartSegment[] {
  return points.slice(1).map((to, i) => {
    const from = points[i]!;
    return {
      x1: from.at,
      y1: from.y,
      x2: to.at,
      y2: to.y,
      kind: from.censored !== null || to.censored !== null ? "censored" : "measured",
    };
  });
}

function keysOf(
  points: readonly ChartPoint[],
  ranges: readonly RangeSpan[],
  segments: readonly ChartSegment[],
  events: readonly ChartEventMark[],
): LegendKey[] {
  if (points.length === 0) return [];
  const keys: LegendKey[] = [];
  if (ranges.some((r) => r.low !== undefined && r.high !== undefined)) keys.push("band");
  if (ranges.some((r) => r.low !== undefined && r.high === undefined)) keys.push("low_edge");
  if (ranges.some((r) => r.high !== undefined && r.low === undefined)) keys.push("high_edge");
  if (points.some((p) => p.outOfRange)) keys.push("out_of_range");
  // Each side named for what it is: the detection limit below, the measuring range above.
  if (points.some((p) => p.censored === "below")) keys.push("censored");
  if (points.some((p) => p.censored === "above")) keys.push("censored_above");
  if (segments.some((s) => s.kind === "censored")) keys.push("censored_segment");
  if (points.some((p) => p.converted)) keys.push("converted");
  const first = points[0]!.at.getTime();
  const last = points[points.length - 1]!.at.getTime();
  const within = events.filter((e) => e.at.getTime() <= last && (e.end ?? e.at).getTime() >= first);
  if (within.length > 0) keys.push("event");
  if (within.some((e) => e.end !== undefined)) keys.push("event_span");
  return keys;
}

/** Consecutive points with the same range become one span, up to the next point. */
function rangeSpans(points: readonly TrendPoint[], end: Date): RangeSpan[] {
  const spans: RangeSpan[] = [];
  points.forEach((point, i) => {
    const low = point.ref_low;
    const high = point.ref_high;
    const from = pointTime(point);
    const next = points[i + 1];
    const to = next ? pointTime(next) : end;
    const last = spans[spans.length - 1];
    if (last && last.low === low && last.high === high && last.to.getTime() === from.getTime()) {
      spans[spans.length - 1] = { ...last, to };
    } else if (low !== undefined || high !== undefined) {
      spans.push({
        from,
        to,
        ...(low !== undefined ? { low } : {}),
        ...(high !== undefined ? { high } : {}),
      });
    }
  });
  return spans;
}

/**
 * The legend key that says in words when the latest result's lab flag and its
 * place against the personal interval disagree (out of the lab's range but
 * inside the personal band, or in the lab's range but outside the band).
 */
function personalDisagreement(
  personal: ChartPersonalInterval | undefined,
  latest: TrendPoint | undefined,
): LegendKey[] {
  if (personal?.latest === undefined || latest === undefined || latest.flag === null) return [];
  const flagged = isOutOfRange(latest.flag);
  if (flagged && personal.latest === "inside") return ["personal_flagged_inside"];
  if (!flagged && personal.latest !== "inside") return ["personal_normal_outside"];
  return [];
}

/**
 * The chart of one series.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const model = chartModel("CRP", {
 *   unit: "mg/L",
 *   omitted: 0,
 *   points: [
 *     { date: "2024-01-01", value: 0.5, comparator: "<", ref_high: 5, flag: "normal" },
 *     { date: "2024-06-01", value: 38, ref_high: 5, flag: "high" },
 *   ],
 *   summary: {} as never,
 * });
 * assert.deepEqual(model.points.map((p) => [p.censored, p.outOfRange]), [["below", false], [null, true]]);
 * assert.equal(model.rangeKind, "high");
 * ```
 */
export function chartModel(
  title: string,
  series: ChartSeries,
  events: readonly ChartEvent[] = [],
  lang: Lang = "en",
): ChartModel {
  const unit = series.unit ?? "";
  const numeric = series.points.filter((p) => typeof p.value === "number");
  const points = numeric.map((p): ChartPoint => ({
    at: pointTime(p),
    date: p.date,
    y: p.value as number,
    censored: censoring(p),
    outOfRange: isOutOfRange(p.flag),
    converted: p.original !== undefined,
    details: pointDetails(p, unit, lang, sourceText(series, p, lang)),
  }));
  const end = points.length > 0 ? points[points.length - 1]!.at : new Date(0);
  const ranges = rangeSpans(numeric, end);
  const hasLow = ranges.some((r) => r.low !== undefined);
  const hasHigh = ranges.some((r) => r.high !== undefined);
  const segments = segmentsOf(points);
  const yScale = yScaleOf(points.map((p) => p.y), ranges);
  const rangeKind = hasLow && hasHigh ? "both" : hasLow ? "low" : hasHigh ? "high" : "none";
  // "Normal for you" only where the domain gives an interval, and never without the lab's range.
  const personal = rangeKind !== "none" && points.length > 0 ? series.personalInterval : undefined;
  const eventMoments = eventMarks(events);
  return {
    title,
    unit,
    points,
    qualitative: series.points.length - numeric.length,
    ranges,
    rangeKind,
    events: eventMoments,
    segments,
    keys: [
      ...keysOf(points, ranges, segments, eventMoments),
      ...(personal !== undefined ? ["personal" as const] : []),
      ...(personal === undefined && series.personalNone === "intra_day"
        ? ["personal_intra_day" as const]
        : []),
      ...personalDisagreement(personal, numeric[numeric.length - 1]),
      ...(personal !== undefined &&
          points.some((p) =>
            p.outOfRange && p.censored === null && p !== points[points.length - 1] &&
            p.y >= personal.low && p.y <= personal.high
          )
        ? ["personal_holds_flagged" as const]
        : []),
      ...(yScale === "log" ? ["log_scale" as const] : []),
    ],
    yScale,
    ...(personal !== undefined ? { personal } : {}),
  };
}

/** The earliest and latest moment over several charts, for a shared time axis. */
export function timeExtent(models: readonly ChartModel[]): [Date, Date] | undefined {
  const times = models.flatMap((m) => m.points.map((p) => p.at.getTime()));
  if (times.length === 0) return undefined;
  return [new Date(Math.min(...times)), new Date(Math.max(...times))];
}

/**
 * The caption of a thinned series (`omitted` > 0): how many of how many
 * results are drawn, which ones, and the real out-of-range share beside the
 * share among the drawn points; `undefined` when nothing was left out.
 */
export function thinnedCaption(messages: ViewMessages, series: ChartSeries): string | undefined {
  if (series.omitted <= 0) return undefined;
  const drawn = series.points.length;
  const outDrawn = series.points.filter((p) => isOutOfRange(p.flag)).length;
  const total = Math.max(series.summary.count, drawn + series.omitted);
  return messages.thinned({
    drawn,
    total,
    outDrawn,
    outTotal: series.summary.out_of_range,
    ...(series.thinned ?? {}),
  });
}

/**
 * The censored results of a series by side: `<` below the detection limit,
 * `>` above the measuring range. Counted over the points drawn; when the
 * points show one side only, every censored result of the summary is on it.
 */
export function censoredSides(series: ChartSeries): { below: number; above: number } {
  const below = series.points.filter((p) => p.comparator === "<" || p.comparator === "<=").length;
  const above = series.points.filter((p) => p.comparator === ">" || p.comparator === ">=").length;
  const total = Math.max(series.summary.censored, below + above);
  if (above === 0) return { below: total, above: 0 };
  if (below === 0) return { below: 0, above: total };
  return { below, above: total - below };
}
