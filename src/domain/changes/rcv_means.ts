/**
 * The reference change value (RCV) of two means: whether the mean of n₁
 * results before an event and the mean of n₂ results after it differ by more
 * than the person's biological and analytical variation explains. Pure.
 *
 * Derivation. One result varies around the person's set point with
 * CVT² = CVA² + CVI², and two single results differ with variance 2·CVT²,
 * hence RCV = √2·Z·CVT (Fraser CG, Harris EK 1989, Crit Rev Clin Lab Sci
 * 27:409–37). The mean of n results, each from its own specimen analysed
 * once, varies with CVT²/n: taking several specimens narrows the RCV
 * (Fraser CG 2012, "Reference change values", Clin Chem Lab Med 50:807–12,
 * https://doi.org/10.1515/cclm.2011.733, which gives the CVA and CVI terms
 * divided by the number of replicates and of specimens). Two independent
 * means of n₁ and n₂ such results therefore differ with variance
 * CVT²·(1/n₁ + 1/n₂), which for n₁ = n₂ = 1 is the familiar 2·CVT². On the
 * log scale (Fokkema MR et al. 2006, Clin Chem 52:1602–3), with
 * σ² = ln(CVA² + 1) + ln(CVI² + 1):
 *
 *   up = e^(+Z·σ·√(1/n₁ + 1/n₂)) − 1,  down = e^(−Z·σ·√(1/n₁ + 1/n₂)) − 1.
 *
 * This is exact for the ratio of geometric means; for the ratio of the
 * arithmetic means shown, the test checks it by simulation (about 5 % of
 * changes between two sets of results from one set point fall outside it).
 * It assumes each side is in a steady state around its own set point, as the
 * CVI figures (healthy adults, weeks apart) do.
 *
 * @module
 */

import {
  type ChangeEnd,
  type ChangeRules,
  judgeChange,
  type JudgedChange,
  type Variation,
  Z_95,
} from "./rcv.ts";

/** The two thresholds of the RCV of means, in % of the mean before. */
export interface MeansRcv {
  readonly up: number;
  readonly down: number;
}

/**
 * The log-normal RCV of the means of `n1` and `n2` results (CVA 0.5 × CVI
 * when the variation gives none, as for single results).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const hb = { cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018" };
 * assert.equal(rcvOfMeans(hb, 1, 1).up.toFixed(1), "8.9");
 * assert.equal(rcvOfMeans(hb, 4, 4).up.toFixed(1), "4.3");
 * ```
 *
 * @internal tested alone: the limits of means of n results, against the published figures.
 */
export function rcvOfMeans(variation: Variation, n1: number, n2: number, z = Z_95): MeansRcv {
  if (!(n1 >= 1 && n2 >= 1)) throw new RangeError(`Means of ${n1} and ${n2} results have no RCV`);
  const a = (variation.cv_a ?? variation.cv_i / 2) / 100;
  const i = variation.cv_i / 100;
  const sigma = Math.sqrt(Math.log(a * a + 1) + Math.log(i * i + 1));
  const spread = z * sigma * Math.sqrt(1 / n1 + 1 / n2);
  return { up: (Math.exp(spread) - 1) * 100, down: (Math.exp(-spread) - 1) * 100 };
}

/** One side's mean as a change end: the mean, how many results, their unit and lab. */
export interface MeanEnd {
  readonly mean: number;
  readonly count: number;
  /** The side's last (before) or first (after) date: what `judgeChange` records. */
  readonly date: string;
  readonly unitKey?: string | undefined;
  /** The lab, when every result of the side names the same one. */
  readonly lab?: string | undefined;
}

/** A judged change of means: the judged change without its single-result ends. */
export type MeansChange = Omit<JudgedChange, "from" | "to">;

/**
 * Judges the change from the mean before to the mean after against the RCV
 * of means: the marker's rules as for two single results (no steady state,
 * no variation figure, labs whose methods differ: not assessable, with the
 * reason), with the counts of both sides narrowing the RCV as
 * {@link rcvOfMeans} derives.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const rules = { variation: { cv_i: 8.46, source: "EuBIVAS" } };
 * const change = judgeMeans(
 *   { mean: 162, count: 3, date: "2024-03-01" },
 *   { mean: 96, count: 2, date: "2024-09-01" },
 *   rules,
 * );
 * assert.equal(change.verdict, "likely_real_decrease");
 * assert.equal(change.rcv_up, rcvOfMeans(rules.variation, 3, 2).up);
 * ```
 */
export function judgeMeans(before: MeanEnd, after: MeanEnd, rules: ChangeRules): MeansChange {
  const end = (side: MeanEnd): ChangeEnd => ({
    date: side.date,
    value: side.mean,
    count: side.count,
    unitKey: side.unitKey,
    lab: side.lab,
  });
  const { from: _from, to: _to, ...change } = judgeChange(end(before), end(after), rules);
  return change;
}
