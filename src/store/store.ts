/**
 * The result store on disk: every `*.ndjson` file directly in the data
 * directory, plus an optional `markers.yaml` overlay. Each snapshot reflects
 * the files as they are now; files are re-read only when their size, mtime or
 * inode changed, and a file that only grew is read from where it ended.
 * Symlinks are never followed: the runtime sandbox does not stop a read
 * through one, so this check is ours.
 *
 * @module
 */

import { buildDictionary, type DictionaryLayer } from "../domain/dictionary.ts";
import { buildMarkerIndex } from "../domain/resolve.ts";
import type { ResultsView } from "../domain/view.ts";
import { DictionaryFileError, parseDictionaryText } from "./dictionary_file.ts";
import { type LineProblem, type LineReading, parseStoreText } from "./parse_lines.ts";
import { indexReadings, type StoreProblem } from "./snapshot.ts";

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
  readonly readings: LineReading[];
  readonly problems: LineProblem[];
  /** A last line with no newline: served if it parses, re-read when the file grows. */
  readonly tail: { readonly readings: LineReading[]; readonly unfinishedLine?: number };
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

async function readFrom(path: string, offset: number): Promise<Uint8Array> {
  if (offset === 0) return await Deno.readFile(path);
  using file = await Deno.open(path, { read: true });
  await file.seek(offset, Deno.SeekMode.Start);
  const chunks: Uint8Array[] = [];
  const buffer = new Uint8Array(1 << 20);
  let total = 0;
  for (let n = await file.read(buffer); n !== null; n = await file.read(buffer)) {
    chunks.push(buffer.slice(0, n));
    total += n;
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
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

/** Whether the bytes read before are still in place, so that the file only grew. */
async function onlyGrew(path: string, previous: FileState): Promise<boolean> {
  using file = await Deno.open(path, { read: true });
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

/** Reads a file, or only what was appended since `previous`. */
async function loadFile(
  path: string,
  info: Deno.FileInfo,
  previous: FileState | undefined,
): Promise<FileState> {
  const appended = previous !== undefined && previous.ino === info.ino &&
    info.size >= previous.size && await onlyGrew(path, previous);
  const base = appended ? previous : undefined;
  const bytes = await readFrom(path, base?.consumed ?? 0);
  const lastNewline = bytes.lastIndexOf(0x0a);
  const complete = DECODER.decode(bytes.subarray(0, lastNewline + 1));
  const parsed = parseStoreText(
    base ? complete.replace(/^\uFEFF/, "") : complete,
    base?.nextLine ?? 1,
  );
  const lineCount = lastNewline < 0 ? 0 : complete.split("\n").length - 1;
  const nextLine = (base?.nextLine ?? 1) + lineCount;
  const tailText = DECODER.decode(bytes.subarray(lastNewline + 1));
  const tail = parseStoreText(tailText, nextLine);
  return {
    ino: info.ino,
    mtime: info.mtime?.getTime() ?? null,
    size: info.size,
    consumed: (base?.consumed ?? 0) + lastNewline + 1,
    nextLine,
    readings: base ? [...base.readings, ...parsed.readings] : parsed.readings,
    problems: base ? [...base.problems, ...parsed.problems] : parsed.problems,
    tail: tail.unfinishedLine === undefined
      ? { readings: tail.readings }
      : { readings: tail.readings, unfinishedLine: tail.unfinishedLine },
    head: firstBytes(base?.head ?? new Uint8Array(), bytes.subarray(0, lastNewline + 1)),
    edge: lastBytes(base?.edge ?? new Uint8Array(), bytes.subarray(0, lastNewline + 1)),
  };
}

function unchanged(state: { mtime: number | null; size: number }, info: Deno.FileInfo): boolean {
  return state.mtime === (info.mtime?.getTime() ?? null) && state.size === info.size;
}

/** The store of one data directory, re-read cheaply as it changes. */
export class ResultStore {
  /** The data directory, as given. */
  readonly dataDir: string;
  readonly #builtin: DictionaryLayer;
  #files = new Map<string, FileState>();
  #overlay: OverlayState | undefined;
  #snapshot: StoreSnapshot | undefined;
  #entryProblemsKey = "";
  #refreshing: Promise<StoreSnapshot> | undefined;

  constructor(dataDir: string, builtin: DictionaryLayer) {
    this.dataDir = dataDir;
    this.#builtin = builtin;
  }

  #path(name: string): string {
    return `${this.dataDir.replace(/[\\/]+$/, "")}/${name}`;
  }

  /**
   * Loads the dictionary overlay and throws {@link DictionaryFileError} if it
   * is broken, so that a server can refuse to start on it.
   */
  async checkDictionary(): Promise<void> {
    await this.#refreshOverlay(true);
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
      info = await Deno.lstat(path);
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

  async #listEntries(): Promise<Deno.DirEntry[]> {
    let info: Deno.FileInfo;
    try {
      info = await Deno.stat(this.dataDir);
    } catch (error) {
      throw new StoreUnreadableError(this.dataDir, describeFsError(error));
    }
    if (!info.isDirectory) throw new StoreUnreadableError(this.dataDir, "it is not a directory");
    const entries: Deno.DirEntry[] = [];
    try {
      for await (const entry of Deno.readDir(this.dataDir)) {
        if (entry.name.endsWith(".ndjson")) entries.push(entry);
      }
    } catch (error) {
      throw new StoreUnreadableError(this.dataDir, describeFsError(error));
    }
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async #refresh(): Promise<StoreSnapshot> {
    const entries = await this.#listEntries();
    let changed = await this.#refreshOverlay(false);
    const entryProblems: StoreProblem[] = [];
    const next = new Map<string, FileState>();
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
      const path = this.#path(entry.name);
      const previous = this.#files.get(entry.name);
      try {
        const info = await Deno.lstat(path);
        if (info.isSymlink) throw new Error("became a symlink");
        if (previous && previous.ino === info.ino && unchanged(previous, info)) {
          next.set(entry.name, previous);
          continue;
        }
        next.set(entry.name, await loadFile(path, info, previous));
        changed = true;
      } catch (error) {
        if (error instanceof Deno.errors.NotFound) continue; // deleted while listing
        entryProblems.push({
          kind: "unreadable_file",
          file: entry.name,
          message: `cannot read it (${describeFsError(error)})`,
        });
      }
    }
    if (next.size !== this.#files.size || [...this.#files.keys()].some((name) => !next.has(name))) {
      changed = true;
    }
    this.#files = next;
    const entryProblemsKey = JSON.stringify(entryProblems);
    if (!changed && this.#snapshot && entryProblemsKey === this.#entryProblemsKey) {
      return this.#snapshot;
    }
    this.#entryProblemsKey = entryProblemsKey;
    this.#snapshot = this.#build(entryProblems);
    return this.#snapshot;
  }

  #build(entryProblems: StoreProblem[]): StoreSnapshot {
    const layers = this.#overlay?.layer ? [this.#builtin, this.#overlay.layer] : [this.#builtin];
    const dictionary = buildDictionary(layers);
    const problems: StoreProblem[] = [...entryProblems];
    if (this.#overlay?.problem) problems.push(this.#overlay.problem);
    for (const p of dictionary.problems) {
      problems.push({
        kind: p.kind,
        file: OVERLAY_NAME,
        message: `${p.kind === "alias_dropped" ? "alias" : "pattern"} ${
          JSON.stringify(p.text)
        } of "${p.code}" ${p.kind === "alias_dropped" ? "dropped: " : "ignored: "}${p.reason}`,
      });
    }
    const indexed = indexReadings(dictionary, this.#files);
    problems.push(...indexed.problems);
    const index = buildMarkerIndex(indexed.dictionary);
    const { byCode, codes } = indexed;
    return {
      index,
      fileCount: this.#files.size,
      codes: () => codes,
      readings: (code) => byCode.get(code) ?? [],
      problems,
    };
  }
}
