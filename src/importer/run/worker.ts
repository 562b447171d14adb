/**
 * The sandboxed worker: runs an import, an approval, a forget, a rebuild of
 * the store index, or the OCR probe, with only the permissions the launcher
 * gave it. After each command that may have changed the store, the store
 * index is written again (`../write/store_index.ts`). Loaded by `import.ts` only in
 * worker mode, so the launcher process never loads the document parsers.
 *
 * @module
 */

import { DictionaryFileError } from "../../store/dictionary_file.ts";
import {
  acquireLock,
  approve,
  ApproveError,
  forgetDocument,
  ForgetError,
  type IndexOutcome,
  refreshStoreIndex,
} from "../write/mod.ts";
import { type ImporterArgs, parseImporterArgs, USAGE } from "./importer_args.ts";
import { collectInputs } from "../read/mod.ts";
import { needsOcr } from "../pipeline/mod.ts";
import { type Output, runImport } from "./run_import.ts";
import { proposedSpecimen } from "./store_view.ts";
import { STORE_INDEX_NAME } from "../../store/store_index_file.ts";
import { describeFsError } from "../../store/file_checks.ts";

/**
 * Writes the store index again, under the import lock. A failure is told on
 * stderr and changes nothing else: without an index the server reads every
 * file. A broken `markers.yaml` is told only when asked (`tellDictionary`):
 * after another command, that command already said so.
 */
async function updateIndex(
  dataDir: string,
  output: Output,
  tellDictionary = false,
): Promise<IndexOutcome | undefined> {
  try {
    await using lock = await acquireLock(
      dataDir,
      () => output.err("Waiting for another import into this data directory to finish…"),
    );
    void lock;
    return await refreshStoreIndex(dataDir);
  } catch (error) {
    if (error instanceof DictionaryFileError) {
      if (tellDictionary) output.err(`${error.message}. Fix it, then run "index" again`);
      return undefined;
    }
    output.err(
      `Could not write the store index (${STORE_INDEX_NAME}): ${
        describeFsError(error)
      }; the server reads every result file instead`,
    );
    return undefined;
  }
}

/** Whether `dir` is a directory (an import that stopped early may not have made it). */
async function isDirectory(dir: string): Promise<boolean> {
  return await Deno.stat(dir).then((info) => info.isDirectory, () => false);
}

/** Runs the worker with its arguments (after `--worker`); returns the exit code. */
export async function runWorker(argv: readonly string[], output: Output): Promise<number> {
  const args = parseImporterArgs(argv, "data");
  const code = await runCommand(args, output);
  const changes = args.kind === "approve" || args.kind === "forget" ||
    (args.kind === "import" && !args.dryRun);
  if (changes && await isDirectory(args.dataDir)) await updateIndex(args.dataDir, output);
  return code;
}

async function runCommand(args: ImporterArgs, output: Output): Promise<number> {
  switch (args.kind) {
    case "help":
      output.out(USAGE);
      return 0;
    case "usage_error":
      output.err(args.message);
      return 2;
    case "probe": {
      const { files } = await collectInputs(args.inputs);
      for (const file of files) {
        if (await needsOcr(file)) {
          output.out("ocr");
          return 0;
        }
      }
      output.out("text");
      return 0;
    }
    case "approve":
      try {
        const outcome = await approve(args.dataDir, {
          ...args,
          ...await proposedSpecimen(args.dataDir, args.name),
        });
        if (outcome.kind === "already") {
          output.out(`"${args.name}" already resolves to ${outcome.code}; nothing to change`);
        } else {
          output.out(
            `${
              outcome.created ? `Created marker ${outcome.code} with` : `Added to ${outcome.code}:`
            } alias "${outcome.alias}" in ${args.dataDir}/markers.yaml. Run the import again to bring its rows in`,
          );
        }
        return 0;
      } catch (error) {
        if (error instanceof ApproveError || error instanceof DictionaryFileError) {
          output.err(error.message);
          return 1;
        }
        throw error;
      }
    case "import":
      return await runImport(args, output);
    case "index": {
      if (!await isDirectory(args.dataDir)) {
        output.err(`The data directory "${args.dataDir}" does not exist`);
        return 1;
      }
      const outcome = await updateIndex(args.dataDir, output, true);
      if (outcome === undefined) return 1;
      if (outcome.kind === "removed") {
        output.out(`No store index (${STORE_INDEX_NAME}) was written: ${outcome.reason}`);
        return 0;
      }
      const size = outcome.bytes < 1e6
        ? `${Math.ceil(outcome.bytes / 1e3)} kB`
        : `${(outcome.bytes / 1e6).toFixed(1)} MB`;
      output.out(
        `Wrote the store index (${STORE_INDEX_NAME}): ${outcome.results} result(s) from ${outcome.files} file(s), ${size}`,
      );
      return 0;
    }
    case "forget":
      try {
        const outcome = await forgetDocument(args.dataDir, args.prefix);
        for (const file of outcome.files) {
          output.out(
            `Removed ${file.removed} row(s) of document ${
              outcome.document.slice(0, 12)
            } from ${file.file}${
              file.file_removed ? " (nothing else was in it: file removed)" : ""
            }`,
          );
        }
        if (outcome.proposalsChanged) {
          output.out(`Removed the document from ${args.dataDir}/alias-proposals.yaml`);
        }
        output.out("Recorded in import-log.jsonl");
        return 0;
      } catch (error) {
        if (error instanceof ForgetError) {
          output.err(error.message);
          return 1;
        }
        throw error;
      }
  }
}
