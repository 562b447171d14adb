import assert from "node:assert/strict";
import { alignDateColumns } from "./date_columns.ts";
import type { Column } from "./header_roles.ts";

// A cumulative printed so that its header's dates stand left of the values under them (a page
// zoomed out): each value column's middle is nearer the next date than its own.
const columns: Column[] = [
  { role: "name", x0: 40, x1: 81 },
  { role: "unit", x0: 218, x1: 246 },
  { role: "range", x0: 334, x1: 399 },
  { role: "result", x0: 463, x1: 507, date: "2026-01-14" },
  { role: "result", x0: 547, x1: 591, date: "2026-01-16" },
  { role: "result", x0: 632, x1: 676, date: "2026-01-19" },
  { role: "previous", x0: 716, x1: 733 },
  { role: "result", x0: 735, x1: 760, date: "2025-09-02" },
];
const slots = [
  { x0: 40, x1: 96 },
  { x0: 218, x1: 241 },
  { x0: 334, x1: 377 },
  { x0: 518, x1: 542 },
  { x0: 600, x1: 627 },
  { x0: 691, x1: 709 },
  { x0: 785, x1: 802 },
];

Deno.test("alignDateColumns() matches dates to value columns in order, a previous result's column after them", () => {
  const aligned = alignDateColumns(columns, slots);
  const at = (date: string) => aligned.find((c) => c.date === date)!;
  // each value column lies within its own date's column, never the next one's
  for (const [date, slot] of [["2026-01-14", 3], ["2026-01-16", 4], ["2026-01-19", 5]] as const) {
    assert.ok(at(date).x0 <= slots[slot]!.x0 && at(date).x1 >= slots[slot]!.x1, date);
  }
  // "Vorwert" and its date, printed under it, head one column: the last values
  assert.ok(at("2025-09-02").x1 >= slots[6]!.x1);
  assert.ok(at("2026-01-19").x1 < at("2025-09-02").x0);
});

Deno.test("alignDateColumns() leaves the columns alone when the value columns are fewer than the dates", () => {
  assert.equal(alignDateColumns(columns, slots.slice(0, 6)), columns);
});
