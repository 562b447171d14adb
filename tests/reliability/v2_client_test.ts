/**
 * The v2 reference client (`@modelcontextprotocol/client` 2.4.0) against the
 * real server over stdio, in both eras (see docs/mcp_line.md): with
 * automatic negotiation it probes with `server/discover`, finds 2026-07-28
 * and stays modern, calls a tool, and hears of a resource change through
 * `subscriptions/listen`; with the default (legacy) negotiation it opens with
 * a 2025-11-25 `initialize` as any older client does.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { childEnv, fixtureDataDir, TOOL_NAMES } from "../plain_helpers.ts";
import { serverArgs } from "../../support/server_process.ts";

function transportTo(dataDir: string): StdioClientTransport {
  return new StdioClientTransport({
    command: Deno.execPath(),
    args: serverArgs(dataDir),
    cwd: "/",
    env: childEnv(),
    stderr: "ignore",
  });
}

/** Waits until `check` holds, polling; fails after `ms`. */
async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

Deno.test("a v2 client with automatic negotiation stays on 2026-07-28, calls a tool and hears resource changes through subscriptions/listen", async () => {
  const dataDir = await fixtureDataDir("store/basic");
  const client = new Client({ name: "bloodwork-v2-test", version: "1" }, {
    versionNegotiation: { mode: "auto" },
  });
  const changes: string[] = [];
  client.setNotificationHandler("notifications/resources/list_changed", () => {
    changes.push("list_changed");
  });
  try {
    await client.connect(transportTo(dataDir));
    assert.equal(client.getProtocolEra(), "modern");
    assert.equal(client.getNegotiatedProtocolVersion(), "2026-07-28");
    assert.equal(client.getServerVersion()?.name, "bloodwork-mcp");
    assert.equal(client.getInstructions()?.startsWith("Reads the user's own"), true);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [...TOOL_NAMES]);
    const subscription = await client.listen({ resourcesListChanged: true });
    assert.equal(subscription.honoredFilter.resourcesListChanged, true);
    // The first read of the store is the baseline; a new marker code is a change.
    const before = await client.callTool({ name: "list_markers", arguments: {} });
    assert.ok(!before.isError);
    assert.deepEqual(changes, []);
    await Deno.writeTextFile(
      `${dataDir}/2025.ndjson`,
      JSON.stringify({ code: "TSH", date: "2025-01-10", value: 1.2, unit: "mIU/L" }) + "\n",
    );
    await client.callTool({ name: "list_markers", arguments: {} });
    await eventually(() => changes.length > 0);
    assert.deepEqual(changes, ["list_changed"]);
    await subscription.close();
  } finally {
    await client.close();
  }
});

Deno.test("a v2 client with the default negotiation opens with a 2025-11-25 initialize", async () => {
  const dataDir = await fixtureDataDir("store/basic");
  const client = new Client({ name: "bloodwork-v2-test", version: "1" });
  try {
    await client.connect(transportTo(dataDir));
    assert.equal(client.getProtocolEra(), "legacy");
    assert.equal(client.getNegotiatedProtocolVersion(), "2025-11-25");
    assert.ok(client.getServerCapabilities()?.logging, "logging stays for 2025-era clients");
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [...TOOL_NAMES]);
  } finally {
    await client.close();
  }
});
