/**
 * The command line of `deno task events`: `add DATE TEXT [--kind K]
 * [--end DATE]` and `list`, each with `--data DIR`. Parsed by
 * `../command_line.ts` (`node:util` `parseArgs`); this file keeps only the
 * option spec and the checks. A leading `--` (from `deno task events --`)
 * is dropped; a later one ends the options, so a text may start with `-`.
 *
 * @module
 */

import { type DashDash, parseCommandLine, problemMessage } from "../command_line.ts";
import { EVENT_KINDS, type EventKind, type LifeEvent } from "../domain/changes/life_events.ts";

/** What the events command was asked to do. */
export type EventsArgs =
  | { readonly kind: "add"; readonly dataDir: string; readonly event: LifeEvent }
  | { readonly kind: "list"; readonly dataDir: string }
  | { readonly kind: "help" }
  | { readonly kind: "usage_error"; readonly message: string };

/** What a `--` means to the events task: the end of the options. */
export const EVENTS_DASH_DASH: DashDash = "ends_options";

const OPTIONS = {
  data: { type: "string" },
  kind: { type: "string" },
  end: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

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
  const { values, positionals, problems } = parseCommandLine(argv, OPTIONS, EVENTS_DASH_DASH);
  if (values.help) return { kind: "help" };
  const [problem] = problems;
  if (problem !== undefined) return { kind: "usage_error", message: problemMessage(problem) };
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
