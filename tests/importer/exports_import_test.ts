/**
 * End-to-end: the structured exports (Diagnostyka XML, HL7 CDA, an
 * SSIDL-like FHIR bundle, a Windows-1250 CSV with flag and specimen
 * columns) import through `deno task import` as a user runs it. Guards
 * against a format that is found but not read, and against the patient
 * data these exports carry reaching any written file.
 */

import assert from "node:assert/strict";
import { filesIn, runImportTask, workspace } from "./helpers.ts";

const FIXTURES = ["diagnostyka.xml", "cda_lab.xml", "fhir_ssidl.json", "wyniki_cp1250.csv"];
const PERSONAL = [
  "Anna",
  "Maria",
  "Przykładowa",
  "92071314568",
  "1992-07-13",
  "19920713",
  "Kwiatowa",
  "31-864",
  "600123456",
  "600 123 456",
  "przykladowa@",
];

Deno.test("each structured export imports its rows and writes no patient data", async () => {
  const dir = await workspace(...FIXTURES);
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const written = await filesIn(`${dir}/data`);
  const log = written.get("import-log.jsonl")!.trim().split("\n").map((l) => JSON.parse(l));
  assert.deepEqual(log.map((e) => e.format).sort(), ["cda", "csv", "fhir", "xml"]);
  for (const entry of log) assert.ok(entry.imported > 0, `${entry.format} imported nothing`);
  for (const [name, text] of written) {
    for (const personal of PERSONAL) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
    }
  }
  await Deno.remove(dir, { recursive: true });
});
