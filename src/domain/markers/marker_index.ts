/**
 * The lookup index of a dictionary, built once per dictionary: every name a
 * marker is found by exactly (code, label, alias, the abbreviation before a
 * parenthesis), per tier, normalised; every name with the codes it suggests;
 * names without their specimen words per specimen context; and, built on the
 * first miss, loose spellings and the suggestion index. Also which markers a
 * row may name, given the specimen its section names.
 *
 * @module
 */

import { type Dictionary, normalizeSpecimen, parenthesisPrefix, specimenOf } from "./dictionary.ts";
import { buildSuggestionIndex, type SuggestionIndex } from "./suggest.ts";
import { loosen, specimenFreeNames } from "./name_forms.ts";
import { normalizeName } from "../text.ts";

/** The names a marker is found by exactly, in the order they are tried. */
export type ExactTier = "code" | "label" | "alias" | "prefix";

export const TIERS: readonly ExactTier[] = ["code", "label", "alias", "prefix"];

/** A lookup index over one dictionary; build it once per dictionary. */
export interface MarkerIndex {
  readonly dictionary: Dictionary;
  /** Normalised name → the codes that carry it, per tier. */
  readonly tiers: ReadonlyMap<ExactTier, ReadonlyMap<string, readonly string[]>>;
  /** Every normalised name, with the code it suggests, for "did you mean". */
  readonly names: ReadonlyMap<string, readonly string[]>;
  /** Per specimen context (`urine`, `urine:sediment`): a name without its specimen words → codes. */
  readonly specimenNames: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
}

/** Files `code` under `key` (once; an empty key is not filed). */
function addName(map: Map<string, string[]>, key: string, code: string): void {
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
  const byTier = new Map<ExactTier, Map<string, string[]>>(TIERS.map((t) => [t, new Map()]));
  const names = new Map<string, string[]>();
  const specimenNames = new Map<string, Map<string, string[]>>();
  for (const marker of dictionary.markers.values()) {
    // A shadowed marker keeps only its exact code (see resolveMarker): its names belong to the user's.
    if (dictionary.shadowed.has(marker.code)) continue;
    const entries: [ExactTier, string][] = [
      ["code", marker.code],
      ["label", marker.label],
      ...marker.aliases.map((a): [ExactTier, string] => ["alias", a]),
    ];
    const prefix = parenthesisPrefix(marker.label);
    if (prefix !== undefined) entries.push(["prefix", prefix]);
    const specimen = specimenOf(marker);
    const codeKey = normalizeName(marker.code);
    for (const [tier, name] of entries) {
      const key = name === marker.code ? codeKey : normalizeName(name);
      addName(byTier.get(tier)!, key, marker.code);
      addName(names, key, marker.code);
      if (marker.specimen === undefined || tier === "code") continue;
      for (const free of specimenFreeNames(key)) {
        const context = `${specimen}${free.context}`;
        const map = specimenNames.get(context) ?? new Map<string, string[]>();
        specimenNames.set(context, map);
        addName(map, free.name, marker.code);
      }
    }
  }
  return { dictionary, tiers: byTier, names, specimenNames };
}

/** What only a miss needs: built on the first miss of an index, then kept. */
export interface MissIndex {
  /** Loose spelling of every name (see `looseName` in name_forms.ts) → codes. */
  readonly loose: ReadonlyMap<string, readonly string[]>;
  readonly suggestions: SuggestionIndex;
}

const missIndexes = new WeakMap<MarkerIndex, MissIndex>();

/** The index's miss part: built on its first miss, then kept with it. */
export function missIndexOf(index: MarkerIndex): MissIndex {
  let built = missIndexes.get(index);
  if (!built) {
    const loose = new Map<string, string[]>();
    for (const [name, codes] of index.names) {
      for (const code of codes) addName(loose, loosen(name), code);
    }
    built = { loose, suggestions: buildSuggestionIndex(index.names.keys()) };
    missIndexes.set(index, built);
  }
  return built;
}

/** Which markers a row may name: those of its specimen, or all. */
export type Admit = (code: string) => boolean;

/** The test of {@link Admit} for a row printed in `specimen` (every marker without one). */
export function admitting(index: MarkerIndex, specimen: string | undefined): Admit {
  if (specimen === undefined || specimen.trim() === "") return () => true;
  const wanted = normalizeSpecimen(specimen);
  return (code) => {
    const marker = index.dictionary.markers.get(code);
    return marker !== undefined && specimenOf(marker) === wanted;
  };
}
