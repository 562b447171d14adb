/**
 * `import forget`: taking back one imported document. Every store file
 * holding its rows (lines whose `source` is the document's hash) is replaced
 * atomically by one without them, or removed when nothing is left; its
 * proposals lose the document; the audit log records each file changed.
 * Nobody has to edit NDJSON by hand to undo a wrong import.
 *
 * @module
 */

import { cleanTempFiles, removeFile, replaceFile } from "./atomic.ts";
import { appendLog, type ForgetLogEntry, logLines } from "./audit_log.ts";
import { acquireLock } from "./lock.ts";
import { parseProposals, PROPOSALS_NAME, renderProposals } from "../classify/mod.ts";
import { logUnloggedStoreFiles } from "./recover.ts";
import { documentsOf, readStoreFiles, type StoreFile } from "./store_files.ts";

/** A forget that was refused; nothing was changed. */
export class ForgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ForgetError";
  }
}

/** What one forget changed. */
export interface ForgetOutcome {
  readonly document: string;
  readonly files: readonly ForgetLogEntry[];
  /** Whether the document was also dropped from the proposals. */
  readonly proposalsChanged: boolean;
}

const LISTED = 20;

/** One document in the store: its hash, rows and files. */
interface Candidate {
  readonly hash: string;
  rows: number;
  readonly files: string[];
}

function candidatesOf(files: readonly StoreFile[]): Map<string, Candidate> {
  const documents = new Map<string, Candidate>();
  for (const file of files) {
    for (const [hash, rows] of documentsOf(file)) {
      const candidate = documents.get(hash) ?? { hash, rows: 0, files: [] };
      candidate.rows += rows;
      candidate.files.push(file.name);
      documents.set(hash, candidate);
    }
  }
  return documents;
}

function listed(candidates: readonly Candidate[]): string {
  const shown = candidates.slice(0, LISTED).map((c) =>
    `${c.hash.slice(0, 12)} (${c.rows} row${c.rows === 1 ? "" : "s"} in ${c.files.join(", ")})`
  );
  const more = candidates.length > LISTED ? `, and ${candidates.length - LISTED} more` : "";
  return `${shown.join("; ")}${more}`;
}

/**
 * The one document a hash prefix names, or a {@link ForgetError} listing the
 * candidates when it names none or several.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const a = "3fa2".padEnd(64, "0"), b = "3fb9".padEnd(64, "1");
 * const files = [{ name: "x.ndjson", lines: [{ text: "{}", source: a }, { text: "{}", source: b }] }];
 * assert.equal(chooseDocument(files, "3fa"), a);
 * assert.throws(() => chooseDocument(files, "3f"), /matches 2 documents/);
 * assert.throws(() => chooseDocument(files, "99"), /No document in the store starts with "99"/);
 * ```
 *
 * @internal doc test: its example shows the prefix matching on files in memory; `forgetDocument()` needs a data folder.
 */
export function chooseDocument(files: readonly StoreFile[], prefix: string): string {
  const all = [...candidatesOf(files).values()];
  const matching = all.filter((c) => c.hash.startsWith(prefix.toLowerCase()));
  if (matching.length === 1) return matching[0]!.hash;
  if (matching.length > 1) {
    throw new ForgetError(
      `Document hash prefix "${prefix}" matches ${matching.length} documents: ${
        listed(matching)
      }. Give more characters`,
    );
  }
  throw new ForgetError(
    all.length === 0
      ? `No document in the store starts with "${prefix}": the store holds no imported rows`
      : `No document in the store starts with "${prefix}". Documents in the store: ${listed(all)}`,
  );
}

async function dropFromProposals(dataDir: string, document: string): Promise<boolean> {
  let text: string;
  try {
    text = await Deno.readTextFile(`${dataDir}/${PROPOSALS_NAME}`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
  const proposals = parseProposals(text);
  if (!proposals.some((p) => p.documents.includes(document))) return false;
  const kept = proposals
    .map((p) => ({ ...p, documents: p.documents.filter((d) => d !== document) }))
    .filter((p) => p.documents.length > 0);
  if (kept.length === 0) await removeFile(dataDir, PROPOSALS_NAME);
  else await replaceFile(dataDir, PROPOSALS_NAME, renderProposals(kept));
  return true;
}

/**
 * Removes one document's rows from the data directory's store, holding the
 * import lock. Throws {@link ForgetError} when the prefix names no document
 * or several.
 */
export async function forgetDocument(
  dataDir: string,
  prefix: string,
  now: Date = new Date(),
): Promise<ForgetOutcome> {
  try {
    if (!(await Deno.stat(dataDir)).isDirectory) {
      throw new ForgetError(`Data directory "${dataDir}" is not a directory`);
    }
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new ForgetError(`Data directory "${dataDir}" does not exist`);
    }
    throw error;
  }
  await using _lock = await acquireLock(dataDir);
  await cleanTempFiles(dataDir);
  const at = now.toISOString();
  await logUnloggedStoreFiles(dataDir, at);
  const files = await readStoreFiles(dataDir, false);
  const document = chooseDocument(files, prefix);
  // Proposals first: if this is interrupted, the rows are still there and
  // forget can simply be run again.
  const proposalsChanged = await dropFromProposals(dataDir, document);
  const entries: ForgetLogEntry[] = [];
  for (const file of files) {
    const removed = file.lines.filter((line) => line.source === document).length;
    if (removed === 0) continue;
    const kept = file.lines.filter((line) => line.source !== document);
    if (kept.length === 0) await removeFile(dataDir, file.name);
    else await replaceFile(dataDir, file.name, kept.map((line) => `${line.text}\n`).join(""));
    const entry: ForgetLogEntry = {
      at,
      event: "forget",
      document,
      removed,
      file: file.name,
      file_removed: kept.length === 0,
    };
    await appendLog(dataDir, logLines([entry]));
    entries.push(entry);
  }
  return { document, files: entries, proposalsChanged };
}
