/**
 * `trend MARKER --chart out.svg`: writes the marker's trend as an SVG file.
 * The only file the CLI writes, and only when asked; it needs
 * `--allow-write=<that file>`, and says so when it is missing. Imported on
 * demand, so neither the server nor the other commands load the charting
 * library. An existing file is replaced only with `--force`, never through a
 * symlink and never inside the data directory.
 *
 * @module
 */

import type { Trend } from "../domain/queries.ts";
import { type OutputTarget, writeFailure, writeOutputFile } from "../output_file.ts";
import { trendSvg } from "./chart_svg.ts";

/** Writes `trend` to `path` as SVG; returns a message for the user, and whether it worked. */
export async function writeTrendChart(
  path: string,
  trend: Trend,
  target: OutputTarget,
): Promise<{ readonly ok: boolean; readonly message: string }> {
  const svg = trendSvg({
    code: trend.marker.code,
    label: trend.marker.label,
    series: trend.series,
  });
  try {
    await writeOutputFile(path, new TextEncoder().encode(svg), target);
    return { ok: true, message: `Chart written to ${JSON.stringify(path)}` };
  } catch (error) {
    return { ok: false, message: writeFailure("chart", path, error) };
  }
}
