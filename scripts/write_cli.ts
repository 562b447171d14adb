/**
 * `deno task report ...` and `deno task chart MARKER ...`: the launcher of
 * `report.ts`, which runs the CLI's report or chart with write access to the
 * one output file only (see `src/report/writer_launcher.ts`). `deno task
 * report --out visit.pdf` runs `report.ts report --out <abs>/visit.pdf`
 * sandboxed.
 *
 * @module
 */

import { runEntryPoint } from "../src/sandboxed_child.ts";
import { writerEntry } from "../src/report/writer_launcher.ts";

if (import.meta.main) {
  runEntryPoint(import.meta.url, writerEntry(new URL("../report.ts", import.meta.url)));
}
