/**
 * The imported documents as a read-only resource, `bloodwork://documents`:
 * each document the store's results came from (its name as the importer
 * stored it, identity masked), its test dates, lab, how many results, and
 * the day it was imported, as JSON. Results without provenance (older
 * stores, lines written by hand) are in no document. When the data directory
 * cannot be read it answers `{documents: [], error}`, as the tools do.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { documentsOf } from "../domain/readings/provenance.ts";
import type { ResultsView } from "../domain/answers/results_view.ts";
import { StoreUnreadableError } from "../store/store.ts";

/** Where the documents resource lives. */
const DOCUMENTS_URI = "bloodwork://documents";

/** Registers `bloodwork://documents`, read from a fresh snapshot on each read. */
export function registerDocumentsResource(
  server: McpServer,
  snapshot: () => Promise<ResultsView>,
): void {
  server.registerResource("documents", DOCUMENTS_URI, {
    title: "Imported documents",
    description: "The documents results came from: name, dates, lab, results, day imported",
    mimeType: "application/json",
    annotations: { audience: ["user", "assistant"] },
  }, async (uri) => {
    let body: unknown;
    try {
      body = { documents: documentsOf(await snapshot()) };
    } catch (error) {
      if (!(error instanceof StoreUnreadableError)) throw error;
      body = {
        documents: [],
        error: { code: "store_unreadable", message: error.message, path: error.path },
      };
    }
    return {
      contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(body) }],
    };
  });
}
