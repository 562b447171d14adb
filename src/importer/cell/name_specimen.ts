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
import { type Specimen, words } from "../lexicon/mod.ts";

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

/**
 * Whether a name is nothing but words of a specimen ("Mocz.", a ward's abbreviation of
 * "Mocznik", urea): such a name names no test measured in that specimen, so it sets none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(onlySpecimenWords("Mocz."), true);
 * assert.equal(onlySpecimenWords("Posiew moczu"), false);
 * ```
 */
export function onlySpecimenWords(text: string): boolean {
  const words = normalizeName(text).split(/[^\p{L}]+/u).filter((w) => w !== "");
  return words.length > 0 &&
    words.every((w) => SPECIMENS.some(([, test]) => test.test(w)));
}

/** Each specimen's codes as the lexicons list them ("s", "u"): compared ignoring case. */
const SPECIMEN_CODES: readonly (readonly [Specimen, ReadonlySet<string>])[] =
  (["urine", "stool", "blood"] as const).map((specimen) => [
    specimen,
    new Set(words((l) => l.specimenCodes[specimen])),
  ]);

/** A short code, then a dash or an underscore with no space, then a name. */
const CODE_PREFIX = /^([A-Za-z]{1,3})[-_](?=\p{L})(.+)$/u;

/**
 * The specimen a lab system's code before a name gives it ("S-Kreatinin": serum, so blood;
 * "U-pH": urine; the lexicon's `specimenCodes`), with the name without the code, or
 * `undefined` when the name opens with no such code.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(specimenCode("S-Kreatinin"), { specimen: "blood", name: "Kreatinin" });
 * assert.deepEqual(specimenCode("U-pH"), { specimen: "urine", name: "pH" });
 * assert.equal(specimenCode("B-lymfocyty"), undefined);
 * assert.equal(specimenCode("Anti-HCV"), undefined);
 * assert.equal(specimenCode("S - Kreatinin"), undefined);
 * ```
 */
export function specimenCode(name: string): { specimen: Specimen; name: string } | undefined {
  const match = CODE_PREFIX.exec(name.trim());
  if (match === null) return undefined;
  const found = SPECIMEN_CODES.find(([, codes]) => codes.has(match[1]!.toLowerCase()));
  return found === undefined ? undefined : { specimen: found[0], name: match[2]!.trim() };
}
