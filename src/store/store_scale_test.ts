// Guards the store at size: a file of several megabytes read in chunks
// without losing or misnumbering a line, copies of a 70k-line export, a file
// of 140,000 bad lines, and check's counts of what it does not list.

import assert from "node:assert/strict";
import { checkReport } from "../cli/check.ts";
import { MAX_LISTED_PER_FILE } from "./store_problem.ts";
import {
  denseLines,
  FERR_2023,
  FERR_2024,
  FERR_2025,
  line,
  problemsOf,
  values,
  withDataDir,
} from "../../support/store_test_support.ts";

Deno.test("ResultStore reads a file of several megabytes in chunks without losing or misnumbering a line", async () => {
  const lines: string[] = [];
  for (let i = 1; i <= 60_000; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const time = `${String(Math.floor(i / 60) % 24).padStart(2, "0")}:${
      String(i % 60).padStart(2, "0")
    }`;
    lines.push(
      line({
        code: "GLU",
        date: `2024-02-${day}T${time}:${String(i % 59).padStart(2, "0")}`,
        value: i,
        unit: "mg/dL",
      }),
    );
  }
  const badLines = [1, 14_700, 29_999, 60_000];
  for (const n of badLines) lines[n - 1] = `not json ${"é".repeat(n % 7)}\n`;
  const text = lines.join("");
  assert.ok(
    new TextEncoder().encode(text).length > 3 << 20,
    "the file spans several decode chunks",
  );
  await withDataDir({ "cgm.ndjson": text }, async (_dir, store) => {
    const snapshot = await store.snapshot();
    assert.equal(snapshot.readings("GLU").length, 60_000 - badLines.length);
    assert.deepEqual(problemsOf(snapshot, "bad_line").map((p) => p.line), badLines);
  });
});

Deno.test("ResultStore serves three copies of a 70k-line export once, listing a capped number of duplicates with their count", async () => {
  const cgm = denseLines(70_000);
  await withDataDir(
    { "a.ndjson": cgm, "b.ndjson": cgm, "c.ndjson": cgm },
    async (_dir, store) => {
      const snapshot = await store.snapshot();
      assert.equal(snapshot.readings("GLU").length, 70_000);
      const duplicates = snapshot.problems.filter((p) => p.kind === "duplicate");
      const listed = duplicates.filter((p) => p.count === undefined);
      assert.ok(listed.length <= MAX_LISTED_PER_FILE * 3, `${listed.length} listed`);
      const total = duplicates.reduce((sum, p) => sum + (p.count ?? 1), 0);
      assert.equal(total, 140_000, "every duplicate is counted");
      assert.match(
        duplicates.find((p) => p.count !== undefined)!.message,
        /more duplicates? in this file/,
      );
      assert.equal(listed[0]!.message, "same measurement as a.ndjson:1; counted once");
    },
  );
});

Deno.test("ResultStore keeps the valid rows of a file with 140,000 bad lines, attributed to that file", async () => {
  const bad = "not json\n".repeat(140_000);
  await withDataDir(
    { "a.ndjson": FERR_2023 + bad + FERR_2024, "b.ndjson": FERR_2023 + FERR_2025 },
    async (_dir, store) => {
      const snapshot = await store.snapshot();
      assert.deepEqual(values(snapshot, "FERR"), [20, 30, 40]);
      const badLines = snapshot.problems.filter((p) => p.kind === "bad_line");
      assert.equal(badLines.reduce((sum, p) => sum + (p.count ?? 1), 0), 140_000);
      assert.ok(badLines.length <= MAX_LISTED_PER_FILE + 1, `${badLines.length} listed`);
      assert.equal(badLines[0]!.line, 2);
      assert.deepEqual(problemsOf(snapshot, "duplicate"), [
        { file: "b.ndjson", line: 1, message: "same measurement as a.ndjson:1; counted once" },
      ]);
      assert.deepEqual(problemsOf(snapshot, "unreadable_file"), []);
    },
  );
});

Deno.test("ResultStore dedupes 40,000 distinct values of one date, written twice, quickly", async () => {
  const once = Array.from(
    { length: 40_000 },
    (_, i) => line({ code: "FERR", date: "2023-01-10", value: i }),
  ).join("");
  await withDataDir({ "a.ndjson": once + once }, async (_dir, store) => {
    const started = performance.now();
    const snapshot = await store.snapshot();
    assert.equal(snapshot.readings("FERR").length, 40_000);
    const duplicates = snapshot.problems.filter((p) => p.kind === "duplicate");
    assert.equal(duplicates.reduce((sum, p) => sum + (p.count ?? 1), 0), 40_000);
    assert.ok(performance.now() - started < 5000, "no quadratic scan of equal times");
  });
});

Deno.test("check counts every bad line and duplicate, listed or not", async () => {
  await withDataDir(
    { "a.ndjson": FERR_2023 + "not json\n".repeat(300), "b.ndjson": FERR_2023.repeat(250) },
    async (_dir, store) => {
      const report = checkReport(await store.snapshot());
      assert.equal(report.problem_count, 300 + 250);
      assert.ok(report.problems.length <= 2 * (MAX_LISTED_PER_FILE + 1));
      assert.equal(report.problems.filter((p) => p.count !== undefined).length, 2);
    },
  );
});
