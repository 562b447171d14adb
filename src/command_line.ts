/**
 * The one command-line parser of every entry point (the CLI and its writers,
 * the importer, the events task): `node:util`'s `parseArgs` splits the words,
 * this module checks them against an option spec and names each mistake, and
 * each caller keeps only its spec and its own checks.
 *
 * Options take `--name value` or `--name=value`; a repeated option's last
 * value wins (a user's `--data` overrides a baked one); an empty value is a
 * missing one. `deno task NAME -- args` passes its `--` on literally, so a
 * leading `--` is always dropped. A later `--` depends on the command line
 * ({@link DashDash}).
 *
 * @module
 */

import { parseArgs } from "node:util";

/** One option: whether it takes a value, its one-letter form, whether it may repeat. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  /** Every value is kept, in order (only for `string` options). */
  readonly multiple?: boolean;
}

/** The options of a command line, by long name without the dashes. */
export type OptionsSpec = Readonly<Record<string, OptionSpec>>;

/**
 * What a `--` after the first word means. `ends_options`: what follows is
 * words, even when it starts with a dash (a name such as `-x`). `ignored`:
 * nothing, for a command line whose entry point bakes arguments in before
 * the user's (`deno task demo -- --json` arrives as `demo --data D -- --json`).
 */
export type DashDash = "ends_options" | "ignored";

/** A mistake in the options, with the option as it was written. */
export interface OptionProblem {
  readonly kind: "unknown_option" | "needs_value" | "takes_no_value";
  /** As written: `--form`, `-x`. */
  readonly option: string;
}

/** The values given, typed by the spec: a string, a list of them, or `true`. */
export type OptionValues<S extends OptionsSpec> = {
  -readonly [K in keyof S]?: S[K] extends { readonly type: "string"; readonly multiple: true }
    ? string[]
    : S[K] extends { readonly type: "string" } ? string
    : true;
};

/** A parsed command line: the values, the words, and every mistake in order. */
export interface CommandLine<S extends OptionsSpec> {
  readonly values: OptionValues<S>;
  readonly positionals: readonly string[];
  readonly problems: readonly OptionProblem[];
}

/** Whether a word would be read as an option (`-x`, `--x`), not as a value. */
function optionLike(word: string): boolean {
  return word.length > 1 && word.startsWith("-");
}

function withoutLeadingDashDash(argv: readonly string[]): string[] {
  let start = 0;
  while (argv[start] === "--") start++;
  return argv.slice(start);
}

/**
 * Parses `argv` (without the program name) against `spec`. Never throws: a
 * mistake is listed in `problems`, and the rest is still read, so that a
 * caller can put `--help` first or name the command in its message.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const spec = { data: { type: "string" }, json: { type: "boolean" } } as const;
 * const line = parseCommandLine(["--", "check", "--data", "a", "--data=b", "--json"], spec, "ignored");
 * assert.deepEqual(line, { values: { data: "b", json: true }, positionals: ["check"], problems: [] });
 * assert.deepEqual(parseCommandLine(["--jsn"], spec, "ignored").problems, [
 *   { kind: "unknown_option", option: "--jsn" },
 * ]);
 * assert.deepEqual(parseCommandLine(["a", "--", "-x"], spec, "ends_options").positionals, ["a", "-x"]);
 * ```
 */
export function parseCommandLine<const S extends OptionsSpec>(
  argv: readonly string[],
  spec: S,
  dashDash: DashDash,
): CommandLine<S> {
  const args = dashDash === "ignored"
    ? argv.filter((word) => word !== "--")
    : withoutLeadingDashDash(argv);
  const { tokens } = parseArgs({
    args,
    options: spec,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Record<string, string | string[] | true> = {};
  const positionals: string[] = [];
  const problems: OptionProblem[] = [];
  for (const token of tokens) {
    if (token.kind === "positional") positionals.push(token.value);
    if (token.kind !== "option") continue;
    const option = Object.hasOwn(spec, token.name) ? spec[token.name] : undefined;
    // A one-letter option is known only by the short form its spec declares.
    const known = option !== undefined &&
      (token.rawName.startsWith("--") || option.short === token.rawName.slice(1));
    if (!known) problems.push({ kind: "unknown_option", option: token.rawName });
    else if (option.type === "boolean") {
      if (token.value !== undefined) {
        problems.push({ kind: "takes_no_value", option: token.rawName });
      } else values[token.name] = true;
    } else if (
      token.value === undefined || token.value === "" ||
      (!token.inlineValue && optionLike(token.value))
    ) {
      problems.push({ kind: "needs_value", option: token.rawName });
    } else if (option.multiple) {
      const list = values[token.name];
      values[token.name] = [...(Array.isArray(list) ? list : []), token.value];
    } else values[token.name] = token.value;
  }
  return { values: values as OptionValues<S>, positionals, problems };
}

/**
 * A problem in words: `Unknown option "--form"`, `Option "--data" needs a
 * value`, `Option "--json" takes no value`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(problemMessage({ kind: "needs_value", option: "--data" }), 'Option "--data" needs a value');
 * ```
 */
export function problemMessage(problem: OptionProblem): string {
  const option = JSON.stringify(problem.option);
  switch (problem.kind) {
    case "unknown_option":
      return `Unknown option ${option}`;
    case "needs_value":
      return `Option ${option} needs a value`;
    case "takes_no_value":
      return `Option ${option} takes no value`;
  }
}

/**
 * The user's arguments with `options` added so that they come last among the
 * options, and so win over the user's own: for a launcher that re-runs an
 * entry point with absolute paths. A leading `--` is dropped; with
 * `ends_options`, the options go before a later `--`, where they still count
 * as options.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(withLastOptions(["--", "add", "--", "-5 kg"], ["--data", "/d"], "ends_options"), [
 *   "add", "--data", "/d", "--", "-5 kg",
 * ]);
 * assert.deepEqual(withLastOptions(["demo", "--", "--json"], ["--data", "/d"], "ignored"), [
 *   "demo", "--json", "--data", "/d",
 * ]);
 * ```
 */
export function withLastOptions(
  argv: readonly string[],
  options: readonly string[],
  dashDash: DashDash,
): string[] {
  if (dashDash === "ignored") return [...argv.filter((word) => word !== "--"), ...options];
  const args = withoutLeadingDashDash(argv);
  const end = args.indexOf("--");
  return end < 0 ? [...args, ...options] : [...args.slice(0, end), ...options, ...args.slice(end)];
}
