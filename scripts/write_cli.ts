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

if (import.meta.main) {
  const main = decodeURIComponent(new URL("../report.ts", import.meta.url).pathname);
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
