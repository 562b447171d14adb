/**
 * The marks of one chart, by what they draw: the events (dotted rules, a band
 * for one that lasts, labels above the plot or markers), the ranges (the
 * lab's band or one-sided edge, the personal interval) and the values (the
 * line, dots, censored bounds with their arrows, converted rings). Each mark
 * group carries the `aria-description` the tests count; `draw_chart.ts`
 * lays them out.
 *
 * @module
 */

/// <reference lib="dom" />
import * as Plot from "@observablehq/plot";
import type { ChartEventMark, ChartModel, ChartPoint, RangeSpan } from "./chart_model.ts";

/** The colours of a theme. */
export interface Palette {
  readonly text: string;
  readonly background: string;
  readonly band: string;
  readonly edge: string;
  readonly line: string;
  readonly point: string;
  readonly bad: string;
  /** The personal interval's limits. */
  readonly personal: string;
}

/** The light and dark palettes; the warning colour keeps its meaning in both. */
export const PALETTES: Readonly<Record<"light" | "dark", Palette>> = {
  light: {
    text: "#1f2328",
    background: "#ffffff",
    band: "#2da44e",
    edge: "#1a7f37",
    line: "#57606a",
    point: "#0969da",
    bad: "#cf222e",
    personal: "#8250df",
  },
  dark: {
    text: "#e6edf3",
    background: "#0d1117",
    band: "#3fb950",
    edge: "#56d364",
    line: "#8b949e",
    point: "#58a6ff",
    bad: "#ff7b72",
    personal: "#bc8cff",
  },
};

/** A one-sided range's edge, from one date to another. */
export interface Edge {
  readonly from: Date;
  readonly to: Date;
  readonly y: number;
}

/** An event within the axis, with how its label is shown. */
export interface PlacedEvent extends ChartEventMark {
  readonly shown: "label" | "marker" | "rule";
}

/** A lasting event's band, clipped to the axis. */
export interface EventSpan {
  readonly from: Date;
  readonly to: Date;
  readonly text: string;
}

/** The events' marks: lasting bands, dotted rules, and labels or markers `eventRow` px above the plot. */
export function eventMarksOf(
  events: readonly ChartEventMark[],
  placed: readonly PlacedEvent[],
  eventSpans: readonly EventSpan[],
  eventRow: number,
  palette: Palette,
): Plot.Markish[] {
  return [
    Plot.rect(eventSpans, {
      x1: "from",
      x2: "to",
      fill: palette.line,
      fillOpacity: 0.1,
      title: "text",
      ariaDescription: "event span",
    }),
    Plot.ruleX(events, {
      x: "at",
      stroke: palette.line,
      strokeDasharray: "2,3",
      strokeOpacity: 0.8,
      title: "text",
      ariaDescription: "event",
    }),
    // Labels above the plot, where no point is; those that would overlap are markers.
    Plot.text(placed.filter((e) => e.shown === "label"), {
      x: "at",
      text: "text",
      frameAnchor: "top",
      textAnchor: "start",
      dx: 3,
      dy: -eventRow,
      lineAnchor: "top",
      fontSize: 9,
      fill: palette.line,
      title: "text",
      ariaDescription: "event label",
    }),
    Plot.text(placed.filter((e) => e.shown === "marker"), {
      x: "at",
      text: () => "▾",
      frameAnchor: "top",
      dy: -eventRow,
      lineAnchor: "top",
      fontSize: 10,
      fill: palette.line,
      title: "text",
      ariaDescription: "event marker",
    }),
  ];
}

/** The ranges' marks: the lab's bands and one-sided edges, and the personal interval over the axis. */
export function rangeMarksOf(
  bands: readonly RangeSpan[],
  edges: readonly Edge[],
  personal: ChartModel["personal"],
  [start, end]: readonly [Date, Date],
  palette: Palette,
): Plot.Markish[] {
  return [
    Plot.rect(bands, {
      x1: "from",
      x2: "to",
      y1: "low",
      y2: "high",
      fill: palette.band,
      fillOpacity: 0.16,
      ariaDescription: "range band",
    }),
    Plot.ruleY(edges, {
      x1: "from",
      x2: "to",
      y: "y",
      stroke: palette.edge,
      strokeDasharray: "5,4",
      strokeWidth: 1.5,
      ariaDescription: "range edge",
    }),
    Plot.rect(
      personal === undefined ? [] : [{ x1: start, x2: end, y1: personal.low, y2: personal.high }],
      {
        x1: "x1",
        x2: "x2",
        y1: "y1",
        y2: "y2",
        fill: palette.personal,
        fillOpacity: 0.08,
        ariaDescription: "personal interval",
      },
    ),
    Plot.ruleY(personal === undefined ? [] : [personal.low, personal.high], {
      stroke: palette.personal,
      strokeDasharray: "8,3,2,3",
      strokeWidth: 1.25,
      ariaDescription: "personal interval edge",
    }),
  ];
}

/** The values' points, by kind. */
export interface PointGroups {
  readonly exact: readonly ChartPoint[];
  readonly out: readonly ChartPoint[];
  readonly censored: readonly ChartPoint[];
  readonly converted: readonly ChartPoint[];
}

/** The values' marks: the trend line, dots, censored bounds with arrows, converted rings; smaller when `dense`. */
export function pointMarksOf(
  segments: ChartModel["segments"],
  { exact, out, censored, converted }: PointGroups,
  dense: boolean,
  palette: Palette,
): Plot.Markish[] {
  const details = (p: ChartPoint) => p.details;
  return [
    Plot.link(segments.filter((s) => s.kind === "measured"), {
      x1: "x1",
      y1: "y1",
      x2: "x2",
      y2: "y2",
      stroke: palette.line,
      strokeOpacity: 0.55,
      strokeWidth: 1.25,
      ariaDescription: "trend line",
    }),
    Plot.link(segments.filter((s) => s.kind === "censored"), {
      x1: "x1",
      y1: "y1",
      x2: "x2",
      y2: "y2",
      stroke: palette.line,
      strokeOpacity: 0.45,
      strokeWidth: 1,
      strokeDasharray: "1,3",
      ariaDescription: "censored segment",
    }),
    Plot.dot(exact, {
      x: "at",
      y: "y",
      r: dense ? 1.8 : 3.5,
      fill: palette.point,
      title: details,
      ariaDescription: "value",
    }),
    Plot.dot(out, {
      x: "at",
      y: "y",
      r: dense ? 2.6 : 5,
      fill: palette.bad,
      stroke: palette.background,
      strokeWidth: 1,
      title: details,
      ariaDescription: "out of range",
    }),
    Plot.vector(censored, {
      x: "at",
      y: "y",
      rotate: (p: ChartPoint) => p.censored === "below" ? 180 : 0,
      length: 10,
      anchor: "start",
      stroke: (p: ChartPoint) => p.outOfRange ? palette.bad : palette.point,
      strokeWidth: 1.25,
      ariaDescription: "censored direction",
    }),
    Plot.dot(censored, {
      x: "at",
      y: "y",
      r: 4,
      fill: palette.background,
      stroke: (p: ChartPoint) => p.outOfRange ? palette.bad : palette.point,
      strokeWidth: 1.5,
      title: details,
      ariaDescription: "censored value",
    }),
    Plot.dot(converted, {
      x: "at",
      y: "y",
      r: 7,
      fill: "none",
      stroke: palette.line,
      strokeWidth: 1,
      strokeDasharray: "2,1.5",
      ariaDescription: "converted",
    }),
  ];
}
