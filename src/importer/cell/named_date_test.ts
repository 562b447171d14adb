/**
 * Dates with a month's name, as Polish and English documents print them:
 * before this, every row of such a document was lost for want of a date.
 */

import assert from "node:assert/strict";
import { labelledDates } from "./printed_dates.ts";
import { datesInText, toStoreDate } from "./date_text.ts";
import { namedDate, wholeNamedDate } from "./named_date.ts";

Deno.test("namedDate() reads a day, a month's name in any case or inflection, and a year", () => {
  const cases: [string, string][] = [
    ["12 marca 2025", "2025-03-12"],
    ["1 stycznia 2024", "2024-01-01"],
    ["3. października 2024 r.", "2024-10-03"],
    ["22 Grudnia 2023", "2023-12-22"],
    ["5 maj 2022", "2022-05-05"],
    ["12 Mar 2025", "2025-03-12"],
    ["12-Mar-2025", "2025-03-12"],
    ["9 sept. 2021", "2021-09-09"],
    ["March 12, 2025", "2025-03-12"],
    ["1 May 2020", "2020-05-01"],
  ];
  for (const [printed, iso] of cases) assert.equal(namedDate(printed), iso, printed);
});

Deno.test("namedDate() gives no date for an impossible day, a word that only begins like a month, or no year", () => {
  for (
    const text of [
      "31 lutego 2025",
      "30 February 2024",
      "12 marchewek 2025",
      "12 marca",
      "Mar 2025",
      "12 mar 25",
    ]
  ) {
    assert.equal(namedDate(text), undefined, text);
  }
});

Deno.test("a named-month date is found in a line and under a collection label", () => {
  assert.deepEqual(datesInText("Data pobrania: 12 marca 2025, godz. 08:15; wydruk 14.03.2025"), [
    "2025-03-12",
    "2025-03-14",
  ]);
  assert.deepEqual(
    labelledDates("Collected: 3 Oct 2024 07:34   Printed: 5 Oct 2024").map((
      d,
    ) => [d.strength, d.date]),
    [["collection", "2024-10-03"]],
  );
  assert.equal(toStoreDate("12 marca 2025 r."), "2025-03-12");
  assert.equal(wholeNamedDate("Pobrano 12 marca 2025"), undefined);
});

Deno.test("namedDate() reads a Polish month whose diacritics OCR dropped", () => {
  // Without this, "Pobrano: 3 pazdziernika 2022" gave no date, and the rows
  // under it took the date of the order printed above them.
  assert.equal(namedDate("3 pazdziernika 2022"), "2022-10-03");
  assert.equal(namedDate("15 wrzesnia 2021"), "2021-09-15");
  assert.deepEqual(
    labelledDates("Pobrano: 3 pazdziernika 2022 07:19").map((d) => d.date),
    ["2022-10-03"],
  );
});

Deno.test("a day, a month's abbreviation and a year between slashes (Indian labs) is a date, its time in 12-hour form", () => {
  assert.deepEqual(
    labelledDates("Sample Collected On : 18/Mar/2023 08:12 AM   Reported On : 18/Mar/2023 04:47 PM")
      .map((d) => [d.strength, d.date]),
    [["collection", "2023-03-18"], ["other", "2023-03-18"]],
  );
  assert.equal(toStoreDate("18/Mar/2023 04:47 PM"), "2023-03-18");
  assert.equal(namedDate("31/Feb/2023"), undefined);
  // A ratio of words is no date.
  assert.equal(namedDate("12/Mar/ch"), undefined);
});
