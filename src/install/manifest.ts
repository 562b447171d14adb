/**
 * The `manifest.json` of a personal MCP Bundle (`.mcpb`): server type
 * `binary`, the compiled server inside, and the tools and prompts as the real
 * server reports them. The bundle is personal because the sandbox path, the
 * one directory the binary may read, is baked into it. Pure.
 *
 * @module
 */

import { InstallError } from "./task.ts";
import { DEFAULT_NAME } from "./install_task.ts";
import type { Catalog, CatalogPrompt, CatalogTool } from "./server_catalog.ts";

/**
 * The manifest spec version written: the latest the official CLI knows
 * (`LATEST_MANIFEST_VERSION` of `@anthropic-ai/mcpb` 2.1.2). It differs from
 * 0.3 only by allowing the `uv` server type, which is not used here.
 */
export const MANIFEST_VERSION = "0.4";

/** What the server does, in one line: the bundle's and the registry entry's description. */
export const SERVER_DESCRIPTION =
  "Your own blood-test results over time, read from one folder on this computer";

/** A bundle platform, as the manifest spells it. */
export type BundlePlatform = "darwin" | "win32" | "linux";

/** The fields of the manifest this project writes. */
export interface Manifest {
  readonly manifest_version: string;
  readonly name: string;
  readonly display_name: string;
  readonly version: string;
  readonly description: string;
  readonly long_description: string;
  readonly author: { readonly name: string };
  readonly server: {
    readonly type: "binary";
    readonly entry_point: string;
    readonly mcp_config: { readonly command: string; readonly args: readonly string[] };
  };
  readonly tools: readonly CatalogTool[];
  readonly prompts: readonly CatalogPrompt[];
  readonly keywords: readonly string[];
  readonly compatibility: { readonly platforms: readonly BundlePlatform[] };
}

/** What one personal bundle is made of. */
export interface ManifestInput {
  /** The server name, e.g. `bloodwork-anna`. */
  readonly name: string;
  readonly version: string;
  /** The data directory baked into the binary. */
  readonly dataDir: string;
  /** The binary's file name inside `server/`. */
  readonly binaryFile: string;
  /** The OS the binary was built for (`Deno.build.os`). */
  readonly os: typeof Deno.build.os;
  readonly catalog: Catalog;
}

/**
 * The bundle platform of a Deno OS name.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(bundlePlatform("windows"), "win32");
 * ```
 */
export function bundlePlatform(os: typeof Deno.build.os): BundlePlatform {
  if (os === "windows") return "win32";
  if (os === "darwin" || os === "linux") return os;
  throw new InstallError(
    `Bundles run in Claude Desktop on macOS, Windows and Linux, not on "${os}"`,
  );
}

/**
 * Builds the manifest of one person's bundle.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const manifest = buildManifest({
 *   name: "bloodwork-anna", version: "0.1.0", dataDir: "/Users/anna/wyniki",
 *   binaryFile: "bloodwork-anna", os: "darwin", catalog: { tools: [], prompts: [] },
 * });
 * assert.equal(manifest.server.mcp_config.command, "${__dirname}/server/bloodwork-anna");
 * assert.deepEqual(manifest.compatibility.platforms, ["darwin"]);
 * ```
 */
export function buildManifest(input: ManifestInput): Manifest {
  const platform = bundlePlatform(input.os);
  const entryPoint = `server/${input.binaryFile}`;
  return {
    manifest_version: MANIFEST_VERSION,
    name: input.name,
    display_name: input.name === DEFAULT_NAME ? "Bloodwork" : `Bloodwork (${input.name})`,
    version: input.version,
    description: SERVER_DESCRIPTION,
    long_description: [
      "Lets Claude answer questions about your own lab results: trends of one marker, several markers " +
      "compared over time, and your latest results with out-of-range flags.",
      `This bundle is personal. The server inside may read only \`${input.dataDir}\`, ` +
      "and that path is baked into its sandbox. It reads nothing else and writes nothing. " +
      "Build a separate bundle for each person and each computer.",
    ].join("\n\n"),
    author: { name: "bloodwork-mcp" },
    server: {
      type: "binary",
      entry_point: entryPoint,
      mcp_config: { command: "${__dirname}/" + entryPoint, args: [] },
    },
    tools: input.catalog.tools,
    prompts: input.catalog.prompts,
    keywords: ["blood tests", "lab results", "health", "local"],
    compatibility: { platforms: [platform] },
  };
}
