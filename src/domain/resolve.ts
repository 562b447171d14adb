/**
 * Resolving what a person, a model or a lab report calls a marker to one
 * dictionary code: by code, then label, then alias, then the abbreviation
 * before a parenthesis; within a specimen when the row names one ("Glukoza"
 * in a urine section is urine glucose); then, when the full name misses, the
 * same name without a method or generation suffix ("TSH 3. generacji"),
 * with its percent or count sign spelled alike ("Neutrofile [%]"), or as
 * "Label (CODE)". A miss is a value with suggestions, never an empty answer.
 *
 * @module
 */

import {
  type Dictionary,
  type Marker,
  normalizeSpecimen,
  parenthesisPrefix,
  specimenOf,
} from "./dictionary.ts";
import {
  buildSuggestionIndex,
  closestNames,
  type SuggestionIndex,
  type SuggestionProbe,
} from "./suggest.ts";
import { loosen, specimenFreeNames, strippedForms } from "./name_forms.ts";
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

/**
 * Which name of the marker matched: its code, label, alias or parenthesis
 * prefix; a name of its specimen without the specimen ("Glukoza" for
 * "Glukoza w moczu" in a urine section); or a variant of the printed name
 * (suffix stripped, signs spelled alike, "Label (CODE)").
 */
export type MatchTier = "code" | "label" | "alias" | "prefix" | "specimen" | "variant";

type ExactTier = "code" | "label" | "alias" | "prefix";

const TIERS: readonly ExactTier[] = ["code", "label", "alias", "prefix"];

/** How many suggestions a miss offers. */
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
      add(byTier.get(tier)!, key, marker.code);
      add(names, key, marker.code);
      if (marker.specimen === undefined || tier === "code") continue;
      for (const free of specimenFreeNames(key)) {
        const context = `${specimen}${free.context}`;
        const map = specimenNames.get(context) ?? new Map<string, string[]>();
        specimenNames.set(context, map);
        add(map, free.name, marker.code);
      }
    }
  }
  return { dictionary, tiers: byTier, names, specimenNames };
}

/** What only a miss needs: built on the first miss of an index, then kept. */
interface MissIndex {
  /** Loose spelling of every name (see `looseName` in name_forms.ts) → codes. */
  readonly loose: ReadonlyMap<string, readonly string[]>;
  readonly suggestions: SuggestionIndex;
}

const missIndexes = new WeakMap<MarkerIndex, MissIndex>();

function missIndexOf(index: MarkerIndex): MissIndex {
  let built = missIndexes.get(index);
  if (!built) {
    const loose = new Map<string, string[]>();
    for (const [name, codes] of index.names) {
      for (const code of codes) add(loose, loosen(name), code);
    }
    built = { loose, suggestions: buildSuggestionIndex(index.names.keys()) };
    missIndexes.set(index, built);
  }
  return built;
}

function suggestionOf(index: MarkerIndex, code: string): Suggestion {
  const marker = index.dictionary.markers.get(code);
  return { code, label: cleanText(marker?.label ?? code) };
}

/** Which markers a row may name: those of its specimen, or all. */
type Admit = (code: string) => boolean;

function admitting(index: MarkerIndex, specimen: string | undefined): Admit {
  if (specimen === undefined || specimen.trim() === "") return () => true;
  const wanted = normalizeSpecimen(specimen);
  return (code) => {
    const marker = index.dictionary.markers.get(code);
    return marker !== undefined && specimenOf(marker) === wanted;
  };
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

type Lookup =
  | { readonly kind: "found"; readonly code: string; readonly matched: MatchTier }
  | { readonly kind: "ambiguous"; readonly codes: readonly string[] };

function lookupIn(
  map: ReadonlyMap<string, readonly string[]> | undefined,
  key: string,
  admit: Admit,
  matched: MatchTier,
): Lookup | undefined {
  const codes = (map?.get(key) ?? []).filter(admit);
  if (codes.length === 0) return undefined;
  return codes.length === 1 ? { kind: "found", code: codes[0]!, matched } : {
    kind: "ambiguous",
    codes,
  };
}

function specimenContexts(specimen: string | undefined, section: string | undefined): string[] {
  if (specimen === undefined || specimen.trim() === "") return [];
  const base = normalizeSpecimen(specimen);
  const sediment = section !== undefined && /osad|sediment/.test(normalizeName(section));
  return sediment ? [`${base}:sediment`, base] : [base, `${base}:sediment`];
}

/** The name as printed, matched exactly (after normalising), within the row's specimen. */
function lookupName(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  for (const tier of TIERS) {
    const hit = lookupIn(index.tiers.get(tier), key, admit, tier);
    if (hit) return hit;
  }
  for (const context of contexts) {
    const hit = lookupIn(index.specimenNames.get(context), key, admit, "specimen");
    if (hit) return hit;
  }
  return lookupIn(missIndexOf(index).loose, loosen(key), admit, "variant");
}

/**
 * Whether some marker other than `code` has a name that starts with `base`
 * and carries `stem`: then the stripped word names another analyte
 * ("Bilirubina bezpośrednia" is not "Bilirubina").
 */
function suffixNamesAnother(
  index: MarkerIndex,
  base: string,
  stem: string,
  code: string,
): boolean {
  if (stem === "") return false;
  for (const [name, codes] of index.names) {
    if (name.startsWith(base) && name.includes(stem) && codes.some((c) => c !== code)) {
      return true;
    }
  }
  return false;
}

/** The printed name or a form of it without method suffixes. */
function lookupWithoutSuffixes(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const direct = lookupName(index, key, admit, contexts);
  if (direct) return direct;
  for (const form of strippedForms(key)) {
    const hit = lookupName(index, form.name, admit, contexts);
    if (!hit) continue;
    if (hit.kind === "ambiguous") return hit;
    if (form.stems.some((stem) => suffixNamesAnother(index, form.name, stem, hit.code))) {
      return undefined;
    }
    return { kind: "found", code: hit.code, matched: "variant" };
  }
  return undefined;
}

const LABEL_AND_CODE = /^(.+?)\s*\(([^()]+)\)$/;

/**
 * "Label (CODE)": the code in parentheses is a known code and the label does
 * not name another marker (a label that names nothing is taken on the code's
 * word). When the parenthesis holds another name of a marker ("Aminotransferaza
 * alaninowa (AlAT)", "ALT (AlAT)"), both parts must name the same marker.
 */
function lookupLabelAndCode(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const match = LABEL_AND_CODE.exec(key);
  if (!match) return undefined;
  const inner = match[2]!.trim();
  const byCode = lookupIn(index.tiers.get("code"), inner, admit, "variant");
  const byLabel = lookupWithoutSuffixes(index, match[1]!.trim(), admit, contexts);
  if (byCode?.kind !== "found") {
    const byName = lookupName(index, inner, admit, contexts);
    return byName?.kind === "found" && byLabel?.kind === "found" && byLabel.code === byName.code
      ? { kind: "found", code: byName.code, matched: "variant" }
      : undefined;
  }
  if (byLabel === undefined) return { kind: "found", code: byCode.code, matched: "variant" };
  if (byLabel.kind === "found") {
    return byLabel.code === byCode.code
      ? { kind: "found", code: byCode.code, matched: "variant" }
      : { kind: "ambiguous", codes: [byLabel.code, byCode.code] };
  }
  return byLabel.codes.includes(byCode.code)
    ? { kind: "found", code: byCode.code, matched: "variant" }
    : { kind: "ambiguous", codes: [...byLabel.codes, byCode.code] };
}

const CODE_DASH_LABEL = /^(\S+)\s+[-–—:]\s+(.+)$/;

/**
 * "CODE - label" ("WBC - leukocyty", "NEU% - neutrofile"), as some lab systems
 * print a row: the two parts must not name two different markers, except
 * that the printed abbreviation wins over its own base marker ("NEU%" is the
 * percentage, not the absolute neutrophil count its label also names).
 */
function lookupCodeDashLabel(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const match = CODE_DASH_LABEL.exec(key);
  if (!match) return undefined;
  const left = lookupName(index, match[1]!, admit, contexts);
  const right = lookupWithoutSuffixes(index, match[2]!.trim(), admit, contexts);
  if (left?.kind !== "found") {
    return left === undefined && right?.kind === "found"
      ? { kind: "found", code: right.code, matched: "variant" }
      : undefined;
  }
  if (right === undefined || (right.kind === "found" && right.code === left.code)) {
    return { kind: "found", code: left.code, matched: "variant" };
  }
  if (right.kind === "found" && left.code.startsWith(`${right.code}_`)) {
    return { kind: "found", code: left.code, matched: "variant" };
  }
  return {
    kind: "ambiguous",
    codes: right.kind === "found" ? [left.code, right.code] : [left.code, ...right.codes],
  };
}

/** Every way of matching a normalised query, without suggestions. */
function lookupQuery(index: MarkerIndex, key: string, options: ResolveOptions): Lookup | undefined {
  if (key === "") return undefined;
  const admit = admitting(index, options.specimen);
  const contexts = specimenContexts(options.specimen, options.section);
  return lookupWithoutSuffixes(index, key, admit, contexts) ??
    lookupLabelAndCode(index, key, admit, contexts) ??
    lookupCodeDashLabel(index, key, admit, contexts);
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
  const hit = lookupQuery(index, normalizeName(query), options);
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
  const exact = lookupQuery(index, key, {});
  if (exact?.kind === "found") return [index.dictionary.markers.get(exact.code)!];
  // The index's names are normalised already: no name is normalised again per search.
  const matching = new Set<string>();
  for (const [name, codes] of index.names) {
    if (name.includes(key)) { for (const code of codes) matching.add(code); }
  }
  return [...index.dictionary.markers.values()].filter((marker) => matching.has(marker.code));
}
