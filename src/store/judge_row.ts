/**
 * The flag of a parsed row, as its column code, judged without building an
 * object for the usual reading.
 *
 * @module
 */

import { COMPARATORS, flagCode, LAB_FLAGS } from "../domain/series/series_columns.ts";
import { flagOf, type Judged } from "../domain/readings/flags.ts";
import type { RowScratch } from "./line_parser/row_scratch.ts";

/** Scratch object for flags (what `flagOf` reads), so that judging a reading allocates nothing. */
const JUDGED: { -readonly [K in keyof Judged]-?: Judged[K] } = {
  value: 0,
  comparator: undefined,
  ref_low: undefined,
  ref_high: undefined,
  lab_flag: undefined,
};

/** The flag codes {@link judge} gives without asking `flagOf`. */
const NO_FLAG = flagCode(null), LOW = flagCode("low"), HIGH = flagCode("high");
const NORMAL = flagCode("normal");

/**
 * The flag code of a parsed reading. The usual reading, a plain number with
 * no comparator and no lab flag, is judged against its range here (what
 * `flagOf` gives it, without building its input); any other goes to
 * `flagOf`, the one definition. A test checks the two agree.
 */
export function judge(row: RowScratch): number {
  if (row.text === undefined && row.cmp === 0 && row.lab === 0) {
    const value = row.num, low = row.lo, high = row.hi;
    if (low !== low && high !== high) return NO_FLAG; // NaN: no range
    return value < low ? LOW : value > high ? HIGH : NORMAL;
  }
  JUDGED.value = row.text ?? row.num;
  JUDGED.comparator = COMPARATORS[row.cmp];
  JUDGED.ref_low = Number.isNaN(row.lo) ? undefined : row.lo;
  JUDGED.ref_high = Number.isNaN(row.hi) ? undefined : row.hi;
  JUDGED.lab_flag = LAB_FLAGS[row.lab];
  return flagCode(flagOf(JUDGED));
}
