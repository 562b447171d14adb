/**
 * Guards the importer tests that run in process (`importInProcess`): the
 * same import, once through the launcher and its sandboxed worker and once
 * in process, gives the same exit code, the same stdout and stderr (the
 * folders aside) and the same written files (the log's times aside). A
 * difference means the in-process tests no longer check what a user gets.
 *
 * @module
 */

import assert from "node:assert/strict";
import { makeReportPdf } from "./fixtures.ts";
import { filesIn, importInProcess, runImportTask, workspace } from "./helpers.ts";
import { decodeStoreImage } from "../../src/store/store_image.ts";
import { STORE_INDEX_NAME } from "../../src/store/store_index_file.ts";

/**
 * The data directory's files, each import-log line without its time, the
 * store index as what it holds without each file's identity and times.
 */
async function writtenWithoutTimes(dataDir: string): Promise<Map<string, string>> {
  const files = await filesIn(dataDir);
  const log = files.get("import-log.jsonl");
  if (log !== undefined) {
    files.set("import-log.jsonl", log.replace(/"at":"[^"]*"/g, '"at":"<time>"'));
  }
  if (files.has(STORE_INDEX_NAME)) {
    const image = decodeStoreImage(await Deno.readFile(`${dataDir}/${STORE_INDEX_NAME}`));
    const held = {
      files: image.files.map(({ dev: _d, ino: _i, mtime: _m, ctime: _c, ...rest }) => rest),
      codes: image.index.codes.map((c) => ({
        ...c,
        arrays: Object.entries(c.arrays).map(([k, a]) => [k, [...a]]),
      })),
      texts: image.index.texts,
    };
    files.set(STORE_INDEX_NAME, JSON.stringify(held));
  }
  return files;
}

Deno.test("an import in process says, exits with and writes what the launcher and its worker do", async () => {
  const pdf = await Deno.makeTempFile({ prefix: "bwinproc-", suffix: ".pdf" });
  await makeReportPdf(pdf);
  const future = "Data;Badanie;Wynik\n2024-01-01;Hemoglobina;13\n2999-01-01;Ferrytyna;50\n";
  const runs = [];
  for (const run of [runImportTask, importInProcess]) {
    const dir = await workspace("wyniki_pl.csv", "bundle.json");
    await Deno.copyFile(pdf, `${dir}/in/report.pdf`);
    await Deno.writeTextFile(`${dir}/in/future.csv`, future);
    const result = await run(dir, ["--data", "data", "--accept-held", "in"]);
    const shown = (text: string) => text.replaceAll(dir, "<dir>");
    runs.push({
      code: result.code,
      stdout: shown(result.stdout),
      stderr: shown(result.stderr),
      written: await writtenWithoutTimes(`${dir}/data`),
    });
    await Deno.remove(dir, { recursive: true });
  }
  await Deno.remove(pdf);
  const [process, inProcess] = runs;
  // The run has something on each channel: rows on stdout, a held document on stderr.
  assert.equal(process!.code, 1, process!.stderr);
  assert.match(process!.stdout, /Hemoglobina/);
  assert.match(process!.stderr, /future\.csv/);
  assert.ok(process!.written.size >= 4, [...process!.written.keys()].join(", "));
  assert.ok(process!.written.has(STORE_INDEX_NAME), "the import writes the store index");
  assert.deepEqual(inProcess, process);
});
