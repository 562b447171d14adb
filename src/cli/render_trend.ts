/**
 * Trends as text: for each series a sparkline, a table of its points (date,
 * value, unit, range, flag) and a summary line; for a comparison, an overview
 * row per series first, then each marker's trend.
 *
 * @module
 */

import type { LifeEvent } from "../domain/changes/life_events.ts";
import { aroundParts } from "../domain/changes/around_text.ts";
import type { MarkerRef } from "../domain/answers/find_marker.ts";
import type { Trend } from "../domain/answers/queries.ts";
import { changeSentence, verdictCaveat } from "../domain/changes/change_text.ts";
import { isOutOfRange } from "../domain/readings/flags.ts";
import { crossingWords } from "../domain/changes/meaningful.ts";
import type { SeriesChange } from "../domain/changes/series_changes.ts";
import { personalIntervalSentence } from "../domain/changes/personal_interval_text.ts";
import { changeNotComputable, type Series, type TrendPoint } from "../domain/answers/trend.ts";
import {
  formatChange,
  formatRange,
  formatValue,
  formatWhen,
  plural,
  TYPOGRAPHIC,
} from "../domain/readings/format.ts";
import { flagCell, valueCell } from "./cells.ts";
import { sparkline } from "./sparkline.ts";
import { renderTable } from "./table.ts";

/** The exact numbers of a run of points, for a sparkline. */
function exactValues(points: readonly TrendPoint[]): number[] {
  return points.flatMap((p) =>
    typeof p.value === "number" && p.comparator === undefined ? [p.value] : []
  );
}

/** `FERR — Ferrytyna · Gospodarka żelazem` */
function markerHeading(marker: MarkerRef): string {
  const label = marker.label === marker.code ? "" : ` — ${marker.label}`;
  return `${marker.code}${label}${marker.group === undefined ? "" : ` · ${marker.group}`}`;
}

function unitName(series: Series): string {
  return series.unit ?? "(no unit)";
}

function summaryLine(series: Series): string {
  const s = series.summary;
  const parts = [
    `${plural(s.count, "result")}, ${s.first.date} to ${s.last.date}`,
  ];
  if (s.min !== null && s.max !== null) parts.push(`min ${s.min}, max ${s.max}`);
  if (s.change !== null) {
    parts.push(`change ${formatChange(s.change, s.change_pct, "typographic")}`);
  } else if (changeNotComputable(s)) parts.push("change not computable");
  parts.push(`${s.out_of_range} out of range`);
  if (s.censored > 0) parts.push(`${s.censored} censored`);
  if (series.omitted > 0) parts.push(`${series.omitted} not shown`);
  return parts.join(" · ");
}

function seriesBlock(series: Series, colour: boolean): string[] {
  // The lab is a column only when the series spans more than one.
  const manyLabs = new Set(series.points.map((p) => p.lab ?? "")).size > 1;
  const table = renderTable(
    [
      { header: "Date" },
      { header: "Value", align: "right", max: 16 },
      { header: "Unit", max: 14 },
      { header: "Range", max: 24 },
      { header: "Flag", optional: true },
      { header: "As reported", optional: true, max: 20 },
      { header: "Lab", optional: true, max: 24 },
    ],
    series.points.map((p) => [
      formatWhen(p),
      valueCell(p),
      p.unit ?? "",
      formatRange(p, TYPOGRAPHIC),
      flagCell(p.flag),
      p.original === undefined
        ? ""
        : `${formatValue({ ...p.original, comparator: p.comparator }, TYPOGRAPHIC)}${
          p.original.unit ? ` ${p.original.unit}` : ""
        }`,
      manyLabs ? p.lab ?? "(none)" : "",
    ]),
    colour,
    "  ",
  );
  const spark = sparkline(exactValues(series.points), 48);
  return [
    `${unitName(series)}${spark === "" ? "" : `  ${spark}`}`,
    table.header,
    ...table.rows,
    `  ${summaryLine(series)}`,
    ...judgedLines(series),
  ];
}

/** Conversions, judged changes and why a series stands apart, one line each. */
function judgedLines(series: Series): string[] {
  const lines = (series.converted ?? []).map((c) =>
    `  ${plural(c.count, "result")} converted from ${c.from} × ${
      Number(c.factor.toPrecision(4))
    } (${c.source})`
  );
  const { since_previous: previous, since_first: first } = series.changes ?? {};
  const latest = series.points.at(-1);
  const outNow = latest !== undefined && isOutOfRange(latest.flag);
  // A move across the range, said as the digest says it (domain/meaningful.ts).
  const crossing = (change: SeriesChange) => {
    const words = crossingWords(change, change.crossed_range === true, outNow);
    return words === undefined ? "" : `; ${words}`;
  };
  if (previous) {
    lines.push(`  Latest vs previous: ${changeSentence(previous)}${crossing(previous)}`);
  }
  if (first) {
    lines.push(
      `  Latest vs first: ${changeSentence(first, first.source !== previous?.source)}${
        crossing(first)
      }`,
    );
  }
  if (series.personal_interval) {
    const line = personalIntervalSentence(series.personal_interval);
    lines.push(`  ${line[0]!.toUpperCase()}${line.slice(1)}`);
  }
  if (series.note) lines.push(`  Apart: ${series.note}`);
  return lines;
}

function eventLines(events: readonly LifeEvent[]): string[] {
  return events.length === 0 ? [] : [
    "",
    "Events in this range:",
    ...events.map((e) =>
      `  ${e.date}${e.end === undefined ? "" : ` to ${e.end}`}  ${e.kind}  ${e.text}`
    ),
  ];
}

/** Renders one marker's trend: each series, or the note when there is none. */
export function renderTrend(trend: Trend, colour: boolean): string {
  const lines = [markerHeading(trend.marker)];
  for (const series of trend.series) lines.push("", ...seriesBlock(series, colour));
  lines.push(...eventLines(trend.events ?? []));
  const around = trend.around_event;
  if (around !== undefined) {
    const [head, ...rest] = aroundParts(around, { style: "typographic" });
    lines.push("", head!, ...rest.map((part) => `  ${part}`));
  }
  if (trend.note !== undefined) lines.push(trend.note);
  if (around?.change !== undefined || trend.series.some((s) => s.changes?.since_previous)) {
    lines.push("", verdictCaveat("en"));
  }
  return lines.join("\n") + "\n";
}

/** Renders a comparison: an overview of every series, then each trend. */
export function renderCompare(
  comparison: { readonly markers: readonly Trend[] },
  colour: boolean,
): string {
  const rows = comparison.markers.flatMap((trend) =>
    trend.series.map((series) => {
      const s = series.summary;
      return [
        trend.marker.code,
        unitName(series),
        sparkline(exactValues(series.points), 20),
        String(s.count),
        formatValue(s.first, TYPOGRAPHIC),
        formatValue(s.last, TYPOGRAPHIC),
        s.last.date,
        s.change !== null
          ? formatChange(s.change, s.change_pct, "typographic")
          : changeNotComputable(s)
          ? "not computable"
          : "",
        String(s.out_of_range),
      ];
    })
  );
  const table = renderTable(
    [
      { header: "Code", max: 14 },
      { header: "Unit", max: 14 },
      { header: "Trend" },
      { header: "Results", align: "right" },
      { header: "First", align: "right", max: 12 },
      { header: "Last", align: "right", max: 12 },
      { header: "Last date" },
      { header: "Change", align: "right" },
      { header: "Out of range", align: "right" },
    ],
    rows,
    colour,
  );
  const lines = rows.length > 0 ? [table.header, ...table.rows] : [];
  for (const trend of comparison.markers) {
    if (lines.length > 0) lines.push("");
    lines.push(renderTrend(trend, colour).trimEnd());
  }
  return lines.join("\n") + "\n";
}
