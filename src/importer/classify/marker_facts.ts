/**
 * The facts the classify stage checks a result against, from the
 * dictionary's data (`clinical.yaml`, merged by code, and a data directory's
 * `markers.yaml` over it): the units a marker is measured in, whether its
 * percentage is a part of a whole, and why it may rise far above its limit.
 * No marker fact is held in importer code.
 *
 * @module
 */

import { type ClinicalFacts, mergeClinical } from "../../domain/markers/clinical.ts";
import type { Dictionary } from "../../domain/markers/dictionary.ts";
import { builtinLayer } from "../../store/builtin.ts";

/** A marker's facts by its code, or `undefined` for a marker the data says nothing of. */
export type FactsOf = (code: string) => ClinicalFacts | undefined;

let builtin: ReadonlyMap<string, ClinicalFacts> | undefined;

/**
 * The built-in dictionary's facts: what the checks use when they are given
 * no dictionary (a pure check tested alone).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(builtinFacts("ALT")?.measuredIn, ["U/L", "µkat/L"]);
 * assert.equal(builtinFacts("HCT")?.partOfWhole, true);
 * ```
 */
export const builtinFacts: FactsOf = (code) => {
  builtin ??= mergeClinical([builtinLayer().entries]);
  return builtin.get(code);
};

/** The facts of a dictionary (the built-in one with a data directory's overlay). */
export function factsOf(dictionary: Dictionary): FactsOf {
  return (code) => dictionary.clinical.get(code);
}
