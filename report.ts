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

import { writeTrendChart } from "./src/chart/write_chart.ts";
import { parseArgs } from "./src/cli/cli_args.ts";
import { runCli } from "./src/cli/run.ts";
import { invocation } from "./src/cli/usage.ts";
import { runReport } from "./src/report/run_report.ts";
import { runEntryPoint } from "./src/sandboxed_child.ts";
import { VERSION } from "./src/version.ts";

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
          writers: { report: runReport, chart: writeTrendChart },
        },
      );
    },
  });
}
