/**
 * The import step for a transcript: read the transcript strictly, read the
 * document's own text, and check every row against it. The rows then go
 * through the usual review and checks as a CSV's would, under the
 * document's hash (the provenance is the document, not the CSV); a row not
 * found printed is held with what was not found, and can only be fixed in
 * the transcript, not accepted.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import type { RowOutcome } from "../classify/mod.ts";
import { identityOfLines } from "../privacy/mod.ts";
import type { ParsedDocument, RawRow } from "../document.ts";
import {
  checkTextDocument,
  decodeText,
  type InputFile,
  type ProgramRunner,
  runProgram,
} from "../read/mod.ts";
import { contentHash } from "../pipeline/mod.ts";
import { documentText } from "./document_text.ts";
import type { TranscriptPair } from "./pairing.ts";
import { readTranscript } from "./transcript_csv.ts";
import { verifiableText, verifyRow } from "./verify.ts";

/** A transcript read and checked: its rows, the document's hash, and each row's reason to hold. */
export interface VerifiedTranscript {
  readonly parsed: ParsedDocument;
  /** The SHA-256 of the document (never of the transcript). */
  readonly hash: string;
  /** Per row of `parsed.rows`: why it is held, or `undefined` when it is what the document prints. */
  readonly unverified: readonly (RowCheck | undefined)[];
}

/**
 * Why a transcript row is held: not found on the document (never acceptable:
 * the transcript is what is wrong), or found but under a code its printed
 * name does not have (acceptable after checking, under the transcript's code).
 */
export interface RowCheck {
  readonly reason: string;
  readonly acceptable: boolean;
}

/** How much longer than the document's text a transcript may be, and a floor for short documents. */
const LENGTH_FACTOR = 4;
const LENGTH_FLOOR = 2000;

/**
 * Whether a transcript is far longer than the document's text could hold.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(tooLong(1500, 10), false);
 * assert.equal(tooLong(50_000, 3_000), true);
 * ```
 *
 * @internal doc test: its example pins the ratio at which a transcript is refused as too long.
 */
export function tooLong(transcriptChars: number, documentChars: number): boolean {
  return transcriptChars > LENGTH_FACTOR * documentChars + LENGTH_FLOOR;
}

/**
 * Why a row's `Test` is not the marker its printed name is, or `undefined`:
 * when both name a marker of the dictionary, they must name the same one (a
 * value printed beside "Hematokryt" never goes in as HGB). A printed name the
 * dictionary does not know leaves the transcript's code to the review.
 */
function markerMismatch(
  row: RawRow,
  test: string,
  index: MarkerIndex,
): string | undefined {
  if (test === row.name) return undefined;
  const context = {
    ...(row.specimen !== undefined ? { specimen: row.specimen } : {}),
    ...(row.section !== undefined ? { section: row.section } : {}),
  };
  const coded = resolveMarker(index, test, context);
  const shown = resolveMarker(index, row.name, context);
  if (coded.kind !== "found" || shown.kind !== "found") return undefined;
  if (coded.marker.code === shown.marker.code) return undefined;
  return `Test ${JSON.stringify(test)} is not the marker printed as ${
    JSON.stringify(row.name)
  } (${shown.marker.code})`;
}

async function readBytes(path: string, what: string, of?: string): Promise<Uint8Array> {
  try {
    return await Deno.readFile(path);
  } catch (error) {
    const reason = error instanceof Deno.errors.NotFound ? "it does not exist" : String(error);
    throw new Error(`Cannot read ${what} "${path}"${of ? ` for "${of}"` : ""}: ${reason}`);
  }
}

/**
 * Reads a transcript and checks each row against its document. Throws, with
 * the file and line, for a transcript that cannot be read (no header, an
 * unknown column), a document that does not exist, or a transcript far
 * longer than the document's text; a document whose text cannot be read
 * holds every row with that reason.
 */
async function readVerified(
  pair: TranscriptPair,
  index: MarkerIndex,
  run: ProgramRunner = runProgram,
): Promise<VerifiedTranscript> {
  const transcriptBytes = await readBytes(pair.transcript, "transcript");
  checkTextDocument(transcriptBytes, "CSV");
  const transcriptText = decodeText(transcriptBytes).text;
  const transcript = readTranscript(transcriptText, pair.transcript);
  const bytes = await readBytes(pair.document, "the document", pair.transcript);
  const hash = await contentHash(bytes);
  const text = await documentText(pair.document, bytes, run);
  if ("unreadable" in text) {
    return marked(
      transcript.parsed,
      hash,
      transcript.tests,
      transcript.printed.map(() => ({
        reason: heldReason(text.unreadable),
        acceptable: false,
      })),
    );
  }
  const documentChars = text.lines.reduce((sum, line) => sum + line.text.trim().length, 0);
  if (tooLong(transcriptText.length, documentChars)) {
    throw new Error(
      `Transcript "${pair.transcript}" is far longer (${transcriptText.length} characters) than the text of "${pair.document}" (${documentChars}): it cannot all be printed there`,
    );
  }
  const verifiable = verifiableText(text.lines);
  return marked(
    {
      ...transcript.parsed,
      identity: [
        ...transcript.parsed.identity,
        ...(text.identity ?? identityOfLines(text.lines.map((line) => line.text))),
      ],
      notes: [
        ...transcript.parsed.notes,
        `transcript "${pair.transcript}" checked against the document's ${text.source}`,
      ],
    },
    hash,
    transcript.tests,
    transcript.printed.map((row, i): RowCheck | undefined => {
      const missing = verifyRow(row, verifiable);
      if (missing !== undefined) return { reason: heldReason(missing), acceptable: false };
      const mismatch = markerMismatch(transcript.parsed.rows[i]!, transcript.tests[i]!, index);
      return mismatch === undefined ? undefined : { reason: mismatch, acceptable: true };
    }),
  );
}

/** The reason a row not found on its document is held for. */
function heldReason(reason: string): string {
  return `not on the document: ${reason}`;
}

/**
 * The transcript with each row not found on the document marked before it is
 * classified: held there with its reason (as a row whose date cannot be told
 * is), so it is never counted as stored, not even for a later document of the run.
 */
function marked(
  parsed: ParsedDocument,
  hash: string,
  tests: readonly string[],
  unverified: readonly (RowCheck | undefined)[],
): VerifiedTranscript {
  const rows = parsed.rows.map((row, i) => {
    const check = unverified[i];
    if (check === undefined) return row;
    // A row whose code is in doubt goes, if accepted, under the transcript's code.
    if (check.acceptable) {
      return { ...row, name: tests[i]!, alternatives: [row.name] };
    }
    return { ...row, dateProblem: check.reason };
  });
  return { parsed: { ...parsed, rows }, hash, unverified };
}

/**
 * The outcomes of a transcript's rows with every row not found on the
 * document held (a withheld row stays withheld: it is never written either
 * way); such a row cannot be accepted: the transcript is what is wrong. A row
 * whose code is in doubt is held unless `accepted` (`--accept ID`).
 */
export function holdUnverified(
  outcomes: readonly RowOutcome[],
  unverified: readonly (RowCheck | undefined)[],
  accepted: (id: string) => boolean,
): RowOutcome[] {
  return outcomes.map((outcome, i) => {
    const check = unverified[i];
    if (check === undefined || outcome.status === "withheld") return outcome;
    if (check.acceptable && (accepted(outcome.id) || outcome.status === "held")) return outcome;
    return { ...outcome, status: "held", reason: check.reason, acceptable: check.acceptable };
  });
}

/** A transcript read for the run, in the shape of the run's documents. */
export interface TranscriptDocument extends VerifiedTranscript {
  /** The document and its transcript, for the review; read as CSV rows. */
  readonly file: InputFile;
}

/**
 * Reads every paired transcript for a run; `failure` is told what stops
 * one, which is then left out. The run checks them as it checks every
 * document (its holds, its rows).
 */
export async function readTranscripts(
  pairs: readonly TranscriptPair[],
  index: MarkerIndex,
  run: ProgramRunner,
  failure: (message: string) => void,
): Promise<TranscriptDocument[]> {
  const documents: TranscriptDocument[] = [];
  for (const pair of pairs) {
    try {
      const verified = await readVerified(pair, index, run);
      documents.push({
        ...verified,
        file: { path: `${pair.document} (transcript ${pair.transcript})`, kind: "csv" },
      });
    } catch (error) {
      failure(error instanceof Error ? error.message : String(error));
    }
  }
  return documents;
}
