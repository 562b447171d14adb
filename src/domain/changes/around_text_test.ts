// Guards the before/after line of an event (see docs/clinical.md): a change of
// means is written with both means, their counts and date spans, never as a
// change "from DATE to DATE" that reads as two single results.
import assert from "node:assert/strict";
import { aroundEvent } from "./life_events.ts";
import { aroundText } from "./around_text.ts";
import type { Reading } from "../readings/reading.ts";

const ferritin = (date: string, value: number): Reading => ({
  code: "FERR",
  date,
  value,
  unit: "ng/mL",
});
const iron = { date: "2023-01-20", text: "żelazo doustnie 80 mg", kind: "medication" as const };
const rules = {
  variation: { cv_i: 14.5, cv_a: 7.25, source: "Pilon 1981", evidence: "low" as const },
};

Deno.test("aroundText() writes both means with counts and spans, and the change as of the means", () => {
  const around = aroundEvent(
    [
      ferritin("2022-06-01", 7),
      ferritin("2023-01-17", 6),
      ferritin("2023-03-28", 9),
      ferritin("2023-09-01", 47),
      ferritin("2024-02-01", 62),
    ],
    iron,
    rules,
  );
  const line = aroundText(around, { style: "plain", quote: JSON.stringify });
  assert.doesNotMatch(line, /from 2023-01-17 to 2023-03-28/);
  assert.equal(
    line,
    'Around 2023-01-20 "żelazo doustnie 80 mg": mean 6.5 ng/mL (n=2, 2022-06-01..2023-01-17)' +
      " → mean 39.33 ng/mL (n=3, 2023-03-28..2024-02-01); +505.1 % of the means: likely a real" +
      " increase (beyond the RCV of means +33.5 %/-25.1 % for n=2 and 3; labs not recorded," +
      " assuming comparable methods; Pilon 1981; weak evidence)",
  );
});

Deno.test("aroundText() says why a change is not assessable and what was left out or converted", () => {
  const around = aroundEvent(
    [
      { code: "LDL", date: "2023-01-01", value: 150, unit: "mg/dL" },
      { code: "LDL", date: "2024-03-01", value: 20, comparator: "<", unit: "mg/dL" },
      { code: "LDL", date: "2024-04-01", value: 2.3, unit: "mmol/L" },
      { code: "LDL", date: "2024-05-01", value: "hemoliza" },
      { code: "LDL", date: "2024-12-01", value: 90, unit: "mg/dL" },
    ],
    { date: "2024-03-01", end: "2024-09-01", text: "statin", kind: "medication" },
    { variation: { cv_i: 8.46, cv_a: 4.23, source: "EuBIVAS" } },
    {
      units: {
        preferred: "mg/dL",
        convert: [{ from: "mg/dL", to: "mmol/L", factor: 0.02586, source: "M 386.65" }],
      },
    },
  );
  assert.equal(
    aroundText(around, { style: "typographic" }),
    "Around 2024-03-01 statin: no mean (n=2, 1 censored, 2023-01-01 – 2024-03-01) → mean 89 mg/dL" +
      " (n=1, 2024-04-01); not assessable: a censored result (below or above a limit) leaves its side" +
      " without a mean; the result on the event's day counted before; after ends at the event's end" +
      " 2024-09-01; 1 converted from mmol/L (M 386.65); left out: 1 text, 1 after the event's end",
  );
});

Deno.test("aroundText() says when a side has no results", () => {
  const around = aroundEvent([ferritin("2023-05-01", 30)], iron, rules);
  assert.equal(
    aroundText(around, { style: "plain" }),
    "Around 2023-01-20 żelazo doustnie 80 mg: no results before → mean 30 ng/mL (n=1, 2023-05-01)",
  );
});
