/**
 * Reading the numbers, results and reference ranges that lab documents print:
 * a decimal comma (`13,4`), censored results (`<0,5`), qualitative words
 * (`ujemny`, `positive`), and ranges such as `12,0 - 16,0`, `< 5`, `do 5` or
 * `powyżej 40`. Pure functions; nothing here converts a unit or guesses.
 *
 * @module
 */

import type { Comparator } from "../domain/flags.ts";
import { normalizeName } from "../domain/text.ts";

/** A parsed result value: a number (maybe censored) or a qualitative word. */
export type ParsedValue =
  | { readonly value: number; readonly comparator?: Comparator }
  | { readonly value: string };

/** A parsed reference range; every field is optional. */
export interface ParsedRange {
  readonly ref_low?: number;
  readonly ref_high?: number;
  readonly ref_text?: string;
}

const NUMBER = /^[+-]?(?:\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,]\d+)?$/;

/**
 * Parses a printed number with a decimal comma or point. Thousands may be
 * grouped with spaces (`1 250`). Returns `undefined` for anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(parseNumber("13,5"), 13.5);
 * assert.equal(parseNumber("1 250"), 1250);
 * assert.equal(parseNumber("12a"), undefined);
 * ```
 */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(/[ \u00a0]/g, "").replace(",", "."));
  return Number.isFinite(value) ? value : undefined;
}

/** Qualitative result words, as labs print them, in Polish and English. */
export const QUALITATIVE_WORDS: readonly string[] = [
  "ujemny",
  "ujemna",
  "ujemne",
  "dodatni",
  "dodatnia",
  "dodatnie",
  "nieobecny",
  "nieobecna",
  "nieobecne",
  "obecny",
  "obecna",
  "obecne",
  "ślad",
  "śladowy",
  "nie wykryto",
  "wykryto",
  "negative",
  "positive",
  "absent",
  "present",
  "trace",
  "not detected",
  "detected",
  "reactive",
  "non-reactive",
  "niereaktywny",
  "reaktywny",
  "graniczny",
  "borderline",
];

const QUALITATIVE_KEYS = new Set(QUALITATIVE_WORDS.map(normalizeName));

/** Whether a text is one of the known qualitative result words. */
export function isQualitativeWord(text: string): boolean {
  return QUALITATIVE_KEYS.has(normalizeName(text));
}

const COMPARATORS: Readonly<Record<string, Comparator>> = {
  "<": "<",
  "<=": "<=",
  "≤": "<=",
  "=<": "<=",
  ">": ">",
  ">=": ">=",
  "≥": ">=",
  "=>": ">=",
};

const CENSORED = /^(<=|>=|=<|=>|≤|≥|<|>)\s*(.+)$/;

/** Printed flags that mark a result out of range; they are never data. */
const FLAG_TOKEN = /^(?:L|H|LL|HH|N|↓|↑|\*|!|\(L\)|\(H\)|\(-\)|\(\+\))$/;

/** Whether a token is a printed out-of-range flag such as `H`, `L`, `↑` or `↓`. */
export function isFlagToken(token: string): boolean {
  return FLAG_TOKEN.test(token.trim());
}

/**
 * Parses a printed result. A trailing flag (`H`, `L`, `↑`, `↓`, `*`) is dropped.
 * With `anyText`, a text that is not a number is kept as a qualitative value
 * (tables name their value column, so any text there is a result); without it
 * only the known qualitative words count, as in free report text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseValue("<0,5"), { value: 0.5, comparator: "<" });
 * assert.deepEqual(parseValue("13,4 H"), { value: 13.4 });
 * assert.deepEqual(parseValue("Ujemny"), { value: "Ujemny" });
 * assert.equal(parseValue("brak danych"), undefined);
 * assert.deepEqual(parseValue("brak danych", true), { value: "brak danych" });
 * ```
 */
export function parseValue(text: string, anyText = false): ParsedValue | undefined {
  let trimmed = text.trim();
  const tokens = trimmed.split(/\s+/);
  while (tokens.length > 1 && isFlagToken(tokens[tokens.length - 1]!)) tokens.pop();
  trimmed = tokens.join(" ");
  if (trimmed === "") return undefined;
  const plain = parseNumber(trimmed);
  if (plain !== undefined) return { value: plain };
  const censored = CENSORED.exec(trimmed);
  if (censored) {
    const number = parseNumber(censored[2]!);
    const comparator = COMPARATORS[censored[1]!];
    if (number !== undefined && comparator !== undefined) return { value: number, comparator };
  }
  if (isQualitativeWord(trimmed)) return { value: trimmed };
  if (anyText && /\p{L}/u.test(trimmed) && !/^\d/.test(trimmed)) return { value: trimmed };
  return undefined;
}

const RANGE_DASH = /^([+-]?\d[\d ,.]*?)\s*(?:-|–|—|÷|\.\.)\s*([+-]?\d[\d ,.]*)$/;
const UPPER_WORDS = /^(?:do|poniżej|ponizej|mniej niż|mniej niz|up to|below|under)\s+(.+)$/i;
const LOWER_WORDS = /^(?:od|powyżej|powyzej|więcej niż|wiecej niz|above|over|from)\s+(.+)$/i;

/**
 * Parses a printed reference range. Numeric forms become `ref_low` and/or
 * `ref_high`; anything else (`ujemny`, `patrz opis`) is kept as `ref_text`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseRange("12,0 - 16,0"), { ref_low: 12, ref_high: 16 });
 * assert.deepEqual(parseRange("<=5"), { ref_high: 5 });
 * assert.deepEqual(parseRange("powyżej 40"), { ref_low: 40 });
 * assert.deepEqual(parseRange("ujemny"), { ref_text: "ujemny" });
 * assert.deepEqual(parseRange(""), {});
 * ```
 */
export function parseRange(text: string): ParsedRange {
  const trimmed = text.trim().replace(/^[([]\s*/, "").replace(/\s*[)\]]$/, "").trim();
  if (trimmed === "") return {};
  const dash = RANGE_DASH.exec(trimmed);
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
  return { ref_text: trimmed };
}
