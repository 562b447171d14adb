/**
 * Small positioned-text documents for the table stage's tests: each line a
 * list of cells `[x, text]`, placed as a PDF's text layer would place them
 * (one text item per cell, 8 pt, a line every 12 pt, a new page at a `null`
 * line), turned into layout lines by the layout stage.
 *
 * @module
 */

import { type LayoutLine, linesFromItems, type TextItem } from "../../src/importer/layout/mod.ts";

/** One printed line: its cells as `[x, text]`; `null` starts a new page. */
export type FixtureLine = readonly (readonly [number, string])[] | null;

/** The width of one character at 8 pt, roughly (DejaVu Sans averages 0.55 em). */
const CHAR = 4.4;

/**
 * Positioned text items of a small document, as a PDF's text layer gives them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const items = fixtureItems([[[40, "Hemoglobina"], [200, "13,4"]], null, [[40, "CRP"]]]);
 * assert.deepEqual(items.map((i) => [i.page, i.y, i.text]), [[1, 60, "Hemoglobina"], [1, 60, "13,4"], [2, 60, "CRP"]]);
 * ```
 */
export function fixtureItems(lines: readonly FixtureLine[]): TextItem[] {
  const items: TextItem[] = [];
  let page = 1;
  let y = 60;
  for (const line of lines) {
    if (line === null) {
      page++;
      y = 60;
      continue;
    }
    for (const [x, text] of line) {
      items.push({ text, x, y, width: text.length * CHAR, height: 8, page });
    }
    y += 12;
  }
  return items;
}

/** The layout lines of a small document (see {@link fixtureItems}). */
export function fixtureLines(lines: readonly FixtureLine[]): LayoutLine[] {
  return linesFromItems(fixtureItems(lines));
}
