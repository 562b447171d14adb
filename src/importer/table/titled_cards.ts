/**
 * Result cards titled by the test's name, each with a header of its own and no name column (a
 * national patient portal's cards: "Kreatynina", under it "Wynik | Zakres referencyjny | Data
 * pobrania materiału", under that "1,02 mg/dl | 0,70 – 1,20 mg/dl | 12.02.2025"). Read as lines,
 * the title was a line of its own and the values a row with no name. The card's title is made
 * the name column of its header and of the line under it, so that the card reads as a table of
 * one row. Pure.
 *
 * @module
 */

import type { Cell, LayoutLine } from "../layout/mod.ts";
import { cellKind } from "../cell/mod.ts";
import { words } from "../lexicon/mod.ts";
import { type Column, tableHeader } from "./header_roles.ts";

/** How far right the card's own columns are moved to make room for its title. */
const SHIFT = 1000;

/** The word a header's name column is named by (the lexicon's first). */
const NAME_WORD = words((l) => l.headers.name)[0]!;

/** The header's columns, when it names a result and no name (the card's own header). */
function namelessHeader(line: LayoutLine): readonly Column[] | undefined {
  if (line.cells.length < 2) return undefined;
  const probe: LayoutLine = {
    ...line,
    cells: [{ text: NAME_WORD, x0: -SHIFT, x1: -SHIFT + 60 }, ...line.cells],
  };
  const columns = tableHeader(probe);
  // A result column and a unit or range column the lexicon knows, each cell its own column;
  // no date as a column's (a cumulative's header).
  const has = (role: string) => columns?.some((c) => c.role === role && c.unknown !== true);
  const plain = columns?.every((c) => c.date === undefined) === true &&
    columns.length === probe.cells.length;
  if (!plain || !has("result") || !(has("range") || has("unit"))) return undefined;
  return tableHeader(line)?.some((c) => c.role === "name") ? undefined : columns;
}

/** Whether a line is a card's title: one cell of words. */
function isTitle(line: LayoutLine): boolean {
  const cell = line.cells[0]!;
  return line.cells.length === 1 && /\p{L}/u.test(cell.text) && cell.text.length <= 60 &&
    cellKind(cell.text) === "words";
}

/** Whether `values` stands under `header`'s cells: each cell starting at one of them. */
function under(values: LayoutLine, header: LayoutLine): boolean {
  return values.page === header.page && values.cells.length >= 2 &&
    values.cells.length <= header.cells.length &&
    Math.abs(values.cells[0]!.x0 - header.cells[0]!.x0) <= header.height &&
    values.cells.every((c) => header.cells.some((h) => Math.abs(h.x0 - c.x0) <= header.height));
}

/** A line with its cells moved right and the title's text as its first cell. */
function titled(line: LayoutLine, title: string): LayoutLine {
  const moved = line.cells.map((c): Cell => ({ ...c, x0: c.x0 + SHIFT, x1: c.x1 + SHIFT }));
  const first = line.cells[0]!;
  return { ...line, cells: [{ text: title, x0: first.x0, x1: first.x0 + SHIFT / 2 }, ...moved] };
}

/**
 * The lines with each titled card's header and values line given the title as their name
 * column (the title line itself dropped).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const line = (y: number, ...cells: [string, number][]) =>
 *   ({ page: 1, y, height: 9, cells: cells.map(([t, x]) => cell(t, x)) });
 * const card = [
 *   line(210, ["Kreatynina", 46]),
 *   line(222, ["Wynik", 46], ["Zakres referencyjny", 237], ["Data pobrania materiału", 398]),
 *   line(232, ["1,02 mg/dl", 46], ["0,70 – 1,20 mg/dl", 237], ["12.02.2025", 398]),
 * ];
 * assert.deepEqual(withTitledCardsNamed(card).map((l) => l.cells.map((c) => c.text)), [
 *   ["badanie", "Wynik", "Zakres referencyjny", "Data pobrania materiału"],
 *   ["Kreatynina", "1,02 mg/dl", "0,70 – 1,20 mg/dl", "12.02.2025"],
 * ]);
 * ```
 */
export function withTitledCardsNamed(lines: readonly LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [title, header, values] = [lines[i]!, lines[i + 1], lines[i + 2]];
    const card = header !== undefined && values !== undefined && isTitle(title) &&
      header.page === title.page &&
      Math.abs(header.cells[0]!.x0 - title.cells[0]!.x0) <= header.height &&
      namelessHeader(header) !== undefined && under(values, header);
    if (!card) {
      out.push(title);
      continue;
    }
    out.push(titled(header, NAME_WORD), titled(values, title.cells[0]!.text));
    i += 2;
  }
  return out;
}
