/**
 * The values a generated marker may take: within its `possible` values in
 * `clinical.yaml` (MCHC 15–50 g/dL, RBC at most 20 ×10⁶/µL, ESR at most 200
 * mm/h), or those of the marker it is `at_most` (haemoglobin, MCHC's highest),
 * read in the catalogue's unit by the dictionary's own factors. A value beyond
 * them is no person's, and the importer rightly holds it and never writes it:
 * the generator must never expect one to be stored (it drew an MCHC of 53.7
 * g/dL, 1.5 × the range's top).
 *
 * @module
 */

import { type ClinicalFacts, mergeClinical } from "../../../src/domain/markers/clinical.ts";
import { conversionOf } from "../../../src/domain/readings/convert.ts";
import { unitKey } from "../../../src/domain/readings/units.ts";
import { builtinLayer } from "../../../src/store/builtin.ts";
import type { MarkerSpec } from "./catalogue.ts";

/** The lowest and highest value a marker may take, in its catalogue unit (open when unknown). */
export interface PossibleSpan {
  readonly low: number;
  readonly high: number;
}

const OPEN: PossibleSpan = { low: -Infinity, high: Infinity };

let facts: ReadonlyMap<string, ClinicalFacts> | undefined;
const spans = new Map<string, PossibleSpan>();

/** The factor from `unit` into `target` by the marker's own data, or `undefined`. */
function factor(holder: ClinicalFacts, unit: string, target: string): number | undefined {
  const conversion = conversionOf(holder.units, unit, target);
  if (conversion.kind === "same") return 1;
  if (conversion.kind === "factor") return conversion.factor;
  const scale = holder.drawScale;
  if (scale === undefined || unitKey(scale.unit) !== unitKey(target)) return undefined;
  return scale.convert.find((c) => unitKey(c.from) === unitKey(unit))?.factor;
}

/**
 * The span of values a catalogue marker may take, in its printed units (the catalogue prints a
 * marker's units on one scale): open where the data gives no bound or no factor into its unit.
 */
export function possibleSpan(spec: MarkerSpec): PossibleSpan {
  const cached = spans.get(spec.code);
  if (cached !== undefined) return cached;
  facts ??= mergeClinical([builtinLayer().entries]);
  const own = facts.get(spec.code);
  const of = own?.possible !== undefined ? spec.code : own?.atMost?.of;
  const holder = of === undefined ? undefined : facts.get(of);
  const possible = holder?.possible;
  const unit = possible?.unit ?? holder?.drawScale?.unit;
  const printed = spec.unitsPl[0] ?? spec.unitsEn[0];
  const into = holder === undefined || unit === undefined || printed === undefined
    ? undefined
    : factor(holder, printed, unit);
  const span = possible === undefined || into === undefined ? OPEN : {
    // An at_most marker shares only the other's highest value.
    low: of === spec.code && possible.low !== undefined ? possible.low / into : -Infinity,
    high: possible.high / into,
  };
  spans.set(spec.code, span);
  return span;
}
