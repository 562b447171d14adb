/**
 * Planning a refresh of the store's files: what the store remembers of each
 * file it read ({@link FileState}), and from that and the files listed now,
 * whether the change is only appends (each grown file read from where it
 * ended, new files after all others in name order) or needs the whole store
 * read again. Whether the bytes read before are still in place is checked
 * when the new ones are read (`file_load.ts`).
 *
 * @module
 */

import type { ListedFile } from "./data_dir.ts";
import { unchanged } from "./file_checks.ts";
import type { LineProblem } from "./line_parser/parse_lines.ts";

/** What the store remembers of a file it read. */
export interface FileState {
  /** The device and inode: which file this is (a replaced file is another). */
  readonly dev?: number;
  readonly ino: number | null;
  readonly mtime: number | null;
  /** When the file or its metadata last changed (no tool sets it back): for the store index. */
  readonly ctime?: number | null;
  readonly size: number;
  /** Bytes up to and including the last newline read. */
  readonly consumed: number;
  /** The number the next complete line will have. */
  readonly nextLine: number;
  /** The first bad lines among the complete ones (at most `MAX_LISTED_PER_FILE`). */
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

/** A file to read: from the start, or given `previous` from where it ended. */
export interface PlannedRead extends ListedFile {
  readonly previous?: FileState;
}

/**
 * What to read, given the files read before (`read`, in name order) and the
 * files listed now: each changed file from where it ended, when every change
 * is an append (or a new file after all others in name order); otherwise
 * `undefined`, and the whole store is read again. Unchanged files are left
 * out, so an empty plan means nothing changed.
 */
export function appendPlan(
  read: ReadonlyMap<string, FileState>,
  files: readonly ListedFile[],
): PlannedRead[] | undefined {
  const known = [...read.keys()];
  if (files.length < known.length || known.some((name, i) => files[i]?.name !== name)) {
    return undefined; // a file went away, or a new one sorts before a known one
  }
  const plan: PlannedRead[] = [];
  for (const { name, info } of files) {
    const previous = read.get(name);
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
