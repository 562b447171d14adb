/**
 * Thousands printed with commas ("250,000 /uL", "150,000-400,000") in a
 * document whose decimals are points: read as thousands, spelled with the
 * spaces the number reader takes ("250 000"). Where a document prints
 * decimal commas, or too few decimals to tell, a comma before three digits
 * stays a decimal comma ("2,315", "1,015"). The mirror: thousands printed
 * with points ("6.240 /mm³", "150.000 a 450.000", as Brazilian, Italian and
 * Spanish labs print counts) in a document whose decimals are commas and
 * that prints a point-grouped number no decimal is ("251.000"). Pure.
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

/** A number grouped by points in threes: "6.240", "1.250.000". */
const POINT_GROUPED = /(?<![\d.,])(\d{1,3})((?:\.\d{3})+)(?![\d]|[.,]\d)/g;
/** A decimal point that cannot be a thousands point: one, two or four and more digits after it. */
const POINT_ONLY_DECIMAL = /(?<![\d.])\d+\.(?:\d{1,2}|\d{4,})(?![\d.])/g;
/** A point-grouped number that no lab prints as a decimal: whole thousands above one ("10.000", "251.000"). */
const WHOLE_THOUSANDS = /(?<![\d.,])(?:[2-9]|\d{2,3})(?:\.\d{3})*\.000(?![\d]|[.,]\d)/;

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
  return withPointThousandsRead(withCommaThousandsRead(withApostropheThousandsRead(lines)));
}

/**
 * Whether a document's decimals are commas and its points group thousands: enough decimal
 * commas, no point that can only be a decimal, and a number no decimal is ("251.000"). A
 * point before three digits is otherwise left a decimal point ("SG 1.015").
 *
 * @internal tested alone: the documents that show the rule need many lines.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(pointThousands(["Hb 13,2", "VCM 87,8", "HCM 29,3", "RDW 12,8", "HbA1c 5,3", "Leucócitos 6.240", "Plaquetas 251.000"]));
 * assert.ok(!pointThousands(["Hb 13,2", "VCM 87,8", "HCM 29,3", "RDW 12,8", "HbA1c 5,3", "SG 1.015"]));
 * assert.ok(!pointThousands(["Hb 13,2", "VCM 87,8", "HCM 29,3", "RDW 12,8", "TSH 2.31", "PLT 251.000"]));
 * ```
 */
export function pointThousands(texts: readonly string[]): boolean {
  let commas = 0;
  let wholeThousands = false;
  for (const text of texts) {
    if ((text.match(POINT_ONLY_DECIMAL) ?? []).length > 0) return false;
    commas += (text.match(COMMA_DECIMAL) ?? []).length;
    wholeThousands ||= WHOLE_THOUSANDS.test(text);
  }
  return commas >= ENOUGH_POINTS && wholeThousands;
}

/** Point-grouped thousands read, when the document's decimals are commas. */
function withPointThousandsRead(lines: readonly LayoutLine[]): readonly LayoutLine[] {
  if (!pointThousands(lines.flatMap((line) => line.cells.map((cell) => cell.text)))) return lines;
  const spaced = (text: string) =>
    text.replace(
      POINT_GROUPED,
      (_, head: string, groups: string) => head + groups.replaceAll(".", " "),
    );
  return lines.map((line) => ({
    ...line,
    cells: line.cells.map((cell) => ({ ...cell, text: spaced(cell.text) })),
  }));
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
