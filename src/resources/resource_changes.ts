/**
 * Telling a client that what it may have cached changed: when the
 * dictionary (`markers.yaml`), the events (`events.yaml`) or the set of
 * markers with results changes, the server sends
 * `notifications/resources/list_changed`, and
 * `notifications/resources/updated` for `bloodwork://markers` when a
 * 2025-era client subscribed to it (`resources/subscribe`). On a 2026-07-28
 * connection the SDK's `serveStdio` carries the same notifications on the
 * client's `subscriptions/listen` streams instead (docs/mcp_line.md).
 *
 * The change is seen where the store is read: each snapshot carries a
 * fingerprint (`src/store/catalog_fingerprint.ts`), and a fingerprint that
 * differs from the last one seen is a change. Nothing polls the files, so a
 * change is announced at the next request that reads the store (a tool call,
 * a prompt, a read of `bloodwork://markers`), before its answer. The first
 * snapshot is the baseline and announces nothing.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
import { cleanText } from "../domain/text.ts";
import { MARKERS_URI } from "./markers.ts";
import { TREND_VIEW_URI } from "./trend_view_link.ts";

/** A store view that may carry the fingerprint of what a client caches. */
export interface WithCatalog {
  readonly catalog?: string;
}

/** The resources a client may subscribe to: every resource the server lists. */
const SUBSCRIBABLE: ReadonlySet<string> = new Set([MARKERS_URI, TREND_VIEW_URI]);

/** The resources whose content follows the store (the trend view is a fixed page). */
const FOLLOWS_STORE: readonly string[] = [MARKERS_URI];

/**
 * Remembers the last view with a fingerprint; {@link CatalogWatch.changed}
 * says whether a view's fingerprint differs from it. The same view again is
 * no change, and the first view is only the baseline, so neither computes a
 * fingerprint (a store's snapshot computes its own when first asked).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const watch = new CatalogWatch();
 * assert.equal(watch.changed({ catalog: "a" }), false); // the baseline
 * assert.equal(watch.changed({ catalog: "a" }), false);
 * assert.equal(watch.changed({ catalog: "b" }), true);
 * assert.equal(watch.changed({}), false); // a view with no fingerprint says nothing
 * assert.equal(watch.changed({ catalog: "c" }), true);
 * ```
 */
export class CatalogWatch {
  #last: WithCatalog | undefined;

  /** Whether `view` shows a change since the last view with a fingerprint. */
  changed(view: WithCatalog): boolean {
    const before = this.#last;
    if (before === view || !("catalog" in view)) return false;
    if (before === undefined) {
      this.#last = view;
      return false;
    }
    const now = view.catalog;
    if (now === undefined) return false;
    this.#last = view;
    return before.catalog !== undefined && before.catalog !== now;
  }
}

/**
 * Answers `resources/subscribe` and `resources/unsubscribe` on `server`, and
 * returns the function that announces a change to this client. The server's
 * capabilities must declare `resources: { subscribe: true, listChanged: true }`.
 */
export function registerResourceChanges(server: McpServer): () => void {
  const subscribed = new Set<string>();
  const known = (uri: string) => {
    if (SUBSCRIBABLE.has(uri)) return uri;
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Resource ${JSON.stringify(cleanText(uri))} is not one of this server's; subscribe to ${
        JSON.stringify(MARKERS_URI)
      }`,
    );
  };
  server.server.setRequestHandler("resources/subscribe", (request) => {
    subscribed.add(known(request.params.uri));
    return {};
  });
  server.server.setRequestHandler("resources/unsubscribe", (request) => {
    subscribed.delete(known(request.params.uri));
    return {};
  });
  return () => {
    if (!server.isConnected()) return;
    server.server.sendResourceListChanged().catch(() => {});
    for (const uri of FOLLOWS_STORE) {
      if (subscribed.has(uri)) server.server.sendResourceUpdated({ uri }).catch(() => {});
    }
  };
}
