/**
 * The bundle `deno task desktop --deno` points Claude Desktop at:
 * `dist/server.js`, built by `scripts/build_server.ts` in a child process
 * of its own whose only write permission is the `dist` folder (the desktop
 * task itself may write only Claude Desktop's config folder).
 *
 * @module
 */

import { InstallError } from "./task.ts";
import { defaultDistDir, repoPath } from "./install_task.ts";

/** The server bundle's path, `<repo>/dist/server.js`. */
export function serverBundlePath(): string {
  return `${defaultDistDir()}/server.js`;
}

/** Builds the server bundle with `deno`; returns its path, or throws an {@link InstallError}. */
export async function bundleServer(deno: string): Promise<string> {
  const output = serverBundlePath();
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
  return output;
}
