/**
 * The cell stage's readers in one place, for the stages that read cells:
 * numbers (`number.ts`), qualitative words (`qualitative.ts`), results that
 * are none (`not_a_result.ts`), the lab's flag (`flag.ts`), the value reader
 * (`value.ts`), the range reader (`range.ts`, `range_cell.ts`, `bands.ts`)
 * and the unit reader (`unit.ts`).
 *
 * @module
 */

export { parseNumber } from "./number.ts";
export {
  isQualitativeResult,
  isQualitativeWord,
  isSedimentCount,
  QUALITATIVE_WORDS,
  qualitativeMismatch,
} from "./qualitative.ts";
export { isNotDetermined, isSeeDescription, noResultReason } from "./not_a_result.ts";
export { flagOfMark, isFlagToken, type SplitFlag, splitFlag } from "./flag.ts";
export { type ParsedValue, parseValue, type ReadResult, readValue } from "./value.ts";
export { type ParsedRange, parseRange } from "./range.ts";
export { rangeWithUnit, type ReadRange, readRange } from "./range_cell.ts";
export { type AgeSpan, type RangeBand, readBands } from "./bands.ts";
export { looksLikeUnit, type ReadUnit, readUnit } from "./unit.ts";
