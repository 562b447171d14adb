/**
 * A table cell printed over several lines under its row (an HTML table set
 * with its cells at the top, printed to PDF): a long name's third line
 * ("Czas protrombinowy" / "(PT) – wskaźnik" / "INR") or a unit's annotation
 * on the line under it ("µg/l" / "FEU"). The line sits in one column alone,
 * the name's or the unit's, closer under the line above than the rows are
 * apart (the cell's own line spacing), in type as large; it continues the
 * row above and gives no row of its own; so does a name's second half beside the next band
 * of the row's range. Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";
import { placeCells } from "./column_bands.ts";
import type { DocumentContext, DocumentEvent, DocumentState } from "./document_types.ts";
import { nameBesideBands } from "./range_continues.ts";
import { isLabelOnly } from "./line_kinds.ts";

/** A line under a row that continues one of its cells. */
export interface CellContinues {
  readonly kind: "name continues" | "unit continues";
  /** The line of the row continued. */
  readonly at: number;
  readonly text: string;
}

/** An annotation a unit's cell may wrap onto its next line ("FEU", "DDU"): capitals only. */
const UNIT_NOTE = /^\p{Lu}{2,5}$/u;

/** Whether `line` is set right under `above` at a cell's own line spacing, in type as large. */
function tightUnder(above: LayoutLine, line: LayoutLine): boolean {
  return above.page === line.page && line.y > above.y &&
    line.y - above.y <= 1.3 * Math.max(line.height, above.height) &&
    line.height >= 0.8 * above.height;
}

/**
 * Whether `line`, opening with a small letter, sits under `above` no farther
 * than the lines of a block are apart, in type as large: a name's further
 * line in a column whose lines follow another column's spacing ("filtration"
 * over "rate (CKD-EPI)" beside a blood count). No name opens with a small
 * letter, so it is no next row's.
 */
function smallLetterUnder(above: LayoutLine, line: LayoutLine): boolean {
  return above.page === line.page && line.y > above.y &&
    line.y - above.y <= 2.2 * Math.max(line.height, above.height) &&
    Math.abs(line.height - above.height) <= 0.2 * above.height &&
    /^(?:\p{Ll}|\()/u.test(line.cells[0]!.text);
}

/**
 * What line `i` continues of the row above it: the unit's annotation right under the row
 * ("FEU"), or a further line of a name already continued on the line before (the third
 * line of a name); `undefined` when it continues nothing.
 */
export function cellContinues(
  state: DocumentState,
  i: number,
  ctx: DocumentContext,
): CellContinues | undefined {
  const columns = state.columns;
  const line = ctx.lines[i]!, above = ctx.lines[i - 1];
  if (columns === undefined || above === undefined) return undefined;
  const tight = tightUnder(above, line);
  if (!tight && !smallLetterUnder(above, line)) return undefined;
  const placed = placeCells(line, columns);
  const filled = columns.flatMap((c, k) => placed.byColumn[k]!.trim() !== "" ? [c.role] : []);
  if (filled.length !== 1 || placed.stray) return undefined;
  const text = placed.byColumn.join(" ").trim();
  if (tight && filled[0] === "unit" && state.lastRow?.at === i - 1 && UNIT_NOTE.test(text)) {
    return { kind: "unit continues", at: i - 1, text };
  }
  const chained = state.continued?.through === i - 1 ? state.continued.at : undefined;
  if (filled[0] === "name" && chained !== undefined && isLabelOnly(text)) {
    return { kind: "name continues", at: chained, text };
  }
  return undefined;
}

/**
 * The state after line `i` when it prints the second half of the name of the row above beside
 * the next band of its range (both are that row's), or `undefined`.
 */
export function nameAndBandAbove(
  state: DocumentState,
  i: number,
  ctx: DocumentContext,
  events: DocumentEvent[],
): DocumentState | undefined {
  const both = state.lastRow?.at === i - 1
    ? nameBesideBands(ctx.lines[i - 1]!, ctx.lines[i]!)
    : undefined;
  if (both === undefined) return undefined;
  events.push({ kind: "name continues", at: i - 1, text: both.name });
  events.push({ kind: "range continues", at: i - 1, text: both.text });
  const banded = state.bandedRow?.through === i - 1
    ? { ...state.bandedRow, through: i }
    : undefined;
  return { ...state, bandedRow: banded };
}
