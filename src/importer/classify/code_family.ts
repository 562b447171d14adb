/**
 * Which marker of a family a row's unit says it is. A count printed as its
 * percentage under the count's name ("Neutrophils 57.9 %", "Neutrophile 58
 * %"), or a percentage's name over a count, is the other marker of the pair
 * that `clinical.yaml`'s `split_into` names (a part and its percentage of the
 * whole, by place in its `parts` and `percent` lists), when the row's unit is
 * one that marker is measured in and not one the named marker is: the unit
 * decides, so a percentage is never stored as a count nor a count as a
 * percentage. And a marker's bare code printed as a row's name ("PCT"), in a unit that
 * marker is not measured in ("%"), while the one marker whose code extends
 * it (`PCT_PLT`, plateletcrit, beside `PCT`, procalcitonin) is measured in
 * that unit: the abbreviation is that marker's. Only a name that matched a
 * code exactly is moved, never a full name ("Prokalcytonina" in "%" stays,
 * and is held for its unit), and only when exactly one such marker fits:
 * otherwise the row keeps its marker and its unit hold. Pure.
 *
 * @module
 */

import { admitting, type MarkerIndex } from "../../domain/markers/marker_index.ts";
import type { FactsOf } from "./marker_facts.ts";
import { unitFieldProblem } from "./unit_field.ts";

/** Whether `unit` is one the marker `candidate` is measured in (a known spelling, or commensurable). */
function fitsUnit(facts: FactsOf, candidate: string, unit: string): boolean {
  const measuredIn = facts(candidate)?.measuredIn;
  return measuredIn !== undefined && unitFieldProblem(candidate, unit, measuredIn) === undefined;
}

/**
 * The code of the marker of `code`'s family that `unit` says the row is
 * (see the module doc), or `code`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * import { builtinLayer } from "../../store/builtin.ts";
 * import { factsOf } from "./marker_facts.ts";
 * const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
 * const facts = factsOf(index.dictionary);
 * assert.equal(codeByUnit(index, facts, "PCT", "%"), "PCT_PLT");
 * assert.equal(codeByUnit(index, facts, "PCT", "ng/ml"), "PCT");
 * ```
 */
export function codeByUnit(
  index: MarkerIndex,
  facts: FactsOf,
  code: string,
  unit: string | undefined,
  specimen?: string,
): string {
  if (unit === undefined || unit.trim() === "") return code;
  const fits = (candidate: string) => fitsUnit(facts, candidate, unit);
  if (facts(code)?.measuredIn === undefined || fits(code)) return code;
  const admit = admitting(index, specimen);
  const family = [...index.dictionary.markers.keys()].filter((other) =>
    other.startsWith(`${code}_`) && admit(other) && fits(other)
  );
  return family.length === 1 ? family[0]! : code;
}

/**
 * The other marker of `code`'s part-and-percentage pair when `unit` is one it is measured
 * in and not one `code` is (see the module doc), or `code`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * import { builtinLayer } from "../../store/builtin.ts";
 * import { factsOf } from "./marker_facts.ts";
 * const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
 * const facts = factsOf(index.dictionary);
 * assert.equal(pairByUnit(index, facts, "NEUT", "%"), "NEUT_PCT");
 * assert.equal(pairByUnit(index, facts, "NEUT_PCT", "10^3/µL"), "NEUT");
 * assert.equal(pairByUnit(index, facts, "NEUT", "10^3/µL"), "NEUT");
 * assert.equal(pairByUnit(index, facts, "NEUT_PCT", "%"), "NEUT_PCT");
 * ```
 */
export function pairByUnit(
  index: MarkerIndex,
  facts: FactsOf,
  code: string,
  unit: string | undefined,
): string {
  if (unit === undefined || unit.trim() === "") return code;
  const fits = (candidate: string) => fitsUnit(facts, candidate, unit);
  if (facts(code)?.measuredIn === undefined || fits(code)) return code;
  const pairs = new Set<string>();
  for (const whole of index.dictionary.markers.keys()) {
    const split = facts(whole)?.splitInto;
    const percent = split?.percent;
    if (split === undefined || percent === undefined) continue;
    for (const [k, part] of split.parts.entries()) {
      const share = percent[k];
      if (share === undefined) continue;
      if (part === code && fits(share)) pairs.add(share);
      if (share === code && fits(part)) pairs.add(part);
    }
  }
  return pairs.size === 1 ? [...pairs][0]! : code;
}
