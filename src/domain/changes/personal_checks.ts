/**
 * The data quality checks a personal reference interval needs before its
 * results may define a set point (Coşkun A et al. 2022, Clin Chem Lab Med
 * 60:629: "data quality assessment, including analysis for outliers and
 * trends, is required prior to using previous test results"): a trend over
 * time, and results that the others do not predict (outliers), in the model
 * the interval itself uses. The paper asks for both checks but prescribes no
 * test; the tests here are this project's choice, stated in
 * docs/clinical.md. Pure.
 *
 * @module
 */

import { normalQuantile, tQuantile, tQuantile975 } from "./quantiles.ts";

function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
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

/** How one result is predicted from the others, as the interval's model does it. */
export interface OutlierModel {
  /**
   * From this many results on (the one checked among them, as the interval's
   * model counts them), the others' own SD is used (the own-variation
   * model); below, the population's total CV.
   */
  readonly minOwn: number;
  /** The population's total CV, √(CVI² + CVA²), as a fraction. */
  readonly tv: number;
  /** The analytical CV as a fraction: no SD of one result is taken below CVA × mean. */
  readonly cvA: number;
  /** The printed resolution: a difference no larger than one step is never an outlier. */
  readonly step: number;
}

/** The outliers found, in the order removed, and whether another remains beyond the cap. */
export interface Outliers {
  readonly indices: readonly number[];
  readonly more: boolean;
}

/** Above this many results the outlier steps stop at the first result within its limit. */
const LONG_SERIES = 100;

/** The sums and factors of one step of the outlier check. */
interface Step {
  /** Sums of the kept values and of their squares, shifted by `ref`. */
  readonly s1: number;
  readonly s2: number;
  /** How many others each result is compared with. */
  readonly m: number;
  readonly own: boolean;
  readonly k: number;
  readonly spread: number;
}

/** How far a result (shifted by `ref`) lies from the others' mean, in units of its limit. */
function scoreOf(d: number, ref: number, step: Step, model: OutlierModel): number {
  const { s1, s2, m } = step;
  const meanOthers = (s1 - d) / m; // shifted
  const setPoint = meanOthers + ref;
  const floor = model.cvA * Math.abs(setPoint);
  let sd: number;
  if (step.own) {
    const squares = Math.max(0, s2 - d * d - m * meanOthers * meanOthers);
    sd = Math.max(Math.sqrt(squares / (m - 1)), floor);
  } else sd = model.tv * Math.abs(setPoint);
  const limit = Math.max(step.k * step.spread * sd, model.step * (1 + 1e-9));
  return Math.abs(d - meanOthers) / limit;
}

/**
 * Results the others do not predict: each result is compared with the
 * prediction interval of the others (leave one out) at a 5 % level shared
 * over the n results (Bonferroni: 1 − 0.025/n two-sided), with the others'
 * own SD and t(n − 2) from `minOwn` results on (the own-variation model) (the externally studentised
 * form of Grubbs' test), else the population's total CV and the normal
 * quantile; the SD is never taken below the analytical CV, and no difference
 * within one printed step counts. As in Rosner's generalised ESD test
 * (Technometrics 1983;25:165), the most extreme result is removed and the
 * rest checked again, `max` + 1 times, and the outliers are the results up to
 * the last one that lay beyond its limit: a second outlier cannot hide the
 * first by widening the others' SD (masking); above 100 results, where a few
 * outliers barely move the SD, the steps stop at the first result within its
 * limit. `more` says that more than `max` are outliers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const model = { minOwn: 5, tv: 0.2, cvA: 0.05, step: 0.1 };
 * const tsh = [1.8, 2.0, 1.9, 4.5, 2.1, 2.0, 1.9, 2.0];
 * assert.deepEqual(outliers(tsh, model, 1), { indices: [3], more: false });
 * assert.deepEqual(outliers([1.8, 2.0, 1.9, 2.1, 2.0], model, 1), { indices: [], more: false });
 * ```
 */
export function outliers(values: ArrayLike<number>, model: OutlierModel, max: number): Outliers {
  const n = values.length;
  // Which results are still in, made on the first removal (most series lose none).
  let kept: Uint8Array | undefined;
  const removed: number[] = [];
  // How many of the removed results are outliers: the last step whose result lay beyond its limit.
  let found = 0;
  // Sums of the values shifted by the first one, so that large equal values lose no precision.
  const ref = n > 0 ? values[0]! : 0;
  let s1 = 0, s2 = 0;
  let lowest = -1, highest = -1;
  for (let i = 0; i < n; i++) {
    const value = values[i]!;
    const d = value - ref;
    s1 += d;
    s2 += d * d;
    if (lowest < 0 || value < values[lowest]!) lowest = i;
    if (highest < 0 || value > values[highest]!) highest = i;
  }
  let count = n;
  // One step more than may be left out, so that one more outlier is seen (and masking undone).
  while (count >= 3 && removed.length <= max) {
    const m = count - 1;
    const own = count >= model.minOwn;
    const k = own ? tQuantile(1 - 0.025 / count, m - 1) : normalQuantile(1 - 0.025 / count);
    const spread = Math.sqrt(1 + 1 / m);
    // On either side of the mean, the score grows with the distance from it: the most extreme
    // result is the lowest or the highest one, and only those two are scored.
    if (kept !== undefined) {
      lowest = highest = -1;
      for (let i = 0; i < n; i++) {
        if (kept[i] === 0) continue;
        if (lowest < 0 || values[i]! < values[lowest]!) lowest = i;
        if (highest < 0 || values[i]! > values[highest]!) highest = i;
      }
    }
    if (lowest < 0) break;
    const at = { s1, s2, m, own, k, spread };
    const lowScore = scoreOf(values[lowest]! - ref, ref, at, model);
    const highScore = scoreOf(values[highest]! - ref, ref, at, model);
    const worst = highScore >= lowScore ? highest : lowest;
    const worstScore = Math.max(lowScore, highScore);
    if (worst < 0) break;
    // On a long series a few outliers barely move the others' SD (no masking to undo), so the
    // steps stop at the first result within its limit: one pass over a device's series.
    if (worstScore <= 1 && n > LONG_SERIES) break;
    removed.push(worst);
    if (worstScore > 1) found = removed.length;
    kept ??= new Uint8Array(n).fill(1);
    kept[worst] = 0;
    const d = values[worst]! - ref;
    s1 -= d;
    s2 -= d * d;
    count--;
  }
  return found > max
    ? { indices: removed.slice(0, max), more: true }
    : { indices: removed.slice(0, found), more: false };
}
