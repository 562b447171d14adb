/**
 * The `get_trend` tool: the dated series of one of the user's markers,
 * grouped by unit, with flags and a summary.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { getTrend } from "../domain/answers/queries.ts";
import { TREND_VIEW_META } from "../resources/trend_view_link.ts";
import { trendTextForModel } from "./model_text.ts";
import { answer, checkedOnce, READ_ONLY, type ToolDeps } from "./result.ts";
import { z } from "zod";
import {
  aroundEventArg,
  markerArg,
  maxPointsArg,
  rangeArgs,
  trendOutput,
  unitArg,
  unitsArg,
} from "./shapes.ts";

/** Registers `get_trend`. */
export function registerGetTrendTool(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    "get_trend",
    {
      title: "Trend of one of my lab markers",
      description:
        "The user's own lab results for one marker over time (e.g. ferritin, hemoglobin, ESR): dated values, units (converted by cited factors), ranges, flags, a summary, and whether the latest change is beyond normal variation (RCV). Use for 'how did my X change'.",
      inputSchema: {
        marker: markerArg,
        ...rangeArgs,
        max_points: maxPointsArg,
        units: unitsArg,
        unit: unitArg,
        around_event: aroundEventArg,
      },
      outputSchema: checkedOnce(z.object(trendOutput)),
      annotations: READ_ONLY,
      _meta: TREND_VIEW_META,
    },
    ({ marker, from, to, max_points, units, unit, around_event }) =>
      answer(
        deps,
        (view) => getTrend(view, marker, { from, to, max_points, units, unit, around_event }),
        trendTextForModel,
        JSON.stringify(["get_trend", marker, from, to, max_points, units, unit, around_event]),
      ),
  );
}
