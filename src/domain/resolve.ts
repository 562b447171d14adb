/**
 * Resolving what a person or a model calls a marker to one dictionary code:
 * by code, then label, then alias, then the abbreviation before a parenthesis.
 * A miss is a value with suggestions, never an empty answer.
 *
 * @module
 */

import { type Dictionary, type Marker, parenthesisPrefix } from "./dictionary.ts";
import { closeMatches } from "./similarity.ts";
import { cleanText, normalizeName } from "./text.ts";

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

/** Which name of the marker matched. */
export type MatchTier = "code" | "label" | "alias" | "prefix";

const TIERS: readonly MatchTier[] = ["code", "label", "alias", "prefix"];

/** How many suggestions a miss offers. */
export const MAX_SUGGESTIONS = 3;

/** A lookup index over one dictionary; build it once per dictionary. */
export interface MarkerIndex {
  readonly dictionary: Dictionary;
  /** Normalised name → the codes that carry it, per tier. */
  readonly tiers: ReadonlyMap<MatchTier, ReadonlyMap<string, readonly string[]>>;
  /** Every normalised name, with the code it suggests, for "did you mean". */
  readonly names: ReadonlyMap<string, readonly string[]>;
}

function add(map: Map<string, string[]>, key: string, code: string): void {
  if (key === "") return;
  const codes = map.get(key);
  if (!codes) map.set(key, [code]);
  else if (!codes.includes(code)) codes.push(code);
}

/**
 * Builds the lookup index of a dictionary.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "./dictionary.ts";
 * const index = buildMarkerIndex(buildDictionary([{ source: "x", entries: new Map([["OB", { label: "OB (odczyn Biernackiego)" }]]) }]));
 * assert.deepEqual(index.tiers.get("prefix")?.get("ob"), ["OB"]);
 * ```
 */
export function buildMarkerIndex(dictionary: Dictionary): MarkerIndex {
  const byTier = new Map<MatchTier, Map<string, string[]>>(TIERS.map((t) => [t, new Map()]));
  const names = new Map<string, string[]>();
  for (const marker of dictionary.markers.values()) {
    const entries: [MatchTier, string][] = [
      ["code", marker.code],
      ["label", marker.label],
      ...marker.aliases.map((a): [MatchTier, string] => ["alias", a]),
    ];
    const prefix = parenthesisPrefix(marker.label);
    if (prefix !== undefined) entries.push(["prefix", prefix]);
    for (const [tier, name] of entries) {
      const key = normalizeName(name);
      add(byTier.get(tier)!, key, marker.code);
      add(names, key, marker.code);
    }
  }
  return { dictionary, tiers: byTier, names };
}

function suggestionOf(index: MarkerIndex, code: string): Suggestion {
  const marker = index.dictionary.markers.get(code);
  return { code, label: cleanText(marker?.label ?? code) };
}

/** Up to {@link MAX_SUGGESTIONS} markers whose names are closest to `query`, by similarity ratio. */
export function suggestMarkers(index: MarkerIndex, query: string): Suggestion[] {
  const key = normalizeName(query);
  const codes: string[] = [];
  for (const name of closeMatches(key, index.names.keys(), 12)) {
    for (const code of index.names.get(name) ?? []) {
      if (!codes.includes(code)) codes.push(code);
    }
  }
  return codes.slice(0, MAX_SUGGESTIONS).map((code) => suggestionOf(index, code));
}

/**
 * Resolves an identifier to one marker. Code, label and alias are tried in that
 * order; a parenthesis prefix counts only when no other marker shares it. Two
 * markers behind one name give `marker_ambiguous` with every candidate.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "./dictionary.ts";
 * const index = buildMarkerIndex(buildDictionary([{ source: "x", entries: new Map([["FE", { label: "Żelazo", aliases: ["iron"] }]]) }]));
 * const found = resolveMarker(index, " zelazo ");
 * assert.equal(found.kind === "found" && found.marker.code, "FE");
 * assert.equal(resolveMarker(index, "zelazko").kind, "marker_not_found");
 * ```
 */
export function resolveMarker(index: MarkerIndex, query: string): Resolution {
  const key = normalizeName(query);
  for (const tier of TIERS) {
    const codes = index.tiers.get(tier)?.get(key);
    if (!codes || codes.length === 0) continue;
    if (codes.length === 1) {
      const marker = index.dictionary.markers.get(codes[0]!)!;
      return { kind: "found", marker, matched: tier };
    }
    return {
      kind: "marker_ambiguous",
      query,
      suggestions: codes.map((code) => suggestionOf(index, code)),
    };
  }
  return { kind: "marker_not_found", query, suggestions: suggestMarkers(index, query) };
}

/**
 * The markers whose code, label or alias contains the normalised query, in
 * dictionary order; a query that resolves exactly returns just that marker.
 */
export function searchMarkers(index: MarkerIndex, query: string): Marker[] {
  const exact = resolveMarker(index, query);
  if (exact.kind === "found") return [exact.marker];
  const key = normalizeName(query);
  if (key === "") return [...index.dictionary.markers.values()];
  return [...index.dictionary.markers.values()].filter((marker) =>
    [marker.code, marker.label, ...marker.aliases].some((name) => normalizeName(name).includes(key))
  );
}
