/**
 * The small files beside the store, `markers.yaml` and `events.yaml`: read
 * again only when they changed, as safely as a result file (never through a
 * symlink, never blocking on a FIFO, a size limit, no over-long line), and a
 * file that cannot be read or parsed becomes a problem for `check` instead
 * of an error, with what is used in its stead.
 *
 * @module
 */

import { AbandonedError, describeFsError, isTransient, unchanged } from "./file_checks.ts";
import {
  FileTooLargeError,
  MAX_LINE_BYTES,
  NotRegularFileError,
  openCurrent,
  type ReadBuffer,
  readLines,
} from "./file_reader.ts";
import type { StoreProblem } from "./store_problem.ts";
import type { DictionaryLayer } from "../domain/markers/dictionary.ts";
import type { LifeEvent } from "../domain/changes/life_events.ts";
import { DictionaryFileError, parseDictionaryText } from "./dictionary_file.ts";
import { EVENTS_NAME, EventsFileError, parseEventsText } from "./events_file.ts";

/** The largest side file read. */
export const MAX_SIDE_FILE_BYTES = 4 * 1024 * 1024;

/** What the store keeps of a side file: what it holds, or why nothing is used. */
export interface SideFileState<T> {
  readonly mtime: number | null;
  /** -1 when the file is to be read again next time whatever its size. */
  readonly size: number;
  readonly ino: number | null;
  /** What was read, `undefined` when nothing is used. */
  readonly value: T | undefined;
  readonly problem: StoreProblem | undefined;
}

/** One side file: its name, how it is parsed, and what a failure means. */
export interface SideFile<T> {
  readonly name: string;
  /** The problem kind of a file that does not parse or cannot be read. */
  readonly kind: StoreProblem["kind"];
  /** The error `parse` throws, also made for an over-long line. */
  readonly error: new (file: string, line: number | undefined, reason: string) => Error;
  readonly parse: (text: string, file: string) => T;
  /** Whether a broken file leaves the last good version in use. */
  readonly keepsLastGood: boolean;
  /** What is used instead, in words, given what is kept. */
  readonly instead: (kept: T | undefined) => string;
}

/** What a side file's refresh needs besides the file. */
export interface SideFileContext {
  /** Re-read even an unchanged file, and throw the spec's error when it does not parse. */
  readonly strict: boolean;
  readonly guard: () => void;
  readonly buffer: ReadBuffer;
  readonly openMs: number;
  /** The directory's listing, just taken, has no such file: it is taken as not found unasked. */
  readonly absent?: boolean;
}

/**
 * Reads the side file at `path` again when it changed since `previous`.
 * Returns the new state, or `undefined` when nothing changed.
 */
export async function refreshSideFile<T>(
  path: string,
  spec: SideFile<T>,
  previous: SideFileState<T> | undefined,
  context: SideFileContext,
): Promise<SideFileState<T> | undefined> {
  let info: Deno.FileInfo | undefined;
  let failure: unknown;
  try {
    if (!context.absent) info = Deno.lstatSync(path);
  } catch (error) {
    failure = error;
  }
  if (info === undefined) {
    const problem: StoreProblem | undefined =
      failure === undefined || failure instanceof Deno.errors.NotFound ? undefined : {
        kind: "unreadable_file",
        file: spec.name,
        message: `cannot read it (${describeFsError(failure)}); ${spec.instead(undefined)}`,
      };
    const same = previous !== undefined && previous.value === undefined &&
      previous.problem?.message === problem?.message;
    return same ? undefined : { mtime: null, size: -1, ino: null, value: undefined, problem };
  }
  if (
    !context.strict && previous && previous.ino === info.ino && unchanged(previous, info)
  ) return undefined;
  let value = spec.keepsLastGood ? previous?.value : undefined;
  let problem = notRegularProblem(info, spec.name);
  /** A swap or a change while reading: read it again next time, whatever its lstat says. */
  let transient = false;
  if (problem) value = undefined;
  else {
    try {
      value = spec.parse(await readSmallFile(path, info, spec, context), spec.name);
    } catch (error) {
      if (error instanceof AbandonedError) throw error;
      // Only a broken file stops a strict read; an unreadable one is reported instead.
      if (context.strict && error instanceof spec.error) throw error;
      transient = isTransient(error);
      const reason = error instanceof spec.error
        ? error.message
        : error instanceof NotRegularFileError || error instanceof FileTooLargeError
        ? `"${spec.name}" ${error.message}`
        : describeFsError(error);
      problem = { kind: spec.kind, file: spec.name, message: `${reason}; ${spec.instead(value)}` };
    }
  }
  return {
    mtime: info.mtime?.getTime() ?? null,
    size: transient ? -1 : info.size,
    ino: info.ino,
    value,
    problem,
  };
}

/**
 * Whether the side file at `path` is as `previous` left it, from one `lstat`
 * (none when `absent`): true exactly when {@link refreshSideFile}, not
 * strict, would find nothing to read; an error is a change (the refresh then says why).
 */
export function sideFileUnchanged(
  path: string,
  previous: SideFileState<unknown> | undefined,
  absent: boolean,
): boolean {
  if (previous === undefined) return false;
  let info: Deno.FileInfo | undefined;
  try {
    if (!absent) info = Deno.lstatSync(path);
  } catch {
    return false;
  }
  if (info === undefined) return previous.value === undefined && previous.problem === undefined;
  return previous.ino === info.ino && unchanged(previous, info);
}

/** Why a side file is refused unread, if its `lstat` refuses it (symlinks are never followed). */
function notRegularProblem(info: Deno.FileInfo, file: string): StoreProblem | undefined {
  if (info.isFile && !info.isSymlink) return undefined;
  return {
    kind: "symlink",
    file,
    message: info.isSymlink ? "is a symlink; symlinks are never followed" : "is not a regular file",
  };
}

/** The text of a side file; an over-long line is the spec's error with its line number. */
async function readSmallFile<T>(
  path: string,
  seen: Deno.FileInfo,
  spec: SideFile<T>,
  context: SideFileContext,
): Promise<string> {
  const fail = (line: number, reason: string) => new spec.error(spec.name, line, reason);
  const { file, info } = await openCurrent(path, seen, context.openMs);
  try {
    context.guard();
    const parts: Uint8Array[] = [];
    let lines = 0;
    const read = await readLines(file, info, {
      onLines: (bytes) => {
        parts.push(bytes.slice());
        for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) lines++;
      },
      onOverlong: (bytes) => {
        throw fail(
          lines + 1,
          `line is ${bytes} bytes long; lines over ${MAX_LINE_BYTES} bytes are not read`,
        );
      },
      guard: context.guard,
      buffer: context.buffer,
      maxBytes: MAX_SIDE_FILE_BYTES,
    });
    if (read.tail === undefined) {
      throw fail(lines + 1, `line is over ${MAX_LINE_BYTES} bytes long; such lines are not read`);
    }
    parts.push(read.tail);
    const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      whole.set(part, at);
      at += part.length;
    }
    return new TextDecoder().decode(whole);
  } finally {
    file.close();
  }
}

/** `markers.yaml`: a broken file leaves its last good version in use. */
export const OVERLAY: SideFile<DictionaryLayer> = {
  name: "markers.yaml",
  kind: "dictionary_error",
  error: DictionaryFileError,
  parse: parseDictionaryText,
  keepsLastGood: true,
  instead: (kept) =>
    kept ? "the last good version is still used" : "only the built-in dictionary is used",
};

/** `events.yaml`: untrusted text, so a broken file shows no events. */
export const EVENTS: SideFile<readonly LifeEvent[]> = {
  name: EVENTS_NAME,
  kind: "events_error",
  error: EventsFileError,
  parse: parseEventsText,
  keepsLastGood: false,
  instead: () => "no events are shown",
};
