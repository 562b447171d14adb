/**
 * A cumulative report's date columns set over the values printed under them. A header's
 * dates set left in their columns and the values set right ("02.11.22" over "134 L" that ends
 * where the next date starts) leave each value in the gap between two dates, nearer the next:
 * placed by the middle of the gap, every value would take the next column's date. The values'
 * own columns (cells of many lines that start or end at one x) say where each date's values
 * are: when there are as many of them right of the other columns as there are dates and
 * columns after the dates (a previous result, a unit), the first is the first date's, and so
 * on. A unit and a range column set after the dates with no header cell over them ("Date |
 * 14/08/24 | 02/12/24 | 12/03/25" over "Haemoglobin 138 129 118 g/L (115-165)") are the unit
 * and range of every date's value. Pure.
 *
 * @module
 */

import type { CellKind } from "../cell/mod.ts";
import type { Column, ColumnRole } from "./header_roles.ts";

/** Where a column of the body's cells stands. */
interface Span {
  readonly x0: number;
  readonly x1: number;
}

/**
 * The columns with each date column (and each column after the dates) widened over the
 * body's column of values it heads, matched in order; the columns as they were when a name
 * column follows the dates, when the values' columns right of the others are not as many as
 * the dates and the columns after them, or when the widened columns would overlap.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const columns = [
 *   { role: "name" as const, x0: 48, x1: 92 }, { role: "range" as const, x0: 400, x1: 438 },
 *   { role: "result" as const, x0: 511, x1: 546, date: "2022-11-02" },
 *   { role: "result" as const, x0: 583, x1: 618, date: "2022-11-03" },
 * ];
 * const slots = [{ x0: 48, x1: 90 }, { x0: 400, x1: 442 }, { x0: 553, x1: 578 }, { x0: 625, x1: 650 }];
 * assert.deepEqual(alignDateColumns(columns, slots).slice(2).map((c) => [c.x0, c.x1]), [[511, 578], [583, 650]]);
 * assert.equal(alignDateColumns(columns, slots.slice(0, 3)), columns);
 * ```
 *
 * @internal tested alone: its alignment, which `alignCumulative` runs after setting aside a unit and range column.
 */
export function alignDateColumns(
  columns: readonly Column[],
  slots: readonly Span[],
): readonly Column[] {
  const dated = columns.flatMap((c, k) => c.date !== undefined ? [k] : []);
  const first = dated[0];
  if (first === undefined || dated.length < 2 || first === 0) return columns;
  // The dates and the columns after them (a previous result's "Vorwert", a unit set after
  // the dates), in order; no name column among them.
  const tail = columns.flatMap((_, k) => k >= first ? [k] : []);
  if (tail.some((k) => columns[k]!.role === "name")) return columns;
  const units = headerUnits(columns, tail);
  const left = Math.max(...columns.slice(0, first).map((c) => c.x1));
  const under = slots.filter((slot) => slot.x0 > left);
  if (under.length !== units.length) return columns;
  const moved = [...columns];
  units.forEach((unit, j) => {
    const slot = under[j]!;
    const from = unit[0]!;
    const to = unit.at(-1)!;
    moved[from] = { ...moved[from]!, x0: Math.min(moved[from]!.x0, slot.x0) };
    moved[to] = { ...moved[to]!, x1: Math.max(moved[to]!.x1, slot.x1) };
  });
  const apart = units.every((unit, j) =>
    j === 0 || moved[units[j - 1]!.at(-1)!]!.x1 < moved[unit[0]!]!.x0
  );
  return apart ? moved : columns;
}

/** The gap under which two header columns touch: one heading over one column of values. */
const TOUCHING = 3;

/**
 * The header's columns from the first date on, as the columns of values they head: a
 * column that touches the one before it ("Vorwert" with its date "02.09.2025" printed
 * under it, read as two) heads the same values.
 */
function headerUnits(columns: readonly Column[], tail: readonly number[]): number[][] {
  const units: number[][] = [];
  for (const k of tail) {
    const last = units.at(-1);
    if (last !== undefined && columns[k]!.x0 - columns[last.at(-1)!]!.x1 < TOUCHING) last.push(k);
    else units.push([k]);
  }
  return units;
}

/** A column of the body's cells, with whether a header cell stands over it and its cells' kinds. */
export interface KindedSpan extends Span {
  readonly headed: boolean;
  readonly kinds: readonly CellKind[];
}

/**
 * A cumulative header's columns aligned over the body's ({@link alignDateColumns}), with a unit
 * column and a range column that stand right of the header's last cell, under no header cell,
 * added as columns of those roles (`roleOf` tells a column's role by its cells' kinds): each
 * row's unit and range, every date's.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const columns = [
 *   { role: "name" as const, x0: 38, x1: 58 },
 *   { role: "result" as const, x0: 131, x1: 172, date: "2024-08-14" },
 *   { role: "result" as const, x0: 183, x1: 224, date: "2024-12-02" },
 * ];
 * const slot = (x0: number, x1: number, kind: "words" | "number" | "unit" | "range") => ({ x0, x1, headed: false, kinds: [kind, kind] });
 * const slots = [slot(38, 90, "words"), slot(150, 172, "number"), slot(200, 224, "number"), slot(286, 320, "unit"), slot(332, 380, "range")];
 * const roleOf = (kinds: readonly string[]) => kinds[0] === "unit" || kinds[0] === "range" ? kinds[0] : undefined;
 * assert.deepEqual(alignCumulative(columns, slots, roleOf).slice(3).map((c) => c.role), ["unit", "range"]);
 * ```
 */
export function alignCumulative(
  columns: readonly Column[],
  slots: readonly KindedSpan[],
  roleOf: (kinds: readonly CellKind[]) => string | undefined,
): readonly Column[] {
  const right = Math.max(...columns.map((c) => c.x1));
  const after = slots.flatMap((s) => {
    const role = s.headed || s.x0 <= right ? undefined : roleOf(s.kinds);
    return role === "unit" || role === "range" ? [{ ...s, role: role as ColumnRole }] : [];
  });
  const roles = after.map((s) => s.role);
  const usable = after.length > 0 && new Set(roles).size === roles.length &&
    columns.some((c) => c.date !== undefined) && !columns.some((c) => roles.includes(c.role));
  if (!usable) return alignDateColumns(columns, slots);
  const rest = slots.filter((s) => !after.some((a) => a.x0 === s.x0 && a.x1 === s.x1));
  return [
    ...alignDateColumns(columns, rest),
    ...after.map(({ role, x0, x1 }) => ({ role, x0, x1 })),
  ];
}
