/**
 * The importer's lexicons, one per language, and the word lists of all of
 * them together: a document may mix languages (a Polish report with English
 * marker names and units), so every reader matches the words of every
 * language. The set itself is data, listed in `languages.ts`; nothing outside
 * this folder names a language.
 *
 * @module
 */

import { LANGUAGES } from "./languages.ts";
import type { Lexicon } from "./types.ts";

export type { CsvColumn, HeaderRole, Lexicon, Specimen } from "./types.ts";

/** Every language the importer reads, in the order of `languages.ts`. */
export const LEXICONS: readonly Lexicon[] = LANGUAGES;

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
 * Every text of every language's lists, keys of its unit table and month names
 * included, unsplit: what a stored file name may keep is built from them
 * (`privacy/file_name.ts`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const texts = lexiconTexts();
 * assert.ok(texts.includes("wyniki") && texts.includes("data pobrania"));
 * ```
 */
export function lexiconTexts(): readonly string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === "string") texts.push(key);
        walk(inner);
      }
    }
  };
  LEXICONS.forEach(walk);
  return texts;
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

/**
 * A unit as the unit tables spell it: a language's own spelling (`ммоль/л`)
 * made the one its lexicon names (`mmol/l`); any other unit as printed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unitSpelling("ммоль/л"), "mmol/l");
 * assert.equal(unitSpelling("mg/dl"), "mg/dl");
 * assert.equal(unitSpelling("нг/мл FEU"), "ng/ml FEU");
 * ```
 */
export function unitSpelling(unit: string): string {
  const printed = unit.trim();
  for (const lexicon of LEXICONS) {
    const known = Object.hasOwn(lexicon.units, printed) ? lexicon.units[printed] : undefined;
    if (known !== undefined) return known;
  }
  // A unit with its annotation ("нг/мл FEU", the D-dimer's fibrinogen equivalents): the unit
  // respelled, the annotation kept.
  const annotated = /^(\S+)\s+([A-Z]{2,4})$/.exec(printed);
  const head = annotated ? unitSpelling(annotated[1]!) : undefined;
  if (annotated && head !== annotated[1]) return `${head} ${annotated[2]}`;
  return unit;
}

/**
 * The unit spellings of several words that some language respells (`"% of total Hgb"`): a
 * range cell may end with one, which is then the row's unit.
 */
export function wordyUnitSpellings(): readonly string[] {
  return LEXICONS.flatMap((lexicon) => Object.keys(lexicon.units)).filter((unit) =>
    unit.includes(" ")
  );
}

/**
 * The Tesseract codes a page is read with first: those of the languages
 * marked `ocrFirstPass`, in the order of the set.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(ocrFirstPass().includes("pol") && ocrFirstPass().includes("eng"));
 * ```
 */
export function ocrFirstPass(): readonly string[] {
  return [...new Set(LEXICONS.filter((l) => l.ocrFirstPass).map((l) => l.ocrLanguage))];
}

/** Every language's Tesseract code, in the order of the set. */
export function ocrLanguages(): readonly string[] {
  return [...new Set(LEXICONS.map((l) => l.ocrLanguage))];
}
