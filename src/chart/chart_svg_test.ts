import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import type { ChartTrend } from "./trend_data.ts";
import { chartHeading, trendSvg } from "./chart_svg.ts";
import { headingWidth } from "./heading_width.ts";
import { serializeXml } from "./xml_serialize.ts";
import { parseXml } from "../importer/read/xml.ts";

const GLUCOSE: ChartTrend = {
  code: "GLU",
  label: "Glukoza",
  series: [
    {
      unit: "mg/dL",
      omitted: 0,
      summary: {} as never,
      points: [
        { date: "2023-01-01", value: 91, ref_low: 70, ref_high: 99, flag: "normal" },
        { date: "2024-01-01", value: 101, ref_low: 70, ref_high: 99, flag: "high" },
      ],
    },
    {
      unit: "mmol/L",
      omitted: 0,
      summary: {} as never,
      points: [{ date: "2025-01-01", value: 5.3, ref_low: 3.9, ref_high: 5.5, flag: "normal" }],
    },
  ],
};

function parse(svg: string) {
  return parseHTML(`<html><body>${svg.replace(/^<\?xml[^>]*>/, "")}</body></html>`).document;
}

Deno.test("trendSvg() stacks one chart per unit series in one standalone SVG", () => {
  const svg = trendSvg(GLUCOSE);
  assert.match(
    svg,
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
  );
  const document = parse(svg);
  const charts = document.querySelectorAll("svg > svg");
  assert.equal(charts.length, 2);
  assert.deepEqual([...charts].map((c) => c.getAttribute("y")), ["0", "260"]);
  assert.match(svg, /Glukoza \(mg\/dL\)/);
  assert.match(svg, /Glukoza \(mmol\/L\)/);
  assert.equal(document.querySelectorAll('g[aria-description="out of range"] circle').length, 1);
  assert.equal(document.querySelectorAll('g[aria-description="range band"] rect').length, 2);
});

Deno.test("trendSvg() gives the two series of one marker the same time axis", () => {
  const document = parse(trendSvg(GLUCOSE));
  const ticks = [...document.querySelectorAll("svg > svg")].map((chart) =>
    [...chart.querySelectorAll('g[aria-label="x-axis tick label"] text')].map((t) => t.textContent)
      .join("|")
  );
  assert.ok(ticks[0]!.includes("2023"));
  assert.equal(ticks[0], ticks[1]);
});

Deno.test("trendSvg() draws a series' personal interval as its two limits, and none without", () => {
  const [mgdl, mmol] = GLUCOSE.series;
  const withInterval: ChartTrend = {
    ...GLUCOSE,
    series: [{ ...mgdl!, personalInterval: { low: 84.2, high: 103.9, n: 6 } }, mmol!],
  };
  const document = parse(trendSvg(withInterval));
  const [first, second] = [...document.querySelectorAll("svg > svg")];
  const limits = first!.querySelectorAll('g[aria-description="personal interval edge"] line');
  assert.equal(limits.length, 2);
  assert.equal(
    second!.querySelectorAll('g[aria-description="personal interval edge"] line').length,
    0,
  );
});

Deno.test("trendSvg() stays well-formed XML when a label or unit holds & < > quotes and non-XML characters", () => {
  // Text from the store was written raw into attributes, and
  // U+FFFE/U+FFFF were kept, so XML tools refused the file.
  const hostile = 'A&B <i>"x"</i>\uFFFE\uFFFF\u0007\uD800';
  const trend: ChartTrend = {
    ...GLUCOSE,
    label: hostile,
    series: GLUCOSE.series.map((s) => ({ ...s, unit: `mg/dL & <${s.unit}>` })),
    events: [{ date: "2023-06-01", text: "statin & <b>diet</b>" }],
  };
  const svg = trendSvg(trend);
  assert.doesNotThrow(() => parseXml(svg.replace(/^<\?xml[^>]*>\n/, "")));
  // deno-lint-ignore no-control-regex -- the control characters are what the test looks for
  assert.doesNotMatch(svg, /[\uFFFE\uFFFF\u0007\uD800]/);
  assert.match(svg, /A&amp;B &lt;i&gt;/);
});

Deno.test("serializeXml() escapes attributes and text, and drops what XML does not allow", () => {
  const document = parse("<svg></svg>");
  const element = document.createElement("g");
  element.setAttribute("aria-label", 'a<b & "c"\n');
  element.textContent = "x < y & z\uFFFF";
  assert.equal(
    serializeXml(element),
    '<g aria-label="a&lt;b &amp; &quot;c&quot;&#10;">x &lt; y &amp; z</g>',
  );
});

Deno.test("trendSvg() carries the legend of what is drawn and the events, as the view does", () => {
  // The SVG had no legend and no events.
  const svg = trendSvg({ ...GLUCOSE, events: [{ date: "2023-06-01", text: "metformina 500 mg" }] });
  const document = parse(svg);
  const notes = [...document.querySelectorAll("svg > text")].map((t) => t.textContent).join(" ");
  assert.match(notes, /band: the lab's range/);
  assert.match(notes, /red: out of range/);
  assert.match(notes, /Events: 2023-06-01 metformina 500 mg/);
  assert.ok(document.querySelectorAll('g[aria-description="event"] line').length >= 1);
});

Deno.test("chartHeading() wraps a long label but keeps the unit, which also labels the axis", () => {
  const label = "Przeciwciała przeciw peroksydazie tarczycowej (anty-TPO), metoda ECLIA, surowica";
  const heading = chartHeading(label, "IU/mL", 480);
  assert.ok(heading.endsWith(" (IU/mL)"), heading);
  for (const line of heading.split("\n")) assert.ok(headingWidth(line) <= 480 - 16, line);
  const svg = trendSvg({
    code: "ATPO",
    label,
    series: [{ ...GLUCOSE.series[0]!, unit: "IU/mL" }],
  }, { width: 480 });
  const axis = parse(svg).querySelector('g[aria-label="y-axis label"] text');
  assert.match(axis?.textContent ?? "", /IU\/mL/);
});
