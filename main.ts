/**
 * bloodwork-mcp: the entry point. With no command (or `serve`) it serves the
 * MCP server on stdio; any other command is the human CLI over the same
 * store. It only wires the parts together.
 *
 * Run as Claude Desktop does:
 * `deno run --no-prompt --allow-read=/abs/data /abs/main.ts --data /abs/data`
 *
 * Everything is imported statically, though a server start runs no CLI code:
 * in the one-file bundle (`deno task build:server`) the modules are then
 * evaluated at the script's top level, compiled once with it, and run from
 * source they are loaded with this module. Behind a dynamic import each
 * server module sat in a lazily compiled wrapper and was parsed twice (and a
 * bundle mixing wrapped and unwrapped modules can run zod's before they are
 * initialised), and from source they were loaded only after this module had
 * run (`docs/performance.md`, "Start-up").
 *
 * @module
 */

import { parseArgs, type ParsedArgs } from "./src/cli/cli_args.ts";
import { runCli } from "./src/cli/run.ts";
import { invocation } from "./src/cli/usage.ts";
import { serveStdio } from "./src/stdio.ts";
import { VERSION } from "./src/version.ts";

/** `data/` next to this file: the default data directory. */
function defaultDataDir(): string {
  const url = new URL("./data", import.meta.url);
  return url.protocol === "file:" ? decodeURIComponent(url.pathname) : "data";
}

/** Serves, or runs the CLI command `args` names; resolves to the exit code. */
async function run(args: ParsedArgs): Promise<number> {
  if (args.kind === "serve") return await serveStdio(args.dataDir, VERSION);
  return await runCli(args, {
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
    colour: Deno.stdout.isTerminal(),
    version: VERSION,
    program: invocation(Deno.execPath(), Deno.mainModule),
  });
}

if (import.meta.main) {
  // The work starts in a microtask, once this module has finished evaluating: not under a
  // top-level `await`, nor called directly. While this module's top-level frame is live, every
  // stack trace (each failed `lstat` of a missing side file takes one) makes V8 re-parse the whole
  // module for its source positions, and in the one-file bundle that is the whole 2-3 MB script:
  // about 20 ms of each start (`docs/performance.md`, "Start-up").
  Promise.resolve().then(() => run(parseArgs(Deno.args, defaultDataDir()))).then((code) =>
    Deno.exit(code)
  );
}
