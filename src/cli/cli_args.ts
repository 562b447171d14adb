/**
 * Parsing the command line into one command with its options. Pure: the
 * arguments and the default data directory come in, a value comes out, and a
 * mistake is a `usage_error` with a message that names it.
 *
 * The words are split by `node:util` `parseArgs` (see `../command_line.ts`);
 * this file keeps the options, which command takes which, and the checks of
 * their values. A `--` is ignored wherever it appears: `deno task NAME --
 * args` passes it on literally, after any arguments the task bakes in.
 * Every option may be given as `--name value` or `--name=value`; when one is
 * repeated, the last wins, so that a user's `--data` overrides one baked
 * into a compiled binary.
 *
 * @module
 */

import {
  type DashDash,
  type OptionValues,
  parseCommandLine,
  problemMessage,
} from "../command_line.ts";
import { MAX_POINTS_RANGE } from "../domain/answers/trend.ts";
import { dateProblem } from "../domain/readings/dates.ts";
import { closeMatches } from "../domain/markers/similarity.ts";
import { PROGRAM } from "./usage.ts";

/** Options every reporting command takes. */
export interface CommonArgs {
  readonly dataDir: string;
  readonly json: boolean;
}

/** An optional date range, each end `YYYY-MM-DD`. */
export interface RangeArgs {
  readonly from?: string;
  readonly to?: string;
}

/** `markers [--query Q]` */
export interface MarkersArgs extends CommonArgs {
  readonly kind: "markers";
  readonly query?: string;
}

/** `trend MARKER [--from D] [--to D] [--max-points N] [--around EVENT] [--chart FILE]` */
export interface TrendArgs extends CommonArgs, RangeArgs {
  readonly kind: "trend";
  readonly marker: string;
  readonly maxPoints?: number;
  /** An event's date or words: the means before and after it. */
  readonly around?: string;
  /** Where to write the chart as SVG. */
  readonly chart?: string;
  /** Replace an existing chart file. */
  readonly force?: boolean;
  /** The chart's language (months, decimal commas, legend); English by default. */
  readonly lang?: "pl" | "en";
}

/** `report --out FILE [--since D] [--markers A,B] [--lang pl|en]` */
export interface ReportArgs extends CommonArgs {
  readonly kind: "report";
  readonly out: string;
  /** Replace an existing report file. */
  readonly force?: boolean;
  readonly since?: string;
  readonly markers?: readonly string[];
  readonly lang: "pl" | "en";
}

/** `compare M1 M2 [...M6] [--from D] [--to D]` */
export interface CompareArgs extends CommonArgs, RangeArgs {
  readonly kind: "compare";
  readonly markers: readonly string[];
}

/** `results [--from D] [--to D] [--abnormal]` */
export interface ResultsArgs extends CommonArgs, RangeArgs {
  readonly kind: "results";
  readonly abnormal: boolean;
}

/** `changes [--since D]` */
export interface ChangesArgs extends CommonArgs {
  readonly kind: "changes";
  readonly since?: string;
}

/** `check` or `demo`. */
export interface PlainArgs extends CommonArgs {
  readonly kind: "check" | "demo";
}

/** What the command line asks for. */
export type ParsedArgs =
  | { readonly kind: "serve"; readonly dataDir: string }
  | { readonly kind: "help"; readonly dataDir: string }
  | { readonly kind: "version"; readonly dataDir: string }
  | { readonly kind: "usage_error"; readonly message: string }
  | MarkersArgs
  | TrendArgs
  | CompareArgs
  | ResultsArgs
  | ReportArgs
  | ChangesArgs
  | PlainArgs;

const COMMANDS = [
  "serve",
  "markers",
  "trend",
  "compare",
  "results",
  "changes",
  "check",
  "demo",
  "report",
] as const;
type Command = typeof COMMANDS[number];

/** What a `--` means to the CLI: nothing, since tasks and binaries bake arguments in first. */
export const CLI_DASH_DASH: DashDash = "ignored";

/** Every option of the CLI, for `node:util` `parseArgs`. */
const OPTIONS = {
  data: { type: "string" },
  query: { type: "string" },
  from: { type: "string" },
  to: { type: "string" },
  "max-points": { type: "string" },
  chart: { type: "string" },
  around: { type: "string" },
  out: { type: "string" },
  since: { type: "string" },
  markers: { type: "string" },
  lang: { type: "string" },
  json: { type: "boolean" },
  abnormal: { type: "boolean" },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "V" },
} as const;
type Option = keyof typeof OPTIONS;
type Values = OptionValues<typeof OPTIONS>;

const COMMON: readonly Option[] = ["data", "json"];
const RANGE: readonly Option[] = ["from", "to"];
const ALLOWED: Readonly<Record<Command, readonly Option[]>> = {
  serve: ["data"],
  markers: [...COMMON, "query"],
  trend: [...COMMON, ...RANGE, "max-points", "around", "chart", "force", "lang"],
  compare: [...COMMON, ...RANGE],
  results: [...COMMON, ...RANGE, "abnormal"],
  changes: [...COMMON, "since"],
  check: COMMON,
  demo: COMMON,
  report: ["data", "out", "since", "markers", "lang", "force"],
};

/** `--name` of each option, as the messages and suggestions spell them. */
function dashed(names: readonly string[]): string[] {
  return names.map((name) => `--${name}`);
}

function isCommand(word: string): word is Command {
  return COMMANDS.some((command) => command === word);
}

function didYouMean(word: string, candidates: readonly string[]): string {
  const [best] = closeMatches(word, candidates, 1, 0.6);
  return best === undefined ? "" : `. Did you mean "${best}"?`;
}

function optionProblem(
  command: Command,
  values: Values,
  unknown: string | undefined,
): string | undefined {
  const allowed = ALLOWED[command];
  if (unknown !== undefined) {
    return `Unknown option "${unknown}" for "${command}"${didYouMean(unknown, dashed(allowed))}`;
  }
  const misplaced = (Object.keys(values) as Option[]).find((name) => !allowed.includes(name));
  return misplaced === undefined
    ? undefined
    : `Option "--${misplaced}" does not apply to "${command}"`;
}

function dateOption(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return `Option "${name}" expects a date as YYYY-MM-DD, got ${JSON.stringify(value)}`;
  }
  const problem = dateProblem(value);
  return problem === undefined
    ? undefined
    : `Option "${name}" ${value} is not a real date: ${problem}`;
}

function rangeOf(values: Values): RangeArgs | string {
  const { from, to } = values;
  const problem = dateOption("--from", from) ?? dateOption("--to", to);
  if (problem !== undefined) return problem;
  if (from !== undefined && to !== undefined && to < from) {
    return `"--to" ${to} is before "--from" ${from}`;
  }
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

function maxPointsOf(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  const { min, max } = MAX_POINTS_RANGE;
  return n >= min && n <= max
    ? n
    : `Option "--max-points" expects a whole number from ${min} to ${max}, got ${
      JSON.stringify(value)
    }`;
}

function quoteList(words: readonly string[]): string {
  return words.map((w) => JSON.stringify(w)).join(", ");
}

function wordsProblem(command: Command, words: readonly string[]): string | undefined {
  if (command === "trend") {
    if (words.length === 0) return `"trend" needs a marker, e.g. "${PROGRAM} trend FERR"`;
    if (words.length > 1) {
      return `"trend" takes one marker, got ${words.length}: ${
        quoteList(words)
      }. Quote a name with spaces, or use "compare"`;
    }
    return undefined;
  }
  if (command === "compare") {
    return words.length >= 2 && words.length <= 6
      ? undefined
      : `"compare" needs 2 to 6 markers, got ${words.length}${
        words.length > 0 ? `: ${quoteList(words)}` : ""
      }`;
  }
  const [extra] = words;
  if (extra === undefined) return undefined;
  const hint = command === "markers" ? `. To search, use --query ${JSON.stringify(extra)}` : "";
  return `Unexpected argument ${JSON.stringify(extra)} for "${command}"${hint}`;
}

function usageError(message: string): ParsedArgs {
  return { kind: "usage_error", message };
}

function reportOf(common: CommonArgs, values: Values): ParsedArgs {
  const { out, since, markers: list } = values;
  if (out === undefined) return usageError(`"report" needs --out FILE, e.g. --out visit.pdf`);
  const problem = dateOption("--since", since);
  if (problem !== undefined) return usageError(problem);
  const lang = values.lang ?? "pl";
  if (lang !== "pl" && lang !== "en") {
    return usageError(`Option "--lang" expects "pl" or "en", got ${JSON.stringify(lang)}`);
  }
  const markers = list?.split(",").map((m) => m.trim()).filter((m) => m !== "");
  if (markers !== undefined && (markers.length === 0 || markers.length > 12)) {
    return usageError(`Option "--markers" expects 1 to 12 markers separated by commas`);
  }
  return {
    kind: "report",
    ...common,
    out,
    lang,
    ...(values.force === true ? { force: true } : {}),
    ...(since !== undefined ? { since } : {}),
    ...(markers !== undefined ? { markers } : {}),
  };
}

/** Words people type for a command, and the command that does it. */
const COMMAND_WORDS: Readonly<Record<string, string>> = {
  latest: "results",
  last: "results",
  wyniki: "results",
  abnormal: "results --abnormal",
  list: "markers",
  badania: "markers",
  history: "trend MARKER",
  show: "trend MARKER",
  chart: "trend MARKER --chart FILE.svg",
  pdf: "report --out FILE.pdf",
};

/** The hint after an unknown command: the command meant by a common word, else the closest. */
function commandHint(word: string): string {
  const key = word.toLowerCase();
  const meant = Object.hasOwn(COMMAND_WORDS, key) ? COMMAND_WORDS[key] : undefined;
  return meant !== undefined ? `; for that, use "${meant}"` : didYouMean(word, COMMANDS);
}

/**
 * Parses the command line (without the program name). No command means
 * `serve`; `--help` and `--version` win wherever they appear.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseArgs(["--", "trend", "FERR", "--json"], "data"), {
 *   kind: "trend", dataDir: "data", json: true, marker: "FERR",
 * });
 * assert.deepEqual(parseArgs([], "data"), { kind: "serve", dataDir: "data" });
 * ```
 */
export function parseArgs(argv: readonly string[], defaultDataDir: string): ParsedArgs {
  const { values, positionals, problems } = parseCommandLine(argv, OPTIONS, CLI_DASH_DASH);
  const dataDir = values.data ?? defaultDataDir;
  if (values.help) return { kind: "help", dataDir };
  if (values.version) return { kind: "version", dataDir };
  const [first, ...words] = positionals;
  const unknown = problems.find((p) => p.kind === "unknown_option")?.option;
  if (first !== undefined && !isCommand(first)) {
    if (unknown !== undefined) {
      return usageError(
        `Unknown option "${unknown}"${didYouMean(unknown, dashed(Object.keys(OPTIONS)))}`,
      );
    }
    return usageError(`Unknown command ${JSON.stringify(first)}${commandHint(first)}`);
  }
  const command: Command = first ?? "serve";
  const valueProblem = problems.find((p) => p.kind !== "unknown_option");
  const problem = (valueProblem && problemMessage(valueProblem)) ??
    optionProblem(command, values, unknown) ?? wordsProblem(command, words);
  if (problem !== undefined) return usageError(problem);
  if (command === "serve") return { kind: "serve", dataDir };
  const common: CommonArgs = { dataDir, json: values.json === true };
  if (command === "markers") {
    const { query } = values;
    return { kind: "markers", ...common, ...(query !== undefined ? { query } : {}) };
  }
  if (command === "check" || command === "demo") return { kind: command, ...common };
  if (command === "report") return reportOf(common, values);
  if (command === "changes") {
    const { since } = values;
    const problem = dateOption("--since", since);
    if (problem !== undefined) return usageError(problem);
    return { kind: "changes", ...common, ...(since !== undefined ? { since } : {}) };
  }
  const range = rangeOf(values);
  if (typeof range === "string") return usageError(range);
  if (command === "results") {
    return { kind: "results", ...common, ...range, abnormal: values.abnormal === true };
  }
  if (command === "compare") return { kind: "compare", ...common, ...range, markers: words };
  const maxPoints = maxPointsOf(values["max-points"]);
  if (typeof maxPoints === "string") return usageError(maxPoints);
  const { chart, around, lang } = values;
  if (lang !== undefined && chart === undefined) {
    return usageError(
      `Option "--lang" of "trend" is the chart's language: give --chart FILE.svg too`,
    );
  }
  if (lang !== undefined && lang !== "pl" && lang !== "en") {
    return usageError(`Option "--lang" expects "pl" or "en", got ${JSON.stringify(lang)}`);
  }
  return {
    kind: "trend",
    ...common,
    ...range,
    marker: words[0]!,
    ...(maxPoints !== undefined ? { maxPoints } : {}),
    ...(chart !== undefined ? { chart } : {}),
    ...(chart !== undefined && values.force === true ? { force: true } : {}),
    ...(lang === "pl" || lang === "en" ? { lang } : {}),
    ...(around !== undefined ? { around } : {}),
  };
}
