import assert from "node:assert/strict";
import type { Series, TrendPoint } from "../domain/answers/trend.ts";
import { chartModel, pointTime, timeExtent } from "./chart_model.ts";
import { trendsOf } from "./trend_data.ts";

function series(points: TrendPoint[], unit = "ng/mL"): Series {
  return { unit, points, omitted: 0, summary: {} as Series["summary"] };
}

Deno.test("chartModel() puts censored values at their bound with the direction of the truth", () => {
  const model = chartModel(
    "X",
    series([
      { date: "2024-01-01", value: 0.5, comparator: "<", flag: "normal" },
      { date: "2024-02-01", value: 90, comparator: ">=", flag: "normal" },
      { date: "2024-03-01", value: 3, flag: "normal" },
    ]),
  );
  assert.deepEqual(model.points.map((p) => [p.y, p.censored]), [
    [0.5, "below"],
    [90, "above"],
    [3, null],
  ]);
  assert.match(model.points[0]!.details, /^2024-01-01: <0\.5 ng\/mL$/);
});

Deno.test("chartModel() leaves qualitative values to the table and counts them", () => {
  const model = chartModel(
    "X",
    series([
      { date: "2024-01-01", value: "dodatni", flag: null },
      { date: "2024-02-01", value: 4, flag: "high", ref_high: 3 },
    ]),
  );
  assert.equal(model.points.length, 1);
  assert.equal(model.qualitative, 1);
  assert.equal(model.points[0]!.outOfRange, true);
});

Deno.test("chartModel() joins points with one range into one span and splits on a change", () => {
  const model = chartModel(
    "X",
    series([
      { date: "2023-01-01", value: 20, ref_low: 10, ref_high: 120, flag: "normal" },
      { date: "2023-06-01", value: 30, ref_low: 10, ref_high: 120, flag: "normal" },
      { date: "2024-01-01", value: 40, ref_low: 13, ref_high: 150, flag: "normal" },
    ]),
  );
  assert.equal(model.rangeKind, "both");
  assert.deepEqual(
    model.ranges.map((
      r,
    ) => [r.from.toISOString().slice(0, 10), r.to.toISOString().slice(0, 10), r.low]),
    [["2023-01-01", "2024-01-01", 10], ["2024-01-01", "2024-01-01", 13]],
  );
});

Deno.test("chartModel() calls a range with one edge one-sided, and none when there is none", () => {
  const low = chartModel(
    "X",
    series([{ date: "2024-01-01", value: 90, ref_low: 60, flag: "normal" }]),
  );
  assert.equal(low.rangeKind, "low");
  const none = chartModel("X", series([{ date: "2024-01-01", value: 9, flag: null }]));
  assert.equal(none.rangeKind, "none");
  assert.deepEqual(none.ranges, []);
});

Deno.test("timeExtent() spans every chart, for a shared axis", () => {
  const a = chartModel("A", series([{ date: "2023-05-01", value: 1, flag: null }]));
  const b = chartModel("B", series([{ date: "2025-01-01", value: 2, flag: null }]));
  assert.deepEqual(timeExtent([a, b])?.map((d) => d.toISOString().slice(0, 10)), [
    "2023-05-01",
    "2025-01-01",
  ]);
  assert.equal(timeExtent([]), undefined);
});

Deno.test("a series' personal interval reaches the chart from get_trend's answer, and a reason alone does not", () => {
  const answer = (personal_interval: unknown) =>
    trendsOf({
      ok: true,
      marker: { code: "HGB", label: "Hemoglobina" },
      series: [{
        unit: "g/dL",
        points: [{ date: "2024-03-01", value: 13.5, ref_low: 12, ref_high: 16, flag: "normal" }],
        personal_interval,
      }],
    })[0]!.series[0]!;
  const drawn = answer({ low: 12.8, high: 14.57, set_point: 13.68, n: 6, basis: "own_cv" });
  assert.deepEqual(drawn.personalInterval, { low: 12.8, high: 14.57, n: 6 });
  assert.deepEqual(chartModel("HGB", drawn).personal, { low: 12.8, high: 14.57, n: 6 });
  const none = answer({ reason: "too_few_results", n: 2, needed: 3, excluded: 0 });
  assert.equal(none.personalInterval, undefined);
  assert.equal(chartModel("HGB", none).personal, undefined);
  assert.ok(!chartModel("HGB", none).keys.includes("personal_intra_day"));
  // Readings several a day: no band, and the legend says why.
  const intraDay = answer({ reason: "intra_day", n: 299, excluded: 0, days: 30 });
  assert.equal(intraDay.personalNone, "intra_day");
  assert.ok(chartModel("HGB", intraDay).keys.includes("personal_intra_day"));
  assert.equal(chartModel("HGB", intraDay).personal, undefined);
});

Deno.test("pointTime() reads every stored time form: minutes, seconds, fractions and zones", () => {
  // A FHIR import stores `…T08:30:00Z`; the chart drew such
  // readings as Invalid Date, so they vanished from the view, SVG and PDF.
  const times = ["08:30", "08:30:00", "08:30:00Z", "08:30:00.250+01:00", "23:59:59-05:00"];
  for (const time of times) {
    const at = pointTime({ date: "2024-02-01", time });
    assert.ok(!Number.isNaN(at.getTime()), `time "${time}" gave Invalid Date`);
    assert.equal(at.toISOString().slice(0, 10), "2024-02-01", `time "${time}" moved the day`);
  }
  assert.equal(
    pointTime({ date: "2024-02-01", time: "08:30:00+01:00" }).toISOString(),
    "2024-02-01T08:30:00.000Z",
  );
  assert.equal(
    pointTime({ date: "2024-02-01", time: "garbage" }).toISOString(),
    "2024-02-01T00:00:00.000Z",
  );
});

Deno.test("chartModel() draws every valid reading of a series with mixed date forms", () => {
  const model = chartModel(
    "CRP",
    series([
      { date: "2024-01-01", value: 2, flag: "normal" },
      { date: "2024-02-01", time: "08:30:00Z", value: 12, flag: "high" },
      { date: "2024-03-01", time: "07:05:00+01:00", value: 3, flag: "normal" },
    ], "mg/L"),
  );
  assert.equal(model.points.length, 3);
  assert.ok(model.points.every((p) => !Number.isNaN(p.at.getTime())));
});
