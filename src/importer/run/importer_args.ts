/**
 * The importer's command line, shared by the launcher and the sandboxed
 * worker it starts: its options and their checks, parsed by
 * `../../command_line.ts` (`node:util` `parseArgs`). A leading `--` is dropped,
 * because `deno task import -- args` passes one on literally; a later `--`
 * ends the options (a name may start with `-`).
 *
 * ```
 * import [--data DIR] [--dry-run] [--accept-ocr] [--accept-held] [--accept ID,…] [--set ID:FIELD=VALUE]... [--date DOC:DATE]... FILE_OR_FOLDER...
 * import [--data DIR] [--dry-run] --against DOCUMENT TRANSCRIPT.csv
 * import approve [--data DIR] "<raw name>" CODE [--label "..."]
 * import forget [--data DIR] DOCUMENT_HASH_PREFIX
 * import index [--data DIR]
 * ```
 *
 * @module
 */

import { parseCommandLine, problemMessage } from "../../command_line.ts";
import { type Correction, parseCorrections } from "./corrections.ts";
import { type DocumentDate, parseDocumentDates } from "./document_dates.ts";

/** `import [options] FILE_OR_FOLDER...` */
export interface ImportArgs {
  readonly kind: "import";
  readonly dataDir: string;
  readonly inputs: readonly string[];
  readonly dryRun: boolean;
  readonly acceptOcr: boolean;
  readonly acceptHeld: boolean;
  /** Ids of single held or OCR rows to write (`--accept 3fa2c1-17,3fa2c1-18`). */
  readonly accept: readonly string[];
  /** Fields of rows set by hand (`--set 3fa2c1-17:value=18`); absent when none. */
  readonly corrections?: readonly Correction[];
  /** Collection dates of documents that print none the importer can read (`--date 0bd312:2025-05-12`); absent when none. */
  readonly dates?: readonly DocumentDate[];
  /** The document the one input, a transcript, is checked against (`--against`). */
  readonly against?: string;
}

/** `approve "<raw name>" CODE [--label L]` */
export interface ApproveArgs {
  readonly kind: "approve";
  readonly dataDir: string;
  readonly name: string;
  readonly code: string;
  readonly label?: string;
}

/** `forget PREFIX`: remove one document's rows from the store. */
export interface ForgetArgs {
  readonly kind: "forget";
  readonly dataDir: string;
  /** The start of the document's hash, as the review table and the log show it. */
  readonly prefix: string;
}

/** `index`: write the store index again (after result files were written by hand). */
export interface IndexArgs {
  readonly kind: "index";
  readonly dataDir: string;
}

/** `--probe FILE_OR_FOLDER...`: report whether any input needs OCR (internal). */
export interface ProbeArgs {
  readonly kind: "probe";
  readonly inputs: readonly string[];
}

/** What the command line asks for, or a usage error. */
export type ImporterArgs =
  | ImportArgs
  | ApproveArgs
  | ForgetArgs
  | IndexArgs
  | ProbeArgs
  | { readonly kind: "help" }
  | { readonly kind: "usage_error"; readonly message: string };

/** The help text. */
export const USAGE = `Import lab documents into a bloodwork-mcp data directory.

Usage:
  deno task import [--data DIR] [--dry-run] [--accept-ocr] [--accept-held] [--accept ID,...]
                   [--set ID:FIELD=VALUE]... [--date DOC:DATE]... FILE_OR_FOLDER...
  deno task import [--data DIR] [--dry-run] --against DOCUMENT TRANSCRIPT.csv
  deno task import approve [--data DIR] "<raw name>" CODE [--label "<label>"]
  deno task import forget [--data DIR] DOCUMENT_HASH_PREFIX
  deno task import index [--data DIR]

Inputs: CSV/TSV exports, FHIR R4 JSON, PDF lab reports, and scans (PNG, JPG, TIFF;
PDFs without text are read by OCR). Relative paths are relative to where you run it.

Every result row is listed with an id (document hash prefix and row number, such
as 3fa2c1-17) and one status: new, already in store, held, proposed, OCR review,
withheld (personal data; never written) or unreadable.

Options:
  --data DIR      the data directory (default: data/ next to import.ts)
  --dry-run       show what would be imported; write nothing
  --accept ID,... write these held or OCR rows (after checking them on the document)
  --accept-ocr    write every row read by OCR (review them first: OCR misreads µ, ł and ↓)
  --accept-held   write every row held as implausible (after checking them on the document)
  --set ID:FIELD=VALUE
                  correct a row as printed on the paper: FIELD is value, unit, range, date or marker
                  (3fa2c1-17:value=18, 3fa2c1-17:unit=mg/dL, 3fa2c1-17:marker=GLU); repeat for
                  more. The row is checked again; a row still held needs --accept ID
  --date DOC:DATE the collection date of a document held with "no collection date found":
                  DOC is its hash prefix after the file name in the table (0bd312616402:2025-05-12);
                  its rows without a date take DATE (the table lists the dates it prints)
  --against DOCUMENT
                  import a model's transcript (the transcribe_lab_document prompt's CSV) of
                  DOCUMENT: a row is imported only where its name, value, unit, range and date
                  are found printed on DOCUMENT. In a folder, NAME.transcript.csv beside NAME.pdf
                  (or .png, .docx, .html, .txt...) is paired without this option
  --label TEXT    with approve: create CODE as a new marker with this label
  -h, --help      this help

Names the dictionary does not know are never imported; they are listed in
DIR/alias-proposals.yaml. Approve one, then run the same import again.
"forget" removes every row of one imported document (shown in the review table
and in DIR/import-log.jsonl by its hash) from the store.
"index" writes DIR/.bloodwork-index again, from every result file: the index lets
the server start on a large store quickly. Every import, approve and forget
writes it; run "index" after adding or editing result files yourself.`;

const OPTIONS = {
  data: { type: "string" },
  label: { type: "string" },
  accept: { type: "string", multiple: true },
  set: { type: "string", multiple: true },
  date: { type: "string", multiple: true },
  against: { type: "string" },
  "dry-run": { type: "boolean" },
  "accept-ocr": { type: "boolean" },
  "accept-held": { type: "boolean" },
  probe: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** A row id as the review table prints it: hex hash prefix, a dash, the row number. */
const ROW_ID = /^[0-9a-f]{6,64}-\d{1,7}$/;

function usageError(message: string): ImporterArgs {
  return { kind: "usage_error", message };
}

/**
 * Parses the importer's arguments. `defaultData` is used when `--data` is absent.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const args = parseImporterArgs(["--", "--data", "d", "--dry-run", "a.csv"], "data");
 * assert.deepEqual(args, { kind: "import", dataDir: "d", inputs: ["a.csv"], dryRun: true, acceptOcr: false, acceptHeld: false, accept: [] });
 * assert.equal(parseImporterArgs(["approve", "Ferrytyna X", "FERR"], "data").kind, "approve");
 * assert.equal(parseImporterArgs(["--dryrun", "a.csv"], "data").kind, "usage_error");
 * ```
 */
export function parseImporterArgs(argv: readonly string[], defaultData: string): ImporterArgs {
  const { values, positionals, problems } = parseCommandLine(argv, OPTIONS, "ends_options");
  if (values.help) return { kind: "help" };
  const [problem] = problems;
  if (problem !== undefined) {
    const hint = problem.kind === "unknown_option" ? ". Run with --help for usage" : "";
    return usageError(`${problemMessage(problem)}${hint}`);
  }
  const dataDir = values.data ?? defaultData;
  const label = values.label;
  if (values.probe) return { kind: "probe", inputs: positionals };
  const command = positionals[0];
  if (command === "approve" || command === "forget" || command === "index") {
    const misplaced =
      (["dry-run", "accept-ocr", "accept-held", "accept", "set", "date", "against"] as const).find((
        name,
      ) => values[name] !== undefined);
    if (misplaced !== undefined) {
      return usageError(`Option "--${misplaced}" belongs to the import, not to ${command}`);
    }
  }
  if (command === "approve") {
    const [, rawName, code, ...extra] = positionals;
    if (rawName === undefined || code === undefined || extra.length > 0) {
      return usageError('Usage: approve [--data DIR] "<raw name>" CODE [--label "<label>"]');
    }
    return {
      kind: "approve",
      dataDir,
      name: rawName,
      code,
      ...(label !== undefined ? { label } : {}),
    };
  }
  if (label !== undefined) return usageError('Option "--label" belongs to the approve command');
  if (command === "forget") {
    const [, prefix, ...extra] = positionals;
    if (prefix === undefined || extra.length > 0) {
      return usageError("Usage: forget [--data DIR] DOCUMENT_HASH_PREFIX");
    }
    if (!/^[0-9a-fA-F]{4,64}$/.test(prefix)) {
      return usageError(
        `Document hash prefix "${prefix}" must be 4 to 64 hexadecimal characters (from the review table or import-log.jsonl)`,
      );
    }
    return { kind: "forget", dataDir, prefix: prefix.toLowerCase() };
  }
  if (command === "index") {
    if (positionals.length > 1) return usageError("Usage: index [--data DIR]");
    return { kind: "index", dataDir };
  }
  if (positionals.length === 0) return usageError("Name at least one file or folder to import");
  const accept = (values.accept ?? []).flatMap((list) => list.split(","))
    .map((id) => id.trim()).filter((id) => id !== "");
  const badId = accept.find((id) => !ROW_ID.test(id.toLowerCase()));
  if (badId !== undefined) {
    return usageError(
      `Row id "${badId}" is not an id from the review table (such as "3fa2c1-17")`,
    );
  }
  const corrections = parseCorrections(values.set ?? []);
  if (typeof corrections === "string") return usageError(corrections);
  const dates = parseDocumentDates(values.date ?? []);
  if (typeof dates === "string") return usageError(dates);
  const against = values.against;
  if (against !== undefined && (positionals.length !== 1 || !/\.csv$/i.test(positionals[0]!))) {
    return usageError(
      `Option "--against ${against}" takes exactly one transcript, a .csv file: --against DOCUMENT TRANSCRIPT.csv`,
    );
  }
  return {
    kind: "import",
    dataDir,
    inputs: positionals,
    dryRun: values["dry-run"] === true,
    acceptOcr: values["accept-ocr"] === true,
    acceptHeld: values["accept-held"] === true,
    accept: accept.map((id) => id.toLowerCase()),
    ...(corrections.length > 0 ? { corrections } : {}),
    ...(dates.length > 0 ? { dates } : {}),
    ...(against !== undefined ? { against } : {}),
  };
}
