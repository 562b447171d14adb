/// <reference lib="dom" />
/**
 * A marker's trend as one standalone SVG document, drawn by the view's own
 * code ({@link drawChart}) on a linkedom document: one chart per unit series,
 * stacked, each with its heading. For the CLI's `trend --chart` and the
 * report. Loaded only when a chart is asked for, never by the server.
 *
 * @module
 */

import { parseHTML } from "linkedom";
import { chartModel, timeExtent } from "./chart_model.ts";
import { drawChart } from "./draw_chart.ts";
import { serializeXml } from "./xml_serialize.ts";
import type { ChartTrend } from "./trend_data.ts";

const SVG_NS = "http://www.w3.org/2000/svg";

/** How to draw a standalone chart. */
export interface SvgOptions {
  readonly width?: number;
  readonly heightPerSeries?: number;
  readonly theme?: "light" | "dark";
  /** The time axis; by default the span of all the trend's series. */
  readonly xDomain?: readonly [Date, Date];
}

/** A fresh document to draw on, outside any browser. */
export function svgDocument(): Document {
  return parseHTML("<!doctype html><html><body></body></html>").document as unknown as Document;
}

/** The SVG charts of one series each, as elements of `document`. */
export function seriesCharts(
  document: Document,
  trend: ChartTrend,
  options: SvgOptions = {},
): SVGSVGElement[] {
  const width = options.width ?? 720;
  const height = options.heightPerSeries ?? 260;
  const models = trend.series.map((series) => chartModel(trend.label, series, trend.events));
  const xDomain = options.xDomain ?? (models.length > 1 ? timeExtent(models) : undefined);
  return models.map((model) => {
    const heading = `${trend.label}${model.unit ? ` (${model.unit})` : ""}`;
    return drawChart(model, {
      document,
      width,
      height,
      theme: options.theme ?? "light",
      heading,
      ...(xDomain ? { xDomain } : {}),
    });
  });
}

/**
 * The trend as SVG text: the series' charts stacked in one document. A trend
 * with no numeric point gives a chart with its heading and no marks.
 */
export function trendSvg(trend: ChartTrend, options: SvgOptions = {}): string {
  const document = svgDocument();
  const width = options.width ?? 720;
  const height = options.heightPerSeries ?? 260;
  const charts = seriesCharts(document, trend, options);
  const outer = document.createElementNS(SVG_NS, "svg");
  const total = Math.max(1, charts.length) * height;
  outer.setAttribute("xmlns", SVG_NS);
  outer.setAttribute("width", String(width));
  outer.setAttribute("height", String(total));
  outer.setAttribute("viewBox", `0 0 ${width} ${total}`);
  const title = document.createElementNS(SVG_NS, "title");
  title.textContent = trend.label;
  outer.append(title);
  charts.forEach((chart, i) => {
    chart.removeAttribute("xmlns");
    chart.setAttribute("y", String(i * height));
    outer.append(chart);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeXml(outer)}\n`;
}
