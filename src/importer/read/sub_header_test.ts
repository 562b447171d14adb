import assert from "node:assert/strict";
import { parseSheetRecords } from "./csv.ts";
import { parseCsv } from "./csv.ts";

const records = (rows: string[][]) => rows.map((fields, i) => ({ line: i + 1, fields }));

Deno.test("parseSheetRecords() reads a header of two rows: merged 'Wynik' and 'Zakres' cells", () => {
  const doc = parseSheetRecords(
    records([
      ["Nr zlecenia:", "2310050188", "", "Data pobrania:", "05.10.2023 07:58", ""],
      ["Badanie", "Wynik", "", "Zakres referencyjny", "", "Flaga"],
      ["", "wartość", "jedn.", "od", "do", ""],
      ["Morfologia krwi", "", "", "", "", ""],
      ["Leukocyty", "5.9", "tys/µl", "4", "10", ""],
      ["CRP", "<0,5", "mg/l", "", "5", ""],
      ["Cholesterol HDL", "44", "mg/dl", "40", "", ""],
      ["Glukoza", "101", "mg/dl", "70", "99", "H"],
    ]),
    "xlsx",
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.notes, []);
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value, r.unit, r.range, r.labFlag]), [
    ["Leukocyty", "2023-10-05", { value: 5.9 }, "tys/µl", { ref_low: 4, ref_high: 10 }, undefined],
    ["CRP", "2023-10-05", { value: 0.5, comparator: "<" }, "mg/l", { ref_high: 5 }, undefined],
    ["Cholesterol HDL", "2023-10-05", { value: 44 }, "mg/dl", { ref_low: 40 }, undefined],
    ["Glukoza", "2023-10-05", { value: 101 }, "mg/dl", { ref_low: 70, ref_high: 99 }, "H"],
  ]);
});

Deno.test("parseCsv() reads a CSV copy of a merged header: English words under the headings", () => {
  const doc = parseCsv(
    "Test,Result,,Reference range,\n,value,unit,low,high\nHaemoglobin,13.4,g/dL,12,16\n",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit, r.range]), [
    ["Haemoglobin", { value: 13.4 }, "g/dL", { ref_low: 12, ref_high: 16 }],
  ]);
});

Deno.test("parseCsv() does not take a first result row for a sub-header", () => {
  const doc = parseCsv("Badanie;Wynik;Jednostka\nHemoglobina;13,4;g/dl\nŻelazo;80;µg/dl\n");
  assert.equal(doc.rows.length, 2);
});

Deno.test("parseSheetRecords() reads a reference in words in the merged low and high cells", () => {
  const doc = parseSheetRecords(
    records([
      ["Badanie", "Wynik", "", "Zakres referencyjny", "", "Flaga"],
      ["", "wartość", "jedn.", "od", "do", ""],
      ["Białko", "nie wykryto", "", "nie wykryto", "", ""],
      ["pH", "6", "", "5", "7", ""],
    ]),
    "xlsx",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.range]), [
    ["Białko", { ref_text: "nie wykryto" }],
    ["pH", { ref_low: 5, ref_high: 7 }],
  ]);
});
