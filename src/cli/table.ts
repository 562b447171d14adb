/**
 * Aligned text columns for the terminal: left-aligned text, right-aligned
 * numbers, long cells cut with "…", and optional colour for flagged cells.
 * Colour codes wrap the text only, never the padding, so widths stay right.
 *
 * @module
 */

/** How a flagged cell is coloured: red for high, blue for low. */
export type Tone = "high" | "low";

/** One cell: its text and, for a flagged value, its tone. */
export interface Cell {
  readonly text: string;
  readonly tone?: Tone | undefined;
}

/** A column: its header, alignment and widest cell. */
export interface Column {
  readonly header: string;
  readonly align?: "left" | "right";
  /** Cells longer than this are cut, ending in "…". */
  readonly max?: number;
  /** Leave the column out when no row has text in it. */
  readonly optional?: boolean;
}

/** A rendered table: the header line and one line per row, in row order. */
export interface Table {
  readonly header: string;
  readonly rows: readonly string[];
}

const ANSI: Readonly<Record<Tone, string>> = { high: "\u001b[31m", low: "\u001b[34m" };
const RESET = "\u001b[0m";
const GAP = "  ";

function cut(text: string, max: number | undefined): string {
  return max !== undefined && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function toCell(cell: string | Cell | undefined): Cell {
  return typeof cell === "string" ? { text: cell } : cell ?? { text: "" };
}

/**
 * Lays out rows under headers. Lines carry no trailing spaces, and no escape
 * codes at all unless `colour` is true.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const table = renderTable(
 *   [{ header: "Code" }, { header: "Value", align: "right" }],
 *   [["FERR", "6"], ["HGB", "13.4"]],
 *   false,
 * );
 * assert.equal(table.header, "Code  Value");
 * assert.deepEqual(table.rows, ["FERR      6", "HGB    13.4"]);
 * ```
 */
export function renderTable(
  columns: readonly Column[],
  rows: readonly (readonly (string | Cell)[])[],
  colour: boolean,
  indent = "",
): Table {
  const cells = rows.map((row) =>
    columns.map((column, i) => {
      const cell = toCell(row[i]);
      return { text: cut(cell.text, column.max), tone: cell.tone };
    })
  );
  const shown = columns
    .map((column, i) => ({ column, i }))
    .filter(({ column, i }) => !column.optional || cells.some((row) => row[i]!.text !== ""));
  const widths = shown.map(({ column, i }) =>
    Math.max(column.header.length, ...cells.map((row) => row[i]!.text.length))
  );
  const line = (row: readonly Cell[]): string =>
    indent + shown.map(({ column, i }, at) => {
      const { text, tone } = row[i]!;
      const padding = " ".repeat(widths[at]! - text.length);
      const painted = colour && tone !== undefined ? `${ANSI[tone]}${text}${RESET}` : text;
      return column.align === "right" ? padding + painted : painted + padding;
    }).join(GAP).trimEnd();
  return {
    header: line(columns.map((column) => ({ text: column.header }))),
    rows: cells.map(line),
  };
}
