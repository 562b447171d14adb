/**
 * Formats text as `deno fmt` formats the repository's files (its deno.json:
 * line width, prose wrap), by running the formatter on it: for a writer whose
 * output must pass `deno fmt --check` (the benchmark's figures) and for tests
 * that ask what fmt would make of a file. Needs `--allow-run` (and read).
 *
 * @module
 */

/** The repository's deno.json, whose `fmt` options apply. */
const CONFIG = decodeURIComponent(new URL("../deno.json", import.meta.url).pathname);

/** `text` as `deno fmt` leaves a file of extension `ext` ("md", "yaml"); throws if it cannot. */
export async function denoFmt(text: string, ext: "md" | "yaml"): Promise<string> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["fmt", `--config=${CONFIG}`, `--ext=${ext}`, "-"],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const { success, stdout, stderr } = await child.output();
  if (!success) {
    throw new Error(`deno fmt refused the text: ${new TextDecoder().decode(stderr).trim()}`);
  }
  return new TextDecoder().decode(stdout);
}
