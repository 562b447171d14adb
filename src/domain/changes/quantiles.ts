/**
 * Quantiles of the standard normal and of Student's t distribution, for the
 * prediction intervals and outlier checks of personal reference intervals:
 * t from its exact finite series for whole degrees of freedom up to 100
 * (Abramowitz & Stegun 26.7.3–4), above by the Cornish–Fisher expansion
 * (26.7.5); the normal from the complementary error function (Numerical
 * Recipes' Chebyshev fit, fractional error below 1.2e-7). Pure.
 *
 * @module
 */

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

/** erfc(x), with a fractional error below 1.2e-7 everywhere (Numerical Recipes, erfcc). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(
    -z * z - 1.26551223 +
      t * (1.00002368 +
          t * (0.37409196 +
              t * (0.09678418 +
                  t * (-0.18628806 +
                      t *
                        (0.27886807 +
                          t *
                            (-1.13520398 +
                              t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
  );
  return x >= 0 ? r : 2 - r;
}

/** Finds where an increasing function of x ≥ 0 reaches `target`, by bisection. */
function solve(f: (x: number) => number, target: number): number {
  let lo = 0;
  let hi = 8;
  while (f(hi) < target && hi < 1e6) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function checkProbability(p: number): void {
  if (!(p >= 0.5 && p < 1)) throw new RangeError(`p ${p} must lie in [0.5, 1)`);
}

/**
 * The `p` quantile of the standard normal distribution, for 0.5 ≤ p < 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(normalQuantile(0.975).toFixed(4), "1.9600");
 * ```
 */
export function normalQuantile(p: number): number {
  checkProbability(p);
  return solve((x) => 1 - 0.5 * erfc(x / Math.SQRT2), p);
}

/** Above this many degrees of freedom, t comes from an expansion instead of the exact series. */
const EXACT_DF_LIMIT = 100;

/**
 * The `p` quantile of Student's t with a whole `df` ≥ 1 degrees of freedom,
 * for 0.5 ≤ p < 1: by bisection on the exact distribution up to 100 degrees
 * of freedom, above by the Cornish–Fisher expansion around the normal
 * quantile (Abramowitz & Stegun 26.7.5; exact to 1e-5 there).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(tQuantile(0.975, 5).toFixed(3), "2.571");
 * assert.equal(tQuantile(0.995, 10).toFixed(3), "3.169");
 * ```
 */
export function tQuantile(p: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`df ${df} must be a whole number ≥ 1`);
  checkProbability(p);
  if (df > EXACT_DF_LIMIT) {
    const z = normalQuantile(p);
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) +
      (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3);
  }
  return solve((x) => tCentralProbability(x, df), 2 * p - 1);
}

/**
 * The two-sided 95 % quantile of Student's t, t(0.975, df).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(tQuantile975(5).toFixed(3), "2.571");
 * ```
 */
export function tQuantile975(df: number): number {
  return tQuantile(0.975, df);
}
