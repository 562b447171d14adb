/**
 * What classification decides for a row, and how a row is named: the
 * statuses, the decision with what is needed to show and write the row,
 * what a run tells classification, the short stable row ids (`3fa2c1-17`)
 * that `--accept` and `--set` take, and the key under which two
 * measurements are the same.
 *
 * @module
 */

import { duplicateKey, type Reading } from "../../domain/readings/reading.ts";
import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import type { Suggestion } from "../../domain/markers/resolve.ts";
import { unitKey } from "../../domain/readings/units.ts";
import type { LabFlag, RawRow } from "../document.ts";
import type { PrivacyGuard } from "../privacy/mod.ts";

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
const ROW_ID_HASH_LENGTH = 6;

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
