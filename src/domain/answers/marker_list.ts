/**
 * The marker list: the markers that have results, each with its count,
 * dates, units and last value, or those a query names by code, label, alias,
 * group (in Polish or English) or family. A query that names no marker is a
 * miss with suggestions; one that names markers without results says so.
 *
 * @module
 */

import { GROUP_SYNONYMS } from "../markers/clinical.ts";
import { datePart } from "../readings/dates.ts";
import type { Marker } from "../markers/dictionary.ts";
import {
  describeQuery,
  emptyStoreNote,
  findMarker,
  markerOf,
  type MarkerRef,
  ok,
  type Outcome,
  refOf,
} from "./find_marker.ts";
import type { Flag } from "../readings/flags.ts";
import type { Reading, ReadingSeq } from "../readings/reading.ts";
import { searchMarkers } from "../markers/resolve.ts";
import { columnsOf } from "../series/series_columns.ts";
import { cleanText, normalizeName } from "../text.ts";
import { toPoint, type TrendPoint } from "./trend.ts";
import { tidyUnit } from "../readings/units.ts";
import type { ResultsView } from "./results_view.ts";

/** A reading as a compact "last value". */
export interface LastValue {
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: Reading["comparator"];
  readonly unit?: string;
  readonly flag: Flag;
}

/** One line of the marker list. */
export interface MarkerListing extends MarkerRef {
  readonly count: number;
  readonly first_date: string;
  readonly last_date: string;
  readonly units: readonly string[];
  readonly last: LastValue;
}

function lastValue(point: TrendPoint): LastValue {
  return {
    date: point.date,
    value: point.value,
    ...(point.comparator !== undefined ? { comparator: point.comparator } : {}),
    ...(point.unit !== undefined ? { unit: point.unit } : {}),
    flag: point.flag,
  };
}

function listing(view: ResultsView, code: string, readings: ReadingSeq): MarkerListing {
  const units: string[] = [];
  for (const unit of columnsOf(readings).units) {
    if (unit !== undefined && !units.includes(cleanText(tidyUnit(unit)))) {
      units.push(cleanText(tidyUnit(unit)));
    }
  }
  return {
    ...refOf(markerOf(view, code)),
    count: readings.length,
    first_date: datePart(readings.at(0)!.date),
    last_date: datePart(readings.at(readings.length - 1)!.date),
    units,
    last: lastValue(toPoint(readings.at(readings.length - 1)!)),
  };
}

/** The marker list, and a note when it is empty for a reason worth saying. */
export interface MarkerList {
  readonly markers: readonly MarkerListing[];
  readonly note?: string;
}

/** Whether a group name, or a word people search it by, is the query. */
function groupMatches(group: string | undefined, key: string): boolean {
  if (group === undefined || key === "") return false;
  const names = [group, ...(GROUP_SYNONYMS[group] ?? [])].map(normalizeName);
  return names.some((name) => name === key || (key.length >= 4 && name.includes(key)));
}

/**
 * Adds to the name matches the markers of a group or a family the query
 * names ("tarczyca"/"thyroid", "lipidogram"/"lipids", "cholesterol"), in
 * dictionary order, without repeating any.
 */
function withGroupAndFamily(view: ResultsView, matches: Marker[], query: string): Marker[] {
  const key = normalizeName(query);
  const seen = new Set(matches.map((m) => m.code));
  const more = [...view.index.dictionary.markers.values()].filter((marker) =>
    !seen.has(marker.code) && (groupMatches(marker.group, key) ||
      normalizeName(view.index.dictionary.clinical.get(marker.code)?.family ?? "") === key)
  );
  return [...matches, ...more];
}

/**
 * Lists the markers that have results, optionally those matching `query` by
 * code, label, alias, group (in Polish or English) or family. A query that names no marker at all is a miss with
 * suggestions; one that names markers without results says so.
 */
export function listMarkers(view: ResultsView, query?: string): Outcome<MarkerList> {
  const withResults = view.codes();
  if (query === undefined || query.trim() === "") {
    const markers = withResults.map((code) => listing(view, code, view.readings(code)));
    return ok(markers.length > 0 ? { markers } : { markers, note: emptyStoreNote(view) });
  }
  const matches = withGroupAndFamily(view, searchMarkers(view.index, query), query);
  if (matches.length === 0) {
    const miss = findMarker(view, query);
    if (!miss.ok) return miss;
  }
  const markers = matches
    .filter((marker) => view.readings(marker.code).length > 0)
    .map((marker) => listing(view, marker.code, view.readings(marker.code)));
  if (markers.length > 0) return ok({ markers });
  const names = matches.slice(0, 5).map((m) => m.code).join(", ");
  return ok({
    markers,
    note: `No results yet for the markers matching ${describeQuery(query)} (${names})`,
  });
}
