/**
 * The `get_results` tool: the user's results grouped by test date, newest
 * first; by default the latest test date only.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { getResults } from "../domain/answers/results_by_date.ts";
import { resultsTextForModel } from "./model_text.ts";
import { answer, READ_ONLY, type ToolDeps } from "./result.ts";
import { rangeArgs, resultsOutput } from "./shapes.ts";

/** Registers `get_results`. */
export function registerGetResultsTool(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    "get_results",
    {
      title: "My lab results by date",
      description:
        "The user's own lab results grouped by test date, newest first. Without dates: the latest test only ('my last blood test'); with abnormal_only, each marker's latest result if out of range ('what is abnormal now').",
      inputSchema: {
        ...rangeArgs,
        abnormal_only: z.boolean().optional().describe("Only results flagged low or high"),
      },
      outputSchema: resultsOutput,
      annotations: READ_ONLY,
    },
    ({ from, to, abnormal_only }) =>
      answer(deps, (view) => getResults(view, { from, to, abnormal_only }), resultsTextForModel),
  );
}
