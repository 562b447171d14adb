/**
 * The resources and logging through the real server process under the
 * production flags (`--allow-read=<data>` only, cwd `/`): the trend view is
 * read from the module graph with no extra permission, and the store's bad
 * lines reach the client as `notifications/message` warnings over stdio.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { stdioServer } from "../helpers.ts";
import { fixtureDataDir } from "../plain_helpers.ts";

const dataDir = await fixtureDataDir("basic");

Deno.test("the sandboxed server serves the view and sends store warnings over stdio", async () => {
  const transport = new StdioClientTransport(stdioServer(dataDir));
  const client = new Client({ name: "e2e-app", version: "1" });
  const warnings: string[] = [];
  client.setNotificationHandler("notifications/message", (n) => {
    if (n.params.level === "warning") warnings.push(String(n.params.data));
  });
  await client.connect(transport);
  try {
    const view = await client.readResource({ uri: "ui://bloodwork/trend.html" });
    const text = (view.contents[0] as { text: string }).text;
    assert.match(text, /^<!doctype html>/);
    assert.ok(text.length > 100_000, "the built view, not a placeholder");
    await client.callTool({ name: "list_markers", arguments: {} });
    await client.callTool({ name: "list_markers", arguments: {} });
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(warnings.some((w) => /"broken\.ndjson" line 2/.test(w)), warnings.join("\n"));
    assert.equal(new Set(warnings).size, warnings.length, "each problem once");
  } finally {
    await client.close();
  }
});
