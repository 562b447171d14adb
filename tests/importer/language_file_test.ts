/**
 * A language is one file: a Turkish lexicon (tests/fixtures/languages/tr.ts,
 * not a product language) added to the set of languages, plus two marker
 * aliases in the data folder's markers.yaml, lets the importer read a
 * Turkish report end to end: its collection date ("Numune Alım Tarihi"), its
 * rows, and its identity labels ("Hasta") kept out of the store. The same
 * document with the product's languages only is held for its missing date,
 * so the file is what reads it. (Italian, then Dutch, was this test's
 * language until each became a product language.)
 *
 * The set is swapped the way a developer adds a language, with nothing
 * changed in src/: an import map sends the importer's `languages.ts` to a
 * list of the product's languages plus Turkish, and the worker (the whole
 * pipeline: read, layout, table, cells, classify, write) runs under it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { makeReportPdf } from "./fixtures.ts";
import { repoPath, storeLines } from "./helpers.ts";
import { runCommand } from "../../support/command.ts";

const TURKISH_REPORT = [
  "Tıbbi Laboratuvar Örnek",
  "Hasta: Ahmet Denemeoğlu    Cinsiyet: erkek",
  "Doğum Tarihi: 02.02.1970",
  "Numune Alım Tarihi: 15.04.2025 07:40",
  "Tetkik Sonuç Birim Referans Aralığı",
  "Hemoglobin 14,2 g/dl 13,0 - 17,0",
  "Açlık kan şekeri 92 mg/dl 70 - 100",
  "Üre 30 mg/dl 17 - 43",
  "Sayfa 1",
];

/** The Turkish names the dictionary lacks, as a person's own overlay of it adds them. */
const ALIASES = "GLU:\n  aliases: [Açlık kan şekeri]\nUREA:\n  aliases: [Üre]\n";

/** An import map: deno.json's imports, and the importer's list of languages sent to `list`. */
async function importMap(list: string): Promise<string> {
  const config = JSON.parse(await Deno.readTextFile(repoPath("deno.json")));
  const src = new URL(`file://${repoPath("src/")}`).href;
  const languages = new URL(`file://${repoPath("src/importer/lexicon/languages.ts")}`).href;
  return JSON.stringify({
    imports: config.imports,
    scopes: { [src]: { [languages]: new URL(`file://${repoPath(list)}`).href } },
  });
}

/** Runs the importer's worker on one document, with an import map or without. */
async function importWorker(dir: string, map?: string) {
  const args = [
    "run",
    "--no-prompt",
    ...(map !== undefined ? [`--import-map=${map}`] : []),
    `--allow-read=${repoPath("")},${dir}`,
    `--allow-write=${dir}/data`,
    repoPath("import.ts"),
    "--worker",
    "--data",
    `${dir}/data`,
    `${dir}/in/referto.pdf`,
  ];
  return await runCommand(Deno.execPath(), { args, stdin: "null", env: { NO_COLOR: "1" } });
}

async function turkishWorkspace(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bwlang-" });
  await Deno.mkdir(`${dir}/in`);
  await Deno.mkdir(`${dir}/data`);
  await makeReportPdf(`${dir}/in/referto.pdf`, TURKISH_REPORT);
  await Deno.writeTextFile(`${dir}/data/markers.yaml`, ALIASES);
  return dir;
}

Deno.test("a language added by one file reads a report in it, end to end", async () => {
  const dir = await turkishWorkspace();
  try {
    await Deno.writeTextFile(
      `${dir}/map.json`,
      await importMap("tests/fixtures/languages/languages_with_tr.ts"),
    );
    const run = await importWorker(dir, `${dir}/map.json`);
    assert.equal(run.code, 0, run.stderr);
    const rows = (await storeLines(`${dir}/data`)).map((line) => [
      line.code,
      line.date,
      line.value,
      line.unit,
      line.ref_low,
      line.ref_high,
    ]);
    assert.deepEqual(rows.sort(), [
      ["GLU", "2025-04-15", 92, "mg/dl", 70, 100],
      ["HGB", "2025-04-15", 14.2, "g/dl", 13, 17],
      ["UREA", "2025-04-15", 30, "mg/dl", 17, 43],
    ]);
    for await (const entry of Deno.readDir(`${dir}/data`)) {
      if (!entry.isFile) continue;
      const text = await Deno.readTextFile(`${dir}/data/${entry.name}`);
      assert.ok(!text.includes("Denemeoğlu"), `${entry.name} holds the patient's name`);
      assert.ok(!text.includes("1970"), `${entry.name} holds the birth date`);
    }
    assert.ok(
      !`${run.stdout}${run.stderr}`.includes("Denemeoğlu"),
      "the patient's name is printed",
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("without its language file the same report is held for its date", async () => {
  const dir = await turkishWorkspace();
  try {
    const run = await importWorker(dir);
    assert.match(`${run.stdout}${run.stderr}`, /no collection date found/);
    assert.deepEqual(await storeLines(`${dir}/data`), []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
