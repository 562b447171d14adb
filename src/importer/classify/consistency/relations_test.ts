import assert from "node:assert/strict";
import { drawRelations, type DrawValue } from "./relations.ts";
import { builtinFacts } from "../marker_facts.ts";

/** A draw from `[code, value, unit, name?]` rows, in order. */
function draw(...rows: [string, number, string, string?][]) {
  const values: DrawValue[] = rows.map(([code, value, unit, name], index) => ({
    index,
    code,
    value,
    unit,
    name,
  }));
  return drawRelations((code) => values.find((v) => v.code === code));
}

function broken(results: ReturnType<typeof drawRelations>): string[] {
  return results.flatMap((r) => r.broken === undefined ? [] : [r.broken]);
}

Deno.test("drawRelations() accepts a real blood count in each of its printed unit systems", () => {
  // One sample printed three ways: g/dL and %, g/L and L/L, mmol/L and fractions.
  const us = draw(
    ["HGB", 13.8, "g/dL"],
    ["HCT", 41.2, "%"],
    ["RBC", 4.61, "10^6/µL"],
    ["MCV", 89.4, "fL"],
    ["MCH", 29.9, "pg"],
    ["MCHC", 33.5, "g/dL"],
  );
  assert.equal(us.length, 4);
  assert.deepEqual(broken(us), []);
  const si = draw(
    ["HGB", 138, "g/l"],
    ["HCT", 0.412, "l/l"],
    ["RBC", 4.61, "T/l"],
    ["MCV", 89.4, "fl"],
    ["MCH", 29.9, "pg"],
    ["MCHC", 335, "g/l"],
  );
  assert.deepEqual(broken(si), []);
  assert.equal(si.length, 4);
  const molar = draw(["HGB", 8.6, "mmol/l"], ["HCT", 41, "%"], ["MCHC", 20.8, "mmol/l"]);
  assert.equal(molar.length, 2);
  assert.deepEqual(broken(molar), []);
});

Deno.test("drawRelations() names the index and the rows when MCHC breaks HGB / HCT", () => {
  const results = draw(["HGB", 14.2, "g/dL"], ["HCT", 52.0, "%"], ["MCHC", 33.1, "g/dL"]);
  assert.deepEqual(broken(results), [
    "MCHC 33.1 g/dL does not match HGB 14.2 / HCT 52 (27.31)",
  ]);
  // In g/L the expected index is shown in the index's own unit.
  assert.deepEqual(
    broken(draw(["HGB", 142, "g/l"], ["HCT", 0.52, "l/l"], ["MCHC", 331, "g/l"])),
    ["MCHC 331 g/l does not match HGB 142 / HCT 0.52 (273.08)"],
  );
});

Deno.test("drawRelations() catches a haematocrit misread tenfold by the rule of three", () => {
  const results = draw(["HGB", 14.2, "g/dL"], ["HCT", 4.2, "%"]);
  assert.deepEqual(broken(results), [
    "HCT 4.2 % does not match HGB 14.2 g/dL (HGB / HCT × 100 = 338.1, no possible MCHC: 15–50)",
  ]);
  // Iron deficiency (MCHC 26) and spherocytosis (MCHC 37.5) are no misreads.
  assert.deepEqual(broken(draw(["HGB", 7.8, "g/dL"], ["HCT", 30, "%"])), []);
  assert.deepEqual(broken(draw(["HGB", 15, "g/dL"], ["HCT", 40, "%"])), []);
  const possible = builtinFacts("MCHC")?.possible;
  assert.ok(
    possible && (possible.low ?? 0) < 22 && possible.high > 38,
    "MCHC's possible values in clinical.yaml",
  );
});

Deno.test("drawRelations() checks the absolute and the percent differential against their totals", () => {
  const good = draw(
    ["WBC", 6.42, "tys/µl"],
    ["NEUT", 3.71, "tys/µl"],
    ["LYMPH", 1.89, "tys/µl"],
    ["MONO", 0.52, "tys/µl"],
    ["EOS", 0.24, "tys/µl"],
    ["BASO", 0.04, "tys/µl"],
    ["NEUT_PCT", 57.8, "%"],
    ["LYMPH_PCT", 29.4, "%"],
    ["MONO_PCT", 8.1, "%"],
    ["EOS_PCT", 3.7, "%"],
    ["BASO_PCT", 0.6, "%"],
  );
  assert.equal(good.length, 2);
  assert.deepEqual(broken(good), []);
  // "1.8 ↑" read as "181" on a scan: the absolute sum no longer matches WBC.
  const misread = draw(
    ["WBC", 6.4, "G/l"],
    ["NEUT", 3.7, "G/l"],
    ["LYMPH", 181, "G/l"],
    ["MONO", 0.5, "G/l"],
    ["EOS", 0.2, "G/l"],
    ["BASO", 0.0, "G/l"],
  );
  assert.deepEqual(broken(misread), [
    "NEUT 3.7 + LYMPH 181 + MONO 0.5 + EOS 0.2 + BASO 0 = 185.4, not WBC 6.4 G/l",
  ]);
  // A count printed per µL is converted, not compared as is.
  assert.deepEqual(
    broken(draw(
      ["WBC", 6400, "/µl"],
      ["NEUT", 3.7, "10^3/µl"],
      ["LYMPH", 1.8, "10^3/µl"],
      ["MONO", 0.5, "10^3/µl"],
      ["EOS", 0.2, "10^3/µl"],
      ["BASO", 0.1, "10^3/µl"],
    )),
    [],
  );
  const percent = draw(
    ["NEUT_PCT", 57.8, "%"],
    ["LYMPH_PCT", 294, "%"],
    ["MONO_PCT", 8.1, "%"],
    ["EOS_PCT", 3.7, "%"],
    ["BASO_PCT", 0.6, "%"],
  );
  assert.match(broken(percent)[0]!, /LYMPH_PCT 294 .* = 364\.2, not 100 %/);
});

Deno.test("drawRelations() leaves a differential with blasts reported apart unheld", () => {
  // 12 % of the cells are outside the five classes: the five sum to 88 %.
  const results = draw(
    ["NEUT_PCT", 50, "%"],
    ["LYMPH_PCT", 30, "%"],
    ["MONO_PCT", 6, "%"],
    ["EOS_PCT", 2, "%"],
    ["BASO_PCT", 0, "%"],
  );
  assert.deepEqual(broken(results), []);
});

Deno.test("drawRelations() checks a calculated LDL against Friedewald in mg/dL and mmol/L", () => {
  const mg = (ldl: number) =>
    draw(
      ["CHOL", 212, "mg/dl"],
      ["HDL", 54, "mg/dl"],
      ["TG", 140, "mg/dl"],
      ["LDL", ldl, "mg/dl", "Cholesterol LDL (wyliczany)"],
    );
  assert.deepEqual(broken(mg(130)), []);
  assert.deepEqual(broken(mg(1301)), [
    "LDL 1301 mg/dl (calculated) does not match Friedewald CHOL 212 − HDL 54 − TG 140/5 (130)",
  ]);
  // Martin–Hopkins (TG / 6.9 here) gives a different, accepted LDL.
  assert.deepEqual(broken(mg(138)), []);
  const mmol = draw(
    ["CHOL", 5.48, "mmol/l"],
    ["HDL", 1.4, "mmol/l"],
    ["TG", 1.58, "mmol/l"],
    ["LDL", 33.6, "mmol/l", "LDL-C calculated"],
  );
  assert.match(broken(mmol)[0]!, /TG 1\.58\/2\.2 \(3\.36\)/);
  const ldl = builtinFacts("LDL")?.calculatedFrom;
  assert.deepEqual(
    [ldl?.total, ldl?.minus, ldl?.vldl_of, ldl?.divisor],
    ["CHOL", "HDL", "TG", 5],
    "LDL's calculated_from in clinical.yaml",
  );
  assert.ok(ldl!.divisor_range[0] < ldl!.divisor && ldl!.divisor < ldl!.divisor_range[1]);
});

Deno.test("drawRelations() does not judge a measured LDL or one beside triglycerides of 400 mg/dL", () => {
  const measured = draw(
    ["CHOL", 212, "mg/dl"],
    ["HDL", 54, "mg/dl"],
    ["TG", 140, "mg/dl"],
    ["LDL", 60, "mg/dl", "LDL cholesterol (direct)"],
  );
  assert.deepEqual(measured, []);
  const highTg = draw(
    ["CHOL", 260, "mg/dl"],
    ["HDL", 40, "mg/dl"],
    ["TG", 4.6, "mmol/l"],
    ["LDL", 20, "mg/dl", "LDL wyliczany"],
  );
  assert.deepEqual(highTg, []);
});

Deno.test("drawRelations() checks nothing whose unit it does not know", () => {
  assert.deepEqual(draw(["HGB", 14.2, "g%"], ["HCT", 4.2, "%"], ["MCHC", 33, "g/dL"]), []);
  assert.deepEqual(draw(["HGB", 14.2, ""], ["HCT", 4.2, ""]), []);
});

Deno.test("drawRelations() takes which markers relate from the data, not from code", () => {
  const rows: DrawValue[] = [
    { index: 0, code: "HGB", value: 14.2, unit: "g/dL" },
    { index: 1, code: "HCT", value: 42, unit: "%" },
    { index: 2, code: "MCHC", value: 20.1, unit: "g/dL" },
  ];
  const pick = (code: string) => rows.find((r) => r.code === code);
  // With the built-in facts (clinical.yaml: MCHC index_of HGB per HCT) the index is checked.
  assert.equal(broken(drawRelations(pick)).length, 1);
  // Facts that say nothing of MCHC leave it unchecked.
  assert.deepEqual(broken(drawRelations(pick, () => undefined, ["MCHC"])), []);
  // The scales too are data (draw_scale): a marker with none is read on none.
  const scales: Record<string, string> = { HGB: "g/dL", HCT: "%", MCHC: "g/dL" };
  const facts = (code: string) => ({
    ...(code === "MCHC" ? { indexOf: { of: "HGB", per: "HCT", times: 100, source: "test" } } : {}),
    ...(scales[code] ? { drawScale: { unit: scales[code], convert: [] } } : {}),
  });
  assert.equal(broken(drawRelations(pick, facts, ["MCHC"])).length, 1);
  delete scales.HCT;
  assert.deepEqual(broken(drawRelations(pick, facts, ["MCHC"])), []);
});
