/**
 * The review table the importer prints before writing (and instead of
 * writing, with `--dry-run`): marker, date, value, unit, range, flag, and
 * what happens to each row. Personal data is never shown in it.
 *
 * @module
 */

import { flagOf } from "../domain/flags.ts";
import type { MarkerIndex } from "../domain/resolve.ts";
import { cleanText } from "../domain/text.ts";
import type { RowOutcome } from "./classify.ts";

function valueText(outcome: RowOutcome): string {
  const value = outcome.row.value;
  const comparator = "comparator" in value && value.comparator !== undefined
    ? value.comparator
    : "";
  return typeof value.value === "number"
    ? `${comparator}${value.value}`
    : cleanText(value.value, 30);
}

function rangeText(outcome: RowOutcome): string {
  const { ref_low: low, ref_high: high, ref_text: text } = outcome.row.range;
  if (low !== undefined && high !== undefined) return `${low}–${high}`;
  if (low !== undefined) return `≥${low}`;
  if (high !== undefined) return `≤${high}`;
  return text === undefined ? "" : cleanText(text, 30);
}

function statusText(outcome: RowOutcome): string {
  switch (outcome.status) {
    case "new":
      return outcome.reason ? `new (${outcome.reason})` : "new";
    case "in_store":
      return "already in store";
    case "held":
      return `held: ${outcome.reason ?? "needs review"}`;
    case "proposed": {
      const near = (outcome.suggestions ?? []).map((s) => s.code).join(", ");
      return `unknown name: proposed${near === "" ? "" : ` (closest: ${near})`}`;
    }
    case "ocr_review":
      return `OCR: ${outcome.reason ?? "needs review"}; written only with --accept-ocr`;
    case "withheld":
      return `withheld: ${outcome.reason ?? "personal data"}`;
  }
}

function markerText(outcome: RowOutcome, index: MarkerIndex): string {
  if (outcome.status === "withheld") return "[personal data]";
  if (outcome.code !== undefined) {
    const label = index.dictionary.markers.get(outcome.code)?.label;
    return label === undefined || label === outcome.code
      ? outcome.code
      : `${outcome.code} ${cleanText(label, 28)}`;
  }
  return `? "${cleanText(outcome.row.name, 40)}"`;
}

/**
 * Renders the outcomes of one document as aligned text lines (no colour).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../domain/dictionary.ts";
 * import { buildMarkerIndex } from "../domain/resolve.ts";
 * const index = buildMarkerIndex(buildDictionary([{ source: "x", entries: new Map([["HGB", { label: "Hemoglobina" }]]) }]));
 * const lines = renderRows([{
 *   row: { where: "line 2", name: "Hemoglobina", date: "2025-03-12", value: { value: 11 }, unit: "g/dl", range: { ref_low: 12, ref_high: 16 } },
 *   status: "new", code: "HGB",
 * }], index);
 * assert.match(lines[1]!, /^HGB Hemoglobina +2025-03-12 +11 +g\/dl +12–16 +low +new$/);
 * ```
 */
export function renderRows(outcomes: readonly RowOutcome[], index: MarkerIndex): string[] {
  const header = ["Marker", "Date", "Value", "Unit", "Range", "Flag", "Status"];
  const rows = outcomes.map((outcome) => {
    if (outcome.status === "withheld") {
      return [markerText(outcome, index), "", "", "", "", "", statusText(outcome)];
    }
    const value = outcome.row.value;
    const flag = flagOf({
      value: value.value,
      comparator: "comparator" in value ? value.comparator : undefined,
      ref_low: outcome.row.range.ref_low,
      ref_high: outcome.row.range.ref_high,
    });
    return [
      markerText(outcome, index),
      outcome.row.date ?? "?",
      valueText(outcome),
      cleanText(outcome.line?.unit ?? outcome.row.unit ?? "", 16),
      rangeText(outcome),
      flag ?? "",
      statusText(outcome),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const right = new Set([2]);
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) =>
      i === cells.length - 1
        ? cell
        : right.has(i)
        ? cell.padStart(widths[i]!)
        : cell.padEnd(widths[i]!)
    ).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}
