/**
 * Masking on the terminal: spans of a text replaced by {@link MASK}, found
 * word by word in the text folded as names are, and every standalone long
 * number masked ({@link maskLongNumbers}).
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";

/** What stands on the terminal in place of an identity string. */
export const MASK = "[hidden]";

/** A standalone number of seven digits or more: an order, sample, phone or licence number. */
const LONG_NUMBER = /(?<![\p{L}\p{N}])\d{7,}(?![\p{L}\p{N}])/gu;

/**
 * A number printed in three or more groups joined by one kind of dot, dash or
 * slash ("756.4821.9037.57", "21-0413-2277"): an insurance, order or sample
 * number when its groups hold nine digits or more (a date holds eight).
 */
const GROUPED_NUMBER =
  /(?<![\p{L}\p{N}.\-\/])\d{1,6}([.\-\/])\d{1,6}(?:\1\d{1,6})+(?![\p{L}\p{N}]|[.\-\/]\d)/gu;

/** Digits a grouped number must hold to be masked: more than a date's eight. */
const GROUPED_DIGITS = 9;

/** A date whose dots OCR lost ("05 12 2023 08 15"): a day, a month and a year, never a phone. */
const SPACED_DATE = /^(?:0[1-9]|[12]\d|3[01])[ -](?:0[1-9]|1[0-2])[ -](?:19|20)\d\d(?!\d)/;

/**
 * A telephone number in the shape only a phone has: a trunk prefix 0 or a
 * country code, then groups set apart by spaces or dashes ("0114 271 1900",
 * "(07) 3512 8000", "+44 114 271 1900"). No result or range opens with a
 * zero followed by a digit.
 */
export const PHONE_SHAPE =
  /(?<![\p{L}\p{N}.,])(?:\+\d{1,3}[ -]?(?:\(0\)\s?)?\d{1,4}|\(0?\d{1,4}\)|0\d{1,4})(?:[ -]\d{2,4}){1,4}(?![\p{L}\p{N}]|[.,]\d)/gu;

/** Whether a character is a letter or a digit (a word goes on across it). */
function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

/**
 * A text folded as {@link normalizeName} folds it, character by character,
 * with where each folded character came from, so that a match in the folded
 * text can be masked in the printed one.
 */
export function folded(text: string): { text: string; from: number[] } {
  let out = "";
  const from: number[] = [];
  let at = 0;
  for (const ch of text) {
    const fold = /\s/u.test(ch) ? " " : normalizeName(ch);
    for (const unit of fold) {
      out += unit;
      for (let i = 0; i < unit.length; i++) from.push(at);
    }
    at += ch.length;
  }
  from.push(text.length);
  return { text: out, from };
}

/** Every place a piece stands as a whole word in a text, as `[start, end)`. */
export function wordSpans(text: string, piece: string): [number, number][] {
  const spans: [number, number][] = [];
  let at = text.indexOf(piece);
  while (at >= 0) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + piece.length])) {
      spans.push([at, at + piece.length]);
    }
    at = text.indexOf(piece, at + 1);
  }
  return spans;
}

/** A text with each span (merged where they touch) replaced by {@link MASK}. */
export function maskSpans(text: string, spans: readonly [number, number][]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of sorted) {
    if (end <= at) continue;
    if (start >= at) out += text.slice(at, start) + MASK;
    at = end;
  }
  return out + text.slice(at);
}

/**
 * A text as the importer may print it: every standalone number of seven
 * digits or more (an order, sample, phone or licence number) masked, unless
 * it is part of one of `keep` (the run's document hashes, whose prefixes name
 * documents and rows, and the names of the store files it wrote), every
 * number printed in three or more groups that hold more digits than a date
 * (a Swiss AHV number "756.4821.9037.57" beside a label no lexicon knows),
 * and every number in a telephone's shape ("Tel 0114 271 1900").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(maskLongNumbers("LANR 418273505", []), "LANR [hidden]");
 * assert.equal(maskLongNumbers("document 123456789012", ["123456789012ab"]), "document 123456789012");
 * assert.equal(maskLongNumbers("Glukoza 95 mg/dl 1.5", []), "Glukoza 95 mg/dl 1.5");
 * assert.equal(maskLongNumbers("AHV-Nr.: 756.4821.9037.57", []), "AHV-Nr.: [hidden]");
 * assert.equal(maskLongNumbers("Auftrag 21-0413-2277", []), "Auftrag [hidden]");
 * assert.equal(maskLongNumbers("29.08.2023 2023-08-29", []), "29.08.2023 2023-08-29");
 * ```
 */
export function maskLongNumbers(text: string, keep: readonly string[]): string {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(LONG_NUMBER)) {
    if (keep.some((k) => k.includes(match[0]))) continue;
    spans.push([match.index, match.index + match[0].length]);
  }
  for (const match of [...text.matchAll(GROUPED_NUMBER), ...text.matchAll(PHONE_SHAPE)]) {
    if (match[0].replace(/\D/g, "").length < GROUPED_DIGITS || SPACED_DATE.test(match[0])) continue;
    spans.push([match.index, match.index + match[0].length]);
  }
  return maskSpans(text, spans);
}

/**
 * Spans grown over the separators between them ("Testowy Jan" is masked as
 * one), so that a masked name does not show how many words it had.
 */
export function widenSpans(text: string, spans: readonly [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && /^[\s,]*$/u.test(text.slice(last[1], start))) {
      last[1] = Math.max(last[1], end);
    } else out.push([start, end]);
  }
  return out;
}

export function containsWord(text: string, piece: string): boolean {
  let at = text.indexOf(piece);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + piece.length];
    const boundary = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
    if (boundary(before) && boundary(after)) return true;
    at = text.indexOf(piece, at + 1);
  }
  return false;
}
