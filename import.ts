/**
 * bloodwork-mcp importer: the only part of the product that writes to the
 * store, and a separate entry point from the read-only server (`main.ts`
 * never imports it).
 *
 * `deno task import [--data DIR] [--dry-run] FILE_OR_FOLDER...` (and the
 * `approve` and `forget` commands) runs this file as the launcher. It resolves the paths (relative to `INIT_CWD`) and
 * re-runs this file as a sandboxed worker with exactly the permissions the
 * run needs: read the inputs and the data directory, write only the data
 * directory, run `tesseract`/`pdftoppm` only for OCR inputs, nothing else.
 *
 * @module
 */

import { runSandboxedChild, userFolder, WORKER_FLAG } from "./src/sandboxed_child.ts";
import { parseImporterArgs, USAGE } from "./src/importer/run/importer_args.ts";
import {
  absolutise,
  inputsNeedOcr,
  type LaunchContext,
  launcherRefusal,
  workerCommand,
} from "./src/importer/run/launcher.ts";

/** `data/` next to this file: the default data directory, as for the server. */
function defaultDataDir(): string {
  return decodeURIComponent(new URL("./data", import.meta.url).pathname);
}

async function launch(argv: readonly string[]): Promise<number> {
  const context: LaunchContext = {
    script: decodeURIComponent(new URL(import.meta.url).pathname),
    baseDir: userFolder(),
    deno: Deno.execPath(),
  };
  const parsed = parseImporterArgs(argv, defaultDataDir());
  if (parsed.kind === "help") {
    console.log(USAGE);
    return 0;
  }
  const refusal = launcherRefusal(parsed);
  if (refusal !== undefined) {
    console.error(refusal);
    return 2;
  }
  try {
    const args = absolutise(parsed, context.baseDir);
    const ocr = args.kind === "import" && await inputsNeedOcr(args.inputs, context);
    return await runSandboxedChild(context.deno, workerCommand(args, ocr, context));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (import.meta.main) {
  let code: number;
  if (Deno.args[0] === WORKER_FLAG) {
    const { runWorker: work } = await import("./src/importer/run/worker.ts");
    code = await work(Deno.args.slice(1), {
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    });
  } else code = await launch(Deno.args);
  Deno.exit(code);
}
