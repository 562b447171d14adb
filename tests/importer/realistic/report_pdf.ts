/**
 * A small drawing layer over pdf-lib for the realistic corpus: pages with
 * text placed cell by cell (as lab systems write their PDFs, one text item
 * per cell), in DejaVu Sans regular and bold, and the table entries that
 * yield both the printed cells and the truth rows, so that a document and
 * its truth cannot drift apart.
 *
 * Output is deterministic: no creation or modification date is written, and
 * pdf-lib's subset-font prefix comes from a fixed seed.
 *
 * @module
 */

import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { NotStoredRow, TruthFlag, TruthRow } from "./truth.ts";

const REGULAR = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";

/**
 * Each font file is read and parsed once per process, not once per document:
 * pdf-lib parses the bytes it is given with `fontkit.create` on every
 * `embedFont`, and the corpora embed the same three fonts hundreds of times.
 * A parsed font is only read from (each embedding makes its own subset), so
 * the documents' bytes are the same as without the cache. The layout of each
 * text (its shaping, which pdf-lib asks for twice per item: once for the
 * width, once to encode it) is kept too, since the same labels, units and
 * headers recur across the documents; pdf-lib only reads a layout.
 */
const parsedFonts = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const fontBytes = new Map<string, Promise<Uint8Array>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create: (data: Uint8Array, postscriptName?: string) => {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(data);
    if (font === undefined) parsedFonts.set(data, font = withKeptLayouts(fontkit.create(data)));
    else forgetGlyphs(font);
    return font;
  },
};

/**
 * A parsed font made ready for the next document: fontkit keeps each glyph
 * it has made (with the characters it was made for), and pdf-lib's subset of
 * one document must not be handed glyphs made for another (after a
 * Ukrainian report, a Polish one's "Metoda: fotometria" came out as
 * "fotometr>a", and now and then a heading lost letters: "Hormony" as
 * "ormon"), so its glyphs start afresh; the parsed tables, the costly part,
 * and the kept layouts are kept (checked: mixed-language documents drawn one
 * after another each print every name they hold).
 */
function forgetGlyphs(font: ReturnType<typeof fontkit.create>): void {
  (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
}

/** `font`, whose `layout` of a text with no features asked for is computed once. */
function withKeptLayouts<F extends { layout: (text: string, ...rest: never[]) => unknown }>(
  font: F,
): F {
  const layout = font.layout.bind(font);
  const kept = new Map<string, unknown>();
  font.layout = ((text: string, ...rest: never[]) => {
    if (rest.length > 0 && rest[0] !== undefined) return layout(text, ...rest);
    let run = kept.get(text);
    if (run === undefined) kept.set(text, run = layout(text));
    return run;
  }) as F["layout"];
  return font;
}

function readFont(path: string): Promise<Uint8Array> {
  let bytes = fontBytes.get(path);
  if (bytes === undefined) fontBytes.set(path, bytes = Deno.readFile(path));
  return bytes;
}

/** A4 portrait and landscape, in points. */
export const A4: readonly [number, number] = [595, 842];
export const A4_LANDSCAPE: readonly [number, number] = [842, 595];

/** How a piece of text is set. */
export interface TextStyle {
  readonly bold?: boolean;
  readonly size?: number;
  /** `x` is the left edge (default), the right edge, or the centre. */
  readonly align?: "left" | "right" | "center";
  readonly grey?: boolean;
}

/** One page being drawn. */
export class ReportPage {
  /**
   * With `splitWords`, every word is its own text item and no space is
   * written: the gap between words exists only as position, as some lab
   * systems write their PDFs.
   */
  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly splitWords = false,
  ) {}

  /** Draws one text item (or one per word) at baseline `y`. */
  text(x: number, y: number, text: string, style: TextStyle = {}): void {
    if (text === "") return;
    const font = style.bold ? this.bold : this.regular;
    const size = style.size ?? 8;
    const width = font.widthOfTextAtSize(text, size);
    const left = style.align === "right" ? x - width : style.align === "center" ? x - width / 2 : x;
    const options = {
      y,
      size,
      font,
      ...(style.grey ? { color: rgb(0.35, 0.35, 0.35) } : {}),
    };
    if (!this.splitWords) {
      this.page.drawText(text, { x: left, ...options });
      return;
    }
    let offset = 0;
    for (const part of text.split(/( +)/)) {
      if (part !== "" && !part.startsWith(" ")) {
        this.page.drawText(part, { x: left + offset, ...options });
      }
      offset += font.widthOfTextAtSize(part, size);
    }
  }

  /** Draws a horizontal rule. */
  rule(y: number, from = 30, to = this.page.getWidth() - 30, thickness = 0.5): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness });
  }

  /** Draws a labelled field: the label in bold, the value as its own text item. */
  /** A bold label and its value after it; returns where the value ends. */
  field(x: number, y: number, label: string, value: string, gap = 4, size = 8): number {
    this.text(x, y, label, { bold: true, size });
    const width = this.bold.widthOfTextAtSize(label, size);
    this.text(x + width + gap, y, value, { size });
    return x + width + gap + this.regular.widthOfTextAtSize(value, size);
  }
}

/** A PDF being drawn. */
export class ReportPdf {
  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  /**
   * Starts a document with DejaVu Sans embedded (standard fonts cannot encode
   * ł, µ or ↑); with `mono`, DejaVu Sans Mono stands for both faces, as a
   * lab system that prints its report as a text file with aligned columns.
   */
  static async create(mono = false): Promise<ReportPdf> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(cachingFontkit);
    const regular = await doc.embedFont(await readFont(mono ? MONO : REGULAR), { subset: true });
    const bold = mono ? regular : await doc.embedFont(await readFont(BOLD), { subset: true });
    return new ReportPdf(doc, regular, bold);
  }

  /** Adds a page; with `splitWords`, each word is drawn as its own text item. */
  page(size: readonly [number, number] = A4, splitWords = false): ReportPage {
    return new ReportPage(
      this.doc.addPage([size[0], size[1]]),
      this.regular,
      this.bold,
      splitWords,
    );
  }

  /** The document's bytes. */
  async save(): Promise<Uint8Array> {
    return await this.doc.save();
  }
}

/** What a careful person enters from a table entry (date and printed label come from context). */
export interface EntryTruth {
  readonly code: string;
  readonly value: number | string;
  readonly comparator?: "<" | "<=" | ">" | ">=";
  /** The unit, when not the printed unit cell; `null` for none although one is printed. */
  readonly unit?: string | null;
  readonly ref_low?: number;
  readonly ref_high?: number;
  readonly ref_text?: string;
  readonly lab_flag?: TruthFlag;
  readonly mayBeHeld?: string;
}

/** One printed result row of a table. */
export interface Entry {
  /** The label; several strings when the lab wraps it over lines. */
  readonly label: string | readonly string[];
  /** The result cell as printed (with the flag, when the lab prints it there). */
  readonly value: string;
  readonly unit?: string;
  readonly range?: string;
  /** A flag in its own column. */
  readonly flag?: string;
  readonly truth?: EntryTruth;
  readonly notStored?: Omit<NotStoredRow, "printed">;
  /** Comment lines printed under the row. */
  readonly comments?: readonly string[];
}

/** A section heading inside a table. */
export interface Heading {
  readonly heading: string;
}

/** A table's content: entries and headings, in print order. */
export type TableItem = Entry | Heading;

/** Whether a table item is a heading. */
export function isHeading(item: TableItem): item is Heading {
  return "heading" in item;
}

/** The label of an entry as one string. */
export function labelOf(entry: Entry): string {
  return typeof entry.label === "string" ? entry.label : entry.label.join(" ");
}

/** The truth rows of table items printed under one collection date. */
export function truthRows(items: readonly TableItem[], date: string): TruthRow[] {
  const rows: TruthRow[] = [];
  for (const item of items) {
    if (isHeading(item) || item.truth === undefined) continue;
    const t = item.truth;
    const unit = t.unit === null ? undefined : t.unit ?? (item.unit === "" ? undefined : item.unit);
    rows.push({
      printed: labelOf(item),
      code: t.code,
      date,
      value: t.value,
      ...(t.comparator !== undefined ? { comparator: t.comparator } : {}),
      ...(unit !== undefined ? { unit } : {}),
      ...(t.ref_low !== undefined ? { ref_low: t.ref_low } : {}),
      ...(t.ref_high !== undefined ? { ref_high: t.ref_high } : {}),
      ...(t.ref_text !== undefined ? { ref_text: t.ref_text } : {}),
      ...(t.lab_flag !== undefined ? { lab_flag: t.lab_flag } : {}),
      ...(t.mayBeHeld !== undefined ? { mayBeHeld: t.mayBeHeld } : {}),
    });
  }
  return rows;
}

/** The rows of table items that must be listed but not stored. */
export function notStoredRows(items: readonly TableItem[]): NotStoredRow[] {
  return items.flatMap((item) =>
    !isHeading(item) && item.notStored ? [{ printed: labelOf(item), ...item.notStored }] : []
  );
}

/** A column of a drawn table: which cell, where, how aligned. */
export interface Column {
  readonly cell: "label" | "value" | "unit" | "range" | "flag";
  readonly header: string;
  readonly x: number;
  readonly align?: "left" | "right" | "center";
}

/** How a table is set. */
export interface TableStyle {
  readonly size?: number;
  readonly lineHeight?: number;
  /** Left edge of headings and comments. */
  readonly left: number;
  /** Whether to draw a rule under the header. */
  readonly ruled?: boolean;
  readonly ruleTo?: number;
}

/** Draws the header row of a table at `y` and returns the next baseline. */
export function drawHeader(
  page: ReportPage,
  y: number,
  columns: readonly Column[],
  style: TableStyle,
): number {
  const size = style.size ?? 8;
  for (const column of columns) {
    page.text(column.x, y, column.header, {
      bold: true,
      size,
      ...(column.align ? { align: column.align } : {}),
    });
  }
  const lineHeight = style.lineHeight ?? 12;
  if (style.ruled ?? true) page.rule(y - 3, style.left, style.ruleTo);
  return y - lineHeight - 2;
}

/** Draws one table item at `y` and returns the next baseline. */
export function drawItem(
  page: ReportPage,
  y: number,
  item: TableItem,
  columns: readonly Column[],
  style: TableStyle,
): number {
  const size = style.size ?? 8;
  const lineHeight = style.lineHeight ?? 12;
  if (isHeading(item)) {
    page.text(style.left, y - 2, item.heading, { bold: true, size: size + 0.5 });
    return y - lineHeight - 4;
  }
  const lines = typeof item.label === "string" ? [item.label] : item.label;
  for (const column of columns) {
    const align = column.align ? { align: column.align } : {};
    if (column.cell === "label") {
      lines.forEach((line, i) => page.text(column.x, y - i * (lineHeight - 2), line, { size }));
    } else {
      page.text(column.x, y, item[column.cell] ?? "", { size, ...align });
    }
  }
  let next = y - lines.length * (lineHeight - 2) - 2;
  for (const comment of item.comments ?? []) {
    page.text(style.left + 10, next, comment, { size: size - 1, grey: true });
    next -= lineHeight - 2;
  }
  return next;
}

/** The height an item takes when drawn. */
export function itemHeight(item: TableItem, style: TableStyle): number {
  const lineHeight = style.lineHeight ?? 12;
  if (isHeading(item)) return lineHeight + 4;
  const lines = typeof item.label === "string" ? 1 : item.label.length;
  return lines * (lineHeight - 2) + 2 + (item.comments?.length ?? 0) * (lineHeight - 2);
}
