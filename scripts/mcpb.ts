/**
 * Entry point of `deno task mcpb`: builds one person's Claude Desktop bundle
 * (`.mcpb`). See `deno task mcpb --help`.
 *
 * @module
 */

import { runMcpbTask } from "../src/install/mcpb_task.ts";
import { consoleIo } from "../src/install/install_task.ts";
import { runEntryPoint } from "../src/sandboxed_child.ts";

if (import.meta.main) {
  runEntryPoint(import.meta.url, { work: (argv) => runMcpbTask(argv, consoleIo()) });
}
