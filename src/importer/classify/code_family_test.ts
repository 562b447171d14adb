/**
 * An abbreviation two markers share, told apart by the unit: "PCT" in "%"
 * in a blood count is plateletcrit (`PCT_PLT`), "PCT" in "ng/ml" is
 * procalcitonin. The failure it guards: a blood count's plateletcrit held as
 * procalcitonin in a unit it is not measured in. And a count and its percentage
 * printed under one name ("Neutrophils 57.9 %"), told apart by the unit through
 * `split_into`'s pairs: the failure it guards, a percentage held under the count.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { classifyRows } from "./classify.ts";
import type { RawRow } from "../document.ts";
import { PrivacyGuard } from "../privacy/mod.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function row(name: string, value: number, unit: string): RawRow {
  return { where: "line 1", name, date: "2025-03-18", value: { value }, unit, range: {} };
}

function outcomes(rows: readonly RawRow[]) {
  const context = {
    index,
    known: new Set<string>(),
    guard: new PrivacyGuard([]),
    acceptOcr: false,
    acceptHeld: false,
  };
  return classifyRows(rows, "pdf", "h".repeat(64), context).map((o) => [o.status, o.code]);
}

Deno.test("a bare code printed in a unit its marker is not measured in is the marker of its family that is", () => {
  assert.deepEqual(outcomes([row("PCT", 0.24, "%"), row("PCT", 0.3, "ng/ml")]), [
    ["new", "PCT_PLT"],
    ["new", "PCT"],
  ]);
});

Deno.test("a full name in a unit its marker is not measured in keeps its marker and is held", () => {
  assert.deepEqual(outcomes([row("Prokalcytonina", 0.24, "%"), row("PCT", 0.24, "mmol/l")]), [
    ["held", "PCT"],
    ["held", "PCT"],
  ]);
});

Deno.test("a count printed as its percentage under the count's name is the percentage's marker, by its unit", () => {
  // US and Austrian reports: "NEUTROPHILS 57.9 %" beside "ABSOLUTE NEUTROPHILS", "Neutrophile 58 %".
  assert.deepEqual(
    outcomes([
      row("NEUTROPHILS", 57.9, "%"),
      row("Neutrophile", 58, "%"),
      row("Lymphozyten", 31, "%"),
      row("Neutrophils", 3.1, "10^3/uL"),
      row("Neutrophils %", 55.2, "%"),
    ]),
    [
      ["new", "NEUT_PCT"],
      ["new", "NEUT_PCT"],
      ["new", "LYMPH_PCT"],
      ["new", "NEUT"],
      ["new", "NEUT_PCT"],
    ],
  );
});

Deno.test("a percentage's name over a count is the count's marker; a unit neither is measured in holds", () => {
  assert.deepEqual(outcomes([row("NEUT%", 3.1, "10^3/µl"), row("Neutrophils", 3.1, "mg/dl")]), [
    ["new", "NEUT"],
    ["held", "NEUT"],
  ]);
});
