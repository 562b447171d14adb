/**
 * The bare reference of the benchmark: the smallest useful MCP server, the
 * SDK's `McpServer` on its own stdio transport with one trivial tool. It is
 * spawned exactly like bloodwork-mcp, so the ratio of the two start-up times
 * and memory figures says what our own code costs over the runtime and SDK.
 *
 * @module
 */

// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/server/stdio"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

if (import.meta.main) {
  const server = new McpServer({ name: "bare", version: "1.0.0" });
  server.registerTool(
    "echo",
    {
      description: "Echoes its text",
      inputSchema: { text: z.string().optional() },
    },
    ({ text }) => ({ content: [{ type: "text", text: text ?? "ok" }] }),
  );
  await server.connect(new StdioServerTransport());
}
