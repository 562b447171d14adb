/**
 * Deciding what happens to each parsed row: written as new, skipped as
 * already in the store, held for review (implausible), proposed (unknown
 * name), kept back for OCR review, or withheld (personal data). Rows become
 * store lines with only the contract fields plus `source`, the document's
 * content hash.
 *
 * @module
 */

import type { Comparator } from "../domain/flags.ts";
import { duplicateKey, type Reading } from "../domain/reading.ts";
import { type MarkerIndex, resolveMarker, type Suggestion } from "../domain/resolve.ts";
import { tidyUnit, unitKey } from "../domain/units.ts";
import { describeIssue, storeLineSchema } from "../store/schemas.ts";
import type { InputFormat, RawRow } from "./document.ts";
import type { PrivacyGuard } from "./identity.ts";
import { implausibility } from "./plausibility.ts";

/** What happens to a row. */
export type RowStatus = "new" | "in_store" | "held" | "proposed" | "ocr_review" | "withheld";

/** A store line as the importer writes it: contract fields plus `source`. */
export interface ImportedLine extends Reading {
  readonly source: string;
}

/** The decision on one row, with what is needed to show and write it. */
export interface RowOutcome {
  readonly row: RawRow;
  readonly status: RowStatus;
  readonly reason?: string;
  /** The resolved marker, when the name resolved. */
  readonly code?: string;
  /** The line that is (or, for held and OCR rows, would be) written. */
  readonly line?: ImportedLine;
  /** For a proposed row: the closest dictionary markers. */
  readonly suggestions?: readonly Suggestion[];
}

/** What classification needs to know about the run. */
export interface ClassifyContext {
  readonly index: MarkerIndex;
  /** Duplicate keys of every measurement in the store, and of those accepted so far. */
  readonly known: Set<string>;
  readonly guard: PrivacyGuard;
  readonly acceptOcr: boolean;
  readonly acceptHeld: boolean;
}

/**
 * The key under which two measurements are the same: the core's duplicate
 * key, with the unit replaced by its equivalence key (`µg/L` = `ng/mL`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const a = { code: "FERR", date: "2025-01-02", value: 52, unit: "µg/L" };
 * assert.equal(sameMeasurementKey(a), sameMeasurementKey({ ...a, unit: "ng/ml" }));
 * assert.notEqual(sameMeasurementKey(a), sameMeasurementKey({ ...a, value: 53 }));
 * ```
 */
export function sameMeasurementKey(reading: Reading): string {
  const { unit, ...rest } = reading;
  const key = unit === undefined || unit.trim() === "" ? undefined : unitKey(unit);
  return duplicateKey(key === undefined ? rest : { ...rest, unit: key });
}

function privacyProblem(row: RawRow, guard: PrivacyGuard): string | undefined {
  const texts = [
    row.name,
    ...(row.alternatives ?? []),
    String(row.value.value),
    row.unit ?? "",
    row.range.ref_text ?? "",
    row.date ?? "",
  ];
  for (const text of texts) {
    const problem = guard.problem(text);
    if (problem) return problem;
  }
  return undefined;
}

function resolveRow(row: RawRow, index: MarkerIndex): string | Suggestion[] {
  if (row.code !== undefined && index.dictionary.markers.has(row.code)) return row.code;
  let suggestions: Suggestion[] | undefined;
  for (const name of [row.name, ...(row.alternatives ?? [])]) {
    const resolution = resolveMarker(index, name);
    if (resolution.kind === "found") return resolution.marker.code;
    suggestions ??= [...resolution.suggestions];
  }
  return suggestions ?? [];
}

/** Builds the store line of a resolved row; returns the reason when it breaks the store contract. */
export function toLine(row: RawRow, code: string, source: string): ImportedLine | string {
  if (row.date === undefined) return "no date for this row";
  const unit = row.unit === undefined ? "" : tidyUnit(row.unit);
  const value = row.value;
  const candidate = {
    code,
    date: row.date,
    value: value.value,
    ...("comparator" in value && value.comparator !== undefined
      ? { comparator: value.comparator as Comparator }
      : {}),
    ...(unit !== "" ? { unit } : {}),
    ...(row.range.ref_low !== undefined ? { ref_low: row.range.ref_low } : {}),
    ...(row.range.ref_high !== undefined ? { ref_high: row.range.ref_high } : {}),
    ...(row.range.ref_text !== undefined ? { ref_text: row.range.ref_text } : {}),
  };
  const checked = storeLineSchema.safeParse(candidate);
  if (!checked.success) return describeIssue(checked.error, candidate);
  return { ...candidate, source };
}

/**
 * Classifies the rows of one document, in order. Accepted rows are added to
 * `context.known`, so a measurement printed twice is written once.
 */
export function classifyRows(
  rows: readonly RawRow[],
  format: InputFormat,
  source: string,
  context: ClassifyContext,
): RowOutcome[] {
  return rows.map((row): RowOutcome => {
    const privacy = privacyProblem(row, context.guard);
    if (privacy) return { row, status: "withheld", reason: privacy };
    const resolved = resolveRow(row, context.index);
    if (typeof resolved !== "string") {
      if (format === "ocr" && !context.acceptOcr) {
        return {
          row,
          status: "ocr_review",
          reason: "unknown name read by OCR",
          suggestions: resolved,
        };
      }
      return { row, status: "proposed", suggestions: resolved };
    }
    const code = resolved;
    const line = toLine(row, code, source);
    if (typeof line === "string") return { row, status: "held", code, reason: line };
    if (context.known.has(sameMeasurementKey(line))) return { row, status: "in_store", code, line };
    const doubt = implausibility(line);
    if (doubt && !context.acceptHeld) return { row, status: "held", code, line, reason: doubt };
    if (format === "ocr" && !context.acceptOcr) {
      return { row, status: "ocr_review", code, line, reason: "read by OCR" };
    }
    context.known.add(sameMeasurementKey(line));
    return { row, status: "new", code, line, ...(doubt ? { reason: `accepted: ${doubt}` } : {}) };
  });
}
