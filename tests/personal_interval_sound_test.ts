/**
 * Guards the soundness of "normal for you" (docs/clinical.md), through the
 * real `get_trend` on stores written for each case: a personal interval is
 * never built across an event of events.yaml, across labs whose methods
 * differ, on a scale without a CV, from an outlier, narrower than the
 * analytical imprecision and the printed resolution, or from results mostly
 * outside the lab's range; and where the interval and the RCV line of one
 * answer disagree, the answer says why.
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "./helpers.ts";

interface Row {
  readonly code: string;
  readonly date: string;
  readonly value: number;
  readonly unit: string;
  readonly ref_low?: number;
  readonly ref_high?: number;
  readonly lab?: string;
}

async function storeWith(rows: readonly Row[], events = ""): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-prri-sound-" });
  await Deno.writeTextFile(
    `${dir}/results.ndjson`,
    `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`,
  );
  if (events !== "") await Deno.writeTextFile(`${dir}/events.yaml`, events);
  return dir;
}

function series(
  code: string,
  unit: string,
  dated: readonly (readonly [string, number])[],
  extra: Partial<Row> = {},
): Row[] {
  return dated.map(([date, value]) => ({ code, date, value, unit, ...extra }));
}

/** Every personal-interval line the tests saw, by test: docs/clinical.md quotes some of them. */
const seen: string[] = [];

async function trendOf(dir: string, marker: string) {
  await using client = await connectInProcess(dir);
  const { body, text, isError } = await call(client, "get_trend", { marker });
  assert.equal(isError, false, text);
  seen.push(...text.split("\n").filter((line) => line.includes("personal interval")));
  return { interval: body.series[0].personal_interval, text, body };
}

Deno.test("LDL across a statin course: the interval rests on the results after it only", async () => {
  const dir = await storeWith(
    series("LDL", "mg/dL", [
      ["2020-01-10", 150],
      ["2020-07-10", 160],
      ["2021-01-10", 155],
      ["2021-09-10", 80],
      ["2022-03-10", 85],
      ["2022-09-10", 78],
      ["2023-03-10", 152],
      ["2023-09-10", 158],
      ["2024-03-10", 149],
      ["2024-09-10", 150],
    ]),
    "- date: 2021-06-01\n  end: 2023-01-01\n  text: atorvastatin 20 mg\n  kind: medication\n",
  );
  const { interval, text } = await trendOf(dir, "LDL");
  assert.equal(interval.n, 3, JSON.stringify(interval));
  assert.equal(interval.first_date, "2023-03-10", JSON.stringify(interval));
  assert.deepEqual(interval.since_event, {
    date: "2021-06-01",
    end: "2023-01-01",
    text: "atorvastatin 20 mg",
    kind: "medication",
  });
  assert.equal(interval.left_out.before_event, 6);
  assert.match(
    text,
    /personal interval [\d.]+-[\d.]+ .*results after event 2021-06-01\.\.2023-01-01/,
  );
});

Deno.test("LDL on a statin started recently: no interval across the start, and it says why", async () => {
  const dir = await storeWith(
    series("LDL", "mg/dL", [
      ["2020-01-10", 150],
      ["2020-07-10", 160],
      ["2021-01-10", 155],
      ["2021-09-10", 80],
      ["2022-03-10", 85],
      ["2022-09-10", 150],
    ]),
    "- date: 2021-06-01\n  text: atorvastatin 20 mg\n  kind: medication\n",
  );
  const { interval, text, body } = await trendOf(dir, "LDL");
  assert.equal(body.series[0].changes.since_previous.verdict, "likely_real_increase");
  assert.equal(interval.reason, "too_few_results", JSON.stringify(interval));
  assert.equal(interval.n, 2);
  assert.equal(interval.since_event.date, "2021-06-01");
  assert.match(
    text,
    /personal interval: none, too few previous exact results since event 2021-06-01 medication "atorvastatin 20 mg" \(2; needs 3\)/,
  );
  assert.doesNotMatch(text, /latest 150 inside/);
});

Deno.test("six glucose results all high: no 'normal for you', the usual values lie above the range", async () => {
  const dir = await storeWith(
    series("GLU", "mg/dL", [
      ["2022-01-10", 160],
      ["2022-04-10", 168],
      ["2022-07-10", 172],
      ["2022-10-10", 165],
      ["2023-01-10", 170],
      ["2023-04-10", 163],
      ["2023-07-10", 175],
    ], { ref_low: 70, ref_high: 99 }),
  );
  const { interval, text } = await trendOf(dir, "glucose");
  assert.equal(interval.reason, "usual_outside_range", JSON.stringify(interval));
  assert.equal(interval.direction, "high");
  assert.equal(interval.outside, 6);
  assert.deepEqual(interval.usual, { low: 160, high: 172 });
  assert.match(
    text,
    /personal interval: none, this person's usual values lie above the lab's range \(6 of 6 previous results, 160-172\)/,
  );
  assert.doesNotMatch(text, /latest 175 inside/);
});

Deno.test("haemoglobin all low: no 'normal for you', the usual values lie below the range", async () => {
  const dir = await storeWith(
    series("HGB", "g/dL", [
      ["2022-01-10", 10.4],
      ["2022-04-10", 10.9],
      ["2022-07-10", 10.2],
      ["2022-10-10", 10.6],
      ["2023-01-10", 10.5],
      ["2023-04-10", 10.7],
    ], { ref_low: 12, ref_high: 16 }),
  );
  const { interval, text } = await trendOf(dir, "HGB");
  assert.equal(interval.reason, "usual_outside_range", JSON.stringify(interval));
  assert.equal(interval.direction, "low");
  assert.match(text, /usual values lie below the lab's range \(5 of 5 previous results/);
});

Deno.test("an earlier TSH of 4.5 is left out as an outlier: it does not widen the interval to hold 3.5", async () => {
  const dir = await storeWith(
    series("TSH", "mIU/L", [
      ["2020-01-10", 1.8],
      ["2020-06-10", 2.0],
      ["2020-11-10", 1.9],
      ["2021-04-10", 4.5],
      ["2021-09-10", 2.1],
      ["2022-02-10", 2.0],
      ["2022-07-10", 1.9],
      ["2022-12-10", 2.0],
      ["2023-05-10", 3.5],
    ], { ref_low: 0.4, ref_high: 4.0, lab: "Lab A" }),
  );
  const { interval, text } = await trendOf(dir, "TSH");
  assert.ok("low" in interval, JSON.stringify(interval));
  assert.deepEqual(interval.outliers, [{ date: "2021-04-10", value: 4.5 }]);
  assert.equal(interval.n, 7);
  assert.equal(interval.latest.position, "above");
  assert.ok(interval.high < 3.5, `high ${interval.high}`);
  assert.match(text, /1 outlier left out: 4\.5 on 2021-04-10/);
  assert.match(text, /latest 3\.5 above it/);
});

Deno.test("five sodium results of 140: no interval of zero width, 141 is inside the floor", async () => {
  const dir = await storeWith(
    series("NA", "mmol/L", [
      ["2022-01-10", 140],
      ["2022-04-10", 140],
      ["2022-07-10", 140],
      ["2022-10-10", 140],
      ["2023-01-10", 140],
      ["2023-04-10", 141],
    ], { ref_low: 135, ref_high: 145 }),
  );
  const { interval, text, body } = await trendOf(dir, "sodium");
  assert.equal(body.series[0].changes.since_previous.verdict, "within_expected_variation");
  assert.ok("low" in interval, JSON.stringify(interval));
  assert.ok(interval.high - interval.low > 2, `${interval.low}-${interval.high}`);
  assert.equal(interval.floor, "analytical");
  assert.equal(interval.latest.position, "inside");
  assert.match(text, /widened to ±1\.96×CVA \(1 %\)/);
  assert.match(text, /latest 141 inside/);
});

Deno.test("HbA1c in mmol/mol: no interval from a CV measured on the % scale", async () => {
  const dir = await storeWith(
    series("HBA1C", "mmol/mol", [
      ["2022-01-10", 40],
      ["2022-04-10", 41],
      ["2022-07-10", 39],
      ["2022-10-10", 42],
      ["2023-01-10", 40],
      ["2023-04-10", 41],
    ], { ref_high: 42 }),
  );
  const { interval, text, body } = await trendOf(dir, "HbA1c");
  assert.equal(body.series[0].changes.since_previous.reason, "other_scale");
  assert.equal(interval.reason, "other_scale", JSON.stringify(interval));
  assert.equal(interval.scale, "%");
  assert.match(
    text,
    /personal interval: none, not assessable: the within-person CV was measured on the % scale/,
  );
});

Deno.test("ferritin from Lab A then Lab B: no one-lab interval placed against the other lab's result", async () => {
  const dir = await storeWith([
    ...series("FERR", "ng/mL", [
      ["2022-01-10", 50],
      ["2022-04-10", 55],
      ["2022-07-10", 48],
      ["2022-10-10", 52],
      ["2023-01-10", 53],
    ], { ref_low: 15, ref_high: 150, lab: "Lab A" }),
    { code: "FERR", date: "2023-04-10", value: 70, unit: "ng/mL", lab: "Lab B" },
  ]);
  const { interval, text, body } = await trendOf(dir, "ferritin");
  assert.equal(body.series[0].changes.since_previous.labs, "different");
  assert.equal(interval.reason, "different_labs", JSON.stringify(interval));
  assert.equal(interval.left_out.other_lab, 5);
  assert.match(
    text,
    /personal interval: none, not assessable: the previous results are from other labs or none recorded \(5\), and this marker's methods differ between labs/,
  );
  assert.doesNotMatch(text, /above it/);
});

Deno.test("the interval and the RCV line disagree only with the reason said", async () => {
  // Steady haemoglobin 13.5-13.6, then 14.3: within the RCV of the previous result (+5.1 %
  // against +8.9 %), but above this person's narrow interval.
  const dir = await storeWith(
    series("HGB", "g/dL", [
      ["2022-01-10", 13.5],
      ["2022-04-10", 13.6],
      ["2022-07-10", 13.5],
      ["2022-10-10", 13.6],
      ["2023-01-10", 13.5],
      ["2023-04-10", 13.6],
      ["2023-07-10", 14.3],
    ], { ref_low: 12, ref_high: 16 }),
  );
  const { interval, text, body } = await trendOf(dir, "HGB");
  assert.equal(body.series[0].changes.since_previous.verdict, "within_expected_variation");
  assert.equal(interval.latest.position, "above");
  assert.equal(interval.latest.versus_change, "within_expected_variation");
  const sentence = text.slice(text.indexOf("latest 14.3 above it")).split("\n")[0]!;
  assert.equal(
    sentence,
    "latest 14.3 above it, while the change from the previous result is within expected variation: that compares with one result against the population's within-person variation, this interval with 6 results around their set point and this person's own variation (CV 0.4 %)",
  );
  // docs/clinical.md quotes this very sentence.
  const docs = await Deno.readTextFile(new URL("../docs/clinical.md", import.meta.url));
  assert.ok(docs.replace(/\s+/g, " ").includes(sentence), "docs/clinical.md quotes the sentence");
});

Deno.test("docs/clinical.md reads aloud only lines the tool gave in the tests above", async () => {
  const docs = await Deno.readTextFile(new URL("../docs/clinical.md", import.meta.url));
  const start = docs.indexOf("```text\npersonal interval");
  assert.ok(start >= 0, "docs/clinical.md has its block of personal-interval lines");
  const quoted = docs.slice(start + 8, docs.indexOf("```", start + 8)).trim().split("\n");
  assert.ok(quoted.length >= 8, `${quoted.length} lines`);
  const given = new Set(seen.map((line) => line.trim()));
  for (const line of quoted) assert.ok(given.has(line), `not given by the tool: ${line}`);
});
