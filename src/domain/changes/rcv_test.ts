import assert from "node:assert/strict";
import { judgeChange, referenceChange } from "./rcv.ts";
import { changeSentence } from "./change_text.ts";

const rounded = (value: number, digits = 1) => Number(value.toFixed(digits));

Deno.test("referenceChange() matches the worked examples computed by hand", () => {
  // Hemoglobin CVI 2.74 %, CVA 1.37 % (Coşkun 2018): about +8.9 % / −8.1 %.
  const hb = referenceChange({ cv_i: 2.74, cv_a: 1.37, source: "x" });
  assert.deepEqual([rounded(hb.up), rounded(hb.down)], [8.9, -8.1]);
  // With CVA assumed as 0.5 × CVI: LDL 8.46 %, TSH 17.7 % and 18.9 %, CRP 29.4 %.
  const cases: [number, number, number][] = [
    [8.46, 29.9, -23.0],
    [17.7, 72.4, -42.0],
    [18.9, 78.8, -44.1],
  ];
  for (const [cvI, up, down] of cases) {
    const rcv = referenceChange({ cv_i: cvI, source: "x" });
    assert.deepEqual([rounded(rcv.up), rounded(rcv.down)], [up, down], `CVI ${cvI}`);
    assert.equal(rcv.cv_a_assumed, true);
    assert.equal(rcv.cv_a, cvI / 2);
  }
  const crp = referenceChange({ cv_i: 29.4, source: "x" });
  assert.deepEqual([Math.round(crp.up), Math.round(crp.down)], [145, -59]);
});

Deno.test("referenceChange() is asymmetric: the increase needed exceeds the decrease", () => {
  const rcv = referenceChange({ cv_i: 20, source: "x" });
  assert.ok(rcv.up > -rcv.down);
  // A rise by `up` and a fall by `down` are the same distance on a log scale.
  assert.equal(rounded(Math.log(1 + rcv.up / 100), 9), rounded(-Math.log(1 + rcv.down / 100), 9));
});

const hbRules = { variation: { cv_i: 2.74, cv_a: 1.37, source: "Coşkun 2018" } };
const at = (date: string, value: number | string, extra: object = {}) => ({
  date,
  value,
  ...extra,
});

Deno.test("judgeChange() gives each verdict at and around the thresholds", () => {
  // RCV +8.86 %/−8.14 %; within a tenth of it (+8.0 to +9.7 %, −7.3 to −9.0 %) is at the limit.
  const verdict = (to: number) => judgeChange(at("a", 100), at("b", to), hbRules).verdict;
  assert.equal(verdict(110), "likely_real_increase");
  assert.equal(verdict(109), "at_limit");
  assert.equal(verdict(108.1), "at_limit");
  assert.equal(verdict(107.9), "within_expected_variation");
  assert.equal(verdict(92.8), "within_expected_variation");
  assert.equal(verdict(92), "at_limit");
  assert.equal(verdict(91.2), "at_limit");
  assert.equal(verdict(90.9), "likely_real_decrease");
});

Deno.test("judgeChange() is not_assessable, with its reason, whenever it cannot judge", () => {
  const reasons = [
    judgeChange(at("a", 0.5, { comparator: "<" }), at("b", 3), hbRules).reason,
    judgeChange(at("a", 3), at("b", 10, { comparator: ">" }), hbRules).reason,
    judgeChange(at("a", "ujemny"), at("b", 3), hbRules).reason,
    judgeChange(at("a", 3, { unitKey: "mg/dL" }), at("b", 3, { unitKey: "mmol/L" }), hbRules)
      .reason,
    judgeChange(at("a", 3), at("b", 4), {}).reason,
    judgeChange(at("a", 30), at("b", 60), { ...hbRules, steadyState: false }).reason,
    judgeChange(at("a", 0), at("b", 4), hbRules).reason,
    judgeChange(at("a", 2.1, { lab: "A" }), at("b", 2.9, { lab: "B" }), tshRules).reason,
  ];
  assert.deepEqual(reasons, [
    "censored",
    "censored",
    "not_numeric",
    "different_units",
    "no_variation_data",
    "no_steady_state",
    "zero_baseline",
    "different_labs",
  ]);
});

const tshRules = {
  variation: { cv_i: 18.9, source: "Bottani 2022" },
  methodDiffers: { source: "Thienpont 2010" },
};

Deno.test("judgeChange() does not judge across labs where the marker's methods differ", () => {
  const across = judgeChange(at("a", 2.1, { lab: "A" }), at("b", 4.9, { lab: "B" }), tshRules);
  assert.equal(across.verdict, "not_assessable");
  assert.equal(Math.round(across.percent!), 133);
  assert.match(
    changeSentence(across),
    /^\+133\.3 % from a to b: not assessable: the two results come from different labs, whose methods for this marker differ \(Thienpont 2010\)$/,
  );
  // One lab, or a marker whose methods agree: judged as usual.
  const judged = [
    judgeChange(at("a", 2.1, { lab: "A" }), at("b", 4.9, { lab: "A" }), tshRules),
    judgeChange(at("a", 100, { lab: "A" }), at("b", 120, { lab: "B" }), hbRules),
  ];
  assert.deepEqual(judged.map((j) => j.verdict), ["likely_real_increase", "likely_real_increase"]);
});

Deno.test("judgeChange() carries the source and weak evidence into the sentence", () => {
  const ferritin = { variation: { cv_i: 15, source: "Weak 2010", evidence: "low" as const } };
  const change = judgeChange(at("2024-01-01", 50), at("2025-02-01", 120), ferritin);
  assert.equal(change.verdict, "likely_real_increase");
  assert.match(
    changeSentence(change),
    /^\+140\.0 % from 2024-01-01 to 2025-02-01: likely a real increase/,
  );
  assert.match(changeSentence(change), /CVI 15 % \(Weak 2010\).*; weak evidence\)$/);
  const none = judgeChange(at("2024-01-01", 3), at("2025-01-01", 4), {});
  assert.equal(
    changeSentence(none),
    "+33.3 % from 2024-01-01 to 2025-01-01: not assessable: this dictionary has no biological-variation figure for this marker",
  );
});

Deno.test("referenceChange() narrows for means of several results", () => {
  const single = referenceChange({ cv_i: 8.46, source: "x" });
  const means = referenceChange({ cv_i: 8.46, source: "x" }, 1.96, [3, 2]);
  assert.ok(means.up < single.up && means.down > single.down);
  // √(1/3 + 1/2) / √2 of the log-spread of two single results.
  const ratio = Math.log(1 + means.up / 100) / Math.log(1 + single.up / 100);
  assert.equal(rounded(ratio, 6), rounded(Math.sqrt(1 / 3 + 1 / 2) / Math.SQRT2, 6));
});
