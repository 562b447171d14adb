/**
 * A transcript of a scan, checked against the document's OCR text: the rows
 * OCR reads as printed go in, the ones it misreads are held (OCR's `ł` read
 * as `t` is not loosened), and no planted fault is stored. Slow (OCR on
 * every run): in `deno task test:ext`.
 */

import assert from "node:assert/strict";
import { runImport } from "../../../../src/importer/run/run_import.ts";
import { hasProgram } from "../../../importer/fixtures.ts";
import { DATE, OTHER_ROWS, pdfReport, ROWS } from "../../../importer/transcript/documents.ts";
import {
  FAULT_KINDS,
  plant,
  transcriptCsv,
  type TranscriptLine,
} from "../../../importer/transcript/faults.ts";

const ocr = await hasProgram("tesseract") && await hasProgram("pdftoppm");
if (!ocr) {
  console.log(
    "skipped: the transcript OCR test needs tesseract and pdftoppm (apt-get install -y tesseract-ocr tesseract-ocr-pol poppler-utils)",
  );
}

const CORRECT: TranscriptLine[] = ROWS.map((row) => ({ date: DATE, ...row }));

async function scan(dir: string): Promise<void> {
  await Deno.writeFile(`${dir}/raport.pdf`, await pdfReport());
  const result = await new Deno.Command("pdftoppm", {
    args: ["-r", "200", "-png", "-singlefile", `${dir}/raport.pdf`, `${dir}/wynik`],
  }).output();
  assert.ok(result.success, "pdftoppm renders the page");
  await Deno.remove(`${dir}/raport.pdf`);
}

async function statuses(dir: string): Promise<Map<number, string>> {
  const out: string[] = [];
  await runImport({
    dataDir: `${dir}-data`,
    inputs: [dir],
    dryRun: true,
    acceptOcr: false,
    acceptHeld: false,
    now: new Date("2025-06-01T12:00:00Z"),
  }, { out: (t) => out.push(t), err: (t) => out.push(t) });
  const map = new Map<number, string>();
  for (const text of out) {
    const match = /^\s+[0-9a-f]{6,}-(\d+)\s.*?\s{2}(new|held: .*|withheld: .*|proposed.*)$/.exec(
      text,
    );
    if (match) map.set(Number(match[1]), match[2]!);
  }
  return map;
}

Deno.test({
  name: "a transcript of a scan: rows OCR reads as printed go in, no planted fault does",
  ignore: !ocr,
}, async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwtranscript-ocr-" });
  await scan(dir);
  await Deno.writeTextFile(`${dir}/wynik.transcript.csv`, transcriptCsv(CORRECT));
  const correct = await statuses(dir);
  const imported = [...correct.values()].filter((s) => s === "new").length;
  assert.ok(imported >= ROWS.length - 3, `${imported} of ${ROWS.length} imported`);
  for (const status of correct.values()) assert.match(status, /^new$|^held: not on the document: /);
  for (const fault of FAULT_KINDS) {
    const extra = fault === "invented"
      ? [{ ...CORRECT[0]!, code: "ALB", name: "Albumina", value: "4,2", range: "3,5 - 5,2" }]
      : fault === "other document"
      ? OTHER_ROWS.map((row) => ({ date: DATE, ...row }))
      : [];
    const planted = plant(CORRECT, fault, [0, 3, 6], extra);
    await Deno.writeTextFile(`${dir}/wynik.transcript.csv`, transcriptCsv(planted.rows));
    const run = await statuses(dir);
    for (const i of planted.faulty) {
      assert.match(run.get(i + 1) ?? "", /^held: not on the document: /, `${fault}, row ${i + 1}`);
    }
  }
  await Deno.remove(dir, { recursive: true });
});
