/**
 * Guards `get_trend(around_event)` end to end over the built-in dictionary
 * (see docs/clinical.md): LDL in mg/dL before a statin and in mmol/L on it gives
 * both means with their counts (before, the tool said "before: no results"
 * as it kept only the latest unit); the result drawn on the morning the
 * statin started counts before; results after the event's end are left out;
 * the change is judged against the RCV of means and never written as a
 * change between two dates.
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "../helpers.ts";

const LINES = [
  { code: "LDL", date: "2023-09-12", value: 158, unit: "mg/dL", ref_high: 115, lab: "Diagnostyka" },
  { code: "LDL", date: "2023-12-05T08:10", value: 171, unit: "mg/dl", ref_high: 115 },
  { code: "LDL", date: "2024-03-01T07:45", value: 165, unit: "mg/dL", ref_high: 115 },
  { code: "LDL", date: "2024-06-03", value: 2.4, unit: "mmol/L", ref_high: 3.0, lab: "ALAB" },
  { code: "LDL", date: "2024-07-15", value: "hemoliza" },
  { code: "LDL", date: "2024-11-20", value: 170, unit: "mg/dL", ref_high: 115 },
  { code: "HGB", date: "2024-03-01", value: 14.1, unit: "g/dL", ref_low: 12, ref_high: 16 },
];

const EVENTS = `# odstawiona we wrześniu
- date: 2024-03-01
  end: 2024-09-30
  text: atorwastatyna 20 mg
  kind: medication
- date: 2024-07-01
  text: urlop
`;

async function statinStore(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-around-" });
  await Deno.writeTextFile(
    `${dir}/results.ndjson`,
    LINES.map((line) => JSON.stringify(line)).join("\n") + "\n",
  );
  await Deno.writeTextFile(`${dir}/events.yaml`, EVENTS);
  return dir;
}

Deno.test("around_event: LDL before and on a statin gives both means with counts, the event-day result before, to the event's end", async () => {
  const dir = await statinStore();
  await using client = await connectInProcess(dir);
  const { isError, text, body } = await call(client, "get_trend", {
    marker: "LDL",
    around_event: "atorwastatyna",
  });
  assert.equal(isError, false, text);
  const around = body.around_event;
  assert.equal(around.unit, "mg/dL");
  assert.deepEqual(
    [around.before.count, around.before.first, around.before.last],
    [3, "2023-09-12", "2024-03-01"],
  );
  assert.equal(around.before.mean.toFixed(1), "164.7");
  assert.deepEqual([around.after.count, around.after.first, around.after.converted], [
    1,
    "2024-06-03",
    1,
  ]);
  // 2.4 mmol/L is 92.81 mg/dL, kept at the lab's precision: 93.
  assert.equal(around.after.mean.toFixed(2), "93.00");
  assert.equal(around.until, "2024-09-30");
  assert.deepEqual(around.left_out, { not_numeric: 1, after_end: 1 });
  assert.equal(around.change.verdict, "likely_real_decrease");
  assert.equal(around.change.percent.toFixed(1), "-43.5");
  assert.equal("from" in around.change, false);
  const line = text.split("\n").find((l: string) => l.startsWith("Around "));
  assert.ok(
    line?.startsWith(
      'Around 2024-03-01 "atorwastatyna 20 mg": mean 164.7 mg/dL (n=3, 2023-09-12..2024-03-01) → ' +
        "mean 93 mg/dL (n=1, 2024-06-03); -43.5 % of the means: likely a real decrease (beyond the RCV of means ",
    ),
    line,
  );
  assert.match(line!, /for n=3 and 1; /);
  assert.match(
    line!,
    /the result on the event's day counted before; after ends at the event's end 2024-09-30; 1 converted from mmol\/L \(Young 1987/,
  );
  assert.match(line!, /left out: 1 text, 1 after the event's end$/);
  assert.doesNotMatch(text, /no results/);
});

Deno.test("around_event: the trend's to bounds the after side, and unit names the unit of the means", async () => {
  const dir = await statinStore();
  await using client = await connectInProcess(dir);
  const { body } = await call(client, "get_trend", {
    marker: "LDL",
    around_event: "2024-03-01",
    to: "2024-05-31",
    unit: "mmol/L",
  });
  const around = body.around_event;
  assert.equal(around.unit, "mmol/L");
  assert.equal(around.before.count, 3);
  assert.equal(around.after, undefined);
  assert.equal(around.change, undefined);
});
