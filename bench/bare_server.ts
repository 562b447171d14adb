/**
 * The bare reference of the benchmark: the smallest useful MCP server on the
 * same SDK line as bloodwork-mcp (v2): the SDK's `McpServer` served by its own
 * `serveStdio`, with one trivial tool. It is spawned exactly like
 * bloodwork-mcp, so the ratio of the two start-up times and memory figures
 * says what our own code costs over the runtime and SDK.
 *
 * @module
 */

import { McpServer } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { z } from "zod";

if (import.meta.main) {
  serveStdio(() => {
    const server = new McpServer({ name: "bare", version: "1.0.0" });
    server.registerTool(
      "echo",
      {
        description: "Echoes its text",
        inputSchema: { text: z.string().optional() },
      },
      ({ text }) => ({ content: [{ type: "text", text: text ?? "ok" }] }),
    );
    return server;
  });
}
