/**
 * bloodwork-mcp importer: the only part of the product that writes to the
 * store, and a separate entry point from the read-only server (`main.ts`
 * never imports it).
 *
 * `deno task import [--data DIR] [--dry-run] FILE_OR_FOLDER...` (and the
 * `approve` and `forget` commands) runs this file as the launcher
 * (`launch` in `src/importer/run/launcher.ts`). It resolves the paths
 * (relative to `INIT_CWD`) and re-runs this file as a sandboxed worker with
 * exactly the permissions the run needs: read the inputs and the data
 * directory, write only the data directory, run `tesseract`/`pdftoppm` only
 * for OCR inputs, nothing else. The shape of every entry point:
 * `runEntryPoint` in `src/sandboxed_child.ts`.
 *
 * @module
 */

import { CONSOLE_OUTPUT, runEntryPoint } from "./src/sandboxed_child.ts";
import { childProcesses, launch } from "./src/importer/run/launcher.ts";

if (import.meta.main) {
  runEntryPoint(import.meta.url, {
    launch: async (argv, here) => ({
      exit: await launch(argv, here, CONSOLE_OUTPUT, childProcesses(here.deno)),
    }),
    work: async (argv) => {
      const { runWorker } = await import("./src/importer/run/worker.ts");
      return await runWorker(argv, CONSOLE_OUTPUT);
    },
  });
}
