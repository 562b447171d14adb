/**
 * An HTML body (a lab's e-mail) as plain text lines for the layout stage:
 * block elements and `<br>` end a line, scripts, styles and comments are
 * dropped, character references are decoded, and each table becomes one line
 * per row with its cells padded to aligned columns, so that the row builder
 * sees the table's columns as it sees a PDF's. Also the aligner itself, for
 * tab-separated text.
 *
 * @module
 */

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
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return clean.map((row) =>
    row.map((cell, i) => i === row.length - 1 ? cell : cell.padEnd(widths[i]! + COLUMN_GAP))
      .join("").trimEnd()
  ).filter((line) => line !== "");
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  micro: "µ",
  mu: "µ",
  deg: "°",
  le: "≤",
  ge: "≥",
  plusmn: "±",
  sup2: "²",
  sup3: "³",
  middot: "·",
  ndash: "–",
  mdash: "—",
  uarr: "↑",
  darr: "↓",
};

/**
 * Decodes HTML character references: named ones a lab's table uses, and
 * numeric ones; an unknown name is left as printed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(decodeEntities("&lt;5 &#181;g/l &#x2191; &amp; &foo;"), "<5 µg/l ↑ & &foo;");
 * ```
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X"
        ? parseInt(ref.slice(2), 16)
        : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_REFERENCES[ref.toLowerCase()] ?? whole;
  });
}

/** Elements that end a line of text. */
const BLOCK = new Set([
  "p",
  "div",
  "br",
  "li",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "table",
  "section",
  "article",
  "header",
  "footer",
  "hr",
  "pre",
  "blockquote",
  "dl",
  "dt",
  "dd",
  "caption",
]);

interface TableState {
  rows: string[][];
  row: string[] | undefined;
  cell: string | undefined;
  /** The open cell's `colspan`: it takes that many columns, the text in the first. */
  span?: number;
}

/**
 * The text lines of an HTML document, each table row one line with aligned
 * cells. Nested tables are read as cells' text. Returns lines in document
 * order, without empty ones.
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
  const lines: string[] = [];
  let text = "";
  const tables: TableState[] = [];
  const flush = () => {
    const line = decodeEntities(text).replace(/[\s\u00a0]+/g, " ").trim();
    if (line !== "") lines.push(line);
    text = "";
  };
  const body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  const append = (piece: string) => {
    const table = tables[tables.length - 1];
    if (table?.cell !== undefined) table.cell += piece;
    else if (table === undefined) text += piece;
    // Text between a table's cells (whitespace) is dropped.
  };
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+|<)/g)) {
    if (match[3] !== undefined) {
      append(match[3]);
      continue;
    }
    const closing = match[1] === "/";
    const tag = match[2]!.toLowerCase();
    const table = tables[tables.length - 1];
    if (tag === "table") {
      if (!closing) {
        if (table?.cell !== undefined) {
          tables.push({ rows: [], row: undefined, cell: undefined });
        } else {
          flush();
          tables.push({ rows: [], row: undefined, cell: undefined });
        }
      } else if (table !== undefined) {
        endRow(table);
        tables.pop();
        const outer = tables[tables.length - 1];
        const rendered = table.rows.map((row) => row.join(" ")).join(" ");
        if (outer?.cell !== undefined) outer.cell += ` ${rendered} `;
        else lines.push(...alignedRows(table.rows.map((r) => r.map(decodeEntities))));
      }
      continue;
    }
    if (table !== undefined && table.cell === undefined && !["td", "th", "tr"].includes(tag)) {
      continue;
    }
    if (table !== undefined && (tag === "td" || tag === "th")) {
      if (!closing) {
        endCell(table);
        table.row ??= [];
        table.cell = "";
        table.span = Math.min(Number(/colspan\s*=\s*["']?(\d+)/i.exec(match[0])?.[1] ?? 1), 50);
      } else endCell(table);
      continue;
    }
    if (table !== undefined && tag === "tr") {
      endRow(table);
      if (!closing) table.row = [];
      continue;
    }
    if (BLOCK.has(tag)) {
      if (table?.cell !== undefined) table.cell += " ";
      else flush();
    }
  }
  flush();
  return lines;
}

function endCell(table: TableState): void {
  if (table.cell === undefined) return;
  const row = table.row ??= [];
  row.push(table.cell.replace(/[\s\u00a0]+/g, " ").trim());
  for (let i = 1; i < (table.span ?? 1); i++) row.push("");
  table.cell = undefined;
  table.span = 1;
}

function endRow(table: TableState): void {
  endCell(table);
  if (table.row !== undefined && table.row.some((cell) => cell !== "")) table.rows.push(table.row);
  table.row = undefined;
}
