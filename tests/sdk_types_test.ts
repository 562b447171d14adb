/**
 * Guards the SDK type trap: under Deno, `npm:@modelcontextprotocol/sdk`
 * subpaths type-check as `any` unless imported with `@ts-types`. If that
 * workaround is lost, the `@ts-expect-error` lines below stop erroring and
 * `deno check` fails on them, so this file fails to type-check.
 *
 * @module
 */

import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { z } from "zod";

Deno.test("the SDK classes are typed, not any", () => {
  const server = new McpServer({ name: "types", version: "1" });
  server.registerTool("typed", { inputSchema: { count: z.number() } }, ({ count }) => {
    // @ts-expect-error count is a number, so it has no string methods
    count.toUpperCase();
    return { content: [{ type: "text", text: String(count) }] };
  });
  // @ts-expect-error a client needs its implementation info
  const client = () => new Client();
  assert.equal(typeof client, "function");
});
