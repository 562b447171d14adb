/**
 * Printed results that are no result: a cell that only points at a
 * description ("patrz opis", "see comment") and one that says the test was
 * not done ("nie oznaczono", "not determined", "brak materiału"). Such a row
 * has no value to store; it is listed as unreadable with the reason. The
 * phrases are the lexicon's.
 *
 * @module
 */

import { alternation, words } from "../lexicon/mod.ts";

/** The reason a row that only refers to its description is unreadable. */
const SEE_DESCRIPTION = "see the description";
/** The reason a row whose test was not done is unreadable. */
const NOT_DETERMINED = "not determined";

const LEADS = alternation(words((l) => l.notAResult.seeLeads));
const TARGETS = alternation(words((l) => l.notAResult.seeTargets));
const SEE_PHRASES = alternation(words((l) => l.notAResult.seePhrases));
const SEE_WHOLE = alternation(words((l) => l.notAResult.seeWhole));
const NOT_DETERMINED_PHRASES = alternation(words((l) => l.notAResult.notDetermined));

const SEE_DESCRIPTION_CELL = new RegExp(
  `^(?:${LEADS})\\s+(?:${TARGETS})|^(?:${SEE_PHRASES})|^(?:${SEE_WHOLE})$`,
  "iu",
);
const NOT_DETERMINED_CELL = new RegExp(`^(?:${NOT_DETERMINED_PHRASES})[.!]?$`, "iu");

/** A "no result" phrase inside a line, between spaces (or at its end). */
const INSIDE = new RegExp(
  `\\s((?:${LEADS})\\s+(?:${TARGETS})|${SEE_PHRASES})(?:\\s|$)|\\s(${NOT_DETERMINED_PHRASES})[.!]?(?:\\s|$)`,
  "iu",
);

/**
 * Whether a printed result only points at a description ("patrz opis").
 */
function isSeeDescription(text: string): boolean {
  return SEE_DESCRIPTION_CELL.test(text.trim());
}

/**
 * Whether a printed result says the test was not done ("nie oznaczono",
 * "not determined", "brak materiału"): the whole cell, nothing else.
 */
function isNotDetermined(text: string): boolean {
  return NOT_DETERMINED_CELL.test(text.trim().replace(/\s+/g, " "));
}

/**
 * Why a printed result is no result, or `undefined` when it may be one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(noResultReason("zob. komentarz"), "see the description");
 * assert.equal(noResultReason("not determined"), "not determined");
 * assert.equal(noResultReason("12,5"), undefined);
 * ```
 */
export function noResultReason(text: string): string | undefined {
  if (isSeeDescription(text)) return SEE_DESCRIPTION;
  if (isNotDetermined(text)) return NOT_DETERMINED;
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
 * assert.equal(found?.reason, "not determined");
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
    reason: match[1] !== undefined ? SEE_DESCRIPTION : NOT_DETERMINED,
  };
}
