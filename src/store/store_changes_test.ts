// Guards the live reload of the store: appended, replaced, rewritten, deleted
// and added files, in-place edits (with and without an append), a
// half-written last line, a byte-order mark in appended bytes, and the cost
// of a warm call (one lstat per file).

import assert from "node:assert/strict";
import { isNote } from "./store_problem.ts";
import { ResultStore } from "./store.ts";
import {
  BUILTIN,
  FERR_2023,
  FERR_2024,
  FERR_2025,
  line,
  problemsOf,
  touchLater,
  values,
  withDataDir,
} from "../../support/store_test_support.ts";

Deno.test("ResultStore sees a line appended while it runs", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20]);
    await touchLater(`${dir}/a.ndjson`, FERR_2024, true);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await touchLater(`${dir}/a.ndjson`, "bad\n" + FERR_2025, true);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30, 40]);
    assert.deepEqual(problemsOf(snapshot, "bad_line"), [{
      file: "a.ndjson",
      line: 3,
      message: "not valid JSON",
    }]);
  });
});

Deno.test("ResultStore sees a file replaced by rename", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 + FERR_2024 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await Deno.writeTextFile(`${dir}/a.tmp`, FERR_2025);
    await Deno.rename(`${dir}/a.tmp`, `${dir}/a.ndjson`);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [40]);
  });
});

Deno.test("ResultStore sees a file rewritten in place, shorter or longer", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 + FERR_2024 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await touchLater(`${dir}/a.ndjson`, FERR_2025);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [40]);
    const hgb = line({ code: "HGB", date: "2025-02-02", value: 14.2, unit: "g/dL" });
    await touchLater(`${dir}/a.ndjson`, hgb + FERR_2023 + FERR_2024);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30]);
    assert.deepEqual(values(snapshot, "HGB"), [14.2]);
    assert.deepEqual(snapshot.problems, []);
  });
});

Deno.test("ResultStore sees a file deleted and a file added", async () => {
  await withDataDir({ "a.ndjson": FERR_2023, "b.ndjson": FERR_2024 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await Deno.remove(`${dir}/a.ndjson`);
    let snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [30]);
    assert.equal(snapshot.fileCount, 1);
    await Deno.writeTextFile(`${dir}/c.ndjson`, FERR_2025);
    snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [30, 40]);
    assert.equal(snapshot.fileCount, 2);
  });
});

Deno.test("ResultStore reuses the snapshot while nothing changed", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (_dir, store) => {
    const first = await store.snapshot();
    assert.equal(await store.snapshot(), first);
    const [x, y] = await Promise.all([store.snapshot(), store.snapshot()]);
    assert.equal(x, y);
  });
});

Deno.test("ResultStore notes a half-written last line, then serves it once completed", async () => {
  const half = FERR_2024.slice(0, 25);
  await withDataDir({ "a.ndjson": FERR_2023 + half }, async (dir, store) => {
    let snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20]);
    const notes = snapshot.problems.filter(isNote);
    assert.equal(notes.length, 1);
    assert.deepEqual([notes[0]?.file, notes[0]?.line], ["a.ndjson", 2]);
    assert.deepEqual(snapshot.problems.filter((p) => !isNote(p)), []);
    await touchLater(`${dir}/a.ndjson`, FERR_2024.slice(25), true);
    snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30]);
    assert.deepEqual(snapshot.problems, []);
    await touchLater(`${dir}/a.ndjson`, FERR_2025, true);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30, 40]);
  });
});

Deno.test("ResultStore serves a complete last line without newline, once, as the file grows", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 + FERR_2024.trimEnd() }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await touchLater(`${dir}/a.ndjson`, "\n" + FERR_2025, true);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30, 40]);
    assert.deepEqual(snapshot.problems, []);
  });
});

Deno.test("ResultStore reads a file whose only line is still being written", async () => {
  await withDataDir({ "a.ndjson": "\uFEFF" + FERR_2023.slice(0, 10) }, async (dir, store) => {
    assert.deepEqual((await store.snapshot()).codes(), []);
    await touchLater(`${dir}/a.ndjson`, FERR_2023.slice(10), true);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20]);
  });
});

Deno.test("ResultStore sees an in-place edit that keeps the file's size", async () => {
  const before = line({ code: "FERR", date: "2023-01-10", value: 21, unit: "µg/L" });
  const after = line({ code: "FERR", date: "2023-01-10", value: 12, unit: "µg/L" });
  assert.equal(before.length, after.length);
  // Enough lines around the edit that it lies outside any start or end window.
  const around = (year: number) =>
    Array.from(
      { length: 20 },
      (_, i) =>
        line({ code: "HGB", date: `${year}-01-${String(i + 1).padStart(2, "0")}`, value: 13 }),
    ).join("");
  await withDataDir({ "a.ndjson": around(2022) + before + around(2024) }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [21]);
    await touchLater(`${dir}/a.ndjson`, around(2022) + after + around(2024));
    assert.deepEqual(values(await store.snapshot(), "FERR"), [12]);
  });
});

Deno.test("ResultStore sees an in-place edit followed by an append", async () => {
  const rows = Array.from(
    { length: 40 },
    (_, i) =>
      line({ code: "HGB", date: `2024-02-${String(1 + (i % 28)).padStart(2, "0")}`, value: i }),
  );
  rows[23] = line({ code: "FERR", date: "2023-01-10", value: 56 });
  await withDataDir({ "a.ndjson": rows.join("") }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [56]);
    rows[23] = line({ code: "FERR", date: "2023-01-10", value: 99 });
    await touchLater(`${dir}/a.ndjson`, rows.join(""));
    await touchLater(`${dir}/a.ndjson`, FERR_2025, true);
    const live = await store.snapshot();
    assert.deepEqual(values(live, "FERR"), [99, 40]);
    assert.deepEqual(values(await new ResultStore(dir, BUILTIN).snapshot(), "FERR"), [99, 40]);
  });
});

Deno.test("ResultStore gives a byte-order mark at the start of appended bytes the same answer live and after a restart", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    await store.snapshot();
    await touchLater(`${dir}/a.ndjson`, `\uFEFF${FERR_2024}`, true);
    const live = await store.snapshot();
    const restarted = await new ResultStore(dir, BUILTIN).snapshot();
    assert.deepEqual(values(live, "FERR"), values(restarted, "FERR"));
    assert.deepEqual(live.problems, restarted.problems);
    assert.deepEqual(values(live, "FERR"), [20, 30]);
  });
});

Deno.test("ResultStore costs a warm call one lstat per file: the directory is read again only when it changed", async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 2000; i++) {
    files[`f${String(i).padStart(4, "0")}.ndjson`] = line({
      code: "HGB",
      date: `2024-01-${String(1 + (i % 28)).padStart(2, "0")}`,
      value: 10 + (i % 7) + i / 10_000,
    });
  }
  await withDataDir(files, async (dir, store) => {
    const past = new Date(Date.now() - 60_000);
    await Deno.utime(dir, past, past); // a directory last changed a minute ago
    assert.equal((await store.snapshot()).readings("HGB").length, 2000);
    const readDirSync = Deno.readDirSync;
    let listings = 0;
    Deno.readDirSync = (path) => {
      listings++;
      return readDirSync(path);
    };
    try {
      for (let k = 0; k < 3; k++) await store.snapshot();
      assert.equal(listings, 0, "an unchanged directory is not read again");
      await touchLater(`${dir}/f0000.ndjson`, FERR_2024, true);
      assert.deepEqual(values(await store.snapshot(), "FERR"), [30], "an append is still seen");
      await Deno.writeTextFile(`${dir}/g.ndjson`, FERR_2025);
      assert.deepEqual(values(await store.snapshot(), "FERR"), [30, 40], "a new file is seen");
      assert.equal(listings, 1);
    } finally {
      Deno.readDirSync = readDirSync;
    }
  });
});
