/**
 * Building the sandboxed server binary with `deno compile`, then checking
 * that the result really is our server, baked for the expected directory.
 * `deno compile` runs with `RUST_BACKTRACE=0` and its stderr captured, so a
 * missing `denort` becomes one clear message, never a stack trace.
 *
 * @module
 */

import { askBinary, requireOurs } from "./binary_identity.ts";
import { compileArgs, type CompilePlan } from "./compile_command.ts";
import { classifyCompileFailure, denortUnavailableMessage } from "./denort.ts";
import { EXIT, InstallError } from "./errors.ts";
import { compiledPath } from "./names.ts";

/** A binary that was built and checked. */
export interface BuiltBinary {
  /** Its path (with `.exe` on Windows). */
  readonly binary: string;
  /** Its version, as it reports it. */
  readonly version: string;
  /** The data directory baked into it. */
  readonly dataDir: string;
}

/** Said when a freshly built binary is not our server. */
export const NOT_OURS_HINT =
  "If DENORT_BIN is set, it must point at denort: the plain deno binary makes a copy of the Deno CLI";

async function removeQuietly(path: string): Promise<boolean> {
  try {
    await Deno.remove(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `deno compile` for `plan` from `cwd` and checks the result. Throws an
 * `InstallError`: exit code 3 when `denort` is unavailable, 1 when the build
 * fails or produces something that is not our server (then removed, if this
 * task may write there).
 */
export async function buildBinary(plan: CompilePlan, cwd: string): Promise<BuiltBinary> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: compileArgs(plan),
    cwd,
    env: { RUST_BACKTRACE: "0", NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) {
    const failure = classifyCompileFailure(new TextDecoder().decode(output.stderr));
    if (failure.kind === "denort_unavailable") {
      throw new InstallError(
        denortUnavailableMessage(failure.reason, Deno.version.deno),
        EXIT.denortUnavailable,
      );
    }
    throw new InstallError(`deno compile failed (exit code ${output.code}):\n${failure.detail}`);
  }
  const binary = compiledPath(plan.output, Deno.build.os);
  try {
    const identity = await askBinary(binary);
    const dataDir = requireOurs(binary, identity, plan.dataDir, NOT_OURS_HINT);
    return { binary, version: identity.kind === "ours" ? identity.version : "", dataDir };
  } catch (error) {
    if (!(error instanceof InstallError)) throw error;
    const removed = await removeQuietly(binary);
    throw new InstallError(
      `${error.message}\n${removed ? "The file was removed" : `Delete "${binary}"; do not use it`}`,
    );
  }
}
