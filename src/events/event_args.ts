/**
 * The command line of `deno task events`: `add DATE TEXT [--kind K]
 * [--end DATE]` and `list`, each with `--data DIR`. Parsed with `node:util`
 * `parseArgs`; this file keeps only the option spec and the checks.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { EVENT_KINDS, type EventKind, type LifeEvent } from "../domain/events.ts";

/** What the events command was asked to do. */
export type EventsArgs =
  | { readonly kind: "add"; readonly dataDir: string; readonly event: LifeEvent }
  | { readonly kind: "list"; readonly dataDir: string }
  | { readonly kind: "help" }
  | { readonly kind: "usage_error"; readonly message: string };

/** The usage text. */
export const EVENTS_USAGE = `Usage:
  deno task events add --data DIR YYYY-MM-DD "what happened" [--kind KIND] [--end YYYY-MM-DD]
  deno task events list --data DIR

Keeps DIR/events.yaml: dated events (a medication started, an illness, a
pregnancy) that the server shows beside your results. KIND is one of
${EVENT_KINDS.join(", ")} (default other). Only that file is written.`;

/**
 * Parses the arguments of `deno task events`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseEventsArgs(["add", "--data", "d", "2024-03-01", "statin", "--kind", "medication"], "x"), {
 *   kind: "add", dataDir: "d", event: { date: "2024-03-01", text: "statin", kind: "medication" },
 * });
 * assert.equal(parseEventsArgs(["add", "2024-03-01"], "x").kind, "usage_error");
 * ```
 */
export function parseEventsArgs(argv: readonly string[], defaultDataDir: string): EventsArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv[0] === "--" ? argv.slice(1) : [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        data: { type: "string" },
        kind: { type: "string" },
        end: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return { kind: "usage_error", message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  const [command, ...rest] = positionals;
  const dataDir = values.data ?? defaultDataDir;
  if (command === "list") {
    if (rest.length > 0) {
      return { kind: "usage_error", message: `"list" takes no words, got "${rest[0]}"` };
    }
    return { kind: "list", dataDir };
  }
  if (command !== "add") {
    return {
      kind: "usage_error",
      message: command === undefined
        ? 'Say "add" or "list"'
        : `Unknown command "${command}": say "add" or "list"`,
    };
  }
  if (rest.length !== 2) {
    return {
      kind: "usage_error",
      message: '"add" takes a date and a text: add 2024-03-01 "atorwastatyna 20 mg"',
    };
  }
  const kind = values.kind ?? "other";
  if (!(EVENT_KINDS as readonly string[]).includes(kind)) {
    return {
      kind: "usage_error",
      message: `"--kind" "${kind}" must be one of ${EVENT_KINDS.join(", ")}`,
    };
  }
  const [date, text] = rest as [string, string];
  const event: LifeEvent = {
    date,
    ...(values.end !== undefined ? { end: values.end } : {}),
    text,
    kind: kind as EventKind,
  };
  return { kind: "add", dataDir, event };
}
