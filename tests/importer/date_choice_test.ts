/**
 * End-to-end: a document that prints no collection date the importer can
 * read is held with the dates it does print, and `--date DOC:DATE` lets the
 * person choose one: its rows are written with that date, and the choice is
 * recorded in the import log (by document hash, date and row count). The
 * birth date is never offered, and never printed.
 */

import assert from "node:assert/strict";
import { makeReportPdf } from "./fixtures.ts";
import { filesIn, importInProcess, OTHER_LOG_KEYS, storeLines, workspace } from "./helpers.ts";

Deno.test("a document with no collection date shows its printed dates, and --date chooses one", async () => {
  const dir = await workspace();
  await makeReportPdf(`${dir}/in/befund.pdf`, [
    "Laboratorium Przykładowe",
    "Pacjent: Jan Testowy",
    "Data urodzenia: 08.03.1961",
    "Alım: 12.05.2025 07:40",
    "Sonuç: 14.05.2025",
    "geb. 01.02.1970",
    "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    "Ferrytyna 38 ng/ml 10 - 120",
  ]);
  // Another document of the run labels the birth date that the PDF prints under a label
  // the importer does not know: it is never offered either.
  await Deno.writeTextFile(
    `${dir}/in/other.csv`,
    "Data urodzenia: 01.02.1970\nData;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n",
  );
  const held = await importInProcess(dir, ["--data", "data", "in/befund.pdf", "in/other.csv"]);
  assert.equal(held.code, 1, held.stderr);
  assert.match(
    held.stdout,
    /the dates this document prints:\n +2025-05-12 +Alım: 12\.05\.2025 07:40\n +2025-05-14 +Sonuç/,
  );
  assert.doesNotMatch(`${held.stdout}${held.stderr}`, /1961|1970|Testowy|hidden\] {2}/);
  const prefix = /--date ([0-9a-f]{12}):YYYY-MM-DD/.exec(held.stdout)?.[1];
  assert.ok(prefix, held.stdout);
  assert.deepEqual((await storeLines(`${dir}/data`)).map((r) => r.value), [12.9]);

  const wrong = await importInProcess(dir, ["--data", "data", "--date", "abcdef:2025-05-12", "in"]);
  assert.equal(wrong.code, 1);
  assert.match(wrong.stderr, /No document of this run has a hash starting "abcdef"/);

  const chosen = await importInProcess(dir, [
    "--data",
    "data",
    "--date",
    `${prefix}:12.05.2025`,
    "in",
  ]);
  assert.equal(chosen.code, 0, chosen.stderr);
  const rows = await storeLines(`${dir}/data`);
  assert.deepEqual(rows.map((r) => `${r.code} ${r.date} ${r.value}`).sort(), [
    "FERR 2025-05-12 38",
    "HGB 2024-05-05 12.9",
    "HGB 2025-05-12 13.4",
  ]);
  // The rows that took the date given by hand say so; the other document's do not.
  assert.deepEqual(rows.map((r) => `${r.date} ${r.corrected}`).sort(), [
    "2024-05-05 undefined",
    "2025-05-12 date given by hand (none printed)",
    "2025-05-12 date given by hand (none printed)",
  ]);
  const log = (await filesIn(`${dir}/data`)).get("import-log.jsonl")!.trim().split("\n")
    .map((l) => JSON.parse(l));
  const entry = log.find((e) => e.event === "date");
  assert.deepEqual(Object.keys(entry).sort(), OTHER_LOG_KEYS.date);
  assert.equal(entry.date, "2025-05-12");
  assert.equal(entry.rows, 2);
  assert.ok(String(entry.document).startsWith(prefix));
  await Deno.remove(dir, { recursive: true });
});
