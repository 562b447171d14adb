/**
 * The person's birth date a document states, and the sex a PESEL or a Czech or Slovak
 * birth number ("Rodné číslo: 720923/4175": `birthNumberFacts`) states, for
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

/** A birth-number label of any language, then maybe a colon, then the number ("RČ: 720923/4175"). */
const BIRTH_NUMBER = new RegExp(
  String.raw`${WORD_START}(?:${
    alternation(words((l) => l.patient.birthNumberLabels))
  })(?![\p{L}])\s*:?\s*(\d{6})\s?\/?\s?(\d{3,4})(?!\p{N})`,
  "giu",
);

/**
 * The birth date and sex a Czech or Slovak birth number states ("720923/4175"): the year,
 * the month (plus 50 for a woman, or 20 or 70 since 2004) and the day; a number of ten digits
 * is divisible by 11 (or its first nine leave 10 and it ends in 0) and its century is 19yy
 * from 54 on, else 20yy; one of nine digits is from before 1954. `undefined` when it is no
 * valid one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(birthNumberFacts("720923", "4175"), { birth: "1972-09-23", sex: "M" });
 * assert.deepEqual(birthNumberFacts("725923", "4180"), { birth: "1972-09-23", sex: "F" });
 * assert.equal(birthNumberFacts("720923", "4176"), undefined);
 * ```
 */
export function birthNumberFacts(
  head: string,
  tail: string,
): { birth: string; sex: "F" | "M" } | undefined {
  const digits = head + tail;
  if (digits.length === 10) {
    const rest = Number(digits.slice(0, 9)) % 11;
    const valid = Number(digits) % 11 === 0 || (rest === 10 && digits.endsWith("0"));
    if (!valid) return undefined;
  } else if (digits.length !== 9) return undefined;
  const yy = Number(head.slice(0, 2));
  let month = Number(head.slice(2, 4));
  const sex = month > 50 ? "F" : "M";
  month = month > 70 ? month - 70 : month > 50 ? month - 50 : month > 20 ? month - 20 : month;
  const year = digits.length === 9 || yy >= 54 ? 1900 + yy : 2000 + yy;
  const birth = `${year}-${String(month).padStart(2, "0")}-${head.slice(4, 6)}`;
  const day = Number(head.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { birth, sex };
}

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
 * assert.deepEqual([...birthFacts(["Rodné číslo: 720923/4175"]).sexes], ["M"]);
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
    for (const match of text.matchAll(BIRTH_NUMBER)) {
      const facts = birthNumberFacts(match[1]!, match[2]!);
      if (facts === undefined) continue;
      births.add(facts.birth);
      sexes.add(facts.sex);
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
