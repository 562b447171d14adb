/**
 * Both protocol lines against the real server, started as Claude Desktop
 * starts it, over raw JSON-RPC lines (see docs/mcp_line.md): a client of
 * revision 2026-07-28 probes with `server/discover` (which a server MUST
 * answer) and gets the versions, the capabilities and the instructions, then
 * calls tools statelessly; a client of 2025-11-25 still negotiates with
 * `initialize` exactly as before, with logging, and a discover without the
 * 2026-07-28 envelope is not a modern request, so it cannot switch the
 * connection's era.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fixtureDataDir } from "../plain_helpers.ts";
import { type Message, RawServer } from "../../support/server_process.ts";
import { INSTRUCTIONS } from "../../src/server.ts";
import { VERSION } from "../../src/version.ts";
import { DiscoverResultSchema } from "@modelcontextprotocol/core";

const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bloodwork-tests", version: "1" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

function resultOf(reply: Message): Record<string, unknown> {
  const result = reply.result as Record<string, unknown> | undefined;
  assert.ok(result, `expected a result, got ${JSON.stringify(reply).slice(0, 300)}`);
  return result;
}

Deno.test("server/discover answers a 2026-07-28 probe with versions, capabilities and instructions", async () => {
  await using server = RawServer.start(await fixtureDataDir("store/basic"));
  const result = resultOf(await server.request("server/discover", { _meta: MODERN_META }));
  assert.equal(result.resultType, "complete");
  assert.deepEqual(result.supportedVersions, ["2026-07-28"]);
  assert.equal(result.instructions, INSTRUCTIONS);
  const capabilities = result.capabilities as Record<string, unknown>;
  for (const key of ["tools", "prompts", "resources"]) assert.ok(key in capabilities, key);
  // Logging is deprecated in 2026-07-28: a modern connection does not offer it.
  assert.ok(!("logging" in capabilities), JSON.stringify(capabilities));
  assert.equal(result.ttlMs, 60 * 60 * 1000);
  assert.equal(result.cacheScope, "private");
  const meta = result._meta as Record<string, { name: string; version: string }>;
  assert.deepEqual(meta["io.modelcontextprotocol/serverInfo"], {
    name: "bloodwork-mcp",
    title: "Blood test results (local)",
    version: VERSION,
  });
  // The modern connection then serves stateless requests that carry the envelope.
  const tools = resultOf(await server.request("tools/list", { _meta: MODERN_META }));
  assert.ok((tools.tools as unknown[]).length > 0);
  const call = resultOf(
    await server.request("tools/call", {
      _meta: MODERN_META,
      name: "list_markers",
      arguments: {},
    }),
  );
  assert.equal(call.resultType, "complete");
  assert.ok(call.structuredContent, JSON.stringify(call).slice(0, 300));
  assert.deepEqual(server.invalidLines, []);
});

Deno.test("a 2025-11-25 initialize is served with logging; a discover without the envelope is not a modern request", async () => {
  await using server = RawServer.start(await fixtureDataDir("store/basic"));
  const init = resultOf(
    await server.request("initialize", {
      protocolVersion: "2025-11-25",
      capabilities: {},
      clientInfo: { name: "bloodwork-tests", version: "1" },
    }),
  );
  await server.notify("notifications/initialized");
  assert.equal(init.protocolVersion, "2025-11-25");
  assert.equal(init.instructions, INSTRUCTIONS);
  assert.ok("logging" in (init.capabilities as Record<string, unknown>));
  assert.deepEqual((init.serverInfo as { name: string }).name, "bloodwork-mcp");
  const tools = resultOf(await server.request("tools/list"));
  assert.ok((tools.tools as unknown[]).length > 0);
  // server/discover belongs to 2026-07-28: inside a 2025 session it is not a method.
  const probe = await server.request("server/discover");
  assert.equal((probe.error as { code: number } | undefined)?.code, -32601);
  assert.ok(resultOf(await server.request("ping")));
});

Deno.test("initialize still negotiates every older revision the SDK supports, and a newer one down", async () => {
  await using server = RawServer.start(await fixtureDataDir("store/basic"));
  const asked = ["2025-06-18", "2025-03-26", "2024-11-05"];
  for (const version of asked) {
    const init = resultOf(
      await server.request("initialize", {
        protocolVersion: version,
        capabilities: {},
        clientInfo: { name: "bloodwork-tests", version: "1" },
      }),
    );
    assert.equal(init.protocolVersion, version);
  }
  const future = resultOf(
    await server.request("initialize", {
      protocolVersion: "2026-07-28",
      capabilities: {},
      clientInfo: { name: "bloodwork-tests", version: "1" },
    }),
  );
  assert.equal(future.protocolVersion, "2025-11-25");
});

Deno.test("the server/discover answer parses as the v2 SDK's DiscoverResult", async () => {
  await using server = RawServer.start(await fixtureDataDir("store/basic"));
  const result = resultOf(await server.request("server/discover", { _meta: MODERN_META }));
  const parsed = DiscoverResultSchema.safeParse(result);
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
  assert.deepEqual(parsed.data.supportedVersions, ["2026-07-28"]);
});

Deno.test("store warnings go to the client as log messages under 2025-11-25, and to stderr under 2026-07-28", async () => {
  const dir = await fixtureDataDir("store/basic");
  const modern = RawServer.start(dir);
  resultOf(
    await modern.request("tools/call", { _meta: MODERN_META, name: "list_markers", arguments: {} }),
  );
  await modern.closeStdin();
  await modern.finished();
  assert.match(modern.stderr, /Store problem \(bad_line\)/);
  assert.ok(!modern.lines.some((line) => line.includes("notifications/message")), "no log message");

  const legacy = RawServer.start(dir);
  await legacy.initialize();
  await legacy.call("list_markers");
  await legacy.closeStdin();
  await legacy.finished();
  assert.ok(legacy.lines.some((line) => line.includes("Store problem (bad_line)")));
  assert.doesNotMatch(legacy.stderr, /Store problem/);
  // The answer that read the store goes first; its warnings follow it (they never hold it up).
  const answerAt = legacy.lines.findIndex((line) => line.includes('"structuredContent"'));
  const firstWarningAt = legacy.lines.findIndex((line) => line.includes("Store problem"));
  assert.ok(answerAt >= 0 && answerAt < firstWarningAt, legacy.lines.join("\n"));
});

Deno.test("under 2026-07-28 a resource change is not sent unasked: only a subscriptions/listen stream carries it", async () => {
  const dir = await fixtureDataDir("store/basic");
  await using server = RawServer.start(dir);
  const list = () =>
    server.request("tools/call", { _meta: MODERN_META, name: "list_markers", arguments: {} });
  resultOf(await list());
  await Deno.writeTextFile(
    `${dir}/2025.ndjson`,
    JSON.stringify({ code: "TSH", date: "2025-01-10", value: 1.2, unit: "mIU/L" }) + "\n",
  );
  resultOf(await list());
  assert.ok(!server.lines.some((line) => line.includes("list_changed")), server.lines.join("\n"));
  // With a stream open, the next change arrives on it, stamped with the subscription.
  const listen = server.request("subscriptions/listen", {
    _meta: MODERN_META,
    notifications: { resourcesListChanged: true },
  }, 5_000).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await Deno.writeTextFile(
    `${dir}/2026.ndjson`,
    JSON.stringify({ code: "FT4", date: "2026-01-10", value: 15, unit: "pmol/L" }) + "\n",
  );
  resultOf(await list());
  const changed = server.lines.filter((line) =>
    line.includes("notifications/resources/list_changed")
  );
  assert.equal(changed.length, 1, server.lines.join("\n"));
  assert.match(changed[0]!, /io\.modelcontextprotocol\/subscriptionId/);
  void listen;
});
