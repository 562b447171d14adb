/**
 * The report's small trend charts, two to a row: each the view's own chart
 * of one unit series ({@link drawChart}), drawn without its heading (the
 * title above it names the marker and its unit, wrapped, never cut), so the
 * plot keeps the height a heading would take. A censored value (`<9`,
 * `>1300`) needs room for its arrow inside the frame; with the heading's
 * margin given back, that room no longer squeezes the y ticks together.
 *
 * @module
 */

import { type ChartModel, chartModel, thinnedCaption } from "../chart/chart_model.ts";
import type { ChartEvent } from "../chart/trend_data.ts";
import { svgDocument } from "../chart/chart_svg.ts";
import { drawChart } from "../chart/draw_chart.ts";
import { type Lang, VIEW_MESSAGES } from "../chart/view_messages.ts";
import type { Trend } from "../domain/answers/queries.ts";
import type { Series } from "../domain/answers/trend.ts";
import { displayUnit } from "../domain/readings/unit_display.ts";
import { MARGIN, MUTED, type PageWriter, TEXT, wrap } from "./page_writer.ts";
import type { ReportMessages } from "./report_messages.ts";
import { drawSvgChart } from "./svg_to_pdf.ts";
import type { VisitSummary } from "./visit_summary.ts";

const CHART_WIDTH = 250;
const CHART_HEIGHT = 120;
const TITLE = 8.5;
/** The size of a thinned chart's caption under it (what is drawn, the real out-of-range share). */
const CAPTION = 6.5;
/** Where the SVG's top edge goes, above the top of its row (its top margin is blank). */
const LIFT = 14;

/**
 * The chart of one series as the report draws it, with the unit spelled for
 * display and dates and numbers in the report's language.
 *
 * @internal test seam: the product draws through {@link drawCharts}, onto a PDF page the test cannot read back as SVG.
 */
export function reportChart(
  document: Document,
  label: string,
  series: Series,
  lang: Lang,
  events: readonly ChartEvent[] = [],
): SVGSVGElement {
  return reportChartOf(document, reportModel(label, series, lang, events), lang);
}

/** The model of a report chart: the unit spelled for display, the person's events drawn. */
function reportModel(
  label: string,
  series: Series,
  lang: Lang,
  events: readonly ChartEvent[],
): ChartModel {
  const unit = series.unit === null ? null : displayUnit(series.unit);
  return chartModel(label, { ...series, unit }, events, lang);
}

function reportChartOf(document: Document, model: ChartModel, lang: Lang): SVGSVGElement {
  const svg = drawChart(model, {
    document,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    theme: "light",
    lang,
  });
  // The title above names the unit; the axis's own label would run into it.
  svg.querySelector('g[aria-label="y-axis label"]')?.remove();
  return svg;
}

/** The charts section: its heading, then the charts two to a row. */
export function drawCharts(writer: PageWriter, summary: VisitSummary, m: ReportMessages): void {
  const unknown = summary.unknownMarkers.length > 0
    ? m.unknownMarkers(summary.unknownMarkers.join(", "))
    : undefined;
  const first = summary.charts.length === 0
    ? writer.textHeight(m.noCharts)
    : CHART_HEIGHT + 2 * TITLE * 1.2;
  writer.heading(m.charts, (unknown === undefined ? 0 : writer.textHeight(unknown)) + first);
  if (unknown !== undefined) writer.text(unknown, { color: MUTED });
  const document = svgDocument();
  const charts = summary.charts.flatMap((trend: Trend) =>
    trend.series.map((series) => {
      const model = reportModel(trend.marker.label, series, m.lang, trend.events ?? []);
      // The title says what the legend says in the view: a log axis, events that last.
      const notes = [
        ...(model.yScale === "log" ? [m.logScale] : []),
      ];
      return {
        title: `${trend.marker.label}${series.unit ? ` (${displayUnit(series.unit)})` : ""}${
          notes.length > 0 ? ` · ${notes.join(" · ")}` : ""
        }`,
        svg: reportChartOf(document, model, m.lang),
        caption: thinnedCaption(VIEW_MESSAGES[m.lang], series),
      };
    })
  );
  if (charts.length === 0) {
    writer.text(m.noCharts, { color: MUTED });
    return;
  }
  for (let i = 0; i < charts.length; i += 2) {
    const pair = charts.slice(i, i + 2);
    // A long title wraps (never cut); the pair's charts start under the longer one.
    const titles = pair.map((chart) => wrap(chart.title, writer.bold, TITLE, CHART_WIDTH));
    const extra = (Math.max(...titles.map((t) => t.length)) - 1) * TITLE * 1.2;
    // A thinned chart says under it what it draws, as the view and the SVG do.
    const captions = pair.map((chart) =>
      chart.caption === undefined ? [] : wrap(chart.caption, writer.font, CAPTION, CHART_WIDTH)
    );
    const below = Math.max(...captions.map((c) => c.length)) * CAPTION * 1.25;
    writer.need(14 + extra + CHART_HEIGHT - LIFT + 6 + below);
    const top = writer.y - 14 - extra;
    pair.forEach((chart, j) => {
      const left = MARGIN + j * (CHART_WIDTH + 11);
      titles[j]!.forEach((line, k) => {
        writer.page.drawText(line, {
          x: left,
          y: top + 2 + extra - k * TITLE * 1.2,
          size: TITLE,
          font: writer.bold,
          color: TEXT,
        });
      });
      drawSvgChart(chart.svg, {
        page: writer.page,
        left,
        top: top + LIFT,
        font: writer.font,
        boldFont: writer.bold,
        textColor: "#1f2328",
        fontScale: 0.8,
      });
    });
    const bottom = top - CHART_HEIGHT + LIFT;
    captions.forEach((lines, j) =>
      lines.forEach((line, k) => {
        writer.page.drawText(line, {
          x: MARGIN + j * (CHART_WIDTH + 11),
          y: bottom - CAPTION - k * CAPTION * 1.25,
          size: CAPTION,
          font: writer.font,
          color: MUTED,
        });
      })
    );
    writer.y = bottom - 6 - below;
  }
}
