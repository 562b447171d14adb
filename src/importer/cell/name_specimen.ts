/**
 * The specimen a row's own name opens with, set off by a dash or a colon
 * ("Mocz - glukoza", "Urine: Glucose", "Harn - Leukozyten", "Moč - glukóza"):
 * the row is measured in that specimen whatever its section says, so a
 * urine glucose printed so is never blood glucose. The words are the
 * lexicon's `specimenWords`.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { words } from "../lexicon/mod.ts";

/**
 * A stem list as a whole-word test in which a trailing `*` admits at most two
 * more letters: "mocz*" is "moczu", never "Mocznik" (urea); "harn*" is never
 * "Harnstoff" nor "Harnsäure".
 */
function shortStems(list: readonly string[]): RegExp {
  const stems = list.map((w) => {
    const star = w.endsWith("*");
    const key = normalizeName(star ? w.slice(0, -1) : w).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return key + (star ? "\\p{L}{0,2}" : "");
  });
  return new RegExp(`^(?:${[...new Set(stems)].join("|")})$`, "u");
}

const SPECIMENS: readonly (readonly [string, RegExp])[] = (["urine", "stool", "blood"] as const)
  .map((specimen) => [specimen, shortStems(words((l) => l.specimenWords[specimen]))]);

/** One word, a dash or a colon, then the rest of the name. */
const PREFIX = /^([\p{L}]+)\s*[-–—:]\s*(?=[\p{L}\p{N}])/u;

/**
 * The specimen (`urine`, `stool`, `blood`) a name's first word names when a
 * dash or colon follows it and more of the name comes after, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(specimenPrefix("Mocz - glukoza"), "urine");
 * assert.equal(specimenPrefix("Urine: Glucose"), "urine");
 * assert.equal(specimenPrefix("Mocznik - azot"), undefined);
 * assert.equal(specimenPrefix("Glukoza w moczu"), undefined);
 * ```
 */
export function specimenPrefix(name: string): string | undefined {
  const match = PREFIX.exec(name.trim());
  if (match === null) return undefined;
  const word = normalizeName(match[1]!);
  const named = SPECIMENS.filter(([, test]) => test.test(word)).map(([specimen]) => specimen);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The one specimen (`urine`, `stool`, `blood`) the words of a text name, whole words of the
 * lexicon's `specimenWords`, or `undefined` when they name none or more than one ("Posiew
 * moczu", "Urine culture" and "Бактеріологічний посів сечі" are urine; "Mocznik" names none).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(specimenInWords("Posiew moczu"), "urine");
 * assert.equal(specimenInWords("Urine culture"), "urine");
 * assert.equal(specimenInWords("Mocznik"), undefined);
 * assert.equal(specimenInWords("Albumina (mocz) / kreatynina (surowica)"), undefined);
 * ```
 */
export function specimenInWords(text: string): string | undefined {
  const words = normalizeName(text).split(/[^\p{L}]+/u).filter((w) => w !== "");
  const named = SPECIMENS.filter(([, test]) => words.some((w) => test.test(w)));
  return named.length === 1 ? named[0]![0] : undefined;
}
