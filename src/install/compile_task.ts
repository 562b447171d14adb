/**
 * `deno task compile`: one person's sandboxed server binary. Its options and
 * help; the build itself (bundle, `deno compile`, the identity check) is in
 * `server_build.ts`.
 *
 * @module
 */

import {
  absolutePath,
  DEFAULT_NAME,
  defaultDistDir,
  EXIT,
  type InstallTask,
  repoPath,
  runInstallTask,
  type TaskIo,
} from "./install_task.ts";
import { buildBinary, bundleServer, commandLine, serverBundlePath } from "./server_build.ts";
import { serverCommand } from "../server_command.ts";

/** The help of `deno task compile`. */
const COMPILE_HELP = `deno task compile: build one person's sandboxed server binary

Usage:
  deno task compile --data DIR [--output FILE] [--name NAME] [--dry-run]

Options:
  --data DIR     The person's data directory (required). It is resolved to its
                 real path, which is baked into the binary twice: as the only
                 directory it may read (--allow-read) and as its --data.
  --output FILE  Where to write the binary (default: dist/NAME; .exe is added
                 on Windows)
  --name NAME    The binary's name (default: ${DEFAULT_NAME}); one per person,
                 e.g. bloodwork-anna
  --dry-run      Print the exact deno compile command line and change nothing
                 (a real run first brings dist/server.js, the server
                 bundle it compiles, up to date)
  -h, --help     Show this help

The binary needs no arguments, no working directory and no PATH, and has no
permission but reading DIR: no write, net, env, run, ffi or sys. Every command
of the server works on it (e.g. "dist/${DEFAULT_NAME} markers"). A --data you add
when running it comes after the baked one and wins, but the sandbox still denies
anything outside the baked directory.

deno compile needs its "denort" runtime, which Deno downloads on first use.
Offline, set DENORT_BIN to a denort binary of the same Deno version, or build
on a computer with internet access.`;

const COMPILE: InstallTask = {
  task: "compile",
  spec: { values: ["--data", "--output", "--name", "--cwd"], flags: ["--dry-run"] },
  help: COMPILE_HELP,
};

/**
 * Runs the compile task and returns its exit code. `--cwd DIR` (passed by the
 * task line as the directory `deno task` was started from) is the base of
 * relative paths.
 */
export function runCompileTask(argv: readonly string[], io: TaskIo): Promise<number> {
  return runInstallTask(argv, io, COMPILE, async ({ options, name, base, dataDir }) => {
    const output = absolutePath(
      options.values.get("--output") ?? `${defaultDistDir()}/${name}`,
      base,
    );
    const plan = { dataDir: dataDir.real, script: serverBundlePath(), output };
    if (options.flags.has("--dry-run")) {
      io.stdout(commandLine([Deno.execPath(), ...serverCommand(plan)], Deno.build.os));
      return EXIT.ok;
    }
    io.stderr(`Building ${output} (this takes a few seconds)`);
    await bundleServer(Deno.execPath());
    const built = await buildBinary(plan, repoPath("."));
    io.stdout(built.binary);
    io.stderr(
      `Built ${built.binary}: bloodwork-mcp ${built.version}, which may read only ${built.dataDir}\n` +
        `Next: deno task desktop --data ${commandLine([built.dataDir], Deno.build.os)} --binary ${
          commandLine([built.binary], Deno.build.os)
        } --name ${name} --write`,
    );
    return EXIT.ok;
  });
}
