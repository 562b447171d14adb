/**
 * How a table is drawn with the fifth stream's features
 * (`features_blind.ts`): the range in brackets in the value's cell (after
 * the unit or between value and unit), dot leaders after the name, the
 * range column before the value's, the date column before the name, the
 * range under the name in smaller type on a line of its own (which a page
 * break may push to the next page, past the running footer and the
 * repeated page header), and a collection-date label wrapped over two
 * lines. Shared by the PDF table and the e-mail's table.
 *
 * @module
 */

import type { ReportPage } from "../realistic/report_pdf.ts";
import type { DocumentContent, PrintedRow } from "./content.ts";
import { WRAPPED_LABELS } from "./features_blind.ts";
import type { Random } from "./random.ts";
import { type Line, MARGIN } from "./render_cumulative.ts";
import type { Cell } from "./render_table.ts";

/** A cell's text as a fifth-stream feature prints it, or `undefined` when none changes it. */
export function blindCell(
  row: PrintedRow,
  cell: Cell,
  content: DocumentContent,
): string | undefined {
  const { blind } = content.layout;
  if (cell === "value" && blind.rangeInValue !== "none") {
    const [number, ...mark] = row.value.split(" ");
    const bare = row.range.replace(/^\((.*)\)$/, "$1");
    const range = bare === "" ? [] : [`(${bare})`];
    const unit = row.unit === "" ? [] : [row.unit];
    const parts = blind.rangeInValue === "after-unit"
      ? [number, ...unit, ...range]
      : [number, ...range, ...unit];
    return [...parts, ...mark].join(" ");
  }
  if (cell === "label" && blind.dotLeaders) {
    const rows = content.visits.flatMap((v) => v.sections.flatMap((s) => s.rows));
    const longest = Math.max(...rows.map((r) => r.label.length));
    return `${row.label} ${".".repeat(longest + 3 - row.label.length)}`;
  }
  return undefined;
}

/** The columns after the fifth stream's features: the range before the value, the date first. */
export function blindColumns(cells: readonly Cell[], content: DocumentContent): Cell[] {
  const { blind } = content.layout;
  let out = [...cells];
  if (blind.rangeFirst && out.includes("range")) {
    out = out.filter((c) => c !== "range");
    out.splice(out.indexOf("value"), 0, "range");
  }
  if (blind.dateFirst && out.includes("rowDate")) {
    out = ["rowDate", ...out.filter((c) => c !== "rowDate")];
  }
  return out;
}

/** Whether a layout prints a column for this cell at all (a range or unit in the value's cell). */
export function blindDrops(cell: Cell, content: DocumentContent): boolean {
  const { blind } = content.layout;
  if (cell === "range") return blind.rangeInValue !== "none" || blind.rangeUnderName;
  if (cell === "unit") return blind.rangeInValue !== "none";
  return false;
}

/** Room after a date column printed first, whose bold header is wider than its dates. */
export function extraGap(cell: Cell, content: DocumentContent): number {
  return cell === "rowDate" && content.layout.blind.dateFirst ? 10 : 0;
}

const RANGE_LINES = new WeakSet<Line>();

/** The range under the name, in smaller type, a line of its own (none when no range is printed). */
export function rangeUnderNameLine(
  row: PrintedRow,
  content: DocumentContent,
  size: number,
  header: Line,
  nameX = MARGIN,
): Line[] {
  if (!content.layout.blind.rangeUnderName || row.range === "") return [];
  const line: Line = {
    height: size + 2,
    draw: (page, y) => page.text(nameX + 6, y + 1, row.range, { size: size - 1.5 }),
    table: header,
  };
  RANGE_LINES.add(line);
  return [line];
}

/**
 * With a range under the name and page breaks: the forced break falls just
 * before one of those ranges, so that it opens the next page, apart from its
 * row by the footer and the repeated page header.
 */
export function breakBeforeRange(lines: readonly Line[], random: Random): number | undefined {
  const at = lines.flatMap((line, i) => (RANGE_LINES.has(line) && i > 2 ? [i] : []));
  return at.length === 0 ? undefined : random.pick(at.slice(0, Math.max(1, at.length - 1)));
}

/** Draws the collection date under a label wrapped over two lines ("Materiał" / "pobrano:"). */
export function wrappedCollected(
  page: ReportPage,
  y: number,
  content: DocumentContent,
  value: string,
  size: number,
): void {
  const [head, tail] = WRAPPED_LABELS[content.layout.language];
  page.field(MARGIN, y, head, value, 4, size);
  page.text(MARGIN, y - size - 1, tail, { bold: true, size });
}
