/**
 * The specimen a heading, a group name or a specimen type names: "Badanie
 * ogólne moczu" and "Urine specimen" are `urine`, "Morfologia krwi" and
 * "Serum" are `blood`, "Kał" is `stool`. Only words that name the specimen
 * count; a heading that names none ("Biochemia") says nothing.
 *
 * @module
 */

import { normalizeName } from "../domain/text.ts";

/** A specimen and the word stems that name it (compared without diacritics, lower case). */
const SPECIMEN_WORDS: readonly (readonly [string, RegExp])[] = [
  ["urine", /\b(?:mocz\w*|urine|urin\w*)\b/],
  ["stool", /\b(?:kal|kalu|kale|stolec|stool|feces|faeces|fecal|faecal)\b/],
  [
    "blood",
    /\b(?:krew|krwi|surowica|surowicy|osocze|osoczu|osocza|blood|serum|plasma)\b/,
  ],
];

function named(key: string): string[] {
  return SPECIMEN_WORDS.filter(([, words]) => words.test(key)).map(([name]) => name);
}

/**
 * The specimen a text names, or `undefined` when it names none or more than
 * one. What follows "w" ("in") wins: "Krew utajona w kale" is stool.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(specimenOf("Badanie ogólne moczu"), "urine");
 * assert.equal(specimenOf("Morfologia krwi (pełna)"), "blood");
 * assert.equal(specimenOf("Krew utajona w kale"), "stool");
 * assert.equal(specimenOf("BIOCHEMIA"), undefined);
 * ```
 */
export function specimenOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = normalizeName(text);
  const inWhat = [...key.matchAll(/\bw (\w+)/g)].flatMap((match) => named(match[1]!));
  if (new Set(inWhat).size === 1) return inWhat[0];
  const all = named(key);
  return all.length === 1 ? all[0] : undefined;
}
