// Guards what the store on disk serves, in temp directories: every *.ndjson
// in name order, only the contract's fields, bad lines reported with file and
// line, duplicates and unknown codes reported, the lab's flag, and a missing
// or empty data directory. Changes, hostile files, the overlay and large
// files have test files of their own (store_*_test.ts).

import assert from "node:assert/strict";
import { FLAGS } from "../domain/series/series_columns.ts";
import { resolveMarker } from "../domain/markers/resolve.ts";
import { ResultStore, StoreUnreadableError } from "./store.ts";
import {
  BUILTIN,
  copyFixture,
  FERR_2023,
  FERR_2024,
  line,
  problemsOf,
  values,
  withDataDir,
} from "../../support/store_test_support.ts";

Deno.test("ResultStore reads every *.ndjson of the fixture, skipping other files", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.equal(snapshot.fileCount, 2);
    assert.deepEqual(snapshot.codes(), ["HGB", "FERR", "CRP", "MYSTERY_X"]);
    assert.deepEqual(values(snapshot, "HGB"), [13.1, 11.2]);
    assert.deepEqual(values(snapshot, "FERR"), [20, 8, 8]);
    const crp = snapshot.readings("CRP").at(0);
    assert.deepEqual(crp, {
      code: "CRP",
      date: "2023-03-01",
      value: 0.5,
      comparator: "<",
      unit: "mg/L",
      ref_high: 5,
    });
  });
});

Deno.test("ResultStore never serves fields outside the contract, such as a name or PESEL", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    const all = snapshot.codes().flatMap((code) =>
      values(snapshot, code).map((_, i) => snapshot.readings(code).at(i))
    );
    const text = JSON.stringify([all, snapshot.problems]);
    assert.doesNotMatch(text, /Testowy|00000000000|"name"|"pesel"/);
    // The lab's name is a contract field: served, and never a person's.
    assert.match(text, /"lab":"Synthetic Lab"/);
  });
});

Deno.test("ResultStore reports bad lines with file and line, and keeps every good line", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.deepEqual(problemsOf(snapshot, "bad_line"), [
      { file: "2023.ndjson", line: 5, message: "not valid JSON" },
      {
        file: "2023.ndjson",
        line: 6,
        message: '"date" "2023-02-29" is not a valid date: day 29 does not exist in 2023-02',
      },
      { file: "2024.ndjson", line: 5, message: '"value" is null' },
    ]);
  });
});

Deno.test("ResultStore counts duplicates once, keeps other times of day, and reports them", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.deepEqual(problemsOf(snapshot, "duplicate"), [
      { file: "2024.ndjson", line: 3, message: "same measurement as 2024.ndjson:2; counted once" },
    ]);
    const dates = Array.from({ length: 3 }, (_, i) => snapshot.readings("FERR").at(i)!.date);
    assert.deepEqual(dates, ["2023-03-01", "2024-03-01", "2024-03-01T18:00"]);
  });
});

Deno.test("ResultStore serves an unknown code with its code as label, and reports it", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.equal(snapshot.index.dictionary.markers.get("MYSTERY_X")?.label, "MYSTERY_X");
    const found = resolveMarker(snapshot.index, "mystery_x");
    assert.equal(found.kind === "found" && found.marker.code, "MYSTERY_X");
    assert.deepEqual(problemsOf(snapshot, "unknown_code").map((p) => p.message), [
      'code "MYSTERY_X" (1 result(s)) is not in the dictionary; served with its code as label',
    ]);
  });
});

Deno.test("ResultStore reads files in name order: the first file's duplicate wins", async () => {
  await withDataDir(
    { "b.ndjson": FERR_2023, "a.ndjson": FERR_2023 + FERR_2024 },
    async (_dir, store) => {
      const snapshot = await store.snapshot();
      assert.deepEqual(problemsOf(snapshot, "duplicate"), [
        { file: "b.ndjson", line: 1, message: "same measurement as a.ndjson:1; counted once" },
      ]);
    },
  );
});

Deno.test("ResultStore answers StoreUnreadableError for a missing data directory", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-store-" });
  await Deno.remove(dir);
  const store = new ResultStore(dir, BUILTIN);
  const error = await store.snapshot().then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof StoreUnreadableError, `got ${error}`);
  assert.equal(error.path, dir);
  assert.match(error.message, /does not exist/);
  assert.ok(error.message.includes(dir));
});

Deno.test("ResultStore answers StoreUnreadableError when the data path is a file", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir) => {
    const store = new ResultStore(`${dir}/a.ndjson`, BUILTIN);
    await assert.rejects(
      store.snapshot(),
      (e) => e instanceof StoreUnreadableError && /not a directory/.test(e.message),
    );
  });
});

Deno.test("ResultStore of an empty directory has no files, results or problems", async () => {
  await withDataDir({ "notes.txt": "x" }, async (_dir, store) => {
    const snapshot = await store.snapshot();
    assert.equal(snapshot.fileCount, 0);
    assert.deepEqual(snapshot.codes(), []);
    assert.deepEqual(snapshot.problems, []);
  });
});

Deno.test("ResultStore accepts a data directory given with a trailing slash", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir) => {
    const store = new ResultStore(`${dir}/`, BUILTIN);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20]);
  });
});

Deno.test("ResultStore serves the lab's flag, flags by it, and does not let it split a duplicate", async () => {
  const flagged = line({
    code: "BORELIA_IGG",
    date: "2024-06-11",
    value: "wątpliwy",
    ref_text: "ujemny",
    lab_flag: "A",
  });
  const again = line({ code: "BORELIA_IGG", date: "2024-06-11", value: "wątpliwy" });
  const high = line({
    code: "FERR",
    date: "2024-01-10",
    value: 100,
    unit: "µg/L",
    ref_low: 10,
    ref_high: 120,
    lab_flag: "H",
  });
  await withDataDir({ "a.ndjson": flagged + again + high + FERR_2023 }, async (_dir, store) => {
    const snapshot = await store.snapshot();
    const borelia = snapshot.readings("BORELIA_IGG");
    assert.equal(borelia.length, 1, "lab_flag is not part of the duplicate key");
    assert.equal(borelia.at(0)!.lab_flag, "A");
    const columns = borelia as unknown as { flag: Uint8Array };
    assert.equal(FLAGS[columns.flag[0]!], "abnormal");
    const ferr = snapshot.readings("FERR") as unknown as {
      flag: Uint8Array;
      at(i: number): unknown;
    };
    assert.deepEqual(ferr.at(1), {
      code: "FERR",
      date: "2024-01-10",
      value: 100,
      unit: "µg/L",
      ref_low: 10,
      ref_high: 120,
      lab_flag: "H",
    });
    assert.equal(FLAGS[ferr.flag[1]!], "high");
    assert.equal(ferr.at(0) && (ferr.at(0) as { lab_flag?: string }).lab_flag, undefined);
  });
});

Deno.test("warm reads the store ahead of the first call, which then reuses what it read", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const warmed = await store.warm();
    assert.ok(warmed);
    assert.deepEqual(values(warmed, "HGB"), [13.1, 11.2]);
    assert.equal(await store.snapshot(), warmed);
  });
});

Deno.test("warm over a missing data directory resolves undefined; the call reports it", async () => {
  const store = new ResultStore("/nonexistent/bloodwork-warm", BUILTIN);
  assert.equal(await store.warm(), undefined);
  await assert.rejects(() => store.snapshot(), StoreUnreadableError);
});
