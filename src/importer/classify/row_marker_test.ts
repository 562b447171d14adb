/**
 * A row's look-alike readings (Cyrillic and Latin twins folded, `RawRow.lookAlikes`)
 * name its marker only when nothing else does and when they name one marker.
 * The failure it guards: a screenshot's "Вітамін D (25-ОН)", read with a
 * Cyrillic О and Н, proposed as an unknown name.
 */

import assert from "node:assert/strict";
import { indexWith } from "../../../tests/support/fixture_report.ts";
import type { RawRow } from "../document.ts";
import { resolveRow } from "./row_marker.ts";

const row = (name: string, lookAlikes: string[], unit = "ng/ml"): RawRow => ({
  where: "line 2",
  name,
  lookAlikes,
  date: "2024-08-21",
  value: { value: 24.6 },
  unit,
  range: {},
});

Deno.test("resolveRow() tries a row's look-alike readings only when its names name nothing", () => {
  const index = indexWith();
  assert.equal(resolveRow(row("Вітамін D (25-ОН)", ["Вітамін D (25-OH)"]), index), "VIT_D");
  // Without its reading, the name as read is a miss with suggestions.
  assert.ok(Array.isArray(resolveRow(row("Вітамін D (25-ОН)", []), index)));
  // A name that resolves as read keeps its marker, whatever its readings say.
  assert.equal(resolveRow(row("Ferrytyna", ["Вітамін D (25-OH)"]), index), "FERR");
});

Deno.test("resolveRow() takes no look-alike reading when the readings name two markers", () => {
  const index = indexWith({
    TWIN_A: { label: "Twin marker A", aliases: ["ТВІН"] },
    TWIN_B: { label: "Twin marker B", aliases: ["TBIH"] },
  });
  assert.equal(resolveRow(row("ТВIH", ["ТВІН"]), index), "TWIN_A");
  assert.ok(Array.isArray(resolveRow(row("ТВIH", ["ТВІН", "TBIH"]), index)));
});

Deno.test("resolveRow() reads a name after a lab system's specimen code, in that specimen", () => {
  const index = indexWith();
  const coded = (name: string, specimen?: string): RawRow => ({
    ...row(name, [], "mmol/l"),
    ...(specimen !== undefined ? { specimen } : {}),
  });
  assert.equal(resolveRow(coded("S-Kreatinin"), index), "CREA");
  assert.equal(resolveRow(coded("S_Na"), index), "NA");
  // The code gives the row its specimen (classify sets it): urine glucose, never blood glucose.
  assert.equal(resolveRow(coded("U-Glukóza", "urine"), index), "URINE_GLUCOSE");
  // "B" is left out: B cells are no whole blood.
  assert.ok(Array.isArray(resolveRow(coded("B-lymfocyty"), index)));
});
