/**
 * `trend MARKER --chart out.svg`: writes the marker's trend as an SVG file.
 * The only file the CLI writes, and only when asked; it needs
 * `--allow-write=<that file>`, and says so when it is missing. Imported on
 * demand, so neither the server nor the other commands load the charting
 * library.
 *
 * @module
 */

import type { Trend } from "../domain/queries.ts";
import { trendSvg } from "./chart_svg.ts";

/** Writes `trend` to `path` as SVG; returns a message for the user, and whether it worked. */
export async function writeTrendChart(
  path: string,
  trend: Trend,
): Promise<{ readonly ok: boolean; readonly message: string }> {
  const svg = trendSvg({
    code: trend.marker.code,
    label: trend.marker.label,
    series: trend.series,
  });
  try {
    await Deno.writeTextFile(path, svg);
    return { ok: true, message: `Chart written to ${JSON.stringify(path)}` };
  } catch (error) {
    if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
      return {
        ok: false,
        message: `Cannot write the chart to ${JSON.stringify(path)}: no permission to write it. ` +
          `Run deno with --allow-write=${JSON.stringify(path)} (that file only)`,
      };
    }
    return {
      ok: false,
      message: `Cannot write the chart to ${JSON.stringify(path)}: ${
        error instanceof Error ? error.message : String(error)
      }`,
    };
  }
}
