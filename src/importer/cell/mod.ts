/**
 * The cell stage's face: what one printed cell holds, for the stages that
 * read cells. Numbers (`number.ts`), qualitative words (`qualitative.ts`),
 * results that are none (`not_a_result.ts`), the lab's flag (`flag.ts`,
 * `printed_flag.ts`, `lab_flag.ts`), the value reader (`value.ts`,
 * `result_cell.ts`), the range reader (`range.ts`, `range_cell.ts`,
 * `range_bands.ts`), the unit reader (`unit.ts`), printed dates and their labels
 * (`printed_dates.ts`, a cell that is a date with a two-digit year: `short_year.ts`), the kind of a cell
 * (`cell_kinds.ts`) and the specimen a row's name opens with (`name_specimen.ts`).
 *
 * @module
 */

export { parseNumber } from "./number.ts";
export {
  isNegativeWord,
  isPerFieldUnit,
  isQualitativeReference,
  isQualitativeResult,
  isQualitativeWord,
  isSedimentCount,
  QUALITATIVE_WORDS,
  qualitativeMismatch,
} from "./qualitative.ts";
export { noResultInLine, noResultReason } from "./not_a_result.ts";
export { chipFlag, flagOfMark, isFlagToken, type SplitFlag, splitFlag } from "./flag.ts";
export { splitPrintedFlag } from "./printed_flag.ts";
export {
  directedFlag,
  labFlagOfInterpretation,
  labFlagOfMark,
  qualitativeFlag,
  rowFlag,
} from "./lab_flag.ts";
export {
  type ParsedValue,
  parseValue,
  type ReadResult,
  readValue,
  trailingZeros,
  WORD_ABOVE,
  WORD_BELOW,
} from "./value.ts";
export {
  FLAG,
  labFlagOf,
  OCR_ARROW,
  ocrArrow,
  readResult,
  takeFlag,
  unsure,
} from "./result_cell.ts";
export { hasRangeLabel, isNoReference, type ParsedRange, parseRange } from "./range.ts";
export { rangeWithUnit } from "./range_cell.ts";
export {
  type AgeSpan,
  type AgeUnit,
  type CyclePhase,
  isWordedBand,
  type RangeBand,
  readBands,
  wordedBand,
} from "./range_bands.ts";
export { COMPARATOR_TOKEN, looksLikeUnit, RANGE_WORDS, type ReadUnit, readUnit } from "./unit.ts";
export {
  DateTimeline,
  doubtedStandIn,
  hasDateLabel,
  type LabelledDate,
  labelledDates,
  type RowDate,
  UNREADABLE_DATE,
} from "./printed_dates.ts";
export {
  datePlausibility,
  datesInText,
  localToday,
  toStoreDate,
  trailingDate,
  withoutDates,
} from "./date_text.ts";
export { ANY_DATE } from "./date_text.ts";
export { type CellKind, cellKind } from "./cell_kinds.ts";
export { cellDate } from "./short_year.ts";
export {
  onlySpecimenWords,
  specimenCode,
  specimenInWords,
  specimenPrefix,
} from "./name_specimen.ts";
export { splitValueCell } from "./value_cell.ts";
