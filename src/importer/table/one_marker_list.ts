/**
 * A list of one marker's results over many dates, as a lab's patient account prints it
 * ("Zestawienie wyników"): the marker named once above the table after a label ("Badanie: TSH
 * (hormon tyreotropowy) [ICD-9: L69] · Zakres dat: …"), then a line per draw that opens with
 * its date ("12.03.2019 | 08:12 | 2,41 | µIU/ml | 0,27 - 4,20 WA-1903-0412"): each such line
 * is one row of that marker, of its own date, with its unit and range; an order number after
 * the range is none of it. Found by what the lines hold: the label's name must be a marker the
 * dictionary knows, and at least two dated lines with one result each must follow it, with no
 * name of their own. Pure.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { normalizeName } from "../../domain/text.ts";
import type { LayoutLine } from "../layout/mod.ts";
import { cellDate, cellKind, parseRange, readResult } from "../cell/mod.ts";
import { alternation, words } from "../lexicon/mod.ts";
import { type LineRow, makeRow } from "./line_row.ts";

/** A name header word and its colon opening a line ("Badanie:", "Parametr:", "Test:"). */
const NAME_LABEL = new RegExp(
  `^(?:${alternation(words((l) => l.headers.name).map(normalizeName))})\\s*:\\s*`,
  "u",
);

/** A clock time alone ("08:12"): the draw's time beside its date. */
const TIME = /^\d{1,2}[:.]\d{2}$/;

/**
 * The marker a label line names ("Badanie: TSH (hormon tyreotropowy) [ICD-9: L69] · Zakres
 * dat: …" names "TSH (hormon tyreotropowy)"), or `undefined` when the line is no such label or
 * its name is no marker the dictionary knows.
 *
 * @internal tested alone: the label's name, cut at the next field, shown without building a list.
 */
export function labelledMarker(text: string, index: MarkerIndex): string | undefined {
  const label = NAME_LABEL.exec(normalizeName(text));
  if (label === null) return undefined;
  // The printed text after the label's words, up to a separator of further fields.
  const after = text.trim().replace(/^[^:]*:\s*/u, "");
  const head = after.split(/\s+[·|•]\s+|\s{2,}|;\s/u)[0]!.trim();
  const candidates = [
    head,
    head.replace(/\s*\[[^\]]*\]/gu, "").trim(),
    head.replace(/\s*[([][^)\]]*[)\]]/gu, "").trim(),
  ];
  return candidates.find((name) =>
    name !== "" && /\p{L}/u.test(name) && resolveMarker(index, name).kind === "found"
  );
}

/** The range at the start of a cell, an order number after it left off ("0,27 - 4,20 WA-1903-0412"). */
function leadingRange(text: string): string {
  const tokens = text.trim().split(/\s+/);
  for (let n = tokens.length; n >= 1; n--) {
    const head = tokens.slice(0, n).join(" ");
    if (parseRange(head).ref_text === undefined) return head;
  }
  return "";
}

/** The row of a dated line of the list, or `undefined` when the line is not one. */
function rowOf(line: LayoutLine, name: string, date: string, ocr: boolean): LineRow[] | undefined {
  const rest = line.cells.slice(1).map((cell) => cell.text.trim()).filter((t) => !TIME.test(t));
  const [value, ...others] = rest;
  if (value === undefined) return undefined;
  // A dash for a cancelled draw: the line is the list's, with no row.
  if (/^[-–—]+$/u.test(value)) return [];
  const kind = cellKind(value);
  if (!["number", "bound", "value-unit", "qualitative"].includes(kind)) return undefined;
  // Another name or result on the line: it is no line of a one-marker list.
  const unit = others.find((text) => cellKind(text) === "unit");
  const range = others.map(leadingRange).find((text) => text !== "") ?? "";
  if (others.some((text) => ["number", "value-unit"].includes(cellKind(text)))) return undefined;
  const result = readResult(value, true, ocr);
  if (result === undefined) return undefined;
  return [{ ...makeRow(name, result, unit, range, undefined), ownDate: date }];
}

/**
 * The rows of a document's one-marker lists, by line: each dated line's row (none for a
 * cancelled draw's dash).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * import { builtinLayer } from "../../store/builtin.ts";
 * const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (y: number, ...cells: [string, number][]) =>
 *   ({ page: 1, y, height: 10, cells: cells.map(([t, x]) => cell(t, x)) });
 * const lines = [
 *   line(10, ["Badanie: TSH (hormon tyreotropowy) · Liczba wyników: 2", 10]),
 *   line(20, ["12.03.2019", 10], ["08:12", 70], ["2,41", 110], ["µIU/ml", 150], ["0,27 - 4,20 WA-1903-0412", 200]),
 *   line(30, ["18.06.2020", 10], ["08:31", 70], ["4,87 H", 110], ["µIU/ml", 150], ["0,27 - 4,20 WA-2006-0923", 200]),
 * ];
 * const found = oneMarkerLists(lines, index, false, "2026-12-07");
 * assert.deepEqual(found.get(2)?.map((r) => [r.name, r.value.value, r.unit, r.range, r.labFlag, r.ownDate]), [
 *   ["TSH (hormon tyreotropowy)", 4.87, "µIU/ml", { ref_low: 0.27, ref_high: 4.2 }, "H", "2020-06-18"],
 * ]);
 * ```
 */
export function oneMarkerLists(
  lines: readonly LayoutLine[],
  index: MarkerIndex,
  ocr: boolean,
  today: string,
): Map<number, readonly LineRow[]> {
  const found = new Map<number, readonly LineRow[]>();
  let name: string | undefined;
  let pending: [number, readonly LineRow[]][] = [];
  const flush = () => {
    // Two dated lines or more make a list; a single one is left to the other readers.
    if (pending.length >= 2) { for (const [i, rows] of pending) found.set(i, rows); }
    pending = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.cells.map((cell) => cell.text).join(" ");
    const named = labelledMarker(text, index);
    if (named !== undefined) {
      flush();
      name = named;
      continue;
    }
    if (name === undefined) continue;
    const date = line.cells.length >= 2 ? cellDate(line.cells[0]!.text, today) : undefined;
    if (date === undefined) continue;
    const rows = rowOf(line, name, date, ocr);
    if (rows !== undefined) pending.push([i, rows]);
  }
  flush();
  return found;
}
