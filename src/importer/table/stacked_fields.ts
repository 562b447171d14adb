/**
 * Fields printed as a grid of small labels over their values ("COLLECTED" over
 * "2025-01-22 08:47", "ORDER ID" over "TW-1187342-K"), as portals and
 * community labs print a report's head: each label cell names the value cells
 * under it, from its left edge to the next label's. Read back as "label:
 * value" texts, so that the date labels and the identity labels of a language
 * file read them as they read "Collected: 2025-01-22". Pure.
 *
 * @module
 */

import type { Cell, LayoutLine } from "../layout/mod.ts";
import { tableHeader } from "./header_roles.ts";
import { hasDateLabel, type LabelledDate, labelledDates } from "../cell/mod.ts";

/** A label cell: a few words, no digit, maybe a colon, a hash or a bracketed word. */
const LABEL = /^\p{L}[\p{L}.'’/&()# -]{0,40}:?$/u;

/** How far (in font heights) a value may start left of its label's left edge. */
const ALIGN_EM = 0.6;

function isLabel(cell: Cell): boolean {
  const text = cell.text.trim();
  return LABEL.test(text) && text.split(/\s+/).length <= 5;
}

/**
 * The "label: value" texts of a line of label cells over the line under it, or `undefined` when
 * the line is no such grid row: two or more cells, every one a short label of words (never a
 * table's header of columns), and under it a line whose every cell starts under one of them,
 * each label with a value. A label's value is the cells from its left edge to the next label's.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (...cells: [string, number][]) => ({ page: 1, y: 0, height: 9, cells: cells.map(([t, x]) => cell(t, x)) });
 * assert.deepEqual(
 *   stackedFields(line(["ORDERING PRACTITIONER", 50], ["COLLECTED", 220], ["REPORTED", 400]),
 *     line(["SMITH, JOHN", 50], ["2025-01-22 08:47", 220], ["2025-01-23", 400], ["(Printed 2025-01-24)", 460])),
 *   ["ORDERING PRACTITIONER: SMITH, JOHN", "COLLECTED: 2025-01-22 08:47", "REPORTED: 2025-01-23 (Printed 2025-01-24)"],
 * );
 * assert.equal(stackedFields(line(["Sodium", 50], ["139", 220]), line(["Potassium", 50], ["4.1", 220])), undefined);
 * ```
 */
export function stackedFields(
  line: LayoutLine,
  next: LayoutLine | undefined,
): string[] | undefined {
  if (next === undefined || next.page !== line.page) return undefined;
  const labels = line.cells;
  if (labels.length < 2 || !labels.every(isLabel) || tableHeader(line) !== undefined) {
    return undefined;
  }
  const slack = ALIGN_EM * Math.max(line.height, next.height, 1);
  const owner = (cell: Cell) => {
    let at = -1;
    for (const [k, label] of labels.entries()) if (cell.x0 >= label.x0 - slack) at = k;
    return at;
  };
  const values = labels.map((): string[] => []);
  for (const cell of next.cells) {
    const k = owner(cell);
    if (k < 0) return undefined;
    values[k]!.push(cell.text.trim());
  }
  // Every label over a value of its own, the first value cell under the label's left edge.
  const aligned = labels.every((label, k) => {
    const first = next.cells.find((cell) => owner(cell) === k);
    return first !== undefined && Math.abs(first.x0 - label.x0) <= slack;
  });
  if (!aligned) return undefined;
  return labels.map((label, k) =>
    `${label.text.trim().replace(/:$/, "")}: ${values[k]!.join(" ")}`
  );
}

/**
 * The dates a grid row of labels names over the line under it ("COLLECTED" over "2025-01-22
 * 08:47"), or `undefined` when the line is no such row or none of its labels is a date's.
 */
export function stackedDates(
  line: LayoutLine,
  next: LayoutLine | undefined,
): LabelledDate[] | undefined {
  const fields = stackedFields(line, next);
  if (fields === undefined || !fields.some(hasDateLabel)) return undefined;
  return fields.flatMap((field) => labelledDates(field));
}
