/**
 * The write stage of an import run: each document's store file is written
 * atomically and its log lines appended right after it, one document at a
 * time, so that a run stopped between two documents leaves the first whole
 * and logged and the second not begun (a run killed between a store file
 * and its log line is finished by the next run's recovery). Then the
 * proposals file, then the log lines of the documents that wrote no store
 * file. A run that writes nothing logs nothing.
 *
 * @module
 */

import {
  appendLog,
  type BeforeRename,
  logLines,
  removeFile,
  replaceFile,
  writeNewFile,
} from "../write/mod.ts";
import { PROPOSALS_NAME } from "../classify/mod.ts";
import type { DocumentPlan, WritePlan } from "./plan_writes.ts";

/** The test seams of the write stage. */
export interface WriteSeams {
  /** Called between writing a temp store file and renaming it. */
  readonly beforeRename?: BeforeRename;
  /** Called after a store file is in place, before its log lines are written. */
  readonly beforeLog?: (storeFile: string) => Promise<void>;
}

/** A store file the run wrote, and the document it holds. */
export interface WrittenFile {
  readonly plan: DocumentPlan;
  readonly file: string;
}

/** Carries out a plan (holding the import lock) and returns the store files written. */
export async function writePlan(
  dataDir: string,
  plan: WritePlan,
  seams: WriteSeams,
): Promise<WrittenFile[]> {
  const storing = plan.documents.filter((p) => p.storeBase !== undefined);
  if (storing.length === 0 && !plan.proposals.changed) return [];
  const written: WrittenFile[] = [];
  for (const document of storing) {
    const file = await writeNewFile(
      dataDir,
      document.storeBase!,
      "ndjson",
      document.storeText,
      seams.beforeRename,
    );
    if (seams.beforeLog) await seams.beforeLog(file);
    await appendLog(dataDir, logLines(document.logEntries(file)));
    written.push({ plan: document, file });
  }
  if (plan.proposals.changed) {
    if (plan.proposals.text === undefined) await removeFile(dataDir, PROPOSALS_NAME);
    else await replaceFile(dataDir, PROPOSALS_NAME, plan.proposals.text);
  }
  const rest = plan.documents.filter((p) => p.storeBase === undefined);
  if (rest.length > 0) await appendLog(dataDir, logLines(rest.flatMap((p) => p.logEntries(null))));
  return written;
}
