/**
 * The fuzzer's checks: what the server owes one input ({@link Expectation},
 * set by the generator in `inputs.ts`) and whether its replies pay it.
 *
 * @module
 */

import type { Message } from "../server_process.ts";
import { HOSTILE_OUTPUT } from "./hostile.ts";

/** What the server must answer to one input. */
export type Expectation =
  /** Exactly this JSON-RPC error code, with this id. */
  | { readonly type: "error"; readonly code: number; readonly id: string | number | null }
  /** A tool-level `isError` result or a `-32602` error, with this id. */
  | { readonly type: "tool_error"; readonly id: string | number }
  /** A successful result with this id. */
  | { readonly type: "result"; readonly id: string | number }
  /** Some answer (result or error) with this id. */
  | { readonly type: "answer"; readonly id: string | number }
  /** Some answer with this id that carries no hostile character (see `HOSTILE_OUTPUT` in `hostile.ts`). */
  | { readonly type: "clean_answer"; readonly id: string | number }
  /**
   * A successful, non-`isError` result with this id that carries no hostile
   * character and no "Infinity" or "NaN".
   */
  | { readonly type: "clean_result"; readonly id: string | number }
  /**
   * A `notifications/subscriptions/acknowledged` for the listen request of
   * this id (2026-07-28): a listen is answered only when its stream closes.
   */
  | { readonly type: "acknowledged"; readonly id: string | number }
  /** No answer at all (a notification, a response, a blank line). */
  | { readonly type: "silent" }
  /** Anything, as long as it is valid JSON-RPC (random bytes). */
  | { readonly type: "unknown" };

/**
 * Whether `replies`, what the server wrote after one input besides the
 * probe's answer, are what that input is owed.
 */
export function satisfies(expect: Expectation, replies: readonly Message[]): boolean {
  switch (expect.type) {
    case "unknown":
      return true;
    case "silent":
      return replies.length === 0;
    case "acknowledged":
      return replies.some((m) => {
        const meta = (m.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
        return m.method === "notifications/subscriptions/acknowledged" &&
          meta?.["io.modelcontextprotocol/subscriptionId"] === expect.id && !("id" in m);
      });
    case "error":
      return replies.some((m) =>
        m.id === expect.id && (m.error as { code?: unknown } | undefined)?.code === expect.code
      );
    case "result":
      return replies.some((m) => m.id === expect.id && "result" in m);
    case "answer":
      return replies.some((m) => m.id === expect.id);
    case "clean_answer":
      return replies.some((m) => m.id === expect.id && !HOSTILE_OUTPUT.test(JSON.stringify(m)));
    case "clean_result":
      return replies.some((m) => {
        const result = m.result as { isError?: unknown } | undefined;
        const text = JSON.stringify(m);
        return m.id === expect.id && result !== undefined && result.isError !== true &&
          !HOSTILE_OUTPUT.test(text) && !/Infinity|NaN/.test(text);
      });
    case "tool_error":
      return replies.some((m) =>
        m.id === expect.id &&
        ((m.result as { isError?: unknown } | undefined)?.isError === true ||
          (m.error as { code?: unknown } | undefined)?.code === -32602)
      );
  }
}

/** The id of the answer an input waits for (`null`: an error with no id; `undefined`: none). */
export function awaitedId(expect: Expectation): string | number | null | undefined {
  // An acknowledgement carries no id: it comes before the probe's answer.
  return "id" in expect && expect.type !== "acknowledged" ? expect.id : undefined;
}
