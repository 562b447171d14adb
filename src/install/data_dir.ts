/**
 * Resolving the `--data` directory before it is baked into a sandbox: made
 * absolute against the directory the person ran the task from, then resolved
 * to its real path (symlinks followed), because the runtime compares
 * permission paths as text. A directory that is missing or is not a
 * directory is refused here, before anything is built or written.
 *
 * @module
 */

import { isAbsolute, resolve } from "node:path";
import { InstallError } from "./errors.ts";

/** A data directory, as given and as it will be baked. */
export interface DataDir {
  /** As given on the command line. */
  readonly given: string;
  /** Made absolute against the base directory. */
  readonly absolute: string;
  /** The real path (symlinks resolved): the spelling that is baked. */
  readonly real: string;
}

/**
 * `path` made absolute against `base` (already absolute paths are only
 * normalised). Pure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(absolutePath("data/anna", "/home/anna/bloodwork"), "/home/anna/bloodwork/data/anna");
 * assert.equal(absolutePath("/srv/data/", "/elsewhere"), "/srv/data");
 * ```
 */
export function absolutePath(path: string, base: string): string {
  return isAbsolute(path) ? resolve(path) : resolve(base, path);
}

/**
 * Resolves and checks a data directory. Throws an `InstallError` when it does
 * not exist, is not a directory or cannot be read.
 */
export async function resolveDataDir(given: string, base: string): Promise<DataDir> {
  const absolute = absolutePath(given, base);
  let real: string;
  try {
    real = await Deno.realPath(absolute);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new InstallError(
        `Data directory "${absolute}" does not exist. Create it and put your *.ndjson result files in it, then run this again`,
      );
    }
    throw new InstallError(
      `Data directory "${absolute}" cannot be read: ${(error as Error).message}`,
    );
  }
  const info = await Deno.stat(real);
  if (!info.isDirectory) {
    throw new InstallError(
      `Data directory "${absolute}" is not a directory. Give the folder that holds your *.ndjson files`,
    );
  }
  return { given, absolute, real };
}

/** The line that tells the person which directory will be baked, and why it differs from what they typed. */
export function describeDataDir(dir: DataDir): string {
  if (dir.real !== dir.absolute) {
    return `Data directory: ${dir.real} (the real path of "${dir.given}")`;
  }
  return dir.given === dir.real
    ? `Data directory: ${dir.real}`
    : `Data directory: ${dir.real} (resolved from "${dir.given}")`;
}
