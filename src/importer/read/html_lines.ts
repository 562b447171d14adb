/**
 * HTML as plain text lines: the one walk over the tree of `html_tree.ts`,
 * with the rules of what is read. A lab's e-mail ({@link htmlLines}, for
 * the layout stage): block elements, `<br>` and cells end a line, and each
 * data table becomes one line per row with its cells padded to aligned
 * columns, so that the row builder sees the table's columns as it sees a
 * PDF's; a table that holds tables (an e-mail's layout) is read as blocks.
 * A page saved from a browser (the transcript check's rules, given to
 * {@link readHtml}): what the page never shows is left out, and a table
 * row is one line with its cells set apart by wide gaps. Also the aligner
 * itself, for tab-separated text.
 *
 * @module
 */

import { decodeEntities } from "./html_entities.ts";
import { type HtmlElement, type HtmlNode, parseHtml } from "./html_tree.ts";

/** The gap between two aligned columns, in spaces (the layout stage splits cells at two or more). */
const COLUMN_GAP = 4;

/**
 * Rows of cells as text lines with aligned columns: each column as wide as
 * its widest cell plus a gap. An empty cell stays empty space, so the cells
 * after it keep their column.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(alignedRows([["Badanie", "Wynik"], ["Hemoglobina", "13,4"]]), [
 *   "Badanie        Wynik",
 *   "Hemoglobina    13,4",
 * ]);
 * ```
 */
export function alignedRows(rows: readonly (readonly string[])[]): string[] {
  const clean = rows.map((row) => row.map((cell) => cell.replace(/\s+/g, " ").trim()));
  const widths: number[] = [];
  for (const row of clean) {
    // A row of one cell (a section heading) is not padded, and widens no column.
    if (row.length < 2) continue;
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return clean.map((row) =>
    row.map((cell, i) => i === row.length - 1 ? cell : cell.padEnd(widths[i]! + COLUMN_GAP))
      .join("").trimEnd()
  ).filter((line) => line !== "");
}

/**
 * Lines of plain text, with runs of tab-separated lines aligned into columns
 * (a line without a tab inside a run, such as a section heading, stays in
 * it; a blank line ends it) and the quote marks of a forwarded or replied message (`> `) taken off.
 * (An e-mail's plain part, a text file, a word processor's tabbed paragraphs.)
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(textLines("> TSH\t1,9\n> FT4\t15"), ["TSH    1,9", "FT4    15"]);
 * ```
 */
export function textLines(text: string): string[] {
  const out: string[] = [];
  let run: string[][] = [];
  const end = () => {
    out.push(...alignedRows(run));
    run = [];
  };
  for (const quoted of text.split(/\r?\n/)) {
    const line = quoted.replace(/^(?:> ?)+/, "");
    if (line.includes("\t")) run.push(line.split("\t"));
    else if (run.length > 0 && line.trim() !== "") {
      // A section heading between a table's rows is a row of one cell: the run goes on, so
      // the rows under it keep the header's columns.
      run.push([line]);
    } else {
      end();
      if (line.trim() !== "") out.push(line.replace(/\s+$/, ""));
    }
  }
  end();
  return out;
}

/**
 * The block elements: each starts and ends a line of text, in a saved page
 * as in an e-mail's HTML body (one set for every reading of HTML).
 */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "caption",
  "dd",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);

function hasTable(node: HtmlElement): boolean {
  return node.children.some((c) => typeof c !== "string" && (c.tag === "table" || hasTable(c)));
}

const isCell = (tag: string) => tag === "td" || tag === "th";

/**
 * A table built of other elements and named by ARIA roles (a portal's grid of `<div role="row">`
 * holding `<div role="cell">`): read as a table is. A row's cells are its children with a cell
 * role, or, when none has one, all its element children.
 */
const TABLE_ROLES = new Set(["table", "grid", "treegrid"]);
const CELL_ROLES = new Set(["cell", "gridcell", "columnheader", "rowheader"]);

function roleOf(node: HtmlElement): string {
  return (node.attribute("role") ?? "").trim().toLowerCase();
}

const isRoleTable = (node: HtmlElement) => node.tag !== "table" && TABLE_ROLES.has(roleOf(node));
const isRoleRow = (node: HtmlElement) => node.tag !== "tr" && roleOf(node) === "row";

/** The cells of a row given by ARIA roles, each with its text on one line. */
function roleRowCells(row: HtmlElement, skip?: Skip): string[] {
  const elements = row.children.filter((c): c is HtmlElement =>
    typeof c !== "string" && !skip?.(c)
  );
  const roled = elements.filter((c) => CELL_ROLES.has(roleOf(c)));
  return (roled.length > 0 ? roled : elements).map((cell) =>
    inlineText(cell, skip).replace(/[\s\u00a0]+/g, " ").trim()
  );
}

/** Whether an element is left out of a reading: the reading's rule, if it has one. */
type Skip = (element: HtmlElement) => boolean;

/** The text of a node on one line (a cell's text): breaks and blocks become spaces. */
function inlineText(node: HtmlNode, skip?: Skip): string {
  if (typeof node === "string") return decodeEntities(node);
  if (skip?.(node)) return "";
  return node.children.map((child) => inlineText(child, skip)).join(
    BLOCK_ELEMENTS.has(node.tag) ? " " : "",
  ) + (BLOCK_ELEMENTS.has(node.tag) || isCell(node.tag) ? " " : "");
}

/** The rows of a table that holds no other table: each row its cells' texts (what `skip` leaves out, out). */
function tableRows(table: HtmlElement, skip?: Skip): string[][] {
  const rows: string[][] = [];
  const visit = (node: HtmlElement) => {
    for (const child of node.children) {
      if (typeof child === "string" || skip?.(child)) continue;
      if (isRoleRow(child)) {
        const cells = roleRowCells(child, skip);
        if (cells.some((c) => c !== "")) rows.push(cells);
      } else if (child.tag === "tr") {
        const cells: string[] = [];
        for (const cell of child.children) {
          if (typeof cell === "string" || !isCell(cell.tag)) continue;
          cells.push(inlineText(cell, skip).replace(/[\s\u00a0]+/g, " ").trim());
          for (let i = 1; i < cell.span; i++) cells.push("");
        }
        if (cells.some((c) => c !== "")) rows.push(cells);
      } else visit(child);
    }
  };
  visit(table);
  return rows;
}

/** How a walk reads HTML into lines: what it leaves out, where lines end, how cells are set. */
export interface HtmlReading {
  /** Whether an element, and all it holds, is left out (never shown). */
  readonly skip?: (element: HtmlElement) => boolean;
  /** The elements that end a line before and after them. */
  readonly blocks: ReadonlySet<string>;
  /**
   * A table cell: a block of its own, with each data table (one that holds
   * no table) read as lines of aligned cells (`"aligned"`), or set apart
   * from the cell before it on its row's line by a wide gap (`"gaps"`).
   */
  readonly cells: "aligned" | "gaps";
  /**
   * The elements whose edges never split a word ("Hemo<b>globina</b>");
   * every other element's edges then separate words. Without it, no
   * element's edges do.
   */
  readonly inline?: ReadonlySet<string>;
}

/** The mark between two cells of a row read with gaps, until the line is made. */
const GAP = "\u2003";

/** A line's text: its spaces made one, a gap between cells kept as three spaces. */
function lineText(text: string, reading: HtmlReading): string {
  if (reading.cells === "aligned") return text.replace(/[\s\u00a0]+/g, " ").trim();
  return text.replace(/[ \t\r\n\f\u00a0]+/g, " ").replace(/ ?\u2003[\u2003 ]*/g, GAP).trim()
    .replace(/\u2003+/g, "   ").replace(/^ +/, "");
}

/**
 * The text lines of an HTML document read by `reading`, in document order,
 * without empty ones.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const reading = { blocks: new Set(["p", "tr"]), cells: "gaps" } as const;
 * const html = "<p>Wyniki</p><table><tr><td>TSH</td><td>1,9</td></tr></table>";
 * assert.deepEqual(readHtml(html, reading), ["Wyniki", "TSH   1,9"]);
 * ```
 */
export function readHtml(html: string, reading: HtmlReading): string[] {
  const lines: string[] = [];
  let text = "";
  const flush = () => {
    const line = lineText(text, reading);
    if (line !== "") lines.push(line);
    text = "";
  };
  const render = (node: HtmlNode) => {
    if (typeof node === "string") {
      text += decodeEntities(node);
      return;
    }
    if (reading.skip?.(node)) return;
    const cell = isCell(node.tag);
    if (
      reading.cells === "aligned" && (node.tag === "table" || isRoleTable(node)) && !hasTable(node)
    ) {
      flush();
      lines.push(...alignedRows(tableRows(node, reading.skip)));
      return;
    }
    if (reading.cells === "gaps" && isRoleRow(node)) {
      flush();
      const line = roleRowCells(node, reading.skip).filter((c) => c !== "").join("   ");
      if (line !== "") lines.push(line);
      return;
    }
    if (cell && reading.cells === "gaps") text += GAP.repeat(3);
    const block = reading.blocks.has(node.tag) || (cell && reading.cells === "aligned");
    const apart = !block && reading.inline !== undefined && !reading.inline.has(node.tag);
    if (block) flush();
    if (apart) text += " ";
    for (const child of node.children) render(child);
    if (apart) text += " ";
    if (block) flush();
  };
  render(parseHtml(html));
  flush();
  return lines;
}

/** How a lab's e-mail is read. */
const EMAIL: HtmlReading = { blocks: BLOCK_ELEMENTS, cells: "aligned" };

/**
 * The text lines of an HTML e-mail, each row of a data table one line
 * with aligned cells. A table that holds other tables (an e-mail's layout)
 * is read as blocks: each of its cells in turn, its inner tables aligned.
 * Returns lines in document order, without empty ones.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const html = "<p>Data pobrania: 12.03.2024</p><table><tr><th>Badanie</th><th>Wynik</th></tr>" +
 *   "<tr><td>Glukoza</td><td>92</td></tr></table><style>p{}</style>";
 * assert.deepEqual(htmlLines(html), ["Data pobrania: 12.03.2024", "Badanie    Wynik", "Glukoza    92"]);
 * ```
 */
export function htmlLines(html: string): string[] {
  return readHtml(html, EMAIL);
}
