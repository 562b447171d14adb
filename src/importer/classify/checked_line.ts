/**
 * What the classify stage's checks look at: a row's store line as the
 * importer would write it, with the lab's flag. One description for the
 * plausibility limits, the OCR doubts, the flag-against-range check and the
 * draw's consistency checks, each of which reads the part it needs. The
 * fields are the stored line's own (`storeLineSchema`), taken from its type,
 * never written out again here.
 *
 * @module
 */

import type { StoreLine } from "../../store/schemas.ts";

/**
 * Fields `K` of a stored line, as a row's parts are built: the required ones
 * as they are, the optional ones admitting `undefined` too.
 */
export type LineFields<Required extends keyof StoreLine, Optional extends keyof StoreLine> =
  & { readonly [P in Required]: StoreLine[P] }
  & { readonly [P in Optional]?: StoreLine[P] | undefined };

/** A row's store line as the importer would write it, and the flag the lab printed. */
export type CheckedLine = LineFields<
  "code" | "value",
  "comparator" | "unit" | "ref_low" | "ref_high" | "ref_text" | "lab_flag"
>;
