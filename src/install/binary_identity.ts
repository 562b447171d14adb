/**
 * Asking a binary who it is. A compiled server answers `--version` with
 * `bloodwork-mcp <version>` and `data: <the data directory in effect>`,
 * which for a binary run without arguments is its baked directory. Anything
 * else is not ours: notably the plain Deno CLI, which is what `deno compile`
 * produces when `DENORT_BIN` points at `deno` instead of `denort`.
 *
 * @module
 */

import { InstallError } from "./errors.ts";

/** What `--version` says about a binary. */
export type Identity =
  | { readonly kind: "ours"; readonly version: string; readonly dataDir: string }
  | { readonly kind: "ours_without_data"; readonly version: string }
  | { readonly kind: "foreign"; readonly said: string };

const OURS = /^bloodwork-mcp (\S+)$/;

/**
 * Reads the output of `<binary> --version`. Pure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseVersionOutput("bloodwork-mcp 0.1.0\ndata: /home/anna/data\n"), {
 *   kind: "ours", version: "0.1.0", dataDir: "/home/anna/data",
 * });
 * assert.equal(parseVersionOutput("deno 2.9.6 (stable)\nv8 15.0\n").kind, "foreign");
 * ```
 */
export function parseVersionOutput(stdout: string): Identity {
  const lines = stdout.split(/\r?\n/).map((line) => line.trimEnd()).filter((line) => line !== "");
  const first = lines[0] ?? "";
  const ours = OURS.exec(first);
  if (!ours) return { kind: "foreign", said: first === "" ? "nothing" : JSON.stringify(first) };
  const dataLine = lines.slice(1).find((line) => line.startsWith("data: "));
  return dataLine === undefined
    ? { kind: "ours_without_data", version: ours[1]! }
    : { kind: "ours", version: ours[1]!, dataDir: dataLine.slice("data: ".length) };
}

/**
 * Runs `<binary> --version` with no environment, no stdin and cwd `/`, the
 * way a stranger would, and parses the answer. Throws an `InstallError` when
 * the binary is missing or cannot be run.
 */
export async function askBinary(binary: string, timeoutMs = 15_000): Promise<Identity> {
  const windows = Deno.build.os === "windows";
  let output: Deno.CommandOutput;
  try {
    output = await new Deno.Command(binary, {
      args: ["--version"],
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
      ...(windows ? {} : { cwd: "/", clearEnv: true, env: {} }),
      signal: AbortSignal.timeout(timeoutMs),
    }).output();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) throw new InstallError(`No binary at "${binary}"`);
    if (error instanceof Deno.errors.NotCapable) throw error;
    throw new InstallError(`Cannot run "${binary}": ${(error as Error).message}`);
  }
  if (!output.success) {
    const said = new TextDecoder().decode(output.stdout).trim().split("\n")[0] ?? "";
    return {
      kind: "foreign",
      said: `exit code ${output.code}${said ? ` and ${JSON.stringify(said)}` : ""}`,
    };
  }
  return parseVersionOutput(new TextDecoder().decode(output.stdout));
}

/**
 * Returns the baked data directory of `binary` if the identity is ours and,
 * when `expectedDataDir` is given, reads exactly that directory. Otherwise
 * throws an `InstallError` that says what the binary is and what to do;
 * `hint` is added for a foreign binary.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const id = { kind: "ours", version: "0.1.0", dataDir: "/a" } as const;
 * assert.equal(requireOurs("/bin/bw", id, "/a"), "/a");
 * assert.throws(() => requireOurs("/bin/bw", id, "/b"), /reads "\/a", not "\/b"/);
 * ```
 */
export function requireOurs(
  binary: string,
  identity: Identity,
  expectedDataDir?: string,
  hint = "",
): string {
  if (identity.kind === "foreign") {
    throw new InstallError(
      `"${binary}" is not a bloodwork-mcp server: "--version" gave ${identity.said}${
        hint ? `. ${hint}` : ""
      }`,
    );
  }
  if (identity.kind === "ours_without_data") {
    throw new InstallError(
      `"${binary}" is bloodwork-mcp ${identity.version} but does not report its data directory. ` +
        'Build it again with "deno task compile --data DIR"',
    );
  }
  if (expectedDataDir !== undefined && identity.dataDir !== expectedDataDir) {
    throw new InstallError(
      `"${binary}" reads "${identity.dataDir}", not "${expectedDataDir}": ` +
        "an entry must never serve another person's data. " +
        `Build a binary for "${expectedDataDir}" with "deno task compile --data DIR --name NAME"`,
    );
  }
  return identity.dataDir;
}
