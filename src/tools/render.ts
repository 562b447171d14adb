/**
 * Compact text renderings of tool answers for the model: dates, values,
 * units, ranges and flags, one line each, no prose padding. A reference range
 * or unit is written only where it changes, to keep the token count low.
 *
 * Every string that comes from a data file is already cleaned by the domain
 * (no controls, no invisible characters, capped), and here it is also
 * delimited: text values, reference texts, labels and groups are written as
 * JSON strings, and a unit is too unless it is a plain unit token, so that no
 * stored text can pass for another field, another row or an instruction.
 *
 * @module
 */

import type { Comparator, Flag } from "../domain/flags.ts";
import type { MarkerList, MarkerRef, ResultsByDate, Trend } from "../domain/queries.ts";
import { changeNotComputable, type Series } from "../domain/trend.ts";

/** Store text as a JSON string: `"ujemny"`. */
export function quoted(text: string): string {
  return JSON.stringify(text);
}

/** What a unit may be written bare: one short token of unit characters, no spaces or quotes. */
const PLAIN_UNIT = /^[\p{L}\p{N}%‰°^/.,·*×+\-()[\]'²³⁹⁻]{1,24}$/u;

/** A unit, bare when it is a plain unit token (`10^3/µL`), quoted otherwise. */
export function formatUnit(unit: string): string {
  return PLAIN_UNIT.test(unit) ? unit : quoted(unit);
}

/** A value with its comparator: `<0.5`, `52`, `"ujemny"`. */
export function formatValue(value: number | string, comparator?: Comparator): string {
  return typeof value === "string" ? quoted(value) : `${comparator ?? ""}${value}`;
}

/** A reference range: `10-120`, `<=5`, `>=40`, or its quoted text. */
export function formatRange(
  point: { ref_low?: number; ref_high?: number; ref_text?: string },
): string {
  const { ref_low: low, ref_high: high, ref_text: text } = point;
  if (low !== undefined && high !== undefined) return `${low}-${high}`;
  if (high !== undefined) return `<=${high}`;
  if (low !== undefined) return `>=${low}`;
  return text === undefined || text === "" ? "" : quoted(text);
}

/** `L` or `H` for a result out of range, nothing otherwise. */
export function formatFlag(flag: Flag): string {
  return flag === "low" ? "L" : flag === "high" ? "H" : "";
}

/** `FERR "Ferrytyna"`, or just `MCV` when the label is the code. */
function markerName(marker: { code: string; label: string }): string {
  return marker.label === marker.code ? marker.code : `${marker.code} ${quoted(marker.label)}`;
}

function markerLine(marker: MarkerRef): string {
  return `${markerName(marker)}${marker.group ? ` [${quoted(marker.group)}]` : ""}`;
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

function seriesLines(series: Series): string[] {
  const s = series.summary;
  const head = [`[${series.unit === null ? "no unit" : formatUnit(series.unit)}] n=${s.count}`];
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
    if (point.unit !== undefined && point.unit !== lastUnit) parts.push(formatUnit(point.unit));
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
    }${last.unit ? ` ${formatUnit(last.unit)}` : ""}${flag ? ` ${flag}` : ""}`;
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
      if (r.unit) parts.push(formatUnit(r.unit));
      const flag = formatFlag(r.flag);
      if (flag) parts.push(flag);
      const range = formatRange(r);
      if (range) parts.push(`ref ${range}`);
      lines.push(`  ${parts.join(" ")}`);
    }
  }
  return lines.join("\n");
}
