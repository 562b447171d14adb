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
 * for OCR inputs, nothing else.
 *
 * @module
 */

import { userFolder, WORKER_FLAG } from "./src/sandboxed_child.ts";
import { childProcesses, launch } from "./src/importer/run/launcher.ts";

/** `data/` next to this file: the default data directory, as for the server. */
function defaultDataDir(): string {
  return decodeURIComponent(new URL("./data", import.meta.url).pathname);
}

if (import.meta.main) {
  let code: number;
  if (Deno.args[0] === WORKER_FLAG) {
    const { runWorker: work } = await import("./src/importer/run/worker.ts");
    code = await work(Deno.args.slice(1), {
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    });
  } else {
    const deno = Deno.execPath();
    code = await launch(Deno.args, {
      script: decodeURIComponent(new URL(import.meta.url).pathname),
      baseDir: userFolder(),
      deno,
      dataDir: defaultDataDir(),
    }, {
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    }, childProcesses(deno));
  }
  Deno.exit(code);
}
