/**
 * Guards the store and the dictionary against hostile files: seeded,
 * mutated NDJSON (every field of the wrong type, missing fields, NUL bytes,
 * truncated and binary lines, over-long lines, CRLF endings and a BOM) is
 * served line by line, with every valid line served and every bad one
 * reported by `check` at its exact file and line; a random binary file, a
 * UTF-16 file and a 100 MB single line neither crash nor hang the server;
 * and a malformed `markers.yaml` or an alias "billion laughs" bomb is a
 * clear, fast error, at start and while running.
 *
 * @module
 */

import assert from "node:assert/strict";
import { seededRandom } from "../../support/seeded_random.ts";
import { dataDir, field, record } from "./support.ts";
import { RawServer, runCli } from "../../support/server_process.ts";
import { runCliInProcess } from "../helpers.ts";

const encoder = new TextEncoder();
const CODES = ["HGB", "FERR", "CRP", "GLU"];

/** A line that must be skipped, for each kind of damage. */
const MUTATIONS: ((good: Record<string, unknown>, random: () => number) => string | Uint8Array)[] =
  [
    (g) => JSON.stringify({ ...g, code: 5 }),
    (g) => JSON.stringify({ ...g, code: "" }),
    (g) => JSON.stringify({ ...g, code: "HGB\u001b[2J" }),
    (g) => JSON.stringify({ ...g, date: 20240101 }),
    (g) => JSON.stringify({ ...g, date: "2024-13-45" }),
    (g) => JSON.stringify({ ...g, date: "0000-00-00" }),
    (g) => JSON.stringify({ ...g, value: null }),
    (g) => JSON.stringify({ ...g, value: { v: 1 } }),
    (g) => JSON.stringify({ ...g, value: [1] }),
    (g) => JSON.stringify({ ...g, value: true }),
    (g) => JSON.stringify({ ...g, value: "" }),
    (g) => JSON.stringify({ ...g, comparator: 1 }),
    (g) => JSON.stringify({ ...g, comparator: "≈" }),
    (g) => JSON.stringify({ ...g, unit: ["g/dL"] }),
    (g) => JSON.stringify({ ...g, unit: "u".repeat(41) }),
    (g) => JSON.stringify({ ...g, ref_low: "1" }),
    (g) => JSON.stringify({ ...g, ref_high: true }),
    (g) => JSON.stringify({ ...g, ref_low: 10, ref_high: 1 }),
    (g) => JSON.stringify({ ...g, ref_text: 5 }),
    (g) => JSON.stringify({ ...g, ref_text: "r".repeat(70_000) }), // a line over 64 KiB
    (g) => JSON.stringify({ code: g.code, date: g.date }),
    (g) => JSON.stringify({ date: g.date, value: g.value }),
    (g) => JSON.stringify([g]),
    () => '"just a string"',
    () => "42",
    () => "null",
    (g) => JSON.stringify(g).replace(',"date"', '\u0000,"date"'),
    (g, random) => JSON.stringify(g).slice(0, 1 + Math.floor(random() * 30)),
    (g) => JSON.stringify(g).replace("{", "{{"),
    (_, random) => {
      const bytes = new Uint8Array(1 + Math.floor(random() * 200));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
      bytes[0] = 0xff; // never blank, never valid UTF-8 JSON
      return bytes.map((b) => (b === 0x0a ? 0x20 : b));
    },
  ];

interface Expected {
  good: number;
  readonly bad: Set<string>;
}

/** Seeded store files: each line good or damaged, the file LF or CRLF, some with a BOM. */
async function mutatedStore(
  seed: number,
  files: number,
  lines: number,
): Promise<[string, Expected]> {
  const random = seededRandom(seed);
  const dir = await dataDir();
  const expected: Expected = { good: 0, bad: new Set() };
  let day = 0;
  for (let f = 0; f < files; f++) {
    const name = `f${f}.ndjson`;
    const eol = f % 2 === 0 ? "\n" : "\r\n";
    const parts: Uint8Array[] = f % 3 === 0 ? [new Uint8Array([0xef, 0xbb, 0xbf])] : [];
    for (let n = 1; n <= lines; n++) {
      day++;
      const date = new Date(Date.UTC(2000, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      const good = { code: CODES[day % CODES.length], date, value: 1 + (day % 50), unit: "g/dL" };
      let text: string | Uint8Array;
      if (random() < 0.4) {
        text = MUTATIONS[Math.floor(random() * MUTATIONS.length)]!(good, random);
        expected.bad.add(`${name}:${n}`);
      } else {
        text = JSON.stringify(good);
        expected.good++;
      }
      parts.push(typeof text === "string" ? encoder.encode(text) : text, encoder.encode(eol));
    }
    const size = parts.reduce((sum, p) => sum + p.length, 0);
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
    await Deno.writeFile(`${dir}/${name}`, bytes);
  }
  return [dir, expected];
}

interface CheckJson {
  result_count: number;
  problems: { kind: string; file?: string; line?: number; message: string }[];
}

/** `check --json` in process (its spawned form is run by the dictionary tests below). */
async function checkJson(dir: string): Promise<CheckJson & { code: number }> {
  const run = await runCliInProcess(dir, ["check", "--json"]);
  return { ...(JSON.parse(run.stdout) as CheckJson), code: run.code };
}

async function servedCount(server: RawServer): Promise<number> {
  const list = await server.call("list_markers");
  assert.equal(list.isError, false, list.text);
  const markers = field(list.body, "markers") as { count: number }[];
  return markers.reduce((sum, m) => sum + m.count, 0);
}

for (const seed of [1, 2, 3]) {
  Deno.test(`mutated NDJSON (seed ${seed}): every valid line is served, every bad one is reported at its line`, async () => {
    const [dir, expected] = await mutatedStore(seed, 4, 150);
    assert.ok(expected.bad.size > 100 && expected.good > 300);
    const check = await checkJson(dir);
    assert.equal(check.code, 1, "bad lines make check fail");
    assert.equal(check.result_count, expected.good);
    const reported = new Set(
      check.problems.filter((p) => p.kind === "bad_line").map((p) => `${p.file}:${p.line}`),
    );
    assert.deepEqual([...reported].sort(), [...expected.bad].sort());
    for (const p of check.problems) {
      // deno-lint-ignore no-control-regex -- finding control characters is the point
      assert.doesNotMatch(p.message, /[\u0000-\u001f\u007f]/, "problem messages are clean");
    }
    await using server = RawServer.start(dir);
    await server.initialize();
    assert.equal(await servedCount(server), expected.good);
    assert.deepEqual(server.invalidLines, []);
  });
}

Deno.test("a binary file, a UTF-16 file and a 100 MB single line neither crash nor hang the server", async () => {
  const random = seededRandom(99);
  const binary = new Uint8Array(256 * 1024).map(() => Math.floor(random() * 256));
  const utf16 = new Uint8Array([0xff, 0xfe]);
  const text = `${record("GLU", "2024-04-01", 90)}\n`;
  const utf16Bytes = new Uint8Array(utf16.length + text.length * 2);
  utf16Bytes.set(utf16);
  for (let i = 0; i < text.length; i++) utf16Bytes[2 + i * 2] = text.charCodeAt(i);
  const dir = await dataDir({
    "a-good.ndjson": `${record("HGB", "2024-01-01", 14)}\n${record("HGB", "2024-02-01", 13)}\n`,
    "b-binary.ndjson": binary,
    "c-utf16.ndjson": utf16Bytes,
  });
  // 100 MB of one JSON string on a single line, then a good line.
  const huge = await Deno.open(`${dir}/d-huge.ndjson`, { write: true, create: true });
  const chunk = encoder.encode("x".repeat(1024 * 1024));
  await huge.write(encoder.encode('{"code":"FERR","date":"2024-01-01","value":"'));
  for (let i = 0; i < 100; i++) await huge.write(chunk);
  await huge.write(encoder.encode(`"}\n${record("FERR", "2024-05-05", 40)}\n`));
  huge.close();

  await using server = RawServer.start(dir);
  await server.initialize();
  assert.equal(await servedCount(server), 3, "the two HGB and the FERR after the huge line");
  const ferr = await server.call("get_trend", { marker: "FERR" });
  assert.equal(field(ferr.body, "series", 0, "points", 0, "value"), 40);
  assert.ok((await server.request("ping")).result, "still answering");
  assert.deepEqual(server.invalidLines, []);

  const check = await checkJson(dir);
  assert.equal(check.code, 1);
  const where = (file: string) => check.problems.filter((p) => p.file === file);
  assert.ok(where("d-huge.ndjson").some((p) => p.line === 1 && /characters long/.test(p.message)));
  assert.ok(where("b-binary.ndjson").length > 0, "the binary file is reported");
  assert.ok(where("c-utf16.ndjson").some((p) => p.line === 1), "the UTF-16 file is reported");
  assert.ok(!JSON.stringify(check.problems).includes("xxxxxxxxxx"), "the huge line is not quoted");
  await Deno.remove(dir, { recursive: true });
});

const BOMB = [
  'a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...Array.from(
    { length: 9 },
    (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(",")}]`,
  ),
  "HGB:",
  "  label: Hemoglobina",
  "  aliases: *a9",
].join("\n");

for (
  const [kind, yaml, pattern] of [
    ["malformed YAML", "HGB:\n  label: [unclosed\n  aliases: x\n", /markers\.yaml.*line \d+/],
    ["an alias bomb (billion laughs)", `${BOMB}\n`, /markers\.yaml/],
  ] as const
) {
  Deno.test(`${kind} in markers.yaml stops the server fast with a clear error`, async () => {
    const dir = await dataDir({
      "markers.yaml": yaml,
      "a.ndjson": `${record("HGB", "2024-01-01", 1)}\n`,
    });
    const started = performance.now();
    await using server = RawServer.start(dir);
    const status = await server.finished(20_000);
    const ms = performance.now() - started;
    assert.equal(status.code, 1, "the server refuses to start on a broken dictionary");
    assert.match(server.stderr, pattern);
    assert.ok(ms < 10_000, `failed in ${Math.round(ms)} ms, not a hang`);
    assert.deepEqual(server.lines, [], "nothing on stdout");
    const check = await runCli(dir, ["check"]);
    assert.equal(check.code, 1);
    assert.match(check.stdout + check.stderr, pattern);
    assert.ok(check.ms < 10_000, `check took ${Math.round(check.ms)} ms`);
  });
}

Deno.test("an alias bomb written while the server runs is reported and the last good dictionary stays", async () => {
  const dir = await dataDir({
    "markers.yaml": "HGB:\n  aliases: [moja-hemoglobina]\n",
    "a.ndjson": `${record("HGB", "2024-01-01", 1)}\n`,
  });
  await using server = RawServer.start(dir);
  await server.initialize();
  assert.equal((await server.call("get_trend", { marker: "moja-hemoglobina" })).isError, false);
  await Deno.writeTextFile(`${dir}/markers.yaml`, `${BOMB}\n`);
  const started = performance.now();
  const after = await server.call("get_trend", { marker: "moja-hemoglobina" });
  assert.ok(performance.now() - started < 10_000);
  assert.equal(after.isError, false, "the last good overlay is still used");
});

Deno.test("three copies of a 70k-line export and a file of binary junk: every tool answers, check counts every problem", async () => {
  const lines: string[] = [];
  for (let i = 0; i < 70_000; i++) {
    const ms = Date.UTC(2024, 0, 1) + i * 5 * 60_000;
    const date = new Date(ms).toISOString().slice(0, 19);
    lines.push(`{"code":"GLU","date":"${date}","value":${90 + (i % 40)},"unit":"mg/dL"}\n`);
  }
  const cgm = lines.join("");
  const random = seededRandom(7);
  // About 150,000 junk lines: more bad lines than a call stack could ever take as arguments.
  const junk = new Uint8Array(4 * 1024 * 1024).map(() => {
    const r = random();
    return r < 0.036 ? 0x0a : Math.floor(r * 256);
  });
  const dir = await dataDir({
    "a.ndjson": cgm,
    "b.ndjson": cgm,
    "c.ndjson": cgm,
    "d-junk.ndjson": junk,
    "e.ndjson": `${record("HGB", "2024-01-01", 14)}\n`,
  });
  await using server = RawServer.start(dir);
  await server.initialize();
  assert.equal(await servedCount(server), 70_001, "each reading once, and the file after the junk");
  const trend = await server.call("get_trend", { marker: "GLU" });
  assert.equal(trend.isError, false, trend.text);
  assert.equal(field(trend.body, "series", 0, "summary", "count"), 70_000);
  assert.deepEqual(server.invalidLines, []);
  const check = await checkJson(dir);
  assert.equal(check.code, 1);
  assert.equal(check.result_count, 70_001);
  const junkLines = new TextDecoder().decode(junk).split("\n").filter((l) => l.trim() !== "");
  const counted = (kind: string) =>
    check.problems.filter((p) => p.kind === kind).reduce(
      (sum, p) => sum + ((p as { count?: number }).count ?? 1),
      0,
    );
  assert.equal(counted("duplicate"), 140_000);
  assert.ok(counted("bad_line") >= junkLines.length - 1, `${counted("bad_line")} bad lines`);
  assert.ok(check.problems.length < 1000, `${check.problems.length} problems listed`);
  await Deno.remove(dir, { recursive: true });
});
