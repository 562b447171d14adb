// The column builder's own shortcut: `judge` gives every parsed reading the
// flag that `flagOf` (the one definition) gives it.

import assert from "node:assert/strict";
import { flagOf } from "../domain/readings/flags.ts";
import type { Reading } from "../domain/readings/reading.ts";
import { FLAGS } from "../domain/series/series_columns.ts";
import { CodeColumns } from "./column_builder.ts";
import { judge } from "./judge_row.ts";
import { StringTable } from "./string_table.ts";
import { newScratch } from "./line_parser/row_scratch.ts";
import { scratchFromReading } from "./line_parser/parse_rows.ts";

const VALUES: (number | string)[] = [-1, 0, 0.5, 3.9, 4, 4.0001, 7, 10, 10.5, 1e9, "ujemny"];
const BOUNDS: (number | undefined)[] = [undefined, -2, 0, 4, 10];
const COMPARATORS: Reading["comparator"][] = [undefined, "<", "<=", ">", ">="];
const LAB_FLAGS: Reading["lab_flag"][] = [undefined, "H", "L", "A"];

Deno.test("judge() flags every kind of reading exactly as flagOf() does", () => {
  const row = newScratch();
  let checked = 0;
  for (const value of VALUES) {
    for (const ref_low of BOUNDS) {
      for (const ref_high of BOUNDS) {
        for (const comparator of COMPARATORS) {
          for (const lab_flag of LAB_FLAGS) {
            if (typeof value === "string" && comparator !== undefined) continue;
            const reading: Reading = {
              code: "X",
              date: "2024-01-01",
              value,
              ...(comparator ? { comparator } : {}),
              ...(ref_low !== undefined ? { ref_low } : {}),
              ...(ref_high !== undefined ? { ref_high } : {}),
              ...(lab_flag ? { lab_flag } : {}),
            };
            const where = JSON.stringify(reading);
            assert.equal(FLAGS[judge(scratchFromReading(reading, row))], flagOf(reading), where);
            checked++;
          }
        }
      }
    }
  }
  assert.ok(checked > 4000);
});

Deno.test("a view keeps what it showed when later readings grow or reorder the columns", () => {
  const columns = new CodeColumns("GLU", new StringTable(), 4);
  const row = newScratch();
  const add = (day: number, value: number, line: number) => {
    const date = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    columns.add(scratchFromReading({ code: "GLU", date, value }, row), 0, line);
  };
  for (let i = 0; i < 10; i++) add(100 + i, i, i + 1);
  columns.finish(() => {});
  const view = columns.view();
  const shown = Array.from(view.num);
  // Many more in order (the arrays must grow), then some earlier (they must be re-sorted).
  for (let i = 0; i < 500; i++) add(200 + i, 1000 + i, 100 + i);
  for (let i = 0; i < 5; i++) add(i, -i, 1000 + i);
  columns.finish(() => {});
  assert.deepEqual(Array.from(view.num), shown);
  assert.equal(view.length, 10);
  const now = columns.view();
  assert.equal(now.length, 515);
  assert.deepEqual(Array.from(now.num).slice(0, 6), [-0, -1, -2, -3, -4, 0]);
});
