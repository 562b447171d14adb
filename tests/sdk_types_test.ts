/**
 * Guards the SDK type trap: under Deno, `npm:@modelcontextprotocol/sdk`
 * subpaths type-check as `any` unless imported with `@ts-types`. If that
 * workaround is lost, the `@ts-expect-error` lines below stop erroring and
 * `deno check` fails on them, so this file fails to type-check. At run time
 * the same typed classes talk to each other, so the imports are the real ones.
 *
 * @module
 */

import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { z } from "zod";

Deno.test("the SDK classes are typed, not any, and the typed tool answers", async () => {
  const server = new McpServer({ name: "types", version: "1" });
  server.registerTool("typed", { inputSchema: { count: z.number() } }, ({ count }) => {
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
