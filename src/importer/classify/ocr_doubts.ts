/**
 * Doubts raised only about rows read by OCR: what tesseract misreads is
 * held for review with its reason, never stored wrong. A text layer's row
 * is the lab's own print and is not judged by these checks.
 *
 * - A unit the lab does not report the marker in: tesseract drops or
 *   changes `µ` (`µg/dl` read as `mg/dl` or `g/dl`), which moves the value
 *   a thousandfold, or a unit it does not know at all (`10712/L`): a unit
 *   not listed, as spelled, in the marker's `measured_in` (`clinical.yaml`;
 *   see `ocrUnitDoubt` in `plausibility.ts`).
 * - A range that stayed text with figures in it, or any beside a number: a
 *   dash, `<` or `≥` read as something else (`7.5 = 11.5`, `=115`,
 *   `250 years: 40 - 130`), a unit run into the range (`mg/dL__200 - 393`),
 *   or letters only (`fio ALS`). A list of bands is accepted
 *   only when every band names a sex, an age or a group and every figure of
 *   the text is a band's limit or age, and when it has no bare `<` or `>`
 *   (OCR drops the bar of `≥` and `≤`).
 * - A value outside its printed range with no flag read beside it: labs
 *   mark such a value, and an OCR read loses a small `H`, `↑` or `*` easily
 *   (or reads it as a digit of the value). A value on a limit is inside.
 *
 * Pure: lines in, reasons out.
 *
 * @module
 */

import { parseNumber, type RangeBand, readBands } from "../cell/mod.ts";
import { shown } from "./consistency/relations.ts";
import { ocrUnitDoubt } from "./plausibility.ts";
import { builtinFacts, type FactsOf } from "./marker_facts.ts";
import type { CheckedLine } from "./checked_line.ts";

/** What the checks look at: a row's store line as the importer would write it. */
export type OcrLine = CheckedLine;

/**
 * Why a unit read by OCR cannot be the marker's: not, as spelled, a unit the
 * marker is measured in (`measured_in` in `clinical.yaml`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(ocrMarkerUnitDoubt({ code: "DHEAS", unit: "mg/dl" })!, /not a unit labs report DHEAS in/);
 * assert.equal(ocrMarkerUnitDoubt({ code: "DHEAS", unit: "ug/dl" }), undefined);
 * ```
 *
 * @internal tested alone: `ocrDoubt()` needs a whole checked row and answers with the first doubt only.
 */
export function ocrMarkerUnitDoubt(
  row: { readonly code: string; readonly unit?: string | undefined },
  facts: FactsOf = builtinFacts,
): string | undefined {
  return ocrUnitDoubt(row, facts);
}

const FIGURE = /\d+(?:[.,]\d+)?/g;

/** The figures a band list accounts for: each band's limits and the ages of its label. */
function bandFigures(bands: readonly RangeBand[]): number[] {
  return bands.flatMap((band) => [
    ...(band.age?.from !== undefined ? [band.age.from] : []),
    ...(band.age?.to !== undefined ? [band.age.to] : []),
    ...(band.range.ref_low !== undefined ? [band.range.ref_low] : []),
    ...(band.range.ref_high !== undefined ? [band.range.ref_high] : []),
  ]);
}

function sameFigures(a: readonly number[], b: readonly number[]): boolean {
  const sort = (list: readonly number[]) => [...list].sort((x, y) => x - y);
  return a.length === b.length && sort(a).every((x, i) => x === sort(b)[i]);
}

/** Whether a range text is a list of bands read whole: every band labelled, every figure placed. */
function wellFormedBands(text: string): boolean {
  const bands = readBands(text);
  if (bands === undefined) return false;
  const labelled = bands.every((band) =>
    band.sex !== undefined || band.age !== undefined || band.group !== undefined
  );
  const ordered = bands.every(({ range }) =>
    range.ref_low === undefined || range.ref_high === undefined || range.ref_low <= range.ref_high
  );
  const printed = [...text.matchAll(FIGURE)].map((m) => parseNumber(m[0]) ?? NaN);
  return labelled && ordered && sameFigures(printed, bandFigures(bands));
}

/**
 * Why a range that stayed text cannot be taken as read by OCR: it has
 * figures but is no range and no list of bands read whole, or bands with a
 * bare `<` or `>` (maybe `≤` or `≥` without its bar); or, beside a number
 * (`numericValue`), a text with no figure at all (`fio ALS` for `7.5 - 11.5`).
 * A text with no figure beside a text value ("ujemny") is not judged.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(ocrRangeTextDoubt("7.5 = 11.5")!, /could not be read/);
 * assert.match(ocrRangeTextDoubt("18-49 years: 35 - 105; 250 years: 40 - 130")!, /could not be read/);
 * assert.equal(ocrRangeTextDoubt("18-49 years: 35 - 105; ≥50 years: 40 - 130"), undefined);
 * assert.match(ocrRangeTextDoubt("18-49 lat: 35 - 105; >50 lat: 40 - 130")!, /≤ or ≥/);
 * assert.equal(ocrRangeTextDoubt("ujemny"), undefined);
 * assert.match(ocrRangeTextDoubt("fio ALS", true)!, /no figure/);
 * ```
 *
 * @internal tested alone on bare range texts; `ocrDoubt()` needs a whole checked row and answers with the first doubt only.
 */
export function ocrRangeTextDoubt(
  text: string | undefined,
  numericValue = false,
): string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  if (!/\d/.test(text)) {
    return numericValue
      ? `the range "${text.trim()}" has no figure, beside a number; OCR may have misread it`
      : undefined;
  }
  if (!wellFormedBands(text)) {
    return `the range "${text.trim()}" could not be read as a range; OCR may have misread it`;
  }
  // A band's limit kept as text: OCR drops the bar of ≥ and ≤ ("≥50 lat" read as ">50 lat").
  if (/[<>](?!=)/.test(text)) {
    return `the range "${text.trim()}" has < or >, which OCR may have read for ≤ or ≥`;
  }
  return undefined;
}

/**
 * Why a value read by OCR outside its printed range is in doubt: no flag was
 * read beside it. A censored or text value, or one with a flag, is not
 * judged; nor is one on a limit.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { code: "RDW", value: 14.8, unit: "%", ref_low: 11.5, ref_high: 14.5 };
 * assert.match(ocrLostFlagDoubt(row)!, /no flag was read/);
 * assert.equal(ocrLostFlagDoubt({ ...row, lab_flag: "H" }), undefined);
 * assert.equal(ocrLostFlagDoubt({ ...row, value: 14.5 }), undefined);
 * ```
 *
 * @internal tested alone: `ocrDoubt()` answers with the first doubt only, and a unit doubt would come first.
 */
export function ocrLostFlagDoubt(row: OcrLine): string | undefined {
  const { value, ref_low: low, ref_high: high } = row;
  if (typeof value !== "number" || row.comparator !== undefined) return undefined;
  if (row.lab_flag !== undefined) return undefined;
  if (low !== undefined && high !== undefined && low > high) return undefined;
  const above = high !== undefined && value > high;
  const below = low !== undefined && value < low;
  if (!above && !below) return undefined;
  const limit = above
    ? `above its upper limit ${shown(high!)}`
    : `below its lower limit ${shown(low!)}`;
  return `${row.code} ${shown(value)}${
    row.unit ? ` ${row.unit.trim()}` : ""
  } is ${limit}, but no flag was read beside it; OCR may have lost the flag or misread the value`;
}

/**
 * Why a row read by OCR is held, or `undefined`: its unit, then its range
 * text, then a lost flag.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { code: "LDL", value: 55, unit: "mg/dL", ref_text: "=115" };
 * assert.match(ocrDoubt(row)!, /range "=115"/);
 * assert.equal(ocrDoubt({ code: "LDL", value: 55, unit: "mg/dL", ref_high: 115 }), undefined);
 * ```
 */
export function ocrDoubt(row: OcrLine, facts: FactsOf = builtinFacts): string | undefined {
  return ocrMarkerUnitDoubt(row, facts) ??
    ocrRangeTextDoubt(row.ref_text, typeof row.value === "number") ?? ocrLostFlagDoubt(row);
}
