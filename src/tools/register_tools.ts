/**
 * Every tool of the server, registered in one place.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { registerChangesSinceTool } from "./changes_since.ts";
import { registerCompareMarkersTool } from "./compare_markers.ts";
import { registerGetResultsTool } from "./get_results.ts";
import { registerGetTrendTool } from "./get_trend.ts";
import { registerListMarkersTool } from "./list_markers.ts";
import type { ToolDeps } from "./result.ts";

export type { ToolDeps } from "./result.ts";

/** Registers every tool on the server. */
export function registerTools(server: McpServer, deps: ToolDeps): void {
  registerListMarkersTool(server, deps);
  registerGetTrendTool(server, deps);
  registerCompareMarkersTool(server, deps);
  registerGetResultsTool(server, deps);
  registerChangesSinceTool(server, deps);
}
