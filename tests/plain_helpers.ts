/**
 * Test helpers that load nothing of the product or the SDK, so that a test
 * file needing only these starts quickly: paths in this repository, fixture
 * data directories, a spawned child's environment, the server's tool names.
 * The helpers that connect clients or run the CLI are `helpers.ts`'s.
 *
 * @module
 */

/** Absolute path of a file or folder in this repository. */
export function repoPath(relative: string): string {
  return decodeURIComponent(new URL(`../${relative}`, import.meta.url).pathname);
}

/** A temp data directory holding copies of the named fixture folder's files. */
export async function fixtureDataDir(fixture: string): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-test-" });
  for await (const entry of Deno.readDir(repoPath(`tests/fixtures/${fixture}`))) {
    await Deno.copyFile(
      repoPath(`tests/fixtures/${fixture}/${entry.name}`),
      `${dir}/${entry.name}`,
    );
  }
  return dir;
}

/** The names of the server's tools, sorted: `tools/list` must offer exactly these. */
export const TOOL_NAMES: readonly string[] = [
  "changes_since",
  "compare_markers",
  "get_results",
  "get_trend",
  "list_markers",
];

/**
 * The environment for a spawned server: `base` plus `DENO_DIR` when the tests
 * run with one. A child started with a cleared or default environment (the
 * SDK's `StdioClientTransport` passes only HOME, PATH and a few more) would
 * otherwise look for its npm packages in the default cache, start cold and
 * time out.
 */
export function childEnv(base: Record<string, string> = {}): Record<string, string> {
  const denoDir = Deno.env.get("DENO_DIR");
  return denoDir === undefined || denoDir === "" ? { ...base } : { ...base, DENO_DIR: denoDir };
}
