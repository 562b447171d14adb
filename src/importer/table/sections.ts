/**
 * Section headings of Polish lab reports ("Morfologia krwi", "Badanie ogólne
 * moczu", "Lipidogram", …) and the specimen each one names: rows printed
 * under a urine heading are urine rows, and never resolve to blood markers.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { similarityRatio } from "../../domain/markers/similarity.ts";
import { alternation, WORD_END, words } from "../lexicon/mod.ts";
import { specimenInWords } from "../cell/mod.ts";

/** A section heading as printed, and the specimen it names. */
export interface Section {
  readonly section: string;
  readonly specimen?: string;
}

/** The normalised key of a heading: no diacritics, punctuation as spaces. */
function headingKey(text: string): string {
  return normalizeName(text).replace(/[^\p{L}\p{N} ]+/gu, " ").replace(/\s+/g, " ").trim();
}

function headingPattern(headings: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternation(headings.map(headingKey))})${WORD_END}`, "u");
}

/** Heading beginnings from the lexicon and the specimen they name; urine first. */
const HEADINGS: readonly [RegExp, string | undefined][] = [
  [headingPattern(words((l) => l.sections.urine)), "urine"],
  [headingPattern(words((l) => l.sections.blood)), "blood"],
  [headingPattern(words((l) => l.sections.stool)), "stool"],
  [headingPattern(words((l) => l.sections.other)), undefined],
];

/** Every heading's letters alone ("badanieogolnemoczu"), with the specimen it names. */
const HEADING_LETTERS: readonly [string, string | undefined][] = (
  [
    ["urine", "urine"],
    ["blood", "blood"],
    ["stool", "stool"],
    ["other", undefined],
  ] as const
).flatMap(([kind, specimen]) =>
  words((l) => l.sections[kind]).map((h): [string, string | undefined] => [
    headingKey(h).replace(/[^\p{L}]/gu, ""),
    specimen,
  ])
);

/** How alike a garbled heading's letters must be to a heading's (0 to 1). */
const GARBLED_LIKENESS = 0.85;

/**
 * The section of a heading OCR garbled ("BADANEOGÓLNEMOGZO" for "BADANIE
 * OGÓLNE MOCZU"): its letters alone, long enough, close to one heading's
 * letters and clearly closer to it than to any heading of another specimen.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(garbledSectionOf("BADANEOGÓLNEMOGZO")?.specimen, "urine");
 * assert.equal(garbledSectionOf("Hemoglobina"), undefined);
 * ```
 */
export function garbledSectionOf(text: string): Section | undefined {
  const printed = text.trim();
  const letters = headingKey(printed).replace(/[^\p{L}]/gu, "");
  if (letters.length < 10 || /\d/.test(printed)) return undefined;
  const scored = HEADING_LETTERS.map(([heading, specimen]) => ({
    specimen,
    ratio: similarityRatio(letters, heading.slice(0, letters.length + 2)),
  })).sort((a, b) => b.ratio - a.ratio);
  const best = scored[0];
  if (best === undefined || best.ratio < GARBLED_LIKENESS) return undefined;
  const rival = scored.find((s) => s.specimen !== best.specimen);
  if (rival !== undefined && rival.ratio > best.ratio - 0.1) return undefined;
  return { section: printed, ...(best.specimen !== undefined ? { specimen: best.specimen } : {}) };
}

/** Longest printed heading we accept; longer text is a sentence, not a heading. */
const MAX_HEADING_WORDS = 7;

/**
 * The section a line names, or `undefined` when it is no heading. A heading
 * is short, has no result value and starts with a known heading word, or ends
 * with a dash or colon and the specimen it is of.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(sectionOf("Badanie ogólne moczu"), { section: "Badanie ogólne moczu", specimen: "urine" });
 * assert.deepEqual(sectionOf("MORFOLOGIA KRWI Z ROZMAZEM:"), { section: "MORFOLOGIA KRWI Z ROZMAZEM", specimen: "blood" });
 * assert.equal(sectionOf("Hemoglobina 13,4 g/dl"), undefined);
 * assert.deepEqual(sectionOf("MIKROBIOLOGIE – MOČ"), { section: "MIKROBIOLOGIE – MOČ", specimen: "urine" });
 * assert.equal(sectionOf("MIKROBIOLOGIE"), undefined);
 * assert.equal(sectionOf("Kreatinin – moč"), undefined);
 * ```
 */
export function sectionOf(text: string): Section | undefined {
  const printed = text.trim().replace(/[:.]+$/, "").trim();
  // "Morfologia krwi (5 parametrów)", "(5-diff)": a parenthesis may count things.
  const bare = printed.replace(/\([^)]*\)/g, "");
  if (printed === "" || /\d[.,]?\d*\s*(?:[a-zµ%/]|$)/i.test(bare)) return undefined;
  // Words are counted without a parenthesis ("(mocz poranny, środkowy strumień)" says how the
  // specimen was taken) and without lone dashes ("MOCZ – badanie ogólne").
  const wordCount = (text: string) =>
    text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  // A known heading and a remark after a spaced dash ("Osad moczu – ocena mikroskopowa i ilościowa
  // w komorze") is that heading however long the remark: the words before the dash are counted.
  // A remark is short: a sentence after the dash ("Mocz – oddać do laboratorium w ciągu …") is none.
  const [beforeDash, ...remark] = bare.split(/\s[-–—]\s/);
  const remarked = remark.length === 1 && wordCount(remark[0]!) <= MAX_HEADING_WORDS &&
    HEADINGS.some(([pattern]) => pattern.test(headingKey(beforeDash!)));
  if (wordCount(remarked ? beforeDash! : bare) > MAX_HEADING_WORDS) return undefined;
  const key = headingKey(printed);
  for (const [pattern, specimen] of HEADINGS) {
    if (pattern.test(key)) {
      return { section: printed, ...(specimen !== undefined ? { specimen } : {}) };
    }
  }
  // A heading no language file lists that ends by naming its specimen after a dash or a colon
  // ("MIKROBIOLOGIE – MOČ", "Мікробіологічні дослідження: сеча", "MICROBIOLOGY: URINE"); what
  // comes before is in capitals or of two words or more, so a row's name ("Kreatinin – moč") is none.
  const tail = SPECIMEN_TAIL.exec(printed);
  if (tail === null) return undefined;
  const head = printed.slice(0, tail.index + 1);
  if (head.split(/\s+/).length < 2 && head !== head.toUpperCase()) return undefined;
  const specimen = specimenInWords(tail[1]!);
  return specimen === undefined ? undefined : { section: printed, specimen };
}

/** A heading's last words after a dash or a colon: one or two words, no digit. */
const SPECIMEN_TAIL = /\p{L}\s*[-–—:]\s*(\p{L}+(?:\s+\p{L}+)?)$/u;

/**
 * Whether a line is another heading, one not in the table, that ends the
 * section before it: a short line in capitals ("ANALITYKA", "MIKROBIOLOGIA").
 * Its text is never kept (it could be a name printed in capitals).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(endsSection("ANALITYKA OGÓLNA"), true);
 * assert.equal(endsSection("CRP"), false);
 * ```
 */
export function endsSection(text: string): boolean {
  const printed = text.trim().replace(/[:.]+$/, "").trim();
  return /^\p{Lu}[\p{Lu} ,-]{3,}$/u.test(printed) && printed.split(/\s+/).length <= 5;
}
