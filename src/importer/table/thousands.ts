/**
 * Thousands printed with commas ("250,000 /uL", "150,000-400,000") in a
 * document whose decimals are points: read as thousands, spelled with the
 * spaces the number reader takes ("250 000"). Where a document prints
 * decimal commas, or too few decimals to tell, a comma before three digits
 * stays a decimal comma ("2,315", "1,015"). Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";

/** A number grouped by commas in threes: "250,000", "1,250,000". */
const COMMA_GROUPED = /(?<![\d.,])(\d{1,3})((?:,\d{3})+)(?![\d]|[.,]\d)/g;
/** A decimal point between digits ("4.5", "0.84"), not a date's ("16.04.2025"). */
const POINT_DECIMAL = /(?<![\d.])\d+\.\d+(?![\d.])/g;
/** A decimal comma that cannot be a thousands comma: one, two or four and more digits after it. */
const COMMA_DECIMAL = /(?<![\d,])\d+,(?:\d{1,2}|\d{4,})(?![\d,])/g;

/** How many decimal points a document prints before its commas may be read as thousands. */
const ENOUGH_POINTS = 5;

/**
 * Whether a document's decimals are points: enough of them, and no decimal comma.
 *
 * @internal tested alone: the documents that show the rule need many lines.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(pointDecimals(["WBC 4.5", "RBC 4.38", "Hgb 13.1", "MCV 90.2", "TSH 2.110", "PLT 250,000"]));
 * assert.ok(!pointDecimals(["WBC 4,5", "RBC 4.38", "Hgb 13.1", "MCV 90.2", "TSH 2.110", "SG 1,015"]));
 * ```
 */
export function pointDecimals(texts: readonly string[]): boolean {
  let points = 0;
  for (const text of texts) {
    if ((text.match(COMMA_DECIMAL) ?? []).length > 0) return false;
    points += (text.match(POINT_DECIMAL) ?? []).length;
  }
  return points >= ENOUGH_POINTS;
}

/**
 * The lines with grouped thousands spelled with spaces: apostrophes ("251'000") always,
 * commas when the document's decimals are points.
 */
export function withThousandsRead(lines: readonly LayoutLine[]): readonly LayoutLine[] {
  return withCommaThousandsRead(withApostropheThousandsRead(lines));
}

/** A number grouped by apostrophes in threes, as Swiss labs print it: "251'000", "1’150". */
const APOSTROPHE_GROUPED = /(?<![\d'’])(\d{1,3})((?:['’]\d{3})+)(?![\d'’])/g;

/** The lines with apostrophe-grouped thousands spelled with spaces: an apostrophe is no decimal. */
function withApostropheThousandsRead(lines: readonly LayoutLine[]): readonly LayoutLine[] {
  const spaced = (text: string) =>
    text.replace(
      APOSTROPHE_GROUPED,
      (_, head: string, groups: string) => head + groups.replace(/['’]/g, " "),
    );
  return lines.map((line) => ({
    ...line,
    cells: line.cells.map((cell) => ({ ...cell, text: spaced(cell.text) })),
  }));
}

/** Comma-grouped thousands read, when the document's decimals are points. */
function withCommaThousandsRead(lines: readonly LayoutLine[]): readonly LayoutLine[] {
  const texts = lines.flatMap((line) => line.cells.map((cell) => cell.text));
  if (!pointDecimals(texts) || !texts.some((t) => new RegExp(COMMA_GROUPED.source).test(t))) {
    return lines;
  }
  const spaced = (text: string) =>
    text.replace(
      COMMA_GROUPED,
      (_, head: string, groups: string) => head + groups.replaceAll(",", " "),
    );
  return lines.map((line) => ({
    ...line,
    cells: line.cells.map((cell) => ({ ...cell, text: spaced(cell.text) })),
  }));
}
