/**
 * Opening the data directory for a run, under its lock: temp files a killed
 * run left are removed, store files it wrote but did not log are logged,
 * and the store is read. Messages say what was done, and why the data
 * directory cannot be used when it cannot.
 *
 * @module
 */

import { DictionaryFileError } from "../../store/dictionary_file.ts";
import { StoreUnreadableError } from "../../store/store.ts";
import { cleanTempFiles, logUnloggedStoreFiles } from "../write/mod.ts";
import type { Output } from "./output.ts";
import { describeError } from "./read_documents.ts";
import { loadStore, type StoreView } from "./store_view.ts";

/** Why the data directory cannot be used, as one message. */
export function describeLoadError(dataDir: string, error: unknown): string {
  if (error instanceof DictionaryFileError) {
    return `${error.message}. Fix the data directory's markers.yaml before importing: a broken dictionary would mis-resolve names`;
  }
  if (error instanceof StoreUnreadableError) return error.message;
  return `Cannot use the data directory "${dataDir}": ${describeError(error)}`;
}

/** Finishes what a killed run left (not in a dry run). Returns `false` when the directory is unusable. */
async function recoverInterrupted(dataDir: string, at: string, output: Output): Promise<boolean> {
  const removed = await cleanTempFiles(dataDir);
  if (removed.length > 0) {
    output.err(`Removed ${removed.length} temp file(s) left by an interrupted import`);
  }
  try {
    const recovered = await logUnloggedStoreFiles(dataDir, at);
    const files = new Set(recovered.map((e) => e.file));
    if (files.size > 0) {
      output.err(
        `Logged ${files.size} store file(s) written by an interrupted import: ${
          [...files].join(", ")
        }`,
      );
    }
  } catch (error) {
    output.err(describeLoadError(dataDir, error));
    return false;
  }
  return true;
}

/**
 * The store as the run checks against it (call it holding the lock), or
 * `undefined` when the data directory cannot be used (the message is out).
 */
export async function openStore(
  dataDir: string,
  dryRun: boolean,
  at: string,
  output: Output,
): Promise<StoreView | undefined> {
  if (!dryRun && !(await recoverInterrupted(dataDir, at, output))) return undefined;
  try {
    return await loadStore(dataDir, dryRun);
  } catch (error) {
    output.err(describeLoadError(dataDir, error));
    return undefined;
  }
}
