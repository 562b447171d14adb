/**
 * A row as one line prints it, before its date and section are known, and
 * how a row reader builds one: the name with any flag after it taken off,
 * the value with its flag, unit and range.
 *
 * @module
 */

import type { RawRow } from "../document.ts";
import { type Band, readBands } from "./band_choice.ts";
import {
  FLAG,
  labFlagOf,
  type ParsedRange,
  qualitativeFlag,
  rangeWithUnit,
  type ReadResult,
  wordedBand,
} from "../cell/mod.ts";

/** A row read from a line, before its date and section are known. */
export type LineRow = Omit<RawRow, "where" | "date"> & {
  /** The row's own date: its cumulative column's, or its date cell's. */
  readonly ownDate?: string;
  /** The row stands in a table with a date column, and its date cell is blank (`dates_down.ts`). */
  readonly dateBlank?: boolean;
  /** For a cumulative report: the date column the row comes from. */
  readonly column?: string;
  /** The row's own specimen cell, under a "Materiál" header ("moč – sediment"). */
  readonly material?: string;
  /**
   * The bands of a range printed by sex or age: the range is kept whole as
   * text until the document's sex or age chooses one band.
   */
  readonly bands?: readonly Band[];
};

/**
 * A range's text without long numbers (an order or sample number, "2021/975231",
 * that a misread column put there): a reference range never prints one, and an
 * identity token must never reach the store through a range's text.
 */
function withoutLongNumbers(text: string): string {
  return text.replace(/(?<![\d.,])\d+(?:\/\d+)+(?![\d.,])|(?<![\d.,])\d{6,}(?![\d.,])/g, " ")
    .replace(/\s+/g, " ").trim();
}

export function makeRow(
  name: string,
  result: ReadResult,
  unit: string | undefined,
  rangeText: string,
  extraFlag: string | undefined,
  code?: string,
): LineRow {
  // The first of interpretive bands printed one a line ("Deficiency: < 20", the normal band
  // further down) is banded, so that the lines under it go on with it.
  const first = wordedBand(rangeText);
  const bands = readBands(rangeText) ??
    (first !== undefined && !first.normal ? [first] : undefined);
  const printedRange = withoutLongNumbers(rangeText);
  const { range, unit: rangeUnit } = bands === undefined
    ? rangeWithUnit(printedRange, unit || result.unit)
    : { range: { ref_text: printedRange.trim() }, unit: undefined };
  const printedFlag = result.flag ?? extraFlag;
  const labFlag = result.unreadable === undefined
    ? labFlagOf(printedFlag, result.value, range) ?? qualitativeFlag(result.value, range)
    : undefined;
  const theUnit = unit || result.unit || rangeUnit;
  return {
    name,
    ...(code !== undefined ? { code } : {}),
    value: result.value,
    ...(theUnit ? { unit: theUnit } : {}),
    range,
    ...(labFlag !== undefined ? { labFlag } : {}),
    ...(result.unreadable !== undefined ? { unreadable: result.unreadable } : {}),
    ...(bands !== undefined ? { bands } : {}),
  };
}

/**
 * A name with its unit in square brackets after it ("Potas [mmol/l]"), the two
 * apart; `undefined` when the name ends in no brackets.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(unitInName("Глюкоза [мг/дл]"), { name: "Глюкоза", unit: "мг/дл" });
 * assert.equal(unitInName("Glukoza"), undefined);
 * ```
 */
export function unitInName(name: string): { name: string; unit: string } | undefined {
  const bracketed = /^(.*\S)\s*\[([^\]]+)\]$/u.exec(name);
  return bracketed ? { name: bracketed[1]!, unit: bracketed[2]!.trim() } : undefined;
}

/** A name with any flag printed after it taken off ("Ferrytyna H" is "Ferrytyna", flag H). */
export function cleanName(printed: string): { name: string; flag?: string } {
  // A star or a superscript after a name is a footnote mark ("* badanie akredytowane").
  // Dot leaders after a name ("Hemoglobina ........") lead to its value; never part of it.
  const tokens = printed.trim().replace(/\s*(?:\.\s*){3,}$/u, "").replace(/[:]+$/, "").replace(
    /(?<=\p{L}|\))[*¹²³]+$/u,
    "",
  ).trim()
    .split(/\s+/);
  let flag: string | undefined;
  while (tokens.length > 1 && FLAG.test(tokens[tokens.length - 1]!)) {
    const mark = tokens.pop()!;
    if (!/^[*!]+$/.test(mark)) flag ??= mark;
  }
  return { name: tokens.join(" "), ...(flag !== undefined ? { flag } : {}) };
}

export function hasRange(range: ParsedRange): boolean {
  return range.ref_low !== undefined || range.ref_high !== undefined ||
    range.ref_text !== undefined;
}

/**
 * A row given the reference printed apart from it ("Norma: 4,00 - 10,00
 * tys/µl" on the line below): only when the row has none, the text reads as
 * numeric limits, and a unit printed after them is the row's own.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { name: "Leukocyty", value: { value: 5.84 }, unit: "tys/µl", range: {} };
 * assert.deepEqual(withPrintedRange(row, "Norma: 4,00 - 10,00 tys/µl").range, { ref_low: 4, ref_high: 10 });
 * assert.deepEqual(withPrintedRange(row, "Norma: 4,00 - 10,00 g/dl").range, {});
 * ```
 */
export function withPrintedRange(row: LineRow, text: string): LineRow {
  if (hasRange(row.range) || row.unreadable !== undefined) return row;
  const { range, unit } = rangeWithUnit(withoutLongNumbers(text), row.unit);
  if (range.ref_text !== undefined || !hasRange(range)) return row;
  if (unit !== undefined && unit !== row.unit) return row;
  return { ...row, range };
}

/**
 * A name with the lab's item code printed in brackets after it taken off
 * ("FSH (folikulotropina) (L79)", "Progesteron [M81]": a Polish lab's ICD-9
 * procedure code, one capital letter and two digits), and that code; the
 * name as printed when it ends in no such code, or when the bracketed token
 * names a marker itself (`isMarker`: "Cyanocobalamin (B12)" keeps its B12).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const none = () => false;
 * assert.deepEqual(itemCodeAfterName("FSH (folikulotropina) (L79)", none), { name: "FSH (folikulotropina)", code: "L79" });
 * assert.deepEqual(itemCodeAfterName("Progesteron [M81]", none), { name: "Progesteron", code: "M81" });
 * assert.deepEqual(itemCodeAfterName("Cyanocobalamin (B12)", (t) => t === "B12"), { name: "Cyanocobalamin (B12)" });
 * assert.deepEqual(itemCodeAfterName("Estradiol (E2)", none), { name: "Estradiol (E2)" });
 * ```
 */
export function itemCodeAfterName(
  name: string,
  isMarker: (token: string) => boolean,
): { name: string; code?: string } {
  const coded = /^(.*\p{L}.*?)\s*[([]([A-Z]\d{2})[)\]]$/u.exec(name.trim());
  if (coded === null || isMarker(coded[2]!)) return { name };
  return { name: coded[1]!, code: coded[2]! };
}
