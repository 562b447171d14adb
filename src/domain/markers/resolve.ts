/**
 * Resolving what a person, a model or a lab report calls a marker to one
 * dictionary code: by code, then label, then alias, then the abbreviation
 * before a parenthesis; within a specimen when the row names one ("Glukoza"
 * in a urine section is urine glucose); then, when the full name misses, the
 * same name without a method or generation suffix ("TSH 3. generacji"),
 * with its percent or count sign spelled alike ("Neutrofile [%]"), or as
 * "Label (CODE)". A miss is a value with suggestions, never an empty answer.
 * The index is `marker_index.ts`'s, the ways a name is looked up
 * `marker_lookup.ts`'s.
 *
 * @module
 */

import type { Marker } from "./dictionary.ts";
import { admitting, type MarkerIndex, missIndexOf } from "./marker_index.ts";
import { lookupQuery, type MatchTier } from "./marker_lookup.ts";
import { closestNames, type SuggestionProbe } from "./suggest.ts";
import { cleanText, normalizeName } from "../text.ts";

/** A marker offered as a correction. */
export interface Suggestion {
  readonly code: string;
  readonly label: string;
}

/** The outcome of resolving one identifier. */
export type Resolution =
  | { readonly kind: "found"; readonly marker: Marker; readonly matched: MatchTier }
  | {
    readonly kind: "marker_not_found" | "marker_ambiguous";
    readonly query: string;
    readonly suggestions: readonly Suggestion[];
  };

/**
 * How many suggestions a miss offers.
 *
 * @internal test seam: the test reaches the cap without repeating the number.
 */
export const MAX_SUGGESTIONS = 3;

/** Where a row was printed, which narrows the markers it may name. */
export interface ResolveOptions {
  /**
   * The specimen the row's section names ("blood", "urine", "serum", …): only
   * markers of that specimen are considered. `undefined`: every marker.
   */
  readonly specimen?: string | undefined;
  /** The section heading the row was printed under ("Osad moczu" prefers sediment items). */
  readonly section?: string | undefined;
  /** Counts the similarity computations of a miss (tests and benchmarks). */
  readonly probe?: SuggestionProbe | undefined;
}

/** A marker offered as a correction, its label cleaned. */
function suggestionOf(index: MarkerIndex, code: string): Suggestion {
  const marker = index.dictionary.markers.get(code);
  return { code, label: cleanText(marker?.label ?? code) };
}

/**
 * Up to {@link MAX_SUGGESTIONS} markers whose names are closest to `query`:
 * markers sharing a word or an abbreviation first, then by similarity. With a
 * specimen, only markers of that specimen are offered. The work is bounded
 * (see `suggest.ts`), whatever the size of the dictionary.
 */
function suggestMarkers(
  index: MarkerIndex,
  query: string,
  options: ResolveOptions = {},
): Suggestion[] {
  const key = normalizeName(query);
  if (key === "") return [];
  const admit = admitting(index, options.specimen);
  const accept = (name: string) => (index.names.get(name) ?? []).some(admit);
  const codes: string[] = [];
  const closest = closestNames(missIndexOf(index).suggestions, key, 12, {
    accept,
    probe: options.probe,
  });
  for (const { name } of closest) {
    for (const code of index.names.get(name) ?? []) {
      if (admit(code) && !codes.includes(code)) codes.push(code);
    }
  }
  return codes.slice(0, MAX_SUGGESTIONS).map((code) => suggestionOf(index, code));
}

/**
 * Resolves an identifier to one marker. Code, label and alias are tried in that
 * order; a parenthesis prefix counts only when no other marker shares it. Two
 * markers behind one name give `marker_ambiguous` with every candidate. With
 * a specimen, only markers of that specimen count, and their names also
 * match without the specimen words ("Glukoza" is "Glukoza w moczu" in urine).
 * When the printed name misses, a method or generation suffix is stripped
 * (never when the stripped word names another marker's analyte), and
 * "Label (CODE)" resolves when CODE is a known code the label agrees with.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "./dictionary.ts";
 * import { buildMarkerIndex } from "./marker_index.ts";
 * const index = buildMarkerIndex(buildDictionary([{ source: "x", entries: new Map([["FE", { label: "Żelazo", aliases: ["iron"] }]]) }]));
 * const found = resolveMarker(index, " zelazo ");
 * assert.equal(found.kind === "found" && found.marker.code, "FE");
 * assert.equal(resolveMarker(index, "zelazko").kind, "marker_not_found");
 * ```
 */
export function resolveMarker(
  index: MarkerIndex,
  query: string,
  options: ResolveOptions = {},
): Resolution {
  const exact = query.trim();
  if (index.dictionary.shadowed.has(exact)) {
    return { kind: "found", marker: index.dictionary.markers.get(exact)!, matched: "code" };
  }
  const hit = lookupQuery(index, normalizeName(query), options.specimen, options.section);
  if (hit?.kind === "found") {
    return { kind: "found", marker: index.dictionary.markers.get(hit.code)!, matched: hit.matched };
  }
  if (hit?.kind === "ambiguous") {
    return {
      kind: "marker_ambiguous",
      query,
      suggestions: hit.codes.map((code) => suggestionOf(index, code)),
    };
  }
  return { kind: "marker_not_found", query, suggestions: suggestMarkers(index, query, options) };
}

/**
 * The markers whose code, label or alias contains the normalised query, in
 * dictionary order; a query that resolves exactly returns just that marker.
 */
export function searchMarkers(index: MarkerIndex, query: string): Marker[] {
  const key = normalizeName(query);
  if (key === "") return [...index.dictionary.markers.values()];
  const exact = lookupQuery(index, key);
  if (exact?.kind === "found") return [index.dictionary.markers.get(exact.code)!];
  // The index's names are normalised already: no name is normalised again per search.
  const matching = new Set<string>();
  for (const [name, codes] of index.names) {
    if (name.includes(key)) { for (const code of codes) matching.add(code); }
  }
  return [...index.dictionary.markers.values()].filter((marker) => matching.has(marker.code));
}
