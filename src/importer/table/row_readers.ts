/**
 * The row readers, as a small registry: each reader looks at one laid-out
 * line and either reads its rows, says it is a note under the table, or
 * passes (`undefined`) to the next. The first that answers wins. Adding a
 * layout means adding one reader here (or words to the lexicon).
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { type LayoutLine, lineText } from "../layout/mod.ts";
import { looksLikeResult } from "./blocks.ts";
import type { Column } from "./header_roles.ts";
import type { LineRow } from "./line_row.ts";
import { rowByCells, rowsByColumns } from "./column_readers.ts";
import { rowsOfPercentAndCount } from "./percent_count.ts";
import {
  type MarkerPattern,
  noResultRow,
  rowByPattern,
  rowBySplit,
  unreadableRow,
} from "./text_readers.ts";
import { isNote } from "./line_kinds.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";

/** What a reader is given: the line, its text, the header in force, and the dictionary. */
export interface ReaderInput {
  readonly line: LayoutLine;
  readonly text: string;
  readonly columns: readonly Column[] | undefined;
  readonly index: MarkerIndex;
  readonly patterns: readonly MarkerPattern[];
  readonly ocr: boolean;
  /** A range printed under this line's value, on the line below (`rangeBelow` in range_below.ts). */
  readonly below?: string;
}

/** A reader's answer: rows, `"note"` for a note under a table, or `undefined` to pass. */
export type ReaderAnswer = LineRow[] | "note" | undefined;

/** One row reader: a name (for tests and messages) and its function. */
export interface RowReader {
  readonly name: string;
  readonly read: (input: ReaderInput) => ReaderAnswer;
}

const one = (row: LineRow | undefined): ReaderAnswer => row === undefined ? undefined : [row];

/**
 * The readers, tried in order.
 *
 * @internal test seam: a test drops one reader from the registry to show a line needs it.
 */
export const ROW_READERS: readonly RowReader[] = [
  { name: "marker pattern", read: ({ text, patterns }) => one(rowByPattern(text, patterns)) },
  {
    // A whole result in one cell under a table, its text items touching ("MCH ↓ 25,9 (27,0 -
    // 33,0) pg"), or a block of such results beside the table: a row of a marker the
    // dictionary knows, with its unit and a range of bounds or none, read as a line without
    // a table is; never a note running on under the result column.
    name: "whole result in one cell",
    read: ({ line, columns, index }) => {
      if (columns === undefined || line.cells.length !== 1) return undefined;
      const row = rowBySplit(line.cells[0]!.text, index);
      return row !== undefined && row.unit !== undefined && row.unreadable === undefined &&
          row.range.ref_text === undefined && resolveMarker(index, row.name).kind === "found"
        ? [row]
        : undefined;
    },
  },
  {
    // Under a table header, words alone in the name column are a label (a heading, the
    // first half of a two-line row), never a row: no word of them is a value.
    name: "label in the name column",
    read: ({ line, columns }) => {
      const name = columns?.find((column) => column.role === "name");
      const first = columns?.find((column) => column.role === "result" || column.role === "unit");
      if (name === undefined || first === undefined || line.cells.length !== 1) return undefined;
      const cell = line.cells[0]!;
      return cell.x1 < first.x0 && cell.x0 < name.x1 + line.height ? [] : undefined;
    },
  },
  {
    // A formula's percentage and count side by side ("Lymphocytes | 35,3 % | 1,93 G/L | …"),
    // under a header or none: the header's one result column would take one of the two.
    name: "percentage and count",
    read: ({ line, ocr }) => rowsOfPercentAndCount(line, ocr),
  },
  {
    name: "header columns",
    read: ({ line, columns, ocr, below }) => {
      if (columns === undefined || line.cells.length < 2) return undefined;
      // A line that starts well left of the table's first column is no row of it (the
      // columns in force belong to a block beside it): it is read by its own cells. Unless
      // only its name does, every other cell under the table: the names start left of a
      // centred header word ("Badanie" over them).
      const left = Math.min(...columns.map((column) => column.x0));
      if (
        line.cells[0]!.x0 < left - 2 * line.height &&
        line.cells.slice(1).some((cell) => cell.x0 < left - line.height)
      ) return undefined;
      const placed = rowsByColumns(line, columns, ocr, below);
      return placed === "label" ? undefined : placed;
    },
  },
  {
    name: "note under a table",
    read: ({ line, columns }) =>
      columns !== undefined && isNote(line, columns) ? "note" : undefined,
  },
  {
    // Several complete results on one line ("Glukoza 97 mg/dl | Ferrytyna 9 ng/ml ↓").
    name: "several results on a line",
    read: ({ line, index }) => {
      const whole = line.cells.filter((cell) => looksLikeResult(cell.text));
      if (whole.length < 2 || whole.length !== line.cells.length) return undefined;
      return whole.flatMap((cell) =>
        rowBySplit(cell.text, index) ?? unreadableRow(cell.text) ?? []
      );
    },
  },
  { name: "name and result cells", read: ({ line, ocr }) => one(rowByCells(line, ocr)) },
  { name: "see the description, not determined", read: ({ text }) => one(noResultRow(text)) },
  { name: "name and result text", read: ({ text, index }) => one(rowBySplit(text, index)) },
  { name: "unreadable result", read: ({ text }) => one(unreadableRow(text)) },
];

/**
 * The rows one line prints, by the first reader that answers; `"note"` for
 * a note under a table; an empty list for a label alone.
 */
export function rowsOfLine(
  input: Omit<ReaderInput, "text">,
  readers: readonly RowReader[] = ROW_READERS,
): LineRow[] | "note" {
  const withText = { ...input, text: lineText(input.line) };
  for (const reader of readers) {
    const answer = reader.read(withText);
    if (answer !== undefined) return answer;
  }
  return [];
}
