/**
 * The end-to-end privacy check of the importer, shared by the privacy test
 * (documents with a text layer) and the OCR tests in `deno task test:ext`
 * (a scan read by tesseract): no name, PESEL, birth date, address or file
 * name lands in any written file.
 *
 * @module
 */

import assert from "node:assert/strict";
import { makeReportPdf, PERSONAL, rasterise } from "./fixtures.ts";
import { IMPORT_LOG_KEYS, OTHER_LOG_KEYS, runImportTask, workspace } from "./helpers.ts";

/**
 * Every file directly in `dir`, by name, as text, with each SHA-256 digest
 * (a document's identity: 64 hex digits) blanked out. A fixture PDF carries
 * its creation time, so its digest changes from run to run and now and then
 * holds a run of digits that is also a fixture's PESEL or order number; a
 * digest of the whole document reveals none of them.
 */
export async function everyWrittenText(dir: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.isFile) continue;
    const text = await Deno.readTextFile(`${dir}/${entry.name}`);
    texts.set(entry.name, text.replace(/\b[0-9a-f]{64}\b/g, "<sha-256>"));
  }
  return texts;
}

/**
 * Imports fixtures of every format (and, with `ocr`, a scan read by
 * tesseract) whose texts and file names carry a patient's identity, and
 * checks that none of it lands in any file written.
 */
export async function importsNothingPersonal(ocr: boolean): Promise<void> {
  const dir = await workspace("wyniki_pl.csv", "bundle.json");
  await makeReportPdf(`${dir}/in/wyniki_jana_testowego.pdf`);
  await Deno.writeTextFile(
    `${dir}/in/wyniki_jana_testowego.csv`,
    "Imię i nazwisko;Jan Testowy\nPESEL;85010112345\nData;Badanie;Wynik\n2024-05-05;Hemoglobina;12,9\n2024-05-05;Nr 85010112345;1\n",
  );
  const inputs = ["in"];
  if (ocr) {
    await rasterise(`${dir}/in/wyniki_jana_testowego.pdf`, `${dir}/scan_jana_testowego.png`);
    inputs.push("scan_jana_testowego.png", "--accept-ocr");
  }
  const run = await runImportTask(dir, ["--data", "data", ...inputs]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /withheld/);
  const written = await everyWrittenText(`${dir}/data`);
  assert.ok(written.has("import-log.jsonl"));
  assert.ok(written.has("alias-proposals.yaml"));
  assert.ok([...written.keys()].some((n) => n.endsWith(".ndjson")));
  for (const [name, text] of written) {
    for (const personal of [...PERSONAL, "Jan", "Warszawa"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
      assert.ok(!name.includes(personal), `file name ${name} contains "${personal}"`);
    }
    assert.doesNotMatch(
      text,
      /(?<![0-9a-z])\d{11}(?![0-9a-z])/,
      `${name} holds an 11-digit number`,
    );
    // A document's file name is written only as a result's provenance (`doc`),
    // masked (checked above), in the store files and the index that copies them.
    const outsideDoc = name.endsWith(".ndjson")
      ? text.replace(/"doc":"[^"]*"/g, '"doc":""')
      : name === ".bloodwork-index"
      ? ""
      : text;
    assert.doesNotMatch(outsideDoc, /\.(csv|pdf|json|png)\b/, `${name} names an input file`);
  }
  for (const line of written.get("import-log.jsonl")!.trim().split("\n")) {
    const entry = JSON.parse(line);
    assert.deepEqual(Object.keys(entry).sort(), OTHER_LOG_KEYS[entry.event] ?? IMPORT_LOG_KEYS);
  }
  const docs = new Set<string>();
  for (const [name, text] of written) {
    if (!name.endsWith(".ndjson")) continue;
    for (const line of text.trim().split("\n")) docs.add(JSON.parse(line).doc);
    for (const line of text.trim().split("\n")) {
      const keys = Object.keys(JSON.parse(line));
      const allowed = [
        "code",
        "date",
        "value",
        "comparator",
        "unit",
        "ref_low",
        "ref_high",
        "ref_text",
        "lab_flag",
        "lab",
        "decimals",
        "source",
        "doc",
        "page",
        "row",
        "corrected",
        "imported",
      ];
      assert.deepEqual(keys.filter((k) => !allowed.includes(k)), [], line);
      const lab = JSON.parse(line).lab;
      if (lab !== undefined) {
        assert.match(lab, /^Laboratorium /, `a lab's name, never a person's: ${line}`);
      }
    }
  }
  // The file name with the patient's name in it is written masked.
  assert.ok(docs.has("wyniki_[hidden].pdf"), [...docs].join(", "));
  await Deno.remove(dir, { recursive: true });
}
