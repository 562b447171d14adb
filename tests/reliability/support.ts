/**
 * Support for the reliability tests: temp data directories, store lines and a
 * field reader for JSON bodies (the server and the CLI are started by
 * `support/server_process.ts`).
 *
 * @module
 */

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
