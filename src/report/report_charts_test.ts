// Guards the report's small charts (docs/pictures.md): a censored value
// (`<9`, `>1300`) needs room for its arrow, and under the chart's heading
// margin that squeezed the y ticks 9.6 px apart, their 11 px labels on top of
// one another. Drawn without the heading, they keep their space.

import assert from "node:assert/strict";
import { svgDocument } from "../chart/chart_svg.ts";
import type { Series } from "../domain/answers/trend.ts";
import { reportChart } from "./report_charts.ts";

function series(points: object[]): Series {
  return { unit: "IU/mL", points, omitted: 0, summary: {} } as unknown as Series;
}

function tickGaps(svg: SVGSVGElement): number[] {
  const ys = [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')]
    .map((t) => Number(/translate\([^,]+,([^)]+)\)/.exec(t.getAttribute("transform") ?? "")?.[1]));
  return ys.slice(1).map((y, i) => Math.abs(y - ys[i]!));
}

Deno.test("a censored value does not squeeze a small chart's y ticks together", () => {
  const tpo = series([
    { date: "2019-04-02", value: 9, comparator: "<", ref_high: 34, flag: "normal" },
    { date: "2020-04-02", value: 34, ref_high: 34, flag: "normal" },
    { date: "2021-04-02", value: 1300, comparator: ">", ref_high: 34, flag: "high" },
    { date: "2022-04-02", value: 870, ref_high: 34, flag: "high" },
  ]);
  const gaps = tickGaps(reportChart(svgDocument(), "Anty-TPO", tpo, "pl"));
  assert.ok(gaps.length >= 2, "the chart has y ticks");
  // Tick labels are 11 px tall: they need more than that between them.
  for (const gap of gaps) assert.ok(gap >= 12, `y ticks ${gap.toFixed(1)} px apart`);
});

Deno.test("the report's chart spells its unit for display and leaves the axis label to the title", () => {
  const svg = reportChart(svgDocument(), "Glukoza", {
    ...series([{ date: "2024-01-01", value: 92, flag: "normal" }]),
    unit: "mg/dl",
  }, "pl");
  assert.equal(svg.querySelector('g[aria-label="y-axis label"]'), null);
  assert.match(svg.getAttribute("aria-label") ?? "", /mg\/dL/);
});

Deno.test("a Polish report's chart prints Polish month names and a decimal comma", () => {
  const crp = {
    ...series([
      { date: "2021-03-02", value: 0.35, flag: "normal" },
      { date: "2021-05-20", value: 0.8, flag: "normal" },
      { date: "2021-08-01", value: 0.5, flag: "normal" },
    ]),
    unit: "mg/L",
  };
  const textOf = (lang: "pl" | "en") =>
    [...reportChart(svgDocument(), "CRP", crp, lang).querySelectorAll("text")]
      .map((t) => t.textContent ?? "").join(" | ");
  const pl = textOf("pl");
  const en = textOf("en");
  assert.doesNotMatch(pl, /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/, pl);
  assert.match(pl, /\b(kwi|maj|cze|lip|sie)\b/, pl);
  assert.match(pl, /\d,\d/, `a decimal comma in ${pl}`);
  assert.doesNotMatch(pl, /\d\.\d/, pl);
  assert.match(en, /\b(Apr|May|Jun|Jul|Aug)\b/, en);
});

Deno.test("a report chart draws an event that lasts as a band over its span, and names both events of one day", () => {
  const crp = series([1.2, 2.1, 320, 45, 3.1].map((value, i) => ({
    date: `2024-0${i + 2}-15`,
    value,
    ref_high: 5,
    flag: value > 5 ? "high" : "normal",
  })));
  const svg = reportChart(svgDocument(), "CRP", crp, "pl", [
    { date: "2024-03-28", text: "zapalenie płuc" },
    { date: "2024-03-28", text: "amoksycylina" },
    { date: "2024-04-01", end: "2024-06-30", text: "rehabilitacja" },
  ]);
  const span = svg.querySelector('g[aria-description="event span"] rect');
  assert.ok(span, "the three-month event is a band");
  assert.ok(Number(span.getAttribute("width")) > 40, `${span.getAttribute("width")} wide`);
  const words = [...svg.querySelectorAll("title, text")].map((t) => t.textContent).join(" | ");
  assert.match(words, /zapalenie płuc; amoksycylina/);
});

Deno.test("a short report chart with an event row and a censored value keeps its y ticks apart", () => {
  // Vitamin B12 of the demo: >2000 among 243–684 pg/mL, under an event's label row.
  const b12 = series([
    { date: "2023-01-17", value: 243, ref_low: 197, ref_high: 771, flag: "normal" },
    { date: "2023-06-13", value: 2000, comparator: ">", ref_low: 197, ref_high: 771, flag: "high" },
    { date: "2024-12-03", value: 684, ref_low: 197, ref_high: 771, flag: "normal" },
    { date: "2025-11-04", value: 598, ref_low: 197, ref_high: 771, flag: "normal" },
  ]);
  const svg = reportChart(svgDocument(), "Witamina B12", b12, "pl", [
    { date: "2023-01-20", text: "żelazo doustnie 80 mg" },
  ]);
  const gaps = tickGaps(svg);
  assert.ok(gaps.length >= 1, "the chart has y ticks");
  for (const gap of gaps) assert.ok(gap >= 12, `y ticks ${gaps.map((g) => g.toFixed(1))} px apart`);
});
