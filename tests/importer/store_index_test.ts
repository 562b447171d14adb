/**
 * The importer keeps the store index in step: every import, forget and
 * approve writes it again from a fresh read of the store, so that a server
 * started afterwards takes it up and serves exactly what the files hold; a
 * dry run writes none; `import index` writes it for result files written by
 * hand, refuses extra words, and removes an index it cannot remake rather
 * than leave a stale one.
 *
 * @module
 */

import assert from "node:assert/strict";
import { importInProcess, workspace } from "./helpers.ts";
import { STORE_INDEX_NAME } from "../../src/store/store_index_file.ts";
import { indexedStore, readFromFiles, shown } from "../../support/store_index_stores.ts";

/** Asserts that a store of `dataDir` takes its index up and shows what its files hold. */
async function assertIndexCurrent(dataDir: string, when: string): Promise<void> {
  const { store, notes } = await indexedStore(dataDir);
  const snapshot = await store.snapshot();
  assert.deepEqual(notes, [], when);
  assert.equal(store.tookUpIndex, true, `${when}: the index was taken up`);
  assert.deepEqual(shown(snapshot), await readFromFiles(dataDir), when);
}

async function hasIndex(dataDir: string): Promise<boolean> {
  return await Deno.lstat(`${dataDir}/${STORE_INDEX_NAME}`).then(() => true, () => false);
}

Deno.test("every import, forget and approve leaves an index that matches the store; a dry run writes none", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv", "bundle.json");
  const data = `${dir}/data`;
  try {
    const dry = await importInProcess(dir, ["--data", "data", "--dry-run", "in/wyniki_pl.csv"]);
    assert.equal(dry.code, 0, dry.stderr);
    assert.equal(await hasIndex(data), false, "a dry run writes no index");

    const first = await importInProcess(dir, ["--data", "data", "in/wyniki_pl.csv"]);
    assert.equal(first.code, 0, first.stderr);
    await assertIndexCurrent(data, "after the first import");

    const more = await importInProcess(dir, ["--data", "data", "in"]);
    assert.equal(more.code, 0, more.stderr);
    await assertIndexCurrent(data, "after a second import");

    const hash = /results_en\.csv \(csv, document ([0-9a-f]{12})\)/.exec(more.stdout)?.[1];
    assert.ok(hash, more.stdout);
    const forgot = await importInProcess(dir, ["forget", "--data", "data", hash]);
    assert.equal(forgot.code, 0, forgot.stderr);
    await assertIndexCurrent(data, "after forget");

    const approved = await importInProcess(dir, [
      "approve",
      "--data",
      "data",
      "Moja nazwa",
      "FERR",
    ]);
    assert.equal(approved.code, 0, approved.stderr);
    await assertIndexCurrent(data, "after approve changed the dictionary");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("import index writes the index of result files written by hand, and says what it holds", async () => {
  const dir = await workspace();
  const data = `${dir}/data`;
  try {
    await Deno.mkdir(data);
    const lines = [
      `{"code":"FERR","date":"2024-01-10","value":30,"unit":"µg/L"}`,
      `{"code":"FERR","date":"2025-01-10","value":41,"unit":"µg/L"}`,
      `{"code":"HGB","date":"2025-01-10","value":13.1,"unit":"g/dL"}`,
    ];
    await Deno.writeTextFile(`${data}/by-hand.ndjson`, `${lines.join("\n")}\n`);
    const run = await importInProcess(dir, ["index", "--data", "data"]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stdout,
      /^Wrote the store index \(\.bloodwork-index\): 3 result\(s\) from 1 file\(s\), \d+ kB\n$/,
    );
    await assertIndexCurrent(data, "after import index");

    // A result file that cannot be read (here a symlink, which the store never follows):
    // no index can be made, and the old one is removed rather than left stale.
    await Deno.symlink(`${data}/by-hand.ndjson`, `${data}/link.ndjson`);
    const unsure = await importInProcess(dir, ["index", "--data", "data"]);
    assert.equal(unsure.code, 0, unsure.stderr);
    assert.match(
      unsure.stdout,
      /No store index \(\.bloodwork-index\) was written: a result file could not be read/,
    );
    assert.equal(await hasIndex(data), false);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("import index refuses a data directory that does not exist, a broken dictionary, and extra words", async () => {
  const dir = await workspace();
  try {
    const missing = await importInProcess(dir, ["index", "--data", "nowhere"]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /The data directory "[^"]*nowhere" does not exist/);
    const extra = await importInProcess(dir, ["index", "--data", "data", "more.csv"]);
    assert.equal(extra.code, 2);
    assert.match(extra.stderr, /Usage: index \[--data DIR\]/);
    await Deno.mkdir(`${dir}/data`);
    await Deno.writeTextFile(`${dir}/data/markers.yaml`, "FERR: [unclosed\n");
    const broken = await importInProcess(dir, ["index", "--data", "data"]);
    assert.equal(broken.code, 1);
    assert.match(broken.stderr, /markers\.yaml.*Fix it, then run "index" again/s);
    const misplaced = await importInProcess(dir, ["index", "--dry-run"]);
    assert.equal(misplaced.code, 2);
    assert.match(misplaced.stderr, /Option "--dry-run" belongs to the import, not to index/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
