/**
 * The store-fuzz tests' stress cases (`tests/reliability/store_fuzz_test.ts`
 * has the rest), in `deno task test:ext` for their size: a random binary
 * file, a UTF-16 file and a 100 MB single line neither crash nor hang the
 * server; three copies of a 70k-line export and about 150,000 junk lines are
 * served once each and counted by `check`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { seededRandom } from "../../../support/seeded_random.ts";
import { RawServer } from "../../../support/server_process.ts";
import { dataDir, field, record } from "../../reliability/support.ts";
import { checkJson, servedCount } from "../../reliability/store_checks.ts";

const encoder = new TextEncoder();

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
