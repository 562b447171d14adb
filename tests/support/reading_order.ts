/**
 * The order the store keeps a marker's readings in, written as a comparator
 * for the tests that build the expected answer from plain readings: by day,
 * then by the time of day as written (any zone is not applied), then by the
 * stored text. The product never sorts readings this way: the store's
 * columns are built in this order (`src/domain/series/series_columns.ts`).
 *
 * @module
 */

import type { Reading } from "../../src/domain/readings/reading.ts";
import { timeOf } from "../../src/domain/readings/stored_time.ts";

/** Orders readings by day, then by the time of day as written, then by the stored text. */
export function compareByDate(a: Reading, b: Reading): number {
  return timeOf(a.date) - timeOf(b.date) || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
}
