/**
 * The shapes of a personal reference interval (`personal_interval.ts`): the
 * results it is computed from, the interval with its latest result placed
 * against it, and the answer when there is none, with the reason. Pure.
 *
 * @module
 */

import type { JudgedChange } from "./rcv.ts";
import type { LifeEvent } from "./life_events.ts";

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
  /**
   * The day of the value at an index (any day count, e.g. days since
   * 1970), for the intra-day check: readings several a day are not a
   * series of one result per draw.
   */
  readonly dayAt?: (index: number) => number;
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
export interface IntervalContext {
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
  | "intra_day"
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
  /** For `intra_day`: the results' days, and how many of them hold more than one result. */
  readonly days?: number;
  readonly days_with_several?: number;
}

/** Either answer. */
export type PersonalIntervalAnswer = PersonalInterval | NoPersonalInterval;

/** Whether the answer is an interval. */
export function hasInterval(answer: PersonalIntervalAnswer): answer is PersonalInterval {
  return !("reason" in answer);
}
