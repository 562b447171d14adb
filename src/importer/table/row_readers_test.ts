import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { fixtureLines } from "../../../tests/support/fixture_layout.ts";
import { tableHeader } from "./header_roles.ts";
import { ROW_READERS, type RowReader, rowsOfLine } from "./row_readers.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const [header, heading, row] = fixtureLines([
  [[40, "Badanie"], [200, "Wynik"], [260, "Jednostka"], [320, "Zakres"]],
  [[40, "Iron studies"]],
  [[40, "Żelazo"], [200, "137"], [260, "µg/dl"], [320, "37 - 145"]],
]);
const columns = tableHeader(header!)!;
const input = { columns, index, patterns: [], ocr: false };

Deno.test("rowsOfLine() reads a row under the header's columns", () => {
  const found = rowsOfLine({ ...input, line: row! });
  assert.ok(Array.isArray(found));
  assert.deepEqual(found.map((r) => [r.name, r.value, r.unit]), [[
    "Żelazo",
    { value: 137 },
    "µg/dl",
  ]]);
});

Deno.test("rowsOfLine() makes no row of words alone in the name column (no word becomes a value)", () => {
  assert.deepEqual(rowsOfLine({ ...input, line: heading! }), []);
  // Without that reader, a later one reads "Iron" with the value "studies".
  const without = ROW_READERS.filter((reader) => reader.name !== "label in the name column");
  const guessed = rowsOfLine({ ...input, line: heading! }, without);
  assert.ok(Array.isArray(guessed) && guessed.length > 0);
});

Deno.test("rowsOfLine() takes the first reader that answers, in the registry's order", () => {
  const seen: string[] = [];
  const reader = (name: string, answer: "note" | undefined): RowReader => ({
    name,
    read: () => {
      seen.push(name);
      return answer;
    },
  });
  const found = rowsOfLine({ ...input, line: row! }, [
    reader("a", undefined),
    reader("b", "note"),
    reader("c", "note"),
  ]);
  assert.equal(found, "note");
  assert.deepEqual(seen, ["a", "b"]);
});

Deno.test("rowsOfLine() reads a whole result set in one cell under a table, and leaves a note a note", () => {
  const [glued, beside, note, claim] = fixtureLines([
    [[40, "MCH ↓ 25,9 (27,0 - 33,0) pg"]],
    [[420, "ALT 14 [<35] U/l"]],
    [[210, "eGFR wyliczone wg wzoru CKD-EPI 2021"]],
    [[210, "Glukoza 126 mg/dl i więcej świadczy o cukrzycy"]],
  ]);
  const read = (line: typeof glued) => {
    const found = rowsOfLine({ ...input, line: line! });
    return found === "note" ? found : found.map((r) => [r.name, r.value.value, r.unit, r.range]);
  };
  assert.deepEqual(read(glued), [["MCH", 25.9, "pg", { ref_low: 27, ref_high: 33 }]]);
  assert.deepEqual(read(beside), [["ALT", 14, "U/l", { ref_high: 35 }]]);
  assert.equal(read(note), "note");
  assert.equal(read(claim), "note");
  // Without that reader, the glued row under the result column is taken for a note.
  const without = ROW_READERS.filter((reader) => reader.name !== "whole result in one cell");
  assert.equal(rowsOfLine({ ...input, line: beside! }, without), "note");
});
