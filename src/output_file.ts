/**
 * Writing the one file a writer task was asked for (`report --out`,
 * `trend --chart`), safely: never into the data directory, never through a
 * symlink, never over an existing file unless `--force` is given, and then by
 * a temp file renamed into place, so a failed write leaves the old file whole.
 * The writer's sandbox grants read and write of that file and its `.part`
 * temp file only.
 *
 * @module
 */

import { isAbsolute, join, normalize, relative } from "node:path";

/** The temp file beside `path` that a replacement is written to first. */
export function partPath(path: string): string {
  return `${path}.part`;
}

/** A write refused before anything was written, with the reason. */
class OutputRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "OutputRefusedError";
  }
}

/** Where the file goes and what may be replaced. */
export interface OutputTarget {
  /** The data directory, which is never written into. */
  readonly dataDir: string;
  /** Replace an existing regular file. */
  readonly force: boolean;
}

function absolute(path: string): string {
  return normalize(isAbsolute(path) ? path : join(Deno.cwd(), path));
}

/**
 * Why `path` is inside the data directory, or `undefined` when it is not
 * (compared as written, after `.` and `..` are resolved).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(insideDataDir("/d/2024.ndjson", "/d") ?? "", /inside the data directory/);
 * assert.match(insideDataDir("/d/x/../y.pdf", "/d/") ?? "", /inside the data directory/);
 * assert.equal(insideDataDir("/data2/y.pdf", "/data"), undefined);
 * ```
 */
export function insideDataDir(path: string, dataDir: string): string | undefined {
  const rel = relative(absolute(dataDir), absolute(path));
  const inside = rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
  return inside
    ? `it is inside the data directory ${JSON.stringify(dataDir)}, which only the importer writes`
    : undefined;
}

/** The file at `path` itself, `"none"`, or `"unknown"` where reading it is not permitted. */
async function lstatOf(path: string): Promise<Deno.FileInfo | "none" | "unknown"> {
  try {
    return await Deno.lstat(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "none";
    if (error instanceof Deno.errors.NotCapable) return "unknown";
    throw error;
  }
}

async function writeAll(file: Deno.FsFile, bytes: Uint8Array): Promise<void> {
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
  await file.sync();
}

/** Writes `bytes` to `path` under the rules above; throws {@link OutputRefusedError} or the system's error. */
export async function writeOutputFile(
  path: string,
  bytes: Uint8Array,
  target: OutputTarget,
): Promise<void> {
  const inside = insideDataDir(path, target.dataDir);
  if (inside !== undefined) throw new OutputRefusedError(inside);
  const info = await lstatOf(path);
  if (info === "none" || info === "unknown") {
    // Without read permission nothing can be told apart: creating the file
    // new refuses whatever is there, a symlink included.
    try {
      using file = await Deno.open(path, { write: true, createNew: true, mode: 0o644 });
      await writeAll(file, bytes);
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
      throw new OutputRefusedError(
        info === "none" || !target.force
          ? "it already exists; add --force to replace it"
          : "it exists, and without permission to read it, it cannot be told from a symlink",
      );
    }
    return;
  }
  if (info.isSymlink) throw new OutputRefusedError("it is a symlink, which is never followed");
  if (!info.isFile) throw new OutputRefusedError("it is not a regular file");
  if (!target.force) throw new OutputRefusedError("it already exists; add --force to replace it");
  const part = partPath(path);
  try {
    using file = await Deno.open(part, { write: true, createNew: true, mode: 0o644 });
    await writeAll(file, bytes);
  } catch (error) {
    if (error instanceof Deno.errors.AlreadyExists) {
      throw new OutputRefusedError(`its temp file ${JSON.stringify(part)} exists; remove it first`);
    }
    throw error;
  }
  await Deno.rename(part, path);
}

/** The user's message for a failed write of `what` ("report", "chart") to `path`. */
export function writeFailure(what: string, path: string, error: unknown): string {
  const target = JSON.stringify(path);
  const denied = error instanceof Deno.errors.NotCapable ||
    error instanceof Deno.errors.PermissionDenied;
  const reason = denied
    ? `no permission to write it. Run deno with --allow-write=${target} (that file only)`
    : error instanceof Deno.errors.AlreadyExists
    ? "it already exists; add --force to replace it"
    : error instanceof Error
    ? error.message
    : String(error);
  return `Cannot write the ${what} to ${target}: ${reason}`;
}
