// Guards the report's unit spellings (docs/pictures.md): one table showed
// "mg/dl" and "mg/dL" for the same unit; shown units take the UCUM case.

import assert from "node:assert/strict";
import { displayUnit } from "./unit_display.ts";
import { unitKey } from "./units.ts";

Deno.test("displayUnit() writes one spelling per unit, in the UCUM case", () => {
  const cases: [string, string][] = [
    ["mg/dl", "mg/dL"],
    ["mg/dL", "mg/dL"],
    ["umol/l", "µmol/L"],
    ["μmol/l", "µmol/L"],
    ["mmol/l", "mmol/L"],
    ["g/dl", "g/dL"],
    ["10^9/l", "10^9/L"],
    ["10^3/ul", "10^3/µL"],
    ["tys/µl", "tys/µL"],
    ["µIU/ml", "µIU/mL"],
    ["IU/l", "IU/L"],
    ["fl", "fL"],
    ["ml/min/1.73m2", "mL/min/1.73m2"],
    [" ng / ml ", "ng/mL"],
  ];
  for (const [stored, shown] of cases) {
    assert.equal(displayUnit(stored), shown, stored);
    assert.equal(unitKey(displayUnit(stored)), unitKey(stored), `${stored} keeps its meaning`);
  }
});

Deno.test("displayUnit() never changes what case means or a unit it does not know", () => {
  // G/L is 10^9 cells per litre and g/L grams per litre: the case stays.
  for (const unit of ["G/L", "g/L", "T/L", "%", "pg", "U/L", "mg/L <b>&amp;</b>", "ratio"]) {
    assert.equal(displayUnit(unit), unit);
  }
  assert.equal(displayUnit(undefined), "");
});
