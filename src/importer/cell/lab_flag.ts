/**
 * The lab's own flag on a row of a structured export: a printed mark (`H`,
 * `L`, `↑`, `↓`, `*`, `!`, `+`), a flag element or column, or an HL7
 * interpretation code (`H`, `HH`, `L`, `LL`, `A`, `POS`), normalised to a
 * {@linkcode LabFlag}. A mark without a direction (`*`, `!`) on a number
 * takes its direction from the range when the range tells it, and a
 * qualitative result against a qualitative range of another sense
 * ("dodatni" against "ujemny", "ślad" against "nie wykryto") is `A` even
 * when the lab printed no mark.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import type { LabFlag } from "../document.ts";
import { words } from "../lexicon/lexicon.ts";
import { alternation } from "../lexicon/patterns.ts";
import { type ParsedRange, type ParsedValue, qualitativeMismatch } from "./values.ts";

function flagWordEntries(
  kind: "high" | "low" | "abnormal",
  flag: LabFlag,
): Record<string, LabFlag> {
  return Object.fromEntries(words((l) => l.flagWords[kind]).map((w) => [normalizeName(w), flag]));
}

const MARKS: Readonly<Record<string, LabFlag>> = {
  "h": "H",
  "hh": "H",
  "h*": "H",
  "(h)": "H",
  "↑": "H",
  "↑↑": "H",
  "^": "H",
  ">": "H",
  "l": "L",
  "ll": "L",
  "l*": "L",
  "(l)": "L",
  "↓": "L",
  "↓↓": "L",
  "<": "L",
  "a": "A",
  "aa": "A",
  "*": "A",
  "**": "A",
  "!": "A",
  "+": "A",
  "(+)": "A",
  // Words a flag column may hold instead of a mark: the lexicon's.
  ...flagWordEntries("high", "H"),
  ...flagWordEntries("low", "L"),
  ...flagWordEntries("abnormal", "A"),
};

/** HL7 v3 / FHIR ObservationInterpretation codes that say the result is not normal. */
const INTERPRETATIONS: Readonly<Record<string, LabFlag>> = {
  H: "H",
  HH: "H",
  HU: "H",
  ">": "H",
  L: "L",
  LL: "L",
  LU: "L",
  "<": "L",
  A: "A",
  AA: "A",
  POS: "A",
  DET: "A",
  IND: "A",
  E: "A",
  R: "A",
  W: "A",
};

/**
 * The flag a printed mark (or a flag column's word, "wysoki", "low") stands
 * for, or `undefined` for no mark (or `N`, normal).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labFlagOfMark("↑"), "H");
 * assert.equal(labFlagOfMark(" l "), "L");
 * assert.equal(labFlagOfMark("N"), undefined);
 * ```
 */
export function labFlagOfMark(mark: string | undefined): LabFlag | undefined {
  if (mark === undefined) return undefined;
  return MARKS[normalizeName(mark)];
}

/**
 * The flag an HL7 interpretation code stands for (`HH` is `H`, `POS` is
 * `A`); normal and unknown codes give `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labFlagOfInterpretation("LL"), "L");
 * assert.equal(labFlagOfInterpretation("POS"), "A");
 * assert.equal(labFlagOfInterpretation("N"), undefined);
 * ```
 */
export function labFlagOfInterpretation(code: string | undefined): LabFlag | undefined {
  if (code === undefined) return undefined;
  return INTERPRETATIONS[code.trim().toUpperCase()];
}

/** A mark before a value; a letter only before a number or a comparator and a number. */
const LEADING_MARK = new RegExp(
  String.raw`^(↑↑|↓↓|↑|↓|\*\*|\*|!)\s*(\S.*)$|^(HH|LL|H|L)\s+((?:[<>≤≥]|` +
    alternation(words((l) => [...l.comparators.above, ...l.comparators.below])) +
    String.raw`)?\s*\d.*)$`,
  "iu",
);

/** A printed result with its flag mark taken off, from either side. */
export interface MarkedText {
  readonly text: string;
  readonly flag?: LabFlag;
}

/**
 * Takes a flag mark off either end of a printed result: `"3,82 L"`,
 * `"↑ 12,1"`, `"*5,2"`. A comparator (`<0,5`) is never a mark.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(splitFlagMark("3,82 L"), { text: "3,82", flag: "L" });
 * assert.deepEqual(splitFlagMark("↑12,1"), { text: "12,1", flag: "H" });
 * assert.deepEqual(splitFlagMark("<0,5"), { text: "<0,5" });
 * assert.deepEqual(splitFlagMark("dodatni (+)"), { text: "dodatni", flag: "A" });
 * ```
 */
export function splitFlagMark(printed: string): MarkedText {
  let text = printed.trim();
  let flag: LabFlag | undefined;
  const trailing = /^(.*?\S)\s*(↑↑|↓↓|↑|↓|\*\*|\*|!|\(H\)|\(L\)|\(\+\))$|^(.*?\d)\s+(HH|LL|H|L)$/i
    .exec(text);
  if (trailing) {
    const rest = trailing[1] ?? trailing[3]!;
    const mark = trailing[2] ?? trailing[4]!;
    flag = labFlagOfMark(mark);
    text = rest.trim();
  }
  const leading = LEADING_MARK.exec(text);
  if (leading && flag === undefined) {
    flag = labFlagOfMark(leading[1] ?? leading[3]!);
    text = (leading[2] ?? leading[4]!).trim();
  }
  return flag === undefined ? { text } : { text, flag };
}

/**
 * Gives a mark without a direction (`A` on a number) the direction its
 * range shows; any other flag is kept as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(directedFlag("A", { value: 12 }, { ref_low: 4, ref_high: 10 }), "H");
 * assert.equal(directedFlag("A", { value: "dodatni" }, { ref_text: "ujemny" }), "A");
 * ```
 */
export function directedFlag(
  flag: LabFlag | undefined,
  value: ParsedValue,
  range: ParsedRange,
): LabFlag | undefined {
  if (flag !== "A" || typeof value.value !== "number") return flag;
  if (range.ref_high !== undefined && value.value > range.ref_high) return "H";
  if (range.ref_low !== undefined && value.value < range.ref_low) return "L";
  return flag;
}

/**
 * `A` when a qualitative result and its qualitative range say different
 * things ("dodatni" or "wątpliwy" against "ujemny", "ślad" against "nie
 * wykryto", "liczne" against "nieliczne", dipstick pluses against a negative
 * range); `undefined` when they agree or either is no known qualitative
 * word ("żółta"). The words and their senses are those of `values.ts`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(qualitativeFlag({ value: "dodatni" }, { ref_text: "ujemny" }), "A");
 * assert.equal(qualitativeFlag({ value: "++" }, { ref_text: "ujemny" }), "A");
 * assert.equal(qualitativeFlag({ value: "nie wykryto" }, { ref_text: "ujemny" }), undefined);
 * assert.equal(qualitativeFlag({ value: "żółta" }, { ref_text: "słomkowa" }), undefined);
 * ```
 */
export function qualitativeFlag(value: ParsedValue, range: ParsedRange): LabFlag | undefined {
  if (typeof value.value !== "string" || range.ref_text === undefined) return undefined;
  const printed = value.value.trim();
  if (/^\(?\+{1,4}\)?$/.test(printed)) {
    return qualitativeMismatch("dodatni", range.ref_text) === "A" ? "A" : undefined;
  }
  return qualitativeMismatch(printed, range.ref_text);
}

/**
 * The flag a row carries: the printed one, given its direction by the range
 * ({@linkcode directedFlag}), else a qualitative mismatch
 * ({@linkcode qualitativeFlag}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(rowFlag("A", { value: 12 }, { ref_high: 10 }), "H");
 * assert.equal(rowFlag(undefined, { value: "ślad" }, { ref_text: "nie wykryto" }), "A");
 * assert.equal(rowFlag(undefined, { value: 5 }, { ref_high: 10 }), undefined);
 * ```
 */
export function rowFlag(
  printed: LabFlag | undefined,
  value: ParsedValue,
  range: ParsedRange,
): LabFlag | undefined {
  return directedFlag(printed, value, range) ?? qualitativeFlag(value, range);
}
