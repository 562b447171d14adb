/**
 * The file writers of bloodwork-mcp: `report --out visit.pdf` (a summary for
 * the doctor's visit) and `trend MARKER --chart trend.svg`, over the same
 * CLI and store as `main.ts`. A separate entry point, so that the server,
 * its CLI and its compiled binary never load the PDF and chart libraries
 * and never write. `deno task report` and `deno task chart` launch it
 * (`scripts/write_cli.ts`) with write access to the one output file alone
 * (see `src/report/writer_launcher.ts`): it is only ever the worker.
 *
 * @module
 */

import { parseArgs } from "./src/cli/cli_args.ts";
import { type FileWriters, runCli } from "./src/cli/run.ts";
import { invocation } from "./src/cli/usage.ts";
import { runEntryPoint } from "./src/sandboxed_child.ts";
import { VERSION } from "./src/version.ts";

/**
 * The two writers, each loaded when it first writes: the PDF and chart
 * libraries took about 0.3 s of CPU to load at every start, a refused
 * command line or `--help` included, and a chart needs no PDF library.
 */
const writers: FileWriters = {
  report: async (args, view) => (await import("./src/report/run_report.ts")).runReport(args, view),
  chart: async (...chart) => (await import("./src/chart/write_chart.ts")).writeTrendChart(...chart),
};

if (import.meta.main) {
  runEntryPoint(import.meta.url, {
    work: async (argv, here) => {
      const args = parseArgs(argv, here.dataDir);
      return await runCli(
        args.kind === "serve"
          ? { kind: "usage_error", message: "Nothing to write: say report or trend --chart" }
          : args,
        {
          stdout: (text) => console.log(text),
          stderr: (text) => console.error(text),
          colour: Deno.stdout.isTerminal(),
          version: VERSION,
          // Its hints name the CLI the user has for the other commands (markers, check, help).
          program: invocation(Deno.execPath(), new URL("./main.ts", import.meta.url).href),
          writers,
        },
      );
    },
  });
}
