/**
 * The two roles of `events.ts` (`deno task events`): the launcher resolves
 * `--data` against the folder the task was started from and re-runs the
 * entry point sandboxed, reading the data directory and writing only
 * `events.yaml`, its temp file and its lock file (nothing at all for
 * `list`); the worker runs the command (`run_events.ts`).
 *
 * @module
 */

import { withLastOptions } from "../command_line.ts";
import { resolvePath, type SandboxedEntry, workerArgs } from "../sandboxed_child.ts";
import { CONSOLE_OUTPUT } from "../sandboxed_child.ts";
import { EVENTS_NAME } from "../store/events_file.ts";
import { EVENTS_DASH_DASH, EVENTS_USAGE, type EventsArgs, parseEventsArgs } from "./event_args.ts";
import { EVENTS_LOCK_NAME, EVENTS_TEMP_NAME, type EventsOutput, runEvents } from "./run_events.ts";

/**
 * The worker's `deno` arguments: read the data directory, write only the events file.
 *
 * @internal test seam: the permission tests read the worker's exact flags.
 */
export function eventsWorkerCommand(
  script: string,
  dataDir: string,
  write: boolean,
  argv: readonly string[],
): string[] {
  const files = [EVENTS_NAME, EVENTS_TEMP_NAME, EVENTS_LOCK_NAME].map((name) =>
    `${dataDir}/${name}`
  );
  return workerArgs(
    script,
    { read: [dataDir], write: write ? files : [] },
    withLastOptions(argv, ["--data", dataDir], EVENTS_DASH_DASH),
  );
}

/**
 * What the launcher answers without a worker, as an exit code: the help (0)
 * and a usage error (2); `undefined` when the worker must run.
 *
 * @internal test seam: the tests check what the launcher answers without starting a worker.
 */
export function answeredByLauncher(args: EventsArgs, output: EventsOutput): number | undefined {
  if (args.kind === "help") {
    output.out(EVENTS_USAGE);
    return 0;
  }
  if (args.kind === "usage_error") {
    output.err(`${args.message}\n\n${EVENTS_USAGE}`);
    return 2;
  }
  return undefined;
}

/** `events.ts` as launcher and worker. */
export const EVENTS_ENTRY: SandboxedEntry = {
  launch(argv, here) {
    const args = parseEventsArgs(argv, here.dataDir);
    if (args.kind !== "add" && args.kind !== "list") {
      return { exit: answeredByLauncher(args, CONSOLE_OUTPUT) ?? 2 };
    }
    const dataDir = resolvePath(args.dataDir, here.baseDir);
    return { child: eventsWorkerCommand(here.script, dataDir, args.kind === "add", argv) };
  },
  async work(argv, here) {
    const args = parseEventsArgs(argv, here.dataDir);
    if (args.kind !== "add" && args.kind !== "list") return 2;
    return await runEvents(args, CONSOLE_OUTPUT);
  },
};
