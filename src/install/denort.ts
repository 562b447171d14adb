/**
 * Making sense of a failed `deno compile`. Compiling needs the `denort`
 * runtime, which Deno downloads on first use; offline (as on CI here) or with
 * a wrong `DENORT_BIN`, that fails with a multi-line cause chain. This turns
 * it into one clear message with the ways out. Pure.
 *
 * @module
 */

/** Why `deno compile` failed. */
export type CompileFailure =
  | { readonly kind: "denort_unavailable"; readonly reason: string }
  | { readonly kind: "other"; readonly detail: string };

/** Removes terminal colour codes. */
export function stripAnsi(text: string): string {
  // deno-lint-ignore no-control-regex -- matching the escape character is the point
  return text.replace(/\x1b\[[0-9;]*m/g, "");
}

/**
 * Classifies the stderr of a failed `deno compile`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const failure = classifyCompileFailure("error: Writing deno compile executable\n" +
 *   "Caused by:\n    0: Could not find denort at '/opt/denort'\n");
 * assert.deepEqual(failure, {
 *   kind: "denort_unavailable",
 *   reason: 'DENORT_BIN points at "/opt/denort", which does not exist',
 * });
 * ```
 */
export function classifyCompileFailure(stderr: string): CompileFailure {
  const text = stripAnsi(stderr);
  const missing = /Could not find denort at '([^']*)'/.exec(text);
  if (missing) {
    return {
      kind: "denort_unavailable",
      reason: `DENORT_BIN points at "${missing[1]}", which does not exist`,
    };
  }
  if (/denort|Setting up base binary/i.test(text)) {
    const offline = /error sending request|dns error|Connect|timed out|network/i.test(text);
    return {
      kind: "denort_unavailable",
      reason: offline ? "it could not be downloaded (no network access)" : "it could not be set up",
    };
  }
  const lines = text.split("\n").map((l) => l.trimEnd()).filter((l) => l !== "");
  return { kind: "other", detail: lines.slice(-20).join("\n") };
}

/**
 * The one message shown when `denort` is unavailable: what happened and the
 * two ways out. `denoVersion` is the running Deno's version.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const message = denortUnavailableMessage("it could not be downloaded (no network access)", "2.9.6");
 * assert.match(message, /^Cannot build the binary: deno compile needs its "denort" runtime/);
 * assert.match(message, /DENORT_BIN/);
 * ```
 */
export function denortUnavailableMessage(reason: string, denoVersion: string): string {
  return [
    `Cannot build the binary: deno compile needs its "denort" runtime, and ${reason}.`,
    "To build it, either:",
    "  - run this on a computer with internet access (Deno downloads denort once and caches it), or",
    `  - set DENORT_BIN to a denort binary of Deno ${denoVersion} for this platform, then run this again.`,
    "DENORT_BIN must point at denort itself: the plain deno binary builds the Deno CLI, not this server.",
    'Until then, "deno task desktop --deno --data DIR" sets up Claude Desktop without a binary',
  ].join("\n");
}
