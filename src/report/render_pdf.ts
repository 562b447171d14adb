/// <reference lib="dom" />
/**
 * The visit report as a PDF (pdf-lib, A4): a title and the period, each
 * marker's latest result when out of range (an earlier one dated, not
 * repeated since), the meaningful changes, small
 * trend charts (the view's own charts, drawn as vectors), the latest panel
 * by group, and on every page a footer that says where the numbers come from
 * and that this is not a diagnosis. Text is set in an embedded subset of
 * DejaVu Sans, which has every Polish letter. Nothing personal is in the
 * store, so nothing personal can be printed; the data directory is not named.
 *
 * @module
 */

import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import {
  formatChange,
  formatRange,
  formatTime,
  formatValue,
  TYPOGRAPHIC,
} from "../domain/readings/format.ts";
import type { DatedResult } from "../domain/answers/results_by_date.ts";
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from "../chart/font_data.ts";
import type { ReportMessages } from "./report_messages.ts";
import { drawCharts } from "./report_charts.ts";
import type { MarkerChange, VisitSummary } from "./visit_summary.ts";
import { isOutOfRange } from "../domain/readings/flags.ts";
import { printableFont } from "./printable.ts";
import {
  A4,
  type Cell,
  type Column,
  FOOTER_SPACE,
  MARGIN,
  MUTED,
  PageWriter,
  type Row,
  RULE,
  wrap,
} from "./page_writer.ts";
import { displayUnit } from "../domain/readings/unit_display.ts";
import { localText } from "../chart/local_numbers.ts";

/** What the report is made of. */
export interface ReportInput {
  readonly summary: VisitSummary | undefined;
  readonly messages: ReportMessages;
  /** Today, `YYYY-MM-DD`, printed as the day it was prepared. */
  readonly today: string;
  readonly version: string;
}

/** The fonts' bytes, decoded once per process (fontkit only reads them). */
const decodedFonts = new Map<string, Uint8Array>();

function bytesOf(base64: string): Uint8Array {
  let bytes = decodedFonts.get(base64);
  if (bytes === undefined) {
    decodedFonts.set(base64, bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  }
  return bytes;
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
    // Several readings of one day (glucose through the day) are told apart by their time.
    { text: r.label, ...(r.time ? { note: formatTime(r.time) } : {}) },
    { text: localText(formatValue(r, TYPOGRAPHIC), m.lang), bad },
    { text: displayUnit(r.unit) },
    { text: localText(formatRange(r, TYPOGRAPHIC), m.lang) },
    { text: flagText(r.flag, m), bad },
  ];
}

function resultColumns(m: ReportMessages): Column[] {
  return [
    { title: m.marker, width: 200 },
    { title: m.result, width: 66, align: "right" },
    { title: m.unit, width: 85 },
    { title: m.range, width: 85 },
    { title: m.flag, width: 75 },
  ];
}

function changeRow(c: MarkerChange, m: ReportMessages, latestDate: string): Cell[] {
  const wentOut = c.flagChanged && isOutOfRange(c.after.flag);
  const parts: string[] = [];
  if (c.delta !== null) {
    parts.push(localText(formatChange(c.delta, c.deltaPct, "typographic"), m.lang));
  }
  if (c.flagChanged) parts.push(wentOut ? m.outOfRange : m.intoRange);
  if (c.verdict === "not_assessable") parts.push(m.notJudged);
  return [
    { text: c.label },
    {
      text: `${localText(formatValue(c.before, TYPOGRAPHIC), m.lang)}${
        c.before.unit === undefined ? "" : ` ${displayUnit(c.before.unit)}`
      } (${c.before.date})`,
      // A value on another scale shows its value on this one, by the dictionary's equation.
      ...(c.before.equivalent === undefined ? {} : {
        note: `≈ ${localText(String(c.before.equivalent.value), m.lang)} ${
          displayUnit(c.before.equivalent.unit)
        }`,
      }),
      // A converted value shows the lab's own beside it.
      ...(c.before.original === undefined ? {} : {
        note: `= ${
          localText(
            formatValue({ ...c.before, value: c.before.original.value }, TYPOGRAPHIC),
            m.lang,
          )
        } ${displayUnit(c.before.original.unit)}`,
      }),
    },
    {
      text: localText(formatValue(c.after, TYPOGRAPHIC), m.lang),
      bad: isOutOfRange(c.after.flag),
      // A marker's newest result may predate the latest test: it says when it was.
      ...(c.after.date === latestDate ? {} : { note: c.after.date }),
    },
    { text: parts.join(", "), bad: wentOut },
    { text: displayUnit(c.unit) },
  ];
}

function changeColumns(m: ReportMessages): Column[] {
  return [
    { title: m.marker, width: 136 },
    { title: m.before, width: 96 },
    { title: m.now, width: 58, align: "right" },
    { title: m.change, width: 161 },
    { title: m.unit, width: 60 },
  ];
}

/** The heading of the changes: the date they start from, or each marker's own. */
function changesHeading(summary: VisitSummary, m: ReportMessages): string {
  const [only, ...more] = summary.comparedFrom;
  if (only === undefined && summary.sinceDate !== undefined) return m.changes(summary.sinceDate);
  return only !== undefined && more.length === 0 ? m.changes(only) : m.changesEach;
}

/** The panel's rows, each group under its label. */
function panelRows(summary: VisitSummary, m: ReportMessages): Row[] {
  const rows: Row[] = [];
  let group: string | undefined | null = null;
  for (const r of summary.latestPanel) {
    if (r.group !== group) {
      group = r.group;
      rows.push(group ?? m.other);
    }
    rows.push(resultRow(r, m));
  }
  return rows;
}

function drawFooters(writer: PageWriter, m: ReportMessages, version: string): void {
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
  const writer = new PageWriter(doc, font, bold);
  writer.text(m.title, { size: 16, bold: true, gap: 2 });
  if (!summary) {
    writer.text(m.empty, { color: MUTED });
  } else {
    writer.text(m.period(summary.firstDate, summary.latestDate, input.today), {
      size: 8.5,
      color: MUTED,
      gap: 4,
    });
    const abnormal = summary.abnormal.map((r) => {
      const [label, ...rest] = resultRow(r, m);
      // A result from before the latest test says when it was, and that it was not repeated.
      return r.date === summary.latestDate ? [label!, ...rest] : [{
        ...label!,
        note: [m.notRepeated(r.date), ...(r.during ?? []).map((e) => e.text)].join(" · "),
      }, ...rest];
    });
    writer.heading(
      m.abnormal(summary.latestDate),
      abnormal.length === 0
        ? writer.textHeight(m.noAbnormal)
        : writer.tableLead(resultColumns(m), abnormal),
    );
    if (abnormal.length === 0) writer.text(m.noAbnormal, { color: MUTED });
    else writer.table(resultColumns(m), abnormal);
    const changes = summary.changes.map((c) => changeRow(c, m, summary.latestDate));
    const noChange = summary.sinceDate === undefined ? m.noPrevious : m.noChanges;
    writer.heading(
      changesHeading(summary, m),
      changes.length === 0
        ? writer.textHeight(noChange)
        : writer.tableLead(changeColumns(m), changes),
    );
    if (changes.length === 0) writer.text(noChange, { color: MUTED });
    else writer.table(changeColumns(m), changes);
    drawCharts(writer, summary, m);
    const rows = panelRows(summary, m);
    writer.heading(m.panel(summary.latestDate), writer.tableLead(resultColumns(m), rows));
    writer.table(resultColumns(m), rows);
    if (summary.sources.length > 0) {
      // Every figure cites its source: the documents behind them end the report.
      writer.heading(m.sources, writer.textHeight(summary.sources[0]!));
      for (const source of summary.sources) writer.text(source, { size: 8.5 });
    }
  }
  drawFooters(writer, m, input.version);
  return await doc.save();
}
