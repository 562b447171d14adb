/**
 * `deno task mcpb --generic`: the bundles anyone can download and
 * double-click, one per platform. Each holds the Deno runtime of its
 * platform (from npm, `mcpb_runtime.ts`), the server bundle
 * `dist/server.js`, and a manifest that asks the person for their results
 * folder at install (`user_config`, type `directory`) and starts the server
 * with the one server command line (`../server_command.ts`: the same V8
 * flags, `--no-prompt`) whose only permission is reading that folder:
 *
 *     ${__dirname}/server/deno run --no-prompt --v8-flags=… --no-config
 *       --allow-read=${user_config.results_folder}
 *       ${__dirname}/server/server.js --data ${user_config.results_folder}
 *
 * (`--no-config`: Desktop starts servers from any folder, and a deno.json
 * found there must not change how this one runs.) Its `compatibility`
 * names the one OS the runtime is for, so Desktop refuses the bundle
 * elsewhere. The official `mcpb` CLI validates each manifest and packs each
 * bundle; the task then writes `dist/server.json`, the registry entry with
 * each bundle's download URL and SHA-256.
 *
 * @module
 */

import { join } from "node:path";
import { serverCommand } from "../server_command.ts";
import { VERSION } from "../version.ts";
import {
  defaultDistDir,
  EXIT,
  guarded,
  parseOptions,
  type TaskIo,
  UsageError,
} from "./install_task.ts";
import { fetchRuntime, hostTarget, type RuntimeTarget, runtimeTarget } from "./mcpb_runtime.ts";
import { type Manifest, MANIFEST_VERSION, packBundle, validateManifest } from "./mcpb_task.ts";
import { bundleServer } from "./server_build.ts";
import {
  type Catalog,
  REGISTRY_TITLE,
  registryEntry,
  SERVER_DESCRIPTION,
  serverCatalog,
  type ServerJson,
} from "./server_listing.ts";

/** The generic bundle's name (the manifest's `name`). */
const GENERIC_NAME = "bloodwork-mcp";

/**
 * The `user_config` key of the results folder.
 *
 * @internal test seam: the tests set the folder in the manifest's user_config by its key.
 */
export const FOLDER_KEY = "results_folder";

/** Where the release's files are downloaded from; `{version}` and `{file}` are filled in. */
const DOWNLOAD_URL_PATTERN =
  "https://github.com/bloodwork-mcp/bloodwork-mcp/releases/download/v{version}/{file}";

/**
 * The generic bundle's manifest: the personal one's fields, with an
 * environment in its command and the folder the person chooses at install.
 */
export interface GenericManifest extends Omit<Manifest, "server"> {
  readonly server: {
    readonly type: "binary";
    readonly entry_point: string;
    readonly mcp_config: Manifest["server"]["mcp_config"] & {
      readonly env: Readonly<Record<string, string>>;
    };
  };
  readonly user_config: Readonly<
    Record<string, {
      readonly type: "directory";
      readonly title: string;
      readonly description: string;
      readonly required: boolean;
    }>
  >;
}

/**
 * The bundle's file name for `version` and `target`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runtimeTarget } from "./mcpb_runtime.ts";
 * assert.equal(bundleFileName("0.1.0", runtimeTarget("darwin-arm64")), "bloodwork-mcp-0.1.0-darwin-arm64.mcpb");
 * ```
 *
 * @internal tested alone: the file name of each platform's bundle, without building one.
 */
export function bundleFileName(version: string, target: RuntimeTarget): string {
  return `${GENERIC_NAME}-${version}-${target.id}.mcpb`;
}

/**
 * The public download URL of one bundle of a release.
 *
 * @internal tested alone: the download address of each platform's bundle, without building one.
 */
export function downloadUrl(version: string, target: RuntimeTarget): string {
  return DOWNLOAD_URL_PATTERN.replace("{version}", version).replace(
    "{file}",
    bundleFileName(version, target),
  );
}

/**
 * The manifest of the generic bundle for `target`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runtimeTarget } from "./mcpb_runtime.ts";
 * const m = genericManifest("0.1.0", runtimeTarget("win32-x64"), { tools: [], prompts: [] });
 * assert.equal(m.server.mcp_config.command, "${__dirname}/server/deno.exe");
 * assert.ok(m.server.mcp_config.args.includes("--allow-read=${user_config.results_folder}"));
 * assert.deepEqual(m.compatibility.platforms, ["win32"]);
 * ```
 *
 * @internal tested alone: the manifest of each platform, without building a bundle.
 */
export function genericManifest(
  version: string,
  target: RuntimeTarget,
  catalog: Catalog,
): GenericManifest {
  const folder = "${user_config." + FOLDER_KEY + "}";
  const entryPoint = `server/${target.binary}`;
  const args = serverCommand({
    dataDir: folder,
    script: "${__dirname}/server/server.js",
    extraFlags: ["--no-config"],
  });
  return {
    manifest_version: MANIFEST_VERSION,
    name: GENERIC_NAME,
    display_name: REGISTRY_TITLE,
    version,
    description: SERVER_DESCRIPTION,
    long_description: [
      "Lets Claude answer questions about your own lab results: trends of one marker, several markers " +
      "compared over time, and your latest results with out-of-range flags.",
      "When you install it, choose the folder that holds your results. The server may read that " +
      "folder and nothing else: the Deno runtime inside the bundle enforces it. It writes nothing " +
      "and never goes online. To use another folder, change it in Settings > Extensions.",
      `This bundle is for ${target.label}.`,
    ].join("\n\n"),
    author: { name: "bloodwork-mcp" },
    server: {
      type: "binary",
      entry_point: entryPoint,
      mcp_config: {
        command: "${__dirname}/" + entryPoint,
        args,
        env: { DENO_NO_UPDATE_CHECK: "1" },
      },
    },
    user_config: {
      [FOLDER_KEY]: {
        type: "directory",
        title: "Results folder",
        description: "The folder with your blood-test results (*.ndjson files). The server " +
          "may read this folder and nothing else. Its name must not contain a comma.",
        required: true,
      },
    },
    tools: catalog.tools,
    prompts: catalog.prompts,
    keywords: ["blood tests", "lab results", "health", "local"],
    compatibility: { platforms: [target.platform] },
  };
}

/** One packed bundle. */
export interface BuiltBundle {
  readonly target: RuntimeTarget;
  readonly path: string;
  readonly bytes: number;
  readonly sha256: string;
}

/**
 * The hex SHA-256 of a file.
 *
 * @internal test seam: the end-to-end test checks the listed digest of a built bundle.
 */
export async function fileSha256(path: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await Deno.readFile(path));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The registry entry of `version` with one `mcpb` package per built bundle.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runtimeTarget } from "./mcpb_runtime.ts";
 * const entry = releaseEntry("0.1.0", [
 *   { target: runtimeTarget("linux-x64"), sha256: "a".repeat(64) },
 * ]);
 * assert.equal(entry.packages?.[0]?.fileSha256, "a".repeat(64));
 * ```
 *
 * @internal test seam: the server.json test checks the committed listing against it.
 */
export function releaseEntry(
  version: string,
  bundles: readonly Pick<BuiltBundle, "target" | "sha256">[],
): ServerJson {
  return registryEntry(
    version,
    bundles.map(({ target, sha256 }) => ({
      registryType: "mcpb",
      identifier: downloadUrl(version, target),
      version,
      fileSha256: sha256,
      transport: { type: "stdio" },
    })),
  );
}

/** Builds, validates and packs the generic bundle for `target`; `serverJs` is the server bundle. */
async function buildGenericBundle(
  target: RuntimeTarget,
  serverJs: string,
  catalog: Catalog,
  io: TaskIo,
): Promise<BuiltBundle> {
  const dist = defaultDistDir();
  const staging = join(dist, `${GENERIC_NAME}-${target.id}-bundle`);
  await Deno.remove(staging, { recursive: true }).catch((error) => {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  });
  await Deno.mkdir(join(staging, "server"), { recursive: true });
  const manifestPath = join(staging, "manifest.json");
  const manifest = genericManifest(VERSION, target, catalog);
  await Deno.writeTextFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  io.stderr(`Validating ${manifestPath} with the official mcpb CLI`);
  await validateManifest(manifestPath);
  io.stderr(`Taking Deno ${Deno.version.deno} for ${target.id} from npm (${target.npmPackage})`);
  await fetchRuntime(
    target,
    Deno.version.deno,
    join(dist, "runtime"),
    join(staging, manifest.server.entry_point),
  );
  await Deno.copyFile(serverJs, join(staging, "server", "server.js"));
  const path = join(dist, bundleFileName(VERSION, target));
  io.stderr(`Packing ${path} with the official mcpb CLI`);
  await packBundle(staging, path);
  const { size } = await Deno.stat(path);
  return { target, path, bytes: size, sha256: await fileSha256(path) };
}

/** The help of `deno task mcpb --generic`. */
const GENERIC_HELP =
  `deno task mcpb --generic: build the bundles anyone can install (.mcpb), one per platform

Usage:
  deno task mcpb --generic [--platform ID[,ID...]]

Options:
  --platform IDS  Build only these (default: all): darwin-arm64, darwin-x64,
                  win32-x64, linux-x64; "host" is this computer's
  -h, --help      Show this help

Each bundle asks for the results folder when it is installed, and the server
inside may read that folder alone. Builds dist/bloodwork-mcp-VERSION-ID.mcpb and
dist/server.json, the registry entry with each bundle's download URL and
SHA-256. The Deno runtime of each platform comes from npm (npm pack); the
official mcpb CLI comes through npx.`;

/** Runs `deno task mcpb --generic …` and returns its exit code. */
export function runGenericMcpbTask(argv: readonly string[], io: TaskIo): Promise<number> {
  return guarded(io, "mcpb", async () => {
    const options = parseOptions(argv, { values: ["--platform", "--cwd"], flags: ["--generic"] });
    if (options.help) {
      io.stdout(GENERIC_HELP);
      return EXIT.ok;
    }
    const ids = (options.values.get("--platform") ?? "darwin-arm64,darwin-x64,win32-x64,linux-x64")
      .split(",").map((id) => id.trim()).filter((id) => id !== "");
    const targets = ids.map((id) => {
      if (id !== "host") return runtimeTarget(id);
      const host = hostTarget();
      if (host === undefined) throw new UsageError(`This computer is none of the bundle platforms`);
      return host;
    });
    const serverJs = (await bundleServer(Deno.execPath())).path;
    const catalog = await serverCatalog(VERSION);
    const built: BuiltBundle[] = [];
    for (const target of targets) {
      built.push(await buildGenericBundle(target, serverJs, catalog, io));
    }
    const entryPath = join(defaultDistDir(), "server.json");
    await Deno.writeTextFile(
      entryPath,
      `${JSON.stringify(releaseEntry(VERSION, built), null, 2)}\n`,
    );
    for (const bundle of built) {
      io.stdout(bundle.path);
      io.stderr(
        `${bundle.target.id}: ${(bundle.bytes / 1048576).toFixed(1)} MiB, sha256 ${bundle.sha256}`,
      );
    }
    io.stderr(
      `Wrote ${entryPath}. To release: upload the bundles as the assets of release v${VERSION}, ` +
        "copy dist/server.json over server.json and commit it, then publish it",
    );
    return EXIT.ok;
  });
}
