/**
 * The unit cell of a row: a unit as printed (`g/dl`, `10^3/µl`, `mmol/l`,
 * `fl`), with the lab's flag split off when the layout put it beside or
 * glued to the unit (`mg/dl H`, `mg/dl ↑`, `*mg/dl`): a flag is never part
 * of a unit. Pure functions.
 *
 * @module
 */

import type { LabFlag } from "../../domain/readings/flags.ts";
import { wholePhrase, words } from "../lexicon/mod.ts";
import { splitFlag } from "./flag.ts";
import { isQualitativeWord } from "./qualitative.ts";

const UNIT_WORDS =
  /^(?:fl|pg|s|sek\.?|sec|ratio|index|indeks|mm\/h|kU\/l|INR|U|IU|mm|wpw|w\.p\.w\.?|hpf|lpf|kPa|mmHg|mm Hg)$/i;

/** A word that opens a range or a comparator ("do", "od", "up"): the lexicon's first words. */
export const RANGE_WORDS: RegExp = wholePhrase(
  words((l) => [...l.comparators.upTo, ...l.comparators.from, ...l.comparators.above])
    .map((phrase) => phrase.split(/\s+/)[0]!),
);

/** A comparator sign printed as a token of its own. */
export const COMPARATOR_TOKEN = /^(?:<|>|<=|>=|≤|≥)$/;

/**
 * Whether a token reads as a unit: a slash, a percent, a power or a micro
 * sign (`g/dl`, `%`, `10^3/µl`), or a unit word (`fl`, `pg`, `INR`); never a
 * number, a comparator, a range word or a qualitative word.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(looksLikeUnit("mmol/l"), true);
 * assert.equal(looksLikeUnit("10^3/µl"), true);
 * assert.equal(looksLikeUnit("ujemny"), false);
 * assert.equal(looksLikeUnit("12,5"), false);
 * ```
 */
export function looksLikeUnit(token: string): boolean {
  if (token === "" || RANGE_WORDS.test(token) || isQualitativeWord(token)) return false;
  if (/^[<>≤≥]/.test(token)) return false;
  if (/^[+-]?\d/.test(token) && !/^10\^|^10[³⁶⁹]|^\d+\/[µu]?l|^10\*/i.test(token)) return false;
  if (token.split(" ").length > 2) return false;
  return /[/%^µ]/.test(token) || UNIT_WORDS.test(token);
}

/** A unit cell read: the unit, and the flag printed with it. */
export interface ReadUnit {
  /** The unit as printed, without the flag; absent when the cell held only a flag. */
  readonly unit?: string;
  /** The lab's flag printed beside or glued to the unit. */
  readonly flag?: LabFlag;
  /** The mark as printed ("H", "↑", "*"). */
  readonly mark?: string;
}

// A star glued before or after a unit ("*mg/dl", "mg/dl*"); "*10^3/µl" may be a
// multiplication sign, so a star before a power of ten stays.
const STAR_BEFORE = /^(\*{1,3}|!{1,2})(?!10)(\S.*)$/u;
const STAR_AFTER = /^(.*[^\s*])(\*{1,3}|!{1,2})$/u;

/** A unit, then a short token that is how OCR reads an arrow (↑ ↓). */
const OCR_UNIT_ARROW = /^(\S+)\s+([1|lIT!4tfJ↑↓]{1,2})$/u;

/**
 * Reads a unit cell: any flag beside or glued to the unit is split off; in
 * OCR text (`ocr`), a misread arrow after the unit ("U/L 1", "mmol/L tT")
 * is an abnormal mark.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(readUnit("mg/dl H"), { unit: "mg/dl", flag: "H", mark: "H" });
 * assert.deepEqual(readUnit("mg/dl ↑"), { unit: "mg/dl", flag: "H", mark: "↑" });
 * assert.deepEqual(readUnit("*mg/dl"), { unit: "mg/dl", flag: "A", mark: "*" });
 * assert.deepEqual(readUnit("10^3/µl"), { unit: "10^3/µl" });
 * assert.deepEqual(readUnit("H"), { flag: "H", mark: "H" });
 * assert.deepEqual(readUnit(""), {});
 * assert.deepEqual(readUnit("- Mio/µl"), { unit: "Mio/µl" });
 * assert.deepEqual(readUnit("+"), { flag: "A", mark: "+" });
 * assert.deepEqual(readUnit("U/L 1", true), { unit: "U/L", flag: "A", mark: "*" });
 * ```
 */
export function readUnit(printed: string, ocr = false): ReadUnit {
  // A lone "+" or "-" in a column of its own beside the unit is the lab's mark
  // ("4,52 - Mio/µl", "2,2 +": below and above in German reports), never the unit.
  if (printed.trim() === "+") return { flag: "A", mark: "+" };
  const dash = /^[-–]\s+(\S.*)$|^(.*\S)\s+[-–]$/u.exec(printed.trim());
  if (dash) return readUnit(dash[1] ?? dash[2]!, ocr);
  if (ocr) {
    // OCR reads an arrow beside a unit as "1", "t", "tT", "J": an abnormal mark (`*`),
    // its direction then taken from the range.
    const arrow = OCR_UNIT_ARROW.exec(printed.trim());
    if (arrow && looksLikeUnit(arrow[1]!)) return { unit: arrow[1]!, flag: "A", mark: "*" };
  }
  const multiplied = /^\*(10\S*.*)$/u.exec(printed.trim());
  if (multiplied) {
    const inner = readUnit(multiplied[1]!);
    return inner.unit === undefined ? inner : { ...inner, unit: `*${inner.unit}` };
  }
  const split = splitFlag(printed);
  let text = split.text;
  let mark = split.mark;
  let flag = split.flag;
  const star = STAR_BEFORE.exec(text) ?? STAR_AFTER.exec(text);
  if (star) {
    const before = star[1]!.startsWith("*") || star[1]!.startsWith("!");
    text = (before ? star[2] : star[1])!.trim();
    if (flag === undefined) {
      mark = (before ? star[1] : star[2])!;
      flag = "A";
    }
  }
  return {
    ...(text !== "" ? { unit: text } : {}),
    ...(flag !== undefined && mark !== undefined ? { flag, mark } : {}),
  };
}
