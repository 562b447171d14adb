/**
 * The importer's lexicons, one per language, and the word lists of all of
 * them together: a document may mix languages (a Polish report with English
 * marker names and units), so every reader matches the words of every
 * language. To add a language, add its file here.
 *
 * @module
 */

import { en } from "./en.ts";
import { pl } from "./pl.ts";
import type { Lexicon } from "./types.ts";

export type { CsvColumn, HeaderRole, Lexicon, Specimen } from "./types.ts";

/** Every language the importer reads, Polish first. */
export const LEXICONS: readonly Lexicon[] = [pl, en];

/**
 * One word list of every language, joined in the order of {@link LEXICONS}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const negative = words((l) => l.qualitative.negative);
 * assert.ok(negative.includes("ujemny") && negative.includes("negative"));
 * ```
 */
export function words(pick: (lexicon: Lexicon) => readonly string[]): readonly string[] {
  return LEXICONS.flatMap(pick);
}

/**
 * A list of lists of every language, joined rank by rank (amounts, months):
 * rank `i` holds every language's spellings of rank `i`.
 */
export function ranked(
  pick: (lexicon: Lexicon) => readonly (readonly string[])[],
): readonly (readonly string[])[] {
  const size = Math.max(...LEXICONS.map((l) => pick(l).length));
  return Array.from({ length: size }, (_, i) => LEXICONS.flatMap((l) => pick(l)[i] ?? []));
}
