// Guards unit grouping: equivalent spellings of one quantity share a key
// (so a trend is one series), different quantities never do, and the
// equivalence comes from an explicit table, never from lower-casing.

import assert from "node:assert/strict";
import { isKnownUnit, tidyUnit, unitDoubt, unitKey } from "./units.ts";

function assertSame(units: readonly string[]): void {
  const first = unitKey(units[0]);
  for (const unit of units) assert.equal(unitKey(unit), first, `${unit} vs ${units[0]}`);
}

function assertDifferent(a: string, b: string): void {
  assert.notEqual(unitKey(a), unitKey(b), `${a} must differ from ${b}`);
}

Deno.test("unitKey() treats µg/L, ug/L, mcg/L and ng/mL as one quantity", () => {
  assertSame(["µg/L", "μg/L", "ug/L", "mcg/L", "ng/mL", "ng/ml", "µg/l"]);
});

Deno.test("unitKey() treats mg/dl and mg/dL as one quantity", () => {
  assertSame(["mg/dl", "mg/dL", " mg / dL "]);
});

Deno.test("unitKey() treats tys/µl, 10^3/µL and G/L as one count", () => {
  assertSame(["tys/µl", "tys/ul", "10^3/µL", "10³/µl", "G/L", "10^9/L", "K/µL"]);
});

Deno.test("unitKey() treats mln/µl, 10^6/µL and T/L as one count, apart from thousands", () => {
  assertSame(["mln/µl", "10^6/µL", "T/L", "10^12/L"]);
  assertDifferent("mln/µl", "tys/µl");
});

Deno.test("unitKey() keeps G/L (cells) apart from g/L (grams)", () => {
  assertDifferent("G/L", "g/L");
  assertDifferent("G/l", "g/l");
});

Deno.test("unitKey() keeps mg/dL apart from mmol/L", () => {
  assertDifferent("mg/dL", "mmol/L");
  assertDifferent("mg/dL", "mg/L");
  assertDifferent("g/dL", "g/L");
  assertDifferent("µmol/L", "mmol/L");
});

Deno.test("unitKey() treats µIU/mL and mIU/L as one quantity", () => {
  assertSame(["µIU/mL", "uIU/ml", "mIU/L", "mIU/l"]);
  assertDifferent("µIU/mL", "IU/L");
});

Deno.test("unitKey() groups other scaled concentrations by scale", () => {
  assertSame(["pg/mL", "ng/L"]);
  assertSame(["mmol/L", "mmol/l", "µmol/mL"]);
  assertSame(["U/L", "mU/mL"]);
});

Deno.test("unitKey() groups the listed families of other units", () => {
  assertSame(["%", "proc."]);
  assertSame(["fL", "fl", "µm³"]);
  assertSame(["mm/h", "mm/godz", "mm/1h"]);
  assertSame(["mL/min/1.73m²", "ml/min/1,73 m2"]);
});

Deno.test("unitKey() compares unknown units as spelled (after whitespace and micro)", () => {
  assert.equal(unitKey("RU/ml"), unitKey("RU/ml"));
  assert.equal(unitKey("AU / ml"), unitKey("AU/ml"));
  assertDifferent("RU/ml", "ru/ml");
  assertDifferent("mmHg", "kPa");
});

Deno.test("unitKey() gives a missing unit its own key", () => {
  assert.equal(unitKey(undefined), unitKey(undefined));
  assertDifferent("mg/dL", "x");
  assert.notEqual(unitKey(undefined), unitKey("mg/dL"));
});

Deno.test("tidyUnit() unifies whitespace and micro signs only", () => {
  assert.equal(tidyUnit(" ug / L "), "µg/L");
  assert.equal(tidyUnit("μmol/l"), "µmol/l");
  assert.equal(tidyUnit("mcg/L"), "µg/L");
  assert.equal(tidyUnit("G/L"), "G/L");
});

Deno.test("unitKey() treats UCUM count spellings as the lab's", () => {
  assertSame(["10*3/uL", "tys/µl", "10^3/µl", "10³/µl", "G/l", "10*9/L", "tys./µl"]);
  assertSame(["10*6/uL", "mln/µl", "10^6/µl", "T/l", "10*12/L"]);
  assertSame(["/uL", "/µl", "/ul"]);
  assertDifferent("10*3/uL", "10*6/uL");
});

Deno.test("unitKey() treats UCUM concentration spellings as the lab's", () => {
  assertSame(["ug/dL", "µg/dl", "mcg/dl"]);
  assertSame(["[IU]/L", "IU/l", "j.m./l", "IU/L"]);
  assertSame(["m[IU]/mL", "mIU/ml", "mIU/mL", "[IU]/L", "j.m./l"]);
  assertSame(["u[IU]/mL", "µIU/ml", "mIU/L", "m[IU]/L"]);
  assertDifferent("µIU/ml", "mIU/ml");
  // One international unit is one unit ("no conversion" between them was false).
  assertSame(["[IU]/L", "U/L", "IU/l"]);
  assertSame(["mIU/mL", "mU/mL"]);
});

Deno.test("unitKey() keeps an annotation such as FEU as part of the unit", () => {
  assertSame(["mg/L{FEU}", "mg/L FEU", "mg/l FEU", "µg/ml FEU", "ug/mL{FEU}"]);
  assertDifferent("mg/L FEU", "mg/L");
  assertDifferent("mg/L FEU", "mg/L DDU");
});

Deno.test("tidyUnit() keeps a space that separates words inside a unit", () => {
  assert.equal(tidyUnit("mg/L FEU"), "mg/L FEU");
  assert.equal(tidyUnit(" mg/L   FEU "), "mg/L FEU");
  assert.equal(tidyUnit("ml/min/1,73 m2"), "ml/min/1,73 m2");
  assert.equal(tidyUnit("mg / dL"), "mg/dL");
});

Deno.test("isKnownUnit() knows lab and UCUM units, not OCR misreads", () => {
  for (
    const unit of [
      "mg/dl",
      "µIU/ml",
      "10*3/uL",
      "tys/µl",
      "%",
      "fl",
      "mg/L FEU",
      "mmol/mol",
      "RU/ml",
      "[IU]/L",
      "j.m./l",
      "ml/min/1,73 m2",
      "mm/h",
      "s",
    ]
  ) {
    assert.equal(isKnownUnit(unit), true, unit);
  }
  for (const unit of ["µlU/ml", "rng/dl", "rng/dI", "furlongs"]) {
    assert.equal(isKnownUnit(unit), false, unit);
  }
});

Deno.test("unitDoubt() names the known unit an OCR misread stands for", () => {
  assert.equal(unitDoubt("µlU/ml"), 'unit "µlU/ml" is not a known unit; did you mean "µIU/ml"?');
  assert.equal(unitDoubt("rng/dl"), 'unit "rng/dl" is not a known unit; did you mean "mg/dl"?');
  assert.equal(unitDoubt("mg/dI"), 'unit "mg/dI" is not a known unit; did you mean "mg/dl"?');
  assert.equal(unitDoubt("pg/rnl"), 'unit "pg/rnl" is not a known unit; did you mean "pg/ml"?');
  assert.equal(unitDoubt("HIU/ml"), 'unit "HIU/ml" is not a known unit; did you mean "µIU/ml"?');
});

Deno.test("unitDoubt() lets known units and unrelated unknown units through", () => {
  assert.equal(unitDoubt("µIU/ml"), undefined);
  assert.equal(unitDoubt("mg/L FEU"), undefined);
  assert.equal(unitDoubt("RU/ml"), undefined);
  assert.equal(unitDoubt("AU/ml"), undefined);
  assert.equal(unitDoubt("index"), undefined);
  assert.equal(unitDoubt("furlongs"), undefined);
});

Deno.test("unitKey() reads mg/LFEU, as older imports stored it, as mg/L FEU", () => {
  assertSame(["mg/LFEU", "mg/L FEU", "mg/L{FEU}"]);
  assertSame(["ng/mlDDU", "ng/ml DDU"]);
});

Deno.test("unitKey() reads a leading x or × before a power of ten as the same count", () => {
  assertSame(["x10^9/l", "×10^9/L", "10^9/l", "tys/µl"]);
  assertSame(["x10^12/l", "10^12/L", "mln/µl"]);
  assertSame(["cells/µl", "1/µl", "/µl"]);
});

Deno.test("unitKey() reads a US report's 'x10E3/uL' as 10³ per µL", () => {
  assert.equal(unitKey("x10E3/uL"), unitKey("10^3/µL"));
  assert.equal(unitKey("x10E6/uL"), unitKey("10^6/µL"));
});

Deno.test("unitKey() reads a power a text layer printed flat after the multiplication sign", () => {
  assert.equal(unitKey("×109/l"), unitKey("10^9/L"));
  assert.equal(unitKey("x109/L"), unitKey("tys/µl"));
  assert.equal(unitKey("×1012/l"), unitKey("10^12/L"));
  assert.equal(unitKey("x103/µl"), unitKey("10^3/µL"));
  // and a superscript power after the sign: "×10⁹/l"
  assert.equal(unitKey("×10⁹/l"), unitKey("10^9/L"));
  assert.equal(unitKey("×10¹²/l"), unitKey("10^12/L"));
  // without the sign it stays unknown: "109/l" is no unit
  assert.notEqual(unitKey("109/l"), unitKey("10^9/L"));
});
