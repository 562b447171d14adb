/**
 * Side-by-side blocks: a page set in two or more columns (blood count on the
 * left, urinalysis on the right) is read as separate blocks, one after the
 * other, split at a gutter that lines of results on both sides vote for.
 * Pure functions.
 *
 * @module
 */

import {
  flagOfMark,
  hasDateLabel,
  hasRangeLabel,
  isQualitativeWord,
  parseRange,
  withoutDates,
} from "../cell/mod.ts";
import { sectionOf } from "./sections.ts";
import { tableHeader } from "./header_roles.ts";
import { headerLike } from "./column_content.ts";
import type { Cell, LayoutLine } from "../layout/mod.ts";
import { alternation, WORD_END, words } from "../lexicon/mod.ts";

const UNIT_LIKE = /[/%^µ]|^(?:fl|pg|sek|s|g|l|mm|u|iu|ratio|index|wpw|hpf|lpf|w\.p\.w\.?)$/i;
const NUMBER_LIKE = /^(?:[<>≤≥]=?\s*)?[+-]?\d/;
/** An order or sample number: six digits or more, or digits with a slash ("2021/643655"). */
const ORDER_NUMBER = /^(?:\d{6,}|\d{2,4}\/\d{4,})$/;
const DATE_OR_TIME = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|^\d{1,2}:\d{2}$/;

/**
 * The longest rest of a line that can still be a qualitative result of
 * several words ("lekko mętna"): the longest is 19 characters; the margin
 * leaves room for combining marks that normalising drops. Testing only such
 * rests keeps {@link looksLikeResult} linear (a 40,000-character line took 29 s).
 */
const MAX_QUALITATIVE_REST = 100;

/** Whether a text reads like a result line: a label (not a unit), then a value. */
export function looksLikeResult(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const first = tokens[0] ?? "";
  if (!/^\p{L}{2,}/u.test(first) || UNIT_LIKE.test(first)) return false;
  // The length of tokens[i..] joined by single spaces, kept as i moves on.
  let rest = tokens.reduce((n, token) => n + token.length + 1, -1) - first.length - 1;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (DATE_OR_TIME.test(token)) {
      rest -= token.length + 1;
      continue;
    }
    if (NUMBER_LIKE.test(token) && !/^\d+\.$/.test(token)) return true;
    if (isQualitativeWord(token)) return true;
    if (rest <= MAX_QUALITATIVE_REST && isQualitativeWord(tokens.slice(i).join(" "))) return true;
    rest -= token.length + 1;
  }
  return false;
}

/** Words that begin a table's header line, from the lexicon. */
const HEADER_WORD = new RegExp(
  `^(?:${alternation(words((l) => l.headerStarts))})${WORD_END}`,
  "iu",
);

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

/** First words of the lexicon's negative results of two words or more ("nie" of "nie wykryto"). */
const NEGATION_FIRST: ReadonlySet<string> = new Set(
  words((l) => l.qualitative.negative).filter((phrase) => /\s/.test(phrase))
    .map((phrase) => phrase.split(/\s+/)[0]!),
);

const joined = (cells: readonly Cell[]) => cells.map((c) => c.text).join(" ");

/**
 * Whether a text starts with a label (a word, not a unit or a flag) and goes
 * on after it with more than dates and times: "CMIA 13.03.2024" is a method
 * and a collection date at the end of a row, not a result of another column.
 */
function startsWithLabel(text: string): boolean {
  // A labelled reference ("ref. 4,0 - 10,0") is the row's range column, not a result beside it.
  if (hasRangeLabel(text)) return false;
  // A one-sided range in words ("до 31", "bis 35", "do 33") is the row's range column.
  const range = parseRange(text.trim());
  if (range.ref_low !== undefined || range.ref_high !== undefined) return false;
  const tokens = text.trim().split(/\s+/);
  const first = tokens[0] ?? "";
  // What follows the label is dates, times and order numbers only ("cytometria 2021/643655
  // 3 lipca 2021": a method, an order and the row's date), in digits or with a month's name.
  const rest = withoutDates(tokens.slice(1).join(" ")).split(" ").filter((t) => t !== "");
  if (rest.every((token) => DATE_OR_TIME.test(token) || ORDER_NUMBER.test(token))) return false;
  return tokens.length >= 2 && /^\p{L}{2,}/u.test(first) && !UNIT_LIKE.test(first) &&
    !/^(?:HH|LL)$/.test(first) && flagOfMark(first) === undefined && !isQualitativeWord(first) &&
    !isQualitativeWord(tokens.slice(0, 2).join(" ")) && !NEGATION_FIRST.has(first.toLowerCase());
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
type Vote = "both" | "cards" | "left" | "right" | undefined;

function voteOf(line: LayoutLine, x: number): Vote {
  if (votesFor(line, x)) return "both";
  const { left, right, crossed } = sides(line, x);
  if (crossed) return undefined;
  const result = (cells: Cell[]) => !joined(cells).includes(":") && looksLikeResult(joined(cells));
  if (right.length === 0 && result(left)) return "left";
  if (left.length === 0 && result(right) && startsWithLabel(joined(right))) return "right";
  return undefined;
}

/** Whether a side of a line is a card's name: words, no colon, its first a label (not a unit). */
function nameSide(cells: readonly Cell[]): boolean {
  const text = joined(cells);
  const first = text.trim().split(/\s+/)[0] ?? "";
  return cells.length > 0 && !text.includes(":") && /^\p{L}{2,}/u.test(first) &&
    !UNIT_LIKE.test(first) && !isQualitativeWord(first);
}

/** Whether a side of a line opens with a value: a number or a qualitative word. */
function valueSide(cells: readonly Cell[]): boolean {
  const first = cells[0]?.text.trim() ?? "";
  return NUMBER_LIKE.test(first) || isQualitativeWord(first.split(/\s+/)[0] ?? "") ||
    isQualitativeWord(first);
}

/**
 * Whether the lines at i and i + 1 are two result cards side by side at a gutter x: on each
 * side a name, and under it, starting where the name starts, its value (a portal's cards,
 * "Leukocyty (WBC)" over "6,84 tys/µl  Zakres ref.: 4,00 - 10,00", two cards to a line).
 */
function cardsAt(lines: readonly LayoutLine[], i: number, x: number): boolean {
  const name = lines[i]!;
  const value = lines[i + 1];
  if (value === undefined || value.page !== name.page) return false;
  const top = sides(name, x);
  const under = sides(value, x);
  if (top.crossed || under.crossed || !nameSide(top.left) || !nameSide(top.right)) return false;
  if (!valueSide(under.left) || !valueSide(under.right)) return false;
  const near = (a: Cell, b: Cell) => Math.abs(a.x0 - b.x0) <= Math.min(name.height, value.height);
  return near(top.left[0]!, under.left[0]!) && near(top.right[0]!, under.right[0]!) &&
    value.y - name.y <= 2.5 * Math.max(name.height, value.height);
}

/** The most gutter positions tried on one page (bounds the work on a crowded page). */
const MAX_GUTTER_CANDIDATES = 40;

interface Split {
  readonly x: number;
  readonly start: number;
  readonly end: number;
  /** Whether result cards found the gutter: a heading on the left spans both blocks. */
  readonly cards: boolean;
}

/**
 * The run of two-column lines at a gutter x from its first voting line: where it starts
 * (the headings above it), where it ends (a line that crosses x, or a wide table's header),
 * its votes, and whether the right side has results enough to be a column.
 */
function runAt(
  lines: readonly LayoutLine[],
  voting: readonly Vote[],
  x: number,
  first: number,
  spans: (i: number) => boolean,
): { start: number; end: number; votes: number; rightSide: boolean; cards: boolean } {
  let start = first;
  while (start > 0 && belongsAbove(lines[start - 1]!, x)) start--;
  let end = first;
  const counts = { both: 0, cards: 0, left: 0, right: 0 };
  while (end < lines.length && !sides(lines[end]!, x).crossed && !spans(end)) {
    const vote = voting[end];
    if (vote !== undefined) counts[vote]++;
    end++;
  }
  // Trailing lines that are no result on either side (signatures, footers) follow the blocks.
  while (end > first + 1) {
    const { left, right } = sides(lines[end - 1]!, x);
    if (right.length > 0 || looksLikeResult(joined(left))) break;
    end--;
  }
  const both = counts.both + counts.cards;
  const votes = both + Math.min(counts.left, counts.right);
  return {
    start,
    end,
    votes,
    rightSide: both + counts.right >= 2,
    cards: counts.cards > counts.both,
  };
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
  const headers = lines.map((line) => tableHeader(line));
  // A header of words the lexicon does not know spans x too, unless its right half
  // repeats its left half's first word (two tables side by side, each with its header).
  const unknownHeaders = lines.map((line, i) =>
    line.cells.length >= 3 && headers[i] === undefined && headerLike(line)
  );
  /** Whether the line at i is a table header that spans x: one table as wide as the page. */
  const spansAt = (i: number, x: number): boolean => {
    const columns = headers[i];
    // A table header with columns on both sides, and no name column on the right, spans x.
    if (columns !== undefined) {
      return columns.some((c) => c.x1 <= x) && columns.some((c) => c.x0 >= x) &&
        !columns.some((c) => c.x0 >= x && c.role === "name");
    }
    if (!unknownHeaders[i]) return false;
    const { left, right, crossed } = sides(lines[i]!, x);
    return crossed || left.length > 0 && right.length > 0 &&
        !right.some((cell) => cell.text === left[0]!.text);
  };
  let best: (Split & { votes: number }) | undefined;
  for (const x of candidates.sort((a, b) => a - b)) {
    const voting = lines.map((line, i) =>
      voteOf(line, x) ?? (cardsAt(lines, i, x) ? "cards" : undefined)
    );
    // The lines are tried run by run: a head's line that reads as a result on one side
    // (a letterhead's address) makes a run of its own, ended by the fields that cross x.
    let from = 0;
    while (from < lines.length) {
      const first = voting.findIndex((vote, i) => i >= from && vote !== undefined);
      if (first < 0) break;
      const run = runAt(lines, voting, x, first, (i) => spansAt(i, x));
      from = Math.max(run.end, first + 1);
      // A header above the results (or among them) that spans x: one wide table, no gutter.
      if (lines.slice(0, first + 1).some((_, i) => spansAt(i, x))) continue;
      if (run.votes < 2 || !run.rightSide) continue;
      if (best === undefined || run.votes > best.votes) best = { x, ...run };
    }
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
    // A panel's heading over cards two to a line heads the right block's cards too.
    else if (gutter.cards && sectionOf(joined(l)) !== undefined) right.push(line);
  }
  return [
    ...lines.slice(0, gutter.start),
    ...splitRun(left, depth + 1),
    ...splitRun(right, depth + 1),
    ...splitRun(lines.slice(gutter.end), depth + 1),
  ];
}
