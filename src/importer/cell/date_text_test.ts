// Tests of date_text.ts: dates as printed in a line of text, to the store's ISO form.

import assert from "node:assert/strict";
import { datePlausibility, datesInText, toStoreDate } from "./date_text.ts";

Deno.test("toStoreDate() turns dd.mm.yyyy into an ISO day and drops a printed time", () => {
  assert.equal(toStoreDate("05.03.2025"), "2025-03-05");
  assert.equal(toStoreDate("5/3/2025"), "2025-03-05");
  assert.equal(toStoreDate("05.03.2025 07:40"), "2025-03-05");
});

Deno.test("toStoreDate() keeps an ISO date-time exactly as written, time zone untouched", () => {
  assert.equal(toStoreDate("2025-03-05T07:40:00+01:00"), "2025-03-05T07:40:00+01:00");
  assert.equal(toStoreDate("2025-03-05T07:40:00Z"), "2025-03-05T07:40:00Z");
});

Deno.test("toStoreDate() refuses impossible calendar dates", () => {
  assert.equal(toStoreDate("30.02.2025"), undefined);
  assert.equal(toStoreDate("2025-13-01"), undefined);
  assert.equal(toStoreDate("12/2025"), undefined);
});

Deno.test("datePlausibility() holds future dates and dates before 1950", () => {
  assert.equal(datePlausibility("2025-03-05T23:59:00+01:00", "2025-03-05"), undefined);
  assert.match(datePlausibility("2025-03-06", "2025-03-05")!, /in the future/);
  assert.match(datePlausibility("1949-12-31", "2025-03-05")!, /before 1950/);
});

Deno.test("datesInText() finds dates in a line in order", () => {
  assert.deepEqual(datesInText("Data pobrania: 12.03.2025 08:15, wydano 2025-03-14"), [
    "2025-03-12",
    "2025-03-14",
  ]);
});

Deno.test("datesInText reads the Czech and Slovak spelling with a space after each dot", () => {
  assert.deepEqual(datesInText("Odběr 29. 4. 2025 07:35 — MUDr. X"), ["2025-04-29"]);
  assert.deepEqual(datesInText("Výsledek vydán 1. 10. 2025 09:12"), ["2025-10-01"]);
  // A numbered list or a decimal before a year is no date.
  assert.deepEqual(datesInText("1. 2. bod"), []);
  assert.deepEqual(datesInText("4,5. 3. 2025"), []);
});

Deno.test("a date printed year first with dots (Hungarian '2025.07.22.') is read, a longer number is not", () => {
  assert.equal(toStoreDate("2025.07.22."), "2025-07-22");
  assert.equal(toStoreDate("2025.07.22. 07:50"), "2025-07-22");
  assert.deepEqual(datesInText("Mintavétel: 2025.07.22. 07:50   Beérkezés: 2025.07.22. 09:30"), [
    "2025-07-22",
    "2025-07-22",
  ]);
  assert.deepEqual(datesInText("v 2025.07.221"), []);
  assert.deepEqual(datesInText("x 2025.13.01."), []);
});
