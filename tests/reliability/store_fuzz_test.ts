/**
 * Guards the store and the dictionary against hostile files: seeded,
 * mutated NDJSON (every field of the wrong type, missing fields, NUL bytes,
 * truncated and binary lines, over-long lines, CRLF endings and a BOM) is
 * served line by line, with every valid line served and every bad one
 * reported by `check` at its exact file and line; and a malformed
 * `markers.yaml` or an alias "billion laughs" bomb is a clear, fast error,
 * at start and while running. The stress cases (a 100 MB single line, three
 * copies of a 70k-line export beside 4 MB of junk) are
 * `tests/ext/reliability/store_stress_test.ts`'s, in `deno task test:ext`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { seededRandom } from "../../support/seeded_random.ts";
import { dataDir, record } from "./support.ts";
import { RawServer, runCli } from "../../support/server_process.ts";
import { checkJson, servedCount } from "./store_checks.ts";

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
