/**
 * Draws the body of a generated cumulative sheet (the `cumulative` table
 * feature): one row per marker, its name (with the unit in brackets when
 * the layout says so), unit and range, and one value cell per visit under a
 * header cell that is the visit's collection date (with a time, sometimes),
 * the range before or after the dates; "—" or nothing where a marker was
 * not measured. Each value's truth is its own visit's date.
 *
 * @module
 */

import { printedDateFormat } from "./features.ts";
import type { ReportPage } from "../realistic/report_pdf.ts";
import type { DocumentContent, PrintedRow } from "./content.ts";
import type { Random } from "./random.ts";
import { formatDate, WORDS } from "./words.ts";

/** The left and right margin of a drawn page. */
export const MARGIN = 36;

/** One drawn line of the body: its height and how to draw it. */
export interface Line {
  readonly height: number;
  readonly draw: (page: ReportPage, y: number) => void;
  /** The table header to repeat when a page breaks before this line. */
  readonly table?: Line;
}

/**
 * How many average characters wide a text is drawn: its length, or more for
 * a text in capitals ("REFERENCE INTERVAL"), whose letters are wider.
 */
export function widthInChars(text: string): number {
  return /\p{Lu}{3}/u.test(text) && text === text.toUpperCase()
    ? Math.ceil(text.length * 1.25)
    : text.length;
}

interface SheetColumn {
  readonly header: string;
  readonly x: number;
  readonly text: (code: string, first: PrintedRow) => string;
}

/** The header line of placed columns, with a rule under it. */
function headerOf(columns: readonly SheetColumn[], size: number): Line {
  return {
    height: size + 8,
    draw: (page, y) => {
      for (const c of columns) page.text(c.x, y, c.header, { bold: true, size });
      page.rule(y - 3, MARGIN, page.page.getWidth() - MARGIN);
    },
  };
}

/** The body lines of a cumulative sheet and the width its columns need. */
export function cumulativeLines(
  content: DocumentContent,
  random: Random,
  size: number,
): { lines: Line[]; width: number } {
  const { layout } = content;
  const lang = layout.language;
  const w = WORDS[lang];
  const headers = layout.otherHeaders ? w.otherHeaders : w.headers;
  const visits = content.visits;
  const byVisit = visits.map((v) =>
    new Map(v.sections.flatMap((s) => s.rows).map((row) => [row.truth.code, row]))
  );
  const numeric = layout.dateFormat !== "named-month";
  const dateHeaders = visits.map((v) => {
    const time = `${String(random.int(6, 11)).padStart(2, "0")}:${
      String(random.int(0, 59)).padStart(2, "0")
    }`;
    const date = formatDate(v.collected, printedDateFormat(layout), lang);
    return numeric && random.chance(0.5) ? `${date} ${time}` : date;
  });
  const empty = random.chance(0.5) ? "—" : "";
  const unitHeader = random.pick(headers.unit);
  const label = random.pick(headers.label);
  const cells: { header: string; text: (code: string, first: PrintedRow) => string }[] = [
    {
      header: layout.unitInName ? `${label} [${unitHeader.toLowerCase()}]` : label,
      text: (_c, first) => first.label,
    },
  ];
  if (!layout.unitInName) cells.push({ header: unitHeader, text: (_c, first) => first.unit });
  const range = {
    header: random.pick(headers.range),
    text: (_c: string, f: PrintedRow) => f.range,
  };
  const rangeFirst = random.chance(0.5);
  if (rangeFirst) cells.push(range);
  dateHeaders.forEach((header, i) =>
    cells.push({ header, text: (code) => byVisit[i]!.get(code)?.value ?? empty })
  );
  if (!rangeFirst) cells.push(range);
  const firstRows = visits[0]!.sections.flatMap((s) => s.rows);
  const charWidth = size * 0.6;
  // A header is bold, and Cyrillic bold letters are wider than the average Latin one: a
  // header never runs into the next (a lab's text items never overlap).
  const headerCharWidth = size * 0.78;
  let x = MARGIN;
  const columns: SheetColumn[] = cells.map((cell) => {
    const widest = Math.max(
      widthInChars(cell.header) * headerCharWidth,
      ...firstRows.map((row) => cell.text(row.truth.code, row).length * charWidth),
      3 * charWidth,
    );
    const placed = { ...cell, x };
    x += widest + 12;
    return placed;
  });
  const header = headerOf(columns, size);
  const lines: Line[] = [header];
  for (const section of visits[0]!.sections) {
    lines.push({
      height: size + 7,
      draw: (page, y) =>
        page.text(MARGIN, y - 1, section.heading, { bold: true, size: size + 0.5 }),
      table: header,
    });
    for (const row of section.rows) {
      lines.push({
        height: size + 4,
        draw: (page, y) => {
          for (const c of columns) page.text(c.x, y, c.text(row.truth.code, row), { size });
        },
        table: header,
      });
    }
  }
  return { lines, width: x + MARGIN };
}
