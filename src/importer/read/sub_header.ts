/**
 * A table header of two rows, as spreadsheets and their CSV copies print a
 * merged header cell: "Wynik" over "wartość | jedn.", "Zakres referencyjny"
 * over "od | do". A merged cell keeps its words in its first column and
 * leaves the others empty, so the row under the header is a sub-header when
 * it holds only words, at least two, and one of them stands under an empty
 * header cell. Each sub-header word the lexicon knows names its column;
 * under a range heading spanning two columns the left one is the low bound
 * and the right one the high bound (bounds are printed low first in every
 * language), and a group's first column keeps the heading's own role when no
 * word of the group took it.
 *
 * @module
 */

import { cellKind } from "../cell/mod.ts";
import type { CsvColumn } from "../lexicon/mod.ts";
import type { CsvRecord } from "./sheet_records.ts";

/** Cell kinds a header word may have ("low" and "high" read as flags, "unit" as a unit). */
const HEADER_KINDS = new Set(["words", "labelled", "unit", "flag", "qualitative"]);

/** Whether a record can be a sub-header: two or more filled cells, all words. */
function wordsOnly(fields: readonly string[]): boolean {
  const filled = fields.map((f) => f.trim()).filter((f) => f !== "");
  return filled.length >= 2 && filled.every((f) => HEADER_KINDS.has(cellKind(f)));
}

/**
 * The columns of a header of two rows: `header` (the upper row, whose merged
 * cells leave empty cells after their words) and `sub` (the row under it).
 * `mapHeader` maps one row of header cells to the lexicon's columns.
 * `undefined` when `sub` is no sub-header of `header`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import type { CsvColumn } from "../lexicon/mod.ts";
 * const words: Record<string, CsvColumn> = {
 *   badanie: "name", wynik: "value", "zakres referencyjny": "range", flaga: "flag", jedn: "unit",
 * };
 * const map = (fields: readonly string[]) => {
 *   const out = new Map<CsvColumn, number>();
 *   fields.forEach((f, i) => {
 *     const c = words[f.trim().toLowerCase().replace(/\.$/, "")];
 *     if (c !== undefined && !out.has(c)) out.set(c, i);
 *   });
 *   return out;
 * };
 * const columns = subHeaderColumns(
 *   ["Badanie", "Wynik", "", "Zakres referencyjny", "", "Flaga"],
 *   ["", "wartość", "jedn.", "od", "do", ""],
 *   map,
 * );
 * assert.deepEqual(Object.fromEntries(columns!), {
 *   name: 0, value: 1, unit: 2, low: 3, high: 4, flag: 5,
 * });
 * assert.equal(subHeaderColumns(["Badanie", "Wynik"], ["Hemoglobina", "13,4"], map), undefined);
 * ```
 */
export function subHeaderColumns(
  header: readonly string[],
  sub: readonly string[],
  mapHeader: (fields: readonly string[]) => Map<CsvColumn, number>,
): Map<CsvColumn, number> | undefined {
  if (!wordsOnly(sub)) return undefined;
  const filled = (fields: readonly string[], i: number) => (fields[i] ?? "").trim() !== "";
  const width = Math.max(header.length, sub.length);
  // A sub-header word under an empty header cell shows a merged heading above it.
  const merged = [...Array(width).keys()].some((i) =>
    filled(sub, i) && !filled(header, i) && [...Array(i).keys()].some((j) => filled(header, j))
  );
  if (!merged) return undefined;
  const upper = mapHeader(header);
  const roleAt = new Map([...upper].map(([column, i]) => [i, column]));
  const columns = new Map<CsvColumn, number>();
  const take = (column: CsvColumn, i: number) => {
    if (!columns.has(column)) columns.set(column, i);
  };
  for (let start = 0; start < width; start++) {
    if (!filled(header, start)) continue;
    let end = start + 1;
    while (end < width && !filled(header, end)) end++;
    const group = [...Array(end - start).keys()].map((k) => start + k).filter((i) =>
      filled(sub, i)
    );
    const heading = roleAt.get(start);
    if (group.length === 0) {
      if (heading !== undefined) take(heading, start);
      continue;
    }
    const roles = group.map((i) => [...mapHeader([sub[i]!]).keys()][0]);
    if (heading === "range" && group.length === 2 && roles.every((r) => r === undefined)) {
      take("low", group[0]!);
      take("high", group[1]!);
      continue;
    }
    for (const [k, i] of group.entries()) {
      const role = roles[k];
      if (role !== undefined) take(role, i);
    }
    if (heading !== undefined && !roles.includes(heading) && roles[0] === undefined) {
      take(heading, group[0]!);
    }
  }
  return columns;
}

/**
 * The records of a sheet with a header of two rows made one: the header row
 * at `index` and the sub-header under it become one record (each column's
 * sub-header word, else its heading), with the columns read from both.
 * `undefined` when the row under the header is no sub-header.
 */
export function joinSubHeader(
  records: readonly CsvRecord[],
  index: number,
  mapHeader: (fields: readonly string[]) => Map<CsvColumn, number>,
): { records: CsvRecord[]; columns: Map<CsvColumn, number> } | undefined {
  const header = records[index];
  const sub = records[index + 1];
  if (header === undefined || sub === undefined) return undefined;
  const columns = subHeaderColumns(header.fields, sub.fields, mapHeader);
  if (columns === undefined || !columns.has("value")) return undefined;
  const width = Math.max(header.fields.length, sub.fields.length);
  const fields = [...Array(width).keys()].map((i) =>
    (sub.fields[i] ?? "").trim() || (header.fields[i] ?? "").trim()
  );
  return {
    records: [...records.slice(0, index), { line: sub.line, fields }, ...records.slice(index + 2)],
    columns,
  };
}
