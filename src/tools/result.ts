/**
 * Turning a domain outcome into an MCP tool result: `structuredContent` plus a
 * compact text rendering, or an `isError` result whose text carries the same
 * message and suggestions, since that text is all a model sees.
 *
 * @module
 */

import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Outcome, QueryError } from "../domain/answers/find_marker.ts";
import { cleanText } from "../domain/text.ts";
import type { ResultsView } from "../domain/answers/results_view.ts";
import { StoreUnreadableError } from "../store/store.ts";

/** What every tool needs: a fresh view of the store. */
export interface ToolDeps {
  /** The store as it is now; throws {@link StoreUnreadableError} when it cannot be read. */
  readonly snapshot: () => Promise<ResultsView>;
}

/** An error body as tools return it. */
export type ToolError = QueryError | {
  readonly code: "store_unreadable";
  readonly message: string;
  readonly path: string;
};

/** The `isError` result for an error. */
export function errorResult(error: ToolError): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: `Error ${error.code}: ${error.message}` }],
    structuredContent: { ok: false, error },
  };
}

/**
 * Runs a query against a fresh snapshot. A store that cannot be read becomes
 * a `store_unreadable` error with the path it expected, never a crash.
 */
export async function answer<T extends object>(
  deps: ToolDeps,
  query: (view: ResultsView) => Outcome<T>,
  render: (value: T) => string,
): Promise<CallToolResult> {
  let view: ResultsView;
  try {
    view = await deps.snapshot();
  } catch (error) {
    if (error instanceof StoreUnreadableError) {
      // Paths and file names are untrusted text too: cleaned, never capped short.
      return errorResult({
        code: "store_unreadable",
        message: cleanText(error.message, 4096),
        path: cleanText(error.path, 4096),
      });
    }
    throw error;
  }
  const outcome = query(view);
  if (!outcome.ok) return errorResult(outcome.error);
  return {
    content: [{ type: "text", text: render(outcome.value) }],
    structuredContent: { ok: true, ...outcome.value },
  };
}

/** The annotations every tool carries: read-only, repeatable, closed world. */
export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;
