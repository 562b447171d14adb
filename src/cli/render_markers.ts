/**
 * The marker list as a table: one row per marker with results, under a
 * heading for each group, with the latest value and its flag.
 *
 * @module
 */

import type { MarkerList } from "../domain/answers/marker_list.ts";
import { plural } from "../domain/readings/format.ts";
import { flagCell, valueCell } from "./cells.ts";
import { renderTable } from "./table.ts";
import { PROGRAM } from "./usage.ts";

/** Renders the marker list, grouped as the dictionary groups markers. */
export function renderMarkers(list: MarkerList, colour: boolean): string {
  const lines: string[] = [];
  if (list.markers.length > 0) {
    const table = renderTable(
      [
        { header: "Code", max: 14 },
        { header: "Marker", max: 30 },
        { header: "Results", align: "right" },
        { header: "Since" },
        { header: "Latest" },
        { header: "Value", align: "right", max: 14 },
        { header: "Unit", max: 14 },
        { header: "Flag", optional: true },
      ],
      list.markers.map((m) => [
        m.code,
        m.label === m.code ? "" : m.label,
        String(m.count),
        m.first_date,
        m.last_date,
        valueCell(m.last),
        m.last.unit ?? "",
        flagCell(m.last.flag),
      ]),
      colour,
      "  ",
    );
    lines.push(table.header);
    let group: string | undefined | null = null;
    list.markers.forEach((marker, i) => {
      if (marker.group !== group) {
        group = marker.group;
        lines.push(group ?? "Other");
      }
      lines.push(table.rows[i]!);
    });
    lines.push(
      "",
      `${plural(list.markers.length, "marker")} with results. ` +
        `See one over time: ${PROGRAM} trend CODE`,
    );
  }
  if (list.note !== undefined) lines.push(list.note);
  return lines.join("\n") + "\n";
}
