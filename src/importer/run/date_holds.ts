/**
 * The holds a document's own dates put on the whole document: a row dated
 * in the future or before 1950 means the document's dates were misread, so
 * nothing of it is written. Worked out again after corrections, so that a
 * misread year set right with `--set ID:date=…` releases the document.
 *
 * @module
 */

import type { RawRow } from "../document.ts";
import { datePlausibility } from "../cell/mod.ts";

/**
 * Why each row's date holds its document back, as `where: reason`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { where: "line 3", name: "HGB", date: "2052-03-12", value: { value: 14 }, range: {} };
 * assert.deepEqual(dateHolds([row], "2025-06-01"), ['line 3: date "2052-03-12" is in the future']);
 * assert.deepEqual(dateHolds([{ ...row, date: "2025-03-12" }], "2025-06-01"), []);
 * ```
 */
export function dateHolds(rows: readonly RawRow[], today: string): string[] {
  return rows.flatMap((row) => {
    const problem = row.date === undefined ? undefined : datePlausibility(row.date, today);
    return problem === undefined ? [] : [`${row.where}: ${problem}`];
  });
}
