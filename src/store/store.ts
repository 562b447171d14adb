/**
 * The result store on disk: every `*.ndjson` file directly in the data
 * directory, plus optional `markers.yaml` and `events.yaml`. Each snapshot
 * reflects the files as they are now; files are re-read only when their size,
 * mtime or inode changed, and a file that only grew is read from where it
 * ended, its new lines added to the column index in place, once the bytes
 * read before were checked to hash the same (an editor that saves in place
 * and then appends is not taken for an append). The check on every call is
 * one synchronous `lstat` per file (`unchanged_check.ts`). The first read
 * takes the columns up from the importer's index file when it matches
 * (`store_index_file.ts`). Any other change (a file rewritten, replaced,
 * truncated, deleted, or added before others in name order, or a changed
 * overlay) reloads the store from scratch. The directory (symlinks never
 * followed, its listing reused while unchanged) is `data_dir.ts`'s, the plan
 * of an append `append_plan.ts`'s, reading one file `file_load.ts`'s (through
 * `file_reader.ts`: a FIFO never blocks, at most `MAX_FILE_BYTES`). A call
 * fails with `store_unreadable` when its refresh is stuck ({@link STORE_LIMITS}).
 *
 * @module
 */

import type { LifeEvent } from "../domain/changes/life_events.ts";
import type { Dictionary, DictionaryLayer } from "../domain/markers/dictionary.ts";
import { buildMarkerIndex, type MarkerIndex } from "../domain/markers/marker_index.ts";
import { preparedDictionary } from "./prepared_dictionary.ts";
import { bounded } from "./refresh_limit.ts";
import { appendPlan, type FileState, type PlannedRead } from "./append_plan.ts";
import { ColumnIndex, type FileReport } from "./column_index.ts";
import { DataDirectory, type ListedFile } from "./data_dir.ts";
import { AbandonedError, describeFsError, isTransient } from "./file_checks.ts";
import { type LoadContext, loadFile } from "./file_load.ts";
import { FileTooLargeError, NotRegularFileError, type ReadBuffer } from "./file_reader.ts";
import { EVENTS, OVERLAY, refreshSideFile, type SideFileState } from "./side_file.ts";
import { nothingChanged } from "./unchanged_check.ts";
import { dictionaryProblem, type StoreProblem } from "./store_problem.ts";
import { STORE_LIMITS, type StoreLimits, type StoreOptions } from "./store_options.ts";
import type { StoreImage } from "./store_image.ts";
import { snapshotOf, type StoreSnapshot } from "./store_snapshot.ts";
import {
  type FetchedIndex,
  fetchIndexFile,
  imageOf,
  STORE_INDEX_NAME,
  takeUpImage,
} from "./store_index_file.ts";

export type { StoreProblem } from "./store_problem.ts";
export { STORE_LIMITS, type StoreLimits, type StoreOptions } from "./store_options.ts";
export { StoreUnreadableError } from "./data_dir.ts";
export type { StoreSnapshot } from "./store_snapshot.ts";

/** The store of one data directory, re-read cheaply as it changes. */
export class ResultStore {
  /** The data directory, as given. */
  readonly dataDir: string;
  readonly #dir: DataDirectory;
  readonly #builtin: DictionaryLayer;
  /** The files read, in name order (their slot is their position). */
  #files = new Map<string, FileState>();
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
  /** Which refresh is current: a refresh whose number is no longer this one was abandoned. */
  #generation = 0;
  /** When the current refresh last made progress (`performance.now()`). */
  #progress = 0;
  readonly #limits: StoreLimits;
  readonly #options: StoreOptions;
  /** Whether the index file was looked at (only the first read takes it up). */
  #imageTried = false;
  #tookUpIndex = false;
  /** The index file's read, started by {@link warm} before the dictionary is built. */
  #indexFetch: Promise<FetchedIndex> | undefined;
  /** One read buffer for every file, so that a load allocates little. */
  #buffer: ReadBuffer = { bytes: new Uint8Array(0) };

  constructor(
    dataDir: string,
    builtin: DictionaryLayer,
    limits: Partial<StoreLimits> = {},
    options: StoreOptions = {},
  ) {
    this.dataDir = dataDir;
    this.#options = options;
    this.#dir = new DataDirectory(dataDir);
    this.#builtin = builtin;
    this.#limits = { ...STORE_LIMITS, ...limits };
  }

  /**
   * Loads the dictionary overlay and throws {@link DictionaryFileError} if it
   * is broken, so that a server can refuse to start on it.
   */
  async checkDictionary(): Promise<void> {
    try {
      this.#dir.resolveRoot();
    } catch {
      // A missing data directory is reported by every tool call, not here.
    }
    await this.#refreshOverlay(true, () => {});
  }

  /**
   * Builds the dictionary and its marker index, then starts reading the
   * store, so that the first tool call finds it read or joins the read under
   * way. A server calls it once the client is initialized; the read yields
   * after every chunk, so requests are answered meanwhile. A failure is not
   * reported here (it resolves undefined): the next call reads again and reports it.
   */
  warm(): Promise<StoreSnapshot | undefined> {
    this.#fetchIndex();
    this.#prepare();
    return this.snapshot().catch(() => undefined);
  }

  /** The dictionary of the current overlay and its marker index, built once per overlay version. */
  #prepare(): { dictionary: Dictionary; index: MarkerIndex } {
    const layer = this.#overlay?.value;
    if (!this.#prepared || this.#prepared.layer !== layer) {
      this.#prepared = { layer, ...preparedDictionary(this.#builtin, layer) };
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
    const seen = this.#refreshing || !this.#index
      ? undefined
      : nothingChanged(this.#dir, this.#files, this.#overlay, this.#events);
    if (seen === "elsewhere") this.#index = undefined; // another directory: read it all
    else if (seen === this.#entryProblemsKey && this.#snapshot) {
      return Promise.resolve(this.#snapshot);
    }
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
    return bounded(this.#refreshing, this.dataDir, this.#limits, () => this.#progress);
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
  async #refreshOverlay(strict: boolean, guard: () => void, listed = false): Promise<boolean> {
    const next = await refreshSideFile(this.#dir.path(OVERLAY.name), OVERLAY, this.#overlay, {
      strict,
      guard,
      buffer: this.#buffer,
      openMs: this.#limits.openMs,
      absent: listed && this.#dir.surelyAbsent(OVERLAY.name),
    });
    if (next !== undefined) this.#overlay = next;
    return next !== undefined;
  }

  /** Reads `events.yaml` again when it changed (untrusted text: see `check`); whether it did. */
  async #refreshEvents(guard: () => void): Promise<boolean> {
    const next = await refreshSideFile(this.#dir.path(EVENTS.name), EVENTS, this.#events, {
      strict: false,
      guard,
      buffer: this.#buffer,
      openMs: this.#limits.openMs,
      absent: this.#dir.surelyAbsent(EVENTS.name),
    });
    if (next !== undefined) this.#events = next;
    return next !== undefined;
  }

  async #refresh(guard: () => void): Promise<StoreSnapshot> {
    // A data directory that now resolves elsewhere is a different store: read it all again.
    if (this.#dir.resolveRoot()) this.#index = undefined;
    // The listing first: a side file it does not show is not looked for (see `surelyAbsent`).
    const entryProblems: StoreProblem[] = [];
    const files = this.#dir.regularFiles(entryProblems);
    const overlayChanged = await this.#refreshOverlay(false, guard, true);
    guard();
    const eventsChanged = await this.#refreshEvents(guard);
    guard();
    if (!this.#index && !this.#imageTried) await this.#takeUpImage(files, guard);
    const plan = this.#index && !overlayChanged ? appendPlan(this.#files, files) : undefined;

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

  /** Starts reading the index file, once, unless this store reads every file. */
  #fetchIndex(): Promise<FetchedIndex> | undefined {
    if (this.#imageTried || this.#options.useIndexFile === false) return undefined;
    return this.#indexFetch ??= fetchIndexFile(this.#dir.path(STORE_INDEX_NAME));
  }

  /**
   * Takes up the index file when it matches the files listed now; what grew
   * since is then read as an append. Tried once, on the first read.
   */
  async #takeUpImage(files: readonly ListedFile[], guard: () => void): Promise<void> {
    const fetching = this.#fetchIndex();
    this.#imageTried = true;
    this.#indexFetch = undefined; // the bytes are not kept past this read
    if (fetching === undefined) return;
    const fetched = await fetching;
    guard();
    let taken: Awaited<ReturnType<typeof takeUpImage>>;
    try {
      taken = await takeUpImage(fetched, (name) => this.#dir.path(name), files, this.#prepare());
    } catch (error) {
      // An index is only ever a shortcut: whatever goes wrong with it, the files are read.
      const name = error instanceof Error ? error.name : "error";
      taken = {
        note: `the store index was not used: it failed (${name}); every file is read instead`,
      };
    }
    guard();
    if ("note" in taken) return void (taken.note && this.#options.onIndexNote?.(taken.note));
    this.#index = taken.index;
    this.#files = taken.files;
    this.#tookUpIndex = true;
  }

  /** Whether the first read took the columns up from the index file instead of parsing every file. */
  get tookUpIndex(): boolean {
    return this.#tookUpIndex;
  }

  /**
   * The store as read now, as the index file holds it; `undefined` when a
   * file changed while it was read, or could not be read.
   */
  async image(): Promise<StoreImage | undefined> {
    const snapshot = await this.snapshot();
    return imageOf(snapshot, this.#files, this.#index!, (name) => this.#dir.path(name));
  }

  #context(guard: () => void): LoadContext {
    return { guard, buffer: this.#buffer, openMs: this.#limits.openMs };
  }

  /**
   * Reads what was appended; false when a file could not be read or was
   * edited where it was read before (then the store is read again).
   */
  async #append(
    plan: readonly PlannedRead[],
    guard: () => void,
  ): Promise<boolean> {
    const index = this.#index!;
    const slots = [...this.#files.keys()];
    try {
      for (const { name, info, previous } of plan) {
        const slot = previous ? slots.indexOf(name) : this.#files.size;
        const state = await loadFile(
          this.#dir.path(name),
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
    files: readonly ListedFile[],
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
          this.#dir.path(name),
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
        if (!transient) this.#dir.skipUntilChanged(name, info, problem);
      }
    }
    index.finish();
    this.#index = index;
  }

  #build(index: ColumnIndex, entryProblems: StoreProblem[]): StoreSnapshot {
    const problems: StoreProblem[] = [...entryProblems];
    if (this.#overlay?.problem) problems.push(this.#overlay.problem);
    if (this.#events?.problem) problems.push(this.#events.problem);
    for (const p of index.dictionary.problems) problems.push(dictionaryProblem(p, OVERLAY.name));
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
    return snapshotOf(
      index,
      this.#markers.index,
      this.#files.size,
      this.#events?.value ?? [],
      problems,
    );
  }
}
