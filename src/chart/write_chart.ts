/**
 * `trend MARKER --chart out.svg [--lang pl|en]`: writes the marker's trend as
 * an SVG file, in English or Polish.
 * The only file the CLI writes, and only when asked; it needs
 * `--allow-write=<that file>`, and says so when it is missing. Imported on
 * demand, so neither the server nor the other commands load the charting
 * library. An existing file is replaced only with `--force`, never through a
 * symlink and never inside the data directory.
 *
 * @module
 */

import type { Trend } from "../domain/answers/queries.ts";
import { type OutputTarget, writeFailure, writeOutputFile } from "../output_file.ts";
import { trendSvg } from "./chart_svg.ts";
import type { Lang } from "./view_messages.ts";

/**
 * Why `trend` cannot be written to `path` as a chart, or `undefined`: the
 * file must be named `.svg` (what is written is SVG), and the trend must have
 * a number to draw.
 */
function chartProblem(path: string, trend: Trend): string | undefined {
  if (!/\.svg$/i.test(path)) {
    return "a chart is written as SVG: give a file name ending in .svg";
  }
  const numeric = trend.series.some((s) => s.points.some((p) => typeof p.value === "number"));
  if (!numeric) {
    return `${trend.marker.code} has no numeric result to draw${
      trend.series.length > 0 ? " (its results are text: see the table of the trend command)" : ""
    }`;
  }
  return undefined;
}

/** Writes `trend` to `path` as SVG; returns a message for the user, and whether it worked. */
export async function writeTrendChart(
  path: string,
  trend: Trend,
  target: OutputTarget,
  lang: Lang = "en",
): Promise<{ readonly ok: boolean; readonly message: string }> {
  const problem = chartProblem(path, trend);
  if (problem !== undefined) {
    return { ok: false, message: `Cannot write the chart to ${JSON.stringify(path)}: ${problem}` };
  }
  const svg = trendSvg({
    code: trend.marker.code,
    label: trend.marker.label,
    series: trend.series,
    ...(trend.events && trend.events.length > 0
      ? {
        events: trend.events.map((e) => ({
          date: e.date,
          ...(e.end !== undefined ? { end: e.end } : {}),
          text: e.text,
        })),
      }
      : {}),
  }, { lang });
  try {
    await writeOutputFile(path, new TextEncoder().encode(svg), target);
    return { ok: true, message: `Chart written to ${JSON.stringify(path)}` };
  } catch (error) {
    return { ok: false, message: writeFailure("chart", path, error) };
  }
}
