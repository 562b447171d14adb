/**
 * What the domain queries need from a loaded store: the marker index (the
 * dictionary plus any code found only in the data) and each code's readings.
 * The store hands out its readings as columns (`ReadingColumns`); a plain
 * array works too, and is turned into columns when queried.
 *
 * @module
 */

import type { LifeEvent } from "../changes/life_events.ts";
import type { MarkerIndex } from "../markers/marker_index.ts";
import type { ReadingSeq } from "../readings/reading.ts";

/** A consistent, read-only view of the store at one moment. */
export interface ResultsView {
  /** Resolves names; includes codes found only in the store, labelled by their code. */
  readonly index: MarkerIndex;
  /** Codes with at least one reading, in dictionary order. */
  codes(): readonly string[];
  /**
   * A code's readings in date order (by day, then the time of day as written, then the stored text), duplicates removed;
   * empty for an unknown code.
   */
  readings(code: string): ReadingSeq;
  /** How many `*.ndjson` files the store has. */
  readonly fileCount: number;
  /** The person's events from `events.yaml`, in date order, when the file exists. */
  readonly events?: readonly LifeEvent[];
}
