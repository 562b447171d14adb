/**
 * The classify stage's face: what happens to each parsed row against the store
 * and the dictionary (written, skipped, held, proposed), the proposals file and
 * the review table.
 *
 * @module
 */

export { classifyRows } from "./classify.ts";
export {
  type ClassifyContext,
  rowId,
  rowIdHashLength,
  type RowOutcome,
  type RowStatus,
  sameMeasurementKey,
} from "./row_outcome.ts";
export { numericCodesOf, proposedName } from "./row_marker.ts";
export { unitProblem } from "./plausibility.ts";
export {
  mergeProposals,
  parseProposals,
  type Proposal,
  PROPOSALS_NAME,
  proposalsYaml,
  renderProposals,
} from "./proposals.ts";
export { countLine, countStatuses, printedRow, renderRows } from "./review_table.ts";
