/**
 * The transcript stage's face: a model's transcript paired with its document and
 * checked row by row against the document's own text (`verified_import.ts`).
 *
 * @module
 */

export { planInputs } from "./pairing.ts";
export { holdUnverified, readTranscripts, type RowCheck } from "./verified_import.ts";
