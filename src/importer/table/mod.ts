/**
 * The table stage's face: laid-out lines read as a document's rows (`report_text.ts`),
 * and what the other stages use of the table stage's readers: the specimen a
 * heading names, the date order of a report.
 *
 * @module
 */

export { AMBIGUOUS_ORDER, swappable, withDayFirstDates } from "./date_order.ts";
export { parseReportLayout } from "./report_text.ts";
export { specimenOf, specimenOfCode } from "./specimen.ts";
