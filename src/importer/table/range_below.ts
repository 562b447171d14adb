/**
 * A range printed under its value ("7,42 tys/µl" over "4,00 - 10,00", in
 * smaller type): the line right below a row, whose only reading cells are a
 * range under the row's result (or range) column, is that row's range. The
 * name column under it may hold a code ("ICD-9: L43"), never a name, or, in
 * smaller type than the row, the row's reference ("4,0 - 10,0", "negativní"
 * printed in grey under "Leukocyty"; under a date column printed before the
 * name, too), or in the row's type a range in brackets ("(115 - 165)", the
 * range column wrapped onto each row's next line on a narrow page). Pure.
 *
 * @module
 */

import type { Cell, LayoutLine } from "../layout/mod.ts";
import type { Column } from "./header_roles.ts";
import { placeCells } from "./column_bands.ts";
import { cellKind, hasRangeLabel, isFlagToken } from "../cell/mod.ts";
import { unitThenRange } from "./unit_range.ts";

/**
 * The range that `below` prints under the row of `line`, or `undefined`:
 * `line` must have a result and no range of its own, and `below` must sit
 * right under it with nothing but a range in the result or range column.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const columns = [
 *   { role: "name" as const, x0: 40, x1: 120 }, { role: "result" as const, x0: 237, x1: 320 },
 * ];
 * const row = { page: 1, y: 100, height: 8, cells: [cell("Leukocyty", 40), cell("7,42 tys/µl", 237)] };
 * const below = { page: 1, y: 109, height: 7, cells: [cell("4,00 - 10,00", 237)] };
 * assert.equal(rangeBelow(row, below, columns), "4,00 - 10,00");
 * ```
 */
export function rangeBelow(
  line: LayoutLine,
  below: LayoutLine | undefined,
  columns: readonly Column[],
): string | undefined {
  if (below === undefined) return undefined;
  // The reference under a name may open the next page (the row ended the page before).
  const overPage = below.page === line.page + 1;
  if (overPage) return underNameOnly(line, below, columns);
  if (below.page !== line.page) return undefined;
  const gap = below.y - line.y;
  if (gap <= 0 || gap > 2.2 * Math.max(line.height, below.height)) return undefined;
  const above = placeCells(line, columns).byColumn;
  const hasResult = columns.some((c, k) => c.role === "result" && above[k]!.trim() !== "");
  // A range run into the unit's cell is the row's own too.
  const ownRange = columns.some((c, k) =>
    c.role === "range" && above[k]!.trim() !== "" ||
    c.role === "unit" && unitThenRange(above[k]!) !== undefined
  );
  if (!hasResult || ownRange) return undefined;
  // A range under the value starts under it, however far right a long one runs
  // ("F: 6 - 42; M: 10 - 71"): each cell is placed by where it starts.
  const range: string[] = [];
  for (const cell of below.cells) {
    const k = columnAt(columns, cell.x0 + 1);
    const column = k < 0 ? undefined : columns[k]!;
    if (column === undefined) return undefined;
    if (column.role === "result" || column.role === "range") range.push(cell.text);
    else if (leading(column) && underName(cell.text, line, below)) range.push(cell.text);
    else if (column.role === "name") {
      if (cellKind(cell.text) !== "labelled") return undefined;
    } else if (column.role !== "other") return undefined;
  }
  const joined = range.join(" ");
  const kind = cellKind(joined);
  if (range.length === 0) return undefined;
  if (kind === "range" || kind === "bound") return joined;
  // A qualitative reference ("negativní") is a range only where it stands under the name, in smaller type.
  return kind === "qualitative" && below.cells.every((cell) => underName(cell.text, line, below))
    ? joined
    : undefined;
}

/**
 * The reference `below` prints under the name of the row of `line`, in smaller type and
 * with nothing else on its line, when the page broke between them; `undefined` otherwise.
 */
function underNameOnly(
  line: LayoutLine,
  below: LayoutLine,
  columns: readonly Column[],
): string | undefined {
  const placed = placeCells(line, columns).byColumn;
  const hasResult = columns.some((c, k) => c.role === "result" && placed[k]!.trim() !== "");
  const ownRange = columns.some((c, k) => c.role === "range" && placed[k]!.trim() !== "");
  if (!hasResult || ownRange || below.cells.length !== 1) return undefined;
  const cell = below.cells[0]!;
  const column = columns[columnAt(columns, cell.x0 + 1)];
  return column !== undefined && leading(column) && underName(cell.text, line, below)
    ? cell.text
    : undefined;
}

/**
 * Whether a column is where a reference under the name may start: the name's, or a
 * per-row date column printed before it (the smaller type starts at the row's left edge).
 */
function leading(column: Column): boolean {
  return column.role === "name" || column.role === "date";
}

/**
 * Whether `text`, in the name column of `below`, is the reference printed under
 * the row's name in smaller type ("Leukocyty" over "4,0 - 10,0" in grey): a
 * range, a bound or a qualitative word, never a name's second line.
 */
function underName(text: string, line: LayoutLine, below: LayoutLine): boolean {
  const kind = cellKind(text);
  // In the row's own type only a range in brackets ("(115 - 165)"): a table wrapped on a
  // narrow page prints each row's range on its next line, under the name.
  if (below.height >= 0.9 * line.height) {
    return BRACKETED.test(text.trim()) && (kind === "range" || kind === "bound");
  }
  return kind === "range" || kind === "bound" || kind === "qualitative";
}

/** A range in round or square brackets, alone in its cell. */
const BRACKETED = /^[([][^()[\]]+[)\]]$/;

/** The column whose band (up to the middle of the gaps beside it) holds `x`, or -1. */
function columnAt(columns: readonly Column[], x: number): number {
  return columns.findIndex((column, k) => {
    const previous = columns[k - 1];
    const next = columns[k + 1];
    const from = previous === undefined ? -Infinity : (previous.x1 + column.x0) / 2;
    const to = next === undefined ? Infinity : (column.x1 + next.x0) / 2;
    return x >= from && x < to;
  });
}

/**
 * A range set in a column too narrow for it, one piece a line: its lower bound over a dash (or a
 * comparator alone) on the row's line over its upper bound ("3,9" / "-" / "5,6"), the lines above
 * and below holding nothing but their piece, right over and under the row's dash, wherever the
 * header's columns fell on the squeezed page.
 */
function stackedRange(above: LayoutLine, line: LayoutLine, below: LayoutLine): string | undefined {
  const dashes = line.cells.filter((cell) => LONE_BOUND.test(cell.text.trim()));
  if (dashes.length !== 1 || above.cells.length !== 1 || below.cells.length !== 1) return undefined;
  const dash = dashes[0]!;
  const [top, bottom] = [above.cells[0]!, below.cells[0]!];
  const slack = line.height;
  const over = (piece: Cell) => piece.x0 < dash.x1 + slack && dash.x0 < piece.x1 + slack;
  const bound = /^[<>≤≥]?\s*\d+(?:[.,]\d+)?\s*[-–]?$/;
  if (!over(top) || !over(bottom) || !bound.test(top.text.trim())) return undefined;
  if (!/^\d+(?:[.,]\d+)?$/.test(bottom.text.trim())) return undefined;
  return `${top.text.trim()} ${dash.text.trim()} ${bottom.text.trim()}`;
}

/** A range cell that is only a dash or a comparator: no range, or the middle of a wrapped one. */
export const LONE_BOUND = /^[-–—<>≤≥]$/;

/**
 * A range cell that wrapped around its row: a table that centres its cells
 * prints the row's one-line cells between the two lines of its range ("> 30 -
 * норма; 20 - 30 -" above the value, "недостатність; < 20 - дефіцит" below).
 * The lines right above and below `line`, each with nothing but cells in the
 * range column, are its range, read together; `undefined` otherwise, or when
 * the row prints a range of its own.
 */
export function rangeAround(
  above: LayoutLine | undefined,
  line: LayoutLine,
  below: LayoutLine | undefined,
  columns: readonly Column[],
): string | undefined {
  if (above === undefined || below === undefined) return undefined;
  if (above.page !== line.page || below.page !== line.page) return undefined;
  const near = (a: LayoutLine, b: LayoutLine) =>
    b.y - a.y > 0 && b.y - a.y <= 1.6 * Math.max(a.height, b.height);
  if (!near(above, line) || !near(line, below)) return undefined;
  const stacked = stackedRange(above, line, below);
  if (stacked !== undefined) return stacked;
  const placed = placeCells(line, columns).byColumn;
  const hasResult = columns.some((c, k) => c.role === "result" && placed[k]!.trim() !== "");
  const ownRanges = columns.flatMap((c, k) =>
    c.role === "range" && placed[k]!.trim() !== "" ? [placed[k]!.trim()] : []
  );
  // The row's line may hold the range's middle piece: its dash or comparator alone ("3,9" over
  // "-" over "5,6", a range column too narrow for "3,9 - 5,6").
  const middle = ownRanges.length === 1 && LONE_BOUND.test(ownRanges[0]!)
    ? ownRanges[0]
    : undefined;
  if (!hasResult || (ownRanges.length > 0 && middle === undefined)) return undefined;
  const inRange = (l: LayoutLine) =>
    l.cells.every((cell) => columns[columnAt(columns, cell.x0 + 1)]?.role === "range");
  if (!inRange(above) || !inRange(below)) return undefined;
  const pieces = [
    ...above.cells,
    ...(middle === undefined ? [] : [{ text: middle }]),
    ...below.cells,
  ];
  const joined = pieces.map((cell) => cell.text).join(" ");
  return /\d/.test(joined) ? joined : undefined;
}

/**
 * The reference a labelled line right below a row prints, on a page with no
 * header columns (a portal's result cards: "Norma: 4,00 - 10,00 tys/µl" under
 * "Leukocyty 5,84 tys/µl"): `below` sits right under `line` on its page, its
 * first cell opens with a range label and holds a range or a bound, and
 * anything else on it is a bare number (a trend chart's axis tick beside the
 * card) or a flag badge ("↓ poniżej normy"), which is no result. `undefined` otherwise.
 */
export function labelledRangeBelow(
  line: LayoutLine,
  below: LayoutLine | undefined,
): string | undefined {
  if (below === undefined || below.page !== line.page || below.cells.length === 0) return undefined;
  const gap = below.y - line.y;
  if (gap <= 0 || gap > 3 * Math.max(line.height, below.height)) return undefined;
  const [first, ...rest] = below.cells;
  const kind = cellKind(first!.text);
  if (!hasRangeLabel(first!.text) || (kind !== "range" && kind !== "bound")) return undefined;
  return rest.every((cell) => isTick(cell.text) || isFlagBadge(cell.text))
    ? first!.text
    : undefined;
}

/** A bare number: a trend chart's axis tick. */
function isTick(text: string): boolean {
  return /^\d+(?:[.,]\d+)?$/.test(text.trim());
}

/** A flag mark with its words and no number ("↓ poniżej normy" under a card's value). */
function isFlagBadge(text: string): boolean {
  const [mark, ...words] = text.trim().split(/\s+/);
  return mark !== undefined && isFlagToken(mark) && !/\d/.test(words.join(" "));
}

/** A range's first half, cut after its dash ("0,50 -", "150 -"). */
const FIRST_HALF = /^\d+(?:[.,]\d+)?\s*[-–]$/;
/** A range's second half: its upper bound alone ("0,90"). */
const SECOND_HALF = /^\d+(?:[.,]\d+)?$/;

/**
 * A range wrapped around a row read with no header (a table set beside another on a narrow
 * page): its first half cut after the dash on the line above ("0,50 -"), its upper bound under
 * it, on the row's line (its last cell, a number alone: the lines ran together) or on the line
 * below ("0,90"), one over the other right of the row's unit. `undefined` otherwise.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 8.6, cells });
 * const row = at(288, cell("Kreatynina", 217), cell("0,72", 295), cell("mg/dl", 329));
 * const above = at(279.7, cell("MCV", 42), cell("83,1", 120), cell("80 - 97", 177), cell("0,50 -", 354));
 * const below = at(292.5, cell("150 -", 177), cell("0,90", 354));
 * assert.equal(rangeSplitAround(above, row, below), "0,50 - 0,90");
 * const joined = { ...row, cells: [...row.cells, cell("0,90", 354)] };
 * assert.equal(rangeSplitAround(above, joined, undefined), "0,50 - 0,90");
 * assert.equal(rangeSplitAround(above, row, at(292.5, cell("0,90", 100))), undefined);
 * ```
 */
export function rangeSplitAround(
  above: LayoutLine | undefined,
  line: LayoutLine,
  below: LayoutLine | undefined,
): string | undefined {
  if (above === undefined || line.cells.length < 2 || above.page !== line.page) return undefined;
  const near = (a: LayoutLine, b: LayoutLine) =>
    b.page === a.page && b.y - a.y > 0 && b.y - a.y <= 1.6 * Math.max(a.height, b.height);
  if (!near(above, line)) return undefined;
  const last = line.cells[line.cells.length - 1]!;
  // The upper bound ran into the row's line: its last cell, a number alone, under the first half.
  const own = SECOND_HALF.test(last.text.trim()) && line.cells.length >= 3 ? last : undefined;
  const end = own === undefined ? last.x1 : line.cells[line.cells.length - 2]!.x1;
  const right = (l: LayoutLine) => l.cells.filter((cell) => cell.x0 > end);
  const top = right(above);
  const bottom = own !== undefined
    ? [own]
    : below !== undefined && near(line, below)
    ? right(below)
    : [];
  if (top.length !== 1 || bottom.length !== 1) return undefined;
  const [first, second] = [top[0]!.text.trim(), bottom[0]!.text.trim()];
  if (!FIRST_HALF.test(first) || !SECOND_HALF.test(second)) return undefined;
  if (Math.abs(top[0]!.x0 - bottom[0]!.x0) > line.height) return undefined;
  return `${first} ${second}`;
}
