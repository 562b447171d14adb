/**
 * Reading one printed result cell of a lab report: the lab's flag on either
 * side of the value (`H`, `L`, `↑`, `↓`, `*`, `!`, `+`, `(H)`), comparators
 * written as words ("powyżej 1000"), "patrz opis", dipstick pluses, sediment
 * count ranges, a unit printed after the value or the range, and OCR's
 * doubts (a misread arrow, a word read with low confidence). Pure functions.
 *
 * @module
 */

import type { LabFlag } from "../document.ts";
import { words } from "../lexicon/lexicon.ts";
import { alternation, wholePhrase } from "../lexicon/patterns.ts";
import {
  isQualitativeWord,
  isSeeDescription,
  type ParsedRange,
  type ParsedValue,
  parseRange,
  parseValue,
} from "./values.ts";

/** Printed flags, including arrows and signs; `+` counts only beside a value. */
export const FLAG = /^(?:H|L|HH|LL|↑|↓|↑↑|↓↓|\*|\*\*|!|!!|\+|\(H\)|\(L\)|\(\+\)|\(-\)|\(\*\))$/;
const ATTACHED_FLAG = /^(.*\d)([↑↓*!]+|HH?|LL?|\([HL]\))$|^([↑↓*!]+)([<>≤≥]?\d.*)$/u;

/** A result text without its flags, and the flag printed with it. */
export interface Flagged {
  readonly text: string;
  readonly flag?: string;
}

/**
 * Takes the lab's flags (`H`, `L`, `↑`, `↓`, `*`, `!`, `+`, `(H)`) off either
 * end of a printed result.
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
  const tokens = printed.trim().split(/\s+/).filter((t) => t !== "");
  let flag: string | undefined;
  while (tokens.length > 1 && FLAG.test(tokens[0]!)) flag ??= tokens.shift();
  while (tokens.length > 1 && FLAG.test(tokens[tokens.length - 1]!)) flag ??= tokens.pop();
  if (tokens.length === 1) {
    const attached = ATTACHED_FLAG.exec(tokens[0]!);
    if (attached) {
      tokens[0] = attached[1] ?? attached[4]!;
      flag ??= attached[2] ?? attached[3];
    }
  }
  return { text: tokens.join(" "), ...(flag !== undefined ? { flag } : {}) };
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
  if (/^(?:\*+|!+)$/.test(bare)) {
    if (typeof value.value === "number") {
      if (range.ref_high !== undefined && value.value > range.ref_high) return "H";
      if (range.ref_low !== undefined && value.value < range.ref_low) return "L";
    }
    return "A";
  }
  return undefined;
}

/** A comparator word that opens a result ("powyżej 1000"), from the lexicon. */
export const WORD_ABOVE = new RegExp(
  `^(?:${alternation(words((l) => l.comparators.above))})\\s+`,
  "iu",
);
/** A comparator word that opens a result ("mniej niż 3"), from the lexicon. */
export const WORD_BELOW = new RegExp(
  `^(?:${alternation(words((l) => l.comparators.below))})\\s+`,
  "iu",
);

/** Below this OCR confidence (0 to 100) a result is not trusted: the row is unreadable. */
export const OCR_MIN_CONFIDENCE = 80;

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

/** A printed result read into a value, or why it cannot be read. */
export interface ReadResult {
  readonly value: ParsedValue;
  readonly flag?: string;
  readonly unit?: string;
  readonly unreadable?: string;
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
 * Reads a printed result: flags off, "powyżej 1000" as `>1000`, "patrz
 * opis" as unreadable ("see the description"). With `anyText`, a text that
 * is no number is kept as a qualitative value (the result column of a table
 * says it is a result). A unit printed after the value is returned apart.
 */
export function readResult(printed: string, anyText: boolean, ocr = false): ReadResult | undefined {
  const { text, flag } = takeFlag(ocr ? ocrArrow(printed) : printed);
  const withFlag = flag !== undefined ? { flag } : {};
  // An empty cell, or a dash for "not done", is no result.
  if (text === "" || /^[-–—]+$/.test(text)) return undefined;
  if (isSeeDescription(text)) {
    return { value: { value: text }, unreadable: "see the description", ...withFlag };
  }
  // Dipstick pluses ("++") are a qualitative result.
  if (/^\(?\+{1,4}\)?$/.test(text)) return { value: { value: text }, ...withFlag };
  // A count range as a result ("2 - 4" cells in a urine sediment) is kept as printed.
  const countRange = /^(\d+)\s*[-–]\s*(\d+)$/.exec(text);
  if (anyText && countRange) {
    return { value: { value: `${countRange[1]}-${countRange[2]}` }, ...withFlag };
  }
  // "powyżej 1000" is ">1000"; "poniżej progu oznaczalności" stays words.
  const worded = text.replace(WORD_ABOVE, ">").replace(WORD_BELOW, "<");
  const symbolic = /^[<>]\s*\d/.test(worded) ? worded : text;
  const direct = parseValue(symbolic, anyText && !/\d/.test(symbolic));
  if (direct !== undefined) return { value: direct, ...withFlag };
  // "13,4 g/dl" or "< 0,5 mg/l": a value, then a unit.
  const tokens = symbolic.split(" ");
  for (let n = tokens.length - 1; n >= 1; n--) {
    const head = takeFlag(tokens.slice(0, n).join(" ").replace(/^([<>≤≥]=?) /, "$1"));
    const value = parseValue(head.text);
    const rest = takeFlag(tokens.slice(n).join(" "));
    if (value !== undefined && looksLikeUnit(rest.text)) {
      const restFlag = flag ?? head.flag ?? rest.flag;
      return {
        value,
        unit: rest.text,
        ...(restFlag !== undefined ? { flag: restFlag } : {}),
      };
    }
  }
  if (anyText || /\d/.test(text)) {
    return {
      value: { value: text },
      unreadable: "the result cannot be read as a value",
      ...withFlag,
    };
  }
  return undefined;
}

const UNIT_WORDS =
  /^(?:fl|pg|s|sek\.?|sec|ratio|index|indeks|mm\/h|kU\/l|INR|U|IU|mm|wpw|w\.p\.w\.?|hpf|lpf)$/i;
/** A word that opens a range or a comparator ("do", "od", "up"): the lexicon's first words. */
export const RANGE_WORDS = wholePhrase(
  words((l) => [...l.comparators.upTo, ...l.comparators.from, ...l.comparators.above])
    .map((phrase) => phrase.split(/\s+/)[0]!),
);
export const COMPARATOR_TOKEN = /^(?:<|>|<=|>=|≤|≥)$/;

export function looksLikeUnit(token: string): boolean {
  if (token === "" || RANGE_WORDS.test(token) || isQualitativeWord(token)) return false;
  if (/^[<>≤≥]/.test(token)) return false;
  if (/^[+-]?\d/.test(token) && !/^10\^|^10[³⁶⁹]|^\d+\/[µu]?l|^10\*/i.test(token)) return false;
  if (token.split(" ").length > 2) return false;
  return /[/%^µ]/.test(token) || UNIT_WORDS.test(token);
}

/**
 * A printed range, with a unit printed after it taken off ("12,0 - 16,0 g/dl").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(rangeWithUnit("12,0 - 16,0 g/dl"), { range: { ref_low: 12, ref_high: 16 }, unit: "g/dl" });
 * assert.deepEqual(rangeWithUnit("< 5"), { range: { ref_high: 5 } });
 * ```
 */
export function rangeWithUnit(
  text: string,
  knownUnit?: string,
): { range: ParsedRange; unit?: string } {
  const range = parseRange(text);
  if (range.ref_text === undefined) return { range };
  const trimmed = text.trim();
  // The row's own unit after the range, however many words it has ("mg/l FEU").
  if (knownUnit !== undefined && knownUnit !== "" && trimmed.endsWith(` ${knownUnit}`)) {
    const without = parseRange(trimmed.slice(0, -knownUnit.length - 1));
    if (without.ref_text === undefined) return { range: without, unit: knownUnit };
  }
  const tokens = trimmed.split(/\s+/);
  const last = tokens[tokens.length - 1] ?? "";
  if (tokens.length < 2 || !looksLikeUnit(last)) return { range };
  const without = parseRange(tokens.slice(0, -1).join(" "));
  return without.ref_text === undefined ? { range: without, unit: last } : { range };
}
