/**
 * `deno task report ...` and `deno task chart MARKER ...`: the launcher of
 * `report.ts`, which runs the CLI's report or chart with write access to the
 * one output file only (see `src/report/writer_launcher.ts`). `deno task
 * report --out visit.pdf` runs `report.ts report --out <abs>/visit.pdf`
 * sandboxed.
 *
 * @module
 */

import { defaultDataDir, runEntryPoint } from "../src/sandboxed_child.ts";
import { writerCommand } from "../src/report/writer_launcher.ts";
import { parseArgs } from "../src/cli/cli_args.ts";
import { writerUsage } from "../src/cli/usage.ts";

if (import.meta.main) {
  const report = new URL("../report.ts", import.meta.url);
  runEntryPoint(import.meta.url, {
    launch(argv, here) {
      // The help of this task alone, named as the user runs it (`deno task report --help`).
      if (parseArgs(argv, "").kind === "help") {
        console.log(writerUsage(argv[0] === "trend" ? "trend" : "report").trimEnd());
        return { exit: 0 };
      }
      const command = writerCommand(argv, {
        ...here,
        script: decodeURIComponent(report.pathname),
        dataDir: defaultDataDir(report.href),
      });
      if ("args" in command) return { child: command.args };
      console.error(`bloodwork-mcp: ${command.error}`);
      return { exit: command.code };
    },
  });
}
