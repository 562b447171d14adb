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
