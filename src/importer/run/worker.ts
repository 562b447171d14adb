/**
 * The sandboxed worker: runs an import, an approval, a forget, or the OCR probe, with
 * only the permissions the launcher gave it. Loaded by `import.ts` only in
 * worker mode, so the launcher process never loads the document parsers.
 *
 * @module
 */

import { DictionaryFileError } from "../../store/dictionary_file.ts";
import { approve, ApproveError } from "../write/approve.ts";
import { parseImporterArgs, USAGE } from "./importer_args.ts";
import { forgetDocument, ForgetError } from "../write/forget.ts";
import { collectInputs } from "../read/inputs.ts";
import { needsOcr } from "../read/read_document.ts";
import { type Output, runImport } from "./run_import.ts";

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
