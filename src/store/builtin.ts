/**
 * The built-in dictionary: the names of `markers.yaml` with the cited
 * clinical facts of `clinical.yaml` (units that convert, biological
 * variation, steady state, family) merged in by code. Both travel inside the
 * module graph (and so inside a compiled binary) as text imports, so reading
 * them needs no permission.
 *
 * @module
 */

import clinicalText from "../../clinical.yaml" with { type: "text" };
import builtinText from "../../markers.yaml" with { type: "text" };
import type { DictionaryLayer, MarkerEntry } from "../domain/dictionary.ts";
import { DictionaryFileError, parseDictionaryText } from "./dictionary_file.ts";

/** The name the built-in dictionary goes by in messages. */
export const BUILTIN_SOURCE = "markers.yaml (built-in)";

/** The name the built-in clinical facts go by in messages. */
export const CLINICAL_SOURCE = "clinical.yaml (built-in)";

/**
 * Merges a layer of clinical facts into a layer of names. A code the names do
 * not know is an error: clinical facts never create a marker.
 */
export function withClinical(names: DictionaryLayer, clinical: DictionaryLayer): DictionaryLayer {
  const entries = new Map<string, MarkerEntry>(names.entries);
  for (const [code, facts] of clinical.entries) {
    const entry = entries.get(code);
    if (entry === undefined) {
      throw new DictionaryFileError(
        clinical.source,
        undefined,
        `code "${code}" is not a marker of ${names.source}`,
      );
    }
    entries.set(code, { ...entry, ...facts });
  }
  return { source: names.source, entries };
}

/** Parses the built-in dictionary. Throws only if a shipped file is broken. */
export function builtinLayer(): DictionaryLayer {
  return withClinical(
    parseDictionaryText(builtinText, BUILTIN_SOURCE),
    parseDictionaryText(clinicalText, CLINICAL_SOURCE),
  );
}
