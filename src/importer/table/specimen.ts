/**
 * The specimen a heading, a group name or a specimen type names: "Badanie
 * ogólne moczu" and "Urine specimen" are `urine`, "Morfologia krwi" and
 * "Serum" are `blood`, "Kał" is `stool`. Only words that name the specimen
 * count; a heading that names none ("Biochemia") says nothing.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { stemAlternation, WORD_END, WORD_START, words } from "../lexicon/mod.ts";
import type { Section } from "./sections.ts";

/** A whole word of a list of normalised stems, in any script. */
function stemWords(list: readonly string[]): RegExp {
  return new RegExp(`${WORD_START}(?:${stemAlternation(list)})${WORD_END}`, "u");
}

/** A specimen and the lexicon's words that name it (compared without diacritics, lower case). */
const SPECIMEN_WORDS: readonly (readonly [string, RegExp])[] =
  (["urine", "stool", "blood"] as const)
    .map((specimen) => [
      specimen,
      stemWords(words((l) => l.specimenWords[specimen])),
    ]);

/** "in" and the word after it ("w kale", "in stool"): the specimen a name means. */
const SPECIMEN_IN = new RegExp(
  `${WORD_START}(?:${stemAlternation(words((l) => l.specimenIn))}) ([\\p{L}\\p{N}]+)`,
  "gu",
);

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
  const inWhat = [...key.matchAll(SPECIMEN_IN)].flatMap((match) => named(match[1]!));
  if (new Set(inWhat).size === 1) return inWhat[0];
  const all = named(key);
  return all.length === 1 ? all[0] : undefined;
}

const SEDIMENT = stemWords(words((l) => l.sedimentWords));

/**
 * The sediment word a row's own name carries ("Leukocyty - osad",
 * "Erythrocytes, urine sediment"), or `undefined`: such a row is a count in
 * the urine sediment whatever the heading above it says.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(sedimentNamed("Leukocyty - osad"), "osad");
 * assert.equal(sedimentNamed("Leukocyty"), undefined);
 * ```
 */
export function sedimentNamed(name: string): string | undefined {
  return SEDIMENT.exec(normalizeName(name))?.[0];
}

/** Specimen type codes: HL7 v2 table 0487 and SNOMED CT, as FHIR and CDA carry them. */
const SPECIMEN_CODES: Readonly<Record<string, string>> = {
  UR: "urine",
  URN: "urine",
  URINE: "urine",
  "122575003": "urine",
  "278020009": "urine",
  BLD: "blood",
  BLDV: "blood",
  BLDA: "blood",
  BLDC: "blood",
  SER: "blood",
  PLAS: "blood",
  SERPL: "blood",
  "119297000": "blood",
  "119364003": "blood",
  "119361006": "blood",
  "122555007": "blood",
  STL: "stool",
  FECES: "stool",
  "119339001": "stool",
};

/**
 * The specimen a specimen type code stands for (`UR`, `SER`, SNOMED
 * `122575003`), or `undefined` for an unknown code.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(specimenOfCode("UR"), "urine");
 * assert.equal(specimenOfCode("119364003"), "blood");
 * assert.equal(specimenOfCode("XYZ"), undefined);
 * ```
 */
export function specimenOfCode(code: string | undefined): string | undefined {
  return code === undefined ? undefined : SPECIMEN_CODES[code.trim().toUpperCase()];
}

/**
 * A row's section and specimen: its own specimen cell ("moč", "moč – sediment", under a
 * "Materiál" header) over the heading's; a name that says sediment ("Leukocyty - osad")
 * makes the row a sediment count.
 */
export function rowSection(
  name: string,
  material: string | undefined,
  heading: Section | undefined,
): Section | undefined {
  const own = material === undefined ? undefined : specimenOf(material);
  const base = own === undefined ? heading : { section: material!, specimen: own };
  const sediment = sedimentNamed(name);
  return sediment === undefined ? base : {
    section: base === undefined ? sediment : `${base.section} (${sediment})`,
    specimen: base?.specimen ?? "urine",
  };
}
