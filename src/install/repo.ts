/**
 * Absolute paths inside this repository, from this module's own URL. They
 * need no permission and do not depend on the working directory.
 *
 * @module
 */

import { fileURLToPath } from "node:url";

/** The absolute path of `relative` (a path from the repository root). */
export function repoPath(relative: string): string {
  return fileURLToPath(new URL(`../../${relative}`, import.meta.url));
}

/**
 * The server's entry point, `<repo>/main.ts`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(mainModulePath().endsWith("main.ts"));
 * ```
 */
export function mainModulePath(): string {
  return repoPath("main.ts");
}

/** Where built binaries and bundles go by default, `<repo>/dist`. */
export function defaultDistDir(): string {
  return repoPath("dist");
}
