/**
 * Running one CLI command: open the store, ask the domain, and print a table
 * or JSON. Output, colour and the store are passed in, so tests run it on
 * fixtures. Exit codes: 0 done, 1 not found or a data problem, 2 usage error.
 *
 * @module
 */

import { type Outcome } from "../domain/answers/find_marker.ts";
import { listMarkers } from "../domain/answers/marker_list.ts";
import { compareMarkers, getTrend, type Trend } from "../domain/answers/queries.ts";
import { getResults } from "../domain/answers/results_by_date.ts";
import { cleanText } from "../domain/text.ts";
import { changesSince } from "../domain/answers/what_changed.ts";
import { builtinLayer } from "../store/builtin.ts";
import { DictionaryFileError } from "../store/dictionary_file.ts";
import { isNote } from "../store/store_problem.ts";
import { ResultStore, type StoreSnapshot, StoreUnreadableError } from "../store/store.ts";
import type { ParsedArgs } from "./cli_args.ts";
import { checkReport, renderCheck } from "./check.ts";
import { buildDemo, renderDemo } from "./demo.ts";
import { plural } from "../domain/readings/format.ts";
import { cleanError, errorText } from "./messages.ts";
import { renderMarkers } from "./render_markers.ts";
import { renderResults } from "./render_results.ts";
import { renderChanges } from "./render_changes.ts";
import { renderCompare, renderTrend } from "./render_trend.ts";
import { helpHint, PROGRAM, usage } from "./usage.ts";

/** What the CLI needs of a store. */
export interface StoreLike {
  checkDictionary(): Promise<void>;
  snapshot(): Promise<StoreSnapshot>;
}

/** Where the CLI writes, and what it is told about its surroundings. */
export interface CliIO {
  /**
   * Writes one message, which has no trailing newline: the writer ends the
   * line, as `console.log` does. Called at most once per run.
   */
  readonly stdout: (text: string) => void;
  /** As `stdout`, for errors, warnings and usage hints. */
  readonly stderr: (text: string) => void;
  /** Whether flags may be coloured with ANSI codes. */
  readonly colour: boolean;
  readonly version: string;
  /** How the program was started, for the help (`usage.ts` invocation); `bloodwork-mcp` by default. */
  readonly program?: string;
  /** Opens the store of a data directory; by default a {@link ResultStore} with the built-in dictionary. */
  readonly openStore?: (dataDir: string) => StoreLike;
  /**
   * The commands that write a file (`report`, `trend --chart`). Only the
   * writer entry point (`report.ts`) passes them: `main.ts`, the server and
   * its binary never write, and their module graph holds no PDF or chart
   * library.
   */
  readonly writers?: FileWriters;
}

/** The two commands that write one file each. */
export interface FileWriters {
  report(
    args: Extract<StoreArgs, { readonly kind: "report" }>,
    view: StoreSnapshot,
  ): Promise<Output>;
  chart(
    path: string,
    trend: Trend,
    target: { readonly dataDir: string; readonly force: boolean },
    lang?: "pl" | "en",
  ): Promise<{ readonly ok: boolean; readonly message: string }>;
}

const WRITER_HINT =
  "writes a file, which this read-only program never does: run it through the task that may write that file alone";

/** Every parsed command line except `serve`, which `main.ts` handles. */
export type CliArgs = Exclude<ParsedArgs, { readonly kind: "serve" }>;

export type StoreArgs = Exclude<CliArgs, { readonly kind: "help" | "version" | "usage_error" }>;
type QueryArgs = Exclude<StoreArgs, { readonly kind: "report" }>;

export interface Output {
  readonly code: number;
  readonly out?: string;
  readonly err?: string;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function failure(args: StoreArgs, code: string, message: string, hint?: string): Output {
  const clean = cleanText(message, 1000);
  if (args.json) return { code: 1, out: json({ ok: false, error: { code, message: clean } }) };
  return { code: 1, err: `${clean}${hint === undefined ? "" : `\n${hint}`}\n` };
}

function fromOutcome<T>(
  args: StoreArgs,
  outcome: Outcome<T>,
  render: (value: T) => string,
  program: string,
  query?: string,
): Output {
  if (outcome.ok) return { code: 0, out: args.json ? json(outcome.value) : render(outcome.value) };
  const code = outcome.error.code === "invalid_argument" ? 2 : 1;
  if (args.json) return { code, out: json({ ok: false, error: cleanError(outcome.error) }) };
  const hint = code === 2 ? `\n${helpHint(program)}` : "";
  return { code, err: `${errorText(outcome.error, query, program)}${hint}\n` };
}

function query(args: QueryArgs, view: StoreSnapshot, colour: boolean, program: string): Output {
  switch (args.kind) {
    case "markers":
      return fromOutcome(
        args,
        listMarkers(view, args.query),
        (v) => renderMarkers(v, colour),
        program,
        args.query,
      );
    case "trend":
      return fromOutcome(
        args,
        getTrend(view, args.marker, {
          from: args.from,
          to: args.to,
          max_points: args.maxPoints,
          around_event: args.around,
        }),
        (v) => renderTrend(v, colour),
        program,
        args.marker,
      );
    case "compare":
      return fromOutcome(
        args,
        compareMarkers(view, args.markers, { from: args.from, to: args.to }),
        (v) => renderCompare(v, colour),
        program,
      );
    case "results":
      return fromOutcome(
        args,
        getResults(view, { from: args.from, to: args.to, abnormal_only: args.abnormal }),
        (v) => renderResults(v, colour),
        program,
      );
    case "changes":
      return fromOutcome(
        args,
        changesSince(view, { since: args.since }),
        (v) => renderChanges(v, colour),
        program,
      );
    case "demo": {
      const demo = buildDemo(view);
      return { code: 0, out: args.json ? json(demo) : renderDemo(demo, colour) };
    }
    case "check": {
      const report = checkReport(view);
      return {
        code: report.problem_count > 0 ? 1 : 0,
        out: args.json ? json(report) : renderCheck(report),
      };
    }
  }
}

/** Writes the `--chart` SVG of a trend that was found; its message goes to stderr. */
async function withChart(
  output: Output,
  args: Extract<StoreArgs, { readonly kind: "trend" }>,
  view: StoreSnapshot,
  writers: FileWriters,
): Promise<Output> {
  const outcome = getTrend(view, args.marker, {
    from: args.from,
    to: args.to,
    max_points: args.maxPoints,
  });
  if (!outcome.ok || args.chart === undefined) return output;
  const written = await writers.chart(args.chart, outcome.value, {
    dataDir: args.dataDir,
    force: args.force === true,
  }, args.lang ?? "en");
  return { ...output, code: written.ok ? output.code : 1, err: `${written.message}\n` };
}

/** A one-line warning when the store has problems that `check` would show. */
function problemWarning(args: StoreArgs, view: StoreSnapshot, program: string): string {
  if (args.kind === "check") return "";
  const count = view.problems.filter((p) => !isNote(p)).length;
  return count === 0
    ? ""
    : `Warning: the data directory has ${plural(count, "problem")}; run "${
      cleanText(program, 300)
    } check" to see them\n`;
}

async function runOnStore(args: StoreArgs, io: CliIO): Promise<Output> {
  const program = io.program ?? PROGRAM;
  const store = io.openStore?.(args.dataDir) ??
    new ResultStore(args.dataDir, builtinLayer());
  let view: StoreSnapshot;
  try {
    // `check` reports a broken markers.yaml among its problems; the others refuse it.
    if (args.kind !== "check") await store.checkDictionary();
    view = await store.snapshot();
  } catch (error) {
    if (error instanceof StoreUnreadableError) {
      return failure(args, "store_unreadable", error.message);
    }
    if (error instanceof DictionaryFileError) {
      return failure(
        args,
        "dictionary_error",
        error.message,
        `Fix it, then run "${cleanText(program, 300)} check"`,
      );
    }
    throw error;
  }
  let output: Output;
  if (args.kind === "report") {
    output = await io.writers!.report(args, view);
  } else {
    output = query(args, view, io.colour, program);
    if (args.kind === "trend" && args.chart !== undefined && output.code === 0) {
      output = await withChart(output, args, view, io.writers!);
    }
  }
  const warning = problemWarning(args, view, program);
  return warning === "" ? output : { ...output, err: `${output.err ?? ""}${warning}` };
}

/**
 * Runs one command and returns its exit code: 0 when done, 1 when a marker
 * is not found or the data has a problem, 2 for a usage error.
 */
export async function runCli(args: CliArgs, io: CliIO): Promise<number> {
  let output: Output;
  if (args.kind === "help") output = { code: 0, out: usage(args.dataDir, io.program) };
  else if (args.kind === "version") {
    output = { code: 0, out: `${PROGRAM} ${io.version}\ndata: ${cleanText(args.dataDir, 4096)}\n` };
  } else if (args.kind === "usage_error") {
    output = { code: 2, err: `${PROGRAM}: ${args.message}\n${helpHint(io.program)}\n` };
  } else if (
    io.writers === undefined &&
    (args.kind === "report" || (args.kind === "trend" && args.chart !== undefined))
  ) {
    const task = args.kind === "report"
      ? "deno task report --out FILE.pdf"
      : "deno task chart MARKER --chart FILE.svg";
    output = {
      code: 2,
      err: `${PROGRAM}: "${
        args.kind === "report" ? "report" : "--chart"
      }" ${WRITER_HINT}: ${task}\n`,
    };
  } else output = await runOnStore(args, io);
  if (output.out !== undefined) io.stdout(output.out.replace(/\n$/, ""));
  if (output.err !== undefined) io.stderr(output.err.replace(/\n$/, ""));
  return output.code;
}
