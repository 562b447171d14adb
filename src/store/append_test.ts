// Guards live reload by appending: after every append (in order, out of
// order, duplicates of earlier and of later files, a new file, a half line),
// the live store must show exactly what a store started fresh on the same
// files shows: the same readings in the same order and the same problems.
// Also guards that a view taken before an append never changes after it.

import assert from "node:assert/strict";
import type { ReadingSeq } from "../domain/readings/reading.ts";
import { builtinLayer } from "./builtin.ts";
import { ResultStore, type StoreSnapshot } from "./store.ts";

const BUILTIN = builtinLayer();

function line(code: string, date: string, value: number | string, extra = ""): string {
  return `{"code":"${code}","date":"${date}","value":${JSON.stringify(value)}${extra}}\n`;
}

function dump(snapshot: StoreSnapshot): unknown {
  const all = (seq: ReadingSeq) => Array.from({ length: seq.length }, (_, i) => seq.at(i));
  return {
    codes: snapshot.codes(),
    readings: snapshot.codes().map((code) => all(snapshot.readings(code))),
    problems: snapshot.problems,
    fileCount: snapshot.fileCount,
  };
}

/** Ensures a write changes the mtime even on coarse file systems. */
async function append(path: string, text: string): Promise<void> {
  const before = (await Deno.stat(path).catch(() => undefined))?.mtime?.getTime();
  await Deno.writeTextFile(path, text, { append: true });
  const after = (await Deno.stat(path)).mtime?.getTime();
  if (before !== undefined && after === before) {
    await Deno.utime(path, new Date(), new Date(before + 1000));
  }
}

Deno.test("ResultStore after appends shows what a fresh store shows", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-append-" });
  try {
    const dense = Array.from(
      { length: 600 },
      (_, i) =>
        line(
          "GLU",
          `2024-01-${String(1 + Math.floor(i / 288)).padStart(2, "0")}T${
            String(Math.floor((i % 288) / 12)).padStart(2, "0")
          }:${String((i % 12) * 5).padStart(2, "0")}:00`,
          90 + (i % 50),
          ',"unit":"mg/dL","ref_low":70,"ref_high":180',
        ),
    ).join("");
    await Deno.writeTextFile(`${dir}/a.ndjson`, line("FERR", "2023-01-01", 20) + dense);
    await Deno.writeTextFile(`${dir}/b.ndjson`, line("FERR", "2024-05-05", 30));
    const live = new ResultStore(dir, BUILTIN);
    const steps: [string, string][] = [
      ["a.ndjson", line("GLU", "2024-01-03T01:00:00", 101, ',"unit":"mg/dL"')], // in order
      ["a.ndjson", line("GLU", "2023-12-31T23:00:00", 99, ',"unit":"mg/dL"')], // out of order
      [
        "a.ndjson",
        line("GLU", "2024-01-01T00:05:00", 91, ',"unit":"mg/dL","ref_low":70,"ref_high":180'),
      ], // duplicate
      ["a.ndjson", line("FERR", "2024-05-05", 30)], // duplicate of a later file: now the first
      ["b.ndjson", line("FERR", "2024-05-05", 30) + "not json\n"], // duplicate again, bad line
      ["c.ndjson", line("ZZZ_NEW", "2025-01-01", "dodatni")], // a new file, last in name order
      ["a.ndjson", line("GLU", "2024-01-03T02:00:00", 1, ',"unit":"mmol/L"') + '{"code":"GL'], // half line
      ["a.ndjson", 'U","date":"2024-01-04","value":5}\n'], // completed
      ["0.ndjson", line("FERR", "2022-02-02", 10)], // a new file first in name order: reload
    ];
    const before = await live.snapshot();
    const beforeDump = JSON.stringify(dump(before));
    for (const [name, text] of steps) {
      await append(`${dir}/${name}`, text);
      const fresh = await new ResultStore(dir, BUILTIN).snapshot();
      assert.deepEqual(dump(await live.snapshot()), dump(fresh), `after appending to ${name}`);
    }
    assert.equal(JSON.stringify(dump(before)), beforeDump, "an earlier view never changes");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("ResultStore serves a dense series appended to in place, newest last", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-append-" });
  try {
    const rows = Array.from(
      { length: 3000 },
      (_, i) =>
        line("GLU", new Date(Date.UTC(2024, 0, 1) + i * 300_000).toISOString().slice(0, 19), 100),
    );
    await Deno.writeTextFile(`${dir}/cgm.ndjson`, rows.join(""));
    const store = new ResultStore(dir, BUILTIN);
    assert.equal((await store.snapshot()).readings("GLU").length, 3000);
    await append(`${dir}/cgm.ndjson`, line("GLU", "2024-02-01T00:00:00", 250));
    const readings = (await store.snapshot()).readings("GLU");
    assert.equal(readings.length, 3001);
    assert.deepEqual(readings.at(3000), { code: "GLU", date: "2024-02-01T00:00:00", value: 250 });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
