/**
 * The lab's own flag on a row of a structured export: a printed mark (`H`,
 * `L`, `↑`, `↓`, `*`, `!`, `+`), a flag element or column, or an HL7
 * interpretation code (`H`, `HH`, `L`, `LL`, `A`, `POS`), normalised to a
 * {@linkcode LabFlag}. A mark without a direction (`*`, `!`) on a number
 * takes its direction from the range when the range tells it, and a
 * qualitative result against a qualitative range of another sense
 * ("dodatni" against "ujemny", "ślad" against "nie wykryto") is `A` even
 * when the lab printed no mark.
 *
 * @module
 */

import type { LabFlag } from "../../domain/readings/flags.ts";
import { flagOfMark } from "./flag.ts";
import { qualitativeMismatch } from "./qualitative.ts";
import type { ParsedRange } from "./range.ts";
import type { ParsedValue } from "./value.ts";

/** HL7 v3 / FHIR ObservationInterpretation codes that say the result is not normal. */
const INTERPRETATIONS: Readonly<Record<string, LabFlag>> = {
  H: "H",
  HH: "H",
  HU: "H",
  ">": "H",
  L: "L",
  LL: "L",
  LU: "L",
  "<": "L",
  A: "A",
  AA: "A",
  POS: "A",
  DET: "A",
  IND: "A",
  E: "A",
  R: "A",
  W: "A",
};

/**
 * The flag a printed mark (or a flag column's word, "wysoki", "low") stands
 * for: `flagOfMark` of the one flag table (`flag.ts`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labFlagOfMark("↑"), "H");
 * assert.equal(labFlagOfMark(" l "), "L");
 * assert.equal(labFlagOfMark("N"), undefined);
 * ```
 */
export const labFlagOfMark: (mark: string | undefined) => LabFlag | undefined = flagOfMark;

/**
 * The flag an HL7 interpretation code stands for (`HH` is `H`, `POS` is
 * `A`); normal and unknown codes give `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labFlagOfInterpretation("LL"), "L");
 * assert.equal(labFlagOfInterpretation("POS"), "A");
 * assert.equal(labFlagOfInterpretation("N"), undefined);
 * ```
 */
export function labFlagOfInterpretation(code: string | undefined): LabFlag | undefined {
  if (code === undefined) return undefined;
  return INTERPRETATIONS[code.trim().toUpperCase()];
}

/**
 * A flag that says only "abnormal" (`A`: a `*`, a `!`), given its direction once the range
 * is typed: a range printed as text (an interpretation's bands) gave the flag no bounds to
 * point by when it was read; its typed bounds do, as numeric bounds always did.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(directedFlag("A", { value: 183 }, { ref_high: 150 }), "H");
 * assert.equal(directedFlag("A", { value: 120 }, { ref_high: 150 }), "A");
 * assert.equal(directedFlag("H", { value: 120 }, { ref_high: 150 }), "H");
 * assert.equal(directedFlag("A", { value: "dodatni" }, { ref_text: "ujemny" }), "A");
 * ```
 */
export function directedFlag(
  flag: LabFlag | undefined,
  value: ParsedValue,
  range: ParsedRange,
): LabFlag | undefined {
  if (flag !== "A" || typeof value.value !== "number") return flag;
  if (range.ref_high !== undefined && value.value > range.ref_high) return "H";
  if (range.ref_low !== undefined && value.value < range.ref_low) return "L";
  return flag;
}

/**
 * `A` when a qualitative result and its qualitative range say different
 * things ("dodatni" or "wątpliwy" against "ujemny", "ślad" against "nie
 * wykryto", "liczne" against "nieliczne", dipstick pluses against a negative
 * range); `undefined` when they agree or either is no known qualitative
 * word ("żółta"). The words and their senses are those of `qualitative.ts`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(qualitativeFlag({ value: "dodatni" }, { ref_text: "ujemny" }), "A");
 * assert.equal(qualitativeFlag({ value: "++" }, { ref_text: "ujemny" }), "A");
 * assert.equal(qualitativeFlag({ value: "nie wykryto" }, { ref_text: "ujemny" }), undefined);
 * assert.equal(qualitativeFlag({ value: "żółta" }, { ref_text: "słomkowa" }), undefined);
 * ```
 */
export function qualitativeFlag(value: ParsedValue, range: ParsedRange): LabFlag | undefined {
  if (typeof value.value !== "string" || range.ref_text === undefined) return undefined;
  const printed = value.value.trim();
  if (/^\(?\+{1,4}\)?$/.test(printed)) {
    return qualitativeMismatch("dodatni", range.ref_text) === "A" ? "A" : undefined;
  }
  return qualitativeMismatch(printed, range.ref_text);
}

/**
 * The flag a row carries: the printed one, given its direction by the range
 * ({@linkcode directedFlag}), else a qualitative mismatch
 * ({@linkcode qualitativeFlag}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(rowFlag("A", { value: 12 }, { ref_high: 10 }), "H");
 * assert.equal(rowFlag(undefined, { value: "ślad" }, { ref_text: "nie wykryto" }), "A");
 * assert.equal(rowFlag(undefined, { value: 5 }, { ref_high: 10 }), undefined);
 * ```
 */
export function rowFlag(
  printed: LabFlag | undefined,
  value: ParsedValue,
  range: ParsedRange,
): LabFlag | undefined {
  return directedFlag(printed, value, range) ?? qualitativeFlag(value, range);
}
