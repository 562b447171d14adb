/**
 * `deno task report ...` and `deno task chart MARKER ...`: runs the CLI's
 * report or chart with write access to the one output file only (see
 * `src/report/writer_launcher.ts`). `deno task report --out visit.pdf` runs
 * `report.ts report --out <abs>/visit.pdf` sandboxed.
 *
 * @module
 */

import { runSandboxedChild, userFolder } from "../src/sandboxed_child.ts";
import { writerCommand } from "../src/report/writer_launcher.ts";
import { parseArgs } from "../src/cli/cli_args.ts";
import { writerUsage } from "../src/cli/usage.ts";

if (import.meta.main) {
  const main = decodeURIComponent(new URL("../report.ts", import.meta.url).pathname);
  // The help of this task alone, named as the user runs it (`deno task report --help`).
  if (parseArgs(Deno.args, "").kind === "help") {
    console.log(writerUsage(Deno.args[0] === "trend" ? "trend" : "report").trimEnd());
    Deno.exit(0);
  }
  const command = writerCommand(Deno.args, {
    deno: Deno.execPath(),
    main,
    baseDir: userFolder(),
    defaultDataDir: decodeURIComponent(new URL("../data", import.meta.url).pathname),
  });
  if ("error" in command) {
    console.error(`bloodwork-mcp: ${command.error}`);
    Deno.exit(command.code);
  }
  Deno.exit(await runSandboxedChild(Deno.execPath(), command.args));
}
