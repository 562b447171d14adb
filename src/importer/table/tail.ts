/**
 * The rest of a plain-text result line after the marker's name: "[flag]
 * value [unit] [flag] [range]", and whether it reads cleanly.
 *
 * @module
 */

import type { LineRow } from "./line_row.ts";
import { type Band, readBands } from "./band_choice.ts";
import {
  COMPARATOR_TOKEN,
  FLAG,
  isFlagToken,
  isQualitativeWord,
  labFlagOf,
  looksLikeUnit,
  type ParsedRange,
  type ParsedValue,
  parseRange,
  parseValue,
  qualitativeFlag,
  RANGE_WORDS,
  takeFlag,
  WORD_ABOVE,
  WORD_BELOW,
} from "../cell/mod.ts";
import { words } from "../lexicon/mod.ts";

/** The first words of the lexicon's comparators of two words or more ("mniej" of "mniej niż"). */
const COMPARATOR_FIRST_WORDS: ReadonlySet<string> = new Set(
  words((l) => [...l.comparators.above, ...l.comparators.below])
    .filter((phrase) => /\s/.test(phrase))
    .map((phrase) => phrase.split(/\s+/)[0]!),
);

/** The value, unit and range after a name, or `undefined` when the rest is no result. */
export interface Tail {
  readonly value: ParsedValue;
  readonly unit?: string;
  readonly range: ParsedRange;
  /** The bands of a range printed by sex or age. */
  readonly bands?: readonly Band[];
  readonly flag?: string;
  /** Whether the rest reads cleanly as unit and range. */
  readonly clean: boolean;
}

/**
 * Reads "[flag] value [unit] [flag] [range]" from the tokens after a marker name.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseTail("13,4 g/dl L 12,0 - 16,0".split(" ")), {
 *   value: { value: 13.4 }, unit: "g/dl", range: { ref_low: 12, ref_high: 16 }, flag: "L", clean: true,
 * });
 * assert.deepEqual(parseTail(["<", "0,5", "mg/l", "<", "5"])?.value, { value: 0.5, comparator: "<" });
 * assert.deepEqual(parseTail("H powyżej 2000 pg/ml".split(" "))?.value, { value: 2000, comparator: ">" });
 * assert.equal(parseTail(["1", "z", "2"])?.clean, false);
 * ```
 */
export function parseTail(tokens: readonly string[]): Tail | undefined {
  const all = [...tokens];
  let flag: string | undefined;
  // leading flags are taken off one by one (the first is the row's flag); `flag ??= all.shift()`
  // would shift nothing once a flag is set, and never end on "H H 5,1"
  while (all.length > 1 && FLAG.test(all[0]!) && all[0] !== "+") {
    const mark = all.shift();
    flag ??= mark;
  }
  let used = 1;
  let value: ParsedValue | undefined;
  const first = all[0] ?? "";
  const two = `${first} ${all[1] ?? ""}`;
  if (COMPARATOR_TOKEN.test(first) && all[1] !== undefined) {
    value = parseValue(`${first}${all[1]}`);
    used = 2;
  }
  if (
    value === undefined && all[1] !== undefined &&
    (WORD_ABOVE.test(`${first} `) || WORD_BELOW.test(`${first} `))
  ) {
    value = parseValue(`${first} ${all[1]}`.replace(WORD_ABOVE, ">").replace(WORD_BELOW, "<"));
    used = 2;
  }
  if (
    value === undefined && all[2] !== undefined && COMPARATOR_FIRST_WORDS.has(first.toLowerCase())
  ) {
    value = parseValue(`${two} ${all[2]}`.replace(WORD_ABOVE, ">").replace(WORD_BELOW, "<"));
    used = 3;
  }
  if (value === undefined && all[1] !== undefined && isQualitativeWord(two)) {
    value = parseValue(two);
    used = 2;
  }
  if (value === undefined) {
    const attached = takeFlag(first);
    value = parseValue(attached.text);
    if (value !== undefined) flag ??= attached.flag;
    used = 1;
  }
  if (value === undefined) return undefined;
  const rest: string[] = [];
  for (const token of all.slice(used)) {
    if (isFlagToken(token) || FLAG.test(token) && token !== "+") flag ??= token;
    else rest.push(token);
  }
  const bracketed = bracketedRangeFirst(rest);
  if (bracketed !== undefined) {
    return {
      value,
      ...(bracketed.unit !== undefined ? { unit: bracketed.unit } : {}),
      range: bracketed.range,
      ...(flag !== undefined ? { flag } : {}),
      clean: true,
    };
  }
  let unit: string | undefined;
  let clean = true;
  if (rest[0] !== undefined && looksLikeUnit(rest[0])) unit = rest.shift();
  else if (rest[0] !== undefined && /^\p{L}/u.test(rest[0]) && !RANGE_WORDS.test(rest[0])) {
    clean = isQualitativeWord(rest.join(" "));
  }
  const bands = readBands(rest.join(" "));
  const range = bands === undefined ? parseRange(rest.join(" ")) : { ref_text: rest.join(" ") };
  if (bands === undefined && range.ref_text !== undefined && !isQualitativeWord(range.ref_text)) {
    clean = false;
  }
  return {
    value,
    ...(bands !== undefined ? { bands } : {}),
    ...(unit !== undefined ? { unit } : {}),
    range,
    ...(flag !== undefined ? { flag } : {}),
    clean,
  };
}

/**
 * A numeric range in brackets right after the value, then at most the unit: "5,9 (4,0 - 10,0) G/l",
 * "139 [135-145] mmol/l", "14 [<35] U/l" (compact reports print the range before the unit).
 */
function bracketedRangeFirst(
  rest: readonly string[],
): { range: ParsedRange; unit?: string } | undefined {
  if (!/^[([]/.test(rest[0] ?? "")) return undefined;
  const close = rest.findIndex((t) => /[)\]]$/.test(t));
  if (close < 0) return undefined;
  const range = parseRange(rest.slice(0, close + 1).join(" "));
  if (range.ref_text !== undefined || (range.ref_low ?? range.ref_high) === undefined) {
    return undefined;
  }
  const after = rest.slice(close + 1);
  if (after.length === 0) return { range };
  if (after.length === 1 && looksLikeUnit(after[0]!)) return { range, unit: after[0]! };
  return undefined;
}

/** A row of a name and the tail read after it. */
export function tailRow(name: string, tail: Tail, code?: string): LineRow {
  const labFlag = labFlagOf(tail.flag, tail.value, tail.range) ??
    qualitativeFlag(tail.value, tail.range);
  return {
    name,
    ...(code !== undefined ? { code } : {}),
    value: tail.value,
    ...(tail.unit !== undefined ? { unit: tail.unit } : {}),
    range: tail.range,
    ...(labFlag !== undefined ? { labFlag } : {}),
    ...(tail.bands !== undefined ? { bands: tail.bands } : {}),
  };
}
