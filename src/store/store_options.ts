/**
 * What a result store can be told when it is made: its time limits, with
 * their defaults, and how it uses the importer's index file.
 *
 * @module
 */

import { OPEN_LIMIT_MS } from "./file_reader.ts";

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

/** How a store uses the index file (`store_index_file.ts`). */
export interface StoreOptions {
  /** Take up the index file on the first read when it matches (true); false reads every file. */
  readonly useIndexFile?: boolean;
  /** Told why an index file that exists was not taken up. */
  readonly onIndexNote?: (message: string) => void;
}
