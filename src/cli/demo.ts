/**
 * The `demo` view, what a new user should see first: the markers with
 * results, the trend of one marker (ferritin if there is any, otherwise the
 * marker with the most results) and the latest test date's results.
 *
 * @module
 */

import { listMarkers, type MarkerList } from "../domain/answers/marker_list.ts";
import { getTrend, type Trend } from "../domain/answers/queries.ts";
import { getResults, type ResultsByDate } from "../domain/answers/results_by_date.ts";
import type { ResultsView } from "../domain/answers/results_view.ts";
import { renderMarkers } from "./render_markers.ts";
import { renderResults } from "./render_results.ts";
import { renderTrend } from "./render_trend.ts";
import { PROGRAM } from "./usage.ts";

/** The marker the demo shows a trend of: FERR if it has results, else the one with most results. */
function demoMarker(view: ResultsView): string | undefined {
  if (view.readings("FERR").length > 0) return "FERR";
  let best: string | undefined, most = 0;
  for (const code of view.codes()) {
    const count = view.readings(code).length;
    if (count > most) [best, most] = [code, count];
  }
  return best;
}

/** Everything the demo shows, as printed with `--json`. */
export interface Demo {
  readonly markers: MarkerList;
  readonly trend: Trend | null;
  readonly results: ResultsByDate;
}

/** Runs the demo's three queries. */
export function buildDemo(view: ResultsView): Demo {
  const listed = listMarkers(view);
  const code = demoMarker(view);
  const trend = code === undefined ? undefined : getTrend(view, code);
  const results = getResults(view);
  return {
    markers: listed.ok ? listed.value : { markers: [] },
    trend: trend?.ok ? trend.value : null,
    results: results.ok ? results.value : { dates: [] },
  };
}

function section(title: string, command: string, body: string): string {
  const heading = `${title}  (${PROGRAM} ${command})`;
  return `${heading}\n${"─".repeat(heading.length)}\n${body}`;
}

/** Renders the demo: three sections, each naming the command that shows it. */
export function renderDemo(demo: Demo, colour: boolean): string {
  const sections = [
    section("Markers with results", "markers", renderMarkers(demo.markers, colour)),
  ];
  if (demo.trend !== null) {
    sections.push(
      section("One trend", `trend ${demo.trend.marker.code}`, renderTrend(demo.trend, colour)),
    );
  }
  sections.push(section("Latest results", "results", renderResults(demo.results, colour)));
  return sections.join("\n");
}
