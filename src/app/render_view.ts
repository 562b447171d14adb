/// <reference lib="dom" />
/**
 * The trend view's content: for each marker a heading, then per unit series
 * a summary line, the chart and a table of the same points (in a
 * `<details>`, for screen readers and for exact numbers). Several markers
 * (`compare_markers`), or several units of one, become small multiples
 * sharing one time axis, each on its own y-axis. Works on any `Document`, so it is tested without a browser.
 *
 * @module
 */

import type { ChartSeries } from "./trend_data.ts";
import { formatRange, formatValue, formatWhen, TYPOGRAPHIC } from "../domain/format.ts";
import { chartModel, timeExtent } from "./chart_model.ts";
import { drawChart } from "./draw_chart.ts";
import { verdictText, type ViewMessages } from "./view_messages.ts";
import type { ChartTrend } from "./trend_data.ts";
import { isOutOfRange } from "../domain/flags.ts";

/** How to render the view. */
export interface RenderOptions {
  readonly document: Document;
  readonly width: number;
  readonly theme: "light" | "dark";
  readonly messages: ViewMessages;
  readonly interactive: boolean;
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

function tableOf(document: Document, series: ChartSeries, messages: ViewMessages): HTMLElement {
  const details = element(document, "details", undefined, "values");
  details.append(element(document, "summary", messages.table));
  const table = element(document, "table");
  const head = element(document, "tr");
  for (
    const name of [messages.date, messages.value, messages.unit, messages.range, messages.flag]
  ) {
    const th = element(document, "th", name);
    th.setAttribute("scope", "col");
    head.append(th);
  }
  table.append(element(document, "thead"));
  table.firstElementChild!.append(head);
  const body = element(document, "tbody");
  for (const point of series.points) {
    const row = element(document, "tr");
    if (isOutOfRange(point.flag)) row.className = "out";
    if (point.comparator !== undefined) row.classList.add("censored");
    const flag = point.flag === "low"
      ? messages.low
      : point.flag === "high"
      ? messages.high
      : point.flag === "abnormal"
      ? messages.abnormal
      : "";
    for (
      const cell of [
        formatWhen(point),
        `${formatValue(point, TYPOGRAPHIC)}${
          point.original
            ? ` (${
              formatValue(
                { value: point.original.value, comparator: point.comparator },
                TYPOGRAPHIC,
              )
            } ${point.original.unit})`
            : ""
        }`,
        point.unit ?? series.unit ?? "",
        formatRange(point, TYPOGRAPHIC),
        flag,
      ]
    ) row.append(element(document, "td", cell));
    body.append(row);
  }
  table.append(body);
  details.append(table);
  return details;
}

/** Renders `trends` into `root`, replacing what was there. */
export function renderView(
  root: HTMLElement,
  trends: readonly ChartTrend[],
  options: RenderOptions,
): void {
  const { document, messages } = options;
  root.replaceChildren();
  const models = trends.flatMap((t) => t.series.map((s) => chartModel(t.label, s, t.events)));
  if (models.every((m) => m.points.length === 0) && trends.every((t) => t.series.length === 0)) {
    root.append(element(document, "p", messages.noData, "empty"));
    return;
  }
  // Several charts (markers, or units of one marker) share one time axis.
  const several = models.length > 1;
  const extent = timeExtent(models);
  const height = trends.length > 1 ? 170 : 240;
  let judged = false;
  for (const trend of trends) {
    const section = element(document, "section", undefined, "marker");
    section.dataset.code = trend.code;
    section.append(element(document, "h2", trend.label));
    for (const series of trend.series) {
      const model = chartModel(trend.label, series, trend.events);
      const block = element(document, "div", undefined, "series");
      block.dataset.unit = series.unit ?? "";
      const verdict = series.verdict === undefined
        ? undefined
        : verdictText(messages, series.verdict, series.changePercent);
      if (verdict !== undefined) judged = true;
      const summary = `${
        messages.summary(
          series.summary.count,
          series.summary.out_of_range,
          series.summary.censored,
        )
      }${verdict ? ` · ${verdict}` : ""}`;
      block.append(
        element(document, "p", `${series.unit ?? ""}${series.unit ? " · " : ""}${summary}`, "sub"),
      );
      if (model.points.length > 0) {
        const figure = element(document, "figure", undefined, "chart");
        figure.append(drawChart(model, {
          document,
          width: options.width,
          height,
          theme: options.theme,
          interactive: options.interactive,
          ...(several && extent ? { xDomain: extent } : {}),
        }));
        block.append(figure);
      }
      if (model.qualitative > 0) {
        block.append(element(document, "p", messages.qualitative(model.qualitative), "note"));
      }
      if (series.omitted > 0) {
        block.append(element(document, "p", messages.omitted(series.omitted), "note"));
      }
      block.append(tableOf(document, series, messages));
      section.append(block);
    }
    root.append(section);
  }
  root.append(element(document, "p", messages.legend, "legend"));
  if (judged) root.append(element(document, "p", messages.caveat, "caveat"));
}
