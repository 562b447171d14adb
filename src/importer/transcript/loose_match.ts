/**
 * Literal matching on a loose line: a text folded (NFKC, lower case, one
 * kind of dash, the decimal comma as a point) and searched for a name, unit
 * or number as a whole word outside the spans already taken, a value also
 * after a comparator word ("powyżej 1000" for ">1000").
 *
 * @module
 */

import { words } from "../lexicon/mod.ts";

/** Loose form of a text: NFKC, lower case, one kind of dash. */
export function loose(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[\u2010-\u2015\u2212]/g, "-");
}

/** The decimal comma as a point: the same length, so spans stay where they were. */
export function points(text: string): string {
  return text.replace(/(?<=\d),(?=\d)/g, ".");
}

interface Compact {
  readonly text: string;
  /** The index in the loose line of each compact character. */
  readonly at: readonly number[];
}

export function compact(text: string): Compact {
  let out = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    out += text[i];
    at.push(i);
  }
  return { text: out, at };
}

export type Kind = "name" | "unit" | "number";

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function boundaryOk(line: string, start: number, end: number, kind: Kind): boolean {
  const before = line[start - 1];
  const after = line[end];
  const first = line[start]!;
  const last = line[end - 1]!;
  if (kind === "number") {
    const digitBefore = before !== undefined &&
      (/\d/.test(before) || (/[.,]/.test(before) && /\d/.test(line[start - 2] ?? "")));
    const digitAfter = after !== undefined &&
      (/\d/.test(after) || (/[.,]/.test(after) && /\d/.test(line[end + 1] ?? "")));
    return !(/\d/.test(first) && digitBefore) && !(/\d/.test(last) && digitAfter);
  }
  const wordBefore = before !== undefined &&
    (LETTER_OR_DIGIT.test(before) || (kind === "unit" && /[/µμ^*]/.test(before)));
  const wordAfter = after !== undefined && LETTER_OR_DIGIT.test(after);
  return !(LETTER_OR_DIGIT.test(first) && wordBefore) && !(LETTER_OR_DIGIT.test(last) && wordAfter);
}

/** A span `[start, end)` of the loose line. */
export type Span = readonly [number, number];

function overlaps(span: Span, taken: readonly Span[]): boolean {
  return taken.some(([s, e]) => span[0] < e && s < span[1]);
}

/** The first span of `needle` in `line` (both loose) outside `taken`, with its boundaries. */
export function find(
  line: string,
  needle: string,
  kind: Kind,
  taken: readonly Span[],
): Span | undefined {
  // In a unit, the micro sign may be written u ("ug/l" is µg/l): the same length, one letter.
  const micro = (text: string) => kind === "unit" ? text.replace(/μ/g, "u") : text;
  const hay = compact(micro(points(line)));
  const want = compact(micro(points(loose(needle)))).text;
  if (want === "") return undefined;
  for (let i = hay.text.indexOf(want); i >= 0; i = hay.text.indexOf(want, i + 1)) {
    const span: Span = [hay.at[i]!, hay.at[i + want.length - 1]! + 1];
    if (!overlaps(span, taken) && boundaryOk(line, span[0], span[1], kind)) return span;
  }
  return undefined;
}

const NUMBER = /\d+(?:[.,]\d+)*/g;

export function numbersOutside(line: string, taken: readonly Span[]): string[] {
  return [...line.matchAll(NUMBER)]
    .filter((m) => !overlaps([m.index, m.index + m[0].length], taken))
    .map((m) => m[0])
    .filter((number) => !/^\d+[.,]\d+[.,]\d+$/.test(number));
}

const COMPARATOR_WORDS = words((l) => [...l.comparators.above, ...l.comparators.below]);

/** Finds a value: as written, or its number after a comparator word ("powyżej 1000" for ">1000"). */
export function findValue(line: string, value: string, taken: readonly Span[]): Span | undefined {
  const kind: Kind = /^\s*[<>≤≥=]*\s*\d/.test(value) ? "number" : "name";
  const found = find(line, value, kind, taken);
  if (found !== undefined) return found;
  const compared = /^\s*[<>≤≥]=?\s*(\d+(?:[.,]\d+)?)\s*$/.exec(value);
  if (compared === null) return undefined;
  for (const word of COMPARATOR_WORDS) {
    const span = find(line, `${word} ${compared[1]}`, "number", taken);
    if (span !== undefined) return span;
  }
  return undefined;
}
