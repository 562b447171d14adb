/**
 * The before/after comparison of an event as one line of text, for the
 * model and the CLI alike: "mean before (n, first..last) → mean after (n,
 * first..last)", the change in % of the means and its verdict against the
 * RCV of means, then what the line rests on (conversions, the event's end,
 * results left out). Never a single date pair: the change is of means. Pure.
 *
 * @module
 */

import type { AroundEvent, SideMean } from "./life_events.ts";
import type { FormatStyle } from "../readings/format.ts";
import type { NotAssessableReason } from "./rcv.ts";
import { labsClause } from "./change_text.ts";

/** How to write the line: the sign style, and how store text is quoted. */
export interface AroundTextOptions {
  readonly style: FormatStyle;
  /** Store text (the event's words) as shown: quoted for the model. */
  readonly quote?: (text: string) => string;
  /** A unit as shown: quoted for the model unless it is a plain token. */
  readonly unit?: (unit: string) => string;
}

const REASONS: Partial<Record<NotAssessableReason, string>> = {
  censored: "a censored result (below or above a limit) leaves its side without a mean",
  no_variation_data: "no within-person variation figure for this marker in the dictionary",
  no_steady_state: "this marker has no steady state (it moves with season or intake)",
  different_labs: "the two sides come from different labs, whose methods for this marker differ",
  zero_baseline: "the mean before is zero",
};

function signed(value: number, style: FormatStyle): string {
  const text = Math.abs(value).toFixed(1);
  return value < 0 ? `${style === "typographic" ? "−" : "-"}${text}` : `+${text}`;
}

function span(side: SideMean, style: FormatStyle): string {
  if (side.first === side.last) return side.first;
  return `${side.first}${style === "typographic" ? " – " : ".."}${side.last}`;
}

function sideText(side: SideMean | undefined, name: string, unit: string, style: FormatStyle) {
  if (side === undefined) return `no results ${name}`;
  const censored = side.censored === undefined ? "" : `, ${side.censored} censored`;
  const head = side.mean === undefined
    ? "no mean"
    : `mean ${Number(side.mean.toPrecision(4))}${unit}`;
  return `${head} (n=${side.count}${censored}, ${span(side, style)})`;
}

function verdictText(around: AroundEvent, style: FormatStyle): string | undefined {
  const change = around.change;
  if (change === undefined) return undefined;
  const percent = change.percent === undefined
    ? ""
    : `${signed(change.percent, style)} % of the means: `;
  if (change.verdict === "not_assessable") {
    const reason = change.reason === undefined
      ? "no reason given"
      : REASONS[change.reason] ?? change.reason.replaceAll("_", " ");
    return `${percent}not assessable: ${reason}`;
  }
  const what = change.verdict === "likely_real_increase"
    ? "likely a real increase (beyond"
    : change.verdict === "likely_real_decrease"
    ? "likely a real decrease (beyond"
    : change.verdict === "at_limit"
    ? "at the limit of expected variation (within a tenth of"
    : "within expected variation (inside";
  const counts = `n=${around.before?.count} and ${around.after?.count}`;
  const source = change.source === undefined ? "" : `; ${change.source}`;
  const weak = change.evidence === "low" ? "; weak evidence" : "";
  return `${percent}${what} the RCV of means ${signed(change.rcv_up!, style)} %/${
    signed(change.rcv_down!, style)
  } % for ${counts}${labsClause(change, false)}${source}${weak})`;
}

function restsOn(around: AroundEvent, showUnit: (unit: string) => string): string[] {
  const notes: string[] = [];
  if (around.before?.last === around.event.date.slice(0, 10)) {
    notes.push("the result on the event's day counted before");
  }
  if (around.until !== undefined) notes.push(`after ends at the event's end ${around.until}`);
  for (const c of around.conversions ?? []) {
    notes.push(`${c.count} converted from ${showUnit(c.from)} (${c.source})`);
  }
  const out = around.left_out;
  if (out !== undefined) {
    const parts = [
      out.not_numeric ? `${out.not_numeric} text` : "",
      out.other_unit ? `${out.other_unit} in a unit with no cited factor` : "",
      out.after_end ? `${out.after_end} after the event's end` : "",
    ].filter((part) => part !== "");
    notes.push(`left out: ${parts.join(", ")}`);
  }
  return notes;
}

/**
 * The comparison around an event as its parts: the means, the verdict (when
 * both sides have results), then what it rests on.
 */
export function aroundParts(around: AroundEvent, options: AroundTextOptions): string[] {
  const { style, quote = (text: string) => text, unit: showUnit = (unit: string) => unit } =
    options;
  const unit = around.unit === undefined || around.unit === "" ? "" : ` ${showUnit(around.unit)}`;
  const means = `${sideText(around.before, "before", unit, style)} → ${
    sideText(around.after, "after", unit, style)
  }`;
  const verdict = verdictText(around, style);
  return [
    `Around ${around.event.date} ${quote(around.event.text)}: ${means}`,
    ...(verdict === undefined ? [] : [verdict]),
    ...restsOn(around, showUnit),
  ];
}

/**
 * The comparison around an event as one line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const line = aroundText({
 *   event: { date: "2024-03-01", text: "statin", kind: "medication" },
 *   unit: "mg/dL",
 *   before: { count: 3, mean: 162, first: "2022-11-01", last: "2024-03-01" },
 *   after: { count: 2, mean: 96, first: "2024-06-01", last: "2024-09-01" },
 *   change: { percent: -40.74, rcv_up: 18.41, rcv_down: -15.55, verdict: "likely_real_decrease", source: "EuBIVAS" },
 * }, { style: "plain" });
 * assert.equal(
 *   line,
 *   "Around 2024-03-01 statin: mean 162 mg/dL (n=3, 2022-11-01..2024-03-01) → mean 96 mg/dL (n=2, 2024-06-01..2024-09-01); " +
 *     "-40.7 % of the means: likely a real decrease (beyond the RCV of means +18.4 %/-15.6 % for n=3 and 2; EuBIVAS); " +
 *     "the result on the event's day counted before",
 * );
 * ```
 */
export function aroundText(around: AroundEvent, options: AroundTextOptions): string {
  return aroundParts(around, options).join("; ");
}
