/**
 * The bundle `deno task desktop --deno` points Claude Desktop at:
 * `dist/server.js`, built by `scripts/build_server.ts` in a child process
 * of its own whose only write permission is the `dist` folder (the desktop
 * task itself may write only Claude Desktop's config folder). A bundle
 * newer than every file it is built from is used as it is.
 *
 * @module
 */

import { InstallError } from "./task.ts";
import { defaultDistDir, repoPath } from "./install_task.ts";

/** The server bundle's path, `<repo>/dist/server.js`. */
export function serverBundlePath(): string {
  return `${defaultDistDir()}/server.js`;
}

/** The files a bundle is built from, besides the TypeScript under `src/`. */
const INPUTS = ["main.ts", "deno.json", "deno.server.lock", "markers.yaml", "clinical.yaml"];

/** The latest modification time of the bundle's inputs, in ms. */
async function newestInput(): Promise<number> {
  let newest = 0;
  const note = (info: Deno.FileInfo) =>
    newest = Math.max(newest, info.mtime?.getTime() ?? Infinity);
  for (const name of INPUTS) note(await Deno.stat(repoPath(name)));
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (entry.name.endsWith(".ts")) note(await Deno.lstat(path));
    }
  };
  await walk(repoPath("src"));
  return newest;
}

/** Whether `dist/server.js` exists and is newer than everything it is built from. */
async function upToDate(output: string): Promise<boolean> {
  const built = await Deno.stat(output).then((info) => info.mtime?.getTime(), () => undefined);
  return built !== undefined && built > await newestInput();
}

/**
 * The server bundle, built with `deno` unless it is up to date; returns its
 * path and whether it was built, or throws an {@link InstallError}.
 */
export async function bundleServer(deno: string): Promise<{ path: string; built: boolean }> {
  const output = serverBundlePath();
  if (await upToDate(output)) return { path: output, built: false };
  const result = await new Deno.Command(deno, {
    args: [
      "run",
      "--no-prompt",
      "--allow-read",
      `--allow-write=${defaultDistDir()}`,
      `--allow-run=${deno}`,
      repoPath("scripts/build_server.ts"),
      "--out",
      output,
    ],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!result.success) {
    throw new InstallError(
      `Could not build the server bundle "${output}": ${
        new TextDecoder().decode(result.stderr).trim()
      }`,
    );
  }
  return { path: output, built: true };
}
