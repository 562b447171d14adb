// Guards the time of a stored date: day numbers round-trip, and times order
// by day, then by the time of day as written.

import assert from "node:assert/strict";
import { dayNumber, dayString, timeOf } from "./stored_time.ts";

Deno.test("dayNumber() and dayString() round-trip across centuries and leap days", () => {
  for (const day of [-719162, -1, 0, 59, 11016, 19782, 2932896]) {
    const text = dayString(day);
    const [y, m, d] = text.split("-").map(Number);
    assert.equal(dayNumber(y!, m!, d!), day, text);
  }
  assert.equal(dayString(dayNumber(2000, 2, 29)), "2000-02-29");
  assert.equal(dayString(dayNumber(1, 1, 1)), "0001-01-01");
});

Deno.test("timeOf() orders by day, then by the time as written", () => {
  const dates = ["2024-01-02", "2024-01-01T23:59:59", "2024-01-01 08:00", "2024-01-01"];
  const sorted = [...dates].sort((a, b) => timeOf(a) - timeOf(b));
  assert.deepEqual(sorted, ["2024-01-01", "2024-01-01 08:00", "2024-01-01T23:59:59", "2024-01-02"]);
  assert.ok(Number.isNaN(timeOf("soon")));
});
