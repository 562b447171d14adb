/**
 * The memory figures of a running server for the benchmark: its peak and
 * current resident set, from `/proc/<pid>/status`.
 *
 * @module
 */

/** The memory figures of a running process, in kB, from `/proc/<pid>/status`. */
export interface Memory {
  readonly hwmKb: number;
  readonly rssKb: number;
}

/**
 * Reads VmHWM (peak resident set) and VmRSS of a process. Deno asks for full
 * access to read `/proc/<pid>/`, so the file is read by `cat` instead.
 */
export async function memoryOf(pid: number): Promise<Memory> {
  const out = await new Deno.Command("cat", { args: [`/proc/${pid}/status`] }).output();
  const status = new TextDecoder().decode(out.stdout);
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { hwmKb: field("VmHWM"), rssKb: field("VmRSS") };
}
