/**
 * The text of `changes_since` for the model, compact even for a whole panel:
 * a line of counts, then each test date (newest first). A result out of
 * range or changed meaningfully gets a line of its own: value, unit, flag,
 * range, the previous result and the verdict (with the RCV when it is beyond
 * it), and on a marker's newest result its change since the baseline when
 * that is not the previous result. The others are listed briefly, split into those whose change is
 * within expected variation and those whose change could not be judged.
 * Then each marker still out of range from before the day, never repeated
 * since, with its age. The sources of the figures are named once at the
 * end; the structured answer holds every detail. Store text is quoted, as
 * in every other tool's text.
 *
 * @module
 */

import type {
  ChangedResult,
  ChangesSince,
  PreviousChange,
} from "../domain/answers/what_changed.ts";
import { type AbnormalLatest, ageWords } from "../domain/answers/abnormal_now.ts";
import { isOutOfRange } from "../domain/readings/flags.ts";
import { crossingWords } from "../domain/changes/meaningful.ts";
import { verdictCaveat } from "../domain/changes/change_text.ts";
import {
  flagLetter,
  type FormatOptions,
  formatRange,
  formatValue,
} from "../domain/readings/format.ts";
import { formatUnit, quoted } from "./model_text.ts";
import { labsClause } from "../domain/changes/change_text.ts";

const MODEL: FormatOptions = { style: "plain", text: quoted };

/** Short words for why a change was not judged; a reason not listed is shown by its code. */
const NOT_JUDGED: Readonly<Record<string, string>> = {
  censored: "censored",
  not_numeric: "text result",
  different_units: "units differ and no factor converts them",
  no_variation_data: "no variation figure",
  no_steady_state: "no steady state",
  different_labs: "labs differ",
  zero_baseline: "previous is 0",
  too_close: "less than a day apart",
};

function signed(value: number): string {
  return `${value < 0 ? "-" : "+"}${Math.abs(value).toFixed(1)} %`;
}

function valueText(r: ChangedResult | AbnormalLatest): string {
  return `${formatValue(r, MODEL)}${r.unit ? ` ${formatUnit(r.unit)}` : ""}`;
}

/** The labs of a judged change, when they are not one and the same: `; labs differ`. */
/** An earlier value on the later result's scale, by its equation: ` (= 38 mmol/mol by …)`. */
function equivalentText(change: PreviousChange): string {
  const e = change.from_equivalent;
  return e === undefined ? "" : ` (= ${e.value} ${formatUnit(e.unit)} by ${quoted(e.source)})`;
}

function verdictText(change: PreviousChange): string {
  const percent = change.percent === undefined ? "" : `${signed(change.percent)}, `;
  switch (change.verdict) {
    case "likely_real_increase":
    case "likely_real_decrease":
      return `${percent}likely a real ${
        change.verdict === "likely_real_increase" ? "increase" : "decrease"
      } (RCV ${signed(change.rcv_up ?? 0)}/${signed(change.rcv_down ?? 0)}${
        labsClause(change, false)
      })`;
    case "within_expected_variation":
      return `${percent}within expected variation${
        change.labs === "same" || change.labs === undefined
          ? ""
          : ` (${labsClause(change, false).slice(2)})`
      }`;
    case "at_limit":
      return `${percent}at the limit of expected variation (RCV ${signed(change.rcv_up ?? 0)}/${
        signed(change.rcv_down ?? 0)
      }${labsClause(change, false)})`;
    default: {
      const reason = change.reason ?? "unknown";
      return `${percent}not judged (${NOT_JUDGED[reason] ?? reason.replaceAll("_", " ")})`;
    }
  }
}

function fullLine(r: ChangedResult, since: string | undefined, labs: number): string {
  const parts = [r.label === r.code ? r.code : `${r.code} ${quoted(r.label)}`, valueText(r)];
  if (r.original !== undefined) {
    parts.push(
      `(=${formatValue({ ...r.original, comparator: r.comparator }, MODEL)} ${
        formatUnit(r.original.unit)
      })`,
    );
  }
  const flag = flagLetter(r.flag);
  if (flag) parts.push(flag);
  const range = formatRange(r, MODEL);
  if (range) parts.push(`ref ${range}`);
  if (labs > 1 && r.lab !== undefined) parts.push(`at ${quoted(r.lab)}`);
  let line = `  ${r.time === undefined ? "" : `${r.time} `}${parts.join(" ")}`;
  const change = r.change;
  if (change === undefined) return `${line}; first result`;
  // A reading with a time (one of several that day) is named by it: the latest by time is compared.
  const at = change.from.time === undefined ? "" : ` at ${change.from.time}`;
  const on = change.from.date === since ? at : ` on ${change.from.date}${at}`;
  const fromUnit = change.from_unit === undefined ? "" : ` ${formatUnit(change.from_unit)}`;
  line += `; was ${formatValue(change.from, MODEL)}${fromUnit}${equivalentText(change)}${on}: ${
    verdictText(change)
  }`;
  const out = isOutOfRange(r.flag);
  const crossing = crossingWords(change, change.crossed_range === true, out);
  if (crossing !== undefined) line += `; ${crossing}`;
  const base = r.since_baseline;
  if (base !== undefined) {
    const baseCrossing = crossingWords(base, base.crossed_range === true, out);
    const baseUnit = base.from_unit === undefined
      ? ""
      : ` ${formatUnit(base.from_unit)}${equivalentText(base)}`;
    const baseAt = base.from.time === undefined ? "" : ` ${base.from.time}`;
    line += `; since ${base.from.date}${baseAt} (${formatValue(base.from, MODEL)}${baseUnit}): ${
      verdictText(base)
    }${baseCrossing === undefined ? "" : `, ${baseCrossing}`}`;
  }
  return line;
}

/** Whether a result gets a line of its own. */
function notable(r: ChangedResult): boolean {
  return isOutOfRange(r.flag) || r.meaningful === true || r.change === undefined ||
    r.change.crossed_range === true || r.since_baseline?.crossed_range === true ||
    r.change.reason === "different_units" || r.change.verdict === "at_limit";
}

/** A result still out of range from before the day: value, flag, range, date, age. */
function notRepeatedLine(r: AbnormalLatest): string {
  const parts = [r.label === r.code ? r.code : `${r.code} ${quoted(r.label)}`, valueText(r)];
  const flag = flagLetter(r.flag);
  if (flag) parts.push(flag);
  const range = formatRange(r, MODEL);
  if (range) parts.push(`ref ${range}`);
  if (r.lab !== undefined) parts.push(`at ${quoted(r.lab)}`);
  const during = (r.during ?? []).map((e) =>
    `; during ${e.kind} ${quoted(e.text)} (${e.date}..${e.end ?? ""})`
  ).join("");
  return `  ${parts.join(" ")} on ${r.date} (${ageWords(r.age_days)})${during}`;
}

/**
 * Renders "what changed since".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = changesTextForModel({
 *   since: "2024-01-10", since_basis: "previous_test", latest_date: "2025-01-10",
 *   counts: { results: 1, out_of_range: 0, meaningful: 0, not_repeated: 0 }, not_repeated: [],
 *   dates: [{ date: "2025-01-10", results: [{ code: "HGB", label: "Hemoglobina", value: 13.9, unit: "g/dL", flag: "normal",
 *     change: { from: { date: "2024-01-10", value: 13.8 }, percent: 0.7, verdict: "within_expected_variation" } }] }],
 * });
 * assert.equal(text, "Since 2024-01-10 (the previous test): 1 result(s) on 1 date(s), 0 out of range, 0 meaningful change(s)\n2025-01-10\n  in range, within expected variation: HGB 13.9 g/dL");
 * ```
 */
export function changesTextForModel(answer: ChangesSince): string {
  const head = answer.since === undefined
    ? "All results"
    : `Since ${answer.since}${
      answer.since_basis === "previous_test" ? " (the previous test)" : ""
    }`;
  const { results, out_of_range, meaningful, not_repeated } = answer.counts;
  const earlier = not_repeated > 0
    ? `; ${not_repeated} earlier result(s) still out of range, not repeated since`
    : "";
  const lines = [
    `${head}: ${results} result(s) on ${answer.dates.length} date(s), ${out_of_range} out of range, ${meaningful} meaningful change(s)${earlier}`,
  ];
  if (answer.note) lines.push(answer.note);
  const sources = new Set<string>();
  for (const { date, results: list } of answer.dates) {
    const labs = new Set(list.map((r) => r.lab));
    const [only] = labs;
    lines.push(labs.size === 1 && only !== undefined ? `${date} at ${quoted(only)}` : date);
    const within: string[] = [];
    const unjudged: string[] = [];
    for (const r of list) {
      const source = r.change?.source ?? r.since_baseline?.source;
      if (source !== undefined && notable(r)) sources.add(source);
      if (notable(r)) lines.push(fullLine(r, answer.since, labs.size));
      else if (r.change?.verdict === "within_expected_variation") {
        // A verdict across labs says so, even in the brief list.
        const across = r.change.labs === "different"
          ? " (labs differ)"
          : r.change.labs === "unknown"
          ? " (labs not recorded)"
          : "";
        within.push(`${r.code} ${valueText(r)}${across}`);
        if (r.change.source !== undefined) sources.add(r.change.source);
      } else unjudged.push(`${r.code} ${valueText(r)}`);
    }
    if (within.length > 0) {
      lines.push(`  in range, within expected variation: ${within.join(", ")}`);
    }
    if (unjudged.length > 0) {
      lines.push(
        `  in range, change not judged (no figure or not comparable): ${unjudged.join(", ")}`,
      );
    }
  }
  if (answer.omitted) {
    lines.push(`${answer.omitted} older result(s) left out: ask with a later "since"`);
  }
  if (answer.not_repeated.length > 0) {
    lines.push(
      `Still out of range, drawn on or before ${answer.since} and not repeated since (absent is not normal):`,
      ...answer.not_repeated.map(notRepeatedLine),
    );
  }
  if (sources.size > 0) {
    // Every text with a verdict ends with the caveat (docs/clinical.md).
    lines.push(`Variation figures: ${[...sources].join("; ")}`, verdictCaveat("en"));
  }
  return lines.join("\n");
}
