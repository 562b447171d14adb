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
import { connectInProcess } from "../../helpers.ts";
import { fixtureDataDir, repoPath } from "../../plain_helpers.ts";
import {
  chromium,
  CHROMIUM_PLACES,
  renderInChromium as renderView,
} from "../../app/chromium_view.ts";

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

/** The laid-out box of an element the host page measured: [left, top, width, height]. */
function boxOf(node: Element): [number, number, number, number] {
  const box = (node.getAttribute("data-box") ?? "").split(",").map(Number);
  assert.equal(box.length, 4, `a box for ${node.outerHTML.slice(0, 80)}`);
  return box as [number, number, number, number];
}

function overlaps(a: readonly number[], b: readonly number[]): boolean {
  return a[0]! < b[0]! + b[2]! && b[0]! < a[0]! + a[2]! && a[1]! < b[1]! + b[3]! &&
    b[1]! < a[1]! + a[3]!;
}

Deno.test({
  name:
    "a real person's CRP in the browser: log ticks apart, the limit clear of the floor, events labelled and spanned",
  ignore: !chromium,
  async fn() {
    const real = await fixtureDataDir("store/real");
    await using client = await connectInProcess(real);
    const result = await client.callTool({ name: "get_trend", arguments: { marker: "CRP" } });
    const { title, view } = await renderInChromium("real-crp", result, "light", 480);
    assert.equal(title, "rendered:1");
    const svg = view.querySelector("figure svg")!;
    // The y tick labels do not overlap one another and are at least 8 px apart.
    const ticks = [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')].map(boxOf);
    assert.ok(ticks.length >= 3, `${ticks.length} y ticks`);
    ticks.forEach((a, i) => ticks.slice(i + 1).forEach((b) => assert.ok(!overlaps(a, b))));
    // 1.2 and 3.1 mg/L are more than 20 px apart; the limit line lies above both low values' floor.
    const dots = [...svg.querySelectorAll('g[aria-description="value"] circle')].map(boxOf);
    const ys = dots.map((b) => b[1]).sort((a, b) => a - b);
    assert.ok(ys.at(-1)! - ys[0]! > 20, `low values at ${ys}`);
    const limit = boxOf(svg.querySelector('g[aria-description="range edge"] line')!);
    assert.ok(limit[1] < ys.at(-1)! - 10, "the limit is well above the lowest value");
    // The two events of one day: one label naming both, inside the chart, clear of the tick labels.
    const labels = [...svg.querySelectorAll('g[aria-description="event label"] text')];
    const both = labels.find((l) => /zapalenie płuc; amoksycylina/.test(l.textContent ?? ""));
    assert.ok(both, labels.map((l) => l.textContent).join(" | "));
    const box = boxOf(both);
    assert.ok(box[0] + box[2] <= 480 + 1, `label ends at ${box[0] + box[2]}`);
    // The three-month event is a band at least a fifth of the plot wide.
    const span = boxOf(svg.querySelector('g[aria-description="event span"] rect')!);
    assert.ok(span[2] > 480 / 5, `the span is ${span[2]} px`);
  },
});

Deno.test({
  name:
    "a month of glucose in the browser: the drawn red share is the real one, the caption says so, the table has times",
  ignore: !chromium,
  async fn() {
    await using client = await connectInProcess(await fixtureDataDir("store/real"));
    const result = await client.callTool({ name: "get_trend", arguments: { marker: "GLU" } });
    const { title, view } = await renderInChromium("real-glucose", result, "light", 720);
    assert.equal(title, "rendered:1");
    const svg = view.querySelector("figure svg")!;
    // Marks laid out inside the 720 px view, counted by their boxes.
    const laidOut = (selector: string) =>
      [...svg.querySelectorAll(selector)].map(boxOf).filter((b) =>
        b[2] > 0 && b[3] > 0 && b[0] >= 0 && b[0] + b[2] <= 721
      ).length;
    const red = laidOut('g[aria-description="out of range"] circle');
    const plain = laidOut('g[aria-description="value"] circle');
    // 71 of the 300 readings are high (24 %); keeping each period's extreme drew 52 of 92 (57 %).
    const share = red / (red + plain);
    assert.ok(red + plain >= 90, `${red + plain} marks`);
    assert.ok(Math.abs(share - 71 / 300) <= 0.03, `${red} of ${red + plain} drawn red`);
    const note = [...view.querySelectorAll("p.note")].map((p) => p.textContent).join(" ");
    assert.match(note, /from each of the 30 days .* 71 of all 300 \(24%\) are out of range/);
    // Readings of one day are told apart by their time in the table.
    const whens = [...view.querySelectorAll("table tbody tr")].map((r) =>
      r.firstElementChild?.textContent ?? ""
    );
    assert.ok(whens.length >= 90 && whens.every((w) => /\d{2}:\d{2}$/.test(w)), whens[0]);
    assert.equal(new Set(whens).size, whens.length, "no two rows read alike");
  },
});

Deno.test({
  name:
    "the view shows where a result came from: in a point's details and the table's source column",
  ignore: !chromium,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "bwprov-" });
    try {
      const lines = [
        '{"code":"HGB","date":"2024-11-05","value":14.1,"unit":"g/dL","doc":"results_en.csv","row":"hemoglobin 14.1 g/dL 12–16"}',
        '{"code":"HGB","date":"2025-03-12","value":13.4,"unit":"g/dL","doc":"wyniki_[hidden].pdf","page":2,"row":"Hemoglobina 13.4 g/dl 12–16","corrected":"value 134 → 13.4"}',
      ];
      await Deno.writeTextFile(`${dir}/results.ndjson`, `${lines.join("\n")}\n`);
      await using client = await connectInProcess(dir);
      const result = await client.callTool({ name: "get_trend", arguments: { marker: "HGB" } });
      const { title, view } = await renderInChromium("get_trend_source", result, "light");
      assert.equal(title, "rendered:1");
      const heads = [...view.querySelectorAll("table thead th")].map((th) => th.textContent);
      assert.equal(heads.at(-1), "Source");
      const cells = [...view.querySelectorAll("table tbody td.source")].map((td) => td.textContent);
      assert.deepEqual(cells, [
        "results_en.csv: “hemoglobin 14.1 g/dL 12–16”",
        "wyniki_[hidden].pdf, page 2: “Hemoglobina 13.4 g/dl 12–16” (corrected: value 134 → 13.4)",
      ]);
      const tips = [...view.querySelectorAll("svg circle title")].map((t) => t.textContent ?? "");
      assert.ok(
        tips.some((tip) =>
          tip.endsWith(
            "· wyniki_[hidden].pdf, page 2: “Hemoglobina 13.4 g/dl 12–16” (corrected: value 134 → 13.4)",
          )
        ),
        tips.join("\n"),
      );
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
