/// <reference lib="dom" />
/**
 * Guards the view against pictures that mislead (see docs/pictures.md): a line drawn to
 * a censored bound as if it were a measured change, a legend naming what is
 * not drawn, one "no results" for three different cases, a table that closes
 * on a redraw, English months and decimal points in a Polish view, and the
 * lab's name shown nowhere.
 *
 * @module
 */

import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import { type Lang, VIEW_MESSAGES } from "../chart/view_messages.ts";
import { renderView } from "./render_view.ts";
import { problemOf, trendsOf } from "../chart/trend_data.ts";

function view() {
  const { document } = parseHTML("<!doctype html><html><body><main id=root></main></body></html>");
  return { document, root: document.getElementById("root")! };
}

function render(structured: unknown, lang: Lang = "en", width = 600, at = view()) {
  renderView(at.root, trendsOf(structured), {
    document: at.document,
    width,
    theme: "light",
    messages: VIEW_MESSAGES[lang],
    interactive: false,
    lang,
  });
  return at.root;
}

const EGFR = {
  ok: true,
  marker: { code: "EGFR", label: "eGFR" },
  series: [{
    unit: "mL/min/1.73m²",
    omitted: 0,
    summary: { count: 3, out_of_range: 0, censored: 1 },
    points: [
      { date: "2022-01-10", value: 104, ref_low: 90, flag: "normal", lab: "Lab A" },
      { date: "2023-01-10", value: 109, ref_low: 90, flag: "normal", lab: "Lab A" },
      { date: "2024-01-10", value: 90, comparator: ">", ref_low: 90, flag: "normal", lab: "Lab B" },
    ],
  }],
};

Deno.test("renderView() never draws the line to a censored bound as a measured change", () => {
  // eGFR 109 → >90 looked like a fall.
  const svg = render(EGFR).querySelector("svg")!;
  const solid = svg.querySelectorAll('g[aria-description="trend line"] path').length;
  const dotted = svg.querySelectorAll('g[aria-description="censored segment"] path').length;
  assert.equal(solid, 1, "only 104 → 109 is a measured change");
  assert.equal(dotted, 1, "109 → >90 is drawn dotted");
});

Deno.test("renderView() legend names exactly what is drawn", () => {
  const legend = render(EGFR).querySelector(".legend")?.textContent ?? "";
  assert.match(legend, /dashed line: the lab's lower limit/);
  assert.match(legend, /open circle with arrow/);
  assert.match(legend, /dotted line: to or from such a limit/);
  assert.doesNotMatch(legend, /band: the lab's range/, "a one-sided range draws no band");
  assert.doesNotMatch(legend, /converted/);
  assert.doesNotMatch(legend, /red: out of range/);
  const textOnly = render({
    ok: true,
    marker: { code: "BORELIA_IGM", label: "Borelia IgM" },
    series: [{
      unit: null,
      omitted: 0,
      summary: { count: 1, out_of_range: 0, censored: 0 },
      points: [{ date: "2024-01-10", value: "ujemny", flag: "normal" }],
    }],
  });
  assert.equal(
    textOnly.querySelector(".legend"),
    null,
    "no keys for a marker with only text results",
  );
  assert.equal(textOnly.querySelectorAll("tbody tr").length, 1);
});

Deno.test("renderView() says which empty case it is: no results at all, or none in the dates", () => {
  const none = render({
    ok: true,
    marker: { code: "TSH", label: "TSH" },
    series: [],
    note: "TSH is a known marker, but there are no results for it in the store",
  });
  assert.match(none.textContent ?? "", /No results for this marker in the store yet/);
  const outside = render({
    ok: true,
    marker: { code: "TSH", label: "TSH" },
    series: [],
    note:
      "No TSH results between 2020-01-01 and 2020-02-01; 4 result(s) lie outside that range, from 2021-05-04 to 2024-11-30",
  });
  assert.match(outside.textContent ?? "", /No results in the dates asked for/);
  // Where the results are, so the next question can ask for those dates.
  assert.match(outside.textContent ?? "", /There are results from 2021-05-04 to 2024-11-30/);
  const compared = render({
    ok: true,
    markers: [EGFR, { ...EGFR, marker: { code: "TSH", label: "TSH" }, series: [] }],
  });
  const sections = compared.querySelectorAll("section");
  assert.equal(sections.length, 2);
  assert.match(sections[1]!.textContent ?? "", /TSH.*No results for this marker/);
  assert.deepEqual(
    problemOf({ ok: false, error: { code: "marker_not_found", message: 'No marker "tsch"' } }),
    { code: "marker_not_found", message: 'No marker "tsch"' },
  );
});

Deno.test("renderView() keeps an open table open when it draws again (a resize)", () => {
  const at = view();
  render(EGFR, "en", 600, at);
  const details = at.root.querySelector("details.values")!;
  details.setAttribute("open", "");
  render(EGFR, "en", 480, at);
  assert.ok(at.root.querySelector("details.values")!.hasAttribute("open"));
});

Deno.test("renderView() in Polish writes Polish months, decimal commas, and the lab of each result", () => {
  const root = render(
    {
      ok: true,
      marker: { code: "CRP", label: "CRP" },
      series: [{
        unit: "mg/L",
        omitted: 0,
        summary: { count: 2, out_of_range: 1, censored: 0 },
        changes: {
          since_previous: { verdict: "likely_real_increase", percent: 1150.0000000000002 },
        },
        points: [
          { date: "2024-01-10", value: 0.8, ref_high: 5, flag: "normal", lab: "Diagnostyka" },
          { date: "2024-03-10", value: 10.5, ref_high: 5, flag: "high", lab: "Alab" },
        ],
      }],
    },
    "pl",
    700,
  );
  const ticks = [...root.querySelectorAll('g[aria-label="x-axis tick label"] text')].map((t) =>
    t.textContent
  );
  assert.ok(
    ticks.length >= 2 &&
      ticks.every((t) =>
        /^(\d{1,2} )?(sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru) 2024$/.test(t ?? "")
      ),
    ticks.join("|"),
  );
  const yTicks = [...root.querySelectorAll('g[aria-label="y-axis tick label"] text')].map((t) =>
    t.textContent ?? ""
  );
  assert.ok(yTicks.every((t) => !/\d\.\d|\d,\d{3}/.test(t)), yTicks.join("|"));
  const cells = [...root.querySelectorAll("tbody td")].map((td) => td.textContent);
  assert.ok(cells.includes("0,8") && cells.includes("10,5"), cells.join("|"));
  assert.ok(cells.includes("Diagnostyka") && cells.includes("Alab"));
  assert.match(root.querySelector(".sub")?.textContent ?? "", /\(\+1150%\)/);
  const tips = [...root.querySelectorAll("svg title")].map((t) => t.textContent ?? "");
  assert.ok(tips.some((t) => /10,5 mg\/L \(zakres .*wysoki\) · Alab/.test(t)), tips.join("|"));
});

Deno.test("renderView() gives a ten-year series at 400 px several dated ticks, every one with its year", () => {
  const points = Array.from({ length: 11 }, (_, i) => ({
    date: `${2015 + i}-05-01`,
    value: 2 + (i % 3),
    ref_low: 0.4,
    ref_high: 4,
    flag: "normal",
  }));
  const root = render(
    {
      ok: true,
      marker: { code: "TSH", label: "TSH" },
      series: [{
        unit: "mIU/L",
        omitted: 0,
        summary: { count: 11, out_of_range: 0, censored: 0 },
        points,
      }],
    },
    "en",
    400,
  );
  const ticks = [...root.querySelectorAll('g[aria-label="x-axis tick label"] text')].map((t) =>
    t.textContent ?? ""
  );
  assert.ok(ticks.length >= 3, ticks.join("|"));
  assert.ok(ticks.every((t) => /\b20\d{2}$/.test(t)), ticks.join("|"));
});
