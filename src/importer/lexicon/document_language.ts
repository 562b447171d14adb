/**
 * The language a document prints: the lexicon whose header words and date
 * labels its lines hold most. It chooses what only one language can say
 * about a document: how its ambiguous slash dates read (`slashDates`), the
 * labels a held document's message names, and the data OCR reads a page
 * with again.
 *
 * @module
 */

import { LEXICONS } from "./lexicon.ts";
import { alternation } from "./patterns.ts";
import { foreignLanguage } from "./foreign_language.ts";
import type { Lexicon } from "./types.ts";

/** A language's header words and date labels, whole words anywhere in a line. */
const LANGUAGE_WORDS = LEXICONS.map((lexicon) => ({
  lexicon,
  pattern: new RegExp(
    `(?<![\\p{L}])(?:${
      alternation([
        ...lexicon.headers.result,
        ...lexicon.headers.unit,
        ...lexicon.headers.range,
        ...lexicon.dateLabels.collected,
        ...lexicon.dateLabels.ordered,
        ...lexicon.dateLabels.reported,
      ])
    })(?![\\p{L}])`,
    "giu",
  ),
}));

/**
 * The lexicon whose header words and date labels a document prints most,
 * or `undefined` when it prints none. A tie goes to the language listed
 * first in the set.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(documentLexicon(["Collected: 04/05/2024", "Test Result Units Reference range"])?.language, "en");
 * assert.equal(documentLexicon(["Data pobrania: 04/05/2024", "Badanie Wynik Jednostka Norma"])?.language, "pl");
 * assert.equal(documentLexicon(["Entnahme: 12.05.2025", "Parameter Ergebnis Einheit Referenzbereich"])?.language, "de");
 * assert.equal(documentLexicon(["12.05.2025"]), undefined);
 * ```
 */
export function documentLexicon(texts: readonly string[]): Lexicon | undefined {
  let best: { lexicon: Lexicon; hits: number } | undefined;
  for (const { lexicon, pattern } of LANGUAGE_WORDS) {
    const hits = texts.reduce((n, text) => n + (text.match(pattern)?.length ?? 0), 0);
    if (hits > 0 && (best === undefined || hits > best.hits)) best = { lexicon, hits };
  }
  return best?.lexicon;
}

/**
 * Why a document with no date is held: the collection-date label of the
 * document's language, then its weaker stand-in, as the language prints
 * them (the first language of the set when the document's is unknown); or,
 * when the document looks written in a language no lexicon covers, that
 * language and its evidence, since no label of it can be read.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(noDateHold(["Parameter Ergebnis Einheit"]), 'no collection date found (looked for "Entnahme", then "Befunddatum")');
 * assert.equal(
 *   noDateHold(["ΑΠΟΤΕΛΕΣΜΑΤΑ ΕΞΕΤΑΣΕΩΝ", "Αιμοσφαιρίνη 14,1", "Λευκά αιμοσφαίρια 6,3", "Αιμοπετάλια 254", "Τιμές αναφοράς"]),
 *   "no collection date found: the document looks written in Greek (α, ε, ι), a language the importer has no lexicon for, so its date labels cannot be read",
 * );
 * ```
 */
export function noDateHold(texts: readonly string[]): string {
  const foreign = foreignLanguage(texts);
  if (foreign !== undefined) {
    return `no collection date found: the document looks written in ${foreign.name} (${foreign.evidence}), ` +
      "a language the importer has no lexicon for, so its date labels cannot be read";
  }
  const lexicon = documentLexicon(texts) ?? LEXICONS[0]!;
  const show = (label: string | undefined) =>
    label === undefined ? "" : `"${label.charAt(0).toUpperCase()}${label.slice(1)}"`;
  const strong = show(lexicon.dateLabels.collected[0]);
  const weak = show(lexicon.dateLabels.reported[0] ?? lexicon.dateLabels.ordered[0]);
  return `no collection date found (looked for ${strong}${weak === "" ? "" : `, then ${weak}`})`;
}
