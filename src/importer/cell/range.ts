/**
 * A printed reference range read into its limits: `12,0 - 16,0`, one-sided
 * limits as signs or words (`<5`, `>= 40`, `do 5`, `powyżej 40`), and text
 * ranges (`ujemny`). Anything that is not one range, a cell of several sex
 * or age bands included, stays text: never its first band. Pure functions;
 * the whole range cell (a unit after it, its bands) is read by
 * `range_cell.ts`.
 *
 * @module
 */

import { alternation, words } from "../lexicon/mod.ts";
import { parseNumber } from "./number.ts";
import { CENSORED, COMPARATORS } from "./value.ts";

/** A parsed reference range; every field is optional. */
export interface ParsedRange {
  readonly ref_low?: number;
  readonly ref_high?: number;
  readonly ref_text?: string;
}

const RANGE_DASH = /^([+-]?\d[\d ,.]*?)\s*(?:-|–|—|÷|\.\.)\s*([+-]?\d[\d ,.]*)$/;
const UPPER_WORDS = new RegExp(
  `^(?:${alternation(words((l) => l.comparators.upTo))})\\s+(.+)$`,
  "iu",
);
const LOWER_WORDS = new RegExp(
  `^(?:${alternation(words((l) => l.comparators.from))})\\s+(.+)$`,
  "iu",
);

const NUMBER = String.raw`([+-]?\d[\d ,.]*?)`;
/** Two limits joined by a word, maybe with a word before the first: "od 12 do 16", "12 to 16". */
const RANGE_WORDS = new RegExp(
  `^(?:(?:${alternation(words((l) => l.comparators.from))})\\s+)?${NUMBER}\\s+(?:${
    alternation(words((l) => l.comparators.to))
  })\\s+${NUMBER.replace("*?", "*")}$`,
  "iu",
);

/**
 * A label before a range, with its colon ("N:", "norma:", "Ref.:"), from the lexicon; a label
 * ending in a dot also without one, right before a number ("ref. 4,0 - 10,0").
 */
const RANGE_LABEL = new RegExp(
  `^(?:(?:${alternation(words((l) => l.rangeLabels))})\\s*:\\s*|(?:${
    alternation(words((l) => l.rangeLabels.filter((label) => label.endsWith("."))))
  })\\s*(?=[<>≤≥]?\\s*\\d))`,
  "iu",
);

/** A range label with no colon before a one-sided limit: "Zielwert < 55", "norma < 190". */
const LABEL_BEFORE_SIGN = new RegExp(
  `^(?:${alternation(words((l) => l.rangeLabels))})\\s+(?=[<>≤≥]\\s*\\d)`,
  "iu",
);

/** A cell saying the lab has no reference ("Not Estab."): the lexicon's `noReference`. */
const NO_REFERENCE = new RegExp(`^(?:${alternation(words((l) => l.noReference))})$`, "iu");

/**
 * Whether a cell says the lab has no reference for the result ("Not Estab.",
 * "No normal range given").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isNoReference("No normal range given"), true);
 * assert.equal(isNoReference("Normal range: 4 - 11"), false);
 * ```
 */
export function isNoReference(text: string): boolean {
  return NO_REFERENCE.test(text.trim());
}

/**
 * A remark of words in brackets after a range or a value ("[15.0 - 300.0] (Normal - no action)",
 * "5.8 mu/L [0.35 - 4.94] (Abnormal - see GP)", as a GP record files each result): two words or
 * more, no figure. It is no part of the range, nor of the value's cell.
 */
const REMARK_AFTER = /(?<=[\d\])\p{L}%])\s*\((?=[^()]*\p{L}[^()]*\s\S)[^()\d]+\)\s*$/u;

/**
 * A range's or a value's text without a remark of words in brackets after it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(withoutRemark("5.8 mu/L [0.35 - 4.94] (Abnormal - see GP)"), "5.8 mu/L [0.35 - 4.94]");
 * assert.equal(withoutRemark("4,21 (3,80 - 5,20)"), "4,21 (3,80 - 5,20)");
 * assert.equal(withoutRemark("12,4 (mmol/l)"), "12,4 (mmol/l)");
 * ```
 */
export function withoutRemark(text: string): string {
  return text.replace(REMARK_AFTER, "");
}

/** A qualifier in brackets after a range ("30 - 50 (optymalnie)"): the lexicon's `rangeQualifiers`. */
const QUALIFIER_AFTER = new RegExp(
  `(?<=\\d)\\s*\\(\\s*(?:${alternation(words((l) => l.rangeQualifiers))})\\s*\\)$`,
  "iu",
);

/**
 * A range without the brackets around it: a wrapping pair (`(12 - 16)`), or
 * a lone bracket a layout cut from its pair. Brackets inside a cell of
 * bands (`12-16 (K); 13,5-17,5 (M)`) stay.
 */
function unwrap(text: string): string {
  let trimmed = text.trim();
  const inner = trimmed.slice(1, -1);
  if (/^[([]/.test(trimmed) && /[)\]]$/.test(trimmed) && !/[()[\]]/.test(inner)) {
    return inner.trim();
  }
  if (/^[([]/.test(trimmed) && !/[)\]]/.test(trimmed)) trimmed = trimmed.slice(1);
  if (/[)\]]$/.test(trimmed) && !/[([]/.test(trimmed)) trimmed = trimmed.slice(0, -1);
  return trimmed.trim();
}

/**
 * Whether a text opens with a range label and its colon ("Norma:", "Referenz:",
 * "Range:"): a line that does so is a reference, never a result of its own.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(hasRangeLabel("Norma: 4,00 - 10,00 tys/µl"), true);
 * assert.equal(hasRangeLabel("Leukocyty 5,84 tys/µl"), false);
 * ```
 */
export function hasRangeLabel(text: string): boolean {
  return RANGE_LABEL.test(text.trim());
}

/**
 * Parses a printed reference range. Numeric forms become `ref_low` and/or
 * `ref_high`; anything else (`ujemny`, `patrz opis`, a cell of bands) is
 * kept as `ref_text`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseRange("12,0 - 16,0"), { ref_low: 12, ref_high: 16 });
 * assert.deepEqual(parseRange("<=5"), { ref_high: 5 });
 * assert.deepEqual(parseRange("powyżej 40"), { ref_low: 40 });
 * assert.deepEqual(parseRange("ujemny"), { ref_text: "ujemny" });
 * assert.deepEqual(parseRange("Zakres ref.: niereaktywny"), { ref_text: "niereaktywny" });
 * assert.deepEqual(parseRange("(N: 6,2-19,4),"), { ref_low: 6.2, ref_high: 19.4 });
 * assert.deepEqual(parseRange("30 - 50 (optymalnie)"), { ref_low: 30, ref_high: 50 });
 * assert.deepEqual(parseRange("Zielwert < 55"), { ref_high: 55 });
 * assert.deepEqual(parseRange("< 3,"), { ref_text: "< 3," });
 * assert.deepEqual(parseRange("nie wykryto |"), { ref_text: "nie wykryto" });
 * assert.deepEqual(parseRange("K: 12-16 M: 13,5-17,5"), { ref_text: "K: 12-16 M: 13,5-17,5" });
 * assert.deepEqual(parseRange(""), {});
 * assert.deepEqual(parseRange("[15.0 - 300.0] (Normal - no action)"), { ref_low: 15, ref_high: 300 });
 * ```
 */
export function parseRange(text: string): ParsedRange {
  // A table's rule read by OCR as "|" beside the range is no part of it ("nie wykryto |").
  const trimmed = unwrap(text.replace(/(?<=^|\s)\|+(?=\s|$)/g, " "));
  if (trimmed === "" || NO_REFERENCE.test(trimmed)) return {};
  // "(N: 6,2-19,4)," in a letter: a label and trailing punctuation around the limits.
  // A comma or point right after a digit is a decimal part lost ("< 3," read for "< 3,4").
  const labelled = unwrap(trimmed.replace(/;+$/, "").replace(/(?<!\d)[,.]+$/, ""))
    .replace(RANGE_LABEL, "").replace(LABEL_BEFORE_SIGN, "");
  if (labelled !== trimmed && labelled !== "") {
    const inner = limitsOf(labelled);
    if (inner !== undefined) return inner;
    // "Zakres ref.: niereaktywny": a label with its colon is no part of a worded reference.
    if (/:\s*\S/.test(trimmed) && !/:/.test(labelled)) return { ref_text: labelled };
  }
  // "[15.0 - 300.0] (Normal - no action)": a remark after the limits is no part of them.
  const remarkless = unwrap(withoutRemark(trimmed));
  if (remarkless !== trimmed && remarkless !== "") {
    const inner = limitsOf(remarkless);
    if (inner !== undefined) return inner;
  }
  // "30 - 50 (optymalnie)": the qualifier says which range it is; the limits are the range.
  const qualified = trimmed.replace(QUALIFIER_AFTER, "");
  if (qualified !== trimmed) {
    const inner = limitsOf(qualified);
    if (inner !== undefined) return inner;
  }
  return limitsOf(trimmed) ?? { ref_text: trimmed };
}

function limitsOf(trimmed: string): ParsedRange | undefined {
  const dash = RANGE_DASH.exec(trimmed) ?? RANGE_WORDS.exec(trimmed);
  if (dash) {
    const low = parseNumber(dash[1]!.trim());
    const high = parseNumber(dash[2]!.trim());
    if (low !== undefined && high !== undefined && low <= high) {
      return { ref_low: low, ref_high: high };
    }
  }
  const censored = CENSORED.exec(trimmed);
  if (censored) {
    const number = parseNumber(censored[2]!);
    const comparator = COMPARATORS[censored[1]!];
    if (number !== undefined && comparator !== undefined) {
      return comparator.startsWith("<") ? { ref_high: number } : { ref_low: number };
    }
  }
  const upper = UPPER_WORDS.exec(trimmed);
  if (upper) {
    const number = parseNumber(upper[1]!);
    if (number !== undefined) return { ref_high: number };
  }
  const lower = LOWER_WORDS.exec(trimmed);
  if (lower) {
    const number = parseNumber(lower[1]!);
    if (number !== undefined) return { ref_low: number };
  }
  return undefined;
}
