import assert from "node:assert/strict";
import { readDocument } from "./mod.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

Deno.test("readDocument() spells every reader's units as the unit tables do, a CSV's too", async () => {
  const csv = [
    "Дата;Показник;Результат;Одиниці;Норма",
    "14.01.2018;Глюкоза;89;мг/дл;70 - 99",
    "14.01.2018;АЛТ;10;Од/л;5 - 35",
    "14.01.2018;Hemoglobina;13,1;g/dl;12 - 16",
  ].join("\n");
  const doc = await readDocument(
    { path: "wyniki.csv", kind: "csv" },
    new TextEncoder().encode(csv),
    indexWith(),
  );
  assert.deepEqual(doc.rows.map((row) => row.unit), ["mg/dl", "U/l", "g/dl"]);
});
