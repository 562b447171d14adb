/**
 * The prompts of the server, for Claude Desktop's prompt menu: the trend of
 * one marker, two markers compared, a summary for a doctor's visit (the
 * chat version of the CLI's `report`), and a lab document transcribed into
 * the importer's CSV format (for what no reader of the importer can read). Marker arguments complete from the
 * dictionary, markers with results first.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { completable } from "@modelcontextprotocol/server";
import { z } from "zod";
import { completeMarkerName } from "../domain/markers/complete.ts";
import { cleanText } from "../domain/text.ts";
import type { ResultsView } from "../domain/answers/results_view.ts";
import { StoreUnreadableError } from "../store/store.ts";
import { MEANINGFUL_RULE } from "../domain/changes/meaningful.ts";
import { verdictCaveat } from "../domain/changes/change_text.ts";
import { markerList, transcriptionText } from "./transcribe_prompt.ts";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { builtinLayer } from "../store/builtin.ts";

/** What the prompts need: a view of the store for completion. */
export interface PromptDeps {
  readonly snapshot: () => Promise<ResultsView>;
}

function markerArgument(deps: PromptDeps, description: string) {
  return completable(z.string().max(200).describe(description), async (typed) => {
    try {
      const view = await deps.snapshot();
      return completeMarkerName(view.index, view.codes(), typed ?? "");
    } catch (error) {
      // An unreadable store offers no completions; any other error is a bug, never hidden.
      if (error instanceof StoreUnreadableError) return [];
      throw error;
    }
  });
}

/**
 * A typed argument as the prompt quotes it: cleaned of control and invisible
 * characters (newlines included) and quoted, so it reads as a value and never
 * as more of the prompt.
 */
function argumentText(value: string): string {
  return JSON.stringify(cleanText(value, 200));
}

function userMessage(text: string) {
  return { messages: [{ role: "user" as const, content: { type: "text" as const, text } }] };
}

const TABLE = "as a table (date, value, unit, reference range, flag)";

/** The rule of a meaningful change, as the tools and the CLI's report apply it (one definition). */
const MEANINGFUL = `${MEANINGFUL_RULE.en} (changes_since and get_trend give each change's verdict)`;

/** Registers `marker_trend`, `compare_markers`, `visit_summary` and `transcribe_lab_document`. */
export function registerPrompts(server: McpServer, deps: PromptDeps): void {
  server.registerPrompt("marker_trend", {
    title: "Trend of one of my markers",
    description: "Table and short interpretation of how one of my lab markers changed",
    argsSchema: {
      marker: markerArgument(deps, "Marker code, label or alias, e.g. ferritin"),
      since: z.string().max(40).optional().describe("First day, YYYY-MM-DD"),
    },
  }, ({ marker, since }) =>
    userMessage(
      `Using the get_trend tool, show my own ${argumentText(marker)} results${
        since ? ` from ${argumentText(since)}` : ""
      } ${TABLE}. ` +
        "Then briefly interpret the trend: direction, values out of range, and unit changes. Use only my data.",
    ));
  server.registerPrompt("compare_markers", {
    title: "Compare two of my markers",
    description: "Two of my lab markers side by side over time",
    argsSchema: {
      marker_a: markerArgument(deps, "First marker, e.g. hemoglobin"),
      marker_b: markerArgument(deps, "Second marker, e.g. ESR"),
    },
  }, ({ marker_a, marker_b }) =>
    userMessage(
      `Using the compare_markers tool, show my own ${argumentText(marker_a)} and ${
        argumentText(marker_b)
      } results over time, each ${TABLE}. ` +
        "They are separate series measured on different days; do not join them by date. Then briefly say how each changed.",
    ));
  server.registerPrompt("visit_summary", {
    title: "Summary of my results for a doctor's visit",
    description:
      "What is out of range now (each marker's latest result), what changed, and the latest panel",
    argsSchema: {
      since: z.string().max(40).optional().describe(
        "Compare with results up to this day, YYYY-MM-DD (default: the previous test)",
      ),
    },
  }, ({ since }) =>
    userMessage(
      "Prepare a short summary of my own lab results to take to a doctor's visit. " +
        `Call changes_since${
          since ? ` with since ${argumentText(since)}` : ""
        } once: it gives my results after that day (by default the previous test), each flagged and judged against my previous result of that marker, and (not_repeated) every marker whose latest result is out of range from before that day. ` +
        `1. Results out of range now: each marker's latest result when out of range, whatever its date (those after the day, and every one in not_repeated with its date and how long ago; absent is not normal: a result never repeated is not known to be normal) ${TABLE}. ` +
        `2. Meaningful changes since ${
          since ? argumentText(since) : "the previous test"
        }: ${MEANINGFUL}; for each, the earlier value and date, the latest value and the change (get_trend shows a marker's history). ` +
        "3. The whole latest panel as a table (get_results with no dates). " +
        "Units and reference ranges exactly as the lab reported them. Use only my data, do not diagnose, and end with this line: " +
        verdictCaveat("en"),
    ));
  server.registerPrompt("transcribe_lab_document", {
    title: "Transcribe a lab document for the importer",
    description:
      "Turns a lab document I attach into the importer's CSV (dictionary codes, values as printed, no identity)",
    argsSchema: {
      collected: z.string().max(40).optional().describe(
        "Collection date, YYYY-MM-DD, if the document does not show it",
      ),
    },
  }, async ({ collected }) => {
    // The data directory's dictionary when the store can be read; the built-in
    // one otherwise (an unreadable store, or a catalog that never reads it).
    const dictionary = await deps.snapshot().then(
      (view) => view.index.dictionary,
      () => buildDictionary([builtinLayer()]),
    );
    const markers = markerList(dictionary);
    return userMessage(
      transcriptionText(markers, collected ? argumentText(collected) : undefined),
    );
  });
}
