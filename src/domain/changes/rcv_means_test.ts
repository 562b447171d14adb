// Guards the RCV of means used before/after an event (see docs/clinical.md): the
// formula against an independent normal-theory form, against simulation, and
// against what judgeChange() computes for counts.
import assert from "node:assert/strict";
import { seededRandom } from "../../../support/seeded_random.ts";
import { judgeMeans, rcvOfMeans } from "./rcv_means.ts";
import { referenceChange } from "./rcv.ts";

const ldl = { cv_i: 8.46, cv_a: 4.23, source: "EuBIVAS" };

Deno.test("rcvOfMeans() for single results is the two-result RCV of Fokkema 2006", () => {
  const hb = { cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018" };
  // Worked by hand: σ = √(ln 1.000187 + ln 1.000751) = 0.030626; e^(±1.96·√2·σ) − 1.
  assert.equal(rcvOfMeans(hb, 1, 1).up.toFixed(2), "8.86");
  assert.equal(rcvOfMeans(hb, 1, 1).down.toFixed(2), "-8.14");
});

Deno.test("rcvOfMeans() narrows with √(1/n₁ + 1/n₂), as the normal-theory RCV of Fraser does", () => {
  // Fraser's form on the linear scale: Z·√(CVA² + CVI²)·√(1/n₁ + 1/n₂). The log-normal
  // thresholds bracket it, and their log-half-width equals it to within 1 %.
  for (const [n1, n2] of [[1, 1], [3, 1], [3, 2], [6, 6], [12, 2]] as const) {
    const fraser = 1.96 * Math.hypot(ldl.cv_a, ldl.cv_i) * Math.sqrt(1 / n1 + 1 / n2);
    const { up, down } = rcvOfMeans(ldl, n1, n2);
    assert.ok(up > fraser && -down < fraser, `${n1}/${n2}: ${up} ${down} ${fraser}`);
    const halfWidth = (Math.log(1 + up / 100) - Math.log(1 + down / 100)) / 2 * 100;
    assert.ok(Math.abs(halfWidth / fraser - 1) < 0.01, `${n1}/${n2}: ${halfWidth} vs ${fraser}`);
  }
  assert.ok(rcvOfMeans(ldl, 3, 2).up < rcvOfMeans(ldl, 1, 1).up);
});

Deno.test("rcvOfMeans() holds about 95 % of simulated mean changes with no real change", () => {
  // Results of one person at one set point: log-normal biological and analytical
  // variation; 3 results before, 2 after; the ratio of the arithmetic means.
  const random = seededRandom(2126);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const sd = (cv: number) => Math.sqrt(Math.log(1 + (cv / 100) ** 2));
  const draw = () => 100 * Math.exp(sd(ldl.cv_i) * gauss()) * Math.exp(sd(ldl.cv_a) * gauss());
  const mean = (n: number) => Array.from({ length: n }, draw).reduce((a, b) => a + b) / n;
  const { up, down } = rcvOfMeans(ldl, 3, 2);
  const runs = 20000;
  let outside = 0;
  for (let run = 0; run < runs; run++) {
    const percent = (mean(2) / mean(3) - 1) * 100;
    if (percent > up || percent < down) outside++;
  }
  const share = outside / runs;
  assert.ok(share > 0.04 && share < 0.06, `share outside ${share}`);
});

Deno.test("judgeMeans() judges with the RCV of means, which judgeChange() computes from the counts", () => {
  const change = judgeMeans(
    { mean: 162, count: 3, date: "2024-03-01", unitKey: "mg/dl" },
    { mean: 132, count: 2, date: "2024-09-01", unitKey: "mg/dl" },
    { variation: ldl },
  );
  const rcv = rcvOfMeans(ldl, 3, 2);
  assert.equal(change.rcv_up?.toFixed(6), rcv.up.toFixed(6));
  assert.equal(change.rcv_down?.toFixed(6), rcv.down.toFixed(6));
  assert.equal(referenceChange(ldl, 1.96, [3, 2]).up.toFixed(6), rcv.up.toFixed(6));
  // −18.5 %: beyond the RCV of means of 3 and 2 results (about −15.5 %), inside
  // that of two single results (about −23.0 %).
  assert.ok(rcv.down > -18.5 && rcvOfMeans(ldl, 1, 1).down < -18.5);
  assert.equal(change.verdict, "likely_real_decrease");
  assert.equal("from" in change, false, "no single-result ends that read as two dates");
});

Deno.test("judgeMeans() is not assessable without a steady state, with the reason", () => {
  const change = judgeMeans(
    { mean: 20, count: 2, date: "2024-01-01" },
    { mean: 35, count: 2, date: "2024-08-01" },
    { variation: { cv_i: 10, source: "x" }, steadyState: false },
  );
  assert.equal(change.verdict, "not_assessable");
  assert.equal(change.reason, "no_steady_state");
});
