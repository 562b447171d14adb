/**
 * One import run: read and parse the documents, then, holding the data
 * directory's lock, log any store file a killed run left unlogged, compare
 * with the store, print the review table (every row with its id and exactly
 * one status, then the counts) and (unless `--dry-run`) write one new store
 * file, the proposals and the audit log. Nothing is written outside the
 * data directory, and nothing personal is written at all.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/marker_index.ts";
import { cleanText } from "../../domain/text.ts";
import { DictionaryFileError } from "../../store/dictionary_file.ts";
import { StoreUnreadableError } from "../../store/store.ts";
import { appendLog, type ImportLogEntry, logLines } from "../write/audit_log.ts";
import {
  type BeforeRename,
  cleanTempFiles,
  removeFile,
  replaceFile,
  writeNewFile,
} from "../write/atomic.ts";
import {
  classifyRows,
  numericCodesOf,
  proposedName,
  rowIdHashLength,
  type RowOutcome,
  type RowStatus,
} from "../classify/classify.ts";
import { localToday } from "../table/printed_dates.ts";
import { dateHolds } from "./date_holds.ts";
import type { ParsedDocument } from "../document.ts";
import { PrivacyGuard } from "../classify/identity.ts";
import { collectInputs, type InputFile } from "../read/inputs.ts";
import { acquireLock } from "../write/lock.ts";
import { type ProgramRunner, runProgram } from "../read/ocr.ts";
import {
  mergeProposals,
  type Proposal,
  PROPOSALS_NAME,
  renderProposals,
} from "../classify/proposals.ts";
import { contentHash, readDocument } from "../read/read_document.ts";
import { logUnloggedStoreFiles } from "../write/recover.ts";
import { countLine, countStatuses, renderRows } from "../classify/review_table.ts";
import { needsTranscription, TRANSCRIBE_HINT } from "./transcribe_hint.ts";
import type { Correction } from "./corrections.ts";
import { correctDocuments, correctionEntries } from "./correct_rows.ts";
import { loadStore, readProposals, type StoreView } from "./store_view.ts";
import type { Output } from "./output.ts";
import { planInputs } from "../transcript/pairing.ts";
import { holdUnverified, readTranscripts, type RowCheck } from "../transcript/verified_import.ts";

/** The longest parser note or hold shown: they may quote text from the document. */
const MESSAGE_LENGTH = 200;

export type { Output } from "./output.ts";

/** What one import run is asked to do. */
export interface ImportOptions {
  readonly dataDir: string;
  readonly inputs: readonly string[];
  readonly dryRun: boolean;
  readonly acceptOcr: boolean;
  readonly acceptHeld: boolean;
  /** Row ids (`3fa2c1-17`) of held or OCR rows to write after all. */
  readonly accept?: readonly string[];
  /** Fields of rows set by hand (`--set 3fa2c1-17:value=18`). */
  readonly corrections?: readonly Correction[];
  /** The document the one input, a transcript, is checked against (`--against`). */
  readonly against?: string;
  /** Test seam: called between writing the temp store file and renaming it. */
  readonly beforeRename?: BeforeRename;
  /** Test seam: called after the store file is in place, before the log is written. */
  readonly beforeLog?: (storeFile: string) => Promise<void>;
  /** Test seam: how OCR programs are run. */
  readonly run?: ProgramRunner;
  readonly now?: Date;
}

interface DocumentRun {
  readonly file: InputFile;
  readonly hash: string;
  readonly parsed: ParsedDocument;
  holds: string[];
  outcomes: RowOutcome[];
  /** A transcript's rows: why each is not found on its document (`undefined`: found). */
  readonly unverified?: readonly (RowCheck | undefined)[];
}

function count(outcomes: readonly RowOutcome[], status: RowStatus): number {
  return outcomes.filter((o) => o.status === status).length;
}

/**
 * The outcomes of a document that is held back whole: every row that would
 * have been written, proposed or sent to OCR review is held with the
 * document's reason, so the table and the counts say what really happens.
 */
function heldWhole(outcomes: readonly RowOutcome[], holds: readonly string[]): RowOutcome[] {
  const more = holds.length > 1 ? ` (and ${holds.length - 1} more)` : "";
  const reason = `document held back: ${cleanText(holds[0] ?? "", MESSAGE_LENGTH)}${more}`;
  return outcomes.map((o) =>
    o.status === "new" || o.status === "ocr_review" || o.status === "proposed"
      ? { ...o, status: "held", reason, acceptable: false }
      : o.status === "held"
      ? { ...o, acceptable: false }
      : o
  );
}

function sumCounts(documents: readonly { outcomes: readonly RowOutcome[] }[]) {
  return countStatuses(documents.flatMap((d) => d.outcomes));
}

function describeError(error: unknown): string {
  if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
    return `permission denied (${error.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one import and returns the exit code: 0 when every document was read
 * (even if some names were proposed), 1 when a document could not be read or
 * was held back, or the data directory is unusable.
 */
export async function runImport(options: ImportOptions, output: Output): Promise<number> {
  const { dataDir, dryRun } = options;
  const today = localToday(options.now);
  const collected = await collectInputs(options.inputs);
  for (const problem of collected.problems) output.err(problem);
  const planned = await planInputs(collected, options.inputs, options.against);
  for (const note of planned.notes) output.out(`note: ${note}`);
  for (const problem of planned.problems) output.err(problem);
  let failed = collected.problems.length > 0 || planned.problems.length > 0;
  if (planned.files.length === 0 && planned.pairs.length === 0) {
    output.err("Nothing to import");
    return 1;
  }
  if (!dryRun) await Deno.mkdir(dataDir, { recursive: true });

  let index: MarkerIndex;
  try {
    index = (await loadStore(dataDir, true)).index;
  } catch (error) {
    output.err(describeLoadError(dataDir, error));
    return 1;
  }

  const documents: DocumentRun[] = [];
  for (const file of planned.files) {
    let bytes: Uint8Array;
    let parsed: ParsedDocument;
    try {
      bytes = await Deno.readFile(file.path);
      parsed = await readDocument(file, bytes, index, options.run ?? runProgram);
    } catch (error) {
      failed = true;
      output.err(`Cannot import "${file.path}": ${describeError(error)}`);
      continue;
    }
    const holds = [...parsed.holds, ...dateHolds(parsed.rows, today)];
    documents.push({ file, hash: await contentHash(bytes), parsed, holds, outcomes: [] });
  }
  const onFailure = (message: string) => {
    failed = true;
    output.err(message);
  };
  const run = options.run ?? runProgram;
  documents.push(...await readTranscripts(planned.pairs, index, run, today, onFailure));
  const guard = new PrivacyGuard(documents.flatMap((d) => d.parsed.identity));

  await using lock = dryRun ? undefined : await acquireLock(
    dataDir,
    () => output.err("Waiting for another import into this data directory to finish…"),
  );
  void lock;
  if (!dryRun) {
    const removed = await cleanTempFiles(dataDir);
    if (removed.length > 0) {
      output.err(`Removed ${removed.length} temp file(s) left by an interrupted import`);
    }
    try {
      const recovered = await logUnloggedStoreFiles(
        dataDir,
        (options.now ?? new Date()).toISOString(),
      );
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
      return 1;
    }
  }
  let store: StoreView;
  try {
    store = await loadStore(dataDir, dryRun);
  } catch (error) {
    output.err(describeLoadError(dataDir, error));
    return 1;
  }
  const numeric = new Set(store.numeric);
  for (const document of documents) {
    for (const code of numericCodesOf(document.parsed.rows, store.index)) numeric.add(code);
  }
  const accepted = new Set(options.accept ?? []);
  const context = {
    index: store.index,
    known: store.known,
    guard,
    acceptOcr: options.acceptOcr,
    acceptHeld: options.acceptHeld,
    accepted,
    numeric,
    idHashLength: rowIdHashLength(documents.map((d) => d.hash)),
  };

  const corrected = correctDocuments(documents, options.corrections ?? [], context, today);
  if (typeof corrected === "string") {
    output.err(`${corrected}. Nothing was written`);
    return 1;
  }

  for (const [i, document] of documents.entries()) {
    const { file } = document;
    const parsed = { ...document.parsed, rows: corrected.rows[i] ?? document.parsed.rows };
    if (parsed.rows !== document.parsed.rows) {
      document.holds = [...parsed.holds, ...dateHolds(parsed.rows, today)];
    }
    output.out(`\n== ${file.path} (${parsed.format}, document ${document.hash.slice(0, 12)})`);
    for (const note of parsed.notes) output.out(`   note: ${cleanText(note, MESSAGE_LENGTH)}`);
    const outcomes = classifyRows(parsed.rows, parsed.format, document.hash, {
      ...context,
      known: document.holds.length > 0 ? new Set(context.known) : context.known,
    });
    const checked = document.unverified
      ? holdUnverified(
        outcomes,
        document.unverified,
        (id) => accepted.has(id) || options.acceptHeld,
      )
      : outcomes;
    document.outcomes = document.holds.length > 0 ? heldWhole(checked, document.holds) : checked;
    if (document.outcomes.length > 0) {
      for (const line of renderRows(document.outcomes, store.index)) output.out(`   ${line}`);
      output.out(`   ${countLine(countStatuses(document.outcomes))}`);
    } else output.out("   (no result rows found)");
    if (!document.unverified && needsTranscription(document.outcomes, document.holds)) {
      output.out(`   ${TRANSCRIBE_HINT}`);
    }
    if (document.holds.length > 0) {
      failed = true;
      output.err(`Held back "${file.path}": nothing of it is written`);
      for (const hold of document.holds) {
        output.err(`   ${file.path}: ${cleanText(hold, MESSAGE_LENGTH)}`);
      }
    } else if (
      document.outcomes.some((o) => o.status === "in_store") &&
      !document.outcomes.some((o) =>
        o.status === "new" || o.status === "held" || o.status === "ocr_review"
      )
    ) {
      const waiting = count(document.outcomes, "proposed");
      output.out(
        `   already imported${
          waiting > 0 ? ` (${waiting} row(s) wait for their names to be approved)` : ""
        }`,
      );
    }
  }

  const byId = new Map(documents.flatMap((d) => d.outcomes.map((o) => [o.id, o] as const)));
  const unknownIds = [...accepted].filter((id) => !byId.has(id));
  if (unknownIds.length > 0) {
    output.err(
      `No row has the id ${
        unknownIds.map((id) => JSON.stringify(id)).join(", ")
      } in this run; ids are in the table's first column. Nothing was written`,
    );
    return 1;
  }
  for (const id of accepted) {
    const outcome = byId.get(id)!;
    if (outcome.status === "held") {
      output.err(`Row "${id}" cannot be accepted: ${outcome.reason ?? "it is held"}`);
    }
  }

  const writable = documents.filter((d) => d.holds.length === 0);
  const lines = writable.flatMap((d) => d.outcomes.filter((o) => o.status === "new"));
  const storeText = lines.map((o) => `${JSON.stringify(o.line)}\n`).join("");
  for (const text of storeText.split("\n")) {
    const problem = guard.problem(text.replace(/"source":"[0-9a-f]{64}"/, ""));
    if (problem) {
      output.err(`Refusing to write: a store line would contain ${problem}`);
      return 1;
    }
  }
  // An unknown name read by OCR waits for review like any other: its proposal is written
  // too, so that it can be approved before the row is accepted.
  const unknownName = (o: RowOutcome) =>
    o.status === "proposed" || (o.status === "ocr_review" && o.code === undefined);
  const incoming: Proposal[] = writable.flatMap((d) =>
    d.outcomes.filter(unknownName).map((o): Proposal => ({
      name: proposedName(o.row),
      suggestions: (o.suggestions ?? []).map((s) => ({ code: s.code, label: s.label })),
      example: {
        value: o.row.value.value,
        ...("comparator" in o.row.value && o.row.value.comparator !== undefined
          ? { comparator: o.row.value.comparator }
          : {}),
        ...(o.row.unit !== undefined ? { unit: o.row.unit } : {}),
        ...(o.row.date !== undefined ? { date: o.row.date } : {}),
      },
      documents: [d.hash],
    }))
  );

  const proposedCount = incoming.length;
  const summary = `${documents.length > 1 ? "In all: " : ""}${countLine(sumCounts(documents))}`;

  if (dryRun) {
    output.out(`\nDry run: ${summary}. Nothing was written.`);
    return failed ? 1 : 0;
  }

  // Every text is built and checked before anything is written, so that a
  // refused run leaves the data directory exactly as it was.
  let proposalsText: string | undefined;
  let proposalsChanged = false;
  const existing = await readProposals(dataDir).catch((error) => {
    output.err(describeError(error));
    return undefined;
  });
  if (existing !== undefined) {
    if (
      incoming.some((p) =>
        guard.problem(JSON.stringify(p)) !== undefined ||
        guard.problem(renderProposals([p])) !== undefined
      )
    ) {
      output.err("Refusing to write proposals: one would contain personal data");
      return 1;
    }
    const merged = mergeProposals(existing, incoming, store.index);
    if (JSON.stringify(merged) !== JSON.stringify(existing)) {
      proposalsChanged = true;
      proposalsText = merged.length === 0 ? undefined : renderProposals(merged);
    }
  } else failed = true;

  const storeBase = lines.length > 0
    ? `${today}-${(await contentHash(new TextEncoder().encode(storeText))).slice(0, 12)}`
    : undefined;
  const at = (options.now ?? new Date()).toISOString();
  const logText = (written: string | null) =>
    logLines([
      ...documents.map((d): ImportLogEntry => ({
        at,
        event: "import",
        document: d.hash,
        format: d.parsed.format,
        rows: d.outcomes.length,
        imported: count(d.outcomes, "new"),
        in_store: count(d.outcomes, "in_store"),
        held: count(d.outcomes, "held"),
        proposed: count(d.outcomes, "proposed"),
        ocr_review: count(d.outcomes, "ocr_review"),
        withheld: count(d.outcomes, "withheld"),
        unreadable: count(d.outcomes, "unreadable"),
        file: d.holds.length === 0 && count(d.outcomes, "new") > 0 ? written : null,
      })),
      ...correctionEntries(writable, corrected.changes, at),
    ]);
  const willLog = storeBase !== undefined || proposalsChanged;
  if (willLog) {
    // The final name may only gain a numeric suffix; the planned one is checked.
    const problem = guard.problem(logText(storeBase === undefined ? null : `${storeBase}.ndjson`));
    if (problem) {
      output.err(`Refusing to write: the audit log line would contain ${problem}`);
      return 1;
    }
  }

  let written: string | null = null;
  if (storeBase !== undefined) {
    written = await writeNewFile(dataDir, storeBase, "ndjson", storeText, options.beforeRename);
  }
  if (proposalsChanged) {
    if (proposalsText === undefined) await removeFile(dataDir, PROPOSALS_NAME);
    else await replaceFile(dataDir, PROPOSALS_NAME, proposalsText);
  }
  if (written !== null && options.beforeLog) await options.beforeLog(written);
  if (willLog) await appendLog(dataDir, logText(written));
  output.out(`\n${summary}.`);
  if (written !== null) output.out(`Wrote ${lines.length} result(s) to ${written}`);
  else output.out("Nothing new to write to the store.");
  if (proposedCount > 0) {
    output.out(
      `Unknown names are listed in ${PROPOSALS_NAME}. Approve one with: deno task import approve --data ${dataDir} "<name>" <CODE>, then import again`,
    );
  }
  return failed ? 1 : 0;
}

function describeLoadError(dataDir: string, error: unknown): string {
  if (error instanceof DictionaryFileError) {
    return `${error.message}. Fix the data directory's markers.yaml before importing: a broken dictionary would mis-resolve names`;
  }
  if (error instanceof StoreUnreadableError) return error.message;
  return `Cannot use the data directory "${dataDir}": ${describeError(error)}`;
}
