/**
 * Section headings of Polish lab reports ("Morfologia krwi", "Badanie ogólne
 * moczu", "Lipidogram", …) and the specimen each one names: rows printed
 * under a urine heading are urine rows, and never resolve to blood markers.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { words } from "../lexicon/lexicon.ts";
import { alternation, WORD_END } from "../lexicon/patterns.ts";

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

/** Longest printed heading we accept; longer text is a sentence, not a heading. */
const MAX_HEADING_WORDS = 7;

/**
 * The section a line names, or `undefined` when it is no heading. A heading
 * is short, has no result value and starts with a known heading word.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(sectionOf("Badanie ogólne moczu"), { section: "Badanie ogólne moczu", specimen: "urine" });
 * assert.deepEqual(sectionOf("MORFOLOGIA KRWI Z ROZMAZEM:"), { section: "MORFOLOGIA KRWI Z ROZMAZEM", specimen: "blood" });
 * assert.equal(sectionOf("Hemoglobina 13,4 g/dl"), undefined);
 * ```
 */
export function sectionOf(text: string): Section | undefined {
  const printed = text.trim().replace(/[:.]+$/, "").trim();
  // "Morfologia krwi (5 parametrów)", "(5-diff)": a parenthesis may count things.
  const bare = printed.replace(/\([^)]*\)/g, "");
  if (printed === "" || /\d[.,]?\d*\s*(?:[a-zµ%/]|$)/i.test(bare)) return undefined;
  if (printed.split(/\s+/).length > MAX_HEADING_WORDS) return undefined;
  const key = headingKey(printed);
  for (const [pattern, specimen] of HEADINGS) {
    if (pattern.test(key)) {
      return { section: printed, ...(specimen !== undefined ? { specimen } : {}) };
    }
  }
  return undefined;
}

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

/** Headings of the lexicon with the specimen each names, letters only (for an OCR-garbled heading). */
const SQUASHED: readonly (readonly [string, string | undefined])[] = [
  ...words((l) => l.sections.urine).map((h): [string, string] => [squash(h), "urine"]),
  ...words((l) => l.sections.blood).map((h): [string, string] => [squash(h), "blood"]),
  ...words((l) => l.sections.stool).map((h): [string, string] => [squash(h), "stool"]),
];

function squash(text: string): string {
  return normalizeName(text).replace(/[^\p{L}]+/gu, "");
}

/** The edit distance of two words (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The section of a heading OCR garbled ("BADANEOGÓLNEMOGZO" for "BADANIE
 * OGÓLNE MOCZU"): a line in capitals, letters only, within one edit in six
 * of exactly one heading of the lexicon (spaces and punctuation ignored).
 * For OCR lines only: a text layer prints its headings as they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(garbledSectionOf("BADANEOGÓLNEMOGZO"), { section: "BADANEOGÓLNEMOGZO", specimen: "urine" });
 * assert.equal(garbledSectionOf("Glukoza"), undefined);
 * assert.equal(garbledSectionOf("BARWA"), undefined);
 * ```
 */
export function garbledSectionOf(text: string): Section | undefined {
  const printed = text.trim();
  if (!/^[\p{Lu} .,-]+$/u.test(printed)) return undefined;
  const key = squash(printed);
  if (key.length < 8) return undefined;
  const close = SQUASHED.filter(([heading]) =>
    Math.abs(heading.length - key.length) <= heading.length / 6 &&
    editDistance(key, heading) <= Math.floor(heading.length / 6)
  );
  const specimens = new Set(close.map(([, specimen]) => specimen));
  if (close.length === 0 || specimens.size !== 1) return undefined;
  const specimen = close[0]![1];
  return { section: printed, ...(specimen !== undefined ? { specimen } : {}) };
}
