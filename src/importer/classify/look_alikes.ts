/**
 * Names that look alike but name different analytes, so that a proposal
 * never suggests one for the other: BNP (B-type natriuretic peptide) is not
 * NT-proBNP (the N-terminal fragment of its prohormone); the two are
 * measured by different assays on different scales and are never
 * interchangeable. Which names look like which marker is data, the marker's
 * `look_alike` in `clinical.yaml` with its source (and `loinc.yaml`,
 * `apart`, for the codes).
 *
 * @module
 */

import type { LookAlike } from "../../domain/markers/clinical.ts";
import type { Suggestion } from "../../domain/markers/resolve.ts";
import { builtinFacts, type FactsOf } from "./marker_facts.ts";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern for a list of `look_alike` words: each from a word's start to a
 * word's end, or, ending in `*`, as a word's start; a `-` may be left out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const pattern = lookAlikePattern(["bnp", "n-termin*"]);
 * assert.ok(pattern.test("BNP") && pattern.test("N-terminal") && pattern.test("nterminal"));
 * assert.ok(!pattern.test("NTproBNPx") && !pattern.test("an-termin"));
 * ```
 *
 * @internal doc test: its example pins the `*` and left-out `-` rules, which no marker file shows alone.
 */
export function lookAlikePattern(words: readonly string[]): RegExp {
  const one = (word: string) => {
    const stem = word.endsWith("*");
    const body = escaped(stem ? word.slice(0, -1) : word).replace(/-/g, "-?");
    return `(?<!\\p{L})${body}${stem ? "" : "(?!\\p{L})"}`;
  };
  return new RegExp(words.length === 0 ? "(?!)" : words.map(one).join("|"), "iu");
}

const patterns = new WeakMap<LookAlike, { names: RegExp; unless: RegExp }>();

/** Whether the printed names are of the analyte that looks like the marker of `rule`. */
function looksAlike(rule: LookAlike, names: readonly string[]): boolean {
  let compiled = patterns.get(rule);
  if (compiled === undefined) {
    compiled = { names: lookAlikePattern(rule.names), unless: lookAlikePattern(rule.unless) };
    patterns.set(rule, compiled);
  }
  const { names: of, unless } = compiled;
  return names.some((name) => of.test(name)) && !names.some((name) => unless.test(name));
}

/**
 * The suggestions for a row without the markers its printed names are a
 * look-alike of.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const nt = { code: "NT_PROBNP", label: "NT-proBNP" };
 * assert.deepEqual(withoutLookAlikes(["BNP"], [nt]), []);
 * assert.deepEqual(withoutLookAlikes(["Natriuretic Peptide B [Mass/Volume] In Blood"], [nt]), []);
 * assert.deepEqual(withoutLookAlikes(["NT-pro BNP"], [nt]), [nt]);
 * assert.deepEqual(withoutLookAlikes(["Ferrytyna"], [nt]), [nt]);
 * ```
 */
export function withoutLookAlikes(
  names: readonly string[],
  suggestions: readonly Suggestion[],
  facts: FactsOf = builtinFacts,
): Suggestion[] {
  return suggestions.filter((suggestion) => {
    const rule = facts(suggestion.code)?.lookAlike;
    return rule === undefined || !looksAlike(rule, names);
  });
}
