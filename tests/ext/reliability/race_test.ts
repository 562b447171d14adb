/**
 * Guards live updates against races, with real concurrent processes: while
 * a client calls `compare_markers` in a loop on the real server, a separate
 * writer process (tests/fixtures/reliability/mutator.ts) appends records in
 * two halves, atomically replaces a file, truncates and rewrites a file in
 * place, deletes and re-adds a file and adds new ones. Every answer must be
 * a consistent view of some state the files were really in: whole records
 * only, one version per replaced file, never a crash.
 *
 * @module
 */

import assert from "node:assert/strict";
import { repoPath } from "../../plain_helpers.ts";
import { GLUCOSE_LINES, glucoseLine } from "../../fixtures/reliability/swapper.ts";
import { dataDir, field, record } from "../../reliability/support.ts";
import { RawServer, runCli } from "../../../support/server_process.ts";

/** Writer operations per run: bounded, a few seconds on a loaded 2-core machine. */
const OPERATIONS = 1500;

/** Runs the writer `tests/fixtures/reliability/<fixture>` on `dir`, with access to `dir` alone. */
function runWriter(fixture: string, dir: string): Promise<Deno.CommandOutput> {
  return new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-prompt",
      `--allow-read=${dir}`,
      `--allow-write=${dir}`,
      repoPath(`tests/fixtures/reliability/${fixture}`),
      dir,
      String(OPERATIONS),
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
}

interface Point {
  readonly date: string;
  readonly value: number;
}

function points(trend: unknown): Point[] {
  const series = (field(trend, "series") ?? []) as { points: Point[] }[];
  return series.flatMap((s) => s.points);
}

/** Why a served view is not one the writer could have produced, or `undefined`. */
export function inconsistency(markers: unknown[], previousTsh: number): string | undefined {
  const [hgb, crp, ferr, glu, tsh] = markers.map(points) as [
    Point[],
    Point[],
    Point[],
    Point[],
    Point[],
  ];
  // a.ndjson: appended HGB i with value i for i = 5, 10, 15...: always a gapless prefix.
  const hgbValues = hgb.map((p) => p.value);
  const prefix = hgbValues.map((_, k) => 5 * (k + 1));
  if (JSON.stringify(hgbValues) !== JSON.stringify(prefix)) return `HGB ${hgbValues}`;
  // b.ndjson: atomically replaced by version v holding 2 + v % 3 records of value v.
  const crpValues = new Set(crp.map((p) => p.value));
  if (crpValues.size !== 1) return `CRP mixes versions ${[...crpValues]}`;
  const v = [...crpValues][0]!;
  if (crp.length !== 2 + (v % 3)) return `CRP version ${v} has ${crp.length} records`;
  // c.ndjson: rewritten in place with v % 4 + 1 records of value v, or empty between writes.
  const ferrValues = new Set(ferr.map((p) => p.value));
  if (ferrValues.size > 1) return `FERR mixes versions ${[...ferrValues]}`;
  if (ferr.length > 0 && ferr.length !== ([...ferrValues][0]! % 4) + 1) {
    return `FERR version ${[...ferrValues][0]} has ${ferr.length} records`;
  }
  // d.ndjson: present with two GLU of value 5, or absent.
  if (!(glu.length === 0 || (glu.length === 2 && glu.every((p) => p.value === 5)))) {
    return `GLU ${JSON.stringify(glu)}`;
  }
  // e*.ndjson: only ever added.
  if (tsh.length < previousTsh) return `TSH went from ${previousTsh} to ${tsh.length}`;
  if (tsh.some((p) => p.value % 5 !== 4)) return `TSH ${JSON.stringify(tsh)}`;
  return undefined;
}

/** Runs the writer process against a served store while a client checks every answer. */
async function race(): Promise<void> {
  const dir = await dataDir({
    "b.ndjson":
      `{"code":"CRP","date":"2000-01-01","value":0}\n{"code":"CRP","date":"2000-01-02","value":0}\n`,
  });
  await using server = RawServer.start(dir);
  await server.initialize();
  let writing = true;
  const writerDone = runWriter("mutator.ts", dir).finally(() => (writing = false));
  let calls = 0, tsh = 0;
  const failures: string[] = [];
  const check = async () => {
    const reply = await server.call("compare_markers", {
      markers: ["HGB", "CRP", "FERR", "GLU", "TSH"],
      max_points: 1000,
    });
    calls++;
    if (reply.isError) return failures.push(`error: ${reply.text}`);
    const markers = field(reply.body, "markers") as unknown[];
    const problem = inconsistency(markers, tsh);
    if (problem) failures.push(`call ${calls}: ${problem}`);
    tsh = points(markers[4]).length;
  };
  while (writing && calls < 20_000) await check();
  const output = await writerDone;
  assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
  const operations = Number(new TextDecoder().decode(output.stdout));
  await check(); // the final state
  console.log(`race: ${calls} consistent answers during ${operations} concurrent file operations`);
  assert.deepEqual(failures.slice(0, 10), []);
  assert.ok(calls >= 20, `the client overlapped the writer (${calls} calls)`);
  const last = await server.call("compare_markers", { markers: ["HGB", "TSH"], max_points: 1000 });
  const [hgb, tshFinal] = field(last.body, "markers") as unknown[];
  assert.equal(points(hgb).length, OPERATIONS / 5, "every append is served at the end");
  assert.equal(points(tshFinal).length, OPERATIONS / 5, "every added file is served at the end");
  assert.deepEqual(server.invalidLines, []);
  await Deno.remove(dir, { recursive: true });
}

Deno.test("every answer during concurrent appends, in-place rewrites, atomic replaces, deletes and adds is a consistent view", async () => {
  await race();
});

Deno.test({
  name:
    "a file rewritten in place (same size, then larger) is re-read in full, not taken for an append",
  async fn() {
    // An in-place rewrite (`>` in a shell, an editor saving) keeps the inode and
    // may keep or grow the size: taken for an append, a same-size rewrite would
    // never be seen and a larger one would mix old and new lines (a store
    // version before the head/edge fingerprint did both).
    const dir = await dataDir({ "c.ndjson": '{"code":"FERR","date":"2001-01-01","value":111}\n' });
    await using server = RawServer.start(dir);
    await server.initialize();
    const values = async () =>
      points(field((await server.call("get_trend", { marker: "FERR" })).body)).map((p) => p.value);
    assert.deepEqual(await values(), [111]);
    const rewrite = async (text: string) => {
      using file = await Deno.open(`${dir}/c.ndjson`, { write: true, truncate: true });
      await file.write(new TextEncoder().encode(text));
    };
    await rewrite('{"code":"FERR","date":"2001-01-01","value":222}\n');
    assert.deepEqual(await values(), [222], "a same-size rewrite is seen");
    await rewrite(
      '{"code":"FERR","date":"2001-01-01","value":333}\n{"code":"FERR","date":"2001-01-02","value":334}\n',
    );
    assert.deepEqual(await values(), [333, 334], "a larger rewrite replaces the old lines");
  },
});

Deno.test("the race checker rejects mixed versions, gaps and half records", () => {
  const series = (values: number[]) => ({
    series: [{ points: values.map((value, k) => ({ date: `2000-01-0${k + 1}`, value })) }],
  });
  const good = [series([5, 10]), series([1, 1, 1]), series([]), series([]), series([4])];
  assert.equal(inconsistency(good, 0), undefined);
  assert.match(inconsistency([series([5, 15]), ...good.slice(1)], 0)!, /HGB/);
  assert.match(inconsistency([good[0], series([1, 6, 6]), ...good.slice(2)], 0)!, /CRP mixes/);
  assert.match(inconsistency([good[0], good[1], series([7, 7]), ...good.slice(3)], 0)!, /FERR/);
  assert.match(inconsistency(good, 2)!, /TSH went/);
});

/** Views of the hostile race: FE never from the symlink, HGB never labelled from it. */
export function hostileInconsistency(markers: unknown[]): string | undefined {
  const [fe, hgb] = markers;
  const feValues = points(fe).map((p) => p.value);
  if (!(feValues.length === 0 || JSON.stringify(feValues) === "[7,7]")) {
    return `FE ${JSON.stringify(feValues)}`;
  }
  const label = field(hgb, "marker", "label");
  if (label === "OUTSIDE") return "HGB labelled from a symlinked markers.yaml";
  return undefined;
}

Deno.test("FIFOs and symlinks swapped in mid-call never hang, leak or poison the store; an edit in place plus an append is never served stale", async () => {
  const first = Array.from({ length: GLUCOSE_LINES }, (_, k) => glucoseLine(k, 1000)).join("");
  const dir = await dataDir({
    "f.ndjson": `${record("FE", "2002-01-01", 7)}\n${record("FE", "2002-01-02", 7)}\n`,
    "outside.txt": `${record("FE", "2002-01-03", 666)}\n`,
    "markers.yaml": "HGB:\n  label: Hemoglobina\n",
    "outside-markers.txt": "HGB:\n  label: OUTSIDE\n",
    "g.ndjson": first,
    "h.ndjson": `${record("HGB", "2002-01-01", 14)}\n`,
  });
  const made = await new Deno.Command("mkfifo", { args: [`${dir}/f.fifo`] }).output();
  assert.equal(made.code, 0);
  await Deno.symlink(`${dir}/outside.txt`, `${dir}/f.link`);
  await Deno.symlink(`${dir}/outside-markers.txt`, `${dir}/m.link`);
  await using server = RawServer.start(dir);
  await server.initialize();
  let writing = true;
  const writerDone = runWriter("swapper.ts", dir).finally(() => (writing = false));
  let calls = 0;
  const failures: string[] = [];
  const check = async () => {
    const reply = await server.call("compare_markers", { markers: ["FE", "HGB"] });
    calls++;
    if (reply.isError) return failures.push(`error: ${reply.text}`);
    const problem = hostileInconsistency(field(reply.body, "markers") as unknown[]);
    if (problem) failures.push(`call ${calls}: ${problem}`);
  };
  while (writing && calls < 20_000) await check();
  const output = await writerDone;
  assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
  await check();
  // Release any open still waiting on the FIFO (it may have been swapped in between lstat and
  // open); read and write, so that this open never waits for a reader itself.
  const fifo = (await Deno.lstat(`${dir}/f.fifo`).then(() => true, () => false))
    ? `${dir}/f.fifo`
    : `${dir}/f.ndjson`;
  (await Deno.open(fifo, { read: true, write: true })).close();
  console.log(
    `hostile race: ${calls} consistent answers during ${
      new TextDecoder().decode(output.stdout).trim()
    } swaps and edits`,
  );
  assert.deepEqual(failures.slice(0, 10), []);
  assert.ok(calls >= 20, `the client overlapped the writer (${calls} calls)`);
  // The final state, as a fresh process reads it, is what the running server serves.
  const final = await server.call("get_trend", { marker: "GLU", max_points: 1000 });
  const served = points(final.body).map((p) => p.value);
  const fresh = await runCli(dir, ["trend", "GLU", "--max-points", "1000", "--json"]);
  const expected = points(JSON.parse(fresh.stdout)).map((p) => p.value);
  assert.ok(expected.some((v) => v > 1000), "the in-place edits happened");
  assert.deepEqual(served, expected, "no stale value after an edit in place plus an append");
  assert.ok((await server.request("ping")).result, "still answering");
  assert.deepEqual(server.invalidLines, []);
  await Deno.remove(dir, { recursive: true });
});
