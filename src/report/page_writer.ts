/**
 * The report's page layout (pdf-lib, A4): a cursor that writes text,
 * headings and tables down the pages and opens a new page when one is full.
 * Text in a table cell wraps onto as many lines as it needs, so nothing is
 * ever cut; a word wider than its column is broken. A heading is never left
 * alone at the foot of a page: it moves to the next page with what follows
 * it (at least a table's header and first rows), a table's last row never
 * starts a page alone, and a table that goes on
 * on a new page repeats its header and its group's label.
 *
 * @module
 */

import { type PDFFont, type PDFPage, rgb } from "pdf-lib";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 42;
export const FOOTER_SPACE = 44;
export const TEXT = rgb(0.12, 0.14, 0.16);
export const MUTED = rgb(0.36, 0.39, 0.42);
const BAD = rgb(0.81, 0.13, 0.18);
export const RULE = rgb(0.8, 0.82, 0.85);

/** The text size of tables, the height of a row's first line, and of each line after it. */
const SIZE = 8.5;
const ROW = SIZE * 1.6;
const LINE = SIZE * 1.2;

/** A table column. */
export interface Column {
  readonly title: string;
  readonly width: number;
  readonly align?: "right";
}

/** A table cell; a `\n` in its text starts a new line, and `note` lines follow in muted text. */
export interface Cell {
  readonly text: string;
  readonly bad?: boolean;
  readonly note?: string;
}

/** A table row, or a string: the label of the group of rows that follow. */
export type Row = readonly Cell[] | string;

/** `word` broken into pieces that each fit `width`. */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  // A word that fits is one piece (a longer text is never narrower: no kerning outweighs a glyph).
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece !== "" && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

/** Lines of `text` that fit `width` at `size`; a `\n` starts a new line. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").flatMap((w) => breakWord(w, font, size, width))) {
      const next = line === "" ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(next, size) <= width || line === "") line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A cell's lines, each with whether it is a note (muted). */
function cellLines(
  cell: Cell,
  font: PDFFont,
  column: Column,
): { text: string; note: boolean }[] {
  const width = column.width - 8;
  return [
    ...wrap(cell.text, font, SIZE, width).map((text) => ({ text, note: false })),
    ...(cell.note === undefined ? [] : wrap(cell.note, font, SIZE - 1, width))
      .map((text) => ({ text, note: true })),
  ];
}

/** A cursor that writes down the pages and opens a new one when the current is full. */
export class PageWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: { addPage(size: [number, number]): PDFPage },
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

  /** Whether `height` fits above the footer of the current page. */
  fits(height: number): boolean {
    return this.y - height >= MARGIN + FOOTER_SPACE;
  }

  /** Makes room for `height`, on a new page if needed. */
  need(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  /** The height of a paragraph of `text`. */
  textHeight(text: string, size = 9, bold = false): number {
    const lines = wrap(text, bold ? this.bold : this.font, size, A4[0] - 2 * MARGIN);
    return lines.length * size * 1.35;
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

  /** A heading, on the next page unless `following` (what comes after it) fits under it. */
  heading(text: string, following: number): void {
    this.need(10 + this.textHeight(text, 11.5, true) + 3 + following);
    this.y -= 10;
    this.text(text, { size: 11.5, bold: true, gap: 3 });
  }

  /** The height of a row's lines. */
  rowHeight(columns: readonly Column[], row: Row): number {
    if (typeof row === "string") return ROW;
    const lines = Math.max(
      1,
      ...columns.map((c, i) =>
        cellLines(row[i] ?? { text: "" }, row[i]?.bad ? this.bold : this.font, c).length
      ),
    );
    return ROW + (lines - 1) * LINE;
  }

  /** The height a table needs to start: its header and its first rows (two, or one and a label). */
  tableLead(columns: readonly Column[], rows: readonly Row[]): number {
    const header = this.rowHeight(columns, columns.map((c) => ({ text: c.title }))) + 3;
    const first = rows.slice(0, typeof rows[0] === "string" ? 3 : 2);
    return header + first.reduce((sum, row) => sum + this.rowHeight(columns, row), 0);
  }

  table(columns: readonly Column[], rows: readonly Row[]): void {
    const header = () => {
      this.row(columns, columns.map((c) => ({ text: c.title })), this.bold, MUTED);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y - 3 },
        end: { x: A4[0] - MARGIN, y: this.y - 3 },
        thickness: 0.6,
        color: RULE,
      });
      this.y -= 3;
    };
    const label = (text: string) => {
      this.y -= ROW;
      this.page.drawText(text, {
        x: MARGIN,
        y: this.y,
        size: SIZE - 0.5,
        font: this.bold,
        color: MUTED,
      });
    };
    this.need(this.tableLead(columns, rows));
    header();
    let group: string | undefined;
    rows.forEach((row, i) => {
      // A group label never ends a page alone; a group cut by a page is named again.
      const next = rows[i + 1];
      // Nor does a table's last row: the row before it goes to the next page with it.
      const widow = i === rows.length - 2 && i > 0 && next !== undefined &&
        typeof next !== "string";
      const room = typeof row === "string"
        ? ROW + (next === undefined ? 0 : this.rowHeight(columns, next))
        : this.rowHeight(columns, row) + (widow ? this.rowHeight(columns, next) : 0);
      if (!this.fits(room)) {
        this.newPage();
        header();
        if (typeof row !== "string" && group !== undefined) label(group);
      }
      if (typeof row === "string") {
        group = row;
        label(row);
      } else this.row(columns, row, this.font, TEXT);
    });
    this.y -= 4;
  }

  /** One row, its cells wrapped; the cursor ends on its last line. */
  row(columns: readonly Column[], cells: readonly Cell[], font: PDFFont, color: typeof TEXT) {
    this.y -= ROW;
    let x = MARGIN;
    let most = 1;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? { text: "" };
      const useFont = cell.bad ? this.bold : font;
      const lines = cellLines(cell, useFont, column);
      most = Math.max(most, lines.length);
      lines.forEach((line, j) => {
        const size = line.note ? SIZE - 1 : SIZE;
        const lineFont = line.note ? this.font : useFont;
        const width = lineFont.widthOfTextAtSize(line.text, size);
        this.page.drawText(line.text, {
          x: column.align === "right" ? x + column.width - 8 - width : x,
          y: this.y - j * LINE,
          size,
          font: lineFont,
          color: line.note ? MUTED : cell.bad ? BAD : color,
        });
      });
      x += column.width;
    });
    this.y -= (most - 1) * LINE;
  }
}
