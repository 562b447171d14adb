/**
 * What a line adds to a row on another line instead of being a row of its
 * own: more bands of the banded range above, a name's second line beside a
 * band, a result card's own date on its last line, or (part of) the range of
 * a row above, below or around it. Pure.
 *
 * @module
 */

import type { DocumentContext, DocumentEvent, DocumentState } from "./document_types.ts";
import { rangeAround, rangeBelow } from "./range_below.ts";
import { pastPageFoot, pastRepeatedHeader } from "./page_break.ts";
import { bandsBelow } from "./range_continues.ts";
import { nameAndBandAbove } from "./cell_lines.ts";
import { cardDate, cardReferenceBelow } from "./card_lines.ts";

/**
 * What line `i` adds to a row above it, if anything: more bands of its banded
 * range, a cell's second line beside a band, or (a result card's last line)
 * the row's own date.
 */
export function underRow(
  start: DocumentState,
  i: number,
  ctx: DocumentContext,
  events: DocumentEvent[],
): DocumentState | undefined {
  const more = bandsBelow(start.bandedRow, ctx.lines, i, start.columns);
  if (more !== undefined) {
    events.push({ kind: "range continues", ...more });
    return { ...start, bandedRow: { ...start.bandedRow!, at: more.at, through: i } };
  }
  const continued = nameAndBandAbove(start, i, ctx, events);
  if (continued !== undefined) return continued;
  const row = start.lastRow?.at;
  const date = start.columns === undefined && row !== undefined
    ? cardDate(ctx.lines, i, row)
    : undefined;
  if (date === undefined) return undefined;
  events.push({ kind: "row date", at: row!, date });
  return { ...start, pendingLabel: undefined };
}

/**
 * Whether line `i` prints (part of) the range of a row on another line, read
 * with that row and giving no row of its own: a range printed under the row
 * above (on a page with no header columns, only a labelled one: "Norma: 4 -
 * 10"); the same over a page break past the page's running foot of identity
 * fields or a repeated header; the first half of a range wrapped around the
 * row below.
 */
export function isRangeOfAnotherRow(
  dated: DocumentState,
  i: number,
  ctx: DocumentContext,
): boolean {
  const columns = dated.columns;
  const line = ctx.lines[i]!, next = ctx.lines[i + 1];
  // On a page with no header columns, a labelled reference under the row above ("Norma: 4 - 10").
  if (columns === undefined) {
    return dated.lastRow?.at === i - 1 && cardReferenceBelow(ctx.lines[i - 1]!, line);
  }
  if (
    dated.lastRow?.at === i - 1 &&
    (rangeBelow(ctx.lines[i - 1]!, line, columns) !== undefined ||
      rangeAround(ctx.lines[i - 2], ctx.lines[i - 1]!, line, columns) !== undefined)
  ) return true;
  if (
    dated.lastRow !== undefined && dated.lastRow.at < i - 1 &&
    (pastPageFoot(ctx, dated.lastRow.at) === line ||
      pastRepeatedHeader(ctx, dated.lastRow.at, columns) === line) &&
    rangeBelow(ctx.lines[dated.lastRow.at]!, line, columns) !== undefined
  ) return true;
  return next !== undefined && Boolean(rangeAround(line, next, ctx.lines[i + 2], columns));
}
