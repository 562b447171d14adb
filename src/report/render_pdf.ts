/// <reference lib="dom" />
/**
 * The visit report as a PDF (pdf-lib, A4): a title and the period, the
 * results out of range at the latest visit, the meaningful changes, small
 * trend charts (the view's own charts, drawn as vectors), the latest panel
 * by group, and on every page a footer that says where the numbers come from
 * and that this is not a diagnosis. Text is set in an embedded subset of
 * DejaVu Sans, which has every Polish letter. Nothing personal is in the
 * store, so nothing personal can be printed; the data directory is not named.
 *
 * @module
 */

import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { formatChange, formatRange, formatValue, TYPOGRAPHIC } from "../domain/format.ts";
import { seriesCharts, svgDocument } from "../app/chart_svg.ts";
import type { DatedResult } from "../domain/queries.ts";
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from "./font_data.ts";
import type { ReportMessages } from "./report_messages.ts";
import { drawSvgChart } from "./svg_to_pdf.ts";
import type { MarkerChange, VisitSummary } from "./visit_summary.ts";
import { isOutOfRange } from "../domain/flags.ts";
import { printableFont } from "./printable.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const FOOTER_SPACE = 44;
const TEXT = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.36, 0.39, 0.42);
const BAD = rgb(0.81, 0.13, 0.18);
const RULE = rgb(0.8, 0.82, 0.85);
const CHART_WIDTH = 250;
const CHART_HEIGHT = 135;

/** What the report is made of. */
export interface ReportInput {
  readonly summary: VisitSummary | undefined;
  readonly messages: ReportMessages;
  /** Today, `YYYY-MM-DD`, printed as the day it was prepared. */
  readonly today: string;
  readonly version: string;
}

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Lines of `text` that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line === "" ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width || line === "") line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** `text` cut with an ellipsis to fit `width`. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

interface Column {
  readonly title: string;
  readonly width: number;
  readonly align?: "right";
}

interface Cell {
  readonly text: string;
  readonly bad?: boolean;
}

/** A cursor that writes down the pages and opens a new one when the current is full. */
class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  /** Makes room for `height`, on a new page if needed. */
  need(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof TEXT; gap?: number } = {},
  ): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.font;
    for (const line of wrap(text, font, size, A4[0] - 2 * MARGIN)) {
      this.need(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? TEXT });
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string): void {
    this.need(40);
    this.y -= 10;
    this.text(text, { size: 11.5, bold: true, gap: 3 });
  }

  table(columns: readonly Column[], rows: readonly (readonly Cell[] | string)[]): void {
    const size = 8.5;
    const height = size * 1.6;
    const header = () => {
      this.need(height * 2);
      this.y -= height;
      this.row(columns, columns.map((c) => ({ text: c.title })), size, this.bold, MUTED);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y - 3 },
        end: { x: A4[0] - MARGIN, y: this.y - 3 },
        thickness: 0.6,
        color: RULE,
      });
    };
    header();
    const label = (text: string) => {
      this.y -= height;
      this.page.drawText(text, {
        x: MARGIN,
        y: this.y,
        size: size - 0.5,
        font: this.bold,
        color: MUTED,
      });
    };
    let group: string | undefined;
    for (const row of rows) {
      // A group label never ends a page alone; a group cut by a page is named again.
      const room = typeof row === "string" ? 2 * height : height;
      if (this.y - room < MARGIN + FOOTER_SPACE) {
        this.newPage();
        header();
        if (typeof row !== "string" && group !== undefined) label(group);
      }
      if (typeof row === "string") {
        group = row;
        label(row);
      } else {
        this.y -= height;
        this.row(columns, row, size, this.font, TEXT);
      }
    }
    this.y -= 4;
  }

  row(
    columns: readonly Column[],
    cells: readonly Cell[],
    size: number,
    font: PDFFont,
    color: typeof TEXT,
  ) {
    let x = MARGIN;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? { text: "" };
      const useFont = cell.bad ? this.bold : font;
      const text = fit(cell.text, useFont, size, column.width - 6);
      const width = useFont.widthOfTextAtSize(text, size);
      this.page.drawText(text, {
        x: column.align === "right" ? x + column.width - 8 - width : x,
        y: this.y,
        size,
        font: useFont,
        color: cell.bad ? BAD : color,
      });
      x += column.width;
    });
  }
}

function flagText(flag: DatedResult["flag"], m: ReportMessages): string {
  return flag === "low"
    ? m.low
    : flag === "high"
    ? m.high
    : flag === "abnormal"
    ? m.flaggedAbnormal
    : "";
}

function resultRow(r: DatedResult, m: ReportMessages): Cell[] {
  const bad = isOutOfRange(r.flag);
  return [
    { text: r.label },
    { text: formatValue(r, TYPOGRAPHIC), bad },
    { text: r.unit ?? "" },
    { text: formatRange(r, TYPOGRAPHIC) },
    { text: flagText(r.flag, m), bad },
  ];
}

function resultColumns(m: ReportMessages): Column[] {
  return [
    { title: m.marker, width: 200 },
    { title: m.result, width: 70, align: "right" },
    { title: m.unit, width: 85 },
    { title: m.range, width: 85 },
    { title: m.flag, width: 71 },
  ];
}

function changeRow(c: MarkerChange, m: ReportMessages): Cell[] {
  const wentOut = c.flagChanged && isOutOfRange(c.after.flag);
  const parts: string[] = [];
  if (c.delta !== null) {
    parts.push(formatChange(c.delta, c.deltaPct, "typographic"));
  }
  if (c.flagChanged) parts.push(wentOut ? m.outOfRange : m.intoRange);
  if (c.verdict === "not_assessable") parts.push(m.notJudged);
  return [
    { text: c.label },
    { text: `${formatValue(c.before, TYPOGRAPHIC)} (${c.before.date})` },
    { text: formatValue(c.after, TYPOGRAPHIC), bad: isOutOfRange(c.after.flag) },
    { text: parts.join(", "), bad: wentOut },
    { text: c.unit },
  ];
}

function drawCharts(writer: Writer, summary: VisitSummary, m: ReportMessages): void {
  writer.heading(m.charts);
  if (summary.unknownMarkers.length > 0) {
    writer.text(m.unknownMarkers(summary.unknownMarkers.join(", ")), { color: MUTED });
  }
  const document = svgDocument();
  const charts = summary.charts.flatMap((trend) =>
    trend.series.map((series, i) => ({
      title: `${trend.marker.label}${series.unit ? ` (${series.unit})` : ""}`,
      svg: seriesCharts(document, {
        code: trend.marker.code,
        label: trend.marker.label,
        series: [series],
      }, {
        width: CHART_WIDTH,
        heightPerSeries: CHART_HEIGHT,
      })[0]!,
      key: `${trend.marker.code}-${i}`,
    }))
  );
  if (charts.length === 0) {
    writer.text(m.noCharts, { color: MUTED });
    return;
  }
  for (let i = 0; i < charts.length; i += 2) {
    writer.need(CHART_HEIGHT + 18);
    const top = writer.y - 14;
    charts.slice(i, i + 2).forEach((chart, j) => {
      const left = MARGIN + j * (CHART_WIDTH + 11);
      writer.page.drawText(fit(chart.title, writer.bold, 8.5, CHART_WIDTH), {
        x: left,
        y: top + 2,
        size: 8.5,
        font: writer.bold,
        color: TEXT,
      });
      // The chart's own heading is left out (the title above names it).
      chart.svg.querySelector('g[aria-description="heading"]')?.remove();
      drawSvgChart(chart.svg, {
        page: writer.page,
        left,
        top: top + 40,
        font: writer.font,
        boldFont: writer.bold,
        textColor: "#1f2328",
        fontScale: 0.8,
      });
    });
    writer.y = top - CHART_HEIGHT + 40 - 6;
  }
}

function drawFooters(writer: Writer, m: ReportMessages, version: string): void {
  const size = 6.8;
  const lines = wrap(
    m.footer(version),
    writer.font,
    size,
    A4[0] - 2 * MARGIN - 60,
  );
  writer.pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + FOOTER_SPACE - 12 },
      end: { x: A4[0] - MARGIN, y: MARGIN + FOOTER_SPACE - 12 },
      thickness: 0.5,
      color: RULE,
    });
    lines.forEach((line, j) => {
      page.drawText(line, {
        x: MARGIN,
        y: MARGIN + FOOTER_SPACE - 22 - j * 8.5,
        size,
        font: writer.font,
        color: MUTED,
      });
    });
    const label = m.page(i + 1, writer.pages.length);
    page.drawText(label, {
      x: A4[0] - MARGIN - writer.font.widthOfTextAtSize(label, size),
      y: MARGIN + FOOTER_SPACE - 22,
      size,
      font: writer.font,
      color: MUTED,
    });
  });
}

/** The report as PDF bytes. */
export async function renderReportPdf(input: ReportInput): Promise<Uint8Array> {
  const { summary, messages: m } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(m.title);
  doc.setCreator(`bloodwork-mcp ${input.version}`);
  doc.setProducer("bloodwork-mcp");
  const font = printableFont(await doc.embedFont(bytesOf(DEJAVU_SANS), { subset: true }));
  const bold = printableFont(await doc.embedFont(bytesOf(DEJAVU_SANS_BOLD), { subset: true }));
  const writer = new Writer(doc, font, bold);
  writer.text(m.title, { size: 16, bold: true, gap: 2 });
  if (!summary) {
    writer.text(m.empty, { color: MUTED });
  } else {
    writer.text(m.period(summary.firstDate, summary.latestDate, input.today), {
      size: 8.5,
      color: MUTED,
      gap: 4,
    });
    writer.heading(m.abnormal(summary.latestDate));
    if (summary.abnormal.length === 0) writer.text(m.noAbnormal, { color: MUTED });
    else writer.table(resultColumns(m), summary.abnormal.map((r) => resultRow(r, m)));
    if (summary.sinceDate === undefined) {
      writer.heading(m.changes("—"));
      writer.text(m.noPrevious, { color: MUTED });
    } else {
      writer.heading(m.changes(summary.sinceDate));
      if (summary.changes.length === 0) writer.text(m.noChanges, { color: MUTED });
      else {
        writer.table([
          { title: m.marker, width: 150 },
          { title: m.before, width: 100 },
          { title: m.now, width: 50, align: "right" },
          { title: m.change, width: 155 },
          { title: m.unit, width: 56 },
        ], summary.changes.map((c) => changeRow(c, m)));
      }
    }
    drawCharts(writer, summary, m);
    writer.heading(m.panel(summary.latestDate));
    const rows: (Cell[] | string)[] = [];
    let group: string | undefined | null = null;
    for (const r of summary.latestPanel) {
      if (r.group !== group) {
        group = r.group;
        rows.push(group ?? m.other);
      }
      rows.push(resultRow(r, m));
    }
    writer.table(resultColumns(m), rows);
  }
  drawFooters(writer, m, input.version);
  return await doc.save();
}
