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
import { runEntryPoint } from "./src/sandboxed_child.ts";
import { serveStdio } from "./src/stdio.ts";
import { VERSION } from "./src/version.ts";

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
  // Not sandboxed by a launcher: its task line and Claude Desktop's entry grant the reads.
  runEntryPoint(import.meta.url, { work: (argv, here) => run(parseArgs(argv, here.dataDir)) });
}
