/**
 * The trend view in a real browser (see docs/pictures.md): headless Chromium loads the
 * built HTML (`generated/trend_html.ts`) inside a small host page that
 * plays the host's side of the MCP Apps handshake with the ext-apps
 * `AppBridge`, delivers a real `get_trend` or `compare_markers` result from
 * the demo store, and the DOM the view drew is checked: the number of points,
 * the range band or edge, the censored markers, the unit label, the table,
 * and the shared time axis of small multiples. A screenshot of each is saved
 * to `dist/test-artifacts/`. Skipped, with the reason printed, only when no
 * Chromium is installed.
 *
 * @module
 */

/// <reference lib="dom" />
import assert from "node:assert/strict";
import { connectInProcess } from "../helpers.ts";
import { fixtureDataDir, repoPath } from "../plain_helpers.ts";
import { chromium, CHROMIUM_PLACES, renderInChromium as renderView } from "./chromium_view.ts";

if (!chromium) console.log(`view browser tests skipped: no Chromium at ${CHROMIUM_PLACES}`);

const ARTIFACTS = repoPath("dist/test-artifacts");
const demo = await fixtureDataDir("../../data/demo");

async function toolResult(name: string, args: Record<string, unknown>) {
  await using client = await connectInProcess(demo);
  const result = await client.callTool({ name, arguments: args });
  assert.equal(result.isError, undefined, JSON.stringify(result).slice(0, 500));
  return result;
}

/** Loads the view in Chromium with `result`, saves a screenshot and returns the view's DOM. */
async function renderInChromium(
  name: string,
  result: unknown,
  theme: "light" | "dark" | "system",
  width = 720,
  flags: readonly string[] = [],
) {
  await Deno.mkdir(ARTIFACTS, { recursive: true });
  const screenshot = `${ARTIFACTS}/view-${name}-${theme}-${width}.png`;
  const rendered = await renderView({ toolName: name, result, theme, width, flags, screenshot });
  console.log(`screenshot: ${screenshot}`);
  return rendered;
}

function count(root: ParentNode, selector: string): number {
  return root.querySelectorAll(selector).length;
}

Deno.test({
  name: "the view draws a get_trend result: points, censored markers, one-sided range, unit",
  ignore: !chromium,
  async fn() {
    const result = await toolResult("get_trend", { marker: "CRP" });
    const series = (result.structuredContent as {
      series: { points: { comparator?: string; flag: string }[] }[];
    }).series[0]!;
    const censored = series.points.filter((p) => p.comparator !== undefined).length;
    const out = series.points.filter((p) => p.comparator === undefined && p.flag === "high").length;
    assert.ok(censored > 0 && out > 0, "the demo CRP has censored and high values");
    const { title, view } = await renderInChromium("get_trend", result, "light");
    assert.equal(title, "rendered:1");
    const svg = view.querySelector('section[data-code="CRP"] figure svg')!;
    assert.ok(svg, "one chart for CRP");
    const dots = count(svg, 'g[aria-description="value"] circle') +
      count(svg, 'g[aria-description="out of range"] circle') +
      count(svg, 'g[aria-description="censored value"] circle');
    assert.equal(dots, series.points.length, "one marker per point");
    assert.equal(count(svg, 'g[aria-description="censored value"] circle'), censored);
    assert.equal(count(svg, 'g[aria-description="censored direction"] path'), censored);
    assert.equal(count(svg, 'g[aria-description="out of range"] circle'), out);
    assert.equal(
      count(svg, 'g[aria-description="range band"] rect'),
      0,
      "CRP's range is one-sided",
    );
    assert.ok(count(svg, 'g[aria-description="range edge"] line') >= 1, "its upper edge is drawn");
    assert.match(svg.querySelector('g[aria-label="y-axis label"]')?.textContent ?? "", /mg\/L/);
    assert.equal(count(view, "table tbody tr"), series.points.length, "the table has every point");
    assert.equal(count(view, "table tbody tr.out"), out);
    assert.ok(
      count(svg, 'g[aria-description="value"] circle title') > 0,
      "points carry their details",
    );
  },
});

Deno.test({
  name: "the view draws compare_markers as small multiples with their own units and one time axis",
  ignore: !chromium,
  async fn() {
    const result = await toolResult("compare_markers", { markers: ["TSH", "FT4"] });
    const { title, view } = await renderInChromium("compare_markers", result, "dark");
    assert.equal(title, "rendered:2");
    const sections = [...view.querySelectorAll("section.marker")];
    assert.deepEqual(sections.map((s) => s.getAttribute("data-code")), ["TSH", "FT4"]);
    const units = sections.map((s) =>
      s.querySelector('g[aria-label="y-axis label"]')?.textContent ?? ""
    );
    assert.match(units[0]!, /µIU\/mL/);
    assert.match(units[1]!, /pmol\/L/);
    const ticks = sections.map((s) =>
      [...s.querySelectorAll('g[aria-label="x-axis tick label"] text')].map((t) => t.textContent)
        .join("|")
    );
    assert.ok(ticks[0]!.length > 0);
    assert.equal(ticks[0], ticks[1], "the charts share the time axis");
    for (const section of sections) {
      assert.ok(count(section, 'g[aria-description="range band"] rect') >= 1, "a two-sided band");
    }
  },
});

Deno.test({
  name: "the view fits a narrow chat column: the chart is drawn at the frame's width",
  ignore: !chromium,
  async fn() {
    const result = await toolResult("get_trend", { marker: "ferritin" });
    const { title, view } = await renderInChromium("get_trend", result, "light", 360);
    assert.equal(title, "rendered:1");
    const svg = view.querySelector("figure svg")!;
    const width = Number(svg.getAttribute("width"));
    assert.ok(width >= 280 && width <= 360, `chart width ${width}`);
    assert.ok(count(svg, 'g[aria-description="range band"] rect') >= 1);
  },
});

Deno.test({
  name: "the view follows a dark system theme when the host names none: page and chart alike",
  ignore: !chromium,
  async fn() {
    // With the OS in dark mode and no host theme, the chart turned dark and the page stayed white.
    const result = await toolResult("get_trend", { marker: "FERR" });
    const { title, view, background } = await renderInChromium(
      "get_trend",
      result,
      "system",
      720,
      ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"],
    );
    assert.equal(title, "rendered:1");
    const svg = view.querySelector("svg")!;
    assert.match(svg.getAttribute("style") ?? "", /background:\s*(#0d1117|rgb\(13, 17, 23\))/);
    assert.equal(background, "rgb(13, 17, 23)");
  },
});
