/**
 * What the store says of a file it could not read, shared by the result
 * files and the small files beside them: a file system error in words,
 * which failures are tried again on the next call, and whether a file is
 * unchanged since it was read.
 *
 * @module
 */

import { ChangedWhileReadError, NotRegularFileError } from "./file_reader.ts";

/** A refresh that a later call gave up on: it stops at its next step and changes nothing more. */
export class AbandonedError extends Error {}

/** A file system error in the user's words. */
export function describeFsError(error: unknown): string {
  if (error instanceof Deno.errors.NotFound) return "it does not exist";
  if (error instanceof Deno.errors.PermissionDenied || error instanceof Deno.errors.NotCapable) {
    return "permission denied";
  }
  return error instanceof Error ? error.message : String(error);
}

/** Whether a read failed because the file was swapped or kept changing: it is tried again next call. */
export function isTransient(error: unknown): boolean {
  return error instanceof NotRegularFileError || error instanceof ChangedWhileReadError;
}

/** Whether a file's mtime and size are still those it had when it was read. */
export function unchanged(
  state: { mtime: number | null; size: number },
  info: Deno.FileInfo,
): boolean {
  return state.mtime === (info.mtime?.getTime() ?? null) && state.size === info.size;
}
