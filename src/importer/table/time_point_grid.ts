/**
 * A tolerance test printed as a grid (an OGTT: "Badanie | 0' | 60' | 120' | Jedn. | Wartości
 * referencyjne", then "Glukoza | 98 | 187 | 152 H | mg/dl | 0': 70 - 99 / 120': < 140"): a
 * column per time point after the load, each cell a result of its own. Each cell is one row
 * named by the row's name and its column's time point ("Glukoza 120'"), the names the
 * dictionary gives the draws after the load (`GLU_OGTT_120`); the fasting draw (0') keeps the
 * name alone. A range cell of bands labelled by time point gives each column its own band; a
 * column with no band has no range. A line of clock times under the head (the draw times) is
 * no row. Found by its head: two or more cells that are time points, right of the names. Pure.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import type { Cell, LayoutLine } from "../layout/mod.ts";
import { cellKind, readResult } from "../cell/mod.ts";
import { type LineRow, makeRow } from "./line_row.ts";

/** A time point after the load opening a head cell: "0'", "60′", "120 min", "po 60 min". */
const TIME_POINT = /^(?:po\s+)?(\d{1,3})\s*(?:['′’]|min\.?)(?=\s|$|\))/iu;

/** A band labelled by its time point in a range cell: "120': < 140", "0 min: 70 - 99". */
const TIME_BAND =
  /(\d{1,3})\s*(?:['′’]|min\.?)\s*:\s*([<>≤≥]?\s*\d[\d,.]*(?:\s*[-–]\s*\d[\d,.]*)?)/giu;

/** A clock time alone ("07:42"): a draw's time, no result. */
const CLOCK = /^\d{1,2}:\d{2}$/;

/** One time point's column: its minutes and its place. */
interface TimeColumn {
  readonly minutes: number;
  readonly x0: number;
  readonly x1: number;
}

/** The time-point columns a head line (with the line above it) prints, or `undefined`. */
function timeColumns(head: LayoutLine, above: LayoutLine | undefined): TimeColumn[] | undefined {
  const cells = [...(above?.page === head.page ? above.cells : []), ...head.cells];
  const columns = cells.flatMap((cell): TimeColumn[] => {
    const match = TIME_POINT.exec(cell.text.trim());
    return match === null ? [] : [{ minutes: Number(match[1]), x0: cell.x0, x1: cell.x1 }];
  }).sort((a, b) => a.x0 - b.x0);
  const distinct = new Set(columns.map((c) => c.minutes));
  // The head's first cell (the names' head) stands left of every time point.
  const left = head.cells[0]!.x1;
  if (distinct.size < 2 || distinct.size !== columns.length) return undefined;
  return columns.every((c) => c.x0 > left) ? columns : undefined;
}

/** The column a cell stands under: the nearest by centre, within the reach; or `undefined`. */
function columnOf(cell: Cell, columns: readonly TimeColumn[], reach: number): number | undefined {
  const centre = (cell.x0 + cell.x1) / 2;
  const distance = (c: TimeColumn) =>
    centre < c.x0 ? c.x0 - centre : centre > c.x1 ? centre - c.x1 : 0;
  let best: number | undefined;
  columns.forEach((c, k) => {
    if (distance(c) <= reach && (best === undefined || distance(c) < distance(columns[best]!))) {
      best = k;
    }
  });
  return best;
}

/** The bands of a range text by time point ("0': 70 - 99 120': < 140" → 0 → "70 - 99", …). */
function bandsByTime(text: string): Map<number, string> {
  return new Map([...text.matchAll(TIME_BAND)].map((m) => [Number(m[1]), m[2]!.trim()]));
}

/** Whether a line stands wholly right of the time columns: a range's other lines, a note. */
function besideGrid(line: LayoutLine, columns: readonly TimeColumn[]): boolean {
  return line.cells.every((cell) => cell.x0 > columns.at(-1)!.x1);
}

/** The cells of a row line by where they stand, or `undefined` when the line is no row of the grid. */
function rowCells(line: LayoutLine, columns: readonly TimeColumn[]) {
  const [first, ...rest] = line.cells;
  if (first === undefined || !/\p{L}/u.test(first.text) || first.x1 > columns[0]!.x0) {
    return undefined;
  }
  const placed = rest.map((cell) => ({ cell, k: columnOf(cell, columns, 2 * line.height) }));
  const values = placed.filter((p) => p.k !== undefined);
  if (values.length === 0) return undefined;
  const after = placed.filter((p) => p.k === undefined && p.cell.x0 > columns.at(-1)!.x1);
  return { name: first.text.trim(), values, after: after.map((p) => p.cell.text.trim()) };
}

/** The rows of one line of the grid: a row per time point, its band from the range text. */
function gridRows(
  cells: NonNullable<ReturnType<typeof rowCells>>,
  rangeText: string,
  columns: readonly TimeColumn[],
  index: MarkerIndex,
  ocr: boolean,
): LineRow[] {
  // The draw times under the head: no row.
  if (cells.values.every((p) => CLOCK.test(p.cell.text.trim()))) return [];
  const unit = cells.after.find((t) => cellKind(t) === "unit");
  const bands = bandsByTime(rangeText);
  // The row's name: its shortest opening words that name a marker (a method after it left off).
  const words = cells.name.split(/\s+/);
  const base = words.map((_, n) => words.slice(0, n + 1).join(" "))
    .find((name) => resolveMarker(index, name).kind === "found") ?? cells.name;
  return cells.values.flatMap(({ cell, k }) => {
    const column = columns[k!]!;
    const result = readResult(cell.text, true, ocr);
    if (result === undefined) return [];
    const name = column.minutes === 0 ? base : `${base} ${column.minutes}'`;
    return [makeRow(name, result, unit, bands.get(column.minutes) ?? "", undefined)];
  });
}

/**
 * The rows of a document's time-point grids, by line: each result line's rows (one per time
 * point), none for the head and the draw times.
 */
export function timePointGrids(
  lines: readonly LayoutLine[],
  index: MarkerIndex,
  ocr: boolean,
): Map<number, readonly LineRow[]> {
  const found = new Map<number, readonly LineRow[]>();
  for (let h = 0; h < lines.length; h++) {
    const columns = timeColumns(lines[h]!, lines[h - 1]);
    if (columns === undefined) continue;
    // The grid's lines: its rows, the lines beside it (a range's other lines) and, before its
    // first row, the head's wrapped words; it ends at the first other line or page.
    const rows: number[] = [];
    const side: number[] = [];
    let i = h + 1;
    for (; i < lines.length && lines[i]!.page === lines[h]!.page; i++) {
      const line = lines[i]!;
      if (rowCells(line, columns) !== undefined) rows.push(i);
      else if (besideGrid(line, columns) || rows.length === 0 && line.cells.length === 1) {
        side.push(i);
      } else break;
    }
    if (rows.length === 0) continue;
    found.set(h, []);
    for (const s of side) found.set(s, []);
    for (const [n, r] of rows.entries()) {
      // A row's range: its own text right of the grid and the lines beside it up to the next row.
      const from = rows[n - 1] ?? h;
      const to = rows[n + 1] ?? i;
      const near = side.filter((s) => s > from && s < to).map((s) => lines[s]!.cells);
      const cells = rowCells(lines[r]!, columns)!;
      const text = [...cells.after, ...near.flat().map((c) => c.text)].join(" ");
      found.set(r, gridRows(cells, text, columns, index, ocr));
    }
    h = i - 1;
  }
  return found;
}
