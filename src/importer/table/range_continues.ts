/**
 * A banded range printed one band per line ("1 - 5 lat: 35 - 65" on the
 * row's line, "6 - 12 lat: 25 - 50" under it): a line right under a row
 * whose range is banded, with nothing but more bands under that row's range,
 * continues the range. The bands are then read together, so the band for
 * the age the document prints can be chosen (a band printed further down is
 * never lost, and the first band is never taken as if it were the range).
 * Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";
import { isLabelOnly, sameBlock } from "./line_kinds.ts";
import type { Column } from "./header_roles.ts";
import { placeCells } from "./column_bands.ts";
import { rangeBelow } from "./range_below.ts";
import { type Band, readBands } from "./band_choice.ts";
import { isWordedBand, wordedBand } from "../cell/mod.ts";
import type { LineRow } from "./line_row.ts";

/** A row whose banded range may go on under it: its line, and the last line that continued it. */
export interface BandedRow {
  readonly at: number;
  readonly through: number;
  /** Its bands are interpretive ("Deficiency: < 20"): lines of such bands go on under it too. */
  readonly worded?: true;
}

/** The row of line `at` when it is the one row of its line and its range is banded. */
export function bandedRowOf(rows: readonly LineRow[], at: number): BandedRow | undefined {
  const bands = rows.length === 1 ? rows[0]!.bands : undefined;
  if (bands === undefined) return undefined;
  return bands.every(isWordedBand) ? { at, through: at, worded: true } : { at, through: at };
}

/**
 * More bands of the banded row's range printed on line `i`, right under the
 * row or under a line that already continued it, with the row's line.
 */
export function bandsBelow(
  banded: BandedRow | undefined,
  lines: readonly LayoutLine[],
  i: number,
  columns: readonly Column[] | undefined,
): { readonly at: number; readonly text: string } | undefined {
  if (banded === undefined || banded.through !== i - 1) return undefined;
  // The range printed under a row's value is its range, read with the row: no more of it.
  const under = columns !== undefined && banded.through === banded.at &&
    rangeBelow(lines[i - 1]!, lines[i]!, columns) !== undefined;
  if (under) return undefined;
  // A line that already continued the range is bands only: no cell of it is a name.
  const continued = banded.through !== banded.at;
  const text = rangeContinues(lines[i - 1]!, lines[i]!, columns, continued, banded.worded) ??
    bandsBesideName(lines[banded.at]!, lines[i - 1]!, lines[i]!, columns);
  return text === undefined ? undefined : { at: banded.at, text };
}

/**
 * More bands beside a name of its own under the row's name (a bilingual report's second
 * language, "Luteinising hormone" under "Luteinisierendes Hormon (LH)", beside "Lutealphase /
 * luteal: 1,0 – 11,4"): the bands continue the range; the name, words opening with a capital
 * (a name's second half opens small: see `nameBesideBands`), is the row's own again.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const row = { page: 1, y: 100, height: 8, cells: [cell("Progesteron", 40), cell("11,8", 300), cell("Follikelphase / follicular: 0,06 – 0,89", 420)] };
 * const band = { page: 1, y: 109, height: 8, cells: [cell("Ovulation / ovulatory: 0,12 – 12,0", 420)] };
 * const both = { page: 1, y: 118, height: 8, cells: [cell("Progesterone", 40), cell("Lutealphase / luteal: 1,83 – 23,9", 420)] };
 * const columns = [{ role: "name", x0: 40, x1: 280 }, { role: "result", x0: 300, x1: 360 }, { role: "range", x0: 420, x1: 600 }] as const;
 * assert.equal(bandsBesideName(row, band, both, columns), "Lutealphase / luteal: 1,83 – 23,9");
 * assert.equal(bandsBesideName(row, band, { ...both, cells: [cell("klasie IgA", 40), both.cells[1]!] }, columns), undefined);
 * // The next row, its value and bands in one cell ("Hematokrit 40,6 (Ženy: 37,0 - 47,0; …)"), is its own.
 * const rbc = { page: 1, y: 200, height: 8, cells: [cell("Erytrocyty", 40), cell("5,10 (Ženy: 3,80 - 5,20; Muži: 4,20 - 5,80) 10^12/L", 300)] };
 * const hct = { page: 1, y: 209, height: 8, cells: [cell("Hematokrit", 40), cell("40,6 (Ženy: 37,0 - 47,0; Muži: 40,0 - 54,0) %", 300)] };
 * assert.equal(bandsBesideName(rbc, rbc, hct, undefined), undefined);
 * const hgb = { ...hct, cells: [cell("Гемоглобін", 40), cell("O59", 200), cell("14,0 г/дл (Жінки: 12,0 - 16,0)", 300)] };
 * assert.equal(bandsBesideName(rbc, rbc, hgb, undefined), undefined);
 * const method = { ...hct, cells: [cell("Hemoglobin", 40), cell("Method: CMIA", 200), cell("14.0 g/dL (F: 12.0 - 16.0)", 300)] };
 * assert.equal(bandsBesideName(rbc, rbc, method, undefined), undefined);
 * ```
 *
 * @internal doc test: its example shows the bands read from beside a name in a second language.
 */
export function bandsBesideName(
  row: LayoutLine,
  above: LayoutLine,
  line: LayoutLine,
  columns: readonly Column[] | undefined,
): string | undefined {
  const [first, ...rest] = line.cells;
  const name = row.cells[0];
  if (first === undefined || name === undefined || rest.length === 0) return undefined;
  if (
    Math.abs(first.x0 - name.x0) > line.height || !/^\p{Lu}/u.test(first.text) ||
    !isLabelOnly(first.text) || rest.some((cell) => cell.x0 < name.x1) ||
    // Bands open with their label and its colon; a next row's value with its bands in brackets
    // ("40,6 (Ženy: …)", after a lab code: "O59 14,0 г/дл (Жінки: …)") is that row's.
    !BAND_LABEL_FIRST.test(rest[0]!.text.trim())
  ) return undefined;
  return rangeContinues(above, { ...line, cells: rest }, columns);
}

/**
 * A cell opening with a band: its label, a colon and a bound ("Lutealphase / luteal: 1,0",
 * "K: 12,0"); not a number ("40,6 (Ženy: …)"), nor a method's label ("Method: CMIA").
 */
const BAND_LABEL_FIRST = /^\p{L}[\p{L}\p{N} ./-]{0,40}:\s*(?:[<>≤≥]=?\s*)?\d/u;

/** A band of a range with its label before it ("wątpliwy: 10,0 - 15,0", "K: 12 - 16", "dodatni: > 15"). */
const LABELLED_BAND = /^\p{L}[\p{L}\p{N} .-]{0,30}:\s*(?:[<>≤≥]=?\s*)?\d/u;

/** Whether a cell is one band with its label: a word's ("K: 12 - 16") or an age's ("6 – 24 mes.: 2,1 – 5,6"). */
function labelledBand(text: string): boolean {
  if (LABELLED_BAND.test(text)) return true;
  const bands = readBands(text);
  return bands?.length === 1 && bands[0]!.age !== undefined && /^\d[^:]*:/u.test(text.trim());
}

/**
 * The second half of the name of the row on line `i - 1` and the next band of its range,
 * printed side by side on line `i` ("klasie IgA (tTG IgA)" under the name's first half,
 * beside "wątpliwy: 10,0 - 15,0" under "ujemny: < 10,0"), or `undefined`. The name's half
 * starts under the name, in small letters or a bracket, and is words only; the rest of the
 * line is bands with their labels under a band with its label: the range printed one band a
 * line, which the row's own range already begins.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const row = { page: 1, y: 100, height: 9, cells: [cell("Przeciwciała przeciw tTG w", 48), cell("84,6 H U/ml", 329), cell("ujemny: < 10,0", 419)] };
 * const below = { page: 1, y: 110, height: 9, cells: [cell("klasie IgA", 48), cell("wątpliwy: 10,0 - 15,0", 419)] };
 * assert.deepEqual(nameBesideBands(row, below), { name: "klasie IgA", text: "wątpliwy: 10,0 - 15,0" });
 * assert.equal(nameBesideBands(row, { ...below, cells: [cell("klasie IgA", 48), cell("12,5", 329)] }), undefined);
 * const alp = { page: 1, y: 100, height: 9, cells: [cell("Alkalická fosfatáza", 48), cell("4,11", 200), cell("µkat/l", 240), cell("1 – 6 mes.: 1,80 – 6,80", 300)] };
 * const alpBelow = { page: 1, y: 110, height: 9, cells: [cell("(ALP)", 48), cell("6 – 24 mes.: 2,10 – 5,60", 300)] };
 * assert.deepEqual(nameBesideBands(alp, alpBelow), { name: "(ALP)", text: "6 – 24 mes.: 2,10 – 5,60" });
 * ```
 */
export function nameBesideBands(
  above: LayoutLine,
  line: LayoutLine,
): { readonly name: string; readonly text: string } | undefined {
  const [first, ...rest] = line.cells;
  const name = above.cells[0];
  if (first === undefined || name === undefined || rest.length === 0) return undefined;
  if (
    !sameBlock(above, line) || Math.abs(first.x0 - name.x0) > line.height ||
    !/^(?:\p{Ll}|\()/u.test(first.text) || !isLabelOnly(first.text) ||
    rest.some((cell) => cell.x0 < name.x1)
  ) return undefined;
  const bands = rest.every((cell) =>
    labelledBand(cell.text) &&
    above.cells.slice(1).some((over) =>
      Math.abs(over.x0 - cell.x0) <= line.height && labelledBand(over.text)
    )
  );
  return bands ? { name: first.text, text: rest.map((cell) => cell.text).join(" ") } : undefined;
}

/** Whether every band names a sex, an age or a cycle phase: a line of bands, not a row or a note. */
const allLabelled = (bands: readonly Band[]) =>
  bands.every((band) =>
    band.sex !== undefined || band.age !== undefined || band.phase !== undefined
  );

/**
 * The text of `line` when it prints more bands of the banded range of the
 * row above (`above` is the line right over it: the row's, or one that
 * already continued it), or `undefined`. Under a header, every cell must sit
 * in a range column; without one, under a cell of the line above that is
 * not its first (the name).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const row = { page: 1, y: 100, height: 8, cells: [cell("TSH", 40), cell("2,64", 240), cell("1 - 6 lat: 0,70 - 5,97", 380)] };
 * const below = { page: 1, y: 109, height: 8, cells: [cell("7 - 11 lat: 0,60 - 4,84", 380)] };
 * assert.equal(rangeContinues(row, below, undefined), "7 - 11 lat: 0,60 - 4,84");
 * assert.equal(rangeContinues(row, { ...below, cells: [cell("7 - 11 lat: 0,60 - 4,84", 40)] }, undefined), undefined);
 * const glued = { ...row, cells: [cell("RBC", 40), cell("4,62", 240), cell("x10^12/l 1 - 6 lat: 3,90 - 5,30", 300)] };
 * assert.equal(rangeContinues(glued, below, undefined), "7 - 11 lat: 0,60 - 4,84");
 * ```
 *
 * @internal doc test: its example shows one continued band from two bare lines, without a table.
 */
export function rangeContinues(
  above: LayoutLine,
  line: LayoutLine,
  columns: readonly Column[] | undefined,
  aboveIsBands = false,
  worded = false,
): string | undefined {
  if (!sameBlock(above, line) && !underCells(above, line, aboveIsBands)) return undefined;
  const text = line.cells.map((cell) => cell.text).join(" ").trim();
  // Under interpretive bands, a line of one such band ("Sufficiency: 30 - 100") goes on with them.
  const one = worded ? wordedBand(text) : undefined;
  const bands = readBands(text) ?? (one !== undefined ? [one] : undefined);
  if (bands === undefined || !(allLabelled(bands) || worded && bands.every(isWordedBand))) {
    return undefined;
  }
  if (columns !== undefined && columns.some((c) => c.role === "range")) {
    const placed = placeCells(line, columns).byColumn;
    const onlyRange = placed.every((cell, k) => cell === "" || columns[k]!.role === "range");
    return onlyRange ? text : undefined;
  }
  return underCells(above, line, aboveIsBands) ? text : undefined;
}

/**
 * Whether `line` sits right under `above`, every cell under a cell of it other than its first
 * (the name), or under any of its cells when `above` already continued the bands.
 */
function underCells(above: LayoutLine, line: LayoutLine, aboveIsBands = false): boolean {
  const gap = line.y - above.y;
  if (above.page !== line.page || gap <= 0 || gap > 2.2 * Math.max(above.height, line.height)) {
    return false;
  }
  const tolerance = 2 * line.height;
  // Under a cell: starting where it starts, or inside it (the first band run into the unit's
  // cell, "x10^12/l 1 - 6 lat: 3,90 - 5,30", with the next bands under its bands).
  return line.cells.every((cell) =>
    above.cells.slice(aboveIsBands ? 0 : 1).some((other) =>
      Math.abs(other.x0 - cell.x0) <= tolerance || (cell.x0 > other.x0 && cell.x0 < other.x1)
    )
  );
}

/** The row with the bands printed under it read into its range (still to be chosen from). */
export function withMoreBands<T extends Pick<LineRow, "range" | "bands">>(row: T, text: string): T {
  if (row.bands === undefined || row.range.ref_text === undefined) return row;
  const joined = `${row.range.ref_text}; ${text}`;
  const bands = readBands(joined);
  return bands === undefined ? row : { ...row, range: { ref_text: joined }, bands };
}
