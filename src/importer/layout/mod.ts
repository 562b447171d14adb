/**
 * The layout stage's public face: lines from positioned text, side-by-side
 * blocks, and (from the table stage) the header's columns and their bands,
 * re-exported for the readers that call them.
 *
 * @module
 */

export * from "./lines.ts";
export * from "./blocks.ts";
export * from "../table/header_roles.ts";
export * from "../table/column_bands.ts";
