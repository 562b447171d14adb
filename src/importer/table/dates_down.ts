/**
 * A list whose date column prints a collection's date only on its first row
 * (a portal's "Laboratoriesvar": "28.11.2022 08:12" beside the first result,
 * the cells under it blank until the next collection): a row whose date cell
 * is blank takes the date of the row above it in the same column, but only
 * when the document gives the row no date of its own; a row of a table with
 * no date column ends the run.
 *
 * @module
 */

import type { RowDate } from "../cell/mod.ts";
import type { LineRow } from "./line_row.ts";

/**
 * The rows with a blank date cell given the date of the dated row above them; a row
 * the document's own dates already date keeps its date.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = (ownDate?: string, dateBlank?: boolean) => ({
 *   ...(ownDate !== undefined ? { ownDate } : {}),
 *   ...(dateBlank !== undefined ? { dateBlank } : {}),
 * });
 * const placed = [
 *   { row: row("2022-11-28"), ticket: 0 },
 *   { row: row(undefined, true), ticket: 1 },
 *   { row: row("2022-06-09"), ticket: 2 },
 *   { row: row(undefined, true), ticket: 3 },
 *   { row: row(undefined, true), ticket: 4 },
 *   { row: row(), ticket: 5 },
 *   { row: row(undefined, true), ticket: 6 },
 * ];
 * const resolved = [{}, {}, {}, {}, { date: "2022-06-10" }, {}, {}];
 * assert.deepEqual(
 *   datesCarriedDown(placed, resolved).map((p) => p.row.ownDate),
 *   ["2022-11-28", "2022-11-28", "2022-06-09", "2022-06-09", undefined, undefined, undefined],
 * );
 * ```
 */
export function datesCarriedDown<
  T extends { readonly row: Pick<LineRow, "ownDate" | "dateBlank">; readonly ticket: number },
>(placed: readonly T[], resolved: readonly RowDate[]): T[] {
  let above: string | undefined;
  return placed.map((p) => {
    if (p.row.ownDate !== undefined) {
      above = p.row.ownDate;
      return p;
    }
    if (p.row.dateBlank !== true) above = undefined;
    if (p.row.dateBlank !== true || above === undefined) return p;
    if (resolved[p.ticket]?.date !== undefined) return p;
    return { ...p, row: { ...p.row, ownDate: above } };
  });
}
