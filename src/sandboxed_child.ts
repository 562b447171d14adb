/**
 * Running a re-launched copy of ourselves with its own, narrower permission
 * flags: the importer's and the desktop task's launchers both compute the
 * exact flags at run time and hand them to the runtime this way.
 *
 * @module
 */

/** Runs `deno` with `args`, stdio inherited (stdin closed); returns its exit code. */
export async function runSandboxedChild(deno: string, args: readonly string[]): Promise<number> {
  const child = new Deno.Command(deno, {
    args: [...args],
    stdin: "null",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  return (await child.status).code;
}
