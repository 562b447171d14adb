import assert from "node:assert/strict";
import { keyValueTables } from "./key_value.ts";

Deno.test("keyValueTables() leaves a document of no result blocks as it is", () => {
  const lines = ["Name: Anna Testowa", "Glukoza  92  mg/dl  70-99", "Result: positive"];
  assert.deepEqual(keyValueTables(lines), lines);
});

Deno.test("keyValueTables() keeps each visit's date line between the rows it dates", () => {
  // The text reader drops blank lines: a block runs into the next visit's head.
  const out = keyValueTables([
    "Date/Time Collected: 07/02/2024 08:15",
    "Test Name: GLUCOSE",
    "Result: 96",
    "Lab Test: FERRITIN",
    "Date/Time Collected: 04/15/2024 10:40",
    "Test Name: FERRITIN",
    "Result: 31",
    "Units: ng/mL",
  ]);
  assert.ok(
    out.indexOf("Date/Time Collected: 04/15/2024 10:40") <
      out.findIndex((l) => /^FERRITIN\s+31/.test(l)),
  );
  assert.ok(
    out.indexOf("Date/Time Collected: 04/15/2024 10:40") >
      out.findIndex((l) => /^GLUCOSE\s+96/.test(l)),
  );
  assert.ok(out.includes("Lab Test: FERRITIN"));
});

Deno.test("keyValueTables() needs a result key: a name key alone is no block", () => {
  const lines = ["Test Name: GLUCOSE", "Specimen: SERUM"];
  assert.deepEqual(keyValueTables(lines), lines);
});
