/**
 * How the lexicon's word lists are matched: phrases become regular
 * expressions (escaped, longest first, any whitespace for a space), words
 * become normalised keys. Pure functions; the lists themselves are data.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";

/** Where a word begins, in any script (`\b` knows only ASCII letters): needs the `u` flag. */
export const WORD_START = "(?<![\\p{L}\\p{N}])";

/** Where a word ends, in any script: needs the `u` flag. */
export const WORD_END = "(?![\\p{L}\\p{N}])";

/** A pattern that matches nothing: the alternation of an empty list. */
const NOTHING = "(?!)";

/** Escapes a text for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * An alternation of phrases for a regular expression, longest first (so that
 * "data pobrania materiału" wins over "data pobrania"), each space matching
 * any run of whitespace. Not grouped: wrap it in `(?:…)`. An empty list
 * gives an alternation that matches nothing (never the empty string).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(alternation(["do", "up to"]), "up\\s+to|do");
 * ```
 */
export function alternation(phrases: readonly string[]): string {
  const distinct = [...new Set(phrases.map((p) => p.trim()).filter((p) => p !== ""))];
  if (distinct.length === 0) return NOTHING;
  distinct.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return distinct.map((p) => escapeRegExp(p).replace(/\s+/g, "\\s+")).join("|");
}

/**
 * An alternation of normalised stems ("mocz*"): each word normalised, a
 * trailing `*` standing for any further letters of any script. Use it with
 * the `u` flag, between {@link WORD_START} and {@link WORD_END}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const urine = new RegExp(`${WORD_START}(?:${stemAlternation(["сеч*"])})${WORD_END}`, "u");
 * assert.equal(urine.test("аналіз сечі"), true);
 * ```
 */
export function stemAlternation(words: readonly string[]): string {
  const stems = words.map((w) => {
    const star = w.endsWith("*");
    const key = normalizeName(star ? w.slice(0, -1) : w);
    return escapeRegExp(key).replace(/\s+/g, "\\s+") + (star ? "[\\p{L}\\p{N}]*" : "");
  });
  if (stems.length === 0) return NOTHING;
  return [...new Set(stems)].sort((a, b) => b.length - a.length).join("|");
}

/**
 * A regular expression that matches a whole text that is one of the phrases,
 * case-insensitively.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(wholePhrase(["zakres ref."]).test("Zakres  ref."), true);
 * assert.equal(wholePhrase(["zakres"]).test("zakresy"), false);
 * ```
 */
export function wholePhrase(phrases: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternation(phrases)})$`, "iu");
}

/** A set of normalised keys for a list of words. */
export function keySet(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map(normalizeName));
}
