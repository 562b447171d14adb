/**
 * The marker dictionary as a read-only resource, `bloodwork://markers`: the
 * merged dictionary (built-in plus the data directory's `markers.yaml`) as
 * JSON, for a host to attach to a conversation. When the data directory
 * cannot be read it answers `{markers: [], error: {code: "store_unreadable",
 * message, path}}`, as the tools do.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import type { Dictionary } from "../domain/markers/dictionary.ts";
import { cleanText } from "../domain/text.ts";
import type { ResultsView } from "../domain/answers/results_view.ts";
import { StoreUnreadableError } from "../store/store.ts";

/** Where the dictionary resource lives. */
export const MARKERS_URI = "bloodwork://markers";

/** One marker as the resource lists it. */
export interface MarkerJson {
  readonly code: string;
  readonly label: string;
  readonly aliases: readonly string[];
  readonly loinc: readonly string[];
  readonly group?: string;
  /** Whether the store holds at least one result of it. */
  readonly has_results: boolean;
}

/** The dictionary as the resource serves it, markers in dictionary order. */
function dictionaryJson(
  dictionary: Dictionary,
  codesWithResults: readonly string[],
): { markers: MarkerJson[] } {
  const withResults = new Set(codesWithResults);
  return {
    markers: [...dictionary.markers.values()].map((m) => ({
      code: m.code,
      label: cleanText(m.label),
      aliases: m.aliases.map((a) => cleanText(a)),
      loinc: [...m.loinc],
      ...(m.group === undefined ? {} : { group: cleanText(m.group) }),
      has_results: withResults.has(m.code),
    })),
  };
}

/** Registers `bloodwork://markers`, read from a fresh snapshot on each read. */
export function registerMarkersResource(
  server: McpServer,
  snapshot: () => Promise<ResultsView>,
): void {
  server.registerResource("markers", MARKERS_URI, {
    title: "Marker dictionary",
    description: "Every marker the server knows: code, label, aliases, LOINC, group",
    mimeType: "application/json",
  }, async (uri) => {
    let body: unknown;
    try {
      const view = await snapshot();
      body = dictionaryJson(view.index.dictionary, view.codes());
    } catch (error) {
      if (!(error instanceof StoreUnreadableError)) throw error;
      // As the tools answer it: a readable error, not an internal one.
      body = {
        markers: [],
        error: { code: "store_unreadable", message: error.message, path: error.path },
      };
    }
    return {
      contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(body) }],
    };
  });
}
