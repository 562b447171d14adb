/**
 * A full stop OCR read after a number ("0-5." for "0 - 5", a speck of the
 * scan) in a document whose numbers take a decimal comma ("1,020", "6,0"):
 * there a point after a number's last figure is no decimal point, so it is
 * taken off. A comma left at a number's end ("< 3,") is a decimal part lost
 * and stays, for the range check to hold its row; so does everything in a
 * document that writes decimal points. Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";

/** A decimal number with a comma, and one with a point (a date's "18.09.2024" is neither). */
const COMMA_DECIMAL = /(?<![\d.,])\d+,\d+(?![\d.,])/g;
const POINT_DECIMAL = /(?<![\d.,])\d+\.\d+(?![\d.,])/g;
/** A point after a number's last figure, ending the cell. */
const TRAILING_POINT = /(?<=\d)\.$/;

/** Whether the document's numbers take a decimal comma: several do, and none a point. */
function decimalComma(lines: readonly LayoutLine[]): boolean {
  let commas = 0;
  for (const line of lines) {
    for (const cell of line.cells) {
      if (POINT_DECIMAL.test(cell.text)) return false;
      POINT_DECIMAL.lastIndex = 0;
      commas += cell.text.match(COMMA_DECIMAL)?.length ?? 0;
    }
  }
  return commas >= 3;
}

/**
 * The lines with the full stop after a cell's last number taken off, when
 * the document writes decimal commas; else as they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const line = (...texts: string[]) => ({ page: 1, y: 0, height: 8, cells: texts.map((text, k) => ({ text, x0: k * 100, x1: k * 100 + 40 })) });
 * const lines = [line("pH", "6,0", "5,0 - 7,5"), line("SG", "1,020", "1,015 - 1,025"), line("Leukocyty", "8-10", "0-5.")];
 * assert.equal(withoutStrayStops(lines)[2]!.cells[2]!.text, "0-5");
 * assert.equal(withoutStrayStops([line("pH", "6.0"), ...lines])[3]!.cells[2]!.text, "0-5.");
 * ```
 */
export function withoutStrayStops(lines: readonly LayoutLine[]): readonly LayoutLine[] {
  if (!decimalComma(lines)) return lines;
  return lines.map((line) =>
    line.cells.some((cell) => TRAILING_POINT.test(cell.text))
      ? {
        ...line,
        cells: line.cells.map((cell) => ({ ...cell, text: cell.text.replace(TRAILING_POINT, "") })),
      }
      : line
  );
}
