/**
 * `deno task desktop`: the Claude Desktop entry for one person's server.
 *
 * `deno task desktop --data DIR [--binary FILE | --deno] [--name NAME] [--write] [--force]`
 * prints the `mcpServers` snippet (stdout) and where the config lives
 * (stderr); with `--write` it merges the entry into that file. This is the
 * only part of the product that writes outside the data directory. It runs
 * as the worker of `scripts/desktop.ts`, whose launcher grants it write
 * permission on exactly one folder: Claude Desktop's config folder for this
 * OS.
 *
 * The launcher: a fixed task line cannot name that folder, because it
 * depends on the OS and on HOME or APPDATA (a line such as
 * `--allow-write=$APPDATA/Claude` turns into `/Claude` where APPDATA is
 * unset). So the task line grants no write at all; the launcher computes the
 * folder with the same pure function the task uses, and re-runs
 * `scripts/desktop.ts` as the worker, with `Deno.execPath()`, and
 * `--allow-write=<that one folder>`, only when `--write` is given. The
 * runtime, not our code, then refuses any write elsewhere, including a
 * `--config FILE` outside that folder.
 *
 * @module
 */

import { type Grants, unsafePath, workerArgs } from "../sandboxed_child.ts";
import { dirname } from "node:path";
import { askBinary, bundleServer, commandLine, requireOurs } from "./server_build.ts";
import {
  binaryEntry,
  claudeConfigFolder,
  claudeConfigPath,
  type ClaudeEnv,
  claudeEnv,
  configTarget,
  denoEntry,
  type DesktopEntry,
  isTransientDeno,
  snippet,
  writeDesktopConfig,
  type WriteOutcome,
} from "./desktop_config.ts";
import {
  absolutePath,
  binaryFileName,
  DEFAULT_NAME,
  defaultDistDir,
  EXIT,
  InstallError,
  type InstallTask,
  type OptionSpec,
  parseOptions,
  runInstallTask,
  type TaskIo,
  UsageError,
} from "./install_task.ts";
import { isAbsolute as posixAbsolute } from "node:path/posix";
import { isAbsolute as windowsAbsolute } from "node:path/win32";

/** The help of `deno task desktop`. */
const DESKTOP_HELP = `deno task desktop: add one person's server to Claude Desktop

Usage:
  deno task desktop --data DIR [--binary FILE | --deno] [--name NAME] [--write] [--force]

Options:
  --data DIR     The person's data directory (required)
  --binary FILE  The compiled server (default: dist/NAME). It must report DIR
                 as its baked data directory, or nothing is written.
  --deno         Run the server with this deno instead of a binary: builds
                 dist/server.js (one file, deno task build:server), then
                 deno run --no-prompt --allow-read=DIR dist/server.js --data DIR
  --name NAME    The server's name in Claude Desktop (default: ${DEFAULT_NAME});
                 one per person, e.g. bloodwork-anna
  --write        Merge the entry into Claude Desktop's config file. Other
                 servers and settings are kept, a timestamped backup is
                 written beside it first, and the file is replaced atomically.
  --force        With --write, replace an existing entry of the same name
  --config FILE  Use this config file instead of Claude Desktop's own
  -h, --help     Show this help

Without --write, the JSON snippet is printed along with the location of the
config file on this computer. Restart Claude Desktop after writing.`;

/** The options `deno task desktop` accepts. */
const DESKTOP_SPEC: OptionSpec = {
  values: ["--data", "--binary", "--name", "--config", "--cwd"],
  flags: ["--deno", "--write", "--force"],
};

const DESKTOP: InstallTask = {
  task: "desktop",
  spec: DESKTOP_SPEC,
  help: DESKTOP_HELP,
  check: (options) => {
    if (options.flags.has("--deno") && options.values.has("--binary")) {
      throw new UsageError(
        'Options "--binary" and "--deno" exclude each other: pick one way to run the server',
      );
    }
    if (options.flags.has("--force") && !options.flags.has("--write")) {
      throw new UsageError('Option "--force" only applies with "--write"');
    }
  },
};

async function binaryEntryFor(
  binary: string,
  dataDir: string,
  name: string,
): Promise<DesktopEntry> {
  try {
    await Deno.stat(binary);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    throw new InstallError(
      `No binary at "${binary}". Build it with "deno task compile --data DIR --name ${name}", ` +
        "or use --deno to run the server with deno instead",
    );
  }
  requireOurs(
    binary,
    await askBinary(binary),
    dataDir,
    'Build one with "deno task compile --data DIR"',
  );
  return binaryEntry(binary);
}

/** Turns the sandbox's denial of a config outside the Claude folder into advice. */
async function writeOutsideSandboxExplained<T>(file: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof Deno.errors.NotCapable)) throw error;
    const folder = dirname(file);
    const line = unsafePath([folder]) === undefined
      ? commandLine(
        ["deno", ...workerArgs("scripts/desktop.ts", desktopGrants(folder), [])],
        Deno.build.os,
      )
      : undefined;
    throw new InstallError(
      `The desktop task may write only in Claude Desktop's config folder, and "${file}" is outside it. ` +
        (line === undefined ? "" : `To write there, run ${line} with the same options. `) +
        "Nothing was changed",
    );
  }
}

function describeOutcome(outcome: WriteOutcome, config: string, name: string): string {
  const file = outcome.target === undefined
    ? `"${config}"`
    : `"${config}" (a link to "${outcome.target}")`;
  const what = {
    created: `Created ${file} with the server "${name}"`,
    added: `Added the server "${name}" to ${file}`,
    replaced: `Replaced the server "${name}" in ${file}`,
    unchanged: `${file} already has this entry for "${name}"; nothing was changed`,
  }[outcome.kind];
  const saved = outcome.backup === undefined
    ? ""
    : `\nThe previous file is saved as "${outcome.backup}"`;
  const restart = outcome.kind === "unchanged"
    ? ""
    : `\nQuit Claude Desktop completely and start it again to load "${name}"`;
  return `${what}${saved}${restart}`;
}

/**
 * Runs the desktop task and returns its exit code. `--cwd DIR` (passed by
 * the task line) is the base of relative paths; `env` (HOME and APPDATA, by
 * default this process's) locates Claude Desktop's config file.
 */
export function runDesktopTask(
  argv: readonly string[],
  io: TaskIo,
  env: ClaudeEnv = claudeEnv(),
): Promise<number> {
  return runInstallTask(argv, io, DESKTOP, async ({ options, name, base, dataDir }) => {
    let entry: DesktopEntry;
    if (options.flags.has("--deno")) {
      const deno = Deno.execPath();
      if (isTransientDeno(deno)) {
        io.stderr(
          `Warning: deno runs from "${deno}", a temporary npx copy that may be deleted. ` +
            "Install Deno (e.g. npm install -g deno) and run this again so the entry keeps working",
        );
      }
      const bundle = await bundleServer(deno);
      io.stderr(
        `${bundle.built ? "Built" : "Up to date:"} the server bundle "${bundle.path}"; ` +
          "run this again after updating the code",
      );
      entry = denoEntry({ deno, bundle: bundle.path, dataDir: dataDir.real });
    } else {
      const binary = absolutePath(
        options.values.get("--binary") ??
          `${defaultDistDir()}/${binaryFileName(name, Deno.build.os)}`,
        base,
      );
      entry = await binaryEntryFor(binary, dataDir.real, name);
    }
    const configOption = options.values.get("--config");
    const file = configOption === undefined
      ? claudeConfigPath(Deno.build.os, env)
      : absolutePath(configOption, base);
    if (!options.flags.has("--write")) {
      io.stdout(snippet(name, entry));
      io.stderr(
        `Claude Desktop's config file on this computer: ${file}\n` +
          'Put the entry under "mcpServers" there, or run this again with --write to merge it in (a backup is made first)',
      );
      return EXIT.ok;
    }
    // A symlinked config is written through to its target: the sandbox must allow that folder.
    const outcome = await writeOutsideSandboxExplained(
      await configTarget(file),
      () => writeDesktopConfig(file, name, entry, { force: options.flags.has("--force") }),
    );
    io.stdout(snippet(name, entry));
    io.stderr(describeOutcome(outcome, file, name));
    return EXIT.ok;
  });
}

/** Where the launcher runs: the OS, HOME/APPDATA, the worker script and deno. */
export interface DesktopLaunch {
  readonly os: typeof Deno.build.os;
  readonly env: ClaudeEnv;
  /** Absolute path of `scripts/desktop.ts`. */
  readonly script: string;
  /** Absolute path of the repository's deno.json. */
  readonly config: string;
}

/**
 * The one folder the worker may write, or `undefined` for none: without
 * `--write` (or with `--help`, or options the worker will reject) nothing is
 * written, and when HOME/APPDATA is unset, empty, relative or holds a comma
 * (which a permission flag cannot express) there is no folder to grant.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   desktopWriteFolder(["--data", "d", "--write"], "linux", { HOME: "/home/anna" }),
 *   "/home/anna/.config/Claude",
 * );
 * assert.equal(desktopWriteFolder(["--data", "d"], "linux", { HOME: "/home/anna" }), undefined);
 * assert.equal(desktopWriteFolder(["--data", "d", "--write"], "windows", {}), undefined);
 * ```
 *
 * @internal doc test: its example pins the folder the desktop task may write per system.
 */
export function desktopWriteFolder(
  argv: readonly string[],
  os: typeof Deno.build.os,
  env: ClaudeEnv,
): string | undefined {
  let write: boolean;
  try {
    const options = parseOptions(argv, DESKTOP_SPEC);
    write = !options.help && options.flags.has("--write");
  } catch {
    return undefined;
  }
  if (!write) return undefined;
  let folder: string;
  try {
    folder = claudeConfigFolder(os, env);
  } catch {
    return undefined;
  }
  const absolute = os === "windows" ? windowsAbsolute(folder) : posixAbsolute(folder);
  if (!absolute || unsafePath([folder]) !== undefined) return undefined;
  return folder;
}

/**
 * What the desktop worker may do: read and run anything (the data
 * directory, the binary and its `--version`), see HOME and APPDATA, and
 * write only in `folder`, or nowhere when it is `undefined`.
 */
function desktopGrants(folder: string | undefined): Grants {
  return {
    read: "all",
    write: folder === undefined ? [] : [folder],
    run: "all",
    env: ["HOME", "APPDATA"],
  };
}

/**
 * The worker's `deno` arguments: read (the data directory, the binary), run
 * (the binary's `--version`), HOME and APPDATA, and write only on
 * {@link desktopWriteFolder}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const launch = {
 *   os: "linux" as const,
 *   env: { HOME: "/home/anna" },
 *   script: "/app/scripts/desktop.ts",
 *   config: "/app/deno.json",
 * };
 * assert.deepEqual(desktopWorkerCommand(["--data", "d", "--write"], launch), [
 *   "run", "--no-prompt", "--config", "/app/deno.json",
 *   "--allow-read", "--allow-write=/home/anna/.config/Claude",
 *   "--allow-run", "--allow-env=HOME,APPDATA",
 *   "/app/scripts/desktop.ts", "--worker", "--data", "d", "--write",
 * ]);
 * ```
 */
export function desktopWorkerCommand(argv: readonly string[], launch: DesktopLaunch): string[] {
  const folder = desktopWriteFolder(argv, launch.os, launch.env);
  return workerArgs(launch.script, desktopGrants(folder), argv, { config: launch.config });
}
