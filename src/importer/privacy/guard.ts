/**
 * The {@link PrivacyGuard}: which identity field a text gives away, the
 * problem that stops a write, and the masking of identity strings before
 * anything is printed.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { datesInText } from "../cell/mod.ts";
import { keySet, words } from "../lexicon/mod.ts";
import { hasPeselLike, PESEL_LIKE, peselMatches, TOO_SHORT } from "./identity_lines.ts";
import { containsWord, folded, maskSpans, widenSpans, wordSpans } from "./mask.ts";
import { POSTAL_CODE } from "./addresses.ts";
import { importerWords } from "./file_name.ts";

/** A piece made only of digits and separators: a year, a house or an order number, a date. */
const NUMBER_ONLY = /^[\d\s./-]+$/;

/**
 * Whether a number-only piece still identifies the person: a whole date
 * (a birth date field), a long number (a phone or document number, seven
 * digits or more) or a slashed number of five digits or more (a record's
 * "2918/24", a house's "1187/14"). A year or a short number never does.
 */
function isIdNumber(piece: string): boolean {
  const digits = piece.replace(/\D/g, "").length;
  return isDateOnly(piece) || digits >= 7 || (/\d\/\d/.test(piece) && digits >= 5);
}

/**
 * The kind of identity field a string came from, as named in messages: an
 * "identity number" is a number printed beside a label of the person or the
 * order (an order or sample number, a doctor's licence number, a phone).
 */
export type IdentityField = "PESEL" | "birth date" | "address" | "patient name" | "identity number";

/** Whether a text is only a date (a birth date field's value). */
function isDateOnly(text: string): boolean {
  return datesInText(text).length > 0 && !/\p{L}{2,}/u.test(text.replace(/\bur\.?/giu, ""));
}

/**
 * Whether an identity string is a number with at most a short code around it
 * ("2303140457", "PWZ 2345678", "BD/2024/02/03321"): no run of five letters
 * (a street's name has one), and at least five digits.
 */
function isNumberLike(identity: string): boolean {
  return !/\p{L}{5,}/u.test(identity) && (identity.match(/\d/g)?.length ?? 0) >= 5;
}

/**
 * Which kind of field an identity string is, from its shape: the parsers
 * hand over values without their labels.
 */
function fieldOf(identity: string): IdentityField {
  if (hasPeselLike(identity)) return "PESEL";
  if (isDateOnly(identity)) return "birth date";
  if (isNumberLike(identity)) return "identity number";
  if (/\d/.test(identity) || POSTAL_CODE.test(identity)) return "address";
  return "patient name";
}

/**
 * The pieces of one identity string that are checked for: the whole, its
 * words and, for a birth date, the date. Numbers (years, order and house
 * numbers) are never pieces on their own, and a date inside a name or an
 * address is not either: "2024" must never withhold every row of 2024.
 */
function piecesOf(identity: string): string[] {
  const normal = normalizeName(identity);
  const pieces = [normal];
  for (const word of normal.split(/[\s,;:/]+/)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (bare.length >= TOO_SHORT && /\p{L}/u.test(bare)) pieces.push(bare);
  }
  // A phone printed with its country code is the same number without it elsewhere ("601 772 309").
  const national = /^(?:\+|00)\d{1,3}[\s-]+(\d[\d\s-]*\d)$/.exec(normal)?.[1];
  if (national !== undefined) pieces.push(national);
  if (isDateOnly(identity)) {
    for (const date of datesInText(identity)) pieces.push(date.slice(0, 10));
  }
  return pieces.filter((p) => p.length >= TOO_SHORT && (!NUMBER_ONLY.test(p) || isIdNumber(p)));
}

/**
 * The single words of a printed name as the guard compares them, so that
 * a row named by a known marker ("Leukocyty", "Potas") is not withheld
 * because an identity string happens to hold that word (a surname, or an
 * address whose field ran into a result beside it). A whole identity
 * string, a name of several words and any other text still count.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const guard = new PrivacyGuard(["Jan Potas"]);
 * assert.equal(guard.field("Potas"), "patient name");
 * assert.equal(guard.field("Potas", nameWords(["Potas"])), undefined);
 * assert.equal(guard.field("Jan Potas", nameWords(["Potas"])), "patient name");
 * ```
 */
export function nameWords(names: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of normalizeName(name).split(/[\s,;:/]+/)) {
      const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      if (bare !== "") words.add(bare);
    }
  }
  return words;
}

/** Words that appear in identity blocks but also in any lab report; never treated as identity. */
const COMMON = keySet(words((l) => l.identity.common));

/**
 * Guards every text the importer writes against personal data. Built from
 * the identity strings of all documents of a run.
 */
export class PrivacyGuard {
  readonly #pieces: ReadonlyMap<string, IdentityField>;

  constructor(identity: readonly string[]) {
    const pieces = new Map<string, IdentityField>();
    const vocabulary = importerWords();
    for (const text of identity) {
      const field = fieldOf(text);
      const whole = normalizeName(text);
      for (const piece of piecesOf(text)) {
        // An address's single words that are the importer's own ("Lab", "Clinical", "the" of a
        // lab's footer taken for an address) are not identity alone: the whole address still is.
        const ordinary = field === "address" && piece !== whole && vocabulary.has(piece);
        if (!COMMON.has(piece) && !ordinary && !pieces.has(piece)) pieces.set(piece, field);
      }
    }
    this.#pieces = pieces;
  }

  /**
   * Which kind of identity field a text matches ("patient name", "PESEL",
   * "birth date", "address"), or `undefined` when it is clean. Any
   * PESEL-like number counts, whether or not the document printed it.
   * Single words in `except` (see {@link nameWords}) are not matched on
   * their own: a row named by a known marker is not identity because that
   * word also stood in an identity string.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const guard = new PrivacyGuard(["Jan Testowy"]);
   * assert.equal(guard.field("Testowy 45"), "patient name");
   * assert.equal(guard.field("PESEL 920713 14568"), "PESEL");
   * assert.equal(guard.field("Hemoglobina"), undefined);
   * ```
   */
  field(text: string, except?: ReadonlySet<string>): IdentityField | undefined {
    if (hasPeselLike(text)) return "PESEL";
    const normal = normalizeName(text);
    for (const [piece, field] of this.#pieces) {
      if (except?.has(piece)) continue;
      if (containsWord(normal, piece)) return field;
    }
    return undefined;
  }

  /**
   * What personal data a text contains, described without repeating it, or
   * `undefined` when it is clean.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const guard = new PrivacyGuard(["Jan Testowy"]);
   * assert.equal(guard.problem("Hemoglobina"), undefined);
   * assert.equal(guard.problem("Testowy Jan 45"), "an identity string of the document (the patient name field)");
   * assert.equal(guard.problem("PESEL 85010112345"), "a PESEL-like 11-digit number");
   * ```
   */
  /**
   * The text with every identity string of the run, each word of one and
   * every PESEL-like number replaced by {@link MASK}, matched as
   * {@link field} matches them (case, diacritics and `ł` ignored).
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const guard = new PrivacyGuard(["Jan Testowy", "Іваненко Олена"]);
   * assert.equal(guard.mask("Pacjent: TESTOWY Jan, PESEL 92071314568"), "Pacjent: [hidden], PESEL [hidden]");
   * assert.equal(guard.mask("Пацієнт: Іваненко"), "Пацієнт: [hidden]");
   * assert.equal(guard.mask("Hemoglobina 13,4"), "Hemoglobina 13,4");
   * ```
   */
  mask(text: string): string {
    const fold = folded(text);
    const spans: [number, number][] = [];
    for (const piece of this.#pieces.keys()) {
      for (const [start, end] of wordSpans(fold.text, piece)) {
        spans.push([fold.from[start]!, fold.from[end - 1]! + 1]);
      }
    }
    for (const match of text.matchAll(new RegExp(PESEL_LIKE.source, "gu"))) {
      if (peselMatches(match[0]).length > 0) {
        spans.push([match.index, match.index + match[0].length]);
      }
    }
    return maskSpans(text, widenSpans(text, spans));
  }

  problem(text: string): string | undefined {
    const field = this.field(text);
    if (field === undefined) return undefined;
    return field === "PESEL"
      ? "a PESEL-like 11-digit number"
      : `an identity string of the document (the ${field} field)`;
  }
}
