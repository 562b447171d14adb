/**
 * Plain-text reports for the table stage's tests: lines of a report with no
 * positions (runs of two or more spaces separate cells), read by the whole
 * row stage, and a marker index of the built-in dictionary with extra
 * entries.
 *
 * @module
 */

import { buildDictionary, type MarkerEntry } from "../../src/domain/markers/dictionary.ts";
import { buildMarkerIndex, type MarkerIndex } from "../../src/domain/markers/marker_index.ts";
import { builtinLayer } from "../../src/store/builtin.ts";
import type { InputFormat, ParsedDocument } from "../../src/importer/document.ts";
import { linesFromText } from "../../src/importer/layout/mod.ts";
import { parseReportLayout } from "../../src/importer/table/report_text.ts";

/** Plain text lines of a report (no positions): runs of two or more spaces separate cells. */
export function parseReportLines(
  lines: readonly string[],
  index: MarkerIndex,
  format: InputFormat,
): ParsedDocument {
  return parseReportLayout(linesFromText(lines), index, format);
}

/** The built-in dictionary's marker index, with `extra` entries added. */
export function indexWith(extra: Record<string, MarkerEntry> = {}): MarkerIndex {
  return buildMarkerIndex(buildDictionary([
    builtinLayer(),
    { source: "test", entries: new Map(Object.entries(extra)) },
  ]));
}
