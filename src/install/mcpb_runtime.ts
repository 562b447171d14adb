/**
 * The Deno runtime a generic bundle ships, taken from npm: the `deno` npm
 * package installs its native binary from one optional package per
 * platform (`@deno/darwin-arm64`, `@deno/win32-x64`, …), and those packages
 * are plain tarballs holding `package/deno` (or `deno.exe`). `npm pack`
 * fetches one (through npm's cache, checking the registry's integrity
 * hash) without installing or running anything, and {@link tarEntry} takes
 * the binary out of it.
 *
 * @module
 */

import { join } from "node:path";
import { InstallError } from "./install_task.ts";
import type { BundlePlatform } from "./mcpb_task.ts";

/** One platform a generic bundle is built for. */
export interface RuntimeTarget {
  /** Its name in file names and on the command line, e.g. `darwin-arm64`. */
  readonly id: string;
  /** The manifest's platform (the bundle is refused on the others). */
  readonly platform: BundlePlatform;
  /** The CPU, as Node names it. */
  readonly arch: "arm64" | "x64";
  /** The npm package that carries Deno's binary for it. */
  readonly npmPackage: string;
  /** The binary's name in that package and in the bundle. */
  readonly binary: "deno" | "deno.exe";
  /** Who it is for, in words. */
  readonly label: string;
}

/**
 * The four platforms of the generic bundles.
 *
 * @internal test seam: the tests walk every platform of the generic bundles.
 */
export const RUNTIME_TARGETS: readonly RuntimeTarget[] = [
  {
    id: "darwin-arm64",
    platform: "darwin",
    arch: "arm64",
    npmPackage: "@deno/darwin-arm64",
    binary: "deno",
    label: "macOS on Apple silicon (M1 and later)",
  },
  {
    id: "darwin-x64",
    platform: "darwin",
    arch: "x64",
    npmPackage: "@deno/darwin-x64",
    binary: "deno",
    label: "macOS on Intel",
  },
  {
    id: "win32-x64",
    platform: "win32",
    arch: "x64",
    npmPackage: "@deno/win32-x64",
    binary: "deno.exe",
    label: "Windows on x64",
  },
  {
    id: "linux-x64",
    platform: "linux",
    arch: "x64",
    npmPackage: "@deno/linux-x64-glibc",
    binary: "deno",
    label: "Linux on x64 (glibc)",
  },
];

/**
 * The target with this id, or a `UsageError`-worthy message listing the ids.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(runtimeTarget("win32-x64").binary, "deno.exe");
 * assert.throws(() => runtimeTarget("linux-arm64"), /Unknown platform "linux-arm64"/);
 * ```
 */
export function runtimeTarget(id: string): RuntimeTarget {
  const target = RUNTIME_TARGETS.find((t) => t.id === id);
  if (target === undefined) {
    throw new InstallError(
      `Unknown platform "${id}"; choose from ${RUNTIME_TARGETS.map((t) => t.id).join(", ")}`,
    );
  }
  return target;
}

/** The target of the machine this runs on, if it is one of the four. */
export function hostTarget(): RuntimeTarget | undefined {
  const platform = Deno.build.os === "windows" ? "win32" : Deno.build.os;
  const arch = Deno.build.arch === "aarch64" ? "arm64" : "x64";
  return RUNTIME_TARGETS.find((t) => t.platform === platform && t.arch === arch);
}

/** Reads a NUL-terminated field of a tar header. */
function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end < 0 ? bytes : bytes.subarray(0, end));
}

/**
 * The content of the regular file `name` in the (uncompressed) tar archive
 * `tar`, or undefined. Long-name extension headers are skipped; the names
 * looked for here are short.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const header = new Uint8Array(512);
 * header.set(new TextEncoder().encode("package/deno"), 0);
 * header.set(new TextEncoder().encode("00000000003\0"), 124);
 * header[156] = "0".charCodeAt(0);
 * const body = new Uint8Array(512);
 * body.set([1, 2, 3]);
 * const tar = new Uint8Array([...header, ...body, ...new Uint8Array(1024)]);
 * assert.deepEqual([...tarEntry(tar, "package/deno")!], [1, 2, 3]);
 * assert.equal(tarEntry(tar, "package/deno.exe"), undefined);
 * ```
 *
 * @internal tested alone: finding a file in a tar archive, without fetching a runtime.
 */
export function tarEntry(tar: Uint8Array, name: string): Uint8Array | undefined {
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) return undefined;
    const prefix = field(header, 345, 155);
    const path = prefix === "" ? field(header, 0, 100) : `${prefix}/${field(header, 0, 100)}`;
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const body = at + 512;
    if (path === name && (type === "0" || type === "\0")) {
      return tar.slice(body, body + size);
    }
    at = body + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/** Ungzips a file into memory. */
async function gunzip(path: string): Promise<Uint8Array> {
  const file = await Deno.open(path);
  const stream = file.readable.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Writes Deno `version`'s binary for `target` to `output` (executable),
 * fetching its npm package with `npm pack` into `cacheDir` unless it is
 * already there. Throws an `InstallError` naming what failed.
 */
export async function fetchRuntime(
  target: RuntimeTarget,
  version: string,
  cacheDir: string,
  output: string,
): Promise<void> {
  await Deno.mkdir(cacheDir, { recursive: true });
  const spec = `${target.npmPackage}@${version}`;
  const tarball = join(cacheDir, `${target.npmPackage.slice(1).replace("/", "-")}-${version}.tgz`);
  const cached = await Deno.stat(tarball).then((info) => info.isFile, () => false);
  if (!cached) {
    let result: Deno.CommandOutput;
    try {
      result = await new Deno.Command(Deno.build.os === "windows" ? "npm.cmd" : "npm", {
        args: ["pack", spec, "--pack-destination", cacheDir, "--silent"],
        stdin: "null",
        stdout: "piped",
        stderr: "piped",
        env: { npm_config_update_notifier: "false", NO_COLOR: "1" },
      }).output();
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
      throw new InstallError(
        "Cannot find npm, which fetches the Deno runtime for the bundle. Install Node.js (it brings npm) and run this again",
      );
    }
    if (!result.success) {
      throw new InstallError(
        `npm could not fetch ${spec}: ${new TextDecoder().decode(result.stderr).trim()}`,
      );
    }
  }
  const binary = tarEntry(await gunzip(tarball), `package/${target.binary}`);
  if (binary === undefined || binary.length === 0) {
    throw new InstallError(`${tarball} (${spec}) holds no package/${target.binary}`);
  }
  await Deno.writeFile(output, binary, { mode: 0o755 });
  if (Deno.build.os !== "windows") await Deno.chmod(output, 0o755);
}
