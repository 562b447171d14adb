/// <reference lib="dom" />
import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import { langOf, VIEW_MESSAGES } from "../chart/view_messages.ts";
import { renderView } from "./render_view.ts";
import { trendsOf } from "../chart/trend_data.ts";

function render(structured: unknown) {
  const { document } = parseHTML("<!doctype html><html><body><main id=root></main></body></html>");
  const root = document.getElementById("root")!;
  renderView(root, trendsOf(structured), {
    document,
    width: 600,
    theme: "light",
    messages: VIEW_MESSAGES.en,
    interactive: false,
  });
  return root;
}

const FERRITIN = {
  ok: true,
  marker: { code: "FERR", label: "Ferrytyna" },
  series: [{
    unit: "µg/L",
    omitted: 0,
    summary: { count: 3, out_of_range: 1, censored: 1 },
    points: [
      { date: "2023-03-01", value: 8, unit: "µg/L", ref_low: 10, ref_high: 120, flag: "low" },
      { date: "2024-03-01", value: 5, comparator: "<", ref_low: 10, ref_high: 120, flag: "low" },
      { date: "2025-03-01", value: 52, ref_low: 10, ref_high: 120, flag: "normal" },
    ],
  }],
};

Deno.test("renderView() draws one chart per series with a band, the markers and a full table", () => {
  const root = render(FERRITIN);
  const svg = root.querySelector("section[data-code=FERR] svg")!;
  assert.ok(svg);
  const inGroup = (name: string, tag: string) =>
    svg.querySelectorAll(`g[aria-description="${name}"] ${tag}`).length;
  assert.equal(inGroup("range band", "rect"), 1);
  assert.equal(inGroup("out of range", "circle"), 1);
  assert.equal(inGroup("censored value", "circle"), 1);
  assert.equal(inGroup("censored direction", "path"), 1);
  assert.equal(inGroup("value", "circle"), 1);
  assert.equal(root.querySelectorAll("tbody tr").length, 3);
  assert.equal(root.querySelectorAll("tbody tr.out").length, 2);
  assert.match(root.textContent ?? "", /3 result\(s\), 1 out of range/);
});

Deno.test("renderView() says so when a result has nothing to draw", () => {
  const root = render({ ok: false, error: { code: "marker_not_found" } });
  assert.equal(root.querySelector(".empty")?.textContent, VIEW_MESSAGES.en.noData);
});

Deno.test("renderView() keeps qualitative-only series as a table with a note", () => {
  const root = render({
    ok: true,
    marker: { code: "HCV", label: "Anty-HCV" },
    series: [{
      unit: null,
      omitted: 0,
      summary: {},
      points: [{ date: "2024-01-01", value: "ujemny", flag: null }],
    }],
  });
  assert.equal(root.querySelectorAll("svg").length, 0);
  assert.equal(root.querySelectorAll("tbody tr").length, 1);
  assert.match(root.textContent ?? "", /without a number/);
});

Deno.test("trendsOf() drops malformed points instead of trusting them", () => {
  const trends = trendsOf({
    ok: true,
    marker: { code: "X" },
    series: [{
      unit: "u",
      points: [{ date: "yesterday", value: 1 }, { date: "2024-01-01", value: {} }, {
        date: "2024-01-02",
        value: 3,
        flag: "weird",
      }],
    }],
  });
  assert.deepEqual(trends[0]!.series[0]!.points, [{ date: "2024-01-02", value: 3, flag: null }]);
});

Deno.test("langOf() speaks Polish to a Polish host and English to any other", () => {
  assert.equal(langOf("pl-PL"), "pl");
  assert.equal(langOf("PL"), "pl");
  assert.equal(langOf("en-GB"), "en");
  assert.equal(langOf(undefined), "en");
});

Deno.test("renderView() marks converted points, draws events and says the change's verdict when a result has them", () => {
  const root = render({
    ok: true,
    marker: { code: "GLU", label: "Glukoza" },
    events: [{ date: "2024-03-01", text: "metformina", kind: "medication" }, {
      date: "bad",
      text: "x",
    }],
    series: [{
      unit: "mmol/L",
      omitted: 0,
      summary: { count: 2 },
      changes: { since_previous: { verdict: "likely_real_decrease", percent: -12.5 } },
      points: [
        {
          date: "2024-01-01",
          value: 6.1,
          ref_low: 3.9,
          ref_high: 5.5,
          flag: "high",
          original: { value: 110, unit: "mg/dL", ref_low: 70, ref_high: 99 },
        },
        { date: "2024-06-01", value: 5.3, ref_low: 3.9, ref_high: 5.5, flag: "normal" },
      ],
    }],
  });
  const svg = root.querySelector("svg")!;
  assert.equal(svg.querySelectorAll('g[aria-description="converted"] circle').length, 1);
  assert.equal(svg.querySelectorAll('g[aria-description="event"] line').length, 1);
  assert.match(
    svg.querySelector('g[aria-description="event label"]')?.textContent ?? "",
    /metformina/,
  );
  assert.match(
    svg.querySelector('g[aria-description="out of range"] title')?.textContent ?? "",
    /converted from 110 mg\/dL, range 70–99/,
  );
  assert.match(root.textContent ?? "", /likely a real decrease \(−12\.5%\)/);
  assert.equal(root.querySelector("p.caveat")?.textContent, VIEW_MESSAGES.en.caveat);
  assert.match(root.querySelector("tbody tr")?.textContent ?? "", /6\.1 \(110 mg\/dL\)/);
  // The lab's own range in its own unit stands beside the converted one.
  assert.match(root.querySelector("tbody tr")?.textContent ?? "", /3\.9–5\.5 \(70–99 mg\/dL\)/);
});

Deno.test("renderView() draws no event, ring or verdict for a plain result", () => {
  const root = render(FERRITIN);
  const svg = root.querySelector("svg")!;
  assert.equal(svg.querySelectorAll('g[aria-description="converted"] circle').length, 0);
  assert.equal(svg.querySelectorAll('g[aria-description="event"] line').length, 0);
  assert.doesNotMatch(root.textContent ?? "", /likely/);
  assert.equal(root.querySelector("p.caveat"), null, "no verdict, no caveat");
});

Deno.test("renderView() lists a comparison's events once, not under every chart", () => {
  const events = [
    { date: "2024-03-01", text: "metformina", kind: "medication" },
    { date: "2024-04-01", end: "2024-05-01", text: "grypa", kind: "illness" },
  ];
  const marker = (code: string) => ({ ...FERRITIN, marker: { code, label: code }, events });
  const root = render({ ok: true, markers: [marker("FERR"), marker("HGB")] });
  const lists = root.querySelectorAll("p.events");
  assert.equal(lists.length, 1);
  assert.equal(
    lists[0]!.textContent,
    "Events: 2024-03-01 metformina; 2024-04-01 – 2024-05-01 grypa",
  );
});
