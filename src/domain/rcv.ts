/**
 * Whether a change between two results of one person is likely real: the
 * reference change value (RCV) from within-person biological variation (CVI)
 * and analytical imprecision (CVA), by the log-normal method of Fokkema et
 * al. (Clin Chem 2006;52:1602–3). Changes are asymmetric on a log scale, so
 * the increase and the decrease a result must exceed differ. Pure.
 *
 * @module
 */

import type { Comparator } from "./flags.ts";
import type { FormatStyle } from "./format.ts";

/** Z for a two-sided 95 % probability. */
export const Z_95 = 1.96;

/** A marker's variation data, as the dictionary states it (CVs in %). */
export interface Variation {
  /** Within-person biological coefficient of variation, %. */
  readonly cv_i: number;
  /** Analytical coefficient of variation, %; when absent, 0.5 × CVI (the desirable specification). */
  readonly cv_a?: number | undefined;
  /** Where `cv_i` (and `cv_a`) come from: author, year, journal. */
  readonly source: string;
  /** `low` when the published data are weak; the verdict then says so. */
  readonly evidence?: "low" | undefined;
}

/** The two thresholds, in % of the first result: `up` is positive, `down` negative. */
export interface ReferenceChange {
  readonly up: number;
  readonly down: number;
  /** The CVA used, %, and whether it was assumed as 0.5 × CVI. */
  readonly cv_a: number;
  readonly cv_a_assumed: boolean;
}

/**
 * The log-normal RCV: σ = √(ln(CVA²+1) + ln(CVI²+1)) with CVs as fractions;
 * up = e^(+Z·√2·σ) − 1, down = e^(−Z·√2·σ) − 1, in %. For means of several
 * results (`counts`), √2 becomes √(1/n₁ + 1/n₂).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const hb = referenceChange({ cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018" });
 * assert.equal(hb.up.toFixed(1), "8.9");
 * assert.equal(hb.down.toFixed(1), "-8.1");
 * ```
 */
export function referenceChange(
  variation: Variation,
  z: number = Z_95,
  counts: readonly [number, number] = [1, 1],
): ReferenceChange {
  const cvA = variation.cv_a ?? variation.cv_i / 2;
  const a = cvA / 100;
  const i = variation.cv_i / 100;
  const sigma = Math.sqrt(Math.log(a * a + 1) + Math.log(i * i + 1));
  // Two single results differ by √2·σ; two means of n₁ and n₂ results by √(1/n₁ + 1/n₂)·σ.
  const spread = z * Math.sqrt(1 / counts[0] + 1 / counts[1]) * sigma;
  return {
    up: (Math.exp(spread) - 1) * 100,
    down: (Math.exp(-spread) - 1) * 100,
    cv_a: cvA,
    cv_a_assumed: variation.cv_a === undefined,
  };
}

/** The verdict on a change. */
export type Verdict =
  | "likely_real_increase"
  | "likely_real_decrease"
  | "within_expected_variation"
  | "not_assessable";

/** Why a change cannot be judged. */
export type NotAssessableReason =
  | "censored"
  | "not_numeric"
  | "different_units"
  | "no_variation_data"
  | "no_steady_state"
  | "different_labs"
  | "zero_baseline";

/** One end of a change: a stored result. */
export interface ChangeEnd {
  readonly date: string;
  /** How many results this end is the mean of (1 when absent). */
  readonly count?: number;
  readonly value: number | string;
  readonly comparator?: Comparator | undefined;
  /** The unit's equivalence key (equal keys measure on one scale). */
  readonly unitKey?: string | undefined;
  /** The lab's name, when the result names it. */
  readonly lab?: string | undefined;
}

/** A judged change between two results. */
export interface JudgedChange {
  readonly from: ChangeEnd;
  readonly to: ChangeEnd;
  /** The change in % of `from`, when computable. */
  readonly percent?: number;
  readonly rcv_up?: number;
  readonly rcv_down?: number;
  readonly verdict: Verdict;
  readonly reason?: NotAssessableReason;
  /** The variation data's source, and whether its evidence is weak. */
  readonly source?: string;
  readonly evidence?: "low";
}

/** What the dictionary knows about judging a marker's changes. */
export interface ChangeRules {
  readonly variation?: Variation | undefined;
  /** False for markers without a steady state (e.g. vitamin D, with its seasons). */
  readonly steadyState?: boolean | undefined;
  /** Set when the marker's methods differ between labs: a change across labs is not judged. */
  readonly methodDiffers?: { readonly source: string } | undefined;
}

/**
 * Judges the change from one result to another against the marker's RCV.
 * Censored or qualitative ends, different units, a marker without
 * variation data or without a steady state are `not_assessable`, with the
 * reason: never a guess.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const rules = { variation: { cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018" } };
 * const fell = judgeChange({ date: "2024-01-01", value: 13.8 }, { date: "2025-01-01", value: 12.4 }, rules);
 * assert.equal(fell.verdict, "likely_real_decrease");
 * const same = judgeChange({ date: "2024-01-01", value: 13.8 }, { date: "2025-01-01", value: 13.4 }, rules);
 * assert.equal(same.verdict, "within_expected_variation");
 * const censored = judgeChange({ date: "2024-01-01", value: 0.5, comparator: "<" }, { date: "2025-01-01", value: 3 }, rules);
 * assert.equal(censored.reason, "censored");
 * ```
 */
export function judgeChange(from: ChangeEnd, to: ChangeEnd, rules: ChangeRules): JudgedChange {
  const notAssessable = (reason: NotAssessableReason, percent?: number): JudgedChange => ({
    from,
    to,
    ...(percent !== undefined ? { percent } : {}),
    verdict: "not_assessable",
    reason,
  });
  if (typeof from.value !== "number" || typeof to.value !== "number") {
    return notAssessable("not_numeric");
  }
  if (from.comparator !== undefined || to.comparator !== undefined) {
    return notAssessable("censored");
  }
  if ((from.unitKey ?? "") !== (to.unitKey ?? "")) return notAssessable("different_units");
  if (from.value <= 0) return notAssessable("zero_baseline");
  const percent = (to.value - from.value) / from.value * 100;
  if (!Number.isFinite(percent)) return notAssessable("zero_baseline");
  if (rules.steadyState === false) return notAssessable("no_steady_state", percent);
  if (
    rules.methodDiffers !== undefined && from.lab !== undefined && to.lab !== undefined &&
    from.lab !== to.lab
  ) {
    return { ...notAssessable("different_labs", percent), source: rules.methodDiffers.source };
  }
  if (rules.variation === undefined) return notAssessable("no_variation_data", percent);
  const rcv = referenceChange(rules.variation, Z_95, [from.count ?? 1, to.count ?? 1]);
  const verdict: Verdict = percent > rcv.up
    ? "likely_real_increase"
    : percent < rcv.down
    ? "likely_real_decrease"
    : "within_expected_variation";
  return {
    from,
    to,
    percent,
    rcv_up: rcv.up,
    rcv_down: rcv.down,
    verdict,
    source: rules.variation.source,
    ...(rules.variation.evidence !== undefined ? { evidence: rules.variation.evidence } : {}),
  };
}

const REASON_TEXT: Readonly<Record<NotAssessableReason, string>> = {
  censored: "a result at either end is censored (below or above a limit)",
  not_numeric: "a result at either end is not a number",
  different_units: "the two results are in units that do not convert",
  no_variation_data: "no reliable biological-variation data is known for this marker",
  no_steady_state: "this marker has no steady state (it moves with season or intake)",
  different_labs: "the two results come from different labs, whose methods for this marker differ",
  zero_baseline: "the first result is zero",
};

/**
 * One short sentence for the model and the CLI: signed the typographic way
 * (`−10.1 %`) for people, or the plain way (`-10.1 %`) in the model's text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const rules = { variation: { cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018" } };
 * const change = judgeChange({ date: "2024-01-01", value: 13.8 }, { date: "2025-01-01", value: 12.4 }, rules);
 * assert.equal(
 *   changeSentence(change),
 *   "−10.1 % from 2024-01-01 to 2025-01-01: likely a real decrease (beyond the RCV of +8.9 %/−8.1 %; Coşkun 2018)",
 * );
 * assert.match(changeSentence(change, false, "plain"), /^-10\.1 % .* RCV of \+8\.9 %\/-8\.1 %\)$/);
 * ```
 */
export function changeSentence(
  change: JudgedChange,
  withSource = true,
  style: FormatStyle = "typographic",
): string {
  const signed = (value: number) => {
    const text = Math.abs(value).toFixed(1);
    return value < 0 ? `${style === "typographic" ? "−" : "-"}${text}` : `+${text}`;
  };
  const span = `from ${change.from.date.slice(0, 10)} to ${change.to.date.slice(0, 10)}`;
  const percent = change.percent === undefined ? "" : `${signed(change.percent)} % ${span}: `;
  if (change.verdict === "not_assessable") {
    const cited = withSource && change.source !== undefined ? ` (${change.source})` : "";
    return `${percent || `change ${span}: `}not assessable: ${REASON_TEXT[change.reason!]}${cited}`;
  }
  const what = change.verdict === "likely_real_increase"
    ? "likely a real increase (beyond"
    : change.verdict === "likely_real_decrease"
    ? "likely a real decrease (beyond"
    : "within expected variation (inside";
  const weak = change.evidence === "low" ? "; weak evidence" : "";
  const source = withSource && change.source !== undefined ? `; ${change.source}` : "";
  return `${percent}${what} the RCV of ${signed(change.rcv_up!)} %/${
    signed(change.rcv_down!)
  } %${source}${weak})`;
}
