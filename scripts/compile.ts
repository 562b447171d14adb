/**
 * Entry point of `deno task compile`: builds one person's sandboxed server
 * binary. See `deno task compile --help`.
 *
 * @module
 */

import { runCompileTask } from "../src/install/compile_task.ts";
import { consoleIo } from "../src/install/install_task.ts";
import { runEntryPoint } from "../src/sandboxed_child.ts";

if (import.meta.main) {
  runEntryPoint(import.meta.url, { work: (argv) => runCompileTask(argv, consoleIo()) });
}
