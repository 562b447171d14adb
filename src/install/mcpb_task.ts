/**
 * `deno task mcpb`: one person's MCP Bundle (`.mcpb`) for a one-click
 * install in Claude Desktop. (`deno task mcpb --generic` builds the bundles
 * anyone can install, which ask for the folder instead: `mcpb_generic.ts`.)
 *
 * `deno task mcpb --data DIR [--name NAME] [--binary FILE] [--manifest-only]`
 * writes `dist/NAME-bundle/manifest.json` (tools and prompts taken from the
 * real server) and validates it with the official CLI; then puts the
 * compiled binary in `server/`, checks that binary itself (the official
 * tools would pack a bundle whose binary is missing), and packs
 * `dist/NAME.mcpb` with the official CLI.
 *
 * The manifest: server type `binary`, the compiled server inside, and the
 * tools and prompts as the real server reports them. The bundle is personal
 * because the sandbox path, the one directory the binary may read, is baked
 * into it. The official MCP Bundle CLI (`@anthropic-ai/mcpb`, from npm,
 * through `npx -y`) validates the manifest and packs the bundle; its output
 * is captured and shown only when it fails.
 *
 * @module
 */

import { join } from "node:path";
import { VERSION } from "../version.ts";
import {
  askBinary,
  buildBinary,
  bundleServer,
  NOT_OURS_HINT,
  requireOurs,
} from "./server_build.ts";
import {
  absolutePath,
  binaryFileName,
  DEFAULT_NAME,
  defaultDistDir,
  EXIT,
  InstallError,
  type InstallTask,
  repoPath,
  runInstallTask,
  type TaskIo,
  UsageError,
} from "./install_task.ts";
import {
  type Catalog,
  type CatalogPrompt,
  type CatalogTool,
  REGISTRY_TITLE,
  SERVER_DESCRIPTION,
  serverCatalog,
} from "./server_listing.ts";

/** The help of `deno task mcpb`. */
const MCPB_HELP = `deno task mcpb: build one person's Claude Desktop bundle (.mcpb)

Usage:
  deno task mcpb --data DIR [--name NAME] [--binary FILE] [--manifest-only]

Options:
  --data DIR       The person's data directory (required)
  --name NAME      The bundle's name (default: ${DEFAULT_NAME}); one per person,
                   e.g. bloodwork-anna
  --binary FILE    Use this compiled server instead of compiling one; it must
                   report DIR as its baked data directory
  --manifest-only  Write and validate dist/NAME-bundle/manifest.json, then stop
  -h, --help       Show this help

The bundle is personal: the binary inside may read only DIR, a path baked into
its sandbox, so it works for this person on this computer only. Build one
bundle per person. Everything is built in dist/ of this repository, the only
folder the task may write. Compiling needs deno compile's "denort" runtime; see
"deno task compile --help".`;

const MCPB: InstallTask = {
  task: "mcpb",
  spec: {
    values: ["--data", "--name", "--binary", "--cwd"],
    flags: ["--manifest-only"],
  },
  help: MCPB_HELP,
  check: (options) => {
    if (options.flags.has("--manifest-only") && options.values.has("--binary")) {
      throw new UsageError('Option "--binary" does not apply with "--manifest-only"');
    }
  },
};

/** Checks that the bundle's binary exists, is a file and is our server for `dataDir`. */
async function checkBundledBinary(binary: string, dataDir: string): Promise<void> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(binary);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    throw new InstallError(`The bundle has no binary at "${binary}"; nothing was packed`);
  }
  if (!info.isFile) throw new InstallError(`"${binary}" is not a file; nothing was packed`);
  requireOurs(binary, await askBinary(binary), dataDir, NOT_OURS_HINT);
}

/**
 * Runs the mcpb task and returns its exit code. `--cwd DIR` (passed by the
 * task line) is the base of relative paths.
 */
export function runMcpbTask(argv: readonly string[], io: TaskIo): Promise<number> {
  return runInstallTask(argv, io, MCPB, async ({ options, name, base, dataDir }) => {
    const source = options.values.get("--binary");
    const givenBinary = source === undefined ? undefined : absolutePath(source, base);
    if (givenBinary !== undefined) {
      requireOurs(
        givenBinary,
        await askBinary(givenBinary),
        dataDir.real,
        'Build one with "deno task compile --data DIR"',
      );
    }
    const outDir = defaultDistDir();
    const staging = join(outDir, `${name}-bundle`);
    const binaryFile = binaryFileName(name, Deno.build.os);
    const manifestPath = join(staging, "manifest.json");

    const manifest = buildManifest({
      name,
      version: VERSION,
      dataDir: dataDir.real,
      binaryFile,
      os: Deno.build.os,
      catalog: await serverCatalog(VERSION),
    });
    await Deno.remove(staging, { recursive: true }).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
    await Deno.mkdir(join(staging, "server"), { recursive: true });
    await Deno.writeTextFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    io.stderr(`Validating ${manifestPath} with the official mcpb CLI`);
    await validateManifest(manifestPath);
    if (options.flags.has("--manifest-only")) {
      io.stdout(manifestPath);
      io.stderr(
        `The manifest is valid: ${manifest.tools.length} tools, ${manifest.prompts.length} prompts`,
      );
      return EXIT.ok;
    }

    const bundled = join(staging, "server", binaryFile);
    if (givenBinary === undefined) {
      io.stderr(`Compiling ${bundled} (this takes a few seconds)`);
      const entry = (await bundleServer(Deno.execPath())).path;
      await buildBinary({ dataDir: dataDir.real, script: entry, output: bundled }, repoPath("."));
    } else {
      await Deno.copyFile(givenBinary, bundled);
    }
    await checkBundledBinary(bundled, dataDir.real);
    const bundle = join(outDir, `${name}.mcpb`);
    io.stderr(`Packing ${bundle} with the official mcpb CLI`);
    await packBundle(staging, bundle);
    io.stdout(bundle);
    io.stderr(
      `Built ${bundle}. Open it (double-click, or drag it into Claude Desktop's Settings > Extensions) to install "${name}".\n` +
        `It is personal: the server inside may read only ${dataDir.real}, on this computer`,
    );
    return EXIT.ok;
  });
}

/**
 * The manifest spec version written: the latest the official CLI knows
 * (`LATEST_MANIFEST_VERSION` of `@anthropic-ai/mcpb` 2.1.2). It differs from
 * 0.3 only by allowing the `uv` server type, which is not used here.
 */
export const MANIFEST_VERSION = "0.4";

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
 *
 * @internal tested alone: each system's platform name, on one machine.
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
 *
 * @internal tested alone: the manifest's fields, without building a bundle.
 */
export function buildManifest(input: ManifestInput): Manifest {
  const platform = bundlePlatform(input.os);
  const entryPoint = `server/${input.binaryFile}`;
  return {
    manifest_version: MANIFEST_VERSION,
    name: input.name,
    display_name: input.name === DEFAULT_NAME
      ? REGISTRY_TITLE
      : `Blood test results (${input.name})`,
    version: input.version,
    description: SERVER_DESCRIPTION,
    long_description: [
      "Lets Claude answer questions about your own lab results: trends of one marker, several markers " +
      "compared over time, and your latest results with out-of-range flags.",
      // The folder's path is not written here: it may carry a person's name, and this text is
      // shown wherever the bundle goes. The binary keeps it, in its sandbox.
      "This bundle is personal. The server inside may read only the one data folder it was built " +
      "for, and that folder is baked into its sandbox. It reads nothing else and writes nothing. " +
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

/**
 * The CLI package, pinned so every bundle is checked by the same rules.
 *
 * @internal test seam: the end-to-end tests validate a bundle with the same pinned CLI.
 */
export const MCPB_PACKAGE = "@anthropic-ai/mcpb@2.1.2";

/**
 * The npx executable on `os`.
 *
 * @internal test seam: the end-to-end tests run the bundle CLI as the task does.
 */
export function npxCommand(os: typeof Deno.build.os): string {
  return os === "windows" ? "npx.cmd" : "npx";
}

/** The outcome of one CLI run. */
interface CliRun {
  readonly ok: boolean;
  /** stdout and stderr together. */
  readonly output: string;
}

/**
 * Runs `npx -y @anthropic-ai/mcpb <args>`. Throws an `InstallError` when npx
 * is not installed.
 */
async function runMcpbCli(args: readonly string[]): Promise<CliRun> {
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
