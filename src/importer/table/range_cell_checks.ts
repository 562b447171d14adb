/**
 * Three checks of a table's range cell read by its column: whether OCR read it
 * too unsure to be stored ({@link unsureRange}), the lab's flag printed
 * after the range in the same cell ({@link flagAfterRange}), as a table set
 * with tabs runs them together, and a cell of labelled bounds in a column of
 * unknown role ({@link labelledBounds}) or after the value in its cell
 * ({@link splitLabelledBounds}).
 *
 * @module
 */

import {
  FLAG,
  flagOfMark,
  hasRangeLabel,
  isQualitativeWord,
  looksLikeUnit,
  parseRange,
  readBands,
  readUnit,
  takeFlag,
} from "../cell/mod.ts";
import type { Column } from "./header_roles.ts";
import type { PlacedCells } from "./column_bands.ts";

/**
 * Below this OCR confidence (0 to 100) a range cell is not trusted: its figures may be misread
 * (`3,5 - 5,1` read as `3,0 -5,1` at 12 %) and the row would be stored with a wrong range.
 */
const OCR_MIN_RANGE_CONFIDENCE = 50;

/** Why a row's range cell, read by OCR with too low a confidence, cannot be stored. */
export function unsureRange(
  columns: readonly Column[],
  placed: PlacedCells,
): string | undefined {
  // A bound's low confidence is mostly its sign's (tesseract is unsure of `<`: a held-out
  // photo's "< 190", read right, at 17 %): only a range printed with no sign is judged.
  const confidences = columns.flatMap((c, k) => {
    const confidence = placed.confidence[k];
    const cell = placed.byColumn[k]!.trim();
    return c.role === "range" && cell !== "" && !/[<>≤≥]/.test(cell) && confidence !== undefined
      ? [confidence]
      : [];
  });
  const lowest = Math.min(...confidences);
  return lowest < OCR_MIN_RANGE_CONFIDENCE
    ? `OCR is unsure of the range (confidence ${Math.round(lowest)} %)`
    : undefined;
}

/**
 * A range cell with the lab's flag printed after the range ("<5.0 H", "197 – 771 ↑", "28–40
 * Høy": a table set with tabs, or a flag column too close to split, runs them into one cell),
 * the two apart. A word is a flag there only when the lexicon's flag words say high or low.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(flagAfterRange("<5.0 H"), { range: "<5.0", flag: "H" });
 * assert.deepEqual(flagAfterRange("3,5 - 5,1"), { range: "3,5 - 5,1" });
 * assert.deepEqual(flagAfterRange("ujemny +"), { range: "ujemny +" });
 * assert.deepEqual(flagAfterRange("28–40 Høy"), { range: "28–40", flag: "Høy" });
 * assert.deepEqual(flagAfterRange("0,5 - 2 Lat"), { range: "0,5 - 2 Lat" });
 * ```
 *
 * @internal doc test: its example shows the split without building a table.
 */
export function flagAfterRange(cell: string): { range: string; flag?: string } {
  const trail = /^(.*\d.*?)\s+(\S+)$/u.exec(cell.trim());
  const last = trail?.[2];
  return trail && last !== undefined &&
      (FLAG.test(last) && !/^[+-]$/.test(last) || isFlagWord(last))
    ? { range: trail[1]!, flag: last }
    : { range: cell };
}

/** Whether a cell is only a flag column's word for high or low ("High", "wysoki", "Høy"). */
export function isFlagWord(cell: string): boolean {
  const flag = /^\p{L}{3,}$/u.test(cell.trim()) ? flagOfMark(cell.trim()) : undefined;
  return flag === "H" || flag === "L";
}

/**
 * Whether a cell prints bounds after a label and a colon ("1–3 l.: 6,0 – 17,0", "Faza lutealna:
 * 1,7 – 7,7", "6–9 l.: < 90"): a range printed in bands, one band a line. In a column whose
 * header the lexicon does not know it is the row's range (its bands then chosen, or the row
 * held), never a cell left unread while the row is stored without a range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labelledBounds("1–3 l.: 6,0 – 17,0"), true);
 * assert.equal(labelledBounds("6–9 l.: < 90"), true);
 * assert.equal(labelledBounds("Metoda: ECLIA"), false);
 * assert.equal(labelledBounds("pobrano: 12.05.2025"), false);
 * ```
 *
 * @internal doc test: its example shows the cells it accepts without building a table.
 */
export function labelledBounds(cell: string): boolean {
  return /\p{L}[^:]*:\s*(?:[<>≤≥]\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*[-–]\s*\d+(?:[.,]\d+)?)(?:\s|;|$)/u
    .test(cell.trim());
}

/**
 * A value cell with the first band of a banded range run into it ("2,41 µIU/ml 1–6 l.: 0,70 –
 * 5,97": the gap to the range column too narrow to split), the value (with its unit) and the
 * band apart; `undefined` when the cell ends in no labelled band.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(splitLabelledBounds("2,41 µIU/ml 1–6 l.: 0,70 – 5,97"), {
 *   value: "2,41 µIU/ml",
 *   range: "1–6 l.: 0,70 – 5,97",
 * });
 * assert.equal(splitLabelledBounds("93 ml/min/1,73 > 90"), undefined);
 * assert.equal(splitLabelledBounds("5,4 mmol/l"), undefined);
 * ```
 */
export function splitLabelledBounds(cell: string): { value: string; range: string } | undefined {
  const parts = /^([<>≤≥]?\s*\d+(?:[.,]\d+)?)(?:\s+(\S+))?\s+(\S.*)$/u.exec(cell.trim());
  if (parts === null) return undefined;
  const [, value, unit, rest] = parts as unknown as [string, string, string | undefined, string];
  if (unit !== undefined && !looksLikeUnit(unit)) return undefined;
  if (!labelledBounds(rest) || readBands(rest) === undefined) return undefined;
  return { value: unit === undefined ? value : `${value} ${unit}`, range: rest };
}

/** A worded reference after its label ("Zakres ref.: niereaktywny"), never a phrase ("Metoda: …"). */
export function labelledWordReference(cell: string): boolean {
  const words = parseRange(cell).ref_text;
  return hasRangeLabel(cell) && words !== undefined && isQualitativeWord(words);
}

/** Whether a cell is only a unit ("mg/dl", "10^3/µl", "10^9/l"), with no number. */
export function isBareUnit(cell: string): boolean {
  const bare = takeFlag(cell).text.trim();
  const { unit } = readUnit(bare, false);
  // A power of ten opens a unit ("10^9/l"), never a number before it.
  const number = /^\d/.test(bare) && !/^10(?:\^|\*|[⁰¹²³⁴⁵⁶⁷⁸⁹])/.test(bare);
  return unit !== undefined && unit === bare && !number && looksLikeUnit(unit);
}
