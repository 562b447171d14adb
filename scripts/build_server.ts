/**
 * `deno task build:server`: bundles the server (`main.ts` and everything it
 * loads, npm packages included) into one JavaScript file, `dist/server.js`,
 * which `deno run` starts about a quarter faster and in less memory than
 * `main.ts` (one module instead of some three hundred; see
 * `docs/performance.md`). The bundle imports nothing, so running it needs no
 * lock file and no npm cache: `deno run --no-prompt --allow-read=DIR
 * dist/server.js --data DIR` is the whole sandbox. `deno task desktop
 * --deno` builds it this way, and the benchmark measures it.
 *
 * The bundle is written beside its final name and renamed into place, so a
 * server starting meanwhile reads the old file or the new one, never half of
 * one. `--out FILE` writes elsewhere.
 *
 * @module
 */

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = dirname(dirname(fileURLToPath(import.meta.url)));

/** Where the bundle goes by default. */
const SERVER_BUNDLE = join(REPO, "dist", "server.js");

/**
 * Bundles the server into `output`, atomically; throws with deno's own words when it cannot.
 *
 * @internal test seam: the bundle tests and the benchmark build the one-file server they run.
 */
export async function buildServerBundle(output = SERVER_BUNDLE): Promise<string> {
  await Deno.mkdir(dirname(output), { recursive: true });
  const temporary = join(dirname(output), `.server-${crypto.randomUUID()}.js`);
  try {
    const result = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--quiet",
        "--platform=deno",
        `--lock=${join(REPO, "deno.server.lock")}`,
        "--frozen",
        "--output",
        temporary,
        join(REPO, "main.ts"),
      ],
      cwd: REPO,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (!result.success) {
      throw new Error(`deno bundle failed: ${new TextDecoder().decode(result.stderr).trim()}`);
    }
    await Deno.rename(temporary, output);
    return output;
  } finally {
    await Deno.remove(temporary).catch(() => {});
  }
}

if (import.meta.main) {
  const at = Deno.args.indexOf("--out");
  const output = at >= 0 ? Deno.args[at + 1] : undefined;
  if (at >= 0 && !output) {
    console.error("Usage: deno task build:server [--out FILE]");
    Deno.exit(2);
  }
  try {
    const written = await buildServerBundle(output);
    const { size } = await Deno.stat(written);
    console.log(`wrote "${written}" (${Math.round(size / 1024)} KiB)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    Deno.exit(1);
  }
}
