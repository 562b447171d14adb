/**
 * The audit log `<data>/import-log.jsonl`: one JSON line per document of
 * every run that writes anything, per row corrected by hand and written,
 * per document dated by hand and written,
 * per store file found unlogged after a killed run, and per document
 * forgotten. It is deliberately not `*.ndjson`,
 * so it is never read as part of the store. It holds hashes, counts and the
 * importer's own store file names, never a file name or anything else from
 * the document.
 *
 * @module
 */

/**
 * The log's file name in the data directory.
 *
 * @internal tests write and read the audit log in a data folder, where the importer keeps it.
 */
export const LOG_NAME = "import-log.jsonl";

/** One import log line: what one run did with one document, with the review table's counts. */
export interface ImportLogEntry {
  /** When, as an ISO date-time in UTC. */
  readonly at: string;
  readonly event: "import";
  /** The document's content hash (SHA-256, hex). */
  readonly document: string;
  readonly format: string;
  /** Result rows found in the document: the sum of the counts below. */
  readonly rows: number;
  /** Rows written as new. */
  readonly imported: number;
  readonly in_store: number;
  /** Rows held for review, and rows of a held document. */
  readonly held: number;
  /** Rows whose name is unknown, appended to the proposals. */
  readonly proposed: number;
  /** Rows read by OCR and not accepted. */
  readonly ocr_review: number;
  /** Rows withheld because they carry personal data. */
  readonly withheld: number;
  readonly unreadable: number;
  /** The store file written for this document by the run, or `null`. */
  readonly file: string | null;
}

/** A store file found without a log line (its run was killed before logging), one line per document. */
export interface RecoveredLogEntry {
  readonly at: string;
  readonly event: "recovered";
  readonly document: string;
  /** The document's rows in that file. */
  readonly imported: number;
  readonly file: string;
}

/** A document's rows removed from one store file by `forget`. */
export interface ForgetLogEntry {
  readonly at: string;
  readonly event: "forget";
  readonly document: string;
  readonly removed: number;
  readonly file: string;
  /** Whether the file was removed because nothing else was left in it. */
  readonly file_removed: boolean;
}

/**
 * A row corrected by hand (`--set`) and written: which fields were changed,
 * from what the document gave to what was typed. No name is recorded: a
 * marker is logged by its code.
 */
export interface CorrectionLogEntry {
  readonly at: string;
  readonly event: "correct";
  readonly document: string;
  /** The row's id in the review table (`3fa2c1-17`). */
  readonly row: string;
  readonly changes: readonly {
    readonly field: "value" | "unit" | "range" | "date" | "marker";
    readonly from: string | number | null;
    readonly to: string | number;
  }[];
}

/**
 * A document that printed no readable collection date, dated by hand
 * (`--date`) and written: the date chosen and how many rows took it.
 */
export interface DateLogEntry {
  readonly at: string;
  readonly event: "date";
  readonly document: string;
  /** The date given, `YYYY-MM-DD`. */
  readonly date: string;
  /** The document's rows that had no date of their own and took this one. */
  readonly rows: number;
}

/** Any log line. */
export type LogEntry =
  | ImportLogEntry
  | RecoveredLogEntry
  | ForgetLogEntry
  | CorrectionLogEntry
  | DateLogEntry;

/** Renders log entries as JSON lines. */
export function logLines(entries: readonly LogEntry[]): string {
  return entries.map((entry) => `${JSON.stringify(entry)}\n`).join("");
}

function logPath(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, "")}/${LOG_NAME}`;
}

/** Appends lines to the log and syncs it. Call it while holding the import lock. */
export async function appendLog(dataDir: string, text: string): Promise<void> {
  if (text === "") return;
  using file = await Deno.open(logPath(dataDir), { append: true, create: true, mode: 0o600 });
  const bytes = new TextEncoder().encode(text);
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
  await file.sync();
}

/**
 * The store file names the log mentions (as written, recovered or
 * forgotten). A line that is not JSON (a torn write) is skipped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = '{"file":"a.ndjson"}\n{"file":null}\nnot json\n{"file":"b.ndjson"}\n';
 * assert.deepEqual([...loggedFiles(text)], ["a.ndjson", "b.ndjson"]);
 * ```
 */
export function loggedFiles(text: string): Set<string> {
  const files = new Set<string>();
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const entry: unknown = JSON.parse(line);
      if (entry !== null && typeof entry === "object" && "file" in entry) {
        const file = (entry as { file: unknown }).file;
        if (typeof file === "string") files.add(file);
      }
    } catch {
      // A line torn by a crash names nothing.
    }
  }
  return files;
}

/** The log's text, or "" when there is none yet. */
export async function readLog(dataDir: string): Promise<string> {
  try {
    return await Deno.readTextFile(logPath(dataDir));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "";
    throw error;
  }
}
