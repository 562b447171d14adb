/**
 * Table cells of the CLI that carry a flag's colour: a result's value and its
 * flag letter. How a value is written comes from `domain/format.ts`, in its
 * typographic style.
 *
 * @module
 */

import type { Comparator, Flag } from "../domain/readings/flags.ts";
import { flagLetter, formatValue, TYPOGRAPHIC } from "../domain/readings/format.ts";
import type { Cell, Tone } from "./table.ts";

function toneOf(flag: Flag): Tone | undefined {
  return flag === "high" || flag === "abnormal" ? "high" : flag === "low" ? "low" : undefined;
}

/**
 * A flag as a cell: `H` or `A` (red), `L` (blue); nothing when normal or not judged.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(flagCell("low"), { text: "L", tone: "low" });
 * assert.deepEqual(flagCell(null), { text: "" });
 * ```
 */
export function flagCell(flag: Flag): Cell {
  const tone = toneOf(flag);
  return tone === undefined ? { text: "" } : { text: flagLetter(flag), tone };
}

/** What a value cell shows. */
export interface ShownValue {
  readonly value: number | string;
  readonly comparator?: Comparator | undefined;
  readonly flag: Flag;
}

/** A value as a cell, coloured like its flag. */
export function valueCell(point: ShownValue): Cell {
  return { text: formatValue(point, TYPOGRAPHIC), tone: toneOf(point.flag) };
}
