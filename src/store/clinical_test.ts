/**
 * Guards the cited numbers of the built-in `clinical.yaml`: every conversion
 * factor agrees with a second source (the analyte's molar mass through the
 * NLM's UCUM library, or pure unit algebra), round trips give back the
 * printed value, and every factor and variation figure names its source.
 *
 * @module
 */

import assert from "node:assert/strict";
import ucum from "@lhncbc/ucum-lhc";
import clinicalText from "../../clinical.yaml" with { type: "text" };
import { conversionOf, convertValue } from "../domain/readings/convert.ts";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { builtinLayer, CLINICAL_SOURCE, withClinical } from "./builtin.ts";
import { parseDictionaryText } from "./dictionary_file.ts";
import { changeRules } from "../domain/markers/clinical.ts";
import { type ChangeEnd, judgeChange } from "../domain/changes/rcv.ts";
import { changeSentence } from "../domain/changes/change_text.ts";
import { unitKey } from "../domain/readings/units.ts";

const clinical = parseDictionaryText(clinicalText, CLINICAL_SOURCE);
const dictionary = buildDictionary([builtinLayer()]);
const utils = ucum.UcumLhcUtils.getInstance();

/** Our unit spelling in UCUM: the micro sign is `u`. */
const toUcum = (unit: string) => unit.replace(/µ/g, "u").replace(/Eq\b/g, "eq");

Deno.test("clinical.yaml holds only clinical fields, for markers that exist", () => {
  const allowed = new Set([
    "units",
    "variation",
    "steady_state",
    "method_differs",
    "family",
    "measured_in",
    "part_of_whole",
    "wide_rise",
    "index_of",
    "split_into",
    "possible",
    "calculated_from",
    "draw_scale",
    "at_most",
    "look_alike",
    "reference_limits",
  ]);
  for (const [code, entry] of clinical.entries) {
    assert.ok(dictionary.markers.has(code), `${code} is a marker of markers.yaml`);
    const extra = Object.keys(entry).filter((key) => !allowed.has(key));
    assert.deepEqual(extra, [], `${code} has only clinical fields`);
  }
  assert.ok(dictionary.clinical.size >= 25);
});

Deno.test("every marker a draw relation names (index_of, split_into, calculated_from) is a marker", () => {
  let named = 0;
  for (const [code, facts] of dictionary.clinical) {
    const calculation = facts.calculatedFrom;
    const codes = [
      facts.indexOf?.of,
      facts.indexOf?.per,
      ...(facts.splitInto?.parts ?? []),
      ...(facts.splitInto?.percent ?? []),
      calculation?.total,
      calculation?.minus,
      calculation?.vldl_of,
    ].filter((c) => c !== undefined);
    for (const other of codes) assert.ok(dictionary.markers.has(other), `${code} names ${other}`);
    if (facts.possible && facts.possible.unit === undefined) {
      assert.ok(facts.indexOf, `${code}: possible values with no unit are an index's`);
    }
    named += codes.length;
  }
  assert.ok(named >= 15, `only ${named} codes named`);
});

Deno.test("every conversion factor agrees with UCUM and the molar mass within 0.5 %", () => {
  let checked = 0;
  for (const [code, facts] of dictionary.clinical) {
    for (const conversion of facts.units?.convert ?? []) {
      const molecularWeight = facts.units?.molar_mass?.value;
      const charge = facts.units?.charge;
      const result = utils.convertUnitTo(
        toUcum(conversion.from),
        1,
        toUcum(conversion.to),
        {
          ...(molecularWeight === undefined ? {} : { molecularWeight }),
          ...(charge === undefined ? {} : { charge }),
        },
      );
      assert.equal(
        result.status,
        "succeeded",
        `${code} ${conversion.from} → ${conversion.to}: ${result.msg}`,
      );
      const expected = result.toVal as number;
      const error = Math.abs(conversion.factor - expected) / expected;
      assert.ok(
        error < 0.005,
        `${code}: ${conversion.factor} vs ${expected.toPrecision(5)} by UCUM`,
      );
      assert.match(conversion.source, /\S/);
      checked++;
    }
  }
  assert.ok(checked >= 15, `${checked} factors checked`);
});

Deno.test("every draw-scale factor agrees with UCUM (and the molar mass) within 0.5 %", () => {
  let checked = 0;
  for (const [code, facts] of dictionary.clinical) {
    const scale = facts.drawScale;
    if (scale === undefined) continue;
    const molecularWeight = scale.molar_mass?.value ?? facts.units?.molar_mass?.value;
    const spelled = (unit: string) => toUcum(unit).replace(/\^/g, "*");
    for (const conversion of scale.convert) {
      const result: { status: string; toVal?: unknown; msg?: unknown } = utils.convertUnitTo(
        spelled(conversion.from),
        1,
        spelled(scale.unit),
        molecularWeight === undefined ? {} : { molecularWeight },
      );
      assert.equal(result.status, "succeeded", `${code} ${conversion.from}: ${result.msg}`);
      const expected = result.toVal as number;
      const error = Math.abs(conversion.factor - expected) / expected;
      assert.ok(error < 0.005, `${code}: ${conversion.factor} vs ${expected.toPrecision(5)}`);
      assert.match(conversion.source, /\S/);
      checked++;
    }
    if (facts.atMost) {
      assert.ok(
        dictionary.clinical.get(facts.atMost.of)?.possible,
        `${code}: at_most names a bound`,
      );
    }
  }
  assert.ok(checked >= 15, `${checked} factors checked`);
});

Deno.test("a wrong factor or molar mass would be caught by that check", () => {
  const wrong = utils.convertUnitTo("mg/dL", 1, "mmol/L", { molecularWeight: 180.156 })
    .toVal as number;
  assert.ok(Math.abs(0.0655 - wrong) / wrong > 0.005, "glucose × 0.0655 differs from UCUM");
});

Deno.test("round trips through each factor give back the printed value", () => {
  for (const [code, facts] of dictionary.clinical) {
    for (const { factor } of facts.units?.convert ?? []) {
      for (const printed of [92, 5.1, 0.9, 250, 13.4, 1.25]) {
        const decimals = (String(printed).split(".")[1] ?? "").length;
        const back = convertValue(convertValue(printed, factor), 1 / factor);
        assert.equal(back.toFixed(decimals), printed.toFixed(decimals), `${code} ${printed}`);
      }
    }
  }
});

Deno.test("every variation figure names its source, and weak ones say so", () => {
  for (const [code, facts] of dictionary.clinical) {
    if (facts.variation === undefined) continue;
    assert.match(facts.variation.source, /\d{4}|EuBIVAS/, `${code} cites a study`);
    assert.ok(facts.variation.cv_i > 0 && facts.variation.cv_i < 100, code);
  }
  for (const code of ["FERR", "FE", "B12"]) {
    assert.equal(dictionary.clinical.get(code)?.variation?.evidence, "low", code);
  }
  assert.equal(dictionary.clinical.get("VIT_D")?.steadyState, false);
  assert.equal(dictionary.clinical.get("PTH")?.variation, undefined, "no reliable PTH figure");
});

Deno.test("withClinical() refuses facts for a code the names do not know", () => {
  const names = parseDictionaryText("HGB:\n  label: Hemoglobina\n", "markers.yaml");
  const facts = parseDictionaryText("XYZ:\n  family: nothing\n", "clinical.yaml");
  assert.throws(() => withClinical(names, facts), /clinical.yaml": code "XYZ" is not a marker/);
});

Deno.test("a data directory's markers.yaml gives a lab's own analytical CV, used for that lab's results", () => {
  const user = parseDictionaryText(
    'NA:\n  lab_cv_a:\n    - { lab: Diagnostyka, cv_a: 0.4, source: "lab QC 2024" }\n',
    "markers.yaml",
  );
  const merged = buildDictionary([builtinLayer(), user]);
  const rules = changeRules(merged.clinical.get("NA"));
  assert.equal(rules.variation?.cv_i, 0.53, "the built-in CVI stays");
  const own = judgeChange(
    { date: "a", value: 140, lab: "Diagnostyka" },
    { date: "b", value: 143, lab: "DIAGNOSTYKA" },
    rules,
  );
  assert.deepEqual([own.cv_a, own.cv_a_source], [0.4, "lab QC 2024"]);
  const other = judgeChange({ date: "a", value: 140 }, { date: "b", value: 143 }, rules);
  assert.equal(other.cv_a, 1.0);
  assert.throws(
    () =>
      parseDictionaryText("NA:\n  variation: { cv_i: 1, cv_a: 2, source: S }\n", "markers.yaml"),
    /cv_a_source/,
  );
});

Deno.test("mEq/L and mmol/L are one scale for the monovalent ions, by their charge", () => {
  for (const code of ["NA", "K", "CL"]) {
    const plan = conversionOf(dictionary.clinical.get(code)?.units, "mEq/L", "mmol/L");
    assert.equal(plan.kind === "factor" && plan.factor, 1, code);
  }
  const calcium = conversionOf(dictionary.clinical.get("CA")?.units, "mEq/L", "mmol/L");
  assert.equal(calcium.kind, "none", "calcium is divalent: no factor 1");
});

Deno.test("the built-in figures answer the clinical cases: sodium, HbA1c, haemoglobin, ferritin across labs, TSH and FT4", () => {
  const rules = (code: string) => changeRules(dictionary.clinical.get(code));
  type End = Omit<ChangeEnd, "date">;
  const judge = (code: string, from: End, to: End) =>
    judgeChange({ date: "2024-01-01", ...from }, { date: "2025-01-01", ...to }, rules(code));
  const percent = { unitKey: unitKey("%") };
  assert.equal(judge("NA", { value: 140 }, { value: 143 }).verdict, "within_expected_variation");
  assert.equal(
    judge("HBA1C", { value: 5.4, ...percent }, { value: 5.7, ...percent }).verdict,
    "within_expected_variation",
  );
  assert.equal(judge("HGB", { value: 13.8 }, { value: 12.4 }).verdict, "likely_real_decrease");
  const ferritin = judge("FERR", { value: 30, lab: "Lab A" }, { value: 47, lab: "Lab B" });
  assert.notEqual(ferritin.verdict, "likely_real_increase");
  assert.match(changeSentence(ferritin), /labs differ/);
  // TSH from a lab not recorded: judged against the RCV widened by the between-method CV.
  const tsh = judge("TSH", { value: 2.0, lab: "Lab A" }, { value: 4.5 });
  assert.equal(tsh.labs, "unknown");
  assert.match(changeSentence(tsh), /labs not recorded, widened/);
  const ft4 = judge("FT4", { value: 14, lab: "Lab A" }, { value: 19 });
  assert.equal(ft4.reason, "labs_unknown");
});
