/**
 * The fuzzer's 2026-07-28 connections (`docs/mcp_line.md`): a connection
 * opened with `server/discover`, on which every request carries the
 * protocol's `_meta` envelope (version, client info, client capabilities).
 * {@link modernInput} puts the envelope on each generated request that has
 * room for it, so the same hostile inputs reach the modern server as they
 * reach the 2025-era one, and says what the modern era owes where it owes
 * something else.
 *
 * @module
 */

import type { Expectation } from "./expectation.ts";
import type { FuzzInput } from "./inputs.ts";
import { line } from "./inputs.ts";

/** The revision of a modern connection. */
export const MODERN_REVISION = "2026-07-28";

/** The `_meta` envelope every request of a modern connection carries. */
export const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": MODERN_REVISION,
  "io.modelcontextprotocol/clientInfo": { name: "bloodwork-fuzz", version: "1" },
  "io.modelcontextprotocol/clientCapabilities": {},
} as const;

/**
 * Requests a modern connection answers "method not found" (-32601) where a
 * 2025-era one answers them: `ping` and `initialize`, which 2026-07-28
 * removed (the SDK's `Server.ping()`: "The 2026-07-28 protocol removed
 * ping"; a modern connection opens with `server/discover` and each request
 * carries the envelope instead), and `logging/setLevel`, since a modern
 * instance declares no logging (2026-07-28 deprecates it; `docs/mcp_line.md`).
 */
const NOT_MODERN_METHODS: ReadonlySet<string> = new Set(["ping", "initialize", "logging/setLevel"]);

/**
 * Requests only a modern connection has, which the generator sends as
 * unknown methods: `subscriptions/listen` is a method there, and without the
 * filter it needs its params are invalid (-32602).
 */
const MODERN_ONLY_METHODS: ReadonlySet<string> = new Set(["subscriptions/listen"]);

/** What a modern connection owes a request of `method` that a 2025-era one owes `expect`. */
function modernExpectation(method: string, expect: Expectation): Expectation {
  if (!("id" in expect) || expect.id === null) return expect;
  // An invalid request (-32600) or a parse error is refused before its method is looked up.
  if (expect.type === "error" && expect.code !== -32601 && expect.code !== -32602) return expect;
  if (NOT_MODERN_METHODS.has(method)) return { type: "error", code: -32601, id: expect.id };
  if (MODERN_ONLY_METHODS.has(method)) return { type: "error", code: -32602, id: expect.id };
  return expect;
}

/** `params` with the envelope added, or `undefined` when they have no room for it (not an object). */
function withEnvelope(params: unknown): Record<string, unknown> | undefined {
  if (params === undefined) return { _meta: MODERN_META };
  if (typeof params !== "object" || params === null || Array.isArray(params)) return undefined;
  const meta = (params as { _meta?: unknown })._meta;
  if (meta !== undefined && (typeof meta !== "object" || meta === null)) return undefined;
  return { ...params, _meta: { ...(meta as object | undefined), ...MODERN_META } };
}

/**
 * The input as a modern client would send it: a request line (one JSON
 * object with a method) gets the envelope in its params; anything else
 * (bytes, truncated or nested JSON, batches, responses, notifications,
 * blank lines) goes as it is.
 */
export function modernInput(input: FuzzInput): FuzzInput {
  if (input.bytes.length > 64 * 1024) return input;
  let message: unknown;
  try {
    // Invalid UTF-8 stays invalid: only a line that decodes strictly is rewritten.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(input.bytes);
    if (text.indexOf("\n") !== text.length - 1) return input;
    message = JSON.parse(text);
  } catch {
    return input;
  }
  if (typeof message !== "object" || message === null || Array.isArray(message)) return input;
  const request = message as Record<string, unknown>;
  if (typeof request.method !== "string" || !("id" in request)) return input;
  const params = withEnvelope(request.params);
  if (params === undefined) return input;
  const bytes = line(JSON.stringify({ ...request, params }));
  return { ...input, bytes, expect: modernExpectation(request.method, input.expect) };
}
