/**
 * Guards the personal reference intervals (docs/clinical.md), through the
 * real tool: `get_trend` gives haemoglobin with six steady results a personal
 * interval (from the results before the latest, which is placed against it)
 * beside the lab's range, in its structured output and its text, and says
 * why there is none with two; a censored result is left out and counted.
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "./helpers.ts";

function line(code: string, date: string, value: number | string, extra = {}): string {
  return JSON.stringify({
    code,
    date,
    value,
    unit: "g/dL",
    ref_low: 12,
    ref_high: 16,
    lab: "Lab A",
    ...extra,
  });
}

async function storeWith(lines: readonly string[]): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-prri-" });
  await Deno.writeTextFile(`${dir}/results.ndjson`, `${lines.join("\n")}\n`);
  return dir;
}

Deno.test("get_trend gives haemoglobin with six steady results a personal interval", async () => {
  const dir = await storeWith([
    line("HGB", "2023-02-14", 13.5),
    line("HGB", "2023-09-02T08:15", 13.9),
    line("HGB", "2024-01-30", 13.2),
    line("HGB", "2024-06-11", 14.1),
    line("HGB", "2024-06-20", 12, { comparator: "<" }),
    line("HGB", "2025-01-08", 13.6),
    line("HGB", "2025-07-21", 13.8),
  ]);
  await using client = await connectInProcess(dir);
  const { body, text } = await call(client, "get_trend", { marker: "hemoglobin" });
  const interval = body.series[0].personal_interval;
  assert.equal(interval.n, 5, "the five exact results before the latest");
  assert.equal(interval.excluded, 1);
  assert.equal(interval.basis, "own_cv");
  assert.ok(interval.low > 12.5 && interval.low < 13.2, `low ${interval.low}`);
  assert.ok(interval.high > 14.1 && interval.high < 14.9, `high ${interval.high}`);
  assert.deepEqual(interval.latest, { date: "2025-07-21", value: 13.8, position: "inside" });
  assert.match(interval.source, /Coşkun A et al\. 2022/);
  assert.match(
    text,
    /personal interval 12\.\d+-14\.\d+ \(set point 13\.66; from n=5 previous 2023-02-14\.\.2025-01-08, own CV .*\); latest 13\.8 inside/,
  );
});

Deno.test("get_trend gives no personal interval for two results, and says why", async () => {
  const dir = await storeWith([line("HGB", "2024-03-01", 13.5), line("HGB", "2025-03-01", 13.9)]);
  await using client = await connectInProcess(dir);
  const { body, text } = await call(client, "get_trend", { marker: "HGB" });
  assert.deepEqual(body.series[0].personal_interval, {
    reason: "too_few_results",
    n: 1,
    needed: 3,
    excluded: 0,
  });
  assert.match(text, /personal interval: none, too few previous exact results \(1; needs 3\)/);
});

Deno.test("get_trend gives a month of glucose readings several a day no personal interval", async () => {
  // 300 meter readings over a month: about 52-143 mg/dL before, a "normal for you" whose lower
  // edge is hypoglycaemia. Readings through the day are not one result per draw.
  await using client = await connectInProcess(
    new URL("./fixtures/store/real", import.meta.url).pathname,
  );
  const { body, text } = await call(client, "get_trend", { marker: "GLU" });
  const interval = body.series[0].personal_interval;
  assert.equal(interval.reason, "intra_day", JSON.stringify(interval));
  assert.equal(interval.days_with_several, interval.days);
  assert.match(
    text,
    /personal interval: none, not assessable: readings within a day vary with meals and time, and a personal interval needs one result per draw under the same conditions \(fasting, morning; Fraser 2001, Coşkun 2022\) \(\d+ of \d+ days hold several readings\)/,
  );
  assert.doesNotMatch(text, /personal interval \d/);
});
