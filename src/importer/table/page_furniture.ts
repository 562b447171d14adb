/**
 * Page furniture repeated on every page: the lines at the top and bottom of
 * each page (a lab's letterhead, a running title, "Strona 1 z 3", a form
 * version) that every page prints again are removed, so a table broken over
 * pages reads as one. A line that may be a result is removed only when it
 * repeats exactly; others repeat with their numbers changed (page numbers).
 * Lines the caller must keep (table headers, date lines) are kept. Pure.
 *
 * @module
 */

import { type LayoutLine, lineText } from "../layout/mod.ts";
import { looksLikeResult } from "./blocks.ts";
import { cellKind } from "../cell/mod.ts";

/** How many lines at the top and at the bottom of a page can be furniture. */
const EDGE_LINES = 4;

/**
 * A line's shape, the same on every page that repeats it: numbers written as
 * `#`. A line that may be a result ("Ferrytyna 41 ng/ml" printed on two
 * visits' pages) has no shape, and is never removed, unless its only numbers
 * are the page's own number and the page count ("Strona 2 z 3").
 */
function shapeOf(line: LayoutLine, ordinal: number, count: number): string | undefined {
  const text = lineText(line).replace(/\s+/g, " ");
  // A qualitative reference printed under its row ("negativní" under "Krev") is never
  // furniture, however often the pages repeat it at their edges.
  if (line.cells.every((cell) => cellKind(cell.text) === "qualitative")) return undefined;
  // A range printed under its value ("(1.80 - 7.70)") is read as a result is.
  const range = line.cells.every((cell) => ["range", "bound"].includes(cellKind(cell.text)));
  // A value alone ("1,610": the result line of a row printed on two lines) is read as a
  // result is, but removed when it repeats exactly (a barcode printed on every page).
  const values = line.cells.every((cell) => ["number", "value-unit"].includes(cellKind(cell.text)));
  if (!looksLikeResult(text) && !range && !values) return text.replace(/\d+/g, "#");
  const shape = text.replace(
    /(?<![\d.,])\d+(?![\d.,]\d)/g,
    (n) => Number(n) === ordinal || Number(n) === count ? "#" : n,
  );
  if (!/\d/.test(shape)) return shape;
  return values && !range ? text : undefined;
}

/**
 * The lines without the furniture every page repeats at its top or bottom.
 * Needs two pages or more; `keep` says which lines stay even when repeated.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { lineText, linesFromText } from "../layout/mod.ts";
 * const lines = linesFromText(["Medica", "CRP  2,1 mg/l", "Strona 1 z 2", "\fMedica", "CRP  2,1 mg/l", "Strona 2 z 2"]);
 * assert.deepEqual(withoutRepeatedFurniture(lines).map(lineText), ["CRP 2,1 mg/l", "CRP 2,1 mg/l"]);
 * ```
 */
export function withoutRepeatedFurniture(
  lines: readonly LayoutLine[],
  keep: (line: LayoutLine) => boolean = () => false,
): LayoutLine[] {
  const pages = [...new Set(lines.map((line) => line.page))];
  if (pages.length < 2) return [...lines];
  const edges = new Map<number, Set<string | undefined>>();
  const shapes = new Map<LayoutLine, string | undefined>();
  for (const [k, page] of pages.entries()) {
    const onPage = lines.filter((line) => line.page === page);
    const edge = [
      ...onPage.slice(0, EDGE_LINES),
      ...onPage.slice(Math.max(EDGE_LINES, onPage.length - EDGE_LINES)),
    ];
    edge.forEach((line) => shapes.set(line, shapeOf(line, k + 1, pages.length)));
    edges.set(page, new Set(edge.map((line) => shapes.get(line))));
  }
  const everywhere = (shape: string | undefined) =>
    shape !== undefined && pages.every((page) => edges.get(page)!.has(shape));
  return lines.filter((line) => {
    const shape = shapes.get(line);
    return keep(line) || !everywhere(shape);
  });
}
