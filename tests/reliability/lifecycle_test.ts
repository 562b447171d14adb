/**
 * Guards concurrency and the process lifecycle of the real server (production
 * flags, cwd `/`): 100 `tools/call` requests in flight at once are all
 * answered correctly; `notifications/cancelled` is handled without breaking
 * the session; stdin EOF and SIGTERM each end the process with exit 0 within
 * 1 s; and a data directory that cannot be read leaves the server up,
 * answering `store_unreadable`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fixtureDataDir } from "../plain_helpers.ts";
import { field } from "./support.ts";
import { RawServer } from "../../support/server_process.ts";

const calls: [string, Record<string, unknown>][] = [
  ["get_trend", { marker: "FERR" }],
  ["get_trend", { marker: "hemoglobin" }],
  ["compare_markers", { markers: ["HGB", "OB"] }],
  ["list_markers", {}],
  ["get_results", { from: "2000-01-01" }],
  ["get_trend", { marker: "no-such-marker" }],
];

Deno.test("100 tools/call requests in flight at once are all answered, each correctly", async () => {
  const dir = await fixtureDataDir("basic");
  await using server = RawServer.start(dir);
  await server.initialize();
  const expected: Record<string, unknown>[] = [];
  for (const [name, args] of calls) {
    expected.push(await server.request("tools/call", { name, arguments: args }));
  }
  const ids = Array.from({ length: 100 }, (_, i) => 1000 + i);
  const answers = ids.map((id) => server.expect(id));
  const batch = ids.map((id, i) => {
    const [name, args] = calls[i % calls.length]!;
    return JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name, arguments: args },
    });
  });
  await server.write(`${batch.join("\n")}`); // one write: all 100 arrive together
  const results = await Promise.all(answers);
  results.forEach((answer, i) => {
    assert.equal(answer.id, ids[i]);
    assert.deepEqual(answer.result, expected[i % calls.length]!.result, `answer ${i}`);
  });
  assert.deepEqual(server.invalidLines, []);
});

Deno.test("notifications/cancelled is handled: at most one answer, and the session goes on", async () => {
  const dir = await fixtureDataDir("basic");
  await using server = RawServer.start(dir);
  await server.initialize();
  for (let round = 0; round < 20; round++) {
    const id = `c${round}`;
    await server.write([
      JSON.stringify({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "compare_markers", arguments: { markers: ["HGB", "OB", "FERR"] } },
      }),
      JSON.stringify({
        jsonrpc: "2.0",
        method: "notifications/cancelled",
        params: { requestId: id, reason: "user pressed stop" },
      }),
      // Cancelling what does not exist, or with a malformed id, is harmless.
      JSON.stringify({
        jsonrpc: "2.0",
        method: "notifications/cancelled",
        params: { requestId: 999 },
      }),
    ].join("\n"));
  }
  const after = await server.call("get_trend", { marker: "FERR" });
  assert.equal(after.isError, false);
  await server.closeStdin();
  const status = await server.finished();
  assert.equal(status.code, 0, server.stderr);
  for (let round = 0; round < 20; round++) {
    const answers = server.lines.filter((l) => JSON.parse(l).id === `c${round}`);
    assert.ok(answers.length <= 1, `request c${round} answered at most once`);
    for (const answer of answers) {
      assert.ok("result" in JSON.parse(answer), "never an error for a cancelled call");
    }
  }
  assert.deepEqual(server.invalidLines, []);
});

async function exitAfter(trigger: (server: RawServer) => Promise<void> | void) {
  const dir = await fixtureDataDir("basic");
  const server = RawServer.start(dir);
  await server.initialize();
  assert.equal((await server.call("list_markers")).isError, false);
  const started = performance.now();
  await trigger(server);
  const status = await server.finished(10_000);
  const ms = performance.now() - started;
  return { status, ms, stderr: server.stderr };
}

Deno.test("stdin EOF ends the server with exit 0 within 1 s", async () => {
  const { status, ms, stderr } = await exitAfter((server) => server.closeStdin());
  assert.equal(status.code, 0, stderr);
  assert.ok(ms < 1000, `exited ${Math.round(ms)} ms after EOF`);
});

Deno.test("a 2026-07-28 connection opened with 70 subscriptions/listen streams still answers, and stdin EOF ends it within 1 s", async () => {
  // 64 open listens once stalled the transport for good, end of input included (docs/reliability.md, "The stdio transport").
  const dir = await fixtureDataDir("basic");
  const server = RawServer.start(dir);
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "bloodwork-tests", version: "1" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  const listens = Array.from({ length: 70 }, (_, i) =>
    JSON.stringify({
      jsonrpc: "2.0",
      id: `listen-${i}`,
      method: "subscriptions/listen",
      params: { _meta: meta, notifications: { resourcesListChanged: true } },
    }));
  await server.write(listens.join("\n"));
  const answer = await server.request("tools/call", {
    _meta: meta,
    name: "list_markers",
    arguments: {},
  }, 5_000);
  assert.ok("result" in answer, JSON.stringify(answer).slice(0, 300));
  const started = performance.now();
  await server.closeStdin();
  const status = await server.finished(10_000);
  const ms = performance.now() - started;
  assert.equal(status.code, 0, server.stderr);
  assert.ok(ms < 1000, `exited ${Math.round(ms)} ms after EOF`);
});

Deno.test("SIGTERM ends the server with exit 0 within 1 s", async () => {
  const { status, ms, stderr } = await exitAfter((server) => server.kill("SIGTERM"));
  assert.equal(status.code, 0, stderr);
  assert.equal(status.signal, null);
  assert.ok(ms < 1000, `exited ${Math.round(ms)} ms after SIGTERM`);
});

// Tests run as root here, where `chmod 000` denies nothing, so "unreadable" is
// proven with a path that does not exist and with a regular file in place of
// the directory: both are refused by the same code path as a permission error.
for (
  const [kind, make] of [
    ["a data directory that does not exist", async () => `${await Deno.makeTempDir()}/missing`],
    ["a data directory that is a file", async () => {
      const file = await Deno.makeTempFile({ suffix: ".ndjson" });
      await Deno.writeTextFile(file, '{"code":"HGB","date":"2024-01-01","value":14}\n');
      return file;
    }],
  ] as const
) {
  Deno.test(`the server stays up over ${kind} and answers store_unreadable`, async () => {
    const dir = await make();
    await using server = RawServer.start(dir);
    await server.initialize();
    for (const name of ["list_markers", "get_results"]) {
      const reply = await server.call(name);
      assert.equal(reply.isError, true);
      assert.equal(field(reply.body, "error", "code"), "store_unreadable");
      assert.equal(field(reply.body, "error", "path"), dir);
      assert.match(reply.text, /store_unreadable/);
    }
    const ping = await server.request("ping");
    assert.deepEqual(ping.result, {});
  });
}
