/**
 * The lab's flag, wherever it is printed: the one splitter that takes a
 * mark (`H`, `L`, `↑`, `↓`, a filled triangle `▲` `▼`, `*`, `!`, `+`, `(H)`) off a result, a unit or a
 * name, on either side, spaced or glued, and the one table of what each mark
 * (or a flag column's word, "wysoki", "low") means. Pure functions.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import type { LabFlag } from "../../domain/readings/flags.ts";
import { words } from "../lexicon/mod.ts";

function flagWordEntries(kind: "high" | "low" | "abnormal", flag: LabFlag): [string, LabFlag][] {
  return words((l) => l.flagWords[kind]).map((w) => [normalizeName(w), flag]);
}

/** Every mark and flag word, normalised, and the flag it stands for. */
const MARKS: ReadonlyMap<string, LabFlag> = new Map<string, LabFlag>([
  ...(["h", "hh", "h*", "(h)", "↑", "↑↑", "▲", "^", ">"] as const).map((m): [string, LabFlag] => [
    m,
    "H",
  ]),
  ...(["l", "ll", "l*", "(l)", "↓", "↓↓", "▼", "<"] as const).map((
    m,
  ): [string, LabFlag] => [m, "L"]),
  ...(["a", "aa", "*", "**", "***", "!", "!!", "+", "(+)", "(*)"] as const).map((
    m,
  ): [string, LabFlag] => [m, "A"]),
  ...flagWordEntries("high", "H"),
  ...flagWordEntries("low", "L"),
  ...flagWordEntries("abnormal", "A"),
]);

/**
 * The flag a printed mark (or a flag column's word, "wysoki", "low") stands
 * for, or `undefined` for no mark, or a "normal" one (`N`, `(-)`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(flagOfMark("↑"), "H");
 * assert.equal(flagOfMark(" l "), "L");
 * assert.equal(flagOfMark("wysoki"), "H");
 * assert.equal(flagOfMark("N"), undefined);
 * ```
 */
export function flagOfMark(mark: string | undefined): LabFlag | undefined {
  if (mark === undefined) return undefined;
  return MARKS.get(normalizeName(mark));
}

/** The lexicon's words saying a result is in range ("normal", "w normie"), normalised. */
const NORMAL_WORDS = new Set(words((l) => l.flagWords.normal).map((w) => normalizeName(w)));

/**
 * What a result card's chip says: `H`, `L` or `A` for a flag word ("▲ Hoch",
 * "Low"), `"normal"` for a word saying the result is in range ("Normal",
 * "w normie"), `undefined` for any other text. Symbols before the word (an
 * arrow, a triangle, a dot), or one capital letter OCR read the symbol as,
 * are set aside.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(chipFlag("▲ Hoch"), "H");
 * assert.equal(chipFlag("Normal"), "normal");
 * assert.equal(chipFlag("A Hoch"), "H"); // the triangle read by OCR as a letter
 * assert.equal(chipFlag("Hämoglobin"), undefined);
 * ```
 */
export function chipFlag(text: string): LabFlag | "normal" | undefined {
  // The chip's icon before the word, or that icon read by OCR as one letter ("▲ Hoch" as "A Hoch").
  const word = normalizeName(text.replace(/^(?:[^\p{L}\p{N}]+|\p{Lu}\s+(?=\p{L}{2}))/u, ""));
  if (word === "") return undefined;
  if (NORMAL_WORDS.has(word)) return "normal";
  const flag = MARKS.get(word);
  return flag !== undefined && /\p{L}{2}/u.test(word) ? flag : undefined;
}

/** A whole token that is a mark beside a value (`N` and `(-)` say "normal": taken off, no flag). */
const MARK_TOKEN =
  /^(?:H|L|HH|LL|A|N|↑|↓|↑↑|↓↓|▲|▼|\*{1,3}|!{1,2}|\+|\(H\)|\(L\)|\(\+\)|\(-\)|\(\*\)|\(N\))$/;
/** Marks that may stand beside a name: never `A` or `N` ("Witamina A" is a name). */
const NAME_MARK_TOKEN = /^(?:H|L|HH|LL|↑|↓|↑↑|↓↓|▲|▼|\*{1,3}|!{1,2}|\+|\(H\)|\(L\)|\(\+\))$/;

/**
 * Whether a token is a printed mark such as `H`, `L`, `↑`, `↓`, `*` or `(H)`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isFlagToken("↑"), true);
 * assert.equal(isFlagToken("HDL"), false);
 * ```
 */
export function isFlagToken(token: string): boolean {
  return MARK_TOKEN.test(token.trim());
}

/** Whether a token at the end of a name is a mark (`H`, `↑`, `*`), never a letter of a name (`A`). */
export function isNameFlagToken(token: string): boolean {
  return NAME_MARK_TOKEN.test(token.trim());
}

/** A text with the lab's flag taken off. */
export interface SplitFlag {
  /** The text without its marks. */
  readonly text: string;
  /** The lab's flag, normalised: `H`, `L`, or `A` (no direction). A direction beats `A`. */
  readonly flag?: LabFlag;
  /** The mark as printed that gave the flag ("↑", "*", "+"). */
  readonly mark?: string;
}

/** How to split. */
export interface SplitOptions {
  /**
   * Whether a text that is only a mark is a flag (a flag cell: `"H"` gives
   * flag H and an empty text). Off, it stays the text (a result cell that
   * prints `L` is no value to guess from). Default: on.
   */
  readonly lone?: boolean;
}

const PLUSES = /^(?:\+{1,4}|\(\+{1,4}\))$/;

/**
 * Signs spaced after a number, as Austrian and German lab systems flag a result ("148 ++",
 * "17,3 -"): pluses say out of range (its side from the range), minuses low. Only after a
 * number: a sign alone is a qualitative result, and "(-)" says normal.
 */
const SIGNS_AFTER_NUMBER: ReadonlyMap<string, LabFlag> = new Map([
  ["++", "A"],
  ["+++", "A"],
  ["-", "L"],
  ["--", "L"],
]);

/** The lexicon's flag words of one word ("high", "niski"), normalised. */
const FLAG_WORDS = new Set(
  words((l) => [...l.flagWords.high, ...l.flagWords.low, ...l.flagWords.abnormal])
    .filter((w) => !/\s/.test(w)).map((w) => normalizeName(w)),
);
// Glued to a number: a letter or a symbol after it ("12,3H", "8↓", "5,2*", "3,9(L)").
const GLUED_AFTER_NUMBER = /^(.*\d)(HH|LL|H|L|↑↑|↓↓|↑|↓|▲|▼|\*{1,3}|!{1,2}|\(H\)|\(L\))$/u;
// Glued before a number, maybe with a comparator ("*5,2", "↑<0,5").
const GLUED_BEFORE_NUMBER = /^(↑↑|↓↓|↑|↓|▲|▼|\*{1,3}|!{1,2})([<>≤≥]?=?\s*[+-]?\d.*)$/u;
// An arrow or a bracketed mark glued to any text ("ujemny↑", "↑ujemny", "dodatni(+)"); a sign in
// brackets glued to a short capitalised symbol is the symbol's own ("A Rh(+)", a blood group's RhD).
const GLUED_AFTER_TEXT =
  /^(.*\S)(?<!(?:^|[\s/])\p{Lu}\p{L}{0,2})(↑↑|↓↓|↑|↓|▲|▼|\(H\)|\(L\)|\(\+\))$/u;
const GLUED_BEFORE_TEXT = /^(↑↑|↓↓|↑|↓|▲|▼)(\S.*)$/u;

/** Whether a spaced `A` or `N` token beside `rest` is a mark, not part of the value ("A Rh+"). */
function letterMarkFits(token: string, rest: string, side: "before" | "after"): boolean {
  if (token !== "A" && token !== "N") return true;
  return side === "before" ? /^[<>≤≥]?=?\s*[+-]?\d/.test(rest) : /\d$|\p{Ll}$/u.test(rest);
}

/**
 * Takes the lab's marks off either end of a printed text, spaced or glued:
 * `"3,82 L"`, `"↑ 12,1"`, `"12,3H"`, `"*5,2"`, `"H powyżej 2000"`,
 * `"dodatni (+)"`, `"mg/dl H"`, `"3.4 10*9/L (Abnormal)"` (a flag word in brackets). A comparator (`<0,5`) is never a mark, and a
 * plus sign that is the whole result (`+`, `+++`, `(+)`) stays the result.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(splitFlag("H powyżej 2000"), { text: "powyżej 2000", flag: "H", mark: "H" });
 * assert.deepEqual(splitFlag("12,3↓"), { text: "12,3", flag: "L", mark: "↓" });
 * assert.deepEqual(splitFlag("* 12 H"), { text: "12", flag: "H", mark: "H" });
 * assert.deepEqual(splitFlag("<0,5"), { text: "<0,5" });
 * assert.deepEqual(splitFlag("++"), { text: "++" });
 * assert.deepEqual(splitFlag("148 ++"), { text: "148", flag: "A", mark: "++" });
 * assert.deepEqual(splitFlag("17,3 -"), { text: "17,3", flag: "L", mark: "-" });
 * assert.deepEqual(splitFlag("L", { lone: false }), { text: "L" });
 * assert.deepEqual(splitFlag("212 HIGH"), { text: "212", flag: "H", mark: "HIGH" });
 * assert.deepEqual(splitFlag("low"), { text: "low" });
 * assert.deepEqual(splitFlag("3.4 10*9/L (Abnormal)"), { text: "3.4 10*9/L", flag: "A", mark: "Abnormal" });
 * assert.deepEqual(splitFlag("dodatni(+)"), { text: "dodatni", flag: "A", mark: "(+)" });
 * assert.deepEqual(splitFlag("A Rh(+)"), { text: "A Rh(+)" });
 * ```
 */
export function splitFlag(printed: string, options: SplitOptions = {}): SplitFlag {
  let rest = printed.trim().replace(/\s+/g, " ");
  if (PLUSES.test(rest)) return { text: rest };
  const marks: string[] = [];
  for (let step = 0; step < 6; step++) {
    const tokens = rest.split(" ");
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const but = (from: number, to: number) => tokens.slice(from, to).join(" ");
    // A flag word spaced after a number ("212 HIGH", "38 LOW"): a column of results out of range.
    const wordAfterNumber = tokens.length > 1 && FLAG_WORDS.has(normalizeName(last)) &&
      /\d$/.test(tokens[tokens.length - 2]!);
    // A flag word in brackets after a result or its unit ("3.4 10*9/L (Abnormal)", "(High)").
    const bracketed = /^\((\p{L}+)\)$/u.exec(last)?.[1];
    const signs = tokens.length > 1 && SIGNS_AFTER_NUMBER.has(last) &&
      /\d$/.test(tokens[tokens.length - 2]!);
    if (signs) {
      marks.push(last);
      rest = but(0, -1);
    } else if (
      tokens.length > 1 && bracketed !== undefined && FLAG_WORDS.has(normalizeName(bracketed))
    ) {
      marks.push(bracketed);
      rest = but(0, -1);
    } else if (
      tokens.length > 1 && (isFlagToken(last) || wordAfterNumber) &&
      letterMarkFits(last, but(0, -1), "after")
    ) {
      marks.push(last);
      rest = but(0, -1);
    } else if (
      tokens.length > 1 && isFlagToken(first) &&
      letterMarkFits(first, but(1, tokens.length), "before")
    ) {
      marks.push(first);
      rest = but(1, tokens.length);
    } else if (tokens.length === 1 && isFlagToken(first) && (options.lone ?? true)) {
      marks.push(first);
      rest = "";
    } else {
      const after = GLUED_AFTER_NUMBER.exec(rest) ?? GLUED_AFTER_TEXT.exec(rest);
      const before = after
        ? undefined
        : GLUED_BEFORE_NUMBER.exec(rest) ?? GLUED_BEFORE_TEXT.exec(rest);
      if (after) {
        marks.push(after[2]!);
        rest = after[1]!.trim();
      } else if (before) {
        marks.push(before[1]!);
        rest = before[2]!.trim();
      } else break;
    }
    if (rest === "") break;
  }
  const flagOf = (m: string | undefined) =>
    (m === undefined ? undefined : SIGNS_AFTER_NUMBER.get(m)) ?? flagOfMark(m);
  const directed = marks.find((m) => flagOf(m) === "H" || flagOf(m) === "L");
  const mark = directed ?? marks.find((m) => flagOf(m) !== undefined);
  const flag = flagOf(mark);
  return flag === undefined || mark === undefined ? { text: rest } : { text: rest, flag, mark };
}
