/**
 * The read stage of an import run: each input file is read and parsed on
 * its own, with the holds its own dates put on it. A file that cannot be
 * read is named and skipped; the other documents go on.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import type { ParsedDocument } from "../document.ts";
import { DEFAULT_LIMITS, type InputFile, type Limits, type ProgramRunner } from "../read/mod.ts";
import { contentHash, readDocument } from "../pipeline/mod.ts";
import { dateHolds } from "./date_holds.ts";
import type { RowCheck } from "../transcript/mod.ts";

/** One document as it was read: its file, its content hash and its rows. */
export interface ReadDocument {
  readonly file: InputFile;
  /** The SHA-256 of the file's bytes: the document's name in the store and the log. */
  readonly hash: string;
  readonly parsed: ParsedDocument;
  /** A transcript's rows: why each is not printed on its document (`undefined`: it is). */
  readonly unverified?: readonly (RowCheck | undefined)[];
}

/** Why an error stopped a file, for the message that names it. */
export function describeError(error: unknown): string {
  if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
    return `permission denied (${error.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads each file, each within the `limits` (its time limit stops it, the
 * next file goes on). Returns the documents read, and one message per file
 * that could not be read, naming it (printed once the run's mask is known:
 * a file name may carry a name another document prints).
 */
export async function readDocuments(
  files: readonly InputFile[],
  index: MarkerIndex,
  run: ProgramRunner,
  limits: Limits = DEFAULT_LIMITS,
): Promise<{ documents: ReadDocument[]; problems: string[] }> {
  const documents: ReadDocument[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let bytes: Uint8Array;
    let parsed: ParsedDocument;
    try {
      bytes = await Deno.readFile(file.path);
      parsed = await readDocument(file, bytes, index, run, limits);
    } catch (error) {
      problems.push(`Cannot import "${file.path}": ${describeError(error)}`);
      continue;
    }
    documents.push({ file, hash: await contentHash(bytes), parsed });
  }
  return { documents, problems };
}

/** Every hold of a document: its reader's, and those its rows' dates put on it. */
export function documentHolds(parsed: ParsedDocument, today: string): string[] {
  return [...parsed.holds, ...dateHolds(parsed.rows, today)];
}
