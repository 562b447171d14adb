/**
 * The pictures hold up on a real person's data: a personal band
 * only where the domain gives one and always beside the lab's range, with
 * words when the two disagree; thinning that says what it drew; a far value
 * that does not flatten the rest; events with their span; the detection limit
 * named as such. Each test failed before its change.
 */

import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import { trendsOf } from "./trend_data.ts";
import { censoredSides, chartModel } from "./chart_model.ts";
import { trendSvg } from "./chart_svg.ts";
import { legendText, VIEW_MESSAGES } from "./view_messages.ts";
import { headingWidth } from "./heading_width.ts";
import { buildSeries, DEFAULT_MAX_POINTS } from "../domain/answers/trend.ts";

function parse(svg: string) {
  return parseHTML(`<html><body>${svg.replace(/^<\?xml[^>]*>/, "")}</body></html>`).document;
}

/** The text lines under an SVG's charts, joined. */
function notesOf(svg: string): string {
  return [...parse(svg).querySelectorAll("svg > text")].map((t) => t.textContent).join(" ");
}

function glucose(personal: Record<string, unknown> | undefined, range = true): unknown {
  const points = [88, 92, 90, 95, 101].map((value, i) => ({
    date: `2024-0${i + 1}-10`,
    value,
    ...(range ? { ref_low: 70, ref_high: 99 } : {}),
    flag: range ? (value > 99 ? "high" : "normal") : null,
  }));
  return {
    ok: true,
    marker: { code: "GLU", label: "Glukoza" },
    series: [{
      unit: "mg/dL",
      points,
      omitted: 0,
      summary: { count: 5, out_of_range: 1 },
      ...(personal ? { personal_interval: personal } : {}),
    }],
  };
}

Deno.test("a personal band is drawn only when the domain gives an interval, never without the lab's range", () => {
  const none = trendsOf(glucose({ reason: "usual_outside_range", n: 5, excluded: 0 }))[0]!;
  assert.equal(chartModel(none.label, none.series[0]!).personal, undefined);
  const interval = { low: 85, high: 105, n: 4, latest: { position: "inside" } };
  const noRange = trendsOf(glucose(interval, false))[0]!;
  const model = chartModel(noRange.label, noRange.series[0]!);
  assert.equal(model.personal, undefined, "no lab range: no personal band");
  assert.ok(!model.keys.includes("personal"));
  const svg = parse(trendSvg(noRange));
  assert.equal(svg.querySelectorAll('g[aria-description="personal interval"] *').length, 0);
  const withRange = trendsOf(glucose(interval))[0]!;
  const drawn = parse(trendSvg(withRange));
  assert.ok(drawn.querySelectorAll('g[aria-description="personal interval"] rect').length > 0);
  assert.ok(drawn.querySelectorAll('g[aria-description="range band"] rect').length > 0);
});

Deno.test("when the latest result's lab flag and its place in the personal band disagree, the legend says so", () => {
  const inside = trendsOf(
    glucose({ low: 85, high: 105, n: 4, latest: { position: "inside" } }),
  )[0]!;
  const model = chartModel(inside.label, inside.series[0]!);
  assert.ok(model.keys.includes("personal_flagged_inside"));
  const en = legendText(VIEW_MESSAGES.en, model.keys);
  assert.match(en, /latest result is outside the lab's range but inside normal for you/);
  assert.match(
    trendSvg(inside),
    /outside the lab&#39;s range but inside normal for you|outside the lab's range but inside normal for you/,
  );
  const pl = legendText(
    VIEW_MESSAGES.pl,
    chartModel(inside.label, inside.series[0]!, [], "pl").keys,
  );
  assert.match(pl, /poza zakresem laboratorium, ale w normie dla ciebie/);
  // A latest result in the lab's range but above the personal band.
  const raw = glucose({ low: 80, high: 94, n: 4, latest: { position: "above" } }) as {
    series: { points: { value: number; flag: string }[] }[];
  };
  raw.series[0]!.points[4]! = { ...raw.series[0]!.points[4]!, value: 97, flag: "normal" };
  const above = trendsOf(raw)[0]!;
  const keys = chartModel(above.label, above.series[0]!).keys;
  assert.ok(keys.includes("personal_normal_outside"));
  assert.match(
    legendText(VIEW_MESSAGES.en, keys),
    /inside the lab's range but outside normal for you/,
  );
  // Agreement says nothing more.
  const agree = trendsOf(glucose({ low: 80, high: 99, n: 4, latest: { position: "above" } }))[0]!;
  const agreeKeys = chartModel(agree.label, agree.series[0]!).keys;
  assert.ok(!agreeKeys.some((k) => k.startsWith("personal_")));
});

/**
 * 300 glucose readings in a month, ten a day, 84 high (28 %), thinned by the
 * domain to 100 as get_trend gives them (the old reduction kept 69 high).
 */
function thinned(): unknown {
  const readings = Array.from({ length: 300 }, (_, i) => {
    const day = Math.floor(i / 10), hour = 6 + (i % 10) * 1.5;
    // 84 high: three of a day's ten on the first 24 days, two on the last six.
    const high = i % 10 >= (day < 24 ? 7 : 8);
    return {
      code: "GLU",
      date: `2024-03-${String(day + 1).padStart(2, "0")}T${
        String(Math.floor(hour)).padStart(2, "0")
      }:${hour % 1 ? "30" : "00"}`,
      value: high ? 110 + ((i * 13) % 60) : 72 + ((i * 7) % 26),
      unit: "mg/dL",
      ref_low: 70,
      ref_high: 99,
    };
  });
  return {
    ok: true,
    marker: { code: "GLU", label: "Glukoza" },
    series: JSON.parse(JSON.stringify(buildSeries(readings, DEFAULT_MAX_POINTS))),
  };
}

Deno.test("a thinned chart's caption says what is drawn and the real out-of-range share", () => {
  const trend = trendsOf(thinned())[0]!;
  const svg = notesOf(trendSvg(trend));
  assert.match(svg, /100 of 300 results drawn, in proportion: from each of the 30 days/);
  assert.match(svg, /84 of all 300 \(28%\) are out of range; 28 of the 100 drawn\./);
  const pl = notesOf(trendSvg(trend, { lang: "pl" }));
  assert.match(pl, /Narysowano 100 z 300 wyników, w proporcji: z każdego z 30 dni/);
  assert.match(pl, /Poza zakresem 84 ze wszystkich 300 \(28%\)/);
});

Deno.test("a thinned month of glucose draws its out-of-range share in the SVG: 28 % red, not 69 %", () => {
  const svg = parse(trendSvg(trendsOf(thinned())[0]!));
  const red = svg.querySelectorAll('g[aria-description="out of range"] circle').length;
  const plain = svg.querySelectorAll('g[aria-description="value"] circle').length;
  assert.equal(red + plain, 100);
  assert.ok(Math.abs(red / (red + plain) - 0.28) <= 0.02, `${red} of ${red + plain} red`);
  // Each day is drawn, by its lowest and its highest reading.
  const days = new Set(
    [...svg.querySelectorAll("circle title")].map((t) => (t.textContent ?? "").slice(0, 10)),
  );
  assert.ok(days.size >= 30, `${days.size} days drawn`);
});

/** CRP 1.2, 2.1, 320, 45, 3.1 mg/L with an upper limit of 5. */
const CRP = {
  ok: true,
  marker: { code: "CRP", label: "CRP" },
  series: [{
    unit: "mg/L",
    points: [1.2, 2.1, 320, 45, 3.1].map((value, i) => ({
      date: `2024-0${i + 1}-15`,
      value,
      ref_high: 5,
      flag: value > 5 ? "high" : "normal",
    })),
    omitted: 0,
    summary: { count: 5, out_of_range: 2 },
  }],
};

/** The y of each drawn point of a chart, by the value in its title. */
function pointYs(svg: string): Map<string, number> {
  const ys = new Map<string, number>();
  for (const circle of parse(svg).querySelectorAll("circle")) {
    const title = circle.querySelector("title")?.textContent ?? "";
    const value = /: ([\d.,]+) mg/.exec(title)?.[1];
    if (value !== undefined) ys.set(value, Number(circle.getAttribute("cy")));
  }
  return ys;
}

Deno.test("a far value does not flatten the rest: a log axis keeps 1.2, 3.1 and the limit apart", () => {
  const trend = trendsOf(CRP)[0]!;
  const model = chartModel(trend.label, trend.series[0]!);
  assert.equal(model.yScale, "log");
  const svg = trendSvg(trend);
  const ys = pointYs(svg);
  assert.ok(Math.abs(ys.get("1.2")! - ys.get("3.1")!) > 20, `1.2 and 3.1 ${[...ys]}`);
  // The limit line sits well above the zero of the plot, between 3.1 and 45.
  const edge = parse(svg).querySelector('g[aria-description="range edge"] line')!;
  const limitY = Number(edge.getAttribute("y1"));
  assert.ok(limitY < ys.get("3.1")! - 10 && limitY > ys.get("45")! + 10, `limit at ${limitY}`);
  assert.match(notesOf(svg), /logarithmic/);
  // An ordinary series keeps its linear axis.
  const plain = trendsOf(glucose(undefined))[0]!;
  assert.equal(chartModel(plain.label, plain.series[0]!).yScale, "linear");
});

Deno.test("events keep their span and several on one day are all labelled", () => {
  const raw = {
    ...glucose(undefined) as Record<string, unknown>,
    events: [
      { date: "2024-02-01", end: "2024-04-30", text: "metformina" },
      { date: "2024-03-20", text: "grypa" },
      { date: "2024-03-20", text: "antybiotyk" },
    ],
  };
  const trend = trendsOf(raw)[0]!;
  const model = chartModel(trend.label, trend.series[0]!, trend.events);
  assert.ok(model.keys.includes("event_span"));
  const document = parse(trendSvg(trend));
  const spans = document.querySelectorAll('g[aria-description="event span"] rect');
  assert.equal(spans.length, 1, "the three-month event is a band");
  const width = Number(spans[0]!.getAttribute("width"));
  assert.ok(width > 150, `the band spans its three months (${width} px)`);
  const rules = [...document.querySelectorAll('g[aria-description="event"] line')];
  assert.equal(rules.length, 2, "one rule per day");
  const titles = rules.map((r) => r.querySelector("title")?.textContent);
  assert.ok(titles.includes("grypa; antybiotyk"), `titles ${titles}`);
  const labels = [...document.querySelectorAll('g[aria-description="event label"] text')]
    .map((t) => t.childNodes[0]?.textContent);
  assert.ok(labels.some((l) => l?.includes("grypa") && l.includes("antybiotyk")), `${labels}`);
  assert.match(notesOf(trendSvg(trend)), /2024-02-01 – 2024-04-30 metformina/);
});

Deno.test("a long Polish name wraps in the SVG heading, every line within the width, the unit whole", () => {
  const label =
    "Aktywność fosfatazy alkalicznej w surowicy krwi (izoenzym kostny) metodą immunochemiczną";
  const trend = { ...trendsOf(glucose(undefined))[0]!, label };
  const series = { ...trend.series[0]!, unit: "U/mL" };
  for (const width of [400, 720]) {
    const svg = parse(trendSvg({ ...trend, series: [series] }, { width }));
    const heading = svg.querySelector('g[aria-description="heading"] text')!;
    const spans = [...heading.querySelectorAll("tspan")].map((t) => t.textContent ?? "");
    const lines = spans.length > 0 ? spans : [heading.textContent ?? ""];
    // Each line measured with the font's widths fits from the heading's x (4 px) to the edge.
    for (const line of lines) assert.ok(headingWidth(line) <= width - 4, `${width}: ${line}`);
    assert.ok(lines.at(-1)!.endsWith("(U/mL)"), lines.join(" | "));
    assert.ok(lines.join(" ").startsWith("Aktywność fosfatazy"), lines.join(" | "));
  }
});

Deno.test("censored values are named against the detection limit, on the side they are, in every language", () => {
  const points = Array.from({ length: 5 }, (_, i) => ({
    date: `2024-0${i + 1}-01`,
    value: 0.5,
    comparator: "<",
    ref_high: 5,
    flag: "normal",
  }));
  const raw = {
    ok: true,
    marker: { code: "CRP", label: "CRP" },
    series: [{ unit: "mg/L", points, omitted: 0, summary: { count: 5, censored: 5 } }],
  };
  const trend = trendsOf(raw)[0]!;
  const series = trend.series[0]!;
  const en = VIEW_MESSAGES.en.summary(5, 0, censoredSides(series));
  assert.match(en, /5 below the detection limit/);
  assert.doesNotMatch(en, /above|lab's limit/);
  const pl = VIEW_MESSAGES.pl.summary(5, 0, censoredSides(series));
  assert.match(pl, /poniżej progu oznaczalności: 5/);
  assert.doesNotMatch(pl, /powyżej/);
  const keys = chartModel(trend.label, series).keys;
  assert.match(legendText(VIEW_MESSAGES.en, keys), /detection limit/);
  assert.doesNotMatch(legendText(VIEW_MESSAGES.en, keys), /the lab's limit|measuring range/);
  // A value above the measuring range is said as such.
  const above = VIEW_MESSAGES.en.summary(3, 1, { below: 0, above: 2 });
  assert.match(above, /2 above the measuring range/);
});

Deno.test("one result's range spans the whole axis, not a two-day box that reads like an event", () => {
  const raw = {
    ok: true,
    marker: { code: "FT3", label: "FT3" },
    series: [{
      unit: "pmol/L",
      points: [{ date: "2024-05-02", value: 4.1, ref_low: 3.1, ref_high: 6.8, flag: "normal" }],
      omitted: 0,
      summary: { count: 1 },
    }],
  };
  const svg = parse(trendSvg(trendsOf(raw)[0]!));
  const band = svg.querySelector('g[aria-description="range band"] rect')!;
  const width = Number(band.getAttribute("width"));
  assert.ok(width > 600, `the band is ${width} px wide on a 720 px chart`);
});

Deno.test("a personal band that holds results the lab flags says so in the legend", () => {
  const raw = glucose({ low: 59, high: 135, n: 30, latest: { position: "inside" } }) as {
    series: { points: { value: number; flag: string }[] }[];
  };
  // The latest is normal and inside: only the earlier flagged results contradict the band.
  raw.series[0]!.points[2] = { ...raw.series[0]!.points[2]!, value: 118, flag: "high" };
  raw.series[0]!.points[4] = { ...raw.series[0]!.points[4]!, value: 90, flag: "normal" };
  const trend = trendsOf(raw)[0]!;
  const keys = chartModel(trend.label, trend.series[0]!).keys;
  assert.ok(keys.includes("personal_holds_flagged"), `${keys}`);
  assert.match(
    legendText(VIEW_MESSAGES.en, keys),
    /results the lab flags out of range lie inside normal for you: the lab's flags stand/,
  );
});

Deno.test("a dense series on a narrow chart draws small dots, so a month of readings is no blob", () => {
  const trend = trendsOf(thinned())[0]!;
  const svg = parse(trendSvg(trend, { width: 250 }));
  const radii = [...svg.querySelectorAll('g[aria-description="value"] circle')]
    .map((c) => Number(c.getAttribute("r")));
  assert.ok(radii.length > 0 && radii.every((r) => r <= 2), `radii ${radii.slice(0, 3)}`);
});
