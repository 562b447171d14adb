/**
 * `deno task events`: keeps a person's `events.yaml` (medications started,
 * illnesses, pregnancies) beside their results. Run as the launcher, it
 * resolves `--data` against the folder the task was started from and re-runs
 * itself sandboxed: reading the data directory, and writing only
 * `events.yaml`, its temp file and its lock file (nothing at all for `list`).
 *
 * @module
 */

import { withLastOptions } from "./src/command_line.ts";
import {
  EVENTS_DASH_DASH,
  EVENTS_USAGE,
  type EventsArgs,
  parseEventsArgs,
} from "./src/events/event_args.ts";
import {
  EVENTS_LOCK_NAME,
  EVENTS_TEMP_NAME,
  type EventsOutput,
  runEvents,
} from "./src/events/run_events.ts";
import {
  resolvePath,
  runSandboxedChild,
  userFolder,
  WORKER_FLAG,
  workerArgs,
} from "./src/sandboxed_child.ts";
import { EVENTS_NAME } from "./src/store/events_file.ts";

function defaultDataDir(): string {
  return decodeURIComponent(new URL("./data", import.meta.url).pathname);
}

/** The worker's `deno` arguments: read the data directory, write only the events file. */
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

const consoleOutput: EventsOutput = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

async function launch(argv: readonly string[]): Promise<number> {
  const args = parseEventsArgs(argv, defaultDataDir());
  if (args.kind !== "add" && args.kind !== "list") {
    return answeredByLauncher(args, consoleOutput) ?? 2;
  }
  const dataDir = resolvePath(args.dataDir, userFolder());
  const script = decodeURIComponent(new URL(import.meta.url).pathname);
  try {
    return await runSandboxedChild(
      Deno.execPath(),
      eventsWorkerCommand(script, dataDir, args.kind === "add", argv),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function work(argv: readonly string[]): Promise<number> {
  const args = parseEventsArgs(argv, defaultDataDir());
  if (args.kind !== "add" && args.kind !== "list") return 2;
  return await runEvents(args, consoleOutput);
}

if (import.meta.main) {
  Deno.exit(
    Deno.args[0] === WORKER_FLAG ? await work(Deno.args.slice(1)) : await launch(Deno.args),
  );
}
