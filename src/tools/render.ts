/**
 * Compact text renderings of tool answers for the model: dates, values,
 * units, ranges and flags, one line each, no prose padding. A reference range
 * or unit is written only where it changes, to keep the token count low.
 *
 * @module
 */

import type { Comparator, Flag } from "../domain/flags.ts";
import type { MarkerList, MarkerRef, ResultsByDate, Trend } from "../domain/queries.ts";
import { changeNotComputable, type Series } from "../domain/trend.ts";

/** A value with its comparator: `<0.5`, `52`, `ujemny`. */
export function formatValue(value: number | string, comparator?: Comparator): string {
  return `${comparator ?? ""}${value}`;
}

/** A reference range: `10-120`, `<=5`, `>=40`, or its text. */
export function formatRange(
  point: { ref_low?: number; ref_high?: number; ref_text?: string },
): string {
  const { ref_low: low, ref_high: high, ref_text: text } = point;
  if (low !== undefined && high !== undefined) return `${low}-${high}`;
  if (high !== undefined) return `<=${high}`;
  if (low !== undefined) return `>=${low}`;
  return text ?? "";
}

/** `L` or `H` for a result out of range, nothing otherwise. */
export function formatFlag(flag: Flag): string {
  return flag === "low" ? "L" : flag === "high" ? "H" : "";
}

/** `FERR Ferrytyna`, or just `MCV` when the label is the code. */
function markerName(marker: { code: string; label: string }): string {
  return marker.label === marker.code ? marker.code : `${marker.code} ${marker.label}`;
}

function markerLine(marker: MarkerRef): string {
  return `${markerName(marker)}${marker.group ? ` [${marker.group}]` : ""}`;
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

function seriesLines(series: Series): string[] {
  const s = series.summary;
  const head = [`[${series.unit ?? "no unit"}] n=${s.count}`];
  if (s.min !== null && s.max !== null) head.push(`min ${s.min} max ${s.max}`);
  if (s.change !== null) {
    head.push(
      `change ${signed(s.change)}${s.change_pct === null ? "" : ` (${signed(s.change_pct)}%)`}`,
    );
  } else if (changeNotComputable(s)) head.push("change not computable");
  if (s.out_of_range > 0) head.push(`out of range ${s.out_of_range}`);
  if (s.censored > 0) head.push(`censored ${s.censored}`);
  if (series.omitted > 0) {
    head.push(`${series.omitted} points omitted; showing first, last, min, max and extremes`);
  }
  const lines = [head.join(", ")];
  let lastRange: string | undefined, lastUnit = series.unit ?? undefined;
  for (const point of series.points) {
    const parts = [
      point.time ? `${point.date} ${point.time}` : point.date,
      formatValue(point.value, point.comparator),
    ];
    if (point.unit !== undefined && point.unit !== lastUnit) parts.push(point.unit);
    lastUnit = point.unit ?? lastUnit;
    const flag = formatFlag(point.flag);
    if (flag) parts.push(flag);
    const range = formatRange(point);
    if (range !== lastRange && range !== "") parts.push(`ref ${range}`);
    lastRange = range;
    lines.push(parts.join(" "));
  }
  return lines;
}

/** A trend: the marker, then each series with its summary and points. */
export function renderTrend(trend: Trend): string {
  const lines = [markerLine(trend.marker)];
  if (trend.note) lines.push(trend.note);
  for (const series of trend.series) lines.push(...seriesLines(series));
  return lines.join("\n");
}

/** Several trends, one block each. */
export function renderComparison(comparison: { readonly markers: readonly Trend[] }): string {
  return comparison.markers.map(renderTrend).join("\n\n");
}

/** The marker list: one line per marker with its last value. */
export function renderMarkerList(list: MarkerList): string {
  const lines = list.markers.map((m) => {
    const last = m.last;
    const flag = formatFlag(last.flag);
    return `${markerName(m)}: n=${m.count} ${m.first_date}..${m.last_date}, last ${last.date} ${
      formatValue(last.value, last.comparator)
    }${last.unit ? ` ${last.unit}` : ""}${flag ? ` ${flag}` : ""}`;
  });
  if (list.note) lines.unshift(list.note);
  return lines.join("\n");
}

/** Results by test date, newest first. */
export function renderResults(results: ResultsByDate): string {
  const lines: string[] = [];
  if (results.note) lines.push(results.note);
  for (const { date, results: list } of results.dates) {
    lines.push(date);
    for (const r of list) {
      const parts = [markerName(r), formatValue(r.value, r.comparator)];
      if (r.unit) parts.push(r.unit);
      const flag = formatFlag(r.flag);
      if (flag) parts.push(flag);
      const range = formatRange(r);
      if (range) parts.push(`ref ${range}`);
      lines.push(`  ${parts.join(" ")}`);
    }
  }
  return lines.join("\n");
}
