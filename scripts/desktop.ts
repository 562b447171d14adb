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
import { desktopWorkerCommand } from "../src/install/desktop_task.ts";
import { runSandboxedChild, WORKER_FLAG } from "../src/sandboxed_child.ts";
import { runDesktopTask } from "../src/install/desktop_task.ts";
import { consoleIo } from "../src/install/install_task.ts";

if (import.meta.main) {
  if (Deno.args[0] === WORKER_FLAG) {
    Deno.exit(await runDesktopTask(Deno.args.slice(1), consoleIo()));
  }
  const args = desktopWorkerCommand(Deno.args, {
    os: Deno.build.os,
    env: claudeEnv(),
    script: fileURLToPath(import.meta.url),
    config: fileURLToPath(new URL("../deno.json", import.meta.url)),
  });
  Deno.exit(await runSandboxedChild(Deno.execPath(), args));
}
