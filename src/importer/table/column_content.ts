/**
 * Column roles read from what the cells hold. The cells of a table's rows
 * are gathered into slots by their place on the page (cells of different
 * lines that start, end or centre at the same x are one column), each slot's
 * role is read from the kinds of its cells (names are words, results are
 * numbers or values with their units, units, ranges, flag marks, dates,
 * free text such as "Metoda: …"), and the header's words only confirm a
 * role or break a tie. A slot of free text is never a range, a unit or a
 * result; a slot of dates beside the rows is the rows' own collection date.
 * Pure functions.
 *
 * @module
 */

import type { Cell, LayoutLine } from "../layout/mod.ts";
import { type CellKind, cellKind, labelledDates } from "../cell/mod.ts";
import { alignedTo, OWN_ROWS, rowsIn } from "./header_copies.ts";
import {
  type Column,
  type ColumnRole,
  headerWordRoles,
  isMaterialHeader,
  isRemarkHeader,
  tableHeader,
  withHeaderUnits,
  wrappedHeader,
} from "./header_roles.ts";
import { underNamedHeader } from "./header_dates.ts";
import { alignCumulative } from "./date_columns.ts";
import { joinLoneCells } from "./lone_cells.ts";

/** A column found by its cells: where it is, what its cells are, and the header words over it. */
export interface Slot {
  readonly x0: number;
  readonly x1: number;
  readonly kinds: readonly CellKind[];
  /** The roles the header cell over this slot names (empty when none or unknown words). */
  readonly named: readonly ColumnRole[];
  /** Whether a header cell stands over this slot. */
  readonly headed: boolean;
  /** Whether every cell is a mark of one or two characters (an arrow OCR read as "1" or "I."). */
  readonly marks: boolean;
  /**
   * Whether no header cell stands over this slot and the nearest one to its left names the
   * result: numbers set right under a header word set left ("Ergebnis" over "6,54").
   */
  readonly besideResult?: boolean;
  /** Whether the header cell over this slot names the specimen ("Materiál"). */
  readonly material?: boolean;
  /** Whether the header cell over this slot names remarks ("Uwagi"). */
  readonly remark?: boolean;
  /**
   * Whether a header cell over any part of this slot names a previous result ("Previous Result
   * and Date" over a previous value and its date, the wider cell naming the value's slot).
   */
  readonly underPrevious?: boolean;
}

interface Placed {
  readonly line: number;
  readonly cell: Cell;
}

/** How many lines a table's body is read over at most, to find its columns. */
const BODY_LINES = 120;

/**
 * Gathers the cells of a table's row lines into slots: two cells of
 * different lines that start, end or centre within a third of a font
 * height of each other are one column, unless that would put two cells of
 * one line into one column.
 */
function slotsOf(lines: readonly LayoutLine[]): Placed[][] {
  const counts = lines.map((line) => line.cells.length).filter((n) => n >= 2).sort((a, b) => a - b);
  if (counts.length === 0) return [];
  const median = counts[Math.floor(counts.length / 2)]!;
  const least = Math.max(2, median - 1);
  const cells: Placed[] = lines.flatMap((line, i) =>
    line.cells.length >= least ? line.cells.map((cell) => ({ line: i, cell })) : []
  );
  const parent = cells.map((_, k) => k);
  const members = cells.map((p) => new Set([p.line]));
  const find = (k: number): number => parent[k] === k ? k : (parent[k] = find(parent[k]!));
  const height = Math.max(4, ...lines.map((l) => l.height)) || 8;
  const tol = height / 3;
  for (let a = 0; a < cells.length; a++) {
    for (let b = a + 1; b < cells.length; b++) {
      const p = cells[a]!.cell;
      const q = cells[b]!.cell;
      const aligned = Math.abs(p.x0 - q.x0) <= tol || Math.abs(p.x1 - q.x1) <= tol ||
        Math.abs((p.x0 + p.x1) - (q.x0 + q.x1)) / 2 <= tol;
      if (!aligned) continue;
      const ra = find(a);
      const rb = find(b);
      if (ra === rb) continue;
      const [small, large] = members[ra]!.size < members[rb]!.size ? [ra, rb] : [rb, ra];
      if ([...members[small]!].some((line) => members[large]!.has(line))) continue;
      for (const line of members[small]!) members[large]!.add(line);
      parent[small] = large;
    }
  }
  const groups = new Map<number, Placed[]>();
  cells.forEach((p, k) => groups.set(find(k), [...(groups.get(find(k)) ?? []), p]));
  // In the order of where most of each group's cells start: one cell joined to a group by its
  // right edge (a long name ending under the unit column) does not move the group.
  return [...groups.values()].sort((a, b) => startOf(a) - startOf(b));
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function startOf(group: readonly Placed[]): number {
  return quantile(group.map((p) => p.cell.x0), 0.2);
}

/**
 * What a slot's cells say it is, or `undefined` when they do not say.
 *
 * @internal tested alone on bare cell kinds; `tablesOf()` needs positioned lines to reach it.
 */
export function contentRole(kinds: readonly CellKind[]): ColumnRole | "words" | undefined {
  const n = kinds.length;
  // One cell says little, except a flag mark, which is nothing else.
  if (n < 2) return n === 1 && kinds[0] === "flag" ? "flag" : undefined;
  const share = (...of: CellKind[]) => kinds.filter((k) => of.includes(k)).length / n;
  if (share("date") >= 0.6) return "date";
  if (share("number-date") >= 0.5) return "previous";
  if (share("flag") >= 0.8) return "flag";
  if (share("unit") >= 0.6) return "unit";
  if (share("range", "bound") >= 0.6 && share("range") >= 0.3) return "range";
  if (share("number", "value-unit", "qualitative", "bound") >= 0.6) {
    return share("number", "value-unit") >= 0.3 ? "result" : undefined;
  }
  if (share("labelled") >= 0.5) return "other";
  if (share("words", "labelled", "qualitative") >= 0.6) return "words";
  return undefined;
}

/**
 * The slots of a table: the body's cells gathered into columns, each with
 * the kinds of its cells and the header words over it.
 */
function tableSlots(header: LayoutLine, body: readonly LayoutLine[]): Slot[] {
  // A lone cell is a column only under a header cell of its own.
  const groups = joinLoneCells(slotsOf(body)).filter((group) =>
    group.length >= 2 ||
    header.cells.some((cell) => cell.x0 < group[0]!.cell.x1 && cell.x1 > group[0]!.cell.x0)
  );
  // Where most of a slot's cells are: a cell spanning into other columns (a section
  // heading, a letterhead) does not widen it.
  const spans = groups.map((group) => ({
    x0: quantile(group.map((p) => p.cell.x0), 0.2),
    x1: quantile(group.map((p) => p.cell.x1), 0.8),
  }));
  // A cell spanning into the next column (a section heading) does not widen its own.
  for (let k = 0; k + 1 < spans.length; k++) {
    if (spans[k]!.x1 >= spans[k + 1]!.x0) spans[k] = { ...spans[k]!, x1: spans[k + 1]!.x0 - 1 };
  }
  return groups.map((group, k) => {
    const span = spans[k]!;
    const over = header.cells.filter((cell) => cell.x0 < span.x1 && cell.x1 > span.x0);
    // A header cell over two slots names the one it overlaps most.
    const own = over.filter((cell) => {
      const overlap = (s: { x0: number; x1: number }) =>
        Math.min(cell.x1, s.x1) - Math.max(cell.x0, s.x0);
      return spans.every((other, j) => j === k || overlap(other) <= overlap(span));
    });
    const left = header.cells.filter((cell) => cell.x1 <= span.x0).at(-1);
    const besideResult = over.length === 0 && left !== undefined &&
      headerWordRoles(left.text).includes("result");
    return {
      ...span,
      kinds: group.map((p) => cellKind(p.cell.text)),
      named: own.flatMap((cell) => headerWordRoles(cell.text)),
      headed: over.length > 0,
      marks: group.every((p) => p.cell.text.trim().length <= 2),
      ...(besideResult ? { besideResult } : {}),
      ...(own.some((cell) => isMaterialHeader(cell.text)) ? { material: true } : {}),
      ...(own.some((cell) => isRemarkHeader(cell.text)) ? { remark: true } : {}),
      ...(over.some((cell) => headerWordRoles(cell.text).includes("previous"))
        ? { underPrevious: true }
        : {}),
    };
  });
}

/**
 * The columns of a table read from its cells: the name is the leftmost
 * column of words, the result the first column of values to its right (the
 * one the header calls the result, if several), the unit, range, flag and
 * date columns what their cells are; any other column of words is free text
 * (a method, a comment), never a range. `undefined` when the cells show no
 * name column or no result column, or the header words and the cells
 * disagree about the result.
 */
function columnsOfSlots(
  slots: readonly Slot[],
  headerWords = true,
): Column[] | undefined {
  const content = slots.map((slot) => contentRole(slot.kinds));
  const nameAt = slots.findIndex((slot, k) =>
    content[k] === "words" && (slot.named.length === 0 || slot.named.includes("name"))
  );
  if (nameAt < 0) return undefined;
  const values = slots.flatMap((_, k) => k > nameAt && content[k] === "result" ? [k] : []);
  if (values.length === 0) return undefined;
  // Several columns of values: the header tells the current result from a previous one,
  // by a header word over it or, when none stands over any, by the result's word right
  // before it (values set right under a word set left, other values under no word further on).
  const named = values.filter((k) => slots[k]!.named.includes("result"));
  const beside = named.length === 0 ? values.filter((k) => slots[k]!.besideResult) : [];
  const resultAt = values.length === 1
    ? (slots[values[0]!]!.named.some((r) => r !== "result" && r !== "range") ? -1 : values[0]!)
    : named.length === 1
    ? named[0]!
    : beside.length === 1
    ? beside[0]!
    : -1;
  if (resultAt < 0) return undefined;
  // A line of words the lexicon does not read is a header only over its name and result.
  if (!headerWords && !(slots[nameAt]!.headed && slots[resultAt]!.headed)) return undefined;
  // Two date columns: the header must say which is the collection date. Dates under a
  // previous result's header are that result's, never the row's.
  const dates = slots.flatMap((slot, k) =>
    content[k] === "date" && slot.underPrevious !== true ? [k] : []
  );
  const rowDateAt = dates.length === 1
    ? (slots[dates[0]!]!.named.length === 0 || slots[dates[0]!]!.named.includes("date")
      ? dates[0]!
      : -1)
    : dates.filter((k) => slots[k]!.named.includes("date")).length === 1
    ? dates.find((k) => slots[k]!.named.includes("date"))!
    : -1;
  // A unit column right after another column of values (the result again in SI units, a
  // previous result) is that column's unit, not the result's.
  const unitAt = slots.findIndex((_, k) => content[k] === "unit" && k > resultAt);
  return slots.map((slot, k): Column => {
    const otherValuesUnit = content[k] === "unit" && k !== unitAt && k > 0 &&
      content[k - 1] === "result" && k - 1 !== resultAt;
    const role: ColumnRole = k === nameAt
      ? "name"
      : k === resultAt
      ? "result"
      : k === rowDateAt
      ? "date"
      : otherValuesUnit
      ? "other"
      : roleOfSlot(slot, content[k], k < nameAt);
    return {
      role,
      x0: slot.x0,
      x1: slot.x1,
      real: true,
      ...(role === "other" && content[k] === undefined && slot.named.length === 0
        ? { unknown: true }
        : {}),
      ...(role !== "date" && content[k] === "date" ? { dated: true } : {}),
      ...(role === "other" && slot.material ? { material: true } : {}),
      ...(role === "other" && slot.remark ? { remark: true } : {}),
    };
  });
}

/** The role of a slot that is neither the name, the result nor the row's date. */
function roleOfSlot(
  slot: Slot,
  content: ColumnRole | "words" | undefined,
  beforeName: boolean,
): ColumnRole {
  if (beforeName) return slot.named.includes("number") ? "number" : "other";
  switch (content) {
    case "unit":
    case "range":
    case "flag":
    case "previous":
      return content;
    case "result":
      // Another column of values: a previous result when the header says so; marks of one or
      // two characters under a flag header are flags OCR read as digits ("↑" as "1", "↓" as
      // "4"); else not read.
      if (slot.named.includes("previous") || slot.underPrevious === true) return "previous";
      return slot.named.includes("flag") && slot.marks ? "flag" : "other";
    case "date":
      // The dates under a previous result's header are that result's.
      return slot.underPrevious === true ? "previous" : "other";
    case "words":
    case "other":
      return "other";
    case undefined: {
      // Too few cells to tell: the header's word, unless it names a field a text could fill.
      const word = slot.named[0];
      return word === "unit" || word === "flag" || word === "range" || word === "previous"
        ? word
        : "other";
    }
    default:
      return "other";
  }
}

/** Whether a line could be a table header: two or more cells of words, no values, no dates. */
export function headerLike(line: LayoutLine): boolean {
  return line.cells.length >= 2 && line.cells.every((cell) => {
    const kind = cellKind(cell.text);
    // Words, or an abbreviation with letters ("J.m.", "Fl.").
    return (kind === "words" || kind === "unit" || kind === "other") && /\p{L}/u.test(cell.text) &&
      cell.text.length <= 40 && !/\d{2,}/.test(cell.text);
  });
}

/** Whether a line is fields of a report's header ("Nr zlecenia: … | Data zlecenia: …"). */
function fieldsLine(line: LayoutLine): boolean {
  const text = line.cells.map((cell) => cell.text).join(" ");
  return (line.cells.length >= 2 &&
    line.cells.every((cell) => cellKind(cell.text) === "labelled")) ||
    labelledDates(text).length > 0;
}

/**
 * The table headers of a document and their columns, by line: a header the
 * lexicon reads (its columns then checked against its cells) or a line of
 * words over rows whose cells show a name and a result column.
 */
export function tablesOf(lines: readonly LayoutLine[]): Map<number, readonly Column[]> {
  const words = lines.map((line, i) => tableHeader(line) ?? wrappedHeader(lines, i));
  const headers = lines.flatMap((line, i) =>
    words[i] !== undefined || headerLike(line) && !underNamedHeader(lines, words, i) ? [i] : []
  );
  // Each header's body runs to the next line that may be a header (a new table, a
  // letterhead), or to a line of fields or a collection date (the next order's header).
  const bodies = new Map<number, readonly LayoutLine[]>(headers.map((i) => {
    const end = lines.findIndex((other, j) =>
      j > i && (words[j] !== undefined || headerLike(other) || fieldsLine(other))
    );
    return [i, lines.slice(i + 1, Math.min(end < 0 ? lines.length : end, i + 1 + BODY_LINES))];
  }));
  // A header printed again on each page is one table: its columns are read from the rows
  // under every copy of it (one row on a page says little alone).
  const textOf = (i: number) => lines[i]!.cells.map((cell) => cell.text).join(" | ");
  const tables = new Map<number, readonly Column[]>();
  for (const i of headers) {
    const line = lines[i]!;
    const byWords = words[i];
    // A cumulative report's date columns are read from its header's dates.
    if (byWords?.some((c) => c.date !== undefined)) {
      tables.set(i, alignCumulative(byWords, tableSlots(line, bodies.get(i)!), contentRole));
      continue;
    }
    const copies = headers.filter((j) =>
      textOf(j) === textOf(i) &&
      lines[j]!.cells.every((cell, k) => Math.abs(cell.x0 - line.cells[k]!.x0) <= line.height)
    );
    // A copy printed a little aside (the next page's margin, the next table of an e-mail
    // aligned on its own) has its rows moved column by column as its header's cells are.
    const read = (from: readonly number[]) =>
      columnsOfSlots(
        tableSlots(
          line,
          from.flatMap((j) => alignedTo(bodies.get(j)!, lines[j]!, line)).slice(0, BODY_LINES),
        ),
        byWords !== undefined,
      );
    // Another order's table under the same header may set a column no header names (its dates)
    // elsewhere: read with it, one column of dates becomes two. A table with rows enough of its
    // own is then read from them alone.
    const merged = read(copies);
    const alone = copies.length > 1 && rowsIn(bodies.get(i)!) >= OWN_ROWS ? read([i]) : undefined;
    const byCells = alone !== undefined && datesIn(merged) > datesIn(alone) ? alone : merged;
    const chosen = byCells !== undefined && agrees(byWords, byCells) ? byCells : byWords;
    if (chosen !== undefined) tables.set(i, withHeaderUnits(chosen, lines, i, byWords));
  }
  return tables;
}

/** How many columns of dates a reading has: the row's own date and dates in other roles. */
function datesIn(columns: readonly Column[] | undefined): number {
  return columns?.filter((c) => c.role === "date" || c.dated === true).length ?? 0;
}

/**
 * Whether the columns read from the cells may stand for those the header's
 * words name: with no header words, always; otherwise when both put the
 * name and the result in the same place (their spans overlap).
 */
function agrees(byWords: readonly Column[] | undefined, byCells: readonly Column[]): boolean {
  if (byWords === undefined) return true;
  // The two overlap: a header cell over its column, however wide the column's cells run.
  const overlaps = (role: ColumnRole) => {
    const words = byWords.find((c) => c.role === role);
    const cells = byCells.find((c) => c.role === role);
    if (words === undefined || cells === undefined) return false;
    // Values set right under a result word set left: no other header word between them.
    const besideWord = role === "result" && cells.x0 >= words.x1 &&
      !byWords.some((c) => c !== words && c.x0 >= words.x1 && c.x0 < cells.x0);
    return besideWord || (cells.x0 < words.x1 + 20 && cells.x1 > words.x0 - 20);
  };
  return overlaps("name") && overlaps("result");
}
