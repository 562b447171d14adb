/**
 * Drawing one chart ({@link ChartModel}) with Observable Plot, into SVG. The
 * same code draws the view in the browser and the CLI's and the report's
 * charts (given a document from linkedom): the range band, or one dashed edge
 * for a one-sided range; exact values as filled dots; values out of range in
 * the warning colour, larger; censored values as open circles at their bound
 * with an arrow towards where the truth lies; the line between neighbouring
 * exact values solid, and dotted where it runs to or from a censored bound
 * (never a measured change); points converted from another unit with a
 * dashed ring; events as dotted vertical rules (one per day, naming every
 * event of it), a grey band for one that lasts, with their labels above the
 * plot, each label that would overlap collapsed to a marker with its text on
 * hover; a time axis whose ticks always carry the year and never crowd
 * (src/chart/time_axis.ts); numbers in the chosen language; and, in the
 * browser, a tip with the details of the point under the pointer. Every mark
 * group has an `aria-description`, which the tests count. The personal
 * reference interval ("normal for you") is drawn as a light band with
 * dash-dotted limits in its own colour, only beside the lab's range.
 *
 * @module
 */

/// <reference lib="dom" />
import * as Plot from "@observablehq/plot";
import type { ChartModel, ChartPoint, RangeSpan } from "./chart_model.ts";
import { type Edge, eventMarksOf, PALETTES, pointMarksOf, rangeMarksOf } from "./chart_marks.ts";
import { placeEventLabels } from "./event_labels.ts";
import { localNumber } from "./local_numbers.ts";
import { timeAxis } from "./time_axis.ts";
import type { Lang } from "./view_messages.ts";

export { type Palette, PALETTES } from "./chart_marks.ts";

/** How to draw a chart. */
export interface DrawOptions {
  readonly document: Document;
  readonly width: number;
  readonly height: number;
  readonly theme: "light" | "dark";
  /** The time axis, shared by small multiples. */
  readonly xDomain?: readonly [Date, Date];
  /** A title drawn inside the SVG, for a standalone file. */
  readonly heading?: string;
  /** A tip follows the pointer (browser only). */
  readonly interactive?: boolean;
  /** The language of the axis labels and numbers; English by default. */
  readonly lang?: Lang;
}

const MARGIN_LEFT = 48;
const MARGIN_RIGHT = 16;
const X_INSET = 10;

const DAY_MS = 86_400_000;

/**
 * A range that holds for one moment only (the last point of a series) is
 * widened a little either side, so that its band can be seen; the range of a
 * single result spans the whole axis.
 */
function visibleSpans(spans: readonly RangeSpan[], domain: readonly [Date, Date]): RangeSpan[] {
  // A lone range of one moment (one result) spans the whole axis: a narrow box would read as an event.
  if (spans.length === 1 && spans[0]!.to.getTime() === spans[0]!.from.getTime()) {
    return [{ ...spans[0]!, from: domain[0], to: domain[1] }];
  }
  const pad = Math.max(DAY_MS, (domain[1].getTime() - domain[0].getTime()) * 0.015);
  return spans.map((span) =>
    span.to.getTime() > span.from.getTime() ? span : {
      ...span,
      from: new Date(span.from.getTime() - pad),
      to: new Date(span.to.getTime() + pad),
    }
  );
}

function edgesOf(spans: readonly RangeSpan[]): Edge[] {
  return spans.flatMap((s): Edge[] => {
    if (s.low !== undefined && s.high !== undefined) return [];
    const y = s.low ?? s.high;
    return y === undefined ? [] : [{ from: s.from, to: s.to, y }];
  });
}

/**
 * The domain and ticks of a logarithmic value axis: a little beyond the
 * lowest and highest value or limit, ticks at 1, 2 and 5 times the powers of
 * ten (only the powers when those would crowd the axis).
 */
function logAxis(
  values: readonly number[],
  height: number,
): { domain: [number, number]; ticks: number[] } {
  const lo = Math.min(...values) / 1.5;
  const hi = Math.max(...values) * 1.5;
  const ticks: number[] = [];
  for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) {
    for (const m of [1, 2, 5]) {
      const t = Number((m * 10 ** e).toPrecision(12));
      if (t >= lo && t <= hi) ticks.push(t);
    }
  }
  const room = Math.max(3, Math.floor(height / 22));
  const powers = ticks.filter((t) => Number.isInteger(Math.log10(t)));
  return { domain: [lo, hi], ticks: ticks.length <= room ? ticks : powers };
}

/** Draws the chart as an SVG element of `options.document`. */
export function drawChart(model: ChartModel, options: DrawOptions): SVGSVGElement {
  const palette = PALETTES[options.theme];
  const lang = options.lang ?? "en";
  const points = model.points;
  const first = points[0]?.at ?? new Date(0);
  const axis = timeAxis(
    options.xDomain ?? [first, points[points.length - 1]?.at ?? first],
    options.width,
    lang,
  );
  const domain = axis.domain;
  const spans = visibleSpans(model.ranges, domain);
  const bands = spans.filter((s) => s.low !== undefined && s.high !== undefined);
  const edges = edgesOf(spans);
  const exact = points.filter((p) => p.censored === null && !p.outOfRange);
  const out = points.filter((p) => p.censored === null && p.outOfRange);
  const censored = points.filter((p) => p.censored !== null);
  const converted = points.filter((p) => p.converted);
  const [start, end] = domain;
  const events = model.events.filter((e) => e.at >= start && e.at <= end);
  // An event that lasts: a band from its start to its end, clipped to the axis.
  const eventSpans = model.events.flatMap((e) =>
    e.end !== undefined && e.end > start && e.at < end
      ? [{ from: e.at < start ? start : e.at, to: e.end > end ? end : e.end, text: e.text }]
      : []
  );
  const plotLeft = MARGIN_LEFT + X_INSET;
  const plotRight = options.width - MARGIN_RIGHT - X_INSET;
  const span = Math.max(1, end.getTime() - start.getTime());
  const placed = placeEventLabels(
    events.map((e) => ({
      x: plotLeft + (e.at.getTime() - start.getTime()) / span * (plotRight - plotLeft),
      text: e.text,
    })),
    MARGIN_LEFT,
    options.width - 4,
  );
  const eventMarks = events.map((e, i) => ({ ...e, shown: placed[i]?.shown ?? "marker" }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const details = (p: ChartPoint) => p.details;
  // Many points on a narrow plot (a month of readings in the report): smaller dots, so they do
  // not merge into one blob.
  const dense = points.length > (options.width - MARGIN_LEFT - MARGIN_RIGHT) / 6;
  const heading = options.heading;
  const eventRow = events.length > 0 ? 14 : 0;
  // A heading may wrap onto a second line ("\n"); each line takes 16 px.
  const headingExtra = heading === undefined ? 0 : (heading.split("\n").length - 1) * 16;
  const marginTop = (heading === undefined ? 18 : 44) + headingExtra + eventRow;
  const marks: Plot.Markish[] = [
    ...eventMarksOf(events, eventMarks, eventSpans, eventRow, palette),
    ...rangeMarksOf(bands, edges, model.personal, domain, palette),
    ...pointMarksOf(model.segments, { exact, out, censored, converted }, dense, palette),
  ];
  if (heading !== undefined) {
    marks.push(Plot.text([heading], {
      frameAnchor: "top-left",
      dx: -44,
      dy: -30 - headingExtra - eventRow,
      textAnchor: "start",
      lineAnchor: "top",
      lineHeight: 16 / 13,
      fontSize: 13,
      fontWeight: "bold",
      fill: palette.text,
      ariaDescription: "heading",
    }));
  }
  if (options.interactive) {
    marks.push(Plot.tip(points, Plot.pointer({ x: "at", y: "y", title: details })));
  }
  const log = model.yScale === "log"
    ? logAxis(
      [
        ...points.map((p) => p.y),
        ...model.ranges.flatMap((r) => [r.low ?? [], r.high ?? []].flat()),
      ],
      options.height,
    )
    : undefined;
  const insetTop = censored.some((p) => p.censored === "above") ? 18 : 6;
  const insetBottom = censored.some((p) => p.censored === "below") ? 18 : 6;
  // A short plot (a report chart with an event row) gets a tick at most every 14 px.
  const plotHeight = options.height - marginTop - 30 - insetTop - insetBottom;
  const yTicks = Math.max(
    2,
    Math.min(Math.max(3, Math.round(options.height / 50)), plotHeight / 14 | 0),
  );
  const svg = Plot.plot({
    document: options.document,
    width: options.width,
    height: options.height,
    marginLeft: MARGIN_LEFT,
    marginTop,
    marginRight: MARGIN_RIGHT,
    style: { background: palette.background, color: palette.text, fontSize: "11px" },
    ariaLabel: `${model.title}${model.unit ? `, ${model.unit}` : ""}`,
    x: {
      type: "utc",
      label: null,
      domain: [...domain],
      ticks: [...axis.ticks],
      tickFormat: axis.format,
      inset: X_INSET,
    },
    // The unit always labels the axis, also under a heading (a long heading may be cut):
    // above the axis without a heading, along it (clear of the heading) with one.
    y: {
      label: model.unit || null,
      ...(heading === undefined
        ? {}
        : { labelAnchor: "center" as const, labelArrow: "none" as const }),
      grid: true,
      ...(log === undefined
        ? { nice: true, ticks: yTicks }
        // Log10 as a transform of a linear scale: Plot's own log scale blanks some tick labels.
        : {
          transform: (v: number) => Math.log10(Math.max(v, log.domain[0])),
          domain: log.domain.map(Math.log10),
          ticks: log.ticks.map(Math.log10),
        }),
      tickFormat: (value: number) =>
        localNumber(log === undefined ? value : Number((10 ** value).toPrecision(6)), lang),
      // Room for a censored value's arrow inside the frame, clear of the ticks, on its side.
      insetTop,
      insetBottom,
    },
    marks,
  }) as unknown as SVGSVGElement;
  svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  return svg;
}
