/**
 * A line of a leukocyte formula that prints the percentage and the count of one cell type side
 * by side, the unit and range after them for the count only, as French and Brazilian labs print
 * it ("Lymphocytes | 35,3 % | 1,93 | G/L | 1,00 à 4,00"): two rows, the percentage with no range
 * and the count with the unit and the range. Read as one row, the count would be lost and the
 * percentage would take the count's range. Pure.
 *
 * @module
 */

import { unitKey } from "../../domain/readings/units.ts";
import { readUnit } from "../cell/mod.ts";
import type { LayoutLine } from "../layout/mod.ts";
import { unitSpelling } from "../lexicon/mod.ts";
import { rowByCells } from "./column_readers.ts";
import type { LineRow } from "./line_row.ts";

/** A percentage alone in a cell: "35,3 %", "0,5%". */
const PERCENT = /^\d+(?:[.,]\d+)?\s*%$/;
/** A number alone in a cell, maybe grouped in thousands: "1,93", "3 650". */
const LONE_NUMBER = /^\d{1,3}(?: \d{3})+$|^\d+(?:[.,]\d+)?$/;
/** A number and its unit in one cell: "2,96 G/L". */
const NUMBER_UNIT = /^(\d+(?:[.,]\d+)?|\d{1,3}(?: \d{3})+)\s+(\S+)$/;
/** Units of a count of cells: only a count stands beside its percentage so. */
const COUNTS = ["10^3/µL", "10^6/µL", "/µL"].map(unitKey);

/** Whether a printed unit counts cells ("G/L", "10^9/l", "/mm³"). */
function isCount(unit: string): boolean {
  const read = readUnit(unit, false).unit;
  return read !== undefined && COUNTS.includes(unitKey(unitSpelling(read)));
}

/**
 * The two rows of a line that prints a percentage, then a count with its unit (and range), or
 * `undefined` for any other line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + 30 });
 * const line = (...t: [string, number][]) => ({ page: 1, y: 0, height: 8, cells: t.map(([x, at]) => cell(x, at)) });
 * const rows = rowsOfPercentAndCount(line(["Lymphocytes", 40], ["35,3 %", 250], ["1,93", 315], ["G/L", 360], ["1,00 à 4,00", 420]), false);
 * assert.deepEqual(rows?.map((r) => [r.value.value, r.unit, r.range]), [[35.3, "%", {}], [1.93, "G/L", { ref_low: 1, ref_high: 4 }]]);
 * const glued = rowsOfPercentAndCount(line(["Monocytes", 40], ["7,6 %", 250], ["0,41 G/L", 315], ["0,20 à 1,00", 420]), false);
 * assert.deepEqual(glued?.map((r) => [r.value.value, r.unit]), [[7.6, "%"], [0.41, "G/L"]]);
 * assert.equal(rowsOfPercentAndCount(line(["Leucocytes", 40], ["5,46", 315], ["G/L", 360], ["4,00 à 10,00", 420]), false), undefined);
 * // Two units of one quantity are no percentage and count: HbA1c in % and mmol/mol is one row's.
 * assert.equal(rowsOfPercentAndCount(line(["HbA1c", 40], ["5,3 %", 250], ["34", 315], ["mmol/mol", 360], ["20 - 42", 420]), false), undefined);
 * ```
 */
export function rowsOfPercentAndCount(line: LayoutLine, ocr: boolean): LineRow[] | undefined {
  const cells = line.cells;
  if (cells.length < 4) return undefined;
  const texts = cells.map((cell) => cell.text.trim());
  // The percentage in one cell ("35,3 %") or its number and sign in two ("35,3" | "%").
  const apart = texts[2] === "%" && /^\d+(?:[.,]\d+)?$/.test(texts[1]!);
  if (!PERCENT.test(texts[1]!) && !apart) return undefined;
  const countAt = apart ? 3 : 2;
  const count = texts[countAt] ?? "";
  const glued = LONE_NUMBER.test(count) ? null : NUMBER_UNIT.exec(count);
  const counted = glued !== null
    ? isCount(glued[2]!)
    : LONE_NUMBER.test(count) && isCount(texts[countAt + 1] ?? "");
  if (!counted) return undefined;
  const percent = rowByCells({ ...line, cells: cells.slice(0, countAt) }, ocr);
  const ofCount = rowByCells({ ...line, cells: [cells[0]!, ...cells.slice(countAt)] }, ocr);
  if (percent === undefined || ofCount === undefined) return undefined;
  return [percent, ofCount];
}
