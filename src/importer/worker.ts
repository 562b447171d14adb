/**
 * The sandboxed worker: runs an import, an approval, or the OCR probe, with
 * only the permissions the launcher gave it. Loaded by `import.ts` only in
 * worker mode, so the launcher process never loads the document parsers.
 *
 * @module
 */

import { DictionaryFileError } from "../store/dictionary_file.ts";
import { approve, ApproveError } from "./approve.ts";
import { parseImporterArgs, USAGE } from "./args.ts";
import { collectInputs } from "./inputs.ts";
import { needsOcr } from "./read_document.ts";
import { type Output, runImport } from "./run_import.ts";

/** A pause that keeps the process alive until it is killed (test-only). */
function pauseForever(tempPath: string, output: Output): Promise<void> {
  output.err(`paused before rename: ${tempPath}`);
  return new Promise<void>(() => setInterval(() => {}, 60_000));
}

/** Runs the worker with its arguments (after `--worker`); returns the exit code. */
export async function runWorker(argv: readonly string[], output: Output): Promise<number> {
  const args = parseImporterArgs(argv, "data");
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
        const outcome = await approve(args.dataDir, args);
        if (outcome.kind === "already") {
          output.out(`"${args.name}" already resolves to ${outcome.code}; nothing to change`);
        } else {
          output.out(
            `${
              outcome.created ? `Created marker ${outcome.code} with` : `Added to ${outcome.code}:`
            } alias "${args.name}" in ${args.dataDir}/markers.yaml. Run the import again to bring its rows in`,
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
      return await runImport({
        dataDir: args.dataDir,
        inputs: args.inputs,
        dryRun: args.dryRun,
        acceptOcr: args.acceptOcr,
        acceptHeld: args.acceptHeld,
        ...(args.pauseBeforeRename
          ? { beforeRename: (temp: string) => pauseForever(temp, output) }
          : {}),
      }, output);
  }
}
