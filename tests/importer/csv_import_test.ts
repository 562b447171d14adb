/**
 * End-to-end: CSV imports as a user runs them. Guards against lost or
 * duplicated lines: a re-import is a no-op, a dry run writes nothing, and
 * the server reads back every imported line. The first import goes through
 * `deno task import` itself and `forget` through the launcher and its
 * sandboxed worker; the rest run the same launcher and worker code in
 * process (`importInProcess`), their subject being the importer's logic.
 */

import assert from "node:assert/strict";
import {
  filesIn,
  IMPORT_LOG_KEYS,
  importInProcess,
  runImportTask,
  runImportThroughDenoTask,
  serverView,
  storeLines,
  workspace,
} from "./helpers.ts";
import { call, connectInProcess } from "../helpers.ts";

Deno.test("deno task import of a Polish and an English CSV writes one store file per document, which the server reads", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  const run = await runImportThroughDenoTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const files = await filesIn(`${dir}/data`);
  const stores = [...files.keys()].filter((n) => n.endsWith(".ndjson"));
  assert.equal(stores.length, 2);
  for (const store of stores) assert.match(store, /^\d{4}-\d{2}-\d{2}-[0-9a-f]{12}\.ndjson$/);
  const { byCode, problems } = await serverView(`${dir}/data`);
  assert.deepEqual(problems, []);
  assert.deepEqual(byCode.get("HGB"), [14.1, 13.4]);
  assert.deepEqual(byCode.get("FERR"), [35, 8]);
  assert.deepEqual(byCode.get("CRP"), [0.5]);
  assert.deepEqual(byCode.get("BORELIA_IGM"), ["ujemny"]);
  const crp = (await storeLines(`${dir}/data`)).find((l) => l.code === "CRP");
  assert.equal(crp?.comparator, "<");
  const log = files.get("import-log.jsonl")!.trim().split("\n").map((l) => JSON.parse(l));
  assert.equal(log.length, 2);
  // Each document's log line names its own store file.
  assert.deepEqual(log.map((e: { file: string }) => e.file).sort(), [...stores].sort());
  assert.deepEqual(Object.keys(log[0]).sort(), IMPORT_LOG_KEYS);
  assert.equal(log.reduce((n: number, e: { imported: number }) => n + e.imported, 0), 7);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("importing the same documents again writes nothing and says already imported", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  assert.equal((await importInProcess(dir, ["--data", "data", "in"])).code, 0);
  const before = await filesIn(`${dir}/data`);
  const again = await importInProcess(dir, [
    "--data",
    "data",
    "in/wyniki_pl.csv",
    "in/results_en.csv",
  ]);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /already imported/);
  assert.match(again.stdout, /Nothing new to write/);
  assert.deepEqual(await filesIn(`${dir}/data`), before);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a Windows-1250 export with CRLF imports its Polish names", async () => {
  const dir = await workspace();
  const text =
    "Badanie;Wynik;Jednostka;Data\r\nŻelazo;80;µg/dl;2024-02-03\r\nWapń całkowity;2,4;mmol/l;2024-02-03\r\n";
  const table: Record<string, number> = { "Ż": 0xaf, "ń": 0xf1, "ł": 0xb3, "µ": 0xb5 };
  const bytes = [...text].map((ch) => table[ch] ?? ch.charCodeAt(0));
  await Deno.writeFile(`${dir}/in/eksport.csv`, new Uint8Array(bytes));
  const run = await importInProcess(dir, ["--data", "data", "in/eksport.csv"]);
  assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(lines.map((l) => [l.code, l.value, l.unit]), [["FE", 80, "µg/dl"], [
    "CA",
    2.4,
    "mmol/l",
  ]]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("--dry-run prints the table and writes nothing, not even the data directory", async () => {
  const dir = await workspace("wyniki_pl.csv");
  const run = await importInProcess(dir, ["--data", "data", "--dry-run", "in/wyniki_pl.csv"]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /Id +Printed name +Marker +Date +Value +Unit +Range +Flag +Status/);
  assert.match(
    run.stdout,
    /[0-9a-f]{6}-\d+ +Hemoglobina +HGB Hemoglobina +2025-03-12 +13\.4 +g\/dl +12–16 +normal +new/,
  );
  assert.match(run.stdout, /[0-9a-f]{6}-\d+ +Żelazo całkowite w surowicy +\? .*proposed/);
  assert.match(run.stdout, /\d+ result rows: \d+ new, 1 proposed/);
  assert.match(run.stdout, /Nothing was written/);
  assert.equal((await filesIn(`${dir}/data`)).size, 0);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a document with a future date is held back whole with a message naming the line", async () => {
  const dir = await workspace();
  await Deno.writeTextFile(
    `${dir}/in/future.csv`,
    "Data;Badanie;Wynik\n2024-01-01;Hemoglobina;13\n2999-01-01;Ferrytyna;50\n",
  );
  const run = await importInProcess(dir, ["--data", "data", "in/future.csv"]);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /future\.csv: line 3: date "2999-01-01" is in the future/);
  assert.deepEqual(await storeLines(`${dir}/data`), []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a value more than 10× outside its range is held, and --accept-held writes it", async () => {
  const dir = await workspace();
  await Deno.writeTextFile(
    `${dir}/in/decimal.csv`,
    "Data;Badanie;Wynik;Jednostka;Zakres\n2024-01-01;Ferrytyna;5200;ng/ml;10 - 120\n",
  );
  const held = await importInProcess(dir, ["--data", "data", "in/decimal.csv"]);
  assert.match(held.stdout, /held: value 5200 is more than 10× above/);
  assert.deepEqual(await storeLines(`${dir}/data`), []);
  await importInProcess(dir, ["--data", "data", "--accept-held", "in/decimal.csv"]);
  assert.deepEqual((await storeLines(`${dir}/data`)).map((l) => l.value), [5200]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("forget takes one imported document back out of the store, and logs it", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  const run = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const hash = /wyniki_pl\.csv \(csv, document ([0-9a-f]{12})\)/.exec(run.stdout)?.[1];
  assert.ok(hash, run.stdout);
  const before = await storeLines(`${dir}/data`);

  const unknown = await importInProcess(dir, ["forget", "--data", "data", "0000000"]);
  assert.equal(unknown.code, 1);
  assert.match(
    unknown.stderr,
    /No document in the store starts with "0000000"\. Documents in the store: /,
  );
  assert.match(unknown.stderr, new RegExp(hash));

  const forgot = await runImportTask(dir, ["forget", "--data", "data", hash.slice(0, 8)]);
  assert.equal(forgot.code, 0, forgot.stderr);
  assert.match(forgot.stdout, /Removed 4 row\(s\) of document/);
  const after = await storeLines(`${dir}/data`);
  assert.equal(after.length, before.length - 4);
  assert.ok(after.every((line) => !String(line.source).startsWith(hash)));
  const { byCode, problems } = await serverView(`${dir}/data`);
  assert.deepEqual(problems, []);
  assert.deepEqual(byCode.get("HGB"), [14.1]);
  const log = (await Deno.readTextFile(`${dir}/data/import-log.jsonl`)).trim().split("\n")
    .map((line) => JSON.parse(line));
  const entry = log.find((e) => e.event === "forget");
  assert.equal(entry?.removed, 4);
  assert.ok(entry?.document.startsWith(hash));

  const again = await importInProcess(dir, ["--data", "data", "in/wyniki_pl.csv"]);
  assert.match(again.stdout, /4 new/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a CSV over the size limit is refused by name and limit, and nothing is written", async () => {
  // A 50 MB CSV ran for minutes at 3 GB; a text document is now capped first.
  const dir = await workspace();
  const line = "2024-01-01;Hemoglobina;14;g/dL;12-16\n";
  const rows = Math.ceil(33 * 1024 * 1024 / line.length);
  await Deno.writeTextFile(
    `${dir}/in/big.csv`,
    `Data;Badanie;Wynik;Jednostka;Zakres\n${line.repeat(rows)}`,
  );
  const run = await importInProcess(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 1);
  assert.match(
    run.stderr,
    /big\.csv": the CSV file is 33 MB, more than the limit of 32 MB per document/,
  );
  assert.deepEqual(
    [...(await filesIn(`${dir}/data`)).keys()].filter((n) => n.endsWith(".ndjson")),
    [],
  );
  await Deno.remove(dir, { recursive: true });
});

// Guards a lost precision: a lab's "1,0" was stored as the number 1, and get_trend then called
// 1,0 → 1,9 mg/dl "within expected variation (no larger than the printed resolution of 1)".
Deno.test("an imported creatinine 1,0 → 1,9 mg/dl keeps its printed decimal and reads as a real rise", async () => {
  const dir = await workspace();
  await Deno.writeTextFile(
    `${dir}/in/kreatynina.csv`,
    "Data;Badanie;Wynik;Jednostka;Zakres referencyjny\n" +
      "10.01.2024;Kreatynina;1,0;mg/dl;0,7 - 1,2\n10.01.2025;Kreatynina;1,9;mg/dl;0,7 - 1,2\n",
  );
  const run = await importInProcess(dir, ["--data", "data", "--accept-held", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const lines = (await storeLines(`${dir}/data`)).filter((l) => l.code === "CREA");
  assert.deepEqual(lines.map((l) => [l.value, l.decimals]), [[1, 1], [1.9, 1]]);
  await using client = await connectInProcess(`${dir}/data`);
  const { text } = await call(client, "get_trend", { marker: "CREA" });
  assert.match(text, /\+90\.0 % from 2024-01-10 to 2025-01-10: likely a real increase/);
  await Deno.remove(dir, { recursive: true });
});
