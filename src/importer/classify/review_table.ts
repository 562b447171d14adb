/**
 * The review table the importer prints before writing (and instead of
 * writing, with `--dry-run`): each row's id, its name as printed, the marker
 * it resolved to, date, value, unit, range, flag, and what happens to it,
 * then a count line. Personal data is never shown in it.
 *
 * @module
 */

import { flagOf } from "../../domain/readings/flags.ts";
import { type FormatOptions, formatRange, formatValue } from "../../domain/readings/format.ts";
import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { cleanText } from "../../domain/text.ts";
import { type Column, renderTable } from "../../cli/table.ts";
import { ROW_STATUSES, type RowOutcome, type RowStatus } from "./row_outcome.ts";
import type { RawRow } from "../document.ts";

/**
 * Values and ranges as the CLI writes them (typographic), with a text value
 * or a range's text cleaned first: the document's rows are untrusted text.
 */
const SHOWN: FormatOptions = { style: "typographic", text: (text) => cleanText(text) };

/** The table's columns; long cells are cut with "…". */
const COLUMNS: readonly Column[] = [
  { header: "Id" },
  { header: "Printed name", max: 40 },
  { header: "Marker" },
  { header: "Date" },
  { header: "Value", align: "right", max: 30 },
  { header: "Unit", max: 16 },
  { header: "Range", max: 30 },
  { header: "Flag" },
  { header: "Status" },
];

/** How each status is named in the table and the count line. */
const STATUS_NAMES: Readonly<Record<RowStatus, string>> = {
  new: "new",
  in_store: "already in store",
  held: "held",
  proposed: "proposed",
  ocr_review: "OCR review",
  withheld: "withheld",
  unreadable: "unreadable",
};

function statusText(outcome: RowOutcome): string {
  const reason = outcome.reason === undefined ? undefined : cleanText(outcome.reason, 100);
  switch (outcome.status) {
    case "new":
      return reason ? `new (${reason})` : "new";
    case "in_store":
      return "already in store";
    case "held":
      return `held: ${reason ?? "needs review"}${
        outcome.acceptable ? ` (check it, then --accept ${outcome.id})` : ""
      }`;
    case "proposed": {
      const near = (outcome.suggestions ?? []).map((s) => s.code).join(", ");
      return `proposed${near === "" ? "" : ` (closest: ${near})`}`;
    }
    case "ocr_review":
      return `OCR: ${
        reason ?? "needs review"
      }; written only with --accept-ocr or --accept ${outcome.id}`;
    case "withheld":
      return `withheld: ${
        reason ?? "personal data"
      } (never written; if it is a result, enter it by hand)`;
    case "unreadable":
      return `unreadable: ${reason ?? "cannot be read"}`;
  }
}

function markerText(outcome: RowOutcome, index: MarkerIndex): string {
  if (outcome.code === undefined) return "?";
  const label = index.dictionary.markers.get(outcome.code)?.label;
  return label === undefined || label === outcome.code
    ? outcome.code
    : `${outcome.code} ${cleanText(label, 28)}`;
}

/**
 * The printed columns of a row as the review table shows them (name, value,
 * unit, range, the lab's flag), as one line: what the store keeps as the
 * row's provenance, after the privacy check (`importer/run/row_provenance.ts`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { where: "line 2", name: "Hemoglobina", date: "2025-03-12", value: { value: 11 }, unit: "g/dl", range: { ref_low: 12, ref_high: 16 }, labFlag: "L" as const };
 * assert.equal(printedRow(row), "Hemoglobina 11 g/dl 12–16 L");
 * ```
 */
export function printedRow(row: RawRow): string {
  const value = row.value;
  const comparator = "comparator" in value ? value.comparator : undefined;
  return [
    cleanText(row.name),
    formatValue({ value: value.value, comparator }, SHOWN),
    cleanText(row.unit ?? ""),
    formatRange(row.range, SHOWN),
    row.labFlag ?? "",
  ].filter((part) => part !== "").join(" ");
}

/** The name as printed, unless it is what made the row personal. */
function printedName(outcome: RowOutcome): string {
  if (outcome.status === "withheld" && outcome.personalName !== false) return "[personal data]";
  return cleanText(outcome.row.name);
}

/**
 * The count line that ends a table: how many result rows, and how many of
 * each status (only those that occur).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(countLine({ new: 33, held: 4, in_store: 0, proposed: 2, ocr_review: 0, withheld: 1, unreadable: 1 }), "41 result rows: 33 new, 4 held, 2 proposed, 1 withheld, 1 unreadable");
 * ```
 */
export function countLine(counts: Readonly<Record<RowStatus, number>>): string {
  const total = ROW_STATUSES.reduce((n, status) => n + counts[status], 0);
  const parts = ROW_STATUSES.filter((status) => counts[status] > 0).map((status) =>
    `${counts[status]} ${STATUS_NAMES[status]}`
  );
  return `${total} result row${total === 1 ? "" : "s"}${
    parts.length > 0 ? `: ${parts.join(", ")}` : ""
  }`;
}

/** How many outcomes have each status. */
export function countStatuses(outcomes: readonly RowOutcome[]): Record<RowStatus, number> {
  const counts = Object.fromEntries(ROW_STATUSES.map((s) => [s, 0])) as Record<RowStatus, number>;
  for (const outcome of outcomes) counts[outcome.status]++;
  return counts;
}

/**
 * Renders the outcomes of one document as aligned text lines (no colour).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * const index = buildMarkerIndex(buildDictionary([{ source: "x", entries: new Map([["HGB", { label: "Hemoglobina" }]]) }]));
 * const lines = renderRows([{
 *   row: { where: "line 2", name: "Hemoglobina", date: "2025-03-12", value: { value: 11 }, unit: "g/dl", range: { ref_low: 12, ref_high: 16 } },
 *   id: "3fa2c1-1", status: "new", code: "HGB",
 * }], index);
 * assert.match(lines[1]!, /^3fa2c1-1 +Hemoglobina +HGB Hemoglobina +2025-03-12 +11 +g\/dl +12–16 +low +new$/);
 * ```
 */
export function renderRows(outcomes: readonly RowOutcome[], index: MarkerIndex): string[] {
  const rows = outcomes.map((outcome) => {
    if (outcome.status === "withheld") {
      return [outcome.id, printedName(outcome), "", "", "", "", "", "", statusText(outcome)];
    }
    const value = outcome.row.value;
    const comparator = "comparator" in value ? value.comparator : undefined;
    const flag = flagOf({
      value: value.value,
      comparator,
      ref_low: outcome.row.range.ref_low,
      ref_high: outcome.row.range.ref_high,
    });
    const labFlag = outcome.row.labFlag === undefined ? "" : `lab ${outcome.row.labFlag}`;
    return [
      outcome.id,
      printedName(outcome),
      markerText(outcome, index),
      outcome.row.date ?? "?",
      formatValue({ value: value.value, comparator }, SHOWN),
      cleanText(outcome.line?.unit ?? outcome.row.unit ?? ""),
      formatRange(outcome.row.range, SHOWN),
      [flag ?? "", labFlag].filter((f) => f !== "").join(", "),
      statusText(outcome),
    ];
  });
  const table = renderTable(COLUMNS, rows, false);
  return [table.header, ...table.rows];
}
