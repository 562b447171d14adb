/**
 * Guards the types of the v2 SDK the server is built on (docs/mcp_line.md):
 * under Deno, `@modelcontextprotocol/server` and `/client` type-check with
 * their real types, with plain imports. Were they `any` (the v1 line's trap),
 * the `@ts-expect-error` lines below would stop erroring and `deno check`
 * would fail on this file. At run time the typed tool answers a v2 client.
 *
 * @module
 */

import assert from "node:assert/strict";
import { InMemoryTransport, McpServer } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/client";
import { z } from "zod";

Deno.test("the v2 server and client are typed, not any, and the typed tool answers", async () => {
  const server = new McpServer({ name: "types", version: "1" });
  server.registerTool("typed", { inputSchema: z.object({ count: z.number() }) }, ({ count }) => {
    // @ts-expect-error count is a number, so it has no string methods
    if (typeof count === "string") count.toUpperCase();
    return { content: [{ type: "text", text: String(count * 2) }] };
  });
  // @ts-expect-error a client needs its implementation info
  const untyped = () => new Client();
  void untyped;

  const client = new Client({ name: "types-client", version: "1" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  const result = await client.callTool({ name: "typed", arguments: { count: 21 } });
  assert.deepEqual(result.content, [{ type: "text", text: "42" }]);
  await client.close();
  await server.close();
});
