/**
 * Values of one visit made consistent with each other, as an analyser's
 * are: the red cell indices are computed from the counts (MCHC = HGB / HCT
 * × 100, MCH = HGB / RBC × 10, MCV = HCT / RBC × 10), the haematocrit
 * follows the haemoglobin (HCT ≈ 3 × HGB), and a calculated LDL follows
 * Friedewald (CHOL − HDL − TG / 5). Values drawn independently would break
 * these relations, and the importer's consistency checks rightly hold such
 * rows; a real report never prints them.
 *
 * The visit is drawn twice from the same random state: once to learn its
 * values, then again with the derived ones put in place, so the random
 * sequence (and every later document of the corpus) is unchanged.
 *
 * @module
 */

import type { TruthRow } from "../realistic/truth.ts";
import type { Random } from "./random.ts";

/** A copy of a random source in the same state, to draw a visit's values ahead. */
export function forkRandom(random: Random): Random {
  return Object.assign(Object.create(Object.getPrototypeOf(random)), random);
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * The values to put in place of drawn ones, by code, so that the visit's
 * rows satisfy the relations of one draw. Censored values are left alone.
 */
export function consistentValues(rows: readonly TruthRow[]): Map<string, number> {
  const drawn = new Map<string, number>();
  for (const row of rows) {
    if (typeof row.value === "number" && row.comparator === undefined) {
      drawn.set(row.code, row.value);
    }
  }
  const fixed = new Map<string, number>();
  const hgb = drawn.get("HGB");
  const rbc = drawn.get("RBC");
  let hct = drawn.get("HCT");
  if (hgb !== undefined && hct !== undefined) {
    hct = round(hgb * 3, 1);
    fixed.set("HCT", hct);
  }
  if (hgb !== undefined && hct !== undefined && drawn.has("MCHC")) {
    fixed.set("MCHC", round(hgb / hct * 100, 1));
  }
  if (hgb !== undefined && rbc !== undefined && drawn.has("MCH")) {
    fixed.set("MCH", round(hgb / rbc * 10, 1));
  }
  if (hct !== undefined && rbc !== undefined && drawn.has("MCV")) {
    fixed.set("MCV", round(hct / rbc * 10, 1));
  }
  const [chol, hdl, ldl, tg] = ["CHOL", "HDL", "LDL", "TG"].map((code) => drawn.get(code));
  if (chol !== undefined && hdl !== undefined && ldl !== undefined && tg !== undefined) {
    const friedewald = chol - hdl - tg / 5;
    if (friedewald >= 10) fixed.set("LDL", Math.round(friedewald));
    else fixed.set("CHOL", Math.round(ldl + hdl + tg / 5));
  }
  return fixed;
}
