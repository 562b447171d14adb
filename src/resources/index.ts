/**
 * Every resource of the server, registered in one place: the trend view (an
 * MCP App), the marker dictionary and the imported documents. Both have fixed URIs; no resource
 * template takes a path, so nothing outside them can be read.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import type { ResultsView } from "../domain/answers/results_view.ts";
import { registerMarkersResource } from "./markers.ts";
import { registerTrendViewResource } from "./trend_view.ts";
import { registerDocumentsResource } from "./documents.ts";

/** Registers the trend view, the dictionary and the documents resources. */
export function registerResources(
  server: McpServer,
  deps: { readonly snapshot: () => Promise<ResultsView> },
): void {
  registerTrendViewResource(server);
  registerMarkersResource(server, deps.snapshot);
  registerDocumentsResource(server, deps.snapshot);
}
