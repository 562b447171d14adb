/**
 * Guards the change verdicts (docs/clinical.md): an analytical CV of the lab rather than
 * half the CVI, the printed resolution, labs that differ or are not
 * recorded, a CVI only on the scale it was measured on, the figures and
 * their sources in the structured change, and a sentence that never
 * contradicts itself.
 *
 * @module
 */

import assert from "node:assert/strict";
import { judgeChange, LIMIT_MARGIN, referenceChange } from "./rcv.ts";
import { changeSentence, verdictCaveat } from "./change_text.ts";
import { unitKey } from "./units.ts";

const at = (date: string, value: number, extra: object = {}) => ({ date, value, ...extra });

const sodium = {
  variation: {
    cv_i: 0.53,
    source: "Aarsand 2018",
    cv_a: 1.0,
    cv_a_source: "Lab table 2019",
  },
};
const hba1c = {
  variation: { cv_i: 1.2, source: "Ricós 2020", cv_a: 1.9, cv_a_source: "EQA 2017", unit: "%" },
};
const haemoglobin = {
  variation: { cv_i: 2.74, source: "Coşkun 2018", cv_a: 1.37, cv_a_source: "0.5 × CVI" },
};
const ferritin = {
  variation: { cv_i: 14.5, source: "Pilon 1981", cv_a: 7, cv_a_source: "Lab table 2019" },
  methodDiffers: { source: "Braga 2022", cv_between: 22.9 },
};

Deno.test("sodium 140 → 143 mmol/L is not a likely real change with a realistic CVA", () => {
  const change = judgeChange(at("2024-01-01", 140), at("2025-01-01", 143), sodium);
  assert.equal(change.verdict, "within_expected_variation");
  assert.ok(change.rcv_up! > 2.5, `RCV ${change.rcv_up}`);
});

Deno.test("HbA1c 5.4 → 5.7 % is not a likely real change", () => {
  const change = judgeChange(
    at("2024-01-01", 5.4, { unitKey: unitKey("%") }),
    at("2025-01-01", 5.7, { unitKey: unitKey("%") }),
    hba1c,
  );
  assert.equal(change.verdict, "within_expected_variation");
});

Deno.test("haemoglobin 13.8 → 12.4 g/dL is still a likely real decrease", () => {
  const change = judgeChange(at("2024-01-01", 13.8), at("2025-01-01", 12.4), haemoglobin);
  assert.equal(change.verdict, "likely_real_decrease");
});

Deno.test("the CVI, the CVA and their sources travel with every assessed change", () => {
  const change = judgeChange(at("2024-01-01", 13.8), at("2025-01-01", 12.4), haemoglobin);
  assert.equal(change.cv_i, 2.74);
  assert.equal(change.cv_a, 1.37);
  assert.equal(change.source, "Coşkun 2018");
  assert.equal(change.cv_a_source, "0.5 × CVI");
  const text = changeSentence(change);
  assert.match(text, /CVI 2\.74 % \(Coşkun 2018\)/);
  assert.match(text, /CVA 1\.37 % \(0\.5 × CVI\)/);
  assert.doesNotMatch(changeSentence(change, false), /Coşkun|CVA/, "named once: not again");
});

Deno.test("a change no larger than the printed resolution is never likely real", () => {
  // A CVI so small that one printed step would otherwise be "real".
  const tight = { variation: { cv_i: 0.1, cv_a: 0.1, source: "S" } };
  const whole = { decimals: 0 }, tenths = { decimals: 1 };
  const step = judgeChange(at("a", 140, whole), at("b", 141, whole), tight);
  assert.equal(step.verdict, "within_expected_variation");
  assert.equal(step.resolution, 1);
  assert.match(changeSentence(step), /printed resolution/);
  const tenth = judgeChange(at("a", 5.4, tenths), at("b", 5.5, tenths), tight);
  assert.equal(tenth.verdict, "within_expected_variation");
  assert.equal(tenth.resolution, 0.1);
  // Two steps are judged against the RCV as usual.
  assert.equal(
    judgeChange(at("a", 140, whole), at("b", 142, whole), tight).verdict,
    "likely_real_increase",
  );
});

Deno.test("ferritin Lab A 30 → Lab B 47 is judged against a widened RCV and says the labs differ", () => {
  const change = judgeChange(
    at("a", 30, { lab: "Lab A" }),
    at("b", 50, { lab: "Lab B" }),
    ferritin,
  );
  assert.notEqual(change.verdict, "likely_real_increase");
  assert.equal(change.labs, "different");
  assert.equal(change.cv_between, 22.9);
  assert.match(changeSentence(change), /labs differ, widened by a between-method CV of 22\.9 %/);
  // The same change within one lab is judged against the narrower RCV.
  const one = judgeChange(at("a", 30, { lab: "Lab A" }), at("b", 50, { lab: "lab a" }), ferritin);
  assert.equal(one.verdict, "likely_real_increase");
  assert.ok(one.rcv_up! < change.rcv_up!);
});

Deno.test("a lab that is not recorded is unknown, never the same lab", () => {
  const tsh = {
    variation: { cv_i: 18.9, source: "Bottani 2022" },
    methodDiffers: { source: "Thienpont 2010" },
  };
  const unnamed = judgeChange(at("a", 2.0, { lab: "Lab A" }), at("b", 4.5), tsh);
  assert.equal(unnamed.verdict, "not_assessable");
  assert.equal(unnamed.reason, "labs_unknown");
  assert.match(changeSentence(unnamed), /lab is not recorded/);
  const widened = judgeChange(at("a", 30), at("b", 47), ferritin);
  assert.equal(widened.labs, "unknown");
  assert.match(changeSentence(widened), /labs not recorded/);
});

Deno.test("a CVI is applied only on the scale it was measured on", () => {
  const ifcc = judgeChange(
    at("a", 36, { unitKey: unitKey("mmol/mol") }),
    at("b", 39, { unitKey: unitKey("mmol/mol") }),
    hba1c,
  );
  assert.equal(ifcc.verdict, "not_assessable");
  assert.equal(ifcc.reason, "other_scale");
  assert.match(changeSentence(ifcc), /measured on the % scale/);
});

Deno.test("a verdict never prints a change equal to the RCV it is said to exceed", () => {
  const rules = { variation: { cv_i: 5.28, cv_a: 1, source: "S" } };
  const rcv = referenceChange(rules.variation);
  // A change beyond the RCV and its margin, close to it at one decimal.
  const to = 100 * (1 + (rcv.up * (1 + LIMIT_MARGIN) + 0.01) / 100);
  const change = judgeChange(at("a", 100), at("b", to), rules);
  assert.equal(change.verdict, "likely_real_increase");
  const text = changeSentence(change);
  const shownChange = text.match(/^\+(\d+\.\d+)/)![1];
  const shownRcv = text.match(/RCV of \+(\d+\.\d+)/)![1];
  assert.ok(Number(shownChange) > Number(shownRcv), text);
});

Deno.test("a per-lab CVA replaces the default for results of that lab", () => {
  const rules = {
    ...sodium,
    labCvA: [{ lab: "Diagnostyka", cv_a: 0.4, source: "lab QC 2024" }],
  };
  const own = judgeChange(
    at("a", 140, { lab: "Diagnostyka" }),
    at("b", 143, { lab: "diagnostyka" }),
    rules,
  );
  assert.equal(own.cv_a, 0.4);
  assert.equal(own.cv_a_source, "lab QC 2024");
  const other = judgeChange(at("a", 140, { lab: "Alab" }), at("b", 143, { lab: "Alab" }), rules);
  assert.equal(other.cv_a, 1.0);
});

Deno.test("verdictCaveat() says what the figure rests on, in English and Polish", () => {
  assert.match(verdictCaveat("en"), /healthy adults over weeks.*not a diagnosis.*doctor/);
  assert.match(verdictCaveat("pl"), /zdrowych dorosłych.*nie jest diagnoza.*lekarz/);
});

Deno.test("a tiny value written with an exponent keeps a fine resolution, not a step of 1", () => {
  const tight = { variation: { cv_i: 1, cv_a: 1, source: "S" } };
  const change = judgeChange(at("a", 1e-7), at("b", 2e-7), tight);
  assert.equal(change.verdict, "likely_real_increase");
  assert.equal(change.resolution, undefined);
});
