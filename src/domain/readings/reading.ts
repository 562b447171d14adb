/**
 * One stored measurement, reduced to the fields of the store contract. Any
 * other field of a stored line (a name, a national ID) never gets here.
 *
 * @module
 */

/** A censoring comparator, as stored. */
export type Comparator = "<" | "<=" | ">" | ">=";

/**
 * The lab's own flag, as stored: `H` high, `L` low, `A` abnormal (a
 * qualitative result such as "dodatni" against "ujemny").
 */
export type LabFlag = "H" | "L" | "A";

/**
 * A measurement as the domain sees it: only contract fields. Tied to the
 * stored line's schema at compile time (`src/store/schemas.ts`); a part of
 * it is named with {@link ReadingFields}, never written out again.
 */
export interface Reading {
  readonly code: string;
  /** As stored: `YYYY-MM-DD` or an ISO date-time. */
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: Comparator;
  readonly unit?: string;
  readonly ref_low?: number;
  readonly ref_high?: number;
  readonly ref_text?: string;
  /** The lab's own flag, when the report printed one (optional: older lines have none). */
  readonly lab_flag?: LabFlag;
  /** The laboratory's name, when the report printed it (optional: older lines have none). */
  readonly lab?: string;
  /**
   * The decimal places the lab printed the value with (`1,0` → 1), when known;
   * absent in older lines, where the precision is unknown.
   */
  readonly decimals?: number;
  /** Provenance (optional: older lines and hand-written ones have none). The document's name. */
  readonly doc?: string;
  /** The page of the document the row was printed on (PDFs and scans). */
  readonly page?: number;
  /** The row as the document printed it. */
  readonly row?: string;
  /** What a hand correction changed, from what (`value 5,2 → 52`). */
  readonly corrected?: string;
  /** The day the importer wrote it (`YYYY-MM-DD`). */
  readonly imported?: string;
}

/**
 * Fields of a reading, for code that reads only part of one: `Required` as
 * the reading has them (never `undefined`), `Optional` admitting `undefined`
 * too, as a part built field by field does.
 *
 * @example
 * ```ts
 * import type { ReadingFields } from "./reading.ts";
 * const range: ReadingFields<"value", "ref_low" | "ref_high"> = { value: 5, ref_low: undefined };
 * void range;
 * ```
 */
export type ReadingFields<Required extends keyof Reading, Optional extends keyof Reading = never> =
  & { readonly [P in Required]-?: Exclude<Reading[P], undefined> }
  & { readonly [P in Optional]?: Reading[P] | undefined };

/**
 * The measured fields of a reading, which every view of one shows alike (its
 * provenance is shown per group of points: see `provenance.ts`).
 */
export type Measured = Omit<
  Reading,
  "code" | "date" | "doc" | "page" | "row" | "corrected" | "imported"
>;

/**
 * A read-only, indexable run of readings: a plain array, or a view over
 * columns (`ReadingColumns`), which queries use without building objects.
 */
export interface ReadingSeq {
  readonly length: number;
  at(index: number): Reading | undefined;
}

/**
 * The key under which two readings are the same measurement: code, date as
 * stored (with any time), value, comparator and unit (never the lab's flag,
 * range or name, which do not make another measurement).
 */
export function duplicateKey(reading: Reading): string {
  return JSON.stringify([
    reading.code,
    reading.date,
    reading.value,
    reading.comparator ?? "",
    reading.unit ?? "",
  ]);
}
