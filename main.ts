/**
 * bloodwork-mcp: the entry point. With no command (or `serve`) it serves the
 * MCP server on stdio; any other command is the human CLI over the same
 * store. It only wires the parts together.
 *
 * Run as Claude Desktop does:
 * `deno run --no-prompt --allow-read=/abs/data /abs/main.ts --data /abs/data`
 *
 * @module
 */

import { parseArgs } from "./src/cli/cli_args.ts";
import { VERSION } from "./src/version.ts";

/** `data/` next to this file: the default data directory. */
function defaultDataDir(): string {
  const url = new URL("./data", import.meta.url);
  return url.protocol === "file:" ? decodeURIComponent(url.pathname) : "data";
}

if (import.meta.main) {
  const args = parseArgs(Deno.args, defaultDataDir());
  // Each side loads only its own modules: a server start pays for no CLI code.
  const code = args.kind === "serve"
    ? await (await import("./src/stdio.ts")).serveStdio(args.dataDir, VERSION)
    : await (await import("./src/cli/run.ts")).runCli(args, {
      stdout: (text) => console.log(text),
      stderr: (text) => console.error(text),
      colour: Deno.stdout.isTerminal(),
      version: VERSION,
      program: (await import("./src/cli/usage.ts")).invocation(Deno.execPath(), Deno.mainModule),
    });
  Deno.exit(code);
}
