/**
 * Support for the reliability tests: temp data directories, store lines, a
 * field reader for JSON bodies, and the CLI run under the production sandbox
 * (the server itself is started by `tests/support/server_process.ts`).
 *
 * @module
 */

import { serverArgs } from "../support/server_process.ts";

const decoder = new TextDecoder();

/** Reads a nested field of an unknown JSON value: `field(body, "error", "code")`. */
export function field(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** A fresh temp data directory holding the given files. */
export async function dataDir(files: Record<string, string | Uint8Array> = {}): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-rel-" });
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === "string") await Deno.writeTextFile(`${dir}/${name}`, content);
    else await Deno.writeFile(`${dir}/${name}`, content);
  }
  return dir;
}

/** One store line. */
export function record(code: string, date: string, value: number | string, extra = {}): string {
  return JSON.stringify({ code, date, value, ...extra });
}

/** Runs the CLI (`main.ts <command> --data DIR`) under the production sandbox. */
export async function runCli(
  dataDir: string,
  command: readonly string[],
  timeoutMs = 60_000,
): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: serverArgs(dataDir, { extra: command }),
    cwd: "/",
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).spawn();
  const timer = setTimeout(() => {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }, timeoutMs);
  const output = await child.output();
  clearTimeout(timer);
  return {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
    ms: performance.now() - started,
  };
}
