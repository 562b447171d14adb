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
import type { FuzzInput } from "./input_lines.ts";
import { line } from "./input_lines.ts";

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

/** A request line of a modern connection, with the envelope. */
function modernRequest(id: string, method: string, params: Record<string, unknown> = {}): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method, params: { ...params, _meta: MODERN_META } });
}

function cancelled(requestId: string): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    method: "notifications/cancelled",
    params: { requestId, reason: "fuzz" },
  });
}

/** How many listens the stall check opens at once: more than the transport's backlog of 64. */
export const LISTEN_BURST = 70;

/**
 * The inputs of a 2026-07-28 session, in a cycle of four, that a generated
 * stream does not hold: two `subscriptions/listen` streams opened (each
 * owes its acknowledgement); a `server/discover` inside the connection (a
 * result); a tool call cancelled at once and one of the two streams
 * cancelled (no answer owed either way); then {@link LISTEN_BURST} streams
 * opened and all cancelled, the other stream too. Every stream is closed by
 * the end of a cycle, so a process never nears the SDK's cap of 1,024 open
 * streams; the burst once stalled the server for good (docs/reliability.md).
 */
export function* sessionInputs(): Generator<FuzzInput> {
  const bytes = (lines: string[]) => line(lines.join("\n"));
  for (let k = 0;; k++) {
    const a = `listen-${k}-a`, b = `listen-${k}-b`;
    yield {
      category: "session_listen",
      bytes: bytes([
        modernRequest(a, "subscriptions/listen", { notifications: { resourcesListChanged: true } }),
        modernRequest(b, "subscriptions/listen", {
          notifications: { resourceSubscriptions: ["bloodwork://markers"] },
        }),
      ]),
      expect: { type: "acknowledged", id: b },
    };
    yield {
      category: "session_discover",
      bytes: bytes([modernRequest(`discover-${k}`, "server/discover")]),
      expect: { type: "result", id: `discover-${k}` },
    };
    yield {
      category: "session_cancel",
      bytes: bytes([
        modernRequest(`call-${k}`, "tools/call", { name: "list_markers", arguments: {} }),
        cancelled(`call-${k}`),
        cancelled(b),
      ]),
      expect: { type: "unknown" },
    };
    const burst = Array.from({ length: LISTEN_BURST }, (_, i) => `burst-${k}-${i}`);
    yield {
      category: "session_listen_burst",
      bytes: bytes([
        ...burst.map((id) =>
          modernRequest(id, "subscriptions/listen", {
            notifications: { resourcesListChanged: true },
          })
        ),
        ...burst.map(cancelled),
        cancelled(a),
      ]),
      expect: { type: "acknowledged", id: burst.at(-1)! },
    };
  }
}
