/**
 * The person's birth date a document states, and the sex a PESEL states, for
 * the band choice only (never stored, and masked as identity elsewhere): a
 * birth-date field of the lexicon ("Data urodzenia: 07.11.1988", "geb.
 * 07.11.1988", "DOB: 1988-11-07"), or a valid PESEL, whose first six digits
 * are the birth date (the century in the month) and whose tenth digit is odd
 * for a man. A report that prints the birth date and no age still has bands
 * by age ("35–44 J.: 0,60 – 3,37"): the age at each row's own collection
 * date chooses the band.
 *
 * @module
 */

import { peselBirthDate } from "../privacy/mod.ts";
import { datesInText } from "../cell/mod.ts";
import { alternation, WORD_START, words } from "../lexicon/mod.ts";

/** A birth-date label of any language, then maybe a colon. */
const BIRTH_FIELD = new RegExp(
  String.raw`${WORD_START}(?:${
    alternation(words((l) => l.patient.birthLabels))
  })(?![\p{L}])\s*:?\s*`,
  "giu",
);

/** A date opening the text: digits with a separator, or a day before a month's name. */
const DATE_OPENS = /^(?:\d{1,4}[./-]\d|\d{1,2}\.?\s+\p{L})/u;

/**
 * A PESEL after its word ("PESEL: 92071314568", "PESEL 920713 14568"). A
 * number with no label is not read: a barcode or the numbers of a table row
 * ("250 - 425 297 15") form a valid PESEL about once in fifty-five, and their
 * sex would choose a band.
 */
const PESEL = /(?<=pesel\W{0,5})\d(?:[ -]?\d){10}(?!\p{N})/giu;

/** The oldest birth year taken: an earlier one is a misread, not a person. */
const EARLIEST_BIRTH_YEAR = 1880;

/** The birth dates a line states in a birth-date field, as store dates. */
function labelledBirthDates(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(BIRTH_FIELD)) {
    const start = match.index + match[0].length;
    const rest = text.slice(start, start + 24);
    if (!DATE_OPENS.test(rest)) continue;
    const first = datesInText(rest)[0];
    if (first !== undefined) found.push(first.slice(0, 10));
  }
  return found;
}

/** What a document's lines state of the person's birth: every birth date and PESEL sex read. */
export interface BirthFacts {
  readonly births: ReadonlySet<string>;
  readonly sexes: ReadonlySet<"F" | "M">;
}

/**
 * The birth dates (a birth-date field or a valid PESEL) and the sexes (a
 * valid PESEL) the texts state. A caller takes one only when there is one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const facts = birthFacts(["Patientin: Musterfrau, Erika   geb. 07.11.1988"]);
 * assert.deepEqual([...facts.births], ["1988-11-07"]);
 * assert.deepEqual([...birthFacts(["PESEL: 44051401458"]).sexes], ["M"]);
 * assert.deepEqual([...birthFacts(["TIBC 406 µg/dl 250 - 425 297 15"]).births], []);
 * ```
 */
export function birthFacts(texts: readonly string[]): BirthFacts {
  const births = new Set<string>();
  const sexes = new Set<"F" | "M">();
  for (const text of texts) {
    for (const birth of labelledBirthDates(text)) births.add(birth);
    for (const [match] of text.matchAll(PESEL)) {
      const digits = match.replace(/\D/g, "");
      const birth = peselBirthDate(digits);
      if (birth === undefined) continue;
      births.add(birth);
      // The tenth digit is odd for a man.
      sexes.add(Number(digits[9]) % 2 === 1 ? "M" : "F");
    }
  }
  const real = [...births].filter((b) => Number(b.slice(0, 4)) >= EARLIEST_BIRTH_YEAR);
  return { births: new Set(real), sexes };
}

/**
 * The age in completed months on a day, from a birth date (both store
 * dates), or `undefined` when the day is before the birth or the age is
 * past any person's.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(monthsOld("1988-11-07", "2025-05-21"), 438);
 * assert.equal(monthsOld("1988-11-07", "2025-11-06"), 443);
 * assert.equal(monthsOld("1988-11-07", "2025-11-07"), 444);
 * assert.equal(monthsOld("2025-06-01", "2025-05-21"), undefined);
 * ```
 */
export function monthsOld(birth: string, day: string): number | undefined {
  const [by, bm, bd] = birth.slice(0, 10).split("-").map(Number);
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  if ([by, bm, bd, y, m, d].some((n) => n === undefined || Number.isNaN(n))) return undefined;
  const months = (y! - by!) * 12 + (m! - bm!) - (d! < bd! ? 1 : 0);
  return months < 0 || months > 130 * 12 ? undefined : months;
}
