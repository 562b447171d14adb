/**
 * `report --out FILE.pdf [--since DATE] [--markers A,B] [--lang pl|en]`:
 * the visit summary of the store, written as a PDF to the one file named.
 * Loaded on demand by the CLI, so neither the server nor the other commands
 * load pdf-lib or the charting library. Writing needs
 * `--allow-write=<that file>`; without it the command says which flag to add.
 * An existing file is replaced only with `--force`, never through a symlink
 * and never inside the data directory (src/output_file.ts).
 *
 * @module
 */

import type { ReportArgs } from "../cli/cli_args.ts";
import type { StoreSnapshot } from "../store/store.ts";
import { writeFailure, writeOutputFile } from "../output_file.ts";
import { VERSION } from "../version.ts";
import { REPORT_MESSAGES } from "./report_messages.ts";
import { renderReportPdf } from "./render_pdf.ts";
import { visitSummary } from "./visit_summary.ts";

/** What the CLI prints and its exit code. */
export interface ReportOutput {
  readonly code: number;
  readonly out?: string;
  readonly err?: string;
}

/** Today as `YYYY-MM-DD`, in UTC. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Builds the report of `view` and writes it to `args.out`. */
export async function runReport(
  args: ReportArgs,
  view: StoreSnapshot,
  now: string = today(),
): Promise<ReportOutput> {
  const summary = visitSummary(view, { since: args.since, markers: args.markers });
  if (summary === undefined) {
    // Nothing to summarise: say so, and write nothing rather than an empty report.
    return {
      code: 1,
      err: `No results in the data directory ${
        JSON.stringify(args.dataDir)
      }, so no report was written. Import your results first (deno task import)\n`,
    };
  }
  const bytes = await renderReportPdf({
    summary,
    messages: REPORT_MESSAGES[args.lang],
    today: now,
    version: VERSION,
  });
  const target = JSON.stringify(args.out);
  try {
    await writeOutputFile(args.out, bytes, { dataDir: args.dataDir, force: args.force === true });
  } catch (error) {
    return { code: 1, err: `${writeFailure("report", args.out, error)}\n` };
  }
  const unknown = summary?.unknownMarkers ?? [];
  const warning = unknown.length > 0
    ? `Markers not found, left out of the charts: ${
      unknown.map((u) => JSON.stringify(u)).join(", ")
    }\n`
    : "";
  return {
    code: 0,
    err: `${warning}Report written to ${target} (${Math.ceil(bytes.length / 1024)} KiB)\n`,
  };
}
