/**
 * Column bands: a data line's cells placed under the header's columns, each
 * column owning the page up to the middle of the gaps beside it. Pure.
 *
 * @module
 */

import { type LayoutLine, lineText } from "../layout/mod.ts";
import type { Column } from "./header_roles.ts";

/** The text of each column of a data line, placed by the header's columns. */
export interface PlacedCells {
  /** The cells of each header column, by column index, in order. */
  readonly byColumn: readonly string[];
  /** The lowest OCR confidence of each column's cells (unset without OCR). */
  readonly confidence: readonly (number | undefined)[];
  /** Whether a cell fell outside every column. */
  readonly stray: boolean;
  /** How many of the line's cells each column holds. */
  readonly counts: readonly number[];
}

/**
 * Whether a column holds two or more cells that are each a number ("139" and "140" placed
 * in one column): joined they would read as one number ("139 140", thousands), which
 * neither is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(twoNumbersInOne("139 140", 2), true);
 * assert.equal(twoNumbersInOne("250 000", 1), false);
 * assert.equal(twoNumbersInOne("134 L", 2), false);
 * ```
 */
export function twoNumbersInOne(text: string, count: number): boolean {
  return count >= 2 && text.trim().split(/\s+/).filter((part) => /^[<>≤≥]?\d[\d.,]*$/.test(part))
        .length >= 2;
}

/**
 * Places a data line's cells into the header's columns: a cell goes to the
 * column it starts where that column starts, or else to the one whose band (up to
 * the middle of the gaps between columns) holds the cell's centre; the
 * first cell always starts the name column.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const columns = [
 *   { role: "name" as const, x0: 40, x1: 80 }, { role: "range" as const, x0: 200, x1: 250 },
 *   { role: "result" as const, x0: 300, x1: 330 },
 * ];
 * const line = { page: 1, y: 0, height: 10, cells: [cell("Hemoglobina", 40), cell("12 - 16", 200), cell("13,4", 305)] };
 * assert.deepEqual(placeCells(line, columns).byColumn, ["Hemoglobina", "12 - 16", "13,4"]);
 * ```
 */
export function placeCells(line: LayoutLine, columns: readonly Column[]): PlacedCells {
  const byColumn = columns.map(() => "");
  const counts = columns.map(() => 0);
  const confidence: (number | undefined)[] = columns.map(() => undefined);
  const bounds = columns.map((column, k) => {
    const previous = columns[k - 1];
    const next = columns[k + 1];
    return {
      from: previous === undefined ? -Infinity : (previous.x1 + column.x0) / 2,
      to: next === undefined ? Infinity : (column.x1 + next.x0) / 2,
    };
  });
  let stray = false;
  const nameAt = Math.max(0, columns.findIndex((column) => column.role === "name"));
  for (const [i, cell] of line.cells.entries()) {
    const centre = (cell.x0 + cell.x1) / 2;
    // A cell that starts where a column starts is that column's, however far right it
    // runs ("pojedyncze w polu widzenia" under "Wynik"); else its centre decides.
    const starts = columns.findIndex((c) => Math.abs(cell.x0 - c.x0) <= line.height / 2);
    let k = starts >= 0 ? starts : bounds.findIndex((b) => centre >= b.from && centre < b.to);
    // The first cell starts the name column, unless it sits in a column before it ("Lp.").
    if (i === 0 && k > nameAt && cell.x0 < (bounds[nameAt]?.to ?? Infinity)) k = nameAt;
    if (k < 0) {
      stray = true;
      continue;
    }
    byColumn[k] = byColumn[k] === "" ? cell.text : `${byColumn[k]} ${cell.text}`;
    counts[k]!++;
    if (cell.confidence !== undefined) {
      confidence[k] = Math.min(confidence[k] ?? Infinity, cell.confidence);
    }
  }
  return { byColumn, confidence, stray, counts };
}

/** Roles whose cells may hold dates that belong to the row (its own date, a previous result's). */
const DATED_ROLES: ReadonlySet<Column["role"]> = new Set(["date", "previous"]);

/** The text of a line without the cells under its header's date and previous-result columns. */
export function textOutsideDateColumns(
  line: LayoutLine,
  columns: readonly Column[] | undefined,
): string {
  // A column of unknown role may hold the row's own date: its row is read, and held.
  const dated = (c: Column) => DATED_ROLES.has(c.role) || c.unknown === true || c.dated === true;
  if (columns === undefined || !columns.some(dated)) return lineText(line);
  const placed = placeCells(line, columns);
  return placed.byColumn.filter((_, k) => !dated(columns[k]!)).join(" ");
}

/**
 * The text of a line without its cells under a remarks column ("Uwagi": "wynik poza zakresem
 * liniowości metody"): a remark beside a result says nothing of whether the line is a row, so
 * the words that make a line page furniture are looked for outside it.
 */
export function textOutsideRemarks(
  line: LayoutLine,
  columns: readonly Column[] | undefined,
): string {
  if (columns === undefined || !columns.some((c) => c.remark === true)) return lineText(line);
  const placed = placeCells(line, columns);
  return placed.byColumn.filter((_, k) => columns[k]!.remark !== true).join(" ");
}
