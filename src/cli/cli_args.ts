/**
 * Parsing the command line into one command with its options. Pure: the
 * arguments and the default data directory come in, a value comes out, and a
 * mistake is a `usage_error` with a message that names it.
 *
 * A `--` is ignored wherever it appears, because `deno task NAME -- args`
 * passes it on literally. Every option may be given as `--name value` or
 * `--name=value`; when one is repeated, the last wins, so that a user's
 * `--data` overrides one baked into a compiled binary.
 *
 * @module
 */

import { MAX_POINTS_RANGE } from "../domain/trend.ts";
import { dateProblem } from "../domain/dates.ts";
import { closeMatches } from "../domain/similarity.ts";
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

/** `trend MARKER [--from D] [--to D] [--max-points N] [--chart FILE]` */
export interface TrendArgs extends CommonArgs, RangeArgs {
  readonly kind: "trend";
  readonly marker: string;
  readonly maxPoints?: number;
  /** Where to write the chart as SVG. */
  readonly chart?: string;
}

/** `report --out FILE [--since D] [--markers A,B] [--lang pl|en]` */
export interface ReportArgs extends CommonArgs {
  readonly kind: "report";
  readonly out: string;
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
  | PlainArgs;

const COMMANDS = [
  "serve",
  "markers",
  "trend",
  "compare",
  "results",
  "check",
  "demo",
  "report",
] as const;
type Command = typeof COMMANDS[number];

const COMMON = ["--data", "--json"];
const RANGE = ["--from", "--to"];
const ALLOWED: Readonly<Record<Command, readonly string[]>> = {
  serve: ["--data"],
  markers: [...COMMON, "--query"],
  trend: [...COMMON, ...RANGE, "--max-points", "--chart"],
  compare: [...COMMON, ...RANGE],
  results: [...COMMON, ...RANGE, "--abnormal"],
  check: COMMON,
  demo: COMMON,
  report: ["--data", "--out", "--since", "--markers", "--lang"],
};
const TAKES_VALUE = new Set([
  "--data",
  "--query",
  "--from",
  "--to",
  "--max-points",
  "--chart",
  "--out",
  "--since",
  "--markers",
  "--lang",
]);
const FLAGS = new Set(["--json", "--abnormal"]);

const OPTIONS = [...TAKES_VALUE, ...FLAGS, "--help", "--version"];

function isCommand(word: string): word is Command {
  return COMMANDS.some((command) => command === word);
}

/** The options and words of a command line, before the command is known. */
interface Scan {
  readonly values: Map<string, string | true>;
  readonly unknown: string[];
  readonly words: string[];
  help: boolean;
  version: boolean;
  error?: string;
}

function scan(argv: readonly string[]): Scan {
  const result: Scan = { values: new Map(), unknown: [], words: [], help: false, version: false };
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === "--") continue;
    if (token === "-h" || token === "--help") result.help = true;
    else if (token === "-V" || token === "--version") result.version = true;
    else if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const name = eq < 0 ? token : token.slice(0, eq);
      const inline = eq < 0 ? undefined : token.slice(eq + 1);
      if (TAKES_VALUE.has(name)) {
        const next = argv[i + 1];
        const value = inline ?? (next !== undefined && !next.startsWith("-") ? next : undefined);
        if (inline === undefined && value !== undefined) i++;
        if (value === undefined || value === "") {
          result.error ??= `Option "${name}" needs a value`;
        } else result.values.set(name, value);
      } else if (FLAGS.has(name)) {
        if (inline !== undefined) result.error ??= `Option "${name}" takes no value`;
        else result.values.set(name, true);
      } else result.unknown.push(name);
    } else if (token.startsWith("-") && token.length > 1) result.unknown.push(token);
    else result.words.push(token);
  }
  return result;
}

function didYouMean(word: string, candidates: readonly string[]): string {
  const [best] = closeMatches(word, candidates, 1, 0.6);
  return best === undefined ? "" : `. Did you mean "${best}"?`;
}

function optionProblem(command: Command, found: Scan): string | undefined {
  const allowed = ALLOWED[command];
  const [unknown] = found.unknown;
  if (unknown !== undefined) {
    return `Unknown option "${unknown}" for "${command}"${didYouMean(unknown, allowed)}`;
  }
  const misplaced = [...found.values.keys()].find((name) => !allowed.includes(name));
  return misplaced === undefined
    ? undefined
    : `Option "${misplaced}" does not apply to "${command}"`;
}

function dateOption(name: string, value: string | true | undefined): string | undefined {
  if (typeof value !== "string") return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return `Option "${name}" expects a date as YYYY-MM-DD, got ${JSON.stringify(value)}`;
  }
  const problem = dateProblem(value);
  return problem === undefined
    ? undefined
    : `Option "${name}" ${value} is not a real date: ${problem}`;
}

function rangeOf(values: ReadonlyMap<string, string | true>): RangeArgs | string {
  const from = values.get("--from"), to = values.get("--to");
  const problem = dateOption("--from", from) ?? dateOption("--to", to);
  if (problem !== undefined) return problem;
  if (typeof from === "string" && typeof to === "string" && to < from) {
    return `"--to" ${to} is before "--from" ${from}`;
  }
  return {
    ...(typeof from === "string" ? { from } : {}),
    ...(typeof to === "string" ? { to } : {}),
  };
}

function maxPointsOf(value: string | true | undefined): number | string | undefined {
  if (typeof value !== "string") return undefined;
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

function reportOf(common: CommonArgs, values: ReadonlyMap<string, string | true>): ParsedArgs {
  const out = values.get("--out");
  if (typeof out !== "string") return usageError(`"report" needs --out FILE, e.g. --out visit.pdf`);
  const since = values.get("--since");
  const problem = dateOption("--since", since);
  if (problem !== undefined) return usageError(problem);
  const lang = values.get("--lang") ?? "pl";
  if (lang !== "pl" && lang !== "en") {
    return usageError(`Option "--lang" expects "pl" or "en", got ${JSON.stringify(lang)}`);
  }
  const list = values.get("--markers");
  const markers = typeof list === "string"
    ? list.split(",").map((m) => m.trim()).filter((m) => m !== "")
    : undefined;
  if (markers !== undefined && (markers.length === 0 || markers.length > 12)) {
    return usageError(`Option "--markers" expects 1 to 12 markers separated by commas`);
  }
  return {
    kind: "report",
    ...common,
    out,
    lang,
    ...(typeof since === "string" ? { since } : {}),
    ...(markers !== undefined ? { markers } : {}),
  };
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
  const found = scan(argv);
  const data = found.values.get("--data");
  const dataDir = typeof data === "string" ? data : defaultDataDir;
  if (found.help) return { kind: "help", dataDir };
  if (found.version) return { kind: "version", dataDir };
  const [first, ...words] = found.words;
  const [unknown] = found.unknown;
  if (first !== undefined && !isCommand(first)) {
    if (unknown !== undefined) {
      return usageError(`Unknown option "${unknown}"${didYouMean(unknown, OPTIONS)}`);
    }
    return usageError(`Unknown command ${JSON.stringify(first)}${didYouMean(first, COMMANDS)}`);
  }
  const command: Command = first ?? "serve";
  const problem = found.error ?? optionProblem(command, found) ?? wordsProblem(command, words);
  if (problem !== undefined) return usageError(problem);
  if (command === "serve") return { kind: "serve", dataDir };
  const common: CommonArgs = { dataDir, json: found.values.has("--json") };
  if (command === "markers") {
    const query = found.values.get("--query");
    return { kind: "markers", ...common, ...(typeof query === "string" ? { query } : {}) };
  }
  if (command === "check" || command === "demo") return { kind: command, ...common };
  if (command === "report") return reportOf(common, found.values);
  const range = rangeOf(found.values);
  if (typeof range === "string") return usageError(range);
  if (command === "results") {
    return { kind: "results", ...common, ...range, abnormal: found.values.has("--abnormal") };
  }
  if (command === "compare") return { kind: "compare", ...common, ...range, markers: words };
  const maxPoints = maxPointsOf(found.values.get("--max-points"));
  if (typeof maxPoints === "string") return usageError(maxPoints);
  const chart = found.values.get("--chart");
  return {
    kind: "trend",
    ...common,
    ...range,
    marker: words[0]!,
    ...(maxPoints !== undefined ? { maxPoints } : {}),
    ...(typeof chart === "string" ? { chart } : {}),
  };
}
