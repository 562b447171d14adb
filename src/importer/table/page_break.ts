/**
 * Where a row's reference lands when the page broke under the row: past the
 * page's running foot of identity fields, or past the rest of the page and
 * the next page's head down to the table's header repeated there. Pure.
 *
 * @module
 */

import { type LayoutLine, lineText } from "../layout/mod.ts";
import { cellKind } from "../cell/mod.ts";
import { type Column, tableHeader } from "./header_roles.ts";
import { placeCells } from "./column_bands.ts";
import { isPersonalCells } from "./line_kinds.ts";
import type { DocumentContext } from "./document_types.ts";

/**
 * The line after line `i`, past the page's running foot when it prints identity fields
 * ("KOVALČUK Olena, RČ … žádanka …") and the next page starts right after it: a row's
 * reference printed under it may have been pushed over the page break.
 */
export function pastPageFoot(ctx: DocumentContext, i: number): LayoutLine | undefined {
  const [line, next, after] = [ctx.lines[i], ctx.lines[i + 1], ctx.lines[i + 2]];
  if (line === undefined || next === undefined || after === undefined) return next;
  return next.page === line.page && after.page === line.page + 1 && isPersonalCells(next)
    ? after
    : next;
}

/**
 * The first line of the page after line `i`'s past the lines repeated at its top (the table's
 * header, by its words or as the same text as a line before the row, and the page's head),
 * when the lines between are the page's foot and head (a few lines, none printing a result): a row's
 * reference pushed over the page break lands there.
 */
export function pastRepeatedHeader(
  ctx: DocumentContext,
  i: number,
  columns: readonly Column[],
): LayoutLine | undefined {
  const page = ctx.lines[i]!.page;
  const counts = [0, 0];
  let repeated = false;
  for (let k = i + 1; k <= i + 10; k++) {
    const line = ctx.lines[k];
    if (line === undefined || line.page > page + 1) return undefined;
    if (++counts[line.page - page]! > 4) return undefined;
    if (line.page === page + 1 && repeatsHeader(ctx, i, line)) {
      repeated = true;
      continue;
    }
    if (line.page === page + 1 && repeated) return line;
    const placed = placeCells(line, columns).byColumn;
    const result = columns.some((c, n) =>
      c.role === "result" && RESULT_KINDS.has(cellKind(placed[n]!.trim()))
    );
    if (result) return undefined;
  }
  return undefined;
}

/**
 * Whether a line is the table's header repeated on a new page: header words, or the text of a
 * line printed before row `i` again (a header of words no lexicon knows).
 */
function repeatsHeader(ctx: DocumentContext, i: number, line: LayoutLine): boolean {
  if (tableHeader(line) !== undefined) return true;
  const text = lineText(line);
  // A reference repeats the same reference of an earlier row: it is never the page's head.
  if (["range", "bound", "qualitative"].includes(cellKind(text))) return false;
  return /\p{L}{3}/u.test(text) && ctx.lines.slice(0, i).some((l) => lineText(l) === text);
}

/** The kinds of a cell that prints a result. */
const RESULT_KINDS: ReadonlySet<string> = new Set(["number", "bound", "value-unit", "qualitative"]);
