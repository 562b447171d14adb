/**
 * The start every install task shares: its options parsed against its spec,
 * `--help` answered with its help, the required `--data DIR` and the task's
 * own usage rules checked, then the server name (`--name`), the base of
 * relative paths (`--cwd`) and the data directory resolved to its real path
 * and announced on stderr. The body runs under {@link guarded}, so every
 * expected failure ends as one message and an exit code.
 *
 * @module
 */

import { type DataDir, describeDataDir, resolveDataDir } from "./data_dir.ts";
import { EXIT, UsageError } from "./errors.ts";
import { guarded } from "./guard.ts";
import { checkName, DEFAULT_NAME } from "./names.ts";
import { type OptionSpec, type ParsedOptions, parseOptions } from "./options.ts";
import type { TaskIo } from "./task_io.ts";

/** One install task: how `deno task NAME` is called and explained. */
export interface InstallTask {
  /** Its name in `deno task NAME`. */
  readonly task: string;
  /** The options it accepts. */
  readonly spec: OptionSpec;
  /** What `--help` prints. */
  readonly help: string;
  /** Its own usage rules, checked after `--data`; throws a `UsageError`. */
  readonly check?: (options: ParsedOptions) => void;
}

/** What a task's body starts from. */
export interface TaskStart {
  readonly options: ParsedOptions;
  /** The checked server name. */
  readonly name: string;
  /** The base of relative paths: `--cwd`, else the working directory. */
  readonly base: string;
  readonly dataDir: DataDir;
}

/** Runs `task` on `argv` and returns its exit code; `body` runs unless help was asked for. */
export function runInstallTask(
  argv: readonly string[],
  io: TaskIo,
  task: InstallTask,
  body: (start: TaskStart) => Promise<number>,
): Promise<number> {
  return guarded(io, task.task, async () => {
    const options = parseOptions(argv, task.spec);
    if (options.help) {
      io.stdout(task.help);
      return EXIT.ok;
    }
    const given = options.values.get("--data");
    if (given === undefined) {
      throw new UsageError('Option "--data DIR" is required: the directory with your results');
    }
    task.check?.(options);
    const name = checkName(options.values.get("--name") ?? DEFAULT_NAME);
    const base = options.values.get("--cwd") ?? Deno.cwd();
    const dataDir = await resolveDataDir(given, base);
    io.stderr(describeDataDir(dataDir));
    return await body({ options, name, base, dataDir });
  });
}
