/**
 * `server/discover`, the request of protocol revision 2026-07-28 that every
 * server MUST answer (a modern client on stdio probes with it before
 * anything else). SDK 1.32 does not know the method, so it is registered
 * here on the SDK's low-level server, with the answer built from what
 * `initialize` itself reports: the versions the SDK negotiates, the
 * capabilities as registered, and the instructions.
 *
 * The fields follow `DiscoverResult` of the 2026-07-28 schema
 * (`schema/2026-07-28/schema.ts` of the specification; the same fields as
 * `DiscoverResultSchema` of the v2 `@modelcontextprotocol/core`): the
 * `supportedVersions`, `capabilities` and `instructions`, plus what every
 * result of that revision carries (`resultType`), what a cacheable one
 * carries (`ttlMs`, `cacheScope`) and the server's identity under
 * `_meta["io.modelcontextprotocol/serverInfo"]`.
 *
 * The versions listed are the ones this server really serves, all of them
 * negotiated by `initialize`: it does not serve 2026-07-28's stateless
 * requests (per-request `_meta`, `subscriptions/listen`), so it does not
 * list that revision, and a dual-era client picks 2025-11-25 from the list.
 * See `docs/mcp_line.md`.
 *
 * @module
 */

// @ts-types="@modelcontextprotocol/sdk/server/index"
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

/** The method name. */
export const DISCOVER_METHOD = "server/discover";

/** The `_meta` key of the server's identity on a 2026-07-28 result. */
export const SERVER_INFO_META_KEY = "io.modelcontextprotocol/serverInfo";

/**
 * How long a client may cache the answer: it changes only when the server is
 * upgraded, which restarts the process (stdio), so an hour is safe.
 */
export const DISCOVER_TTL_MS = 60 * 60 * 1000;

/** The request: no params of its own, only the optional `_meta` envelope. */
export const DiscoverRequestSchema = z.object({
  method: z.literal(DISCOVER_METHOD),
  params: z.looseObject({ _meta: z.looseObject({}).optional() }).optional(),
});

/** The answer to `server/discover`. */
export interface DiscoverResult {
  readonly resultType: "complete";
  readonly supportedVersions: string[];
  readonly capabilities: Record<string, unknown>;
  readonly instructions?: string;
  readonly ttlMs: number;
  readonly cacheScope: "public" | "private";
  readonly _meta: { readonly [SERVER_INFO_META_KEY]: ServerInfo };
}

/** The server's identity, as `initialize` reports it. */
export interface ServerInfo {
  readonly name: string;
  readonly version: string;
  readonly title?: string;
}

/**
 * The answer, from what `initialize` reports.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const result = discoverResult({ tools: {} }, { name: "x", version: "1" }, "Use it.");
 * assert.equal(result.supportedVersions[0], "2025-11-25");
 * assert.equal(result.resultType, "complete");
 * ```
 */
export function discoverResult(
  capabilities: Record<string, unknown>,
  serverInfo: ServerInfo,
  instructions: string | undefined,
): DiscoverResult {
  return {
    resultType: "complete",
    supportedVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    capabilities: structuredClone(capabilities),
    ...(instructions === undefined ? {} : { instructions }),
    ttlMs: DISCOVER_TTL_MS,
    // The answer holds nothing of the user's, but the server is one person's: keep it private.
    cacheScope: "private",
    _meta: { [SERVER_INFO_META_KEY]: serverInfo },
  };
}

/**
 * The capabilities `initialize` reports. `Server.getCapabilities()` is what
 * the SDK's own `initialize` handler answers with; its typings mark it
 * private, so it is reached through this one narrow view (a test compares
 * the two answers, so a change in the SDK shows).
 */
function capabilitiesOf(server: Server): Record<string, unknown> {
  return (server as unknown as { getCapabilities(): Record<string, unknown> }).getCapabilities();
}

/**
 * Answers `server/discover` on `server`, before and after `initialize` alike.
 * The capabilities are read at each request, so ones registered later count.
 */
export function registerDiscover(
  server: Server,
  serverInfo: ServerInfo,
  instructions: string | undefined,
): void {
  server.setRequestHandler(
    DiscoverRequestSchema,
    () => discoverResult(capabilitiesOf(server), serverInfo, instructions),
  );
}
