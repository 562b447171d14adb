/**
 * Entry point of `deno task mcpb`: builds one person's Claude Desktop bundle
 * (`.mcpb`), or with `--generic` the bundles anyone can install, one per
 * platform. See `deno task mcpb --help` and `deno task mcpb --generic --help`.
 *
 * @module
 */

import { runMcpbTask } from "../src/install/mcpb_task.ts";
import { runGenericMcpbTask } from "../src/install/mcpb_generic.ts";
import { consoleIo } from "../src/install/install_task.ts";
import { runEntryPoint } from "../src/sandboxed_child.ts";

if (import.meta.main) {
  runEntryPoint(import.meta.url, {
    work: (argv) =>
      (argv.includes("--generic") ? runGenericMcpbTask : runMcpbTask)(argv, consoleIo()),
  });
}
