import assert from "node:assert/strict";
import { buildDictionary } from "../domain/dictionary.ts";
import { buildMarkerIndex } from "../domain/resolve.ts";
import { builtinLayer } from "../store/builtin.ts";
import { classifyRows, sameMeasurementKey } from "./classify.ts";
import type { RawRow } from "./document.ts";
import { PrivacyGuard } from "./identity.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function row(name: string, value: number | string, extra: Partial<RawRow> = {}): RawRow {
  const parsed = typeof value === "number" ? { value } : { value };
  return { where: "line 1", name, date: "2025-03-12", value: parsed, range: {}, ...extra };
}

function context(known: string[] = [], identity: string[] = []) {
  return {
    index,
    known: new Set(known),
    guard: new PrivacyGuard(identity),
    acceptOcr: false,
    acceptHeld: false,
  };
}

Deno.test("classifyRows() writes only contract fields plus the document hash as source", () => {
  const [outcome] = classifyRows(
    [row("Ferrytyna", 52, { unit: "ug/l", range: { ref_low: 10, ref_high: 120 } })],
    "csv",
    "h".repeat(64),
    context(),
  );
  assert.equal(outcome?.status, "new");
  assert.deepEqual(outcome?.line, {
    code: "FERR",
    date: "2025-03-12",
    value: 52,
    unit: "µg/l",
    ref_low: 10,
    ref_high: 120,
    source: "h".repeat(64),
  });
});

Deno.test("classifyRows() skips a measurement already stored in an equivalent unit", () => {
  const stored = sameMeasurementKey({ code: "FERR", date: "2025-03-12", value: 52, unit: "ng/mL" });
  const [outcome] = classifyRows(
    [row("ferritin", 52, { unit: "µg/L" })],
    "csv",
    "h",
    context([stored]),
  );
  assert.equal(outcome?.status, "in_store");
});

Deno.test("classifyRows() writes a measurement printed twice in one run once", () => {
  const outcomes = classifyRows([row("Ferrytyna", 52), row("FERR", 52)], "csv", "h", context());
  assert.deepEqual(outcomes.map((o) => o.status), ["new", "in_store"]);
});

Deno.test("classifyRows() proposes an unknown name with suggestions and never guesses", () => {
  const [outcome] = classifyRows([row("Ferrytyna xyz", 52)], "csv", "h", context());
  assert.equal(outcome?.status, "proposed");
  assert.equal(outcome?.code, undefined);
  assert.equal(outcome?.suggestions?.[0]?.code, "FERR");
});

Deno.test("classifyRows() holds implausible rows and keeps OCR rows back without --accept-ocr", () => {
  const [held] = classifyRows(
    [row("Hemoglobina", 134, { range: { ref_low: 1, ref_high: 1.6 } })],
    "csv",
    "h",
    context(),
  );
  assert.equal(held?.status, "held");
  const [ocr] = classifyRows([row("Hemoglobina", 13.4)], "ocr", "h", context());
  assert.equal(ocr?.status, "ocr_review");
  const [accepted] = classifyRows([row("Hemoglobina", 13.4)], "ocr", "h", {
    ...context(),
    acceptOcr: true,
  });
  assert.equal(accepted?.status, "new");
});

Deno.test("classifyRows() withholds a row that carries personal data", () => {
  const outcomes = classifyRows(
    [row("Testowy Jan", 45), row("Nr", 85010112345)],
    "pdf",
    "h",
    context([], ["Jan Testowy"]),
  );
  assert.deepEqual(outcomes.map((o) => o.status), ["withheld", "withheld"]);
});

Deno.test("classifyRows() withholds an unknown-name row whose date is an identity date", () => {
  const [outcome] = classifyRows(
    [row("Zupelnie nieznane", 5, { unit: "mg/dl", date: "1985-01-01" })],
    "csv",
    "h".repeat(64),
    context([], ["1985-01-01"]),
  );
  assert.equal(outcome?.status, "withheld");
});
