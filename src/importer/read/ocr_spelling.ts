/**
 * Tesseract's misspellings of units, put right word by word before the
 * words are laid out, where only one reading of the misspelt word exists:
 * `mg/dI` (a capital I for the l), `mlU/ml` (an l for the I of IU),
 * `1079/l` (the caret of `10^9` read as 7, or lost: `1012/l`), `jug/dl` (µ read as ju), the
 * l of a fixed-width font read as 1 or t (`mmol/1`, `umot/l`), a
 * flag glued to its unit (`mg/dLH`: the unit and the flag H, two words), and
 * a zero for the O of a name's `(OH)` or for a Cyrillic unit's О (`0д/л`), and a guillemet
 * alone for a comparator (`«` for `<`).
 * A misspelling that could be read two ways is left as read, for the
 * classify stage to hold (`HIU/ml`: µIU/ml, or the flag H before IU/ml).
 * Each unit rule matches a whole word, so names, dates and values are never
 * touched by it; a misread date is put right by `ocr_dates.ts`. Pure.
 *
 * @module
 */

import { isKnownUnit } from "../../domain/readings/units.ts";
import { respellDate } from "./ocr_dates.ts";

/** One spelling rule: a misread word (whole) and how it was printed. */
interface SpellingRule {
  /** What is misread, for the reader of this table. */
  readonly misread: string;
  readonly pattern: RegExp;
  readonly printed: string;
}

/**
 * The rules, tried in order on a word; each result must be a unit the
 * importer knows, or the word is kept as read.
 */
const RULES: readonly SpellingRule[] = [
  { misread: "I or | for the l of a litre", pattern: /^(.*\/[mdµu]?)[I|]$/u, printed: "$1l" },
  // A fixed-width font's l, with its foot and its flag, reads as 1 or t (a fax: `mmol/1`, `mmol/t`).
  { misread: "1 or t for the l of a litre", pattern: /^(.*\/[mdµu]?)[1t]$/u, printed: "$1l" },
  { misread: "t for the l of mol", pattern: /^([mµu]?)mot(\/.*)$/u, printed: "$1mol$2" },
  { misread: "l, 1 or | for the I of IU", pattern: /^([mµu]?)[l1|]U(\/.*)$/u, printed: "$1IU$2" },
  { misread: "ju for µ", pattern: /^ju(g|mol|IU)(\/.*)$/u, printed: "µ$1$2" },
  {
    misread: "7 for the caret of a power of ten",
    pattern: /^([x×]?)107(3|6|9|12)(\/.*)$/u,
    printed: "$110^$2$3",
  },
  // A fax loses the caret of a count per litre: no unit is printed as 109/l or 1012/l.
  {
    misread: "the caret of a power of ten per litre lost",
    pattern: /^([x×]?)10(9|12)(\/[lL])$/u,
    printed: "$110^$2$3",
  },
  // A count per litre whose l is lost after the slash (a scan's `10712/`, `1079/`): a power of
  // ten of 9 or 12 is counted per litre only.
  {
    misread: "the l of a litre lost after a power of ten",
    pattern: /^([x×]?)10[7^*]?(9|12)\/$/u,
    printed: "$110^$2/l",
  },
];

/**
 * A word's misspelling of a unit put right, or the word as read.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(respellUnit("mg/dI"), "mg/dl");
 * assert.equal(respellUnit("mlU/l"), "mIU/l");
 * assert.equal(respellUnit("1079/l"), "10^9/l");
 * assert.equal(respellUnit("1079/|"), "10^9/l");
 * assert.equal(respellUnit("10712/"), "10^12/l");
 * assert.equal(respellUnit("1079/"), "10^9/l");
 * assert.equal(respellUnit("HIU/ml"), "HIU/ml");
 * assert.equal(respellUnit("Kowalski"), "Kowalski");
 * ```
 *
 * @internal tested alone: the one respelling of a unit, which `ocrWords()` mixes with the word's other readings.
 */
export function respellUnit(word: string): string {
  if (isKnownUnit(word)) return word;
  const once = RULES.filter((rule) => rule.pattern.test(word))
    .map((rule) => ({ rule, printed: word.replace(rule.pattern, rule.printed) }));
  const known = once.find(({ printed }) => isKnownUnit(printed));
  if (known !== undefined) return known.printed;
  // Two misreadings in one word, each a rule of its own (a fax's `1079/|`: the caret read as 7 and
  // the litre's l as a bar); the result must still be a unit the importer knows.
  for (const { rule, printed } of once) {
    for (const second of RULES) {
      if (second === rule || !second.pattern.test(printed)) continue;
      const twice = printed.replace(second.pattern, second.printed);
      if (isKnownUnit(twice)) return twice;
    }
  }
  return word;
}

/**
 * A word with a zero read for the letter O where no figure can stand: after
 * an opening bracket and before a capital letter (`25(0H)D` for `25(OH)D`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(respellLetterO("25(0H)D"), "25(OH)D");
 * assert.equal(respellLetterO("(03.01.2024)"), "(03.01.2024)");
 * assert.equal(respellLetterO("0д/л"), "Од/л");
 * assert.equal(respellLetterO("0,5"), "0,5");
 * ```
 *
 * @internal tested alone: the one respelling of a zero as O, which `ocrWords()` mixes with the word's other readings.
 */
export function respellLetterO(word: string): string {
  // And a zero opening a word of Cyrillic letters is the Cyrillic О (`0д/л` for `Од/л`).
  return word.replace(/(?<=\()0(?=\p{Lu})/gu, "O").replace(/^0(?=\p{Script=Cyrillic})/u, "О");
}

/**
 * A word that is a guillemet alone read for a comparator: OCR reads `<` and `>` before a
 * number as `«` and `»` (a lab app's "Референтні значення: « 5,2").
 */
const GUILLEMETS: Readonly<Record<string, string>> = { "«": "<", "»": ">" };

/** The marks a lab prints beside a result outside its range. */
const FLAG_MARK = /^(.+?)\s?([HL↑↓])$/u;

/**
 * A word read by OCR as the words printed: a date misread where only one
 * date can be meant is that date (see `ocr_dates.ts`: `O9.09.2025`,
 * `09.09.2025.07:15` as the date and the time); a unit with a flag glued to it
 * (`mg/dLH`, `mmol/LL`) is the unit and the flag; a misspelt unit is put
 * right ({@link respellUnit}); any other word is kept as read.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(ocrWords("mg/dLH"), ["mg/dL", "H"]);
 * assert.deepEqual(ocrWords("mmol/LL"), ["mmol/L", "L"]);
 * assert.deepEqual(ocrWords("U/I"), ["U/l"]);
 * assert.deepEqual(ocrWords("mg/dL"), ["mg/dL"]);
 * assert.deepEqual(ocrWords("HGB"), ["HGB"]);
 * assert.deepEqual(ocrWords("O9.09.2025"), ["09.09.2025"]);
 * assert.deepEqual(ocrWords("«"), ["<"]);
 * ```
 */
export function ocrWords(word: string): string[] {
  const comparator = GUILLEMETS[word];
  if (comparator !== undefined) return [comparator];
  const date = respellDate(word);
  if (date !== undefined) return date;
  const respelled = respellUnit(respellLetterO(word));
  if (respelled !== word || isKnownUnit(word)) return [respelled];
  const flagged = FLAG_MARK.exec(word);
  if (flagged !== null && flagged[1]!.includes("/")) {
    const unit = respellUnit(flagged[1]!);
    if (isKnownUnit(unit)) return [unit, flagged[2]!];
  }
  return [word];
}
