/**
 * The `changes_since` tool: what changed since the user's last visit or a
 * day: the newer results, newest first, with flags, each judged against the
 * previous result of its marker, and each marker still out of range from an
 * earlier draw never repeated since.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { changesSince } from "../domain/answers/what_changed.ts";
import { changesTextForModel } from "./model_text_changes.ts";
import { answer, READ_ONLY, type ToolDeps } from "./result.ts";
import { changesOutput } from "./shapes.ts";

/** Registers `changes_since`. */
export function registerChangesSinceTool(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    "changes_since",
    {
      title: "What changed since a date",
      description:
        "The user's own results after a day (default: previous test), newest first, flagged, each judged vs its previous result (RCV), plus markers still out of range from earlier draws never repeated (not_repeated). For 'what changed since my last visit'.",
      inputSchema: {
        since: z.string().max(40).optional().describe("YYYY-MM-DD; default: previous test"),
      },
      outputSchema: changesOutput,
      annotations: READ_ONLY,
    },
    ({ since }) => answer(deps, (view) => changesSince(view, { since }), changesTextForModel),
  );
}
