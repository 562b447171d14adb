// Guards the order the tests expect a marker's readings in: by day, then by time within the day.

import assert from "node:assert/strict";
import type { Reading } from "../../src/domain/readings/reading.ts";
import { compareByDate } from "./reading_order.ts";

const BASE: Reading = { code: "FERR", date: "2025-10-09", value: 52, unit: "µg/L", ref_low: 10 };

Deno.test("compareByDate() orders by day, then by time within the day", () => {
  const dates = ["2025-10-09T19:00", "2024-01-01", "2025-10-09", "2025-10-09T07:00"];
  const sorted = dates.map((date) => ({ ...BASE, date })).sort(compareByDate).map((r) => r.date);
  assert.deepEqual(sorted, ["2024-01-01", "2025-10-09", "2025-10-09T07:00", "2025-10-09T19:00"]);
});
