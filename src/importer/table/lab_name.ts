/**
 * The laboratory's name from a report's header: the first line above the
 * results that names a laboratory, a hospital or a lab chain ("Laboratorium
 * Centralne, ul. Polna 3" gives "Laboratorium Centralne"). Titles, signatures,
 * orders, addresses and anything that repeats an identity string never give
 * a name: a lab's name is not personal data, and nothing personal may pass
 * for one. When in doubt, no name.
 *
 * @module
 */

import { MAX_LAB_NAME } from "../../store/schemas.ts";
import { alternation, words } from "../lexicon/mod.ts";

/**
 * A line that begins with a street (a language's `labs.addressStarts`: "ul.
 * Szpitalna", "al. Laboratoryjna", "вул. Шевченка") or a postal code ("00-739
 * Warszawa", "02826 Görlitz", "602 00 Brno"): an address, never a lab's name,
 * whatever lab word its street's name holds.
 */
const ADDRESS_START = new RegExp(
  `^\\s*(?:(?:${
    alternation(words((l) => l.labs.addressStarts))
  })\\s|\\d{2}-\\d{3}\\s|\\d{5}\\s|\\d{3} \\d{2}\\s)`,
  "iu",
);

/** Words that name a laboratory or the place that runs one: the lexicon's, and any "…lab…" word. */
const LAB_WORD = new RegExp(
  `${alternation(words((l) => l.labs.nameWords))}|\\p{L}*lab\\b|\\blab\\p{L}*`,
  "iu",
);

/** Words of lines that mention a lab without naming it: titles, people, orders, contact data. */
const NOT_A_NAME = new RegExp(
  `${alternation(words((l) => l.labs.notANameText))}|(?<![\\p{L}])(?:${
    alternation(words((l) => l.labs.notANameWords))
  })(?![\\p{L}])`,
  "iu",
);

/** Where a name ends: a comma, a semicolon, a bar, or a street address. */
const NAME_END = new RegExp(
  `\\s*(?:[,;|]|\\s(?:${alternation(words((l) => l.labs.addressStarts))})\\s).*$`,
  "iu",
);

/**
 * The lab's name a header line gives, or `undefined`. `isPersonal` tells
 * whether a text carries an identity string of the document.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const clean = () => false;
 * assert.equal(labNameOfLine("Laboratorium Centralne, ul. Polna 3, 30-418 Kraków", clean), "Laboratorium Centralne");
 * assert.equal(labNameOfLine("SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH", clean), undefined);
 * assert.equal(labNameOfLine("Wynik autoryzował: mgr Ewa Nowak, diagnosta laboratoryjny", clean), undefined);
 * ```
 */
export function labNameOfLine(
  line: string,
  isPersonal: (text: string) => boolean,
): string | undefined {
  if (!LAB_WORD.test(line) || NOT_A_NAME.test(line) || ADDRESS_START.test(line)) return undefined;
  const name = line.replace(NAME_END, "").replace(/[\s:–-]+$/u, "").trim();
  if (name.length < 4 || name.length > MAX_LAB_NAME || /\d/.test(name)) return undefined;
  if (isPersonal(name)) return undefined;
  if (!LAB_WORD.test(name) || (name.match(/\p{L}/gu)?.length ?? 0) < 4) return undefined;
  return name;
}
