// Guards the personal reference interval (see docs/clinical.md): the two models
// of Coşkun et al. worked by hand here from their formulas (the t factor is
// checked against a printed t table in quantiles_test.ts), and the properties any prediction
// interval must have. Too few results, no steady state or no CVI: no
// interval, with the reason.

import assert from "node:assert/strict";
import { COSKUN_2021, COSKUN_2022, personalInterval, withChange } from "./personal_interval.ts";
import {
  hasInterval,
  type IntervalResults,
  type PersonalIntervalAnswer,
} from "./personal_interval_types.ts";
import { personalIntervalSentence } from "./personal_interval_text.ts";
import type { ChangeRules, JudgedChange } from "./rcv.ts";
import { unitKey } from "../readings/units.ts";

const HGB: ChangeRules = {
  variation: { cv_i: 2.74, cv_a: 1.37, source: "Coşkun A et al. 2018" },
};

function dated(values: readonly number[], excluded = 0): IntervalResults {
  return {
    values,
    times: values.map((_, i) => i * 365),
    first_date: "2020-03-01",
    last_date: `20${String(19 + values.length)}-03-01`,
    excluded,
  };
}

function interval(answer: PersonalIntervalAnswer) {
  if (!hasInterval(answer)) assert.fail(`expected an interval, got ${answer.reason}`);
  return answer;
}

Deno.test("six steady haemoglobin results: the own-variation model, worked by hand", () => {
  const values = [13.5, 13.9, 13.2, 14.1, 13.6, 13.8];
  // By hand: mean 82.1/6 = 13.68333; squared deviations sum 0.508333; s = √(0.508333/5) = 0.318852;
  // t(0.975, 5) = 2.5706 (table); √(1 + 1/6) = 1.080123; half-width 2.5706 × 1.080123 × 0.318852 = 0.88532.
  const half = 2.5706 * Math.sqrt(1 + 1 / 6) * Math.sqrt(0.508333 / 5);
  const got = interval(personalInterval(dated(values), HGB));
  assert.equal(got.basis, "own_cv");
  assert.equal(got.n, 6);
  assert.ok(Math.abs(got.set_point - 13.68) < 0.006, `set point ${got.set_point}`);
  assert.ok(Math.abs(got.low - (13.68333 - half)) < 0.006, `low ${got.low}`);
  assert.ok(Math.abs(got.high - (13.68333 + half)) < 0.006, `high ${got.high}`);
  assert.equal(got.low, 12.80);
  assert.equal(got.high, 14.57);
  assert.equal(got.k.toFixed(3), "2.571");
  assert.equal(got.cv.toFixed(2), (0.318852 / 13.68333 * 100).toFixed(2));
  assert.equal(got.source, COSKUN_2022);
  assert.equal(got.first_date, "2020-03-01");
  assert.equal(got.last_date, "2025-03-01");
});

Deno.test("three results: the population-CVI model, worked by hand", () => {
  const values = [13.5, 13.9, 13.2];
  // By hand: HSP 13.53333; TV = √(2.74² + 1.37²) = 3.06341 %; Z 1.96; √(1 + 1/3) = 1.154701;
  // half-width 1.96 × 1.154701 × 0.0306341 × 13.53333 = 0.93828.
  const got = interval(personalInterval(dated(values), HGB));
  assert.equal(got.basis, "population_cv");
  assert.ok(Math.abs(got.low - (13.53333 - 0.93828)) < 0.006, `low ${got.low}`);
  assert.ok(Math.abs(got.high - (13.53333 + 0.93828)) < 0.006, `high ${got.high}`);
  assert.equal(got.cv.toFixed(2), "3.06");
  assert.deepEqual([got.cv_i, got.cv_a, got.k], [2.74, 1.37, 1.96]);
  assert.ok(got.source.startsWith(COSKUN_2021) && got.source.includes("Coşkun A et al. 2018"));
});

Deno.test("limits carry one decimal more than the lab's, within four significant digits", () => {
  const creatinine = interval(personalInterval(dated([0.85, 0.91, 0.88]), HGB));
  assert.equal(String(creatinine.low).split(".")[1]!.length <= 3, true);
  const converted = interval(personalInterval(dated([95.3841, 93.1122, 97.5501]), HGB));
  assert.equal(converted.set_point, 95.35);
});

Deno.test("the population model takes CVA as half the CVI when the dictionary gives none", () => {
  const got = interval(personalInterval(dated([13.5, 13.9, 13.2]), {
    variation: { cv_i: 2.74, source: "S" },
  }));
  assert.equal(got.cv_a, 1.37);
});

Deno.test("two results give no interval, and say how many it needs", () => {
  const got = personalInterval(dated([13.5, 13.9], 1), HGB);
  assert.deepEqual(got, { reason: "too_few_results", n: 2, needed: 3, excluded: 1 });
  assert.equal(
    personalIntervalSentence(got),
    "personal interval: none, too few previous exact results (2; needs 3)",
  );
});

Deno.test("no steady state or no CVI: not assessable, whatever the count", () => {
  const many = dated([50, 60, 55, 58, 52, 61]);
  assert.equal(
    (personalInterval(many, { ...HGB, steadyState: false }) as { reason: string }).reason,
    "no_steady_state",
  );
  assert.equal((personalInterval(many, {}) as { reason: string }).reason, "no_variation_data");
  assert.match(personalIntervalSentence(personalInterval(many, {})), /not assessable/);
});

Deno.test("few results, one outside the interval they give: not a steady state, not assessable", () => {
  // Glucose 92, 101, 95.5, 115 mg/dL (CVI 4.7 %, CVA 2 %): the population model would give
  // 89.5-112, which the 115 it rests on lies above; Coşkun 2022 asks for outliers to be
  // checked before the results define a set point, so there is no interval.
  const glucose: ChangeRules = { variation: { cv_i: 4.7, cv_a: 2, source: "EuBIVAS" } };
  const got = personalInterval(dated([92, 101, 95.5, 115]), glucose);
  assert.deepEqual(got, { reason: "outlier", n: 4, excluded: 0 });
  assert.match(personalIntervalSentence(got), /not assessable: .*outside .*steady state/);
  // The same four results without the jump give one, and it holds each of them.
  const steady = interval(personalInterval(dated([92, 101, 95.5, 97]), glucose));
  for (const value of [92, 101, 95.5, 97]) assert.ok(value >= steady.low && value <= steady.high);
});

Deno.test("results so scattered that the lower limit is not positive: not assessable", () => {
  // Two levels in turn, no trend and no outlier: their own SD is too wide for a positive limit.
  const got = personalInterval(dated([10, 30, 12, 28, 11, 29, 10, 30]), HGB);
  assert.equal((got as { reason: string }).reason, "too_variable");
});

Deno.test("properties: the set point lies inside, scale carries over, more results narrow it", () => {
  // A marker whose CVI (6 %) matches the spread of these results, so each fits its set point.
  const rules: ChangeRules = { variation: { cv_i: 6, cv_a: 2, source: "S" } };
  const base = [4.4, 4.1, 4.7, 4.2, 4.6, 4.3, 4.5, 4.4];
  for (let n = 3; n <= base.length; n++) {
    const got = interval(personalInterval(dated(base.slice(0, n)), rules));
    assert.ok(got.low < got.set_point && got.set_point < got.high, `n=${n}`);
    assert.equal(got.basis, n >= 5 ? "own_cv" : "population_cv");
    const scaled = interval(personalInterval(dated(base.slice(0, n).map((v) => v * 10)), rules));
    assert.ok(Math.abs(scaled.high - got.high * 10) < 0.05, `n=${n}: scale`);
  }
  // The same spread of values, seen more often: the interval narrows (t and √(1 + 1/n) fall).
  const five = interval(personalInterval(dated([10, 11, 12, 11, 10]), HGB));
  const ten = interval(personalInterval(dated([10, 11, 12, 11, 10, 10, 11, 12, 11, 10]), HGB));
  assert.ok(ten.high - ten.low < five.high - five.low);
  // A larger CVI widens the population-model interval.
  const wide = interval(personalInterval(dated([10, 12, 11]), {
    variation: { cv_i: 10, cv_a: 2, source: "S" },
  }));
  const narrow = interval(personalInterval(dated([10, 12, 11]), {
    variation: { cv_i: 5, cv_a: 2, source: "S" },
  }));
  assert.ok(wide.high - wide.low > narrow.high - narrow.low);
});

Deno.test("the sentence states the limits, the count, the dates, the CV and the paper", () => {
  const got = personalInterval(dated([13.5, 13.9, 13.2, 14.1, 13.6, 13.8], 2), HGB);
  assert.equal(
    personalIntervalSentence(got),
    "personal interval 12.8-14.57 (set point 13.68; from n=6 previous 2020-03-01..2025-03-01, own CV 2.33 %, t=2.5706, 2 censored/text left out; Coşkun 2022)",
  );
});

Deno.test("the latest result is placed inside, below or above the interval of the previous ones", () => {
  const previous = dated([13.5, 13.9, 13.2, 14.1, 13.6, 13.8]);
  const at = (value: number) =>
    interval(personalInterval({ ...previous, latest: { date: "2026-03-01", value } }, HGB)).latest;
  assert.deepEqual(at(13.9), { date: "2026-03-01", value: 13.9, position: "inside" });
  // 12.4 lies inside the lab's 12-16 but below this person's 12.80-14.57.
  assert.equal(at(12.4)?.position, "below");
  assert.equal(at(14.9)?.position, "above");
  assert.match(
    personalIntervalSentence(
      personalInterval({ ...previous, latest: { date: "d", value: 12.4 } }, HGB),
    ),
    /; latest 12\.4 below it$/,
  );
});

Deno.test("many results: one outside their own 95 % prediction interval is expected, not an outlier", () => {
  // Twenty haemoglobin results with no drift; 15.2 lies about 2.3 SD above their mean, outside
  // the own-CV interval, as about one result in twenty does by design. The outlier check is for
  // the population model's 3 or 4 results; here the interval is given.
  const values = [
    14.0,
    13.6,
    14.2,
    13.8,
    13.9,
    14.1,
    13.7,
    14.0,
    13.8,
    14.2,
    13.9,
    13.6,
    14.1,
    13.8,
    14.0,
    13.9,
    13.7,
    14.1,
    15.2,
    13.8,
  ];
  const got = interval(personalInterval(dated(values), HGB));
  assert.equal(got.basis, "own_cv");
  assert.ok(15.2 > got.high, `15.2 lies outside ${got.low}-${got.high}`);
});

// Bad input: degenerate series are "not assessable" with the reason, never an
// interval of zero width or a position in two directions.

Deno.test("all results equal: the interval is floored, never of zero width", () => {
  // Five sodium results of 140 (CVA 1 %): own SD 0, so the half-width is ±1.96 × 1 % × 140
  // = ±2.744, wider than one printed step (1).
  const sodium: ChangeRules = { variation: { cv_i: 0.53, cv_a: 1.0, source: "EuBIVAS" } };
  const got = interval(personalInterval(
    { ...dated([140, 140, 140, 140, 140]), latest: { date: "d", value: 141 } },
    sodium,
  ));
  assert.deepEqual([got.low, got.high, got.floor, got.floor_cv_a], [137.3, 142.7, "analytical", 1]);
  assert.equal(got.latest?.position, "inside");
  assert.match(personalIntervalSentence(got), /widened to ±1\.96×CVA \(1 %\)/);
  // Where one printed step is wider than the analytical floor, the step is the floor, when the
  // printed decimals are known; a number stored without them (4.0 kept as 4) sets no step.
  const coarse = interval(personalInterval({ ...dated([5, 5, 5, 5, 5]), decimals: 0 }, sodium));
  assert.deepEqual([coarse.low, coarse.high, coarse.floor, coarse.step], [4, 6, "resolution", 1]);
  const unknown = interval(personalInterval(dated([5, 5, 5, 5, 5]), sodium));
  assert.deepEqual([unknown.low, unknown.high, unknown.floor], [4.9, 5.1, "analytical"]);
  // Integers of unknown precision with a tiny CVA: the limits get the decimals they need.
  const tiny = interval(personalInterval(dated([4, 4, 4, 4, 4]), {
    variation: { cv_i: 3.92, cv_a: 0.1, source: "S" },
  }));
  assert.deepEqual([tiny.low, tiny.high], [3.99, 4.01]);
  const printedTenths = interval(
    personalInterval({ ...dated([5, 5, 5, 5, 5]), decimals: 1 }, sodium),
  );
  assert.deepEqual([printedTenths.low, printedTenths.high, printedTenths.floor], [
    4.9,
    5.1,
    "resolution",
  ]);
});

Deno.test("denormal, infinite or non-positive values: not assessable", () => {
  for (const values of [[5e-324, 5e-324, 5e-324], [1e-310, 2e-310, 1.5e-310], [1, 2, Infinity]]) {
    assert.equal(
      (personalInterval(dated(values), HGB) as { reason?: string }).reason,
      "degenerate",
      String(values),
    );
  }
  assert.equal(
    (personalInterval(dated([-3, -4, -3.5]), HGB) as { reason?: string }).reason,
    "degenerate",
  );
  const latestDenormal = personalInterval(
    { ...dated([13.5, 13.9, 13.2]), latest: { date: "d", value: 5e-324 } },
    HGB,
  );
  assert.equal((latestDenormal as { reason?: string }).reason, "degenerate");
  assert.match(personalIntervalSentence(latestDenormal), /not assessable: the values cannot give/);
});

Deno.test("a CVI of another scale: not assessable, and the scale is named", () => {
  const hba1c: ChangeRules = { variation: { cv_i: 1.2, cv_a: 1.9, source: "S", unit: "%" } };
  const got = personalInterval(
    { ...dated([40, 41, 39, 42, 40]), unitKey: unitKey("mmol/mol") },
    hba1c,
  );
  assert.deepEqual([got.n, (got as { reason?: string }).reason], [5, "other_scale"]);
  assert.match(personalIntervalSentence(got), /measured on the % scale, not this one/);
  // A series whose unit is not recorded: its scale is unknown, so the CVI does not apply.
  const unknown = personalInterval(
    { ...dated([5.6, 5.7, 5.5]), unitKey: unitKey(undefined) },
    hba1c,
  );
  assert.equal((unknown as { reason?: string }).reason, "other_scale");
  // On its own scale it is assessed.
  const percent = personalInterval(
    { ...dated([5.6, 5.7, 5.5, 5.6, 5.7]), unitKey: unitKey("%") },
    hba1c,
  );
  assert.ok(hasInterval(percent), JSON.stringify(percent));
});

Deno.test("the latest's lab not recorded, or the previous results of other labs: not assessable", () => {
  const ferritin: ChangeRules = {
    variation: { cv_i: 14.5, cv_a: 7, source: "S" },
    methodDiffers: { source: "Braga 2022", cv_between: 22.9 },
  };
  const unknown = personalInterval({ ...dated([50, 55, 48, 52]), labs: "unknown" }, ferritin);
  assert.equal((unknown as { reason?: string }).reason, "labs_unknown");
  assert.match(personalIntervalSentence(unknown), /the latest result names no lab/);
  const other = personalInterval({ ...dated([50]), left_out: { other_lab: 4 } }, ferritin);
  assert.equal((other as { reason?: string }).reason, "different_labs");
  // Too few in all, whatever the labs: too few.
  const few = personalInterval({ ...dated([50]), left_out: { other_lab: 1 } }, ferritin);
  assert.equal((few as { reason?: string }).reason, "too_few_results");
});

Deno.test("fewer than the minimum, or none at all: too few, with the count", () => {
  for (const values of [[], [13.5], [13.5, 13.9]]) {
    const got = personalInterval(dated(values), HGB);
    assert.deepEqual(
      [(got as { reason?: string }).reason, got.n, (got as { needed?: number }).needed],
      ["too_few_results", values.length, 3],
    );
  }
});

Deno.test("a series mostly outside the lab's range: the usual values, not a 'normal for you'", () => {
  const glucose: ChangeRules = { variation: { cv_i: 4.7, cv_a: 2, source: "S" } };
  const high = personalInterval(
    { ...dated([160, 168, 172, 165, 170, 163]), outside_range: { above: 6, below: 0 } },
    glucose,
  );
  assert.deepEqual(
    [(high as { direction?: string }).direction, (high as { usual?: unknown }).usual],
    ["high", { low: 160, high: 172 }],
  );
  // Half or fewer outside: an interval; more than half on both sides: "outside".
  assert.ok(hasInterval(personalInterval(
    { ...dated([95, 101, 98, 102, 99, 100]), outside_range: { above: 3, below: 0 } },
    glucose,
  )));
  const both = personalInterval(
    { ...dated([60, 110, 65, 105, 98]), outside_range: { above: 2, below: 2 } },
    glucose,
  );
  assert.equal((both as { direction?: string }).direction, "both");
  assert.match(personalIntervalSentence(both), /usual values lie outside the lab's range \(4 of 5/);
});

Deno.test("an outlier among many is left out and named; too many make it not assessable", () => {
  const tsh: ChangeRules = { variation: { cv_i: 18.9, cv_a: 5, source: "S" } };
  const values = [1.8, 2.0, 1.9, 4.5, 2.1, 2.0, 1.9, 2.0];
  const got = interval(personalInterval(
    { ...dated(values), dateAt: (i) => `d${i}`, latest: { date: "x", value: 3.5 } },
    tsh,
  ));
  assert.deepEqual(got.outliers, [{ date: "d3", value: 4.5 }]);
  assert.equal(got.n, 7);
  assert.equal(got.latest?.position, "above");
  // Five results, one of them 4.5: it is left out and the other four give the population
  // model's interval, which 3.5 lies above. Four results with it: not assessable.
  const five = interval(personalInterval(
    { ...dated([1.8, 2.0, 4.5, 1.9, 2.1]), latest: { date: "x", value: 3.5 } },
    tsh,
  ));
  assert.deepEqual([five.n, five.basis, five.latest?.position], [4, "population_cv", "above"]);
  const four = personalInterval(dated([1.9, 2.0, 4.5, 2.1]), tsh);
  assert.equal((four as { reason?: string }).reason, "outlier");
  // Two wild results among eight: one in five may be left out (one here), so not assessable.
  const two = personalInterval(dated([1.8, 2.0, 1.9, 4.5, 2.1, 2.0, 5.1, 2.0]), tsh);
  assert.equal((two as { reason?: string }).reason, "outlier");
});

Deno.test("withChange() notes a verdict that points elsewhere than the position, and only then", () => {
  const previous = dated([13.5, 13.6, 13.5, 13.6, 13.5, 13.6]);
  const at = (value: number) =>
    personalInterval({ ...previous, latest: { date: "d", value } }, HGB);
  const note = (value: number, verdict: JudgedChange["verdict"]) => {
    const got = withChange(at(value), { verdict });
    return hasInterval(got) ? got.latest?.versus_change : "none";
  };
  assert.equal(note(14.3, "within_expected_variation"), "within_expected_variation");
  assert.equal(note(13.6, "likely_real_increase"), "likely_real_increase");
  assert.equal(note(12.9, "likely_real_increase"), "likely_real_increase");
  assert.equal(note(14.3, "likely_real_increase"), undefined);
  assert.equal(note(12.9, "likely_real_decrease"), undefined);
  assert.equal(note(13.6, "within_expected_variation"), undefined);
  assert.equal(note(14.3, "not_assessable"), undefined);
  // The change from the first result is looked at when the previous one agrees.
  const first = withChange(at(13.6), { verdict: "within_expected_variation" }, {
    verdict: "likely_real_increase",
  });
  assert.deepEqual(hasInterval(first) && first.latest, {
    date: "d",
    value: 13.6,
    position: "inside",
    versus_change: "likely_real_increase",
    versus_change_from: "first",
  });
  assert.match(personalIntervalSentence(first), /while the change from the first result is likely/);
  // A first result from before the event the interval starts after: that is the reason given.
  const afterEvent = personalInterval({
    ...previous,
    left_out: { before_event: 2 },
    latest: { date: "d", value: 13.6 },
  }, HGB);
  assert.match(
    personalIntervalSentence(
      withChange(afterEvent, undefined, { verdict: "likely_real_increase" }),
    ),
    /from the first result is likely a real increase: the first result is from before the event, this interval from the results after it$/,
  );
  assert.match(
    personalIntervalSentence(withChange(at(13.6), { verdict: "likely_real_increase" })),
    /latest 13\.6 inside, while the change from the previous result is likely a real increase: that compares with one result/,
  );
});

Deno.test("seven equal results, of any size, or denormals never give a zero-width interval", () => {
  // Reported: seven results of 50 gave "personal interval 50-50 … latest 50.1 above it" beside
  // "+0.2 % … within expected variation"; denormals gave "0-0 … latest 1 above it".
  const rules: ChangeRules = { variation: { cv_i: 5.6, cv_a: 2.0, source: "S" } };
  let judged = 0;
  for (const value of [50, 0.05, 1e-6, 2.3e-308, 1e-300, 7, 1e6, 1e300]) {
    for (const decimals of [undefined, 0, 1, 3]) {
      const latest = { date: "d", value: value * 1.002 };
      const answer = personalInterval(
        {
          ...dated(Array(7).fill(value)),
          ...(decimals === undefined ? {} : { decimals }),
          latest,
        },
        rules,
      );
      const where = `${value} (decimals ${decimals})`;
      if (!hasInterval(answer)) continue; // not assessable is an honest answer
      judged++;
      assert.ok(answer.low < answer.high, `${where}: ${answer.low}-${answer.high}`);
      assert.ok(answer.low <= value && value <= answer.high, `${where}: the value lies inside`);
      assert.equal(answer.latest?.position, "inside", `${where}: +0.2 % stays inside`);
      assert.doesNotMatch(
        personalIntervalSentence(answer),
        /interval (\S+)-\1\b/,
        `${where}: ${personalIntervalSentence(answer)}`,
      );
    }
  }
  assert.ok(judged >= 16, `only ${judged} of the series gave an interval`);
  for (const value of [5e-324, 1e-310, 2.2e-308 / 4]) {
    const answer = personalInterval(
      { ...dated(Array(7).fill(value)), latest: { date: "d", value: 1 } },
      rules,
    );
    assert.equal(hasInterval(answer), false, `${value}: denormals give no interval`);
  }
});

Deno.test("readings several a day give no interval; one repeated draw does not stop one", () => {
  const rules: ChangeRules = { variation: { cv_i: 5.6, cv_a: 2.3, source: "S" } };
  // Ten days of a meter: fasting, after breakfast, after lunch (mg/dL).
  const values = Array.from({ length: 30 }, (_, i) => [92, 141, 128][i % 3]! + (i % 7));
  const span = { first_date: "2025-03-01", last_date: "2025-03-10", values };
  const meter = personalInterval({ ...span, dayAt: (i) => Math.floor(i / 3) }, rules);
  assert.equal("reason" in meter && meter.reason, "intra_day", JSON.stringify(meter));
  assert.equal(meter.n, 30);
  assert.equal(!hasInterval(meter) && meter.days, 10);
  assert.equal(!hasInterval(meter) && meter.days_with_several, 10);
  assert.equal(
    personalIntervalSentence(meter),
    "personal interval: none, not assessable: readings within a day vary with meals and time, and a personal interval needs one result per draw under the same conditions (fasting, morning; Fraser 2001, Coşkun 2022) (10 of 10 days hold several readings)",
  );
  // Eight yearly draws, one of them repeated the same day: one result per draw, an interval.
  const draws = [13.5, 13.9, 13.6, 13.2, 14.1, 13.6, 13.8, 13.7];
  const days = [0, 365, 730, 730, 1095, 1460, 1825, 2190];
  const yearly = personalInterval({
    first_date: "2017-01-01",
    last_date: "2023-01-01",
    values: draws,
    dayAt: (i) => days[i]!,
  }, rules);
  assert.ok(hasInterval(yearly), JSON.stringify(yearly));
  // Two of eight days with two draws each: a quarter, intra-day.
  const twice = [0, 0, 365, 365, 730, 1095, 1460, 1825];
  const repeated = personalInterval({ ...span, values: draws, dayAt: (i) => twice[i]! }, rules);
  assert.equal("reason" in repeated && repeated.reason, "intra_day");
});
