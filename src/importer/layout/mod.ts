/**
 * The layout stage's face: where text stands on the page, turned into lines
 * of cells (`lines.ts`). Pure geometry: what the lines say is the table
 * stage's to read.
 *
 * @module
 */

export {
  type Cell,
  type LayoutLine,
  linesFromItems,
  linesFromText,
  lineText,
  lineTextWithGaps,
  type TextItem,
} from "./lines.ts";
