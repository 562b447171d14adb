/**
 * Personal reference intervals ("normal for you"): where a person's result
 * of a marker is expected to fall, from their own previous results in a
 * steady state, beside the lab's population range; the latest result is
 * then placed against it (inside, below or above), as the papers apply a
 * personal interval to a new result. Computed as prediction intervals after
 * Coşkun et al.:
 *
 * - from {@link MIN_RESULTS_POPULATION_CV} results, with the population's
 *   within-subject variation (Clin Chem 2021): set point HSP = mean of the n
 *   results, limits HSP ± Z·√(1 + 1/n)·√(CVA² + CVI²)·HSP, Z = 1.96;
 * - from {@link MIN_RESULTS_OWN_CV} results, with the person's own variation
 *   (Clin Chem Lab Med 2022): limits x̄ ± t(0.975, n−1)·√(1 + 1/n)·s, s the
 *   standard deviation of the n results (it holds analytical and biological
 *   variation both).
 *
 * Only exact numbers of one unit series count (censored and text results are
 * left out, and counted). Coşkun 2022 asks for the results to be checked for
 * trends before they define a set point: a series whose least-squares slope
 * over time differs from zero (two-sided t test, 5 %) is not in a steady
 * state; with the population model, neither is a series one of whose
 * results lies outside the interval it gives (the outlier check of the same
 * paper). A marker without a steady state or without a within-subject CV is
 * not assessable, and so is a trending series or one with too few results:
 * each with its reason, never a guess. Pure.
 *
 * @module
 */

import { type ChangeRules, referenceChange, Z_95 } from "./rcv.ts";

/** The Clin Chem 2021 model (population CVI), with its address. */
export const COSKUN_2021 =
  "Coşkun A et al. 2021, Clin Chem 67:374 (https://doi.org/10.1093/clinchem/hvaa233)";
/** The Clin Chem Lab Med 2022 model (the person's own variation), with its address. */
export const COSKUN_2022 =
  "Coşkun A et al. 2022, Clin Chem Lab Med 60:629 (https://open.metu.edu.tr/handle/11511/95208)";

/** Fewest results for the model with the population's within-subject CV. */
export const MIN_RESULTS_POPULATION_CV = 3;
/** Fewest results for the model with the person's own variation (Coşkun 2022: five). */
export const MIN_RESULTS_OWN_CV = 5;

/** The exact results of one unit series a personal interval may rest on, in date order. */
export interface IntervalResults {
  readonly values: ArrayLike<number>;
  /** When each value was measured, in any unit of time (for the trend check); index for index. */
  readonly times?: ArrayLike<number>;
  /** The dates of the first and the last of `values`. */
  readonly first_date: string;
  readonly last_date: string;
  /** Censored or text results of the series, already left out. */
  readonly excluded?: number;
  /** The result to place against the interval (not among `values`), when it is exact. */
  readonly latest?: { readonly date: string; readonly value: number };
}

/** Where the latest result lies against the personal interval. */
export interface LatestAgainstInterval {
  readonly date: string;
  readonly value: number;
  readonly position: "inside" | "below" | "above";
}

/** A personal reference interval and what it rests on. */
export interface PersonalInterval {
  readonly low: number;
  readonly high: number;
  /** The homeostatic set point: the mean of the results. */
  readonly set_point: number;
  /** How many results it rests on, and their first and last dates. */
  readonly n: number;
  readonly first_date: string;
  readonly last_date: string;
  /** `population_cv`: √(CVA² + CVI²) of the population; `own_cv`: the person's own CV. */
  readonly basis: "population_cv" | "own_cv";
  /** The total CV used, % (for `own_cv`, s / x̄). */
  readonly cv: number;
  /** For `population_cv`: the CVI and CVA it combines, %. */
  readonly cv_i?: number;
  readonly cv_a?: number;
  /** The coverage factor: Z = 1.96, or t(0.975, n−1) for `own_cv`. */
  readonly k: number;
  /** Censored or text results left out. */
  readonly excluded: number;
  /** The model's paper, and for `population_cv` the CVI's source too. */
  readonly source: string;
  /** The latest result against the interval, when it is exact. */
  readonly latest?: LatestAgainstInterval;
}

/** Why there is no personal interval. */
export type NoIntervalReason =
  | "no_steady_state"
  | "no_variation_data"
  | "too_few_results"
  | "trend"
  | "outlier"
  | "too_variable";

/** No personal interval, with the reason and the count it saw. */
export interface NoPersonalInterval {
  readonly reason: NoIntervalReason;
  readonly n: number;
  /** For `too_few_results`: how many results the first model needs. */
  readonly needed?: number;
  readonly excluded: number;
}

/** Either answer. */
export type PersonalIntervalAnswer = PersonalInterval | NoPersonalInterval;

/** Whether the answer is an interval. */
export function hasInterval(answer: PersonalIntervalAnswer): answer is PersonalInterval {
  return !("reason" in answer);
}

/**
 * P(|T| ≤ x) for Student's t with `df` degrees of freedom, by the exact
 * finite series for whole `df` (Abramowitz & Stegun 26.7.3–4).
 */
function tCentralProbability(x: number, df: number): number {
  const theta = Math.atan(x / Math.sqrt(df));
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  if (df % 2 === 1) {
    let sum = 0;
    let term = c;
    for (let k = 3; k <= df; k += 2) {
      sum += term;
      term *= c * c * (k - 1) / k;
    }
    return (2 / Math.PI) * (theta + s * sum);
  }
  let sum = 1;
  let term = 1;
  for (let k = 2; k <= df - 2; k += 2) {
    term *= c * c * (k - 1) / k;
    sum += term;
  }
  return s * sum;
}

/** The standard normal 0.975 quantile to full precision (the expansion needs it, not 1.96). */
const Z_975_EXACT = 1.959963984540054;

/** Above this many degrees of freedom, t comes from an expansion instead of the exact series. */
const EXACT_DF_LIMIT = 100;

/**
 * The two-sided 95 % quantile of Student's t, t(0.975, df), for a whole
 * `df` ≥ 1, found by bisection on the exact distribution (up to 100 degrees
 * of freedom; above, by the Cornish–Fisher expansion).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(tQuantile975(5).toFixed(3), "2.571");
 * ```
 */
export function tQuantile975(df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`df ${df} must be a whole number ≥ 1`);
  if (df > EXACT_DF_LIMIT) {
    // Cornish–Fisher expansion around Z (Abramowitz & Stegun 26.7.5): exact to 1e-5 here,
    // and it costs nothing where the exact series would sum df/2 terms per step.
    const z = Z_975_EXACT;
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2);
  }
  let lo = 0;
  let hi = 20;
  while (tCentralProbability(hi, df) < 0.95) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (tCentralProbability(mid, df) < 0.95) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Whether values drift over time: the least-squares slope differs from zero
 * by a two-sided t test at 5 % (n − 2 degrees of freedom). Fewer than three
 * points, or all at one time, show no trend.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(trends([10, 11, 12, 13, 14], [0, 1, 2, 3, 4.1]), true);
 * assert.equal(trends([10, 11, 10, 11, 10], [0, 1, 2, 3, 4]), false);
 * ```
 */
export function trends(values: ArrayLike<number>, times: ArrayLike<number>): boolean {
  const n = values.length;
  if (n < 3) return false;
  const mx = meanOf(times);
  const my = meanOf(values);
  let sxx = 0, sxy = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = times[i]! - mx;
    const dy = values[i]! - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  if (sxx === 0) return false;
  const slope = sxy / sxx;
  const residual = Math.max(0, syy - slope * sxy) / (n - 2);
  if (residual === 0) return slope !== 0;
  return Math.abs(slope) / Math.sqrt(residual / sxx) > tQuantile975(n - 2);
}

function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

/** Decimals a number is written with (`13.5` → 1). */
function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes("e")) return 6;
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

function rounded(value: number, decimals: number): number {
  return Number(value.toFixed(Math.min(decimals, 12)));
}

/**
 * The personal reference interval of one unit series of a marker, from its
 * exact results. Limits carry one decimal more than the most precise result,
 * up to four significant digits of the set point.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const rules = { variation: { cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018" } };
 * const span = { first_date: "2020-01-01", last_date: "2025-01-01" };
 * const six = { ...span, values: [13.5, 13.9, 13.2, 14.1, 13.6, 13.8] };
 * const interval = personalInterval(six, rules);
 * assert.ok(hasInterval(interval) && interval.basis === "own_cv");
 * assert.equal(personalInterval({ ...span, values: [13.5, 13.9] }, rules).n, 2);
 * ```
 */
export function personalInterval(
  results: IntervalResults,
  rules: ChangeRules,
): PersonalIntervalAnswer {
  const values = results.values;
  const n = values.length;
  const excluded = results.excluded ?? 0;
  const none = (reason: NoIntervalReason, needed?: number): NoPersonalInterval => ({
    reason,
    n,
    ...(needed !== undefined ? { needed } : {}),
    excluded,
  });
  if (rules.steadyState === false) return none("no_steady_state");
  const variation = rules.variation;
  if (variation === undefined) return none("no_variation_data");
  if (n < MIN_RESULTS_POPULATION_CV) return none("too_few_results", MIN_RESULTS_POPULATION_CV);
  if (results.times !== undefined && trends(values, results.times)) return none("trend");
  const mean = meanOf(values);
  if (!(mean > 0) || !Number.isFinite(mean)) return none("too_variable");
  // One decimal more than the lab's, but no more than four significant digits of the set point.
  // The lab's decimals, from the last results (enough to know them, cheap on a long series).
  let decimals = 0;
  for (let i = Math.max(0, n - 50); i < n; i++) {
    decimals = Math.max(decimals, decimalsOf(values[i]!));
  }
  decimals = Math.max(0, Math.min(decimals + 1, 3 - Math.floor(Math.log10(mean))));
  const spread = Math.sqrt(1 + 1 / n);
  let half: number;
  let basis: PersonalInterval["basis"];
  let cv: number;
  let k: number;
  let extra: { cv_i?: number; cv_a?: number } = {};
  let source: string;
  if (n >= MIN_RESULTS_OWN_CV) {
    let squares = 0;
    for (let i = 0; i < n; i++) squares += (values[i]! - mean) ** 2;
    const sd = Math.sqrt(squares / (n - 1));
    k = tQuantile975(n - 1);
    half = k * spread * sd;
    basis = "own_cv";
    cv = sd / mean * 100;
    source = COSKUN_2022;
  } else {
    const cvA = referenceChange(variation).cv_a;
    cv = Math.sqrt(variation.cv_i ** 2 + cvA ** 2);
    k = Z_95;
    half = k * spread * cv / 100 * mean;
    basis = "population_cv";
    extra = { cv_i: variation.cv_i, cv_a: cvA };
    source = `${COSKUN_2021}; CVI: ${variation.source}`;
  }
  const low = mean - half;
  if (!(low > 0) || !Number.isFinite(half)) return none("too_variable");
  // The data quality check Coşkun 2022 asks for before a set point (outliers): with the
  // population model (3 or 4 results), a result the interval rests on must itself lie inside
  // it. The own-CV model is not checked so: its interval is a 95 % prediction interval of the
  // results' own spread, so about one result in twenty lies outside it by design.
  if (basis === "population_cv") {
    for (let i = 0; i < n; i++) {
      if (Math.abs(values[i]! - mean) > half) return none("outlier");
    }
  }
  return {
    low: rounded(low, decimals),
    high: rounded(mean + half, decimals),
    set_point: rounded(mean, decimals),
    n,
    first_date: results.first_date,
    last_date: results.last_date,
    basis,
    cv: rounded(cv, 2),
    ...extra,
    k: rounded(k, 4),
    excluded,
    source,
    ...(results.latest !== undefined
      ? {
        latest: {
          ...results.latest,
          position: results.latest.value < mean - half
            ? "below" as const
            : results.latest.value > mean + half
            ? "above" as const
            : "inside" as const,
        },
      }
      : {}),
  };
}

const REASON_TEXT: Readonly<Record<NoIntervalReason, string>> = {
  no_steady_state: "not assessable: this marker has no steady state",
  no_variation_data: "not assessable: no within-person variation figure for this marker",
  too_few_results: "too few previous exact results",
  trend: "not assessable: the results trend over time (no steady state)",
  outlier:
    "not assessable: a previous result lies outside the interval they give (no steady state)",
  too_variable: "not assessable: the results vary too much for a symmetric interval",
};

/**
 * One short line for the model and the CLI.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   personalIntervalSentence({ reason: "too_few_results", n: 2, needed: 3, excluded: 0 }),
 *   "personal interval: none, too few previous exact results (2; needs 3)",
 * );
 * ```
 */
export function personalIntervalSentence(answer: PersonalIntervalAnswer): string {
  if (!hasInterval(answer)) {
    const count = answer.reason === "too_few_results"
      ? ` (${answer.n}; needs ${answer.needed})`
      : "";
    return `personal interval: none, ${REASON_TEXT[answer.reason]}${count}`;
  }
  const what = answer.basis === "own_cv"
    ? `own CV ${answer.cv} %, t=${answer.k}`
    : `CVI ${answer.cv_i} % and CVA ${answer.cv_a} %, Z=${answer.k}`;
  const left = answer.excluded > 0 ? `, ${answer.excluded} censored/text left out` : "";
  const latest = answer.latest === undefined
    ? ""
    : answer.latest.position === "inside"
    ? `; latest ${answer.latest.value} inside`
    : `; latest ${answer.latest.value} ${answer.latest.position} it`;
  return `personal interval ${answer.low}-${answer.high} (set point ${answer.set_point}; from n=${answer.n} previous ${answer.first_date}..${answer.last_date}, ${what}${left}; ${
    answer.basis === "own_cv" ? "Coşkun 2022" : "Coşkun 2021"
  })${latest}`;
}
