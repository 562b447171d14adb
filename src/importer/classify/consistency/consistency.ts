/**
 * Consistency checks between the rows of one draw (one document, one
 * date), so that a misread value is held for review, not stored: the
 * relations of {@link drawRelations} (red cell indices, the differential,
 * a calculated LDL) and each row's printed flag against its printed range
 * ({@link flagRangeProblem}). Pure: rows in, reasons out.
 *
 * Which rows of a broken relation are held: a row that also satisfies
 * another exact relation of the draw (a red cell index) is taken as read right, as long as some row
 * of the broken relation is left to blame; every row left is held, since
 * the checks cannot tell which of them was misread.
 *
 * @module
 */

import type { LineFields } from "../checked_line.ts";
import { flagRangeProblem } from "./flag_range.ts";
import { drawRelations, type DrawValue, type RelationResult } from "./relations.ts";
import type { FactsOf } from "../marker_facts.ts";

/** A row of a document as the checks see it: its resolved line (dated) and printed name. */
export type DrawLine =
  & LineFields<
    "code" | "date" | "value",
    "comparator" | "unit" | "ref_low" | "ref_high" | "lab_flag"
  >
  & {
    /** The name as printed. */
    readonly name?: string | undefined;
  };

function draws(lines: readonly (DrawLine | undefined)[]): Map<string, DrawValue[]> {
  const byDate = new Map<string, DrawValue[]>();
  lines.forEach((line, index) => {
    if (line === undefined || typeof line.value !== "number" || line.comparator !== undefined) {
      return;
    }
    if (!Number.isFinite(line.value)) return;
    const draw = byDate.get(line.date) ?? [];
    draw.push({ index, code: line.code, value: line.value, unit: line.unit, name: line.name });
    byDate.set(line.date, draw);
  });
  return byDate;
}

/** The one row of a code in a draw; none when rows of that code disagree. */
function picker(draw: readonly DrawValue[]): (code: string) => DrawValue | undefined {
  return (code) => {
    const rows = draw.filter((row) => row.code === code);
    const [first] = rows;
    if (first === undefined) return undefined;
    const same = rows.every((row) => row.value === first.value && row.unit === first.unit);
    return same ? first : undefined;
  };
}

function blamed(results: readonly RelationResult[]): Map<number, string> {
  const satisfied = new Set(
    results.filter((r) => r.broken === undefined && r.exact === true).flatMap((r) => r.rows),
  );
  const reasons = new Map<number, string>();
  for (const result of results) {
    if (result.broken === undefined) continue;
    const suspects = result.rows.filter((row) => !satisfied.has(row));
    for (const row of suspects.length > 0 ? suspects : result.rows) {
      if (!reasons.has(row)) reasons.set(row, result.broken);
    }
  }
  return reasons;
}

/**
 * Why each row of a document breaks a consistency check, by the row's
 * index; rows not in the map pass. `lines[i]` is `undefined` for a row with
 * no resolved line (unknown name, unreadable, personal), which takes no
 * part.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const day = "2025-03-12";
 * const doubts = consistencyDoubts([
 *   { code: "HGB", date: day, value: 14.2, unit: "g/dL" },
 *   { code: "HCT", date: day, value: 52.0, unit: "%" },
 *   { code: "MCHC", date: day, value: 33.1, unit: "g/dL" },
 *   { code: "HCT", date: "2024-01-02", value: 4.3, unit: "%" },
 * ]);
 * assert.equal(doubts.get(2), "MCHC 33.1 g/dL does not match HGB 14.2 / HCT 52 (27.31)");
 * assert.equal(doubts.has(3), false);
 * ```
 */
export function consistencyDoubts(
  lines: readonly (DrawLine | undefined)[],
  relations?: { readonly facts: FactsOf; readonly codes: readonly string[] },
): Map<number, string> {
  const doubts = new Map<number, string>();
  for (const draw of draws(lines).values()) {
    const results = drawRelations(picker(draw), relations?.facts, relations?.codes);
    for (const [index, reason] of blamed(results)) doubts.set(index, reason);
  }
  // A relation names the rows it was checked against: it is the better reason.
  const flagsPrinted = lines.some((line) => line?.lab_flag === "H" || line?.lab_flag === "L");
  lines.forEach((line, index) => {
    const problem = line === undefined ? undefined : flagRangeProblem(line, flagsPrinted);
    if (problem !== undefined && !doubts.has(index)) doubts.set(index, problem);
  });
  return doubts;
}
