/**
 * The data directory as the store reads it: through its real path, its
 * `*.ndjson` files listed in name order (the listing reused while the
 * directory is unchanged), symlinks and other non-regular entries refused,
 * and files that could not be read skipped until they change. Whatever
 * makes the directory itself unreadable is a {@link StoreUnreadableError}
 * with advice that fits the cause.
 *
 * @module
 */

import { describeFsError } from "./file_checks.ts";
import type { StoreProblem } from "./store_problem.ts";

/**
 * What to do about a data directory that cannot be read, by the cause: a
 * missing one is created, one this program may not read needs the
 * permission flag, and one the system refuses needs its folder permissions.
 * (Telling a person to create a directory that exists helps no one.)
 *
 * @internal tested alone: the hint for each reason a folder cannot be read.
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

/** A regular `*.ndjson` file of the data directory, as listed. */
export interface ListedFile {
  readonly name: string;
  readonly info: Deno.FileInfo;
}

/** Identity, size and mtime of a file, as one comparable key. */
function fileStateKey(info: Deno.FileInfo): string {
  return `${info.ino}:${info.size}:${info.mtime?.getTime() ?? ""}`;
}

/**
 * How long after a directory changed its listing is not trusted to show
 * every change by its mtime alone (some file systems keep mtimes to 1 or 2 s).
 */
export const RACY_MS = 3000;

/** The data directory of one store: its real path, its listing and the files it skips. */
export class DataDirectory {
  /** The data directory, as given. */
  readonly dataDir: string;
  #listing:
    | {
      readonly key: string;
      readonly trusted: boolean;
      readonly entries: Deno.DirEntry[];
      readonly names: Set<string>;
      /** Every entry's name, `*.ndjson` or not. */
      readonly all: Set<string>;
    }
    | undefined;
  /**
   * Files that could not be read, with the state they had then: skipped (and
   * still reported) until they change, so that one unreadable file does not
   * make every call read the whole store again.
   */
  readonly #unreadable = new Map<
    string,
    { readonly state: string; readonly problem: StoreProblem }
  >();

  constructor(dataDir: string) {
    this.dataDir = dataDir;
    this.#root = dataDir;
  }

  /**
   * The data directory as its real path. Everything is read through it, so
   * that the runtime checks the directory actually read: given a symlink to
   * another directory as `--data`, a sandbox that allows only the link's own
   * spelling denies the read instead of following it.
   */
  #root: string;

  /** The real path with one trailing slash, to which file names are appended. */
  #prefix = "";

  /** The path of the file `name` in the data directory, through its real path. */
  path(name: string): string {
    if (!this.#prefix.startsWith(this.#root)) {
      this.#prefix = `${this.#root.replace(/[\\/]+$/, "")}/`;
    }
    return this.#prefix + name;
  }

  /** Resolves the real path of the data directory; true when it changed since the last call. */
  resolveRoot(): boolean {
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
   * Skips the file `name`, reporting `problem` for it, until its identity,
   * size or mtime change (a file too large, or one this program may not read).
   */
  skipUntilChanged(name: string, info: Deno.FileInfo, problem: StoreProblem): void {
    this.#unreadable.set(name, { state: fileStateKey(info), problem });
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
  #listEntries(reuseOnly = false): { entries: Deno.DirEntry[]; names: Set<string> } | undefined {
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
    if (reuseOnly) return undefined;
    const entries: Deno.DirEntry[] = [];
    const all = new Set<string>();
    try {
      for (const entry of Deno.readDirSync(this.#root)) {
        all.add(entry.name);
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
    this.#listing = {
      key,
      trusted,
      entries,
      names: new Set(entries.map((entry) => entry.name)),
      all,
    };
    return this.#listing;
  }

  /**
   * Whether the listing {@link regularFiles} used last (read then, or reused
   * because the directory's mtime vouched for it) has no entry `name`: a
   * side file that is not there then needs no `lstat` (whose error costs
   * more than the rest of a warm call's checks). Creating the file changes
   * the directory's mtime, so the next listing sees it.
   */
  surelyAbsent(name: string): boolean {
    return this.#listing !== undefined && !this.#listing.all.has(name);
  }

  /**
   * Lists the regular `*.ndjson` files with their info; everything else
   * becomes a problem. With `reuseOnly`, `undefined` instead of reading the
   * directory when its listing cannot be reused.
   */
  regularFiles(entryProblems: StoreProblem[]): ListedFile[];
  regularFiles(
    entryProblems: StoreProblem[],
    options: { reuseOnly: true },
  ): ListedFile[] | undefined;
  regularFiles(
    entryProblems: StoreProblem[],
    options?: { reuseOnly: true },
  ): ListedFile[] | undefined {
    const files: ListedFile[] = [];
    const listing = this.#listEntries(options?.reuseOnly);
    if (listing === undefined) return undefined;
    const { entries, names } = listing;
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
        const info = Deno.lstatSync(this.path(entry.name));
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
}
