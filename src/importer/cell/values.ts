/**
 * Reading the numbers, results and reference ranges that lab documents print:
 * a decimal comma (`13,4`), censored results (`<0,5`, `powyżej 1000`),
 * qualitative words (`ujemny`, `wątpliwy`, `lekko mętna`), sediment counts
 * (`0-2 wpw`), the lab's flag beside a value (`H`, `↑`), and ranges such as
 * `12,0 - 16,0`, `< 5`, `do 5` or `powyżej 40`. Pure functions; nothing here
 * converts a unit or guesses.
 *
 * @module
 */

import type { Comparator } from "../../domain/flags.ts";
import { normalizeName } from "../../domain/text.ts";
import type { LabFlag } from "../document.ts";
import { ranked, words } from "../lexicon/lexicon.ts";
import { alternation } from "../lexicon/patterns.ts";

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

// Qualitative words by what they say, so that a result can be judged
// against a qualitative reference ("dodatni" against "ujemny"): the lexicon's.
const NEGATIVE_WORDS = words((l) => l.qualitative.negative);
const POSITIVE_WORDS = words((l) => l.qualitative.positive);
const EQUIVOCAL_WORDS = words((l) => l.qualitative.equivocal);
// How many of something a sediment or a smear shows, in increasing order.
const AMOUNT_SCALE = ranked((l) => l.qualitative.amounts);
// Urine colour and clarity as labs print them: results to keep, never judged.
const DESCRIPTIVE_WORDS = words((l) => l.qualitative.descriptive);

/** Qualitative result words, as labs print them, in Polish and English. */
export const QUALITATIVE_WORDS: readonly string[] = [
  ...NEGATIVE_WORDS,
  ...POSITIVE_WORDS,
  ...EQUIVOCAL_WORDS,
  ...AMOUNT_SCALE.flat(),
  ...DESCRIPTIVE_WORDS,
];

const QUALITATIVE_KEYS = new Set(QUALITATIVE_WORDS.map(normalizeName));

/** Whether a text is one of the known qualitative result words. */
export function isQualitativeWord(text: string): boolean {
  return QUALITATIVE_KEYS.has(normalizeName(text));
}

// "w p.w.", "wpw", "/wpw", "w polu widzenia", "/hpf": per field of view in a sediment.
const PER_FIELD = String
  .raw`(?:\/\s*)?(?:wpw|w\.?\s*p\.?\s*w\.?|w\s+polu\s+widzenia|hpf|lpf|\/?pw)`;
const COUNT_RANGE = String.raw`\d+(?:[.,]\d+)?\s*[-–]\s*\d+(?:[.,]\d+)?`;
const SEDIMENT_WITH_FIELD = new RegExp(
  `^(?:${COUNT_RANGE}|\\d+|[\\p{L} ]+?)\\s*${PER_FIELD}$`,
  "iu",
);
const BARE_COUNT_RANGE = new RegExp(`^${COUNT_RANGE}$`);

/**
 * Whether a text is a sediment count per field of view, as `10-15 wpw`,
 * `0-2 w p.w.` or `pojedyncze w p.w.`; with `bare`, also a bare `10-15`.
 */
export function isSedimentCount(text: string, bare = false): boolean {
  const trimmed = text.trim();
  if (bare && BARE_COUNT_RANGE.test(trimmed)) return true;
  const match = SEDIMENT_WITH_FIELD.exec(trimmed);
  if (!match) return false;
  const head = trimmed.replace(new RegExp(`\\s*${PER_FIELD}$`, "iu"), "");
  return /^\d/.test(head) || isQualitativeWord(head);
}

const SEE_DESCRIPTION = new RegExp(
  [
    `^(?:${alternation(words((l) => l.notAResult.seeLeads))})\\s+(?:${
      alternation(words((l) => l.notAResult.seeTargets))
    })`,
    `^(?:${alternation(words((l) => l.notAResult.seePhrases))})`,
    `^(?:${alternation(words((l) => l.notAResult.seeWhole))})$`,
  ].join("|"),
  "iu",
);

/**
 * Whether a printed result only points at a description ("patrz opis"): such
 * a row has no value to store and is listed as unreadable.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isSeeDescription("Patrz opis"), true);
 * assert.equal(isSeeDescription("ujemny"), false);
 * ```
 */
export function isSeeDescription(text: string): boolean {
  return SEE_DESCRIPTION.test(text.trim());
}

type Polarity = "negative" | "positive" | "equivocal";

const POLARITY = new Map<string, Polarity>([
  ...NEGATIVE_WORDS.map((w): [string, Polarity] => [normalizeName(w), "negative"]),
  ...POSITIVE_WORDS.map((w): [string, Polarity] => [normalizeName(w), "positive"]),
  ...EQUIVOCAL_WORDS.map((w): [string, Polarity] => [normalizeName(w), "equivocal"]),
]);

const AMOUNT_RANK = new Map<string, number>(
  AMOUNT_SCALE.flatMap((words, rank) =>
    words.map((w): [string, number] => [normalizeName(w), rank + 1])
  ),
);

function qualitativeKey(text: string): string {
  return normalizeName(text.replace(/[.;:]+$/, "").replace(/\s*\([^)]*\)\s*$/, ""));
}

/**
 * The lab flag a qualitative result earns against a qualitative reference:
 * `A` (abnormal) when a positive, trace or equivocal result has a negative
 * reference, a negative result a positive one, or an amount ("liczne") is
 * more than the reference allows ("nieliczne"). `undefined` when the two agree
 * or cannot be compared (colours, free text, no reference).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(qualitativeMismatch("wątpliwy", "ujemny"), "A");
 * assert.equal(qualitativeMismatch("ujemny", "ujemny"), undefined);
 * ```
 */
export function qualitativeMismatch(
  value: string,
  reference: string | undefined,
): LabFlag | undefined {
  if (reference === undefined) return undefined;
  const v = qualitativeKey(value);
  const r = qualitativeKey(reference);
  if (v === "" || r === "" || v === r) return undefined;
  const vp = POLARITY.get(v);
  const rp = POLARITY.get(r);
  const vRank = AMOUNT_RANK.get(v) ?? (vp === "negative" ? 0 : undefined);
  const rRank = AMOUNT_RANK.get(r) ?? (rp === "negative" ? 0 : undefined);
  if (vRank !== undefined && rRank !== undefined) return vRank > rRank ? "A" : undefined;
  if (rp === "negative" && vRank !== undefined) return vRank > 0 ? "A" : undefined;
  if (vp === undefined || rp === undefined) return undefined;
  return vp === rp ? undefined : "A";
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

// Comparators written as words: "powyżej 1000", "ponad 2000", "mniej niż 3".
const ABOVE_WORDS = new RegExp(
  `^(?:${alternation(words((l) => l.comparators.above))})\\s+(.+)$`,
  "iu",
);
const BELOW_WORDS = new RegExp(
  `^(?:${alternation(words((l) => l.comparators.below))})\\s+(.+)$`,
  "iu",
);

/** Printed flags that mark a result out of range; they are never data. */
const FLAG_TOKEN = /^(?:L|H|LL|HH|N|A|↓|↑|\*|!|\(L\)|\(H\)|\(-\)|\(\+\)|\+)$/;

/** Whether a token is a printed out-of-range flag such as `H`, `L`, `↑` or `↓`. */
export function isFlagToken(token: string): boolean {
  return FLAG_TOKEN.test(token.trim());
}

/** The lab flag a printed flag token stands for; `undefined` for "normal" marks (`N`, `(-)`). */
function flagOfToken(token: string): LabFlag | undefined {
  switch (token) {
    case "H":
    case "HH":
    case "↑":
    case "(H)":
      return "H";
    case "L":
    case "LL":
    case "↓":
    case "(L)":
      return "L";
    case "A":
    case "*":
    case "!":
    case "+":
    case "(+)":
      return "A";
    default:
      return undefined;
  }
}

/** A printed value with the lab's flag taken out of it. */
export interface FlaggedValue {
  /** The lab's flag, normalised: `H`, `L`, or `A` (abnormal, no direction). */
  readonly flag?: LabFlag;
  /** The value as printed, without the flag. */
  readonly value: string;
}

// A number with a letter flag glued to it ("12,3H"), or an arrow glued on either side.
const GLUED_LETTER = /^([<>≤≥]?=?\s*[+-]?\d[\d\s,.]*?)(H|L|HH|LL)$/;
const GLUED_ARROW = /^([↑↓])(\S.*)$|^(.*\S)([↑↓])$/;

/**
 * Splits a printed value into the lab's flag and the value itself. A flag
 * (`H`, `L`, `↑`, `↓`, `*`, `!`, `+`, `(H)`) before or after the value is
 * taken out and normalised to `H`, `L` or `A` (the document's `LabFlag`); a
 * lone flag leaves an empty value. A plus sign that is the whole result
 * (`+`, `+++`, `(+)`) stays the value: urine strips print their results so.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(splitFlag("H powyżej 2000"), { flag: "H", value: "powyżej 2000" });
 * assert.deepEqual(splitFlag("12,3 ↓"), { flag: "L", value: "12,3" });
 * assert.deepEqual(splitFlag("ujemny"), { value: "ujemny" });
 * ```
 */
export function splitFlag(text: string): FlaggedValue {
  let rest = text.trim();
  if (/^(?:\+{1,4}|\(\+{1,4}\))$/.test(rest)) return { value: rest };
  let flag: LabFlag | undefined;
  const note = (token: string) => {
    const found = flagOfToken(token);
    // A direction beats a bare "abnormal" mark ("H *" is H).
    if (found !== undefined && (flag === undefined || flag === "A")) flag = found;
  };
  for (let step = 0; step < 4; step++) {
    const tokens = rest.split(/\s+/);
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    if (tokens.length > 1 && isFlagToken(last)) {
      note(last);
      rest = tokens.slice(0, -1).join(" ");
    } else if (tokens.length > 1 && isFlagToken(first)) {
      note(first);
      rest = tokens.slice(1).join(" ");
    } else if (tokens.length === 1 && isFlagToken(first) && first !== "") {
      note(first);
      rest = "";
    } else {
      const arrow = GLUED_ARROW.exec(rest);
      const letter = GLUED_LETTER.exec(rest);
      if (arrow) {
        note(arrow[1] ?? arrow[4]!);
        rest = (arrow[2] ?? arrow[3]!).trim();
      } else if (letter) {
        note(letter[2]!);
        rest = letter[1]!.trim();
      } else break;
    }
  }
  return flag === undefined ? { value: rest } : { flag, value: rest };
}

function censoredValue(text: string): ParsedValue | undefined {
  const censored = CENSORED.exec(text);
  if (censored) {
    const number = parseNumber(censored[2]!);
    const comparator = COMPARATORS[censored[1]!];
    if (number !== undefined && comparator !== undefined) return { value: number, comparator };
  }
  const above = ABOVE_WORDS.exec(text);
  const aboveNumber = above ? parseNumber(above[1]!) : undefined;
  if (aboveNumber !== undefined) return { value: aboveNumber, comparator: ">" };
  const below = BELOW_WORDS.exec(text);
  const belowNumber = below ? parseNumber(below[1]!) : undefined;
  if (belowNumber !== undefined) return { value: belowNumber, comparator: "<" };
  return undefined;
}

/**
 * Parses a printed result. A flag before or after the value (`H`, `L`, `↑`,
 * `↓`, `*`) is dropped: read it with {@link splitFlag}. Comparators may be
 * signs (`<0,5`) or words (`powyżej 1000`, `mniej niż 3`). Sediment counts
 * (`0-2 wpw`) are text. A result that only says "patrz opis" is no value
 * (see {@link isSeeDescription}). With `anyText`, a text that is not a number
 * is kept as a qualitative value (tables name their value column, so any
 * text there is a result); without it only the known qualitative words and
 * sediment counts count, as in free report text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseValue("<0,5"), { value: 0.5, comparator: "<" });
 * assert.deepEqual(parseValue("H powyżej 2000"), { value: 2000, comparator: ">" });
 * assert.deepEqual(parseValue("13,4 H"), { value: 13.4 });
 * assert.deepEqual(parseValue("Ujemny"), { value: "Ujemny" });
 * assert.equal(parseValue("brak danych"), undefined);
 * assert.deepEqual(parseValue("brak danych", true), { value: "brak danych" });
 * ```
 */
export function parseValue(text: string, anyText = false): ParsedValue | undefined {
  const trimmed = splitFlag(text).value;
  if (trimmed === "" || isSeeDescription(trimmed)) return undefined;
  const plain = parseNumber(trimmed);
  if (plain !== undefined) return { value: plain };
  const censored = censoredValue(trimmed);
  if (censored !== undefined) return censored;
  if (isQualitativeWord(trimmed)) return { value: trimmed };
  if (isSedimentCount(trimmed, anyText)) return { value: trimmed };
  if (anyText && /\p{L}/u.test(trimmed) && !/^\d/.test(trimmed)) return { value: trimmed };
  return undefined;
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
