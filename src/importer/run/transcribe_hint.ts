/**
 * The review's pointer to the second path: when the importer holds a whole
 * document, finds no result row in it, or can use none of its rows, the
 * review says that the `transcribe_lab_document` prompt can transcribe it
 * into CSV in Claude Desktop, to be imported with the same review.
 *
 * @module
 */

import type { RowOutcome } from "../classify/mod.ts";

/** The line the review prints under such a document. */
export const TRANSCRIBE_HINT =
  "tip: if no reader can read this document, attach it in Claude Desktop with the transcribe_lab_document prompt, save the CSV beside the document as NAME.transcript.csv and import the folder: each row is checked against the document (docs/import.md)";

/**
 * Whether the review should point to the transcription prompt: the document
 * is held whole, has no rows, or none of its rows can be used as read.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(needsTranscription([], ["no date"]), true);
 * assert.equal(needsTranscription([], []), true);
 * ```
 */
export function needsTranscription(
  outcomes: readonly Pick<RowOutcome, "status">[],
  holds: readonly string[],
): boolean {
  if (holds.length > 0 || outcomes.length === 0) return true;
  return outcomes.every((o) => o.status === "held" || o.status === "unreadable");
}
