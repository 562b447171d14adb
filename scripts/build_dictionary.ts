/**
 * `deno task build:dictionary`: parses the built-in `markers.yaml` and
 * `clinical.yaml` (with their schema checks) and writes the merged layer as
 * JSON text in a TypeScript module, `generated/builtin_layer.ts`. The
 * server reads that module at start-up: `JSON.parse` of it takes well under
 * a millisecond, where parsing the YAML took about 15 ms of every start.
 * `--check` builds in memory and exits 1 if the committed module differs
 * (the test `tests/generated_test.ts` checks the same in-process).
 *
 * @module
 */

import { builtinLayerModule } from "../src/store/builtin.ts";

/**
 * The built module, committed.
 *
 * @internal test seam: generated_test.ts checks the committed module is what this build writes.
 */
export const OUTPUT = new URL("../generated/builtin_layer.ts", import.meta.url);

if (import.meta.main) {
  const text = builtinLayerModule();
  if (Deno.args.includes("--check")) {
    const committed = await Deno.readTextFile(OUTPUT).catch(() => "");
    if (committed !== text) {
      console.error(`${OUTPUT.pathname} is stale: run deno task build:dictionary`);
      Deno.exit(1);
    }
  } else {
    await Deno.writeTextFile(OUTPUT, text);
    console.log(`wrote "${decodeURIComponent(OUTPUT.pathname)}" (${text.length} characters)`);
  }
}
