/**
 * The 2026-era reference client against the real server over stdio (issue
 * 25, item 2): `@modelcontextprotocol/client` 2.4.0 (used by tests only) with automatic version
 * negotiation probes with `server/discover`, finds no 2026-07-28 in the
 * versions this server lists, falls back to `initialize` with 2025-11-25,
 * and then works. Had the answer claimed a modern server, the client would
 * have stayed modern against a server that does not serve that revision.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { childEnv, fixtureDataDir, TOOL_NAMES } from "../helpers.ts";
import { serverArgs } from "../../support/server_process.ts";

Deno.test("a v2 client with automatic negotiation falls back to 2025-11-25 and lists the tools", async () => {
  const dataDir = await fixtureDataDir("store/basic");
  const client = new Client({ name: "bloodwork-v2-test", version: "1" }, {
    versionNegotiation: { mode: "auto" },
  });
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: serverArgs(dataDir),
    cwd: "/",
    env: childEnv(),
    stderr: "ignore",
  });
  try {
    await client.connect(transport);
    assert.equal(client.getProtocolEra(), "legacy");
    assert.equal(client.getNegotiatedProtocolVersion(), "2025-11-25");
    assert.equal(client.getServerVersion()?.name, "bloodwork-mcp");
    assert.equal(client.getInstructions()?.startsWith("Reads the user's own"), true);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [...TOOL_NAMES]);
  } finally {
    await client.close();
  }
});
