/**
 * Whether a change between two results of one person is likely real: the
 * reference change value (RCV) from within-person biological variation (CVI)
 * and analytical imprecision (CVA), by the log-normal method of Fokkema et
 * al. (Clin Chem 2006;52:1602–3). Changes are asymmetric on a log scale, so
 * the increase and the decrease a result must exceed differ. Pure.
 *
 * @module
 */

import type { Comparator } from "../readings/flags.ts";
import { decimalsOf } from "../readings/convert.ts";
import { unitKey } from "../readings/units.ts";

/** Z for a two-sided 95 % probability. */
export const Z_95 = 1.96;

/** A marker's variation data, as the dictionary states it (CVs in %). */
export interface Variation {
  /** Within-person biological coefficient of variation, %. */
  readonly cv_i: number;
  /** Analytical coefficient of variation, %; when absent, 0.5 × CVI (the desirable specification). */
  readonly cv_a?: number | undefined;
  /** Where `cv_i` comes from: author, year, journal. */
  readonly source: string;
  /** Where `cv_a` comes from, when it is given. */
  readonly cv_a_source?: string | undefined;
  /** The unit (scale) the CVI is applied on, when it holds on that scale only (HbA1c: `%`). */
  readonly unit?: string | undefined;
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

/** What widens an RCV beyond one lab's imprecision. */
export interface RcvOptions {
  /** The CVA of each end, %, when the two ends were measured with different imprecision. */
  readonly cvA?: readonly [number, number] | undefined;
  /** The between-method CV, %, when the two ends may come from different methods. */
  readonly cvBetween?: number | undefined;
}

const logVar = (cv: number) => Math.log((cv / 100) ** 2 + 1);

/**
 * The log-normal RCV: σ = √(ln(CVA²+1) + ln(CVI²+1)) with CVs as fractions;
 * up = e^(+Z·√2·σ) − 1, down = e^(−Z·√2·σ) − 1, in %. For means of several
 * results (`counts`), √2 becomes √(1/n₁ + 1/n₂). Ends measured with
 * different CVAs add their own; a between-method CV adds 2·ln(CVM²+1), the
 * variance of the difference between two methods' biases.
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
  options: RcvOptions = {},
): ReferenceChange {
  const cvA = variation.cv_a ?? variation.cv_i / 2;
  const [a1, a2] = options.cvA ?? [cvA, cvA];
  const i = logVar(variation.cv_i);
  // Two single results differ by √2·σ; two means of n₁ and n₂ results by √(1/n₁ + 1/n₂)·σ.
  const variance = (logVar(a1) + i) / counts[0] + (logVar(a2) + i) / counts[1] +
    (options.cvBetween === undefined ? 0 : 2 * logVar(options.cvBetween));
  const spread = z * Math.sqrt(variance);
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
  | "at_limit"
  | "not_assessable";

/**
 * How close to the RCV a change is called "at the limit of expected
 * variation" rather than real or not: within this fraction of the RCV, on
 * either side. A convention, not a published figure: the CVIs the RCV rests
 * on are estimates with confidence intervals of their own (and are applied
 * over years, beyond the weeks they were measured over), so a change within
 * a tenth of the RCV cannot honestly be put on one side of it.
 *
 * @internal test seam: the verdict tests place a change at the margin's edge without repeating it.
 */
export const LIMIT_MARGIN = 0.1;

/** The shortest time between two results a day-to-day CVI describes, in seconds. */
const DAY_SECONDS = 86_400;

/** Why a change cannot be judged. */
export type NotAssessableReason =
  | "censored"
  | "not_numeric"
  | "different_units"
  | "no_variation_data"
  | "no_steady_state"
  | "different_labs"
  | "labs_unknown"
  | "other_scale"
  | "zero_baseline"
  | "too_close";

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
  /**
   * The decimal places the lab printed `value` with, when known: a stored
   * number has lost its trailing zeros (1.0 is 1), so only this says the
   * printed step. Unknown, the printed resolution widens no verdict.
   */
  readonly decimals?: number | undefined;
  /** The time of day as stored (`08:15`), when the result has one. */
  readonly time?: string | undefined;
}

/** Whether two results come from one lab: `unknown` when either does not name it. */
export type LabMatch = "same" | "different" | "unknown";

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
  /** The CVI's source, and whether its evidence is weak. */
  readonly source?: string;
  readonly evidence?: "low";
  /** The within-person CV the RCV used, %. */
  readonly cv_i?: number;
  /** The analytical CV the RCV used, % (the lab's own when the data directory gives it). */
  readonly cv_a?: number;
  /** Where `cv_a` comes from. */
  readonly cv_a_source?: string;
  /**
   * Whether the two results share a lab: on every judged change. `different`
   * or `unknown` without a between-method CV means the verdict assumes
   * comparable methods, and the text says so.
   */
  readonly labs?: LabMatch;
  /** The between-method CV that widened the RCV, %, and its source. */
  readonly cv_between?: number;
  readonly cv_between_source?: string;
  /**
   * The printed step of the two values (the coarser of the two), when both
   * are known: set when the change is no larger than it (never likely real),
   * or when it puts the change at the limit of the RCV.
   */
  readonly resolution?: number;
  /** For `at_limit`: the margin around the RCV, as a fraction of it ({@link LIMIT_MARGIN}). */
  readonly margin?: number;
  /** For `other_scale`: the unit (scale) the CVI is applied on. */
  readonly scale?: string;
}

/** Where the methods of a marker differ between labs, with the spread between them when known. */
export interface MethodDiffers {
  readonly source: string;
  /** The between-method CV, %: with it, a change across labs is judged against a wider RCV. */
  readonly cv_between?: number | undefined;
}

/** A lab's own analytical CV for a marker, from the data directory's `markers.yaml`. */
export interface LabCvA {
  readonly lab: string;
  readonly cv_a: number;
  readonly source: string;
}

/** What the dictionary knows about judging a marker's changes. */
export interface ChangeRules {
  readonly variation?: Variation | undefined;
  /** False for markers without a steady state (e.g. vitamin D, with its seasons). */
  readonly steadyState?: boolean | undefined;
  /** Set when the marker's methods differ between labs (no harmonisation). */
  readonly methodDiffers?: MethodDiffers | undefined;
  /** Labs' own analytical CVs, replacing the default for their results. */
  readonly labCvA?: readonly LabCvA[] | undefined;
}

const labName = (lab: string | undefined) => lab?.trim().toLowerCase() || undefined;

/** Whether two ends come from one lab; a missing name is unknown, never the same. */
function labMatch(from: ChangeEnd, to: ChangeEnd): LabMatch {
  const [a, b] = [labName(from.lab), labName(to.lab)];
  if (a === undefined || b === undefined) return "unknown";
  return a === b ? "same" : "different";
}

/** The analytical CV of one end: its lab's own, else the dictionary's. */
function cvAOf(end: ChangeEnd, rules: ChangeRules, variation: Variation) {
  const name = labName(end.lab);
  const own = name === undefined
    ? undefined
    : rules.labCvA?.find((entry) => labName(entry.lab) === name);
  if (own !== undefined) return { cv: own.cv_a, source: own.source };
  return {
    cv: variation.cv_a ?? variation.cv_i / 2,
    source: variation.cv_a_source ??
      (variation.cv_a === undefined ? "assumed 0.5 × CVI" : variation.source),
  };
}

/**
 * Judges the change from one result to another against the marker's RCV.
 * Censored or qualitative ends, different units, a marker without
 * variation data or without a steady state, a CVI of another scale are
 * `not_assessable`, with the reason: never a guess. For a marker whose
 * methods differ between labs, results of two labs, or of a lab not
 * recorded, are judged against an RCV widened by the between-method CV, or
 * not at all when there is none. A change no larger than the printed
 * resolution of the two values is never likely real.
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
  if (tooClose(from, to)) return notAssessable("too_close", percent);
  const labs = labMatch(from, to);
  const method = rules.methodDiffers;
  if (method !== undefined && labs !== "same" && method.cv_between === undefined) {
    return {
      ...notAssessable(labs === "different" ? "different_labs" : "labs_unknown", percent),
      source: method.source,
      labs,
    };
  }
  const variation = rules.variation;
  if (variation === undefined) return notAssessable("no_variation_data", percent);
  if (variation.unit !== undefined && unitKey(variation.unit) !== (from.unitKey ?? "")) {
    return {
      ...notAssessable("other_scale", percent),
      source: variation.source,
      scale: variation.unit,
    };
  }
  const [a1, a2] = [cvAOf(from, rules, variation), cvAOf(to, rules, variation)];
  const widened = method !== undefined && labs !== "same" ? method : undefined;
  const rcv = referenceChange(variation, Z_95, [from.count ?? 1, to.count ?? 1], {
    cvA: [a1.cv, a2.cv],
    cvBetween: widened?.cv_between,
  });
  const step = printedStep(from, to);
  const withinStep = step !== undefined &&
    Math.abs(to.value - from.value) <= step * (1 + 1e-9);
  const beyond = percent > rcv.up ? "up" : percent < rcv.down ? "down" : undefined;
  // The value the RCV puts the limit at, in the change's direction.
  const limit = percent >= 0 ? rcv.up : rcv.down;
  const limitValue = from.value * (1 + limit / 100);
  const nearLimit = !withinStep && (
    Math.abs(percent - limit) <= LIMIT_MARGIN * Math.abs(limit) ||
    (step !== undefined && Math.abs(to.value - limitValue) <= step * (1 + 1e-9))
  );
  const verdict: Verdict = withinStep
    ? "within_expected_variation"
    : nearLimit
    ? "at_limit"
    : beyond === undefined
    ? "within_expected_variation"
    : beyond === "up"
    ? "likely_real_increase"
    : "likely_real_decrease";
  const cvA = a1.cv === a2.cv
    ? a1
    : { cv: Math.max(a1.cv, a2.cv), source: `${a1.source}; ${a2.source}` };
  return {
    from,
    to,
    percent,
    rcv_up: rcv.up,
    rcv_down: rcv.down,
    verdict,
    source: variation.source,
    ...(variation.evidence !== undefined ? { evidence: variation.evidence } : {}),
    cv_i: variation.cv_i,
    cv_a: cvA.cv,
    cv_a_source: cvA.source,
    labs,
    ...(widened?.cv_between !== undefined
      ? { cv_between: widened.cv_between, cv_between_source: widened.source }
      : {}),
    ...(step !== undefined && ((withinStep && beyond !== undefined) || nearLimit)
      ? { resolution: step }
      : {}),
    ...(nearLimit ? { margin: LIMIT_MARGIN } : {}),
  };
}

/**
 * The printed step of two results (one unit in the last decimal the lab
 * printed, the coarser of the two), or `undefined` when either's precision
 * is unknown: a stored number shows at most the decimals that were printed
 * (1.0 is stored as 1), so without them the step could be far finer than
 * the number suggests, and a step taken from the number would widen a
 * verdict it must not.
 */
function printedStep(from: ChangeEnd, to: ChangeEnd): number | undefined {
  if (from.decimals === undefined || to.decimals === undefined) return undefined;
  if (typeof from.value !== "number" || typeof to.value !== "number") return undefined;
  // A stored number never has fewer decimals than were printed (unless the line contradicts itself).
  const printed = (end: ChangeEnd, value: number) => Math.max(end.decimals!, decimalsOf(value));
  return 10 ** -Math.min(printed(from, from.value), printed(to, to.value));
}

/**
 * Whether two single results are less than a day apart: a day-to-day CVI
 * says nothing of changes within a day (glucose after a meal, a diurnal
 * rhythm). Two results of one day are; with times on both, less than 24
 * hours; a result with no time on another day is taken as a day apart.
 */
function tooClose(from: ChangeEnd, to: ChangeEnd): boolean {
  if ((from.count ?? 1) > 1 || (to.count ?? 1) > 1) return false;
  const day = (end: ChangeEnd) => Date.parse(`${end.date.slice(0, 10)}T00:00:00Z`) / 1000;
  const [d1, d2] = [day(from), day(to)];
  if (!Number.isFinite(d1) || !Number.isFinite(d2)) return false;
  if (d1 === d2) return true;
  if (from.time === undefined || to.time === undefined) return false;
  // The time of day as written; a zone is not applied, as the store orders results.
  const seconds = (time: string) => {
    const [, h, m, s] = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time) ?? [];
    return h === undefined ? Number.NaN : Number(h) * 3600 + Number(m) * 60 + Number(s ?? 0);
  };
  const elapsed = Math.abs(d2 + seconds(to.time) - d1 - seconds(from.time));
  return Number.isFinite(elapsed) && elapsed < DAY_SECONDS;
}
