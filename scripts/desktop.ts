/**
 * Entry point of `deno task desktop`: prints or writes the Claude Desktop
 * entry for one person's server. See `deno task desktop --help`.
 *
 * @module
 */

import { runDesktopTask } from "../src/install/desktop_task.ts";
import { consoleIo } from "../src/install/task_io.ts";

if (import.meta.main) Deno.exit(await runDesktopTask(Deno.args, consoleIo()));
