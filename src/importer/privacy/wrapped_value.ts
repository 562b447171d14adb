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
