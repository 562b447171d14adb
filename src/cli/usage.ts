/**
 * The CLI's name and its help text.
 *
 * @module
 */

import { cleanText } from "../domain/text.ts";

/** The program name, as the user types it. */
export const PROGRAM = "bloodwork-mcp";

/**
 * The line that follows a usage error, naming the program as it was started
 * (see {@link invocation}): a `deno run` or `deno task` user has no
 * `bloodwork-mcp` command.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(helpHint("deno task report"), 'Run "deno task report --help" for usage');
 * ```
 */
export function helpHint(program: string = PROGRAM): string {
  return `Run "${cleanText(program, 300)} --help" for usage`;
}

/**
 * How this program was started, to show in the help: the compiled binary's
 * path, or the `deno run` line of the entry point (whose user has no
 * `bloodwork-mcp` command).
 */
export function invocation(execPath: string, mainModule: string): string {
  const name = execPath.split(/[\\/]/).pop() ?? "";
  if (!/^deno(\.exe)?$/i.test(name)) return execPath;
  const main = mainModule.startsWith("file:")
    ? decodeURIComponent(new URL(mainModule).pathname)
    : mainModule;
  return `deno run --allow-read=DIR ${main}`;
}

/**
 * The help text; `dataDir` is the data directory these arguments would use,
 * `program` how the program was started (see {@link invocation}).
 */
export function usage(dataDir: string, program: string = PROGRAM): string {
  const usageLine = program === PROGRAM
    ? "Usage:"
    : `Usage (${PROGRAM} stands for how you started it: ${cleanText(program, 300)}):`;
  return `${PROGRAM}: your own blood-test results, for an AI assistant (MCP) and for you

${usageLine}
  ${PROGRAM} [serve]                 Run the MCP server on stdio (the default)
  ${PROGRAM} markers [--query TEXT]  List the markers that have results
  ${PROGRAM} trend MARKER [--from DATE] [--to DATE] [--max-points N]
        [--around EVENT] [--chart FILE.svg [--lang pl|en]]
                                    One marker over time (--around: the means
                                    before and after an event of events.yaml, by
                                    date or words; --chart also draws it; needs
                                    deno's --allow-write=FILE.svg, as "deno task
                                    chart" gives it)
  ${PROGRAM} compare MARKER MARKER... [--from DATE] [--to DATE]
                                    2 to 6 markers, each with its own trend
  ${PROGRAM} results [--from DATE] [--to DATE] [--abnormal]
                                    Results by test date (default: the latest date)
  ${PROGRAM} changes [--since DATE]   What changed since the previous test (or DATE),
                                    each result against the marker's previous one,
                                    and what is still out of range from earlier
  ${PROGRAM} check                   Check the data files and markers.yaml
  ${PROGRAM} demo                    Markers, one trend and the latest results
  ${PROGRAM} report --out FILE.pdf [--since DATE] [--markers A,B] [--lang pl|en]
                                    A PDF summary for a doctor's visit (needs
                                    deno's --allow-write=FILE.pdf, as
                                    "deno task report" gives it)

Options:
  --data DIR     The data directory (here: ${cleanText(dataDir, 200)}). If given
                 more than once the last wins; a compiled binary still may
                 read only the directory it was built for

  --json         Print JSON instead of tables (not for serve)
  --force        Let report --out and trend --chart replace an existing file
                 (never a symlink, never a file in the data directory)
  -h, --help     Show this help
  -V, --version  Show the version and the data directory in effect

MARKER is a code (FERR), a name or an alias (ferrytyna, ferritin); quote names
with spaces. DATE is YYYY-MM-DD. --abnormal keeps only results out of range;
without dates, the latest result of each marker when it is out of range.
`;
}

/**
 * The help of a writer task (`deno task report`, `deno task chart`): only
 * the command it runs, named as the user types it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(writerUsage("report"), /^Usage: deno task report --out FILE\.pdf/);
 * ```
 */
export function writerUsage(command: "report" | "trend"): string {
  if (command === "report") {
    return `Usage: deno task report --out FILE.pdf [--since DATE] [--markers A,B] [--lang pl|en]
        [--data DIR] [--force]

A PDF summary for a doctor's visit: each marker's latest result when out of
range (an earlier one never repeated too, dated), meaningful changes, small
trend charts and the latest results. FILE.pdf is
the only file written; --force replaces it if it exists (never a symlink,
never a file in the data directory). DATE is YYYY-MM-DD; --markers names
1 to 12 markers to chart (codes or names, separated by commas).
`;
  }
  return `Usage: deno task chart MARKER --chart FILE.svg [--from DATE] [--to DATE]
        [--max-points N] [--lang pl|en] [--data DIR] [--force]

One marker over time as an SVG chart. FILE.svg is the only file written;
--force replaces it if it exists. MARKER is a code (FERR), a name or an
alias; DATE is YYYY-MM-DD; --lang sets the chart's months, numbers and
words (English by default).
`;
}
