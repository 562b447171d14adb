/**
 * The value reader: a printed result cell read into a value with its
 * comparator and the lab's flag. A decimal comma (`13,4`), censored results
 * as signs or words (`<0,5`, `powyżej 1000`, `mniej niż 3`), qualitative
 * words (`ujemny`, `wątpliwy (0,95)`), dipstick pluses, sediment counts
 * (`0-2 wpw`), flags glued or spaced on either side (`12,3H`, `↑ 12,1`), a
 * unit after the value (`13,4 g/dl`), and results that are none (`patrz
 * opis`, `nie oznaczono`), listed with the reason. Pure functions; nothing
 * here converts a unit or guesses.
 *
 * @module
 */

import type { Comparator } from "../../domain/readings/flags.ts";
import { alternation, words } from "../lexicon/mod.ts";
import { splitFlag } from "./flag.ts";
import { noResultReason } from "./not_a_result.ts";
import { parseNumber, printedDecimals } from "./number.ts";
import { decimalsOf } from "../../domain/readings/convert.ts";
import { isQualitativeResult, isSedimentCount, perFieldCountParts } from "./qualitative.ts";
import { looksLikeUnit, readUnit } from "./unit.ts";
import { primaryOfDual } from "./dual_value.ts";

/** A parsed result value: a number (maybe censored) or a qualitative word. */
export type ParsedValue =
  | {
    readonly value: number;
    readonly comparator?: Comparator;
    /**
     * The decimal places printed, when more than the number shows: `1,0`
     * is `{ value: 1, decimals: 1 }` (the store line keeps them).
     */
    readonly decimals?: number;
  }
  | { readonly value: string };

/** Comparator signs as printed, and the comparator each stands for. */
export const COMPARATORS: Readonly<Record<string, Comparator>> = {
  "<": "<",
  "<=": "<=",
  "≤": "<=",
  "=<": "<=",
  ">": ">",
  ">=": ">=",
  "≥": ">=",
  "=>": ">=",
};

/** A comparator sign, then the rest. */
export const CENSORED = /^(<=|>=|=<|=>|≤|≥|<|>)\s*(.+)$/;

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

/** `{ decimals }` when the printed number shows more decimals than the parsed one (`1,0`). */
export function trailingZeros(printed: string, value: number): { decimals?: number } {
  const decimals = printedDecimals(printed);
  return decimals > decimalsOf(value) ? { decimals } : {};
}

function censoredValue(text: string): ParsedValue | undefined {
  const signed = text.replace(WORD_ABOVE, ">").replace(WORD_BELOW, "<");
  const censored = CENSORED.exec(signed);
  if (!censored) return undefined;
  const number = parseNumber(censored[2]!);
  const comparator = COMPARATORS[censored[1]!];
  // "> 1000" printed as a sign keeps its sign; a word gives the strict one.
  return number !== undefined && comparator !== undefined
    ? { value: number, comparator, ...trailingZeros(censored[2]!, number) }
    : undefined;
}

/**
 * Parses a printed result. A flag before or after the value is dropped: read
 * it with `splitFlag` or {@link readValue}. Comparators may be signs
 * (`<0,5`) or words (`powyżej 1000`). A result that is none ("patrz opis",
 * "nie oznaczono") is no value. With `anyText`, a text that is not a number
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
 * assert.equal(parseValue("nie oznaczono", true), undefined);
 * assert.equal(parseValue("brak danych"), undefined);
 * assert.deepEqual(parseValue("brak danych", true), { value: "brak danych" });
 * assert.equal(parseValue("(HBsAg)", true), undefined);
 * ```
 */
export function parseValue(text: string, anyText = false): ParsedValue | undefined {
  const trimmed = splitFlag(text).text;
  if (trimmed === "" || noResultReason(trimmed) !== undefined) return undefined;
  const plain = parseNumber(trimmed);
  if (plain !== undefined) return { value: plain, ...trailingZeros(trimmed, plain) };
  const censored = censoredValue(trimmed);
  if (censored !== undefined) return censored;
  if (isQualitativeResult(trimmed)) return { value: trimmed };
  if (isSedimentCount(trimmed, anyText)) return { value: trimmed };
  if (anyText && /\p{L}/u.test(trimmed) && !/^\d/.test(trimmed) && !NAME_TAIL.test(trimmed)) {
    return { value: trimmed };
  }
  return undefined;
}

/**
 * Words alone in brackets ("(HBsAg)", "(wyliczany)"): the end of a name that
 * a layout split off, or a note, never a result unless a qualitative word.
 */
const NAME_TAIL = /^\([\p{L}\s.'-]+\)$/u;

/** A printed result read into a value, or why it cannot be read. */
export interface ReadResult {
  readonly value: ParsedValue;
  /** The lab's mark as printed ("H", "↑", "*", "+"); see `labFlagOf`. */
  readonly flag?: string;
  readonly unit?: string;
  readonly unreadable?: string;
}

/** A titre, the highest dilution that still reacts: "1:160", "1 : 80". */
const TITRE = /^1\s?:\s?\d{1,5}$/;

/**
 * Reads a printed result cell: flags off (either side, spaced or glued),
 * "powyżej 1000" as `>1000`, "patrz opis" and "nie oznaczono" as unreadable
 * with the reason. With `anyText`, a text that is no number is kept as a
 * qualitative value (the result column of a table says it is a result). A
 * unit printed after the value is returned apart, its own flag split off.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(readValue("H powyżej 2000", true), { value: { value: 2000, comparator: ">" }, flag: "H" });
 * assert.deepEqual(readValue("13,4 g/dl ↑", false), { value: { value: 13.4 }, unit: "g/dl", flag: "↑" });
 * assert.deepEqual(readValue("1+ *", true), { value: { value: "1+" }, flag: "*" });
 * assert.deepEqual(readValue("Nie oznaczono", true), { value: { value: "Nie oznaczono" }, unreadable: 'not performed: "Nie oznaczono"' });
 * ```
 */
export function readValue(printed: string, anyText: boolean): ReadResult | undefined {
  const { text, mark } = splitFlag(printed, { lone: false });
  const withFlag = mark !== undefined ? { flag: mark } : {};
  // An empty cell, or a dash for "not done", is no result.
  if (text === "" || /^[-–—]+$/.test(text)) return undefined;
  const none = noResultReason(text);
  if (none !== undefined) return { value: { value: text }, unreadable: none, ...withFlag };
  // Dipstick pluses ("++", "2+") and a titre ("1:160") are a qualitative result, kept as printed.
  if (/^\(?(?:\+{1,4}|[1-4]\+)\)?$/.test(text) || TITRE.test(text)) {
    return { value: { value: text }, ...withFlag };
  }
  // A count range as a result ("2 - 4" cells in a urine sediment) is kept as printed.
  const countRange = /^(\d+)\s*[-–]\s*(\d+)$/.exec(text);
  if (anyText && countRange) {
    return { value: { value: `${countRange[1]}-${countRange[2]}` }, ...withFlag };
  }
  // A sediment count with its per-field unit in the cell ("0-1 wpw", "15-20 * wpw"): count and unit apart.
  const perField = perFieldCountParts(text);
  const between = perField === undefined ? undefined : splitFlag(perField.between, { lone: true });
  if (perField !== undefined && between !== undefined && between.text === "") {
    const flag = mark ?? between.mark;
    return {
      value: { value: perField.count },
      unit: perField.unit,
      ...(flag !== undefined ? { flag } : {}),
    };
  }
  // "powyżej 1000" is ">1000"; "poniżej progu oznaczalności" stays words.
  const worded = text.replace(WORD_ABOVE, ">").replace(WORD_BELOW, "<");
  const symbolic = /^[<>]\s*\d/.test(worded) ? worded : text;
  const direct = parseValue(symbolic, anyText && !/\d/.test(symbolic));
  if (direct !== undefined) return { value: direct, ...withFlag };
  // "44 (6.2%)", "5,4 mmol/l (97 mg/dl)": the primary result, its conversion in brackets left out.
  const primary = primaryOfDual(symbolic);
  const read = primary !== undefined ? readValue(primary, false) : undefined;
  if (read !== undefined && read.unreadable === undefined && typeof read.value.value === "number") {
    const flag = mark ?? read.flag;
    return { ...read, ...(flag !== undefined ? { flag } : {}) };
  }
  // "13,4 g/dl" or "< 0,5 mg/l": a value, then a unit.
  const tokens = symbolic.split(" ");
  for (let n = tokens.length - 1; n >= 1; n--) {
    const head = splitFlag(tokens.slice(0, n).join(" ").replace(/^([<>≤≥]=?) /, "$1"), {
      lone: false,
    });
    const value = parseValue(head.text);
    const rest = readUnit(tokens.slice(n).join(" "));
    if (value !== undefined && rest.unit !== undefined && looksLikeUnit(rest.unit)) {
      const restFlag = mark ?? head.mark ?? rest.mark;
      return { value, unit: rest.unit, ...(restFlag !== undefined ? { flag: restFlag } : {}) };
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
