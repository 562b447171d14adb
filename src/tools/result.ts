/**
 * Turning a domain outcome into an MCP tool result: `structuredContent` plus a
 * compact text rendering, or an `isError` result whose text carries the same
 * message and suggestions, since that text is all a model sees.
 *
 * @module
 */

import type { CallToolResult } from "@modelcontextprotocol/server";
import type { z } from "zod";
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
function errorResult(error: ToolError): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: `Error ${error.code}: ${error.message}` }],
    structuredContent: { ok: false, error },
  };
}

/** How many answers are kept per store view (see {@link answer}). */
const ANSWERS_KEPT = 32;

/**
 * The answers given over each store view, by question. A view is the store
 * as one refresh read it: a change to the files (an append included) or to
 * `markers.yaml` or `events.yaml` gives the next call a new view, and a view
 * no call holds any more is collected with its answers. The same question
 * over the same view has the same answer, so it is built once.
 */
const answered = new WeakMap<ResultsView, Map<string, CallToolResult>>();

function keep(view: ResultsView, key: string, result: CallToolResult): CallToolResult {
  let kept = answered.get(view);
  if (kept === undefined) answered.set(view, kept = new Map());
  if (kept.size >= ANSWERS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, result);
  return result;
}

/**
 * Runs a query against a fresh snapshot. A store that cannot be read becomes
 * a `store_unreadable` error with the path it expected, never a crash. With
 * `key` (the tool and its arguments, as one string), the answer is kept for
 * the view it was built over and given again to the same question over it.
 */
export async function answer<T extends object>(
  deps: ToolDeps,
  query: (view: ResultsView) => Outcome<T>,
  render: (value: T) => string,
  key?: string,
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
  const known = key === undefined ? undefined : answered.get(view)?.get(key);
  if (known !== undefined) return known;
  const outcome = query(view);
  const result: CallToolResult = outcome.ok
    ? {
      content: [{ type: "text", text: render(outcome.value) }],
      structuredContent: { ok: true, ...outcome.value },
    }
    : errorResult(outcome.error);
  return key === undefined ? result : keep(view, key, result);
}

/**
 * `schema` (a tool's output schema), its check passing at once an object it
 * passed before: an answer given again (see {@link answer}) is the same,
 * unchanged object, and the SDK checks every answer against the schema. What
 * `tools/list` shows of the schema is unchanged.
 */
export function checkedOnce<S extends z.ZodType>(schema: S): S {
  const standard = schema["~standard"];
  const passed = new WeakSet<object>();
  schema["~standard"] = {
    ...standard,
    validate: (value: unknown, options) => {
      const object = typeof value === "object" && value !== null ? value : undefined;
      // It passed as it is: the check's own result would be a copy of it.
      if (object !== undefined && passed.has(object)) return { value: object as z.output<S> };
      const result = standard.validate(value, options);
      if (object !== undefined && !(result instanceof Promise) && result.issues === undefined) {
        passed.add(object);
      }
      return result;
    },
  };
  return schema;
}

/** The annotations every tool carries: read-only, repeatable, closed world. */
export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;
