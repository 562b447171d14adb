/**
 * The store index file, `.bloodwork-index` in the data directory: a
 * {@link StoreImage} the importer writes after every change, so that a
 * process starting on a large store takes up the read columns instead of
 * parsing every line. The server only reads it, and takes it up only when it
 * was written by this version, under a dictionary that files every code the
 * same way, and every file it describes is still there, first in name order,
 * with the same device, inode, size, mtime and ctime (or has only grown:
 * then the appended lines are read, once the bytes read before hash the
 * same). A file changed within a clock tick of the index file's own mtime
 * could have been edited again in the same tick, so its bytes are hashed
 * and compared too. Anything else, and any damage, means the store is read
 * as if there were no index; nothing is served from an index that does not
 * match.
 * See `docs/store.md` ("The store index").
 *
 * @module
 */

import type { FileState } from "./append_plan.ts";
import { ColumnIndex, ImageMismatchError } from "./column_index.ts";
import { type ListedFile, RACY_MS } from "./data_dir.ts";
import { PrefixHash } from "./prefix_hash.ts";
import { openRegular } from "./file_reader.ts";
import type { Dictionary } from "../domain/markers/dictionary.ts";
import type { StoreProblem } from "./store_problem.ts";
import { VERSION } from "../version.ts";
import {
  decodeStoreImage,
  type FileImage,
  type StoreImage,
  StoreImageError,
} from "./store_image.ts";

/** The index file's name: not `*.ndjson`, so the store never takes it for results. */
export const STORE_INDEX_NAME = ".bloodwork-index";

/** The largest index file read: beyond it, the store is read instead. */
const MAX_INDEX_BYTES = 1 << 30;

/** The file state an image describes, as the store keeps it. */
function fileStateOf(file: FileImage): FileState {
  const { name: _name, ...state } = file;
  return state;
}

const time = (date: Date | null) => date?.getTime() ?? null;

/**
 * Why `image` cannot be taken up over the files listed now (in name order),
 * or `undefined` when it can.
 *
 * @internal tested alone: each reason an index image is not taken up, without a store.
 */
export function mismatch(
  image: StoreImage,
  listed: readonly ListedFile[],
  version: string,
): string | undefined {
  if (image.version !== version) return `it was written by version ${image.version}`;
  for (const [i, file] of image.files.entries()) {
    const now = listed[i];
    if (now?.name !== file.name) return "a file was added before others, renamed or removed";
    const { info } = now;
    if (info.dev !== file.dev || info.ino !== file.ino || info.size < file.size) {
      return "a file was replaced or cut short";
    }
    const same = info.size === file.size && time(info.mtime) === file.mtime &&
      time(info.ctime) === file.ctime;
    const grown = info.size > file.size;
    if (!same && !grown) return "a file was edited";
  }
  return undefined;
}

/**
 * How close before the index file's own mtime a file's mtime must be for its
 * times to prove nothing: an edit in the same clock tick keeps them. Both
 * times come from the same file system's clock. Where mtimes are whole
 * seconds (ext3, HFS+, FAT's two), the window is {@link RACY_MS}; where they
 * are finer, it covers the kernel's coarse clock (a tick is 1–10 ms).
 */
function racyWindow(fileMtime: number, indexMtime: number): number {
  return fileMtime % 1000 === 0 && indexMtime % 1000 === 0 ? RACY_MS : 50;
}

/**
 * Why a file that changed just before the index was written, and has its
 * size still, cannot be taken as indexed: its bytes are hashed and compared
 * (files that grew are checked the same way when their new lines are read).
 */
async function racyMismatch(
  image: StoreImage,
  indexMtime: number | null,
  listed: readonly ListedFile[],
  pathOf: (name: string) => string,
): Promise<string | undefined> {
  for (const [i, file] of image.files.entries()) {
    const { mtime } = file;
    if (
      mtime !== null && indexMtime !== null && mtime < indexMtime - racyWindow(mtime, indexMtime)
    ) {
      continue;
    }
    const { info } = listed[i]!;
    if (info.size !== file.size) continue;
    // The digest covers the lines up to the last newline: a last line without one is not in it.
    if (file.digest === undefined || file.consumed !== file.size) {
      return "a file changed just before it was indexed";
    }
    if (await fileDigest(pathOf(file.name), file.consumed, info) !== file.digest) {
      return "a file was edited";
    }
  }
  return undefined;
}

/** Bytes hashed per read: a multiple of 16, so that only the last read leaves a tail. */
const HASH_CHUNK = 1 << 20;

/**
 * The digest of the first `length` bytes of the file at `path`, as the
 * store's reader computes it, read a chunk at a time (a file of any size
 * costs one chunk of memory). With `seen` (its `lstat`), the file is opened
 * as the store opens its files: never a FIFO waited on, nor another file.
 *
 * @internal tested alone: the digest of a file as the index records it.
 */
export async function fileDigest(
  path: string,
  length: number,
  seen?: Deno.FileInfo,
): Promise<string> {
  using file = seen === undefined ? await Deno.open(path) : (await openRegular(path, seen)).file;
  const buffer = new Uint8Array(HASH_CHUNK), words = new Uint32Array(buffer.buffer);
  const hash = new PrefixHash();
  for (let done = 0;;) {
    const want = Math.min(HASH_CHUNK, length - done);
    let filled = 0;
    while (filled < want) {
      const read = await file.read(buffer.subarray(filled, want));
      if (read === null) throw new Deno.errors.UnexpectedEof("the file is shorter than indexed");
      filled += read;
    }
    done += filled;
    if (done === length) {
      const whole = filled - (filled % 16);
      hash.absorb(words, 0, whole >>> 2);
      return hash.digest(buffer.subarray(whole, filled), length);
    }
    hash.absorb(words, 0, filled >>> 2);
  }
}

/** The index file's bytes and mtime as read, or why there are none to take up. */
export type FetchedIndex = { bytes: Uint8Array; mtime: number | null } | { reason: string };

/**
 * Reads the index file at `path` (nothing is checked yet). A store starts
 * this before it builds its dictionary, so that the read, which runs off the
 * main thread, costs the first call nothing.
 */
export async function fetchIndexFile(path: string): Promise<FetchedIndex> {
  try {
    const info = await Deno.lstat(path);
    if (!info.isFile) return { reason: "it is not a regular file" };
    if (info.size > MAX_INDEX_BYTES) return { reason: "it is too large" };
    return { bytes: await Deno.readFile(path), mtime: time(info.mtime) };
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return { reason: "there is none" };
    return { reason: `it cannot be read (${error instanceof Error ? error.name : "error"})` };
  }
}

/** The image in fetched bytes, or why it cannot be taken up. */
function decoded(
  fetched: FetchedIndex,
): { image: StoreImage; mtime: number | null } | { reason: string } {
  if ("reason" in fetched) return fetched;
  try {
    return { image: decodeStoreImage(fetched.bytes), mtime: fetched.mtime };
  } catch (error) {
    if (error instanceof StoreImageError) return { reason: error.message };
    throw error;
  }
}

/**
 * The image's entry for a file the store read, or `undefined` when the file
 * changed since (`info` is its state now) or its state lacks what tells a
 * rewrite.
 */
function fileImageOf(
  name: string,
  state: FileState,
  info: Deno.FileInfo,
): FileImage | undefined {
  const { dev, ctime } = state;
  if (dev === undefined || ctime === undefined) return undefined;
  const same = info.dev === dev && info.ino === state.ino && info.size === state.size &&
    time(info.mtime) === state.mtime && time(info.ctime) === ctime;
  return same ? { name, ...state, dev, ctime } : undefined;
}

/**
 * The index and file states of the image in the fetched index file
 * (`pathOf` names a file of the data directory), when it can be taken up
 * over the files listed now and `dictionary`; else a note that says why not
 * (empty when there is no index file, which is no news).
 */
export async function takeUpImage(
  fetched: FetchedIndex,
  pathOf: (name: string) => string,
  listed: readonly ListedFile[],
  { dictionary }: { readonly dictionary: Dictionary },
): Promise<{ index: ColumnIndex; files: Map<string, FileState> } | { note: string }> {
  const read = decoded(fetched);
  const note = (reason: string) => ({
    note:
      `the store index (${STORE_INDEX_NAME}) was not used: ${reason}; every file is read instead`,
  });
  if ("reason" in read) return read.reason === "there is none" ? { note: "" } : note(read.reason);
  const reason = mismatch(read.image, listed, VERSION) ??
    await racyMismatch(read.image, read.mtime, listed, pathOf).catch((error) =>
      `a file could not be checked (${error instanceof Error ? error.name : "error"})`
    );
  if (reason !== undefined) return note(reason);
  try {
    const index = ColumnIndex.restore(dictionary, read.image.index);
    return { index, files: new Map(read.image.files.map((f) => [f.name, fileStateOf(f)])) };
  } catch (error) {
    if (!(error instanceof ImageMismatchError)) throw error;
    return note(`the dictionary changed since (${error.message})`);
  }
}

/**
 * The image of a store just read (`snapshot`, its file states and index);
 * `undefined` when a file could not be read, or changed since it was.
 */
export async function imageOf(
  snapshot: { readonly problems: readonly StoreProblem[] },
  files: ReadonlyMap<string, FileState>,
  index: ColumnIndex,
  pathOf: (name: string) => string,
): Promise<StoreImage | undefined> {
  if (snapshot.problems.some((p) => p.kind === "unreadable_file" || p.kind === "symlink")) {
    return undefined;
  }
  const images: FileImage[] = [];
  for (const [name, state] of files) {
    const file = fileImageOf(name, state, await Deno.lstat(pathOf(name)));
    if (file === undefined) return undefined;
    images.push(file);
  }
  return { version: VERSION, files: images, index: index.image() };
}
