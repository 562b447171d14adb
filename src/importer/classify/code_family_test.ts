/**
 * An abbreviation two markers share, told apart by the unit: "PCT" in "%"
 * in a blood count is plateletcrit (`PCT_PLT`), "PCT" in "ng/ml" is
 * procalcitonin. The failure it guards: a blood count's plateletcrit held as
 * procalcitonin in a unit it is not measured in.
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
