import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { applyCorrections, type Correction, parseCorrections } from "./corrections.ts";
import type { RawRow } from "../document.ts";

/** One `--set` read through the public reader: its correction, or why it is refused. */
function parseCorrection(text: string): Correction | string {
  const read = parseCorrections([text]);
  return typeof read === "string" ? read : read[0]!;
}

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const today = "2025-06-01";
const row: RawRow = {
  where: "line 4",
  name: "Glukozza",
  date: undefined,
  dateProblem: "two visits and no date in this section",
  value: { value: 181 },
  unit: "mg/dl",
  range: { ref_low: 70, ref_high: 99 },
};

Deno.test("parseCorrections() reads messy but valid corrections", () => {
  assert.deepEqual(parseCorrection(" 3FA2C1-17:Value= <0,5 "), {
    id: "3fa2c1-17",
    field: "value",
    to: "<0,5",
  });
  assert.deepEqual(parseCorrection("3fa2c1-2:unit="), { id: "3fa2c1-2", field: "unit", to: "" });
  assert.deepEqual(parseCorrection("3fa2c1-2:value=ujemny"), {
    id: "3fa2c1-2",
    field: "value",
    to: "ujemny",
  });
  assert.deepEqual(parseCorrection("3fa2c1-2:date=2025-03-12"), {
    id: "3fa2c1-2",
    field: "date",
    to: "2025-03-12",
  });
});

Deno.test("parseCorrections() names what is wrong and where", () => {
  assert.match(parseCorrection("3fa2c1:value=18") as string, /is not ID:FIELD=VALUE/);
  assert.match(parseCorrection("3fa2c1-17 value=18") as string, /is not ID:FIELD=VALUE/);
  assert.equal(
    parseCorrection("3fa2c1-17:unit=µlU/ml"),
    'Unit "µlU/ml" in "--set 3fa2c1-17:unit=µlU/ml" is not a known unit; did you mean "µIU/ml"?',
  );
  assert.equal(
    parseCorrection("3fa2c1-17:date=12/03/2025x"),
    'Date "12/03/2025x" in "--set 3fa2c1-17:date=12/03/2025x" is not a valid date (YYYY-MM-DD or DD.MM.YYYY)',
  );
  assert.match(parseCorrection("3fa2c1-17:marker=") as string, /The marker .* is empty/);
  assert.match(parseCorrection(`3fa2c1-17:value=${"9".repeat(130)}`) as string, /longer than 120/);
  assert.match(parseCorrections(["3fa2c1-1:value=1", "3FA2C1-1:value=2"]) as string, /set twice/);
});

Deno.test("applyCorrections() sets the fields, clears the doubts they answer, and lists the changes", () => {
  const result = applyCorrections(
    row,
    "3fa2c1-4",
    [
      { id: "3fa2c1-4", field: "date", to: "12.03.2025" },
      { id: "3fa2c1-4", field: "value", to: "18,1" },
      { id: "3fa2c1-4", field: "marker", to: "GLU" },
    ],
    index,
    today,
    undefined,
  );
  assert.ok("row" in result);
  assert.deepEqual(
    [result.row.code, result.row.date, result.row.value, result.row.dateProblem],
    ["GLU", "2025-03-12", { value: 18.1 }, undefined],
  );
  assert.deepEqual(result.changes, [
    { field: "marker", from: null, to: "GLU" },
    { field: "value", from: 181, to: 18.1 },
    { field: "date", from: null, to: "2025-03-12" },
  ]);
});

// A unit of another kind is refused by correctDocuments (tests/importer/correct_import_test.ts).
Deno.test("applyCorrections() refuses an unknown marker and a future date", () => {
  const one = (field: "marker" | "date" | "unit", to: string, code?: string) =>
    applyCorrections(row, "3fa2c1-4", [{ id: "3fa2c1-4", field, to }], index, today, code);
  assert.deepEqual(one("marker", "Glukozza"), {
    problem:
      'Marker "Glukozza" for row "3fa2c1-4" is not in the dictionary; closest: GLU, URINE_GLUCOSE, GLU_OGTT_60',
  });
  assert.deepEqual(one("date", "2025-06-02"), {
    problem: 'The corrected date "2025-06-02" is in the future for row "3fa2c1-4"',
  });
  assert.ok("row" in one("unit", "mmol/l", "GLU"));
});

Deno.test("a range is corrected as printed, and only to bounds; the log keeps the range read", () => {
  assert.deepEqual(parseCorrection("3fa2c1-8:range=3,9-6,1"), {
    id: "3fa2c1-8",
    field: "range",
    to: "3,9-6,1",
  });
  assert.match(
    parseCorrection("3fa2c1-8:range=Metoda: enzymatyczna") as string,
    /^Range "Metoda: enzymatyczna" in "--set 3fa2c1-8:range=Metoda: enzymatyczna" is not bounds/,
  );
  const photo: RawRow = { ...row, name: "Glukoza", value: { value: 54 }, unit: "mmol/l" };
  const read = { ...photo, range: { ref_low: 39, ref_high: 61 } };
  const corrections = [
    { id: "h-8", field: "value" as const, to: "5,4" },
    { id: "h-8", field: "range" as const, to: "3,9-6,1" },
  ];
  const corrected = applyCorrections(read, "h-8", corrections, index, today, "GLU");
  assert.ok("row" in corrected);
  assert.deepEqual(corrected.row.range, { ref_low: 3.9, ref_high: 6.1 });
  assert.deepEqual(corrected.row.value, { value: 5.4 });
  assert.deepEqual(corrected.changes.find((c) => c.field === "range"), {
    field: "range",
    from: "39-61",
    to: "3,9-6,1",
  });
});
