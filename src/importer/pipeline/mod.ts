/**
 * The pipeline's face: one document from its bytes to its parsed rows, by its
 * kind (`read_document.ts`).
 *
 * @module
 */

export { contentHash, needsOcr, readDocument } from "./read_document.ts";
