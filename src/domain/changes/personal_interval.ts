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
 * Coşkun 2022 asks for results in a steady state and for outlier and trend
 * analysis before they define a set point. So the caller passes only results
 * of one steady state (after the last event that can move the marker, of the
 * latest result's lab where methods differ, exact numbers of one unit
 * series), and here: a scale the CVI was not measured on, degenerate values,
 * too few results, a series mostly outside the lab's range (no "normal for
 * you": the usual values are not normal), too many outliers or a trend give
 * no interval, with the reason; an outlier is left out and named
 * (`personal_checks.ts`, in the model the interval uses). No half-width is
 * narrower than ±1.96·CVA of the set point or one printed step (where the
 * printed decimals are known). Pure.
 *
 * @module
 */

import { type ChangeRules, type JudgedChange, referenceChange, Z_95 } from "./rcv.ts";
import { decimalsOf } from "../readings/convert.ts";
import { outliers, trends } from "./personal_checks.ts";
import { tQuantile975 } from "./quantiles.ts";
import { unitKey } from "../readings/units.ts";
import {
  hasInterval,
  type IntervalContext,
  type IntervalResults,
  type NoIntervalReason,
  type NoPersonalInterval,
  type PersonalInterval,
  type PersonalIntervalAnswer,
} from "./personal_interval_types.ts";

export { tQuantile975 } from "./quantiles.ts";
export { trends } from "./personal_checks.ts";

/**
 * The Clin Chem 2021 model (population CVI), with its address.
 *
 * @internal test seam: the test checks each model names its source without repeating it.
 */
export const COSKUN_2021 =
  "Coşkun A et al. 2021, Clin Chem 67:374 (https://doi.org/10.1093/clinchem/hvaa233)";
/**
 * The Clin Chem Lab Med 2022 model (the person's own variation), with its address.
 *
 * @internal test seam: the test checks each model names its source without repeating it.
 */
export const COSKUN_2022 =
  "Coşkun A et al. 2022, Clin Chem Lab Med 60:629 (https://open.metu.edu.tr/handle/11511/95208)";

/** Fewest results for the model with the population's within-subject CV. */
const MIN_RESULTS_POPULATION_CV = 3;
/** Fewest results for the model with the person's own variation (Coşkun 2022: five). */
const MIN_RESULTS_OWN_CV = 5;

/**
 * A series is intra-day (no interval) when at least this share of its days
 * hold more than one result, and at least {@link MIN_INTRA_DAYS} days do.
 */
const INTRA_DAY_SHARE = 0.25;
/** Fewest days with several results for an intra-day series (one repeated draw is not). */
const MIN_INTRA_DAYS = 2;

/**
 * How many days the results fall on, and how many of those hold more than
 * one result; the values are in time order.
 */
function intraDayCounts(
  n: number,
  dayAt: (index: number) => number,
): { days: number; several: number } {
  let days = 0, several = 0, run = 0;
  let previous = NaN;
  for (let i = 0; i < n; i++) {
    const day = dayAt(i);
    if (day === previous) {
      if (++run === 2) several++;
    } else {
      days++;
      run = 1;
      previous = day;
    }
  }
  return { days, several };
}

/** At most one result in this many is left out as an outlier (and at most {@link MAX_OUTLIERS}). */
const RESULTS_PER_OUTLIER = 5;
/** The most outliers left out; one more means the results are not in a steady state. */
const MAX_OUTLIERS = 3;

function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

function rounded(value: number, decimals: number): number {
  return Number(value.toFixed(Math.min(decimals, 12)));
}

/** The smallest positive normal double: below it a value has lost precision (denormal). */
const MIN_NORMAL = 2.2250738585072014e-308;

function degenerate(value: number): boolean {
  return !Number.isFinite(value) || (value !== 0 && Math.abs(value) < MIN_NORMAL);
}

/** `values` without the indices in `out`, as a new array. */
function without(values: ArrayLike<number>, out: ReadonlySet<number>): Float64Array {
  const kept = new Float64Array(values.length - out.size);
  let k = 0;
  for (let i = 0; i < values.length; i++) if (!out.has(i)) kept[k++] = values[i]!;
  return kept;
}

/** How far the limits lie from the set point, and by which model (`personalInterval`). */
interface HalfWidth {
  readonly half: number;
  readonly basis: PersonalInterval["basis"];
  readonly cv: number;
  readonly k: number;
  readonly extra: { cv_i?: number; cv_a?: number };
  readonly source: string;
  readonly floor: Pick<PersonalInterval, "floor" | "floor_cv_a" | "step">;
}

/**
 * The half-width of the interval around `mean` of the `kept` results: from
 * {@link MIN_RESULTS_OWN_CV} results with their own SD and t, else with the
 * population's CVI and Z; never narrower than the analytical imprecision or
 * the printed `step`.
 */
function halfWidth(
  kept: ArrayLike<number>,
  mean: number,
  variation: NonNullable<ChangeRules["variation"]>,
  cvA: number,
  step: number,
): HalfWidth {
  const m = kept.length;
  const spread = Math.sqrt(1 + 1 / m);
  let width: Omit<HalfWidth, "floor">;
  if (m >= MIN_RESULTS_OWN_CV) {
    let squares = 0;
    for (let i = 0; i < m; i++) squares += (kept[i]! - mean) ** 2;
    const sd = Math.sqrt(squares / (m - 1));
    const k = tQuantile975(m - 1);
    width = {
      half: k * spread * sd,
      basis: "own_cv",
      cv: sd / mean * 100,
      k,
      extra: {},
      source: COSKUN_2022,
    };
  } else {
    const cv = Math.sqrt(variation.cv_i ** 2 + cvA ** 2);
    width = {
      half: Z_95 * spread * cv / 100 * mean,
      basis: "population_cv",
      cv,
      k: Z_95,
      extra: { cv_i: variation.cv_i, cv_a: cvA },
      source: `${COSKUN_2021}; CVI: ${variation.source}`,
    };
  }
  // No prediction interval is narrower than the analytical imprecision or the printed step.
  const analytical = Z_95 * cvA / 100 * mean;
  if (width.half >= Math.max(analytical, step)) return { ...width, floor: {} };
  return {
    ...width,
    half: Math.max(analytical, step),
    floor: analytical >= step
      ? { floor: "analytical", floor_cv_a: cvA }
      : { floor: "resolution", step: rounded(step, 12) },
  };
}

/**
 * The personal reference interval of one unit series of a marker, from its
 * exact results. Limits carry one decimal more than the most precise result,
 * up to four significant digits of the set point.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hasInterval } from "./personal_interval_types.ts";
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
  const context: IntervalContext = {
    ...(results.since_event !== undefined ? { since_event: results.since_event } : {}),
    ...(results.left_out !== undefined && Object.keys(results.left_out).length > 0
      ? { left_out: results.left_out }
      : {}),
    ...(results.lab !== undefined ? { lab: results.lab } : {}),
    ...(results.labs_mixed !== undefined ? { labs_mixed: results.labs_mixed } : {}),
  };
  const none = (
    reason: NoIntervalReason,
    extra: Partial<NoPersonalInterval> = {},
  ): NoPersonalInterval => ({ reason, n, excluded, ...extra, ...context });
  if (rules.steadyState === false) return none("no_steady_state");
  const variation = rules.variation;
  if (variation === undefined) return none("no_variation_data");
  if (
    variation.unit !== undefined && results.unitKey !== undefined &&
    unitKey(variation.unit) !== results.unitKey
  ) {
    return none("other_scale", { scale: variation.unit });
  }
  if (results.labs === "unknown") return none("labs_unknown");
  // One pass: degenerate values, and the lowest, highest and mean of the results.
  let min = Infinity, max = -Infinity, sum = 0;
  for (let i = 0; i < n; i++) {
    const value = values[i]!;
    if (degenerate(value)) return none("degenerate");
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
  }
  if (results.latest !== undefined && degenerate(results.latest.value)) return none("degenerate");
  if (n < MIN_RESULTS_POPULATION_CV) {
    const otherLab = results.left_out?.other_lab ?? 0;
    return none(
      otherLab > 0 && n + otherLab >= MIN_RESULTS_POPULATION_CV
        ? "different_labs"
        : "too_few_results",
      { needed: MIN_RESULTS_POPULATION_CV },
    );
  }
  // Readings several a day (a glucose meter's) vary with meals and the time of day: a personal
  // interval rests on one result per draw under the same conditions (Fraser 2001; Coşkun 2022).
  if (results.dayAt !== undefined) {
    const { days, several } = intraDayCounts(n, results.dayAt);
    if (several >= MIN_INTRA_DAYS && several >= INTRA_DAY_SHARE * days) {
      return none("intra_day", { days, days_with_several: several });
    }
  }
  // A series mostly outside the lab's range has no "normal for you": its usual values are not.
  const { above = 0, below = 0 } = results.outside_range ?? {};
  if (above + below > n / 2) {
    return none("usual_outside_range", {
      direction: above > n / 2 ? "high" : below > n / 2 ? "low" : "both",
      outside: above + below,
      usual: { low: min, high: max },
    });
  }
  const mean0 = sum / n;
  if (!(mean0 > 0) || !Number.isFinite(mean0)) return none("degenerate");
  // The decimals of the last results and the latest as stored (enough to know them, cheap on a
  // long series): they set the limits' decimals. A stored number may have lost trailing zeros
  // (4.0 kept as 4), so only decimals the store knows as printed set a resolution step: an
  // unknown precision never widens the interval.
  let decimals = results.latest !== undefined ? decimalsOf(results.latest.value) : 0;
  for (let i = Math.max(0, n - 50); i < n; i++) {
    decimals = Math.max(decimals, decimalsOf(values[i]!));
  }
  if (results.decimals !== undefined) decimals = Math.max(decimals, results.decimals);
  const step = results.decimals !== undefined ? 10 ** -decimals : 0;
  const cvA = results.cvA ?? referenceChange(variation).cv_a;
  // The data quality check for outliers, in the model the interval uses.
  const found = outliers(values, {
    minOwn: MIN_RESULTS_OWN_CV,
    tv: Math.sqrt(variation.cv_i ** 2 + cvA ** 2) / 100,
    cvA: cvA / 100,
    step,
  }, n >= MIN_RESULTS_OWN_CV ? Math.min(MAX_OUTLIERS, Math.floor(n / RESULTS_PER_OUTLIER)) : 0);
  const named = found.indices.map((i) => ({
    date: results.dateAt?.(i) ?? "",
    value: values[i]!,
  }));
  const withOutliers = named.length > 0 ? { outliers: named } : {};
  if (found.more) return none("outlier", withOutliers);
  const out = new Set(found.indices);
  const kept = out.size > 0 ? without(values, out) : values;
  const times = results.times !== undefined && out.size > 0
    ? without(results.times, out)
    : results.times;
  const m = kept.length;
  if (times !== undefined && trends(kept, times)) return none("trend", withOutliers);
  const mean = out.size === 0 ? mean0 : meanOf(kept);
  let display = Math.max(0, Math.min(decimals + 1, 3 - Math.floor(Math.log10(mean))));
  const { half, basis, cv, k, extra, source, floor } = halfWidth(kept, mean, variation, cvA, step);
  if (!(mean - half > 0) || !Number.isFinite(half)) return none("too_variable", withOutliers);
  // A narrow interval gets the decimals it needs to show two limits, never one number twice.
  while (rounded(mean - half, display) >= rounded(mean + half, display) && display < 12) display++;
  const low = rounded(mean - half, display);
  const high = rounded(mean + half, display);
  if (!(low < high)) return none("degenerate", withOutliers);
  const latest = results.latest;
  return {
    low,
    high,
    set_point: rounded(mean, display),
    n: m,
    first_date: results.first_date,
    last_date: results.last_date,
    basis,
    cv: rounded(cv, 2),
    ...extra,
    k: rounded(k, 4),
    ...floor,
    excluded,
    source,
    ...context,
    ...withOutliers,
    ...(latest !== undefined
      ? {
        latest: {
          ...latest,
          // Against the limits as shown, so the text never contradicts its own numbers.
          position: latest.value < low
            ? "below" as const
            : latest.value > high
            ? "above" as const
            : "inside" as const,
        },
      }
      : {}),
  };
}

/**
 * The answer with a verdict on the latest's change noted on its latest,
 * where the two point different ways: a change called likely real with the
 * latest inside the interval, or called within expected variation with it
 * outside, or a rise with it below (a fall with it above). The change from
 * the previous result is looked at first, then the one from the first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hasInterval } from "./personal_interval_types.ts";
 * const answer = personalInterval(
 *   { values: [13.5, 13.6, 13.5, 13.6, 13.5, 13.6], first_date: "a", last_date: "b", latest: { date: "c", value: 14.3 } },
 *   { variation: { cv_i: 2.74, cv_a: 1.37, source: "S" } },
 * );
 * const noted = withChange(answer, { verdict: "within_expected_variation" });
 * assert.equal(hasInterval(noted) && noted.latest?.versus_change, "within_expected_variation");
 * ```
 */
export function withChange(
  answer: PersonalIntervalAnswer,
  previous: Pick<JudgedChange, "verdict"> | undefined,
  first?: Pick<JudgedChange, "verdict"> | undefined,
): PersonalIntervalAnswer {
  if (!hasInterval(answer) || answer.latest === undefined) return answer;
  const { position } = answer.latest;
  const differs = (verdict: JudgedChange["verdict"]) =>
    verdict === "within_expected_variation"
      ? position !== "inside"
      : verdict === "likely_real_increase"
      ? position !== "above"
      : verdict === "likely_real_decrease"
      ? position !== "below"
      : false;
  for (const [from, change] of [["previous", previous], ["first", first]] as const) {
    if (change !== undefined && differs(change.verdict)) {
      return {
        ...answer,
        latest: { ...answer.latest, versus_change: change.verdict, versus_change_from: from },
      };
    }
  }
  return answer;
}
