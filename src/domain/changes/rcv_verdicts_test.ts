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
import { unitKey } from "../readings/units.ts";

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
  assert.match(changeSentence(ifcc), /applied on the % scale only/);
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

// Guards a lost precision: a value printed "1.0" is stored as the number 1; its printed step is 0.1,
// not 1. The step comes from the printed decimals, and without them it widens nothing.
const creatinine = {
  variation: { cv_i: 4.4, source: "Carobene 2017", cv_a: 2.5, cv_a_source: "Lab table" },
};

Deno.test("creatinine 1.0 → 1.9 mg/dL printed with one decimal is a likely real increase", () => {
  const tenths = { decimals: 1 };
  const change = judgeChange(at("a", 1, tenths), at("b", 1.9, tenths), creatinine);
  assert.equal(change.verdict, "likely_real_increase");
  assert.equal(change.resolution, undefined);
  assert.doesNotMatch(changeSentence(change), /printed resolution/);
  // One printed step (0.1) is still never real, though +11 % at 0.9 is near the RCV.
  const step = judgeChange(at("a", 0.9, tenths), at("b", 1, tenths), creatinine);
  assert.equal(step.verdict, "within_expected_variation");
  assert.equal(step.resolution, undefined, "inside the RCV: the resolution is not what decides");
  const low = judgeChange(at("a", 0.5, tenths), at("b", 0.6, tenths), creatinine);
  assert.equal(low.verdict, "within_expected_variation");
  assert.equal(low.resolution, 0.1);
});

Deno.test("without the printed decimals (an older store) the resolution widens no verdict", () => {
  const change = judgeChange(at("a", 1), at("b", 1.9), creatinine);
  assert.equal(change.verdict, "likely_real_increase");
  const potassium = { variation: { cv_i: 3.92, source: "S", cv_a: 1.2, cv_a_source: "T" } };
  assert.equal(judgeChange(at("a", 4), at("b", 4.9), potassium).verdict, "likely_real_increase");
  // Known at one end only is still unknown.
  const half = judgeChange(at("a", 1, { decimals: 0 }), at("b", 1.9), creatinine);
  assert.equal(half.verdict, "likely_real_increase");
});

// Guards a silent change of lab: it is said for every marker, not only where methods are
// known to differ.
Deno.test("creatinine Lab A → no lab says the lab is not recorded and assumes comparable methods", () => {
  const change = judgeChange(
    at("2024-01-01", 0.92, { lab: "Lab A" }),
    at("2025-01-01", 1.08),
    creatinine,
  );
  assert.equal(change.labs, "unknown");
  assert.equal(change.cv_between, undefined);
  assert.match(changeSentence(change), /; labs not recorded, assuming comparable methods;/);
});

Deno.test("sodium Lab A → Lab B says the labs differ and assumes comparable methods", () => {
  const change = judgeChange(
    at("2024-01-01", 139, { lab: "Lab A" }),
    at("2025-01-01", 144, { lab: "Lab B" }),
    sodium,
  );
  assert.equal(change.labs, "different");
  assert.match(changeSentence(change), /; labs differ, assuming comparable methods;/);
  // One lab: nothing to say.
  const same = judgeChange(
    at("2024-01-01", 139, { lab: "Lab A" }),
    at("2025-01-01", 144, { lab: "Lab A" }),
    sodium,
  );
  assert.equal(same.labs, "same");
  assert.doesNotMatch(changeSentence(same), /labs|comparable/);
});

// Guards knife-edge certainty, and readings hours apart judged with a day-to-day CVI.
Deno.test("a change a hair beyond the RCV is at the limit of expected variation, never likely real", () => {
  const rcv = referenceChange(creatinine.variation);
  const to = 100 * (1 + (rcv.up + 0.002) / 100);
  const change = judgeChange(at("a", 100), at("b", to), creatinine);
  assert.equal(change.verdict, "at_limit");
  assert.equal(change.margin, LIMIT_MARGIN);
  assert.match(
    changeSentence(change),
    /^\+15\.1 % from a to b: at the limit of expected variation \(within 10 % of the RCV of \+15\.1 %\/−13\.1 %/,
  );
  // Just inside the RCV is at the limit too: the RCV is an estimate, not a knife edge.
  const inside = judgeChange(at("a", 100), at("b", 100 + rcv.up * 0.95), creatinine);
  assert.equal(inside.verdict, "at_limit");
});

Deno.test("a change within one printed step of the RCV is at the limit", () => {
  // 1.0 → 1.2 mg/dL (+20 %) against an RCV of +15.1 %: the limit 1.151 lies within 0.1 of 1.2.
  const tenths = { decimals: 1 };
  const change = judgeChange(at("a", 1, tenths), at("b", 1.2, tenths), creatinine);
  assert.equal(change.verdict, "at_limit");
  assert.equal(change.resolution, 0.1);
  assert.match(changeSentence(change), /within one printed step \(0\.1\) of the RCV/);
  assert.equal(
    judgeChange(at("a", 1, tenths), at("b", 1.3, tenths), creatinine).verdict,
    "likely_real_increase",
  );
});

Deno.test("results less than a day apart are not judged with a day-to-day CVI", () => {
  const glucose = { variation: { cv_i: 4.7, source: "Aarsand 2018", cv_a: 2, cv_a_source: "T" } };
  const hours = judgeChange(
    at("2024-05-01", 140, { time: "08:00" }),
    at("2024-05-01", 100, { time: "10:00" }),
    glucose,
  );
  assert.equal(hours.verdict, "not_assessable");
  assert.equal(hours.reason, "too_close");
  assert.match(changeSentence(hours), /less than a day apart.*day to day/);
  // Across midnight, less than 24 hours.
  const night = judgeChange(
    at("2024-05-01", 140, { time: "20:00" }),
    at("2024-05-02", 100, { time: "07:30:00+02:00" }),
    glucose,
  );
  assert.equal(night.reason, "too_close");
  // One day with no times is one day: too close.
  assert.equal(
    judgeChange(at("2024-05-01", 140), at("2024-05-01", 100), glucose).reason,
    "too_close",
  );
  // A day apart or more is judged.
  const days = judgeChange(
    at("2024-05-01", 140, { time: "08:00" }),
    at("2024-05-02", 100, { time: "08:00" }),
    glucose,
  );
  assert.equal(days.verdict, "likely_real_decrease");
  assert.equal(
    judgeChange(at("2024-05-01", 140), at("2024-05-02", 100), glucose).verdict,
    "likely_real_decrease",
  );
});
