/**
 * An identity value cut by a line break, as a header printed on a narrower
 * page leaves it: a number that ends its line with a country code or too few
 * digits ("tel. +48 601" / "772 309 …"), joined to the digit groups that open
 * the next line; an address that ends its line with a comma ("Address: Flat
 * 2, 31 Burley Road," / "Leeds LS3 1JT"), joined to the next line's first
 * field. The whole value is then masked wherever it appears again.
 *
 * @module
 */

import { FIELD_GAP } from "./addresses.ts";

/** A value made only of a number's characters: digits, a leading plus, brackets and separators. */
const NUMBER_VALUE = /^[+(]?\d[\d\s().\/-]*$/;

/** The digit groups that open a line ("772 309 …", "-0148"). */
const OPENING_GROUPS = /^\s*([-/.]?\d{2,5}(?:[ \-/.]\d{2,5})*)(?![\p{L}\p{N}])/u;

/** Digits a whole phone or identity number has at least (a national phone number: nine). */
const WHOLE_DIGITS = 9;

/** Digits no such number exceeds (the international phone plan: fifteen). */
const MOST_DIGITS = 15;

const digitsOf = (text: string): number => text.replace(/\D/g, "").length;

/**
 * The value joined to the next line's opening digit groups, when `value`
 * is a number too short to be whole and ends `line`; otherwise `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(wrappedNumber("+48 601", "PESEL: 72041706548 · tel. +48 601", "772 309"), "+48 601 772 309");
 * assert.equal(wrappedNumber("+48 601 772 309", "tel. +48 601 772 309", "12 345"), undefined);
 * assert.equal(wrappedNumber("Jan Testowy", "Pacjent: Jan Testowy", "12 345"), undefined);
 * ```
 */
export function wrappedNumber(
  value: string,
  line: string,
  next: string | undefined,
): string | undefined {
  if (next === undefined || !NUMBER_VALUE.test(value) || !line.trimEnd().endsWith(value)) {
    return undefined;
  }
  if (digitsOf(value) >= WHOLE_DIGITS) return undefined;
  const groups = OPENING_GROUPS.exec(next)?.[1];
  if (groups === undefined) return undefined;
  const joined = /^[-/.]/.test(groups) ? `${value}${groups}` : `${value} ${groups}`;
  const digits = digitsOf(joined);
  return digits >= WHOLE_DIGITS && digits <= MOST_DIGITS ? joined : undefined;
}

/** A label with its colon: the next line's first field is another field, not the rest of an address. */
const LABELLED = /\p{L}\s*:/u;

/**
 * The value's continuation on the next line, when `value` ends `line` with a
 * comma (an address cut after its street): the next line's first field, and
 * the whole joined; otherwise nothing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   continuedValue("Flat 2, 31 Burley Road", "Address: Flat 2, 31 Burley Road,     Sample collected:", "Leeds LS3 1JT      07:45"),
 *   ["Leeds LS3 1JT", "Flat 2, 31 Burley Road, Leeds LS3 1JT"],
 * );
 * assert.deepEqual(continuedValue("Jan Testowy", "Pacjent: Jan Testowy", "Kraków"), []);
 * ```
 */
export function continuedValue(value: string, line: string, next: string | undefined): string[] {
  if (next === undefined || value === "") return [];
  const at = line.indexOf(value);
  if (at < 0 || !/^\s*,\s*(?:$|\s{2,}|[;\t|·•])/u.test(line.slice(at + value.length))) return [];
  const first = next.trim().split(FIELD_GAP)[0]!.trim().replace(/[,;]+$/, "");
  if (first === "" || LABELLED.test(first) || !/\p{L}/u.test(first)) return [];
  return [first, `${value}, ${first}`];
}

/** A house number and a postal code ("17/4, PL-30-215", "12 b, 04229", "3, LS3 1JT"). */
const NUMBER_AND_POSTCODE =
  /^\d{1,4}\s?[\p{L}]?(?:\/\d{1,4})?\s*,?\s*(?:\p{Lu}{1,2}[- ])?(?:\d{2}-\d{3}|\d{3} \d{2}|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})\b/u;

/**
 * The rest of an address cut at the end of its field, as an address column on a narrow page
 * wraps: a value ending in a house number and a street's words has its next line's first field
 * end with a postal code ("Address: Flat 2, 31 Burley" over
 * "Road, Leeds LS3 1JT"), or, after a street's name alone ("Anschrift: Lipowa"), a field of the
 * next line opens with a house number and a postal code ("17/4, PL-30-215"). That field and
 * the whole are identity.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   streetContinued("Lipowa", "Leitung: Prof. Dr. med.   Anschrift: Lipowa", "Hartmut Lindqvist   17/4, PL-30-215"),
 *   ["17/4, PL-30-215", "Lipowa 17/4, PL-30-215"],
 * );
 * assert.deepEqual(
 *   streetContinued("Flat 2, 31 Burley", "Address: Flat 2, 31 Burley", "Road, Leeds LS3 1JT   2025, 07:45"),
 *   ["Road, Leeds LS3 1JT", "Flat 2, 31 Burley Road, Leeds LS3 1JT"],
 * );
 * assert.deepEqual(streetContinued("Lipowa", "Anschrift: Lipowa", "Natrium   136 - 145"), []);
 * ```
 */
export function streetContinued(value: string, line: string, next: string | undefined): string[] {
  if (next === undefined || !/\p{L}/u.test(value) || !line.includes(value)) return [];
  const fields = next.trim().split(FIELD_GAP).map((f) => f.trim());
  // The next line's first field ending with a postal code, maybe its town ("Road, Leeds LS3 1JT").
  const street = /(?:^|\s)\d{1,4}[a-z]?\s+\p{L}{3,}(?:\s+\p{L}+)*$/u.test(value);
  const ended = street && POSTCODE_AT_END.test(fields[0]!) && !LABELLED.test(fields[0]!)
    ? fields[0]
    : undefined;
  const words = /^\p{L}[\p{L} .'’-]*$/u.test(value) && line.trimEnd().endsWith(value);
  const rest = ended ?? (words ? fields.find((f) => NUMBER_AND_POSTCODE.test(f)) : undefined);
  return rest === undefined ? [] : [rest, `${value} ${rest}`];
}

/** A field that ends with a postal code and maybe its town ("Leeds LS3 1JT", "30-215 Kraków"). */
const POSTCODE_AT_END =
  /(?<![\p{L}\p{N}./:-])(?:\d{2}-\d{3}|\d{3} \d{2}|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})(?:\s+\p{Lu}[\p{L}-]+)?$/u;
