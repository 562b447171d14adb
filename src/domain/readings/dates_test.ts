// Guards date validation: impossible calendar dates are rejected (the store
// skips such lines, the tools answer invalid_argument), date-times order by
// their date part, and range messages say exactly what is wrong.

import assert from "node:assert/strict";
import { datePart, dateProblem, rangeProblem, timePart } from "./dates.ts";

Deno.test("dateProblem() rejects impossible calendar dates", () => {
  assert.equal(dateProblem("2024-13-45"), "month 13 does not exist");
  assert.equal(dateProblem("2023-02-29"), "day 29 does not exist in 2023-02");
  assert.equal(dateProblem("2024-02-30"), "day 30 does not exist in 2024-02");
  assert.equal(dateProblem("2024-04-31"), "day 31 does not exist in 2024-04");
  assert.equal(dateProblem("2024-00-10"), "month 0 does not exist");
  assert.equal(dateProblem("2024-01-00"), "day 0 does not exist in 2024-01");
  assert.equal(dateProblem("0000-01-01"), "year 0000 does not exist");
});

Deno.test("dateProblem() accepts leap days by the Gregorian rule", () => {
  assert.equal(dateProblem("2024-02-29"), undefined);
  assert.equal(dateProblem("2000-02-29"), undefined);
  assert.ok(dateProblem("1900-02-29"));
  assert.equal(dateProblem("2024-12-31"), undefined);
});

Deno.test("dateProblem() accepts ISO date-times with and without offsets", () => {
  for (
    const text of [
      "2025-10-09T07:45",
      "2025-10-09T07:45:00",
      "2025-10-09T07:45:00.123",
      "2025-10-09T07:45:00Z",
      "2025-10-09T07:45:00+02:00",
      "2025-10-09T07:45:00-0500",
      "2025-10-09 07:45",
    ]
  ) {
    assert.equal(dateProblem(text), undefined, text);
  }
});

Deno.test("dateProblem() rejects impossible times and malformed text", () => {
  assert.equal(dateProblem("2025-10-09T24:00"), "time 24:00 does not exist");
  assert.equal(dateProblem("2025-10-09T10:60:00"), "time 10:60:00 does not exist");
  for (const text of ["2025-1-9", "09.10.2025", "2025-10-09T", "yesterday", "", "2025-10-09x"]) {
    assert.equal(dateProblem(text), "expected YYYY-MM-DD or an ISO date-time", text);
  }
});

Deno.test("datePart() and timePart() split a stored date-time", () => {
  assert.equal(datePart("2025-10-09T07:45:00+02:00"), "2025-10-09");
  assert.equal(timePart("2025-10-09T07:45:00+02:00"), "07:45:00+02:00");
  assert.equal(datePart("2025-10-09"), "2025-10-09");
  assert.equal(timePart("2025-10-09"), undefined);
});

Deno.test("rangeProblem() accepts open and closed ranges, and a single day", () => {
  assert.equal(rangeProblem({}), undefined);
  assert.equal(rangeProblem({ from: "2024-01-01" }), undefined);
  assert.equal(rangeProblem({ to: "2024-01-01" }), undefined);
  assert.equal(rangeProblem({ from: "2024-02-29", to: "2024-02-29" }), undefined);
});

Deno.test("rangeProblem() says when a date is malformed", () => {
  assert.equal(
    rangeProblem({ from: "2024/01/01" }),
    '"from" "2024/01/01" is not a date: use YYYY-MM-DD',
  );
  assert.equal(
    rangeProblem({ to: "2024-01-01T10:00" }),
    '"to" "2024-01-01T10:00" is not a date: use YYYY-MM-DD',
  );
});

Deno.test("rangeProblem() says when a date does not exist", () => {
  assert.equal(
    rangeProblem({ from: "2024-13-45" }),
    '"from" 2024-13-45 is not a real date: month 13 does not exist',
  );
  assert.equal(
    rangeProblem({ to: "2023-02-29" }),
    '"to" 2023-02-29 is not a real date: day 29 does not exist in 2023-02',
  );
});

Deno.test("rangeProblem() says when to is before from", () => {
  assert.equal(
    rangeProblem({ from: "2025-01-01", to: "2024-01-01" }),
    '"to" 2024-01-01 is before "from" 2025-01-01',
  );
});

Deno.test("dateProblem() rejects a time zone offset that does not exist", () => {
  assert.equal(dateProblem("2025-10-09T07:45:00+99:99"), "time zone offset +99:99 does not exist");
  assert.equal(dateProblem("2025-10-09T07:45:00+14:00"), undefined);
});
