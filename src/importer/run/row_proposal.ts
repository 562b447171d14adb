/**
 * The proposal a row whose name the dictionary does not know adds to
 * `alias-proposals.yaml`: its name as printed, the closest markers and one
 * example of what it printed, never a name or number of the person.
 *
 * @module
 */

import { type Proposal, proposedName, type RowOutcome } from "../classify/mod.ts";
import { isQualitativeResult, onlySpecimenWords, specimenInWords } from "../cell/mod.ts";

/**
 * What an example shows for a text value that is no result word of the lexicon.
 *
 * @internal the test checks a header field read as a row shows this placeholder, not its words.
 */
export const UNKNOWN_WORDS = "(words)";

/**
 * The example value of a proposal: a number, or a result word of the lexicon ("ujemny",
 * "słomkowa", "2-4"); any other text is shown as {@link UNKNOWN_WORDS}. Such a row is most often
 * a header field read as a row ("prawny: | Ludźmierz", a wrapped "Opiekun prawny:" beside the
 * town of an address), and the privacy check cannot know every word that is the person's.
 *
 * @internal tested alone: what an example may show, without a row outcome around each value.
 */
export function exampleValue(value: number | string): number | string {
  if (typeof value === "number" || isQualitativeResult(value)) return value;
  return /^[<>]?\s*\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?$/.test(value.trim())
    ? value
    : UNKNOWN_WORDS;
}

/**
 * Whether a row waits for its name to be approved. An unknown name read by
 * OCR waits like any other: its proposal is written too, so that it can be
 * approved before the row is accepted.
 */
export function waitsForName(outcome: RowOutcome): boolean {
  return outcome.status === "proposed" ||
    (outcome.status === "ocr_review" && outcome.code === undefined);
}

/**
 * The specimen a marker created for a row takes, when it is not blood: the one its section
 * names, or, under no heading that names one, the one the name's own words name ("Posiew moczu"
 * under "Badania mikrobiologiczne"), so that the marker is the same whichever document's name
 * is approved first, and a urine culture printed under a urine heading resolves to it.
 */
function specimenOfRow(row: RowOutcome["row"]): string | undefined {
  // A name of specimen words only ("Mocz.", urea abbreviated) names no specimen of its own.
  const name = proposedName(row);
  const specimen = row.specimen ?? (onlySpecimenWords(name) ? undefined : specimenInWords(name));
  return specimen === "blood" ? undefined : specimen;
}

/** The proposal of one row of the document `hash`. */
export function proposalOf(outcome: RowOutcome, hash: string): Proposal {
  const { row } = outcome;
  const specimen = specimenOfRow(row);
  return {
    name: proposedName(row),
    suggestions: (outcome.suggestions ?? []).map((s) => ({ code: s.code, label: s.label })),
    example: {
      value: exampleValue(row.value.value),
      ...("comparator" in row.value && row.value.comparator !== undefined
        ? { comparator: row.value.comparator }
        : {}),
      ...(row.unit !== undefined ? { unit: row.unit } : {}),
      ...(row.date !== undefined ? { date: row.date } : {}),
    },
    documents: [hash],
    ...(specimen !== undefined ? { specimen } : {}),
  };
}
