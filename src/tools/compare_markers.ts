/**
 * The `compare_markers` tool: independent trends of several of the user's
 * markers, side by side and never joined by date.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { compareMarkers } from "../domain/answers/queries.ts";
import { TREND_VIEW_META } from "../resources/trend_view_link.ts";
import { comparisonTextForModel } from "./model_text.ts";
import { answer, READ_ONLY, type ToolDeps } from "./result.ts";
import { compareOutput, markerArg, maxPointsArg, rangeArgs, unitsArg } from "./shapes.ts";

/** Registers `compare_markers`. */
export function registerCompareMarkersTool(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    "compare_markers",
    {
      title: "Compare my lab markers over time",
      description:
        "The user's own results for 2-6 markers over time (e.g. hemoglobin, ESR), each its own series, as markers are measured on different days.",
      inputSchema: {
        markers: z.array(markerArg).max(20).describe("2-6 marker codes, labels or aliases"),
        ...rangeArgs,
        max_points: maxPointsArg,
        units: unitsArg,
      },
      outputSchema: compareOutput,
      annotations: READ_ONLY,
      _meta: TREND_VIEW_META,
    },
    ({ markers, from, to, max_points, units }) =>
      answer(
        deps,
        (view) => compareMarkers(view, markers, { from, to, max_points, units }),
        comparisonTextForModel,
      ),
  );
}
