/**
 * End-to-end: no personal data in any file the importer writes. Fixtures in
 * every format carry a patient name, a PESEL-like number, a birth date and
 * an address, and the PDF's file name carries the name; none of it may
 * appear in the store, the log, the proposals or anywhere else in the data
 * directory. The import of every format goes through the launcher and its
 * sandboxed worker; the cases of one document each run the same code in
 * process (`importInProcess`).
 */

import assert from "node:assert/strict";
import { makeReportPdf } from "./fixtures.ts";
import { importInProcess, workspace } from "./helpers.ts";
import { everyWrittenText, importsNothingPersonal } from "./privacy_check.ts";

Deno.test("no name, PESEL, birth date, address or file name lands in any written file", async () => {
  // The same check over a scan read by OCR runs in tests/ext/importer/pdf_ocr_test.ts.
  await importsNothingPersonal(false);
});

Deno.test("a name printed on the line after its label lands in no written file", async () => {
  const dir = await workspace();
  await makeReportPdf(`${dir}/in/report.pdf`, [
    "Laboratorium Diagnostyczne Przykład Sp. z o.o.",
    "Pacjent:",
    "Jan Testowy",
    "Data pobrania: 12.03.2025 08:15",
    "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    "Jan Testowy ujemny",
    "Nowy parametr XYZ 7,1 mmol/l 5 - 10",
  ]);
  const run = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const written = await everyWrittenText(`${dir}/data`);
  assert.ok(written.has("alias-proposals.yaml"));
  for (const [name, text] of written) {
    for (const personal of ["Jan Testowy", "Testowy", "Jan"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
    }
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a PESEL written with spaces, dashes or in groups lands in no written file", async () => {
  const dir = await workspace();
  const observation = (name: string, value: number) => ({
    resource: {
      resourceType: "Observation",
      status: "final",
      code: { text: name },
      effectiveDateTime: "2024-05-05",
      valueQuantity: { value, unit: "mg/dl" },
    },
  });
  await Deno.writeTextFile(
    `${dir}/in/bundle.json`,
    JSON.stringify({
      resourceType: "Bundle",
      type: "collection",
      entry: [
        observation("Hemoglobina", 12.9),
        observation("Nr 920713 14568 badania", 1),
        observation("Kod 920713-14568", 2),
        observation("Id 92 07 13 145 68", 3),
        observation("Nowy marker", 4),
      ],
    }),
  );
  const run = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout.match(/withheld: matches the PESEL field/g)?.length, 3, run.stdout);
  assert.match(run.stdout, /5 result rows: 1 new, 1 proposed, 3 withheld/);
  const written = await everyWrittenText(`${dir}/data`);
  assert.ok(written.has("alias-proposals.yaml"));
  for (const [name, text] of written) {
    for (const personal of ["920713", "14568", "92 07 13"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
    }
  }
  assert.doesNotMatch(run.stdout, /920713|14568/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a name run into an order number withholds the name, not the rows of that year", async () => {
  const dir = await workspace();
  await makeReportPdf(`${dir}/in/report.pdf`, [
    "Laboratorium Diagnostyczne Przykład Sp. z o.o.",
    "Imię i nazwisko: Jan Kowalski Numer zlecenia: 123/2024/45",
    "PESEL: 920713 14568",
    "Data pobrania: 12.03.2024 08:15",
    "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    "Ferrytyna 52 ng/ml 10 - 120",
  ]);
  const run = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const written = await everyWrittenText(`${dir}/data`);
  const store = [...written].filter(([name]) => name.endsWith(".ndjson")).map(([, t]) => t)
    .join("");
  assert.match(store, /"code":"HGB","date":"2024-03-12","value":13.4/);
  assert.match(store, /"code":"FERR","date":"2024-03-12","value":52/);
  for (const [name, text] of written) {
    for (const personal of ["Kowalski", "Jan", "920713", "14568"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
    }
  }
  await Deno.remove(dir, { recursive: true });
});
