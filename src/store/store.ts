/**
 * The result store on disk: every `*.ndjson` file directly in the data
 * directory, plus an optional `markers.yaml` overlay. Each snapshot reflects
 * the files as they are now; files are re-read only when their size, mtime or
 * inode changed, and a file that only grew is read from where it ended: its
 * new lines are parsed and added to the column index in place, so the cost of
 * an append follows the appended bytes, not the store. The check on every
 * call uses synchronous `stat`s: a few microseconds each, where the
 * asynchronous ones cost a round of the event loop each. Any other change (a
 * file rewritten, replaced, truncated, deleted, or added before others in name
 * order, or a changed overlay) reloads the store from scratch.
 * Symlinks are never followed: the runtime sandbox does not stop a read
 * through one, so this check is ours.
 *
 * @module
 */

import type { ReadingColumns } from "../domain/columns.ts";
import { buildDictionary, type Dictionary, type DictionaryLayer } from "../domain/dictionary.ts";
import { buildMarkerIndex, type MarkerIndex } from "../domain/resolve.ts";
import type { ResultsView } from "../domain/view.ts";
import { DictionaryFileError, parseDictionaryText } from "./dictionary_file.ts";
import type { LineProblem } from "./parse_lines.ts";
import { parseRows } from "./parse_rows.ts";
import {
  ColumnIndex,
  type FileReport,
  MAX_LISTED_PER_FILE,
  type StoreProblem,
} from "./snapshot.ts";

export type { StoreProblem } from "./snapshot.ts";

/** The data directory cannot be read at all. */
export class StoreUnreadableError extends Error {
  /** The directory that was expected. */
  readonly path: string;

  constructor(path: string, reason: string) {
    super(
      `Cannot read the data directory "${path}": ${reason}. ` +
        "Create it and add *.ndjson result files (or run the importer), then ask again",
    );
    this.name = "StoreUnreadableError";
    this.path = path;
  }
}

/** A consistent view of the store, with everything `check` reports. */
export interface StoreSnapshot extends ResultsView {
  readonly problems: readonly StoreProblem[];
}

interface FileState {
  readonly ino: number | null;
  readonly mtime: number | null;
  readonly size: number;
  /** Bytes up to and including the last newline read. */
  readonly consumed: number;
  /** The number the next complete line will have. */
  readonly nextLine: number;
  /** The first bad lines among the complete ones (at most {@link MAX_LISTED_PER_FILE}). */
  readonly problems: LineProblem[];
  /** How many bad lines there are in all. */
  readonly badLines: number;
  /** A last line with no newline that does not parse yet (re-read when the file grows). */
  readonly unfinishedLine?: number | undefined;
  /**
   * A last line with no newline that parsed and is served. When the file
   * grows it is read again, so the store is then reloaded.
   */
  readonly tailServed: boolean;
  /** The first and the last bytes consumed: if they change, the file was rewritten, not appended to. */
  readonly head: Uint8Array;
  readonly edge: Uint8Array;
}

interface OverlayState {
  readonly mtime: number | null;
  readonly size: number;
  readonly layer: DictionaryLayer | undefined;
  readonly problem: StoreProblem | undefined;
}

const DECODER = new TextDecoder("utf-8");
/** How many bytes at the start and at the end of what was read are kept to detect a rewrite. */
const WINDOW = 256;
const OVERLAY_NAME = "markers.yaml";

function describeFsError(error: unknown): string {
  if (error instanceof Deno.errors.NotFound) return "it does not exist";
  if (error instanceof Deno.errors.PermissionDenied || error instanceof Deno.errors.NotCapable) {
    return "permission denied";
  }
  return error instanceof Error ? error.message : String(error);
}

/** A read buffer handed from one file to the next, so that a load allocates few. */
interface ReadBuffer {
  buffer: Uint8Array;
}

/** A file changed in place where an append was expected: the store is read again. */
class RewrittenError extends Error {}

/** What one stable read of a file gave: its bytes from an offset, and its info at that moment. */
interface FileRead {
  readonly bytes: Uint8Array;
  readonly info: Deno.FileInfo;
}

/** How many bytes of complete lines are decoded and parsed at a time. */
const DECODE_CHUNK = 1 << 20;

/** How often a file that changes while it is read is read again before giving up for this call. */
const READ_ATTEMPTS = 3;

/**
 * Reads a file from `offset` to its end (about `expected` bytes), into
 * `reuse` when it is big enough. Everything happens on one handle: given
 * `previous`, the bytes read before are checked to be still in place (else
 * {@link RewrittenError}), and the read is repeated if the file's size or
 * mtime moved while it was read, so that one read is one version of the file.
 * The bytes returned are only valid until the buffer is reused.
 */
async function readFrom(
  path: string,
  offset: number,
  expected: number,
  reuse?: ReadBuffer,
  previous?: FileState,
): Promise<FileRead> {
  for (let attempt = 1;; attempt++) {
    using file = await Deno.open(path, { read: true });
    const before = await file.stat();
    if (previous && !await onlyGrew(file, previous)) throw new RewrittenError(path);
    await file.seek(offset, Deno.SeekMode.Start);
    let buffer = reuse && reuse.buffer.length > expected
      ? reuse.buffer
      : new Uint8Array(Math.max(0, expected) + 1);
    let total = 0;
    for (;;) {
      if (total === buffer.length) {
        const bigger = new Uint8Array(buffer.length * 2);
        bigger.set(buffer);
        buffer = bigger;
      }
      const n = await file.read(buffer.subarray(total));
      if (n === null) break;
      total += n;
    }
    if (reuse) reuse.buffer = buffer;
    const after = await file.stat();
    const stable = after.size === before.size && after.size === offset + total &&
      after.mtime?.getTime() === before.mtime?.getTime();
    if (stable) return { bytes: buffer.subarray(0, total), info: after };
    if (attempt === READ_ATTEMPTS) throw new Error("it kept changing while it was read");
  }
}

async function sameBytes(
  file: Deno.FsFile,
  offset: number,
  expected: Uint8Array,
): Promise<boolean> {
  const actual = new Uint8Array(expected.length);
  await file.seek(offset, Deno.SeekMode.Start);
  for (let at = 0; at < actual.length;) {
    const n = await file.read(actual.subarray(at));
    if (n === null) return false;
    at += n;
  }
  return actual.every((byte, i) => byte === expected[i]);
}

/** Whether the bytes read before are still in place in `file`, so that it only grew. */
async function onlyGrew(file: Deno.FsFile, previous: FileState): Promise<boolean> {
  return await sameBytes(file, 0, previous.head) &&
    await sameBytes(file, previous.consumed - previous.edge.length, previous.edge);
}

/** The first `WINDOW` bytes of `before` followed by `after`. */
function firstBytes(before: Uint8Array, after: Uint8Array): Uint8Array {
  if (before.length >= WINDOW) return before;
  const joined = new Uint8Array(Math.min(WINDOW, before.length + after.length));
  joined.set(before);
  joined.set(after.subarray(0, joined.length - before.length), before.length);
  return joined;
}

/** The last `WINDOW` bytes of `before` followed by `after`. */
function lastBytes(before: Uint8Array, after: Uint8Array): Uint8Array {
  if (after.length >= WINDOW) return after.slice(after.length - WINDOW);
  const joined = new Uint8Array(Math.min(WINDOW, before.length + after.length));
  const fromBefore = joined.length - after.length;
  joined.set(before.subarray(before.length - fromBefore));
  joined.set(after, fromBefore);
  return joined;
}

/**
 * Reads a file into the index, from the start or (given `previous`) only what
 * was appended since, as file slot `slot`.
 */
async function loadFile(
  path: string,
  info: Deno.FileInfo,
  previous: FileState | undefined,
  index: ColumnIndex,
  slot: number,
  read: Promise<FileRead> = readFrom(
    path,
    previous?.consumed ?? 0,
    info.size - (previous?.consumed ?? 0),
    undefined,
    previous,
  ),
): Promise<FileState> {
  const { bytes, info: readInfo } = await read;
  const lastNewline = bytes.lastIndexOf(0x0a);
  const sink = (row: Parameters<ColumnIndex["add"]>[0], line: number) => index.add(row, slot, line);
  // Complete lines are decoded and parsed a chunk at a time, so that the text
  // of a whole file is never held at once next to its bytes.
  const problems: LineProblem[] = previous ? [...previous.problems] : [];
  let badLines = previous?.badLines ?? 0;
  let nextLine = previous?.nextLine ?? 1;
  for (let start = 0; start <= lastNewline;) {
    const cut = bytes.indexOf(0x0a, Math.min(start + DECODE_CHUNK, lastNewline));
    const chunk = bytes.subarray(start, cut + 1);
    const room = MAX_LISTED_PER_FILE - problems.length;
    const parsed = parseRows(DECODER.decode(chunk), nextLine, sink, room);
    for (const problem of parsed.problems) problems.push(problem);
    badLines += parsed.problemCount;
    nextLine += parsed.finishedLines;
    start = cut + 1;
  }
  const tail = parseRows(DECODER.decode(bytes.subarray(lastNewline + 1)), nextLine, sink);
  return {
    ino: readInfo.ino,
    mtime: readInfo.mtime?.getTime() ?? null,
    size: readInfo.size,
    consumed: (previous?.consumed ?? 0) + lastNewline + 1,
    nextLine,
    problems,
    badLines,
    unfinishedLine: tail.unfinishedLine,
    tailServed: tail.rows > 0,
    head: firstBytes(previous?.head ?? new Uint8Array(), bytes.subarray(0, lastNewline + 1)),
    edge: lastBytes(previous?.edge ?? new Uint8Array(), bytes.subarray(0, lastNewline + 1)),
  };
}

/** Identity, size and mtime of a file, as one comparable key. */
function fileStateKey(info: Deno.FileInfo): string {
  return `${info.ino}:${info.size}:${info.mtime?.getTime() ?? ""}`;
}

function unchanged(state: { mtime: number | null; size: number }, info: Deno.FileInfo): boolean {
  return state.mtime === (info.mtime?.getTime() ?? null) && state.size === info.size;
}

/** The store of one data directory, re-read cheaply as it changes. */
export class ResultStore {
  /** The data directory, as given. */
  readonly dataDir: string;
  readonly #builtin: DictionaryLayer;
  /** The files read, in name order (their slot is their position). */
  #files = new Map<string, FileState>();
  /**
   * Files that could not be read, with the state they had then: skipped (and
   * still reported) until they change, so that one unreadable file does not
   * make every call read the whole store again.
   */
  #unreadable = new Map<string, { readonly state: string; readonly problem: StoreProblem }>();
  #overlay: OverlayState | undefined;
  #index: ColumnIndex | undefined;
  /** The marker index, kept while the set of unknown codes stays the same. */
  #markers: { readonly key: string; readonly index: MarkerIndex } | undefined;
  #prepared:
    | {
      readonly layer: DictionaryLayer | undefined;
      readonly dictionary: Dictionary;
      readonly index: MarkerIndex;
    }
    | undefined;
  #snapshot: StoreSnapshot | undefined;
  #entryProblemsKey = "";
  #refreshing: Promise<StoreSnapshot> | undefined;

  constructor(dataDir: string, builtin: DictionaryLayer) {
    this.dataDir = dataDir;
    this.#root = dataDir;
    this.#builtin = builtin;
  }

  /**
   * The data directory as its real path. Everything is read through it, so
   * that the runtime checks the directory actually read: given a symlink to
   * another directory as `--data`, a sandbox that allows only the link's own
   * spelling denies the read instead of following it.
   */
  #root: string;

  #path(name: string): string {
    return `${this.#root.replace(/[\\/]+$/, "")}/${name}`;
  }

  /** Resolves the real path of the data directory; true when it changed since the last call. */
  #resolveRoot(): boolean {
    let root: string;
    try {
      root = Deno.realPathSync(this.dataDir);
    } catch (error) {
      throw new StoreUnreadableError(this.dataDir, describeFsError(error));
    }
    if (root === this.#root) return false;
    this.#root = root;
    return true;
  }

  /**
   * Loads the dictionary overlay and throws {@link DictionaryFileError} if it
   * is broken, so that a server can refuse to start on it.
   */
  async checkDictionary(): Promise<void> {
    try {
      this.#resolveRoot();
    } catch {
      // A missing data directory is reported by every tool call, not here.
    }
    await this.#refreshOverlay(true);
    this.#prepare();
  }

  /**
   * The dictionary of the current overlay and its marker index, built once
   * per overlay version. A server prepares them before it answers
   * `initialize`, so that the first tool call pays only for the data.
   */
  #prepare(): { dictionary: Dictionary; index: MarkerIndex } {
    const layer = this.#overlay?.layer;
    if (!this.#prepared || this.#prepared.layer !== layer) {
      const dictionary = buildDictionary(layer ? [this.#builtin, layer] : [this.#builtin]);
      this.#prepared = { layer, dictionary, index: buildMarkerIndex(dictionary) };
    }
    return this.#prepared;
  }

  /** The store as it is now. Concurrent callers share one refresh. */
  snapshot(): Promise<StoreSnapshot> {
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  async #refreshOverlay(strict: boolean): Promise<boolean> {
    const path = this.#path(OVERLAY_NAME);
    let info: Deno.FileInfo;
    try {
      info = Deno.lstatSync(path);
    } catch (error) {
      const gone = error instanceof Deno.errors.NotFound;
      const problem: StoreProblem | undefined = gone ? undefined : {
        kind: "unreadable_file",
        file: OVERLAY_NAME,
        message: `cannot read it (${describeFsError(error)}); only the built-in dictionary is used`,
      };
      const changed = this.#overlay?.layer !== undefined ||
        this.#overlay?.problem?.message !== problem?.message;
      this.#overlay = { mtime: null, size: -1, layer: undefined, problem };
      return changed;
    }
    // A strict check always re-reads: a broken file seen by a lenient refresh must still throw.
    if (!strict && this.#overlay && unchanged(this.#overlay, info)) return false;
    let layer = this.#overlay?.layer;
    let problem: StoreProblem | undefined;
    if (info.isSymlink || !info.isFile) {
      layer = undefined;
      problem = {
        kind: "symlink",
        file: OVERLAY_NAME,
        message: info.isSymlink
          ? "is a symlink; symlinks are never followed"
          : "is not a regular file",
      };
    } else {
      try {
        layer = parseDictionaryText(await Deno.readTextFile(path), OVERLAY_NAME);
      } catch (error) {
        // Only a broken dictionary stops a start; an unreadable file is reported instead.
        if (strict && error instanceof DictionaryFileError) throw error;
        const reason = error instanceof DictionaryFileError
          ? error.message
          : describeFsError(error);
        problem = {
          kind: "dictionary_error",
          file: OVERLAY_NAME,
          message: `${reason}; ${
            layer ? "the last good version is still used" : "only the built-in dictionary is used"
          }`,
        };
      }
    }
    this.#overlay = { mtime: info.mtime?.getTime() ?? null, size: info.size, layer, problem };
    return true;
  }

  /** Why the data directory cannot be read, naming its real path when that is what was denied. */
  #denial(error: unknown): string {
    const denied = error instanceof Deno.errors.NotCapable ||
      error instanceof Deno.errors.PermissionDenied;
    return denied && this.#root !== this.dataDir
      ? `it resolves to "${this.#root}", which this server may not read (give that real path to --allow-read and --data)`
      : describeFsError(error);
  }

  #listEntries(): Deno.DirEntry[] {
    let info: Deno.FileInfo;
    try {
      info = Deno.statSync(this.#root);
    } catch (error) {
      throw new StoreUnreadableError(this.dataDir, this.#denial(error));
    }
    if (!info.isDirectory) throw new StoreUnreadableError(this.dataDir, "it is not a directory");
    const entries: Deno.DirEntry[] = [];
    try {
      for (const entry of Deno.readDirSync(this.#root)) {
        if (entry.name.endsWith(".ndjson")) entries.push(entry);
      }
    } catch (error) {
      throw new StoreUnreadableError(this.dataDir, this.#denial(error));
    }
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Lists the regular `*.ndjson` files with their info; everything else becomes a problem. */
  #regularFiles(entryProblems: StoreProblem[]): { name: string; info: Deno.FileInfo }[] {
    const files: { name: string; info: Deno.FileInfo }[] = [];
    const entries = this.#listEntries();
    const names = new Set(entries.map((entry) => entry.name));
    for (const name of this.#unreadable.keys()) if (!names.has(name)) this.#unreadable.delete(name);
    for (const entry of entries) {
      if (entry.isSymlink || !entry.isFile) {
        entryProblems.push({
          kind: "symlink",
          file: entry.name,
          message: entry.isSymlink
            ? "is a symlink; symlinks are never followed"
            : "is not a regular file",
        });
        continue;
      }
      try {
        const info = Deno.lstatSync(this.#path(entry.name));
        if (info.isSymlink) throw new Error("became a symlink");
        const failed = this.#unreadable.get(entry.name);
        if (failed?.state === fileStateKey(info)) {
          entryProblems.push(failed.problem);
          continue;
        }
        this.#unreadable.delete(entry.name);
        files.push({ name: entry.name, info });
      } catch (error) {
        if (error instanceof Deno.errors.NotFound) continue; // deleted while listing
        entryProblems.push({
          kind: "unreadable_file",
          file: entry.name,
          message: `cannot read it (${describeFsError(error)})`,
        });
      }
    }
    return files;
  }

  /**
   * What to read: each changed file from where it ended, when every change is
   * an append (or a new file after all others in name order); otherwise
   * `undefined`, and the whole store is read again.
   */
  #appendPlan(
    files: readonly { name: string; info: Deno.FileInfo }[],
  ): { name: string; info: Deno.FileInfo; previous?: FileState }[] | undefined {
    const known = [...this.#files.keys()];
    if (files.length < known.length || known.some((name, i) => files[i]?.name !== name)) {
      return undefined; // a file went away, or a new one sorts before a known one
    }
    const plan: { name: string; info: Deno.FileInfo; previous?: FileState }[] = [];
    for (const { name, info } of files) {
      const previous = this.#files.get(name);
      if (!previous) {
        plan.push({ name, info });
        continue;
      }
      if (previous.ino === info.ino && unchanged(previous, info)) continue;
      // Whether the old bytes are still in place is checked when the new ones are read.
      // An edit that keeps the size is a rewrite, not an append of nothing.
      const grew = previous.ino === info.ino && info.size > previous.size && !previous.tailServed;
      if (!grew) return undefined;
      plan.push({ name, info, previous });
    }
    return plan;
  }

  async #refresh(): Promise<StoreSnapshot> {
    // A data directory that now resolves elsewhere is a different store: read it all again.
    if (this.#resolveRoot()) this.#index = undefined;
    const overlayChanged = await this.#refreshOverlay(false);
    const entryProblems: StoreProblem[] = [];
    const files = this.#regularFiles(entryProblems);
    const plan = this.#index && !overlayChanged ? this.#appendPlan(files) : undefined;

    let changed = true;
    if (plan === undefined || !await this.#append(plan)) {
      await this.#reload(files, entryProblems);
    } else changed = plan.length > 0;
    const entryProblemsKey = JSON.stringify(entryProblems);
    if (!changed && this.#snapshot && entryProblemsKey === this.#entryProblemsKey) {
      return this.#snapshot;
    }
    this.#entryProblemsKey = entryProblemsKey;
    this.#snapshot = this.#build(this.#index!, entryProblems);
    return this.#snapshot;
  }

  /** Reads what was appended; false when a file could not be read (then reload). */
  async #append(
    plan: readonly { name: string; info: Deno.FileInfo; previous?: FileState }[],
  ): Promise<boolean> {
    const index = this.#index!;
    const slots = [...this.#files.keys()];
    try {
      for (const { name, info, previous } of plan) {
        const slot = previous ? slots.indexOf(name) : this.#files.size;
        this.#files.set(name, await loadFile(this.#path(name), info, previous, index, slot));
      }
    } catch {
      return false;
    }
    index.finish();
    return true;
  }

  /** Reads every file from the start into a new index. */
  async #reload(
    files: readonly { name: string; info: Deno.FileInfo }[],
    entryProblems: StoreProblem[],
  ): Promise<void> {
    // Drop the old columns first, so that the old and the new store are never both held.
    this.#snapshot = undefined;
    this.#index = undefined;
    this.#files = new Map();
    const index = new ColumnIndex(this.#prepare().dictionary);
    this.#markers = undefined;
    // Each file is read while the one before it is parsed, into two buffers taking turns.
    const buffers: ReadBuffer[] = [{ buffer: new Uint8Array(0) }, { buffer: new Uint8Array(0) }];
    const read = (k: number) => {
      const file = files[k];
      if (!file) return undefined;
      const bytes = readFrom(this.#path(file.name), 0, file.info.size, buffers[k % 2]);
      bytes.catch(() => {}); // awaited (and reported) in turn below
      return bytes;
    };
    let next = read(0);
    for (const [k, { name, info }] of files.entries()) {
      const bytes = next!;
      next = read(k + 1);
      try {
        this.#files.set(
          name,
          await loadFile(this.#path(name), info, undefined, index, this.#files.size, bytes),
        );
      } catch (error) {
        if (error instanceof Deno.errors.NotFound) continue; // deleted while listing
        const problem: StoreProblem = {
          kind: "unreadable_file",
          file: name,
          message: `cannot read it (${describeFsError(error)})`,
        };
        entryProblems.push(problem);
        this.#unreadable.set(name, { state: fileStateKey(info), problem });
      }
    }
    index.finish();
    this.#index = index;
  }

  #build(index: ColumnIndex, entryProblems: StoreProblem[]): StoreSnapshot {
    const problems: StoreProblem[] = [...entryProblems];
    if (this.#overlay?.problem) problems.push(this.#overlay.problem);
    for (const p of index.dictionary.problems) {
      problems.push({
        kind: p.kind,
        file: OVERLAY_NAME,
        message: `${p.kind === "alias_dropped" ? "alias" : "pattern"} ${
          JSON.stringify(p.text)
        } of "${p.code}" ${p.kind === "alias_dropped" ? "dropped: " : "ignored: "}${p.reason}`,
      });
    }
    const reports: FileReport[] = [...this.#files].map(([name, state]) => ({
      name,
      problems: state.problems,
      badLines: state.badLines,
      unfinishedLine: state.unfinishedLine,
    }));
    for (const problem of index.problems(reports)) problems.push(problem);
    const key = index.unknownCodes().join("\n");
    if (this.#markers?.key !== key) {
      const prepared = this.#prepared;
      this.#markers = {
        key,
        index: key === "" && prepared?.dictionary === index.dictionary
          ? prepared.index
          : buildMarkerIndex(index.markers()),
      };
    }
    const codes = index.codes();
    const views: ReadonlyMap<string, ReadingColumns> = index.views();
    return {
      index: this.#markers.index,
      fileCount: this.#files.size,
      codes: () => codes,
      readings: (code) => views.get(code) ?? [],
      problems,
    };
  }
}
