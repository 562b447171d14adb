// Guards the data quality checks of personal intervals (Coşkun 2022 asks for outlier and trend
// analysis before a set point): the leave-one-out outlier test in both models, worked by hand,
// its floors (analytical CV, printed step), its cap, and the trend test.

import assert from "node:assert/strict";
import { type OutlierModel, outliers, trends } from "./personal_checks.ts";

const TSH: OutlierModel = { minOwn: 5, tv: Math.hypot(18.9, 5) / 100, cvA: 0.05, step: 0.1 };

Deno.test("outliers(): an earlier TSH of 4.5 among values near 2 is found, in the own-variation model", () => {
  // By hand, leaving 4.5 out: the other 7 have mean 1.957 and SD 0.0976, floored at CVA × mean
  // = 0.0979; √(1 + 1/7) = 1.069; t(1 − 0.025/8, 6) = 4.0 (about): limit 0.42, and 4.5 lies
  // 2.54 from 1.957.
  const got = outliers([1.8, 2.0, 1.9, 4.5, 2.1, 2.0, 1.9, 2.0], TSH, 1);
  assert.deepEqual(got, { indices: [3], more: false });
});

Deno.test("outliers(): in the population model with four results, and capped", () => {
  // Glucose 92, 101, 95.5, 115 (CVI 4.7 %, CVA 2 %): leaving 115 out, 96.17 ± 2.498 × 1.1547
  // × 0.05108 × 96.17 = ± 14.17; 115 is 18.8 away. With a cap of 0, `more` says so.
  const glucose: OutlierModel = { minOwn: 5, tv: Math.hypot(4.7, 2) / 100, cvA: 0.02, step: 0.5 };
  assert.deepEqual(outliers([92, 101, 95.5, 115], glucose, 0), { indices: [], more: true });
  assert.deepEqual(outliers([92, 101, 95.5, 115], glucose, 1), { indices: [3], more: false });
  assert.deepEqual(outliers([92, 101, 95.5, 97], glucose, 0), { indices: [], more: false });
});

Deno.test("outliers(): equal values and a one-step difference are no outlier (the floors)", () => {
  const sodium: OutlierModel = { minOwn: 5, tv: Math.hypot(0.53, 1) / 100, cvA: 0.01, step: 1 };
  assert.deepEqual(outliers([140, 140, 140, 140, 140], sodium, 1), { indices: [], more: false });
  assert.deepEqual(outliers([140, 140, 140, 140, 141], sodium, 1), { indices: [], more: false });
  const noCvA = { ...sodium, cvA: 0 };
  // Six results (the own-variation model for the other five, whose SD is 0): without a CVA
  // floor, one printed step is still no outlier, three steps are.
  const five = [140, 140, 140, 140, 140];
  assert.deepEqual(outliers([...five, 141], noCvA, 1), { indices: [], more: false });
  assert.deepEqual(outliers([...five, 143], noCvA, 1), { indices: [5], more: false });
});

Deno.test("outliers(): twenty steady results with one at 2.3 SD are not an outlier", () => {
  // About one result in twenty lies outside a 95 % prediction interval by design; the shared
  // 5 % level over all twenty does not call it an outlier.
  const hgb: OutlierModel = { minOwn: 5, tv: Math.hypot(2.74, 1.37) / 100, cvA: 0.0137, step: 0.1 };
  const values = [14.0, 13.6, 14.2, 13.8, 13.9, 14.1, 13.7, 14.0, 13.8, 14.2, 13.9, 13.6, 14.1];
  assert.deepEqual(outliers([...values, 13.8, 14.0, 13.9, 13.7, 14.1, 14.5, 13.8], hgb, 3), {
    indices: [],
    more: false,
  });
});

Deno.test("trends(): a steady rise is a trend, a wavering series is not", () => {
  assert.equal(trends([10, 11, 12, 13, 14], [0, 1, 2, 3, 4.1]), true);
  assert.equal(trends([10, 11, 10, 11, 10], [0, 1, 2, 3, 4]), false);
  assert.equal(trends([5, 5, 5], [0, 1, 2]), false);
  assert.equal(trends([5, 6], [0, 1]), false);
});

Deno.test("outliers(): a second outlier does not mask the first (generalised ESD)", () => {
  // 4.5 and 5.1 among values near 2: with both in, the SD they widen hides each of them from a
  // one-step test; removing the worst and checking again finds both, more than the cap of one.
  const values = [1.8, 2.0, 1.9, 4.5, 2.1, 2.0, 5.1, 2.0];
  assert.deepEqual(outliers(values, TSH, 1), { indices: [6], more: true });
  assert.deepEqual(outliers(values, TSH, 2), { indices: [6, 3], more: false });
});
