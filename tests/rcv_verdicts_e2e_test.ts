/**
 * Guards the change verdicts a clinical review found wrong, through the real tool, on stores
 * written here: a value printed "1.0" (stored as the number 1) keeps its
 * printed step of 0.1, and a store that does not say how values were
 * printed widens no verdict; a change across labs says so for
 * every marker, widened where methods differ (creatinine, ferritin) and
 * otherwise assuming comparable methods (sodium); a change a hair beyond the RCV is at the limit,
 * and results hours apart are not judged. `get_trend`'s text is
 * what the model repeats, so each check reads it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "./helpers.ts";

async function storeWith(lines: readonly object[]): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-rcv-" });
  const text = lines.map((line) => JSON.stringify(line)).join("\n");
  await Deno.writeTextFile(`${dir}/results.ndjson`, `${text}\n`);
  return dir;
}

async function trend(lines: readonly object[], marker: string) {
  const dir = await storeWith(lines);
  try {
    await using client = await connectInProcess(dir);
    const { body, text } = await call(client, "get_trend", { marker });
    return { change: body.series[0].changes.since_previous, text };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const creatinine = (date: string, value: number, extra: object = {}) => ({
  code: "CREA",
  date,
  value,
  unit: "mg/dL",
  ref_low: 0.7,
  ref_high: 1.2,
  ...extra,
});

Deno.test("get_trend calls creatinine 1.0 → 1.9 mg/dL a likely real increase, printed step 0.1", async () => {
  const { change, text } = await trend([
    creatinine("2024-01-10", 1, { decimals: 1, lab: "Lab A" }),
    creatinine("2025-01-10", 1.9, { decimals: 1, lab: "Lab A" }),
  ], "CREA");
  assert.equal(change.verdict, "likely_real_increase");
  assert.equal(change.resolution, undefined);
  assert.match(text, /\+90\.0 % from 2024-01-10 to 2025-01-10: likely a real increase/);
  assert.doesNotMatch(text, /printed resolution/);
});

Deno.test("get_trend on an older store without printed decimals widens no verdict", async () => {
  const { change, text } = await trend([
    creatinine("2024-01-10", 1),
    creatinine("2025-01-10", 1.9),
  ], "CREA");
  assert.equal(change.verdict, "likely_real_increase");
  assert.doesNotMatch(text, /printed resolution of 1/);
  // One printed step is still never real where the decimals are known.
  const step = await trend([
    creatinine("2024-01-10", 0.5, { decimals: 1, lab: "Lab A" }),
    creatinine("2025-01-10", 0.6, { decimals: 1, lab: "Lab A" }),
  ], "CREA");
  assert.equal(step.change.verdict, "within_expected_variation");
  assert.match(step.text, /no larger than the printed resolution of 0\.1/);
});

Deno.test("get_trend says a change of lab for every marker, and what it assumes", async () => {
  const crea = await trend([
    creatinine("2024-01-10", 0.92, { lab: "Lab A" }),
    creatinine("2025-01-10", 1.08),
  ], "CREA");
  // Creatinine's methods differ (enzymatic and Jaffe): its RCV is widened by a between-method CV.
  assert.equal(crea.change.labs, "unknown");
  assert.equal(crea.change.cv_between, 6);
  assert.match(
    crea.text,
    /\+17\.4 % .*: within expected variation \(inside the RCV .*; labs not recorded, widened by a between-method CV of 6 %/,
  );
  const sodium = (date: string, value: number, lab: string) => ({
    code: "NA",
    date,
    value,
    unit: "mmol/L",
    decimals: 0,
    lab,
  });
  const na = await trend(
    [sodium("2024-01-10", 139, "Lab A"), sodium("2025-01-10", 144, "Lab B")],
    "NA",
  );
  assert.equal(na.change.labs, "different");
  assert.match(na.text, /; labs differ, assuming comparable methods;/);
  // Ferritin has a cited between-method CV, which widens its RCV instead.
  const ferritin = (date: string, value: number, lab: string) => ({
    code: "FERR",
    date,
    value,
    unit: "ng/mL",
    lab,
  });
  const ferr = await trend([
    ferritin("2024-01-10", 30, "Lab A"),
    ferritin("2025-01-10", 50, "Lab B"),
  ], "FERR");
  assert.equal(ferr.change.cv_between, 22.9);
  assert.match(ferr.text, /labs differ, widened by a between-method CV of 22\.9 %/);
  assert.doesNotMatch(ferr.text, /assuming comparable methods/);
});

Deno.test("get_trend says a change at the edge of the RCV is at the limit, not likely real", async () => {
  // Creatinine's RCV is +15.06 %: 1.000 → 1.151 mg/dL sits on it.
  const { change, text } = await trend([
    creatinine("2024-01-10", 1, { decimals: 3, lab: "Lab A" }),
    creatinine("2025-01-10", 1.151, { decimals: 3, lab: "Lab A" }),
  ], "CREA");
  assert.equal(change.verdict, "at_limit");
  assert.match(text, /\+15\.1 % from 2024-01-10 to 2025-01-10: at the limit of expected variation/);
  assert.doesNotMatch(text, /likely a real/);
});

Deno.test("get_trend does not judge glucose readings two hours apart with a day-to-day CVI", async () => {
  const glucose = (date: string, value: number) => ({ code: "GLU", date, value, unit: "mg/dL" });
  const { change, text } = await trend([
    glucose("2024-05-01T08:00", 160),
    glucose("2024-05-01T10:00", 110),
  ], "GLU");
  assert.equal(change.verdict, "not_assessable");
  assert.equal(change.reason, "too_close");
  assert.match(text, /not assessable: the results are less than a day apart/);
});
