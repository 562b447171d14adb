/**
 * `deno task mcpb`: one person's MCP Bundle (`.mcpb`) for a one-click
 * install in Claude Desktop.
 *
 * `deno task mcpb --data DIR [--name NAME] [--binary FILE] [--manifest-only]`
 * writes `dist/NAME-bundle/manifest.json` (tools and prompts taken from the
 * real server) and validates it with the official CLI; then puts the
 * compiled binary in `server/`, checks that binary itself (the official
 * tools would pack a bundle whose binary is missing), and packs
 * `dist/NAME.mcpb` with the official CLI.
 *
 * @module
 */

import { join } from "node:path";
import { VERSION } from "../version.ts";
import { askBinary, buildBinary, NOT_OURS_HINT, requireOurs } from "./compile.ts";
import {
  absolutePath,
  binaryFileName,
  DEFAULT_NAME,
  defaultDistDir,
  type InstallTask,
  repoPath,
  runInstallTask,
} from "./install_task.ts";
import { buildManifest } from "./manifest.ts";
import { packBundle, validateManifest } from "./mcpb_cli.ts";
import { bundleServer } from "./server_bundle.ts";
import { serverCatalog } from "./server_catalog.ts";
import { EXIT, InstallError, type TaskIo, UsageError } from "./task.ts";

/** The help of `deno task mcpb`. */
export const MCPB_HELP = `deno task mcpb: build one person's Claude Desktop bundle (.mcpb)

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
