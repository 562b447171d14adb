import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { classifyRows } from "./classify.ts";
import { ocrFirmDoubt, prefixSlip } from "./ocr_firm.ts";
import type { RawRow } from "../document.ts";
import { PrivacyGuard } from "../privacy/mod.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function row(name: string, value: number, extra: Partial<RawRow> = {}): RawRow {
  return { where: "line 1", name, date: "2025-03-12", value: { value }, range: {}, ...extra };
}

const blanket = {
  index,
  known: new Set<string>(),
  guard: new PrivacyGuard([]),
  acceptOcr: true,
  acceptHeld: true,
};

Deno.test("prefixSlip() names the listed unit an OCR'd unit is one SI prefix from", () => {
  assert.equal(prefixSlip("ng/dl", ["µg/dL", "µmol/L"]), "µg/dL");
  assert.equal(prefixSlip("nmol/l", ["µmol/L", "mg/dL"]), "µmol/L");
  assert.equal(prefixSlip("umol/l", ["µmol/L", "mg/dL"]), undefined);
  assert.equal(prefixSlip("U/L", ["U/L"]), undefined);
  assert.equal(prefixSlip("mmol/l", ["mmol/L", "mg/dL"]), undefined);
});

Deno.test("ocrFirmDoubt() takes a far-low unflagged value on a flagged page as a lost digit", () => {
  const line = { code: "ALP", value: 6, unit: "U/L", ref_low: 30, ref_high: 130 };
  assert.match(ocrFirmDoubt(line, ["U/L"], true) ?? "", /lost a leading digit/);
  assert.equal(ocrFirmDoubt({ ...line, value: 11 }, ["U/L"], true), undefined);
  assert.equal(ocrFirmDoubt({ ...line, ref_low: 0 }, ["U/L"], true), undefined);
  assert.equal(ocrFirmDoubt({ ...line, value: 600 }, ["U/L"], true), undefined);
});

Deno.test("classifyRows() never blanket-accepts an OCR unit a prefix away or a value that lost a digit", () => {
  const rows = [
    row("Potas", 5.9, { unit: "mmol/l", range: { ref_low: 3.5, ref_high: 5.1 }, labFlag: "H" }),
    row("Żelazo", 38, { unit: "ng/dl", range: { ref_low: 50, ref_high: 170 }, labFlag: "L" }),
    row("Fosfataza alkaliczna", 6, { unit: "U/l", range: { ref_low: 30, ref_high: 130 } }),
  ];
  const source = "abcdef".repeat(11);
  const held = classifyRows(rows, "ocr", source, blanket);
  assert.deepEqual(held.map((o) => o.status), ["new", "held", "held"]);
  assert.equal(held[1]?.acceptable, false);
  assert.match(held[1]?.reason ?? "", /--set abcdef-2:unit=µg\/dL/);
  assert.equal(held[2]?.acceptable, false);
  assert.match(held[2]?.reason ?? "", /leading digit/);
  // From a text layer the lab's own print is kept: no such doubt.
  const pdf = classifyRows(rows, "pdf", source, blanket);
  assert.equal(pdf[2]?.status, "new");
});
