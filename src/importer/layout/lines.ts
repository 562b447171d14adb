/**
 * Lines rebuilt from positioned text (a PDF's text items or tesseract's word
 * boxes, or plain text lines): items on one baseline are one line, and a gap
 * of about a font height splits a line into cells. Pure functions.
 *
 * @module
 */

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
const CELL_GAP_EM = 0.8;

/**
 * In OCR, a dash alone between two numbers, at most this many font heights
 * from each, joins them as one cell: a range printed in a fixed-width font
 * ("2,8 - 8,1", a fax) has a whole character's width on each side of its
 * dash, about 1.1 font heights, wider than {@link CELL_GAP_EM}.
 */
const RANGE_DASH_GAP_EM = 1.5;

/** A word that is only a dash, and the ends of numbers beside it. */
const DASH = /^[-–—]$/;
const ENDS_IN_FIGURE = /\d$/;
const STARTS_WITH_FIGURE = /^[<>≤≥]?\d/;

/**
 * Whether OCR's words `sorted[i - 1]`, a dash `sorted[i]` and `sorted[i + 1]`
 * are a range set in a fixed-width font (see {@link RANGE_DASH_GAP_EM}).
 */
function rangeDash(sorted: readonly TextItem[], i: number, height: number): boolean {
  const before = sorted[i - 1], dash = sorted[i], after = sorted[i + 1];
  if (before === undefined || dash === undefined || after === undefined) return false;
  if (dash.confidence === undefined || !DASH.test(dash.text)) return false;
  if (!ENDS_IN_FIGURE.test(before.text) || !STARTS_WITH_FIGURE.test(after.text)) return false;
  const most = RANGE_DASH_GAP_EM * height;
  return dash.x - (before.x + before.width) <= most && after.x - (dash.x + dash.width) <= most;
}

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

/** A dot leader ("Hemoglobina ........ 14,2"): four or more dots (spaced or not), or ellipses. */
const LEADER = /(?:\.\s?){3,}\.|…{2,}|(?:…\s?){2,}/g;

/**
 * A printed text with its dot leaders as spaces of the same length: a leader joins a name to its
 * value across a column gap, and is never part of either.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(withoutLeaders("Hemoglobina ....... 14,2").replace(/ +/g, " "), "Hemoglobina 14,2");
 * assert.equal(withoutLeaders("Hemoglobina ....... 14,2").length, "Hemoglobina ....... 14,2".length);
 * assert.equal(withoutLeaders("1.2.3 wg IFCC..."), "1.2.3 wg IFCC...");
 * ```
 *
 * @internal doc test: its example pins that a leader keeps the text's length and a version number stays.
 */
export function withoutLeaders(text: string): string {
  return text.replace(LEADER, (leader) => " ".repeat(leader.length));
}

/** Splits an item at runs of two or more spaces (or a tab), placing each piece by its characters. */
function splitAtSpaces(item: TextItem): TextItem[] {
  const text = withoutLeaders(item.text.replace(/\t/g, "    "));
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

/** A text a raised power or index can be: a figure or two, a sign ("⁹", "3", "-1", "+"). */
const RAISED_TEXT = /^[-+−]?\d{1,2}$|^[+-]$/;

/**
 * The items with each raised power placed on its base's baseline: a short
 * figure in a smaller font, raised above the item it directly follows ("x10"
 * then a raised "9", then "/L"). Left raised, it can fall on the line above
 * when that line is close (a unit wrapped under its value), and the unit
 * reads "x10 /L" below while a lone "9" sits among the row's cells.
 */
function onBaseline(items: readonly TextItem[]): TextItem[] {
  return items.map((item) => {
    if (item.confidence !== undefined || !RAISED_TEXT.test(item.text)) return item;
    const base = items.find((other) =>
      other !== item && other.page === item.page && item.height < 0.85 * other.height &&
      other.y - item.y > 0.15 * other.height && other.y - item.y < other.height &&
      Math.abs(item.x - (other.x + other.width)) <= 0.3 * other.height
    );
    return base === undefined ? item : { ...item, y: base.y };
  });
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
 * // A raised power sits on its base's line, however close the line above is.
 * const power = [item("388", 140, 100), { ...item("9", 215, 103), height: 6, width: 3 }, item("x10", 200, 107), item("/L", 218, 107)];
 * assert.deepEqual(linesFromItems(power).map((l) => l.cells.map((c) => c.text)), [["388"], ["x109/L"]]);
 * ```
 */
export function linesFromItems(items: readonly TextItem[]): LayoutLine[] {
  const pieces = onBaseline(
    withoutOverprint(items.flatMap(splitAtSpaces).filter((item) => item.text !== "")),
  );
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
  for (const [i, item] of sorted.entries()) {
    const gap = item.x - x1;
    const range = rangeDash(sorted, i, height) || rangeDash(sorted, i - 1, height);
    if (text !== "" && gap >= CELL_GAP_EM * height && !range) {
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
      const text = withoutLeaders(
        part.replace(/\t/g, "    ").replace(/[\u00a0\u2007\u202f]/g, " "),
      );
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
