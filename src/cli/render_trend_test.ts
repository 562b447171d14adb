// The CLI's trend table: the "As reported" column shows what the lab printed,
// comparator included, beside the converted value.

import assert from "node:assert/strict";
import type { Trend } from "../domain/queries.ts";
import { summarize } from "../domain/trend.ts";
import { renderTrend } from "./render_trend.ts";

Deno.test("renderTrend() shows a converted censored value as reported, with its comparator", () => {
  const reading = { code: "CRP", date: "2024-01-01", value: 0.05, comparator: "<" as const };
  const trend: Trend = {
    marker: { code: "CRP", label: "CRP" },
    series: [{
      unit: "mg/dL",
      points: [{
        date: "2024-01-01",
        value: 0.05,
        comparator: "<",
        unit: "mg/dL",
        flag: null,
        original: { value: 0.5, unit: "mg/L" },
      }],
      omitted: 0,
      summary: summarize([reading]),
    }],
  };
  const row = renderTrend(trend, false).split("\n").find((line) => line.includes("2024-01-01"));
  assert.match(row ?? "", /<0\.05 .* <0\.5 mg\/L/);
});
