/**
 * The row stage's view of a printed result cell: the value reader
 * (`value.ts`) with OCR's doubts added (a misread arrow, a word read with low
 * confidence), the lab's mark as printed (`takeFlag`, a view of the one flag
 * splitter), and the flag a row carries from its mark and range
 * (`labFlagOf`). The readers themselves are re-exported for the row stage.
 *
 * @module
 */

import type { LabFlag } from "../../domain/readings/flags.ts";
import { flagOfMark, splitFlag } from "./flag.ts";
import type { ParsedRange } from "./range.ts";
import { type ParsedValue, type ReadResult, readValue } from "./value.ts";

export { COMPARATOR_TOKEN, looksLikeUnit, RANGE_WORDS } from "./unit.ts";
export { type ReadResult, WORD_ABOVE, WORD_BELOW } from "./value.ts";
export { rangeWithUnit } from "./range_cell.ts";

/** Printed flags, including arrows and signs; `+` counts only beside a value. */
export const FLAG = /^(?:H|L|HH|LL|↑|↓|↑↑|↓↓|▲|▼|\*|\*\*|!|!!|\+|\(H\)|\(L\)|\(\+\)|\(-\)|\(\*\))$/;

/** A result text without its flags, and the mark printed with it. */
export interface Flagged {
  readonly text: string;
  readonly flag?: string;
}

/**
 * Takes the lab's marks (`H`, `L`, `↑`, `↓`, `*`, `!`, `+`, `(H)`) off
 * either end of a printed result, and gives the mark as printed; a lone
 * mark stays the text. The one flag splitter, `splitFlag`, does the work.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(takeFlag("H powyżej 2000"), { text: "powyżej 2000", flag: "H" });
 * assert.deepEqual(takeFlag("13,4 ↑"), { text: "13,4", flag: "↑" });
 * assert.deepEqual(takeFlag("8↓"), { text: "8", flag: "↓" });
 * assert.deepEqual(takeFlag("3,9L"), { text: "3,9", flag: "L" });
 * assert.deepEqual(takeFlag("ujemny"), { text: "ujemny" });
 * ```
 */
export function takeFlag(printed: string): Flagged {
  const { text, mark } = splitFlag(printed, { lone: false });
  return mark === undefined ? { text } : { text, flag: mark };
}

/**
 * The lab's flag as stored: `↑`/`H`/`+` above → "H", `↓`/`L` below → "L";
 * `*` or `!` mean abnormal: "A" on a qualitative result, and on a number
 * "H" or "L" from the range when the value is outside it, else "A".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labFlagOf("↑", { value: 9 }, {}), "H");
 * assert.equal(labFlagOf("*", { value: 3 }, { ref_low: 4, ref_high: 10 }), "L");
 * assert.equal(labFlagOf("!", { value: "dodatni" }, { ref_text: "ujemny" }), "A");
 * assert.equal(labFlagOf("High", { value: 112 }, { ref_high: 99 }), "H");
 * assert.equal(labFlagOf("obniżony", { value: 3.3 }, { ref_low: 3.5 }), "L");
 * ```
 */
export function labFlagOf(
  flag: string | undefined,
  value: ParsedValue,
  range: ParsedRange,
): LabFlag | undefined {
  if (flag === undefined) return undefined;
  const bare = flag.replace(/[()]/g, "");
  const qualitative = typeof value.value === "string";
  if (/^\++$/.test(bare)) return qualitative ? "A" : "H";
  if (bare === "-") return undefined;
  if (/^(?:H+|↑+)$/.test(bare)) return "H";
  if (/^(?:L+|↓+)$/.test(bare)) return "L";
  // A flag column's word ("High", "Low", "wysoki", "poza normą"): the lexicon's flag words.
  const word = flagOfMark(bare);
  if (word === "H" || word === "L") return word;
  if (/^(?:\*+|!+|A)$/.test(bare) || word === "A") {
    if (typeof value.value === "number") {
      if (range.ref_high !== undefined && value.value > range.ref_high) return "H";
      if (range.ref_low !== undefined && value.value < range.ref_low) return "L";
    }
    return "A";
  }
  return undefined;
}

/** Below this OCR confidence (0 to 100) a result is not trusted: the row is unreadable. */
const OCR_MIN_CONFIDENCE = 80;

/** A result whose OCR confidence is too low becomes unreadable, showing what OCR read. */
export function unsure<T extends ReadResult | undefined>(
  result: T,
  confidence: number | undefined,
): T {
  if (result === undefined || result.unreadable !== undefined) return result;
  if (confidence === undefined || confidence >= OCR_MIN_CONFIDENCE) return result;
  return {
    ...result,
    unreadable: `OCR is unsure of the result (confidence ${Math.round(confidence)} %)`,
  };
}

/** What OCR makes of an arrow (↑ ↓) printed beside a value. */
export const OCR_ARROW = /^(?:[1|lIT!4tf↑↓]|\|)$/;

/**
 * In OCR text, a lone arrow-like mark ("1", "|", "T", "4") beside a number
 * is the lab's arrow read badly: it becomes `*` (abnormal; its direction is
 * then taken from the range).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(ocrArrow("1 5,82"), "5,82 *");
 * assert.equal(ocrArrow("powyżej 1000 1"), "powyżej 1000 *");
 * assert.equal(ocrArrow("1"), "1");
 * assert.equal(ocrArrow("12,5"), "12,5");
 * ```
 */
export function ocrArrow(printed: string): string {
  const tokens = printed.trim().split(/\s+/);
  if (tokens.length < 2) return printed;
  const numeric = (rest: string[]) => /\d/.test(rest.join(" "));
  if (OCR_ARROW.test(tokens[0]!) && numeric(tokens.slice(1))) {
    return `${tokens.slice(1).join(" ")} *`;
  }
  if (OCR_ARROW.test(tokens[tokens.length - 1]!) && numeric(tokens.slice(0, -1))) {
    return `${tokens.slice(0, -1).join(" ")} *`;
  }
  return printed;
}

/**
 * Reads a printed result with the value reader (`readValue`); in OCR text a
 * misread arrow beside a number first becomes `*` ({@link ocrArrow}).
 */
export function readResult(printed: string, anyText: boolean, ocr = false): ReadResult | undefined {
  return readValue(ocr ? ocrArrow(printed) : printed, anyText);
}
