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

import type { LifeEvent } from "../domain/changes/life_events.ts";
import { aroundText } from "../domain/changes/around_text.ts";
import {
  flagLetter,
  formatChange,
  type FormatOptions,
  formatRange,
  formatValue,
  formatWhen,
} from "../domain/readings/format.ts";
import { changeSentence, verdictCaveat } from "../domain/changes/change_text.ts";
import { isOutOfRange } from "../domain/readings/flags.ts";
import { crossingWords } from "../domain/changes/meaningful.ts";
import type { SeriesChange } from "../domain/changes/series_changes.ts";
import { personalIntervalSentence } from "../domain/changes/personal_interval_text.ts";
import type { MarkerRef } from "../domain/answers/find_marker.ts";
import type { MarkerList } from "../domain/answers/marker_list.ts";
import type { Trend } from "../domain/answers/queries.ts";
import type { ResultsByDate } from "../domain/answers/results_by_date.ts";
import { changeNotComputable, type Series, type TrendPoint } from "../domain/answers/trend.ts";
import type { PointSource } from "../domain/readings/provenance.ts";

/** Store text as a JSON string: `"ujemny"`. */
export function quoted(text: string): string {
  return JSON.stringify(text);
}

/** What a unit may be written bare: one short token of unit characters, no spaces or quotes. */
const PLAIN_UNIT = /^[\p{L}\p{N}%‰°^/.,·*×+\-()[\]'²³⁹⁻]{1,24}$/u;

/**
 * How values and ranges are written for the model: the plain style (`<=5`,
 * `10-120`), with a text value or a range's text quoted.
 */
const MODEL: FormatOptions = { style: "plain", text: quoted };

/** A unit, bare when it is a plain unit token (`10^3/µL`), quoted otherwise. */
export function formatUnit(unit: string): string {
  return PLAIN_UNIT.test(unit) ? unit : quoted(unit);
}

/** `FERR "Ferrytyna"`, or just `MCV` when the label is the code. */
function markerName(marker: { code: string; label: string }): string {
  return marker.label === marker.code ? marker.code : `${marker.code} ${quoted(marker.label)}`;
}

function markerLine(marker: MarkerRef): string {
  return `${markerName(marker)}${marker.group ? ` [${quoted(marker.group)}]` : ""}`;
}

/** The date of the first shown point holding `value` exactly (not censored), if shown. */
function dateOf(series: Series, value: number): string | undefined {
  return series.points.find((p) => p.value === value && p.comparator === undefined)?.date;
}

/**
 * The reference ranges a series' text takes as read. With one lab (or one
 * range), the latest point's range, shown on a row only where it differs.
 * When the range changes between labs, each lab's latest range: a row names
 * its lab where the lab changes, and shows a range only where it differs
 * from its lab's ("range 13-150 at "Lab A", 10-120 at "Lab B"").
 */
interface RangeLegend {
  /** The header's words, without "range"; empty when no point has a range. */
  readonly header: string;
  /** The range a row's point is taken to have unless it shows one. */
  readonly expected: (point: TrendPoint) => string;
  /** Whether rows name their lab where it changes. */
  readonly byLab: boolean;
}

function rangeLegend(points: readonly TrendPoint[]): RangeLegend {
  const last = points.at(-1);
  const latest = last === undefined ? "" : formatRange(last, MODEL);
  const byLab = new Map<string, string>();
  const ranges = new Set<string>();
  for (const point of points) {
    const range = formatRange(point, MODEL);
    byLab.set(point.lab ?? "", range);
    ranges.add(range);
  }
  if (byLab.size < 2 || ranges.size < 2) {
    return { header: latest, expected: () => latest, byLab: false };
  }
  const header = [...byLab].filter(([, range]) => range !== "").map(([lab, range]) =>
    `${range} ${lab === "" ? "where no lab is named" : `at ${quoted(lab)}`}`
  ).join(", ");
  return {
    header,
    expected: (point) => byLab.get(point.lab ?? "")!,
    byLab: true,
  };
}

function summaryParts(series: Series, legend: RangeLegend): string[] {
  const s = series.summary;
  const head = [`[${series.unit === null ? "no unit" : formatUnit(series.unit)}] n=${s.count}`];
  if (legend.header !== "") head.push(`range ${legend.header} unless shown`);
  if (legend.byLab) head.push("lab named where it changes");
  if (s.min !== null && s.max !== null) {
    const at = (value: number) => {
      const date = dateOf(series, value);
      return date === undefined ? `${value}` : `${value} on ${date}`;
    };
    head.push(s.min === s.max ? `all ${s.min}` : `min ${at(s.min)}, max ${at(s.max)}`);
  }
  if (s.change !== null) {
    const skipped = [s.first, s.last].filter((end) =>
      end.comparator !== undefined || typeof end.value === "string"
    ).length;
    head.push(
      `change ${formatChange(s.change, s.change_pct, "plain")}${
        skipped > 0
          ? ` between the first and last exact results (${skipped} censored or text end skipped)`
          : ""
      }`,
    );
  } else if (changeNotComputable(s)) head.push("change not computable");
  if (s.out_of_range > 0) {
    // Over every result, shown or not: the points shown are a thinned selection.
    head.push(
      series.omitted > 0
        ? `out of range ${s.out_of_range} of ${s.count} (${
          Math.round(s.out_of_range / Math.max(1, s.count) * 100)
        }%)`
        : `out of range ${s.out_of_range}`,
    );
  }
  if (s.censored > 0) head.push(`censored ${s.censored}`);
  if (series.omitted > 0) {
    const shown = series.points.length;
    const outShown = series.points.filter((p) => isOutOfRange(p.flag)).length;
    const groups = series.thinned === undefined
      ? "each period"
      : `each of ${series.thinned.groups} ${series.thinned.by === "day" ? "days" : "periods"}`;
    head.push(
      `${shown} of ${
        shown + series.omitted
      } shown, in proportion (from ${groups}: lowest, highest, values between; out-of-range in their share); ${outShown} of the ${shown} shown are out of range`,
    );
  }
  return head;
}

function factorText(factor: number): string {
  return Number(factor.toPrecision(4)).toString();
}

/** The lines under a series' header: conversions, judged changes, why it stands apart. */
function detailLines(series: Series): string[] {
  const lines: string[] = [];
  for (const c of series.converted ?? []) {
    lines.push(
      `  ${c.count} result(s) converted from ${formatUnit(c.from)} × ${factorText(c.factor)} (${
        quoted(c.source)
      }); the lab's value follows "from"`,
    );
  }
  const changes = series.changes;
  const latest = series.points.at(-1);
  const outNow = latest !== undefined && isOutOfRange(latest.flag);
  // A move across the range, said as the digest says it (domain/meaningful.ts).
  const crossing = (change: SeriesChange) => {
    const words = crossingWords(change, change.crossed_range === true, outNow);
    return words === undefined ? "" : `; ${words}`;
  };
  if (changes?.since_previous) {
    lines.push(
      `  latest vs previous: ${changeSentence(changes.since_previous, true, "plain")}${
        crossing(changes.since_previous)
      }`,
    );
  }
  if (changes?.since_first) {
    const repeat = changes.since_previous?.source === changes.since_first.source;
    lines.push(
      `  latest vs first: ${changeSentence(changes.since_first, !repeat, "plain")}${
        crossing(changes.since_first)
      }`,
    );
  }
  if (series.personal_interval) {
    lines.push(`  ${personalIntervalSentence(series.personal_interval)}`);
  }
  if (series.note) lines.push(`  apart: ${series.note}`);
  const sources = sourcesLine(series.documents, series.points);
  if (sources !== undefined) lines.push(sources);
  return lines;
}

/**
 * Where a group's points came from, once: its documents (each with its
 * pages, when printed on pages), and how many were corrected by hand. Each
 * point's printed row is in `structuredContent`.
 */
function sourcesLine(
  documents: readonly string[] | undefined,
  points: readonly { readonly source?: PointSource }[],
): string | undefined {
  if (documents === undefined || documents.length === 0) return undefined;
  const pages = documents.map(() => new Set<number>());
  let corrected = 0;
  for (const { source } of points) {
    if (source?.doc !== undefined && source.page !== undefined) pages[source.doc]?.add(source.page);
    if (source?.corrected !== undefined) corrected++;
  }
  const named = documents.map((name, i) => {
    const on = [...pages[i]!].sort((a, b) => a - b);
    return on.length === 0 ? quoted(name) : `${quoted(name)} p. ${on.join(",")}`;
  });
  return `  from ${named.join("; ")}${corrected > 0 ? `; ${corrected} corrected by hand` : ""}`;
}

function eventLine(event: LifeEvent): string {
  const span = event.end === undefined ? event.date : `${event.date}..${event.end}`;
  return `-- event ${span} ${event.kind} ${quoted(event.text)}`;
}

function seriesLines(series: Series, events: readonly LifeEvent[]): string[] {
  const legend = rangeLegend(series.points);
  const lines = [summaryParts(series, legend).join(", "), ...detailLines(series)];
  const pending = [...events];
  let lab: string | undefined;
  for (const point of series.points) {
    while (pending.length > 0 && pending[0]!.date <= point.date) {
      lines.push(eventLine(pending.shift()!));
    }
    const parts = [formatWhen(point), formatValue(point, MODEL)];
    if (point.original !== undefined) {
      const labRange = formatRange(point.original, MODEL);
      parts.push(
        `from ${formatValue({ ...point.original, comparator: point.comparator }, MODEL)}${
          point.original.unit ? ` ${formatUnit(point.original.unit)}` : ""
        }${labRange === "" ? "" : ` ref ${labRange}`}`,
      );
    }
    const flag = flagLetter(point.flag);
    if (flag) parts.push(flag);
    const range = formatRange(point, MODEL);
    if (range !== legend.expected(point) && range !== "") parts.push(`ref ${range}`);
    if (legend.byLab && (point.lab ?? "") !== lab) {
      lab = point.lab ?? "";
      parts.push(lab === "" ? "at no named lab" : `at ${quoted(lab)}`);
    }
    lines.push(parts.join(" "));
  }
  return lines;
}

/** Whether a trend states any judged change (then the caveat goes with it). */
function hasVerdict(trend: Trend): boolean {
  return trend.around_event?.change !== undefined ||
    trend.series.some((s) => s.changes?.since_previous !== undefined);
}

function trendLines(trend: Trend): string[] {
  const lines = [markerLine(trend.marker)];
  if (trend.note) lines.push(trend.note);
  if (trend.around_event) {
    lines.push(aroundText(trend.around_event, { style: "plain", quote: quoted, unit: formatUnit }));
  }
  for (const series of trend.series) lines.push(...seriesLines(series, trend.events ?? []));
  return lines;
}

/**
 * A trend: the marker, then each series with its summary, changes, points
 * and events; with a judged change, the one-line caveat at the end.
 */
export function trendTextForModel(trend: Trend): string {
  const lines = trendLines(trend);
  if (hasVerdict(trend)) lines.push(verdictCaveat("en"));
  return lines.join("\n");
}

/** Several trends, one block each, and the caveat once. */
export function comparisonTextForModel(comparison: { readonly markers: readonly Trend[] }): string {
  const blocks = comparison.markers.map((trend) => trendLines(trend).join("\n"));
  if (comparison.markers.some(hasVerdict)) blocks.push(verdictCaveat("en"));
  return blocks.join("\n\n");
}

/** The marker list: one line per marker with its last value. */
export function markerListTextForModel(list: MarkerList): string {
  const lines = list.markers.map((m) => {
    const last = m.last;
    const flag = flagLetter(last.flag);
    const shown = `${formatValue(last, MODEL)}${last.unit ? ` ${formatUnit(last.unit)}` : ""}${
      flag ? ` ${flag}` : ""
    }`;
    return m.count === 1
      ? `${markerName(m)}: n=1 on ${last.date}: ${shown}`
      : `${
        markerName(m)
      }: n=${m.count} ${m.first_date}..${m.last_date}, last ${last.date} ${shown}`;
  });
  if (list.note) lines.unshift(list.note);
  return lines.join("\n");
}

/** Results by test date, newest first. */
export function resultsTextForModel(results: ResultsByDate): string {
  const lines: string[] = [];
  if (results.note) lines.push(results.note);
  for (const { date, results: list, documents } of results.dates) {
    // The lab is named once for a date all of whose results it made, else on each row.
    const labs = new Set(list.map((r) => r.lab));
    const [only] = labs;
    lines.push(labs.size === 1 && only !== undefined ? `${date} at ${quoted(only)}` : date);
    const sources = sourcesLine(documents, list);
    if (sources !== undefined) lines.push(sources);
    for (const r of list) {
      const parts = [markerName(r), formatValue(r, MODEL)];
      if (r.unit) parts.push(formatUnit(r.unit));
      const flag = flagLetter(r.flag);
      if (flag) parts.push(flag);
      const range = formatRange(r, MODEL);
      if (range) parts.push(`ref ${range}`);
      if (labs.size > 1 && r.lab !== undefined) parts.push(`at ${quoted(r.lab)}`);
      lines.push(`  ${parts.join(" ")}`);
    }
  }
  return lines.join("\n");
}
