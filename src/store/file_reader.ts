/**
 * Reading one data file safely: opened only if it is the regular file that
 * `lstat` saw (the open handle is checked with `fstat`: a regular file with
 * the same device and inode, so a symlink or a FIFO renamed into place
 * between the two is refused), never waiting long on an open (a FIFO's open
 * blocks until a writer comes), and read in bounded chunks: complete lines go
 * to the caller a chunk at a time, a line longer than {@link MAX_LINE_BYTES}
 * is skipped without being held, and a file over a size limit is refused.
 * A running hash of the bytes up to the last complete line lets the next
 * read check that those bytes are still the same before it trusts an append.
 *
 * @module
 */

import { MAX_LINE_LENGTH } from "./line_parser/parse_lines.ts";
import { PrefixHash } from "./prefix_hash.ts";

/**
 * The largest `*.ndjson` file read: about 2.5 million readings. Larger ones are refused.
 *
 * @internal test seam: the test reaches the cap without repeating the number.
 */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** How long opening a file may take before it is given up (a FIFO's open never ends). */
export const OPEN_LIMIT_MS = 1000;

/**
 * How many bytes are read at a time (the next chunk is read while one is parsed).
 *
 * @internal test seam: the tests put a line across a chunk's edge.
 */
export const READ_CHUNK = 768 * 1024;

/** The longest line held in memory, in bytes: any longer line is skipped as it is read. */
export const MAX_LINE_BYTES = 4 * MAX_LINE_LENGTH;

/** A file that is not (or is no longer) the regular file that was listed, or cannot be opened in time. */
export class NotRegularFileError extends Error {}

/** Another file was renamed into place between the `lstat` and the open. */
class ReplacedError extends NotRegularFileError {}

/** A file over the size limit. */
export class FileTooLargeError extends Error {}

/**
 * A file whose bytes read before are no longer the same: it was edited, not only appended to.
 *
 * @internal test seam: the test tells a rewritten file from other refusals.
 */
export class RewrittenError extends Error {}

/** A file that changed while it was read, so that what was read is no one version of it. */
export class ChangedWhileReadError extends Error {}

/**
 * Opens `path` for reading only if it is the regular file `seen` (its
 * `lstat`) describes, within `limitMs`. The handle is checked with `fstat`:
 * anything else (a symlink, a FIFO, a device, another file renamed into
 * place) is closed and refused with {@link NotRegularFileError}.
 */
export async function openRegular(
  path: string,
  seen: Deno.FileInfo,
  limitMs = OPEN_LIMIT_MS,
): Promise<{ file: Deno.FsFile; info: Deno.FileInfo }> {
  if (seen.isSymlink) throw new NotRegularFileError("is a symlink; symlinks are never followed");
  if (!seen.isFile) throw new NotRegularFileError("is not a regular file");
  const opening = Deno.open(path, { read: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), limitMs);
  });
  let file: Deno.FsFile | undefined;
  try {
    file = await Promise.race([opening, timeout]);
  } finally {
    clearTimeout(timer);
  }
  if (file === undefined) {
    // A late open (a writer came to the FIFO) is closed at once.
    opening.then((late) => late.close(), () => {});
    throw new NotRegularFileError(
      `could not be opened within ${limitMs} ms; it is probably not a regular file`,
    );
  }
  try {
    const info = file.statSync();
    if (!info.isFile) throw new NotRegularFileError("is not a regular file");
    if (
      (seen.ino !== null && info.ino !== seen.ino) || (seen.dev !== null && info.dev !== seen.dev)
    ) {
      throw new ReplacedError("was replaced while it was opened");
    }
    return { file, info };
  } catch (error) {
    file.close();
    throw error;
  }
}

/**
 * Opens `path` as {@link openRegular} does, taking a file replaced by
 * rename in the meantime (an atomic save) as what is there now: it is
 * looked at again, up to three times, and opened only if it too is a
 * regular file.
 */
export async function openCurrent(
  path: string,
  seen: Deno.FileInfo,
  limitMs = OPEN_LIMIT_MS,
): Promise<{ file: Deno.FsFile; info: Deno.FileInfo }> {
  for (let attempt = 1;; attempt++) {
    try {
      return await openRegular(path, seen, limitMs);
    } catch (error) {
      if (!(error instanceof ReplacedError) || attempt === 3) throw error;
      seen = Deno.lstatSync(path);
    }
  }
}

/** Reusable read buffers: two halves that take turns, each 16-aligned in its `ArrayBuffer`. */
export interface ReadBuffer {
  bytes: Uint8Array;
}

/** The bytes of each half of a {@link ReadBuffer}: a chunk plus the longest line carried over. */
const HALF_BYTES = READ_CHUNK + MAX_LINE_BYTES + 16;

/** What {@link readLines} hands back once the whole file was read. */
export interface ReadResult {
  /** The file's info at the end of the read (the read is of this version). */
  readonly info: Deno.FileInfo;
  /** Bytes up to and including the last newline. */
  readonly consumed: number;
  /** The hash of the bytes `[0, consumed)`; `undefined` when it cannot be known. */
  readonly digest: string | undefined;
  /** The bytes after the last newline (a copy); `undefined` when they are an over-long line. */
  readonly tail: Uint8Array | undefined;
}

/** How {@link readLines} reads. */
export interface ReadOptions {
  /** Bytes `[0, length)` were read before: check they still hash to `digest`, deliver only what follows. */
  readonly verify?: { readonly length: number; readonly digest: string } | undefined;
  /** Receives complete lines, each ending with a newline; the bytes are only valid during the call. */
  readonly onLines: (bytes: Uint8Array) => void;
  /** A complete line of `bytes` bytes was too long to hold, and was skipped. */
  readonly onOverlong: (bytes: number) => void;
  /** Called after every wait; throws to abandon the read. */
  readonly guard?: () => void;
  readonly buffer?: ReadBuffer;
  readonly maxBytes?: number;
}

const floor16 = (n: number) => n - (n % 16);

/**
 * Reads an open file from its start to its end in chunks of
 * {@link READ_CHUNK} bytes (plus at most one line carried over), handing
 * complete lines to `onLines` while the next chunk is being read. Given
 * `verify`, the bytes read before are only hashed, and
 * {@link RewrittenError} is thrown when they changed. The file's `fstat`
 * must be the same before and after, else {@link ChangedWhileReadError}; a
 * file over `maxBytes` is {@link FileTooLargeError}.
 */
export async function readLines(
  file: Deno.FsFile,
  before: Deno.FileInfo,
  options: ReadOptions,
): Promise<ReadResult> {
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const tooLarge = (size: number) =>
    new FileTooLargeError(
      `is ${size} bytes; files over ${maxBytes} bytes (${
        maxBytes / 1024 / 1024
      } MiB) are not read: split it into several files`,
    );
  if (before.size > maxBytes) throw tooLarge(before.size);
  const verify = options.verify;
  const holder = options.buffer ?? { bytes: new Uint8Array(0) };
  if (holder.bytes.length < 2 * HALF_BYTES) holder.bytes = new Uint8Array(2 * HALF_BYTES);
  const halves = [holder.bytes.subarray(0, HALF_BYTES), holder.bytes.subarray(HALF_BYTES)];
  const views = halves.map((half) =>
    new Uint32Array(half.buffer, half.byteOffset, HALF_BYTES >>> 2)
  );
  let turn = 0;
  let buf = halves[0]!, words = views[0]!;
  const hash = new PrefixHash();
  /** File offset of `buf[0]` (16-aligned), bytes held, and bytes hashed (16-aligned). */
  let base = 0, filled = 0, hashed = 0;
  /** Where the next line starts; everything before it was delivered (or verified). */
  let lineStart = verify?.length ?? 0;
  let verified = verify === undefined || verify.length === 0;
  /** The start of an over-long line being skipped, or -1. */
  let skipping = -1;

  const hashTo = (to: number) => {
    if (to <= hashed) return;
    hash.absorb(words, (hashed - base) >>> 2, (to - base) >>> 2);
    hashed = to;
  };
  /** The read under way, into the half not being parsed. */
  let pending: Promise<number | null> | undefined = file.read(buf);
  try {
    for (let atEnd = false; !atEnd;) {
      const n = await pending!;
      pending = undefined;
      options.guard?.();
      if (n === null) break;
      filled += n;
      const end = base + filled;
      // Every byte the file had when opened is here: the fstat below confirms
      // it did not grow, which saves a read that would only say "end of file".
      atEnd = end === before.size;
      if (end > maxBytes) throw tooLarge(end);
      /** Complete lines to hand over, as file offsets. */
      let from = lineStart, to = lineStart;
      if (!verified) {
        // Bytes read before: hashed only, then compared once all were seen.
        const length = verify!.length;
        hashTo(floor16(Math.min(end, length)));
        if (end >= length) {
          const digest = hash.digest(buf.subarray(hashed - base, length - base), length);
          if (digest !== verify!.digest) throw new RewrittenError("its earlier lines changed");
          verified = true;
        }
      }
      if (verified && skipping >= 0) {
        const newline = buf.indexOf(0x0a, lineStart - base);
        if (newline >= 0 && newline < filled) {
          options.onOverlong(base + newline + 1 - skipping);
          from = to = lineStart = base + newline + 1;
          skipping = -1;
        } else {
          // Still inside the over-long line: hash what is held and drop it.
          hashTo(floor16(end));
          lineStart = hashed;
        }
      }
      if (verified && skipping < 0) {
        const last = buf.lastIndexOf(0x0a, filled - 1);
        if (last >= lineStart - base) {
          from = lineStart;
          to = lineStart = base + last + 1;
        }
        hashTo(floor16(lineStart));
        if (end - lineStart > MAX_LINE_BYTES) {
          // An over-long line: skipped from here on, never held whole.
          skipping = lineStart;
          hashTo(floor16(end));
          lineStart = hashed;
        }
      }
      // What is not hashed yet (at most an unfinished line) moves to the other half, which
      // is read into while the lines of this one are parsed.
      const next = halves[1 - turn]!;
      next.set(buf.subarray(hashed - base, filled));
      const carried = filled - (hashed - base);
      if (!atEnd) {
        pending = file.read(next.subarray(carried));
        pending.catch(() => {}); // awaited above, or below when a parse throws
      }
      if (to > from) options.onLines(buf.subarray(from - base, to - base));
      turn = 1 - turn;
      buf = next;
      words = views[turn]!;
      base = hashed;
      filled = carried;
    }
  } finally {
    // Never leave a read writing into a buffer that the next file will use.
    if (pending) await pending.catch(() => {});
  }
  options.guard?.();
  const after = file.statSync();
  options.guard?.();
  const end = base + filled;
  if (
    after.size !== before.size || after.size !== end ||
    after.mtime?.getTime() !== before.mtime?.getTime()
  ) {
    throw new ChangedWhileReadError("it changed while it was read");
  }
  if (!verified) throw new RewrittenError("it is shorter than before");
  if (skipping >= 0) {
    // The file ends inside an over-long line: hashed past its last newline.
    return { info: after, consumed: skipping, digest: undefined, tail: undefined };
  }
  return {
    info: after,
    consumed: lineStart,
    digest: hash.digest(buf.subarray(hashed - base, lineStart - base), lineStart),
    tail: buf.slice(lineStart - base, filled),
  };
}
