/**
 * The `list_markers` tool: which markers the user has results for, with
 * counts, dates, units and the last value.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { listMarkers } from "../domain/answers/marker_list.ts";
import { markerListTextForModel } from "./model_text.ts";
import { answer, READ_ONLY, type ToolDeps } from "./result.ts";
import { markerListOutput } from "./shapes.ts";

/** Registers `list_markers`. */
export function registerListMarkersTool(server: McpServer, deps: ToolDeps): void {
  server.registerTool("list_markers", {
    title: "List my lab markers",
    description:
      "Which markers the user's own lab results cover: count, first and last date, units and the last value with its flag.",
    inputSchema: {
      query: z.string().max(200).optional().describe("Filter: code, label or alias, e.g. 'iron'"),
    },
    outputSchema: markerListOutput,
    annotations: READ_ONLY,
  }, ({ query }) => answer(deps, (view) => listMarkers(view, query), markerListTextForModel));
}
