/**
 * The document state a report carries from line to line (the header's
 * columns in force, the current section and its specimen, a label waiting
 * for its second half, whether a comment or a summary is running, the lab's
 * name, where the last row was) as an explicit value, and the reducer that
 * takes one line to the next state plus what the line said: dates, rows, a
 * new report in the same file, or the second half of the row name above.
 *
 * @module
 */

import { resolveMarker } from "../../domain/markers/resolve.ts";
import { type LayoutLine, lineText } from "../layout/mod.ts";
import { isNameHeader, tableHeader } from "./header_roles.ts";
import { placeCells, textOutsideDateColumns, textOutsideRemarks } from "./column_bands.ts";
import { type LineRow, withPrintedRange } from "./line_row.ts";
import { labNameOfLine } from "./lab_name.ts";
import {
  CLOCK_TIME,
  continues,
  isComment,
  isFieldsLine,
  isFurniture,
  isLabelOnly,
  isPersonalCells,
  isPersonalLine,
  isUnreadableHeading,
  sameBlock,
  SUMMARY,
} from "./line_kinds.ts";
import { chipFlag, datesInText, hasDateLabel, labelledDates } from "../cell/mod.ts";
import { rowsOfLine } from "./row_readers.ts";
import { pastPageFoot, pastRepeatedHeader } from "./page_break.ts";
import { leadingDate } from "./column_readers.ts";
import { labelledRangeBelow, rangeAround, rangeBelow, rangeSplitAround } from "./range_below.ts";
import { cardNameAbove, cardNameText, isCardNameLine } from "./card_lines.ts";
import { bandedRowOf } from "./range_continues.ts";
import { openingDateAsPhrase, proseRows } from "./prose_rows.ts";
import { gluedHeading } from "./glued_heading.ts";
import { stackedDates } from "./stacked_fields.ts";
import { endsSection, garbledSectionOf, sectionOf } from "./sections.ts";
import { rowSection } from "./specimen.ts";
import { cellContinues } from "./cell_lines.ts";
import { isRangeOfAnotherRow, underRow } from "./under_row.ts";

export {
  type DocumentContext,
  type DocumentEvent,
  type DocumentState,
  INITIAL_STATE,
  type Step,
} from "./document_types.ts";
import type { DocumentContext, DocumentEvent, DocumentState, Step } from "./document_types.ts";

/** A page break: a summary ends; a page that starts another report forgets the last one. */
function atPageBreak(state: DocumentState, page: number, ctx: DocumentContext): Step {
  if (!ctx.reportStarts.has(page)) return { state: { ...state, inSummary: false }, events: [] };
  return {
    state: {
      ...state,
      inSummary: false,
      columns: undefined,
      section: undefined,
      lab: undefined,
      rowsInReport: 0,
    },
    events: [{ kind: "report" }],
  };
}

/** The lab's name, read from a report's header above its first result (each cell alone). */
function withLab(state: DocumentState, line: LayoutLine, ctx: DocumentContext): DocumentState {
  if (state.lab !== undefined || state.rowsInReport > 0) return state;
  const isPersonal = (text: string) =>
    isPersonalLine(text) || ctx.guard.problem(text) !== undefined;
  const lab = line.cells.map((cell) => labNameOfLine(cell.text, isPersonal)).find((name) =>
    name !== undefined
  );
  return lab === undefined ? state : { ...state, lab };
}

/**
 * Takes one line (the `i`-th of the document) to the next state.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * import { PrivacyGuard } from "../privacy/mod.ts";
 * import { linesFromText } from "../layout/mod.ts";
 * const lines = linesFromText(["Badanie ogólne moczu", "Ciężar właściwy  1,020"]);
 * const ctx = { lines, index: buildMarkerIndex(buildDictionary([])), patterns: [], ocr: false, reportStarts: new Set<number>(), guard: new PrivacyGuard([]) };
 * const first = documentStep(INITIAL_STATE, 0, ctx);
 * assert.equal(first.state.section?.specimen, "urine");
 * const second = documentStep(first.state, 1, ctx);
 * assert.deepEqual(second.events.map((e) => e.kind), ["rows"]);
 * ```
 */
export function documentStep(state: DocumentState, i: number, ctx: DocumentContext): Step {
  const line = ctx.lines[i]!;
  const text = lineText(line);
  const next = ctx.lines[i + 1];
  const broken = ctx.lines[i - 1]?.page !== line.page
    ? atPageBreak(state, line.page, ctx)
    : { state, events: [] };
  const events: DocumentEvent[] = [...broken.events];
  const start = withLab(broken.state, line, ctx);
  const done = (next: DocumentState): Step => ({ state: next, events });

  // A table with a line per date: its header lines have no rows, each dated line its own.
  const crossed = ctx.transposed?.get(i);
  if (crossed !== undefined) {
    return done(crossed.length === 0 ? start : withRows(start, crossed, i, ctx, events));
  }
  const header = ctx.tables !== undefined ? ctx.tables.get(i) : tableHeader(line);
  if (header !== undefined) {
    // A new table below rows of the same page starts afresh: the section above it
    // (a urinalysis, say) does not reach into it. A header repeated at the top of a
    // page continues the section of the page before.
    const fresh = start.rowsInSection && start.lastRow?.page === line.page;
    // A dated phrase that ends with its colon right above ("Wyniki przy wypisie
    // (08.04.2024):") dates the table under it.
    if (start.proseDate !== undefined) {
      events.push({
        kind: "dates",
        dates: [{ strength: "collection", date: start.proseDate, label: "dated heading" }],
      });
    }
    return done({
      ...start,
      proseDate: undefined,
      columns: header,
      section: fresh ? undefined : start.section,
      pendingLabel: undefined,
      inComment: false,
      inSummary: false,
    });
  }
  if (line.cells.length >= 2 && isNameHeader(line.cells[0]!.text)) return done(start);
  const under = underRow(start, i, ctx, events);
  if (under !== undefined) return done(under);
  const dates = stackedDates(line, next) ??
    labelledDates(text, next === undefined ? undefined : lineText(next));
  if (dates.length > 0) events.push({ kind: "dates", dates });
  // A new visit's dates after rows: the previous visit's section ends.
  const dated = dates.length > 0 && start.rowsInSection ? { ...start, section: undefined } : start;
  // A heading may have date labels or marks (no words, no numbers) beside it ("SEROLOGIA | =");
  // an OCR heading garbled past reading ("BADANEOGÓLNEMOGZO") is known by its letters, specks or not.
  const first = line.cells[0]!.text;
  const garbled = ctx.ocr && sectionOf(first) === undefined ? garbledSectionOf(first) : undefined;
  const heading = sectionOf(first) ?? garbled;
  const beside = (c: { readonly text: string }) =>
    hasDateLabel(c.text) || !/[\p{L}\p{N}]/u.test(c.text) ||
    garbled !== undefined && !/\p{L}/u.test(c.text);
  if (heading !== undefined && line.cells.slice(1).every(beside)) {
    return done({
      ...dated,
      section: heading,
      rowsInSection: false,
      pendingLabel: undefined,
      inComment: false,
      inSummary: false,
    });
  }
  // A line of dates is no row, unless results follow its dated phrase ("Morfologia (pobrano …): …")
  // or a result the line above broke off takes its date ("HbA1c 7,4%" over "(04.02.2025).").
  const broke = dated.proseTail !== undefined ? { tail: dated.proseTail } : {};
  const phrased = openingDateAsPhrase(text, line.cells.length);
  if (
    (dates.length > 0 || hasDateLabel(text)) &&
    !proseRows(phrased, undefined, ctx.index, broke)?.rows.length
  ) {
    return done({ ...dated, proseTail: undefined });
  }
  // A cell's further line under its row ("FEU" under "µg/l", a name's third line).
  const cell = ctx.ocr ? undefined : cellContinues(dated, i, ctx);
  if (cell !== undefined) {
    events.push(cell);
    return done({ ...dated, continued: { at: cell.at, through: i }, pendingLabel: undefined });
  }
  // A short line in capitals is another heading, unless it names a marker ("MCHC" over its value).
  if (
    line.cells.slice(1).every((c) => !/[\p{L}\p{N}]/u.test(c.text)) &&
    endsSection(line.cells[0]!.text) &&
    resolveMarker(ctx.index, line.cells[0]!.text).kind !== "found"
  ) {
    return done({ ...dated, section: undefined, pendingLabel: undefined });
  }
  if (isPersonalCells(line) || isFieldsLine(line)) {
    return done({ ...dated, pendingLabel: undefined, proseDate: undefined });
  }
  const prose = proseRows(phrased, dated.proseDate, ctx.index, {
    ...(dated.proseTail !== undefined ? { tail: dated.proseTail } : {}),
    ...(next !== undefined ? { next: lineText(next) } : {}),
  });
  if (prose !== undefined) {
    const proseState = {
      ...dated,
      pendingLabel: undefined,
      proseDate: prose.runsOn,
      proseTail: prose.tail,
    };
    return done(
      prose.rows.length === 0 ? proseState : withRows(proseState, prose.rows, i, ctx, events),
    );
  }
  if (isFurniture(textOutsideRemarks(line, dated.columns))) {
    return done({ ...dated, pendingLabel: undefined });
  }
  if (isComment(text)) return done({ ...dated, inComment: true, pendingLabel: undefined });
  // A summary of the out-of-range results repeats rows printed in the table.
  if (dated.inSummary || SUMMARY.test(text)) return done({ ...dated, inSummary: true });
  // Dates and clock times ("Godzina pobrania: 08:15") are header fields, not results;
  // dates under a date column or a previous result's column are the row's own.
  const own = textOutsideDateColumns(line, dated.columns);
  // A date alone before a name and a result is that row's own date (read with the row).
  const datedRow = dated.columns === undefined && leadingDate(line) !== undefined;
  if ((datesInText(own).length > 0 || CLOCK_TIME.test(own)) && !datedRow) return done(dated);

  if (isRangeOfAnotherRow(dated, i, ctx)) return done(dated);
  const columns = dated.columns;
  const below = columns === undefined
    ? labelledRangeBelow(line, next) ?? rangeSplitAround(ctx.lines[i - 1], line, next)
    : rangeBelow(line, pastPageFoot(ctx, i), columns) ??
      rangeBelow(line, pastRepeatedHeader(ctx, i, columns), columns) ??
      rangeAround(ctx.lines[i - 1], line, next, columns);
  if (isCardName(dated, i, ctx)) return done({ ...dated, pendingLabel: cardLabel(dated, i, ctx) });
  const label = nameAbove(line, dated, i, ctx);
  const found = rowsOfLine({
    line: label === undefined ? line : { ...line, cells: [...label.cells, ...line.cells] },
    columns: dated.columns,
    index: ctx.index,
    patterns: ctx.patterns,
    ocr: ctx.ocr,
    ...(below !== undefined ? { below } : {}),
  });
  if (found === "note") return done({ ...dated, inComment: true, pendingLabel: undefined });
  if (found.length === 0) return done(labelAlone(dated, i, ctx, events));
  const ranged = columns === undefined && below !== undefined && found.length === 1
    ? [withPrintedRange(found[0]!, below)]
    : found;
  const rows = label === undefined ? ranged.map((row) => named(row, dated, i, ctx)) : ranged;
  const glued = ctx.ocr ? gluedHeading(rows, dated.section, ctx.index) : undefined;
  if (glued === undefined) return done(withRows(dated, rows, i, ctx, events));
  const after = withRows(dated, glued.rows, i, ctx, events);
  return done({ ...after, section: glued.heading, rowsInSection: false });
}

/** The state after line `i` printed rows (scoped to the section and lab in force). */
function withRows(
  state: DocumentState,
  rows: readonly LineRow[],
  i: number,
  ctx: DocumentContext,
  events: DocumentEvent[],
): DocumentState {
  events.push({ kind: "rows", at: i, rows: rows.map((row) => scoped(row, state)) });
  return {
    ...state,
    inComment: false,
    rowsInSection: true,
    rowsInReport: state.rowsInReport + rows.length,
    lastRow: { at: i, page: ctx.lines[i]!.page },
    pendingLabel: undefined,
    bandedRow: bandedRowOf(rows, i),
  };
}

/**
 * A line with no row: identity text is never joined to a label; the second
 * half of the row name above continues it; any other label may be the first
 * half of the next row's name.
 */
function labelAlone(
  state: DocumentState,
  i: number,
  ctx: DocumentContext,
  events: DocumentEvent[],
): DocumentState {
  const line = ctx.lines[i]!;
  const text = lineText(line);
  // A line that repeats an identity string is still read: a row found in it is listed
  // (and withheld by the classifier when its fields carry the identity), never dropped
  // unseen. Only a line with no row in it is passed over.
  if (ctx.guard.problem(text) !== undefined) return { ...state, pendingLabel: undefined };
  // OCR: a short line that reads as no known heading and is garbled (or read with low
  // confidence) may be the next section's heading: the section in force ends, so a row
  // below never inherits a specimen it may not have.
  if (ctx.ocr && line.cells.length === 1 && isUnreadableHeading(line)) {
    return { ...state, section: undefined, pendingLabel: undefined };
  }
  if (
    !state.inComment && state.lastRow?.at === i - 1 &&
    /^(?:\p{Ll}+(?:-|\s|$)|\()/u.test(text) && isLabelOnly(text) && !endsWithFlagWord(text) &&
    sameBlock(ctx.lines[i - 1], line) &&
    // A text layer's line in smaller type (a 7 pt method under a 9.6 pt row) is a note, no name.
    (ctx.ocr || line.height >= 0.8 * ctx.lines[i - 1]!.height)
  ) {
    events.push({ kind: "name continues", at: i - 1, text });
    return { ...state, continued: { at: i - 1, through: i } };
  }
  // A sentence ("Surowica lipemiczna.", a grey comment under a row) is no half of a name.
  const sentence = /\p{L}{4,}\.$/u.test(text) && text.includes(" ");
  return {
    ...state,
    pendingLabel: !state.inComment && !sentence && isLabelOnly(text) ? { text, at: i } : undefined,
  };
}

/** Whether a line ends with a flag word ("wynik podwyższony" under a value): a note, no name's half. */
function endsWithFlagWord(text: string): boolean {
  return chipFlag(text.trim().split(/\s+/).pop()!) !== undefined;
}

/** Whether line i is a result card's name (no header; its value and labelled reference follow). */
function isCardName(state: DocumentState, i: number, ctx: DocumentContext): boolean {
  return state.columns === undefined && isCardNameLine(ctx.lines, i);
}

/** The card name line `i` ends or goes on with (a name's second line, a flag chip under it). */
function cardLabel(state: DocumentState, i: number, ctx: DocumentContext) {
  const label = state.pendingLabel;
  const above = label?.card && label.at === i - 1 ? label.text : undefined;
  return { text: cardNameText(ctx.lines, i, above), at: i, card: true } as const;
}

/**
 * The line above when it holds the name of this line's row (a two-line row
 * under a header: the name alone, then the value, unit and range with the
 * name column empty; with no header, a result card's name line), or `undefined`.
 */
function nameAbove(
  line: LayoutLine,
  state: DocumentState,
  i: number,
  ctx: DocumentContext,
): LayoutLine | undefined {
  const columns = state.columns;
  const label = state.pendingLabel;
  if (label === undefined || label.at !== i - 1) return undefined;
  const above = ctx.lines[i - 1]!;
  // No header: a card of lines (name, value, labelled reference).
  if (columns === undefined) {
    const card = cardNameAbove(above, line, ctx.lines[i + 1]);
    return card && { ...card, cells: [{ ...card.cells[0]!, text: label.text }] };
  }
  const placed = placeCells(line, columns);
  const nameEmpty = columns.every((c, k) => c.role !== "name" || placed.byColumn[k] === "");
  const hasResult = columns.some((c, k) => c.role === "result" && placed.byColumn[k] !== "");
  // The name line must also sit in the name column alone.
  const aboveInName = placeCells(above, columns).byColumn.every((text, k) =>
    text === "" || columns[k]!.role === "name"
  );
  return nameEmpty && hasResult && aboveInName && above.page === line.page ? above : undefined;
}

/** A row whose name began on the line above ("Cholesterol" over "nie-HDL 120 mg/dl"). */
function named(row: LineRow, state: DocumentState, i: number, ctx: DocumentContext): LineRow {
  const label = state.pendingLabel;
  if (
    label === undefined || label.at !== i - 1 || !sameBlock(ctx.lines[i - 1], ctx.lines[i]!) ||
    !continues(label.text, row.name, ctx.index)
  ) return row;
  return { ...row, name: `${label.text} ${row.name}` };
}

/** A row with the section, specimen and lab in force. */
function scoped(row: LineRow, state: DocumentState): LineRow {
  const { lab } = state;
  const section = rowSection(row.name, row.material, state.section);
  return {
    ...row,
    ...(section !== undefined ? { section: section.section } : {}),
    ...(section?.specimen !== undefined ? { specimen: section.specimen } : {}),
    ...(lab !== undefined ? { lab } : {}),
  };
}
