/**
 * An HTML body (a lab's e-mail) as plain text lines for the layout stage:
 * block elements and `<br>` end a line, scripts, styles and comments are
 * dropped, character references are decoded, and each data table becomes one
 * line per row with its cells padded to aligned columns, so that the row
 * builder sees the table's columns as it sees a PDF's. A table that holds
 * tables (an e-mail's layout) is read as blocks. End tags left out (`<td>`
 * after `<td>`) close as a browser closes them. Also the aligner itself,
 * for tab-separated text.
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
    // A row of one cell (a section heading) is not padded, and widens no column.
    if (row.length < 2) continue;
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
  times: "×",
  sup1: "¹",
  euro: "€",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
};

/** Letters named by case (`&szlig;`, `&Lstrok;`): kept apart from the names compared in any case. */
const NAMED_LETTERS: Readonly<Record<string, string>> = {
  szlig: "ß",
  lstrok: "ł",
  Lstrok: "Ł",
  aelig: "æ",
  AElig: "Æ",
  oslash: "ø",
  Oslash: "Ø",
  eth: "ð",
  ETH: "Ð",
  thorn: "þ",
  THORN: "Þ",
  dstrok: "đ",
  Dstrok: "Đ",
};

/** The combining mark of an accented letter's reference (`&auml;`, `&Scaron;`, `&zdot;`, `&eogon;`). */
const ACCENTS: Readonly<Record<string, string>> = {
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  uml: "\u0308",
  tilde: "\u0303",
  ring: "\u030A",
  cedil: "\u0327",
  caron: "\u030C",
  ogon: "\u0328",
  dot: "\u0307",
  dblac: "\u030B",
};

/** A letter and an accent's name: `&Auml;` is "A" with a diaeresis. */
const ACCENTED = /^([A-Za-z])(acute|grave|circ|uml|tilde|ring|cedil|caron|ogon|dot|dblac)$/;

/** A named reference as a letter, or `undefined` when it names none. */
function namedLetter(ref: string): string | undefined {
  if (NAMED_LETTERS[ref] !== undefined) return NAMED_LETTERS[ref];
  const accented = ACCENTED.exec(ref);
  if (accented === null) return undefined;
  const letter = (accented[1]! + ACCENTS[accented[2]!]!).normalize("NFC");
  // Only a letter that Unicode has with that accent ("ä", "ž"), never a loose mark.
  return letter.length === 1 ? letter : undefined;
}

/**
 * Decodes HTML character references: named ones a lab's table uses, the
 * accented letters of the languages it is printed in (`&auml;`, `&szlig;`,
 * `&scaron;`, `&eogon;`), and numeric ones; an unknown name is left as printed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(decodeEntities("&lt;5 &#181;g/l &#x2191; &amp; &foo;"), "<5 µg/l ↑ & &foo;");
 * assert.equal(decodeEntities("Transferrins&auml;ttigung, Gro&szlig;e, &Scaron;&zdot;&eogon;"), "Transferrinsättigung, Große, Šżę");
 * assert.equal(decodeEntities("&qdot; &Auml;"), "&qdot; Ä");
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
    return namedLetter(ref) ?? NAMED_REFERENCES[ref.toLowerCase()] ?? whole;
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

/** A node of the little tree the HTML is read into. */
type Node = string | Element;

interface Element {
  readonly tag: string;
  readonly span: number;
  readonly children: Node[];
}

/** Elements that never hold content (no closing tag). */
const VOID = new Set(["br", "hr", "img", "meta", "link", "input", "col", "wbr", "area", "base"]);

/** Reads HTML into a tree, forgiving unclosed and stray tags as browsers do for tables. */
function parseTree(html: string): Element {
  const root: Element = { tag: "#root", span: 1, children: [] };
  const stack: Element[] = [root];
  const body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  /** Closes the innermost open `tag`, never past the table it is in (unless it is a table). */
  const close = (tag: string) => {
    const tags = stack.map((e) => e.tag);
    const at = tags.lastIndexOf(tag);
    const table = tags.lastIndexOf("table");
    if (at > 0 && (tag === "table" || at > table)) stack.length = at;
  };
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+|<)/g)) {
    if (match[3] !== undefined) {
      stack[stack.length - 1]!.children.push(match[3]);
      continue;
    }
    const tag = match[2]!.toLowerCase();
    if (match[1] === "/") {
      close(tag);
      continue;
    }
    // A new row or cell ends the open one, as an end tag left out would.
    if (tag === "tr") close("tr");
    if (tag === "td" || tag === "th") {
      close("td");
      close("th");
    }
    const span = Math.min(Number(/colspan\s*=\s*["']?(\d+)/i.exec(match[0])?.[1] ?? 1), 50);
    const element: Element = { tag, span, children: [] };
    stack[stack.length - 1]!.children.push(element);
    if (!VOID.has(tag)) stack.push(element);
  }
  return root;
}

function hasTable(node: Element): boolean {
  return node.children.some((c) => typeof c !== "string" && (c.tag === "table" || hasTable(c)));
}

/** The text of a node on one line (a cell's text): breaks and blocks become spaces. */
function inlineText(node: Node): string {
  if (typeof node === "string") return decodeEntities(node);
  return node.children.map(inlineText).join(BLOCK.has(node.tag) ? " " : "") +
    (BLOCK.has(node.tag) || node.tag === "td" || node.tag === "th" ? " " : "");
}

/** The rows of a table that holds no other table: each row its cells' texts. */
function tableRows(table: Element): string[][] {
  const rows: string[][] = [];
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (typeof child === "string") continue;
      if (child.tag === "tr") {
        const cells: string[] = [];
        for (const cell of child.children) {
          if (typeof cell === "string" || (cell.tag !== "td" && cell.tag !== "th")) continue;
          cells.push(inlineText(cell).replace(/[\s\u00a0]+/g, " ").trim());
          for (let i = 1; i < cell.span; i++) cells.push("");
        }
        if (cells.some((c) => c !== "")) rows.push(cells);
      } else visit(child);
    }
  };
  visit(table);
  return rows;
}

/**
 * The text lines of an HTML document, each row of a data table one line
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
  const lines: string[] = [];
  let text = "";
  const flush = () => {
    const line = text.replace(/[\s\u00a0]+/g, " ").trim();
    if (line !== "") lines.push(line);
    text = "";
  };
  const render = (node: Node) => {
    if (typeof node === "string") {
      text += decodeEntities(node);
      return;
    }
    if (node.tag === "table" && !hasTable(node)) {
      flush();
      lines.push(...alignedRows(tableRows(node)));
      return;
    }
    const block = BLOCK.has(node.tag) || node.tag === "td" || node.tag === "th";
    if (block) flush();
    for (const child of node.children) render(child);
    if (block) flush();
  };
  render(parseTree(html));
  flush();
  return lines;
}
