/**
 * Query failures as the CLI shows them: one clear line per marker that did
 * not resolve, with the markers it might have meant.
 *
 * @module
 */

import type { QueryError } from "../domain/answers/find_marker.ts";
import type { Suggestion } from "../domain/markers/resolve.ts";
import { cleanText } from "../domain/text.ts";
import { PROGRAM } from "./usage.ts";

function cleanSuggestion(s: Suggestion): Suggestion {
  return { code: s.code, label: cleanText(s.label) };
}

/** A query error with every label cleaned, for `--json`. */
export function cleanError(error: QueryError): QueryError {
  return {
    code: error.code,
    message: cleanText(error.message, 1000),
    ...(error.suggestions ? { suggestions: error.suggestions.map(cleanSuggestion) } : {}),
    ...(error.unresolved
      ? {
        unresolved: error.unresolved.map((u) => ({
          ...u,
          query: cleanText(u.query, 60),
          suggestions: u.suggestions.map(cleanSuggestion),
        })),
      }
      : {}),
  };
}

function offer(suggestions: readonly Suggestion[]): string {
  const names = suggestions.map((s) => {
    const label = cleanText(s.label);
    return label === s.code ? s.code : `${s.code} (${label})`;
  });
  return names.length < 2
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/**
 * One line about one marker that did not resolve.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   missLine("ferrytna", "marker_not_found", [{ code: "FERR", label: "Ferrytyna" }]),
 *   'Marker "ferrytna" not found. Did you mean FERR (Ferrytyna)?',
 * );
 * ```
 *
 * @internal doc test: its example pins the line a marker not found prints.
 */
export function missLine(
  query: string,
  code: "marker_not_found" | "marker_ambiguous",
  suggestions: readonly Suggestion[],
  program: string = PROGRAM,
): string {
  const quoted = JSON.stringify(cleanText(query, 60));
  if (code === "marker_ambiguous") {
    return `Marker ${quoted} is ambiguous: it could be ${
      offer(suggestions)
    }. Use one of these codes`;
  }
  return suggestions.length > 0
    ? `Marker ${quoted} not found. Did you mean ${offer(suggestions)}?`
    : `Marker ${quoted} not found, and no marker name is close. ` +
      `Run "${cleanText(program, 300)} markers" to see the markers with results`;
}

/** The lines that explain a failed query; `query` is what the user asked for, if one marker. */
export function errorText(error: QueryError, query?: string, program: string = PROGRAM): string {
  if (error.unresolved && error.unresolved.length > 0) {
    return error.unresolved.map((u) => missLine(u.query, u.code, u.suggestions, program)).join(
      "\n",
    );
  }
  if (error.code !== "invalid_argument" && query !== undefined) {
    return missLine(query, error.code, error.suggestions ?? [], program);
  }
  return cleanText(error.message, 1000);
}
