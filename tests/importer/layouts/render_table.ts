/**
 * Draws a generated lab report as a PDF with the project's PDF writer
 * (`realistic/report_pdf.ts`, pdf-lib with DejaVu Sans): a page header with
 * the lab and the patient, one block per visit (order number, order and
 * collection dates, a table), columns in the layout's order with the extra
 * columns it asks for, one- or two-line rows, comments under rows, and page
 * breaks that repeat the page header, the table header and the footer.
 *
 * @module
 */

import { printedDateFormat } from "./features.ts";
import { A4, A4_LANDSCAPE, type ReportPage, ReportPdf } from "../realistic/report_pdf.ts";
import {
  type DocumentContent,
  isCumulative,
  type PrintedRow,
  printsOneBand,
  type Visit,
} from "./content.ts";
import { Random } from "./random.ts";
import { formatDate, WORDS } from "./words.ts";
import { cumulativeLines, type Line, MARGIN, widthInChars } from "./render_cumulative.ts";
import * as blind from "./render_blind.ts";

/** A cell of a row that a column shows. */
export type Cell =
  | "label"
  | "value"
  | "flag"
  | "unit"
  | "range"
  | "previous"
  | "method"
  | "labCode"
  | "order"
  | "rowDate";

/** A placed column. */
export interface PlacedColumn {
  readonly cell: Cell;
  readonly header: string;
  readonly x: number;
}

const BOTTOM = 64;

/** The columns a layout prints, in order (the name first). */
export function columnsOf(content: DocumentContent, random: Random): Cell[] {
  const { layout } = content;
  const rest: Cell[] = ["value"];
  if (layout.flagPlace === "column" || layout.flagPlace === "unit") rest.push("flag");
  if (!layout.unitInName && !layout.valueWithUnit && !blind.blindDrops("unit", content)) {
    rest.push("unit");
  }
  if (!layout.rangeUnder && !blind.blindDrops("range", content)) rest.push("range");
  if (layout.previousResult) rest.push("previous");
  if (layout.methodColumn) rest.push("method");
  if (layout.labCodeColumn) rest.push("labCode");
  if (layout.orderColumn) rest.push("order");
  if (layout.rowDates) rest.push("rowDate");
  return blind.blindColumns(
    ["label", ...(layout.shuffledColumns ? random.shuffle(rest) : rest)],
    content,
  );
}

function cellText(row: PrintedRow, cell: Cell, content: DocumentContent): string {
  const { layout } = content;
  const fifth = blind.blindCell(row, cell, content);
  if (fifth !== undefined) return fifth;
  // The unit in the value's cell: a mark glued to the value moves after the unit.
  if (cell === "value" && layout.valueWithUnit && !layout.unitInName && row.unit !== "") {
    const [number, ...mark] = row.value.split(" ");
    return [number, row.unit, ...mark].join(" ");
  }
  return row[cell];
}

/** Places columns left to right, each as wide as its widest text. */
function place(
  cells: readonly Cell[],
  content: DocumentContent,
  random: Random,
  size: number,
): { columns: PlacedColumn[]; width: number } {
  const words = WORDS[content.layout.language];
  const headers = content.layout.unknownHeaders
    ? words.unknownHeaders
    : content.layout.otherHeaders
    ? words.otherHeaders
    : words.headers;
  const rows = content.visits.flatMap((v) => v.sections.flatMap((s) => s.rows));
  const charWidth = size * 0.6;
  let x = MARGIN;
  const columns: PlacedColumn[] = [];
  const unitHeader = content.layout.unitInName ? random.pick(headers.unit) : "";
  for (const cell of cells) {
    const picked = random.pick(headers[cell]);
    // A unit printed in the name: the name's header says so ("Parametr [jednostka]"); a
    // range under the value: the value's header names both; a date column may have none.
    const header = cell === "label" && content.layout.unitInName
      ? `${picked} [${unitHeader.toLowerCase()}]`
      : cell === "value" && content.layout.rangeUnder
      ? `${picked} / ${random.pick(headers.range).toLowerCase()}`
      : cell === "rowDate" && content.layout.unnamedRowDates
      ? ""
      : picked;
    const texts = cell === "label" && content.layout.twoLineRows
      ? [header]
      : [header, ...rows.map((r) => cellText(r, cell, content))];
    // A range printed under the value is as wide as the value's column must be.
    if (cell === "value" && content.layout.rangeUnder) texts.push(...rows.map((r) => r.range));
    // A header in capitals ("REFERENCE INTERVAL") is wider than its count of letters.
    const widest = Math.max(widthInChars(header), ...texts.map((t) => t.length));
    columns.push({ cell, header, x });
    x += Math.max(widest, cell === "label" && content.layout.twoLineRows ? 14 : 3) * charWidth +
      12 + blind.extraGap(cell, content);
  }
  return { columns, width: x + MARGIN };
}

function headerLine(columns: readonly PlacedColumn[], size: number): Line {
  return {
    height: size + 8,
    draw: (page, y) => {
      for (const c of columns) {
        if (c.header !== "") page.text(c.x, y, c.header, { bold: true, size });
      }
      page.rule(y - 3, MARGIN, page.page.getWidth() - MARGIN);
    },
  };
}

function rowLines(
  row: PrintedRow,
  columns: readonly PlacedColumn[],
  content: DocumentContent,
  size: number,
  header: Line,
): Line[] {
  const lines: Line[] = [];
  const step = size + 4;
  const cells = (page: ReportPage, y: number, skipLabel: boolean) => {
    for (const c of columns) {
      if (skipLabel && c.cell === "label") continue;
      page.text(c.x, y, cellText(row, c.cell, content), { size });
    }
  };
  if (content.layout.twoLineRows) {
    lines.push({
      height: step - 1,
      draw: (page, y) => page.text(MARGIN, y, row.label, { size }),
      table: header,
    });
    lines.push({ height: step, draw: (page, y) => cells(page, y, true), table: header });
  } else {
    lines.push({ height: step, draw: (page, y) => cells(page, y, false), table: header });
  }
  // The range under the value, in smaller type, on a line of its own that stays on the
  // value's page.
  const valueColumn = columns.find((c) => c.cell === "value");
  if (content.layout.rangeUnder && row.range !== "" && valueColumn !== undefined) {
    const range = row.range;
    const above = lines.pop()!;
    lines.push({
      height: above.height + step - 1,
      draw: (page, y) => {
        above.draw(page, y);
        page.text(valueColumn.x, y - above.height, range, { size: size - 1 });
      },
      table: header,
    });
  }
  const nameX = columns.find((c) => c.cell === "label")?.x;
  lines.push(...blind.rangeUnderNameLine(row, content, size, header, nameX));
  if (row.comment !== undefined) {
    const comment = row.comment;
    lines.push({
      height: step - 1,
      draw: (page, y) => page.text(MARGIN + 12, y, comment, { size: size - 1, grey: true }),
      table: header,
    });
  }
  return lines;
}

function visitLines(
  visit: Visit,
  columns: readonly PlacedColumn[],
  content: DocumentContent,
  random: Random,
  size: number,
): Line[] {
  const { layout } = content;
  const w = WORDS[layout.language];
  const date = (iso: string) => formatDate(iso, printedDateFormat(layout), layout.language);
  const time = `${String(random.int(6, 11)).padStart(2, "0")}:${
    String(random.int(0, 59)).padStart(2, "0")
  }`;
  const collectedLabel = w.collected[layout.dateLabel % w.collected.length]!;
  const lines: Line[] = [{
    height: size + 10,
    draw: (page, y) => {
      page.rule(y + size + 2, MARGIN, page.page.getWidth() - MARGIN, 0.3);
      page.field(MARGIN, y, w.orderNo, visit.orderNo, 4, size);
      page.field(300, y, w.ordered, date(visit.ordered), 4, size);
    },
  }];
  const wrapped = layout.blind.wrappedDateLabel;
  if (!layout.rowDates) {
    lines.push({
      height: size + 8 + (wrapped ? size + 1 : 0),
      draw: (page, y) => {
        const when = `${date(visit.collected)} ${time}`;
        if (wrapped) blind.wrappedCollected(page, y, content, when, size);
        else page.field(MARGIN, y, collectedLabel, when, 4, size);
        page.field(300, y, w.registered, date(visit.collected), 4, size);
      },
    });
  }
  const header = headerLine(columns, size);
  lines.push(header);
  for (const section of visit.sections) {
    lines.push({
      height: size + 7,
      draw: (page, y) =>
        page.text(MARGIN, y - 1, section.heading, { bold: true, size: size + 0.5 }),
      table: header,
    });
    for (const row of section.rows) lines.push(...rowLines(row, columns, content, size, header));
  }
  return lines;
}

/** Draws the page header and returns the first body baseline. */
function pageHeader(page: ReportPage, content: DocumentContent, first: boolean): number {
  const { layout, identity } = content;
  const w = WORDS[layout.language];
  const top = page.page.getHeight() - 40;
  const right = page.page.getWidth() - MARGIN;
  page.text(MARGIN, top, content.lab, { bold: true, size: 11 });
  page.text(
    right,
    top,
    `${w.printed} ${formatDate(content.printed, printedDateFormat(layout), layout.language)}`,
    {
      size: 7.5,
      align: "right",
    },
  );
  page.field(
    MARGIN,
    top - 16,
    w.patient,
    `${identity.family.toUpperCase()} ${identity.given.toUpperCase()}`,
    4,
    8.5,
  );
  const decidable = layout.bands !== "undecidable";
  if (decidable) page.field(300, top - 16, w.idLabel ?? "PESEL:", identity.pesel, 4, 8.5);
  if (!first) return top - 34;
  page.text(MARGIN, top - 29, `${identity.street}, ${identity.postalCity}`, { size: 8 });
  if (decidable && printsOneBand(layout)) {
    // "Wiek w dniu badania: 54 lat 3 mies.": words before the colon, months after the years.
    // The age after the sex field however long its label ("Pohlavie:"), never run into it.
    const sexEnd = page.field(300, top - 29, w.sex, w.sexValue[identity.sex], 4, 8);
    const ageAt = Math.max(345, sexEnd + 12);
    page.field(ageAt, top - 29, w.ageLabelLong, w.ageMonths(identity.age, content.seed % 12), 4, 8);
  } else if (decidable) {
    page.field(300, top - 29, w.sex, w.sexValue[identity.sex], 4, 8);
    page.field(380, top - 29, w.ageLabel, w.age(identity.age), 4, 8);
    if (content.seed % 2 === 0) page.field(460, top - 29, w.born, identity.birth, 4, 8);
  }
  page.field(
    MARGIN,
    top - 42,
    w.doctor,
    `${w.doctorTitle ?? (layout.language === "pl" ? "lek." : "Dr")} ${identity.doctor} (${
      w.licence ?? "NPWZ"
    } ${identity.npwz})`,
    4,
    8,
  );
  page.text(right, top - 42, `*${identity.barcode}*`, { size: 8, align: "right" });
  page.text(MARGIN, top - 60, w.title, { bold: true, size: 10 });
  return top - 80;
}

function footer(page: ReportPage, content: DocumentContent, n: number, of: number): void {
  const w = WORDS[content.layout.language];
  page.rule(48, MARGIN, page.page.getWidth() - MARGIN, 0.3);
  page.text(MARGIN, 38, `${content.lab}, ${content.labAddress}`, { size: 6.5, grey: true });
  page.text(MARGIN, 29, w.legend, { size: 6.5, grey: true });
  // What the footnote marks beside values mean (a performing lab), on every page.
  if (content.layout.footnotes) {
    page.text(MARGIN, 20, `¹ ² ³ ${w.footnote}`, { size: 6.5, grey: true });
  }
  page.text(page.page.getWidth() - MARGIN, 38, w.page(n, of), { size: 7, align: "right" });
}

/** Splits body lines into pages; with `forcedBreak`, one more break at that line. */
function paginate(
  lines: readonly Line[],
  firstTop: number,
  nextTop: number,
  forcedBreak?: number,
): Line[][] {
  const pages: Line[][] = [[]];
  let y = firstTop;
  lines.forEach((line, i) => {
    if (
      y - line.height < BOTTOM || (i === forcedBreak && pages[0]!.length > 0 && pages.length === 1)
    ) {
      pages.push([]);
      y = nextTop - (line.table ? 20 : 0);
    }
    pages.at(-1)!.push(line);
    y -= line.height;
  });
  return pages;
}

/** Draws the document; returns the PDF bytes. */
export async function renderTable(content: DocumentContent): Promise<Uint8Array> {
  const random = new Random(content.seed ^ 0x5bd1e995);
  const { layout } = content;
  let size = 8;
  let format: readonly [number, number] = A4;
  let lines: Line[];
  if (isCumulative(layout)) {
    const sheet = (at: number) => cumulativeLines(content, new Random(content.seed), at);
    let drawn = sheet(size);
    if (drawn.width > A4[0]) format = A4_LANDSCAPE;
    while (drawn.width > format[0] && size > 6) drawn = sheet(size -= 0.5);
    lines = drawn.lines;
  } else {
    const cells = columnsOf(content, random);
    let placed = place(cells, content, new Random(content.seed), size);
    if (placed.width > A4[0]) format = A4_LANDSCAPE;
    while (placed.width > format[0] && size > 6) {
      size -= 0.5;
      placed = place(cells, content, new Random(content.seed), size);
    }
    // Too wide even in small type: with the features of columns read by their cells (which
    // widen a table), the page is made as wide as the table, so no cell runs off it.
    const cellsFeatures = layout.valueWithUnit || layout.rangeUnder || layout.unknownHeaders ||
      layout.unnamedRowDates;
    if (placed.width > format[0] && cellsFeatures) format = [Math.ceil(placed.width), format[1]];
    const columns = placed.columns;
    lines = content.visits.flatMap((v) => visitLines(v, columns, content, random, size));
  }
  const firstTop = format[1] - 120;
  const nextTop = format[1] - 74;
  const forced = layout.pageBreaks && layout.blind.rangeUnderName
    ? blind.breakBeforeRange(lines, random)
    : layout.pageBreaks
    ? random.int(
      Math.floor(lines.length / 3),
      Math.max(Math.floor(lines.length / 3), lines.length - 2),
    )
    : undefined;
  const pages = paginate(lines, firstTop, nextTop, forced);
  const pdf = await ReportPdf.create();
  pages.forEach((body, n) => {
    const page = pdf.page(format, layout.splitWords);
    let y = pageHeader(page, content, n === 0);
    const repeat = body[0]?.table;
    if (n > 0 && repeat) {
      repeat.draw(page, y);
      y -= repeat.height;
    }
    for (const line of body) {
      line.draw(page, y);
      y -= line.height;
    }
    footer(page, content, n + 1, pages.length);
  });
  return await pdf.save();
}
