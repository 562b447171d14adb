/**
 * What the classify stage's checks look at: a row's store line as the
 * importer would write it, with the lab's flag. One description for the
 * plausibility limits, the OCR doubts and the flag-against-range check, each
 * of which reads the part it needs.
 *
 * @module
 */

import type { LabFlag } from "../document.ts";

/** A row's store line as the importer would write it, and the flag the lab printed. */
export interface CheckedLine {
  readonly code: string;
  readonly value: number | string;
  readonly comparator?: string | undefined;
  readonly unit?: string | undefined;
  readonly ref_low?: number | undefined;
  readonly ref_high?: number | undefined;
  readonly ref_text?: string | undefined;
  readonly lab_flag?: LabFlag | undefined;
}
