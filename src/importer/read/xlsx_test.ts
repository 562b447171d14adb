import assert from "node:assert/strict";
import { parseXlsx, readXlsx, SpreadsheetError } from "./xlsx.ts";
import { xlsxFixture } from "../../../tests/support/xlsx_fixture.ts";
import * as XLSX from "@e965/xlsx";

// Serial 45363 is 12.03.2024 in the 1900 date system; 45555 is 20.09.2024.
const WIDE = xlsxFixture({
  Wyniki: [
    ["Moje wyniki (prowadzone samodzielnie)"],
    [],
    ["Badanie", "Jednostka", "Norma", "12.03.2024 (Alab)", { serial: 45555 }],
    ["Morfologia", null, null, null, null],
    ["Hemoglobina", "g/dl", "12 - 16", 13.4, { formula: "D5-0.2", saved: 13.200000000000001 }],
    ["Glukoza", "mg/dl", "70 - 99", { formula: '"9"&"2"', saved: "92" }, null],
    ["TSH", "µIU/ml", "0,27 - 4,2", "<0,01", 1.9],
  ],
});

Deno.test("readXlsx() gives dates as ISO dates, formulas as their saved values", async () => {
  const [sheet] = await readXlsx(WIDE);
  assert.equal(sheet!.sheet, "Wyniki");
  assert.deepEqual(sheet!.records[1]!.fields.slice(3), ["12.03.2024 (Alab)", "2024-09-20"]);
  assert.deepEqual(sheet!.records[3]!.fields, ["Hemoglobina", "g/dl", "12 - 16", "13.4", "13.2"]);
  assert.deepEqual(sheet!.records[4]!.fields.slice(3, 4), ["92"]);
  assert.deepEqual(sheet!.uncomputed, []);
});

Deno.test("parseXlsx() reads a wide sheet: a row per marker, a column per date, the lab from the header", async () => {
  const doc = await parseXlsx(WIDE);
  assert.deepEqual(doc.holds, []);
  assert.equal(doc.format, "xlsx");
  assert.deepEqual(
    doc.rows.map((
      r,
    ) => [
      r.name,
      r.date,
      "comparator" in r.value ? r.value.comparator : "",
      r.value.value,
      r.unit,
      r.lab,
    ]),
    [
      ["Hemoglobina", "2024-03-12", "", 13.4, "g/dl", "Alab"],
      ["Hemoglobina", "2024-09-20", "", 13.2, "g/dl", undefined],
      ["Glukoza", "2024-03-12", "", 92, "mg/dl", "Alab"],
      ["TSH", "2024-03-12", "<", 0.01, "µIU/ml", "Alab"],
      ["TSH", "2024-09-20", "", 1.9, "µIU/ml", undefined],
    ],
  );
  assert.deepEqual(doc.rows[0]!.range, { ref_low: 12, ref_high: 16 });
  assert.equal(doc.rows[0]!.section, "Morfologia");
});

Deno.test("parseXlsx() reads a long sheet (a result per row under a header) as a CSV's", async () => {
  const doc = await parseXlsx(xlsxFixture({
    Arkusz1: [
      ["Data", "Badanie", "Wynik", "Jednostka"],
      [{ serial: 45363, format: "builtin" }, "Ferrytyna", 35, "ng/ml"],
    ],
  }));
  assert.deepEqual(doc.rows.map((r) => [r.date, r.name, r.value.value, r.unit]), [
    ["2024-03-12", "Ferrytyna", 35, "ng/ml"],
  ]);
});

Deno.test("parseXlsx() holds a sheet whose formulas were saved without their values, naming the cells", async () => {
  const doc = await parseXlsx(xlsxFixture({
    Wyniki: [
      ["Badanie", "12.03.2024", "20.09.2024"],
      ["Glukoza", 92, { formula: "B2+1" }],
    ],
  }));
  assert.equal(doc.holds.length, 1);
  assert.match(doc.holds[0]!, /1 formula cell\(s\) \(C2\) were saved without their values/);
});

Deno.test("parseXlsx() says which sheet a row comes from when several hold results, and notes the others", async () => {
  const doc = await parseXlsx(xlsxFixture({
    "2023": [["Badanie", "01.02.2023"], ["Glukoza", 90]],
    "2024": [["Badanie", "01.02.2024"], ["Glukoza", 95]],
    Notatki: [["kupić witaminę D"]],
  }));
  assert.deepEqual(doc.rows.map((r) => [r.where, r.date]), [
    ['sheet "2023", line 2, column "01.02.2023"', "2023-02-01"],
    ['sheet "2024", line 2, column "01.02.2024"', "2024-02-01"],
  ]);
  assert.deepEqual(doc.notes, ['sheet "Notatki" holds no results table; not read']);
});

Deno.test("readXlsx() refuses a file that is no .xlsx, and a damaged one, with a clear reason", async () => {
  await assert.rejects(
    () => readXlsx(new TextEncoder().encode("Badanie;Wynik\nGlukoza;92\n")),
    (e: unknown) => e instanceof SpreadsheetError && /it is not a spreadsheet/.test(e.message),
  );
  const cut = WIDE.subarray(0, Math.floor(WIDE.length / 2));
  await assert.rejects(
    () => readXlsx(cut),
    (e: unknown) => e instanceof SpreadsheetError && /damaged/.test(e.message),
  );
});

Deno.test("parseXlsx() reads an .ods and an old .xls spreadsheet the same way", async () => {
  const sheet = XLSX.utils.aoa_to_sheet([
    ["Badanie", "Jednostka", "12.03.2024 (Alab)", new Date(Date.UTC(2024, 8, 20))],
    ["Glukoza", "mg/dl", 92, 95],
  ], { cellDates: true });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Wyniki");
  for (const bookType of ["ods", "xls"] as const) {
    const bytes = new Uint8Array(XLSX.write(book, { type: "array", bookType }));
    const doc = await parseXlsx(bytes);
    assert.deepEqual(doc.rows.map((r) => [r.date, r.value.value, r.lab]), [
      ["2024-03-12", 92, "Alab"],
      ["2024-09-20", 95, undefined],
    ], bookType);
  }
});
