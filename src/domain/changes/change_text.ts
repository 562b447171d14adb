/**
 * The words of a judged change: one sentence for the model, the CLI and the
 * report, naming the CVI, the CVA and their sources once, the labs when they
 * matter, and never printing a change equal to the RCV it is said to
 * exceed; and the one-line caveat that goes with every set of verdicts.
 * Pure.
 *
 * @module
 */

import type { FormatStyle } from "../readings/format.ts";
import type { JudgedChange, NotAssessableReason } from "./rcv.ts";

const REASON_TEXT: Readonly<Record<NotAssessableReason, string>> = {
  censored: "a result at either end is censored (below or above a limit)",
  not_numeric: "a result at either end is not a number",
  different_units: "the two results are in units that do not convert",
  no_variation_data: "this dictionary has no biological-variation figure for this marker",
  no_steady_state: "this marker has no steady state (it moves with season or intake)",
  different_labs: "the two results come from different labs, whose methods for this marker differ",
  labs_unknown: "a result's lab is not recorded, and this marker's methods differ between labs",
  other_scale: "its biological-variation figure holds on another scale only",
  zero_baseline: "the first result is zero",
  too_close:
    "the results are less than a day apart, and its biological-variation figure describes variation from day to day",
};

/**
 * The one-line caveat that goes with every set of verdicts: what the figures
 * rest on, that it is not a diagnosis, and to ask a doctor.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(verdictCaveat("en"), /^Verdicts rest on/);
 * ```
 */
export function verdictCaveat(language: "en" | "pl" = "en"): string {
  return language === "pl"
    ? "Oceny zmian opierają się na zmienności u zdrowych dorosłych badanych przez kilka tygodni i typowej niedokładności laboratoriów; to nie jest diagnoza — zapytaj lekarza."
    : "Verdicts rest on variation in healthy adults over weeks and typical lab imprecision; not a diagnosis — ask your doctor.";
}

/** A source as the text names it: without its web address (the structured output keeps it). */
function shortSource(source: string | undefined): string {
  return (source ?? "").replace(/,?\s*https?:\/\/\S+/g, "").trim();
}

/** The decimals that print `value` and `limit` apart (1 unless they look equal at 1). */
function digitsApart(value: number, limit: number): number {
  return [1, 2, 3, 4].find((d) => value.toFixed(d) !== limit.toFixed(d)) ?? 4;
}

/**
 * One short sentence for the model and the CLI: signed the typographic way
 * (`−10.1 %`) for people, or the plain way (`-10.1 %`) in the model's text.
 * With `withSource`, it names the CVI, the CVA and their sources (once per
 * text: pass `false` for a second change of the same marker).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { judgeChange } from "./rcv.ts";
 * const rules = { variation: { cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018", cv_a_source: "spec" } };
 * const lab = { lab: "Lab A" };
 * const change = judgeChange({ date: "2024-01-01", value: 13.8, ...lab }, { date: "2025-01-01", value: 12.4, ...lab }, rules);
 * assert.equal(
 *   changeSentence(change),
 *   "−10.1 % from 2024-01-01 to 2025-01-01: likely a real decrease (beyond the RCV of +8.9 %/−8.1 %; CVI 2.74 % (Coşkun 2018), CVA 1.37 % (spec))",
 * );
 * assert.match(changeSentence(change, false, "plain"), /^-10\.1 % .* RCV of \+8\.9 %\/-8\.1 %\)$/);
 * ```
 */
export function changeSentence(
  change: JudgedChange,
  withSource = true,
  style: FormatStyle = "typographic",
): string {
  const sign = (value: number) => value < 0 ? (style === "typographic" ? "−" : "-") : "+";
  const signed = (value: number, digits = 1) => `${sign(value)}${Math.abs(value).toFixed(digits)}`;
  const span = `from ${change.from.date.slice(0, 10)} to ${change.to.date.slice(0, 10)}`;
  if (change.verdict === "not_assessable") {
    const percent = change.percent === undefined ? "" : `${signed(change.percent)} % ${span}: `;
    const cited = withSource && change.source !== undefined
      ? ` (${shortSource(change.source)})`
      : "";
    const reason = change.reason === "other_scale" && change.scale !== undefined
      ? `its biological-variation figure is applied on the ${change.scale} scale only`
      : REASON_TEXT[change.reason!];
    return `${percent || `change ${span}: `}not assessable: ${reason}${cited}`;
  }
  const percent = change.percent!;
  const limit = percent >= 0 ? change.rcv_up! : change.rcv_down!;
  const atLimit = change.verdict === "at_limit";
  // At the limit, the change and the RCV are close by definition: no need to print them apart.
  const digits = atLimit ? 1 : digitsApart(percent, limit);
  const margin = change.margin ?? 0;
  const what = atLimit
    ? "at the limit of expected variation (" +
      (Math.abs(percent - limit) <= margin * Math.abs(limit) * (1 + 1e-9)
        ? `within ${Math.round(margin * 100)} % of the RCV`
        : `within one printed step (${change.resolution}) of the RCV`)
    : change.resolution !== undefined
    ? "within expected variation (no larger than the printed resolution of " +
      `${change.resolution}; RCV`
    : change.verdict === "likely_real_increase"
    ? "likely a real increase (beyond the RCV"
    : change.verdict === "likely_real_decrease"
    ? "likely a real decrease (beyond the RCV"
    : "within expected variation (inside the RCV";
  const labs = labsClause(change, withSource);
  const weak = change.evidence === "low" ? "; weak evidence" : "";
  const figures = withSource && change.cv_i !== undefined
    ? `; CVI ${change.cv_i} % (${shortSource(change.source)}), CVA ${change.cv_a} % (${
      shortSource(change.cv_a_source)
    })`
    : withSource && change.source !== undefined
    ? `; ${change.source}`
    : "";
  return `${signed(percent, digits)} % ${span}: ${what} of ${signed(change.rcv_up!, digits)} %/${
    signed(change.rcv_down!, digits)
  } %${labs}${figures}${weak})`;
}

/**
 * What a judged change says about its labs, for every marker: nothing for
 * one lab; for two labs or one not recorded, that they differ or are not
 * recorded, and either the between-method CV that widened the RCV (with its
 * source, when `withSource`) or that the verdict assumes comparable methods.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labsClause({ labs: "different" }), "; labs differ, assuming comparable methods");
 * assert.equal(labsClause({ labs: "unknown", cv_between: 10 }, false), "; labs not recorded, widened by a between-method CV of 10 %");
 * assert.equal(labsClause({ labs: "same" }), "");
 * ```
 */
export function labsClause(
  change: Pick<JudgedChange, "labs" | "cv_between" | "cv_between_source">,
  withSource = true,
): string {
  if (change.labs !== "different" && change.labs !== "unknown") return "";
  const labs = change.labs === "different" ? "; labs differ" : "; labs not recorded";
  if (change.cv_between === undefined) return `${labs}, assuming comparable methods`;
  const source = withSource && change.cv_between_source
    ? ` (${shortSource(change.cv_between_source)})`
    : "";
  return `${labs}, widened by a between-method CV of ${change.cv_between} %${source}`;
}
