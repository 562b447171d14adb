/**
 * What a store refresh hands out: a {@link StoreSnapshot}, the column index's
 * views with the marker index, the events and the problems found, its
 * catalog fingerprint computed only when first asked.
 *
 * @module
 */

import type { ResultsView } from "../domain/answers/results_view.ts";
import type { LifeEvent } from "../domain/changes/life_events.ts";
import type { MarkerIndex } from "../domain/markers/marker_index.ts";
import type { ReadingColumns } from "../domain/series/series_columns.ts";
import { catalogFingerprint } from "./catalog_fingerprint.ts";
import type { ColumnIndex } from "./column_index.ts";
import type { StoreProblem } from "./store_problem.ts";

/** A consistent view of the store, with everything `check` reports. */
export interface StoreSnapshot extends ResultsView {
  readonly problems: readonly StoreProblem[];
  /**
   * The fingerprint of the dictionary, the codes with results and the events
   * (see `catalog_fingerprint.ts`): it changes when what a client may cache does.
   */
  readonly catalog: string;
}

/** The snapshot of a finished index, with the problems already gathered. */
export function snapshotOf(
  index: ColumnIndex,
  markers: MarkerIndex,
  fileCount: number,
  events: readonly LifeEvent[],
  problems: readonly StoreProblem[],
): StoreSnapshot {
  const codes = index.codes();
  const views: ReadonlyMap<string, ReadingColumns> = index.views();
  let catalog: string | undefined;
  return {
    index: markers,
    fileCount,
    events,
    // Computed when first asked: a first call never needs it (see CatalogWatch).
    get catalog() {
      return catalog ??= catalogFingerprint(index.dictionary, codes, events);
    },
    codes: () => codes,
    readings: (code) => views.get(code) ?? [],
    problems,
  };
}
