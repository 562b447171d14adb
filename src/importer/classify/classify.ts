/**
 * Deciding what happens to each parsed row, so that every row ends in
 * exactly one status: written as new, skipped as already in the store, held
 * for review (implausible, an unsure date, a text under a numeric marker),
 * proposed (unknown name), kept back for OCR review, withheld (personal
 * data) or unreadable. Rows become store lines with only the contract
 * fields, the lab's flag, and `source`, the document's content hash.
 *
 * @module
 */

import type { Comparator } from "../../domain/readings/flags.ts";
import { duplicateKey, type Reading } from "../../domain/readings/reading.ts";
import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker, type Suggestion } from "../../domain/markers/resolve.ts";
import { tidyUnit, unitKey } from "../../domain/readings/units.ts";
import { decimalsOf } from "../../domain/readings/convert.ts";
import { describeIssue, labName, storeLineSchema } from "../../store/schemas.ts";
import type { InputFormat, LabFlag, RawRow } from "../document.ts";
import { nameWords, type PrivacyGuard } from "../privacy/mod.ts";
import { implausibility } from "./plausibility.ts";
import { rangeProblem, textValueProblem } from "./row_problems.ts";
import {
  isPerFieldCount,
  specimenFieldProblem,
  typedRange,
  valueFieldProblem,
} from "./field_types.ts";
import { factsOf } from "./marker_facts.ts";
import { codeByUnit } from "./code_family.ts";
import { unanchoredScaleProblem, unitFieldProblem } from "./unit_field.ts";
import { ocrUnitByMarker } from "./ocr_unit.ts";

/** Whether a store line carries a printed range, in numbers or in words. */
function ranged(line: { ref_low?: number; ref_high?: number; ref_text?: string }): boolean {
  return line.ref_low !== undefined || line.ref_high !== undefined || line.ref_text !== undefined;
}
import { ocrDoubt } from "./ocr_doubts.ts";
import { splitPrintedFlag } from "../cell/mod.ts";
import { withoutLookAlikes } from "./look_alikes.ts";
import { cleanRow, MAX_NAME } from "./clean_row.ts";
import { consistencyDoubts } from "./consistency/consistency.ts";
import { arrowReading } from "./consistency/flag_range.ts";
import { relatedCodes } from "./consistency/relations.ts";

/** What happens to a row. */
export type RowStatus =
  | "new"
  | "in_store"
  | "held"
  | "proposed"
  | "ocr_review"
  | "withheld"
  | "unreadable";

/** Every status, in the order counts are shown. */
export const ROW_STATUSES: readonly RowStatus[] = [
  "new",
  "in_store",
  "held",
  "proposed",
  "ocr_review",
  "withheld",
  "unreadable",
];

/** A store line as the importer writes it: contract fields, the lab's flag, and `source`. */
export interface ImportedLine extends Reading {
  readonly lab_flag?: LabFlag;
  readonly source: string;
}

/** The decision on one row, with what is needed to show and write it. */
export interface RowOutcome {
  /** The row's short stable id: document hash prefix and row number (`3fa2c1-17`). */
  readonly id: string;
  /** The row, its texts cleaned of control and invisible characters. */
  readonly row: RawRow;
  readonly status: RowStatus;
  readonly reason?: string;
  /** The resolved marker, when the name resolved. */
  readonly code?: string;
  /** The line that is (or, for held and OCR rows, would be) written. */
  readonly line?: ImportedLine;
  /** For a proposed row: the closest dictionary markers. */
  readonly suggestions?: readonly Suggestion[];
  /** For a withheld row: whether its printed name itself is personal (then it is never shown). */
  readonly personalName?: boolean;
  /** Whether `--accept ID` (or `--accept-held`) can write this held row. */
  readonly acceptable?: boolean;
}

/** What classification needs to know about the run. */
export interface ClassifyContext {
  readonly index: MarkerIndex;
  /** Duplicate keys of every measurement in the store, and of those accepted so far. */
  readonly known: Set<string>;
  readonly guard: PrivacyGuard;
  readonly acceptOcr: boolean;
  readonly acceptHeld: boolean;
  /** Ids of single rows accepted with `--accept` (held or OCR rows). */
  readonly accepted?: ReadonlySet<string>;
  /** Codes whose results are numbers (from the store's readings and this run's rows). */
  readonly numeric?: ReadonlySet<string>;
  /** How many characters of the document hash start a row id in this run (see {@link rowIdHashLength}). */
  readonly idHashLength?: number;
}

/** How many characters of the document hash start a row id, at least. */
export const ROW_ID_HASH_LENGTH = 6;

/**
 * The short stable id of a document's row: the first `hashLength`
 * characters of the document's hash and the row's 1-based number.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(rowId("3fa2c1d4e5", 16), "3fa2c1-17");
 * assert.equal(rowId("3fa2c1d4e5", 16, 8), "3fa2c1d4-17");
 * ```
 */
export function rowId(
  documentHash: string,
  index: number,
  hashLength = ROW_ID_HASH_LENGTH,
): string {
  return `${documentHash.slice(0, hashLength)}-${index + 1}`;
}

/**
 * How many characters of the document hash start the row ids of one run:
 * {@link ROW_ID_HASH_LENGTH}, or more when two different documents of the
 * run share that many, so that an id given to `--accept` names the rows of
 * one document only. The same documents give the same length, run after run.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(rowIdHashLength(["3fa2c1aa", "9b0e77cc", "3fa2c1aa"]), 6);
 * assert.equal(rowIdHashLength(["3fa2c1aa", "3fa2c1ab", "9b0e77cc"]), 8);
 * ```
 */
export function rowIdHashLength(hashes: readonly string[]): number {
  const distinct = [...new Set(hashes)];
  const longest = Math.max(0, ...distinct.map((hash) => hash.length));
  let length = ROW_ID_HASH_LENGTH;
  while (
    length < longest &&
    new Set(distinct.map((hash) => hash.slice(0, length))).size < distinct.length
  ) {
    length++;
  }
  return length;
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

/**
 * The row without its lab's name when that name carries an identity string:
 * the name is optional provenance, so it is dropped, not the result.
 */
function withoutPersonalLab(row: RawRow, guard: PrivacyGuard): RawRow {
  if (row.lab === undefined || guard.field(row.lab) === undefined) return row;
  const { lab: _personal, ...rest } = row;
  return rest;
}

/**
 * Which identity field a row's texts match. A row whose printed name
 * resolves to a known marker is not withheld for the words of that name
 * alone (an identity string that holds "Leukocyty" is no reason to drop
 * every leukocyte count); everything else it carries is checked as before.
 */
function identityField(row: RawRow, context: ClassifyContext): string | undefined {
  const { guard, index } = context;
  const printed = [row.name, proposedName(row)];
  const known = typeof resolveRow(row, index) === "string";
  const except = known ? nameWords(printed) : undefined;
  const texts = [
    row.name,
    ...(row.alternatives ?? []),
    String(row.value.value),
    row.unit ?? "",
    row.range.ref_text ?? "",
    row.date ?? "",
    row.section ?? "",
  ];
  for (const text of texts) {
    const field = guard.field(text, except);
    if (field) return field;
  }
  return undefined;
}

/**
 * The name to propose for a row: as printed, without a flag or comparator
 * word the layout left after it ("Ferrytyna H" is proposed as "Ferrytyna").
 */
export function proposedName(row: RawRow): string {
  return splitPrintedFlag(row.name).name;
}

function resolveRow(row: RawRow, index: MarkerIndex): string | Suggestion[] {
  if (row.code !== undefined && index.dictionary.markers.has(row.code)) return row.code;
  let suggestions: Suggestion[] | undefined;
  const bare = proposedName(row);
  // A name longer than the store keeps is unreadable: never resolved, since
  // suggesting markers for a 3-million-character cell took a minute.
  if (row.name.length > MAX_NAME) return [];
  const names = [row.name, ...(bare !== row.name ? [bare] : []), ...(row.alternatives ?? [])]
    .filter((name) => name.length <= MAX_NAME);
  // A row's section names its specimen: a urine "Glukoza" is never blood glucose.
  // A count per field of view ("1-3 wpw") is a urine sediment count, whatever its heading.
  const sediment = isPerFieldCount(row) && (row.specimen === undefined || row.specimen === "urine");
  const specimen = row.specimen ?? (sediment ? "urine" : undefined);
  const section = sediment ? `${row.section ?? ""} (sediment)`.trim() : row.section;
  const context = {
    ...(specimen !== undefined ? { specimen } : {}),
    ...(section !== undefined ? { section } : {}),
  };
  for (const name of names) {
    const resolution = resolveMarker(index, name, context);
    if (resolution.kind !== "found") {
      suggestions ??= [...resolution.suggestions];
      continue;
    }
    if (resolution.matched !== "code") return resolution.marker.code;
    // A bare code ("PCT") in another marker's unit ("%") may be that marker's.
    const unit = row.unit === undefined ? undefined : tidyUnit(row.unit);
    return codeByUnit(index, factsOf(index.dictionary), resolution.marker.code, unit, specimen);
  }
  return withoutLookAlikes(names, suggestions ?? []);
}

/**
 * Builds the store line of a resolved row; returns the reason when it breaks
 * the store contract. `printed` says the document's numbers were read from
 * printed text, so their decimals are known and stored (`1,0` is `value: 1,
 * decimals: 1`); a FHIR quantity is a JSON number, whose precision is not.
 */
export function toLine(
  row: RawRow,
  code: string,
  source: string,
  printed = true,
): ImportedLine | string {
  if (row.date === undefined) return "no date for this row";
  const unit = row.unit === undefined ? "" : tidyUnit(row.unit);
  const value = row.value;
  const decimals = printed && typeof value.value === "number"
    ? Math.max("decimals" in value ? value.decimals ?? 0 : 0, decimalsOf(value.value))
    : undefined;
  const candidate = {
    code,
    date: row.date,
    value: value.value,
    ...(decimals !== undefined ? { decimals } : {}),
    ...("comparator" in value && value.comparator !== undefined
      ? { comparator: value.comparator as Comparator }
      : {}),
    ...(unit !== "" ? { unit } : {}),
    ...(row.range.ref_low !== undefined ? { ref_low: row.range.ref_low } : {}),
    ...(row.range.ref_high !== undefined ? { ref_high: row.range.ref_high } : {}),
    ...(row.range.ref_text !== undefined ? { ref_text: row.range.ref_text } : {}),
  };
  const lab = labName(row.lab);
  const checked = storeLineSchema.safeParse(candidate);
  if (!checked.success) return describeIssue(checked.error, candidate);
  return {
    ...candidate,
    ...(row.labFlag !== undefined ? { lab_flag: row.labFlag } : {}),
    ...(lab !== undefined ? { lab } : {}),
    source,
  };
}

/**
 * A row cleaned, its printed flag split from its name, a personal lab name
 * dropped, and its range typed (bounds or a qualitative reference; see
 * `field_types.ts`): `rangeProblem` says why the range cannot be kept.
 */
function prepareRow(raw: RawRow, guard: PrivacyGuard) {
  const { row: cleaned, tooLong } = cleanRow(raw);
  const split = splitPrintedFlag(cleaned.name);
  const labFlag = cleaned.labFlag ?? split.flag;
  const typed = typedRange(cleaned.range);
  const ranged = { ...cleaned, range: typed.range };
  const row = withoutPersonalLab(labFlag === undefined ? ranged : { ...ranged, labFlag }, guard);
  return { row, tooLong, split, rangeTypeProblem: typed.problem };
}

/**
 * Classifies the rows of one document, in order: each gets exactly one
 * status and its id. Accepted rows are added to `context.known`, so a
 * measurement printed twice is written once.
 */
export function classifyRows(
  rows: readonly RawRow[],
  format: InputFormat,
  source: string,
  context: ClassifyContext,
): RowOutcome[] {
  const facts = factsOf(context.index.dictionary);
  const prepared = rows.map((raw) => prepareRow(raw, context.guard));
  // FHIR quantities are JSON numbers: how many decimals the lab printed is lost.
  const printed = format !== "fhir";
  // The draw's rows checked against each other before any is decided.
  const relations = { facts, codes: relatedCodes(context.index.dictionary.clinical) };
  const drawDoubts = consistencyDoubts(
    prepared.map(({ row, tooLong }) => {
      if (tooLong !== undefined || row.unreadable !== undefined) return undefined;
      if (identityField(row, context) !== undefined) return undefined;
      const code = resolveRow(row, context.index);
      const line = typeof code === "string" ? toLine(row, code, source, printed) : undefined;
      return typeof line === "object" ? { ...line, name: row.name } : undefined;
    }),
    relations,
  );
  return prepared.map(({ row, tooLong, split, rangeTypeProblem }, i): RowOutcome => {
    const id = rowId(source, i, context.idHashLength);
    const field = identityField(row, context);
    if (field) {
      const personalName = [row.name, ...(row.alternatives ?? [])].some((name) =>
        context.guard.field(name) !== undefined
      );
      return { id, row, status: "withheld", reason: `matches the ${field} field`, personalName };
    }
    if (row.unreadable !== undefined) {
      return { id, row, status: "unreadable", reason: row.unreadable };
    }
    if (tooLong !== undefined) return { id, row, status: "unreadable", reason: tooLong };
    const accepted = context.accepted?.has(id) === true;
    const resolved = resolveRow(row, context.index);
    if (typeof resolved !== "string") {
      if (format === "ocr" && !context.acceptOcr && !accepted) {
        return {
          id,
          row,
          status: "ocr_review",
          reason: "unknown name read by OCR",
          suggestions: resolved,
        };
      }
      return { id, row, status: "proposed", suggestions: resolved };
    }
    const code = resolved;
    if (row.dateProblem !== undefined) {
      return { id, row, status: "held", code, reason: row.dateProblem };
    }
    if (
      split.comparator !== undefined && typeof row.value.value === "number" &&
      !("comparator" in row.value && row.value.comparator !== undefined)
    ) {
      return {
        id,
        row,
        status: "held",
        code,
        reason: `"${split.comparator}" printed before the value, but the value has no comparator`,
      };
    }
    const measuredIn = facts(code)?.measuredIn;
    // A unit whose slash OCR lost (`U/l` read as `ul`), read by the marker's own units.
    const unitRead = format === "ocr" ? ocrUnitByMarker(code, row.unit, measuredIn) : undefined;
    const line = toLine(unitRead ? { ...row, unit: unitRead } : row, code, source, printed);
    if (typeof line === "string") return { id, row, status: "held", code, reason: line };
    // A field that is no value of its type for the marker: held, and no --accept-held writes it.
    const mistyped = rangeProblem(row) ?? rangeTypeProblem ??
      specimenFieldProblem(row, code, context.index) ??
      unitFieldProblem(code, line.unit, measuredIn) ??
      unanchoredScaleProblem(code, line.unit, measuredIn, ranged(line)) ??
      valueFieldProblem(row, code, measuredIn);
    if (mistyped !== undefined) return { id, row, status: "held", code, reason: mistyped };
    if (context.known.has(sameMeasurementKey(line))) {
      return { id, row, status: "in_store", code, line };
    }
    // A broken relation names the rows it was checked against: the better reason.
    const doubt = textValueProblem(row, code, context.numeric, facts) ?? drawDoubts.get(i) ??
      implausibility(line, facts) ?? (format === "ocr" ? ocrDoubt(line, facts) : undefined);
    // An arrow OCR read as the value's last digit ("24 ↑" as 241): corrected, never blanket-accepted.
    const arrow = format === "ocr" && doubt !== undefined && doubt === drawDoubts.get(i)
      ? arrowReading(line)
      : undefined;
    if (arrow !== undefined && !accepted) {
      return {
        id,
        row,
        status: "held",
        code,
        line,
        reason:
          `${doubt}; it may be ${arrow} with the arrow read as a digit: correct it with --set ${id}:value=${arrow}`,
        acceptable: false,
      };
    }
    if (doubt && !context.acceptHeld && !accepted) {
      return { id, row, status: "held", code, line, reason: doubt, acceptable: true };
    }
    if (format === "ocr" && !context.acceptOcr && !accepted) {
      return { id, row, status: "ocr_review", code, line, reason: "read by OCR" };
    }
    context.known.add(sameMeasurementKey(line));
    return {
      id,
      row,
      status: "new",
      code,
      line,
      ...(doubt ? { reason: `accepted: ${doubt}` } : {}),
    };
  });
}

/**
 * The codes whose results this run's rows give as numbers: with the store's
 * numeric readings, they make a text value under the same code suspect.
 */
export function numericCodesOf(rows: readonly RawRow[], index: MarkerIndex): Set<string> {
  const codes = new Set<string>();
  for (const row of rows) {
    if (typeof row.value.value !== "number" || row.unreadable !== undefined) continue;
    const cleaned = cleanRow(row);
    if (cleaned.tooLong !== undefined) continue;
    const resolved = resolveRow(cleaned.row, index);
    if (typeof resolved === "string") codes.add(resolved);
  }
  return codes;
}
