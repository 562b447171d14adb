/**
 * End-to-end: the real server process, started exactly as Claude Desktop
 * starts it (`deno run --no-prompt --allow-read=<data> main.ts --data <data>`,
 * no other permission, cwd `/`), driven over stdio. Guards the sandbox flags,
 * the working directory independence, stdout purity (JSON-RPC only) and that
 * a record carrying a name and a national ID never leaks into any output.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { call, stdioServer } from "./helpers.ts";
import { childEnv, fixtureDataDir } from "./plain_helpers.ts";
import { INITIALIZE_PARAMS, RawServer, runCli, serverArgs } from "../support/server_process.ts";

const dataDir = await fixtureDataDir("basic");

Deno.test("the SDK client drives the real server under the production flags from cwd /", async () => {
  const transport = new StdioClientTransport(stdioServer(dataDir));
  const client = new Client({ name: "e2e", version: "1" });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    assert.equal(tools.length, 5);
    const trend = await call(client, "get_trend", { marker: "ferrytyna" });
    assert.equal(trend.isError, false);
    assert.equal(trend.body.series[0].points.length, 3);
    const comparison = await call(client, "compare_markers", { markers: ["hemoglobin", "OB"] });
    assert.deepEqual(
      comparison.body.markers.map((m: { marker: { code: string } }) => m.marker.code),
      ["HGB", "OB"],
    );
    const typo = await call(client, "get_trend", { marker: "hemoglobna" });
    assert.equal(typo.body.error.code, "marker_not_found");
  } finally {
    await client.close();
  }
});

/** The opening of every raw session: initialize (id 1), then initialized. */
const HANDSHAKE = [
  { jsonrpc: "2.0", id: 1, method: "initialize", params: INITIALIZE_PARAMS },
  { jsonrpc: "2.0", method: "notifications/initialized" },
];

/**
 * Sends raw JSON-RPC lines to a spawned server, waits until every request is
 * answered, then closes stdin like a client going away. Returns all output.
 */
async function rawSession(lines: unknown[], args = serverArgs(dataDir)) {
  const server = new RawServer(args, {
    clearEnv: true,
    env: childEnv({ HOME: Deno.env.get("HOME") ?? "/root", PATH: "/usr/bin:/bin" }),
  });
  const answers = lines.flatMap((line) => {
    const id = (line as { id?: number }).id;
    return id === undefined ? [] : [server.expect(id, 20_000)];
  });
  for (const line of lines) await server.write(JSON.stringify(line));
  await Promise.allSettled(answers);
  await server.closeStdin();
  const closedAt = Date.now();
  const status = await server.finished(20_000);
  return {
    status,
    stdout: server.lines.map((line) => `${line}\n`).join(""),
    stderr: server.stderr,
    exitedWithinOneSecond: Date.now() - closedAt <= 1000,
  };
}

Deno.test("stdout carries only JSON-RPC, nothing personal leaks, and stdin EOF exits 0", async () => {
  const session = await rawSession([
    ...HANDSHAKE,
    { jsonrpc: "2.0", id: 2, method: "tools/list" },
    {
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "get_trend", arguments: { marker: "FERR" } },
    },
    {
      jsonrpc: "2.0",
      id: 4,
      method: "tools/call",
      params: { name: "get_results", arguments: { from: "2000-01-01" } },
    },
    {
      jsonrpc: "2.0",
      id: 5,
      method: "tools/call",
      params: { name: "list_markers", arguments: {} },
    },
    { jsonrpc: "2.0", id: 6, method: "prompts/list" },
  ]);
  assert.equal(session.status.code, 0, session.stderr);
  assert.ok(session.exitedWithinOneSecond, "the server exits within 1 s of stdin EOF");
  const lines = session.stdout.split("\n").filter((l) => l !== "");
  assert.ok(lines.length >= 6, `expected 6 answers, got ${lines.length}`);
  for (const line of lines) {
    const message = JSON.parse(line);
    assert.equal(message.jsonrpc, "2.0", line);
  }
  const messages = lines.map((l) => JSON.parse(l));
  const ids = messages.filter((m) => "id" in m).map((m) => m.id).sort();
  assert.deepEqual(ids, [1, 2, 3, 4, 5, 6]);
  // Besides the answers, only store warnings (the logging capability).
  for (const m of messages.filter((m) => !("id" in m))) {
    assert.equal(m.method, "notifications/message", JSON.stringify(m));
  }
  for (const secret of ["Kowalski", "85010112345"]) {
    assert.ok(!session.stdout.includes(secret), `stdout does not leak ${secret}`);
    assert.ok(!session.stderr.includes(secret), `stderr does not leak ${secret}`);
  }
  // The lab's name is a store field: served in answers, never logged.
  assert.ok(session.stdout.includes("Lab B"), "the lab's name is served");
  assert.ok(!session.stderr.includes("Lab B"), "the lab's name is not logged");
});

Deno.test("the server needs no permission beyond reading its data directory", async () => {
  const denied = [
    "--deny-env",
    "--deny-net",
    "--deny-write",
    "--deny-run",
    "--deny-ffi",
    "--deny-sys",
  ];
  const session = await rawSession([
    ...HANDSHAKE,
    {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "get_trend", arguments: { marker: "HGB" } },
    },
  ], serverArgs(dataDir, { permissions: denied }));
  assert.equal(session.status.code, 0, session.stderr);
  const answer = session.stdout.split("\n").map((l) => l && JSON.parse(l)).find((m) =>
    m && m.id === 2
  );
  assert.equal(answer.result.structuredContent.ok, true);
  assert.doesNotMatch(session.stderr, /NotCapable|PermissionDenied|Requires/);
});

Deno.test("the server refuses to start on a broken markers.yaml, naming the file and line", async () => {
  const broken = await fixtureDataDir("basic");
  await Deno.writeTextFile(
    `${broken}/markers.yaml`,
    "HGB:\n  aliases: [Hb\nFERR:\n  label: Ferrytyna\n",
  );
  const output = await runCli(broken, []);
  assert.equal(output.code, 1);
  assert.equal(output.stdout, "", "nothing but JSON-RPC ever goes to stdout");
  assert.match(output.stderr, /Cannot load "markers\.yaml" line 2: /);
});
