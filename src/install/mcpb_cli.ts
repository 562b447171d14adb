/**
 * Running the official MCP Bundle CLI (`@anthropic-ai/mcpb`, from npm,
 * through `npx -y`) to validate a manifest and pack a bundle. Its output is
 * captured and shown only when it fails.
 *
 * @module
 */

import { InstallError } from "./task.ts";

/** The CLI package, pinned so every bundle is checked by the same rules. */
export const MCPB_PACKAGE = "@anthropic-ai/mcpb@2.1.2";

/** The npx executable on `os`. */
export function npxCommand(os: typeof Deno.build.os): string {
  return os === "windows" ? "npx.cmd" : "npx";
}

/** The outcome of one CLI run. */
export interface CliRun {
  readonly ok: boolean;
  /** stdout and stderr together. */
  readonly output: string;
}

/**
 * Runs `npx -y @anthropic-ai/mcpb <args>`. Throws an `InstallError` when npx
 * is not installed.
 */
export async function runMcpbCli(args: readonly string[]): Promise<CliRun> {
  try {
    const result = await new Deno.Command(npxCommand(Deno.build.os), {
      args: ["-y", MCPB_PACKAGE, ...args],
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
      env: { NO_COLOR: "1", npm_config_update_notifier: "false" },
    }).output();
    const decoder = new TextDecoder();
    return {
      ok: result.success,
      output: `${decoder.decode(result.stdout)}${decoder.decode(result.stderr)}`.trim(),
    };
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    throw new InstallError(
      "Cannot find npx, which runs the official bundle tool. Install Node.js (it brings npx) and run this again",
    );
  }
}

/** Validates `manifest` with the official CLI; throws an `InstallError` with its findings if it fails. */
export async function validateManifest(manifest: string): Promise<void> {
  const run = await runMcpbCli(["validate", manifest]);
  if (!run.ok) {
    throw new InstallError(`The official mcpb CLI rejects "${manifest}":\n${run.output}`);
  }
}

/** Packs the bundle folder `dir` into `bundle` with the official CLI. */
export async function packBundle(dir: string, bundle: string): Promise<void> {
  const run = await runMcpbCli(["pack", dir, bundle]);
  if (!run.ok) {
    throw new InstallError(`The official mcpb CLI could not pack "${dir}":\n${run.output}`);
  }
}
