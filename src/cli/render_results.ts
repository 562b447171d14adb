/**
 * Results by test date: one block per date, newest first, with columns
 * aligned across the blocks. A date's lab is named in its heading, or in a
 * Lab column when a date mixes labs.
 *
 * @module
 */

import { isOutOfRange } from "../domain/readings/flags.ts";
import type { ResultsByDate } from "../domain/answers/results_by_date.ts";
import { formatRange, formatTime, plural, TYPOGRAPHIC } from "../domain/readings/format.ts";
import { flagCell, valueCell } from "./cells.ts";
import { renderTable } from "./table.ts";

/** Renders the results of each test date, or the note when there are none. */
export function renderResults(results: ResultsByDate, colour: boolean): string {
  const labsOf = (dated: readonly { lab?: string }[]) => new Set(dated.map((r) => r.lab));
  const mixed = results.dates.some(({ results }) => labsOf(results).size > 1);
  const rows = results.dates.flatMap(({ results }) =>
    results.map((r) => [
      r.code,
      r.label === r.code ? "" : r.label,
      formatTime(r.time),
      valueCell(r),
      r.unit ?? "",
      formatRange(r, TYPOGRAPHIC),
      flagCell(r.flag),
      mixed ? r.lab ?? "" : "",
    ])
  );
  const table = renderTable(
    [
      { header: "Code", max: 14 },
      { header: "Marker", max: 30 },
      { header: "Time", optional: true },
      { header: "Value", align: "right", max: 16 },
      { header: "Unit", max: 14 },
      { header: "Range", max: 24 },
      { header: "Flag", optional: true },
      { header: "Lab", optional: true, max: 24 },
    ],
    rows,
    colour,
    "  ",
  );
  // The note says what the list is ("Abnormal now: ...") or why it is empty: first.
  const lines: string[] = results.note === undefined ? [] : [results.note];
  let row = 0;
  for (const { date, results: dated } of results.dates) {
    const flagged = dated.filter((r) => isOutOfRange(r.flag)).length;
    if (lines.length > 0) lines.push("");
    const [lab, ...others] = labsOf(dated);
    const named = lab !== undefined && others.length === 0 ? ` · ${lab}` : "";
    lines.push(`${date} · ${plural(dated.length, "result")}, ${flagged} out of range${named}`);
    lines.push(table.header, ...table.rows.slice(row, row + dated.length));
    row += dated.length;
  }
  return lines.join("\n") + "\n";
}
