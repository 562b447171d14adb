/**
 * Parsing the command line of an install task. Pure: the arguments and the
 * task's option spec come in, the values come out, and a mistake is a
 * `UsageError` naming it.
 *
 * Every `--` is ignored, because `deno task NAME -- args` passes it on
 * literally. Options take `--name value` or `--name=value`; when one is
 * repeated, the last wins.
 *
 * @module
 */

import { UsageError } from "./errors.ts";

/** The options one task accepts. */
export interface OptionSpec {
  /** Options that take a value, e.g. `--data`. */
  readonly values: readonly string[];
  /** Options that take none, e.g. `--write`. */
  readonly flags: readonly string[];
}

/** What was given on the command line. */
export interface ParsedOptions {
  /** The last value given for each value option. */
  readonly values: ReadonlyMap<string, string>;
  /** The flags that were given. */
  readonly flags: ReadonlySet<string>;
  /** Whether `-h` or `--help` was given. */
  readonly help: boolean;
}

/**
 * Parses `argv` (without the program name) against `spec`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const parsed = parseOptions(["--", "--data", "d1", "--data=d2", "--write"], {
 *   values: ["--data"],
 *   flags: ["--write"],
 * });
 * assert.equal(parsed.values.get("--data"), "d2");
 * assert.ok(parsed.flags.has("--write"));
 * ```
 */
export function parseOptions(argv: readonly string[], spec: OptionSpec): ParsedOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === "--") continue;
    if (token === "-h" || token === "--help") {
      help = true;
      continue;
    }
    if (!token.startsWith("--")) {
      throw new UsageError(`Unexpected argument ${JSON.stringify(token)}`);
    }
    const eq = token.indexOf("=");
    const name = eq < 0 ? token : token.slice(0, eq);
    const inline = eq < 0 ? undefined : token.slice(eq + 1);
    if (spec.values.includes(name)) {
      const next = argv[i + 1];
      const value = inline ?? (next !== undefined && !next.startsWith("--") ? next : undefined);
      if (inline === undefined && value !== undefined) i++;
      if (value === undefined || value === "") {
        throw new UsageError(`Option "${name}" needs a value`);
      }
      values.set(name, value);
    } else if (spec.flags.includes(name)) {
      if (inline !== undefined) throw new UsageError(`Option "${name}" takes no value`);
      flags.add(name);
    } else {
      throw new UsageError(`Unknown option "${name}"`);
    }
  }
  return { values, flags, help };
}
