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
import type { LifeEvent } from "./life_events.ts";
import { outliers, trends } from "./personal_checks.ts";
import { tQuantile975 } from "./quantiles.ts";
import { unitKey } from "../readings/units.ts";

export { tQuantile975 } from "./quantiles.ts";
export { trends } from "./personal_checks.ts";

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

/** At most one result in this many is left out as an outlier (and at most {@link MAX_OUTLIERS}). */
const RESULTS_PER_OUTLIER = 5;
/** The most outliers left out; one more means the results are not in a steady state. */
const MAX_OUTLIERS = 3;

/** Results the caller left out before the interval, by why. */
export interface IntervalLeftOut {
  /** Results on or before the last event that can move the marker. */
  readonly before_event?: number;
  /** Results of another lab, or of none recorded, for a marker whose methods differ. */
  readonly other_lab?: number;
}

/** The exact results of one unit series a personal interval may rest on, in date order. */
export interface IntervalResults {
  readonly values: ArrayLike<number>;
  /** When each value was measured, in any unit of time (for the trend check); index for index. */
  readonly times?: ArrayLike<number>;
  /** The date of the value at an index (to name an outlier). */
  readonly dateAt?: (index: number) => string;
  /** How many of `values` lie above and below the lab's range (the lab's flags). */
  readonly outside_range?: { readonly above: number; readonly below: number };
  /** The dates of the first and the last of `values`. */
  readonly first_date: string;
  readonly last_date: string;
  /** Censored or text results of the series, already left out. */
  readonly excluded?: number;
  /** The result to place against the interval (not among `values`), when it is exact. */
  readonly latest?: { readonly date: string; readonly value: number };
  /** The unit key of the series (see `units.ts`), for a CVI that holds on one scale only. */
  readonly unitKey?: string;
  /**
   * The decimals the lab printed (the most of the last results and the
   * latest), when the store knows them: then one printed step is a floor of
   * the half-width. Unknown, the limits' decimals come from the values alone
   * and no step widens the interval.
   */
  readonly decimals?: number;
  /** The analytical CV of the results' lab, %, when the lab's own is known. */
  readonly cvA?: number;
  /** The last event before the latest result that can move the marker: results start after it. */
  readonly since_event?: LifeEvent;
  /** Results already left out, by why. */
  readonly left_out?: IntervalLeftOut;
  /** The lab every value comes from, when the marker's methods differ between labs. */
  readonly lab?: string;
  /** `unknown` when the marker's methods differ and the latest result names no lab. */
  readonly labs?: "unknown";
  /**
   * For a marker whose methods are not known to differ: `different` when the
   * results and the latest name more than one lab, `unknown` when some name
   * none; the interval then assumes comparable methods, and says so.
   */
  readonly labs_mixed?: "different" | "unknown";
}

/** Where the latest result lies against the personal interval. */
export interface LatestAgainstInterval {
  readonly date: string;
  readonly value: number;
  readonly position: "inside" | "below" | "above";
  /**
   * Set when the verdict on the change from the previous result points
   * elsewhere than the position (one compares with a single result against
   * the population's variation, the other with the set point of several).
   */
  readonly versus_change?: JudgedChange["verdict"];
  /** Which change `versus_change` judges: from the previous result or from the first. */
  readonly versus_change_from?: "previous" | "first";
}

/** A result left out as an outlier. */
export interface Outlier {
  readonly date: string;
  readonly value: number;
}

/** What every answer, interval or none, says about where its results come from. */
interface IntervalContext {
  readonly since_event?: LifeEvent;
  readonly left_out?: IntervalLeftOut;
  readonly lab?: string;
  /** The results span labs, or some name none: the interval assumes comparable methods. */
  readonly labs_mixed?: "different" | "unknown";
  readonly outliers?: readonly Outlier[];
}

/** A personal reference interval and what it rests on. */
export interface PersonalInterval extends IntervalContext {
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
  /**
   * Set when the model's half-width was narrower than ±1.96·CVA of the set
   * point (`analytical`, with `floor_cv_a` the CVA) or one printed step
   * (`resolution`, with `step`), and was widened to it.
   */
  readonly floor?: "analytical" | "resolution";
  readonly floor_cv_a?: number;
  readonly step?: number;
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
  | "other_scale"
  | "labs_unknown"
  | "different_labs"
  | "degenerate"
  | "too_few_results"
  | "usual_outside_range"
  | "trend"
  | "outlier"
  | "too_variable";

/** No personal interval, with the reason and the count it saw. */
export interface NoPersonalInterval extends IntervalContext {
  readonly reason: NoIntervalReason;
  readonly n: number;
  /** For `too_few_results` and `different_labs`: how many results the first model needs. */
  readonly needed?: number;
  readonly excluded: number;
  /** For `other_scale`: the unit the CVI was measured on. */
  readonly scale?: string;
  /** For `usual_outside_range`: on which side, how many results, and their lowest and highest. */
  readonly direction?: "low" | "high" | "both";
  readonly outside?: number;
  readonly usual?: { readonly low: number; readonly high: number };
}

/** Either answer. */
export type PersonalIntervalAnswer = PersonalInterval | NoPersonalInterval;

/** Whether the answer is an interval. */
export function hasInterval(answer: PersonalIntervalAnswer): answer is PersonalInterval {
  return !("reason" in answer);
}

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
  const spread = Math.sqrt(1 + 1 / m);
  let half: number;
  let basis: PersonalInterval["basis"];
  let cv: number;
  let k: number;
  let extra: { cv_i?: number; cv_a?: number } = {};
  let source: string;
  if (m >= MIN_RESULTS_OWN_CV) {
    let squares = 0;
    for (let i = 0; i < m; i++) squares += (kept[i]! - mean) ** 2;
    const sd = Math.sqrt(squares / (m - 1));
    k = tQuantile975(m - 1);
    half = k * spread * sd;
    basis = "own_cv";
    cv = sd / mean * 100;
    source = COSKUN_2022;
  } else {
    cv = Math.sqrt(variation.cv_i ** 2 + cvA ** 2);
    k = Z_95;
    half = k * spread * cv / 100 * mean;
    basis = "population_cv";
    extra = { cv_i: variation.cv_i, cv_a: cvA };
    source = `${COSKUN_2021}; CVI: ${variation.source}`;
  }
  // No prediction interval is narrower than the analytical imprecision or the printed step.
  const analytical = Z_95 * cvA / 100 * mean;
  let floor: Pick<PersonalInterval, "floor" | "floor_cv_a" | "step"> = {};
  if (half < Math.max(analytical, step)) {
    floor = analytical >= step
      ? { floor: "analytical", floor_cv_a: cvA }
      : { floor: "resolution", step: rounded(step, 12) };
    half = Math.max(analytical, step);
  }
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

const REASON_TEXT: Readonly<Record<NoIntervalReason, string>> = {
  no_steady_state: "not assessable: this marker has no steady state",
  no_variation_data: "not assessable: no within-person variation figure for this marker",
  other_scale:
    "not assessable: the within-person CV was measured on the {scale} scale, not this one",
  labs_unknown:
    "not assessable: the latest result names no lab, and this marker's methods differ between labs",
  different_labs:
    "not assessable: the previous results are from other labs or none recorded ({other}), and this marker's methods differ between labs",
  degenerate:
    "not assessable: the values cannot give an interval (not positive, or too small or too large to compute)",
  too_few_results: "too few previous exact results",
  usual_outside_range: "this person's usual values lie {side} the lab's range",
  trend: "not assessable: the results trend over time (no steady state)",
  outlier:
    "not assessable: previous results lie outside what the others predict (more outliers than can be left out; no steady state)",
  too_variable: "not assessable: the results vary too much for a symmetric interval",
};

/** The verdicts a note can name (only these ever disagree with a position). */
const VERDICT_TEXT: Readonly<Partial<Record<JudgedChange["verdict"], string>>> = {
  likely_real_increase: "likely a real increase",
  likely_real_decrease: "likely a real decrease",
  within_expected_variation: "within expected variation",
  not_assessable: "not assessable",
};

function eventText(event: LifeEvent): string {
  const span = event.end === undefined ? event.date : `${event.date}..${event.end}`;
  return `event ${span} ${event.kind} ${JSON.stringify(event.text)}`;
}

function outlierText(found: readonly Outlier[] | undefined): string {
  if (found === undefined || found.length === 0) return "";
  const list = found.map((o) => `${o.value}${o.date === "" ? "" : ` on ${o.date}`}`).join(", ");
  return `, ${found.length} outlier${found.length === 1 ? "" : "s"} left out: ${list}`;
}

function leftOutText(answer: PersonalIntervalAnswer): string {
  const parts: string[] = [];
  if (answer.excluded > 0) parts.push(`${answer.excluded} censored/text`);
  const before = answer.left_out?.before_event ?? 0;
  if (before > 0) parts.push(`${before} before the event`);
  const other = answer.left_out?.other_lab ?? 0;
  if (other > 0) parts.push(`${other} of other or unrecorded labs`);
  return parts.length === 0 ? "" : `, ${parts.join(", ")} left out`;
}

function noneText(answer: NoPersonalInterval): string {
  const where = [
    ...(answer.since_event !== undefined ? [` since ${eventText(answer.since_event)}`] : []),
    ...(answer.lab !== undefined ? [` at ${JSON.stringify(answer.lab)}`] : []),
  ].join("");
  let text = REASON_TEXT[answer.reason]
    .replace("{scale}", answer.scale ?? "another")
    .replace("{other}", String(answer.left_out?.other_lab ?? 0))
    .replace(
      "{side}",
      answer.direction === "high" ? "above" : answer.direction === "low" ? "below" : "outside",
    );
  if (answer.reason === "too_few_results") {
    text += `${where} (${answer.n}; needs ${answer.needed})`;
  } else if (answer.reason === "usual_outside_range" && answer.usual !== undefined) {
    text +=
      ` (${answer.outside} of ${answer.n} previous results, ${answer.usual.low}-${answer.usual.high}${
        answer.since_event !== undefined ? `, since ${eventText(answer.since_event)}` : ""
      }): no "normal for you" is given`;
  } else if (where !== "" && answer.reason !== "different_labs") text += `; results${where}`;
  return `personal interval: none, ${text}${outlierText(answer.outliers)}`;
}

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
  if (!hasInterval(answer)) return noneText(answer);
  const what = answer.basis === "own_cv"
    ? `own CV ${answer.cv} %, t=${answer.k}`
    : `CVI ${answer.cv_i} % and CVA ${answer.cv_a} %, Z=${answer.k}`;
  const floor = answer.floor === "analytical"
    ? `, widened to ±1.96×CVA (${answer.floor_cv_a} %)`
    : answer.floor === "resolution"
    ? `, widened to the printed resolution (±${answer.step})`
    : "";
  const event = answer.since_event === undefined
    ? ""
    : `, only results after ${eventText(answer.since_event)}`;
  const lab = answer.lab !== undefined
    ? ` at ${JSON.stringify(answer.lab)}`
    : answer.labs_mixed === "different"
    ? " at more than one lab (assumes comparable methods)"
    : answer.labs_mixed === "unknown"
    ? " at labs not all recorded (assumes comparable methods)"
    : "";
  const latest = answer.latest;
  let placed = latest === undefined
    ? ""
    : latest.position === "inside"
    ? `; latest ${latest.value} inside`
    : `; latest ${latest.value} ${latest.position} it`;
  if (latest?.versus_change !== undefined) {
    const from = latest.versus_change_from ?? "previous";
    const why = from === "first" && (answer.left_out?.before_event ?? 0) > 0
      ? "the first result is from before the event, this interval from the results after it"
      : `that compares with one result against the population's within-person variation, this interval with ${answer.n} results around their set point${
        answer.basis === "own_cv" ? ` and this person's own variation (CV ${answer.cv} %)` : ""
      }`;
    placed += `, while the change from the ${from} result is ${
      VERDICT_TEXT[latest.versus_change] ?? latest.versus_change.replaceAll("_", " ")
    }: ${why}`;
  }
  return `personal interval ${answer.low}-${answer.high} (set point ${answer.set_point}; from n=${answer.n} previous ${answer.first_date}..${answer.last_date}${lab}${event}, ${what}${floor}${
    leftOutText(answer)
  }${outlierText(answer.outliers)}; ${
    answer.basis === "own_cv" ? "Coşkun 2022" : "Coşkun 2021"
  })${placed}`;
}
