/**
 * The marker dictionary: merging dictionary layers by code, and dropping
 * aliases that would make a name mean two things. Nothing here reads files;
 * the layers arrive already parsed and validated.
 *
 * @module
 */

import { type ClinicalEntry, type ClinicalFacts, mergeClinical } from "./clinical.ts";
import { normalizeName } from "../text.ts";

/**
 * The specimen a marker is measured in when its entry names none.
 *
 * @internal test seam: the test checks an entry naming no specimen gets this one.
 */
export const DEFAULT_SPECIMEN = "blood";

/** One marker of the dictionary, after merging. */
export interface Marker {
  readonly code: string;
  readonly label: string;
  readonly aliases: readonly string[];
  readonly loinc: readonly string[];
  readonly group?: string;
  readonly patterns: readonly string[];
  /** What it is measured in ("urine", "stool", …); absent means {@link DEFAULT_SPECIMEN}. */
  readonly specimen?: string;
}

const SPECIMEN_SYNONYMS: Readonly<Record<string, string>> = {
  krew: "blood",
  "whole blood": "blood",
  "krew pelna": "blood",
  serum: "blood",
  surowica: "blood",
  plasma: "blood",
  osocze: "blood",
  mocz: "urine",
  kal: "stool",
  feces: "stool",
  faeces: "stool",
};

/**
 * A specimen name as markers carry it: lower case, with common synonyms
 * ("serum", "osocze", "mocz") mapped to `blood`, `urine` or `stool`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(normalizeSpecimen("Serum"), "blood");
 * assert.equal(normalizeSpecimen("urine"), "urine");
 * ```
 */
export function normalizeSpecimen(specimen: string): string {
  const key = normalizeName(specimen);
  return SPECIMEN_SYNONYMS[key] ?? key;
}

/** The specimen a marker is measured in: its own, or {@link DEFAULT_SPECIMEN}. */
export function specimenOf(marker: Marker): string {
  return marker.specimen ?? DEFAULT_SPECIMEN;
}

/** One marker entry of a dictionary layer, as written in a `markers.yaml`. */
export interface MarkerEntry extends ClinicalEntry {
  readonly label?: string | undefined;
  readonly aliases?: readonly string[] | undefined;
  readonly loinc?: readonly string[] | undefined;
  readonly group?: string | undefined;
  readonly patterns?: readonly string[] | undefined;
  readonly specimen?: string | undefined;
}

/** A named layer: the built-in dictionary, then the data directory's overlay. */
export interface DictionaryLayer {
  readonly source: string;
  readonly entries: ReadonlyMap<string, MarkerEntry>;
}

/** Something the dictionary had to drop or could not use. Never fatal. */
export interface DictionaryProblem {
  readonly kind: "alias_dropped" | "pattern_invalid" | "marker_shadowed";
  readonly code: string;
  readonly text: string;
  readonly reason: string;
}

/** The merged dictionary, keyed by code, with every drop it made. */
export interface Dictionary {
  readonly markers: ReadonlyMap<string, Marker>;
  readonly problems: readonly DictionaryProblem[];
  /** Units, variation, steady state and family, by code, for the markers that have any. */
  readonly clinical: ReadonlyMap<string, ClinicalFacts>;
  /**
   * Markers of an earlier layer shadowed by a marker a later layer adds with
   * the same label (ignoring case and diacritics), by the shadowed code: names
   * resolve to the later one, the shadowed marker only by its exact code.
   */
  readonly shadowed: ReadonlyMap<string, string>;
}

/**
 * Which markers a later layer's new markers shadow: a user's `ANTYTG`
 * labelled like the built-in `ANTY_TG` takes its names, so that the user's
 * own code is what the names resolve to.
 */
function shadowsOf(
  layers: readonly DictionaryLayer[],
  labels: ReadonlyMap<string, string>,
): { shadowed: Map<string, string>; problems: DictionaryProblem[] } {
  const firstLayer = new Map<string, number>();
  layers.forEach((layer, i) => {
    for (const code of layer.entries.keys()) if (!firstLayer.has(code)) firstLayer.set(code, i);
  });
  const shadowed = new Map<string, string>();
  const problems: DictionaryProblem[] = [];
  for (const [code, layer] of firstLayer) {
    if (layer === 0) continue;
    const label = normalizeName(labels.get(code) ?? code);
    for (const [other, otherLayer] of firstLayer) {
      if (otherLayer >= layer || shadowed.has(other)) continue;
      if (normalizeName(labels.get(other) ?? other) !== label) continue;
      shadowed.set(other, code);
      problems.push({
        kind: "marker_shadowed",
        code: other,
        text: labels.get(other) ?? other,
        reason: `shadowed by "${code}" of ${
          layers[layer]!.source
        }, which has the same label: its names resolve to "${code}"`,
      });
    }
  }
  return { shadowed, problems };
}

/** The abbreviation before a parenthesis in a label: `OB` for "OB (odczyn Biernackiego)". */
export function parenthesisPrefix(label: string): string | undefined {
  const open = label.indexOf("(");
  if (open <= 0) return undefined;
  const prefix = label.slice(0, open).trim();
  return prefix.length > 0 ? prefix : undefined;
}

interface Draft {
  label: string | undefined;
  aliases: string[];
  loinc: string[];
  group: string | undefined;
  patterns: string[];
  specimen: string | undefined;
}

function mergeLayers(layers: readonly DictionaryLayer[]): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  for (const layer of layers) {
    for (const [code, entry] of layer.entries) {
      const draft = drafts.get(code) ??
        {
          label: undefined,
          aliases: [],
          loinc: [],
          group: undefined,
          patterns: [],
          specimen: undefined,
        };
      if (entry.label !== undefined) draft.label = entry.label;
      if (entry.specimen !== undefined) draft.specimen = normalizeSpecimen(entry.specimen);
      if (entry.group !== undefined) draft.group = entry.group;
      draft.aliases.push(...(entry.aliases ?? []));
      draft.loinc.push(...(entry.loinc ?? []));
      draft.patterns.push(...(entry.patterns ?? []));
      drafts.set(code, draft);
    }
  }
  return drafts;
}

function patternProblem(code: string, pattern: string): DictionaryProblem | undefined {
  try {
    new RegExp(pattern, "iu");
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      kind: "pattern_invalid",
      code,
      text: pattern,
      reason: `invalid regular expression: ${reason}`,
    };
  }
}

/**
 * Merges dictionary layers by code (later layers replace the label, group and
 * specimen, and add aliases, LOINC codes and patterns), then drops every alias that collides
 * with another marker's code or label, or that two markers claim. Codes and
 * labels are never dropped. A marker with no label anywhere takes its code.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const dictionary = buildDictionary([{
 *   source: "markers.yaml",
 *   entries: new Map([["HGB", { label: "Hemoglobina", aliases: ["Hb"] }], ["HCT", { label: "Hematokryt", aliases: ["Hb"] }]]),
 * }]);
 * assert.deepEqual(dictionary.markers.get("HGB")?.aliases, []);
 * assert.equal(dictionary.problems.length, 2);
 * ```
 */
export function buildDictionary(layers: readonly DictionaryLayer[]): Dictionary {
  const drafts = mergeLayers(layers);
  const problems: DictionaryProblem[] = [];
  const ownerOfName = new Map<string, string>();
  for (const [code, draft] of drafts) {
    ownerOfName.set(normalizeName(code), code);
    ownerOfName.set(normalizeName(draft.label ?? code), code);
  }
  const aliasClaims = new Map<string, Set<string>>();
  for (const [code, draft] of drafts) {
    for (const alias of draft.aliases) {
      const key = normalizeName(alias);
      const claims = aliasClaims.get(key) ?? new Set<string>();
      claims.add(code);
      aliasClaims.set(key, claims);
    }
  }
  const markers = new Map<string, Marker>();
  for (const [code, draft] of drafts) {
    const label = draft.label ?? code;
    const ownNames = new Set([normalizeName(code), normalizeName(label)]);
    const aliases: string[] = [];
    const seen = new Set<string>();
    for (const alias of draft.aliases) {
      const key = normalizeName(alias);
      if (key === "" || ownNames.has(key) || seen.has(key)) continue;
      seen.add(key);
      const owner = ownerOfName.get(key);
      if (owner !== undefined && owner !== code) {
        problems.push({
          kind: "alias_dropped",
          code,
          text: alias,
          reason: `collides with the code or label of "${owner}"`,
        });
        continue;
      }
      const claims = aliasClaims.get(key)!;
      if (claims.size > 1) {
        const others = [...claims].filter((c) => c !== code).map((c) => `"${c}"`).join(", ");
        problems.push({
          kind: "alias_dropped",
          code,
          text: alias,
          reason: `also claimed by ${others}`,
        });
        continue;
      }
      aliases.push(alias);
    }
    const patterns: string[] = [];
    for (const pattern of draft.patterns) {
      const problem = patternProblem(code, pattern);
      if (problem) problems.push(problem);
      else patterns.push(pattern);
    }
    markers.set(code, {
      code,
      label,
      aliases,
      loinc: [...new Set(draft.loinc)],
      ...(draft.group !== undefined ? { group: draft.group } : {}),
      patterns,
      ...(draft.specimen !== undefined && draft.specimen !== DEFAULT_SPECIMEN
        ? { specimen: draft.specimen }
        : {}),
    });
  }
  const clinical = mergeClinical(layers.map((layer) => layer.entries));
  const labels = new Map([...markers].map(([code, marker]) => [code, marker.label]));
  const shadows = shadowsOf(layers, labels);
  for (const problem of shadows.problems) problems.push(problem);
  return { markers, problems, clinical, shadowed: shadows.shadowed };
}
