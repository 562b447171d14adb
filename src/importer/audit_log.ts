/**
 * The audit log `<data>/import-log.jsonl`: one JSON line per document of
 * every run that writes anything. It is deliberately not `*.ndjson`, so it is
 * never read as part of the store. It holds hashes and counts, never a file
 * name or anything else from the document.
 *
 * @module
 */

/** The log's file name in the data directory. */
export const LOG_NAME = "import-log.jsonl";

/** One log line: what one run did with one document. */
export interface LogEntry {
  /** When, as an ISO date-time in UTC. */
  readonly at: string;
  /** The document's content hash (SHA-256, hex). */
  readonly document: string;
  readonly format: string;
  readonly imported: number;
  /** Rows already in the store, and OCR rows not accepted. */
  readonly skipped: number;
  /** Rows held for review (implausible), and rows of a held document. */
  readonly held: number;
  /** Rows whose name is unknown, appended to the proposals. */
  readonly proposed: number;
  /** Rows withheld because they carry personal data. */
  readonly withheld: number;
  /** The store file written by the run, or `null`. */
  readonly file: string | null;
}

/** Renders log entries as JSON lines. */
export function logLines(entries: readonly LogEntry[]): string {
  return entries.map((entry) => `${JSON.stringify(entry)}\n`).join("");
}

/** Appends lines to the log and syncs it. Call it while holding the import lock. */
export async function appendLog(dataDir: string, text: string): Promise<void> {
  if (text === "") return;
  const path = `${dataDir.replace(/[\\/]+$/, "")}/${LOG_NAME}`;
  using file = await Deno.open(path, { append: true, create: true, mode: 0o600 });
  const bytes = new TextEncoder().encode(text);
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
  await file.sync();
}
