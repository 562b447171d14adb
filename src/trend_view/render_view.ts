/// <reference lib="dom" />
/**
 * The trend view's content: for each marker a heading, then per unit series
 * a summary line, the chart and a table of the same points (in a
 * `<details>`, for screen readers and for exact numbers). Several markers
 * (`compare_markers`), or several units of one, become small multiples
 * sharing one time axis, each on its own y-axis. A marker with no series
 * says why (no results at all, or none in the dates asked); the legend names
 * exactly what the charts draw; events are listed once under all the
 * charts; a table left open stays open when the view is drawn again (a
 * resize). Works on any `Document`, so it is tested without a browser.
 *
 * @module
 */

import { type ChartSeries, sourceText } from "../chart/trend_data.ts";
import { formatRange, formatValue, formatWhen, TYPOGRAPHIC } from "../domain/readings/format.ts";
import {
  censoredSides,
  chartModel,
  eventList,
  thinnedCaption,
  timeExtent,
} from "../chart/chart_model.ts";
import { drawChart } from "../chart/draw_chart.ts";
import {
  flagWord,
  type Lang,
  legendText,
  verdictText,
  type ViewMessages,
} from "../chart/view_messages.ts";
import type { LegendKey } from "../chart/view_messages.ts";
import { localText } from "../chart/local_numbers.ts";
import type { ChartTrend } from "../chart/trend_data.ts";
import { isOutOfRange } from "../domain/readings/flags.ts";

/** How to render the view. */
export interface RenderOptions {
  readonly document: Document;
  readonly width: number;
  readonly theme: "light" | "dark";
  readonly messages: ViewMessages;
  readonly interactive: boolean;
  /** The language of dates, numbers and words; English by default. */
  readonly lang?: Lang;
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

function tableOf(
  document: Document,
  series: ChartSeries,
  messages: ViewMessages,
  lang: Lang,
): HTMLElement {
  const details = element(document, "details", undefined, "values");
  details.append(element(document, "summary", messages.table));
  const table = element(document, "table");
  const head = element(document, "tr");
  const withLab = series.points.some((p) => p.lab !== undefined);
  const withSource = series.points.some((p) => p.source !== undefined);
  for (
    const name of [
      messages.date,
      messages.value,
      messages.unit,
      messages.range,
      messages.flag,
      ...(withLab ? [messages.lab] : []),
      ...(withSource ? [messages.source] : []),
    ]
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
    const flag = flagWord(messages, point.flag);
    // A converted value's range as the lab printed it, in the lab's unit.
    const printed = point.original;
    const labRange = printed && formatRange(printed, TYPOGRAPHIC);
    const labRangeText = printed && labRange ? ` (${labRange} ${printed.unit})` : "";
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
        `${formatRange(point, TYPOGRAPHIC)}${labRangeText}`,
        flag,
        ...(withLab ? [point.lab ?? ""] : []),
      ]
    ) row.append(element(document, "td", localText(cell, lang)));
    // The printed row is shown as printed: its numbers are not localised.
    if (withSource) {
      row.append(element(document, "td", sourceText(series, point, lang) ?? "", "source"));
    }
    body.append(row);
  }
  table.append(body);
  details.append(table);
  return details;
}

/** The key of a series' table, to keep it open across redraws. */
function tableKey(code: string, unit: string | null): string {
  return `${code}\u0000${unit ?? ""}`;
}

/** Renders `trends` into `root`, replacing what was there (an open table stays open). */
export function renderView(
  root: HTMLElement,
  trends: readonly ChartTrend[],
  options: RenderOptions,
): void {
  const { document, messages } = options;
  const lang = options.lang ?? "en";
  const open = new Set(
    [...root.querySelectorAll("details.values[open]")].map((d) =>
      (d as HTMLElement).dataset.key ?? ""
    ),
  );
  root.replaceChildren();
  const models = trends.flatMap((t) => t.series.map((s) => chartModel(t.label, s, t.events, lang)));
  if (trends.length === 0) {
    root.append(element(document, "p", messages.noData, "empty"));
    return;
  }
  // Several charts (markers, or units of one marker) share one time axis.
  const several = models.length > 1;
  const extent = timeExtent(models);
  const height = trends.length > 1 ? 170 : 240;
  const keys: LegendKey[] = [];
  let judged = false;
  for (const trend of trends) {
    const section = element(document, "section", undefined, "marker");
    section.dataset.code = trend.code;
    section.append(element(document, "h2", trend.label));
    if (trend.series.length === 0) {
      const span = trend.resultsSpan;
      const why = trend.empty !== "none_in_range"
        ? messages.noResults
        : `${messages.noneInRange}${span ? ` ${messages.resultsSpan(span.first, span.last)}` : ""}`;
      section.append(element(document, "p", why, "empty"));
    }
    for (const series of trend.series) {
      const model = chartModel(trend.label, series, trend.events, lang);
      const block = element(document, "div", undefined, "series");
      block.dataset.unit = series.unit ?? "";
      const verdict = series.verdict === undefined
        ? undefined
        : verdictText(messages, series.verdict, series.changePercent, lang);
      if (verdict !== undefined) judged = true;
      const summary = `${
        messages.summary(
          series.summary.count,
          series.summary.out_of_range,
          censoredSides(series),
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
          lang,
          ...(several && extent ? { xDomain: extent } : {}),
        }));
        block.append(figure);
        keys.push(...model.keys);
      }
      if (model.qualitative > 0) {
        block.append(element(document, "p", messages.qualitative(model.qualitative), "note"));
      }
      const caption = thinnedCaption(messages, series);
      if (caption !== undefined) block.append(element(document, "p", caption, "note"));
      const table = tableOf(document, series, messages, lang);
      table.dataset.key = tableKey(trend.code, series.unit);
      if (open.has(table.dataset.key)) table.setAttribute("open", "");
      block.append(table);
      section.append(block);
    }
    root.append(section);
  }
  // The person's events once, under all the charts (a comparison's markers share them).
  const seenEvents = new Set<string>();
  const events = trends.filter((t) => t.series.length > 0).flatMap((t) => t.events ?? [])
    .filter((e) => {
      const key = `${e.date}\u0000${e.end ?? ""}\u0000${e.text}`;
      return seenEvents.has(key) ? false : (seenEvents.add(key), true);
    });
  if (events.length > 0) {
    root.append(element(document, "p", `${messages.events}: ${eventList(events)}`, "note events"));
  }
  const legend = legendText(messages, keys);
  if (legend !== "") root.append(element(document, "p", legend, "legend"));
  if (judged) root.append(element(document, "p", messages.caveat, "caveat"));
}
