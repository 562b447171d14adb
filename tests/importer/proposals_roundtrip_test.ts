/**
 * End-to-end: the human in the loop. An unknown name is never imported; it
 * becomes a proposal, `approve` adds the alias to the data directory's
 * markers.yaml (keeping its comments), and re-running the import brings in
 * exactly the newly recognised rows. The first approval goes through the
 * launcher and its sandboxed worker (which may write the data directory
 * only); the other runs are the same code in process (`importInProcess`).
 */

import assert from "node:assert/strict";
import { load } from "js-yaml";
import {
  filesIn,
  importInProcess,
  runImportTask,
  serverView,
  storeLines,
  workspace,
} from "./helpers.ts";

Deno.test("unknown name → proposal → approve → re-import → imported, once", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  await Deno.mkdir(`${dir}/data`);
  await Deno.writeTextFile(
    `${dir}/data/markers.yaml`,
    "# my lab's names\nHGB:\n  aliases: [Hgb lab] # kept\n",
  );
  const first = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(first.code, 0, first.stderr);
  const proposals = load(await Deno.readTextFile(`${dir}/data/alias-proposals.yaml`)) as {
    name: string;
    suggestions: { code: string }[];
    example: { value: unknown; unit?: string };
    documents: string[];
  }[];
  assert.deepEqual(proposals.map((p) => p.name), [
    "TSH third generation",
    "Żelazo całkowite w surowicy",
  ]);
  assert.deepEqual(proposals[1]?.example, { value: 45, unit: "µg/dl", date: "2025-03-12" });
  assert.ok(proposals[1]?.suggestions.some((s) => s.code === "FE"));
  assert.match(proposals[1]!.documents[0]!, /^[0-9a-f]{64}$/);
  const before = (await storeLines(`${dir}/data`)).length;

  const approved = await runImportTask(dir, [
    "approve",
    "--data",
    "data",
    "Żelazo całkowite w surowicy",
    "FE",
  ]);
  assert.equal(approved.code, 0, approved.stderr);
  const created = await importInProcess(dir, [
    "approve",
    "--data",
    "data",
    "TSH third generation",
    "TSH3",
    "--label",
    "TSH3 laboratorium",
  ]);
  assert.equal(created.code, 0, created.stderr);
  const markers = await Deno.readTextFile(`${dir}/data/markers.yaml`);
  assert.ok(markers.startsWith("# my lab's names\nHGB:\n  aliases: [Hgb lab] # kept\n"));
  const refused = await importInProcess(dir, ["approve", "--data", "data", "Hemoglobina", "FE"]);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /already means "HGB"/);
  assert.equal(await Deno.readTextFile(`${dir}/data/markers.yaml`), markers);

  const again = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /2 new, 7 already in store/);
  const lines = await storeLines(`${dir}/data`);
  assert.equal(lines.length, before + 2);
  const added = lines.filter((l) => l.code === "FE" || l.code === "TSH3");
  assert.deepEqual(added.map((l) => [l.code, l.value]).sort(), [["FE", 45], ["TSH3", 2.1]]);
  assert.ok(!(await filesIn(`${dir}/data`)).has("alias-proposals.yaml"));
  const { byCode, problems } = await serverView(`${dir}/data`);
  assert.deepEqual(problems, []);
  assert.deepEqual(byCode.get("FE"), [45]);

  const third = await importInProcess(dir, ["--data", "data", "in"]);
  assert.match(third.stdout, /Nothing new to write/);
  assert.equal((await storeLines(`${dir}/data`)).length, before + 2);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a marker created for a name proposed under a urine heading is a urine marker, and its rows come in", async () => {
  const dir = await workspace();
  await Deno.writeTextFile(
    `${dir}/in/mocz.csv`,
    [
      "Data;Badanie;Wynik;Jednostka;Zakres",
      "2025-06-12;Badanie ogólne moczu;;;",
      "2025-06-12;Wskaźnik albumina/kreatynina (ACR);32;mg/g;< 30",
      "",
    ].join("\n"),
  );
  const first = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(first.code, 0, first.stderr);
  const proposals = load(await Deno.readTextFile(`${dir}/data/alias-proposals.yaml`)) as {
    name: string;
    specimen?: string;
  }[];
  assert.deepEqual(proposals.map((p) => [p.name, p.specimen]), [[
    "Wskaźnik albumina/kreatynina (ACR)",
    "urine",
  ]]);
  const created = await importInProcess(dir, [
    "approve",
    "--data",
    "data",
    "Wskaźnik albumina/kreatynina (ACR)",
    "UACR_MY",
    "--label",
    "Wskaźnik albumina/kreatynina w moczu",
  ]);
  assert.equal(created.code, 0, created.stderr);
  assert.match(await Deno.readTextFile(`${dir}/data/markers.yaml`), /specimen: "?urine"?/);
  const again = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(again.code, 0, again.stderr);
  assert.deepEqual((await storeLines(`${dir}/data`)).map((l) => [l.code, l.value]), [[
    "UACR_MY",
    32,
  ]]);
});
