/**
 * The dictionary a store resolves names with, and its marker index: the
 * built-in layer with the data directory's `markers.yaml` over it, if there
 * is one. With the built-in layer alone they are built once per process and
 * shared by every store (the importer opens a store per run); both are
 * read-only once built.
 *
 * @module
 */

import {
  buildDictionary,
  type Dictionary,
  type DictionaryLayer,
} from "../domain/markers/dictionary.ts";
import { buildMarkerIndex, type MarkerIndex } from "../domain/markers/marker_index.ts";

/** A dictionary and its marker index. */
export interface PreparedDictionary {
  readonly dictionary: Dictionary;
  readonly index: MarkerIndex;
}

const BUILTIN_ONLY = new WeakMap<DictionaryLayer, PreparedDictionary>();

function prepare(layers: DictionaryLayer[]): PreparedDictionary {
  const dictionary = buildDictionary(layers);
  return { dictionary, index: buildMarkerIndex(dictionary) };
}

/** The dictionary of `builtin` with `overlay` over it, and its marker index. */
export function preparedDictionary(
  builtin: DictionaryLayer,
  overlay: DictionaryLayer | undefined,
): PreparedDictionary {
  if (overlay) return prepare([builtin, overlay]);
  let prepared = BUILTIN_ONLY.get(builtin);
  if (!prepared) BUILTIN_ONLY.set(builtin, prepared = prepare([builtin]));
  return prepared;
}
