/**
 * Dates printed with a month's name: "12 marca 2025", "12 Mar 2025",
 * "3. października 2024 r.", "12-Mar-2025", "18/Mar/2023" (Indian labs), "March 12, 2025". The month
 * names are the lexicon's (`months`, every language). Pure functions.
 *
 * @module
 */

import { dateProblem } from "../../domain/readings/dates.ts";
import { alternation, ranked } from "../lexicon/mod.ts";

/** A spelling without its diacritics: OCR drops them ("pazdziernika" for "października"). */
const withoutMarks = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
const MONTHS = ranked((l) => l.months).map((spellings) => [
  ...new Set(spellings.flatMap((s) => [s, withoutMarks(s)])),
]);
const MONTH_OF = new Map<string, number>(
  MONTHS.flatMap((spellings, i) =>
    spellings.map((s): [string, number] => [s.toLowerCase().replace(/\.$/, ""), i + 1])
  ),
);
const MONTH = alternation(MONTHS.flat().map((s) => s.replace(/\.$/, "")));
const NOT_WORD_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const NOT_WORD_AFTER = String.raw`(?![\p{L}\p{N}])`;

/**
 * The source of a pattern for a named-month date, day first ("12 marca
 * 2025") or month first ("March 12, 2025"); groups: day, month, year, then
 * month, day, year.
 */
export const NAMED_DATE_SOURCE = NOT_WORD_BEFORE +
  String
    .raw`(?:(\d{1,2})\.?[\s/-]+(${MONTH})\.?[\s/-]+(\d{4})|(${MONTH})\.?\s+(\d{1,2}),?\s+(\d{4}))` +
  NOT_WORD_AFTER;

const NAMED_DATE = new RegExp(NAMED_DATE_SOURCE, "iu");

/**
 * The store date (`YYYY-MM-DD`) of the first named-month date in a text, or
 * `undefined` when there is none or it is no real day.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(namedDate("12 marca 2025"), "2025-03-12");
 * assert.equal(namedDate("Collected: 3 Oct 2024 08:15"), "2024-10-03");
 * assert.equal(namedDate("March 12, 2025"), "2025-03-12");
 * assert.equal(namedDate("31 lutego 2025"), undefined);
 * assert.equal(namedDate("12 marchewek 2025"), undefined);
 * assert.equal(namedDate("3 pazdziernika 2022"), "2022-10-03");
 * assert.equal(namedDate("Sample Collected On : 18/Mar/2023 08:12 AM"), "2023-03-18");
 * ```
 */
export function namedDate(text: string): string | undefined {
  const match = NAMED_DATE.exec(text);
  if (!match) return undefined;
  const [day, month, year] = match[1] !== undefined
    ? [match[1], match[2]!, match[3]!]
    : [match[5]!, match[4]!, match[6]!];
  const number = MONTH_OF.get(month.toLowerCase());
  if (number === undefined) return undefined;
  const iso = `${year}-${String(number).padStart(2, "0")}-${day.padStart(2, "0")}`;
  return dateProblem(iso) === undefined ? iso : undefined;
}

const WHOLE_NAMED_DATE = new RegExp(
  `^${NAMED_DATE_SOURCE}(?:\\s*r\\.?)?(?:[ ,T]+\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?)?$`,
  "iu",
);

/**
 * The store date of a text that is one named-month date (maybe with "r."
 * and a time after it), or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(wholeNamedDate("12 marca 2025 r. 08:15"), "2025-03-12");
 * assert.equal(wholeNamedDate("Data: 12 marca 2025"), undefined);
 * assert.equal(wholeNamedDate("18/Mar/2023 04:47 PM"), "2023-03-18");
 * ```
 */
export function wholeNamedDate(text: string): string | undefined {
  return WHOLE_NAMED_DATE.test(text.trim()) ? namedDate(text) : undefined;
}
