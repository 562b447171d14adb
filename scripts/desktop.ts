/**
 * Entry point of `deno task desktop`: prints or writes the Claude Desktop
 * entry for one person's server. See `deno task desktop --help`.
 *
 * The task line grants no write permission. This file first runs as the
 * launcher: it computes Claude Desktop's config folder for this OS and
 * re-runs itself as the worker (`--worker`) with write permission on that
 * one folder only (none without `--write`). See
 * `src/install/desktop_task.ts`.
 *
 * @module
 */

import { fileURLToPath } from "node:url";
import { claudeEnv } from "../src/install/desktop_config.ts";
import { desktopWorkerCommand, runDesktopTask } from "../src/install/desktop_task.ts";
import { runEntryPoint } from "../src/sandboxed_child.ts";
import { consoleIo } from "../src/install/install_task.ts";

if (import.meta.main) {
  runEntryPoint(import.meta.url, {
    launch: (argv, here) => ({
      child: desktopWorkerCommand(argv, {
        os: Deno.build.os,
        env: claudeEnv(),
        script: here.script,
        config: fileURLToPath(new URL("../deno.json", import.meta.url)),
      }),
    }),
    work: (argv) => runDesktopTask(argv, consoleIo()),
  });
}
