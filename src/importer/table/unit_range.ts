/**
 * A unit's cell with the range run into it, their gap too narrow to split ("mg/dl 70-99",
 * "ml/min/1,73m2 > 60", "x10^12/l 1 - 6 lat: 3,90 - 5,30", in brackets: "mL/min/1.73m2 (>59)"). Pure.
 *
 * @module
 */

import { looksLikeUnit, parseRange } from "../cell/mod.ts";
import { readBands } from "./band_choice.ts";

/**
 * A cell that is a unit, then a numeric range ("mg/dl 70-99", "mg/dL < 115") or age or sex
 * bands ("x10^12/l 1 - 6 lat: 3,90 - 5,30"), split in two.
 */
export function unitThenRange(cell: string): [string, string] | undefined {
  const match = /^(\S+)\s+((?:\(\s*)?[<>≤≥]?\s*\d.*)$/u.exec(cell.trim());
  if (match === null || !looksLikeUnit(match[1]!)) return undefined;
  if (readBands(match[2]!) !== undefined) return [match[1]!, match[2]!];
  const range = parseRange(match[2]!);
  return range.ref_text === undefined &&
      (range.ref_low !== undefined || range.ref_high !== undefined)
    ? [match[1]!, match[2]!]
    : undefined;
}
