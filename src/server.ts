/**
 * `createServer()`: the MCP server with its instructions, tools and prompts,
 * over whatever store view it is given. No transport, no I/O of its own.
 *
 * @module
 */

import { McpServer } from "@modelcontextprotocol/server";
import type { ResultsView } from "./domain/answers/results_view.ts";
import { registerPrompts } from "./prompts/register_prompts.ts";
import { registerResources } from "./resources/index.ts";
import {
  CatalogWatch,
  registerResourceChanges,
  type WithCatalog,
} from "./resources/resource_changes.ts";
import { StoreWarnings, type WithProblems } from "./resources/store_warnings.ts";
import { registerTools } from "./tools/register_tools.ts";
import { SERVER_TITLE } from "./version.ts";

/** What the server needs. */
export interface ServerDeps {
  /**
   * The store as it is now; throws `StoreUnreadableError` when it cannot be read.
   * The problems it carries are sent to the client as warnings, once each;
   * a change of its catalog fingerprint is announced as a resource change.
   */
  readonly snapshot: () => Promise<ResultsView & WithProblems & WithCatalog>;
  readonly version: string;
  /**
   * Where store warnings go on a connection without MCP logging (2026-07-28):
   * one line each, for stderr. Without it they are dropped there.
   */
  readonly log?: (line: string) => void;
}

/**
 * The protocol era an instance serves, as `serveStdio` picks it from the
 * client's first message: `legacy` for an `initialize` handshake
 * (2025-11-25 and older), `modern` for 2026-07-28.
 */
export type Era = "legacy" | "modern";

/**
 * How a 2026-07-28 client may cache the answer to `server/discover` (which
 * the SDK builds and `serveStdio` serves): it changes only when the server
 * is upgraded, which restarts the process on stdio, so an hour is safe; and
 * the server is one person's, so the cache is private.
 */
const DISCOVER_CACHE = { ttlMs: 60 * 60 * 1000, cacheScope: "private" } as const;

/**
 * What the model is told about this server.
 *
 * @internal test seam: the protocol test checks every revision is told the same instructions.
 */
export const INSTRUCTIONS =
  "Reads the user's own blood-test (lab) results over time, from their local files. " +
  "Use these tools whenever the user asks about their results, e.g. 'how did my ferritin change', " +
  "'compare my hemoglobin and ESR', 'porównaj moje wyniki hemoglobiny i OB w czasie', 'jak zmieniała się moja ferrytyna'. " +
  "Name markers by code, Polish label or English alias. Answer from these numbers, not from general knowledge. " +
  "On marker_not_found, retry with a suggested code.";

/**
 * Builds the server for one connection. Logging is a capability of the
 * legacy era only: revision 2026-07-28 deprecates it (stderr carries the
 * logs of a stdio server), so a modern instance neither declares it nor
 * sends log messages; its store warnings go to `deps.log` instead.
 */
export function createServer(deps: ServerDeps, era: Era = "legacy"): McpServer {
  const serverInfo = { name: "bloodwork-mcp", title: SERVER_TITLE, version: deps.version };
  const server = new McpServer(
    serverInfo,
    {
      instructions: INSTRUCTIONS,
      cacheHints: { "server/discover": DISCOVER_CACHE },
      capabilities: {
        tools: {},
        prompts: {},
        resources: { listChanged: true, subscribe: true },
        ...(era === "legacy" ? { logging: {} } : {}),
      },
    },
  );
  const warnings = new StoreWarnings((text) => {
    if (era === "legacy") {
      server.sendLoggingMessage({ level: "warning", logger: "store", data: text }).catch(() => {});
    } else {
      deps.log?.(text);
    }
  });
  const announceChange = registerResourceChanges(server);
  const catalog = new CatalogWatch();
  // The warnings a view brings are sent once the answer that asked for it is on its way (timers
  // run after the answer's promise chain), in the order of the views: a first call over a store
  // with many problems does not wait for their texts. A change of the catalog is announced at
  // once, before the answer that shows it.
  const snapshot = async () => {
    const view = await deps.snapshot();
    setTimeout(() => warnings.report(view), 0);
    if (catalog.changed(view)) announceChange();
    return view;
  };
  registerTools(server, { snapshot });
  registerPrompts(server, { snapshot });
  registerResources(server, { snapshot });
  return server;
}
