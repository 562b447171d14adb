/**
 * One import run, in five stages, each in its own file: read each document
 * ({@link readDocuments}); then, holding the data directory's lock, check
 * each one against the store and the privacy check ({@link checkDocuments}),
 * report its review table ({@link reportDocument}), plan every text to write
 * ({@link planWrites}) and (unless `--dry-run`) write each document's store
 * file and log lines on its own ({@link writePlan}). A row or a document
 * held or withheld never stops the others. Nothing is written outside the
 * data directory, nothing personal is written at all, and every message
 * is masked.
 *
 * @module
 */

import { fileNameWords, maskLongNumbers, PrivacyGuard } from "../privacy/mod.ts";
import { localToday } from "../cell/mod.ts";
import { collectInputs, type ProgramRunner, runProgram } from "../read/mod.ts";
import { acquireLock, type BeforeRename } from "../write/mod.ts";
import { checkDocuments } from "./check_documents.ts";
import type { Correction } from "./corrections.ts";
import type { DocumentDate } from "./document_dates.ts";
import { maskedOutput, plainFileNames, runMask } from "./masked_output.ts";
import { describeLoadError, openStore } from "./open_store.ts";
import type { Output } from "./output.ts";
import { planWrites } from "./plan_writes.ts";
import { describeError, readDocuments } from "./read_documents.ts";
import { reportAccepted, reportDocument, reportWrites, runSummary } from "./report.ts";
import { loadStore, readProposals } from "./store_view.ts";
import { writePlan } from "./write_plan.ts";
import { planInputs, readTranscripts } from "../transcript/mod.ts";

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
  /** Collection dates given to documents that print none (`--date 0bd312:2025-05-12`). */
  readonly dates?: readonly DocumentDate[];
  /** The document the one input, a transcript, is checked against (`--against`). */
  readonly against?: string;
  /** Test seam: called between writing a temp store file and renaming it. */
  readonly beforeRename?: BeforeRename;
  /** Test seam: called after a store file is in place, before its log lines are written. */
  readonly beforeLog?: (storeFile: string) => Promise<void>;
  /** Test seam: how OCR programs are run. */
  readonly run?: ProgramRunner;
  readonly now?: Date;
}

/**
 * Runs one import and returns the exit code: 0 when every document was read
 * (even if some names were proposed or rows withheld), 1 when a document
 * could not be read or was held back, or the data directory is unusable.
 */
export async function runImport(options: ImportOptions, output: Output): Promise<number> {
  const { dataDir, dryRun } = options;
  const today = localToday(options.now);
  const at = (options.now ?? new Date()).toISOString();
  const collected = await collectInputs(options.inputs);
  const planned = await planInputs(collected, options.against);
  const before = [...collected.problems, ...planned.problems];
  if (planned.files.length === 0 && planned.pairs.length === 0) {
    for (const note of planned.notes) output.out(`note: ${maskLongNumbers(note, [])}`);
    for (const problem of before) output.err(maskLongNumbers(problem, []));
    output.err("Nothing to import");
    return 1;
  }
  if (!dryRun) await Deno.mkdir(dataDir, { recursive: true });
  let index;
  try {
    index = (await loadStore(dataDir, true)).index;
  } catch (error) {
    for (const problem of before) output.err(maskLongNumbers(problem, []));
    output.err(describeLoadError(dataDir, error));
    return 1;
  }

  const run = options.run ?? runProgram;
  const read = await readDocuments(planned.files, index, run);
  const transcripts: string[] = [];
  const documents = [
    ...read.documents,
    ...await readTranscripts(planned.pairs, index, run, (p) => transcripts.push(p)),
  ];
  const guard = new PrivacyGuard(documents.flatMap((d) => d.parsed.identity));
  const keep = documents.map((d) => d.hash);
  const known = fileNameWords([...index.names.keys(), ...index.dictionary.markers.keys()]);
  const fileNames = plainFileNames(
    documents.map((d) => d.file.path),
    known,
    documents.flatMap((d) => d.parsed.identity),
  );
  const masked = maskedOutput(output, runMask(guard, keep, fileNames));
  for (const note of planned.notes) masked.out(`note: ${note}`);
  const problems = [...before, ...read.problems, ...transcripts];
  for (const problem of problems) masked.err(problem);
  let failed = problems.length > 0;

  await using lock = dryRun ? undefined : await acquireLock(
    dataDir,
    () => masked.err("Waiting for another import into this data directory to finish…"),
  );
  void lock;
  const store = await openStore(dataDir, dryRun, at, masked);
  if (store === undefined) return 1;

  const checked = checkDocuments(documents, store, guard, options, today);
  if (typeof checked === "string") {
    masked.err(`${checked}. Nothing was written`);
    return 1;
  }
  for (const document of checked.documents) {
    if (reportDocument(document, store.index, masked)) failed = true;
  }
  if (!reportAccepted(checked, options.accept ?? [], masked)) return 1;

  const summary = runSummary(checked.documents);
  if (dryRun) {
    masked.out(`\nDry run: ${summary}. Nothing was written.`);
    return failed ? 1 : 0;
  }
  const existing = await readProposals(dataDir).catch((error) => {
    masked.err(describeError(error));
    return undefined;
  });
  if (existing === undefined) failed = true;
  const plan = await planWrites(checked.documents, checked.changes, checked.dated, existing, {
    guard,
    index: store.index,
    today,
    at,
  });
  for (const refusal of plan.refusals) masked.err(refusal);
  if (plan.refusals.length > 0) failed = true;
  const written = await writePlan(dataDir, plan, options);
  keep.push(...written.map((w) => w.file));
  reportWrites(
    summary,
    written.map((w) => ({ file: w.file, lines: w.plan.lines })),
    plan.proposed,
    dataDir,
    masked,
  );
  return failed ? 1 : 0;
}
