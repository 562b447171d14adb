/**
 * What every query shares: its outcome (data or a typed error the caller can
 * correct itself from), a marker as shown, finding the marker a person names
 * (by code, label, alias or abbreviation, or a miss with the closest
 * markers), and what to say when the store holds nothing.
 *
 * @module
 */

import type { Marker } from "../markers/dictionary.ts";
import { resolveMarker, type Suggestion } from "../markers/resolve.ts";
import { cleanText } from "../text.ts";
import type { ResultsView } from "./results_view.ts";

/** A failed query, with what the caller needs to correct itself. */
export interface QueryError {
  readonly code: "marker_not_found" | "marker_ambiguous" | "invalid_argument";
  readonly message: string;
  readonly suggestions?: readonly Suggestion[];
  /** For a comparison: which identifiers failed, and why. */
  readonly unresolved?: readonly UnresolvedMarker[];
}

/** One identifier of a comparison that did not resolve. */
export interface UnresolvedMarker {
  readonly query: string;
  readonly code: "marker_not_found" | "marker_ambiguous";
  readonly suggestions: readonly Suggestion[];
}

/** Success or a query error. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | {
  readonly ok: false;
  readonly error: QueryError;
};

/** A marker as shown: code, label and group, with untrusted text cleaned. */
export interface MarkerRef {
  readonly code: string;
  readonly label: string;
  readonly group?: string;
}

/** A marker as shown, its dictionary text cleaned. */
export function refOf(marker: Marker): MarkerRef {
  return {
    code: marker.code,
    label: cleanText(marker.label),
    ...(marker.group !== undefined ? { group: cleanText(marker.group) } : {}),
  };
}

/** The dictionary's marker of a code, or a bare one for a code the dictionary lacks. */
export function markerOf(view: ResultsView, code: string): Marker {
  return view.index.dictionary.markers.get(code) ??
    { code, label: code, aliases: [], loinc: [], patterns: [] };
}

/** A successful outcome. */
export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** An `invalid_argument` outcome. */
export function invalid(message: string): Outcome<never> {
  return { ok: false, error: { code: "invalid_argument", message } };
}

/** What a person typed, quoted and cleaned, for a message. */
export function describeQuery(query: string): string {
  return JSON.stringify(cleanText(query, 60));
}

/** The message of a miss: not found (with the closest markers) or ambiguous. */
export function missMessage(
  code: "marker_not_found" | "marker_ambiguous",
  query: string,
  suggestions: readonly Suggestion[],
): string {
  // Labels come from a file: quoted, so a crafted one cannot read as an instruction.
  const offered = suggestions.map((s) => `${s.code} ${JSON.stringify(cleanText(s.label))}`)
    .join(", ");
  if (code === "marker_ambiguous") {
    return `Marker ${
      describeQuery(query)
    } is ambiguous: it could be ${offered}. Ask again with one code`;
  }
  return suggestions.length > 0
    ? `Marker ${describeQuery(query)} not found. Did you mean ${offered}?`
    : `Marker ${
      describeQuery(query)
    } not found, and no marker name is close. List the markers with results to see what is there`;
}

/** Resolves one identifier, or explains the miss. */
export function findMarker(view: ResultsView, query: string): Outcome<Marker> {
  const resolution = resolveMarker(view.index, query);
  if (resolution.kind === "found") return ok(resolution.marker);
  return {
    ok: false,
    error: {
      code: resolution.kind,
      message: missMessage(resolution.kind, query, resolution.suggestions),
      suggestions: resolution.suggestions,
    },
  };
}

/** What to say when the store has no results at all. */
export function emptyStoreNote(view: ResultsView): string {
  return view.fileCount === 0
    ? "The data directory has no results yet: add *.ndjson files (one measurement per line) or run the importer"
    : "The store files hold no valid results: run the CLI's check command to see why";
}
