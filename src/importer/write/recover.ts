/**
 * Finishing the audit log after a killed run: a store file the importer
 * wrote whose name no log line mentions was renamed into place by a run
 * killed before it logged. Its log lines (one per document, with the row
 * count) are recomputed from the file, whose lines carry `source`.
 *
 * @module
 */

import { appendLog, loggedFiles, logLines, readLog, type RecoveredLogEntry } from "./audit_log.ts";
import { documentsOf, readStoreFiles } from "./store_files.ts";

/**
 * Appends the log lines missing for the importer's store files and returns
 * them. Call it while holding the import lock.
 */
export async function logUnloggedStoreFiles(
  dataDir: string,
  at: string,
): Promise<RecoveredLogEntry[]> {
  const logged = loggedFiles(await readLog(dataDir));
  const entries: RecoveredLogEntry[] = [];
  for (const file of await readStoreFiles(dataDir, true)) {
    if (logged.has(file.name)) continue;
    for (const [document, imported] of documentsOf(file)) {
      entries.push({ at, event: "recovered", document, imported, file: file.name });
    }
  }
  await appendLog(dataDir, logLines(entries));
  return entries;
}
