/// <reference lib="dom" />
/**
 * A marker's trend as one standalone SVG document, drawn by the view's own
 * code ({@link drawChart}) on a linkedom document: one chart per unit series,
 * stacked, each with its heading (measured, wrapped, the unit never cut), then the legend
 * of what is drawn and the events, as the view shows them. For the CLI's
 * `trend --chart` and the report. Loaded only when a chart is asked for,
 * never by the server.
 *
 * @module
 */

import { parseHTML } from "linkedom";
import { chartModel, eventList, thinnedCaption, timeExtent } from "./chart_model.ts";
import { type Lang, legendText, VIEW_MESSAGES } from "./view_messages.ts";
import { drawChart } from "./draw_chart.ts";
import { headingLines } from "./heading_width.ts";
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
  /** The language of the axes, numbers and legend; English by default. */
  readonly lang?: Lang;
}

/**
 * A chart's heading, `Label (unit)`, within `width` pixels measured with the
 * font's real widths: the label wraps onto a second line (lines joined with
 * "\n"), and loses its end to an ellipsis only when two lines do not hold
 * it; the unit is never cut.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(chartHeading("Glukoza", "mg/dL", 720), "Glukoza (mg/dL)");
 * assert.match(chartHeading("Przeciwciała przeciw peroksydazie tarczycowej (anty-TPO) metodą ECLIA", "IU/mL", 300), /\n.*\(IU\/mL\)$/);
 * ```
 *
 * @internal tested alone: where a long heading breaks, which the SVG holds only as tspans.
 */
export function chartHeading(label: string, unit: string, width: number): string {
  return headingLines(label, unit, width - 16).join("\n");
}

/** `text` in lines of at most `max` characters, broken at spaces. */
function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** A fresh document to draw on, outside any browser. */
export function svgDocument(): Document {
  return parseHTML("<!doctype html><html><body></body></html>").document as unknown as Document;
}

/** The SVG charts of one series each, as elements of `document`. */
function seriesCharts(
  document: Document,
  trend: ChartTrend,
  options: SvgOptions = {},
): SVGSVGElement[] {
  const width = options.width ?? 720;
  const height = options.heightPerSeries ?? 260;
  const lang = options.lang ?? "en";
  const models = trend.series.map((series) => chartModel(trend.label, series, trend.events, lang));
  const xDomain = options.xDomain ?? (models.length > 1 ? timeExtent(models) : undefined);
  return models.map((model) => {
    return drawChart(model, {
      document,
      width,
      height,
      theme: options.theme ?? "light",
      heading: chartHeading(trend.label, model.unit, width),
      lang,
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
  const lang = options.lang ?? "en";
  const messages = VIEW_MESSAGES[lang];
  const keys = trend.series.flatMap((s) => chartModel(trend.label, s, trend.events, lang).keys);
  const events = eventList(trend.events ?? []);
  const captions = trend.series.flatMap((s) => thinnedCaption(messages, s) ?? []);
  const notes = [
    ...captions.flatMap((c) => wrapText(c, Math.floor(width / 6.2))),
    ...wrapText(legendText(messages, keys), Math.floor(width / 6.2)),
    ...(events === "" ? [] : wrapText(`${messages.events}: ${events}`, Math.floor(width / 6.2))),
  ];
  const captionLines = captions.flatMap((c) => wrapText(c, Math.floor(width / 6.2))).length;
  const outer = document.createElementNS(SVG_NS, "svg");
  const chartsHeight = Math.max(1, charts.length) * height;
  const total = chartsHeight + (notes.length > 0 ? notes.length * 15 + 10 : 0);
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
  const palette = options.theme === "dark" ? "#8b949e" : "#57606a";
  notes.forEach((line, i) => {
    const text = document.createElementNS(SVG_NS, "text");
    text.setAttribute("x", "12");
    text.setAttribute("y", String(chartsHeight + 16 + i * 15));
    text.setAttribute("font-size", "11");
    text.setAttribute("font-family", "system-ui, sans-serif");
    text.setAttribute("fill", palette);
    text.setAttribute(
      "aria-description",
      i === captionLines && keys.length > 0 ? "legend" : "note",
    );
    text.textContent = line;
    outer.append(text);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeXml(outer)}\n`;
}
