/**
 * The compiled binary's payload: what `deno compile` appends to its runtime
 * (the modules and files it packs). Measured for the server bundle, which
 * `deno task compile` compiles, and for comparison for `main.ts` with the
 * server's own lock and with the project's whole lock (what the compile task
 * built before it compiled the bundle).
 *
 * `deno compile` needs its `denort` runtime, which this machine cannot
 * download. It appends the same payload to whatever runtime `DENORT_BIN`
 * names, so the runtime here is a stand-in, the `deno` executable itself,
 * and the payload is the output's size minus the stand-in's. Such a file
 * does not run the server (it is the Deno CLI with data attached): only its
 * size and `deno compile`'s list of what it embedded are used.
 *
 * @module
 */

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serverCommand } from "../src/server_command.ts";

/** One way of compiling the server. */
export interface PayloadVariant {
  /** What is compiled, in words. */
  readonly label: string;
  /** The `deno compile` arguments, given an output path and a data directory. */
  readonly args: (output: string, dataDir: string) => string[];
}

/** What one compile packed. */
export interface Payload {
  readonly label: string;
  /** Bytes appended to the runtime. */
  readonly bytes: number;
  /** The top-level entries of `deno compile`'s list of embedded files (packages under an npm folder). */
  readonly embedded: readonly string[];
  /** The importer's PDF packages found among them. */
  readonly importerPackages: readonly string[];
}

const REPO = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");

/** The importer's packages, which the server never loads. */
export const IMPORTER_PACKAGES = ["pdf-lib", "@pdf-lib/fontkit", "unpdf"];

/** The server bundle, compiled with the compile task's own command line. */
export function bundleVariant(bundle: string): PayloadVariant {
  return {
    label: "server bundle (`deno task compile`)",
    args: (output, dataDir) => serverCommand({ dataDir, script: bundle, output }),
  };
}

/** `main.ts` compiled with a lock file of the repository. */
export function sourceVariant(label: string, lock: string): PayloadVariant {
  return {
    label,
    args: (output, dataDir) =>
      serverCommand({
        dataDir,
        script: join(REPO, "main.ts"),
        output,
        build: [`--lock=${join(REPO, lock)}`, "--frozen"],
      }),
  };
}

/**
 * The names `deno compile` lists as embedded: the top-level entries, and the
 * packages inside an npm folder. Pure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const listing = "Embedded Files\n\nbw\n├─┬ .deno_compile_node_modules (18MB)\n│ └─┬ localhost (18MB)\n" +
 *   "│   ├── @hono/node-server/* (1MB)\n│   ├── ajv/8.20.0/* (1MB)\n│   ├─┬ @pdf-lib (5MB)\n" +
 *   "│   │ ├── fontkit/* (4MB)\n└── main.ts (9KB)\n\nFiles: 20MB\n";
 * assert.deepEqual(embeddedNames(listing), [
 *   ".deno_compile_node_modules", "@hono/node-server", "ajv", "@pdf-lib", "@pdf-lib/fontkit", "main.ts",
 * ]);
 * ```
 */
export function embeddedNames(listing: string): string[] {
  const start = listing.indexOf("Embedded Files");
  if (start < 0) return [];
  const names: string[] = [];
  let scope = "";
  for (const line of listing.slice(start).split("\n")) {
    const entry = /^([│ ]*)[├└]─[─┬] (\S+)/.exec(line);
    if (!entry) continue;
    const depth = entry[1]!.length / 2;
    const parts = entry[2]!.split("/");
    const name = parts[0]!.startsWith("@") && parts.length > 2
      ? `${parts[0]}/${parts[1]}`
      : parts[0]!;
    if (depth === 0) names.push(name);
    else if (depth === 2) {
      scope = name.startsWith("@") ? name : "";
      names.push(name);
    } else if (depth === 3 && scope) names.push(`${scope}/${name}`);
  }
  return names;
}

/** Compiles `variant` into `dir` with `runtime` as the stand-in and measures what was appended. */
export async function measurePayload(
  variant: PayloadVariant,
  dir: string,
  runtime = Deno.execPath(),
): Promise<Payload> {
  const output = join(dir, `payload-${crypto.randomUUID().slice(0, 8)}`);
  const result = await new Deno.Command(Deno.execPath(), {
    args: variant.args(output, dir),
    cwd: REPO,
    env: { DENORT_BIN: runtime, NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const said = new TextDecoder().decode(result.stderr) + new TextDecoder().decode(result.stdout);
  if (!result.success) throw new Error(`deno compile (${variant.label}) failed:\n${said}`);
  try {
    const bytes = (await Deno.stat(output)).size - (await Deno.stat(runtime)).size;
    const embedded = embeddedNames(said);
    return {
      label: variant.label,
      bytes,
      embedded,
      importerPackages: embedded.filter((name) => IMPORTER_PACKAGES.includes(name)),
    };
  } finally {
    await Deno.remove(output).catch(() => {});
  }
}
