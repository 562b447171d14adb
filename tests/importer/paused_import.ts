/**
 * Test-only entry: runs an import in-process, exactly as the worker does,
 * and pauses forever at one stage so that a test can kill it there. The
 * stage is the first argument after `--worker`: `before_rename` (the temp
 * store file is written, not yet renamed) or `before_log` (the store file is
 * in place, the audit log not yet written). The user-facing command line
 * has no such option.
 *
 * @module
 */

import { parseImporterArgs } from "../../src/importer/run/importer_args.ts";
import { runImport } from "../../src/importer/run/run_import.ts";

function pause(what: string): Promise<void> {
  console.error(`paused ${what}`);
  return new Promise<void>(() => setInterval(() => {}, 60_000));
}

if (import.meta.main) {
  const [worker, stage, ...rest] = Deno.args;
  const args = parseImporterArgs(rest, "data");
  if (worker !== "--worker" || args.kind !== "import") {
    console.error("Usage: paused_import.ts --worker before_rename|before_log IMPORT_ARGS...");
    Deno.exit(2);
  }
  const code = await runImport({
    ...args,
    ...(stage === "before_rename"
      ? { beforeRename: (temp: string) => pause(`before rename: ${temp}`) }
      : { beforeLog: (file: string) => pause(`before log: ${file}`) }),
  }, { out: (text) => console.log(text), err: (text) => console.error(text) });
  Deno.exit(code);
}
