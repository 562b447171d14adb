/**
 * The result store on disk: every `*.ndjson` file directly in the data
 * directory, plus an optional `markers.yaml` overlay. Each snapshot reflects
 * the files as they are now; files are re-read only when their size, mtime or
 * inode changed, and a file that only grew is read from where it ended: its
 * new lines are parsed and added to the column index in place, once the bytes
 * read before were checked to hash the same (an editor that saves in place
 * and then appends is not taken for an append). The check on every call is
 * one synchronous `lstat` per file (the directory is listed again only when
 * it changed). Any other change (a file rewritten, replaced, truncated,
 * deleted, or added before others in name order, or a changed overlay)
 * reloads the store from scratch.
 *
 * Files are opened only if they are the regular files listed (see
 * `file_reader.ts`): symlinks are never followed (the runtime sandbox does
 * not stop a read through one, so this check is ours), and a FIFO never
 * blocks a call. Limits: files over `MAX_FILE_BYTES` and a `markers.yaml`
 * over `MAX_SIDE_FILE_BYTES` are refused with a problem; a call fails
 * with `store_unreadable` when its refresh is stuck (see {@link STORE_LIMITS}).
 *
 * @module
 */

import type { ReadingColumns } from "../domain/series_columns.ts";
import type { LifeEvent } from "../domain/events.ts";
import { buildDictionary, type Dictionary, type DictionaryLayer } from "../domain/dictionary.ts";
import { buildMarkerIndex, type MarkerIndex } from "../domain/resolve.ts";
import type { ResultsView } from "../domain/view.ts";
import { catalogFingerprint } from "./catalog_fingerprint.ts";
import { DictionaryFileError, parseDictionaryText } from "./dictionary_file.ts";
import { EVENTS_NAME, EventsFileError, parseEventsText } from "./events_file.ts";
import { AbandonedError, describeFsError, isTransient, unchanged } from "./file_checks.ts";
import {
  ChangedWhileReadError,
  FileTooLargeError,
  NotRegularFileError,
  OPEN_LIMIT_MS,
  openCurrent,
  type ReadBuffer,
  readLines,
} from "./file_reader.ts";
import { refreshSideFile, type SideFile, type SideFileState } from "./side_file.ts";
import { type LineProblem, MAX_LINE_LENGTH } from "./line_parser/parse_lines.ts";
import { parseRows } from "./line_parser/parse_rows.ts";
import { ColumnIndex, type FileReport } from "./column_index.ts";
import { MAX_LISTED_PER_FILE, type StoreProblem } from "./store_problem.ts";

export type { StoreProblem } from "./store_problem.ts";

/** The data directory cannot be read at all. */
/**
 * What to do about a data directory that cannot be read, by the cause: a
 * missing one is created, one this program may not read needs the
 * permission flag, and one the system refuses needs its folder permissions.
 * (Telling a person to create a directory that exists helps no one.)
 */
export function unreadableHint(error: unknown, dataDir: string): string {
  if (error instanceof Deno.errors.NotCapable) {
    return `This program was not given permission to read it: run deno with --allow-read=${
      JSON.stringify(dataDir)
    } (a compiled binary reads only the folder it was built for)`;
  }
  if (error instanceof Deno.errors.PermissionDenied) {
    return "The system refuses to let your user read it: check the folder's permissions, then ask again";
  }
  if (error instanceof Deno.errors.NotFound) {
    return "Create it and add *.ndjson result files (or run the importer), then ask again";
  }
  return "Check that it is a folder you can read, then ask again";
}

export class StoreUnreadableError extends Error {
  /** The directory that was expected. */
  readonly path: string;

  constructor(
    path: string,
    reason: string,
    hint = "Create it and add *.ndjson result files (or run the importer), then ask again",
  ) {
    super(`Cannot read the data directory "${path}": ${reason}. ${hint}`);
    this.name = "StoreUnreadableError";
    this.path = path;
  }
}

/** A consistent view of the store, with everything `check` reports. */
export interface StoreSnapshot extends ResultsView {
  readonly problems: readonly StoreProblem[];
  /**
   * The fingerprint of the dictionary, the codes with results and the events
   * (see `catalog_fingerprint.ts`): it changes when what a client may cache does.
   */
  readonly catalog: string;
}

/** Time limits of a store; the defaults are documented on each field. */
export interface StoreLimits {
  /** How long one call waits for a refresh in all before it fails with `store_unreadable` (60 s). */
  readonly refreshMs: number;
  /**
   * How long a refresh may go without progress (a file opened, a chunk read)
   * before the call waiting for it fails with `store_unreadable`, and the
   * next call gives it up and reads afresh (5 s).
   */
  readonly stallMs: number;
  /** How long opening one file may take before it is skipped as not a regular file (1 s). */
  readonly openMs: number;
}

/** The default {@link StoreLimits}. */
export const STORE_LIMITS: StoreLimits = {
  refreshMs: 60_000,
  stallMs: 5_000,
  openMs: OPEN_LIMIT_MS,
};

const OVERLAY_NAME = "markers.yaml";

/** `markers.yaml`: a broken file leaves its last good version in use. */
const OVERLAY: SideFile<DictionaryLayer> = {
  name: OVERLAY_NAME,
  kind: "dictionary_error",
  error: DictionaryFileError,
  parse: parseDictionaryText,
  keepsLastGood: true,
  instead: (kept) =>
    kept ? "the last good version is still used" : "only the built-in dictionary is used",
};

/** `events.yaml`: untrusted text, so a broken file shows no events. */
const EVENTS: SideFile<readonly LifeEvent[]> = {
  name: EVENTS_NAME,
  kind: "events_error",
  error: EventsFileError,
  parse: parseEventsText,
  keepsLastGood: false,
  instead: () => "no events are shown",
};

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
  /**
   * The hash of the bytes `[0, consumed)`: an append is trusted only when
   * they still hash the same. `undefined` when it is not known (then any
   * change reloads the store).
   */
  readonly digest: string | undefined;
}

/**
 * How long after a directory changed its listing is not trusted to show
 * every change by its mtime alone (some file systems keep mtimes to 1 or 2 s).
 */
const RACY_MS = 3000;

/** How often a file that changes while it is read is read again before giving up for this call. */
const READ_ATTEMPTS = 3;

/** What a file load needs besides the file: the wait guard and a shared read buffer. */
interface LoadContext {
  readonly guard: () => void;
  readonly buffer: ReadBuffer;
  readonly openMs: number;
}

/**
 * Reads a file into the index, from the start or (given `previous`) only the
 * lines appended since, as file slot `slot`, after checking that the bytes
 * read before did not change (else a `RewrittenError`). A file that
 * changes while it is read is read again; whatever fails leaves none of its
 * rows in the index.
 */
async function loadFile(
  path: string,
  seen: Deno.FileInfo,
  previous: FileState | undefined,
  index: ColumnIndex,
  slot: number,
  context: LoadContext,
): Promise<FileState> {
  const sink = (row: Parameters<ColumnIndex["add"]>[0], line: number) => index.add(row, slot, line);
  for (let attempt = 1;; attempt++) {
    const { file, info } = await openCurrent(path, seen, context.openMs);
    try {
      context.guard();
      index.begin();
      const problems: LineProblem[] = previous ? [...previous.problems] : [];
      let badLines = previous?.badLines ?? 0;
      let nextLine = previous?.nextLine ?? 1;
      const bad = (line: number, reason: string) => {
        badLines++;
        if (problems.length < MAX_LISTED_PER_FILE) problems.push({ line, reason });
      };
      const read = await readLines(file, info, {
        verify: previous?.digest === undefined
          ? undefined
          : { length: previous.consumed, digest: previous.digest },
        onLines: (bytes) => {
          const room = MAX_LISTED_PER_FILE - problems.length;
          const parsed = parseRows(bytes, nextLine, sink, room);
          for (const problem of parsed.problems) problems.push(problem);
          badLines += parsed.problemCount;
          nextLine += parsed.finishedLines;
        },
        onOverlong: (bytes) => {
          bad(
            nextLine++,
            `line is over ${MAX_LINE_LENGTH} characters long (${bytes} bytes); at most ${MAX_LINE_LENGTH} are read`,
          );
        },
        guard: context.guard,
        buffer: context.buffer,
      });
      const tail = read.tail === undefined
        ? { unfinishedLine: nextLine, rows: 0 }
        : parseRows(read.tail, nextLine, sink);
      return {
        ino: read.info.ino,
        mtime: read.info.mtime?.getTime() ?? null,
        size: read.info.size,
        consumed: read.consumed,
        nextLine,
        problems,
        badLines,
        unfinishedLine: tail.unfinishedLine,
        tailServed: tail.rows > 0,
        digest: read.digest,
      };
    } catch (error) {
      index.rollback();
      if (error instanceof ChangedWhileReadError && attempt < READ_ATTEMPTS) continue;
      throw error;
    } finally {
      file.close();
    }
  }
}

/** Identity, size and mtime of a file, as one comparable key. */
function fileStateKey(info: Deno.FileInfo): string {
  return `${info.ino}:${info.size}:${info.mtime?.getTime() ?? ""}`;
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
  #overlay: SideFileState<DictionaryLayer> | undefined;
  #events: SideFileState<readonly LifeEvent[]> | undefined;
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
  #listing:
    | {
      readonly key: string;
      readonly trusted: boolean;
      readonly entries: Deno.DirEntry[];
      readonly names: Set<string>;
    }
    | undefined;
  /** Which refresh is current: a refresh whose number is no longer this one was abandoned. */
  #generation = 0;
  /** When the current refresh last made progress (`performance.now()`). */
  #progress = 0;
  readonly #limits: StoreLimits;
  /** One read buffer for every file, so that a load allocates little. */
  #buffer: ReadBuffer = { bytes: new Uint8Array(0) };

  constructor(dataDir: string, builtin: DictionaryLayer, limits: Partial<StoreLimits> = {}) {
    this.dataDir = dataDir;
    this.#root = dataDir;
    this.#builtin = builtin;
    this.#limits = { ...STORE_LIMITS, ...limits };
  }

  /**
   * The data directory as its real path. Everything is read through it, so
   * that the runtime checks the directory actually read: given a symlink to
   * another directory as `--data`, a sandbox that allows only the link's own
   * spelling denies the read instead of following it.
   */
  #root: string;

  /** `#root` with one trailing slash, to which file names are appended. */
  #prefix = "";

  #path(name: string): string {
    if (!this.#prefix.startsWith(this.#root)) {
      this.#prefix = `${this.#root.replace(/[\\/]+$/, "")}/`;
    }
    return this.#prefix + name;
  }

  /** Resolves the real path of the data directory; true when it changed since the last call. */
  #resolveRoot(): boolean {
    let root: string;
    try {
      root = Deno.realPathSync(this.dataDir);
    } catch (error) {
      throw new StoreUnreadableError(
        this.dataDir,
        describeFsError(error),
        unreadableHint(error, this.dataDir),
      );
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
    await this.#refreshOverlay(true, () => {});
  }

  /**
   * Builds the dictionary and its marker index now, not on the first tool
   * call. A server calls it once the client is initialized: neither the
   * handshake nor the first tool call then waits for it.
   */
  prepare(): void {
    this.#prepare();
  }

  /** The dictionary of the current overlay and its marker index, built once per overlay version. */
  #prepare(): { dictionary: Dictionary; index: MarkerIndex } {
    const layer = this.#overlay?.value;
    if (!this.#prepared || this.#prepared.layer !== layer) {
      const dictionary = buildDictionary(layer ? [this.#builtin, layer] : [this.#builtin]);
      this.#prepared = { layer, dictionary, index: buildMarkerIndex(dictionary) };
    }
    return this.#prepared;
  }

  /**
   * The store as it is now. Concurrent callers share one refresh. A call
   * waits at most `refreshMs` for it, then fails with
   * {@link StoreUnreadableError}; the refresh goes on for the next call,
   * unless it made no progress for `stallMs`: then the next call gives it up
   * and reads the store afresh, so that one stuck read never blocks later calls.
   */
  snapshot(): Promise<StoreSnapshot> {
    if (this.#refreshing && performance.now() - this.#progress > this.#limits.stallMs) {
      this.#abandon();
    }
    if (!this.#refreshing) {
      const generation = ++this.#generation;
      this.#progress = performance.now();
      const guard = () => {
        if (generation !== this.#generation) throw new AbandonedError("given up");
        this.#progress = performance.now();
      };
      const refresh = this.#refresh(guard).finally(() => {
        if (generation === this.#generation) this.#refreshing = undefined;
      });
      refresh.catch(() => {}); // an abandoned refresh rejects with no one waiting
      this.#refreshing = refresh;
    }
    return this.#bounded(this.#refreshing);
  }

  /**
   * `refresh`, or {@link StoreUnreadableError} once it made no progress for
   * `stallMs`, or ran for `refreshMs` in all. A large store that is still
   * being read is waited for; a read stuck on one file is not.
   */
  #bounded(refresh: Promise<StoreSnapshot>): Promise<StoreSnapshot> {
    const { refreshMs, stallMs } = this.#limits;
    const started = performance.now();
    let timer: ReturnType<typeof setInterval> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setInterval(() => {
        const now = performance.now();
        const stalled = now - this.#progress > stallMs;
        if (!stalled && now - started <= refreshMs) return;
        reject(
          new StoreUnreadableError(
            this.dataDir,
            stalled
              ? `reading it made no progress for ${stallMs / 1000} s`
              : `reading it took longer than ${refreshMs / 1000} s`,
            "A file may be on a stalled disk or never finish opening; ask again (a read still going on is joined, a stuck one is started afresh)",
          ),
        );
      }, Math.max(1, Math.min(250, stallMs / 4, refreshMs / 4)));
    });
    // A refresh that kept the event loop busy past the limit (so the timer never ran) still
    // fails this call, as the limit says; what it read serves the next call.
    const timed = refresh.then((snapshot) => {
      if (performance.now() - started <= refreshMs) return snapshot;
      throw new StoreUnreadableError(
        this.dataDir,
        `reading it took longer than ${refreshMs / 1000} s`,
        "Ask again: what was read is kept for the next call",
      );
    });
    return Promise.race([timed, timeout]).finally(() => clearInterval(timer));
  }

  /** Gives up the current refresh: it changes nothing more, and the next one reads everything. */
  #abandon(): void {
    this.#generation++;
    // A read of the abandoned refresh may still land in its buffer: the next one gets its own.
    this.#buffer = { bytes: new Uint8Array(0) };
    this.#refreshing = undefined;
    this.#snapshot = undefined;
    this.#index = undefined;
    this.#files = new Map();
    this.#markers = undefined;
  }

  /** Reads `markers.yaml` again when it changed. Returns whether it did. */
  async #refreshOverlay(strict: boolean, guard: () => void): Promise<boolean> {
    const next = await refreshSideFile(this.#path(OVERLAY_NAME), OVERLAY, this.#overlay, {
      strict,
      guard,
      buffer: this.#buffer,
      openMs: this.#limits.openMs,
    });
    if (next !== undefined) this.#overlay = next;
    return next !== undefined;
  }

  /**
   * Reads `events.yaml` again when it changed. The events are untrusted
   * text: a broken file is a problem for `check`, and then no events are
   * shown. Returns whether what the store shows changed.
   */
  async #refreshEvents(guard: () => void): Promise<boolean> {
    const next = await refreshSideFile(this.#path(EVENTS_NAME), EVENTS, this.#events, {
      strict: false,
      guard,
      buffer: this.#buffer,
      openMs: this.#limits.openMs,
    });
    if (next !== undefined) this.#events = next;
    return next !== undefined;
  }

  /** Why the data directory cannot be read, naming its real path when that is what was denied. */
  #denial(error: unknown): string {
    const denied = error instanceof Deno.errors.NotCapable ||
      error instanceof Deno.errors.PermissionDenied;
    return denied && this.#root !== this.dataDir
      ? `it resolves to "${this.#root}", which this server may not read (give that real path to --allow-read and --data)`
      : describeFsError(error);
  }

  /**
   * The `*.ndjson` entries of the data directory in name order, and their
   * names. A listing is reused while the directory's inode and mtime stay
   * the same, unless the directory had changed within {@link RACY_MS} of
   * being listed (a coarse mtime could then hide a later change): so a warm
   * call over many files pays one `lstat` per file, not a directory read.
   */
  #listEntries(): { entries: Deno.DirEntry[]; names: Set<string> } {
    let info: Deno.FileInfo;
    try {
      info = Deno.statSync(this.#root);
    } catch (error) {
      throw new StoreUnreadableError(
        this.dataDir,
        this.#denial(error),
        unreadableHint(error, this.#root),
      );
    }
    if (!info.isDirectory) {
      throw new StoreUnreadableError(
        this.dataDir,
        "it is not a directory",
        "Give the folder that holds your *.ndjson files",
      );
    }
    const mtime = info.mtime?.getTime();
    const key = `${this.#root}\u0000${info.ino}\u0000${mtime}`;
    if (this.#listing?.key === key && this.#listing.trusted) return this.#listing;
    const entries: Deno.DirEntry[] = [];
    try {
      for (const entry of Deno.readDirSync(this.#root)) {
        if (entry.name.endsWith(".ndjson")) entries.push(entry);
      }
    } catch (error) {
      throw new StoreUnreadableError(
        this.dataDir,
        this.#denial(error),
        unreadableHint(error, this.#root),
      );
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const trusted = mtime !== undefined && info.ino !== null && Date.now() - mtime > RACY_MS;
    this.#listing = { key, trusted, entries, names: new Set(entries.map((entry) => entry.name)) };
    return this.#listing;
  }

  /** Lists the regular `*.ndjson` files with their info; everything else becomes a problem. */
  #regularFiles(entryProblems: StoreProblem[]): { name: string; info: Deno.FileInfo }[] {
    const files: { name: string; info: Deno.FileInfo }[] = [];
    const { entries, names } = this.#listEntries();
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
        if (error instanceof Deno.errors.NotFound) {
          // A name that is not valid UTF-8 comes back with U+FFFD in it and cannot be opened.
          if (entry.name.includes("\uFFFD")) {
            entryProblems.push({
              kind: "unreadable_file",
              file: entry.name,
              message:
                "its name is not valid UTF-8, so it cannot be opened; rename it (letters, digits, '-' and '_' are safe)",
            });
          }
          continue; // else deleted while listing
        }
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
      // Whether the old bytes are still in place is checked, by their hash, when the new ones are read.
      // An edit that keeps the size is a rewrite, not an append of nothing.
      const grew = previous.ino === info.ino && info.size > previous.size &&
        !previous.tailServed && previous.digest !== undefined;
      if (!grew) return undefined;
      plan.push({ name, info, previous });
    }
    return plan;
  }

  async #refresh(guard: () => void): Promise<StoreSnapshot> {
    // A data directory that now resolves elsewhere is a different store: read it all again.
    if (this.#resolveRoot()) this.#index = undefined;
    const overlayChanged = await this.#refreshOverlay(false, guard);
    guard();
    const eventsChanged = await this.#refreshEvents(guard);
    guard();
    const entryProblems: StoreProblem[] = [];
    const files = this.#regularFiles(entryProblems);
    const plan = this.#index && !overlayChanged ? this.#appendPlan(files) : undefined;

    let changed = true;
    if (plan === undefined || !await this.#append(plan, guard)) {
      guard();
      await this.#reload(files, entryProblems, guard);
    } else changed = plan.length > 0;
    guard();
    const entryProblemsKey = JSON.stringify(entryProblems);
    if (
      !changed && !eventsChanged && this.#snapshot && entryProblemsKey === this.#entryProblemsKey
    ) {
      return this.#snapshot;
    }
    this.#entryProblemsKey = entryProblemsKey;
    this.#snapshot = this.#build(this.#index!, entryProblems);
    return this.#snapshot;
  }

  #context(guard: () => void): LoadContext {
    return { guard, buffer: this.#buffer, openMs: this.#limits.openMs };
  }

  /**
   * Reads what was appended; false when a file could not be read or was
   * edited where it was read before (then the store is read again).
   */
  async #append(
    plan: readonly { name: string; info: Deno.FileInfo; previous?: FileState }[],
    guard: () => void,
  ): Promise<boolean> {
    const index = this.#index!;
    const slots = [...this.#files.keys()];
    try {
      for (const { name, info, previous } of plan) {
        const slot = previous ? slots.indexOf(name) : this.#files.size;
        const state = await loadFile(
          this.#path(name),
          info,
          previous,
          index,
          slot,
          this.#context(guard),
        );
        guard();
        this.#files.set(name, state);
      }
    } catch (error) {
      if (error instanceof AbandonedError) throw error;
      return false;
    }
    index.finish();
    return true;
  }

  /** Reads every file from the start into a new index. */
  async #reload(
    files: readonly { name: string; info: Deno.FileInfo }[],
    entryProblems: StoreProblem[],
    guard: () => void,
  ): Promise<void> {
    // Drop the old columns first, so that the old and the new store are never both held.
    this.#snapshot = undefined;
    this.#index = undefined;
    this.#files = new Map();
    const index = new ColumnIndex(this.#prepare().dictionary);
    this.#markers = undefined;
    const context = this.#context(guard);
    for (const { name, info } of files) {
      try {
        const state = await loadFile(
          this.#path(name),
          info,
          undefined,
          index,
          this.#files.size,
          context,
        );
        guard();
        this.#files.set(name, state);
      } catch (error) {
        if (error instanceof AbandonedError) throw error;
        if (error instanceof Deno.errors.NotFound) continue; // deleted while listing
        const known = error instanceof NotRegularFileError || error instanceof FileTooLargeError;
        const problem: StoreProblem = {
          kind: "unreadable_file",
          file: name,
          message: known
            ? `${(error as Error).message}; skipped`
            : `cannot read it (${describeFsError(error)})`,
        };
        entryProblems.push(problem);
        // A file that was swapped or kept changing is tried again next time; one that is
        // too large or denied is skipped until it changes.
        const transient = isTransient(error);
        if (!transient) this.#unreadable.set(name, { state: fileStateKey(info), problem });
      }
    }
    index.finish();
    this.#index = index;
  }

  #build(index: ColumnIndex, entryProblems: StoreProblem[]): StoreSnapshot {
    const problems: StoreProblem[] = [...entryProblems];
    if (this.#overlay?.problem) problems.push(this.#overlay.problem);
    if (this.#events?.problem) problems.push(this.#events.problem);
    for (const p of index.dictionary.problems) {
      problems.push({
        kind: p.kind,
        file: OVERLAY_NAME,
        message: p.kind === "marker_shadowed"
          ? `marker "${p.code}" (${JSON.stringify(p.text)}) ${p.reason}`
          : `${p.kind === "alias_dropped" ? "alias" : "pattern"} ${
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
    const events = this.#events?.value ?? [];
    return {
      index: this.#markers.index,
      fileCount: this.#files.size,
      events,
      catalog: catalogFingerprint(index.dictionary, codes, events),
      codes: () => codes,
      readings: (code) => views.get(code) ?? [],
      problems,
    };
  }
}
