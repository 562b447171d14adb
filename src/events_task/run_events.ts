/**
 * What `deno task events` does once sandboxed: lists the events of a data
 * directory, or adds one to its `events.yaml`, written atomically (a temp
 * file beside it, synced, then renamed) so that the server never reads half
 * a file. Adds run one at a time: each holds an exclusive lock (on the data
 * directory, released by the system if the process dies) from reading the
 * file to renaming the new one into place, so concurrent adds keep every
 * event. The worker may write exactly `events.yaml`, its temp file and a
 * lock file used only where a directory cannot be locked.
 *
 * @module
 */

import { cleanText } from "../domain/text.ts";
import { EVENTS_NAME, EventsFileError, parseEventsText } from "../store/events_file.ts";
import type { EventsArgs } from "./event_args.ts";
import { EventRefusedError, withEvent } from "./event_text.ts";

/** The temp file an edit is written to before it is renamed into place. */
export const EVENTS_TEMP_NAME = ".events.yaml.tmp";

/** The file an add holds an exclusive lock on while it reads and replaces `events.yaml`. */
export const EVENTS_LOCK_NAME = ".events.yaml.lock";

/** Where the command's messages go. */
export interface EventsOutput {
  out(text: string): void;
  err(text: string): void;
}

/** The text of `DIR/events.yaml`, or "" when there is none. A symlink or a non-file is refused. */
async function readEventsText(dataDir: string): Promise<string> {
  const path = `${dataDir}/${EVENTS_NAME}`;
  let info: Deno.FileInfo;
  try {
    info = await Deno.lstat(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "";
    throw error;
  }
  if (!info.isFile) {
    throw new EventsFileError(path, undefined, "is not a regular file (symlinks are refused)");
  }
  return await Deno.readTextFile(path);
}

async function writeEventsText(dataDir: string, text: string): Promise<void> {
  const temp = `${dataDir}/${EVENTS_TEMP_NAME}`;
  await Deno.remove(temp).catch((error) => {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  });
  {
    using file = await Deno.open(temp, { write: true, createNew: true, mode: 0o600 });
    const bytes = new TextEncoder().encode(text);
    let written = 0;
    while (written < bytes.length) written += await file.write(bytes.subarray(written));
    await file.sync();
  }
  await Deno.rename(temp, `${dataDir}/${EVENTS_NAME}`);
}

/**
 * An exclusive lock for one add, waiting for another add to finish: on the
 * data directory itself where the system can lock a directory (Linux, macOS:
 * nothing is created), else on `DIR/.events.yaml.lock` (a symlink there is
 * refused). The system releases it if the process dies.
 */
async function lockEvents(dataDir: string): Promise<Deno.FsFile> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(dataDir, { read: true });
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) throw error;
    file = await openLockFile(`${dataDir}/${EVENTS_LOCK_NAME}`);
  }
  try {
    await file.lock(true);
  } catch (error) {
    file.close();
    throw error;
  }
  return file;
}

async function openLockFile(path: string): Promise<Deno.FsFile> {
  const info = await Deno.lstat(path).catch((error) => {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  });
  if (info !== undefined && !info.isFile) {
    throw new EventsFileError(path, undefined, "is not a regular file (symlinks are refused)");
  }
  return await Deno.open(path, { read: true, write: true, create: true, mode: 0o600 });
}

/** Adds one event under the lock: read, append, write the temp file, rename. */
async function addEvent(args: Extract<EventsArgs, { kind: "add" }>, file: string): Promise<void> {
  using lock = await lockEvents(args.dataDir);
  try {
    const next = withEvent(await readEventsText(args.dataDir), args.event, file);
    await writeEventsText(args.dataDir, next);
  } finally {
    await lock.unlock();
  }
}

/** Runs `list` or `add`; returns the exit code (0 done, 1 a file problem). */
export async function runEvents(
  args: Extract<EventsArgs, { kind: "add" | "list" }>,
  output: EventsOutput,
): Promise<number> {
  const file = `${args.dataDir}/${EVENTS_NAME}`;
  try {
    if (args.kind === "list") {
      const events = parseEventsText(await readEventsText(args.dataDir), file);
      if (events.length === 0) output.out(`No events in "${file}"`);
      for (const e of events) {
        output.out(`${e.date}${e.end ? `..${e.end}` : ""}  ${e.kind.padEnd(10)}  ${e.text}`);
      }
      return 0;
    }
    await addEvent(args, file);
    output.out(
      `Added ${args.event.date} ${args.event.kind} "${
        cleanText(args.event.text, 200)
      }" to "${file}"`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    output.err(
      (error instanceof EventsFileError || error instanceof EventRefusedError) &&
        args.kind === "add"
        ? `${message}. Nothing was written`
        : message,
    );
    return 1;
  }
}
