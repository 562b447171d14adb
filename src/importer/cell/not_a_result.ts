/**
 * Printed results that are no result: a cell that only points at a
 * description ("patrz opis", "see comment") and one that says the test was
 * not performed ("nie oznaczono", "TNP", "QNS", "nicht bestimmbar",
 * "не виконано", "hemolýza"), alone or several joined ("nestanoveno
 * (hemolýza)", "hämolytisch, nicht bestimmbar"). Such a row has no value to
 * store, never a qualitative one; it is listed as unreadable with the reason
 * ("not performed: …", the phrase as printed). The phrases are the
 * lexicon's (`notAResult.notDetermined` of each language file).
 *
 * @module
 */

import { alternation, words } from "../lexicon/mod.ts";

/** The reason a row that only refers to its description is unreadable. */
const SEE_DESCRIPTION = "see the description";
/** The reason a row whose test was not performed is unreadable, before the phrase printed. */
const NOT_PERFORMED = "not performed";

/** The reason for a printed "not performed" phrase: `not performed: "nie wykonano"`. */
const notPerformed = (phrase: string) =>
  `${NOT_PERFORMED}: ${JSON.stringify(phrase.trim().replace(/\s+/g, " "))}`;

const LEADS = alternation(words((l) => l.notAResult.seeLeads));
const TARGETS = alternation(words((l) => l.notAResult.seeTargets));
const SEE_PHRASES = alternation(words((l) => l.notAResult.seePhrases));
const SEE_WHOLE = alternation(words((l) => l.notAResult.seeWhole));
const NOT_DETERMINED_PHRASES = alternation(words((l) => l.notAResult.notDetermined));

const SEE_DESCRIPTION_CELL = new RegExp(
  `^(?:${LEADS})\\s+(?:${TARGETS})|^(?:${SEE_PHRASES})|^(?:${SEE_WHOLE})$`,
  "iu",
);
const NOT_DETERMINED_PART = new RegExp(`^(?:${NOT_DETERMINED_PHRASES})[.!]?$`, "iu");
/** What joins several "not performed" phrases in one cell: brackets, commas, a spaced dash. */
const JOINS = /[,;()[\]]+|\s[-–—/]\s/;

/** A "no result" phrase inside a line, between spaces (or at its end). */
const INSIDE = new RegExp(
  `\\s((?:${LEADS})\\s+(?:${TARGETS})|${SEE_PHRASES})(?:\\s|$)|\\s(${NOT_DETERMINED_PHRASES})[.!]?(?:\\s|$)`,
  "iu",
);

/** Every "not performed" phrase of a line, as whole words. */
const NOT_PERFORMED_ANYWHERE = new RegExp(
  `(?<![\\p{L}])(?:${NOT_DETERMINED_PHRASES})(?![\\p{L}])`,
  "giu",
);

/**
 * A line with its "not performed" phrases blanked out, each by as many
 * spaces (so positions in it stay the line's): a word of such a phrase is
 * never read as a label ("не виконано", whose "виконано" labels a result's
 * date elsewhere).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(withoutNotPerformed("Глюкоза не виконано ммоль/л"), "Глюкоза             ммоль/л");
 * ```
 */
export function withoutNotPerformed(line: string): string {
  return line.replace(NOT_PERFORMED_ANYWHERE, (phrase) => " ".repeat(phrase.length));
}

/**
 * Whether a printed result only points at a description ("patrz opis").
 */
function isSeeDescription(text: string): boolean {
  return SEE_DESCRIPTION_CELL.test(text.trim());
}

/**
 * Whether a printed result says the test was not performed ("nie
 * oznaczono", "not determined", "brak materiału", "QNS"): the whole cell is
 * such phrases, one or several joined by brackets, commas or a spaced dash
 * ("nestanoveno (hemolýza)"), and nothing else.
 */
function isNotDetermined(text: string): boolean {
  const parts = text.trim().replace(/\s+/g, " ").split(JOINS).map((part) => part.trim())
    .filter((part) => part !== "");
  return parts.length > 0 && parts.every((part) => NOT_DETERMINED_PART.test(part));
}

/**
 * Why a printed result is no result, or `undefined` when it may be one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(noResultReason("zob. komentarz"), "see the description");
 * assert.equal(noResultReason("not determined"), 'not performed: "not determined"');
 * assert.equal(noResultReason("TNP"), 'not performed: "TNP"');
 * assert.equal(noResultReason("12,5"), undefined);
 * ```
 */
export function noResultReason(text: string): string | undefined {
  if (isSeeDescription(text)) return SEE_DESCRIPTION;
  if (isNotDetermined(text)) return notPerformed(text);
  return undefined;
}

/** A "no result" phrase found inside a line of text. */
export interface NoResultInLine {
  /** Where the phrase starts (after its leading space). */
  readonly index: number;
  /** Where the text after the phrase starts. */
  readonly end: number;
  /** The phrase as printed. */
  readonly phrase: string;
  readonly reason: string;
}

/**
 * The first "no result" phrase inside a line, after at least one word:
 * "Homocysteina patrz opis µmol/l", "Glukoza nie oznaczono mg/dl 70 - 99".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const found = noResultInLine("Glukoza nie oznaczono mg/dl 70 - 99");
 * assert.equal(found?.reason, 'not performed: "nie oznaczono"');
 * assert.equal("Glukoza nie oznaczono mg/dl 70 - 99".slice(0, found?.index).trim(), "Glukoza");
 * ```
 */
export function noResultInLine(text: string): NoResultInLine | undefined {
  const match = INSIDE.exec(text);
  if (!match) return undefined;
  const phrase = match[1] ?? match[2]!;
  const index = match.index + match[0].indexOf(phrase);
  return {
    index,
    end: index + phrase.length,
    phrase,
    reason: match[1] !== undefined ? SEE_DESCRIPTION : notPerformed(phrase),
  };
}
