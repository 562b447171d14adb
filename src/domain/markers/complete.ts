/**
 * Completing a partly typed marker name for prompt arguments: "fer" offers
 * "FERR" and "Ferrytyna". Markers with results come first.
 *
 * @module
 */

import { parenthesisPrefix } from "./dictionary.ts";
import type { MarkerIndex } from "./marker_index.ts";
import { cleanText, normalizeName } from "../text.ts";

/**
 * The most completions one request returns (the protocol's own cap is 100).
 *
 * @internal test seam: the test reaches the cap without repeating the number.
 */
export const MAX_COMPLETIONS = 20;

/**
 * Codes and labels of the markers whose code, label, alias or parenthesis
 * prefix starts with (or, failing that, contains) what was typed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "./dictionary.ts";
 * import { buildMarkerIndex } from "./marker_index.ts";
 * const index = buildMarkerIndex(buildDictionary([{ source: "x", entries: new Map([["FERR", { label: "Ferrytyna", aliases: ["ferritin"] }], ["FE", { label: "Żelazo" }]]) }]));
 * assert.deepEqual(completeMarkerName(index, [], "fer"), ["FERR", "Ferrytyna"]);
 * ```
 */
export function completeMarkerName(
  index: MarkerIndex,
  codesWithResults: readonly string[],
  typed: string,
): string[] {
  const key = normalizeName(typed);
  const withResults = new Set(codesWithResults);
  const starts: string[] = [], contains: string[] = [];
  for (const marker of index.dictionary.markers.values()) {
    const prefix = parenthesisPrefix(marker.label);
    const names = [marker.code, marker.label, ...marker.aliases, ...(prefix ? [prefix] : [])].map(
      normalizeName,
    );
    const target = names.some((n) => n.startsWith(key))
      ? starts
      : names.some((n) => n.includes(key))
      ? contains
      : undefined;
    target?.push(marker.code);
  }
  const rank = (
    codes: string[],
  ) => [...codes.filter((c) => withResults.has(c)), ...codes.filter((c) => !withResults.has(c))];
  const values: string[] = [];
  for (const code of [...rank(starts), ...rank(contains)]) {
    const label = cleanText(index.dictionary.markers.get(code)!.label);
    values.push(code);
    if (label !== "" && label !== code) values.push(label);
  }
  return values.slice(0, MAX_COMPLETIONS);
}
