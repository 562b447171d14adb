/**
 * The layout of a lab report page, rebuilt from positioned text (a PDF's
 * text items or tesseract's word boxes): lines by baseline, cells split at
 * column gaps, side-by-side blocks read one after the other, and the table
 * columns named by a header ("Badanie | Wynik | Jednostka | Zakres
 * referencyjny") or, for a cumulative report, by dates. Pure functions.
 *
 * @module
 */

import { hasDateLabel, toStoreDate } from "../table/printed_dates.ts";
import { sectionOf } from "../table/sections.ts";
import { isQualitativeWord } from "../cell/values.ts";
import { words } from "../lexicon/lexicon.ts";
import { alternation, wholePhrase } from "../lexicon/patterns.ts";

/** One piece of positioned text; `y` is the baseline, measured down from the top of the page. */
export interface TextItem {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** The font height (or the word box height for OCR). */
  readonly height: number;
  readonly page: number;
  /** OCR's confidence in the word, 0 to 100; unset for a PDF's text layer. */
  readonly confidence?: number;
}

/** A run of text on a line with no column gap inside it. */
export interface Cell {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  /** The lowest OCR confidence of its words (0 to 100); unset for a PDF's text layer. */
  readonly confidence?: number;
}

/** One printed line: its cells from left to right. */
export interface LayoutLine {
  readonly page: number;
  readonly y: number;
  readonly height: number;
  readonly cells: readonly Cell[];
}

/** A gap at least this many font heights wide separates two cells. */
export const CELL_GAP_EM = 0.8;

/** Two baselines closer than this many font heights are one line. */
const SAME_LINE_EM = 0.45;

/** The text of a line with its cells joined by one space. */
export function lineText(line: LayoutLine): string {
  return line.cells.map((cell) => cell.text).join(" ");
}

/** The text of a line with its column gaps kept as three spaces (for identity fields). */
export function lineTextWithGaps(line: LayoutLine): string {
  return line.cells.map((cell) => cell.text).join("   ");
}

/** Splits an item at runs of two or more spaces (or a tab), placing each piece by its characters. */
function splitAtSpaces(item: TextItem): TextItem[] {
  const text = item.text.replace(/\t/g, "    ");
  if (!/\S\s{2,}\S/.test(text)) return [{ ...item, text: text.trim() }];
  const perChar = text.length > 0 ? item.width / text.length : 0;
  const pieces: TextItem[] = [];
  for (const match of text.matchAll(/\S+(?: \S+)*/g)) {
    pieces.push({
      ...item,
      text: match[0],
      x: item.x + match.index * perChar,
      width: match[0].length * perChar,
    });
  }
  return pieces;
}

/**
 * Drops text printed twice at almost the same place (bold faked by
 * overprinting), which would otherwise read "HemoglobinaHemoglobina".
 */
function withoutOverprint(items: readonly TextItem[]): TextItem[] {
  const kept: TextItem[] = [];
  const seen = new Map<string, TextItem[]>();
  for (const item of items) {
    const key = `${item.page}\u0000${item.text}`;
    const same = seen.get(key) ?? [];
    const near = 0.2 * item.height;
    if (same.some((o) => Math.abs(o.x - item.x) <= near && Math.abs(o.y - item.y) <= near)) {
      continue;
    }
    same.push(item);
    seen.set(key, same);
    kept.push(item);
  }
  return kept;
}

/**
 * Rebuilds lines from positioned text: items whose baselines are within
 * about half a font height are one line; on a line, a gap of
 * {@link CELL_GAP_EM} font heights or more starts a new cell. Lines come
 * page by page, top to bottom.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const item = (text: string, x: number, y: number) => ({ text, x, y, width: text.length * 5, height: 10, page: 1 });
 * const lines = linesFromItems([item("13,4", 200, 100.5), item("Hemoglobina", 40, 100), item("Data", 40, 80)]);
 * assert.deepEqual(lines.map((l) => l.cells.map((c) => c.text)), [["Data"], ["Hemoglobina", "13,4"]]);
 * ```
 */
export function linesFromItems(items: readonly TextItem[]): LayoutLine[] {
  const pieces = withoutOverprint(items.flatMap(splitAtSpaces).filter((item) => item.text !== ""));
  const pages = [...new Set(pieces.map((item) => item.page))].sort((a, b) => a - b);
  const lines: LayoutLine[] = [];
  for (const page of pages) {
    const onPage = pieces.filter((item) => item.page === page).sort((a, b) => a.y - b.y);
    let group: TextItem[] = [];
    const flush = () => {
      if (group.length > 0) lines.push(lineOf(page, group));
      group = [];
    };
    for (const item of onPage) {
      const first = group[0];
      const tolerance = Math.max(1, SAME_LINE_EM * Math.max(item.height, first?.height ?? 0));
      if (first !== undefined && item.y - baselineOf(group) > tolerance) flush();
      group.push(item);
    }
    flush();
  }
  return lines;
}

function baselineOf(group: readonly TextItem[]): number {
  return group.reduce((sum, item) => sum + item.y, 0) / group.length;
}

function lineOf(page: number, group: TextItem[]): LayoutLine {
  const sorted = [...group].sort((a, b) => a.x - b.x);
  const height = median(sorted.map((item) => item.height)) || 10;
  const cells: Cell[] = [];
  let text = "";
  let x0 = 0;
  let x1 = 0;
  let confidence: number | undefined;
  const push = () =>
    cells.push({ text, x0, x1, ...(confidence !== undefined ? { confidence } : {}) });
  for (const item of sorted) {
    const gap = item.x - x1;
    if (text !== "" && gap >= CELL_GAP_EM * height) {
      push();
      text = "";
    }
    if (text === "") {
      text = item.text;
      x0 = item.x;
      x1 = item.x + item.width;
      confidence = item.confidence;
    } else {
      // OCR words are always words apart; a PDF may split one word into several items.
      const apart = gap > 0.12 * height || item.confidence !== undefined;
      text += apart ? ` ${item.text}` : item.text;
      x1 = Math.max(x1, item.x + item.width);
      if (item.confidence !== undefined) {
        confidence = Math.min(confidence ?? Infinity, item.confidence);
      }
    }
  }
  if (text !== "") push();
  return {
    page,
    y: baselineOf(group),
    height,
    cells: cells.map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, " ").trim() })),
  };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The width of one character in {@link linesFromText}'s pretend positions. */
const CHAR_WIDTH = 5;

/**
 * Lines of plain text (no positions) as layout lines: a run of two or more
 * spaces, or a tab, separates cells, and a form feed starts a new page.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const [line] = linesFromText(["Hemoglobina   13,4 g/dl"]);
 * assert.deepEqual(line!.cells.map((c) => c.text), ["Hemoglobina", "13,4 g/dl"]);
 * ```
 */
export function linesFromText(texts: readonly string[]): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let page = 1;
  for (const [i, raw] of texts.entries()) {
    const parts = raw.split("\f");
    for (const [k, part] of parts.entries()) {
      if (k > 0) page++;
      const text = part.replace(/\t/g, "    ").replace(/[\u00a0\u2007\u202f]/g, " ");
      const cells: Cell[] = [];
      for (const match of text.matchAll(/\S+(?: \S+)*/g)) {
        cells.push({
          text: match[0],
          x0: match.index * CHAR_WIDTH,
          x1: (match.index + match[0].length) * CHAR_WIDTH,
        });
      }
      if (cells.length > 0) {
        lines.push({ page, y: i * 2 * CHAR_WIDTH, height: 2 * CHAR_WIDTH, cells });
      }
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------
// Side-by-side blocks

const UNIT_LIKE = /[/%^µ]|^(?:fl|pg|sek|s|g|l|mm|u|iu|ratio|index|wpw|hpf|lpf|w\.p\.w\.?)$/i;
const NUMBER_LIKE = /^(?:[<>≤≥]=?\s*)?[+-]?\d/;
const DATE_OR_TIME = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|^\d{1,2}:\d{2}$/;

/** Whether a text reads like a result line: a label (not a unit), then a value. */
export function looksLikeResult(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const first = tokens[0] ?? "";
  if (!/^\p{L}{2,}/u.test(first) || UNIT_LIKE.test(first)) return false;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (DATE_OR_TIME.test(token)) continue;
    if (NUMBER_LIKE.test(token) && !/^\d+\.$/.test(token)) return true;
    if (isQualitativeWord(token) || isQualitativeWord(tokens.slice(i).join(" "))) return true;
  }
  return false;
}

/** Words that begin a table's header line, from the lexicon. */
const HEADER_WORD = new RegExp(`^(?:${alternation(words((l) => l.headerStarts))})\\b`, "iu");

type Side = "left" | "right" | "cross";

function sideOf(cell: Cell, x: number): Side {
  if (cell.x1 <= x) return "left";
  if (cell.x0 >= x) return "right";
  return "cross";
}

function sides(line: LayoutLine, x: number): { left: Cell[]; right: Cell[]; crossed: boolean } {
  const left: Cell[] = [];
  const right: Cell[] = [];
  let crossed = false;
  for (const cell of line.cells) {
    const side = sideOf(cell, x);
    if (side === "left") left.push(cell);
    else if (side === "right") right.push(cell);
    else crossed = true;
  }
  return { left, right, crossed };
}

const joined = (cells: readonly Cell[]) => cells.map((c) => c.text).join(" ");

/** Whether a text starts with a label (a word, not a unit or a flag) and goes on after it. */
function startsWithLabel(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const first = tokens[0] ?? "";
  return tokens.length >= 2 && /^\p{L}{2,}/u.test(first) && !UNIT_LIKE.test(first) &&
    !/^(?:HH|LL)$/.test(first) && !isQualitativeWord(first) &&
    !isQualitativeWord(tokens.slice(0, 2).join(" ")) && !/^(?:nie|brak)$/i.test(first);
}

/**
 * Whether a line votes for a gutter at `x`: a result line on the left and,
 * on the right, a label followed by more (a result line of the other column).
 */
function votesFor(line: LayoutLine, x: number): boolean {
  const { left, right, crossed } = sides(line, x);
  // Header fields ("PESEL: …", "Adres: …") have colons; result lines do not.
  return !crossed && left.length > 0 && right.length > 0 && !joined(left).includes(":") &&
    !joined(right).includes(":") && looksLikeResult(joined(left)) &&
    startsWithLabel(joined(right));
}

/**
 * Whether a line above the voting lines belongs to the two-column part: on
 * each side a section heading, a table header or a date label.
 */
function belongsAbove(line: LayoutLine, x: number): boolean {
  const { left, right, crossed } = sides(line, x);
  if (crossed || left.length === 0 && right.length === 0) return false;
  const heads = (cells: Cell[]) => {
    const text = joined(cells);
    return sectionOf(text) !== undefined || HEADER_WORD.test(text) || hasDateLabel(text);
  };
  return (left.length === 0 || heads(left)) && (right.length === 0 || heads(right));
}

/** How a line relates to a gutter at x: results on both sides, or on one side only. */
type Vote = "both" | "left" | "right" | undefined;

function voteOf(line: LayoutLine, x: number): Vote {
  if (votesFor(line, x)) return "both";
  const { left, right, crossed } = sides(line, x);
  if (crossed) return undefined;
  const result = (cells: Cell[]) => !joined(cells).includes(":") && looksLikeResult(joined(cells));
  if (right.length === 0 && result(left)) return "left";
  if (left.length === 0 && result(right) && startsWithLabel(joined(right))) return "right";
  return undefined;
}

/** The most gutter positions tried on one page (bounds the work on a crowded page). */
const MAX_GUTTER_CANDIDATES = 40;

interface Split {
  readonly x: number;
  readonly start: number;
  readonly end: number;
}

/**
 * The best gutter of a run of lines of one page, or `undefined` when it is
 * one column. A line votes for a gutter when it has a result on each side
 * of it; lines with a result on one side only (the two columns' baselines
 * differ) count as many votes as the rarer side has.
 */
function findGutter(lines: readonly LayoutLine[]): Split | undefined {
  const leftmost = Math.min(...lines.map((line) => line.cells[0]?.x0 ?? Infinity));
  // A gutter is where cells of several lines start: the most frequent starts are tried.
  const starts = new Map<number, number>();
  for (const line of lines) {
    for (const cell of line.cells) {
      const x = Math.round(cell.x0 - 0.5);
      if (cell.x0 > leftmost + 1) starts.set(x, (starts.get(x) ?? 0) + 1);
    }
  }
  const candidates = [...starts].sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_GUTTER_CANDIDATES).map(([x]) => x);
  const headers = lines.map(tableHeader).filter((h) => h !== undefined);
  let best: (Split & { votes: number }) | undefined;
  for (const x of candidates.sort((a, b) => a - b)) {
    // A table header with columns on both sides, and no name column on the right, spans x.
    const spanned = headers.some((columns) =>
      columns.some((c) => c.x1 <= x) &&
      columns.some((c) => c.x0 >= x) &&
      !columns.some((c) => c.x0 >= x && c.role === "name")
    );
    if (spanned) continue;
    const voting = lines.map((line) => voteOf(line, x));
    const first = voting.findIndex((vote) => vote !== undefined);
    if (first < 0) continue;
    let start = first;
    while (start > 0 && belongsAbove(lines[start - 1]!, x)) start--;
    let end = first;
    const counts = { both: 0, left: 0, right: 0 };
    while (end < lines.length && !sides(lines[end]!, x).crossed) {
      const vote = voting[end];
      if (vote !== undefined) counts[vote]++;
      end++;
    }
    const votes = counts.both + Math.min(counts.left, counts.right);
    if (votes < 2 || counts.both + counts.right < 2) continue;
    // Trailing lines that are no result on either side (signatures, footers) follow the blocks.
    while (end > first + 1) {
      const { left, right } = sides(lines[end - 1]!, x);
      if (right.length > 0 || looksLikeResult(joined(left))) break;
      end--;
    }
    if (best === undefined || votes > best.votes) best = { x, start, end, votes };
  }
  return best;
}

/**
 * Reorders the lines of each page so that a page set in two or more columns
 * (blood count on the left, urinalysis on the right) is read as separate
 * blocks, one after the other: the left block's lines, then the right
 * block's. A gutter counts when at least two lines read as results on both
 * sides of it; the blocks end at the first line that crosses it.
 */
export function splitColumns(lines: readonly LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  const pages = [...new Set(lines.map((line) => line.page))];
  for (const page of pages) out.push(...splitRun(lines.filter((line) => line.page === page), 0));
  return out;
}

function splitRun(lines: readonly LayoutLine[], depth: number): LayoutLine[] {
  if (depth > 3) return [...lines];
  const gutter = findGutter(lines);
  if (gutter === undefined) return [...lines];
  const part = lines.slice(gutter.start, gutter.end);
  const left: LayoutLine[] = [];
  const right: LayoutLine[] = [];
  for (const line of part) {
    const { left: l, right: r } = sides(line, gutter.x);
    if (l.length > 0) left.push({ ...line, cells: l });
    if (r.length > 0) right.push({ ...line, cells: r });
  }
  return [
    ...lines.slice(0, gutter.start),
    ...splitRun(left, depth + 1),
    ...splitRun(right, depth + 1),
    ...splitRun(lines.slice(gutter.end), depth + 1),
  ];
}

// ---------------------------------------------------------------------------
// Table columns

/** What a table column holds. */
export type ColumnRole =
  | "number"
  | "name"
  | "result"
  | "unit"
  | "range"
  | "flag"
  | "date"
  | "other";

/** A column named by a table header; a cumulative report's result columns carry their dates. */
export interface Column {
  readonly role: ColumnRole;
  readonly x0: number;
  readonly x1: number;
  /** For a cumulative report: the date of this result column. */
  readonly date?: string;
  /** Whether the position is the header cell's own (not estimated from its characters). */
  readonly real?: boolean;
}

/**
 * Header cells by column role, from the lexicon. A previous result, a method, a lab code, an order
 * number, a specimen or a comment column is "other": its cells are never the row's result or range.
 */
const HEADER_ROLES: readonly [ColumnRole, RegExp][] = (
  [
    ["number", ["number"]],
    ["name", ["name"]],
    ["result", ["result"]],
    ["unit", ["unit"]],
    ["range", ["range"]],
    ["flag", ["flag"]],
    ["date", ["date"]],
    ["other", ["previous", "method", "code", "order", "specimen", "comment"]],
  ] as const
).map(([role, lexiconRoles]) => [
  role,
  wholePhrase(words((l) => lexiconRoles.flatMap((r) => l.headers[r]))),
]);

/**
 * Whether a text is the name column's header word ("Badanie", "Parametr"):
 * a line starting with it is a header, even one OCR read badly, never a row.
 */
export function isNameHeader(text: string): boolean {
  return roleOf(text) === "name";
}

function roleOf(text: string): ColumnRole | undefined {
  const trimmed = text.trim().replace(/[:.]$/, "").replace(/\s+/g, " ");
  for (const [role, pattern] of HEADER_ROLES) if (pattern.test(trimmed)) return role;
  if (/^j\.\s?m$/i.test(trimmed)) return "unit";
  return undefined;
}

/** Splits a header cell into known column words, placing each by its characters. */
function headerParts(cell: Cell): Column[] | undefined {
  const whole = roleOf(cell.text);
  if (whole !== undefined) return [{ role: whole, x0: cell.x0, x1: cell.x1, real: true }];
  const date = toStoreDate(cell.text);
  if (date !== undefined) {
    return [{ role: "result", x0: cell.x0, x1: cell.x1, date, real: true }];
  }
  const words = [...cell.text.matchAll(/\S+/g)];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const columns: Column[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let n = Math.min(4, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).map((w) => w[0]).join(" ");
      const role = roleOf(phrase);
      const date = n === 1 ? toStoreDate(phrase) : undefined;
      if (role === undefined && date === undefined) continue;
      const start = words[i]!.index;
      const last = words[i + n - 1]!;
      columns.push({
        role: role ?? "result",
        x0: cell.x0 + start * perChar,
        x1: cell.x0 + (last.index + last[0].length) * perChar,
        ...(date !== undefined ? { date } : {}),
      });
      i += n;
      matched = true;
      break;
    }
    if (!matched) return undefined;
  }
  return columns;
}

/**
 * The columns a header line names, or `undefined` when the line is no table
 * header. A header names the name column and a result column (or, for a
 * cumulative report, one column per date).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const header = { page: 1, y: 0, height: 10, cells: [cell("Parametr", 40), cell("Norma", 200), cell("Wynik", 300)] };
 * assert.deepEqual(tableHeader(header)?.map((c) => c.role), ["name", "range", "result"]);
 * ```
 */
export function tableHeader(line: LayoutLine): Column[] | undefined {
  const columns: Column[] = [];
  const unknown = new Set<number>();
  for (const cell of line.cells) {
    const parts = headerParts(cell);
    if (parts !== undefined) columns.push(...parts);
    else if (/^[\p{L} .()/-]+$/u.test(cell.text) && cell.text.length <= 25) {
      unknown.add(columns.length);
      columns.push({ role: "other", x0: cell.x0, x1: cell.x1, real: true });
    } else return undefined;
  }
  if (unknown.size > 0 && columns.length - unknown.size < 3) return undefined;
  const names = columns.filter((c) => c.role === "name").length;
  const nameAt = columns.findIndex((c) => c.role === "name");
  // One word misread by OCR right after the name column ("Wynn") is the result column.
  if (!columns.some((c) => c.role === "result") && unknown.size === 1 && unknown.has(nameAt + 1)) {
    columns[nameAt + 1] = { ...columns[nameAt + 1]!, role: "result" };
  }
  const results = columns.filter((c) => c.role === "result").length;
  if (names !== 1 || results === 0 || columns.length < 2) return undefined;
  if (columns.slice(0, nameAt).some((c) => c.role !== "number")) return undefined;
  return columns;
}

/** The text of each column of a data line, placed by the header's columns. */
export interface PlacedCells {
  /** The cells of each header column, by column index, in order. */
  readonly byColumn: readonly string[];
  /** The lowest OCR confidence of each column's cells (unset without OCR). */
  readonly confidence: readonly (number | undefined)[];
  /** Whether a cell fell outside every column. */
  readonly stray: boolean;
}

/**
 * Places a data line's cells into the header's columns: a cell goes to the
 * column whose span (up to the middle of the gaps between header cells)
 * holds the cell's centre; the first cell always starts the name column.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const columns = [
 *   { role: "name" as const, x0: 40, x1: 80 }, { role: "range" as const, x0: 200, x1: 250 },
 *   { role: "result" as const, x0: 300, x1: 330 },
 * ];
 * const line = { page: 1, y: 0, height: 10, cells: [cell("Hemoglobina", 40), cell("12 - 16", 200), cell("13,4", 305)] };
 * assert.deepEqual(placeCells(line, columns).byColumn, ["Hemoglobina", "12 - 16", "13,4"]);
 * ```
 */
export function placeCells(line: LayoutLine, columns: readonly Column[]): PlacedCells {
  const byColumn = columns.map(() => "");
  const confidence: (number | undefined)[] = columns.map(() => undefined);
  const bounds = columns.map((column, k) => {
    const previous = columns[k - 1];
    const next = columns[k + 1];
    return {
      from: previous === undefined ? -Infinity : (previous.x1 + column.x0) / 2,
      to: next === undefined ? Infinity : (column.x1 + next.x0) / 2,
    };
  });
  let stray = false;
  const nameAt = Math.max(0, columns.findIndex((column) => column.role === "name"));
  for (const [i, cell] of line.cells.entries()) {
    const centre = (cell.x0 + cell.x1) / 2;
    let k = bounds.findIndex((b) => centre >= b.from && centre < b.to);
    // The first cell starts the name column, unless it sits in a column before it ("Lp.").
    if (i === 0 && k > nameAt && cell.x0 < (bounds[nameAt]?.to ?? Infinity)) k = nameAt;
    if (k < 0) {
      stray = true;
      continue;
    }
    byColumn[k] = byColumn[k] === "" ? cell.text : `${byColumn[k]} ${cell.text}`;
    if (cell.confidence !== undefined) {
      confidence[k] = Math.min(confidence[k] ?? Infinity, cell.confidence);
    }
  }
  return { byColumn, confidence, stray };
}
