/**
 * Lab reports as laid-out lines (from a PDF's positioned text, from OCR word
 * boxes, or from plain text lines) turned into rows: the lines are tidied
 * and split into side-by-side blocks, folded through the document reducer
 * ({@link documentStep}), and each row then gets the date of its own visit
 * block (or its own date cell or date column). The identity block, comments
 * and page furniture are never rows, and a line that looks like a result but
 * cannot be read becomes an `unreadable` row, never lost.
 *
 * @module
 */

import { asPrintedSheet } from "./sheet_headings.ts";
import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import type { InputFormat, ParsedDocument, RawRow } from "../document.ts";
import { identityOfLines, PrivacyGuard } from "../privacy/mod.ts";
import { candidatesWhenUndated } from "./date_candidates.ts";
import { type LayoutLine, lineText, lineTextWithGaps } from "../layout/mod.ts";
import { type Band, type BandPatient, bandPatient, chooseBand, patientOn } from "./band_choice.ts";
import { splitColumns } from "./blocks.ts";
import { noDateHold, unitSpelling } from "../lexicon/mod.ts";
import { withoutRepeatedFurniture } from "./page_furniture.ts";
import { labNameOfLine } from "./lab_name.ts";
import { tableHeader } from "./header_roles.ts";
import { isHeaderDates } from "./header_dates.ts";
import { sectionOf } from "./sections.ts";
import { AMBIGUOUS_ORDER, swappable, withDayFirstDates } from "./date_order.ts";
import {
  datesInText,
  DateTimeline,
  doubtedStandIn,
  labelledDates,
  localToday,
  type RowDate,
} from "../cell/mod.ts";
import { itemCodeAfterName, type LineRow } from "./line_row.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { pagesStartingReports } from "./line_kinds.ts";
import { compilePatterns } from "./text_readers.ts";
import { joinTwoLineRows } from "./two_line_rows.ts";
import { withMoreBands } from "./range_continues.ts";
import { documentScripts, lookAlikeReadings, ocrNameReading } from "./ocr_names.ts";
import { withoutStrayStops } from "./ocr_stops.ts";
import { headerLike, tablesOf } from "./column_content.ts";
import { transposedTables } from "./transposed.ts";
import { oneMarkerLists } from "./one_marker_list.ts";
import { timePointGrids } from "./time_point_grid.ts";
import { withWrappedCellsJoined } from "./wrapped_cells.ts";
import { stackedFields } from "./stacked_fields.ts";
import { withCardGridsUnstacked } from "./card_grid.ts";
import { withTitledCardsNamed } from "./titled_cards.ts";
import { withThousandsRead } from "./thousands.ts";
import { datesCarriedDown } from "./dates_down.ts";
import { withSplitRangeJoined } from "./split_ranges.ts";
import { withBracketNamesJoined } from "./open_bracket_names.ts";
import { withWrappedNamesJoined } from "./wrapped_names.ts";
import {
  type DocumentContext,
  type DocumentEvent,
  type DocumentState,
  documentStep,
  INITIAL_STATE,
} from "./document_state.ts";

/**
 * A cell OCR read from a speck or a rule: marks that are no letter, digit,
 * flag mark or unit ("%") (":", "=", "«", "., "). It is dropped, so a heading or a row
 * with a speck beside it reads as if the speck were not there.
 */
const OCR_SPECK = /^[^\p{L}\p{N}↑↓*!+|<>≤≥%‰°]+$/u;

/** Normalises extracted text: Greek mu to micro sign, odd spaces to plain ones. */
function tidyLine(line: string): string {
  return line.replace(/\u03bc/g, "µ").replace(/[\u00a0\u2007\u202f\t]/g, " ").replace(/\s+/g, " ")
    .trim();
}

/**
 * Where a line is, for messages: "line 12", or "page 2, line 5" in a
 * multi-page report, counted in the document as printed (before repeated
 * page furniture was removed and two-line rows joined).
 */
function placeOf(printed: readonly LayoutLine[], line: LayoutLine, pages: number): string {
  const exact = printed.indexOf(line);
  const at = exact >= 0
    ? exact
    : printed.findLastIndex((other) => other.page === line.page && other.y <= line.y);
  if (pages <= 1) return `line ${at + 1}`;
  const onPage = printed.slice(0, at + 1).filter((l) => l.page === line.page).length;
  return `page ${line.page}, line ${onPage}`;
}

/** Every event of a document, in order, from folding its lines through the reducer. */
function documentEvents(ctx: DocumentContext): DocumentEvent[] {
  return ctx.lines.reduce<{ state: DocumentState; events: DocumentEvent[] }>(
    (acc, _line, i) => {
      const step = documentStep(acc.state, i, ctx);
      acc.events.push(...step.events);
      return { state: step.state, events: acc.events };
    },
    { state: INITIAL_STATE, events: [] },
  ).events;
}

interface Placed {
  readonly row: LineRow;
  readonly at: number;
  readonly ticket: number;
}

/** The rows the events name, each with its date ticket; names continued on the next line joined. */
function rowsOfEvents(events: readonly DocumentEvent[], visits: DateTimeline): Placed[] {
  return events.reduce<Placed[]>((rows, event) => {
    switch (event.kind) {
      case "report":
        visits.newReport();
        return rows;
      case "dates":
        visits.saw(event.dates);
        return rows;
      case "rows": {
        const ticket = visits.row();
        return [...rows, ...event.rows.map((row) => ({ row, at: event.at, ticket }))];
      }
      case "name continues":
        return rows.map((placed) =>
          placed.at === event.at
            ? { ...placed, row: { ...placed.row, name: `${placed.row.name} ${event.text}` } }
            : placed
        );
      case "unit continues":
        return rows.map((placed) =>
          placed.at === event.at && placed.row.unit !== undefined
            ? { ...placed, row: { ...placed.row, unit: `${placed.row.unit} ${event.text}` } }
            : placed
        );
      case "range continues":
        return rows.map((placed) =>
          placed.at === event.at
            ? { ...placed, row: withMoreBands(placed.row, event.text) }
            : placed
        );
      case "row date":
        return rows.map((placed) =>
          placed.at === event.at && placed.row.ownDate === undefined
            ? { ...placed, row: { ...placed.row, ownDate: event.date } }
            : placed
        );
    }
  }, []);
}

/** Lines kept even when every page repeats them: table headers, collection dates, section headings. */
function mustKeep(line: LayoutLine): boolean {
  const text = lineText(line);
  // A letterhead naming the lab stays: each report's lab is read from its header.
  // A header of words the lexicon may not know stays too: its cells may show it is one.
  return tableHeader(line) !== undefined || headerLike(line) || isHeaderDates(line) ||
    labelledDates(text).length > 0 ||
    sectionOf(line.cells[0]!.text) !== undefined ||
    line.cells.some((cell) => labNameOfLine(cell.text, () => false) !== undefined);
}

/** A banded row with the band the patient's sex or age chooses, or every band kept as text. */
function withBand<T extends Pick<LineRow, "range" | "unit" | "value" | "labFlag">>(
  row: T,
  bands: readonly Band[],
  patient: BandPatient,
): T {
  const band = chooseBand(bands, patient);
  if (band === undefined) return row;
  const range = band.range;
  if (range.ref_text !== undefined || range.ref_low === undefined && range.ref_high === undefined) {
    return row;
  }
  // A mark that says only "abnormal" ("*") is high or low by the chosen band.
  const value = row.value.value;
  const side = row.labFlag !== "A" || typeof value !== "number"
    ? row.labFlag
    : range.ref_low !== undefined && value < range.ref_low
    ? "L"
    : range.ref_high !== undefined && value > range.ref_high
    ? "H"
    : "A";
  return { ...row, range, ...(side !== undefined ? { labFlag: side } : {}) };
}

/**
 * Parses laid-out lines of a report into rows. The single entry for PDF
 * text and OCR: both come here as {@link LayoutLine}s.
 */
export function parseReportLayout(
  layout: readonly LayoutLine[],
  index: MarkerIndex,
  format: InputFormat,
): ParsedDocument {
  const tidied = layout
    .map((line) => ({
      ...line,
      cells: line.cells.map((c) => ({ ...c, text: tidyLine(c.text) })).filter((c) =>
        c.text !== "" && !(format === "ocr" && OCR_SPECK.test(c.text))
      ),
    }))
    .filter((line) => line.cells.length > 0);
  // A spreadsheet printed with its row and column headings: they are no part of the sheet.
  const sheet = asPrintedSheet(tidied);
  // A text layer's "250,000" in a document of decimal points is thousands; OCR's commas are not trusted.
  const read = format === "ocr"
    ? withoutStrayStops(sheet)
    : withThousandsRead(sheet.map(withSplitRangeJoined));
  const ordered = withDayFirstDates(read);
  const blocks = splitColumns(ordered.lines);
  // Identity fields are read from lines that keep their gaps (a gap ends a field's value),
  // one column block at a time, so that a result beside another never reads as an address.
  // A grid of labels over their values ("ACCESSION #" over the number) is read as "label: value".
  const stacked = blocks.flatMap((line, i) => stackedFields(line, blocks[i + 1]) ?? []);
  const identity = identityOfLines([...blocks.map(lineTextWithGaps), ...stacked]);
  // A row whose cells wrap above and below its value's line is read as one line; a grid of
  // result cards (names over values over references) as a line per card; a card titled by its
  // test's name over a header of its own as a table of one row.
  const cards = withTitledCardsNamed(withCardGridsUnstacked(blocks));
  const rowLines = format === "pdf" ? withWrappedCellsJoined(cards) : cards;
  const bracketed = withBracketNamesJoined(withoutRepeatedFurniture(rowLines, mustKeep));
  const lines = joinTwoLineRows(
    format === "pdf" ? withWrappedNamesJoined(bracketed) : bracketed,
  );
  const events = documentEvents({
    lines,
    index,
    patterns: compilePatterns(index),
    ocr: format === "ocr",
    reportStarts: pagesStartingReports(blocks),
    guard: new PrivacyGuard(identity),
    tables: tablesOf(lines),
    transposed: new Map([
      ...oneMarkerLists(lines, index, format === "ocr", localToday()),
      ...timePointGrids(lines, index, format === "ocr"),
      ...transposedTables(lines, index, format === "ocr", localToday()),
    ]),
  });
  // The sex and age the document prints (or its birth date) choose a banded range's band; never stored.
  const patient = withoutDoubtedBirth(bandPatient(lines.map(lineText)), ordered);
  const visits = new DateTimeline();
  const rows = rowsOfEvents(events, visits);
  const resolved = visits.resolve();
  const placed = datesCarriedDown(rows, resolved);
  // A collection date's label may be misread by OCR or wrapped over lines a text layer keeps
  // apart ("Дата взяття" / "10.09.2025 08:20" / "біоматеріалу"): a result date then stands
  // in only when no unlabelled date precedes it.
  const unlabelled = unlabelledDates(lines.map(lineText));
  const pages = new Set(blocks.map((l) => l.page)).size;
  // OCR's look-alike letters are read in another script only when the page prints that script.
  const scripts = documentScripts(lines.map(lineText));
  const isMarkerName = (token: string) => resolveMarker(index, token).kind === "found";
  const out: RawRow[] = placed.map(({ row: withExtras, at, ticket }) => {
    const { ownDate, column, bands, dateBlank: _blank, ...banded } = withExtras;
    const dated: RowDate = ownDate !== undefined
      ? { date: ownDate }
      : doubtedStandIn(resolved[ticket] ?? {}, unlabelled);
    // Slash dates that read two ways in a language printed both ways date no row.
    const chosen: RowDate = readsTwoWays(dated.date, ordered)
      ? { problem: AMBIGUOUS_ORDER }
      : dated;
    const row = bands === undefined
      ? banded
      : withBand(banded, bands, patientOn(patient, chosen.date));
    const where = placeOf(blocks, lines[at]!, pages);
    // A lab's item code after the name ("Prolaktyna (N05)") is provenance, no part of the name.
    const coded = itemCodeAfterName(row.name, isMarkerName);
    // A name OCR may have read letter for figure ("HbAlc") is tried the other way too.
    const reading = format === "ocr" ? ocrNameReading(row.name) : undefined;
    // OCR may read a Cyrillic letter as its Latin twin, or back, inside one name ("25-ОН").
    const twins = format === "ocr" ? lookAlikeReadings(reading ?? row.name, scripts) : [];
    return {
      ...row,
      name: coded.name,
      ...(coded.code !== undefined && row.labCode === undefined ? { labCode: coded.code } : {}),
      ...(reading !== undefined ? { alternatives: [reading] } : {}),
      ...(twins.length > 0 ? { lookAlikes: twins } : {}),
      ...(row.unit !== undefined ? { unit: unitSpelling(row.unit) } : {}),
      where: column !== undefined ? `${where}, ${column} column` : where,
      ...(format === "pdf" || format === "ocr" ? { page: lines[at]!.page } : {}),
      date: chosen.date,
      ...(chosen.problem !== undefined ? { dateProblem: chosen.problem } : {}),
    };
  });
  const dated = visits.any || out.some((r) => r.date !== undefined);
  const holds = dated ? [] : [noDateHold(lines.map(lineText))];
  const candidates = candidatesWhenUndated(dated, blocks.map(lineText), identity);
  return { format, rows: out, identity, holds, notes: [], ...candidates };
}

/** Whether a store date came from a slash date the document prints both ways. */
function readsTwoWays(
  date: string | undefined,
  ordered: { readonly ambiguous: boolean; readonly twoWays: ReadonlySet<string> },
): boolean {
  return ordered.ambiguous && date !== undefined && swappable(date) &&
    ordered.twoWays.has(date.slice(0, 10));
}

/** The person without a birth date that reads two ways: no age is taken from it. */
function withoutDoubtedBirth(
  patient: BandPatient,
  ordered: { readonly ambiguous: boolean; readonly twoWays: ReadonlySet<string> },
): BandPatient {
  if (!readsTwoWays(patient.birthDate, ordered)) return patient;
  const { birthDate: _doubted, ...rest } = patient;
  return rest;
}

/** The dates lines print that no date label claims (on their line, or on the line above). */
function unlabelledDates(texts: readonly string[]): string[] {
  const claimed = new Set(
    texts.flatMap((text, i) => labelledDates(text, texts[i + 1])).map((d) => d.date),
  );
  return texts.flatMap((text) => datesInText(text)).filter((date) => !claimed.has(date));
}
