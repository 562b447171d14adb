/**
 * The report stage of an import run: for each document its review table
 * (every row with its id and exactly one status, then the counts), its
 * notes and holds, and why the privacy check withheld a row; then the run's
 * summary. Every text goes through the run's masked output, so no identity
 * string of any document reaches the terminal.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { cleanText } from "../../domain/text.ts";
import {
  countLine,
  countStatuses,
  PROPOSALS_NAME,
  renderRows,
  type RowOutcome,
} from "../classify/mod.ts";
import { type CheckedDocument, type CheckedRun, MESSAGE_LENGTH } from "./check_documents.ts";
import type { Output } from "./output.ts";
import { needsTranscription, TRANSCRIBE_HINT } from "./transcribe_hint.ts";
import { isNoDateHold } from "./document_dates.ts";

/** Whether every row of a document that could be written is already in the store. */
function alreadyImported(outcomes: readonly RowOutcome[]): boolean {
  return outcomes.some((o) => o.status === "in_store") &&
    !outcomes.some((o) => o.status === "new" || o.status === "held" || o.status === "ocr_review");
}

/**
 * Prints one document's section. Returns whether the document failed (it is
 * held back whole).
 */
export function reportDocument(
  document: CheckedDocument,
  index: MarkerIndex,
  output: Output,
): boolean {
  const { file, parsed, outcomes, holds } = document;
  output.out(`\n== ${file.path} (${parsed.format}, document ${document.hash.slice(0, 12)})`);
  for (const note of parsed.notes) output.out(`   note: ${cleanText(note, MESSAGE_LENGTH)}`);
  if (outcomes.length > 0) {
    for (const line of renderRows(outcomes, index)) output.out(`   ${line}`);
    output.out(`   ${countLine(countStatuses(outcomes))}`);
  } else output.out("   (no result rows found)");
  if (holds.some(isNoDateHold)) reportDateCandidates(document, output);
  if (document.unverified === undefined && needsTranscription(outcomes, holds)) {
    output.out(`   ${TRANSCRIBE_HINT}`);
  }
  for (const refusal of document.refusals) output.err(refusal);
  if (holds.length > 0) {
    output.err(`Held back "${file.path}": nothing of it is written`);
    for (const hold of holds) output.err(`   ${file.path}: ${cleanText(hold, MESSAGE_LENGTH)}`);
    return true;
  }
  if (alreadyImported(outcomes)) {
    const waiting = outcomes.filter((o) => o.status === "proposed").length;
    output.out(
      `   already imported${
        waiting > 0 ? ` (${waiting} row(s) wait for their names to be approved)` : ""
      }`,
    );
  }
  return false;
}

/**
 * The dates a document held for want of a collection date prints, and how
 * to choose one.
 */
function reportDateCandidates(document: CheckedDocument, output: Output): void {
  const candidates = document.parsed.dateCandidates ?? [];
  if (candidates.length > 0) {
    output.out("   No collection date was found; the dates this document prints:");
    for (const { date, line } of candidates) output.out(`     ${date}  ${cleanText(line, 60)}`);
  }
  output.out(
    `   Choose its collection date with --date ${
      document.hash.slice(0, 12)
    }:YYYY-MM-DD, then import again`,
  );
}

/**
 * Says what became of each row `--accept` named. Returns `false`, after
 * saying so, when an id is no row of the run: then nothing is written.
 */
export function reportAccepted(
  checked: CheckedRun,
  accept: readonly string[],
  output: Output,
): boolean {
  if (checked.unknownIds.length > 0) {
    output.err(
      `No row has the id ${
        checked.unknownIds.map((id) => JSON.stringify(id)).join(", ")
      } in this run; ids are in the table's first column. Nothing was written`,
    );
    return false;
  }
  const byId = new Map(checked.documents.flatMap((d) => d.outcomes.map((o) => [o.id, o])));
  for (const id of accept) {
    const outcome = byId.get(id);
    if (outcome?.status === "held") {
      output.err(`Row "${id}" cannot be accepted: ${outcome.reason ?? "it is held"}`);
    }
  }
  return true;
}

/** The run's count line: the documents' counts summed. */
export function runSummary(documents: readonly CheckedDocument[]): string {
  const counts = countStatuses(documents.flatMap((d) => d.outcomes));
  return `${documents.length > 1 ? "In all: " : ""}${countLine(counts)}`;
}

/** Prints what the run wrote, after the writes. */
export function reportWrites(
  summary: string,
  written: readonly { readonly file: string; readonly lines: number }[],
  proposed: number,
  dataDir: string,
  output: Output,
): void {
  output.out(`\n${summary}.`);
  if (written.length === 0) output.out("Nothing new to write to the store.");
  for (const { file, lines } of written) output.out(`Wrote ${lines} result(s) to ${file}`);
  if (proposed > 0) {
    output.out(
      `Unknown names are listed in ${PROPOSALS_NAME}. Approve one with: deno task import approve --data ${dataDir} "<name>" <CODE>, then import again`,
    );
  }
}
